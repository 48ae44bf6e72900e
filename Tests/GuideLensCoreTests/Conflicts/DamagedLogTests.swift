import Foundation
import Testing

@testable @_spi(Engine) import GuideLensCore

/// A structure-aware fuzz of the log reader: every real log, damaged the ways copies damage logs
/// (Markdown's emphasis for `_`, Masonry keys for addresses, a list's brackets reflowed onto its
/// items, UIKit's prose wrapped, a page's `&lt;`), reads to the same arithmetic as the clean log,
/// or says what it could not read; never a different sum, never a crash.
@Suite("explain: every real log, damaged as copies damage it")
struct DamagedLogTests {
    /// The ways a copy damages a log.
    enum Damage: String, CaseIterable, Sendable {
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
        func applied(to text: String) -> String {
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
        static func emphasized(_ line: String) -> String {
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
        static func keyed(_ line: String) -> String {
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
        static func reflowed(_ lines: [String]) -> [String] {
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
        static func wrapped(_ line: String) -> [String] {
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

    /// What one axis of a conflict comes to, in terms that do not depend on names: the kind of
    /// answer, and for a contradiction how many constraints take part and the sum.
    static func signature(_ conflict: Conflict) -> [String] {
        ConflictArithmetic(conflict: conflict).answers.map { axis, answer in
            switch answer {
            case .conflict(let reduction):
                return "\(axis.text): conflict of \(reduction.members.count), sum "
                    + String(format: "%.6f", reduction.sum) + " " + reduction.relation.symbol
            default:
                return "\(axis.text): \(String(describing: answer).prefix { $0 != "(" })"
            }
        }
    }

    @Test("each damage keeps the arithmetic, or says what it could not read", arguments: Damage.allCases)
    func damaged(damage: Damage) throws {
        var same = 0
        var said = 0
        var changedLogs = 0
        for name in ConstraintLogTests.fixtureNames {
            let text = try String(
                contentsOf: ConstraintLogTests.fixtures.appendingPathComponent(name), encoding: .utf8)
            let damagedText = damage.applied(to: text)
            guard damagedText != text else { continue }
            changedLogs += 1
            let clean = ConstraintLog.parse(text)
            let read = ConstraintLog.parse(damagedText)
            // The explanation is written whatever was read: no crash.
            _ = ConflictExplanation(log: read).text
            #expect(read.conflicts.count == clean.conflicts.count, "\(name), \(damage)")
            for (index, conflict) in read.conflicts.enumerated() where index < clean.conflicts.count {
                let cleanConflict = clean.conflicts[index]
                let sameArithmetic = Self.signature(conflict) == Self.signature(cleanConflict)
                // Fewer lines read than the clean log: the answer says which it could not read.
                let saysWhy =
                    conflict.unread.count > cleanConflict.unread.count
                    || (conflict.unreadBroken != nil && cleanConflict.unreadBroken == nil)
                #expect(
                    sameArithmetic || saysWhy,
                    "\(name) #\(index + 1), \(damage): \(Self.signature(cleanConflict)) became \(Self.signature(conflict))"
                )
                if sameArithmetic { same += 1 } else if saysWhy { said += 1 }
            }
        }
        #expect(changedLogs >= 10, "\(damage) changed \(changedLogs) logs")
        // Most damaged reports read to the same arithmetic.
        #expect(same > 3 * said, "\(damage): \(same) the same, \(said) said what they could not read")
    }

    @Test("each damage changes the text it claims to: emphasis, keys, reflow, wrap, entities")
    func damagesApply() {
        #expect(
            Damage.emphasized("V:[_UILayoutGuide:0x1]-(0)-[UIView:0x2]")
                == "V:[*UILayoutGuide:0x1]-(0)-[UIView:0x2]")
        #expect(Damage.emphasized("a_b _1") == "a_b _1")
        #expect(
            Damage.keyed("\"<NSLayoutConstraint:0x600 UIView:0x7f1.width == UILabel:0x7f2'A'.width>\",")
                == "\"<NSLayoutConstraint:0x600 UIView:k7f1.width == UILabel:k7f2'A'.width>\",")
        #expect(
            Damage.reflowed(["(", "    \"<a>\",", "    \"<b>\"", ")"]) == ["( \"<a>\",", "    \"<b>\" )"])
        #expect(Damage.wrapped("Probably at least one of the constraints in the following list").count == 2)
        #expect(
            Damage.entities.applied(to: "<NSLayoutConstraint:0x1 V:0x2.w == 1>")
                == "&lt;NSLayoutConstraint:0x1 V:0x2.w == 1&gt;")
    }
}
