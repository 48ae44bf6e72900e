import Testing

@testable @_spi(Engine) import GuideLensCore

@Suite("View debugger properties")
struct ViewDebuggerPropertiesTests {
    @Test(
        "only UILayoutGuide adds GuideLens's entries; a subclass lists its own fallback or nothing",
        arguments: [
            (true, true, ViewDebuggerProperties.Listing.fallbackThenGuideLens),
            (true, false, .fallbackThenGuideLens),
            (false, true, .ownFallback),
            (false, false, .nothing),
        ])
    func listingPerClass(
        isLayoutGuide: Bool, declaresOwnFallback: Bool, expected: ViewDebuggerProperties.Listing
    ) {
        expectEqual(
            ViewDebuggerProperties.listing(
                isLayoutGuide: isLayoutGuide, declaresOwnFallback: declaresOwnFallback), expected)
    }

    /// An owner away from the window's origin, at a fractional position.
    static let ownerFrame = Rect(x: 20.5, y: 100.25, width: 300, height: 500)

    static func owner(_ guides: [HierarchyBuilder.Guide]) -> ViewNode {
        HierarchyBuilder().view(
            frame: ownerFrame, in: .window(size: Size(width: 390, height: 844)), guides: guides)
    }

    /// What each kind is called on the overlay's labels, written out independently of the code.
    static let expectedNames: [GuideKind: String] = [
        .safeArea: "safe area", .layoutMargins: "margins", .readableContent: "readable content",
        .keyboard: "keyboard",
        .scrollContent: "scroll content", .scrollFrame: "scroll frame", .stackSpacer: "stack spacer",
        .focus: "guide", .custom: "guide", .system: "guide",
    ]

