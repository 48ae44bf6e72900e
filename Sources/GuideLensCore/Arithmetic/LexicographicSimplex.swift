/// The simplex method with an objective in tiers: values that satisfy every required row and,
/// among those, make the errors of the highest tier as small as they go, then the next tier's
/// without giving any of the first back, and so on down — the order UIKit's engine solves
/// priorities in (``LinearSystem/solvePriorities(_:reading:)``).
///
/// Every unknown becomes one column (two when it may be negative: its positive and negative
/// parts), every lower bound a surplus column, every goal one error column per direction it can
/// miss in. Phase one finds values that satisfy the rows (artificial columns driven to 0, then
/// barred); phase two lowers each tier's errors in turn, letting a column enter only while it
/// costs nothing in the tiers already settled. The table keeps one row of reduced costs per tier,
/// so the end state carries its own proof of optimality: ``certificate()``.
struct LexicographicSimplex: Sendable {
    /// What a column stands for.
    enum Column: Hashable, Sendable {
        /// An unknown of the system, positively (`sign` 1) or its negative part (`sign` -1).
        case unknown(Int, sign: Double)
        /// The amount a lower bound holds by.
        case surplus(row: Int)
        /// How far goal `goal` misses upwards (`excess`) or downwards.
        case error(goal: Int, excess: Bool)
        /// Phase one's, barred once the rows hold.
        case artificial(row: Int)
    }

    /// A row as built, before any step: `Σ coefficient × column = constant`, with the constant at
    /// least 0 (the row negated where it was not).
    struct BuiltRow: Sendable {
        var entries: [(column: Int, value: Double)]
        var constant: Double
    }

    private(set) var columns: [Column] = []
    private var built: [BuiltRow] = []
    private var rowCount = 0
    private var columnCount = 0
    private var stride = 0
    private var table: [Double] = []
    /// One row of reduced costs per tier; the last entry of each is minus its value.
    private(set) var objectives: [[Double]] = []
    /// How small a reduced cost of each tier must be to count as 0: in proportion to its costs.
    private var tolerances: [Double] = []
    /// Each tier's cost per column, as built.
    private(set) var costs: [[Double]] = []
    private var basis: [Int] = []
    private var isBasic: [Bool] = []
    private var isBarred: [Bool] = []
    /// Rows that phase one showed to repeat others: no column can leave through them.
    private var isRedundant: [Bool] = []
    /// Steps taken, against ``stepLimit``.
    private(set) var stepsTaken = 0
    private let stepLimit: Int
    /// The unknowns of the system, each once.
    let unknownCount: Int
    /// The unknowns no row names: nothing bounds them but being at least 0, if they must be.
    private var absent: [Int: Bool] = [:]

    /// Steps in a row that may lower nothing before the rule that cannot cycle takes over.
    private static let stallLimit = 50

