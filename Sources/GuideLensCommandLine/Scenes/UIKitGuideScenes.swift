@_spi(Engine) import GuideLensCore

// Screens whose guides UIKit makes, shaped as public traces and constraint logs show them. Each
// scene cites what it follows; where no public output shows a detail, the comment says so.

extension SampleScene {
    /// A vertical `UIStackView` with alignment `.center` and distribution `.equalSpacing`: three
    /// arranged views of different widths, an alignment spanner and two gap guides.
    ///
    /// Traces show the spanner zero-thick along the stack's axis and as wide as the stack
    /// (`<_UILayoutSpacer: … - "UISV-alignment-spanner", layoutFrame = {{0, 0}, {374, 0}}>` for a
    /// vertical stack), and made only for `.leading`, `.center` and `.trailing` alignments; the
    /// gap guides are `_UIOLAGapGuide`s named `UISV-distributing`. Nothing places the spanner along
    /// the stack's axis, and UIKit says so: a trace marks it `AMBIGUOUS LAYOUT` on that axis
    /// (`… 'UISV-alignment-spanner'.minX, … .Width` for a horizontal stack), as the scene records.
    package static let stackCenterEqualSpacing = SampleScene(
        name: "stack-center-equal-spacing",
        summary: "a UIStackView with .center alignment and .equalSpacing: spanner and gap guides",
        traced: "0x6000005ac0c0"
    ) {
        let scene = SceneBuilder()
        // stack: 300×400 at (45, 150); arranged views 60 high, 200, 120 and 260 wide.
        let stack = Rect(x: 45, y: 150, width: 300, height: 400)
        let widths = [200.0, 120, 260]
        // 400 = 3 × 60 + 2g -> g = 110; view i starts at i × (60 + g), centred.
        let gap = (stack.height - 3 * 60) / 2
        let views = widths.enumerated().map { index, width in
            Rect(x: (stack.width - width) / 2, y: Double(index) * (60 + gap), width: width, height: 60)
        }
        let guides =
            [
                SceneGuide(
                    className: "_UILayoutSpacer", classChain: ["_UILayoutSpacer", "UILayoutGuide"],
                    identifier: "UISV-alignment-spanner",
                    layoutFrame: Rect(x: 0, y: 0, width: stack.width, height: 0), ambiguous: true)
            ]
            + (0..<2).map {
                SceneGuide(
                    className: "_UIOLAGapGuide",
                    classChain: ["_UIOLAGapGuide", "_UILayoutSpacer", "UILayoutGuide"],
                    identifier: "UISV-distributing",
                    layoutFrame: Rect(x: 0, y: views[$0].maxY, width: stack.width, height: gap))
            }
        let window = scene.window { space in
            [
                scene.rootView(guides: [.safeArea(SceneBuilder.phoneSafeArea)], in: space) { root in
                    [
                        scene.view("UIStackView", frame: stack, in: root, guides: guides, name: "stack") {
                            column in
                            views.indices.map {
                                scene.view(frame: views[$0], in: column, name: "arranged\($0)")
                            }
                        }
                    ]
                }
            ]
        }
        stackCenterConstraints(scene)
        return scene.snapshot(title: "Stack view: center alignment, equal spacing", windows: [window])
    }

