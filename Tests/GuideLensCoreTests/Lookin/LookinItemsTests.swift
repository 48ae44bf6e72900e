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
        expectEqual(items.map(\.title), ["space1", "stack spacer", "broken"])
        #expect(items.allSatisfy { !$0.title.isEmpty })
        expectEqual(items[0].subtitle, "custom · 100×100")
        expectEqual(items[0].frameInWindow, Rect(x: 145, y: 320, width: 100, height: 100))
        expectEqual(LookinItems.items(for: Self.view, style: .default, selection: .everyKind).count, 4)
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
        expectEqual(first["class"], .string("UILayoutGuide"))
        expectEqual(first["identifier"], .string("space1"))
        expectEqual(first["kind"], .string("custom"))
        expectEqual(first["layoutFrame"], .rect(Rect(x: 145, y: 320, width: 100, height: 100)))
        expectEqual(first["hasAmbiguousLayout"], .bool(false))
        expectEqual(first["lint"], .string("no finding"))
        expectEqual(first["constraints (horizontal)"], .number(2))
        expectEqual(first["constraints (vertical)"], .number(3))
        let spanner = Dictionary(
            items[1].properties.map { ($0.title, $0.value) }, uniquingKeysWith: { a, _ in a })
        expectEqual(spanner["class chain"], .string("_UILayoutSpacer → UILayoutGuide"))
        #expect(spanner["lint"] == .string("no finding"))  // UIKit's spanner is zero-thick by design
    }

    @Test("a class chain is listed when it has a superclass to show, not for a class alone")
    func classChainLength() {
        func properties(_ chain: [String]) -> [String: LookinItems.Property.Value] {
            let view = HierarchyBuilder().view(
                frame: Rect(x: 0, y: 0, width: 390, height: 844),
                in: .window(size: Size(width: 390, height: 844)),
                guides: [
                    HierarchyBuilder.Guide(
                        className: chain[0], classChain: chain, identifier: "g",
                        layoutFrame: Rect(x: 1, y: 1, width: 10, height: 10))
                ])
            let item = LookinItems.items(for: view, style: .default, selection: .everyKind)[0]
            return Dictionary(item.properties.map { ($0.title, $0.value) }, uniquingKeysWith: { a, _ in a })
        }
        expectEqual(properties(["MyGuide"])["class chain"], nil)
        expectEqual(
            properties(["MyGuide", "UILayoutGuide"])["class chain"], .string("MyGuide → UILayoutGuide"))
    }

    @Test("a frame that cannot be drawn never becomes a rectangle: no frame in window, flagged as text")
    func degenerateFrames() {
        let broken = LookinItems.items(for: Self.view, style: .default, selection: .everyKind)[2]
        expectEqual(broken.frameInWindow, nil)
        expectEqual(broken.subtitle, "custom · frame cannot be drawn")
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
        expectEqual(
            items[0].properties.map(\.title),
            ["class", "identifier", "kind", "layoutFrame", "frame in window", "hasAmbiguousLayout", "lint"])
    }
}

// Owners away from the window's origin, fractional frames: the window frame is the guide's
// layoutFrame moved by every ancestor's origin, less a scrolled bounds origin.
extension LookinItemsTests {
    /// A card at (10.25, 30.75) in a container at (20.5, 100.25) scrolled by 10.5 points: the card's
    /// origin in the window is (30.75, 120.5), so a guide at (8.5, 4.25) in it sits at (39.25, 124.75).
    static let card: ViewNode = {
        let builder = HierarchyBuilder()
        let window = builder.window(size: Size(width: 390, height: 844)) { space in
            [
                builder.view(
                    "App.Container", frame: Rect(x: 20.5, y: 100.25, width: 300, height: 400),
                    bounds: Rect(x: 0, y: 10.5, width: 300, height: 400), in: space
                ) { inner in
                    [
                        builder.view(
                            "App.CardView", frame: Rect(x: 10.25, y: 30.75, width: 200.5, height: 120.5),
                            in: inner,
                            guides: [
                                HierarchyBuilder.Guide(
                                    identifier: "badgeGap",
                                    layoutFrame: Rect(x: 8.5, y: 4.25, width: 120.72, height: 44.16)),
                                HierarchyBuilder.Guide(
                                    identifier: "trailingGap",
                                    layoutFrame: Rect(x: 150.125, y: 0.5, width: 0.35, height: 119.96)),
                            ])
                    ]
                }
            ]
        }
        return window.subviews[0].subviews[0]
    }()

    @Test("an owner away from the origin: the item sits at the guide's window frame, the size to a tenth")
    func ownerAwayFromOrigin() {
        let items = LookinItems.items(
            for: Self.card, style: .default, selection: .visibleKinds,
            constraints: [.init(horizontal: 1, vertical: 2), .init(horizontal: 3, vertical: 4)])
        expectEqual(items.map(\.title), ["badgeGap", "trailingGap"])
        expectEqual(items[0].frameInWindow, Rect(x: 39.25, y: 124.75, width: 120.72, height: 44.16))
        expectEqual(items[1].frameInWindow, Rect(x: 180.875, y: 121, width: 0.35, height: 119.96))
        expectEqual(items[0].subtitle, "custom · 120.7×44.2")
        expectEqual(items[1].subtitle, "custom · 0.4×120")
        let properties = Dictionary(
            items[0].properties.map { ($0.title, $0.value) }, uniquingKeysWith: { first, _ in first })
        expectEqual(properties["layoutFrame"], .rect(Rect(x: 8.5, y: 4.25, width: 120.72, height: 44.16)))
        expectEqual(
            properties["frame in window"], .rect(Rect(x: 39.25, y: 124.75, width: 120.72, height: 44.16)))
        // The last guide gets its own constraint counts, not none.
        let last = Dictionary(
            items[1].properties.map { ($0.title, $0.value) }, uniquingKeysWith: { first, _ in first })
        expectEqual(last["constraints (horizontal)"], .number(3))
        expectEqual(last["constraints (vertical)"], .number(4))
    }

    @Test("a drawable layoutFrame in an owner whose window frame is NaN gets no frame in window")
    func ownerWithUndrawableWindowFrame() {
        let builder = HierarchyBuilder()
        let window = builder.window(size: Size(width: 390, height: 844)) { space in
            [
                builder.view(
                    frame: Rect(x: .nan, y: 12.5, width: 100, height: 100), in: space,
                    guides: [
                        HierarchyBuilder.Guide(
                            identifier: "gap", layoutFrame: Rect(x: 1.5, y: 2.5, width: 10, height: 20))
                    ])
            ]
        }
        let items = LookinItems.items(for: window.subviews[0], style: .default, selection: .everyKind)
        expectEqual(items.count, 1)
        expectEqual(items[0].frameInWindow, nil)
        expectEqual(items[0].subtitle, "custom · 10×20")
        let properties = Dictionary(
            items[0].properties.map { ($0.title, $0.value) }, uniquingKeysWith: { first, _ in first })
        expectEqual(properties["layoutFrame"], .rect(Rect(x: 1.5, y: 2.5, width: 10, height: 20)))
        expectEqual(properties["frame in window"], .string("[nan, 15, 10, 20] (cannot be drawn)"))
    }
}
