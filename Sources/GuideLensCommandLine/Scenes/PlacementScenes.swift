@_spi(Engine) import GuideLensCore

/// Scenes where why a guide is where it is takes more than a look: each records the
/// constraints affecting its guides and the views' safe-area inputs, as an app's snapshot does,
/// and names the guide `guidelens demo` explains.
extension SampleScene {
    private typealias Item = ConstraintDescription.Item

    private static func equation(
        _ number: UInt64, _ first: ConstraintDescription.Item, _ attribute: LayoutAttribute,
        _ relation: LayoutRelation = .equal,
        _ second: ConstraintDescription.Item? = nil, _ secondAttribute: LayoutAttribute? = nil,
        multiplier: Double = 1,
        constant: Double = 0, priority: Double = 1000
    ) -> RecordedConstraint {
        ConstraintDescription.equation(
            ObjectAddress(0x6000_03a0_c000 + number * 0x40), first, attribute, relation, second,
            secondAttribute,
            multiplier: multiplier, constant: constant, priority: priority)
    }

    private static let phoneInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)

    /// `window` with the inputs a capture records of a window: its safe area (`insets`, the
    /// device's) and its default 8-point margins.
    private static func withWindowInputs(_ window: ViewNode, _ insets: EdgeInsets) -> ViewNode {
        var recorded = window
        recorded.layoutInputs = LayoutInputs(
            safeAreaInsets: insets,
            directionalLayoutMargins: DirectionalEdgeInsets(
                top: 8, leading: 8, bottom: 8, trailing: 8),
            insetsLayoutMarginsFromSafeArea: true, preservesSuperviewLayoutMargins: false,
            isRightToLeft: false)
        return recorded
    }

    /// A guide placed through a chain of three: `spacer2` sits under `spacer1`, which sits under
    /// `header`, which UIKit's safe area places; `spacer2` is half as high as `spacer1`, whose
    /// preferred 50 points (priority 999) lose to a required 40.
    static let placementChain = SampleScene(
        name: "placement-chain", summary: "spacer2 placed through spacer1 and header to the safe area",
        traced: "spacer2"
    ) {
        let builder = HierarchyBuilder()
        let window = ObjectAddress(0x7fb6_3fc0_5000)
        let root = ObjectAddress(0x7fb6_3fc0_6000)
        let safe = Item.guide(ObjectAddress(0x6000_005a_c000), "UIViewSafeAreaLayoutGuide")
        let header = Item.guide(ObjectAddress(0x6000_005a_c060), "header")
        let spacer1 = Item.guide(ObjectAddress(0x6000_005a_c0c0), "spacer1")
        let spacer2 = Item.guide(ObjectAddress(0x6000_005a_c120), "spacer2")
        let headerVertical = [
            equation(1, header, .top, .equal, safe, .top, constant: 16),
            equation(2, header, .height, constant: 24),
        ]
        let spacer1Vertical =
            headerVertical + [
                equation(3, spacer1, .top, .equal, header, .bottom, constant: 12.5),
                equation(4, spacer1, .height, constant: 40),
                equation(5, spacer1, .height, constant: 50, priority: 999),
            ]
        let spacer2Vertical =
            spacer1Vertical + [
                equation(6, spacer2, .top, .equal, spacer1, .bottom, constant: 8),
                equation(7, spacer2, .height, .equal, spacer1, .height, multiplier: 0.5),
                equation(8, spacer2, .top, .greaterThanOrEqual, safe, .top, constant: 8),
            ]
        func horizontal(_ guide: Item, _ first: UInt64) -> [RecordedConstraint] {
            [
                equation(first, guide, .leading, .equal, safe, .leading, constant: 20),
                equation(first + 1, guide, .trailing, .equal, safe, .trailing, constant: -20),
            ]
        }
        // header: top 47 + 16 = 63, height 24; spacer1: 87 + 12.5 = 99.5, height 40;
        // spacer2: 139.5 + 8 = 147.5, height 0.5 × 40 = 20. All 20 points in from each side.
        func guide(_ item: Item, y: Double, height: Double, vertical: [RecordedConstraint], first: UInt64)
            -> HierarchyBuilder.Guide
        {
            var guide = HierarchyBuilder.Guide(
                identifier: item.identifier ?? "", layoutFrame: Rect(x: 20, y: y, width: 350, height: height),
                ambiguous: false, address: item.address)
            guide.constraints = GuideConstraints(horizontal: horizontal(item, first), vertical: vertical)
            return guide
        }
        var safeGuide = HierarchyBuilder.Guide.safeArea(SceneBuilder.phoneSafeArea)
        safeGuide.address = safe.address
        safeGuide.ambiguous = false
        let windowNode = builder.window(size: SceneBuilder.phone, address: window) { space in
            [
                builder.view(
                    frame: Rect(origin: .zero, size: SceneBuilder.phone), address: root, in: space,
                    guides: [
                        safeGuide,
                        guide(header, y: 63, height: 24, vertical: headerVertical, first: 20),
                        guide(spacer1, y: 99.5, height: 40, vertical: spacer1Vertical, first: 22),
                        guide(spacer2, y: 147.5, height: 20, vertical: spacer2Vertical, first: 24),
                    ],
                    layoutInputs: LayoutInputs(
                        safeAreaInsets: phoneInsets,
                        controller: ControllerInputs(className: "ChainViewController"), isRightToLeft: false))
            ]
        }
        return Snapshot(title: "Placement chain", windows: [withWindowInputs(windowNode, phoneInsets)])
    }

    /// A guide whose height nothing fixes: pinned at the top and the sides only, so Auto Layout
    /// leaves it 0 high and calls its layout ambiguous.
    static let ambiguousHeight = SampleScene(
        name: "ambiguous-height", summary: "a content guide pinned at the top only: its height is free",
        traced: "contentArea"
    ) {
        let builder = HierarchyBuilder()
        let layout = SceneConstraints(firstAddress: 0x6000_03a0_ca00)
        let windowAddress = ObjectAddress(0x7fb6_3fc0_6000)
        let root = ObjectAddress(0x7fb6_3fc0_6230)
        let card = ObjectAddress(0x7fb6_3fc0_7000)
        let content = Item.guide(ObjectAddress(0x6000_005a_d000), "contentArea")
        let cardItem = Item("MyApp.CardView", card)
        let rootItem = Item("UIView", root)
        // The card sits 24.5 points down the screen and 16 in; the guide 12 inside it.
        let cardFrame = Rect(x: 16, y: 124.5, width: 358, height: 220)
        layout.equation(content, .leading, .equal, cardItem, .leading, constant: 12)
        layout.equation(content, .trailing, .equal, cardItem, .trailing, constant: -12)
        layout.equation(content, .top, .equal, cardItem, .top, constant: 12)
        layout.equation(cardItem, .leading, .equal, rootItem, .leading, constant: 16)
        layout.equation(cardItem, .trailing, .equal, rootItem, .trailing, constant: -16)
        layout.equation(cardItem, .top, .equal, rootItem, .top, constant: 124.5)
        layout.equation(cardItem, .height, constant: 220)
        layout.window(Item("UIWindow", windowAddress), size: SceneBuilder.phone)
        layout.rootView(rootItem, size: SceneBuilder.phone, in: Item("UIWindow", windowAddress))
        let guide = HierarchyBuilder.Guide(
            identifier: "contentArea", layoutFrame: Rect(x: 12, y: 12, width: 334, height: 0),
            ambiguous: true,
            address: content.address)
        let windowNode = builder.window(size: SceneBuilder.phone, address: windowAddress) { space in
            [
                builder.view(
                    frame: Rect(origin: .zero, size: SceneBuilder.phone), address: root, in: space,
                    layoutInputs: LayoutInputs(
                        safeAreaInsets: phoneInsets,
                        controller: ControllerInputs(className: "MyApp.CardsViewController"),
                        directionalLayoutMargins: DirectionalEdgeInsets(
                            top: 0, leading: 16, bottom: 0, trailing: 16),
                        insetsLayoutMarginsFromSafeArea: true, preservesSuperviewLayoutMargins: false,
                        systemMinimumLayoutMargins: DirectionalEdgeInsets(
                            top: 0, leading: 16, bottom: 0, trailing: 16),
                        viewRespectsSystemMinimumLayoutMargins: true, isRightToLeft: false)
                ) { rootSpace in
                    [
                        builder.view(
                            "MyApp.CardView", frame: cardFrame, address: card, in: rootSpace, guides: [guide],
                            layoutInputs: LayoutInputs(safeAreaInsets: .zero, isRightToLeft: false))
                    ]
                }
            ]
        }
        return Snapshot(
            title: "Ambiguous height", windows: [layout.recorded(withWindowInputs(windowNode, phoneInsets))])
    }

    /// A child controller in a navigation controller: its safe area starts at 103, not 59 —
    /// the navigation bar reaches 91 and the child adds 12 with `additionalSafeAreaInsets`; and a
    /// wrapper view inside it where the bottom inset stops being passed down.
    static let safeAreaSources = SampleScene(
        name: "safe-area-sources",
        summary: "a child controller's safe area: navigation bar plus additional insets",
        traced: "0x6000005ae0c0"
    ) {
        let builder = HierarchyBuilder()
        let size = SceneBuilder.phone
        let full = Rect(origin: .zero, size: size)
        let navigationBar = BarInputs(
            kind: .navigationBar, frameInWindow: Rect(x: 0, y: 47, width: 390, height: 44))
        let navigation = ControllerInputs(className: "UINavigationController", bars: [navigationBar])
        let child = ControllerInputs(
            className: "MyApp.ProfileViewController", additionalSafeAreaInsets: EdgeInsets(top: 12))
        func safeArea(_ frame: Rect, _ address: UInt64) -> HierarchyBuilder.Guide {
            var guide = HierarchyBuilder.Guide.safeArea(frame)
            guide.address = ObjectAddress(address)
            guide.ambiguous = false
            return guide
        }
        let windowNode = builder.window(
            size: size, guides: [safeArea(SceneBuilder.phoneSafeArea, 0x6000_005a_e000)]
        ) { space in
            [
                builder.view(
                    "UILayoutContainerView", frame: full, in: space,
                    guides: [safeArea(SceneBuilder.phoneSafeArea, 0x6000_005a_e060)],
                    layoutInputs: LayoutInputs(safeAreaInsets: phoneInsets, controller: navigation)
                ) { container in
                    [
                        builder.view(
                            "UINavigationTransitionView", frame: full, in: container,
                            layoutInputs: LayoutInputs(safeAreaInsets: phoneInsets)
                        ) { transition in
                            [
                                builder.view(
                                    "UIViewControllerWrapperView", frame: full, in: transition,
                                    layoutInputs: LayoutInputs(safeAreaInsets: phoneInsets)
                                ) { wrapper in
                                    [
                                        // 91 (the bar's bottom) + 12 = 103 at the top; 34 at the bottom.
                                        builder.view(
                                            frame: full, in: wrapper,
                                            guides: [
                                                safeArea(
                                                    Rect(x: 0, y: 103, width: 390, height: 707),
                                                    0x6000_005a_e0c0)
                                            ],
                                            layoutInputs: LayoutInputs(
                                                safeAreaInsets: EdgeInsets(
                                                    top: 103, left: 0, bottom: 34, right: 0),
                                                controller: child, parentControllers: [navigation])
                                        ) { root in
                                            [
                                                // A wrapper at the bottom that reports no bottom inset.
                                                builder.view(
                                                    "MyApp.Wrapper",
                                                    frame: Rect(x: 0, y: 700, width: 390, height: 144),
                                                    in: root,
                                                    guides: [
                                                        safeArea(
                                                            Rect(x: 0, y: 0, width: 390, height: 144),
                                                            0x6000_005a_e120)
                                                    ],
                                                    layoutInputs: LayoutInputs(safeAreaInsets: .zero))
                                            ]
                                        }
                                    ]
                                }
                            ]
                        }
                    ]
                }
            ]
        }
        return Snapshot(title: "Safe area sources", windows: [withWindowInputs(windowNode, phoneInsets)])
    }

    /// A scroll view whose content guide is placed by its content: a stack view 1,200.5 points
    /// high pinned to the content guide's four edges, and the content as wide as the frame guide.
    /// The stack view's arranged views are left out of the scene: its height is a constraint of its
    /// own here. UIKit starts the content guide at the scroll view's content origin; the stack view
    /// follows it.
    static let scrollContentPlacement = SampleScene(
        name: "scroll-content-placement", summary: "a scroll view's content guide sized by its stack view",
        traced: "UIScrollView-contentLayoutGuide"
    ) {
        let builder = HierarchyBuilder()
        let layout = SceneConstraints(firstAddress: 0x6000_03a0_cf00)
        let scroll = ObjectAddress(0x7fb6_3fc0_8000)
        let stack = ObjectAddress(0x7fb6_3fc0_8230)
        let contentItem = ConstraintDescription.Item(
            "_UIScrollViewLayoutGuide", ObjectAddress(0x6000_005a_f000),
            identifier: "UIScrollView-contentLayoutGuide")
        let frameItem = ConstraintDescription.Item(
            "_UIScrollViewLayoutGuide", ObjectAddress(0x6000_005a_f060),
            identifier: "UIScrollView-frameLayoutGuide")
        let stackItem = Item("UIStackView", stack)
        let scrollFrame = Rect(x: 0, y: 91, width: 390, height: 719)
        let stackFrame = Rect(x: 0, y: 0, width: 390, height: 1200.5)
        let both = [stackItem, contentItem]
        layout.equation(stackItem, .leading, .equal, contentItem, .leading, places: both)
        layout.equation(stackItem, .trailing, .equal, contentItem, .trailing, places: both)
        layout.equation(contentItem, .width, .equal, frameItem, .width)
        layout.equation(stackItem, .top, .equal, contentItem, .top, places: both)
        layout.equation(stackItem, .bottom, .equal, contentItem, .bottom, places: both)
        layout.equation(stackItem, .height, constant: 1200.5)
        layout.view(stackItem, .plain)
        let content = HierarchyBuilder.Guide(
            className: "_UIScrollViewLayoutGuide", identifier: "UIScrollView-contentLayoutGuide",
            layoutFrame: stackFrame, ambiguous: false, address: contentItem.address)
        let frameGuide = HierarchyBuilder.Guide(
            className: "_UIScrollViewLayoutGuide", identifier: "UIScrollView-frameLayoutGuide",
            layoutFrame: Rect(origin: .zero, size: scrollFrame.size), ambiguous: false,
            address: frameItem.address)
        let windowNode = builder.window(size: SceneBuilder.phone) { space in
            [
                builder.view(frame: Rect(origin: .zero, size: SceneBuilder.phone), in: space) { root in
                    [
                        builder.view(
                            "UIScrollView", frame: scrollFrame, address: scroll, in: root,
                            clipsToBounds: true,
                            guides: [content, frameGuide],
                            layoutInputs: LayoutInputs(
                                safeAreaInsets: EdgeInsets(top: 0, left: 0, bottom: 34, right: 0),
                                isRightToLeft: false,
                                scrollView: ScrollViewInputs(
                                    contentInsetAdjustmentBehavior: "automatic",
                                    adjustedContentInset: EdgeInsets(top: 0, left: 0, bottom: 34, right: 0),
                                    contentInset: .zero, contentSize: Size(width: 390, height: 1200.5)))
                        ) { scrollSpace in
                            [builder.view("UIStackView", frame: stackFrame, address: stack, in: scrollSpace)]
                        }
                    ]
                }
            ]
        }
        return Snapshot(
            title: "Scroll content placement",
            windows: [layout.recorded(withWindowInputs(windowNode, phoneInsets))])
    }

    /// A phone on its side: the root view's margins are the system minimum (its own 8 points are
    /// below it) plus the notch's safe-area inset; a card inside keeps its own 4 points on top and
    /// bottom, but its leading and trailing margins are the root's margin band reaching 23 points
    /// into it (`preservesSuperviewLayoutMargins`), not its own 4 or the 7 of safe area it covers.
    static let marginsSources = SampleScene(
        name: "margins-sources",
        summary: "layout margins from the system minimum, the safe area and the superview's margins",
        traced: "0x6000005ae3c0"
    ) {
        let builder = HierarchyBuilder()
        let size = Size(width: 844, height: 390)
        let full = Rect(origin: .zero, size: size)
        let landscapeInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        func guide(_ base: HierarchyBuilder.Guide, _ address: UInt64) -> HierarchyBuilder.Guide {
            var guide = base
            guide.address = ObjectAddress(address)
            guide.ambiguous = false
            return guide
        }
        let safeArea = Rect(x: 47, y: 0, width: 750, height: 369)
        // 16 (the system minimum) + 47 at the sides, 8 at the top, 8 + 21 at the bottom.
        let rootMargins = Rect(x: 63, y: 8, width: 718, height: 353)
        let card = Rect(x: 40, y: 200.5, width: 764, height: 150)
        let windowNode = builder.window(
            size: size, guides: [guide(.safeArea(safeArea), 0x6000_005a_e300)]
        ) { space in
            [
                builder.view(
                    frame: full, in: space,
                    guides: [
                        guide(.safeArea(safeArea), 0x6000_005a_e360),
                        guide(.margins(rootMargins), 0x6000_005a_e390),
                    ],
                    layoutInputs: LayoutInputs(
                        safeAreaInsets: landscapeInsets,
                        controller: ControllerInputs(className: "MyApp.SettingsViewController"),
                        directionalLayoutMargins: DirectionalEdgeInsets(
                            top: 8, leading: 8, bottom: 8, trailing: 8),
                        insetsLayoutMarginsFromSafeArea: true, preservesSuperviewLayoutMargins: false,
                        systemMinimumLayoutMargins: DirectionalEdgeInsets(
                            top: 0, leading: 16, bottom: 0, trailing: 16),
                        viewRespectsSystemMinimumLayoutMargins: true, isRightToLeft: false)
                ) { root in
                    [
                        // The root's margin band ends at 63 and 781; the card spans 40 to 804.
                        builder.view(
                            "MyApp.CardView", frame: card, in: root,
                            guides: [
                                guide(.safeArea(Rect(x: 7, y: 0, width: 750, height: 150)), 0x6000_005a_e3f0),
                                guide(.margins(Rect(x: 23, y: 4, width: 718, height: 142)), 0x6000_005a_e3c0),
                            ],
                            layoutInputs: LayoutInputs(
                                safeAreaInsets: EdgeInsets(top: 0, left: 7, bottom: 0, right: 7),
                                directionalLayoutMargins: DirectionalEdgeInsets(
                                    top: 4, leading: 4, bottom: 4, trailing: 4),
                                insetsLayoutMarginsFromSafeArea: false, preservesSuperviewLayoutMargins: true,
                                systemMinimumLayoutMargins: DirectionalEdgeInsets(
                                    top: 0, leading: 0, bottom: 0, trailing: 0),
                                viewRespectsSystemMinimumLayoutMargins: false, isRightToLeft: false))
                    ]
                }
            ]
        }
        return Snapshot(title: "Margins sources", windows: [withWindowInputs(windowNode, landscapeInsets)])
    }
}
