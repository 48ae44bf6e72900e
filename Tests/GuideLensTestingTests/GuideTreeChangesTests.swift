@_spi(Engine) import GuideLensCore
import Testing

@testable import GuideLensTesting

/// What a failing `.guides` snapshot names: the change reader over two text trees.
@Suite("Guide tree changes")
struct GuideTreeChangesTests {
    /// A card away from the window's origin with guides at fractional frames; `change` edits them.
    static func tree(_ change: (inout [HierarchyBuilder.Guide]) -> Void = { _ in }) -> String {
        var guides = [
            HierarchyBuilder.Guide(
                identifier: "badgeGap", layoutFrame: Rect(x: 8.5, y: 4.25, width: 120.75, height: 44.5)),
            HierarchyBuilder.Guide(
                identifier: "spacer", layoutFrame: Rect(x: 150.125, y: 0.5, width: 10, height: 100)),
            HierarchyBuilder.Guide(
                identifier: "spacer", layoutFrame: Rect(x: 170.125, y: 0.5, width: 10, height: 100)),
        ]
        change(&guides)
        let builder = HierarchyBuilder()
        let window = builder.window(size: Size(width: 390, height: 844)) { space in
            [
                builder.view(
                    "App.Container", frame: Rect(x: 20.5, y: 100.25, width: 300, height: 400), in: space
                ) { inner in
                    [
                        builder.view(
                            "App.CardView", frame: Rect(x: 10.25, y: 30.75, width: 200.5, height: 120.5),
                            in: inner,
                            guides: guides)
                    ]
                }
            ]
        }
        return GuideTreeReport.text(for: Snapshot(title: "card", windows: [window]).stabilized())
    }

    @Test("a guide moved on both axes by fractional amounts is named with both")
    func movedOnBothAxes() {
        let after = Self.tree { $0[0].layoutFrame = Rect(x: 11, y: 1, width: 120.75, height: 44.5) }
        #expect(
            GuideTreeChanges(old: Self.tree(), new: after).lines == [
                "moved: App.CardView › badgeGap by (2.5, -3.25)"
            ])
    }

    @Test("a change of height alone, or of width alone, is a resize")
    func resizedOneSide() {
        let taller = Self.tree { $0[0].layoutFrame.size.height = 64.25 }
        #expect(
            GuideTreeChanges(old: Self.tree(), new: taller).lines == [
                "resized: App.CardView › badgeGap from 120.75×44.5 to 120.75×64.25"
            ])
        let wider = Self.tree { $0[0].layoutFrame.size.width = 121 }
        #expect(
            GuideTreeChanges(old: Self.tree(), new: wider).lines == [
                "resized: App.CardView › badgeGap from 120.75×44.5 to 121×44.5"
            ])
    }

    @Test("added and removed guides are named; guides of one name are told apart by order")
    func addedRemovedAndNamesakes() {
        let fewer = Self.tree { $0.removeFirst() }
        let lines = GuideTreeChanges(old: Self.tree(), new: fewer).lines
        // Without badgeGap, the two spacers keep their order and their keys.
        #expect(lines == ["removed: App.CardView › badgeGap"])
        #expect(GuideTreeChanges(old: fewer, new: Self.tree()).lines == ["added: App.CardView › badgeGap"])
        let secondMoved = Self.tree { $0[2].layoutFrame.origin.x += 4.5 }
        #expect(
            GuideTreeChanges(old: Self.tree(), new: secondMoved).lines == [
                "moved: App.CardView › spacer #2 by (4.5, 0)"
            ])
        #expect(GuideTreeChanges(old: Self.tree(), new: Self.tree()).lines.isEmpty)
    }
}
