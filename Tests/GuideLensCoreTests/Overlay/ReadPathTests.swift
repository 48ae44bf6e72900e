import GuideLensTestSupport
import Testing

@testable @_spi(Engine) import GuideLensCore

typealias ModelGuide = ModelGuideOwner.Guide

extension ModelGuideOwner {
    /// A plain `UIView` owning `guides`.
    convenience init(_ guides: [ModelGuide], className: String = "UIView") {
        self.init(
            guides: guides,
            owner: OwnerSample(className: className, bounds: Rect(x: 0, y: 0, width: 390, height: 844)))
    }
}

typealias ModelView = ModelGuideOwner

@Suite("The per-pass read path")
@MainActor
struct ReadPathTests {
    static func column(_ count: Int) -> [ModelGuide] {
        (0..<count).map {
            ModelGuide(
                frame: Rect(x: 10, y: Double($0) * 40 + 10, width: 80, height: 30), identifier: "g\($0)")
        }
    }

    @Test("an unchanged pass returns no operation and keeps its storage where it was")
    func steady() {
        let view = ModelView(Self.column(10))
        let settings = OverlaySettings()
        var state = ViewOverlayState()
        expectEqual(state.update(from: view, settings: settings).count, 10)
        let storage = state.storageAddresses
        for _ in 0..<3 {
            #expect(state.update(from: view, settings: settings).isEmpty)
        }
        expectEqual(state.storageAddresses, storage)
    }

    @Test(
        "guides that only moved are updated from what was kept: same texts, no classification, same storage")
    func moving() {
        let view = ModelView(Self.column(10))
        let settings = OverlaySettings()
        var state = ViewOverlayState()
        _ = state.update(from: view, settings: settings)
        let classified = settings.classifiedCount
        for guide in view.guides { guide.frame.origin.x += 1 }
        _ = state.update(from: view, settings: settings)  // the first move may grow storage
        let storage = state.storageAddresses
        let textsBefore = state.shown.values.compactMap(\.label?.text).sorted()
        for step in 0..<5 {
            for guide in view.guides { guide.frame.origin.x += step % 2 == 0 ? -1 : 1 }
            let operations = state.update(from: view, settings: settings)
            expectEqual(operations.count, 10)
            #expect(operations.allSatisfy { if case .update = $0 { true } else { false } })
        }
        expectEqual(state.storageAddresses, storage)
        expectEqual(state.shown.values.compactMap(\.label?.text).sorted(), textsBefore)
        expectEqual(settings.classifiedCount, classified)
    }

    @Test("the moving path plans exactly what planning from scratch plans")
    func movingMatchesScratch() {
        let view = ModelView(Self.column(12))
        let settings = OverlaySettings()
        var state = ViewOverlayState()
        var random = SeededGenerator(seed: 0xF00D)
        for pass in 0..<200 {
            for guide in view.guides where Bool.random(using: &random) {
                guide.frame.origin.x = Double.random(in: -20...300, using: &random)
                guide.frame.origin.y = Double.random(in: -20...800, using: &random)
                if pass % 7 == 0 { guide.frame.size.height = Double(Int.random(in: 0...60, using: &random)) }
            }
            _ = state.update(from: view, settings: settings)
            let samples = view.guides.map {
                GuideSample(identity: ObjectAddress(of: $0), identifier: $0.identifier, layoutFrame: $0.frame)
            }
            let scratch = OverlayPlanner.items(for: samples, owner: view.ownerSample, style: .default)
            #expect(
                state.shown == Dictionary(uniqueKeysWithValues: scratch.map { ($0.guide, $0) }),
                "pass \(pass), seed 0xF00D")
        }
    }

    @Test(
        "class names are read to compare, and kinds are classified once per class, identifier and owner class"
    )
    func classification() {
        let settings = OverlaySettings()
        let first = ModelView([
            ModelGuide(
                frame: Rect(x: 0, y: 0, width: 10, height: 10), identifier: "UIViewSafeAreaLayoutGuide")
        ])
        let second = ModelView([
            ModelGuide(
                frame: Rect(x: 5, y: 5, width: 10, height: 10), identifier: "UIViewSafeAreaLayoutGuide")
        ])
        var firstState = ViewOverlayState()
        var secondState = ViewOverlayState()
        _ = firstState.update(from: first, settings: settings)
        _ = secondState.update(from: second, settings: settings)
        expectEqual(settings.classifiedCount, 1)
        expectEqual(firstState.shown.values.first?.kind, .safeArea)
        first.guides[0].identifier = "mine"
        let operations = firstState.update(from: first, settings: settings)
        expectEqual(settings.classifiedCount, 2)
        if case .update(let item) = operations.first {
            #expect(item.kind == .custom && item.label?.text == "mine 10×10")
        } else {
            Issue.record("expected an update")
        }
    }

    @Test("a guide that changed class, or an owner that changed class, is classified again")
    func reclassify() {
        let settings = OverlaySettings()
        let view = ModelView([ModelGuide(frame: Rect(x: 0, y: 0, width: 10, height: 10))])
        var state = ViewOverlayState()
        _ = state.update(from: view, settings: settings)
        expectEqual(state.shown.values.first?.kind, .custom)
        view.guides[0].className = "UIFocusGuide"
        _ = state.update(from: view, settings: settings)
        expectEqual(state.shown.values.first?.kind, .focus)
        view.guides[0].className = "UILayoutGuide"
        view.ownerSample.className = "_UINavigationBarContentView"
        settings.style.visibleKinds.insert(.system)
        _ = state.update(from: view, settings: settings)
        expectEqual(state.shown.values.first?.kind, .system)
    }

    @Test("the overlay classifies a subclass by its class chain, asked once per class")
    func classChain() {
        let settings = OverlaySettings()
        let guide = ModelGuide(
            frame: Rect(x: 0, y: 0, width: 10, height: 10), className: "MyApp.InputGuide",
            superclassNames: ["UIKeyboardLayoutGuide", "UITrackingLayoutGuide", "UILayoutGuide"])
        var state = ViewOverlayState()
        _ = state.update(from: ModelView([guide]), settings: settings)
        expectEqual(state.shown.values.first?.kind, .keyboard)
    }

    @Test("a new style plans again; setting the style counts even when it compares equal")
    func styleGeneration() {
        let settings = OverlaySettings()
        let view = ModelView(Self.column(3))
        var state = ViewOverlayState()
        _ = state.update(from: view, settings: settings)
        settings.style.lineWidth = 2
        let operations = state.update(from: view, settings: settings)
        #expect(
            operations.count == 3
                && operations.allSatisfy {
                    if case .update(let item) = $0 { item.lineWidth == 2 } else { false }
                })
        settings.style.lineWidth = 2
        #expect(state.update(from: view, settings: settings).isEmpty)  // planned again, same plan
        #expect(state.update(from: view, settings: OverlaySettings(style: settings.style)).isEmpty)
    }

    @Test("a label's text is built in one piece and reads as before")
    func labelText() {
        expectEqual(
            OverlayPlanner.labelText(name: "space1", size: Size(width: 100, height: 100)), "space1 100×100")
        expectEqual(
            OverlayPlanner.labelText(name: "a long identifier", size: Size(width: 59.333, height: 0)),
            "a long identifier 59.3×0")
    }
}
