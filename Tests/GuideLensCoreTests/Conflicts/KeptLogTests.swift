import Foundation
import Testing

@testable @_spi(Engine) import GuideLensCore

/// Logs as people keep them: commented out in source, quoted in Markdown, escaped by it, put in
/// backticks, flattened onto one line or wrapped across lines by a page, a book or a PDF.
@Suite("Logs kept where people keep them")
struct KeptLogTests {
    static let lines = [
        "<NSLayoutConstraint:0x600 UIView:0x10.width == 100   (active)>",
        "<NSLayoutConstraint:0x601 'UIView-Encapsulated-Layout-Width' UIView:0x10.width == 50   (active)>",
    ]

    /// A whole report, each line behind `mark`, the indentation after the mark varying from line
    /// to line (none, one space, four, a tab).
    static func commented(_ text: String, mark: String) -> String {
        let spaces = ["", " ", "    ", "\t"]
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
            mark + spaces[$0.offset % spaces.count] + $0.element
        }.joined(separator: "\n")
    }

    @Test(
        "a report commented out line by line, in any mix of indentation, reads as the report does",
        arguments: [
            "//", "// ", "///", "#", "# ", "--", "-- ", ";", ";; ", " * ", "*", "> ", ">", "  //", "> // ",
            "\t# ",
        ])
    func commentedReport(mark: String) throws {
        let report = ConstraintLogTests.report(Self.lines, broken: Self.lines[0])
        let log = ConstraintLog.parse(Self.commented(report, mark: mark))
        let conflict = try #require(log.conflicts.first)
        expectEqual(log.conflicts.count, 1)
        #expect(conflict.constraints.count == 2 && conflict.brokenIndex == 0 && conflict.missing.isEmpty)
        #expect(conflict.unread.isEmpty && conflict.line == 1)
        // The same list without its report, with and without the brackets.
        let bracketed = "(\n" + Self.lines.map { "    \"\($0)\"," }.joined(separator: "\n") + "\n)"
        for list in [bracketed, Self.lines.joined(separator: "\n")] {
            let listLog = ConstraintLog.parse(Self.commented(list, mark: mark))
            expectEqual(listLog.conflicts.map(\.constraints.count), [2], "\(mark)")
            expectEqual(listLog.conflicts.first?.isList, true, "\(mark)")
        }
    }

    @Test("a mark is taken off only where it is one: both sides of each")
    func marks() {
        let cases: [(String, String)] = [
            ("// x", "x"), ("/ x", "/ x"), ("//x", "x"), ("/* x", "x"), ("/*x", "x"), ("x */", "x"),
            ("*/", ""), ("*/x", "x"), ("#", ""), ("--", ""), ("**", ""),
            ("*Zoom.width", "*Zoom.width"), ("#Z1", "#Z1"), ("#@ x", "@ x"), ("--@", "@"),
            // Eight marks nested are taken off; a ninth stays.
            ("> // > // > // > // x", "x"), ("> // > // > // > // > x", "> x"),
            (" * x", "x"), ("*UIView:0x1.width", "*UIView:0x1.width"), ("** x", "x"),
            ("# x", "x"), ("#71 UILabel:0x1", "#71 UILabel:0x1"), ("#\"<x", "\"<x"),
            ("-- x", "x"), ("- x", "- x"), ("--x", "--x"), ("---- x", "x"),
            ("; x", "x"), (";x", "x"),
            ("> x", "x"), (">", ""), (">\",", ">\","), (">> x", "x"), ("> > // x", "x"),
            ("`x`", "x"), ("```", ""), ("```objc", "objc"), ("`App[1:2]` Unable", "App[1:2]` Unable"),
            ("    \"<NSLayoutConstraint:0x1 …>\",", "    \"<NSLayoutConstraint:0x1 …>\","),
        ]
        for (line, expected) in cases {
            expectEqual(String(LogLines.unmarked(Substring(line))), expected, "\(line)")
        }
    }

    @Test("a list commented out with // before each line is a conflict, never 'no conflict'")
    func commentedListIsNeverEmpty() {
        let text = Self.lines.map { "//\"\($0)\"" }.joined(separator: "\n//\n")
        expectEqual(ConstraintLog.parse(text).conflicts.map(\.constraints.count), [2])
        #expect(
            ConflictExplanation(log: ConstraintLog.parse(text)).text.hasPrefix("Conflict 1 of 1 (line 1)"))
    }

    @Test(
        "a list kept in a comment ends where the code after it starts; a bracketed list reads on to its ')'")
    func codeAfterList() throws {
        let text = Self.lines.map { "//\"\($0)\"" }.joined(separator: "\n") + "\nclass Cell: UIView {\n}\n"
        let conflict = try #require(ConstraintLog.parse(text).conflicts.first)
        #expect(conflict.constraints.count == 2 && conflict.unread.isEmpty)
        // Boundary: inside brackets, a line that is not a constraint is kept, unread, as one.
        let bracketed = "(\n\"\(Self.lines[0])\",\nnot a constraint\n\"\(Self.lines[1])\"\n)\n"
        let list = try #require(ConstraintLog.parse(bracketed).conflicts.first)
        #expect(list.constraints.count == 2 && list.unread.map(\.text) == ["not a constraint"])
    }

    @Test("constraint lines among other text are read together as one list; text without one is no conflict")
    func scatteredLines() throws {
        let text = """
            app started
            print("\(Self.lines[0])")
            2024-05-02 10:22:33.123 Shop[1:2] \(Self.lines[1]) was broken
            NSLog: <NSLayoutConstraint:0x602 UIView:0x10.width ?? 20>
            done
            """
        let conflict = try #require(ConstraintLog.parse(text).conflicts.first)
        #expect(conflict.isList && conflict.constraints.count == 2 && conflict.line == 2)
        #expect(conflict.unread.map(\.line) == [4] && conflict.unread.first?.position == 2)
        expectEqual(conflict.unread.first?.text, "<NSLayoutConstraint:0x602 UIView:0x10.width ?? 20>")
        // Boundary: "Constraint:" with no address, or an address with no constraint class, is text.
        #expect(ConstraintLog.parse("NSLayoutConstraint: none here\nUIView:0x10 moved\n").conflicts.isEmpty)
        expectEqual(ConstraintLog.parse("LayoutConstraint:0x1 …\n").conflicts.count, 1)
    }

    @Test("a constraint wrapped across lines, inside a word or at a space, is joined; a cut one is not")
    func wrapped() throws {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600 UIView:0x10.width == 1
            00   (active)>",
                "<NSLayoutConstraint:0x601 'UIView-Encapsulated-Layout-Width'
                UIView:0x10.width == 50   (active)>",
                "<NSLayoutConstraint:0x602 UIView:0x10.width ?? 20   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600 UIView:0x10.width
            == 100   (active)>
            """
        let conflict = try #require(ConstraintLog.parse(text).conflicts.first)
        expectEqual(conflict.constraints.map(\.constant), [100, 50])
        expectEqual(conflict.constraints[1].identifier, "UIView-Encapsulated-Layout-Width")
        #expect(conflict.brokenIndex == 0 && conflict.missing.isEmpty)
        // The line after the joined ones keeps its own number.
        expectEqual(conflict.unread.map(\.line), [7])
        // Boundary: a constraint cut short is not joined to what follows it.
        let cut = "(\n\"<NSLayoutConstraint:0x600 UIView:0x10.width ==\n)\nafter\n"
        let cutConflict = try #require(ConstraintLog.parse(cut).conflicts.first)
        #expect(
            cutConflict.unread.count == 1 && cutConflict.missing.isEmpty && cutConflict.constraints.isEmpty)
        // Boundary: three continuation lines are joined, four are not.
        let three = "\"<NSLayoutConstraint:0x600 UIView:0x10.wi\ndth ==\n10\n0>\""
        let four = "\"<NSLayoutConstraint:0x600 UIView:0x10.wi\nd\nth ==\n10\n0>\""
        expectEqual(ConstraintLog.parse(three).conflicts.first?.constraints.first?.constant, 100)
        expectEqual(ConstraintLog.parse(four).conflicts.first?.constraints.isEmpty, true)
    }

    @Test("a list a page flattened onto one line is split into its items; one item on a line is not a list")
    func flattened() throws {
        let text =
            "Unable to simultaneously satisfy constraints. Probably at least one … fix it. ( \"\(Self.lines[0])\", \"\(Self.lines[1])\" ) Will attempt to recover by breaking constraint \(Self.lines[1])"
        let conflict = try #require(ConstraintLog.parse(text).conflicts.first)
        #expect(conflict.constraints.count == 2 && conflict.brokenIndex == 1 && conflict.missing.isEmpty)
        expectEqual(conflict.line, 1)
        let pieces = try #require(
            LogLines.flattenedList(Substring("note: ( \"\(Self.lines[0])\", \"\(Self.lines[1])\" ) done")))
        let expectedPieces: [String] = [
            "note:", "(", "\"\(Self.lines[0])\",", "\"\(Self.lines[1])\"", ")", "done",
        ]
        expectEqual(pieces.map(String.init), expectedPieces)
        expectEqual(LogLines.flattenedList(Substring("note: ( \"\(Self.lines[0])\" ) done")), nil)
        // Every piece of a flattened line is numbered as that line: a list without its report
        // starts on it, and an item that cannot be read is named on it.
        let bare =
            "first line\n( \"\(Self.lines[0])\", \"<NSLayoutConstraint:0x602 UIView:0x10.width ?? 20>\" )"
        let list = try #require(ConstraintLog.parse(bare).conflicts.first)
        #expect(list.line == 2 && list.unread.map(\.line) == [2])
        // Lines after a flattened one keep their numbers.
        let after = text + "\n\n" + ConstraintLogTests.report(Self.lines, broken: Self.lines[0])
        expectEqual(ConstraintLog.parse(after).conflicts.map(\.line), [1, 3])
    }

    @Test("a report Markdown escaped (\\<…\\>, \\[, \\*) reads as logged; the log's own escapes stay")
    func markdownEscapes() throws {
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                \\<NSLayoutConstraint:0x600 V:|-(5)-\\[UIImageView:0x10\\]   (active, names: '|':UIView:0x20 )\\>,
                \\<NSLayoutConstraint:0x601 UIImageView:0x10.height == 0.22\\*UIView:0x20.height   (active)\\>
            )

            Will attempt to recover by breaking constraint
            \\<NSLayoutConstraint:0x601 UIImageView:0x10.height == 0.22\\*UIView:0x20.height   (active)\\>
            """
        let conflict = try #require(ConstraintLog.parse(text).conflicts.first)
        #expect(conflict.constraints.count == 2 && conflict.unread.isEmpty && conflict.brokenIndex == 1)
        #expect(conflict.constraints[1].multiplier == 0.22 && conflict.constraints[0].constant == 5)
        // The log's own escapes are not Markdown's: a label's \n, \U2019, \" and an escaped backslash.
        expectEqual(LoggedConstraintReader.markdownUnescaped("'a\\nb \\U2019 \\\"' \\\\[x"), nil)
        expectEqual(LoggedConstraintReader.markdownUnescaped("\\<x\\>"), "<x>")
        let label = try #require(
            ConflictGrammarTests.read(
                "<NSLayoutConstraint:0x1 UILabel:0x10'it\\U2019s'.height == 20   (active)>"))
        expectEqual(label.first.item.identifier, "it\\U2019s")
    }

    @Test(
        "an address that cannot be one is named as such, not as a missing attribute: both sides of each boundary",
        arguments: [
            ("UIView:0x6z0.width == 100", "'0x6z0' is not an address ('z' is not a hexadecimal digit)"),
            ("UIView:0x6g0.width == 100", "'0x6g0' is not an address ('g' is not a hexadecimal digit)"),
            ("UIView:0x.width == 100", "'0x' is not an address (no hexadecimal digit after 0x)"),
            (
                "UIView:0x1ffffffffffffffff.width == 100",
                "'0x1ffffffffffffffff' is not an address (wider than 64 bits)"
            ),
            (
                "UIView:0x6f0.width == UIView:0x6_0.width",
                "'0x6_0' is not an address ('_' is not a hexadecimal digit)"
            ),
            (
                "H:[UIView:0x10]-(0)-|   (active, names: '|':UIView:0x2q0 )",
                "'0x2q0' is not an address ('q' is not a hexadecimal digit)"
            ),
        ])
    func impossibleAddresses(body: String, reason: String) throws {
        let line = "<NSLayoutConstraint:0x600 \(body)>"
        let conflict = try #require(
            ConstraintLog.parse(ConstraintLogTests.report([line], broken: line)).conflicts.first)
        #expect(conflict.constraints.isEmpty)
        expectEqual(conflict.unread.first?.reason, reason)
        expectEqual(conflict.unreadBroken?.reason, reason)
    }

    @Test("addresses that can be one read: every hex letter, either case, 16 digits, leading zeros")
    func possibleAddresses() throws {
        for address in ["0x6f0", "0xABCDEF", "0xffffffffffffffff", "0x0000000000000000001"] {
            let constraint = try #require(
                ConflictGrammarTests.read(
                    "<NSLayoutConstraint:0x600 UIView:\(address).width == 100   (active)>"))
            expectEqual(constraint.constant, 100, "\(address)")
        }
        // The constraint's own address: one that cannot be one is not taken for Masonry's key.
        let own = "<NSLayoutConstraint:0x6z0 UIView:0x10.width == 100   (active)>"
        let conflict = try #require(
            ConstraintLog.parse(ConstraintLogTests.report([own], broken: own)).conflicts.first)
        expectEqual(
            conflict.unread.first?.reason, "'0x6z0' is not an address ('z' is not a hexadecimal digit)")
        expectEqual(
            ConflictGrammarTests.read("<MASLayoutConstraint:height0x UIView:0x10.height == 44>")?.identifier,
            "height0x")
    }

    @Test(
        "a space a PDF put after an item's colon is read past; a colon before something else is not an item")
    func spacedAddress() throws {
        let spaced = try #require(
            ConflictGrammarTests.read(
                "<NSLayoutConstraint:0x1 UIView: 0x10.trailing == UILayoutGuide:  0x20'UIViewSafeAreaLayoutGuide'.trailing + 16 (active)>"
            ))
        #expect(
            spaced.first.item.address == ObjectAddress(0x10)
                && spaced.second?.item.address == ObjectAddress(0x20))
        expectEqual(ConflictGrammarTests.read("<NSLayoutConstraint:0x1 UIView: x10.width == 100>"), nil)
    }
}

