import Foundation
import Testing

@testable @_spi(Engine) import GuideLensCore

/// The lines the conflict reader reads, and the text's line each comes from.
@Suite("Log lines")
struct LogLinesTests {
    static let constraint = "<NSLayoutConstraint:0x600 UIView:0x10.width == 100   (active)>"

    /// What one line becomes when every line takes the slower steps: its marks taken off, and
    /// split into pieces when it holds a flattened list, a debugger's flattened array, or a list's
    /// `(` or `)` reflowed onto an item's line.
    static func slowSteps(_ line: Substring) -> [String] {
        let clean = LogLines.unmarked(line)
        return
            (LogLines.flattenedList(clean) ?? LogLines.flattenedArray(clean) ?? LogLines.reflowedEnds(clean)
            ?? [clean]).map(String.init)
    }

    /// Lines of the real logs, and each with the spaces, tabs, marks, quotes and lengths the
    /// byte shortcut looks at changed.
    static var corpus: [Substring] {
        var lines: [Substring] = []
        for name in ConstraintLogTests.fixtureNames {
            guard
                let text = try? String(
                    contentsOf: ConstraintLogTests.fixtures.appendingPathComponent(name), encoding: .utf8)
            else { continue }
            lines += text.split(separator: "\n").dropFirst().filter { !$0.contains("\r") }
        }
        let item = "\"\(constraint)\""
        // Flattened lists cut at every length, starting as a list, an item, or text before one.
        for flattened in [
            "( \(item), \(item) )", "\(item), \(item)", "x\(item), \(item)", "x \(item) \(item)",
            "x \"\(item), \(item)",
        ] {
            for length in 55...flattened.utf8.count {
                lines.append(Substring(String(decoding: Array(flattened.utf8.prefix(length)), as: UTF8.self)))
            }
        }
        lines += ["\"", "\",", "<", ">", ">\",", "<>", "\"<>\"", "\"<>\",", "<a", "\"<a", "\\<a"]
        var variants: [Substring] = []
        for line in lines + [Substring(item + ", " + item), Substring("( \(item), \(item) )")] {
            let text = String(line)
            variants += [
                line, Substring(" " + text), Substring("\t" + text), Substring(text + " "),
                Substring(text + "\t"),
                Substring(text + "`"), Substring(text + "` "), Substring(text + "/"),
                Substring(text + " */ \t"),
                Substring("\"" + text), Substring(text + ","), Substring(text + "\","), Substring(text + "x"),
            ]
            // The lengths around the 60 bytes a flattened list needs.
            for length in [58, 59, 60, 61, 62] where text.utf8.count > length {
                variants.append(Substring(String(decoding: Array(text.utf8.prefix(length)), as: UTF8.self)))
            }
        }
        return variants
    }

    @Test("the byte shortcut changes nothing: each line reads as the slower steps read it")
    func shortcutIsOnlyAShortcut() {
        var checked = 0
        // (A log shared as a link is decoded before any shortcut: its own test is below.)
        for line in Self.corpus where !line.hasPrefix("# source:") && !line.contains(LogLines.linkParameter) {
            let read = LogLines(String(line))
            let expected = Self.slowSteps(line)
            // A line that starts a constraint without ending it waits to be joined; alone it stays.
            expectEqual(read.lines.map(String.init), expected, "\(line)")
            checked += 1
        }
        #expect(checked > 2_000)
    }