    /// A table for `required` rows (read exactly) and `goals`, whose error columns cost
    /// `weights[tier][goal]` in each tier.
    init(system: LinearSystem, goals: [LinearSystem.Goal], tiers: [[Int: Double]]) {
        unknownCount = system.isNonNegative.count
        var columnOfUnknown: [Int: (plus: Int, minus: Int?)] = [:]
        var kinds: [Column] = []
        func column(_ kind: Column) -> Int {
            kinds.append(kind)
            return kinds.count - 1
        }
        func unknownColumns(_ unknown: Int) -> (plus: Int, minus: Int?) {
            if let known = columnOfUnknown[unknown] { return known }
            let plus = column(.unknown(unknown, sign: 1))
            let minus = system.isNonNegative[unknown] ? nil : column(.unknown(unknown, sign: -1))
            columnOfUnknown[unknown] = (plus, minus)
            return (plus, minus)
        }
        func entries(_ terms: [Int: Double]) -> [(column: Int, value: Double)] {
            var result: [(column: Int, value: Double)] = []
            for unknown in terms.keys.sorted() {
                guard let value = terms[unknown], value != 0 else { continue }
                let (plus, minus) = unknownColumns(unknown)
                result.append((plus, value))
                if let minus { result.append((minus, -value)) }
            }
            return result
        }
        var rows: [BuiltRow] = []
        for (index, row) in system.rows.enumerated() {
            var items = entries(row.terms)
            if row.relation == .atLeast { items.append((column(.surplus(row: index)), -1)) }
            rows.append(BuiltRow(entries: items, constant: row.constant))
        }
        var errorColumns: [(goal: Int, column: Int)] = []
        for (index, goal) in goals.enumerated() {
            var items = entries(goal.row.terms)
            let row = system.rows.count + index
            if goal.row.relation == .atLeast {
                items.append((column(.surplus(row: row)), -1))
            } else {
                let excess = column(.error(goal: index, excess: true))
                items.append((excess, -1))
                errorColumns.append((index, excess))
            }
            let shortfall = column(.error(goal: index, excess: false))
            items.append((shortfall, 1))
            errorColumns.append((index, shortfall))
            rows.append(BuiltRow(entries: items, constant: goal.row.constant))
        }
        for index in rows.indices where rows[index].constant < 0 {
            rows[index].constant = -rows[index].constant
            rows[index].entries = rows[index].entries.map { ($0.column, -$0.value) }
        }
        for index in rows.indices {
            rows[index].entries.append((column(.artificial(row: index)), 1))
        }
        for unknown in 0..<unknownCount where columnOfUnknown[unknown] == nil {
            absent[unknown] = system.isNonNegative[unknown]
        }
        columns = kinds
        built = rows
        rowCount = rows.count
        columnCount = kinds.count
        stride = columnCount + 1
        stepLimit = PhaseOneSimplex.stepLimit(rows: rowCount, columns: columnCount) * max(1, tiers.count)
        table = Array(repeating: 0, count: rowCount * stride)
        basis = Array(repeating: 0, count: rowCount)
        isBasic = Array(repeating: false, count: columnCount)
        isBarred = Array(repeating: false, count: columnCount)
        isRedundant = Array(repeating: false, count: rowCount)
        for (index, row) in rows.enumerated() {
            for (column, value) in row.entries { table[index * stride + column] += value }
            table[index * stride + columnCount] = row.constant
            if let artificial = row.entries.last?.column {
                basis[index] = artificial
                isBasic[artificial] = true
            }
        }
        costs = tiers.map { weights in
            var cost = Array(repeating: 0.0, count: columnCount)
            for (goal, column) in errorColumns { cost[column] = weights[goal] ?? 0 }
            return cost
        }
    }

    // MARK: Solving

    /// How a solve ended.
    enum Outcome: Hashable, Sendable {
        /// Every tier is as low as it goes.
        case solved
        /// The required rows cannot hold (``LinearSystem/feasibility(of:reading:)`` gives the proof).
        case infeasible
        /// The method could not finish.
        case unsettled(UnsettledReason)
    }

    /// Runs phase one, then each tier in turn (up to `lastTier`, when given: the rest left as
    /// phase one found them, for the tests of ``certificate()``).
    mutating func solve(lastTier: Int? = nil) -> Outcome {
        var phaseOne = Array(repeating: 0.0, count: stride)
        for row in 0..<rowCount {
            for column in 0...columnCount where column == columnCount || !Self.isArtificial(columns[column]) {
                phaseOne[column] -= table[row * stride + column]
            }
        }
        objectives = [phaseOne]
        tolerances = [EngineTolerance.cost]
        if let failure = optimize(tier: 0) { return .unsettled(failure) }
        let scale = built.reduce(1.0) { max($0, $1.constant) }
        guard -objectives[0][columnCount] <= EngineTolerance.relative * scale else { return .infeasible }
        driveOutArtificials()
        objectives = costs.map(reducedCosts)
        tolerances = costs.map(Self.tolerance(of:))
        for tier in objectives.indices where tier <= lastTier ?? tier {
            if let failure = optimize(tier: tier) { return .unsettled(failure) }
        }
        return .solved
    }

    /// The least and the greatest value of `target` (coefficients by unknown) over every point
    /// that is best in every tier; `nil` at an end where it is not bounded.
    func range(of target: [Int: Double]) -> (lower: Double?, upper: Double?) {
        let ends = extremes(of: target)
        return (ends.lower?.value, ends.upper?.value)
    }

