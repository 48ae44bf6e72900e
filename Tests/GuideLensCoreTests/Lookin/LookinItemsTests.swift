import Testing

@testable @_spi(Engine) import GuideLensCore

@Suite("Lookin items")
struct LookinItemsTests {
    static let view: ViewNode = {
        let builder = HierarchyBuilder()
        return builder.view(
            frame: Rect(x: 0, y: 0, width: 390, height: 844),
            in: .window(size: Size(width: 390, height: 844)),
            guides: [
                HierarchyBuilder.Guide(
                    identifier: "space1", layoutFrame: Rect(x: 145, y: 320, width: 100, height: 100),
                    ambiguous: false),
                HierarchyBuilder.Guide(
                    className: "_UILayoutSpacer", classChain: ["_UILayoutSpacer", "UILayoutGuide"],
                    identifier: "UISV-alignment-spanner", layoutFrame: Rect(x: 0, y: 0, width: 0, height: 40)),
                HierarchyBuilder.Guide(
                    identifier: "broken", layoutFrame: Rect(x: .nan, y: 0, width: -5, height: 10)),
                HierarchyBuilder.Guide(
                    identifier: "BackButtonGuide(0x1)", layoutFrame: Rect(x: 0, y: 0, width: 10, height: 10),
                    kind: .system),
            ])
    }()

    @Test("one item per guide of the kinds the style shows, in layoutGuides order, each with a title")
    func items() {
        let items = LookinItems.items(for: Self.view, style: .default, selection: .visibleKinds)
        #expect(items.map(\.title) == ["space1", "stack spacer", "broken"])
        #expect(items.allSatisfy { !$0.title.isEmpty })
        #expect(items[0].subtitle == "custom · 100×100")
        #expect(items[0].frameInWindow == Rect(x: 145, y: 320, width: 100, height: 100))
        #expect(LookinItems.items(for: Self.view, style: .default, selection: .everyKind).count == 4)
        #expect(LookinItems.items(for: Self.view, style: .default, selection: .none).isEmpty)
    }

    @Test("every property is in the Layout Guide section with a value and a type Lookin knows")
    func properties() {
        let items = LookinItems.items(
            for: Self.view, style: .default, selection: .everyKind,
            constraints: [.init(horizontal: 2, vertical: 3)])
        let known: Set<String> = ["string", "number", "bool", "rect"]
        for item in items {
            #expect(item.properties.allSatisfy { $0.section == "Layout Guide" && !$0.title.isEmpty })
            #expect(item.properties.allSatisfy { known.contains($0.value.typeName) })
        }
        let first = Dictionary(
            items[0].properties.map { ($0.title, $0.value) }, uniquingKeysWith: { a, _ in a })
        #expect(first["class"] == .string("UILayoutGuide"))
        #expect(first["identifier"] == .string("space1"))
        #expect(first["kind"] == .string("custom"))
        #expect(first["layoutFrame"] == .rect(Rect(x: 145, y: 320, width: 100, height: 100)))
        #expect(first["hasAmbiguousLayout"] == .bool(false))
        #expect(first["lint"] == .string("no finding"))
        #expect(first["constraints (horizontal)"] == .number(2))
        #expect(first["constraints (vertical)"] == .number(3))
        let spanner = Dictionary(
            items[1].properties.map { ($0.title, $0.value) }, uniquingKeysWith: { a, _ in a })
        #expect(spanner["class chain"] == .string("_UILayoutSpacer → UILayoutGuide"))
        #expect(spanner["lint"] == .string("no finding"))  // UIKit's spanner is zero-thick by design
    }

    @Test("a frame that cannot be drawn never becomes a rectangle: no frame in window, flagged as text")
    func degenerateFrames() {
        let broken = LookinItems.items(for: Self.view, style: .default, selection: .everyKind)[2]
        #expect(broken.frameInWindow == nil)
        #expect(broken.subtitle == "custom · frame cannot be drawn")
        for property in broken.properties {
            if case .rect(let rect) = property.value { #expect(rect.isDrawable, "\(property.title)") }
        }
        #expect(
            broken.properties.contains {
                $0.title == "layoutFrame" && $0.value == .string("[nan, 0, -5, 10] (cannot be drawn)")
            })
        #expect(broken.properties.contains { $0.title == "lint" && $0.value == .string("GL002 non-finite") })
    }

    @Test("properties come in a fixed order, the one Lookin shows")
    func propertyOrder() {
        let items = LookinItems.items(for: Self.view, style: .default, selection: .everyKind)
        #expect(
            items[0].properties.map(\.title) == [
                "class", "identifier", "kind", "layoutFrame", "frame in window", "hasAmbiguousLayout", "lint",
            ])
    }
}
