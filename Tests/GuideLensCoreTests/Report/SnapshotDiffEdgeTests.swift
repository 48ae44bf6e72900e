import Testing

@testable @_spi(Engine) import GuideLensCore

/// Edges of `guidelens diff` that no test reached until `Scripts/mutate` planted a defect in
/// each (the defect is named in each test).
@Suite("Diff edges")
struct SnapshotDiffEdgeTests {
    static let snapshot = SampleSnapshots.screen

    @Test(
        "by default a change of more than half a point counts, and half a point does not (the default nudged)"
    )
    func defaultTolerance() {
        var after = Self.snapshot
        after.windows[0].subviews[0].guides[0].frameInWindow.origin.y += 0.5
        #expect(SnapshotDiff(before: Self.snapshot, after: after).isEmpty)
        after.windows[0].subviews[0].guides[0].frameInWindow.origin.y += 0.25
        #expect(SnapshotDiff(before: Self.snapshot, after: after).moved.map(\.after.name) == ["space1"])
    }

    @Test("a frame that turns NaN changes, one that stays NaN does not (`!=` of NaN-ness as `==`)")
    func notANumber() {
        var nan = Self.snapshot
        nan.windows[0].subviews[0].guides[0].frameInWindow.origin.x = .nan
        #expect(SnapshotDiff(before: Self.snapshot, after: nan).moved.map(\.after.name) == ["space1"])
        #expect(SnapshotDiff(before: nan, after: Self.snapshot).moved.map(\.after.name) == ["space1"])
        #expect(SnapshotDiff(before: nan, after: nan).isEmpty)
    }

    @Test(
        "a guide that moves to another view keeps its address and is the same guide (the address match negated)"
    )
    func reparentedGuide() throws {
        var after = Self.snapshot
        let guide = after.windows[0].subviews[0].guides.removeFirst()
        let stack = try #require(
            after.windows[0].subviews[0].subviews.firstIndex { $0.className == "UIStackView" })
        after.windows[0].subviews[0].subviews[stack].guides.append(guide)
        let diff = SnapshotDiff(before: Self.snapshot, after: after)
        #expect(diff.added.isEmpty)
        #expect(diff.removed.isEmpty)
        #expect(diff.isEmpty)
    }
}
