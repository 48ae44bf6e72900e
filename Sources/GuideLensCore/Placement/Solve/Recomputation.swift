/// The record recomputed, as a proof of the model: every recomputed item's position and size on
/// each axis, solved from the recorded constraints and inputs (``LayoutModel``), against its
/// recorded frame. Where they part, the check says how: another value, a range the record leaves
/// open, required constraints that cannot hold, or a question the engine could not settle.
package struct Recomputation: Sendable {
    /// How far a recomputed value may be from the recorded one and still match: half a point.
    package static let margin = 0.5

    /// What one value came to.
    package enum Outcome: Hashable, Sendable {
        /// Recomputed within ``Recomputation/margin`` of the recorded value.
        case matches(Double)
        /// Recomputed to another value.
        case differs(Double)
        /// The record leaves it anywhere from `lower` to `upper` (`nil`: no bound that side).
        case open(lower: Double?, upper: Double?)
        /// The required constraints leave it more room, and constraints below required pull it
        /// to every value from `lower` to `upper` equally: a tie UIKit breaks without saying how,
        /// which Apple's Auto Layout Guide counts as an ambiguous layout.
        case tied(lower: Double, upper: Double)
        /// The recorded required constraints around it cannot hold together: these entries.
        case conflict([Int])
        /// The engine could not settle it.
        case unsettled(UnsettledReason)
    }

    /// One value checked.
    package struct Check: Hashable, Sendable {
        package var address: ObjectAddress
        package var name: String
        package var isGuide: Bool
        package var axis: LayoutAxis
        /// `.start` (the left or top edge) or `.size`.
        package var role: AxisRole
        package var recorded: Double
        package var outcome: Outcome

        /// Whether it was recomputed within the margin.
        package var matches: Bool {
            if case .matches = outcome { return true }
            return false
        }

        /// The value recomputed, when there is one.
        package var computed: Double? {
            switch outcome {
            case .matches(let value), .differs(let value): value
            case .open, .tied, .conflict, .unsettled: nil
            }
        }
    }

    /// Every check, item by item in walk order, horizontal before vertical, position before size.
    package var checks: [Check]

    /// The items checked, each with whether all its values match: guides and views apart.
    package var items: (guides: (matching: Int, total: Int), views: (matching: Int, total: Int)) {
        var guides = (matching: 0, total: 0)
        var views = (matching: 0, total: 0)
        // One pass: each item's checks are read once, whatever the snapshot's size.
        var matching: [ObjectAddress: (isGuide: Bool, matches: Bool)] = [:]
        for check in checks {
            let previous = matching[check.address]?.matches ?? true
            matching[check.address] = (check.isGuide, previous && check.matches)
        }
        for (_, item) in matching {
            if item.isGuide {
                guides.total += 1
                if item.matches { guides.matching += 1 }
            } else {
                views.total += 1
                if item.matches { views.matching += 1 }
            }
        }
        return (guides, views)
    }

    /// The checks that do not match.
    package var mismatches: [Check] { checks.filter { !$0.matches } }
}

extension LayoutModel {
    /// Every recomputed item's values, solved with `edits` applied, against its recorded frame.
    package func recompute(edits: [Int: [Edit]] = [:]) -> Recomputation {
        let (builder, system) = rows(edits: edits)
        let solved = solveGroups(builder: builder, system: system)
        var checks: [Recomputation.Check] = []
        for item in placed {
            for axis in LayoutAxis.allCases {
                for role in [AxisRole.start, .size] {
                    let slot: ConstraintRows.Slot = role == .size ? .size(axis) : .position(axis)
                    let recorded =
                        role == .size
                        ? (axis == .horizontal ? item.frame.width : item.frame.height)
                        : (axis == .horizontal ? item.frame.minX : item.frame.minY)
                    let unknown = builder.unknowns[ConstraintRows.Variable(address: item.address, slot: slot)]
                    let outcome =
                        unknown.map { solved[$0] ?? .open(lower: nil, upper: nil) }
                        ?? .open(lower: nil, upper: nil)
                    checks.append(
                        Recomputation.Check(
                            address: item.address, name: item.name, isGuide: item.isGuide, axis: axis,
                            role: role,
                            recorded: recorded, outcome: Self.compared(outcome, with: recorded)))
                }
            }
        }
        return Recomputation(checks: checks)
    }

    /// A value solved, compared with the recorded one: within the margin it matches.
    static func compared(_ outcome: Recomputation.Outcome, with recorded: Double) -> Recomputation.Outcome {
        guard case .matches(let value) = outcome else { return outcome }
        return abs(value - recorded) <= Recomputation.margin ? .matches(value) : .differs(value)
    }

    /// Each unknown's value (as `.matches`, before comparing), its range, or why it has none:
    /// one connected group of unknowns solved at a time (``SolvedGroup``).
    func solveGroups(builder: ConstraintRows.Builder, system: LinearSystem) -> [Int: Recomputation.Outcome] {
        var result: [Int: Recomputation.Outcome] = [:]
        for group in SolvedGroup.groups(builder: builder, system: system) {
            for (unknown, outcome) in Self.outcomes(of: group) { result[unknown] = outcome }
        }
        return result
    }

    /// The value of each unknown of one solved group, its range, or why it has none.
    static func outcomes(of group: SolvedGroup) -> [Int: Recomputation.Outcome] {
        let unknowns = group.unknowns
        func all(_ outcome: Recomputation.Outcome) -> [Int: Recomputation.Outcome] {
            Dictionary(uniqueKeysWithValues: unknowns.map { ($0, outcome) })
        }
        switch group.outcome {
        case .notSettled(let reason): return all(.unsettled(reason))
        case .infeasible(let contradiction):
            let entries = Set(contradiction.rows.compactMap { group.origins[$0]?.constraint })
            return all(.conflict(entries.sorted()))
        case .solved(let solution):
            // One generic direction: if it cannot move, no unknown can; else each is asked alone.
            var probe: [Int: Double] = [:]
            for index in unknowns.indices {
                probe[index] = 1 + Double((index * 7_919) % 1_000) / 1_000
            }
            let ends = solution.range(of: probe)
            let fixed =
                ends.lower.flatMap { lower in
                    ends.upper.map { $0 - lower <= EngineTolerance.relative * max(1, abs($0)) }
                }
                ?? false
            var outcomes: [Int: Recomputation.Outcome] = [:]
            // What the required constraints alone leave, asked only when a value is open.
            var requiredOnly: PrioritySolution??
            func requiredRange(of number: Int) -> ValueRange? {
                if requiredOnly == nil { requiredOnly = .some(group.system.solvePriorities([]).solution) }
                guard let solution = requiredOnly ?? nil else { return nil }
                return ValueRange(solution.range(of: [number: 1]))
            }
            for (number, unknown) in unknowns.enumerated() {
                if fixed {
                    outcomes[unknown] = .matches(solution.point[number])
                    continue
                }
                let range = ValueRange(solution.range(of: [number: 1]))
                if range.isPoint {
                    outcomes[unknown] = .matches(solution.point[number])
                } else if let lower = range.lower, let upper = range.upper,
                    let required = requiredRange(of: number),
                    DecisionReader.narrower(range, than: required)
                {
                    outcomes[unknown] = .tied(lower: lower, upper: upper)
                } else {
                    outcomes[unknown] = .open(lower: range.lower, upper: range.upper)
                }
            }
            return outcomes
        }
    }
}