    /// The stack view placed by the app (centred, 103 points under the safe area's top, 300×400)
    /// with its arranged views' sizes; then what a vertical `.center`, `.equalSpacing` stack view
    /// makes, as kean's study of `UIStackView` lists it (kean.blog, "UIStackView"): the views
    /// centred on the first and the first on the stack, the spanner across the stack and around
    /// every view (`UISV-spanning-boundary`), wishing to be 0 wide at 51 (`UISV-spanning-fit`),
    /// each view wishing to be 0 wide at 25 (`UISV-ambiguity-suppression`), and the gaps as in
    /// `stack-distribution`. No public output shows a gap guide's horizontal constraints: the
    /// scene assumes it spans the stack, as its frame does.
    private static func stackCenterConstraints(_ scene: SceneBuilder) {
        let layout = scene.constraints
        let safe = scene["root.UIViewSafeAreaLayoutGuide"]
        let root = scene["root"]
        let stack = scene["stack"]
        let views = (0..<3).map { scene["arranged\($0)"] }
        let spanner = scene["UISV-alignment-spanner"]
        let gaps = scene.all("UISV-distributing")
        layout.equation(stack, .centerX, .equal, root, .centerX)
        layout.equation(stack, .top, .equal, safe, .top, constant: 103)
        layout.equation(stack, .width, constant: 300)
        layout.equation(stack, .height, constant: 400)
        for (view, width) in zip(views, [200.0, 120, 260]) {
            layout.equation(view, .width, constant: width)
            layout.equation(view, .height, constant: 60)
            layout.equation(view, .width, constant: 0, priority: 25, identifier: "UISV-ambiguity-suppression")
        }
        // Along the axis: the first view at the top, the last at the bottom, the gaps between.
        let column = [views[0], gaps[0], views[1], gaps[1], views[2]]
        layout.equation(
            stack, .top, .equal, views[0], .top, identifier: "UISV-canvas-connection", places: column)
        layout.equation(
            views[2], .bottom, .equal, stack, .bottom, identifier: "UISV-canvas-connection", places: column)
        for (index, gap) in gaps.enumerated() {
            layout.equation(
                gap, .top, .equal, views[index], .bottom, identifier: "UISV-distributing-edge", places: column
            )
            layout.equation(
                gap, .bottom, .equal, views[index + 1], .top, identifier: "UISV-distributing-edge",
                places: column)
            layout.equation(
                views[index + 1], .top, .greaterThanOrEqual, views[index], .bottom,
                identifier: "UISV-spacing",
                places: column)
        }
        layout.equation(
            gaps[1], .height, .equal, gaps[0], .height, identifier: "UISV-fill-equally", places: column)
        // Across it: the views centred, the spanner from the stack's leading edge to its trailing one.
        layout.equation(
            stack, .centerX, .equal, views[0], .centerX, identifier: "UISV-canvas-connection",
            places: [views[0]])
        for view in views.dropFirst() {
            layout.equation(
                views[0], .centerX, .equal, view, .centerX, identifier: "UISV-alignment", places: [view])
        }
        layout.equation(
            stack, .leading, .equal, spanner, .leading, identifier: "UISV-canvas-connection",
            places: [spanner])
        layout.equation(spanner, .trailing, .equal, stack, .trailing, identifier: "UISV-canvas-connection")
        for view in views {
            layout.equation(
                spanner, .leading, .lessThanOrEqual, view, .leading, identifier: "UISV-spanning-boundary")
            layout.equation(
                spanner, .trailing, .greaterThanOrEqual, view, .trailing, identifier: "UISV-spanning-boundary"
            )
        }
        layout.equation(spanner, .width, constant: 0, priority: 51, identifier: "UISV-spanning-fit")
        for gap in gaps {
            layout.equation(gap, .leading, .equal, stack, .leading)
            layout.equation(gap, .trailing, .equal, stack, .trailing)
        }
    }

    /// A navigation bar with a back button and a title: the guides of
    /// `_UINavigationBarContentView`, which UIKit names after what they hold, with the object's
    /// address (`"BackButtonGuide(0x7fadc940f5e0)"`, `{{0, 0}, {69, 44}}`, a zero-width
    /// `LeadingBarGuide`, `TitleView`, `TrailingBarGuide`, in a public trace), and
    /// `UINavigationBarItemContentLayoutGuide` (constraint logs). All UIKit-internal: shown only
    /// when the `system` kind is asked for.
    package static let navigationBar = SampleScene(
        name: "navigation-bar",
        summary: "a navigation bar's internal guides (system kind, hidden by default)",
        traced: "0x6000005ac000"
    ) {
        let scene = SceneBuilder()
        let bar = Rect(x: 0, y: 47, width: SceneBuilder.phone.width, height: 44)
        let content = Rect(x: 0, y: 0, width: bar.width, height: bar.height)
        let guides = [
            SceneGuide(
                identifier: "BackButtonGuide(0x7fadc940f5e0)",
                layoutFrame: Rect(x: 0, y: 0, width: 69, height: 44)),
            SceneGuide(
                identifier: "LeadingBarGuide(0x7fadc940f8a0)",
                layoutFrame: Rect(x: 69, y: 0, width: 0, height: 44)),
            SceneGuide(
                identifier: "TitleView(0x7fadc940fb60)",
                layoutFrame: Rect(x: 150, y: 0, width: 90, height: 44)),
            SceneGuide(
                identifier: "TrailingBarGuide(0x7fadc940fe20)",
                layoutFrame: Rect(x: 382, y: 0, width: 0, height: 44)),
            SceneGuide(
                identifier: "UINavigationBarItemContentLayoutGuide",
                layoutFrame: Rect(x: 8, y: 0, width: 374, height: 44)),
        ]
        // The root view's safe area starts under the bar: the navigation controller's bar, 44 high
        // under the status bar, adds its height to the window's 47.
        let navigation = ControllerInputs(
            className: "UINavigationController",
            bars: [BarInputs(kind: .navigationBar, frameInWindow: bar)])
        let rootInputs = LayoutInputs(
            safeAreaInsets: EdgeInsets(top: 91, left: 0, bottom: 34, right: 0),
            controller: ControllerInputs(className: "MyApp.ListViewController"),
            parentControllers: [navigation],
            directionalLayoutMargins: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
            insetsLayoutMarginsFromSafeArea: true, preservesSuperviewLayoutMargins: false,
            systemMinimumLayoutMargins: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
            viewRespectsSystemMinimumLayoutMargins: true, isRightToLeft: false)
        let window = scene.window { space in
            [
                scene.rootView(
                    guides: [.safeArea(Rect(x: 0, y: 91, width: 390, height: 844 - 91 - 34))], in: space,
                    layoutInputs: rootInputs
                ) {
                    root in
                    [
                        scene.view("UINavigationBar", frame: bar, in: root) { barSpace in
                            [
                                scene.view(
                                    "_UINavigationBarContentView", frame: content, in: barSpace,
                                    guides: guides)
                            ]
                        }
                    ]
                }
            ]
        }
        return scene.snapshot(title: "Navigation bar", windows: [window])
    }

