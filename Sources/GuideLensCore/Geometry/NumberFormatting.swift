/// Locale-independent number text for reports, labels, JSON and SVG.
package enum NumberFormatting {
    /// The shortest text that reads back as the same value; whole numbers have no `.0`.
    package static func shortest(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        if value == value.rounded(), abs(value) < 1e15 {
            return value == 0 ? "0" : String(Int64(value))
        }
        return "\(value)"
    }

    /// The shortest text with a true minus sign (`−12.5`), as a sentence prints a number.
    package static func printed(_ value: Double) -> String {
        let text = shortest(value)
        return text.hasPrefix("-") ? "−" + text.dropFirst() : text
    }

    /// A JSON value for a number: the shortest text, or `"nan"`, `"inf"`, `"-inf"` as strings
    /// for the values JSON cannot hold (the snapshot reader takes them back).
    package static func json(_ value: Double) -> String {
        value.isFinite ? shortest(value) : "\"" + shortest(value) + "\""
    }

    /// `value` rounded to `places` decimals, as a number. A value of 1e15 or more is returned as
    /// it is: it has no decimals to round, and scaling it first could overflow to infinity (the
    /// -8.98846567431158e307 of `CGRect.infinite`, times a thousand, is not a number any more).
    package static func rounding(_ value: Double, places: Int) -> Double {
        guard value.isFinite, abs(value) < 1e15 else { return value }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        return (value * scale).rounded() / scale
    }

    /// At most `places` decimals, trailing zeros dropped: `144.5`, `0.33`, `100`.
    package static func rounded(_ value: Double, places: Int = 2) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (value * scale).rounded()
        guard abs(scaled) < 9e15 else { return shortest(value) }
        return shortest(scaled / scale)
    }
}