extension KeptLogTests {
    @Test(
        "in every real log, each constraint the text holds is read or kept unread: none is lost",
        arguments: ConstraintLogTests.fixtureNames)
    func noConstraintLost(name: String) throws {
        let text = try String(
            contentsOf: ConstraintLogTests.fixtures.appendingPathComponent(name), encoding: .utf8)
        let body = text.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(
            separator: "\n")
        let written = body.components(separatedBy: "Constraint:0x").count - 1
        let log = ConstraintLog.parse(text)
        let kept = log.conflicts.reduce(0) {
            $0 + $1.constraints.count + $1.unread.count + ($1.broken == nil ? 0 : 1)
                + ($1.unreadBroken == nil ? 0 : 1)
        }
        // More only where the poster elided lines (`...`) or the system redacted them (`<private>`).
        #expect(kept >= written, "\(name)")
    }
}

extension KeptLogTests {
    @Test("Markdown's escapes are taken off from the first byte to the last; a backslash at the end stays")
    func unescapedAtTheEdges() {
        expectEqual(LoggedConstraintReader.markdownUnescaped("a\\<"), "a<")
        expectEqual(LoggedConstraintReader.markdownUnescaped("\\<x\\"), "<x\\")
        expectEqual(LoggedConstraintReader.markdownUnescaped("x\\"), nil)
    }