    /// A view controller built in code, on an app that still uses `topLayoutGuide` and
    /// `bottomLayoutGuide`: since iOS 9 they are `_UILayoutSpacer`s in the root view's
    /// `layoutGuides` (storyboard controllers keep `_UILayoutGuide` views instead), as long as the
    /// status bar and the home indicator area. Stack views use the same class, but name their
    /// guides `UISV-…`; these have no identifier and are system guides, not stack spacers. Their
    /// horizontal extent is not shown by any public output: zero width at the left edge is assumed.
    package static let legacyLayoutGuides = SampleScene(
        name: "legacy-layout-guides",
        summary: "topLayoutGuide and bottomLayoutGuide of a code-built controller", traced: "0x6000005ac000"
    ) {
        let scene = SceneBuilder()
        let top = Rect(x: 0, y: 0, width: 0, height: 47)
        let bottom = Rect(x: 0, y: 844 - 34, width: 0, height: 34)
        // label: top = topLayoutGuide.bottom + 8, leading/trailing 16 -> (16, 55), 358×21
        let label = Rect(x: 16, y: top.maxY + 8, width: 358, height: 21)
        let window = scene.window { space in
            [
                scene.rootView(
                    guides: [
                        SceneGuide(
                            className: "_UILayoutSpacer", classChain: ["_UILayoutSpacer", "UILayoutGuide"],
                            layoutFrame: top),
                        SceneGuide(
                            className: "_UILayoutSpacer", classChain: ["_UILayoutSpacer", "UILayoutGuide"],
                            layoutFrame: bottom),
                    ], in: space
                ) { root in
                    [
                        scene.view(
                            "UILabel", frame: label, in: root, name: "label", text: "Inbox",
                            traits: .content(Size(width: 45.5, height: 21)))
                    ]
                }
            ]
        }
        // UIKit's own constraints for the two guides, as constraint logs print them
        // (`<_UILayoutSupportConstraint:… _UILayoutGuide:….height == 0>`, `V:|-(0)-[_UILayoutGuide]`,
        // `_UILayoutGuide.bottom == UIView.bottom`): each as long as what it stands for, one at the
        // root view's top, the other at its bottom. Their horizontal pair, at the left edge with no
        // width, is assumed as the frames are. The label hangs 8 points under the top guide.
        let layout = scene.constraints
        let root = scene["root"]
        let guides = scene.all("_UILayoutSpacer")
        for (guide, length) in zip(guides, [top.height, bottom.height]) {
            layout.equation(guide, .height, constant: length, className: "_UILayoutSupportConstraint")
            layout.equation(guide, .left, .equal, root, .left, className: "_UILayoutSupportConstraint")
            layout.equation(guide, .width, constant: 0, className: "_UILayoutSupportConstraint")
        }
        layout.equation(guides[0], .top, .equal, root, .top, className: "_UILayoutSupportConstraint")
        layout.equation(guides[1], .bottom, .equal, root, .bottom, className: "_UILayoutSupportConstraint")
        let labelItem = scene["label"]
        layout.equation(labelItem, .top, .equal, guides[0], .bottom, constant: 8)
        layout.equation(labelItem, .leading, .equal, root, .leading, constant: 16)
        layout.equation(labelItem, .trailing, .equal, root, .trailing, constant: -16)
        return scene.snapshot(title: "Top and bottom layout guides", windows: [window])
    }

