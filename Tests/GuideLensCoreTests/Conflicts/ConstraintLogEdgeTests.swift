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
            #expect(conflict?.constraints.count == 1, "\(prose) lines")
            #expect(conflict?.missing == [], "\(prose) lines")
        }
        let tooFar = ConstraintLog.parse(Self.report(prose: 6)).conflicts.first
        #expect(tooFar?.constraints.isEmpty == true)
        #expect(tooFar?.missing.contains("the list of constraints") == true)
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
        #expect(log.conflicts.count == 2)
        #expect(log.conflicts.first?.broken == nil)
        #expect(log.conflicts.first?.missing.contains("which constraint UIKit broke") == true)
        #expect(log.conflicts.last?.brokenIndex == 0)
        #expect(log.conflicts.last?.constraints.first?.address == ObjectAddress(0x6000_02a8_a500))
        // The next report's list without its opening bracket, as some pastes drop it: the marker
        // alone still ends the search.
        let bare = [
            Self.marker, "    \"\(other)\",", ")", "", "Will attempt to recover by breaking constraint ",
            other, "",
        ]
        .joined(separator: "\n")
        let pasted = ConstraintLog.parse(first + "\n" + bare)
        #expect(pasted.conflicts.first?.broken == nil)
        #expect(pasted.conflicts.first?.missing.contains("which constraint UIKit broke") == true)
        #expect(pasted.conflicts.first?.constraints.map(\.address) == [ObjectAddress(0x6000_02a8_a4e0)])
    }

    @Test("a log that ends on the breaking line's words, with nothing after them, says what is missing")
    func endsOnTheBreakingLine() {
        let text = [
            Self.marker, "(", "    \"\(Self.line)\",", ")", "",
            "Will attempt to recover by breaking constraint ",
        ]
        .joined(separator: "\n")
        let conflict = ConstraintLog.parse(text).conflicts.first
        #expect(conflict?.constraints.count == 1)
        #expect(conflict?.missing.contains("the constraint UIKit broke") == true)
    }
}
