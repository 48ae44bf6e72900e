import Testing

@testable @_spi(Engine) import GuideLensCore

/// Where each edge of a safe-area or margins guide gets its inset: the window, a bar, a
/// controller's additional insets, the superview's unsafe region; where it stops being passed
/// down; and "not derived" whenever the recorded inputs do not add up.
@Suite("Placement: safe-area and margin insets, edge by edge")
struct InsetSourcesTests {
    /// A navigation controller's view (full screen, the window's 47/34 insets), and inside it a
    /// child controller's root view at `childFrame` with `additional` insets and a safe area
    /// `childInsets` in from its edges; a wrapper at `wrapperFrame` (in the child) with `wrapperBottom`.
    static func screen(
        childFrame: Rect = Rect(x: 0, y: 0, width: 390, height: 844),
        additional: EdgeInsets = EdgeInsets(top: 12),
        childInsets: EdgeInsets = EdgeInsets(top: 103, bottom: 34),
        wrapperFrame: Rect = Rect(x: 0, y: 700, width: 390, height: 144), wrapperBottom: Double = 0,
        barHidden: Bool = false, tabBar: Rect? = nil
    ) -> Snapshot {
        let builder = HierarchyBuilder(firstViewAddress: 0x1000, firstGuideAddress: 0xA000)
        let bar = BarInputs(
            kind: .navigationBar, frameInWindow: Rect(x: 0, y: 47, width: 390, height: 44),
            isHidden: barHidden)
        let navigation = ControllerInputs(className: "UINavigationController", bars: [bar])
        // A tab bar controller holding the navigation controller, when the screen has a tab bar.
        let tabs = tabBar.map { frame in
            ControllerInputs(
                className: "UITabBarController", bars: [BarInputs(kind: .tabBar, frameInWindow: frame)])
        }
        let phone = Rect(x: 0, y: 0, width: 390, height: 844)
        func safeArea(_ frame: Rect, _ insets: EdgeInsets) -> HierarchyBuilder.Guide {
            .safeArea(
                Rect(
                    x: insets.left, y: insets.top, width: frame.width - insets.left - insets.right,
                    height: frame.height - insets.top - insets.bottom))
        }
        let window = builder.window(
            size: Size(width: 390, height: 844), guides: [safeArea(phone, EdgeInsets(top: 47, bottom: 34))]
        ) { space in
            [
                builder.view(
                    "UILayoutContainerView", frame: phone, in: space,
                    guides: [safeArea(phone, EdgeInsets(top: 47, bottom: 34))],
                    layoutInputs: LayoutInputs(
                        safeAreaInsets: EdgeInsets(top: 47, bottom: 34), controller: navigation)
                ) { container in
                    [
                        builder.view(
                            "MyApp.ChildView", frame: childFrame, in: container,
                            guides: [safeArea(childFrame, childInsets)],
                            layoutInputs: LayoutInputs(
                                safeAreaInsets: childInsets,
                                controller: ControllerInputs(
                                    className: "MyApp.ChildViewController",
                                    additionalSafeAreaInsets: additional),
                                parentControllers: [navigation] + (tabs.map { [$0] } ?? []))
                        ) { child in
                            [
                                builder.view(
                                    "MyApp.Wrapper", frame: wrapperFrame, in: child,
                                    guides: [safeArea(wrapperFrame, EdgeInsets(bottom: wrapperBottom))],
                                    layoutInputs: LayoutInputs(
                                        safeAreaInsets: EdgeInsets(bottom: wrapperBottom)))
                            ]
                        }
                    ]
                }
            ]
        }
        return Snapshot(windows: [window])
    }

    static func insets(_ path: String, in snapshot: Snapshot) -> InsetExplanation? {
        PlacementFixture.placement(path, in: snapshot)?.insets
    }

    static func edge(_ name: String, _ explanation: InsetExplanation?) -> EdgeInsetSource? {
        explanation?.edges.first { $0.edge == name }
    }