    @Test("the byte shortcut changes nothing where a line may be joined to the next one")
    func shortcutBeforeAContinuation() {
        // Behind a quote mark every line takes the slower steps, and reads as it does without it.
        func quoted(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { "> " + $0 }.joined(
                separator: "\n")
        }
        var checked = 0
        for line in Self.corpus
        where !line.hasPrefix("# source:") && !line.hasPrefix(">") && !line.contains(LogLines.linkParameter) {
            for next in ["100   (active)>\"", "== 100>", ""] {
                let text = String(line) + "\n" + next
                let read = LogLines(text)
                let slow = LogLines(quoted(text))
                // The slower steps also take the spaces around a line off, which the reader ignores.
                expectEqual(
                    read.lines.map(\.withoutSurroundingSpaces), slow.lines.map(\.withoutSurroundingSpaces),
                    "\(line)")
                expectEqual(
                    read.lines.indices.map(read.number(at:)), slow.lines.indices.map(slow.number(at:)))
                checked += 1
            }
        }
        #expect(checked > 6_000)
    }

    @Test("two quoted items on a line of 61 bytes are a flattened list; on one of 60 they are not")
    func flattenedLength() {
        func line(_ length: Int) -> String {
            let head = "( \"<C:0x1 V:0x2.w == 1>\", \"<C:0x3 V:0x4.w == 2>\" )"
            return head + String(repeating: "x", count: length - head.utf8.count)
        }
        for (length, pieces) in [(60, 1), (61, 5)] {
            expectEqual(line(length).utf8.count, length)
            expectEqual(LogLines(line(length)).lines.count, pieces, "\(length) bytes")
            // With spaces and tabs around it, the length is the text's own.
            expectEqual(LogLines(" \t" + line(length) + "\t ").lines.count, pieces, "\(length) bytes, spaced")
        }
        // A line that starts with its first quoted item needs only one more.
        let starting =
            "\"<C:0x1 V:0x2.w == 1>\", \"<C:0x3 V:0x4.w == 2>\" " + String(repeating: "x", count: 20)
        let expectedLines: [String] = [
            "\"<C:0x1 V:0x2.w == 1>\",", "\"<C:0x3 V:0x4.w == 2>\"", String(repeating: "x", count: 20),
        ]
        expectEqual(LogLines(starting).lines.map(String.init), expectedLines)
    }

    @Test("a flattened list's later item cut across lines is joined with its rest, as a first one is")
    func flattenedListWrapped() {
        let head = "(\"<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>\", "
        let cut = "\"<NSLayoutConstraint:0x3 UIView:0x2.height =="
        let log = LogLines(head + cut + "\n 20   (active)>\"\n)")
        let joined = log.lines.filter { $0.contains("0x3") }
        #expect(
            joined == ["\"<NSLayoutConstraint:0x3 UIView:0x2.height ==20   (active)>\""]
                || joined == ["\"<NSLayoutConstraint:0x3 UIView:0x2.height == 20   (active)>\""],
            "\(log.lines)")
        #expect(log.lines.contains { $0.contains("0x1") && $0.contains("== 10") })
        // The rest is not left as a line of its own.
        #expect(!log.lines.contains { $0.withoutSurroundingSpaces.hasPrefix("20") })
    }

    @Test("after a flattened list, every kind of line keeps the number of the text's line it is on")
    func numbersAfterAFlattenedList() {
        let item = "\"\(Self.constraint)\""
        let text = [
            "note ( \(item), \(item) ) end",  // 1: note, (, item, item, ), end
            "plain text",  // 2
            "\"<NSLayoutConstraint:0x601 UIView:0x10.width",  // 3: unfinished, joined with 4
            "== 50   (active)>\",",  // 4
            "# source: somewhere",  // 5
            "// commented",  // 6
            "//   \"<NSLayoutConstraint:0x602 UIView:0x10.width",  // 7: commented and unfinished
            "// == 60   (active)>\",",  // 8
            "last",  // 9
        ].joined(separator: "\n")
        let log = LogLines(text)
        let expected: [(String, Int)] = [
            ("note", 1), ("(", 1), (item + ",", 1), (item, 1), (")", 1), ("end", 1),
            ("plain text", 2),
            // Joined as broken, inside a word, since that reads.
            ("\"<NSLayoutConstraint:0x601 UIView:0x10.width== 50   (active)>\",", 3),
            ("", 5), ("commented", 6),
            ("\"<NSLayoutConstraint:0x602 UIView:0x10.width== 60   (active)>\",", 7),
            ("last", 9),
        ]
        expectEqual(log.lines.map(String.init), expected.map(\.0))
        expectEqual(log.lines.indices.map(log.number(at:)), expected.map(\.1))
        // Past the last line: the text's lines after it.
        expectEqual(log.number(at: log.lines.count), 10)
        expectEqual(log.number(at: log.lines.count + 2), 12)
    }

    @Test("without a flattened list, numbers are the lines' own, past the last one too")
    func numbersOfPlainText() {
        let log = LogLines("first\n// second\n\nfourth")
        expectEqual(log.lines.indices.map(log.number(at:)), [1, 2, 3, 4])
        expectEqual(log.number(at: 4), 5)
    }
}

