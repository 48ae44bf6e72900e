@_spi(Engine) import GuideLensCore

extension SampleScene {
    /// "Spacer views": a red, a green and a blue square in a column, kept apart by
    /// two 100×100 spacer guides; constraints are against the root view (not the safe area).
    package static let spacerViews = SampleScene(
        name: "spacer-views", summary: "red/green/blue column spaced by two 100×100 guides"
    ) {
        let scene = SceneBuilder()
        let width = SceneBuilder.phone.width
        // red: top = view.top + 20, centred, 300×300      -> x (390 - 300) / 2 = 45, y 20
        let red = Rect(x: (width - 300) / 2, y: 20, width: 300, height: 300)
        // space1: top = red.bottom = 320, centred, 100×100 -> x (390 - 100) / 2 = 145
        let space1 = Rect(x: (width - 100) / 2, y: red.maxY, width: 100, height: 100)
        // green: top = space1.bottom = 420, centred, 50×50 -> x 170
        let green = Rect(x: (width - 50) / 2, y: space1.maxY, width: 50, height: 50)
        // space2: top = green.bottom = 470, same size as space1
        let space2 = Rect(x: (width - 100) / 2, y: green.maxY, width: 100, height: 100)
        // blue: top = space2.bottom = 570, centred, 200×200 -> x 95
        let blue = Rect(x: (width - 200) / 2, y: space2.maxY, width: 200, height: 200)
        let window = scene.window { space in
            [
                scene.rootView(
                    guides: [
                        SceneGuide(identifier: "space1", layoutFrame: space1),
                        SceneGuide(identifier: "space2", layoutFrame: space2),
                    ],
                    in: space
                ) { root in
                    [
                        scene.view(frame: red, in: root), scene.view(frame: green, in: root),
                        scene.view(frame: blue, in: root),
                    ]
                }
            ]
        }
        return Snapshot(title: "Spacer views", windows: [window])
    }

    /// A button row: OK and Cancel between leading, middle and trailing guides, all inside the
    /// layout margins. The guides get a centre but no height, so Auto Layout
    /// leaves them 0 points high and ambiguous — exactly what the overlay and lint reveal.
    package static let buttonRow = SampleScene(
        name: "button-row", summary: "OK/Cancel between leading/middle/trailing guides"
    ) {
        let scene = SceneBuilder()
        let margins = SceneBuilder.phoneMargins
        // Equal-width buttons take the wider title's width: "Cancel" at 17 pt plus 16-point
        // content insets on each side is 90 points; both are 44 points high.
        let buttonWidth = 90.0
        // margins.width = 3 guides + 2 buttons: 358 = 3g + 180 -> g = 59.33
        let gap = (margins.width - 2 * buttonWidth) / 3
        let centerY = SceneBuilder.phone.height / 2  // centerY = view.centerY = 422
        func guide(_ name: String, x: Double) -> SceneGuide {
            SceneGuide(
                identifier: name, layoutFrame: Rect(x: x, y: centerY, width: gap, height: 0), ambiguous: true)
        }
        let leading = guide("leadingGuide", x: margins.minX)
        let ok = Rect(x: margins.minX + gap, y: centerY - 22, width: buttonWidth, height: 44)
        let middle = guide("middleGuide", x: ok.maxX)
        let cancel = Rect(x: ok.maxX + gap, y: centerY - 22, width: buttonWidth, height: 44)
        let trailing = guide("trailingGuide", x: cancel.maxX)  // ends at 374 = margins.maxX
        let window = scene.window { space in
            [
                scene.rootView(guides: [leading, middle, trailing, .margins(margins)], in: space) { root in
                    [
                        scene.view("UIButton", frame: ok, in: root),
                        scene.view("UIButton", frame: cancel, in: root),
                    ]
                }
            ]
        }
        return Snapshot(title: "Button row", windows: [window])
    }

