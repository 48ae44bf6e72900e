/// What Xcode's Debug View Hierarchy shows of GuideLens on a captured layout guide.
///
/// The OS's view-debugger support crawls each view's `layoutGuides` and asks a guide's class for
/// `+debugHierarchyPropertyDescriptions`: an array of dictionaries with the keys
/// `propertyName`, `propertyRuntimeType` (absent for object references), `propertyLogicalType`
/// and `propertyFormat`. `UILayoutGuide`'s own list (`layoutFrame`, `owningView`,
/// `identifier`) is served by `+fallback_debugHierarchyPropertyDescriptions`, and values are read
/// by key-value lookup of the property's name. This type decides GuideLens's entries and their
/// values as plain values; the UIKit layer only turns them into Foundation objects.
package enum ViewDebuggerProperties {
    /// One entry of `+debugHierarchyPropertyDescriptions`.
    package struct Description: Hashable, Sendable {
        /// `propertyName`: also the getter's name, which key-value lookup finds.
        package var name: String
        /// `propertyRuntimeType`: the Objective-C type the getter returns.
        package var runtimeType: String
        /// `propertyLogicalType`: how Xcode shows the value.
        package var logicalType: String
        /// `propertyFormat`: how Xcode encodes the value.
        package var format: String

        /// The dictionary the view debugger reads, with exactly the keys Apple's own lists use.
        package var dictionary: [String: String] {
            [
                "propertyName": name, "propertyRuntimeType": runtimeType, "propertyLogicalType": logicalType,
                "propertyFormat": format,
            ]
        }
    }

    /// The names of GuideLens's properties, which are also its getters' selectors.
    package enum Name {
        package static let kind = "guideLensKind"
        package static let label = "guideLensLabel"
        package static let frameInWindow = "guideLensFrameInWindow"
        package static let lintFindings = "guideLensLintFindings"
        package static let drawnByOverlay = "guideLensDrawnByOverlay"
        package static let placement = "guideLensPlacement"
    }

    /// The three properties `UILayoutGuide`'s fallback list describes, in its order.
    package static let appleFallbackNames = ["layoutFrame", "owningView", "identifier"]

    /// GuideLens's entries, in the order Xcode lists them after Apple's.
    package static let descriptions: [Description] = [
        text(Name.kind),
        text(Name.label),
        Description(
            name: Name.frameInWindow, runtimeType: "CGRect",
            logicalType: "DebugHierarchyLogicalPropertyTypeRect",
            format: "CGf, CGf, CGf, CGf"),
        text(Name.lintFindings),
        Description(
            name: Name.drawnByOverlay, runtimeType: "BOOL",
            logicalType: "DebugHierarchyLogicalPropertyTypeBool",
            format: "b"),
        text(Name.placement),
    ]

    private static func text(_ name: String) -> Description {
        Description(
            name: name, runtimeType: "NSString", logicalType: "DebugHierarchyLogicalPropertyTypeString",
            format: "public.plain-text")
    }

    /// What one class of a guide's class chain lists. The view debugger asks each class of the
    /// chain for its own list (Apple's fallback lists are per class: `UILayoutGuide`'s holds its
    /// three properties, not `NSObject`'s) and joins them; every subclass inherits GuideLens's
    /// answer from `UILayoutGuide`, so only `UILayoutGuide` adds GuideLens's entries, and a
    /// subclass lists the fallback entries it declares itself, or nothing when it inherits them.
    package enum Listing: Hashable, Sendable {
        /// `UILayoutGuide`: Apple's fallback entries (when loaded), then GuideLens's.
        case fallbackThenGuideLens
        /// A subclass with a fallback list of its own: that list, as Apple gives it.
        case ownFallback
        /// A subclass that declares no list of its own: nothing, its superclass lists it.
        case nothing
    }

    /// The listing of a class: `isLayoutGuide` for `UILayoutGuide` itself;
    /// `declaresOwnFallback` when the class's fallback method is not the one it inherits.
    package static func listing(isLayoutGuide: Bool, declaresOwnFallback: Bool) -> Listing {
        if isLayoutGuide { return .fallbackThenGuideLens }
        return declaresOwnFallback ? .ownFallback : .nothing
    }

    /// The fallback's list followed by GuideLens's entries; GuideLens's alone when there is no
    /// fallback. An entry of the fallback that already has one of GuideLens's names is kept, and
    /// GuideLens's is left out, so that no name is listed twice.
    package static func merged<Entry>(
        fallback: [Entry]?, name: (Entry) -> String?, own: (Description) -> Entry
    ) -> [Entry] {
        var entries = fallback ?? []
        let taken = Set(entries.compactMap(name))
        entries.append(contentsOf: descriptions.filter { !taken.contains($0.name) }.map(own))
        return entries
    }

    /// The values of GuideLens's properties for one guide.
    package struct Values: Hashable, Sendable {
        /// The kind's name as the overlay's legend shows it ("safe area", "custom").
        package var kind: String
        /// The label the overlay draws next to the guide (`name width×height`).
        package var label: String
        /// The guide's frame in its window; zero when it cannot be drawn (NaN, infinite or negative).
        package var frameInWindow: Rect
        /// One line per lint finding, `id name: summary`; "no finding" when there is none.
        package var lintFindings: String
        /// Whether the overlay draws the guide now: on, a kind the style shows, a drawable frame.
        package var drawnByOverlay: Bool
    }

    /// The values for a guide GuideLens cannot read: it has no owning view (or is read off the
    /// main thread), so no frame can be converted and nothing is drawn.
    package static let unreadable = Values(
        kind: "unknown", label: "", frameInWindow: .zero,
        lintFindings: "\(LintRule.noOwner.id) \(LintRule.noOwner.name): \(LintRule.noOwner.summary)",
        drawnByOverlay: false)

    /// The values for `guide`, listed by `owner`, with the overlay's style and state.
    package static func values(
        for guide: GuideNode, in owner: ViewNode, style: OverlayStyle, overlayIsOn: Bool
    ) -> Values {
        let name = OverlayPlanner.labelName(
            kind: guide.kind, className: guide.className, identifier: guide.identifier)
        let drawable = guide.layoutFrame.isDrawable && guide.frameInWindow.isDrawable
        let findings = LintRule.violations(of: guide, in: owner)
        return Values(
            kind: guide.kind.displayName,
            label: guide.layoutFrame.isDrawable
                ? OverlayPlanner.labelText(name: name, size: guide.layoutFrame.size) : name,
            frameInWindow: drawable ? guide.frameInWindow : .zero,
            lintFindings: findings.isEmpty
                ? "no finding"
                : findings.map { "\($0.id) \($0.name): \($0.summary)" }.joined(separator: "\n"),
            drawnByOverlay: overlayIsOn && drawable && style.visibleKinds.contains(guide.kind))
    }

    /// The value of `guideLensPlacement` for the guide at `address`: what decides each of its
    /// positions and sizes, what is free and where each inset comes from, on one line (the
    /// summary `guidelens why` ends with), traced in `snapshot`, which holds the guide and the
    /// items its constraints name; or why nothing can be said.
    package static func placement(of address: ObjectAddress, in snapshot: Snapshot) -> String {
        let tracer = PlacementTracer(snapshot)
        guard case .found(let match) = GuideLookup(tracer).find(address.description) else {
            return "not in the capture"
        }
        return PlacementText.summary(tracer.placement(of: match))
    }
}
