import Foundation

/// The ways a copy damages a constraint-conflict log, for the reader's structure-aware fuzz
/// (`DamagedLogTests`) and table 6f of the benchmarks (each damaged log's report timed): Markdown's
/// emphasis for `_`, Masonry keys for addresses, a list's brackets reflowed onto its items, UIKit's
/// prose wrapped, a page's `&lt;`.
package enum LogDamage: String, CaseIterable, Sendable {
    /// `_UIView` printed `*UIView`, as Markdown's emphasis leaves it.
    case emphasis
    /// Each item's address replaced by a Masonry key made from it.
    case keys
    /// The list's first item moved onto the `(` line, its last onto the `)` line.
    case reflow
    /// UIKit's prose lines (the header's "Probably…", the note) each wrapped in two.
    case wrap
    /// `<` and `>` written as a page's entities.
    case entities

    /// `text` damaged.
    package func applied(to text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // The fixture's source line stays first and whole.
        let source = lines.first?.hasPrefix("# source:") == true ? lines.removeFirst() : nil
        switch self {
        case .emphasis:
            lines = lines.map { Self.emphasized($0) }
        case .keys:
            lines = lines.map { Self.keyed($0) }
        case .reflow:
            lines = Self.reflowed(lines)
        case .wrap:
            lines = lines.flatMap { Self.wrapped($0) }
        case .entities:
            lines = lines.map { line in
                line.contains("Constraint:") && line.contains("<")
                    ? line.replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(
                        of: ">", with: "&gt;")
                    : line
            }
        }
        return ((source.map { [$0] } ?? []) + lines).joined(separator: "\n")
    }

    /// `_Name` after a space, `[`, `(`, `:`, `'`, `"` or `<` written `*Name`.
    package static func emphasized(_ line: String) -> String {
        var result = ""
        var previous: Character = " "
        var characters = Array(line)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "_", " [(:'\"<*".contains(previous), index + 1 < characters.count,
                characters[index + 1].isLetter
            {
                characters[index] = "*"
            }
            result.append(characters[index])
            previous = characters[index]
            index += 1
        }
        return result
    }

    /// `Class:0xABC` (or `Class: 0xABC`) of an item written `Class:kABC`, on every line (a
    /// wrapped item's too); a constraint's own address (after `…Constraint:`) stays.
    package static func keyed(_ line: String) -> String {
        var result = ""
        var rest = Substring(line)
        while let colon = rest.firstIndex(of: ":") {
            let before = rest[..<colon]
            var after = rest[rest.index(after: colon)...]
            let spaced = after.hasPrefix(" 0x")
            if spaced { after = after.dropFirst() }
            let name = before.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            if after.hasPrefix("0x"), !name.isEmpty, !String(name.reversed()).hasSuffix("Constraint") {
                result += before + ":k"
                rest = after.dropFirst(2)
            } else {
                result += before + ":"
                rest = rest[rest.index(after: colon)...]
            }
        }
        return result + rest
    }

    /// The first item onto the `(` line and the last item's `)` onto its own.
    package static func reflowed(_ lines: [String]) -> [String] {
        var lines = lines
        var index = 0
        while index + 1 < lines.count {
            let opening = lines[index].trimmingCharacters(in: .whitespaces)
            let next = lines[index + 1].trimmingCharacters(in: .whitespaces)
            if opening == "(", next.hasPrefix("\"<") {
                lines[index] = "( " + next
                lines.remove(at: index + 1)
            }
            let closing = lines[index + 1].trimmingCharacters(in: .whitespaces)
            if closing == ")", lines[index].trimmingCharacters(in: .whitespaces).hasSuffix(">\"") {
                lines[index] += " )"
                lines.remove(at: index + 1)
            }
            index += 1
        }
        return lines
    }

    /// A line of UIKit's prose (the note, "Probably…") in two, at a space near its middle.
    package static func wrapped(_ line: String) -> [String] {
        guard line.contains("(Note: If you're seeing") || line.contains("Probably at least one of") else {
            return [line]
        }
        let words = line.split(separator: " ", omittingEmptySubsequences: false)
        guard words.count > 6 else { return [line] }
        let middle = words.count / 2
        return [
            words[..<middle].joined(separator: " "),
            "    " + words[middle...].joined(separator: " "),
        ]
    }
}
