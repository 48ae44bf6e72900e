/// How much a lint finding matters.
package enum LintSeverity: String, Codable, Hashable, Sendable, Comparable, CaseIterable {
    /// Worth a look; often deliberate.
    case warning
    /// Almost certainly a bug.
    case error

    /// Warnings order before errors.
    package static func < (lhs: LintSeverity, rhs: LintSeverity) -> Bool { lhs == .warning && rhs == .error }
}

/// A problem a guide can have. Each rule has a stable id (for CI logs and suppressions), a
/// short name (the flag shown next to the guide) and a severity.
package enum LintRule: String, Codable, Hashable, Sendable, CaseIterable, Comparable {
    /// Auto Layout reports the guide's layout as ambiguous: its frame is a guess.
    case ambiguousLayout = "GL001"
    /// The frame has a NaN or infinite component; it cannot be drawn.
    case nonFiniteFrame = "GL002"
    /// The frame has a negative width or height; it cannot be drawn.
    case negativeSize = "GL003"
    /// The frame has no width or no height: a spacer that collapsed.
    case zeroArea = "GL004"
    /// The frame lies partly or wholly outside the owning view's bounds.
    case outsideOwner = "GL005"
    /// Another guide of the same owning view has the same identifier.
    case duplicateIdentifier = "GL006"
    /// The guide is listed by a view but has no owning view (or another one).
    case noOwner = "GL007"

    /// The stable id, such as `GL001`.
    package var id: String { rawValue }

    /// The short name shown as a flag next to the guide.
    package var name: String {
        switch self {
        case .ambiguousLayout: "ambiguous"
        case .nonFiniteFrame: "non-finite"
        case .negativeSize: "negative-size"
        case .zeroArea: "zero-area"
        case .outsideOwner: "outside-owner"
        case .duplicateIdentifier: "duplicate-identifier"
        case .noOwner: "no-owner"
        }
    }

    /// How much a finding of this rule matters.
    package var severity: LintSeverity {
        switch self {
        case .ambiguousLayout, .nonFiniteFrame, .negativeSize, .noOwner: .error
        case .zeroArea, .outsideOwner, .duplicateIdentifier: .warning
        }
    }

    /// What the rule means, for help text and reports.
    package var summary: String {
        switch self {
        case .ambiguousLayout: "layout is ambiguous: the constraints allow more than one frame"
        case .nonFiniteFrame: "layoutFrame has a NaN or infinite component"
        case .negativeSize: "layoutFrame has a negative width or height"
        case .zeroArea: "layoutFrame has zero width or zero height (guides the app placed)"
        case .outsideOwner: "layoutFrame reaches outside the owning view's bounds"
        case .duplicateIdentifier: "another guide of the same view has this identifier"
        case .noOwner: "the guide's owningView is not the view that lists it"
        }
    }

    /// Rules order by id.
    package static func < (lhs: LintRule, rhs: LintRule) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The rules a guide breaks, in id order.
    ///
    /// - Parameters:
    ///   - guide: the guide.
    ///   - owner: the view whose `layoutGuides` listed it.
    package static func violations(of guide: GuideNode, in owner: ViewNode) -> [LintRule] {
        violations(of: guide, in: owner, duplicatedIdentifiers: duplicatedIdentifiers(in: owner))
    }

    /// The rules a guide breaks, given the owner's ``duplicatedIdentifiers(in:)`` worked out
    /// once for all its guides.
    package static func violations(
        of guide: GuideNode, in owner: ViewNode, duplicatedIdentifiers: Set<String>
    ) -> [LintRule] {
        var rules: [LintRule] = []
        if guide.hasAmbiguousLayout == true { rules.append(.ambiguousLayout) }
        switch guide.layoutFrame.geometryIssue {
        case .nonFinite: rules.append(.nonFiniteFrame)
        case .negativeSize: rules.append(.negativeSize)
        case nil:
            // A collapsed spacer is a bug in a guide the app placed; UIKit's own guides are
            // zero-thick by design (a stack view's alignment spanner, the keyboard guide with the
            // keyboard down, a navigation bar's empty leading guide).
            if guide.layoutFrame.hasZeroArea, placedByApp(guide) { rules.append(.zeroArea) }
            // A scroll view's content guide, and its content-margins guide, follow the content,
            // which is meant to be larger than the scroll view.
            if !followsScrollContent(guide), owner.bounds.isDrawable,
                !guide.layoutFrame.isContained(in: owner.bounds)
            {
                rules.append(.outsideOwner)
            }
        }
        if duplicatedIdentifiers.contains(guide.identifier), countsForDuplicates(guide) {
            rules.append(.duplicateIdentifier)
        }
        if guide.owningViewAddress != owner.address { rules.append(.noOwner) }
        return rules
    }

    /// The identifiers that more than one of the owner's app guides carry.
    ///
    /// UIKit repeats its own identifiers on purpose (`UISV-distributing` on every gap of a
    /// stack view), so only guides the app names count.
    package static func duplicatedIdentifiers(in owner: ViewNode) -> Set<String> {
        guard owner.guides.count > 1 else { return [] }
        var seen = Set<String>()
        var duplicated = Set<String>()
        for guide in owner.guides where countsForDuplicates(guide) {
            if !seen.insert(guide.identifier).inserted { duplicated.insert(guide.identifier) }
        }
        return duplicated
    }

    /// Whether the app placed the guide (as far as its kind tells).
    private static func placedByApp(_ guide: GuideNode) -> Bool {
        guide.kind == .custom || guide.kind == .focus
    }

    private static func followsScrollContent(_ guide: GuideNode) -> Bool {
        guide.kind == .scrollContent || guide.identifier == "UIScrollViewContentMarginsGuide"
    }

    private static func countsForDuplicates(_ guide: GuideNode) -> Bool {
        !guide.identifier.isEmpty && placedByApp(guide)
    }
}
