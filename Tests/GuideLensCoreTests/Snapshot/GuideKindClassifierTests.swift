import Foundation
import Testing

@testable @_spi(Engine) import GuideLensCore

@Suite("Guide kinds")
struct GuideKindClassifierTests {
    @Test(
        "known classes, identifiers and owners map to their kinds",
        arguments: [
            ("UILayoutGuide", "UIViewSafeAreaLayoutGuide", "UIView", GuideKind.safeArea),
            ("UILayoutGuide", "UIViewLayoutMarginsGuide", "UIView", .layoutMargins),
            ("UILayoutGuide", "UIViewReadableContentGuide", "UIView", .readableContent),
            ("UIKeyboardLayoutGuide", "UIViewKeyboardLayoutGuide", "UIView", .keyboard),
            ("UIKeyboardLayoutGuide", "", "UIView", .keyboard),
            ("_UIScrollViewLayoutGuide", "UIScrollView-contentLayoutGuide", "UIScrollView", .scrollContent),
            ("_UIScrollViewLayoutGuide", "UIScrollView-frameLayoutGuide", "UIScrollView", .scrollFrame),
            ("_UILayoutSpacer", "UISV-alignment-spanner", "UIStackView", .stackSpacer),
            ("_UIOLAGapGuide", "UISV-distributing", "UIStackView", .stackSpacer),
            ("UILayoutGuide", "UISV-distributing", "UIStackView", .stackSpacer),
            ("UIFocusGuide", "", "UIView", .focus),
            ("UILayoutGuide", "BackButtonGuide(0x7f9)", "_UINavigationBarContentView", .system),
            ("UILayoutGuide", "", "UIView", .custom),
            ("UILayoutGuide", "space1", "UIView", .custom),
            ("MyApp.NotchLayoutGuide", "", "UIWindow", .custom),
        ])
    func table(className: String, identifier: String, owner: String, kind: GuideKind) {
        expectEqual(
            GuideKindClassifier.kind(className: className, identifier: identifier, ownerClassName: owner),
            kind)
    }

    static let chains: [([String], String, String, GuideKind)] = [
        (["_UIFocusGuideInternal", "UIFocusGuide", "UILayoutGuide"], "", "UIView", .focus),
        (
            ["MyApp.InputGuide", "UIKeyboardLayoutGuide", "UITrackingLayoutGuide", "UILayoutGuide"], "",
            "UIView", .keyboard
        ),
        (
            ["MyApp.Gap", "_UIOLAGapGuide", "_UILayoutSpacer", "UILayoutGuide"], "", "UIStackView",
            .stackSpacer
        ),
        (["MyApp.NotchGuide", "UILayoutGuide"], "", "UIWindow", .custom),
        (["MyApp.Margins", "UILayoutGuide"], "UIViewLayoutMarginsGuide", "UIView", .layoutMargins),
    ]

    /// Every `@interface X : UILayoutGuide` (or a subclass of one) in the iOS 17 and 18 SDK
    /// headers, read at github.com/nbeirne/ios-header-changes (commits "Xcode 15 beta 1" and
    /// "xcode 16.0"), with the kind each is for; then UIKit's private focus guides.
    static let publicGuideClasses: [(String, GuideKind, GuideKindClassifier.Evidence)] = [
        ("UIFocusGuide", .focus, .sdk),
        ("UITrackingLayoutGuide", .keyboard, .sdk),
        ("UIKeyboardLayoutGuide", .keyboard, .sdk),
        ("UIFocusContainerGuide", .focus, .runtimeHeaders),
        ("UIKBFocusGuide", .focus, .runtimeHeaders),
    ]