    @Test("six entries with exactly Apple's four keys, named as their getters")
    func descriptions() {
        let entries = ViewDebuggerProperties.descriptions.map(\.dictionary)
        #expect(
            entries.map { $0["propertyName"] } == [
                "guideLensKind", "guideLensLabel", "guideLensFrameInWindow", "guideLensLintFindings",
                "guideLensDrawnByOverlay", "guideLensPlacement",
            ])
        for entry in entries {
            expectEqual(
                Set(entry.keys),
                ["propertyName", "propertyRuntimeType", "propertyLogicalType", "propertyFormat"])
        }
        expectEqual(entries[0]["propertyRuntimeType"], "NSString")
        expectEqual(entries[0]["propertyLogicalType"], "DebugHierarchyLogicalPropertyTypeString")
        expectEqual(entries[0]["propertyFormat"], "public.plain-text")
        expectEqual(entries[2]["propertyRuntimeType"], "CGRect")
        expectEqual(entries[2]["propertyLogicalType"], "DebugHierarchyLogicalPropertyTypeRect")
        expectEqual(entries[2]["propertyFormat"], "CGf, CGf, CGf, CGf")
        expectEqual(entries[3]["propertyRuntimeType"], "NSString")
        expectEqual(entries[4]["propertyRuntimeType"], "BOOL")
        expectEqual(entries[4]["propertyLogicalType"], "DebugHierarchyLogicalPropertyTypeBool")
        expectEqual(entries[4]["propertyFormat"], "b")
    }

    @Test("the fallback's entries come first, GuideLens's follow, no name twice")
    func merged() {
        let apple = ViewDebuggerProperties.appleFallbackNames
        let list = ViewDebuggerProperties.merged(fallback: apple, name: { $0 }, own: \.name)
        #expect(list == apple + ViewDebuggerProperties.descriptions.map(\.name))
        let alone = ViewDebuggerProperties.merged(fallback: nil, name: { $0 }, own: \.name)
        expectEqual(alone, ViewDebuggerProperties.descriptions.map(\.name))
        let clash = ViewDebuggerProperties.merged(
            fallback: ["layoutFrame", "guideLensKind"], name: { $0 }, own: \.name)
        #expect(clash.filter { $0 == "guideLensKind" }.count == 1)
        #expect(clash.count == 2 + ViewDebuggerProperties.descriptions.count - 1)
        expectEqual(clash.first, "layoutFrame")
    }

    @Test(
        "values for every kind: name, label, frame in window, drawn when the style shows the kind",
        arguments: GuideKind.allCases)
    func everyKind(kind: GuideKind) throws {
        let layoutFrame = Rect(x: 10.25, y: 30.5, width: 120.75, height: 40.5)
        let view = Self.owner([HierarchyBuilder.Guide(layoutFrame: layoutFrame, kind: kind)])
        let guide = try #require(view.guides.first)
        let values = ViewDebuggerProperties.values(for: guide, in: view, style: .default, overlayIsOn: true)
        expectEqual(values.kind, kind.displayName)
        expectEqual(values.label, "\(try #require(Self.expectedNames[kind])) 120.8×40.5")
        expectEqual(values.frameInWindow, Rect(x: 30.75, y: 130.75, width: 120.75, height: 40.5))
        expectEqual(values.lintFindings, "no finding")
        expectEqual(values.drawnByOverlay, (kind != .system))
        let off = ViewDebuggerProperties.values(for: guide, in: view, style: .default, overlayIsOn: false)
        #expect(!off.drawnByOverlay)
    }

    @Test("an identifier names a custom guide's label")
    func identifierLabel() throws {
        let view = Self.owner([
            HierarchyBuilder.Guide(
                identifier: "cardSpacer", layoutFrame: Rect(x: 0, y: 0, width: 8.5, height: 2))
        ])
        let guide = try #require(view.guides.first)
        let values = ViewDebuggerProperties.values(for: guide, in: view, style: .default, overlayIsOn: true)
        expectEqual(values.kind, "custom")
        expectEqual(values.label, "cardSpacer 8.5×2")
    }

    @Test("a guide with findings lists each rule's id, name and summary, one a line")
    func findings() throws {
        let view = Self.owner([
            HierarchyBuilder.Guide(
                identifier: "spacer", layoutFrame: Rect(x: 290.5, y: 10, width: 20, height: 0),
                ambiguous: true)
        ])
        let guide = try #require(view.guides.first)
        let values = ViewDebuggerProperties.values(for: guide, in: view, style: .default, overlayIsOn: true)
        expectEqual(
            values.lintFindings.split(separator: "\n"),
            [
                "GL001 ambiguous: layout is ambiguous: the constraints allow more than one frame",
                "GL004 zero-area: layoutFrame has zero width or zero height (guides the app placed)",
                "GL005 outside-owner: layoutFrame reaches outside the owning view's bounds",
            ])
        expectEqual(values.frameInWindow, Rect(x: 311, y: 110.25, width: 20, height: 0))
        #expect(values.drawnByOverlay)
    }

    @Test("a frame that cannot be drawn: zero frame in window, not drawn, the finding listed")
    func undrawable() throws {
        let view = Self.owner([
            HierarchyBuilder.Guide(
                identifier: "broken", layoutFrame: Rect(x: .nan, y: 0, width: -5, height: 10))
        ])
        let guide = try #require(view.guides.first)
        let values = ViewDebuggerProperties.values(for: guide, in: view, style: .default, overlayIsOn: true)
        expectEqual(values.frameInWindow, .zero)
        #expect(!values.drawnByOverlay)
        expectEqual(values.label, "broken")
        #expect(values.lintFindings.hasPrefix("GL002 non-finite"))
    }

    @Test("drawn only when both its frame and its frame in the window can be drawn")
    func drawableNeedsBothFrames() throws {
        let view = Self.owner([HierarchyBuilder.Guide(layoutFrame: Rect(x: 1.5, y: 2, width: 10, height: 10))]
        )
        var guide = try #require(view.guides.first)
        #expect(
            ViewDebuggerProperties.values(for: guide, in: view, style: .default, overlayIsOn: true)
                .drawnByOverlay)
        guide.frameInWindow = Rect(x: .infinity, y: 0, width: 10, height: 10)
        #expect(
            !ViewDebuggerProperties.values(for: guide, in: view, style: .default, overlayIsOn: true)
                .drawnByOverlay)
    }

    @Test("a kind the style hides is not drawn")
    func hiddenKind() throws {
        let view = Self.owner([
            HierarchyBuilder.Guide(layoutFrame: Rect(x: 1, y: 1, width: 10, height: 10), kind: .custom)
        ])
        let guide = try #require(view.guides.first)
        var style = OverlayStyle.default
        style.visibleKinds = [.safeArea]
        #expect(
            !ViewDebuggerProperties.values(for: guide, in: view, style: style, overlayIsOn: true)
                .drawnByOverlay)
        style.visibleKinds = [.custom]
        #expect(
            ViewDebuggerProperties.values(for: guide, in: view, style: style, overlayIsOn: true)
                .drawnByOverlay)
    }

    @Test("a guide that cannot be read: no frame, not drawn, the no-owner finding")
    func unreadable() {
        let values = ViewDebuggerProperties.unreadable
        expectEqual(values.frameInWindow, .zero)
        #expect(!values.drawnByOverlay)
        expectEqual(
            values.lintFindings, "GL007 no-owner: the guide's owningView is not the view that lists it")
    }

    @Test(
        "the placement property: the guide's one-line why, traced in the capture; a guide not captured says so"
    )
    func placement() throws {
        let spacer = PlacementFixture.guide(
            0xB001, "spacer", Rect(x: 30.5, y: 175.25, width: 300, height: 16),
            vertical: [
                PlacementFixture.constraint(
                    1, .guide(ObjectAddress(0xB001), "spacer"), .top, .equal, PlacementFixture.safe, .top,
                    constant: 16),
                PlacementFixture.constraint(
                    2, .guide(ObjectAddress(0xB001), "spacer"), .height, constant: 16),
            ])
        let snapshot = PlacementFixture.snapshot([spacer])
        let value = ViewDebuggerProperties.placement(of: ObjectAddress(0xB001), in: snapshot)
        let expected = PlacementText.summary(try #require(PlacementFixture.placement("spacer", in: snapshot)))
        expectEqual(value, expected)
        #expect(value.contains("175.25") && value.contains("16"), "\(value)")
        expectEqual(
            ViewDebuggerProperties.placement(of: ObjectAddress(0xB002), in: snapshot), "not in the capture")
    }
}
