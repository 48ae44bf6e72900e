/// Phase one of the simplex method: finds values that satisfy a set of rows, or proves there are
/// none. Each row gets an artificial unknown that makes it hold trivially; the method then drives
/// the sum of the artificials down by exchanging one unknown at a time (a pivot). At the end the
/// sum is 0 (the rows hold, at the point read off the table) or it is positive, and the prices
/// of the artificials are the multipliers that add the rows up to a contradiction.
///
/// Unknowns that may take any value (positions) are not split in two: one that would help with a
/// negative value has its column negated, and once one is in the basis it never leaves (no bound
/// can stop it). The entering unknown is the first that helps (Bland's rule), and ties in the
/// ratio test go to the lowest basic unknown, so the method cannot cycle on the many degenerate
/// steps a layout's zero constants give. Each pivot touches only the rows and columns where the
/// pivot's row and column are non-zero, which keeps a chain of a few hundred constraints to a
/// few milliseconds.
struct PhaseOneSimplex: Sendable {
    /// A row as the table holds it: `Σ a × x (= or ≥) b`, from the system's row `source`, negated
    /// when `sign` is -1 (the upper end of an equation's band).
    private struct LocalRow {
        var source: Int
        var sign: Double
        var terms: [(column: Int, value: Double)]
        var isEquality: Bool
        var constant: Double
    }

    private let system: LinearSystem
    private let reading: LinearSystem.Reading
    private let localRows: [LocalRow]
    /// The system's unknown behind each structural column.
    private let unknowns: [Int]
    private let rowCount: Int
    private let structuralCount: Int
    private let slackCount: Int
    private let columnCount: Int
    private let stride: Int
    /// `rowCount × stride` numbers, row after row; the last number of each row is its right side.
    private var table: [Double]
    /// The reduced costs, and last minus the current sum of the artificials.
    private var objective: [Double]
    private var basis: [Int]
    private var isBasic: [Bool]
    private var isFree: [Bool]
    private var isNegated: [Bool]
    /// -1 where a row was negated to make its right side at least 0.
    private var rowSign: [Double]

    /// Whether the entering column is the first that helps rather than the one that helps most.
    private(set) var usesBlandsRule = false
    /// Steps in a row, up to now, that lowered nothing.
    private(set) var stalledSteps = 0
    /// Steps in a row that may lower nothing before the rule that cannot cycle takes over.
    private static let stallLimit = 50
    /// Steps the last ``solve()`` took.
    private(set) var stepsTaken = 0
    /// Steps one ``solve()`` may take before it gives up: ``stepLimit(rows:columns:)`` unless
    /// set otherwise.
    var stepLimit: Int

    init(system: LinearSystem, rows chosen: [Int], reading: LinearSystem.Reading) {
        self.system = system
        self.reading = reading
        var columnOf: [Int: Int] = [:]
        var unknowns: [Int] = []
        var localRows: [LocalRow] = []
        for source in chosen {
            let row = system.rows[source]
            var terms: [(column: Int, value: Double)] = []
            for unknown in row.terms.keys.sorted() {
                guard let value = row.terms[unknown], value != 0 else { continue }
                let column: Int
                if let known = columnOf[unknown] {
                    column = known
                } else {
                    column = unknowns.count
                    columnOf[unknown] = column
                    unknowns.append(unknown)
                }
                terms.append((column, value))
            }
            let (lower, upper) = LinearSystem.bounds(of: row, reading: reading)
            if row.relation == .equal, let upper, upper == lower {
                localRows.append(
                    LocalRow(source: source, sign: 1, terms: terms, isEquality: true, constant: lower))
            } else {
                localRows.append(
                    LocalRow(source: source, sign: 1, terms: terms, isEquality: false, constant: lower))
                if let upper {
                    localRows.append(
                        LocalRow(
                            source: source, sign: -1, terms: terms.map { ($0.column, -$0.value) },
                            isEquality: false, constant: -upper))
                }
            }
        }
        self.localRows = localRows
        self.unknowns = unknowns
        rowCount = localRows.count
        structuralCount = unknowns.count
        slackCount = localRows.filter { !$0.isEquality }.count
        columnCount = structuralCount + slackCount + rowCount
        stride = columnCount + 1
        table = Array(repeating: 0, count: rowCount * stride)
        objective = Array(repeating: 0, count: stride)
        basis = Array(repeating: 0, count: rowCount)
        isBasic = Array(repeating: false, count: columnCount)
        isFree = Array(repeating: false, count: columnCount)
        isNegated = Array(repeating: false, count: columnCount)
        rowSign = Array(repeating: 1, count: rowCount)
        stepLimit = Self.stepLimit(rows: rowCount, columns: columnCount)
        for column in 0..<structuralCount { isFree[column] = !system.isNonNegative[unknowns[column]] }
        var slack = structuralCount
        for (index, row) in localRows.enumerated() {
            let sign: Double = row.constant < 0 ? -1 : 1
            rowSign[index] = sign
            let base = index * stride
            for (column, value) in row.terms { table[base + column] = sign * value }
            if !row.isEquality {
                table[base + slack] = -sign
                slack += 1
            }
            let artificial = structuralCount + slackCount + index
            table[base + artificial] = 1
            table[base + columnCount] = sign * row.constant
            basis[index] = artificial
            isBasic[artificial] = true
        }
        // Price the artificials out: the reduced cost of a column is minus its column sum.
        for index in 0..<rowCount {
            let base = index * stride
            for column in 0..<(structuralCount + slackCount) where table[base + column] != 0 {
                objective[column] -= table[base + column]
            }
            objective[columnCount] -= table[base + columnCount]
        }
    }