    @Test(
        "each UIKit guide class gets its kind from its own name, with no class chain",
        arguments: publicGuideClasses)
    func guideClassByOwnName(className: String, kind: GuideKind, evidence: GuideKindClassifier.Evidence) {
        // An app's view and no identifier: only the class name can decide.
        expectEqual(
            GuideKindClassifier.kind(className: className, identifier: "", ownerClassName: "MyApp.View"), kind
        )
        // A name that merely contains it decides nothing.
        expectEqual(
            GuideKindClassifier.kind(
                className: "MyApp." + className, identifier: "", ownerClassName: "MyApp.View"), .custom)
        let rule = GuideKindClassifier.rules.first { $0.match == .className(className) }
        expectEqual(rule?.evidence, evidence)
    }

    @Test(
        "the nearest class of the chain that a rule knows decides: subclasses get their family's kind",
        arguments: chains)
    func classChains(chain: [String], identifier: String, owner: String, kind: GuideKind) {
        expectEqual(
            GuideKindClassifier.kind(classChain: chain, identifier: identifier, ownerClassName: owner), kind)
        // Without the chain, only the class's own name counts.
        if chain.count > 2, chain[0].hasPrefix("MyApp") {
            #expect(
                GuideKindClassifier.kind(className: chain[0], identifier: identifier, ownerClassName: owner)
                    != kind)
        }
    }

    @Test(
        "a view controller's top and bottom layout guides are not stack spacers, though stack views use their class"
    )
    func legacyLayoutGuides() {
        // Code-built controllers since iOS 9 back topLayoutGuide with a _UILayoutSpacer in the
        // root view's layoutGuides; stack views name theirs UISV-….
        expectEqual(
            GuideKindClassifier.kind(
                classChain: ["_UILayoutSpacer", "UILayoutGuide"], identifier: "", ownerClassName: "UIView"),
            .system)
        expectEqual(
            GuideKindClassifier.kind(
                classChain: ["_UILayoutSpacer", "UILayoutGuide"], identifier: "UISV-alignment-spanner",
                ownerClassName: "UIStackView"), .stackSpacer)
    }

    @Test("the class decides before the identifier")
    func classFirst() {
        expectEqual(
            GuideKindClassifier.kind(
                className: "UIFocusGuide", identifier: "UIViewSafeAreaLayoutGuide", ownerClassName: "UIView"),
            .focus)
    }

    @Test("an unknown UI identifier or private class is a system guide, never custom")
    func unknownSystemNames() {
        expectEqual(
            GuideKindClassifier.kind(
                className: "UILayoutGuide", identifier: "UIFutureGuide", ownerClassName: "UIView"), .system)
        expectEqual(
            GuideKindClassifier.kind(className: "_UINewGuide", identifier: "", ownerClassName: "UIView"),
            .system)
        expectEqual(
            GuideKindClassifier.kind(
                className: "UILayoutGuide", identifier: "", ownerClassName: "_UIPrivateView"), .system)
    }

    @Test(
        "every rule classifies the very name it was seen with", arguments: GuideKindClassifier.rules.indices)
    func everyRule(index: Int) {
        let rule = GuideKindClassifier.rules[index]
        let kind: GuideKind
        switch rule.match {
        case .className(let name):
            kind = GuideKindClassifier.kind(
                classChain: [name, "UILayoutGuide"], identifier: "", ownerClassName: "UIView")
        case .identifier(let identifier):
            kind = GuideKindClassifier.kind(
                className: "UILayoutGuide", identifier: identifier, ownerClassName: "UIView")
        case .identifierPrefix(let prefix):
            kind = GuideKindClassifier.kind(
                className: "UILayoutGuide", identifier: prefix + "x", ownerClassName: "UIView")
        case .ownerClassName(let owner):
            kind = GuideKindClassifier.kind(className: "UILayoutGuide", identifier: "", ownerClassName: owner)
        }
        expectEqual(kind, rule.kind, "\(rule.match): \(rule.source)")
    }

    /// What each name means, written out independently of the rules table: a rule pointing a
    /// name at the wrong kind fails here.
    static let expectedKinds: [String: GuideKind] = [
        "UIKeyboardLayoutGuide": .keyboard, "UITrackingLayoutGuide": .keyboard, "UIFocusGuide": .focus,
        "UIFocusContainerGuide": .focus, "UIKBFocusGuide": .focus, "_UIOLAGapGuide": .stackSpacer,
        "_UIWindowSafeAreaAspectFitLayoutGuide": .safeArea, "UIViewSafeAreaLayoutGuide": .safeArea,
        "UIViewLayoutMarginsGuide": .layoutMargins, "UIScrollViewContentMarginsGuide": .layoutMargins,
        "UIViewReadableContentGuide": .readableContent, "UIViewKeyboardLayoutGuide": .keyboard,
        "UIWindow_KeyboardLayoutGuide": .keyboard, "UIScrollView-contentLayoutGuide": .scrollContent,
        "UIScrollView-frameLayoutGuide": .scrollFrame, "UISV-": .stackSpacer,
        "UINavigationBarItemContentLayoutGuide": .system, "UIButtonBar.": .system,
        "_UINavigationBarContentView": .system, "_UIButtonBarStackView": .system,
    ]

    @Test("every rule gives the kind its name means, and every name here has a rule")
    func rulesMeanWhatTheirNamesSay() {
        var named: [String: GuideKind] = [:]
        for rule in GuideKindClassifier.rules {
            switch rule.match {
            case .className(let name), .identifier(let name), .identifierPrefix(let name),
                .ownerClassName(let name):
                named[name] = rule.kind
            }
        }
        expectEqual(named, Self.expectedKinds)
    }

    @Test(
        "the kind table of Documentation/CommandLine.md lists exactly the rules, with their kinds and evidence"
    )
    func documentedTable() throws {
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Documentation/CommandLine.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        let start = try #require(text.range(of: "<!-- kind-rules"))
        let end = try #require(text.range(of: "<!-- /kind-rules -->"))
        let rows = text[start.upperBound..<end.lowerBound].split(separator: "\n").filter {
            $0.hasPrefix("| ") && !$0.hasPrefix("| match") && !$0.hasPrefix("| ---")
        }
        let expected = GuideKindClassifier.rules.map { rule -> String in
            let (part, name): (String, String)
            switch rule.match {
            case .className(let value): (part, name) = ("class", value)
            case .identifier(let value): (part, name) = ("identifier", value)
            case .identifierPrefix(let value): (part, name) = ("identifier prefix", value)
            case .ownerClassName(let value): (part, name) = ("owner class", value)
            }
            return "| \(part) | `\(name)` | \(rule.kind.rawValue) | \(rule.evidence.rawValue) |"
        }
        expectEqual(rows.map(String.init), expected)
    }

    @Test("every rule states its evidence and source, and every kind but custom has a rule or fallback")
    func tableIsDocumented() {
        #expect(GuideKindClassifier.rules.allSatisfy { !$0.source.isEmpty })
        let covered = Set(GuideKindClassifier.rules.map(\.kind))
        #expect(
            covered.isSuperset(of: [
                .safeArea, .layoutMargins, .readableContent, .keyboard, .scrollContent, .scrollFrame,
                .stackSpacer, .focus, .system,
            ]))
    }

    @Test("kind lists parse, and an unknown kind names the valid ones")
    func kindLists() throws {
        expectEqual(try GuideKind.parseList("custom, safe-area"), [.custom, .safeArea])
        #expect(throws: GuideKindListError(unknown: "safearea")) {
            try GuideKind.parseList("custom,safearea")
        }
        #expect(GuideKindListError(unknown: "x").description.contains("stack-spacer"))
    }
}

@Suite("Guide kind order")
struct GuideKindOrderTests {
    @Test("kinds sort in declaration order, the order legends and filters use")
    func order() {
        expectEqual(GuideKind.allCases.shuffled().sorted(), GuideKind.allCases)
        #expect(GuideKind.safeArea < .system && !(GuideKind.custom < .custom))
    }
}
