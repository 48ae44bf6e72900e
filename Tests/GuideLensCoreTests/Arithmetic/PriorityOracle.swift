@testable import GuideLensCore

/// A second, independent answer to "what do the priorities choose?" for small systems: each
/// tier's least total miss found by Fourier–Motzkin elimination (every unknown but the one being
/// minimised eliminated, the least value read off the bounds that are left), the tier then held
/// at that value before the next. It shares no code with the engine's simplex; too slow for
/// anything but a few unknowns.
enum PriorityOracle {
    /// `Σ terms ≥ constant`.
    private struct Inequality: Hashable {
        var terms: [Int: Double]
        var constant: Double
    }

    /// The rows of a problem: the system's rows read exactly, each goal with its miss as unknowns
    /// of its own (at least 0), and every unknown that is at least 0 said so.
    private struct Problem {
        var inequalities: [Inequality] = []
        var unknownCount: Int
        /// Each goal's miss unknowns.
        var misses: [[Int]] = []
    }

    private static func problem(_ system: LinearSystem, _ goals: [LinearSystem.Goal]) -> Problem {
        var problem = Problem(unknownCount: system.isNonNegative.count)
        func add(_ terms: [Int: Double], _ relation: LinearSystem.Row.Relation, _ constant: Double) {
            problem.inequalities.append(Inequality(terms: terms, constant: constant))
            if relation == .equal {
                problem.inequalities.append(Inequality(terms: terms.mapValues { -$0 }, constant: -constant))
            }
        }
        for row in system.rows { add(row.terms, row.relation, row.constant) }
        for (unknown, nonNegative) in system.isNonNegative.enumerated() where nonNegative {
            add([unknown: 1], .atLeast, 0)
        }
        for goal in goals {
            var terms = goal.row.terms
            var misses: [Int] = []
            let shortfall = problem.unknownCount
            problem.unknownCount += 1
            terms[shortfall] = 1
            misses.append(shortfall)
            if goal.row.relation == .equal {
                let excess = problem.unknownCount
                problem.unknownCount += 1
                terms[excess] = -1
                misses.append(excess)
            }
            add(terms, goal.row.relation, goal.row.constant)
            for miss in misses { add([miss: 1], .atLeast, 0) }
            problem.misses.append(misses)
        }
        return problem
    }

    /// The least value of `objective` over `inequalities`; `nil` when elimination grows past
    /// `limit` inequalities (the caller skips the case) or nothing bounds it below.
    private static func minimum(
        of objective: [Int: Double], _ inequalities: [Inequality], unknownCount: Int, limit: Int
    ) -> Double?? {
        let target = unknownCount
        var rows = inequalities
        var terms = objective.mapValues { -$0 }
        terms[target] = 1
        rows.append(Inequality(terms: terms, constant: 0))
        rows.append(Inequality(terms: terms.mapValues { -$0 }, constant: 0))
        for unknown in 0..<unknownCount {
            let upper = rows.filter { ($0.terms[unknown] ?? 0) > 1e-12 }
            let lower = rows.filter { ($0.terms[unknown] ?? 0) < -1e-12 }
            var next: [Inequality] = []
            var seen = Set<Inequality>()
            func keep(_ row: Inequality) {
                let scaled = scaledToOne(row)
                if seen.insert(key(scaled)).inserted { next.append(scaled) }
            }
            for row in rows where abs(row.terms[unknown] ?? 0) <= 1e-12 {
                var copy = row
                copy.terms[unknown] = nil
                keep(copy)
            }
            for first in upper {
                for second in lower {
                    let a = first.terms[unknown] ?? 0
                    let b = -(second.terms[unknown] ?? 0)
                    var combined: [Int: Double] = [:]
                    for (key, value) in first.terms { combined[key, default: 0] += value * b }
                    for (key, value) in second.terms { combined[key, default: 0] += value * a }
                    combined[unknown] = nil
                    keep(
                        Inequality(
                            terms: combined.filter { abs($0.value) > 1e-12 },
                            constant: first.constant * b + second.constant * a))
                }
            }
            guard next.count <= limit else { return nil }
            rows = next
        }
        // What cannot hold (0 ≥ a positive constant) is no minimum at all.
        for row in rows where row.terms.isEmpty && row.constant > 1e-7 * max(1, abs(row.constant)) {
            return nil
        }
        // Only the target is left: each row reads c × target ≥ d.
        var least: Double?
        for row in rows {
            let coefficient = row.terms[target] ?? 0
            guard coefficient > 1e-12 else { continue }
            let bound = row.constant / coefficient
            least = max(least ?? bound, bound)
        }
        return .some(least)
    }

