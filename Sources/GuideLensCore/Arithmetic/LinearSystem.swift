/// A set of linear relations over numbered unknowns — the arithmetic Auto Layout's constraints
/// become: `Σ coefficient × unknown (= or ≥) constant`. Conflicts (`explain`, failing tests) and
/// placements (why a guide is where it is) are both asked of this one model and its one solver,
/// so that a sentence about a conflict and a sentence about a placement rest on the same proof.
package struct LinearSystem: Sendable {
    /// One relation: `Σ terms (= or ≥) constant`. A `≤` is written as `≥` with both sides negated.
    package struct Row: Hashable, Sendable {
        /// Whether the row is an equation or a lower bound.
        package enum Relation: Hashable, Sendable {
            /// `Σ terms = constant`.
            case equal
            /// `Σ terms ≥ constant`.
            case atLeast
        }

        /// Coefficients by unknown.
        package var terms: [Int: Double]
        package var relation: Relation
        package var constant: Double
        /// How far the constant may be from the value it stands for (half a unit in its last
        /// printed digit; 0 for a value known exactly).
        package var rounding: Double
        /// Whether the row is taken as given rather than listed (a size is at least 0): it is
        /// never named as a member of a conflict nor offered for removal.
        package var isAssumption: Bool

        package init(
            terms: [Int: Double], relation: Relation, constant: Double, rounding: Double = 0,
            isAssumption: Bool = false
        ) {
            self.terms = terms.filter { $0.value != 0 }
            self.relation = relation
            self.constant = constant
            self.rounding = rounding
            self.isAssumption = isAssumption
        }
    }

    /// Which way the printed rounding of every constant is applied when a question is asked.
    package enum Reading: Hashable, Sendable {
        /// The constants as written.
        case exact
        /// Each constant may be anywhere within its rounding: the most any unrounded values could
        /// satisfy. Infeasible here means infeasible whatever digits the log did not print.
        case widened
        /// Each lower bound raised by its rounding: feasible here means feasible with room to spare.
        case tightened
    }

    /// Whether each unknown is at least 0 (a size, a margin) or may take any value (a position).
    package var isNonNegative: [Bool]
    package var rows: [Row]

    package init(isNonNegative: [Bool] = [], rows: [Row] = []) {
        self.isNonNegative = isNonNegative
        self.rows = rows
    }

    /// Adds an unknown and returns its number.
    package mutating func addUnknown(nonNegative: Bool) -> Int {
        isNonNegative.append(nonNegative)
        return isNonNegative.count - 1
    }

    /// The most rows one question may involve: past it the answer is "not settled", never a guess.
    package static let rowLimit = 4_000

    /// Whether `count` rows are more than one question may involve.
    package static func exceedsLimit(_ count: Int) -> Bool { count > rowLimit }

    /// How much of its rounding the widened reading moves a constant: just under all of it, so
    /// that two values a whole printed unit apart (each half a unit from the boundary between
    /// them) still conflict, while a miss of less than half a unit holds.
    package static let roundingShare = 0.999

    /// Whether `subset` of the rows (every row when `nil`) can hold together, read as `reading` says:
    /// values that satisfy each row, checked against each; or the multipliers that add the rows up
    /// to a contradiction, checked to do so; or why it could not be settled.
    package func feasibility(of subset: [Int]? = nil, reading: Reading = .exact) -> Feasibility {
        let chosen = subset ?? Array(rows.indices)
        guard !Self.exceedsLimit(chosen.count) else {
            return .notSettled(.tooManyRows(count: chosen.count, limit: Self.rowLimit))
        }
        for index in chosen {
            let row = rows[index]
            guard row.constant.isFinite, row.terms.values.allSatisfy(\.isFinite) else {
                return .notSettled(.notFinite)
            }
        }
        var simplex = PhaseOneSimplex(system: self, rows: chosen, reading: reading)
        return simplex.solve()
    }

    /// The constant `row` is compared with under `reading`, and for an equation the other end of
    /// the band it may lie in: `(lower, upper)`; `upper` is `nil` for a lower bound.
    package static func bounds(of row: Row, reading: Reading) -> (lower: Double, upper: Double?) {
        switch (row.relation, reading) {
        case (.equal, .widened):
            return (row.constant - row.rounding * roundingShare, row.constant + row.rounding * roundingShare)
        case (.equal, _): return (row.constant, row.constant)
        case (.atLeast, .exact): return (row.constant, nil)
        case (.atLeast, .widened): return (row.constant - row.rounding * roundingShare, nil)
        case (.atLeast, .tightened): return (row.constant + row.rounding, nil)
        }
    }
}
