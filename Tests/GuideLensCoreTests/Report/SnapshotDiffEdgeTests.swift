import Foundation
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
        expectEqual(SnapshotDiff(before: Self.snapshot, after: after).moved.map(\.after.name), ["space1"])
    }

    @Test("a frame that turns NaN changes, one that stays NaN does not (`!=` of NaN-ness as `==`)")
    func notANumber() {
        var nan = Self.snapshot
        nan.windows[0].subviews[0].guides[0].frameInWindow.origin.x = .nan
        expectEqual(SnapshotDiff(before: Self.snapshot, after: nan).moved.map(\.after.name), ["space1"])
        expectEqual(SnapshotDiff(before: nan, after: Self.snapshot).moved.map(\.after.name), ["space1"])
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

/// More edges of a diff, and the order of lint rules.
extension SnapshotDiffEdgeTests {
    @Test(
        "a diff with only a move is not empty; its text gives the move with its sign, and its JSON empty lists"
    )
    func onlyMoved() {
        var after = Self.snapshot
        after.windows[0].subviews[0].guides[0].frameInWindow.origin.y += 0.75
        let diff = SnapshotDiff(before: Self.snapshot, after: after)
        #expect(!diff.isEmpty)
        #expect(diff.text.contains("by (0 +0.75)"), "\(diff.text)")
        #expect(diff.text.hasSuffix("0 added, 0 removed, 1 moved, 0 resized\n"))
        let document = try? JSONAnswer.decoder().decode(
            SnapshotDiff.Document.self, from: Data(diff.json.utf8))
        #expect(document?.added == [] && document?.removed == [] && document?.resized == [])
        #expect(document?.moved.count == 1 && document?.changed == true)
        // Only an added guide, or only a removed one: not empty either.
        var fewer = Self.snapshot
        fewer.windows[0].subviews[0].guides.removeFirst()
        #expect(!SnapshotDiff(before: fewer, after: Self.snapshot).isEmpty)
        #expect(!SnapshotDiff(before: Self.snapshot, after: fewer).isEmpty)
    }

    @Test("a guide is named by its owner's place among siblings of its class: the second UIView is UIView[1]")
    func siblingPositions() {
        func guide(_ address: UInt64, y: Double) -> GuideNode {
            GuideNode(
                address: ObjectAddress(address), identifier: "gap", kind: .custom,
                layoutFrame: Rect(x: 0, y: 0, width: 10, height: 10),
                frameInWindow: Rect(x: 0, y: y, width: 10, height: 10), owningViewAddress: nil)
        }
        func screen(secondY: Double) -> Snapshot {
            let first = ViewNode(
                className: "UIView", address: ObjectAddress(0x200), frame: .zero, bounds: .zero,
                frameInWindow: .zero,
                guides: [guide(0xA0, y: 10)])
            let second = ViewNode(
                className: "UIView", address: ObjectAddress(0x300), frame: .zero, bounds: .zero,
                frameInWindow: .zero,
                guides: [guide(0xB0, y: secondY)])
            let window = ViewNode(
                className: "UIWindow", address: ObjectAddress(0x100), frame: .zero, bounds: .zero,
                frameInWindow: .zero,
                subviews: [first, second])
            return Snapshot(windows: [window])
        }
        let diff = SnapshotDiff(before: screen(secondY: 20), after: screen(secondY: 40))
        expectEqual(diff.moved.count, 1)
        #expect(diff.text.contains("in UIWindow[0]/UIView[1]"), "\(diff.text)")
    }

    @Test("lint rules order by their codes, and none comes before itself")
    func ruleOrder() {
        #expect(LintRule.ambiguousLayout < LintRule.nonFiniteFrame)
        #expect(!(LintRule.nonFiniteFrame < LintRule.ambiguousLayout))
        #expect(!(LintRule.zeroArea < LintRule.zeroArea))
    }
}