    @Test("an impossible address is found at the text's start and end, and only after what may precede one")
    func impossibleAddressEdges() {
        func reason(_ text: String) -> String? {
            LoggedConstraintReader.impossibleAddress(in: Substring(text))
        }
        expectEqual(reason("0xz1"), "'0xz1' is not an address ('z' is not a hexadecimal digit)")
        expectEqual(reason("width 0x"), "'0x' is not an address (no hexadecimal digit after 0x)")
        // After a letter, `0x` is part of a word; after `:`, `(`, `[`, `<`, a space or a tab it starts an address.
        expectEqual(reason("a0xz1"), nil)
        for before in [":", "(", "[", "<", " ", "\t"] {
            #expect(reason("V" + before + "0xz1") != nil, "after '\(before)'")
        }
        // Read past a good address to the next.
        expectEqual(reason("0x1 0xz2"), "'0xz2' is not an address ('z' is not a hexadecimal digit)")
        // 16 digits past leading zeros are an address; 17 are wider than 64 bits.
        expectEqual(reason("0x00" + String(repeating: "f", count: 16)), nil)
        expectEqual(reason("0x" + String(repeating: "f", count: 17))?.hasSuffix("(wider than 64 bits)"), true)
        // A long token is named by its first 20 bytes.
        let twenty = "0x" + String(repeating: "1", count: 17) + "z"
        expectEqual(reason(twenty), "'\(twenty)' is not an address ('z' is not a hexadecimal digit)")
        let longer = twenty + "1"
        expectEqual(reason(longer), "'\(twenty)…' is not an address ('z' is not a hexadecimal digit)")
    }

