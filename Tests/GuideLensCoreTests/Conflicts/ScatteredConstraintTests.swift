import Testing

@testable @_spi(Engine) import GuideLensCore

/// Constraints found on lines among other text, without a report around them (found by
/// `Scripts/mutate`: where such a line's constraint starts, and the place of unread lines).
@Suite("Constraints scattered among other lines")
struct ScatteredConstraintTests {
    static let log = """
        debug: x <NSLayoutConstraint:0x600000071d20 UIView:0x7f0000000100.width == zz   (active)>
        debug: y <NSLayoutConstraint:0x600000071d28 UIView:0x7f0000000100.width == yy   (active)>
        2024-05-02 Example[1:2] print("NSLayoutConstraint:0x600000071d10 UIView:0x7f0000000100.width == 10   (active)")
        log NSLayoutConstraint:0x600000071d30 UIView:0x7f0000000100.width == 30   (active)

        """

    @Test(
        "a constraint starts at its '<', or after the space or quote before its class; unread lines keep their places"
    )
    func scattered() throws {
        let conflict = try #require(ConstraintLog.parse(Self.log).conflicts.first)
        #expect(conflict.isList)
        expectEqual(conflict.line, 1)
        expectEqual(conflict.constraints.map(\.className), ["NSLayoutConstraint", "NSLayoutConstraint"])
        expectEqual(
            conflict.constraints.map(\.address),
            [ObjectAddress(0x6000_0007_1d10), ObjectAddress(0x6000_0007_1d30)])
        expectEqual(conflict.constraints.map(\.constant), [10, 30])
        expectEqual(conflict.unread.map(\.position), [0, 1])
        expectEqual(conflict.unread.map(\.line), [1, 2])
        expectEqual(ConflictExplanation.listNumbers(conflict), [3, 4])
        let text = ConflictExplanation(log: ConstraintLog.parse(Self.log)).text
        #expect(text.contains("  ? 2. unread (line 2: unexpected 'yy'): <NSLayoutConstraint:0x600000071d28"))
        #expect(text.contains("    4. UIView(0x7f0000000100).width == 30\n"))
    }

    static func list(_ first: String, _ second: String) -> String {
        "Unable to simultaneously satisfy constraints.\n(\n    \"\(first)\",\n    \"\(second)\"\n)\n\n"
    }

    @Test("a report without its breaking line does not take the next report's")
    func breakingLineOfTheNext() throws {
        let broken = "<NSLayoutConstraint:0x600000000040 UIView:0x7f0000000200.height == 21   (active)>"
        let text =
            Self.list(
                "<NSLayoutConstraint:0x600000000010 UIView:0x7f0000000100.width == 10   (active)>",
                "<NSLayoutConstraint:0x600000000020 UIView:0x7f0000000100.width == 11   (active)>")
            + Self.list(
                "<NSLayoutConstraint:0x600000000030 UIView:0x7f0000000200.height == 20   (active)>", broken)
            + "Will attempt to recover by breaking constraint \n\(broken)\n"
        let conflicts = ConstraintLog.parse(text).conflicts
        try #require(conflicts.count == 2)
        expectEqual(conflicts[0].broken, nil)
        expectEqual(conflicts[1].broken?.address, ObjectAddress(0x6000_0000_0040))
        expectEqual(conflicts[1].line, 7)
    }

    @Test("a breaking line that ends the log, with nothing after it, says what the report lacks")
    func breakingLineAtTheEnd() throws {
        let text =
            Self.list(
                "<NSLayoutConstraint:0x600000000010 UIView:0x7f0000000100.width == 10   (active)>",
                "<NSLayoutConstraint:0x600000000020 UIView:0x7f0000000100.width == 11   (active)>")
            + "Will attempt to recover by breaking constraint "
        let conflict = try #require(ConstraintLog.parse(text).conflicts.first)
        expectEqual(conflict.broken, nil)
        expectEqual(conflict.missing, ["the constraint UIKit broke"])
        expectEqual(conflict.constraints.count, 2)
    }
}
