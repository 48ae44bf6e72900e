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
        #expect(conflict.line == 1)
        #expect(conflict.constraints.map(\.className) == ["NSLayoutConstraint", "NSLayoutConstraint"])
        #expect(
            conflict.constraints.map(\.address) == [
                ObjectAddress(0x6000_0007_1d10), ObjectAddress(0x6000_0007_1d30),
            ])
        #expect(conflict.constraints.map(\.constant) == [10, 30])
        #expect(conflict.unread.map(\.position) == [0, 1])
        #expect(conflict.unread.map(\.line) == [1, 2])
        #expect(ConflictExplanation.listNumbers(conflict) == [3, 4])
        let text = ConflictExplanation(log: ConstraintLog.parse(Self.log)).text
        #expect(text.contains("  ? 2. unread (line 2: unexpected 'yy'): <NSLayoutConstraint:0x600000071d28"))
        #expect(text.contains("    4. UIView(0x7f0000000100).width == 30\n"))
    }
}