    /// Apple's two examples: a container guide holding a label and a text field,
    /// 20 points below the top layout guide, and Save, Cancel and Clear spaced by two guides
    /// of equal width.
    package static let equalSpacing = SampleScene(
        name: "equal-spacing",
        summary: "Save/Cancel/Clear with equal spacing, and a container guide"
    ) {
        let scene = SceneBuilder()
        let margins = SceneBuilder.phoneMargins
        // container: leading/trailing = margins (16…374), top = top guide bottom + 20 = 67,
        // height = the text field's, 34 points.
        let container = Rect(
            x: margins.minX, y: SceneBuilder.phoneSafeArea.minY + 20, width: margins.width, height: 34)
        // label "Name:" (46 points wide) at the container's leading edge, on the field's baseline;
        // field: leading = label.trailing + 8 = 70, trailing = container.trailing.
        let label = Rect(x: container.minX, y: container.minY + 7, width: 46, height: 20.5)
        let field = Rect(
            x: label.maxX + 8, y: container.minY, width: container.maxX - label.maxX - 8, height: 34)
        // The row sits 20 points under the container; the document pins only the horizontal
        // chain, so the buttons' tops and the guides' heights follow the Cancel button here.
        // Save 36, Cancel 51, Clear 40 points wide: 358 - 127 = 231 -> each guide 115.5.
        let rowY = container.maxY + 20
        let save = Rect(x: margins.minX, y: rowY, width: 36, height: 30)
        let spacing = (margins.width - 36 - 51 - 40) / 2
        let space1 = Rect(x: save.maxX, y: rowY, width: spacing, height: 30)
        let cancel = Rect(x: space1.maxX, y: rowY, width: 51, height: 30)
        let space2 = Rect(x: cancel.maxX, y: rowY, width: spacing, height: 30)
        let clear = Rect(x: space2.maxX, y: rowY, width: 40, height: 30)
        let window = scene.window { space in
            [
                scene.rootView(
                    guides: [
                        SceneGuide(identifier: "container", layoutFrame: container),
                        SceneGuide(identifier: "space1", layoutFrame: space1),
                        SceneGuide(identifier: "space2", layoutFrame: space2), .margins(margins),
                    ], in: space
                ) { root in
                    [
                        scene.view("UILabel", frame: label, in: root),
                        scene.view("UITextField", frame: field, in: root),
                        scene.view("UIButton", frame: save, in: root),
                        scene.view("UIButton", frame: cancel, in: root),
                        scene.view("UIButton", frame: clear, in: root),
                    ]
                }
            ]
        }
        return Snapshot(title: "Equal spacing and a container guide", windows: [window])
    }

    /// Even distribution: four 60-point views spread evenly by three spacer guides of equal height
    /// (left half), and the same done by a `UIStackView` with equal spacing, which adds its
    /// own spacer guides (right half). Both halves fill the safe area.
    package static let stackDistribution = SampleScene(
        name: "stack-distribution",
        summary: "even distribution: three spacer guides vs a UIStackView's own guides"
    ) {
        let scene = SceneBuilder()
        let safe = SceneBuilder.phoneSafeArea
        let half = Rect(x: 0, y: safe.minY, width: safe.width / 2, height: safe.height)
        let viewHeight = 60.0
        // 763 = 4 × 60 + 3g -> g = 174.33; view i starts at i × (60 + g).
        let gap = (half.height - 4 * viewHeight) / 3
        let views = (0..<4).map {
            Rect(x: 0, y: Double($0) * (viewHeight + gap), width: half.width, height: viewHeight)
        }
        // Guides are 10 wide at the container's left edge, between consecutive views.
        let guides = (0..<3).map {
            SceneGuide(
                identifier: "spacer\($0 + 1)",
                layoutFrame: Rect(x: 0, y: views[$0].maxY, width: 10, height: gap))
        }
        // The stack view (alignment .fill, distribution .equalSpacing): one gap guide per gap,
        // `_UIOLAGapGuide` named "UISV-distributing" (seen in constraint logs; UIKit makes them for
        // .equalSpacing and .equalCentering only). A .fill stack has no alignment spanner.
        let stackGuides = (0..<3).map {
            SceneGuide(
                className: "_UIOLAGapGuide", identifier: "UISV-distributing",
                layoutFrame: Rect(x: 0, y: views[$0].maxY, width: half.width, height: gap))
        }
        let window = scene.window { space in
            [
                scene.rootView(guides: [.safeArea(safe)], in: space) { root in
                    [
                        scene.view(frame: half, in: root, guides: guides) { column in
                            views.map { scene.view(frame: $0, in: column) }
                        },
                        scene.view(
                            "UIStackView", frame: half.offsetBy(dx: half.width, dy: 0), in: root,
                            guides: stackGuides
                        ) { stack in
                            views.map { scene.view(frame: $0, in: stack) }
                        },
                    ]
                }
            ]
        }
        return Snapshot(title: "Even distribution", windows: [window])
    }

    /// A notch guide: a custom `NotchLayoutGuide` added to the window itself (230×30 at the top
    /// centre) with a 100×44 button hanging under it.
    package static let notchGuide = SampleScene(
        name: "notch-guide", summary: "a custom NotchLayoutGuide on the window"
    ) {
        let scene = SceneBuilder()
        // notch: top = window.top, centred, 230×30 -> x (390 - 230) / 2 = 80
        let notch = Rect(x: (SceneBuilder.phone.width - 230) / 2, y: 0, width: 230, height: 30)
        // button: top = notch.bottom, centred on it, 100×44 -> x 145, y 30
        let button = Rect(x: notch.midX - 50, y: notch.maxY, width: 100, height: 44)
        let window = scene.window(guides: [
            SceneGuide(className: "NotchDemo.NotchLayoutGuide", layoutFrame: notch)
        ]) { space in
            [
                scene.rootView(guides: [], in: space) { root in
                    [scene.view("UIButton", frame: button, in: root)]
                }
            ]
        }
        return Snapshot(title: "Notch guide on the window", windows: [window])
    }
}
