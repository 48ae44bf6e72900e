/// The arithmetic of one conflict, settled on each axis by the one linear engine
/// (``LinearSystem``): the smallest set of its required constraints that cannot hold together,
/// shown as the sum it adds up to in the log's own numbers (constants as logged, a multiplier as
/// `multiplier × value` with a value UIKit set substituted); the constraint whose removal alone
/// lets the rest hold, checked; and, where the constraints do hold, how: with room to spare, only
/// at exactly the printed values (UIKit compares unrounded ones), or within the log's rounding.
/// An item's leading, trailing and center are its position plus 0, 1 and ½ of its width; margins
/// and baselines are unknowns of their own; sizes, margins and baseline offsets are at least 0.
package struct ConflictArithmetic: Sendable {
    /// One member's share of the sum.
    package struct Term: Hashable, Sendable {
        /// The constraint (an index into the conflict's read constraints).
        package var index: Int
        /// What it adds to the sum.
        package var value: Double
        /// Whether it is taken away: `−8`, `−½ × 8`.
        package var isNegative: Bool
        /// The same without its sign, in the log's numbers: `8`, `0.25 × 600`, `½ × 8`.
        package var magnitude: String
        /// The share in the log's numbers, signed: `8`, `−8`, `0.25 × 600`, `½ × 8`.
        package var text: String { (isNegative ? "−" : "") + magnitude }
        /// The factor the engine's proof gave the constraint, scaled so that the compared
        /// constraint has 1: kept for tools, never printed.
        package var solverWeight: Double
    }

    /// The reduction on one axis.
    package struct Reduction: Hashable, Sendable {
        /// The axis: horizontal, vertical, or both (an aspect ratio ties them).
        package var axis: ConstraintRows.ConstraintAxis
        /// The constraints (indices into the conflict's read constraints) that cannot hold together.
        package var members: [Int]
        /// The member the sum is compared with.
        package var anchor: Int
        /// What the anchor sets its side to, in the log's numbers: `600`, `0.5 × 0 = 0`.
        package var anchorText: String
        /// The anchor's value with a UIKit-set value substituted (its constant otherwise).
        package var anchorValue: Double
        /// Each other member's share of the sum, in list order (zeros left out).
        package var terms: [Term]
        /// The sum of ``terms``: what the other members make of the anchor's side.
        package var sum: Double
        /// How the other members bound the anchor's side: `=`, `≥` or `≤`.
        package var relation: LayoutRelation
        /// Members other than the one UIKit broke whose removal alone lets every listed
        /// constraint of the axis hold (checked), app's own first.
        package var removable: [Int]
        /// Whether every member was checked for ``removable`` (a long chain stops at the first).
        package var removableIsComplete: Bool
        /// Whether removing the broken constraint lets the rest hold: `nil` when UIKit broke none
        /// on this axis or it could not be settled.
        package var brokenLetsTheRestHold: Bool?
        /// When it does not: constraints that still cannot hold together without it.
        package var stillConflicting: [Int]
        /// Whether the contradiction needs a size, margin or baseline offset of at least 0.
        package var usesAssumptions: Bool
        /// Values shown in place of a multiplier's item (`0.25 × 600`), and the members they come from.
        package var substitutions: [Substitution] = []
        /// Which part of the anchor the proof compares with: the whole constraint, or one bound of
        /// a content size (its hugging or its compression resistance).
        package var anchorPart: ConstraintRows.Part = .whole
        /// The part the proof uses of each member that is a content size (hugging or compression
        /// resistance), by constraint index.
        package var contentParts: [Int: ConstraintRows.Part] = [:]
        /// In an AppKit log read as a flipped superview's: the members that cannot hold together
        /// read as a superview that is not flipped, too.
        package var alsoNotFlipped: [Int]?
    }

    /// A value the other members fix, shown in place of the item a multiplier scales.
    package struct Substitution: Hashable, Sendable {
        /// The member with the multiplier.
        package var constraint: Int
        /// The item's value.
        package var value: Double
        /// The members that fix it.
        package var sources: [Int]
    }

    /// What the arithmetic found on one axis.
    package enum Answer: Hashable, Sendable {
        /// The constraints cannot hold together, whatever digits the log did not print.
        case conflict(Reduction)
        /// Values were found that satisfy every listed required constraint with room beyond the
        /// printed rounding (checked).
        case holds
        /// They hold only at exactly the printed values: these constraints leave no room.
        case holdsOnlyAsPrinted([Int])
        /// They miss each other by less than the printed rounding: these constraints.
        case holdsWithinRounding([Int])
        /// They hold, but autoresizing masks among them place views where the log leaves the
        /// position free: these constraints, and why.
        case holdsWithFreePosition([Int], FreePosition)
        /// They hold, but only because the log does not print some values they need (margins,
        /// baseline offsets): which, and the room the constraints leave them.
        case holdsWithUnprinted(Room)
        /// The engine could not settle it; the text says why.
        case notSettled(UnsettledReason)
    }

    /// Why an autoresizing frame leaves a position free in a log.
    package enum FreePosition: String, Hashable, Sendable {
        /// The log does not name the superview (no `names: '|'`), so where its bounds start is unknown.
        case unnamedSuperview
        /// An AppKit view's `minY` is measured from the bottom of a superview that is not flipped,
        /// and from its top in one that is; the log does not say which.
        case unknownFlippedness
    }

    /// Each axis with required constraints, and what was found there.
    package var answers: [(axis: ConstraintRows.ConstraintAxis, answer: Answer)] = []
    let conflict: Conflict

    /// The conflicts found.
    package var reductions: [Reduction] {
        answers.compactMap {
            if case .conflict(let reduction) = $0.answer { return reduction } else { return nil }
        }
    }

    /// The axes with required constraints where no conflict was found.
    package var unreduced: [ConstraintRows.ConstraintAxis] {
        answers.compactMap { if case .conflict = $0.answer { return nil } else { return $0.axis } }
    }

    package init(conflict: Conflict) {
        self.conflict = conflict
        let isAppKit = Self.isAppKit(conflict)
        answers = Self.answers(conflict, isAppKit: isAppKit, reading: .free)
        // AppKit: a vertical frame reads one way in a flipped superview and the other way in one
        // that is not; where both readings conflict, the conflict does not hang on which.
        guard isAppKit,
            let index = answers.firstIndex(where: {
                if case .holdsWithFreePosition(_, .unknownFlippedness) = $0.answer { return true }
                return false
            })
        else { return }
        let flipped = Self.answers(conflict, isAppKit: true, reading: .flipped)
        let notFlipped = Self.answers(conflict, isAppKit: true, reading: .notFlipped)
        let axis = answers[index].axis
        guard case .conflict(var reduction)? = flipped.first(where: { $0.axis == axis })?.answer,
            case .conflict(let other)? = notFlipped.first(where: { $0.axis == axis })?.answer
        else { return }
        reduction.alsoNotFlipped = other.members
        answers[index] = (axis, .conflict(reduction))
    }

    /// The answer on each axis, with AppKit's vertical frames read as `reading` says.
    static func answers(_ conflict: Conflict, isAppKit: Bool, reading: ConstraintRows.AppKitReading)
        -> [(axis: ConstraintRows.ConstraintAxis, answer: Answer)]
    {
        var builder = Builder()
        builder.isAppKit = isAppKit
        builder.appKitReading = reading
        builder.superviews = ConstraintRows.superviews(in: conflict.weighed)
        var indices: [ConstraintRows.ConstraintAxis: [Int]] = [:]
        for (index, constraint) in conflict.weighed.enumerated() {
            guard let axis = builder.add(constraint, index: index) else { continue }
            indices[axis, default: []].append(index)
        }
        let system = builder.finished()
        var answers: [(axis: ConstraintRows.ConstraintAxis, answer: Answer)] = []
        for axis in [ConstraintRows.ConstraintAxis.horizontal, .vertical] {
            guard let listed = indices[axis], !listed.isEmpty else { continue }
            answers.append(
                (axis, Self.settle(listed, axis: axis, system: system, builder: builder, conflict: conflict)))
        }
        // An aspect ratio ties the axes: when neither holds a contradiction alone, both together may.
        let reduced = answers.contains {
            if case .conflict = $0.answer { return true }
            return false
        }
        if !reduced, let crossing = indices[.both], !crossing.isEmpty {
            let all = crossing + (indices[.horizontal] ?? []) + (indices[.vertical] ?? [])
            let answer = Self.settle(
                all.sorted(), axis: .both, system: system, builder: builder, conflict: conflict)
            if case .conflict = answer { answers = [(.both, answer)] }
        }
        return answers
    }

    /// Whether the conflict's views are AppKit's (an item's class is `NS…`), whose vertical
    /// frames depend on whether each superview is flipped.
    static func isAppKit(_ conflict: Conflict) -> Bool {
        conflict.constraints.contains(where: \.namesAppKitItem) || conflict.broken?.namesAppKitItem == true
    }

    /// The shared builder of rows (``ConstraintRows/Builder``).
    typealias Builder = ConstraintRows.Builder
}
