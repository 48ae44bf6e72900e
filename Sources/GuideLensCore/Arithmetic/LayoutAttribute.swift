/// An axis of layout: what a constraint, a position or a size is about.
package enum LayoutAxis: String, Hashable, Sendable, CaseIterable, Codable {
    case horizontal, vertical

    /// The other axis.
    package var other: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}

/// The part of an axis an attribute names: its start edge (left, leading, top), its end edge,
/// its centre, or its size.
package enum AxisRole: Int, Hashable, Sendable, CaseIterable {
    case start, end, center, size
}

/// How a constraint relates its two sides, parsed once from `==`, `<=` or `>=`.
package enum LayoutRelation: String, Hashable, Sendable, CaseIterable, Codable {
    case equal = "=="
    case lessThanOrEqual = "<="
    case greaterThanOrEqual = ">="

    /// The relation as a sum writes it: `=`, `≤`, `≥`.
    package var symbol: String {
        switch self {
        case .equal: "="
        case .lessThanOrEqual: "≤"
        case .greaterThanOrEqual: "≥"
        }
    }

    /// The relation with its sides exchanged (`a ≤ b` is `b ≥ a`).
    package var reversed: LayoutRelation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .greaterThanOrEqual
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }
}

/// A layout margin's edge: the unknown a margin attribute adds to its item's edge.
package enum MarginEdge: String, Hashable, Sendable, CaseIterable {
    case leading, trailing, top, bottom

    /// The axis the margin lies on.
    package var axis: LayoutAxis { self == .leading || self == .trailing ? .horizontal : .vertical }
}

/// An attribute of a constraint's item, parsed once from the name Auto Layout prints, so that
/// every decision about it is a switch the compiler checks.
///
/// `minX` … `maxY` are what an autoresizing-mask constraint pins (`NSAutoresizingMaskLayoutConstraint`):
/// the item's frame in its superview's bounds. `baseline` is the name older systems print for
/// the last baseline. A name no case covers is kept as it was printed and adds no arithmetic.
package enum LayoutAttribute: Hashable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case firstBaseline, lastBaseline, baseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    case minX, midX, maxX, minY, midY, maxY
    case unrecognized(String)

    /// Every attribute with a name of its own, for parsing.
    private static let named: [LayoutAttribute] = [
        .left, .right, .top, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
        .firstBaseline, .lastBaseline, .baseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins, .minX, .midX, .maxX,
        .minY, .midY, .maxY,
    ]

    /// The attribute printed as `name`.
    package init(name: some StringProtocol) {
        self = Self.named.first { $0.name.utf8.elementsEqual(name.utf8) } ?? .unrecognized(String(name))
    }

    /// Whether Auto Layout has an attribute of this name (not ``unrecognized(_:)``).
    package var isRecognized: Bool {
        if case .unrecognized = self { return false }
        return true
    }

    /// The name Auto Layout prints.
    package var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .firstBaseline: "firstBaseline"
        case .lastBaseline: "lastBaseline"
        case .baseline: "baseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .minX: "minX"
        case .midX: "midX"
        case .maxX: "maxX"
        case .minY: "minY"
        case .midY: "midY"
        case .maxY: "maxY"
        case .unrecognized(let name): name
        }
    }

    /// The axis the attribute lies on; `nil` for a name no case covers.
    package var axis: LayoutAxis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins, .minX, .midX, .maxX:
            .horizontal
        case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline, .baseline, .topMargin,
            .bottomMargin, .centerYWithinMargins, .minY, .midY, .maxY:
            .vertical
        case .unrecognized: nil
        }
    }

    /// The role of one of the eight plain attributes (an edge, a centre, a size) on its axis;
    /// `nil` for margins, baselines and the frame attributes of an autoresizing mask.
    package var plainRole: (axis: LayoutAxis, role: AxisRole)? {
        switch self {
        case .left, .leading: (.horizontal, .start)
        case .right, .trailing: (.horizontal, .end)
        case .centerX: (.horizontal, .center)
        case .width: (.horizontal, .size)
        case .top: (.vertical, .start)
        case .bottom: (.vertical, .end)
        case .centerY: (.vertical, .center)
        case .height: (.vertical, .size)
        default: nil
        }
    }

    /// The role of a frame attribute (`minX` the start, `midX` the centre, `maxX` the end);
    /// `nil` for every other attribute.
    package var frameRole: (axis: LayoutAxis, role: AxisRole)? {
        switch self {
        case .minX: (.horizontal, .start)
        case .midX: (.horizontal, .center)
        case .maxX: (.horizontal, .end)
        case .minY: (.vertical, .start)
        case .midY: (.vertical, .center)
        case .maxY: (.vertical, .end)
        default: nil
        }
    }

    /// The size attribute of an axis.
    package static func size(_ axis: LayoutAxis) -> LayoutAttribute { axis == .horizontal ? .width : .height }

    /// Whether the attribute depends on the layout direction (leading and trailing, and their margins).
    package var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }
}
