/// A JSON value built in memory: what `--json` answers are made of before they are text, so a
/// tool can hand the same value on (an MCP server's structured result) without writing it out
/// and reading it back.
package enum JSONValue: Equatable, Sendable {
    /// A string.
    case string(String)
    /// A whole number.
    case integer(Int)
    /// A number with a fraction (a whole one is written without `.0`).
    case number(Double)
    /// `true` or `false`.
    case bool(Bool)
    /// An ordered list.
    case array([JSONValue])
    /// Named values; written with their names in order (see ``prettyText``).
    case object([String: JSONValue])
    /// `null`.
    case null

    /// The value as indented text, laid out as Foundation's `JSONSerialization` lays out
    /// `[.prettyPrinted, .sortedKeys]` on Linux (two spaces a level, `"name" : value`, slashes
    /// escaped, an empty list or object opened and closed on lines of their own), ending in a line
    /// break: files written before keep every byte. A number JSON cannot hold (NaN, infinity) is
    /// written as the string `"nan"`, `"inf"` or `"-inf"`, as snapshots write them.
    package var prettyText: String {
        var output = ""
        write(to: &output, depth: 0)
        output += "\n"
        return output
    }

    private func write(to output: inout String, depth: Int) {
        switch self {
        case .string(let text):
            Self.writeQuoted(text, to: &output)
        case .integer(let value):
            output += String(value)
        case .number(let value):
            output += Self.numberText(value)
        case .bool(let value):
            output += value ? "true" : "false"
        case .null:
            output += "null"
        case .array(let elements):
            output += "[\n"
            for (index, element) in elements.enumerated() {
                if index > 0 { output += ",\n" }
                Self.indent(&output, depth + 1)
                element.write(to: &output, depth: depth + 1)
            }
            output += "\n"
            Self.indent(&output, depth)
            output += "]"
        case .object(let members):
            output += "{\n"
            for (index, (name, value)) in Self.ordered(members).enumerated() {
                if index > 0 { output += ",\n" }
                Self.indent(&output, depth + 1)
                Self.writeQuoted(name, to: &output)
                output += " : "
                value.write(to: &output, depth: depth + 1)
            }
            output += "\n"
            Self.indent(&output, depth)
            output += "}"
        }
    }

    /// Names in `JSONSerialization`'s sorted order, for the ASCII names answers use: letters
    /// compared without case (`anchorText` after `anchor`, `Zone` after `apple`), runs of digits
    /// as numbers (`item2` before `item10`), and of two names that differ only in case the
    /// lower-case one first.
    package static func ordered(_ members: [String: JSONValue]) -> [(String, JSONValue)] {
        members.sorted { left, right in
            let order = compareNames(left.key, right.key)
            return order != 0 ? order < 0 : left.key > right.key
        }
    }

    /// −1, 0 or 1: `left` before, beside or after `right`, case ignored, digits by value.
    private static func compareNames(_ left: String, _ right: String) -> Int {
        let leftScalars = Array(left.lowercased().unicodeScalars)
        let rightScalars = Array(right.lowercased().unicodeScalars)
        var leftIndex = 0
        var rightIndex = 0
        while leftIndex < leftScalars.count, rightIndex < rightScalars.count {
            let leftScalar = leftScalars[leftIndex]
            let rightScalar = rightScalars[rightIndex]
            if isDigit(leftScalar), isDigit(rightScalar) {
                let leftRun = digitRun(leftScalars, from: leftIndex)
                let rightRun = digitRun(rightScalars, from: rightIndex)
                if leftRun.value != rightRun.value { return leftRun.value < rightRun.value ? -1 : 1 }
                leftIndex = leftRun.end
                rightIndex = rightRun.end
                continue
            }
            if leftScalar != rightScalar { return leftScalar.value < rightScalar.value ? -1 : 1 }
            leftIndex += 1
            rightIndex += 1
        }
        let leftLeft = leftScalars.count - leftIndex
        let rightLeft = rightScalars.count - rightIndex
        return leftLeft == rightLeft ? 0 : (leftLeft < rightLeft ? -1 : 1)
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    /// The number the digits from `start` on write (as a `Double`, so a long run cannot
    /// overflow), and where they end.
    private static func digitRun(_ scalars: [Unicode.Scalar], from start: Int) -> (value: Double, end: Int) {
        var value = 0.0
        var end = start
        while end < scalars.count, isDigit(scalars[end]) {
            value = value * 10 + Double(scalars[end].value - 48)
            end += 1
        }
        return (value, end)
    }

    /// A number as `JSONSerialization` writes a `Double`: Swift's shortest text, `.0` dropped.
    package static func numberText(_ value: Double) -> String {
        guard value.isFinite else { return "\"" + NumberFormatting.shortest(value) + "\"" }
        let text = value.description
        return text.hasSuffix(".0") ? String(text.dropLast(2)) : text
    }

    private static func indent(_ output: inout String, _ depth: Int) {
        for _ in 0..<depth { output += "  " }
    }

    /// `text` quoted, escaped as `JSONSerialization` escapes it.
    private static func writeQuoted(_ text: String, to output: inout String) {
        output += JSONText.quoted(text, asFoundation: true)
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral {
    /// A string written as a literal: `"conflict"`.
    package init(stringLiteral value: String) { self = .string(value) }
    /// `true` or `false` written as a literal.
    package init(booleanLiteral value: Bool) { self = .bool(value) }
}
