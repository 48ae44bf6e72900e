import GuideLensTestSupport
import Testing

@testable import GuideLensCore

/// The engine's objective: the values UIKit's engine chooses when optional constraints pull on
/// the same unknowns. Each answer is checked against an independent solver on random small
/// systems (``PriorityOracle``), and the rule's edges — one higher priority against many lower,
/// a tie, misses adding up within a tier — are pinned on both sides.
@Suite("Linear engine: priorities solved")
struct PrioritySolverTests {
    typealias Goal = LinearSystem.Goal

    /// `Σ terms ≥ constant` (or `=`) at `priority`.
    static func goal(
        _ terms: [Int: Double], _ relation: LinearSystem.Row.Relation, _ constant: Double, at priority: Double
    ) -> Goal {
        Goal(row: LinearSystem.Row(terms: terms, relation: relation, constant: constant), priority: priority)
    }

    /// `Σ terms = constant` at `priority`.
    static func goal(_ terms: [Int: Double], _ constant: Double, at priority: Double) -> Goal {
        goal(terms, .equal, constant, at: priority)
    }

    static func solved(
        _ system: LinearSystem, _ goals: [Goal], reading: LinearSystem.PriorityReading = .tiers
    )
        throws -> PrioritySolution
    {
        let outcome = system.solvePriorities(goals, reading: reading)
        guard case .solved(let solution) = outcome else {
            Issue.record("not solved: \(outcome)")
            throw CancellationError()
        }
        return solution
    }

    /// One unknown, free.
    static var line: LinearSystem {
        var system = LinearSystem()
        _ = system.addUnknown(nonNegative: false)
        return system
    }

    @Test(
        "a higher priority is met first: one at 999 against two at 750, and the two when they outweigh as numbers"
    )
    func higherFirst() throws {
        let goals = [
            Self.goal([0: 1], 100.5, at: 999), Self.goal([0: 1], 200.25, at: 750),
            Self.goal([0: 1], 200.25, at: 750),
        ]
        let tiers = try Self.solved(Self.line, goals)
        #expect(abs(tiers.point[0] - 100.5) < 1e-9)
        #expect(tiers.misses.map { ($0 * 1000).rounded() / 1000 } == [0, 99.75, 99.75])
        expectEqual(tiers.priorities, [999, 750])
        // As numbers, 750 × 2 outweighs 999: the reading UIKit does not use lands elsewhere.
        let weights = try Self.solved(Self.line, goals, reading: .weights)
        #expect(abs(weights.point[0] - 200.25) < 1e-9)
        // With one at 750 the numbers agree with the tiers (999 > 750): the boundary.
        let single = try Self.solved(Self.line, Array(goals.prefix(2)), reading: .weights)
        #expect(abs(single.point[0] - 100.5) < 1e-9)
    }