extension LogLinesTests {
    @Test(
        "a flattened list needs more than 60 bytes and two items; the text before it is kept, without a bracket too"
    )
    func flattenedListPieces() {
        let item = "\"<C:0x1 V:0x2.w == 1>\""
        let head = "( \(item), \(item) )"
        let sixty = head + String(repeating: "x", count: 60 - head.utf8.count)
        expectEqual(sixty.utf8.count, 60)
        expectEqual(LogLines.flattenedList(Substring(sixty)), nil)
        expectEqual(LogLines.flattenedList(Substring(sixty + "y"))?.count, 5)
        let headed = "note: \(item), \(item) and more text after it"
        expectEqual(
            LogLines.flattenedList(Substring(headed))?.map(String.init),
            ["note:", "\(item),", item, "and more text after it"])
    }

    @Test("a wrapped constraint is joined only across lines that can continue it")
    func wrappedStopsAtWhatCannotContinueIt() {
        let start = "\"<NSLayoutConstraint:0x600 UIView:0x10.width =="
        for next in [
            "", "\"<NSLayoutConstraint:0x601 UIView:0x10.width == 50>\"",
            "Unable to simultaneously satisfy constraints. 100>", ")",
        ] {
            expectEqual(LogLines(start + "\n" + next + "\n100>\"").lines.count, 3, "followed by '\(next)'")
        }
        // Joined, these would read: a marker's line and a lone ")" still end the search.
        let marker =
            "\"<NSLayoutConstraint:0x600\n'Unable to simultaneously satisfy constraints' UIView:0x10.width == 1>\""
        expectEqual(LogLines(marker).lines.count, 2)
        expectEqual(LogLines(marker.replacingOccurrences(of: "Unable", with: "Able")).lines.count, 1)
        expectEqual(LogLines(start + " 100   (active\n)\n>\"").lines.count, 3)
        expectEqual(LogLines(start + " 100   (active\n  )x\n>\"").lines.count, 1)
        // Only a line that starts a constraint (`<` or `"<`) and does not end it is joined, in a
        // comment too.
        for mark in ["", "// "] {
            let bare = mark + "NSLayoutConstraint:0x600 UIView:0x10.width ==\n\(mark)100>"
            expectEqual(LogLines(bare).lines.count, 2, "'\(mark)'")
            let ended = mark + "<NSLayoutConstraint:0x600 UIView:0x10.width == 100>\n\(mark)note>"
            expectEqual(LogLines(ended).lines.count, 2, "'\(mark)'")
            let wrapped = mark + "<NSLayoutConstraint:0x600 UIView:0x10.width ==\n\(mark)100>"
            expectEqual(LogLines(wrapped).lines.count, 1, "'\(mark)'")
            // A start too short to tell as a constraint's (no address yet) is left alone.
            let short = mark + "\"<NSLayoutConstraint\n\(mark):0x600 UIView:0x10.width == 100>\""
            expectEqual(LogLines(short).lines.count, 2, "'\(mark)'")
        }
    }

