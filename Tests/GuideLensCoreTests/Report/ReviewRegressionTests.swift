import Foundation
import Testing

@testable @_spi(Engine) import GuideLensCore

/// Behaviours pinned after review: each of these was wrong once.
@Suite("Regressions")
struct ReviewRegressionTests {
    @Test("a subtree rendered alone draws its guides on the canvas, where its frame puts it")
    func subtreeRendering() throws {
        let snapshot = try #require(ReportTests.snapshot.subtree(at: ObjectAddress(0x500)))
        let svg = SnapshotRenderer().svg(for: snapshot)
        // The stack view's frame is (20 600; 350 100); its gap guide at y 40 in its own space
        // is at window (20 640); the canvas starts at the frame, offset by the 16-point margin
        // and the 22-point title inside a translate(…) group.
        #expect(svg.contains("<g transform=\"translate(-4 -562)\">"))
        #expect(svg.contains("<line x1=\"20\" y1=\"640\" x2=\"370\" y2=\"640\""))
    }

    @Test("a window with a NaN frame is left out of the picture instead of writing nan coordinates")
    func nanWindow() {
        var snapshot = ReportTests.snapshot
        snapshot.windows.append(
            ViewNode(
                className: "UIWindow", address: ObjectAddress(0x900),
                frame: Rect(x: .nan, y: 0, width: 10, height: 10),
                bounds: .zero, frameInWindow: .zero))
        #expect(!SnapshotRenderer().svg(for: snapshot).contains("nan"))
    }

    @Test("an address reused by a different guide is a removal and an addition, not a move")
    func diffAddressReuse() {
        var after = ReportTests.snapshot
        after.windows[0].subviews[0].guides =
            [
                GuideNode(
                    address: ObjectAddress(0x300), identifier: "somethingElse", kind: .custom,
                    layoutFrame: Rect(x: 0, y: 0, width: 10, height: 10),
                    frameInWindow: Rect(x: 445, y: 367, width: 10, height: 10),
                    owningViewAddress: ObjectAddress(0x200))
            ] + after.windows[0].subviews[0].guides.dropFirst()
        let diff = SnapshotDiff(before: ReportTests.snapshot, after: after)
        #expect(diff.moved.isEmpty && diff.resized.isEmpty)
        #expect(diff.added.map(\.name) == ["somethingElse"] && diff.removed.map(\.name) == ["space1"])
    }

