import GuideLensTestSupport
import Testing

@testable @_spi(Engine) import GuideLensCore

@Suite("Layer reconciler")
struct LayerReconcilerTests {
    static func item(_ guide: UInt64, x: Double = 0, color: UInt32 = 0xFF0000) -> OverlayItem {
        OverlayItem(
            guide: ObjectAddress(guide), kind: .custom, rect: Rect(x: x, y: 0, width: 10, height: 10),
            strokeColor: OverlayColor(hex: color), lineWidth: 1, dashPattern: [6, 3], label: nil)
    }

    @Test("new guides are inserted, changed ones updated, gone ones removed")
    func operations() {
        var reconciler = LayerReconciler()
        expectEqual(
            reconciler.reconcile([Self.item(1), Self.item(2)]),
            [.insert(Self.item(1)), .insert(Self.item(2))])
        expectEqual(
            reconciler.reconcile([Self.item(2, x: 5), Self.item(3)]),
            [.update(Self.item(2, x: 5)), .insert(Self.item(3)), .remove(ObjectAddress(1))])
        expectEqual(reconciler.shown, [ObjectAddress(2): Self.item(2, x: 5), ObjectAddress(3): Self.item(3)])
        expectEqual(reconciler.removeAll(), [.remove(ObjectAddress(2)), .remove(ObjectAddress(3))])
        expectEqual(reconciler.shownCount, 0)
    }

    @Test("a second pass with nothing changed yields no operation")
    func steadyState() {
        var reconciler = LayerReconciler()
        let items = (1...50).map { Self.item(UInt64($0), x: Double($0)) }
        expectEqual(reconciler.reconcile(items).count, 50)
        #expect(reconciler.reconcile(items).isEmpty)
        #expect(reconciler.reconcile(items.reversed()).isEmpty)
    }

    @Test("a guide named twice keeps the first item and cannot hide a removal")
    func duplicates() {
        var reconciler = LayerReconciler()
        _ = reconciler.reconcile([Self.item(1), Self.item(2)])
        let operations = reconciler.reconcile([Self.item(1), Self.item(3), Self.item(3, x: 9)])
        expectEqual(operations, [.insert(Self.item(3)), .remove(ObjectAddress(2))])
        expectEqual(reconciler.shown[ObjectAddress(3)], Self.item(3))
    }

    @Test(
        "1,000 seeded random sequences of add, remove, move and restyle always end with exactly the wanted set"
    )
    func randomSequences() {
        let seed: UInt64 = 0x5EED
        var random = SeededGenerator(seed: seed)
        var operationsApplied = 0
        var steps = 0
        for sequence in 0..<1_000 {
            var reconciler = LayerReconciler()
            var layers: [ObjectAddress: OverlayItem] = [:]
            var wanted: [ObjectAddress: OverlayItem] = [:]
            for _ in 0..<Int.random(in: 1...30, using: &random) {
                steps += 1
                for _ in 0..<Int.random(in: 1...5, using: &random) {
                    let guide = UInt64.random(in: 1...24, using: &random)
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0:
                        wanted[ObjectAddress(guide)] = Self.item(
                            guide, x: Double.random(in: 0...300, using: &random).rounded())
                    case 1: wanted[ObjectAddress(guide)] = nil
                    case 2: wanted[ObjectAddress(guide)]?.rect.origin.y += 1
                    default:
                        wanted[ObjectAddress(guide)]?.strokeColor = OverlayColor(
                            hex: UInt32.random(in: 0...0xFFFFFF, using: &random))
                    }
                }
                let list = wanted.values.shuffled(using: &random)
                for operation in reconciler.reconcile(list) {
                    operationsApplied += 1
                    switch operation {
                    case .insert(let item):
                        expectEqual(
                            layers[item.guide], nil, "seed \(seed), sequence \(sequence): inserted twice")
                        layers[item.guide] = item
                    case .update(let item):
                        #expect(
                            layers[item.guide] != nil,
                            "seed \(seed), sequence \(sequence): updated a missing layer")
                        layers[item.guide] = item
                    case .remove(let guide):
                        #expect(
                            layers[guide] != nil,
                            "seed \(seed), sequence \(sequence): removed a missing layer")
                        layers[guide] = nil
                    }
                }
                expectEqual(layers, wanted, "seed \(seed), sequence \(sequence)")
                #expect(
                    reconciler.reconcile(list.shuffled(using: &random)).isEmpty,
                    "seed \(seed), sequence \(sequence): repeat pass not empty")
            }
        }
        print(
            "reconciler property: 1000 sequences (seed \(seed)), \(steps) passes, \(operationsApplied) operations applied; every pass ended with exactly the wanted set and every repeat pass was empty"
        )
    }
}

