/// One connected group of a layout model's unknowns: its required rows and its goals, renumbered
/// over unknowns of its own, and the values UIKit's engine gives them (required rows held, then
/// the priorities in tiers, ``LinearSystem/solvePriorities(_:reading:)``). `--check`, what-if and
/// every `why` answer read their values from a group, and their reasons (``DecisionReader``).
package struct SolvedGroup: Sendable {
    /// The model's unknowns in the group: the group's unknown `i` is the model's `unknowns[i]`.
    package let unknowns: [Int]
    /// The group's number of each of the model's unknowns in it.
    package let local: [Int: Int]
    /// The required rows over the group's unknowns, assumptions among them.
    package let system: LinearSystem
    /// The entry and part behind each row of ``system``; `nil` for an assumption.
    package let origins: [ConstraintRows.RowOrigin?]
    /// The goals over the group's unknowns, each with its entry and part.
    package let goals: [ConstraintRows.Goal]
    /// What the engine found.
    package let outcome: PriorityOutcome

    /// The group's terms for the model's `terms`; `nil` when one of them is not in the group.
    package func localTerms(_ terms: [Int: Double]) -> [Int: Double]? {
        var result: [Int: Double] = [:]
        for (unknown, coefficient) in terms {
            guard let number = local[unknown] else { return nil }
            result[number] = coefficient
        }
        return result
    }

    /// The priorities of the goals that weigh anything, highest first: the engine's tiers.
    package var tiers: [Double] {
        Array(Set(goals.map(\.goal.priority).filter { $0 > 0 })).sorted(by: >)
    }

    /// The model's rows split into connected groups, each solved: two unknowns are in one group when
    /// a row or a goal names both.
    package static func groups(builder: ConstraintRows.Builder, system: LinearSystem) -> [SolvedGroup] {
        let count = system.isNonNegative.count
        var parent = Array(0..<count)
        func root(_ unknown: Int) -> Int {
            var node = unknown
            while parent[node] != node {
                parent[node] = parent[parent[node]]
                node = parent[node]
            }
            return node
        }
        for terms in system.rows.map(\.terms) + builder.goals.map(\.goal.row.terms) {
            guard let first = terms.keys.min() else { continue }
            for unknown in terms.keys { parent[root(unknown)] = root(first) }
        }
        var rowsOf: [Int: [Int]] = [:]
        for (index, row) in system.rows.enumerated() {
            guard let unknown = row.terms.keys.min() else { continue }
            rowsOf[root(unknown), default: []].append(index)
        }
        var goalsOf: [Int: [Int]] = [:]
        for (index, goal) in builder.goals.enumerated() {
            guard let unknown = goal.goal.row.terms.keys.min() else { continue }
            goalsOf[root(unknown), default: []].append(index)
        }
        var members: [Int: [Int]] = [:]
        var order: [Int] = []
        for unknown in 0..<count {
            let group = root(unknown)
            if members[group] == nil { order.append(group) }
            members[group, default: []].append(unknown)
        }
        return order.map { group in
            SolvedGroup(
                unknowns: members[group] ?? [], rows: rowsOf[group] ?? [], goals: goalsOf[group] ?? [],
                builder: builder, system: system)
        }
    }

    /// The group of `unknowns`, with those of `rows` and `goals` (indices into the model's), solved.
    init(
        unknowns: [Int], rows: [Int], goals goalIndices: [Int], builder: ConstraintRows.Builder,
        system model: LinearSystem
    ) {
        var local: [Int: Int] = [:]
        var group = LinearSystem()
        for unknown in unknowns {
            local[unknown] = group.addUnknown(nonNegative: model.isNonNegative[unknown])
        }
        func mapped(_ row: LinearSystem.Row) -> LinearSystem.Row {
            var copy = row
            copy.terms = Dictionary(
                uniqueKeysWithValues: row.terms.compactMap { key, value in local[key].map { ($0, value) } })
            return copy
        }
        group.rows = rows.map { mapped(model.rows[$0]) }
        self.unknowns = unknowns
        self.local = local
        self.system = group
        origins = rows.map { builder.origins[$0] }
        goals = goalIndices.map { index in
            var goal = builder.goals[index]
            goal.goal.row = mapped(goal.goal.row)
            return goal
        }
        outcome = group.solvePriorities(goals.map(\.goal))
    }
}
