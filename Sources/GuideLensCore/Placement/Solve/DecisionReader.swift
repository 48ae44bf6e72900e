/// Reads what decides each value of a solved group from the optimum itself, face by face: the
/// values the required rows alone allow, then those the highest tier of priorities leaves, then
/// the next, down to the optimum. A value one point wide under the required rows is fixed by them
/// (by a minimal set of them); one that becomes a point at a tier is decided there (by a minimal
/// set of that tier's goals); one still wide at the optimum is a tie. Every goal that misses is
/// named with the rows it cannot hold with. `shared/design/ANSWERS.md` has the reasoning;
/// ``DecisionChecker`` verifies each claim another way.
package struct DecisionReader: Sendable {
    package let group: SolvedGroup
    /// The priorities of the tiers, highest first.
    package let tiers: [Double]
    /// `faces[k]`: the optimum of the required rows and the goals of the first `k` tiers; `faces[0]`
    /// the required rows alone, the last the whole optimum. Empty when the group has no optimum.
    let faces: [PrioritySolution?]
    /// Every goal of the group that misses at the optimum, with what beats it (read once).
    package let misses: [MissedGoal]

    /// The reader of `group`; without `faces`, one that answers only what beats a missed goal.
    package init(group: SolvedGroup, faces readingFaces: Bool = true) {
        self.group = group
        let tiers = group.tiers
        self.tiers = tiers
        guard readingFaces, let full = group.outcome.solution else {
            faces = []
            misses = []
            return
        }
        var faces: [PrioritySolution?] = [group.system.solvePriorities([]).solution]
        for tier in tiers.indices.dropLast() {
            let goals = group.goals.map(\.goal).filter { $0.priority >= tiers[tier] }
            faces.append(group.system.solvePriorities(goals).solution)
        }
        if !tiers.isEmpty { faces.append(full) }
        self.faces = faces
        misses = Self.missedGoals(of: group, tiers: tiers, in: full)
    }

    /// What decides the value of `terms` (over the group's unknowns).
    package func decision(of terms: [Int: Double]) -> ValueDecision {
        var decision = ValueDecision(
            value: nil, requiredRange: ValueRange(lower: nil, upper: nil),
            kind: .open(lower: nil, upper: nil),
            misses: [])
        switch group.outcome {
        case .infeasible(let contradiction):
            decision.kind = .conflict(
                Array(Set(contradiction.rows.compactMap { group.origins[$0]?.constraint })).sorted())
            return decision
        case .notSettled(let reason):
            decision.kind = .notSettled(reason)
            return decision
        case .solved(let full):
            decision.value = full.value(of: terms)
            decision.misses = misses
            guard let required = faces.first ?? nil else {
                decision.kind = .notSettled(.uncheckedOptimum)
                return decision
            }
            decision.requiredRange = Self.range(of: terms, in: required)
            decision.kind = kind(
                of: terms, value: decision.value ?? 0, full: full, required: decision.requiredRange)
            if case .decided(_, let deciders, _) = decision.kind {
                decision.standing = standingGoals(of: terms, at: full, besides: deciders)
                decision.weighed = weighed(terms, value: decision.value ?? 0, full: full)
            }
            return decision
        }
    }

    /// The kind of decision, face by face.
    private func kind(of terms: [Int: Double], value: Double, full: PrioritySolution, required: ValueRange)
        -> ValueDecision.Kind
    {
        if required.isPoint {
            let rows = fixingRows(of: terms) ?? []
            return .fixed(
                by: entries(ofRows: rows),
                inequalities: rows.contains { group.system.rows[$0].relation == .atLeast })
        }
        var narrowing: [TierRange] = []
        var previous = required
        for tier in tiers.indices {
            guard let face = faces[tier + 1] else { return .notSettled(.uncheckedOptimum) }
            let range = Self.range(of: terms, in: face)
            guard range.isPoint else {
                if Self.narrower(range, than: previous) {
                    narrowing.append(TierRange(priority: tiers[tier], range: range))
                    previous = range
                }
                continue
            }
            let deciders = decidingGoals(of: terms, tier: tier, value: range.lower ?? value)
            return .decided(priority: tiers[tier], by: deciders.map(reference), narrowing: narrowing)
        }
        let ends = full.extremes(of: terms)
        let optimum = ValueRange(lower: ends.lower?.value, upper: ends.upper?.value)
        if let lower = ends.lower, let upper = ends.upper, Self.narrower(optimum, than: required) {
            let trading = group.goals.indices.filter { index in
                let goal = group.goals[index].goal
                return goal.priority > 0
                    && abs(goal.miss(at: lower.point) - goal.miss(at: upper.point)) > EngineTolerance.value
            }
            return .tied(lower: lower.value, upper: upper.value, trading: trading.map(reference))
        }
        return .open(lower: optimum.lower, upper: optimum.upper)
    }

    /// Whether `inner` leaves less room than `outer` at either end.
    static func narrower(_ inner: ValueRange, than outer: ValueRange) -> Bool {
        let lower = inner.lower.map { value in outer.lower.map { $0 < value - EngineTolerance.value } ?? true
        }
        let upper = inner.upper.map { value in outer.upper.map { $0 > value + EngineTolerance.value } ?? true
        }
        return lower == true || upper == true
    }

    /// The range of `terms` over the optimal face of `solution`.
    static func range(of terms: [Int: Double], in solution: PrioritySolution) -> ValueRange {
        let range = solution.range(of: terms)
        return ValueRange(lower: range.lower, upper: range.upper)
    }

    /// The goal at `index` as an answer names it.
    func reference(_ index: Int) -> GoalReference {
        let goal = group.goals[index]
        return GoalReference(
            entry: goal.origin.constraint, part: goal.origin.part, priority: goal.goal.priority)
    }

    /// The entries behind `rows` of the group's system, each once, in order.
    func entries(ofRows rows: [Int]) -> [Int] {
        Array(Set(rows.compactMap { group.origins[$0]?.constraint })).sorted()
    }

    /// The goals met at `full` that are at their bound and share an unknown with `terms` (not
    /// among `deciders`): they would keep the value from going their way.
    func standingGoals(of terms: [Int: Double], at full: PrioritySolution, besides deciders: [GoalReference])
        -> [GoalReference]
    {
        group.goals.indices.filter { index in
            let goal = group.goals[index].goal
            guard goal.priority > 0, full.misses[index] <= EngineTolerance.value,
                !deciders.contains(reference(index)),
                !Set(goal.row.terms.keys).isDisjoint(with: terms.keys)
            else { return false }
            let value = goal.row.terms.reduce(0) { $0 + $1.value * full.point[$1.key] }
            return abs(value - goal.row.constant) <= EngineTolerance.value
        }.map(reference)
    }

    /// `terms` with the priorities weighed as numbers, when that puts it more than half a point away.
    func weighed(_ terms: [Int: Double], value: Double, full: PrioritySolution) -> WeighedReading? {
        guard let weighed = group.system.solvePriorities(group.goals.map(\.goal), reading: .weights).solution
        else { return nil }
        let other = weighed.value(of: terms)
        guard abs(other - value) > Recomputation.margin else { return nil }
        let outweighing = group.goals.indices.filter {
            weighed.misses[$0] <= EngineTolerance.value && full.misses[$0] > EngineTolerance.value
        }
        return WeighedReading(value: other, outweighing: outweighing.map(reference))
    }

    /// Each goal's miss with `terms` held at `value` (UIKit's pick in a tie) and the rest solved as
    /// the engine does; `nil` when that cannot be solved.
    func misses(holding terms: [Int: Double], at value: Double) -> [GoalReference: Double]? {
        var system = group.system
        system.rows.append(LinearSystem.Row(terms: terms, relation: .equal, constant: value))
        guard let solution = system.solvePriorities(group.goals.map(\.goal)).solution else { return nil }
        var result: [GoalReference: Double] = [:]
        for index in group.goals.indices where group.goals[index].goal.priority > 0 {
            result[reference(index)] = solution.misses[index]
        }
        return result
    }

    /// Whether goal `entry`'s `part` can miss somewhere on the optimal face: a tie lets it.
    func canMissInTie(_ goal: GoalReference, at full: PrioritySolution) -> Bool {
        guard let index = group.goals.indices.first(where: { reference($0) == goal }) else { return false }
        let row = group.goals[index].goal.row
        let range = Self.range(of: row.terms, in: full)
        switch row.relation {
        case .equal:
            return (range.lower.map { $0 < row.constant - EngineTolerance.value } ?? true)
                || (range.upper.map { $0 > row.constant + EngineTolerance.value } ?? true)
        case .atLeast:
            return range.lower.map { $0 < row.constant - EngineTolerance.value } ?? true
        }
    }

    // MARK: Fixed

    /// A minimal set of the group's listed required rows that fix `terms` to one value: every row
    /// is tried, latest first, and left out while the rest still fix it (fixing only grows with
    /// rows, so what is left cannot lose a row). Where the equations alone give the value, only
    /// the rows of that combination are tried. `nil` when a step could not be settled.
    func fixingRows(of terms: [Int: Double]) -> [Int]? {
        let rows = group.system.rows
        let assumptions = rows.indices.filter { rows[$0].isAssumption }
        var kept = rows.indices.filter { !rows[$0].isAssumption }
        if let combination = group.system.combination(of: terms, from: Array(rows.indices)) {
            kept = kept.filter { combination[$0] != nil }
        }
        for candidate in kept.reversed() {
            let trial = kept.filter { $0 != candidate }
            let system = LinearSystem(
                isNonNegative: group.system.isNonNegative,
                rows: (trial + assumptions).sorted().map { rows[$0] })
            guard let solution = system.solvePriorities([]).solution else { return nil }
            if Self.range(of: terms, in: solution).isPoint { kept = trial }
        }
        return kept
    }

    // MARK: Decided by a tier

    /// The goals of tier `tier` that pin `terms` at `value` with the tiers above: left out one at a
    /// time, latest first, while the rest still pin it there, until none can be.
    func decidingGoals(of terms: [Int: Double], tier: Int, value: Double) -> [Int] {
        let priority = tiers[tier]
        let higher = group.goals.indices.filter { group.goals[$0].goal.priority > priority }
        var kept = group.goals.indices.filter { group.goals[$0].goal.priority == priority }
        var changed = true
        while changed {
            changed = false
            for candidate in kept.reversed() {
                let trial = kept.filter { $0 != candidate }
                let goals = (higher + trial).sorted().map { group.goals[$0].goal }
                guard let solution = group.system.solvePriorities(goals).solution else { continue }
                let range = Self.range(of: terms, in: solution)
                if range.isPoint, let lower = range.lower, abs(lower - value) <= EngineTolerance.value {
                    kept = trial
                    changed = true
                }
            }
        }
        return kept
    }

    // MARK: Missed goals

    /// Every goal of the group that misses at `solution`, with what beats it.
    static func missedGoals(of group: SolvedGroup, tiers: [Double], in solution: PrioritySolution)
        -> [MissedGoal]
    {
        let reader = DecisionReader(group: group, faces: false)
        return group.goals.indices.compactMap { index in
            let miss = solution.misses[index]
            guard group.goals[index].goal.priority > 0, miss > EngineTolerance.value else { return nil }
            return MissedGoal(
                goal: reader.reference(index), miss: miss, beaten: reader.beaters(ofGoal: index, in: solution)
            )
        }
    }

    /// What a row of ``beaters(ofGoal:in:)``'s system stands for.
    private enum BeaterRow {
        case required(Int)
        case goal(Int)
    }

    /// The rows goal `index` cannot hold with, none spare: the goal made required (at its target),
    /// with the required rows and, for its own tier and every tier above, each goal's miss as an
    /// unknown of its own and the tier's misses held to their sum at the optimum. The required rows
    /// are tried for leaving out first, then the lowest tier's goals: a required row is named only
    /// when the goals alone do not beat it, a goal of its own tier only when the tiers above do not.
    /// `nil` when the goal could hold in an equally good layout.
    func beaters(ofGoal index: Int, in solution: PrioritySolution) -> Beaters? {
        let target = group.goals[index].goal
        var system = LinearSystem(isNonNegative: group.system.isNonNegative)
        var meaning: [Int: BeaterRow] = [:]
        for tier in tiers where tier >= target.priority {
            var errors: [Int] = []
            var level = 0.0
            for (other, goal) in group.goals.enumerated() where goal.goal.priority == tier {
                level += solution.misses[other]
                guard other != index else { continue }
                var terms = goal.goal.row.terms
                let short = system.addUnknown(nonNegative: true)
                terms[short] = 1
                errors.append(short)
                if goal.goal.row.relation == .equal {
                    let over = system.addUnknown(nonNegative: true)
                    terms[over] = -1
                    errors.append(over)
                }
                meaning[system.rows.count] = .goal(other)
                system.rows.append(
                    LinearSystem.Row(
                        terms: terms, relation: goal.goal.row.relation, constant: goal.goal.row.constant))
            }
            guard !errors.isEmpty else { continue }
            system.rows.append(
                LinearSystem.Row(
                    terms: Dictionary(uniqueKeysWithValues: errors.map { ($0, -1.0) }), relation: .atLeast,
                    constant: -(level + EngineTolerance.level * max(1, level)), isAssumption: true))
        }
        for (row, required) in group.system.rows.enumerated() {
            if !required.isAssumption { meaning[system.rows.count] = .required(row) }
            system.rows.append(required)
        }
        var held = target.row
        held.isAssumption = true
        system.rows.append(held)
        let all = Array(system.rows.indices)
        guard case .infeasible(let proof) = system.feasibility(of: all),
            let minimal = system.minimalConflict(in: all, from: proof, reading: .exact)
        else { return nil }
        var required: [Int] = []
        var goals: [Int] = []
        for member in minimal.members {
            switch meaning[member] {
            case .required(let row)?: required.append(row)
            case .goal(let goal)?: goals.append(goal)
            case nil: continue
            }
        }
        return Beaters(
            required: entries(ofRows: required),
            goals: goals.sorted { (group.goals[$0].goal.priority, $1) > (group.goals[$1].goal.priority, $0) }
                .map(reference))
    }
}