@Suite("View overlay state")
@MainActor
struct ViewOverlayStateTests {
    let owner = OwnerSample(className: "UIView", bounds: Rect(x: 0, y: 0, width: 390, height: 844))
    let guides = [
        GuideSample(
            identity: ObjectAddress(1), identifier: "a",
            layoutFrame: Rect(x: 10, y: 10, width: 100, height: 100)),
        GuideSample(
            identity: ObjectAddress(2), identifier: "b",
            layoutFrame: Rect(x: 10, y: 200, width: 100, height: 100)),
    ]

    @Test("the first pass inserts, an unchanged pass does nothing, a move updates only the moved guide")
    func passes() {
        var state = ViewOverlayState()
        let first = state.update(guides: guides, owner: owner, style: .default)
        #expect(first.count == 2 && first.allSatisfy { if case .insert = $0 { true } else { false } })
        #expect(state.update(guides: guides, owner: owner, style: .default).isEmpty)
        var moved = guides
        moved[1].layoutFrame.origin.y = 220
        let operations = state.update(guides: moved, owner: owner, style: .default)
        expectEqual(operations.count, 1)
        if case .update(let item) = operations.first {
            #expect(item.guide == ObjectAddress(2) && item.rect.minY == 220)
        } else {
            Issue.record("expected an update")
        }
    }

    @Test("a style change restyles every layer; turning off removes every layer")
    func restyleAndOff() {
        var state = ViewOverlayState()
        _ = state.update(guides: guides, owner: owner, style: .default)
        var style = OverlayStyle.default
        style.lineWidth = 2
        expectEqual(state.update(guides: guides, owner: owner, style: style).count, 2)
        style.visibleKinds = []
        expectEqual(
            state.update(guides: guides, owner: owner, style: style),
            [.remove(ObjectAddress(1)), .remove(ObjectAddress(2))])
        style.visibleKinds = [.custom]
        _ = state.update(guides: guides, owner: owner, style: style)
        expectEqual(state.removeAll().count, 2)
        expectEqual(state.layerCount, 0)
        expectEqual(state.update(guides: guides, owner: owner, style: style).count, 2)
    }
}

@Suite("Owner samples")
@MainActor
struct OwnerSampleTests {
    let guides = [
        GuideSample(
            identity: ObjectAddress(1), identifier: "a",
            layoutFrame: Rect(x: 0, y: 900, width: 100, height: 40))
    ]

    @Test("scrolling a scroll view re-plans nothing; resizing or rescaling it does")
    func scrolling() {
        var state = ViewOverlayState()
        let resting = OwnerSample(
            className: "UIScrollView", bounds: Rect(x: 0, y: 0, width: 390, height: 700), isScrollable: true)
        expectEqual(state.update(guides: guides, owner: resting, style: .default).count, 1)
        for offset in stride(from: 10.0, through: 800, by: 10) {
            var scrolled = resting
            scrolled.bounds.origin.y = offset
            #expect(state.update(guides: guides, owner: scrolled, style: .default).isEmpty)
        }
        var resized = resting
        resized.bounds.size.height = 600
        // A new size re-plans, but the plan is the same: no operation.
        #expect(state.update(guides: guides, owner: resized, style: .default).isEmpty)
        let sharper = OwnerSample(
            className: "UIScrollView", bounds: resized.bounds, isScrollable: true, displayScale: 3)
        let operations = state.update(guides: guides, owner: sharper, style: .default)
        expectEqual(operations.count, 1)
        if case .update(let item) = operations.first {
            expectEqual(item.label?.contentsScale, 3)
        } else {
            Issue.record("expected an update")
        }
    }

    @Test("labels stay inside a still view's bounds but follow a scroll view's content")
    func labelArea() {
        expectEqual(
            OwnerSample(className: "UIView", bounds: Rect(x: 0, y: 0, width: 10, height: 10)).labelArea,
            Rect(x: 0, y: 0, width: 10, height: 10))
        expectEqual(
            OwnerSample(
                className: "UITableView", bounds: Rect(x: 0, y: 50, width: 10, height: 10), isScrollable: true
            ).labelArea, nil)
        // A guide far below the first screenful of a scroll view still gets its label.
        let owner = OwnerSample(
            className: "UIScrollView", bounds: Rect(x: 0, y: 0, width: 390, height: 700), isScrollable: true)
        #expect(OverlayPlanner.items(for: guides, owner: owner, style: .default).first?.label != nil)
        expectEqual(
            OwnerSample(className: "UIView", bounds: .zero, displayScale: .nan).displayScale,
            OwnerSample.defaultDisplayScale)
    }

    @Test("key-value observing's runtime subclasses count as the class they observe")
    func observedClasses() {
        expectEqual(ClassName.canonical("NSKVONotifying_UIWindow"), "UIWindow")
        expectEqual(ClassName.canonical("UIWindow"), "UIWindow")
        #expect(!OverlayScope.coversWindow(className: "NSKVONotifying_FLEXWindow"))
        expectEqual(
            GuideKindClassifier.kind(
                className: "NSKVONotifying__UIOLAGapGuide", identifier: "", ownerClassName: "UIStackView"),
            .stackSpacer)
    }
}
