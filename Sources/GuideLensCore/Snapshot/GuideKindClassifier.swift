/// Tells a guide's kind from what UIKit exposes without side effects: the guide's class
/// name, its `identifier`, and its owning view's class name.
///
/// UIKit documents none of the identifiers it gives its own guides, so every rule carries
/// the evidence for it. Rules are tried by class first, then identifier, then owner class;
/// what no rule claims is a system guide when UIKit's naming says so (an identifier starting
/// with `UI`, which the header reserves for UIKit, or a private `_UI` class or owner) and a
/// custom guide otherwise. Classification never fails.
package enum GuideKindClassifier {
    /// How sure we are that UIKit uses a name for a kind of guide.
    package enum Evidence: String, Sendable {
        /// Seen in real `po` output or `_autolayoutTrace` logs.
        case confirmed
        /// Declared in the iOS SDK headers.
        case sdk
        /// A class in a runtime header dump of UIKitCore (name and superclass), never seen in output.
        case runtimeHeaders = "runtime-headers"
        /// Inferred from other evidence, never seen directly.
        case indirect
        /// Only seen in third-party or decompiled code.
        case unconfirmed
    }

    /// What part of a guide a rule looks at.
    package enum Match: Hashable, Sendable {
        /// The guide's class name equals this.
        case className(String)
        /// The guide's identifier equals this.
        case identifier(String)
        /// The guide's identifier starts with this.
        case identifierPrefix(String)
        /// The owning view's class name equals this.
        case ownerClassName(String)
    }

    /// One row of the classification table.
    package struct Rule: Sendable {
        /// What the rule looks at.
        package var match: Match
        /// The kind it assigns.
        package var kind: GuideKind
        /// How sure we are.
        package var evidence: Evidence
        /// Where the name was seen.
        package var source: String
    }

    /// The classification table, in the order rules are tried within each part.
    package static let rules: [Rule] = [
        // By class (the nearest class of the guide's chain that a rule names decides).
        // The public UILayoutGuide subclasses of the iOS 17 and 18 SDKs (every
        // `@interface … : UILayoutGuide` or subclass of one in their headers, read at
        // github.com/nbeirne/ios-header-changes, commits "Xcode 15 beta 1" and "xcode 16.0"),
        // each known by its own name so that a snapshot without class chains still gets the kind.
        Rule(
            match: .className("UIKeyboardLayoutGuide"), kind: .keyboard, evidence: .sdk,
            source:
                "UIKeyboardLayoutGuide.h (iOS 15; iOS 17 and 18 SDKs): UIKeyboardLayoutGuide :"
                + " UITrackingLayoutGuide"),
        Rule(
            match: .className("UITrackingLayoutGuide"), kind: .keyboard, evidence: .sdk,
            source:
                "UITrackingLayoutGuide.h (iOS 15; iOS 17 and 18 SDKs): UITrackingLayoutGuide :"
                + " UILayoutGuide; its one subclass in the SDK, and UIKit's one use, is the keyboard guide"),
        Rule(
            match: .className("UIFocusGuide"), kind: .focus, evidence: .sdk,
            source: "UIFocusGuide.h (iOS 9; iOS 17 and 18 SDKs): UIFocusGuide : UILayoutGuide"),
        // Focus guides UIKit makes itself: not in the SDK, so known from runtime headers only.
        Rule(
            match: .className("UIFocusContainerGuide"), kind: .focus, evidence: .runtimeHeaders,
            source:
                "UIFocusContainerGuide : UIFocusGuide (UIKitCore runtime headers, iOS 13.3 and 17.0)"),
        Rule(
            match: .className("UIKBFocusGuide"), kind: .focus, evidence: .runtimeHeaders,
            source:
                "UIKBFocusGuide : UIFocusGuide, the keyboard's own focus guide (UIKitCore runtime headers)"),
        Rule(
            match: .className("_UIOLAGapGuide"), kind: .stackSpacer, evidence: .confirmed,
            source:
                "'H:[Subview0]-(0)-[_UIOLAGapGuide:0x6080001dbc60]' in a constraint log; _UIOLAGapGuide :"
                + " _UILayoutSpacer (iOS 17 runtime headers); created for .equalSpacing and .equalCentering"),
        Rule(
            match: .className("_UIWindowSafeAreaAspectFitLayoutGuide"), kind: .safeArea,
            evidence: .runtimeHeaders,
            source:
                "_UIWindowSafeAreaAspectFitLayoutGuide : UILayoutGuide (iOS 17 runtime headers); its"
                + " identifier is not known"),
        // By identifier.
        Rule(
            match: .identifier("UIViewSafeAreaLayoutGuide"), kind: .safeArea, evidence: .confirmed,
            source:
                "'UILayoutGuide:0x60c0001af260'UIViewSafeAreaLayoutGuide'' in constraint logs; po and"
                + " _autolayoutTrace output"),
        Rule(
            match: .identifier("UIViewLayoutMarginsGuide"), kind: .layoutMargins, evidence: .confirmed,
            source: "'UILayoutGuide:0x14eb8d40'UIViewLayoutMarginsGuide'' in constraint logs, 2015 and 2018"),
        Rule(
            match: .identifier("UIScrollViewContentMarginsGuide"), kind: .layoutMargins, evidence: .confirmed,
            source:
                "a plain UILayoutGuide in a constraint log: the content guide inset by the layout margins"
                + " ('UIScrollView-content-margins-left' …ContentMarginsGuide'.left =="
                + " …contentLayoutGuide'.left + 8)"),
        Rule(
            match: .identifier("UIViewReadableContentGuide"), kind: .readableContent, evidence: .unconfirmed,
            source: "only in third-party code that names UIKit's identifiers; never seen in output"),
        Rule(
            match: .identifier("UIViewKeyboardLayoutGuide"), kind: .keyboard, evidence: .unconfirmed,
            source:
                "third-party code; UIKit's own constraints on the guide are 'UIViewKeyboardLayoutGuide-…'"
                + " (decompiled)"),
        Rule(
            match: .identifier("UIWindow_KeyboardLayoutGuide"), kind: .keyboard, evidence: .unconfirmed,
            source:
                "the window's keyboard guide, -[UIWindow _primaryKeyboardTrackingGuide] (decompiled"
                + " UIKitCore)"),
        Rule(
            match: .identifier("UIScrollView-contentLayoutGuide"), kind: .scrollContent, evidence: .confirmed,
            source:
                "'_UIScrollViewLayoutGuide:0x600003195dc0'UIScrollView-contentLayoutGuide'' in a"
                + " constraint log"),
        Rule(
            match: .identifier("UIScrollView-frameLayoutGuide"), kind: .scrollFrame, evidence: .indirect,
            source:
                "by analogy with UIScrollView-contentLayoutGuide; only the constraint id"
                + " 'UIScrollView-frameLayoutGuide-height' was seen"),
        Rule(
            match: .identifierPrefix("UISV-"), kind: .stackSpacer, evidence: .confirmed,
            source:
                "'<_UILayoutSpacer: 0x600000ab4960 - \"UISV-alignment-spanner\", layoutFrame = {{0, 0},"
                + " {374, 0}}…>' in traces; UISV-distributing on _UIOLAGapGuide"),
        Rule(
            match: .identifier("UINavigationBarItemContentLayoutGuide"), kind: .system, evidence: .confirmed,
            source:
                "'UILayoutGuide:0x600003e76f40'UINavigationBarItemContentLayoutGuide'' in constraint logs"),
        Rule(
            match: .identifierPrefix("UIButtonBar."), kind: .system, evidence: .confirmed,
            source:
                "UIButtonBar.flexibleSpaceEqualSizeLayoutGuide and …minimumInterItemSpaceLayoutGuide on"
                + " _UIButtonBarStackView in traces"),
        // By owner class.
        Rule(
            match: .ownerClassName("_UINavigationBarContentView"), kind: .system, evidence: .confirmed,
            source: "BackButtonGuide(0x…), LeadingBarGuide(…), TitleView(…), TrailingBarGuide(…) in traces"),
        Rule(
            match: .ownerClassName("_UIButtonBarStackView"), kind: .system, evidence: .confirmed,
            source: "a navigation bar's button groups, in traces"),
    ]

    /// The kind of a guide known only by its class name (a snapshot without class chains).
    ///
    /// - Parameters:
    ///   - className: the guide's class name (`UILayoutGuide`, `_UILayoutSpacer`, `App.NotchLayoutGuide`).
    ///   - identifier: the guide's identifier, empty when it has none.
    ///   - ownerClassName: the owning view's class name, empty when unknown.
    package static func kind(className: String, identifier: String, ownerClassName: String) -> GuideKind {
        kind(classChain: [className], identifier: identifier, ownerClassName: ownerClassName)
    }

    /// The kind of a guide whose class chain is known: the nearest class in the chain that a
    /// class rule knows decides (so a private or app subclass of `UIFocusGuide`, of
    /// `UIKeyboardLayoutGuide` or of `_UILayoutSpacer` gets its family's kind), then the
    /// identifier, then the owner's class.
    ///
    /// - Parameters:
    ///   - classChain: the guide's class and its superclasses, nearest first.
    ///   - identifier: the guide's identifier, empty when it has none.
    ///   - ownerClassName: the owning view's class name, empty when unknown.
    package static func kind(
        classChain: [String], identifier: String, ownerClassName rawOwnerClassName: String
    )
        -> GuideKind
    {
        if let rule = rule(classChain: classChain, identifier: identifier, ownerClassName: rawOwnerClassName)
        {
            return rule.kind
        }
        let ownerClassName = ClassName.canonical(rawOwnerClassName)
        let className = ClassName.canonical(classChain.first ?? "")
        if identifier.hasPrefix("UI") || className.hasPrefix("_UI") || ownerClassName.hasPrefix("_UI") {
            return .system
        }
        return .custom
    }

    /// The row of the table that decides a guide's kind, tried as ``kind(classChain:identifier:ownerClassName:)``
    /// tries them; `nil` when no row does (the kind is then `system` or `custom` by UIKit's naming),
    /// so that an inspector can show the evidence behind a kind.
    package static func rule(
        classChain: [String], identifier: String, ownerClassName rawOwnerClassName: String
    )
        -> Rule?
    {
        let ownerClassName = ClassName.canonical(rawOwnerClassName)
        for rawName in classChain {
            let className = ClassName.canonical(rawName)
            for rule in rules {
                if case .className(let name) = rule.match, name == className { return rule }
            }
        }
        for rule in rules {
            switch rule.match {
            case .identifier(let name) where name == identifier: return rule
            case .identifierPrefix(let prefix) where identifier.hasPrefix(prefix): return rule
            default: continue
            }
        }
        for rule in rules {
            if case .ownerClassName(let name) = rule.match, name == ownerClassName { return rule }
        }
        return nil
    }
}
