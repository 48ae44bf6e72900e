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
        // By class.
        Rule(
            match: .className("UIKeyboardLayoutGuide"), kind: .keyboard, evidence: .sdk,
            source: "UIKeyboardLayoutGuide.h (iOS 15)"),
        Rule(
            match: .className("UIFocusGuide"), kind: .focus, evidence: .sdk,
            source: "UIFocusGuide.h (iOS 9)"),
        Rule(
            match: .className("_UILayoutSpacer"), kind: .stackSpacer, evidence: .confirmed,
            source: "UIStackView alignment spanners in constraint logs"),
        Rule(
            match: .className("_UIOLAGapGuide"), kind: .stackSpacer, evidence: .unconfirmed,
            source: "UIStackView gap guides, decompiled UIKit"),
        // By identifier.
        Rule(
            match: .identifier("UIViewSafeAreaLayoutGuide"), kind: .safeArea, evidence: .confirmed,
            source: "po output and _autolayoutTrace logs"),
        Rule(
            match: .identifier("UIViewLayoutMarginsGuide"), kind: .layoutMargins, evidence: .confirmed,
            source: "constraint logs, 2015 and 2018"),
        Rule(
            match: .identifier("UIViewReadableContentGuide"), kind: .readableContent, evidence: .unconfirmed,
            source: "third-party code"),
        Rule(
            match: .identifier("UIViewKeyboardLayoutGuide"), kind: .keyboard, evidence: .unconfirmed,
            source: "third-party code"),
        Rule(
            match: .identifier("UIScrollView-contentLayoutGuide"), kind: .scrollContent, evidence: .confirmed,
            source: "constraint log (class _UIScrollViewLayoutGuide)"),
        Rule(
            match: .identifier("UIScrollViewContentMarginsGuide"), kind: .scrollContent, evidence: .confirmed,
            source: "constraint log"),
        Rule(
            match: .identifier("UIScrollView-frameLayoutGuide"), kind: .scrollFrame, evidence: .indirect,
            source: "by analogy with UIScrollView-contentLayoutGuide"),
        Rule(
            match: .identifierPrefix("UISV-"), kind: .stackSpacer, evidence: .confirmed,
            source: "UISV-alignment-spanner in constraint logs; UISV-distributing, decompiled UIKit"),
        // By owner class.
        Rule(
            match: .ownerClassName("_UINavigationBarContentView"), kind: .system, evidence: .confirmed,
            source: "BackButtonGuide, LeadingBarGuide, TrailingBarGuide in traces"),
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
        let ownerClassName = ClassName.canonical(rawOwnerClassName)
        for rawName in classChain {
            let className = ClassName.canonical(rawName)
            for rule in rules {
                if case .className(let name) = rule.match, name == className { return rule.kind }
            }
        }
        for rule in rules {
            switch rule.match {
            case .identifier(let name) where name == identifier: return rule.kind
            case .identifierPrefix(let prefix) where identifier.hasPrefix(prefix): return rule.kind
            default: continue
            }
        }
        for rule in rules {
            if case .ownerClassName(let name) = rule.match, name == ownerClassName { return rule.kind }
        }
        let className = ClassName.canonical(classChain.first ?? "")
        if identifier.hasPrefix("UI") || className.hasPrefix("_UI") || ownerClassName.hasPrefix("_UI") {
            return .system
        }
        return .custom
    }
}
