/// An item's attribute as a trace shows it: `safe area top 59`. Values are in the window's
/// coordinates.
package struct TraceAnchor: Hashable, Sendable {
    /// The attribute of an anchor: a layout attribute (`top`; `left` for a leading edge in a
    /// right-to-left owner), or where a frame set in code is measured from.
    package enum Attribute: Hashable, Sendable {
        case layout(LayoutAttribute)
        /// The bounds origin of a view on an axis.
        case boundsOrigin(LayoutAxis)
        /// No attribute: a placeholder anchor.
        case none
    }

    /// How the answer names the item: the guide traced, `safe area`, `spacer1`, `UILabel 'Total'`.
    package var item: ItemName
    /// The item's address.
    package var address: ObjectAddress
    /// The attribute, as the answer names it.
    package var attribute: Attribute
    /// Its value, when the snapshot holds it.
    package var value: Double?

    package init(item: ItemName, address: ObjectAddress, attribute: Attribute, value: Double?) {
        self.item = item
        self.address = address
        self.attribute = attribute
        self.value = value
    }
}

/// A constraint written with names and values: `top 75 ≥ safe area top 59 + 8`.
package struct TraceEquation: Hashable, Sendable {
    package var first: TraceAnchor
    package var relation: LayoutRelation
    package var multiplier: Double
    /// `nil` for a constant (`height == 24`).
    package var second: TraceAnchor?
    package var constant: Double

    /// What the right side comes to, when every value is known: `m × second + constant`.
    package var bound: Double? {
        guard let second else { return constant }
        return second.value.map { multiplier * $0 + constant }
    }
}

/// How an edge follows from two others of the same item (`bottom = top + height`).
package enum Combination: String, Hashable, Sendable, Codable {
    /// `a − b`.
    case difference
    /// `b − a`.
    case reversedDifference
    /// `a − ½ × b`.
    case lessHalf
    /// `2 × b − a`.
    case mirrored
    /// `a + b`.
    case sum
    /// `a + ½ × b`.
    case plusHalf
    /// `2 × (b − a)`.
    case doubledDifference
    /// `½ × (a + b)`.
    case midpoint

    /// The value of the combination of `a` and `b`.
    package func value(_ a: Double, _ b: Double) -> Double {
        switch self {
        case .difference: a - b
        case .reversedDifference: b - a
        case .lessHalf: a - b / 2
        case .mirrored: 2 * b - a
        case .sum: a + b
        case .plusHalf: a + b / 2
        case .doubledDifference: 2 * (b - a)
        case .midpoint: (a + b) / 2
        }
    }
}

/// One step of a trace: how one edge, centre or size gets its value.
package enum TraceStep: Hashable, Sendable {
    /// Set by one required equation from the value of its other side:
    /// `top 75 = safe area top 59 + 16 (constraint 2)`.
    case pinned(Pin)
    /// Two other attributes of the same item, each known: `bottom 87 = top 63 + height 24`.
    case combined(
        target: TraceAnchor, recorded: Double?, first: TraceAnchor, second: TraceAnchor, how: Combination)
    /// A guide UIKit places from its own inputs (safe area, margins): where the trace ends.
    case placedByUIKit(TraceAnchor, explainsInsets: Bool)
    /// An item whose frame the record gives and nothing recorded explains.
    case recordedFrame(TraceAnchor)
    /// An item the recorded `constraints` set only from items the trace is already following (a
    /// row that shares out its space, each size set by the others): where the trace stops, at its
    /// recorded frame.
    case loopsBack(TraceAnchor, constraints: [Int])
    /// A view that no recorded constraint places: its frame is set in code or by its superview's
    /// `layoutSubviews`; with its autoresizing mask (`h=-&- v=-&-`) when it translates that into
    /// constraints.
    case setInCode(TraceAnchor, autoresizingMask: String?)
    /// Held by one constraint below required while the required ones leave it free.
    case heldByPriority(target: TraceAnchor, constraint: Int, priority: Double, equation: TraceEquation)
    /// A size or position the priorities decide: the value UIKit's engine chooses, the goals it
    /// meets and those that lose (``PriorityVerdict``).
    case decidedByPriorities(target: TraceAnchor, verdict: PriorityVerdict)

    /// One required equation and the side the edge is on.
    package struct Pin: Hashable, Sendable {
        /// The edge set, with its recorded value.
        package var target: TraceAnchor
        /// The other side, or `nil` for a constant.
        package var other: TraceAnchor?
        package var multiplier: Double
        package var constant: Double
        /// Whether the edge is the constraint's first item (`target = m × other + c`) or its
        /// second (`other = m × target + c`).
        package var isFirst: Bool
        /// What the constraint makes of the edge, when the other side's value is known.
        package var computed: Double?
        /// The constraint's number.
        package var constraint: Int
        /// The autoresizing mask, when the constraint is one (`h=&-&`): the frame set in code.
        package var autoresizingMask: String?
        /// Where a frame attribute (`minX`) is measured from: the superview's bounds origin in the
        /// window, when it is not 0.
        package var superviewOrigin: TraceAnchor? = nil
        /// Whether the constraint is where UIKit starts a scroll view's content guide (its content
        /// origin: the scroll view's bounds origin, shown even when it is 0).
        package var isContentOrigin = false
    }

    /// The value the step gives, when it gives one.
    package var computed: Double? {
        switch self {
        case .pinned(let pin): pin.computed
        case .combined(_, _, let first, let second, let how):
            first.value.flatMap { a in second.value.map { how.value(a, $0) } }
        case .decidedByPriorities(_, let verdict): verdict.value
        case .placedByUIKit, .recordedFrame, .loopsBack, .setInCode, .heldByPriority: nil
        }
    }
}

