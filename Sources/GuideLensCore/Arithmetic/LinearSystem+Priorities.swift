/// The engine's objective: given the required rows and optional ones with their priorities,
/// the values UIKit's engine chooses. Apple documents the rule ("higher priority constraints are
/// satisfied before lower priority constraints … if a constraint a == b is optional, the
/// constraint-based layout system will attempt to minimize abs(a-b)"; the class overview: optional
/// constraints are solved "in priority order from highest to lowest", each as close as possible),
/// and the Cassowary design UIKit's engine follows orders strengths as tiers, never as weights.
/// Within one priority the misses add up. Documentation/Engine.md cites the sources and says what
/// is inferred rather than documented.
extension LinearSystem {
    /// A row below required: it asks to hold, and the objective makes its miss as small as the
    /// rows and the goals above it allow.
    package struct Goal: Hashable, Sendable {
        package var row: Row
        /// Between 0 and 1000, exclusive.
        package var priority: Double

        package init(row: Row, priority: Double) {
            self.row = row
            self.priority = priority
        }

        /// How far `point` misses the goal: `|Σ terms − constant|` for an equation, the shortfall
        /// below `constant` for a lower bound, 0 when it holds.
        package func miss(at point: [Double]) -> Double {
            let value = row.terms.reduce(0) { $0 + $1.value * (point[$1.key]) }
            switch row.relation {
            case .equal: return abs(value - row.constant)
            case .atLeast: return max(0, row.constant - value)
            }
        }
    }

    /// How priorities weigh against one another.
    package enum PriorityReading: Hashable, Sendable {
        /// In tiers, highest first, as Apple documents and UIKit's engine does: any miss at a
        /// higher priority outweighs every miss at a lower one.
        case tiers
        /// As numbers: each miss weighed by its priority and all of them added up. Not what UIKit
        /// does; asked only to show where a reader who assumed it would expect another layout.
        case weights
    }

    /// The values the objective chooses for the unknowns, with the rows read exactly; the
    /// contradiction when the required rows cannot hold; or why it could not be settled. The
    /// optimum is checked before it is returned (``LexicographicSimplex/certificate()``).
    package func solvePriorities(_ goals: [Goal], reading: PriorityReading = .tiers) -> PriorityOutcome {
        guard !Self.exceedsLimit(rows.count + goals.count) else {
            return .notSettled(.tooManyRows(count: rows.count + goals.count, limit: Self.rowLimit))
        }
        func isFinite(_ row: Row) -> Bool { row.constant.isFinite && row.terms.values.allSatisfy(\.isFinite) }
        guard rows.allSatisfy(isFinite), goals.allSatisfy({ isFinite($0.row) }) else {
            return .notSettled(.notFinite)
        }
        let weighed = goals.indices.filter { goals[$0].priority > 0 }
        let priorities: [Double]
        let tiers: [[Int: Double]]
        switch reading {
        case .tiers:
            priorities = Array(Set(weighed.map { goals[$0].priority })).sorted(by: >)
            tiers = priorities.map { priority in
                Dictionary(
                    uniqueKeysWithValues: weighed.filter { goals[$0].priority == priority }.map { ($0, 1.0) })
            }
        case .weights:
            priorities = []
            tiers = [Dictionary(uniqueKeysWithValues: weighed.map { ($0, goals[$0].priority) })]
        }
        var simplex = LexicographicSimplex(system: self, goals: goals, tiers: tiers)
        switch simplex.solve() {
        case .infeasible:
            // The proof is worked out only when there is one to give: most systems hold.
            switch feasibility(reading: .exact) {
            case .infeasible(let contradiction): return .infeasible(contradiction)
            case .notSettled(let reason): return .notSettled(reason)
            case .feasible: return .notSettled(.missedRow)
            }
        case .unsettled(let reason): return .notSettled(reason)
        case .solved: break
        }
        guard simplex.certificate() else { return .notSettled(.uncheckedOptimum) }
        let point = simplex.point
        return .solved(
            PrioritySolution(
                point: point, misses: goals.map { $0.miss(at: point) }, priorities: priorities,
                simplex: simplex))
    }
}

/// What ``LinearSystem/solvePriorities(_:reading:)`` found.
package enum PriorityOutcome: Sendable {
    /// The values chosen, checked to be the best in every tier.
    case solved(PrioritySolution)
    /// The required rows cannot hold together: the proof.
    case infeasible(Contradiction)
    /// Why it could not be settled.
    case notSettled(UnsettledReason)

    /// The solution, when there is one.
    package var solution: PrioritySolution? {
        if case .solved(let solution) = self { return solution }
        return nil
    }
}

/// The values the priorities choose, and each goal's miss at them.
package struct PrioritySolution: Sendable {
    /// A value for every unknown of the system.
    package let point: [Double]
    /// How far each goal misses, in the order given: 0 when it holds.
    package let misses: [Double]
    /// The priorities of the tiers, highest first (empty when read as weights).
    package let priorities: [Double]
    let simplex: LexicographicSimplex

    /// The least and the greatest value `terms` take over every point the objective finds equally
    /// good: one value when the priorities decide it, a range when a tie leaves it open (UIKit
    /// then picks one without saying which), `nil` at an end nothing bounds.
    package func range(of terms: [Int: Double]) -> (lower: Double?, upper: Double?) {
        simplex.range(of: terms)
    }

    /// ``range(of:)`` with, at each end, a point where `terms` take that value: what tells which
    /// goals trade off against each other in a tie.
    package func extremes(of terms: [Int: Double]) -> (
        lower: (value: Double, point: [Double])?, upper: (value: Double, point: [Double])?
    ) {
        simplex.extremes(of: terms)
    }

    /// The value `terms` take at the chosen point.
    package func value(of terms: [Int: Double]) -> Double {
        terms.reduce(0) { $0 + $1.value * point[$1.key] }
    }
}
