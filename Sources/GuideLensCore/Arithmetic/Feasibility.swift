/// What the arithmetic says of a set of rows: they hold (with the values that show it), they
/// cannot (with the proof), or it cannot tell (with the reason). Each answer is checked before it
/// is given: a point against every row, a proof by adding the rows up again.
package enum Feasibility: Sendable {
    /// Values for every unknown that satisfy each row (checked).
    case feasible(point: [Double])
    /// The rows cannot hold together: their combination is a contradiction (checked).
    case infeasible(Contradiction)
    /// Neither could be established: why.
    case notSettled(UnsettledReason)

    /// Whether the rows were shown to hold.
    package var isFeasible: Bool {
        if case .feasible = self { return true }
        return false
    }

    /// The contradiction, when the rows were shown not to hold.
    package var contradiction: Contradiction? {
        if case .infeasible(let contradiction) = self { return contradiction }
        return nil
    }
}

/// A proof that rows cannot hold together (a Farkas certificate): multipliers, one per row, such
/// that adding `multiplier × row` over the rows cancels every unknown that may take any value,
/// leaves every unknown that is at least 0 with a coefficient of at most 0, and still claims
/// that the result is at least `margin`, a positive number: `0 ≥ margin`, impossible. Lower
/// bounds take multipliers of at least 0; equations take any sign.
package struct Contradiction: Hashable, Sendable {
    /// Each row's multiplier, by row number; rows with none are not needed for the proof.
    package var multipliers: [Int: Double]
    /// `Σ multiplier × constant`, with the constants as written: how far apart the rows are.
    package var margin: Double
    /// `Σ |multiplier| × rounding`: how much of ``margin`` the printed rounding could account for.
    package var rounding: Double

    /// The rows the proof needs, in order.
    package var rows: [Int] { multipliers.keys.sorted() }

    /// Whether the proof holds whatever digits the constants' printing dropped (a margin above
    /// the rounding, which is never below 0, is above 0).
    package var isBeyondRounding: Bool { margin > rounding * LinearSystem.roundingShare }
}
