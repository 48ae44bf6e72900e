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
    /// gap guides are `_UIOLAGapGuide`s named `UISV-distributing`.
    package static let stackCenterEqualSpacing = SampleScene(
        name: "stack-center-equal-spacing",
        summary: "a UIStackView with .center alignment and .equalSpacing: spanner and gap guides"
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
                    layoutFrame: Rect(x: 0, y: 0, width: stack.width, height: 0))
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
                        scene.view("UIStackView", frame: stack, in: root, guides: guides) { column in
                            views.map { scene.view(frame: $0, in: column) }
                        }
                    ]
                }
            ]
        }
        return Snapshot(title: "Stack view: center alignment, equal spacing", windows: [window])
    }

    /// A navigation bar with a back button and a title: the guides of
    /// `_UINavigationBarContentView`, which UIKit names after what they hold, with the object's
    /// address (`"BackButtonGuide(0x7fadc940f5e0)"`, `{{0, 0}, {69, 44}}`, a zero-width
    /// `LeadingBarGuide`, `TitleView`, `TrailingBarGuide`, in a public trace), and
    /// `UINavigationBarItemContentLayoutGuide` (constraint logs). All UIKit-internal: shown only
    /// when the `system` kind is asked for.
    package static let navigationBar = SampleScene(
        name: "navigation-bar", summary: "a navigation bar's internal guides (system kind, hidden by default)"
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
        let window = scene.window { space in
            [
                scene.rootView(
                    guides: [.safeArea(Rect(x: 0, y: 91, width: 390, height: 844 - 91 - 34))], in: space
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
        return Snapshot(title: "Navigation bar", windows: [window])
    }

    /// A view controller built in code, on an app that still uses `topLayoutGuide` and
    /// `bottomLayoutGuide`: since iOS 9 they are `_UILayoutSpacer`s in the root view's
    /// `layoutGuides` (storyboard controllers keep `_UILayoutGuide` views instead), as long as the
    /// status bar and the home indicator area. Stack views use the same class, but name their
    /// guides `UISV-…`; these have no identifier and are system guides, not stack spacers. Their
    /// horizontal extent is not shown by any public output: zero width at the left edge is assumed.
    package static let legacyLayoutGuides = SampleScene(
        name: "legacy-layout-guides",
        summary: "topLayoutGuide and bottomLayoutGuide of a code-built controller"
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
                ) { root in [scene.view("UILabel", frame: label, in: root)] }
            ]
        }
        return Snapshot(title: "Top and bottom layout guides", windows: [window])
    }

    /// The keyboard layout guide with the keyboard down and `usesBottomSafeArea` off: the guide
    /// then sits at the view's bottom edge with no height (on, it would cover the 34-point home
    /// indicator area), and a text field pinned 8 points above it sits at the very bottom.
    package static let keyboardWithoutSafeArea = SampleScene(
        name: "keyboard-no-safe-area", summary: "keyboard guide, keyboard down, usesBottomSafeArea off"
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
        return Snapshot(title: "Keyboard guide without the bottom safe area", windows: [window])
    }

    /// A scroll view whose labels are pinned to its content margins: UIKit adds
    /// `UIScrollViewContentMarginsGuide`, a plain `UILayoutGuide` inset 8 points from the content
    /// guide on every side (constraint log: `'UIScrollView-content-margins-left'
    /// …ContentMarginsGuide'.left == …contentLayoutGuide'.left + 8`). It is a margins guide.
    package static let scrollContentMargins = SampleScene(
        name: "scroll-content-margins", summary: "a scroll view's content-margins guide"
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
                            ]
                        ) { scroll in labels.map { scene.view("UILabel", frame: $0, in: scroll) } }
                    ]
                }
            ]
        }
        return Snapshot(title: "Scroll view content margins", windows: [window])
    }
}