    /// ``range(of:)`` with, at each end, a point where `target` takes that value.
    func extremes(of target: [Int: Double]) -> (
        lower: (value: Double, point: [Double])?, upper: (value: Double, point: [Double])?
    ) {
        // An unknown no row names moves freely (from 0 upwards, when it is at least 0).
        var lowerOpen = false
        var upperOpen = false
        for (unknown, coefficient) in target where coefficient != 0 {
            guard let nonNegative = absent[unknown] else { continue }
            if !nonNegative || coefficient > 0 { upperOpen = true }
            if !nonNegative || coefficient < 0 { lowerOpen = true }
        }
        func extreme(_ sign: Double) -> (value: Double, point: [Double])? {
            var copy = self
            var cost = Array(repeating: 0.0, count: columnCount)
            for (index, kind) in columns.enumerated() {
                if case .unknown(let unknown, let columnSign) = kind {
                    cost[index] = sign * columnSign * (target[unknown] ?? 0)
                }
            }
            copy.objectives.append(copy.reducedCosts(cost))
            copy.tolerances.append(Self.tolerance(of: cost))
            guard copy.optimize(tier: copy.objectives.count - 1) == nil else { return nil }
            return (sign * -copy.objectives[copy.objectives.count - 1][columnCount], copy.point)
        }
        return (lowerOpen ? nil : extreme(1), upperOpen ? nil : extreme(-1))
    }

    /// The values of the system's unknowns at the current point.
    var point: [Double] {
        var values = Array(repeating: 0.0, count: unknownCount)
        for row in 0..<rowCount {
            if case .unknown(let unknown, let sign) = columns[basis[row]] {
                values[unknown] += sign * table[row * stride + columnCount]
            }
        }
        return values
    }

    /// Each tier's error at the current point.
    var tierErrors: [Double] { objectives.map { -$0[columnCount] } }

    // MARK: Steps

    // The steps below read the table's properties directly and call only static helpers: a
    // debug build copies the whole value (every array) to call one of its own methods from a
    // mutating one, which made those copies most of the tests' time in the method.

    private static func isArtificial(_ column: Column) -> Bool {
        if case .artificial = column { return true }
        return false
    }

    /// The reduced costs of `cost` in the current basis, with minus the objective's value last.
    private func reducedCosts(_ cost: [Double]) -> [Double] {
        var row = cost + [0]
        for index in 0..<rowCount {
            let weight = cost[basis[index]]
            guard weight != 0 else { continue }
            let base = index * stride
            for column in 0...columnCount where table[base + column] != 0 {
                row[column] -= weight * table[base + column]
            }
        }
        return row
    }

    /// How small a reduced cost must be to count as 0 for an objective of `cost`.
    private static func tolerance(of cost: [Double]) -> Double {
        EngineTolerance.cost * max(1, cost.reduce(0) { max($0, abs($1)) })
    }

    /// Lowers `tier` as far as it goes; the reason when it cannot finish.
    private mutating func optimize(tier: Int) -> UnsettledReason? {
        var stalled = 0
        while true {
            let tolerance = tolerances[tier]
            var entering: Int?
            var best = -tolerance
            // A column may enter while `tier` is lowered when it is not basic, not barred, and free
            // of cost in every tier before it: tiers are lowered in order (an added objective is
            // the last), so those are the settled ones.
            candidates: for column in 0..<columnCount where !isBasic[column] && !isBarred[column] {
                for earlier in 0..<tier where abs(objectives[earlier][column]) > tolerances[earlier] {
                    continue candidates
                }
                let cost = objectives[tier][column]
                guard cost < -tolerance else { continue }
                if stalled > Self.stallLimit {
                    entering = column
                    break
                }
                if cost < best {
                    best = cost
                    entering = column
                }
            }
            guard let column = entering else { return nil }
            guard let row = leavingRow(for: column) else { return .unbounded }
            let before = objectives[tier][columnCount]
            pivot(row: row, column: column)
            stalled = objectives[tier][columnCount] == before ? stalled + 1 : 0
            stepsTaken += 1
            if stepsTaken > stepLimit { return .stepLimit(stepLimit) }
        }
    }