    /// Drops the system's row `source` from the question without starting again: its artificial
    /// unknown may now take any value at no cost, so the row no longer binds. A later ``solve()``
    /// goes on from the table as it is, usually in a few pivots.
    mutating func relax(_ source: Int) {
        for (index, row) in localRows.enumerated() where row.source == source {
            let artificial = structuralCount + slackCount + index
            guard !isFree[artificial] else { continue }
            if isBasic[artificial], let basicRow = basis.firstIndex(of: artificial) {
                // Its cost falls from 1 to 0 while it is basic: the prices move by its row.
                let base = basicRow * stride
                for column in 0...columnCount where table[base + column] != 0 {
                    objective[column] += table[base + column]
                }
            }
            objective[artificial] -= 1
            if isBasic[artificial] { objective[artificial] = 0 }
            isFree[artificial] = true
        }
    }

    /// Runs the method to its end and checks what it found.
    mutating func solve() -> Feasibility {
        guard rowCount > 0 else {
            return .feasible(point: Array(repeating: 0, count: system.isNonNegative.count))
        }
        stepsTaken = 0
        while let entering = enteringColumn() {
            guard let leaving = leavingRow(for: entering) else {
                return .notSettled(.unbounded)
            }
            let before = objective[columnCount]
            pivot(row: leaving, column: entering)
            if objective[columnCount] == before {
                stalledSteps += 1
                if stalledSteps > Self.stallLimit { usesBlandsRule = true }
            } else {
                stalledSteps = 0
            }
            stepsTaken += 1
            if stepsTaken > stepLimit {
                return .notSettled(.stepLimit(stepLimit))
            }
        }
        let scale = localRows.reduce(1.0) { max($0, abs($1.constant)) }
        if -objective[columnCount] <= EngineTolerance.relative * scale {
            return checkedPoint()
        }
        return checkedContradiction()
    }

    /// Steps a table of `rows` rows and `columns` columns may take: a thousand, and fifty more
    /// for each row and column, far more than a method that cannot cycle needs, so that only a
    /// table the arithmetic cannot settle is given up on.
    static func stepLimit(rows: Int, columns: Int) -> Int {
        50 * (rows + columns) + 1_000
    }

    // MARK: Steps

    /// The column whose increase lowers the sum fastest (a free column that helps when lowered
    /// is negated first), or `nil` when none does: the sum is as low as it goes. After a run of
    /// steps that lower nothing, the first such column instead (Bland's rule), which cannot cycle.
    private mutating func enteringColumn() -> Int? {
        var best: Int?
        var bestGain = EngineTolerance.cost
        for column in 0..<columnCount where !isBasic[column] {
            let cost = objective[column]
            let gain = isFree[column] ? abs(cost) : -cost
            guard gain > EngineTolerance.cost else { continue }
            if usesBlandsRule {
                best = column
                break
            }
            if gain > bestGain {
                best = column
                bestGain = gain
            }
        }
        guard let column = best else { return nil }
        if isFree[column], objective[column] > 0 { negate(column: column) }
        return column
    }

    /// The row whose basic unknown reaches its bound first as `column` grows (ties: the lowest
    /// basic column); rows held by a free unknown never block.
    private func leavingRow(for column: Int) -> Int? {
        var best: Int?
        var bestRatio = Double.infinity
        for row in 0..<rowCount where !isFree[basis[row]] {
            let value = table[row * stride + column]
            guard value > EngineTolerance.pivot else { continue }
            let ratio = max(0, table[row * stride + columnCount]) / value
            guard let current = best else {
                best = row
                bestRatio = ratio
                continue
            }
            let slack = EngineTolerance.ratioTie * max(1, bestRatio)
            if ratio < bestRatio - slack {
                best = row
                bestRatio = ratio
            } else if ratio <= bestRatio + slack, basis[row] < basis[current] {
                best = row
            }
        }
        return best
    }

    private mutating func negate(column: Int) {
        isNegated[column].toggle()
        for row in 0..<rowCount { table[row * stride + column] = -table[row * stride + column] }
        objective[column] = -objective[column]
    }

