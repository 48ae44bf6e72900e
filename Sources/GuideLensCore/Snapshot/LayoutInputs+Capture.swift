/// What a capture decides about layout inputs, in the core so that the rules have tests: which
/// views get them recorded, and how UIKit's enumerations are named in a snapshot.
extension LayoutInputs {
    /// Whether a capture records the inputs of a view: one that owns a guide, or an ancestor of
    /// one (the trace of a safe-area inset walks up the superviews). A capture builds views from
    /// the leaves up, so a subview holds guides in its subtree exactly when it owns one or had its
    /// inputs recorded: one look per subview, never a walk of the subtree.
    package static func isRecorded(ownsGuides: Bool, subviews: [ViewNode]) -> Bool {
        ownsGuides || subviews.contains { !$0.guides.isEmpty || $0.layoutInputs != nil }
    }
}

extension ScrollViewInputs {
    /// The name a snapshot gives `UIScrollView.ContentInsetAdjustmentBehavior`'s raw value
    /// (`automatic`, `scrollableAxes`, `never`, `always`); an unknown value keeps its number.
    package static func behaviorName(rawValue: Int) -> String {
        switch rawValue {
        case 0: "automatic"
        case 1: "scrollableAxes"
        case 2: "never"
        case 3: "always"
        default: "unknown(\(rawValue))"
        }
    }
}
