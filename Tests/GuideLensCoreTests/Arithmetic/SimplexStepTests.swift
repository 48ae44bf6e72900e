import Testing

@testable import GuideLensCore

/// How the method counts its steps: when it gives up, and when it changes to the rule that
/// cannot cycle. A chain of `≥ 0` links held at 0 at one end is the layout's usual worst case:
/// every step but the last lowers nothing.
@Suite("Simplex steps")
struct SimplexStepTests {
    /// `x0 = 0`, `x(i+1) ≥ x(i)` for `links` links, and the last at most `ceiling`.
    static func chain(links: Int, ceiling: Double = 1) -> LinearSystem {
        var system = LinearSystem()
        let first = system.addUnknown(nonNegative: false)
        var previous = first
        for _ in 0..<links {
            let next = system.addUnknown(nonNegative: false)
            system.rows.append(.init(terms: [next: 1, previous: -1], relation: .atLeast, constant: 0))
            previous = next
        }
        system.rows.append(.init(terms: [first: 1], relation: .equal, constant: 0))
        system.rows.append(.init(terms: [previous: -1], relation: .atLeast, constant: -ceiling))
        return system
    }

    static func simplex(_ system: LinearSystem, stepLimit: Int? = nil) -> PhaseOneSimplex {
        var simplex = PhaseOneSimplex(system: system, rows: Array(system.rows.indices), reading: .exact)
        if let stepLimit { simplex.stepLimit = stepLimit }
        return simplex
    }

    @Test("a row that needs one exchange takes one step")
    func oneStep() {
        var system = LinearSystem()
        let x = system.addUnknown(nonNegative: false)
        system.rows = [.init(terms: [x: 1], relation: .atLeast, constant: 5.5)]
        var simplex = Self.simplex(system)
        expectEqual(simplex.stepsTaken, 0)
        #expect(simplex.solve().isFeasible)
        expectEqual(simplex.stepsTaken, 1)
        // No rows: nothing to exchange.
        var empty = PhaseOneSimplex(system: system, rows: [], reading: .exact)
        #expect(empty.solve().isFeasible)
        #expect(empty.stepsTaken == 0 && empty.stalledSteps == 0 && !empty.usesBlandsRule)
    }

    @Test("the step limit: a table that needs exactly the limit settles; one step fewer is not settled")
    func limitBoundary() {
        let system = Self.chain(links: 30)
        var free = Self.simplex(system)
        #expect(free.solve().isFeasible)
        let needed = free.stepsTaken
        #expect(needed > 30)
        var enough = Self.simplex(system, stepLimit: needed)
        #expect(enough.solve().isFeasible)
        var short = Self.simplex(system, stepLimit: needed - 1)
        guard case .notSettled(let reason) = short.solve() else {
            Issue.record("a table given one step fewer than it needs was answered")
            return
        }
        expectEqual(reason, .stepLimit(needed - 1))
        expectEqual(reason.description, "the arithmetic did not finish within \(needed - 1) steps")
        expectEqual(short.stepsTaken, needed)
    }

    @Test("the step limit grows with the table: a thousand, and fifty for each row and each column")
    func limitOfATable() {
        expectEqual(PhaseOneSimplex.stepLimit(rows: 0, columns: 0), 1_000)
        expectEqual(PhaseOneSimplex.stepLimit(rows: 3, columns: 7), 1_500)
        // A chain of 12 links: 14 rows; 13 unknowns, 12 slacks (the ≥ rows and the ceiling: 13),
        // one artificial per row.
        let simplex = Self.simplex(Self.chain(links: 12))
        expectEqual(simplex.stepLimit, PhaseOneSimplex.stepLimit(rows: 14, columns: 13 + 13 + 14))
    }

    @Test("after fifty steps in a row that lower nothing the rule that cannot cycle takes over, not before")
    func stallBoundary() {
        let system = Self.chain(links: 120)
        // A limit of n stops the method after n + 1 steps, none of which lowers anything here.
        var fifty = Self.simplex(system, stepLimit: 49)
        _ = fifty.solve()
        #expect(fifty.stepsTaken == 50 && fifty.stalledSteps == 50)
        #expect(!fifty.usesBlandsRule)
        var fiftyOne = Self.simplex(system, stepLimit: 50)
        _ = fiftyOne.solve()
        #expect(fiftyOne.stepsTaken == 51 && fiftyOne.stalledSteps == 51)
        #expect(fiftyOne.usesBlandsRule)
        // A short chain never stalls that long.
        var short = Self.simplex(Self.chain(links: 10))
        #expect(short.solve().isFeasible)
        #expect(!short.usesBlandsRule)
    }

    @Test("a step that lowers the sum starts the count of stalled steps again")
    func stallCountRestarts() {
        var simplex = Self.simplex(Self.chain(links: 120))
        #expect(simplex.solve().isFeasible)
        // The last step reaches the ceiling's row: it lowers the sum to 0.
        expectEqual(simplex.stalledSteps, 0)
        #expect(simplex.usesBlandsRule)
    }
}
