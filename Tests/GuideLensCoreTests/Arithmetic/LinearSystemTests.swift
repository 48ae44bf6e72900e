import GuideLensTestSupport
import Testing

@testable import GuideLensCore

/// The one linear engine: every answer it gives is checked here by other means — a point
/// against every row, a proof re-added term by term, and, for small systems, a second solver
/// (``EliminationOracle``) that shares no code with it.
@Suite("Linear engine")
struct LinearSystemTests {
    /// A random system of `rows` rows over `unknowns` unknowns: small whole and fractional
    /// coefficients (0.5, 0.25, 2: a multiplier), `=` and `≥` (a `≤` is a negated `≥`), some
    /// unknowns at least 0, constants that sometimes round to their printed precision.
    static func randomSystem(_ generator: inout SeededGenerator, unknowns: Int, rows: Int) -> LinearSystem {
        var system = LinearSystem()
        for _ in 0..<unknowns { _ = system.addUnknown(nonNegative: Bool.random(using: &generator)) }
        let coefficients: [Double] = [1, -1, 1, -1, 0.5, -0.5, 2, -0.25]
        for _ in 0..<rows {
            var terms: [Int: Double] = [:]
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                terms[Int.random(in: 0..<unknowns, using: &generator)] =
                    coefficients[Int.random(in: 0..<coefficients.count, using: &generator)]
            }
            let scale = [1, 0.5, 1.25][Int.random(in: 0..<3, using: &generator)]
            let constant = Double(Int.random(in: -20...20, using: &generator)) * scale
            system.rows.append(
                LinearSystem.Row(
                    terms: terms, relation: Bool.random(using: &generator) ? .equal : .atLeast,
                    constant: constant,
                    rounding: PrintedPrecision.halfUnit(of: constant)))
        }
        return system
    }

    @Test("on 3,000 random small systems the engine agrees with elimination, and each answer checks out")
    func agreesWithElimination() throws {
        var generator = SeededGenerator(seed: 0x5eed_2026)
        var counts = (feasible: 0, infeasible: 0)
        for round in 0..<3_000 {
            let system = Self.randomSystem(
                &generator, unknowns: Int.random(in: 1...4, using: &generator),
                rows: Int.random(in: 1...6, using: &generator))
            let expected = EliminationOracle.holds(system)
            switch system.feasibility() {
            case .feasible(let point):
                #expect(expected, "round \(round): the engine found values elimination says cannot exist")
                #expect(EliminationOracle.satisfies(point, system), "round \(round): \(point) misses a row")
                counts.feasible += 1
            case .infeasible(let contradiction):
                #expect(!expected, "round \(round): the engine proved a contradiction in rows that hold")
                #expect(
                    EliminationOracle.contradicts(contradiction.multipliers, system),
                    "round \(round): \(contradiction.multipliers) do not add up to a contradiction")
                // A proof is scaled so that its largest multiplier is 1 or -1.
                let largest = contradiction.multipliers.values.map(abs).max() ?? 0
                #expect(abs(largest - 1) < 1e-12, "round \(round): largest multiplier \(largest)")
                counts.infeasible += 1
            case .notSettled(let reason):
                Issue.record("round \(round) (seed 0x5eed_2026) not settled: \(reason)")
            }
        }
        // Both answers occur often enough for the agreement to mean something.
        #expect(counts.feasible > 500 && counts.infeasible > 500, "\(counts)")
    }

    @Test(
        "every reading agrees with elimination under the same reading",
        arguments: [
            LinearSystem.Reading.exact, .widened, .tightened,
        ])
    func readings(reading: LinearSystem.Reading) {
        var generator = SeededGenerator(seed: 0xabc)
        for round in 0..<600 {
            let system = Self.randomSystem(
                &generator, unknowns: 3, rows: Int.random(in: 2...5, using: &generator))
            let expected = EliminationOracle.holds(system, reading: reading)
            switch system.feasibility(reading: reading) {
            case .feasible(let point):
                #expect(
                    expected && EliminationOracle.satisfies(point, system, reading: reading), "round \(round)"
                )
            case .infeasible(let contradiction):
                #expect(
                    !expected
                        && EliminationOracle.contradicts(contradiction.multipliers, system, reading: reading),
                    "round \(round)")
                // Scaled so that the largest multiplier is 1 or -1, with an equation's two ends too.
                let largest = contradiction.multipliers.values.map(abs).max() ?? 0
                #expect(abs(largest - 1) < 1e-12, "round \(round): largest multiplier \(largest)")
            case .notSettled(let reason): Issue.record("round \(round): \(reason)")
            }
        }
    }

    /// `x₀ ≥ a`, `x₁ − x₀ ≥ b`, …, `x_n ≤ limit`: a chain of lower bounds against a ceiling.
    static func chain(links: Int, step: Double, limit: Double) -> LinearSystem {
        var system = LinearSystem()
        var previous: Int?
        for _ in 0...links {
            let next = system.addUnknown(nonNegative: false)
            if let previous {
                system.rows.append(.init(terms: [next: 1, previous: -1], relation: .atLeast, constant: step))
            } else {
                system.rows.append(.init(terms: [next: 1], relation: .equal, constant: 0))
            }
            previous = next
        }
        system.rows.append(.init(terms: [previous ?? 0: -1], relation: .atLeast, constant: -limit))
        return system
    }

    @Test("a chain of n links of 8 against a ceiling: one unit short is proved with every link weighed once")
    func chainBoundary() throws {
        for links in [1, 2, 10, 100, 300] {
            let fits = Self.chain(links: links, step: 8, limit: Double(links * 8))
            let short = Self.chain(links: links, step: 8, limit: Double(links * 8 - 1))
            let point = try #require(
                { if case .feasible(let point) = fits.feasibility() { return point } else { return nil } }())
            #expect(EliminationOracle.satisfies(point, fits))
            let proof = try #require(short.feasibility().contradiction, "\(links) links")
            #expect(proof.rows.count == links + 2)
            #expect(proof.multipliers.values.allSatisfy { abs(abs($0) - 1) < 1e-9 })
            #expect(abs(proof.margin - 1) < 1e-9)
        }
    }

    @Test("a size of -1 is a contradiction only because sizes are at least 0")
    func nonNegativeUnknowns() {
        var sized = LinearSystem()
        let width = sized.addUnknown(nonNegative: true)
        sized.rows = [.init(terms: [width: 1], relation: .equal, constant: -1)]
        #expect(sized.feasibility().contradiction != nil)
        var positioned = LinearSystem()
        let left = positioned.addUnknown(nonNegative: false)
        positioned.rows = [.init(terms: [left: 1], relation: .equal, constant: -1)]
        #expect(positioned.feasibility().isFeasible)
    }

    @Test("printed rounding: a miss of one printed unit conflicts, a miss within rounding holds widened")
    func rounding() throws {
        func widths(_ first: Double, _ second: Double) -> LinearSystem {
            var system = LinearSystem()
            let width = system.addUnknown(nonNegative: true)
            for value in [first, second] {
                system.rows.append(
                    .init(
                        terms: [width: 1], relation: .equal, constant: value,
                        rounding: PrintedPrecision.halfUnit(of: value)))
            }
            return system
        }
        // 100 and 100.001: one unit of the sixth digit apart — no unrounded values make them one.
        let apart = try #require(widths(100, 100.001).feasibility(reading: .widened).contradiction)
        #expect(apart.isBeyondRounding)
        // 33.3333 × 3 against 100: 99.9999, within the rounding of four printed numbers.
        var thirds = LinearSystem()
        let parts = (0..<3).map { _ in thirds.addUnknown(nonNegative: true) }
        for part in parts {
            thirds.rows.append(
                .init(terms: [part: 1], relation: .equal, constant: 33.3333, rounding: 0.00005))
        }
        thirds.rows.append(
            .init(
                terms: Dictionary(uniqueKeysWithValues: parts.map { ($0, 1.0) }), relation: .equal,
                constant: 100,
                rounding: 0.0005))
        let exact = try #require(thirds.feasibility(reading: .exact).contradiction)
        #expect(!exact.isBeyondRounding)
        #expect(thirds.feasibility(reading: .widened).isFeasible)
        // A lower bound met exactly holds as written, and not with the rounding taken off it.
        var tight = LinearSystem()
        let height = tight.addUnknown(nonNegative: true)
        tight.rows = [
            .init(terms: [height: 1], relation: .equal, constant: 44, rounding: 0.00005),
            .init(terms: [height: 1], relation: .atLeast, constant: 44, rounding: 0.00005),
        ]
        #expect(tight.feasibility(reading: .exact).isFeasible)
        #expect(tight.feasibility(reading: .tightened).contradiction != nil)
    }

    @Test("half a unit in the sixth significant digit, at every scale and on both sides of a power of ten")
    func halfUnits() {
        expectEqual(PrintedPrecision.halfUnit(of: 0), 0)
        expectEqual(PrintedPrecision.halfUnit(of: .infinity), 0)
        #expect(abs(PrintedPrecision.halfUnit(of: 1) - 0.000005) < 1e-15)
        #expect(abs(PrintedPrecision.halfUnit(of: 8) - 0.000005) < 1e-15)
        // Rounding up across a power of ten below 1e6 and below 1: the printed value's exponent.
        #expect(abs(PrintedPrecision.halfUnit(of: 99_999.97) - 0.5) < 1e-9)  // printed 100000
        #expect(abs(PrintedPrecision.halfUnit(of: 99_999.94) - 0.05) < 1e-9)  // printed 99999.9
        #expect(abs(PrintedPrecision.halfUnit(of: 0.099_999_99) - 0.000_000_5) < 1e-15)  // printed 0.1
        #expect(abs(PrintedPrecision.halfUnit(of: -8) - 0.000005) < 1e-15)
        #expect(abs(PrintedPrecision.halfUnit(of: 133.333) - 0.0005) < 1e-12)
        #expect(abs(PrintedPrecision.halfUnit(of: 99.9999) - 0.00005) < 1e-12)
        #expect(abs(PrintedPrecision.halfUnit(of: 100) - 0.0005) < 1e-12)
        #expect(abs(PrintedPrecision.halfUnit(of: 0.333333) - 0.0000005) < 1e-15)
        #expect(abs(PrintedPrecision.halfUnit(of: 999_999.7) - 5) < 1e-9)  // printed 1e+06: a unit of 10
        #expect(abs(PrintedPrecision.halfUnit(of: 999_999.4) - 0.5) < 1e-9)  // printed 999999
        #expect(abs(PrintedPrecision.halfUnit(of: 2.22507e-308) / 2.22507e-308 - 0.5e-5 / 2.22507) < 1e-6)
    }

    @Test("relaxing rows of a solved table answers as solving without them from scratch")
    func removalFromSolvedTable() {
        var generator = SeededGenerator(seed: 77)
        for round in 0..<400 {
            let system = Self.randomSystem(
                &generator, unknowns: 3, rows: Int.random(in: 2...6, using: &generator))
            let rows = Array(system.rows.indices)
            let removal = RowRemoval(system: system, rows: rows, reading: .exact)
            for row in rows {
                let fresh = system.feasibility(of: rows.filter { $0 != row }).isFeasible
                expectEqual(removal.holds(without: row), fresh, "round \(round), row \(row)")
                // A row named twice is relaxed once.
                expectEqual(removal.holds(without: [row, row]), fresh, "round \(round), row \(row) twice")
            }
        }
    }

    @Test("a minimal conflict cannot hold, and each of its proper subsets can")
    func minimalConflicts() throws {
        var generator = SeededGenerator(seed: 4242)
        var checked = 0
        for _ in 0..<800 {
            let system = Self.randomSystem(
                &generator, unknowns: 3, rows: Int.random(in: 3...7, using: &generator))
            let rows = Array(system.rows.indices)
            guard let proof = system.feasibility().contradiction else { continue }
            let (members, contradiction) = try #require(
                system.minimalConflict(in: rows, from: proof, reading: .exact))
            #expect(EliminationOracle.contradicts(contradiction.multipliers, system))
            #expect(!system.feasibility(of: members).isFeasible)
            for member in members {
                #expect(system.feasibility(of: members.filter { $0 != member }).isFeasible)
            }
            checked += 1
        }
        #expect(checked > 200)
    }

    /// The rows a deletion filter keeps when each question is asked of a fresh table: every row
    /// tried in turn, latest first (the listed rows, then the assumptions), and left out when the
    /// rest still cannot hold.
    static func deletionFilter(_ system: LinearSystem, rows: [Int]) -> [Int] {
        var kept = Set(rows)
        let order =
            rows.filter { !system.rows[$0].isAssumption }.sorted(by: >)
            + rows.filter { system.rows[$0].isAssumption }.sorted(by: >)
        for candidate in order
        where !system.feasibility(of: kept.subtracting([candidate]).sorted()).isFeasible {
            kept.remove(candidate)
        }
        return kept.sorted()
    }

    @Test("the minimal conflict shown is the deletion filter's, whatever proof the search starts from")
    func minimalConflictIsTheFiltersAnswer() throws {
        var generator = SeededGenerator(seed: 2611)
        var checked = (all: 0, withAChoice: 0)
        for round in 0..<600 {
            var system = Self.randomSystem(
                &generator, unknowns: 3, rows: Int.random(in: 4...8, using: &generator))
            // Some rows are assumptions (a view's logged size): never members, but filtered too.
            for index in system.rows.indices where Int.random(in: 0..<5, using: &generator) == 0 {
                system.rows[index].isAssumption = true
            }
            let rows = Array(system.rows.indices)
            guard let first = system.feasibility().contradiction else { continue }
            let expected = Self.deletionFilter(system, rows: rows)
            // Another start: the proof of the rows in another order, which the table may find
            // by another path.
            let other = try #require(system.feasibility(of: rows.reversed()).contradiction)
            for start in [first, other] {
                let (members, proof) = try #require(
                    system.minimalConflict(in: rows, from: start, reading: .exact))
                #expect(members == expected.filter { !system.rows[$0].isAssumption }, "round \(round)")
                // The proof of a minimal set is the only one there is, up to its scale: the
                // same as a fresh table's for exactly those rows.
                let fresh = try #require(system.feasibility(of: expected).contradiction)
                expectEqual(proof.rows, expected, "round \(round)")
                for (row, multiplier) in fresh.multipliers {
                    #expect(
                        abs((proof.multipliers[row] ?? 0) - multiplier) < 1e-9, "round \(round), row \(row)")
                }
            }
            checked.all += 1
            if first.rows != expected { checked.withAChoice += 1 }
        }
        // Enough systems where the first proof is not yet the answer for this to mean something.
        #expect(checked.all > 150 && checked.withAChoice > 50, "\(checked)")
    }

    @Test("an equation a multiplier leaves to other rows is followed back to them")
    func combinations() throws {
        // a = 600; b − a = 0 (b follows a); c − 0.25 b = 0
        var system = LinearSystem()
        let a = system.addUnknown(nonNegative: true)
        let b = system.addUnknown(nonNegative: true)
        let c = system.addUnknown(nonNegative: true)
        system.rows = [
            .init(terms: [a: 1], relation: .equal, constant: 600),
            .init(terms: [b: 1, a: -1], relation: .equal, constant: 0),
            .init(terms: [c: 1, b: -0.25], relation: .equal, constant: 0),
            .init(terms: [c: 1], relation: .atLeast, constant: 1),
        ]
        let combination = try #require(system.combination(of: [b: 1], from: [0, 1, 3]))
        expectEqual(combination.keys.sorted(), [0, 1])
        #expect(abs(combination.reduce(0) { $0 + $1.value * system.rows[$1.key].constant } - 600) < 1e-9)
        // A lower bound fixes nothing, and an unknown no equation reaches is not determined.
        expectEqual(system.combination(of: [c: 1], from: [3]), nil)
        expectEqual(system.combination(of: [b: 1], from: [0]), nil)
    }

    @Test("what it cannot settle it says: too many rows, a number that is not finite")
    func notSettled() {
        var large = LinearSystem()
        let unknown = large.addUnknown(nonNegative: false)
        large.rows = Array(
            repeating: .init(terms: [unknown: 1], relation: .atLeast, constant: 1),
            count: LinearSystem.rowLimit + 1)
        guard case .notSettled(let reason) = large.feasibility() else {
            Issue.record("a system past the limit was answered")
            return
        }
        expectEqual(reason, .tooManyRows(count: LinearSystem.rowLimit + 1, limit: LinearSystem.rowLimit))
        #expect(reason.description.contains("\(LinearSystem.rowLimit)"))
        var infinite = LinearSystem()
        let other = infinite.addUnknown(nonNegative: false)
        infinite.rows = [.init(terms: [other: 1], relation: .atLeast, constant: .infinity)]
        guard case .notSettled = infinite.feasibility() else {
            Issue.record("an infinite constant was answered")
            return
        }
        // The limit itself is still answered; one row more is not.
        #expect(!LinearSystem.exceedsLimit(LinearSystem.rowLimit))
        #expect(LinearSystem.exceedsLimit(LinearSystem.rowLimit + 1))
    }
}
