import GuideLensTestSupport
import Testing

@testable @_spi(Engine) import GuideLensCore

/// The grid of cells that makes placing a label cost the same however many are down is an
/// index only: with it or without it, every label lands in the same place. `Scripts/mutate`
/// showed no test compared the two (no test gave `reset` an extent), so a wrong cell, span or
/// clamp in the grid passed unseen.
@Suite("Label grid")
struct LabelGridTests {
    @Test(
        "with a grid over all, part or none of the area, 1,500 seeded labels land where they land without one",
        arguments: [0, 1, 2])
    func gridChangesNothing(extentChoice: Int) {
        let seed: UInt64 = 0x6_41D
        var random = SeededGenerator(seed: seed &+ UInt64(extentChoice))
        let container = Rect(x: 40.5, y: 60.25, width: 700, height: 900)
        var targets: [(Rect, Size)] = []
        for _ in 0..<1_500 {
            let target = Rect(
                x: Double.random(in: 0...760, using: &random), y: Double.random(in: 20...980, using: &random),
                width: Double.random(in: 0...160, using: &random),
                height: Double.random(in: 0...90, using: &random))
            let size = LabelLayout.plateSize(
                for: String(repeating: "x", count: Int.random(in: 2...24, using: &random)), fontSize: 9)
            targets.append((target, size))
        }
        let union = targets.dropFirst().reduce(targets[0].0) { $0.union($1.0) }
        let extent: Rect
        switch extentChoice {
        case 0: extent = LabelLayout.area(around: union, plateHeight: LabelLayout.plateHeight(fontSize: 9))
        case 1: extent = Rect(x: 300.5, y: 400.25, width: 200, height: 150)
        default: extent = Rect(x: -20, y: -30, width: 5000, height: 7000)
        }
        var withGrid = LabelLayout(container: container)
        withGrid.reset(container: container, extent: extent)
        var without = LabelLayout(container: container)
        without.reset(container: container, extent: nil)
        for (target, size) in targets {
            let gridded = withGrid.place(size, near: target)
            let plain = without.place(size, near: target)
            expectEqual(gridded, plain, "seed \(seed), extent \(extentChoice)")
            if gridded != plain { return }
        }
        expectEqual(withGrid.placed.count, without.placed.count)
        #expect(withGrid.placed.count > 300, "a dense area: many labels, many refusals")
    }
}
