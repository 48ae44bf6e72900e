/// Why a guide is where it is: each axis traced from its edges through the constraints that
/// place them back to a view's frame or the window, in the numbers the constraints print;
/// what is free when nothing fixes a position or size; and, for a safe-area or margins guide,
/// where each edge's inset comes from. Built by ``PlacementTracer`` from a snapshot, as far as
/// the snapshot's recorded constraints and inputs show it. Every value is in the window's
/// coordinates (a guide's and a view's `frameInWindow`).
package struct GuidePlacement: Hashable, Sendable {
    /// The guide's name (`spacer2`, `UIViewSafeAreaLayoutGuide`).
    package var name: String
    /// `UIWindow › UIView › spacer2`.
    package var path: String
    /// The guide's address.
    package var address: ObjectAddress
    /// The owning view's address.
    package var owner: ObjectAddress
    /// The guide's kind.
    package var kind: GuideKind
    /// The guide's frame in the window.
    package var frameInWindow: Rect
    /// `hasAmbiguousLayout` as recorded.
    package var hasAmbiguousLayout: Bool?
    /// The recorded constraints, numbered from 1 across both axes (horizontal first).
    package var constraints: [PlacementConstraint]
    /// The horizontal and vertical answers, when constraints were recorded.
    package var axes: [AxisPlacement]
    /// The inset of each edge and where it comes from, for a safe-area or margins guide.
    package var insets: InsetExplanation?
    /// What the snapshot lacks for a full answer.
    package var missing: [PlacementGap]
    /// What else bears on the guide: a scroll view's inset adjustment.
    package var context: [ScrollContext] = []
    /// The guide's own values recomputed from the record (``LayoutModel``), against its frame.
    package var recomputed: [Recomputation.Check] = []

    /// The free attributes of every axis (`height (vertical)`), for lint's GL001.
    package var freeAttributes: [String] {
        axes.flatMap { axis in
            axis.freedom.map { $0.freeAttributes.map { "\($0.name) (\(axis.axis.rawValue))" } } ?? []
        }
    }
}

/// How an answer names the attributes of an axis.
extension LayoutAxis {
    /// The position, end, center and size attribute names on this axis.
    package var names: (start: String, end: String, center: String, size: String) { names(physical: false) }

    /// The attribute names on this axis; `physical`, the horizontal edges are `left` and `right`
    /// (the answer for a right-to-left layout, where leading is the right edge).
    package func names(physical: Bool) -> (start: String, end: String, center: String, size: String) {
        (
            attribute(.start, physical: physical).name, attribute(.end, physical: physical).name,
            attribute(.center).name, attribute(.size).name
        )
    }

    /// The attribute of a role on this axis; `physical`, the horizontal edges are left and right.
    package func attribute(_ role: AxisRole, physical: Bool = false) -> LayoutAttribute {
        switch (self, role) {
        case (.horizontal, .start): physical ? .left : .leading
        case (.horizontal, .end): physical ? .right : .trailing
        case (.horizontal, .center): .centerX
        case (.horizontal, .size): .width
        case (.vertical, .start): .top
        case (.vertical, .end): .bottom
        case (.vertical, .center): .centerY
        case (.vertical, .size): .height
        }
    }
}

/// One recorded constraint of the guide, numbered.
package struct PlacementConstraint: Hashable, Sendable {
    /// Its number in the answer (1-based).
    package var number: Int
    /// The axis UIKit listed it for.
    package var axis: LayoutAxis
    /// The description as recorded.
    package var description: String
    /// The recorded priority.
    package var priority: Double
    /// Whether it was active.
    package var isActive: Bool
    /// The constraint read into parts, or `nil` when it could not be read.
    package var read: LoggedConstraint?
    /// Why it could not be read.
    package var unreadReason: String?
    /// Whose record it comes from: the guide's, a view's the trace went through, or a view's
    /// intrinsic size.
    package var source: Source = .guide

    /// Whose record a constraint of the answer comes from.
    package enum Source: Hashable, Sendable {
        /// The guide's `constraintsAffectingLayout(for:)`.
        case guide
        /// The view's, at this address, which the trace went through.
        case view(ObjectAddress)
        /// The content size UIKit makes from the view's `intrinsicContentSize` on one axis, with
        /// its hugging and compression-resistance priorities.
        case intrinsicSize(ObjectAddress)
        /// Where UIKit starts the scroll view content guide at this address on one axis: at the
        /// origin of its scroll view's content, which is the scroll view's bounds origin.
        case contentOrigin(ObjectAddress)
    }
}

/// How a position or a size is decided.
package enum Decision: Hashable, Sendable {
    /// Required equations fix it: these constraints (the engine's combination).
    case fixed([Int])
    /// Required inequalities hold it at one value from both sides.
    case heldByInequalities([Int])
    /// The required constraints leave it free; the priorities below required decide it.
    case decidedByPriority(PriorityVerdict)
    /// Nothing recorded fixes it.
    case free
    /// The engine could not settle it.
    case notSettled(UnsettledReason)
}

/// The answer on one axis.
package struct AxisPlacement: Hashable, Sendable {
    package var axis: LayoutAxis
    /// The guide's position (`top`, `leading`; `right` for a right-to-left leading edge) on this
    /// axis, and its value.
    package var positionAttribute: LayoutAttribute
    package var positionValue: Double
    /// The guide's size (`height`/`width`) on this axis, and its value.
    package var sizeAttribute: LayoutAttribute
    package var sizeValue: Double
    /// How the position is decided.
    package var positionDecision: Decision
    /// How the size is decided.
    package var sizeDecision: Decision
    /// The trace, edge by edge.
    package var lines: [TraceLine]
    /// Inequalities and constraints below required that involve the guide, as what they are.
    package var others: [OtherConstraint]
    /// What is free, when something is.
    package var freedom: Freedom?
    /// Cycles, unread lines, items the snapshot does not hold, values that do not add up.
    package var notes: [PlacementNote]
}

/// A scroll view owner's inset inputs: they add room to scroll and move no guide.
package struct ScrollContext: Hashable, Sendable {
    package var inputs: ScrollViewInputs
    /// The scroll view's safe-area insets, when recorded.
    package var safeArea: EdgeInsets?

    /// What the adjustment added to `contentInset`, when both are recorded.
    package var added: EdgeInsets? {
        inputs.contentInset.map { content in
            EdgeInsets(
                top: inputs.adjustedContentInset.top - content.top,
                left: inputs.adjustedContentInset.left - content.left,
                bottom: inputs.adjustedContentInset.bottom - content.bottom,
                right: inputs.adjustedContentInset.right - content.right)
        }
    }

    /// Whether the adjustment adds exactly the safe-area insets.
    package var addsSafeArea: Bool {
        guard let added, let safeArea else { return false }
        return zip(added.components, safeArea.components).allSatisfy {
            abs($0 - $1) <= EngineTolerance.value
        }
    }
}
