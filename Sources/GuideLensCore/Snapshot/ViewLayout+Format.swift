/// The values a snapshot's `"layout"` holds, in one place for the writer, both readers and the
/// capture: what one writes, the others read back.
extension ViewLayout {
    /// Whether an intrinsic size is one the format holds: finite on both axes (a side of -1 is
    /// `UIView.noIntrinsicMetric`, a value like any other).
    package static func holds(intrinsicContentSize size: Size) -> Bool {
        size.width.isFinite && size.height.isFinite
    }

    /// Whether both priorities are ones the format holds (``holds(priority:)``).
    package static func holds(_ priorities: AxisPriorities) -> Bool {
        holds(priority: priorities.horizontal) && holds(priority: priorities.vertical)
    }

    /// Whether a layout priority is one the format holds: finite, from 0 to 1000 (UIKit's
    /// `UILayoutPriority` range; 1000 is required).
    package static func holds(priority: Double) -> Bool {
        priority.isFinite && (0...1000).contains(priority)
    }

    /// Whether an autoresizing mask is one the format holds: not negative (`UIView.AutoresizingMask`
    /// is a set of bits).
    package static func holds(autoresizingMask mask: Int) -> Bool { mask >= 0 }

    /// The layout with every value the format does not hold left out, as the writer writes it.
    package var holdable: ViewLayout {
        var copy = self
        if let size = intrinsicContentSize, !Self.holds(intrinsicContentSize: size) {
            copy.intrinsicContentSize = nil
        }
        if let priorities = contentHugging, !Self.holds(priorities) { copy.contentHugging = nil }
        if let priorities = compressionResistance, !Self.holds(priorities) {
            copy.compressionResistance = nil
        }
        if let mask = autoresizingMask, !Self.holds(autoresizingMask: mask) { copy.autoresizingMask = nil }
        return copy
    }
}
