/// Verifies each claim of a ``ValueDecision`` against the solver by another route than the one
/// that derived it (``DecisionReader`` reads ranges over faces and shrinks sets by them; this
/// pushes the value past its claimed bounds and asks whether the rows still hold, or what the
/// tiers then cost): "fixed by S" (S alone holds the value from both sides; without any one
/// constraint of S it can move), "decided at priority p by G" (the required rows let it move; the
/// tiers down to p with G keep it, at a cost to some tier if it moves; without any one goal of G
/// it moves for free), "a tie from a to b" (both ends as good as the optimum, past either end
/// worse), "g misses by m, beaten by B" (solved again; g made required cannot hold with B and
/// the optimum's sums of the tiers B's goals are in; without any one of B it can).
///
/// Cheap enough for every answer of a debug build's tests; the tests run it over every sample
/// scene, every hand-written snapshot and thousands of random layouts.
package struct DecisionChecker: Sendable {
    package let group: SolvedGroup
    /// The group solved again, here, from its rows and goals.
    let solved: PriorityOutcome

    package init(group: SolvedGroup) {
        self.group = group
        solved = group.system.solvePriorities(group.goals.map(\.goal))
    }

    /// A claim that does not hold up.
    package struct Failure: Hashable, Sendable, CustomStringConvertible {
        /// The claim, in short: `fixed by [3, 4]`.
        package var claim: String
        /// What the check found.
        package var finding: String

        package var description: String { "\(claim): \(finding)" }
    }

    /// How far past a claimed bound a value is pushed to show that nothing lets it go there: a
    /// little more than the width a point may have.
    static let beyond = EngineTolerance.value * 1.1
    /// How far a value is pushed to show that it can move: a little less than half the width a
    /// point may have, so that a range wider than a point has room on at least one side.
    static let within = EngineTolerance.value * 0.4

    /// Every claim of `decision` about `terms` (over the group's unknowns) that does not hold up.
    package func check(_ decision: ValueDecision, of terms: [Int: Double]) -> [Failure] {
        var failures: [Failure] = []
        func fail(_ claim: String, _ finding: String) {
            failures.append(Failure(claim: claim, finding: finding))
        }
        guard case .solved(let full) = solved else {
            switch decision.kind {
            case .conflict, .notSettled: break
            default: fail("a value", "the group has no optimum")
            }
            return failures
        }
        let value = full.value(of: terms)
        if let claimed = decision.value, abs(claimed - value) > EngineTolerance.value {
            fail("value \(claimed)", "solved again it is \(value)")
        }
        let errors = tierErrors(full)
        switch decision.kind {
        case .fixed(let entries, _):
            checkFixed(entries, value: value, terms: terms, fail: fail)
        case .decided(let priority, let goals, _):
            checkDecided(priority, goals: goals, value: value, terms: terms, fail: fail)
        case .tied(let lower, let upper, _):
            let claim = "a tie from \(lower) to \(upper)"
            for end in [lower, upper] where !isOptimal(pinning: terms, at: end, errors: errors) {
                fail(claim, "at \(end) some tier does worse than at the optimum")
            }
            if isOptimal(pinning: terms, at: lower - Self.beyond, errors: errors)
                || isOptimal(pinning: terms, at: upper + Self.beyond, errors: errors)
            {
                fail(claim, "a value past an end is as good")
            }
            if !canMove(terms, from: value, goals: []) {
                fail(claim, "the required rows alone fix the value")
            }
        case .open(let lower, let upper):
            let claim = "open from \(lower.map { "\($0)" } ?? "−∞") to \(upper.map { "\($0)" } ?? "∞")"
            let ends: [Double] = [lower, upper].compactMap { $0 }
            for end in ends where !isOptimal(pinning: terms, at: end, errors: errors) {
                fail(claim, "at \(end) some tier does worse than at the optimum")
            }
            if let lower, isOptimal(pinning: terms, at: lower - Self.beyond, errors: errors) {
                fail(claim, "a value below its lower end is as good")
            }
            if let upper, isOptimal(pinning: terms, at: upper + Self.beyond, errors: errors) {
                fail(claim, "a value above its upper end is as good")
            }
        case .conflict:
            fail("a conflict", "the group's required rows hold together")
        case .notSettled:
            break
        }
        for missed in decision.misses { checkMissed(missed, full: full, fail: fail) }
        return failures
    }

    // MARK: Fixed

    private func checkFixed(
        _ entries: [Int], value: Double, terms: [Int: Double], fail: (String, String) -> Void
    ) {
        let claim = "fixed by \(entries)"
        let rows = rows(of: entries)
        if rows.isEmpty != entries.isEmpty { fail(claim, "an entry has no row in the group") }
        if canPush(terms, from: value, by: Self.beyond, rows: rows) {
            fail(claim, "with these constraints alone the value can move")
        }
        for entry in entries {
            let without = rows.filter { group.origins[$0]?.constraint != entry }
            if !canPush(terms, from: value, by: Self.within, rows: without) {
                fail(claim, "constraint entry \(entry) is spare: the others fix it")
            }
        }
    }

    // MARK: Decided by a tier

    private func checkDecided(
        _ priority: Double, goals: [GoalReference], value: Double, terms: [Int: Double],
        fail: (String, String) -> Void
    ) {
        let claim = "decided at priority \(priority) by \(goals.map(\.entry))"
        if !canMove(terms, from: value, goals: []) {
            fail(claim, "the required rows alone fix the value")
        }
        let higher = group.goals.indices.filter { group.goals[$0].goal.priority > priority }
        let named = goals.compactMap(goalIndex)
        if named.count != goals.count { fail(claim, "a goal is not in the group") }
        if named.contains(where: { group.goals[$0].goal.priority != priority }) {
            fail(claim, "a goal is not of that priority")
        }
        if canMove(terms, from: value, goals: higher + named) {
            fail(claim, "with these goals and the tiers above the value can move at no cost")
        }
        for goal in named
        where !canMove(terms, from: value, goals: higher + named.filter { $0 != goal }) {
            fail(claim, "goal entry \(group.goals[goal].origin.constraint) is spare")
        }
    }

    // MARK: Missed goals

    private func checkMissed(_ missed: MissedGoal, full: PrioritySolution, fail: (String, String) -> Void) {
        let claim = "entry \(missed.goal.entry) misses by \(missed.miss)"
        guard let index = goalIndex(missed.goal) else {
            fail(claim, "no such goal in the group")
            return
        }
        if abs(full.misses[index] - missed.miss) > EngineTolerance.value {
            fail(claim, "solved again it misses by \(full.misses[index])")
        }
        guard let beaten = missed.beaten else { return }
        let goals = beaten.goals.compactMap(goalIndex)
        if goals.count != beaten.goals.count { fail(claim, "a goal that beats it is not in the group") }
        if goals.contains(where: { group.goals[$0].goal.priority < group.goals[index].goal.priority }) {
            fail(claim, "a goal of a lower tier is said to beat it")
        }
        let rows = rows(of: beaten.required)
        if holds(index, with: rows, goals: goals, full: full) {
            fail(claim, "made required it holds with what is said to beat it")
        }
        for entry in beaten.required
        where !holds(
            index, with: rows.filter { group.origins[$0]?.constraint != entry }, goals: goals, full: full)
        {
            fail(claim, "required entry \(entry) is spare among what beats it")
        }
        for goal in goals where !holds(index, with: rows, goals: goals.filter { $0 != goal }, full: full) {
            fail(claim, "goal entry \(group.goals[goal].origin.constraint) is spare among what beats it")
        }
    }

    /// Whether goal `index`, made required, holds with the required `rows` (and every assumption)
    /// while the `goals` of each tier miss no more, in sum, than every goal of that tier did at the
    /// optimum.
    private func holds(_ index: Int, with rows: [Int], goals: [Int], full: PrioritySolution) -> Bool {
        var system = LinearSystem(isNonNegative: group.system.isNonNegative)
        system.rows = (rows + assumptionRows).map { group.system.rows[$0] }
        system.rows.append(group.goals[index].goal.row)
        var byTier: [Double: [Int]] = [:]
        for goal in goals { byTier[group.goals[goal].goal.priority, default: []].append(goal) }
        for (priority, members) in byTier {
            var misses: [Int] = []
            for goal in members {
                let row = group.goals[goal].goal.row
                var terms = row.terms
                let short = system.addUnknown(nonNegative: true)
                terms[short] = 1
                misses.append(short)
                if row.relation == .equal {
                    let over = system.addUnknown(nonNegative: true)
                    terms[over] = -1
                    misses.append(over)
                }
                system.rows.append(
                    LinearSystem.Row(terms: terms, relation: row.relation, constant: row.constant))
            }
            let level = group.goals.indices.filter { group.goals[$0].goal.priority == priority }.reduce(0.0) {
                $0 + full.misses[$1]
            }
            system.rows.append(
                LinearSystem.Row(
                    terms: Dictionary(uniqueKeysWithValues: misses.map { ($0, -1.0) }), relation: .atLeast,
                    constant: -(level + EngineTolerance.level * max(1, level))))
        }
        return system.feasibility().isFeasible
    }

    // MARK: Questions asked of the solver

    private var allRows: [Int] { Array(group.system.rows.indices) }

    private var assumptionRows: [Int] {
        group.system.rows.indices.filter { group.system.rows[$0].isAssumption }
    }

    /// The rows of the group's system behind `entries`.
    private func rows(of entries: [Int]) -> [Int] {
        let wanted = Set(entries)
        return group.system.rows.indices.filter {
            group.origins[$0].map { wanted.contains($0.constraint) } ?? false
        }
    }

    /// The goal of the group `reference` names.
    private func goalIndex(_ reference: GoalReference) -> Int? {
        group.goals.indices.first {
            group.goals[$0].origin.constraint == reference.entry
                && group.goals[$0].origin.part == reference.part
        }
    }

    /// Whether `terms` can be `by` above or below `value` with the listed `rows` and every assumption.
    private func canPush(_ terms: [Int: Double], from value: Double, by distance: Double, rows: [Int]) -> Bool
    {
        var system = LinearSystem(isNonNegative: group.system.isNonNegative)
        system.rows = Array(Set(rows + assumptionRows)).sorted().map { group.system.rows[$0] }
        var above = system
        above.rows.append(LinearSystem.Row(terms: terms, relation: .atLeast, constant: value + distance))
        var below = system
        below.rows.append(
            LinearSystem.Row(
                terms: terms.mapValues { -$0 }, relation: .atLeast, constant: -(value - distance)))
        return above.feasibility().isFeasible || below.feasibility().isFeasible
    }

    /// Whether `terms` can move a little from `value`, with every row of the group required and
    /// `goals` weighed, without any tier doing worse than with `terms` left free.
    private func canMove(_ terms: [Int: Double], from value: Double, goals: [Int]) -> Bool {
        if goals.isEmpty { return canPush(terms, from: value, by: Self.within, rows: allRows) }
        var system = LinearSystem(isNonNegative: group.system.isNonNegative)
        system.rows = group.system.rows
        let weighed = goals.map { group.goals[$0].goal }
        guard let free = system.solvePriorities(weighed).solution else { return true }
        let errors = tierErrors(free, goals: goals)
        for distance in [Self.within, -Self.within] {
            var pushed = system
            pushed.rows.append(LinearSystem.Row(terms: terms, relation: .equal, constant: value + distance))
            if let solution = pushed.solvePriorities(weighed).solution,
                !isWorse(tierErrors(solution, goals: goals), than: errors)
            {
                return true
            }
        }
        return false
    }

    /// Whether the whole group, with `terms` pinned at `value`, does as well in every tier as `errors`.
    private func isOptimal(pinning terms: [Int: Double], at value: Double, errors: [Double]) -> Bool {
        var system = group.system
        system.rows.append(LinearSystem.Row(terms: terms, relation: .equal, constant: value))
        guard let solution = system.solvePriorities(group.goals.map(\.goal)).solution else { return false }
        return !isWorse(tierErrors(solution), than: errors)
    }

    /// Each tier's sum of the misses of `goals` (every goal of the group when `nil`) at
    /// `solution`, the group's tiers highest first.
    private func tierErrors(_ solution: PrioritySolution, goals: [Int]? = nil) -> [Double] {
        var sums: [Double: Double] = [:]
        for index in goals ?? Array(group.goals.indices) {
            let goal = group.goals[index].goal
            guard goal.priority > 0 else { continue }
            sums[goal.priority, default: 0] += goal.miss(at: solution.point)
        }
        return group.tiers.map { sums[$0] ?? 0 }
    }

    /// Whether `errors` are worse than `reference` in the first tier where they differ.
    private func isWorse(_ errors: [Double], than reference: [Double]) -> Bool {
        for (error, best) in zip(errors, reference) {
            let tolerance = EngineTolerance.level * max(1, best) + EngineTolerance.relative
            if error > best + tolerance { return true }
            if error < best - tolerance { return false }
        }
        return false
    }
}
