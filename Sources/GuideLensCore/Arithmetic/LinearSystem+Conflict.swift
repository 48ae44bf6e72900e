/// The questions a conflict asks of the arithmetic: which few rows cannot hold together, and
/// which one row, removed, lets the others hold.
extension LinearSystem {
    /// A set of listed rows that cannot hold together (with every assumption of `subset`) while
    /// each of its proper subsets can: a minimal conflict, and the proof for it.
    ///
    /// Which one, when rows hold several, is fixed by the rows alone, never by the path the
    /// arithmetic took: each listed row is tried in turn, latest first, and left out when the
    /// rest still cannot hold (then the assumptions the same way, so the proof is the only one
    /// there is, up to its scale). A row the current proof does not use is left out without
    /// asking, since the proof still stands without it. `nil` when a step could not be settled.
    package func minimalConflict(
        in subset: [Int], from contradiction: Contradiction, reading: Reading
    ) -> (members: [Int], contradiction: Contradiction)? {
        guard !Self.exceedsLimit(subset.count) else { return nil }
        var proof = contradiction
        // One table for the whole search: each row tried is relaxed in a copy, which goes on
        // from where the last answer left off.
        var base = PhaseOneSimplex(system: self, rows: subset, reading: reading)
        guard case .infeasible = base.solve() else { return nil }
        let listed = subset.filter { !rows[$0].isAssumption }.sorted(by: >)
        let assumed = subset.filter { rows[$0].isAssumption }.sorted(by: >)
        var members = Set(listed)
        for candidate in listed + assumed {
            guard proof.multipliers[candidate] != nil else {
                base.relax(candidate)
                members.remove(candidate)
                continue
            }
            var trial = base
            trial.relax(candidate)
            switch trial.solve() {
            case .feasible: continue
            case .infeasible(let smaller):
                members.remove(candidate)
                proof = smaller
                base = trial
            case .notSettled: return nil
            }
        }
        return (members.sorted(), proof)
    }
}

/// One set of rows solved once, then asked what happens without one row or another: each
/// question goes on from the solved table with that row relaxed, instead of starting again.
package struct RowRemoval: Sendable {
    private let solved: PhaseOneSimplex?
    /// What the rows, all of them, are.
    package let outcome: Feasibility

    package init(system: LinearSystem, rows: [Int], reading: LinearSystem.Reading) {
        guard !LinearSystem.exceedsLimit(rows.count) else {
            solved = nil
            outcome = system.feasibility(of: rows, reading: reading)
            return
        }
        var simplex = PhaseOneSimplex(system: system, rows: rows, reading: reading)
        outcome = simplex.solve()
        solved = simplex
    }

    /// What the rows are without `row`.
    package func outcome(without row: Int) -> Feasibility { outcome(without: [row]) }

    /// What the rows are without `rows` (a content size's two bounds, say).
    package func outcome(without rows: [Int]) -> Feasibility {
        guard var trial = solved else { return outcome }
        for row in rows { trial.relax(row) }
        return trial.solve()
    }

    /// Whether the rows hold without `row`; `nil` when it could not be settled.
    package func holds(without row: Int) -> Bool? { holds(without: [row]) }

    /// Whether the rows hold without `rows`; `nil` when it could not be settled.
    package func holds(without rows: [Int]) -> Bool? {
        switch outcome(without: rows) {
        case .feasible: return true
        case .infeasible: return false
        case .notSettled: return nil
        }
    }
}

extension LinearSystem {
    /// Multipliers `μ` such that `Σ μ × row's terms` is `target`, over equations among `rows`:
    /// how `target` follows from them, so that its value is `Σ μ × constant`. `nil` when the
    /// equations do not determine it.
    package func combination(of target: [Int: Double], from rows: [Int]) -> [Int: Double]? {
        let equations = rows.filter { self.rows[$0].relation == .equal }
        // Eliminate the equations one by one, each keeping the combination of rows it stands for.
        var basis: [(pivot: Int, terms: [Int: Double], combination: [Int: Double])] = []
        for row in equations {
            var terms = self.rows[row].terms
            var combination: [Int: Double] = [row: 1]
            for entry in basis {
                guard let value = terms[entry.pivot], value != 0 else { continue }
                Self.subtract(&terms, entry.terms, times: value)
                Self.subtract(&combination, entry.combination, times: value)
            }
            guard let (pivot, value) = terms.max(by: { (abs($0.value), $1.key) < (abs($1.value), $0.key) }),
                abs(value) > EngineTolerance.relative
            else { continue }
            terms = terms.mapValues { $0 / value }
            combination = combination.mapValues { $0 / value }
            for index in basis.indices {
                guard let here = basis[index].terms[pivot], here != 0 else { continue }
                Self.subtract(&basis[index].terms, terms, times: here)
                Self.subtract(&basis[index].combination, combination, times: here)
            }
            basis.append((pivot, terms, combination))
        }
        var remaining = target
        var result: [Int: Double] = [:]
        for entry in basis {
            guard let value = remaining[entry.pivot], value != 0 else { continue }
            Self.subtract(&remaining, entry.terms, times: value)
            for (row, weight) in entry.combination { result[row, default: 0] += weight * value }
        }
        guard remaining.values.allSatisfy({ abs($0) < EngineTolerance.relative }) else { return nil }
        return result.filter { abs($0.value) > EngineTolerance.combinationWeight }
    }

    private static func subtract(_ terms: inout [Int: Double], _ other: [Int: Double], times factor: Double) {
        for (key, value) in other {
            let updated = (terms[key] ?? 0) - factor * value
            terms[key] = abs(updated) < EngineTolerance.combinationWeight ? nil : updated
        }
    }
}
