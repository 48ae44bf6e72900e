/// What places a view, as a capture records it for `why` (a view a recorded guide constraint
/// names, and the views named from there, to a bounded depth): the constraints UIKit names for
/// each axis, its intrinsic size and the priorities that weigh it, and whether its frame is pinned
/// by its autoresizing mask. Every field is optional: a capture records what it read, and an older
/// snapshot records none.
package struct ViewLayout: Hashable, Sendable {
    /// `constraintsAffectingLayout(for:)` on each axis, each constraint once in the snapshot's table.
    package var constraints: GuideConstraints?
    /// `intrinsicContentSize`; a side of -1 is `UIView.noIntrinsicMetric` (no intrinsic size on that axis).
    package var intrinsicContentSize: Size?
    /// `contentHuggingPriority(for:)`, horizontal and vertical.
    package var contentHugging: AxisPriorities?
    /// `contentCompressionResistancePriority(for:)`, horizontal and vertical.
    package var compressionResistance: AxisPriorities?
    /// `translatesAutoresizingMaskIntoConstraints`.
    package var translatesAutoresizingMaskIntoConstraints: Bool?
    /// `autoresizingMask`'s raw value (`UIView.AutoresizingMask`: 1 flexible left margin, 2 width,
    /// 4 right margin, 8 top margin, 16 height, 32 bottom margin).
    package var autoresizingMask: Int?

    package init(
        constraints: GuideConstraints? = nil, intrinsicContentSize: Size? = nil,
        contentHugging: AxisPriorities? = nil,
        compressionResistance: AxisPriorities? = nil, translatesAutoresizingMaskIntoConstraints: Bool? = nil,
        autoresizingMask: Int? = nil
    ) {
        self.constraints = constraints
        self.intrinsicContentSize = intrinsicContentSize
        self.contentHugging = contentHugging
        self.compressionResistance = compressionResistance
        self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
        self.autoresizingMask = autoresizingMask
    }

    /// Whether nothing was recorded.
    package var isEmpty: Bool { self == ViewLayout() }

    /// The intrinsic size on `axis`, when the view has one (not `noIntrinsicMetric`, finite).
    package func intrinsicSize(on axis: LayoutAxis) -> Double? {
        guard let size = intrinsicContentSize else { return nil }
        let value = axis == .horizontal ? size.width : size.height
        return value.isFinite && value >= 0 ? value : nil
    }

    /// The mask as logs print it: `h=--& v=--&`.
    package var maskText: String? {
        autoresizingMask.map { mask in
            func letters(_ bits: [Int]) -> String { String(bits.map { mask & $0 != 0 ? "&" : "-" }) }
            return "h=" + letters([1, 2, 4]) + " v=" + letters([8, 16, 32])
        }
    }
}

/// A priority for each axis.
package struct AxisPriorities: Hashable, Sendable {
    package var horizontal: Double
    package var vertical: Double

    package init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The priority on `axis`.
    package func on(_ axis: LayoutAxis) -> Double { axis == .horizontal ? horizontal : vertical }
}