    @Test("a child controller's top inset: the navigation bar, then its own additionalSafeAreaInsets")
    func barAndAdditional() throws {
        let insets = Self.insets("ChildView › UIViewSafeAreaLayoutGuide", in: Self.screen())
        let top = try #require(Self.edge("top", insets))
        expectEqual(top.inset, 103)
        #expect(top.isDerived)
        expectEqual(
            top.lines.first?.text,
            "top 103 = the navigation bar of UINavigationController 91 (over the superview's 47) + ChildViewController.additionalSafeAreaInsets.top 12"
        )
        // The bottom is passed down from the window through the navigation controller's view.
        let bottom = try #require(Self.edge("bottom", insets))
        expectEqual(bottom.lines.map(\.depth), [0, 1, 2])
        expectEqual(bottom.lines.last?.text.hasPrefix("bottom 34: the window's own inset"), true)
        expectEqual(
            Self.edge("left", insets)?.lines.first?.text,
            "left 0 = nothing: no unsafe region, bar or additional inset reaches this edge")
    }

    @Test("a tab bar's share of a child controller's bottom inset: the bar over the window's inset, not both")
    func tabBarBottom() throws {
        // The tab bar is 83 high at the bottom of an 844-point screen (its top at 761): it covers
        // the child's bottom 83, more than the 34 the window passes down; the two do not add.
        let insets = Self.insets(
            "ChildView › UIViewSafeAreaLayoutGuide",
            in: Self.screen(
                childInsets: EdgeInsets(top: 103, bottom: 83),
                tabBar: Rect(x: 0, y: 761, width: 390, height: 83)))
        let bottom = try #require(Self.edge("bottom", insets))
        expectEqual(bottom.inset, 83)
        #expect(bottom.isDerived)
        expectEqual(
            bottom.lines.first?.text,
            "bottom 83 = the tab bar of UITabBarController 83 (over the superview's 34)")
        // A child that ends 20.5 above the screen's bottom overlaps the tab bar by 62.5 only.
        let shorter = Self.insets(
            "ChildView › UIViewSafeAreaLayoutGuide",
            in: Self.screen(
                childFrame: Rect(x: 0, y: 0, width: 390, height: 823.5),
                childInsets: EdgeInsets(top: 103, bottom: 62.5),
                wrapperFrame: Rect(x: 0, y: 700, width: 390, height: 123.5),
                tabBar: Rect(x: 0, y: 761, width: 390, height: 83)))
        let shorterBottom = try #require(Self.edge("bottom", shorter))
        #expect(shorterBottom.isDerived)
        expectEqual(
            shorterBottom.lines.first?.text.hasPrefix("bottom 62.5 = the tab bar of UITabBarController 62.5"),
            true, "\(shorterBottom.lines.map(\.text))")
        // The top is the navigation bar's, as without a tab bar.
        expectEqual(Self.edge("top", insets)?.inset, 103)
        // A tab bar exactly as high as the window's 34: the band is the superview's, followed up.
        let even = Self.insets(
            "ChildView › UIViewSafeAreaLayoutGuide",
            in: Self.screen(
                childInsets: EdgeInsets(top: 103, bottom: 34),
                tabBar: Rect(x: 0, y: 810, width: 390, height: 34)))
        let evenBottom = try #require(Self.edge("bottom", even))
        #expect(evenBottom.isDerived)
        expectEqual(
            evenBottom.lines.first?.text.contains("UILayoutContainerView"), true,
            "\(evenBottom.lines.map(\.text))")
        expectEqual(evenBottom.lines.map(\.depth), [0, 1, 2], "\(evenBottom.lines.map(\.text))")
    }

    @Test("with the bar hidden, the superview's inset and the additional inset make the top")
    func hiddenBar() throws {
        let insets = Self.insets(
            "ChildView › UIViewSafeAreaLayoutGuide",
            in: Self.screen(childInsets: EdgeInsets(top: 59, bottom: 34), barHidden: true))
        expectEqual(
            Self.edge("top", insets)?.lines.first?.text,
            "top 59 = the superview UILayoutContainerView's unsafe top 47 + ChildViewController.additionalSafeAreaInsets.top 12"
        )
    }

