import Testing

@testable import GuideLensCore

/// A guide of a ``ModelView``: an object, as a `UILayoutGuide` is, whose frame moves.
final class ModelGuide {
    var frame: Rect
    var identifier: String
    var className: String

    init(frame: Rect, identifier: String = "", className: String = "UILayoutGuide") {
        self.frame = frame
        self.identifier = identifier
        self.className = className
    }
}

/// A view with guides, read the way the UIKit layer reads a `UIView`.
@MainActor
final class ModelView: LayoutGuideOwner {
    var guides: [ModelGuide]
    var ownerSample: OwnerSample

    init(_ guides: [ModelGuide], className: String = "UIView") {
        self.guides = guides
        ownerSample = OwnerSample(className: className, bounds: Rect(x: 0, y: 0, width: 390, height: 844))
    }

    func identity(of guide: ModelGuide) -> ObjectAddress { ObjectAddress(of: guide) }
    func layoutFrame(of guide: ModelGuide) -> Rect { guide.frame }
    func identifier(of guide: ModelGuide) -> String { guide.identifier }
    func className(of guide: ModelGuide) -> String { guide.className }
}

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
        let kinds = GuideKindCache()
        var state = ViewOverlayState()
        #expect(state.update(from: view, style: .default, kinds: kinds).count == 10)
        let storage = state.storageAddresses
        for _ in 0..<3 {
            #expect(state.update(from: view, style: .default, kinds: kinds).isEmpty)
        }
        #expect(state.storageAddresses == storage)
    }

    @Test(
        "guides that only moved are updated from what was kept: same texts, no classification, same storage")
    func moving() {
        let view = ModelView(Self.column(10))
        let kinds = GuideKindCache()
        var state = ViewOverlayState()
        _ = state.update(from: view, style: .default, kinds: kinds)
        let classified = kinds.count
        for guide in view.guides { guide.frame.origin.x += 1 }
        _ = state.update(from: view, style: .default, kinds: kinds)  // the first move may grow storage
        let storage = state.storageAddresses
        let textsBefore = state.shown.values.compactMap(\.label?.text).sorted()
        for step in 0..<4 {
            for guide in view.guides { guide.frame.origin.x += step % 2 == 0 ? -1 : 1 }
            let operations = state.update(from: view, style: .default, kinds: kinds)
            #expect(operations.count == 10)
            #expect(operations.allSatisfy { if case .update = $0 { true } else { false } })
        }
        #expect(state.storageAddresses == storage)
        #expect(state.shown.values.compactMap(\.label?.text).sorted() == textsBefore)
        #expect(kinds.count == classified)
    }

    @Test("the moving path plans exactly what planning from scratch plans")
    func movingMatchesScratch() {
        let view = ModelView(Self.column(12))
        let kinds = GuideKindCache()
        var state = ViewOverlayState()
        var random = SeededGenerator(seed: 0xF00D)
        for pass in 0..<200 {
            for guide in view.guides where Bool.random(using: &random) {
                guide.frame.origin.x = Double.random(in: -20...300, using: &random)
                guide.frame.origin.y = Double.random(in: -20...800, using: &random)
                if pass % 7 == 0 { guide.frame.size.height = Double(Int.random(in: 0...60, using: &random)) }
            }
            _ = state.update(from: view, style: .default, kinds: kinds)
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
        let kinds = GuideKindCache()
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
        _ = firstState.update(from: first, style: .default, kinds: kinds)
        _ = secondState.update(from: second, style: .default, kinds: kinds)
        #expect(kinds.count == 1)
        #expect(firstState.shown.values.first?.kind == .safeArea)
        first.guides[0].identifier = "mine"
        let operations = firstState.update(from: first, style: .default, kinds: kinds)
        #expect(kinds.count == 2)
        if case .update(let item) = operations.first {
            #expect(item.kind == .custom && item.label?.text == "mine 10×10")
        } else {
            Issue.record("expected an update")
        }
    }

    @Test("a guide that changed class, or an owner that changed class, is classified again")
    func reclassify() {
        let kinds = GuideKindCache()
        let view = ModelView([ModelGuide(frame: Rect(x: 0, y: 0, width: 10, height: 10))])
        var state = ViewOverlayState()
        _ = state.update(from: view, style: .default, kinds: kinds)
        #expect(state.shown.values.first?.kind == .custom)
        view.guides[0].className = "UIFocusGuide"
        _ = state.update(from: view, style: .default, kinds: kinds)
        #expect(state.shown.values.first?.kind == .focus)
        view.guides[0].className = "UILayoutGuide"
        view.ownerSample.className = "_UINavigationBarContentView"
        var style = OverlayStyle.default
        style.visibleKinds.insert(.system)
        _ = state.update(from: view, style: style, kinds: kinds)
        #expect(state.shown.values.first?.kind == .system)
    }

    @Test("a label's text is built in one piece and reads as before")
    func labelText() {
        #expect(
            OverlayPlanner.labelText(name: "space1", size: Size(width: 100, height: 100)) == "space1 100×100")
        #expect(
            OverlayPlanner.labelText(name: "a long identifier", size: Size(width: 59.333, height: 0))
                == "a long identifier 59.3×0")
    }
}