    @Test("a line whose brackets were lost reads when its first address starts within its first 100 bytes")
    func addressWithinTheFirstHundredBytes() {
        func read(_ prefix: Int) -> Result<LoggedConstraint, LoggedConstraintReader.Unreadable> {
            LoggedConstraintReader.read(
                Substring(String(repeating: "A", count: prefix) + ":0x1 UIView:0x2.width == 100   (active)"))
        }
        guard case .success(let constraint) = read(97) else {
            Issue.record("':0x' in bytes 98 to 100 did not read")
            return
        }
        expectEqual(constraint.constant, 100)
        guard case .failure(let unread) = read(98) else {
            Issue.record("':0x' past byte 100 read")
            return
        }
        expectEqual(unread.reason, "expected <…>")
    }

    @Test("a broken constraint without an address is found in the list by its text")
    func brokenByText() throws {
        let first = "<MASLayoutConstraint:buttonHeight UIButton:0x10.height == 44>"
        let second = "<MASLayoutConstraint:buttonWidth UIButton:0x10.width == 80>"
        let conflict = try #require(
            ConstraintLog.parse(ConstraintLogTests.report([first, second], broken: second)).conflicts.first)
        expectEqual(conflict.brokenIndex, 1)
        let other = try #require(
            ConstraintLog.parse(ConstraintLogTests.report([first, second], broken: first)).conflicts.first)
        expectEqual(other.brokenIndex, 0)
    }
}
