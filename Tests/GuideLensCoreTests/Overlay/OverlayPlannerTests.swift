import Testing

@testable @_spi(Engine) import GuideLensCore

@Suite("Overlay planner")
struct OverlayPlannerTests {
    let owner = OwnerSample(className: "UIView", bounds: Rect(x: 0, y: 0, width: 390, height: 844))

    @Test("each drawable guide of a shown kind becomes one item in its kind's colour and dash")
    func itemsPerGuide() {
        let guides = [
            GuideSample(
                identity: ObjectAddress(1), identifier: "space1",
                layoutFrame: Rect(x: 145, y: 320, width: 100, height: 100)),
            GuideSample(
                identity: ObjectAddress(2), identifier: "UIViewSafeAreaLayoutGuide",
                layoutFrame: Rect(x: 0, y: 47, width: 390, height: 763)),
        ]
        let items = OverlayPlanner.items(for: guides, owner: owner, style: .default)
        expectEqual(items.map(\.guide), [ObjectAddress(1), ObjectAddress(2)])
        expectEqual(items[0].kind, .custom)
        expectEqual(items[0].strokeColor, OverlayStyle.default.style(for: .custom).color)
        expectEqual(items[0].dashPattern, [6, 3])
        expectEqual(items[1].kind, .safeArea)
        expectEqual(items[1].dashPattern, [2, 2])
        expectEqual(items[0].rect, guides[0].layoutFrame)
        expectEqual(items[0].label?.text, "space1 100×100")
        expectEqual(items[1].label?.text, "safe area 390×763")
    }

    @Test("hidden kinds and undrawable frames get no item")
    func filtering() {
        let guides = [
            GuideSample(identity: ObjectAddress(1), layoutFrame: Rect(x: .nan, y: 0, width: 10, height: 10)),
            GuideSample(identity: ObjectAddress(2), layoutFrame: Rect(x: 0, y: 0, width: -4, height: 10)),
            GuideSample(
                identity: ObjectAddress(3), identifier: "UIFutureGuide",
                layoutFrame: Rect(x: 0, y: 0, width: 10, height: 10)),
            GuideSample(
                identity: ObjectAddress(4), identifier: "UIViewLayoutMarginsGuide",
                layoutFrame: Rect(x: 8, y: 8, width: 10, height: 10)),
        ]
        var style = OverlayStyle.default
        expectEqual(
            OverlayPlanner.items(for: guides, owner: owner, style: style).map(\.guide), [ObjectAddress(4)])
        style.visibleKinds = [.custom]
        #expect(OverlayPlanner.items(for: guides, owner: owner, style: style).isEmpty)
        style.visibleKinds = Set(GuideKind.allCases)
        expectEqual(
            OverlayPlanner.items(for: guides, owner: owner, style: style).map(\.guide),
            [ObjectAddress(3), ObjectAddress(4)])
    }

    @Test("labels never overlap, stay inside the owner and go when there is no room")
    func labelsDoNotPile() {
        // Twenty identical guides stacked on each other: at most a few labels find a free place.
        let guides = (0..<20).map {
            GuideSample(
                identity: ObjectAddress(UInt64($0 + 1)), identifier: "stacked",
                layoutFrame: Rect(x: 10, y: 10, width: 200, height: 40))
        }
        let items = OverlayPlanner.items(for: guides, owner: owner, style: .default)
        expectEqual(items.count, 20)
        let plates = items.compactMap(\.label?.frame)
        #expect(plates.count >= 2 && plates.count < 20)
        for (index, plate) in plates.enumerated() {
            #expect(plate.isContained(in: owner.bounds, tolerance: 0))
            for other in plates[(index + 1)...] { #expect(!plate.overlaps(other)) }
        }
    }

    @Test("a label sits inside its guide when it fits, else just outside")
    func labelPlacement() {
        let big = GuideSample(
            identity: ObjectAddress(1), identifier: "big",
            layoutFrame: Rect(x: 20, y: 100, width: 200, height: 50))
        let thin = GuideSample(
            identity: ObjectAddress(2), identifier: "thin",
            layoutFrame: Rect(x: 20, y: 300, width: 200, height: 2))
        let items = OverlayPlanner.items(for: [big, thin], owner: owner, style: .default)
        let bigPlate = try! #require(items[0].label?.frame)
        #expect(bigPlate.isContained(in: big.layoutFrame, tolerance: 0))
        let thinPlate = try! #require(items[1].label?.frame)
        #expect(thinPlate.maxY <= thin.layoutFrame.minY)
    }

    @Test("labels off means no label at all")
    func labelsOff() {
        var style = OverlayStyle.default
        style.showsLabels = false
        let guide = GuideSample(
            identity: ObjectAddress(1), layoutFrame: Rect(x: 0, y: 0, width: 100, height: 100))
        expectEqual(OverlayPlanner.items(for: [guide], owner: owner, style: style)[0].label, nil)
    }

    @Test("label names: identifier for app guides, kind for UIKit's, class for unnamed subclasses")
    func labelNames() {
        expectEqual(
            OverlayPlanner.labelName(kind: .custom, className: "UILayoutGuide", identifier: ""), "guide")
        expectEqual(
            OverlayPlanner.labelName(kind: .custom, className: "App.NotchLayoutGuide", identifier: ""),
            "NotchLayoutGuide")
        expectEqual(
            OverlayPlanner.labelName(
                kind: .stackSpacer, className: "_UILayoutSpacer", identifier: "UISV-alignment-spanner"),
            "stack spacer")
        expectEqual(
            OverlayPlanner.labelText(name: "a", size: Size(width: 100.26, height: 1.0 / 3.0)), "a 100.3×0.3")
    }

    @Test("the default palette gives every kind its own colour")
    func palette() {
        let colors = GuideKind.allCases.map { OverlayStyle.default.style(for: $0).color }
        expectEqual(Set(colors).count, GuideKind.allCases.count)
        expectEqual(OverlayStyle.default.visibleKinds, Set(GuideKind.allCases).subtracting([.system]))
    }
}

// Behaviours pinned after they were wrong once.
extension OverlayPlannerTests {
    @Test("a NaN colour component writes black, never traps")
    func nanColour() {
        expectEqual(OverlayColor(red: .nan, green: 1, blue: .infinity).hexString, "#00ff00")
    }
}