    private mutating func pivot(row pivotRow: Int, column: Int) {
        let base = pivotRow * stride
        let pivotValue = table[base + column]
        var nonZero: [Int] = []
        nonZero.reserveCapacity(16)
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
        // The entering column's reduced cost is below 0: that is why it enters.
        let factor = objective[column]
        for index in nonZero {
            let updated = objective[index] - factor * table[base + index]
            objective[index] = abs(updated) < EngineTolerance.snapping && index != columnCount ? 0 : updated
        }
        objective[column] = 0
        isBasic[basis[pivotRow]] = false
        basis[pivotRow] = column
        isBasic[column] = true
    }

    // MARK: Answers

    /// The values the table holds, checked against every row as asked.
    private func checkedPoint() -> Feasibility {
        var point = Array(repeating: 0.0, count: system.isNonNegative.count)
        for row in 0..<rowCount where basis[row] < structuralCount {
            let column = basis[row]
            let value = table[row * stride + columnCount]
            point[unknowns[column]] = isNegated[column] ? -value : value
        }
        for unknown in unknowns where system.isNonNegative[unknown] {
            guard let value = Self.nonNegative(point[unknown]) else {
                return .notSettled(.negativeSize)
            }
            point[unknown] = value
        }
        for (index, row) in localRows.enumerated() where !isFree[structuralCount + slackCount + index] {
            let products = row.terms.map { $0.value * point[unknowns[$0.column]] }
            guard Self.meets(products, constant: row.constant, isEquality: row.isEquality) else {
                return .notSettled(.missedRow)
            }
        }
        return .feasible(point: point)
    }

    /// Whether terms adding up to `products` meet `constant` (equal to it, or at least it) within
    /// rounding in the arithmetic: ``EngineTolerance/scaled(_:)`` of the largest number involved.
    static func meets(_ products: [Double], constant: Double, isEquality: Bool) -> Bool {
        var value = 0.0
        var magnitude = abs(constant)
        for product in products {
            value += product
            magnitude = max(magnitude, abs(product))
        }
        let tolerance = EngineTolerance.scaled(magnitude)
        return isEquality ? abs(value - constant) <= tolerance : value >= constant - tolerance
    }

    /// A value the table gives an unknown that is at least 0: a hair below 0 (less than
    /// ``EngineTolerance/relative``) is
    /// rounding in the table, and is 0; further below, the table is wrong (`nil`).
    static func nonNegative(_ value: Double) -> Double? {
        guard value < 0 else { return value }
        return value > -EngineTolerance.relative ? 0 : nil
    }

    /// The artificials' prices as multipliers of the system's rows, checked to add up to a
    /// contradiction.
    private func checkedContradiction() -> Feasibility {
        var multipliers: [Int: Double] = [:]
        for (index, row) in localRows.enumerated() {
            let artificial = structuralCount + slackCount + index
            let price = (isFree[artificial] ? 0 : 1) - objective[artificial]
            let multiplier = rowSign[index] * price * row.sign
            guard multiplier != 0 else { continue }
            multipliers[row.source, default: 0] += multiplier
        }
        let largest = multipliers.values.reduce(0) { max($0, abs($1)) }
        guard largest > 0 else { return .notSettled(.noCombination) }
        multipliers = multipliers.filter { abs($0.value) > EngineTolerance.relative * largest }.mapValues {
            $0 / largest
        }
        return Self.check(multipliers, in: system, reading: reading)
    }

    /// Whether `multipliers` add `system`'s rows up to a contradiction: every free unknown
    /// cancelled, every non-negative one left at most 0, lower bounds weighed by at least 0, and
    /// the constants, read as `reading` says, adding up to more than 0.
    static func check(
        _ multipliers: [Int: Double], in system: LinearSystem, reading: LinearSystem.Reading
    ) -> Feasibility {
        var combined: [Int: Double] = [:]
        var margin = 0.0
        var readMargin = 0.0
        var rounding = 0.0
        var magnitude = 0.0
        for (index, multiplier) in multipliers {
            let row = system.rows[index]
            if row.relation == .atLeast, multiplier < -EngineTolerance.relative {
                return .notSettled(.negativeWeight)
            }
            for (unknown, value) in row.terms {
                combined[unknown, default: 0] += multiplier * value
                magnitude = max(magnitude, abs(multiplier * value))
            }
            margin += multiplier * row.constant
            let (lower, upper) = LinearSystem.bounds(of: row, reading: reading)
            readMargin += multiplier * (multiplier < 0 ? (upper ?? lower) : lower)
            rounding += abs(multiplier) * row.rounding
            magnitude = max(magnitude, abs(multiplier * row.constant))
        }
        let tolerance = EngineTolerance.scaled(magnitude)
        for (unknown, value) in combined {
            let cancelled = system.isNonNegative[unknown] ? value <= tolerance : abs(value) <= tolerance
            guard cancelled else {
                return .notSettled(.uncancelled)
            }
        }
        guard readMargin > tolerance else {
            return .notSettled(.indistinct)
        }
        return .infeasible(Contradiction(multipliers: multipliers, margin: margin, rounding: rounding))
    }
}