    @Test("an owner away from the origin gets only the part of the unsafe region it overlaps")
    func partialOverlap() throws {
        // The child starts 20.5 down: the superview's 47-point band covers 26.5 of it; no bar is above it.
        let snapshot = Self.screen(
            childFrame: Rect(x: 10, y: 20.5, width: 370, height: 823.5), additional: .zero,
            childInsets: EdgeInsets(top: 70.5, bottom: 34), barHidden: false)
        let top = try #require(
            Self.edge("top", Self.insets("ChildView › UIViewSafeAreaLayoutGuide", in: snapshot)))
        expectEqual(
            top.lines.first?.text,
            "top 70.5 = the navigation bar of UINavigationController 70.5 (over the superview's 26.5)")
        #expect(top.isDerived)
    }

    @Test("inputs that do not add up are shown and the edge is not derived; no source is guessed")
    func notDerived() throws {
        let snapshot = Self.screen(childInsets: EdgeInsets(top: 120, bottom: 34))
        let top = try #require(
            Self.edge("top", Self.insets("ChildView › UIViewSafeAreaLayoutGuide", in: snapshot)))
        #expect(!top.isDerived)
        expectEqual(
            top.lines.first?.text,
            "top 120: not derived — the recorded inputs (superview overlap 47, the navigation bar of UINavigationController 91, additionalSafeAreaInsets.top 12) make 103"
        )
    }

    @Test("where the superview's inset covers a view that reports none, the answer says it stops there")
    func insetStopsBeingPassedDown() throws {
        let lost = Self.edge("bottom", Self.insets("Wrapper › UIViewSafeAreaLayoutGuide", in: Self.screen()))
        expectEqual(lost?.isDerived, false)
        expectEqual(
            lost?.lines.first?.text.hasPrefix(
                "bottom 0: the superview's bottom inset 34 covers 34 of this view; its own is 0 — the inset stops here"
            ), true)
        // The other side: a wrapper ending above the unsafe band is owed nothing, and gets nothing.
        let clear = Self.edge(
            "bottom",
            Self.insets(
                "Wrapper › UIViewSafeAreaLayoutGuide",
                in: Self.screen(wrapperFrame: Rect(x: 0, y: 600, width: 390, height: 210))))
        expectEqual(clear?.isDerived, true)
        expectEqual(
            clear?.lines.first?.text,
            "bottom 0 = nothing: no unsafe region, bar or additional inset reaches this edge")
        // And one reaching 1 point into the band is owed 1.
        let deep = Self.edge(
            "bottom",
            Self.insets(
                "Wrapper › UIViewSafeAreaLayoutGuide",
                in: Self.screen(wrapperFrame: Rect(x: 0, y: 600, width: 390, height: 211), wrapperBottom: 1)))
        expectEqual(deep?.lines.first?.text, "bottom 1 = the superview ChildView's unsafe bottom 1")
    }

    @Test("a snapshot without the inputs gives the insets and says where their sources are missing")
    func inputsMissing() throws {
        var snapshot = Self.screen()
        snapshot.windows[0].subviews[0].subviews[0].layoutInputs = nil
        let placement = try #require(
            PlacementFixture.placement("ChildView › UIViewSafeAreaLayoutGuide", in: snapshot))
        expectEqual(placement.insets?.inputsMissing, true)
        expectEqual(
            Self.edge("top", placement.insets)?.lines.first?.text,
            "top 103: not derived — the snapshot does not record ChildView's safe-area inputs")
        #expect(
            placement.missing.map(\.text).contains {
                $0.contains("does not record the safe-area and margin inputs of ChildView")
            })
    }

    // MARK: Margins

    static func margins(
        _ margins: DirectionalEdgeInsets, safe: EdgeInsets, guide: Rect, fromSafeArea: Bool? = true,
        minimum: DirectionalEdgeInsets? = nil, rightToLeft: Bool? = nil
    ) -> InsetExplanation? {
        let snapshot = marginsSnapshot(
            margins, safe: safe, guide: guide, fromSafeArea: fromSafeArea, minimum: minimum,
            rightToLeft: rightToLeft)
        return Self.insets("UIViewLayoutMarginsGuide", in: snapshot)
    }

    static func marginsSnapshot(
        _ margins: DirectionalEdgeInsets, safe: EdgeInsets, guide: Rect, fromSafeArea: Bool? = true,
        minimum: DirectionalEdgeInsets? = nil, rightToLeft: Bool? = nil
    ) -> Snapshot {
        let owner = Rect(x: 30.5, y: 100.25, width: 300, height: 500)
        var node = ViewNode(
            className: "UIView", address: ObjectAddress(0x2000), frame: owner,
            bounds: Rect(x: 0, y: 0, width: 300, height: 500), frameInWindow: owner,
            guides: [
                GuideNode(
                    address: ObjectAddress(0xA000), identifier: "UIViewLayoutMarginsGuide",
                    kind: .layoutMargins,
                    layoutFrame: guide.offsetBy(dx: -owner.minX, dy: -owner.minY), frameInWindow: guide,
                    owningViewAddress: ObjectAddress(0x2000))
            ])
        node.layoutInputs = LayoutInputs(
            safeAreaInsets: safe, directionalLayoutMargins: margins,
            insetsLayoutMarginsFromSafeArea: fromSafeArea,
            systemMinimumLayoutMargins: minimum, viewRespectsSystemMinimumLayoutMargins: minimum != nil,
            isRightToLeft: rightToLeft)
        return Snapshot(windows: [SnapshotBuilder.window(address: 0x1000, subviews: [node])])
    }

    @Test("a margin is the directional margin plus the safe-area inset when the view insets from it")
    func marginPlusSafeArea() throws {
        let explanation = Self.margins(
            DirectionalEdgeInsets(top: 8, leading: 16.5, bottom: 8, trailing: 16),
            safe: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
            guide: Rect(x: 47, y: 128.25, width: 267.5, height: 464))
        expectEqual(
            Self.edge("top", explanation)?.lines.first?.text,
            "top 28 = directionalLayoutMargins.top 8 + the safe-area inset 20 (insetsLayoutMarginsFromSafeArea)"
        )
        expectEqual(
            Self.edge("leading", explanation)?.lines.first?.text,
            "leading 16.5 = directionalLayoutMargins.leading 16.5")
        expectEqual(explanation?.edges.allSatisfy(\.isDerived), true)
    }

    @Test("without insetsLayoutMarginsFromSafeArea the safe area is not added; a mismatch is not derived")
    func marginWithoutSafeArea() throws {
        let explanation = Self.margins(
            DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16),
            safe: EdgeInsets(top: 20), guide: Rect(x: 46.5, y: 128.25, width: 268, height: 464),
            fromSafeArea: false)
        let top = try #require(Self.edge("top", explanation))
        #expect(!top.isDerived)
        expectEqual(
            top.lines.first?.text,
            "top 28: not derived — the recorded inputs (directionalLayoutMargins.top 8) make 8")
    }

    @Test("insetsLayoutMarginsFromSafeArea left unrecorded is read as UIKit's default, true")
    func marginFromSafeAreaByDefault() throws {
        let margins = DirectionalEdgeInsets(top: 8, leading: 16.5, bottom: 8, trailing: 16)
        let guide = Rect(x: 47, y: 128.25, width: 267.5, height: 464)
        let unrecorded = Self.margins(margins, safe: EdgeInsets(top: 20), guide: guide, fromSafeArea: nil)
        let recorded = Self.margins(margins, safe: EdgeInsets(top: 20), guide: guide, fromSafeArea: true)
        let top = try #require(Self.edge("top", unrecorded))
        #expect(top.isDerived)
        expectEqual(
            top.lines.first?.text,
            "top 28 = directionalLayoutMargins.top 8 + the safe-area inset 20 (insetsLayoutMarginsFromSafeArea)"
        )
        expectEqual(unrecorded?.edges.map(\.lines), recorded?.edges.map(\.lines))
    }

    @Test("right to left, the leading margin is the right side, and the chain drawing marks that side")
    func rightToLeftMargins() throws {
        let margins = DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 16.5)
        let guide = Rect(x: 47, y: 108.25, width: 263.5, height: 484)
        let explanation = try #require(
            Self.margins(margins, safe: EdgeInsets(), guide: guide, rightToLeft: true))
        expectEqual(explanation.edges.map(\.edge), ["top", "trailing", "bottom", "leading"])
        expectEqual(explanation.edges.map(\.side), ["top", "left", "bottom", "right"])
        expectEqual(Self.edge("leading", explanation)?.inset, 20)
        expectEqual(
            Self.edge("leading", explanation)?.lines.first?.text,
            "leading 20 = directionalLayoutMargins.leading 20")
        expectEqual(Self.edge("trailing", explanation)?.inset, 16.5)
        #expect(explanation.edges.allSatisfy { $0.isDerived })
        // Left to right the same margins would put the guide elsewhere: not derived.
        let misread = try #require(
            Self.margins(margins, safe: EdgeInsets(), guide: guide, rightToLeft: false))
        expectEqual(Self.edge("leading", misread)?.isDerived, false)
        // The drawing joins each inset at the side it is on.
        let snapshot = Self.marginsSnapshot(margins, safe: EdgeInsets(), guide: guide, rightToLeft: true)
        guard case .found(let match) = GuideLookup(snapshot).find("UIViewLayoutMarginsGuide") else {
            Issue.record("the margins guide is found")
            return
        }
        let tracer = PlacementTracer(snapshot)
        var options = SnapshotRenderer.Options()
        tracer.placement(of: match).markings(into: &options, tracer: tracer)
        let leading = try #require(options.links.first { $0.label.hasPrefix("leading inset 20") })
        #expect(leading.fromAttribute == "right" && leading.toAttribute == "right")
        let trailing = try #require(options.links.first { $0.label.hasPrefix("trailing inset 16.5") })
        expectEqual(trailing.fromAttribute, "left")
        // The label of the inset on the right stays in the picture, as wide as it is estimated.
        let svg = SnapshotRenderer(options: options).svg(for: snapshot)
        let viewBoxWidth = try #require(
            svg.split(separator: "viewBox=\"0 0 ").dropFirst().first?.split(separator: " ").first.flatMap {
                Double($0)
            })
        let text = try #require(
            svg.split(separator: "\n").first { $0.contains(">" + leading.label + "</text>") })
        let x = try #require(
            text.split(separator: "x=\"").dropFirst().first?.split(separator: "\"").first.flatMap {
                Double($0)
            })
        // The content group is moved right by the margin (16) less the canvas's left.
        #expect(x + 16 + MarkingLabelLayout.textSize(leading.label).width <= viewBoxWidth)
    }

    @Test(
        "a scroll view's content margins are measured from its content, scrolled on both axes by different amounts"
    )
    func scrolledContentMargins() throws {
        // The scroll view at (30.5, 300.25) in the window, scrolled to the bounds origin (12.5,
        // 40.75): its content of 350.5 × 600.25 starts at (18, 259.5) in the window. The guide is
        // the content inset by the margins: 8.25 top, 16.5 leading, 6.75 bottom, 20 trailing.
        let scrollFrame = Rect(x: 30.5, y: 300.25, width: 300, height: 200)
        let bounds = Rect(x: 12.5, y: 40.75, width: 300, height: 200)
        let content = Rect(
            x: scrollFrame.minX - bounds.minX, y: scrollFrame.minY - bounds.minY, width: 350.5, height: 600.25
        )
        let guide = Rect(
            x: content.minX + 16.5, y: content.minY + 8.25, width: content.width - 16.5 - 20,
            height: content.height - 8.25 - 6.75)
        var scroll = ViewNode(
            className: "UIScrollView", address: ObjectAddress(0x4000), frame: scrollFrame, bounds: bounds,
            frameInWindow: scrollFrame,
            guides: [
                GuideNode(
                    address: ObjectAddress(0xA400), identifier: "UIScrollViewContentMarginsGuide",
                    kind: .layoutMargins,
                    layoutFrame: guide.offsetBy(dx: -scrollFrame.minX, dy: -scrollFrame.minY),
                    frameInWindow: guide, owningViewAddress: ObjectAddress(0x4000))
            ])
        scroll.layoutInputs = LayoutInputs(
            safeAreaInsets: EdgeInsets(),
            directionalLayoutMargins: DirectionalEdgeInsets(
                top: 8.25, leading: 16.5, bottom: 6.75, trailing: 20),
            scrollView: ScrollViewInputs(
                contentInsetAdjustmentBehavior: "never", adjustedContentInset: EdgeInsets(),
                contentInset: EdgeInsets(), contentSize: Size(width: content.width, height: content.height)))
        let snapshot = Snapshot(windows: [SnapshotBuilder.window(address: 0x1000, subviews: [scroll])])
        let explanation = try #require(Self.insets("UIScrollViewContentMarginsGuide", in: snapshot))
        expectEqual(explanation.edges.map(\.edge), ["top", "leading", "bottom", "trailing"])
        expectEqual(explanation.edges.map(\.inset), [8.25, 16.5, 6.75, 20])
        expectEqual(
            explanation.edges.map(\.isDerived), [true, true, true, true], "\(explanation.edges.map(\.lines))")
        expectEqual(
            Self.edge("top", explanation)?.lines.first?.text, "top 8.25 = directionalLayoutMargins.top 8.25")
    }

    @Test("a root view's margin below the system minimum is raised to it")
    func systemMinimum() throws {
        let explanation = Self.margins(
            DirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8), safe: EdgeInsets(),
            guide: Rect(x: 50.5, y: 100.25, width: 260, height: 500),
            minimum: DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        expectEqual(
            Self.edge("leading", explanation)?.lines.first?.text,
            "leading 20 = the system minimum 20 (directionalLayoutMargins.leading 8 is below it; viewRespectsSystemMinimumLayoutMargins)"
        )
    }
}

