/// What decides one value of a solved layout (an edge or a size), read from the optimum the
/// engine found for the whole group it is in (``DecisionReader``): each claim is one that
/// ``DecisionChecker`` can verify by solving again. Constraints are named by their entries in
/// the ``LayoutModel``; an answer renumbers them.
package struct ValueDecision: Hashable, Sendable {
    /// How the value is decided.
    package enum Kind: Hashable, Sendable {
        /// Every solution of the required rows has this value: these constraints fix it, and no
        /// fewer of them do (`inequalities` when one of them is an inequality).
        case fixed(by: [Int], inequalities: Bool)
        /// The required rows leave it a range; the goals of the tier at `priority` pin it, with
        /// the tiers above them: these goals, none of them spare. `narrowing`: the range left
        /// after each higher tier that narrowed it, highest first.
        case decided(priority: Double, by: [GoalReference], narrowing: [TierRange])
        /// Every value from `lower` to `upper` is as good in every tier: UIKit picks one without
        /// saying which. `trading`: the goals that miss more at one end than at the other.
        case tied(lower: Double, upper: Double, trading: [GoalReference])
        /// Neither the required rows nor any goal narrow it: it may be anywhere in the range
        /// (`nil`: no bound on that side).
        case open(lower: Double?, upper: Double?)
        /// The required rows of the group cannot hold together: these entries.
        case conflict([Int])
        /// The engine could not settle it.
        case notSettled(UnsettledReason)
    }

    /// The value at the optimum (`nil` when there is none: a conflict, an unsettled question).
    package var value: Double?
    /// The range the required rows alone leave it (`nil`: no bound on that side).
    package var requiredRange: ValueRange
    package var kind: Kind
    /// The goals of the value's group that miss at the optimum, each with what beats it.
    package var misses: [MissedGoal]
    /// For a value the priorities decide: the goals met that bound it from the other side (a
    /// compression resistance under a size its hugging holds), each sharing an unknown with it.
    package var standing: [GoalReference] = []
    /// For a value the priorities decide: where it would be if the priorities were weighed as
    /// numbers instead of in tiers, when that is elsewhere, and the lower goals that would then
    /// outweigh the higher.
    package var weighed: WeighedReading? = nil
}

/// A value weighed with each miss times its priority, all added up: not what UIKit does, but what
/// a reader who assumed it would expect.
package struct WeighedReading: Hashable, Sendable {
    package var value: Double
    /// The goals that miss in tiers and would be met weighed as numbers.
    package var outweighing: [GoalReference]
}

/// The range a value may take once the goals of one tier, and every tier above, are as near as
/// they can be.
package struct TierRange: Hashable, Sendable {
    package var priority: Double
    package var range: ValueRange

    package init(priority: Double, range: ValueRange) {
        self.priority = priority
        self.range = range
    }
}

/// The least and the greatest value something may take; `nil` where nothing bounds it.
package struct ValueRange: Hashable, Sendable, Codable {
    package var lower: Double?
    package var upper: Double?

    package init(lower: Double?, upper: Double?) {
        self.lower = lower
        self.upper = upper
    }

    /// The range a solver's answer gives.
    package init(_ range: (lower: Double?, upper: Double?)) {
        self.init(lower: range.lower, upper: range.upper)
    }

    /// Whether the range is one value, within ``EngineTolerance/value``.
    package var isPoint: Bool {
        guard let lower, let upper else { return false }
        return upper - lower <= EngineTolerance.value
    }
}

/// A goal (a constraint below required, or one part of a content size) of a layout model.
package struct GoalReference: Hashable, Sendable {
    /// Its entry in the model.
    package var entry: Int
    /// The whole constraint, or a content size's hugging or compression resistance.
    package var part: ConstraintRows.Part
    package var priority: Double

    package init(entry: Int, part: ConstraintRows.Part, priority: Double) {
        self.entry = entry
        self.part = part
        self.priority = priority
    }
}

/// A goal that misses at the optimum, by how much, and the rows it cannot hold with.
package struct MissedGoal: Hashable, Sendable {
    package var goal: GoalReference
    /// How far it misses: more than ``EngineTolerance/value``.
    package var miss: Double
    /// What beats it; `nil` when an equally good layout would meet it (a tie decides its miss).
    package var beaten: Beaters?
}

/// The rows a missed goal cannot hold with, none of them spare: with the goal made required they
/// have no solution that keeps every tier above it (and its own tier's sum) as good as the
/// optimum; without any one of them they have.
package struct Beaters: Hashable, Sendable {
    /// The required constraints among them, by entry.
    package var required: [Int]
    /// The goals among them: of higher tiers (weighed first), or of the goal's own tier (whose
    /// misses add up to less when it misses).
    package var goals: [GoalReference]
}
