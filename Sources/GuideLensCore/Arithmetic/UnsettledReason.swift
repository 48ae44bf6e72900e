/// Why the arithmetic could not settle a question: each case one way the engine declines to
/// guess, worded once (``description``) for every answer that passes it on.
package enum UnsettledReason: Hashable, Sendable, CustomStringConvertible {
    /// More rows than one question may involve.
    case tooManyRows(count: Int, limit: Int)
    /// A constant or multiplier that is not a finite number.
    case notFinite
    /// The method found no bound where one must exist.
    case unbounded
    /// The method did not finish within its step limit.
    case stepLimit(Int)
    /// The values found put a size below 0.
    case negativeSize
    /// The values found miss a row by more than rounding in the arithmetic.
    case missedRow
    /// The method found no combination of the rows.
    case noCombination
    /// The proof weighed a lower bound by less than 0.
    case negativeWeight
    /// The proof did not cancel every unknown.
    case uncancelled
    /// The rows differ by less than the arithmetic can tell apart.
    case indistinct
    /// The smallest set of conflicting constraints could not be settled.
    case minimalSet
    /// The optimum found for the priorities failed its check.
    case uncheckedOptimum

    package var description: String {
        switch self {
        case .tooManyRows(let count, let limit):
            "\(count) constraints on one axis, more than the \(limit) this arithmetic settles"
        case .notFinite: "a constant or multiplier that is not a finite number"
        case .unbounded: "the arithmetic found no bound where one must exist (numbers too far apart in scale)"
        case .stepLimit(let limit): "the arithmetic did not finish within \(limit) steps"
        case .negativeSize: "values were found, but one size came out below 0"
        case .missedRow: "values were found, but they miss a row by more than rounding in the arithmetic"
        case .noCombination: "the arithmetic found no combination of the rows"
        case .negativeWeight: "the arithmetic's proof weighed a lower bound by less than 0"
        case .uncancelled:
            "the arithmetic's proof did not cancel every unknown (numbers too far apart in scale)"
        case .indistinct: "the rows differ by less than the arithmetic can tell apart"
        case .minimalSet: "the smallest set of conflicting constraints could not be settled"
        case .uncheckedOptimum: "the values the priorities choose could not be checked to be the best"
        }
    }
}
