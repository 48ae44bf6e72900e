import Testing

@testable @_spi(Engine) import GuideLensCore

/// Edges of the overlay's read path that no test reached until `Scripts/mutate` planted a
/// defect in each (the defect is named in each test).
@Suite("Overlay edges")
@MainActor
struct OverlayEdgeTests {
    let owner = OwnerSample(className: "UIView", bounds: Rect(x: 0, y: 0, width: 390.5, height: 844))
    func guide(_ number: UInt64, y: Double) -> GuideSample {
        GuideSample(
            identity: ObjectAddress(number), identifier: "g\(number)",
            layoutFrame: Rect(x: 10.5, y: y, width: 100, height: 40.25))
    }

    @Test("a pass with fewer guides of the same owner class removes the missing one (`&&` as `||`)")
    func fewerGuides() {
        let settings = OverlaySettings()
        var state = ViewOverlayState()
        let three = [guide(1, y: 10), guide(2, y: 100), guide(3, y: 200)]
        expectEqual(
            state.update(from: SampledGuideOwner(guides: three, owner: owner), settings: settings).count, 3)
        let operations = state.update(
            from: SampledGuideOwner(guides: Array(three.prefix(2)), owner: owner), settings: settings)
        expectEqual(operations, [.remove(ObjectAddress(3))])
        expectEqual(state.layerCount, 2)
    }

    @Test("a view planned with one settings object is planned again with another at the same generation")
    func anotherSettingsObject() {
        let first = OverlaySettings()
        var thicker = OverlayStyle.default
        thicker.lineWidth = 3
        let second = OverlaySettings(style: thicker)
        expectEqual(first.generation, second.generation)
        var state = ViewOverlayState()
        let sampled = SampledGuideOwner(guides: [guide(1, y: 10), guide(2, y: 100)], owner: owner)
        _ = state.update(from: sampled, settings: first)
        let operations = state.update(from: sampled, settings: second)
        expectEqual(operations.count, 2)
        #expect(
            operations.allSatisfy { if case .update(let item) = $0 { item.lineWidth == 3 } else { false } })
    }

    @Test("an owner's display scale: the default for none, zero or NaN, and a change of it plans again")
    func displayScale() {
        let bounds = Rect(x: 0, y: 0, width: 100, height: 100)
        for scale in [0.0, -1, .nan, .infinity] {
            expectEqual(OwnerSample(className: "UIView", bounds: bounds, displayScale: scale).displayScale, 2)
        }
        expectEqual(OwnerSample(className: "UIView", bounds: bounds).displayScale, 2)
        expectEqual(OwnerSample(className: "UIView", bounds: bounds, displayScale: 0.5).displayScale, 0.5)
        let two = OwnerSample(className: "UIView", bounds: bounds, displayScale: 2)
        let three = OwnerSample(className: "UIView", bounds: bounds, displayScale: 3)
        #expect(two.plansLike(two))
        #expect(!two.plansLike(three))
    }

    @Test("the container's repairs are three distinct flags")
    func repairsAreDistinct() {
        let all: [OverlayContainerCheck.Repairs] = [.reattach, .restoreZPosition, .unhide]
        expectEqual(Set(all.map(\.rawValue)).count, 3)
        #expect(all.allSatisfy { $0.rawValue.nonzeroBitCount == 1 })
        expectEqual(OverlayContainerCheck.Repairs(all).rawValue.nonzeroBitCount, 3)
    }

    @Test("a plate is its guide's colour, slightly translucent, and white is white")
    func colours() {
        let stroke = OverlayColor(red: 0.2, green: 0.4, blue: 0.6)
        let plate = OverlayLabel.plateColor(for: stroke)
        #expect(plate.red == 0.2 && plate.green == 0.4 && plate.blue == 0.6)
        #expect(plate.alpha > 0.5 && plate.alpha < 1)
        expectEqual(OverlayColor.white.hexString, "#ffffff")
        expectEqual(OverlayColor.white, OverlayColor(red: 1, green: 1, blue: 1, alpha: 1))
    }
}