    /// Scaled so that its largest coefficient is 1 (left as it is when it has none).
    private static func scaledToOne(_ row: Inequality) -> Inequality {
        let largest = row.terms.values.reduce(0) { max($0, abs($1)) }
        guard largest > 0 else { return row }
        return Inequality(terms: row.terms.mapValues { $0 / largest }, constant: row.constant / largest)
    }

    /// The row rounded a little, so that repeats are kept once (the row kept is not rounded).
    private static func key(_ row: Inequality) -> Inequality {
        func round(_ value: Double) -> Double { (value * 1e9).rounded() / 1e9 }
        return Inequality(terms: row.terms.mapValues(round), constant: round(row.constant))
    }

    /// Each tier's least total miss, highest priority first, each found with the tiers above it
    /// held at theirs; weighed by priority in one tier when `weights`. `nil` when elimination grew
    /// too large, or the required rows cannot hold.
    static func tierMisses(
        _ system: LinearSystem, _ goals: [LinearSystem.Goal], weights: Bool = false, limit: Int = 1_500
    ) -> [Double]? {
        let problem = problem(system, goals)
        let tiers: [[Int: Double]]
        if weights {
            var objective: [Int: Double] = [:]
            for (index, goal) in goals.enumerated() {
                for miss in problem.misses[index] { objective[miss] = goal.priority }
            }
            tiers = [objective]
        } else {
            tiers = Array(Set(goals.map(\.priority))).sorted(by: >).map { priority in
                var objective: [Int: Double] = [:]
                for (index, goal) in goals.enumerated() where goal.priority == priority {
                    for miss in problem.misses[index] { objective[miss] = 1 }
                }
                return objective
            }
        }
        var inequalities = problem.inequalities
        var result: [Double] = []
        for objective in tiers {
            guard
                let found = minimum(
                    of: objective, inequalities, unknownCount: problem.unknownCount, limit: limit),
                let least = found
            else { return nil }
            result.append(least)
            // Held there (with a hair of room for rounding) while the next tier is lowered.
            inequalities.append(
                Inequality(terms: objective.mapValues { -$0 }, constant: -(least + 1e-9 * max(1, abs(least))))
            )
        }
        return result
    }

    /// The least and greatest value of `target` over the points that are best in every tier;
    /// `nil` when elimination grew too large; an end is `nil` where nothing bounds it.
    static func range(
        of target: [Int: Double], _ system: LinearSystem, _ goals: [LinearSystem.Goal], limit: Int = 1_500
    ) -> (lower: Double?, upper: Double?)? {
        guard let optima = tierMisses(system, goals, limit: limit) else { return nil }
        let problem = problem(system, goals)
        var inequalities = problem.inequalities
        let priorities = Array(Set(goals.map(\.priority))).sorted(by: >)
        for (tier, priority) in priorities.enumerated() {
            var objective: [Int: Double] = [:]
            for (index, goal) in goals.enumerated() where goal.priority == priority {
                for miss in problem.misses[index] { objective[miss] = -1 }
            }
            inequalities.append(
                Inequality(terms: objective, constant: -(optima[tier] + 1e-9 * max(1, abs(optima[tier])))))
        }
        guard
            let lower = minimum(of: target, inequalities, unknownCount: problem.unknownCount, limit: limit),
            let negatedUpper = minimum(
                of: target.mapValues { -$0 }, inequalities, unknownCount: problem.unknownCount, limit: limit)
        else { return nil }
        return (lower, negatedUpper.map { -$0 })
    }
}
