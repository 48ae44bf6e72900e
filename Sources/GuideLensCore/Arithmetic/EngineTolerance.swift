/// The engine's tolerances, in one place: how far apart two numbers of the arithmetic may be and
/// still count as equal. Each is far below what a layout can show (a thousandth of a point) and
/// far above what rounding in floating point leaves behind, so that a tolerance never decides an
/// answer about a real layout, only whether a computed 0 is 0.
package enum EngineTolerance {
    /// Relative to the largest number involved (and never less than itself): a row is met, a
    /// proof cancels an unknown, a sum of the artificials is 0, an unknown's coefficient is not 0.
    package static let relative = 1e-9
    /// A table entry smaller than this cannot be pivoted on.
    static let pivot = 1e-9
    /// A reduced cost smaller than this lowers nothing.
    static let cost = 1e-9
    /// A table entry that a step leaves smaller than this is rounding, and is set to 0.
    static let snapping = 1e-13
    /// Two ratios of the ratio test within this share of each other are a tie.
    static let ratioTie = 1e-12
    /// A weight of a combination of equations smaller than this is left out.
    static let combinationWeight = 1e-12

    /// How far apart two values of an answer (an edge, a size, a miss) may be and still count as
    /// equal: a hundredth of a point, above what the frames' rounding and the constants' six
    /// printed digits can account for, below anything a screen shows.
    package static let value = 0.01
    /// How much worse, relative to itself, a tier's sum of misses may come out and still count as
    /// kept at its optimum, when a goal is asked to hold (``DecisionReader``).
    package static let level = 1e-6

    /// `relative` of the largest of `magnitude` and 1.
    package static func scaled(_ magnitude: Double) -> Double { relative * max(1, magnitude) }
}