    @Test("sibling classes of the same name from two modules keep their own positions")
    func diffModuleNames() {
        func snapshot(_ first: String, _ second: String, offset: UInt64) -> Snapshot {
            SnapshotBuilder.phone(subviews: { space in
                [first, second].enumerated().map { index, name in
                    SnapshotBuilder.view(
                        name, address: 0x500 + offset + UInt64(index),
                        frame: Rect(x: 0, y: Double(index) * 100, width: 100, height: 50), in: space,
                        guides: [
                            SnapshotBuilder.guide(
                                0x600 + offset + UInt64(index), Rect(x: 0, y: 0, width: 10, height: 10),
                                identifier: "badge")
                        ])
                }
            })
        }
        // After a relaunch (new addresses) the two cards come in the other order.
        let before = snapshot("A.Card", "B.Card", offset: 0)
        let after = snapshot("B.Card", "A.Card", offset: 0x1000)
        let diff = SnapshotDiff(before: before, after: after)
        #expect(diff.moved.count == 2)  // each card really moved to the other's place
        #expect(
            diff.moved.map(\.before.ownerPath).sorted() == [
                "UIWindow[0]/UIView[0]/A.Card[0]", "UIWindow[0]/UIView[0]/B.Card[0]",
            ])
    }

    @Test("guides with the same name in one owner keep their order across a relaunch")
    func diffRepeatedNames() {
        let before = SnapshotBuilder.phone(
            guides: (0..<3).map {
                SnapshotBuilder.guide(
                    0x300 + UInt64($0), Rect(x: Double($0) * 20, y: 0, width: 10, height: 10),
                    identifier: "gap")
            })
        let after = SnapshotBuilder.phone(
            guides: (0..<3).map {
                SnapshotBuilder.guide(
                    0x900 + UInt64($0), Rect(x: Double($0) * 20, y: 0, width: 10, height: 10),
                    identifier: "gap")
            })
        #expect(SnapshotDiff(before: before, after: after).isEmpty)
    }

    @Test("a label wider than thousands of grid cells still never overlaps another")
    func oversizedLabels() {
        var layout = LabelLayout(container: nil)
        let wide = layout.place(
            Size(width: 9_000, height: 12), near: Rect(x: 0, y: 0, width: 10_000, height: 100))
        let small = layout.place(
            Size(width: 50, height: 12), near: Rect(x: 4_500, y: 0, width: 100, height: 100))
        #expect(wide != nil && small != nil)
        if let wide, let small { #expect(!wide.overlaps(small)) }
    }

    @Test("an observer that switches the overlay again is heard in order: the last state heard is the state")
    func reentrantObserver() {
        let overlay = OverlaySwitch()
        var heard: [Bool] = []
        overlay.onChange { isOn, _ in
            heard.append(isOn)
            if isOn { overlay.handle(.set(false), from: .api, at: 1) }
        }
        overlay.handle(.set(true), from: .api, at: 0)
        #expect(!overlay.isOn)
        #expect(heard == [true, false])
    }

    @Test("a NaN colour component writes black, never traps")
    func nanColour() {
        #expect(OverlayColor(red: .nan, green: 1, blue: .infinity).hexString == "#00ff00")
    }

    @Test("what the writer writes, the reader reads: alpha outside 0…1 and odd scales are written clamped")
    func writerMatchesReader() throws {
        var snapshot = ReportTests.snapshot
        snapshot.windows[0].alpha = 1.0000001
        snapshot.windows[0].subviews[0].alpha = -0.2
        snapshot.screenScale = .nan
        let decoded = try Snapshot(json: snapshot.jsonData())
        #expect(
            decoded.windows[0].alpha == 1 && decoded.windows[0].subviews[0].alpha == 0
                && decoded.screenScale == 3)
    }

    @Test(
        "addresses are digits only",
        arguments: [
            ("0x7fb63fc06230", UInt64?.some(0x7fb6_3fc0_6230)), ("0X0000000000000000ff", 0xff), ("123", 123),
            ("0x0", 0),
            ("+5", nil), ("0x-0", nil), ("0x+ff", nil), ("0x", nil), ("", nil), ("12 3", nil),
            ("0x1ffffffffffffffff", nil), ("٣", nil),
        ])
    func addressParsing(text: String, value: UInt64?) {
        #expect(ObjectAddress(parsing: text)?.value == value)
    }

    @Test("a switch request refuses options it would ignore")
    func switchOptions() {
        #expect(throws: BridgeError.invalidOptions("--on, --off and --toggle take no other option")) {
            try BridgeOptions.parse("--on --json")
        }
        #expect(throws: BridgeError.invalidOptions("--on, --off and --toggle take no other option")) {
            try BridgeOptions.parse("--kinds custom --toggle")
        }
    }

    @Test("flags-first keeps hierarchy order among guides with as many findings")
    func stableFlagsFirst() {
        let snapshot = SnapshotBuilder.phone(guides: [
            SnapshotBuilder.guide(0x301, Rect(x: 0, y: 0, width: 10, height: 10), identifier: "a"),
            SnapshotBuilder.guide(0x302, Rect(x: 0, y: 0, width: 0, height: 10), identifier: "b"),
            SnapshotBuilder.guide(0x303, Rect(x: 0, y: 0, width: 10, height: 10), identifier: "c"),
            SnapshotBuilder.guide(0x304, Rect(x: 0, y: 0, width: 10, height: 0), identifier: "d"),
            SnapshotBuilder.guide(0x305, Rect(x: 0, y: 0, width: 10, height: 10), identifier: "e"),
        ])
        #expect(
            GuideTableModel(snapshot: snapshot, sort: .flagsFirst).sections[0].rows.map(\.title) == [
                "b", "d", "a", "c", "e",
            ])
    }
}