    @Test(
        "an equation listed twice over (x + y = 2.5 and 2x + 2y = 5) still solves: x to its 5.25, y misses by 4.5"
    )
    func redundantEquations() throws {
        var system = LinearSystem()
        let x = system.addUnknown(nonNegative: false)
        let y = system.addUnknown(nonNegative: false)
        system.rows = [
            LinearSystem.Row(terms: [x: 1, y: 1], relation: .equal, constant: 2.5),
            LinearSystem.Row(terms: [x: 2, y: 2], relation: .equal, constant: 5),
            LinearSystem.Row(terms: [x: 1], relation: .atLeast, constant: -10),
        ]
        // x = 5.25 at 750 is met, so y = 2.5 − 5.25 = −2.75, which misses y = 1.75 (at 250) by 4.5.
        let goals = [Self.goal([x: 1], 5.25, at: 750), Self.goal([y: 1], 1.75, at: 250)]
        let solution = try Self.solved(system, goals)
        #expect(abs(solution.point[x] - 5.25) < 1e-9 && abs(solution.point[y] + 2.75) < 1e-9)
        #expect(solution.misses.map { ($0 * 1000).rounded() / 1000 } == [0, 4.5])
        // The value's range over the best points is that one point.
        let range = solution.range(of: [y: 1])
        #expect(
            range.lower.map { abs($0 + 2.75) < 1e-9 } == true
                && range.upper.map { abs($0 + 2.75) < 1e-9 } == true)
    }

    @Test("within a tier the misses add up: two at 100 and one at 200 give 100; one each is a tie")
    func missesAddUp() throws {
        let three = [
            Self.goal([0: 1], 100, at: 500), Self.goal([0: 1], 100, at: 500), Self.goal([0: 1], 200, at: 500),
        ]
        let median = try Self.solved(Self.line, three)
        #expect(abs(median.point[0] - 100) < 1e-9)
        let range = median.range(of: [0: 1])
        #expect(
            range.lower.map { abs($0 - 100) < 1e-9 } == true
                && range.upper.map { abs($0 - 100) < 1e-9 } == true)
        let two = try Self.solved(Self.line, [three[0], three[2]])
        let tie = two.range(of: [0: 1])
        #expect(
            tie.lower.map { abs($0 - 100) < 1e-9 } == true && tie.upper.map { abs($0 - 200) < 1e-9 } == true)
        #expect(two.point[0] >= 100 - 1e-9 && two.point[0] <= 200 + 1e-9)
    }

    @Test("an inequality goal that holds misses nothing; one that cannot misses by its shortfall")
    func inequalityGoals() throws {
        var system = Self.line
        // a ≤ 50, required.
        system.rows.append(LinearSystem.Row(terms: [0: -1], relation: .atLeast, constant: -50))
        let solution = try Self.solved(
            system, [Self.goal([0: 1], .atLeast, 30, at: 750), Self.goal([0: 1], .atLeast, 80.5, at: 250)])
        expectEqual(solution.misses[0], 0)
        #expect(abs(solution.misses[1] - 30.5) < 1e-9)
        #expect(abs(solution.point[0] - 50) < 1e-9)
    }

    @Test("a content size between a required row and its priorities: hugging at 251 loses to a required gap")
    func contentSize() throws {
        // label.left = 16 (given), label.right + 8 ≤ 200 required, width ≤ 104 at 251 (hugging),
        // width ≥ 104 at 750 (compression resistance), label.right = 200 − 8 at 250 (pinned trailing).
        var system = LinearSystem()
        let width = system.addUnknown(nonNegative: true)
        system.rows.append(
            LinearSystem.Row(terms: [width: -1], relation: .atLeast, constant: -(200 - 8 - 16)))
        let goals = [
            Self.goal([width: -1], .atLeast, -104, at: 251), Self.goal([width: 1], .atLeast, 104, at: 750),
            Self.goal([width: 1], .equal, 200 - 8 - 16, at: 250),
        ]
        let solution = try Self.solved(system, goals)
        #expect(abs(solution.point[width] - 104) < 1e-9)
        #expect(solution.misses[0] == 0 && solution.misses[1] == 0 && abs(solution.misses[2] - 72) < 1e-9)
        // Hugging below the pin's priority: the pin wins and the label stretches.
        var lower = goals
        lower[0].priority = 249
        let stretched = try Self.solved(system, lower)
        #expect(abs(stretched.point[width] - 176) < 1e-9 && abs(stretched.misses[0] - 72) < 1e-9)
    }

    @Test("required rows that cannot hold give their proof, not values")
    func requiredConflict() {
        var system = Self.line
        system.rows.append(LinearSystem.Row(terms: [0: 1], relation: .equal, constant: 10))
        system.rows.append(LinearSystem.Row(terms: [0: 1], relation: .equal, constant: 20))
        guard case .infeasible(let proof) = system.solvePriorities([Self.goal([0: 1], 15, at: 500)]) else {
            Issue.record("a conflict among required rows was solved")
            return
        }
        expectEqual(proof.rows, [0, 1])
    }

    @Test("what it cannot settle it says: too many rows, a goal that is not finite")
    func unsettled() {
        let many = Array(repeating: Self.goal([0: 1], 1, at: 500), count: LinearSystem.rowLimit + 1)
        guard case .notSettled(.tooManyRows) = Self.line.solvePriorities(many) else {
            Issue.record("past the limit was answered")
            return
        }
        guard
            case .notSettled(.notFinite) = Self.line.solvePriorities([Self.goal([0: 1], .infinity, at: 500)])
        else {
            Issue.record("an infinite goal was answered")
            return
        }
        // Required rows and goals count together: one row and one goal fewer than past the limit
        // are past it too. (The limit itself is not past it: `LinearSystemTests`, and a system
        // of that size is solved in the benchmarks, not here.)
        var withRow = Self.line
        withRow.rows.append(LinearSystem.Row(terms: [0: 1], relation: .atLeast, constant: 0))
        let goals = Array(repeating: Self.goal([0: 1], 1, at: 500), count: LinearSystem.rowLimit)
        guard case .notSettled(.tooManyRows(let count, _)) = withRow.solvePriorities(goals),
            count == LinearSystem.rowLimit + 1
        else {
            Issue.record("rows and goals past the limit together were answered")
            return
        }
        #expect(withRow.solvePriorities(Array(goals.prefix(3))).solution != nil)
    }

    @Test("the optimum's check fails for a point that is not best in a lower tier, and holds once it is")
    func certificate() {
        var system = LinearSystem()
        let a = system.addUnknown(nonNegative: false)
        let b = system.addUnknown(nonNegative: false)
        system.rows.append(LinearSystem.Row(terms: [a: 1, b: 1], relation: .equal, constant: 10))
        let goals = [Self.goal([a: 1], 3, at: 750), Self.goal([b: 1], 2, at: 250)]
        let tiers: [[Int: Double]] = [[0: 1], [1: 1]]
        var whole = LexicographicSimplex(system: system, goals: goals, tiers: tiers)
        #expect(whole.solve() == .solved && whole.certificate())
        #expect(abs(whole.point[a] - 3) < 1e-9 && abs(whole.point[b] - 7) < 1e-9)
        // Tiers the other way round: b = 2 first, and a = 8 misses its 3 by 5.
        var reversed = LexicographicSimplex(system: system, goals: goals, tiers: [[1: 1], [0: 1]])
        #expect(reversed.solve() == .solved && reversed.certificate())
        #expect(abs(reversed.point[b] - 2) < 1e-9)
        // Random systems settled in their first tier only: wherever a lower tier is not at its
        // best, the check fails; it holds on every full solve.
        var generator = SeededGenerator(seed: 0xce27)
        var caught = 0
        for round in 0..<400 {
            let unknowns = Int.random(in: 1...3, using: &generator)
            let system = LinearSystemTests.randomSystem(&generator, unknowns: unknowns, rows: 1)
            let goals = Self.randomGoals(&generator, unknowns: unknowns)
            guard system.feasibility(reading: .exact).isFeasible else { continue }
            let priorities = Array(Set(goals.map(\.priority))).sorted(by: >)
            let tiers = priorities.map { priority in
                Dictionary(
                    uniqueKeysWithValues: goals.indices.filter { goals[$0].priority == priority }.map {
                        ($0, 1.0)
                    })
            }
            var full = LexicographicSimplex(system: system, goals: goals, tiers: tiers)
            guard full.solve() == .solved else { continue }
            #expect(full.certificate(), "round \(round): a full solve failed its check")
            var partial = LexicographicSimplex(system: system, goals: goals, tiers: tiers)
            guard partial.solve(lastTier: 0) == .solved else { continue }
            let behind = zip(partial.tierErrors, full.tierErrors).contains {
                $0 > $1 + 1e-6 * max(1, abs($1))
            }
            if behind {
                caught += 1
                #expect(
                    !partial.certificate(), "round \(round): a point behind in a lower tier passed its check")
            }
        }
        #expect(caught > 10)
    }

    /// A random system with goals: the required rows of ``LinearSystemTests/randomSystem`` and up
    /// to four goals at priorities drawn from three.
    static func randomGoals(_ generator: inout SeededGenerator, unknowns: Int) -> [Goal] {
        (0..<Int.random(in: 1...4, using: &generator)).map { _ in
            var terms: [Int: Double] = [:]
            for _ in 0..<Int.random(in: 1...2, using: &generator) {
                terms[Int.random(in: 0..<unknowns, using: &generator)] =
                    [1, -1, 0.5, 2][Int.random(in: 0..<4, using: &generator)]
            }
            return Self.goal(
                terms, Bool.random(using: &generator) ? .equal : .atLeast,
                Double(Int.random(in: -30...30, using: &generator))
                    * [1, 0.5, 0.25][Int.random(in: 0..<3, using: &generator)],
                at: [999, 750, 250][Int.random(in: 0..<3, using: &generator)])
        }
    }

    @Test(
        "on 400 random small systems each tier's miss and a value's range agree with elimination, as tiers and as weights"
    )
    func agreesWithOracle() throws {
        var generator = SeededGenerator(seed: 0x9_1a_2026)
        var compared = (tiers: 0, weights: 0, ranges: 0)
        for round in 0..<400 {
            let unknowns = Int.random(in: 1...3, using: &generator)
            let system = LinearSystemTests.randomSystem(
                &generator, unknowns: unknowns, rows: Int.random(in: 0...2, using: &generator))
            let goals = Self.randomGoals(&generator, unknowns: unknowns)
            guard EliminationOracle.holds(system) else {
                guard case .infeasible = system.solvePriorities(goals) else {
                    Issue.record("round \(round): required rows that cannot hold were solved")
                    continue
                }
                continue
            }
            for reading in [LinearSystem.PriorityReading.tiers, .weights] {
                guard let expected = PriorityOracle.tierMisses(system, goals, weights: reading == .weights)
                else {
                    continue
                }
                let outcome = system.solvePriorities(goals, reading: reading)
                guard case .solved(let solution) = outcome else {
                    Issue.record(
                        "round \(round) (seed 0x91a2026): the oracle solved what the engine did not: \(outcome)"
                    )
                    continue
                }
                #expect(
                    EliminationOracle.satisfies(solution.point, system),
                    "round \(round): a required row missed")
                let priorities = reading == .tiers ? Array(Set(goals.map(\.priority))).sorted(by: >) : [0]
                for (tier, priority) in priorities.enumerated() {
                    let found = goals.indices.reduce(0.0) { sum, index in
                        guard reading == .weights || goals[index].priority == priority else { return sum }
                        return sum + solution.misses[index]
                            * (reading == .weights ? goals[index].priority : 1)
                    }
                    #expect(
                        abs(found - expected[tier]) <= 1e-5 * max(1, abs(expected[tier])),
                        "round \(round) \(reading) tier \(tier): \(found) against \(expected[tier])")
                }
                if reading == .tiers { compared.tiers += 1 } else { compared.weights += 1 }
            }
            let target = [Int.random(in: 0..<unknowns, using: &generator): 1.0]
            if let expected = PriorityOracle.range(of: target, system, goals),
                let solution = system.solvePriorities(goals).solution
            {
                let found = solution.range(of: target)
                func same(_ a: Double?, _ b: Double?) -> Bool {
                    switch (a, b) {
                    case (nil, nil): true
                    // The oracle holds each tier a hair above its least (1e-9 of it), which lets a
                    // value it bounds move by about as much.
                    case (let a?, let b?): abs(a - b) <= 1e-5 * max(1, abs(b))
                    default: false
                    }
                }
                #expect(
                    same(found.lower, expected.lower) && same(found.upper, expected.upper),
                    "round \(round): range \(found) against \(expected)")
                compared.ranges += 1
            }
        }
        #expect(compared.tiers > 250 && compared.weights > 250 && compared.ranges > 200, "\(compared)")
    }
}
