@testable import GuideLensCore

/// A second, independent answer to "can these rows hold together?" for small systems: Fourier–
/// Motzkin elimination, exact for any system it finishes (it eliminates one unknown at a time,
/// combining every lower bound with every upper bound). Too slow for real layouts — its rows
/// multiply — but it shares no code with the engine, so the two agreeing on thousands of small
/// systems is evidence that the engine is right.
enum EliminationOracle {
    private struct Inequality {
        var terms: [Int: Double]
        var constant: Double  // Σ terms ≥ constant
    }

    /// Whether `rows` of `system` hold, with every constant read as `reading` says.
    static func holds(_ system: LinearSystem, reading: LinearSystem.Reading = .exact) -> Bool {
        var inequalities: [Inequality] = []
        for row in system.rows {
            let (lower, upper) = LinearSystem.bounds(of: row, reading: reading)
            inequalities.append(Inequality(terms: row.terms, constant: lower))
            if let upper {
                inequalities.append(Inequality(terms: row.terms.mapValues { -$0 }, constant: -upper))
            }
        }
        for (unknown, nonNegative) in system.isNonNegative.enumerated() where nonNegative {
            inequalities.append(Inequality(terms: [unknown: 1], constant: 0))
        }
        for unknown in system.isNonNegative.indices {
            let upper = inequalities.filter { ($0.terms[unknown] ?? 0) > 1e-12 }
            let lower = inequalities.filter { ($0.terms[unknown] ?? 0) < -1e-12 }
            var next = inequalities.filter { abs($0.terms[unknown] ?? 0) <= 1e-12 }
            for first in upper {
                for second in lower {
                    let a = first.terms[unknown] ?? 0
                    let b = -(second.terms[unknown] ?? 0)
                    var terms: [Int: Double] = [:]
                    for (key, value) in first.terms { terms[key, default: 0] += value * b }
                    for (key, value) in second.terms { terms[key, default: 0] += value * a }
                    terms[unknown] = nil
                    next.append(
                        Inequality(
                            terms: terms.filter { abs($0.value) > 1e-12 },
                            constant: first.constant * b + second.constant * a))
                }
            }
            inequalities = next.map { inequality in
                var copy = inequality
                copy.terms[unknown] = nil
                return copy
            }
        }
        // Every unknown is gone: each row reads 0 ≥ constant.
        return inequalities.allSatisfy { $0.constant <= 1e-9 * max(1, abs($0.constant)) }
    }

    /// Whether `point` satisfies every row of `system` (within a hair of rounding in the arithmetic).
    static func satisfies(_ point: [Double], _ system: LinearSystem, reading: LinearSystem.Reading = .exact)
        -> Bool
    {
        for (unknown, nonNegative) in system.isNonNegative.enumerated()
        where nonNegative && point[unknown] < -1e-9 {
            return false
        }
        return system.rows.allSatisfy { row in
            let value = row.terms.reduce(0) { $0 + $1.value * point[$1.key] }
            let (lower, upper) = LinearSystem.bounds(of: row, reading: reading)
            let tolerance = 1e-7 * max(1, abs(value), abs(lower))
            return value >= lower - tolerance && (upper.map { value <= $0 + tolerance } ?? true)
        }
    }

    /// Whether `multipliers` add the rows of `system` up to a contradiction: recomputed here,
    /// term by term, without the engine's own check.
    static func contradicts(
        _ multipliers: [Int: Double], _ system: LinearSystem, reading: LinearSystem.Reading = .exact
    ) -> Bool {
        var combined = Array(repeating: 0.0, count: system.isNonNegative.count)
        var constant = 0.0
        for (index, multiplier) in multipliers {
            let row = system.rows[index]
            if row.relation == .atLeast && multiplier < -1e-12 { return false }
            for (unknown, value) in row.terms { combined[unknown] += multiplier * value }
            let (lower, upper) = LinearSystem.bounds(of: row, reading: reading)
            constant += multiplier * (multiplier < 0 ? (upper ?? lower) : lower)
        }
        for (unknown, value) in combined.enumerated() {
            if system.isNonNegative[unknown] ? value > 1e-7 : abs(value) > 1e-7 { return false }
        }
        return constant > 1e-9
    }
}
