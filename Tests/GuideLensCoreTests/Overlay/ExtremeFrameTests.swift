import Testing

@testable @_spi(Engine) import GuideLensCore

/// Frames that are finite but extreme — a broken layout's width of 1e19, `CGRect.infinite`, a
/// size just past `Int.max`, the smallest subnormal — on the overlay's per-pass path: the label grid stays a few
/// thousand cells (never a count past `Int`, never gigabytes), labels land where they land
/// without a grid, and the read path keeps its storage from pass to pass.
@Suite("Overlay with extreme frames")
@MainActor
struct ExtremeFrameTests {
    /// The most cells a grid may have: each side at most 16,384 cells, and their product about
    /// the same (five times, with the rounding up of each side).
    nonisolated static let mostCells = 5 * 16_384 + 4

    nonisolated static let extents: [Rect] = [
        Rect(x: 0, y: 0, width: 1e19, height: 50),
        Rect(x: -1e19, y: 0, width: 2e19, height: 844),
        Rect(x: 0, y: 0, width: 4e42, height: 4e42),
        Rect(x: 0, y: 0, width: 1.7976931348623157e308, height: 1.7976931348623157e308),
        Rect(x: -8.98846567431158e307, y: -8.98846567431158e307, width: 1.7976931348623157e308, height: 50),
        Rect(x: 0, y: 0, width: 9.3e18, height: 9.3e18),
        Rect(x: 0, y: 0, width: 1e9, height: 100),
        Rect(x: 0, y: 0, width: 100, height: 1e9),
        Rect(x: Double.leastNonzeroMagnitude, y: -0.0, width: Double.leastNonzeroMagnitude, height: 1e-300),
    ]

    @Test("a grid over an extreme area has a bounded number of cells", arguments: extents)
    func gridIsBounded(extent: Rect) {
        var layout = LabelLayout(container: nil)
        layout.reset(container: nil, extent: extent)
        #expect(layout.cellCount <= Self.mostCells, "\(layout.cellCount) cells over \(extent)")
    }

    @Test(
        "labels near and inside an extreme frame land where they land without a grid", arguments: extents)
    func gridChangesNothing(extent: Rect) {
        let container = Rect(x: 0, y: 0, width: 390.5, height: 844.25)
        var targets = [extent, Rect(x: extent.minX, y: extent.maxY, width: 80, height: 30)]
        for row in 0..<12 {
            targets.append(
                Rect(x: 10.5 + Double(row % 3) * 120, y: 20.25 + Double(row) * 31.5, width: 100, height: 30))
        }
        let union = targets.dropFirst().reduce(container) { $0.union($1) }.union(extent)
        var withGrid = LabelLayout(container: container)
        withGrid.reset(container: container, extent: LabelLayout.area(around: union, plateHeight: 13))
        var without = LabelLayout(container: container)
        without.reset(container: container, extent: nil)
        for target in targets {
            let size = LabelLayout.plateSize(for: "guide 1e+19×50", fontSize: 9)
            expectEqual(withGrid.place(size, near: target), without.place(size, near: target), "\(target)")
        }
        #expect(withGrid.cellCount <= Self.mostCells)
    }

    @Test(
        "a layout reset without an area after a pass with a grid places as a fresh one without a grid",
        arguments: [nil, Rect(x: 0, y: 0, width: 0, height: 50), Rect(x: 0, y: 0, width: .nan, height: 50)])
    func resetDropsTheGrid(extent: Rect?) {
        let container = Rect(x: 0, y: 0, width: 390.5, height: 844.25)
        let targets = (0..<12).map { row in
            Rect(x: 210.5 + Double(row % 3) * 40, y: 320.25 + Double(row) * 9.5, width: 100, height: 30)
        }
        let size = LabelLayout.plateSize(for: "guide 12", fontSize: 9)
        var reused = LabelLayout(container: container)
        reused.reset(container: container, extent: container)
        for target in targets { _ = reused.place(size, near: target) }
        reused.reset(container: container, extent: extent)
        var fresh = LabelLayout(container: container)
        fresh.reset(container: container, extent: nil)
        for target in targets {
            expectEqual(reused.place(size, near: target), fresh.place(size, near: target), "\(target)")
        }
        expectEqual(reused.cellCount, 0)
    }

    static let extremeGuides: [Rect] = [
        Rect(x: 0, y: 0, width: 1e19, height: 50),
        Rect(x: -1e19, y: 100, width: 50, height: 50),
        Rect(x: 10, y: 10, width: 4e42, height: 9.3e18),
        Rect(
            x: -8.98846567431158e307, y: -8.98846567431158e307, width: 1.7976931348623157e308,
            height: 1.7976931348623157e308),
        Rect(x: 1.7976931348623157e308, y: 0, width: 1.7976931348623157e308, height: 10),
        Rect(x: 20.5, y: 300.25, width: Double.leastNonzeroMagnitude, height: -0.0),
    ]

    @Test("the planner gives every extreme guide its outline and labels the ones it can")
    func plannerAnswers() {
        var guides = Self.extremeGuides.enumerated().map { index, frame in
            GuideSample(
                identity: ObjectAddress(UInt64(index + 1)), identifier: "g\(index)", layoutFrame: frame)
        }
        guides.append(
            GuideSample(
                identity: ObjectAddress(99), identifier: "normal",
                layoutFrame: Rect(x: 16, y: 400.5, width: 358, height: 44)))
        let owner = OwnerSample(className: "UIView", bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        let items = OverlayPlanner.items(for: guides, owner: owner, style: .default)
        expectEqual(items.count, guides.count)
        #expect(items.first { $0.guide == ObjectAddress(1) }?.label?.text == "g0 1e+19×50")
        #expect(items.first { $0.guide == ObjectAddress(99) }?.label != nil)
    }

    @Test("passes that move extreme guides keep the read path's storage, as passes of normal ones do")
    func readPathKeepsStorage() {
        let settings = OverlaySettings()
        var state = ViewOverlayState()
        let owner = OwnerSample(className: "UIView", bounds: Rect(x: 0, y: 0, width: 390, height: 844))
        func pass(shift: Double) -> [LayerOperation] {
            let guides = Self.extremeGuides.enumerated().map { index, frame in
                GuideSample(
                    identity: ObjectAddress(UInt64(index + 1)), identifier: "g\(index)",
                    layoutFrame: frame.offsetBy(dx: shift, dy: shift))
            }
            return state.update(from: SampledGuideOwner(guides: guides, owner: owner), settings: settings)
        }
        expectEqual(pass(shift: 0).count, Self.extremeGuides.count)
        _ = pass(shift: 1)  // the first move may grow storage
        let storage = state.storageAddresses
        for step in 0..<6 {
            #expect(!pass(shift: step % 2 == 0 ? 0 : 1).isEmpty)
        }
        expectEqual(state.storageAddresses, storage)
    }
}