    @Test("a constraint wrapped inside an identifier that holds a > is joined")
    func wrappedAfterAnAngleBracket() {
        let text = "<NSLayoutConstraint:0x600 'a>x\nb' UIView:0x10.width == 1>"
        expectEqual(
            LogLines(text).lines.map(String.init),
            ["<NSLayoutConstraint:0x600 'a>xb' UIView:0x10.width == 1>"])
        expectEqual(LogLines("\"" + text + "\"").lines.count, 1)
    }

    @Test("a constraint Markdown escaped and wrapped is joined, and reads as logged")
    func escapedAndWrapped() throws {
        for mark in ["", "> "] {
            let text = mark + "\\<NSLayoutConstraint:0x600 UIView:0x10.width ==\n\(mark)100   (active)\\>"
            expectEqual(LogLines(text).lines.count, 1, "'\(mark)'")
            let constraint = try #require(ConstraintLog.parse(text).conflicts.first?.constraints.first)
            expectEqual(constraint.constant, 100)
        }
    }
}

/// The byte-level steps every log passes: splitting into lines, a page's entities, a class
/// name's module.
@Suite("Log lines: the steps by bytes")
struct LogLinesByteStepTests {
    @Test(
        "split at each newline byte: empty lines kept, a trailing newline an empty last line, multi-byte text whole"
    )
    func split() {
        expectEqual(LogLines.split("").map(String.init), [""])
        expectEqual(LogLines.split("\n").map(String.init), ["", ""])
        expectEqual(LogLines.split("a\r\n\nbé\n").map(String.init), ["a\r", "", "bé", ""])
        expectEqual(LogLines.split("ß—\nx").map(String.init), ["ß—", "x"])
        // The same pieces as the generic split, over every fixture log.
        for name in ConstraintLogTests.fixtureNames {
            guard
                let text = try? String(
                    contentsOf: ConstraintLogTests.fixtures.appendingPathComponent(name), encoding: .utf8)
            else { continue }
            let generic = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
                .map { String(Substring($0)) }
            expectEqual(LogLines.split(text).map(String.init), generic, "\(name)")
        }
    }

    @Test("a Windows line ending is taken off each line, and each line keeps its number")
    func windowsEndings() {
        let log = LogLines("first\r\nsecond\r\n\r\nfourth")
        expectEqual(log.lines.map(String.init), ["first", "second", "", "fourth"])
        #expect((0..<4).map { log.number(at: $0) } == [1, 2, 3, 4])
    }

    @Test("each entity read as its character in one pass: &amp;lt; is &lt;, as replacing each in turn gives")
    func entities() {
        expectEqual(
            LogLines.htmlDecoded("&lt;a&gt; &quot;b&quot; &#39;c&#x27; d &amp; e"), "<a> \"b\" 'c' d & e")
        expectEqual(LogLines.htmlDecoded("&amp;lt; &amp;amp;"), "&lt; &amp;")
        expectEqual(LogLines.htmlDecoded("& &l &lt"), "& &l &lt")
        expectEqual(LogLines.htmlDecoded("é&lt;ß&gt;"), "é<ß>")
        expectEqual(LogLines.htmlDecoded(""), "")
        // A log written as a page: the same lines as the log, numbered as the page's.
        let page = LogLines("x\n&lt;NSLayoutConstraint:0x6 UIView:0x7.width == 2&gt;")
        expectEqual(page.lines.last, "<NSLayoutConstraint:0x6 UIView:0x7.width == 2>")
        expectEqual(page.number(at: 1), 2)
    }

    @Test("a class name without its module: the part after the last dot, by bytes")
    func unqualified() {
        expectEqual("MyApp.Outer.Inner".unqualifiedClassName, "Inner")
        expectEqual("UIView".unqualifiedClassName, "UIView")
        expectEqual("Módulo.Vísta".unqualifiedClassName, "Vísta")
        expectEqual("Trailing.".unqualifiedClassName, "")
    }
}