@Suite("Placement: finding a guide by name, address or path")
struct GuideLookupTests {
    static let snapshot = InsetSourcesTests.screen()

    @Test("a path of class names ending in the guide finds it; > and › both separate")
    func path() {
        for query in ["ChildView › UIViewSafeAreaLayoutGuide", "MyApp.ChildView > UIViewSafeAreaLayoutGuide"]
        {
            guard case .found(let match) = GuideLookup(Self.snapshot).find(query) else {
                Issue.record("\(query) not found")
                continue
            }
            expectEqual(match.owner.view.className, "MyApp.ChildView")
            expectEqual(
                match.path, "UIWindow › UILayoutContainerView › ChildView › UIViewSafeAreaLayoutGuide")
        }
    }

    @Test("an address finds its guide; a name several guides share lists them")
    func addressAndSeveral() {
        let lookup = GuideLookup(Self.snapshot)
        guard case .found(let match) = lookup.find("0xa060") else {
            Issue.record("address not found")
            return
        }
        expectEqual(match.owner.view.className, "UILayoutContainerView")
        guard case .several(let matches) = lookup.find("UIViewSafeAreaLayoutGuide") else {
            Issue.record("expected several")
            return
        }
        expectEqual(matches.count, 4)
    }

    @Test("no match gives the nearest names")
    func nearest() {
        let snapshot = PlacementFixture.snapshot([
            PlacementFixture.guide(0xB000, "spacer2", Rect(x: 38.5, y: 175.25, width: 1, height: 1))
        ])
        guard case .none(let nearest) = GuideLookup(snapshot).find("spacr2") else {
            Issue.record("expected none")
            return
        }
        expectEqual(nearest.first, "spacer2")
    }
}