    /// The row whose basic column reaches 0 first as `column` grows (ties: the lowest basic column).
    private func leavingRow(for column: Int) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        for row in 0..<rowCount where !isRedundant[row] {
            let value = table[row * stride + column]
            guard value > EngineTolerance.pivot else { continue }
            let ratio = max(0, table[row * stride + columnCount]) / value
            let tie = EngineTolerance.ratioTie * max(1, bestRatio)
            if let current = best {
                if ratio < bestRatio - tie || (ratio <= bestRatio + tie && basis[row] < basis[current]) {
                    best = row
                    bestRatio = min(ratio, bestRatio)
                }
            } else {
                best = row
                bestRatio = ratio
            }
        }
        return best
    }

    private mutating func pivot(row pivotRow: Int, column: Int) {
        let base = pivotRow * stride
        let pivotValue = table[base + column]
        var nonZero: [Int] = []
        for index in 0...columnCount where table[base + index] != 0 {
            table[base + index] /= pivotValue
            nonZero.append(index)
        }
        table[base + column] = 1
        for row in 0..<rowCount where row != pivotRow {
            let rowBase = row * stride
            let factor = table[rowBase + column]
            guard factor != 0 else { continue }
            for index in nonZero {
                let updated = table[rowBase + index] - factor * table[base + index]
                table[rowBase + index] = abs(updated) < EngineTolerance.snapping ? 0 : updated
            }
            table[rowBase + column] = 0
        }
        for tier in objectives.indices {
            let factor = objectives[tier][column]
            guard factor != 0 else { continue }
            for index in nonZero {
                let updated = objectives[tier][index] - factor * table[base + index]
                objectives[tier][index] =
                    abs(updated) < EngineTolerance.snapping && index != columnCount ? 0 : updated
            }
            objectives[tier][column] = 0
        }
        isBasic[basis[pivotRow]] = false
        basis[pivotRow] = column
        isBasic[column] = true
    }

    /// After phase one: every artificial still basic (at 0) is exchanged for a column of its row,
    /// or its row is marked as repeating others; then every artificial is barred.
    private mutating func driveOutArtificials() {
        for row in 0..<rowCount where Self.isArtificial(columns[basis[row]]) {
            let base = row * stride
            let replacement = (0..<columnCount).first {
                !Self.isArtificial(columns[$0]) && !isBasic[$0]
                    && abs(table[base + $0]) > EngineTolerance.pivot
            }
            if let replacement {
                pivot(row: row, column: replacement)
            } else {
                isRedundant[row] = true
            }
        }
        for column in 0..<columnCount where Self.isArtificial(columns[column]) { isBarred[column] = true }
    }

    // MARK: The proof

    /// Checks, from the rows as built and not from the table, that the current point is best in
    /// every tier: each tier's prices (read off the table's artificial columns) give every column
    /// a reduced cost whose first entry above 0 across the tiers is positive, and 0 on every
    /// column in the basis. Then no point that satisfies the rows does better in a tier without
    /// doing worse in one above it. `false` when any check fails.
    func certificate() -> Bool {
        var values = Array(repeating: 0.0, count: columnCount)
        for row in 0..<rowCount { values[basis[row]] = table[row * stride + columnCount] }
        for row in built {
            var sum = 0.0
            var magnitude = row.constant
            for (column, value) in row.entries {
                sum += value * values[column]
                magnitude = max(magnitude, abs(value * values[column]))
            }
            guard abs(sum - row.constant) <= EngineTolerance.scaled(magnitude) else { return false }
        }
        var reduced: [[Double]] = []
        for (tier, cost) in costs.enumerated() {
            var prices = Array(repeating: 0.0, count: rowCount)
            for (column, kind) in columns.enumerated() {
                if case .artificial(let row) = kind { prices[row] = -objectives[tier][column] }
            }
            var row = cost
            for (index, builtRow) in built.enumerated() where prices[index] != 0 {
                for (column, value) in builtRow.entries { row[column] -= prices[index] * value }
            }
            let objective = zip(cost, values).reduce(0) { $0 + $1.0 * $1.1 }
            let dual = zip(prices, built).reduce(0) { $0 + $1.0 * $1.1.constant }
            let scale = max(1, cost.reduce(0) { max($0, abs($1)) })
            guard abs(objective - dual) <= EngineTolerance.scaled(scale * max(1, abs(objective))) else {
                return false
            }
            reduced.append(row)
        }
        let tierTolerances = costs.map(Self.tolerance(of:))
        for column in 0..<columnCount where !isBarred[column] {
            for tier in reduced.indices {
                let tolerance = tierTolerances[tier]
                let value = reduced[tier][column]
                if isBasic[column] {
                    guard abs(value) <= tolerance else { return false }
                    continue
                }
                if value > tolerance { break }
                guard value >= -tolerance else { return false }
            }
        }
        return true
    }
}
