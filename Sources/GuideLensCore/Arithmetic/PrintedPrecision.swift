import Foundation

/// How exact a number is that Auto Layout printed: constraint descriptions print constants and
/// multipliers with `%g`, six significant digits, so `133.333` stands for any value within half a
/// unit of its last digit (`133.3325 … 133.3335`), and `8` for `7.999995 … 8.000005`. Only zero
/// prints as `0`. Comparing printed numbers more finely than that would call rounding a conflict,
/// and more coarsely would hide one.
package enum PrintedPrecision {
    /// The significant digits `%g` prints.
    package static let significantDigits = 6

    /// Half a unit in the sixth significant digit of `value`: how far the value UIKit holds can
    /// be from the one it printed. 0 for 0 (printed exactly) and for values that are not finite.
    package static func halfUnit(of value: Double) -> Double {
        guard value.isFinite, value != 0 else { return 0 }
        let exponent = (log10(abs(value))).rounded(.down)
        // A value just below a power of ten prints with the next exponent when it rounds up
        // (999999.7 prints as 1e+06): take the exponent of the printed value.
        let unit = pow(10, exponent - Double(significantDigits - 1))
        let printed = (abs(value) / unit).rounded() * unit
        let printedExponent = printed > 0 ? (log10(printed)).rounded(.down) : exponent
        return pow(10, printedExponent - Double(significantDigits - 1)) / 2
    }
}