/// One line of a trace, nested under the line whose item it explains.
package struct TraceLine: Hashable, Sendable {
    /// 0 for the guide's own edges, 1 for an item they refer to, and so on.
    package var depth: Int
    /// What the line says.
    package var step: TraceStep
    /// The constraints it uses.
    package var constraints: [Int]

    package init(depth: Int, step: TraceStep, constraints: [Int]) {
        self.depth = depth
        self.step = step
        self.constraints = constraints
    }

    /// The line in words.
    package var text: String { PlacementText.line(step, constraints: constraints) }
}

/// What the priorities decide for one value: the value, the goals that hold it there, those
/// that lose and by how much, and where the documented rule leaves it open.
package struct PriorityVerdict: Hashable, Sendable {
    /// One goal's part in the verdict.
    package struct Outcome: Hashable, Sendable {
        /// The constraint's number.
        package var constraint: Int
        /// A content size's hugging or compression resistance, or the whole constraint.
        package var part: ConstraintRows.Part
        package var priority: Double
        /// How far it misses at the chosen values: 0 when met.
        package var miss: Double
        /// The constraint with names and values.
        package var equation: TraceEquation
        /// For a goal that misses: what it cannot hold with, read from the optimum; `nil` when an
        /// equally good layout would meet it, or for a goal that is met.
        package var beaten: Beating? = nil
    }

    /// A goal as an answer names it: its constraint's number, which part, at which priority.
    package struct GoalName: Hashable, Sendable {
        package var constraint: Int
        package var part: ConstraintRows.Part
        package var priority: Double
    }

    /// What a goal that misses cannot hold with, none of it spare (``Beaters``, in the answer's
    /// numbers): required constraints, and goals of higher priorities or of its own.
    package struct Beating: Hashable, Sendable {
        package var required: [Int]
        package var goals: [GoalName]
    }

    /// Where the documented rule does not settle the value alone.
    package enum Uncertainty: Hashable, Sendable {
        /// Equally good values reach from `lower` to `upper`: UIKit picks one without saying which;
        /// these goals pull the ways that tie.
        case tie(lower: Double, upper: Double, deciding: [Int])
        /// Weighed as numbers rather than in order, these lower goals would outweigh the higher
        /// ones that win, and the value would be `value`.
        case weighedAsNumbers(value: Double, outweighing: [Int])
    }

    /// The value chosen.
    package var value: Double
    /// The met goals that hold it: without each, it would move.
    package var holding: [Outcome]
    /// The goals that miss, with their misses.
    package var losing: [Outcome]
    /// The met goals that do not hold it but would stop it moving their way.
    package var standing: [Outcome]
    /// Where the rule leaves it open, if it does.
    package var uncertainty: Uncertainty?
    /// The range the required constraints alone leave it, read from the solved layout (`nil` for
    /// a verdict not read from one).
    package var requiredRange: ValueRange? = nil
    /// The priority whose goals pin it, with the priorities above (`nil` for a tie).
    package var decidingPriority: Double? = nil
    /// The range left after each higher priority that narrowed it before the deciding one.
    package var narrowing: [TierRange] = []
}
