import Testing

@testable @_spi(Engine) import GuideLensCore

/// Small values of the snapshot model, each pinned where `Scripts/mutate` found nothing that
/// would notice a change.
@Suite("Snapshot values")
struct SnapshotValueTests {
    @Test("directional insets left out are 0, each on its own")
    func insetDefaults() {
        let none = DirectionalEdgeInsets()
        #expect(none.top == 0 && none.leading == 0 && none.bottom == 0 && none.trailing == 0)
        let top = DirectionalEdgeInsets(top: 5)
        #expect(top.top == 5 && top.leading == 0 && top.bottom == 0 && top.trailing == 0)
        let trailing = DirectionalEdgeInsets(trailing: 7)
        #expect(trailing.top == 0 && trailing.leading == 0 && trailing.bottom == 0 && trailing.trailing == 7)
    }

    @Test("every kind has its own rank, in declaration order")
    func ranks() {
        #expect(GuideKind.allCases.map(\.rank) == Array(0..<GuideKind.allCases.count))
    }

    @Test("spaces and tabs are trimmed on both sides, in any order; nothing else is")
    func trimming() {
        #expect("\t a b \t".trimmingSpaces == "a b")
        #expect(" \tx\t ".trimmingSpaces == "x")
        #expect("\nx\n".trimmingSpaces == "\nx\n")
        #expect(" \t ".trimmingSpaces == "")
    }

    @Test("layout inputs are empty when nothing is recorded, and only then")
    func emptyInputs() {
        #expect(LayoutInputs().isEmpty)
        #expect(!LayoutInputs(safeAreaInsets: .zero).isEmpty)
        #expect(!LayoutInputs(isRightToLeft: false).isEmpty)
    }
}
