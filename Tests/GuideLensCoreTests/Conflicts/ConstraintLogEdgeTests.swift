import Testing

@testable @_spi(Engine) import GuideLensCore

/// Where a report's parts may sit, at the edges of what the reader looks through.
@Suite("Constraint logs: the reader's reach")
struct ConstraintLogEdgeTests {
    static let marker =
        "2024-05-02 10:22:33.123456+0200 Shop[1234:56789] [LayoutConstraints] Unable to simultaneously satisfy constraints."
    static let line = "<NSLayoutConstraint:0x600002a8a4e0 UIView:0x7f9b8bd0a8b0.height == 44   (active)>"

    /// A report whose list opens after `prose` lines of text.
    static func report(prose: Int) -> String {
        ([marker]
            + (0..<prose).map {
                "\tTry this: (\($0 + 1)) look at each constraint and try to figure out which"
            }
            + ["(", "    \"\(line)\",", ")", "", "Will attempt to recover by breaking constraint ", line, ""])
            .joined(separator: "\n")
    }

    @Test("the list may open after five lines of prose under the marker, and not after six")
    func proseBeforeTheList() {
        for prose in 0...5 {
            let conflict = ConstraintLog.parse(Self.report(prose: prose)).conflicts.first
            expectEqual(conflict?.constraints.count, 1, "\(prose) lines")
            expectEqual(conflict?.missing, [], "\(prose) lines")
        }
        let tooFar = ConstraintLog.parse(Self.report(prose: 6)).conflicts.first
        expectEqual(tooFar?.constraints.isEmpty, true)
        expectEqual(tooFar?.missing.contains("the list of constraints"), true)
    }

    @Test("a report without its breaking line does not take the next report's")
    func brokenLineOfTheNextReport() throws {
        let other = "<NSLayoutConstraint:0x600002a8a500 UIView:0x7f9b8bd0a8c0.width == 10   (active)>"
        let first = [Self.marker, "(", "    \"\(Self.line)\",", ")", ""].joined(separator: "\n")
        let second = [
            Self.marker, "(", "    \"\(other)\",", ")", "", "Will attempt to recover by breaking constraint ",
            other, "",
        ].joined(separator: "\n")
        let log = ConstraintLog.parse(first + "\n" + second)
        expectEqual(log.conflicts.count, 2)
        expectEqual(log.conflicts.first?.broken, nil)
        expectEqual(log.conflicts.first?.missing.contains("which constraint UIKit broke"), true)
        expectEqual(log.conflicts.last?.brokenIndex, 0)
        expectEqual(log.conflicts.last?.constraints.first?.address, ObjectAddress(0x6000_02a8_a500))
        // The next report's list without its opening bracket, as some pastes drop it: the marker
        // alone still ends the search.
        let bare = [
            Self.marker, "    \"\(other)\",", ")", "", "Will attempt to recover by breaking constraint ",
            other, "",
        ]
        .joined(separator: "\n")
        let pasted = ConstraintLog.parse(first + "\n" + bare)
        expectEqual(pasted.conflicts.first?.broken, nil)
        expectEqual(pasted.conflicts.first?.missing.contains("which constraint UIKit broke"), true)
        expectEqual(pasted.conflicts.first?.constraints.map(\.address), [ObjectAddress(0x6000_02a8_a4e0)])
    }

    @Test("a log that ends on the breaking line's words, with nothing after them, says what is missing")
    func endsOnTheBreakingLine() {
        let text = [
            Self.marker, "(", "    \"\(Self.line)\",", ")", "",
            "Will attempt to recover by breaking constraint ",
        ]
        .joined(separator: "\n")
        let conflict = ConstraintLog.parse(text).conflicts.first
        expectEqual(conflict?.constraints.count, 1)
        expectEqual(conflict?.missing.contains("the constraint UIKit broke"), true)
    }
}

extension ConstraintLogEdgeTests {
    @Test(
        "the constraint UIKit broke may sit on the line after a breaking line that directly follows the marker"
    )
    func brokenAfterTheMarker() {
        let text = [Self.marker, "Will attempt to recover by breaking constraint ", Self.line].joined(
            separator: "\n")
        let conflict = ConstraintLog.parse(text).conflicts.first
        expectEqual(conflict?.broken?.address, ObjectAddress(0x6000_02a8_a4e0))
        expectEqual(conflict?.missing, ["the list of constraints"])
    }

    @Test("a report that starts on the line after the last one's broken constraint is read too")
    func reportsBackToBack() {
        let other = "<NSLayoutConstraint:0x600002a8a500 UIView:0x7f9b8bd0a8c0.width == 10   (active)>"
        func report(_ line: String) -> [String] {
            [
                Self.marker, "(", "    \"\(line)\",", ")", "Will attempt to recover by breaking constraint ",
                line,
            ]
        }
        let log = ConstraintLog.parse((report(Self.line) + report(other)).joined(separator: "\n"))
        expectEqual(log.conflicts.map(\.line), [1, 7])
        expectEqual(log.conflicts.map(\.brokenIndex), [0, 0])
        expectEqual(log.conflicts.last?.missing, [])
    }

    @Test("a marker line cut short, then a whole report: the report is read from its own marker")
    func markerTwice() {
        let text = ([Self.marker, Self.marker, "(", "    \"\(Self.line)\",", ")", ""]).joined(separator: "\n")
        let log = ConstraintLog.parse(text)
        expectEqual(log.conflicts.map(\.line), [1, 2])
        expectEqual(log.conflicts.first?.constraints.isEmpty, true)
        expectEqual(log.conflicts.last?.constraints.count, 1)
        expectEqual(log.conflicts.last?.isList, false)
    }

    @Test("a pasted list may leave blank lines after its opening bracket")
    func blankLinesAfterTheBracket() {
        for blanks in 1...3 {
            let text = (["("] + Array(repeating: "   ", count: blanks) + ["    \"\(Self.line)\",", ")"])
                .joined(separator: "\n")
            let conflict = ConstraintLog.parse(text).conflicts.first
            expectEqual(conflict?.line, 1, "\(blanks) blank lines")
            #expect(conflict?.constraints.count == 1 && conflict?.isList == true, "\(blanks) blank lines")
        }
    }

    @Test("a constraint's line: how it may end, what it must hold, and within its first 120 bytes")
    func constraintLines() {
        let cases: [(String, Bool)] = [
            ("<NSLayoutConstraint:0x1 V:0x2.w == 1>", true),
            ("\"<NSLayoutConstraint:0x1 V:0x2.w == 1>\"", true),
            ("\"<NSLayoutConstraint:0x1 V:0x2.w == 1>\",", true),
            ("<NSLayoutConstraint:0x1 V:0x2.w == 1>,", true),
            ("\\<NSLayoutConstraint:0x1 V:0x2.w == 1\\>", true),
            // Not ended, but with an address: wrapped.
            ("<NSLayoutConstraint:0x1 V:0x2.w ==", true),
            ("<NSLayoutConstraint: wrapped", false),
            // Ended, with only one of an address or the class's name.
            ("<NSAutoresizingMaskLayoutConstraint: h=--& v=--&>", true),
            ("<Item:0x1 thing>", true),
            ("<Item thing>", false),
            ("NSLayoutConstraint:0x1 V:0x2.w == 1>", false),
            ("<" + String(repeating: "a", count: 116) + ":0x1>", true),
            ("<" + String(repeating: "a", count: 117) + ":0x1>", false),
        ]
        for (line, expected) in cases {
            expectEqual(ConstraintLog.isConstraintLine(Substring(line)), expected, "\(line)")
        }
    }
}