    /// The keyboard layout guide with the keyboard down and `usesBottomSafeArea` off: the guide
    /// then sits at the view's bottom edge with no height (on, it would cover the 34-point home
    /// indicator area), and a text field pinned 8 points above it sits at the very bottom.
    package static let keyboardWithoutSafeArea = SampleScene(
        name: "keyboard-no-safe-area", summary: "keyboard guide, keyboard down, usesBottomSafeArea off",
        traced: "0x6000005ac000"
    ) {
        let scene = SceneBuilder()
        let keyboard = Rect(x: 0, y: 844, width: 390, height: 0)
        // field: bottom = keyboard.top - 8, leading/trailing 16, 44 high -> y 792
        let field = Rect(x: 16, y: keyboard.minY - 8 - 44, width: 358, height: 44)
        let window = scene.window { space in
            [
                scene.rootView(
                    guides: [
                        .safeArea(SceneBuilder.phoneSafeArea),
                        SceneGuide(
                            className: "UIKeyboardLayoutGuide",
                            classChain: ["UIKeyboardLayoutGuide", "UITrackingLayoutGuide", "UILayoutGuide"],
                            identifier: "UIViewKeyboardLayoutGuide", layoutFrame: keyboard),
                    ], in: space
                ) { root in [scene.view("UITextField", frame: field, in: root)] }
            ]
        }
        return scene.snapshot(title: "Keyboard guide without the bottom safe area", windows: [window])
    }

    /// A scroll view whose labels are pinned to its content margins: UIKit adds
    /// `UIScrollViewContentMarginsGuide`, a plain `UILayoutGuide` inset 8 points from the content
    /// guide on every side (constraint log: `'UIScrollView-content-margins-left'
    /// …ContentMarginsGuide'.left == …contentLayoutGuide'.left + 8`). It is a margins guide.
    package static let scrollContentMargins = SampleScene(
        name: "scroll-content-margins", summary: "a scroll view's content-margins guide",
        traced: "UIScrollView-contentLayoutGuide"
    ) {
        let scene = SceneBuilder()
        let safe = SceneBuilder.phoneSafeArea
        let content = Rect(x: 0, y: 0, width: safe.width, height: 1200)
        let margins = content.insetBy(dx: 8, dy: 8)
        let labels = (0..<8).map {
            Rect(x: margins.minX, y: margins.minY + Double($0) * 140, width: margins.width, height: 120)
        }
        let window = scene.window { space in
            [
                scene.rootView(guides: [.safeArea(safe)], in: space) { root in
                    [
                        scene.view(
                            "UIScrollView", frame: safe, in: root, clipsToBounds: true,
                            guides: [
                                SceneGuide(
                                    className: "_UIScrollViewLayoutGuide",
                                    identifier: "UIScrollView-contentLayoutGuide",
                                    layoutFrame: content),
                                SceneGuide(
                                    identifier: "UIScrollViewContentMarginsGuide", layoutFrame: margins),
                            ], name: "scroll"
                        ) { scroll in
                            labels.indices.map {
                                // Each label wraps its text to 374 points, five lines of 24.
                                scene.view(
                                    "UILabel", frame: labels[$0], in: scroll, name: "label\($0)",
                                    traits: .content(Size(width: 374, height: 120)))
                            }
                        }
                    ]
                }
            ]
        }
        // The scroll view fills the safe area. Each label on the content margins, 140 points under the
        // one before; the content as wide as the scroll view and reaching 92 points under the last
        // label. UIKit starts the content at the scroll view's content origin.
        let layout = scene.constraints
        let contentGuide = scene["UIScrollView-contentLayoutGuide"]
        let marginsGuide = scene["UIScrollViewContentMarginsGuide"]
        for index in labels.indices {
            let label = scene["label\(index)"]
            layout.equation(label, .leading, .equal, marginsGuide, .leading)
            layout.equation(label, .trailing, .equal, marginsGuide, .trailing)
            layout.equation(label, .top, .equal, marginsGuide, .top, constant: Double(index) * 140)
        }
        let scroll = scene["scroll"]
        let safeArea = scene["root.UIViewSafeAreaLayoutGuide"]
        for attribute in [LayoutAttribute.top, .leading, .bottom, .trailing] {
            layout.equation(scroll, attribute, .equal, safeArea, attribute)
        }
        layout.equation(contentGuide, .width, .equal, scroll, .width)
        if let last = labels.indices.last {
            layout.equation(contentGuide, .bottom, .equal, scene["label\(last)"], .bottom, constant: 92)
        }
        return scene.snapshot(title: "Scroll view content margins", windows: [window])
    }
}
