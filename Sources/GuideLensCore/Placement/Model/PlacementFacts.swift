/// A constraint of the answer that is not a required equation of the trace: an inequality, a
/// constraint below required, an inactive one, each as what it is.
package struct OtherConstraint: Hashable, Sendable {
    /// What the record says of it, weighed against the snapshot's values.
    package enum Outcome: Hashable, Sendable {
        /// Inactive: it plays no part.
        case inactive
        /// An equation met.
        case met
        /// An equation not met: the value its left side has.
        case notMet(actual: Double)
        /// An inequality that holds, with room to spare (0 when it holds at its bound).
        case holds(spare: Double)
        /// An inequality that does not hold, short by `miss`.
        case short(miss: Double)
        /// A value it names is not in the snapshot.
        case valueMissing
    }

    /// Why a constraint below required that is not met is not met.
    package enum Override: Hashable, Sendable {
        /// These required constraints leave no room for it.
        case required([Int])
        /// The required constraints would allow it: another constraint decides.
        case allowed
        /// Read from the solved layout: what it cannot hold with, none of it spare.
        case beaten(PriorityVerdict.Beating)
        /// Read from the solved layout: an equally good layout would meet it, so a tie decides
        /// how far it misses.
        case tied
    }

    /// The constraint's number.
    package var number: Int
    /// Its priority, when below required.
    package var priority: Double?
    /// The constraint with names and values.
    package var equation: TraceEquation
    package var outcome: Outcome
    /// For one below required that is not met: what overrides it.
    package var override: Override?

    /// The line in words.
    package var text: String { PlacementText.other(self) }
}

/// What the recorded required constraints leave free on one axis, and what would fix it.
package struct Freedom: Hashable, Sendable {
    /// Which attributes the answer speaks of on the axis: its edges and size, named left and
    /// right in a right-to-left owner, and which edge it calls the position (``PlacementText``
    /// words them: `top`, `bottom`, `centerY`, `height`).
    package struct Names: Hashable, Sendable {
        package var axis: LayoutAxis
        /// Whether the horizontal edges are left and right rather than leading and trailing.
        package var physical: Bool
        /// The edge the answer calls the position: the start, or the end for the leading (right)
        /// edge in a right-to-left owner.
        package var positionRole: AxisRole

        package init(axis: LayoutAxis, physical: Bool, positionRole: AxisRole) {
            self.axis = axis
            self.physical = physical
            self.positionRole = positionRole
        }

        /// The attribute of `role` on the axis.
        package func attribute(_ role: AxisRole) -> LayoutAttribute {
            axis.attribute(role, physical: physical)
        }
    }

    /// Why it is free.
    package enum Reason: Hashable, Sendable {
        /// The size is free while one edge or the centre is pinned (by that constraint).
        case sizeFree(pinned: AxisRole?, constraint: Int?)
        /// The position is free while the size is fixed (by that constraint, when one sets it).
        case positionFree(sizeConstraint: Int?)
        /// Both are free; these roles are pinned, each by its constraint.
        case bothFree(pins: [Pinned])
    }

    /// An edge or centre pinned by a constraint.
    package struct Pinned: Hashable, Sendable {
        package var role: AxisRole
        package var constraint: Int
    }

    /// A kind of constraint that would fix it.
    package enum Fix: Hashable, Sendable {
        /// A constraint on the size.
        case size
        /// A pin of this role.
        case pin(AxisRole)
        /// A pin of either edge.
        case eitherEdge
        /// A size below required that breaks the tie.
        case sizeBelowRequired
        /// Pins of both edges (the position's and the other).
        case bothEdges
        /// A pin of the position and a size.
        case positionAndSize
        /// A pin of the centre and a size.
        case centerAndSize
    }

    /// The free values: the position's role, the size, or both.
    package var free: [AxisRole]
    package var names: Names
    package var reason: Reason
    package var fixes: [Fix]

    /// The free attributes: `height`, `top`.
    package var freeAttributes: [LayoutAttribute] { free.map(names.attribute) }

    /// `nothing fixes the height: the top is pinned (constraint 1), the bottom is not`.
    package var sentence: String { PlacementText.sentence(self) }

    /// The fixes in words: `a height constraint`, `a bottom pin`.
    package var fixTexts: [String] { fixes.map { PlacementText.fix($0, names) } }
}

/// A remark on an axis's trace.
package enum PlacementNote: Hashable, Sendable {
    /// A recorded constraint that could not be read, left out of the trace.
    case unread(number: Int, reason: String, description: String)
    /// The constraints lead back to an item before reaching a view.
    case cycle(item: ItemName, attribute: LayoutAttribute)
    /// The chain is longer than the trace follows.
    case depthLimit(Int)
    /// An item a constraint names is not in the snapshot.
    case notInSnapshot(name: ItemName, className: String, address: ObjectAddress)
    /// The constraints give another value than the recorded frame.
    case differs(computed: Double, recorded: Double)
    /// UIKit does not report the guide as ambiguous, yet these attributes are free in the record.
    case notReportedAmbiguous(free: [LayoutAttribute])
    /// The owner lays out right to left.
    case rightToLeft(owner: String)
    /// The snapshot does not record the owner's layout direction.
    case directionUnknown(owner: String)

    /// The note in words.
    package var text: String { PlacementText.note(self) }
}

/// What the snapshot lacks for a full answer.
package enum PlacementGap: Hashable, Sendable {
    /// The guide's constraints were not recorded.
    case constraintsNotRecorded
    /// UIKit reports the guide as ambiguous, but the recorded constraints fix every attribute.
    case ambiguityBeyondRecord
    /// The owner's safe-area and margin inputs were not recorded.
    case insetInputsNotRecorded(owner: String)

    /// The gap in words.
    package var text: String { PlacementText.gap(self) }
}

extension Freedom.Names {
    /// The name of a role on the axis.
    func name(_ role: AxisRole) -> String { attribute(role).name }

    /// `leading` (`left` right to left), `trailing`, `centerX`, `width`; `top` …
    var start: String { name(.start) }
    var end: String { name(.end) }
    var center: String { name(.center) }
    var size: String { name(.size) }
    /// The edge the answer calls the position, and the other.
    var position: String { name(positionRole) }
    var otherEdge: String { name(positionRole == .end ? .start : .end) }
}
