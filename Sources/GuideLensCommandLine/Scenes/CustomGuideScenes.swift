@_spi(Engine) import GuideLensCore

extension SampleScene {
    /// "Spacer views": a red, a green and a blue square in a column, kept apart by
    /// two 100×100 spacer guides; constraints are against the root view (not the safe area).
    package static let spacerViews = SampleScene(
        name: "spacer-views", summary: "red/green/blue column spaced by two 100×100 guides", traced: "space2"
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
                        scene.view(frame: red, in: root, name: "red"),
                        scene.view(frame: green, in: root, name: "green"),
                        scene.view(frame: blue, in: root, name: "blue"),
                    ]
                }
            ]
        }
        let root = scene["root"]
        let layout = scene.constraints
        // Each item under the one above it, centred on the root view, its size set.
        var above = (item: root, attribute: LayoutAttribute.top, constant: 20.0)
        for (item, side) in [
            (scene["red"], 300.0), (scene["space1"], 100), (scene["green"], 50), (scene["space2"], 100),
            (scene["blue"], 200),
        ] {
            layout.equation(item, .top, .equal, above.item, above.attribute, constant: above.constant)
            layout.equation(item, .centerX, .equal, root, .centerX)
            if item.address == scene["space2"].address {
                // The second spacer is as large as the first, whatever size that is given.
                layout.equation(item, .width, .equal, scene["space1"], .width)
                layout.equation(item, .height, .equal, scene["space1"], .height)
            } else {
                layout.equation(item, .width, constant: side)
                layout.equation(item, .height, constant: side)
            }
            above = (item, .bottom, 0)
        }
        return scene.snapshot(title: "Spacer views", windows: [window])
    }

    /// A button row: OK and Cancel between leading, middle and trailing guides, all inside the
    /// layout margins. The guides get a centre but no height, so Auto Layout
    /// leaves them 0 points high and ambiguous — exactly what the overlay and lint reveal.
    package static let buttonRow = SampleScene(
        name: "button-row", summary: "OK/Cancel between leading/middle/trailing guides", traced: "middleGuide"
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
                        // "OK" wants 56 points (24 of title, 32 of insets), "Cancel" 90; both 44 high.
                        scene.view(
                            "UIButton", frame: ok, in: root, name: "ok", text: "OK",
                            traits: .content(Size(width: 56, height: 44))),
                        scene.view(
                            "UIButton", frame: cancel, in: root, name: "cancel", text: "Cancel",
                            traits: .content(Size(width: 90, height: 44))),
                    ]
                }
            ]
        }
        buttonRowConstraints(scene)
        return scene.snapshot(title: "Button row", windows: [window])
    }

    /// The row of Apple's "Using Layout Guides": `|[leadingGuide][OK][middleGuide][Cancel][trailingGuide]|`
    /// between the margins, the three guides of one width and the two buttons of another, each
    /// centred on the root view. Every width depends on every other, so each constraint of the row
    /// places all five. The equal widths hold OK at Cancel's 90: Cancel's compression resistance
    /// (750) keeps it from going below its 90, which outweighs OK's hugging (250) of its 56.
    private static func buttonRowConstraints(_ scene: SceneBuilder) {
        let layout = scene.constraints
        let margins = scene["root.UIViewLayoutMarginsGuide"]
        let root = scene["root"]
        let row = [
            scene["leadingGuide"], scene["ok"], scene["middleGuide"], scene["cancel"], scene["trailingGuide"],
        ]
        layout.equation(row[0], .leading, .equal, margins, .leading, places: row)
        for (left, right) in zip(row, row.dropFirst()) {
            layout.equation(right, .leading, .equal, left, .trailing, places: row)
        }
        layout.equation(row[4], .trailing, .equal, margins, .trailing, places: row)
        layout.equation(row[2], .width, .equal, row[0], .width, places: row)
        layout.equation(row[4], .width, .equal, row[0], .width, places: row)
        layout.equation(row[3], .width, .equal, row[1], .width, places: row)
        for item in row { layout.equation(item, .centerY, .equal, root, .centerY) }
    }

    /// Apple's two examples: a container guide holding a label and a text field,
    /// 20 points below the top layout guide, and Save, Cancel and Clear spaced by two guides
    /// of equal width.
    package static let equalSpacing = SampleScene(
        name: "equal-spacing",
        summary: "Save/Cancel/Clear with equal spacing, and a container guide", traced: "space1"
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
        // Built in Interface Builder, as in Apple's document: a label hugs its text at 251, a
        // text field and a button at 250; the field's placeholder wants 97 points, each button's
        // title its width and 30 points of height.
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
                        scene.view(
                            "UILabel", frame: label, in: root, name: "label", text: "Name:",
                            traits: .content(Size(width: 46, height: 20.5), hugging: 251)),
                        scene.view(
                            "UITextField", frame: field, in: root, name: "field",
                            traits: .content(Size(width: 97, height: 34))),
                        scene.view(
                            "UIButton", frame: save, in: root, name: "save", text: "Save",
                            traits: .content(Size(width: 36, height: 30))),
                        scene.view(
                            "UIButton", frame: cancel, in: root, name: "cancel", text: "Cancel",
                            traits: .content(Size(width: 51, height: 30))),
                        scene.view(
                            "UIButton", frame: clear, in: root, name: "clear", text: "Clear",
                            traits: .content(Size(width: 40, height: 30))),
                    ]
                }
            ]
        }
        equalSpacingConstraints(scene)
        return scene.snapshot(title: "Equal spacing and a container guide", windows: [window])
    }

    /// The constraints of Apple's two examples. The container spans the margins 20 points under
    /// their top, as high as the text field in it; the label keeps its 46 points (its hugging, 251,
    /// outweighs the field's 250) and the field takes the rest. The row
    /// `|[Save][space1][Cancel][space2][Clear]|` fills the margins with the buttons at their own
    /// widths and the two guides of one width sharing the rest; everything in the row follows the
    /// Cancel button's top and height.
    private static func equalSpacingConstraints(_ scene: SceneBuilder) {
        let layout = scene.constraints
        let margins = scene["root.UIViewLayoutMarginsGuide"]
        let container = scene["container"]
        let label = scene["label"]
        let field = scene["field"]
        layout.equation(container, .leading, .equal, margins, .leading)
        layout.equation(container, .trailing, .equal, margins, .trailing)
        layout.equation(container, .top, .equal, margins, .top, constant: 20)
        // Apple's example sets the label on the field's baseline: 7 points down at 17 pt. The
        // record holds no baseline's offset, so the scene pins the label's top where it lands.
        layout.equation(label, .top, .equal, container, .top, constant: 7)
        let pair = [label, field]
        layout.equation(label, .leading, .equal, container, .leading, places: pair)
        layout.equation(field, .leading, .equal, label, .trailing, constant: 8, places: pair)
        layout.equation(field, .trailing, .equal, container, .trailing, places: pair)
        layout.equation(field, .top, .equal, container, .top, places: [field, container])
        layout.equation(field, .bottom, .equal, container, .bottom, places: [field, container])
        let row = [scene["save"], scene["space1"], scene["cancel"], scene["space2"], scene["clear"]]
        layout.equation(row[0], .leading, .equal, margins, .leading, places: row)
        for (left, right) in zip(row, row.dropFirst()) {
            layout.equation(right, .leading, .equal, left, .trailing, places: row)
        }
        layout.equation(row[4], .trailing, .equal, margins, .trailing, places: row)
        layout.equation(row[3], .width, .equal, row[1], .width, places: row)
        let cancel = row[2]
        layout.equation(cancel, .top, .equal, container, .bottom, constant: 20)
        for item in [row[0], row[1], row[3], row[4]] {
            layout.equation(item, .top, .equal, cancel, .top)
        }
        for guide in [row[1], row[3]] {
            layout.equation(guide, .height, .equal, cancel, .height)
        }
    }

    /// Even distribution: four 60-point views spread evenly by three spacer guides of equal height
    /// (left half), and the same done by a `UIStackView` with equal spacing, which adds its
    /// own spacer guides (right half). Both halves fill the safe area.
    package static let stackDistribution = SampleScene(
        name: "stack-distribution",
        summary: "even distribution: three spacer guides vs a UIStackView's own guides", traced: "spacer2"
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
                        scene.view(frame: half, in: root, guides: guides, name: "column") { column in
                            views.indices.map { scene.view(frame: views[$0], in: column, name: "left\($0)") }
                        },
                        scene.view(
                            "UIStackView", frame: half.offsetBy(dx: half.width, dy: 0), in: root,
                            guides: stackGuides, name: "stack"
                        ) { stack in
                            views.indices.map { scene.view(frame: views[$0], in: stack, name: "right\($0)") }
                        },
                    ]
                }
            ]
        }
        stackDistributionConstraints(scene)
        return scene.snapshot(title: "Even distribution", windows: [window])
    }

    /// The two halves' constraints. Left: each view 60 high and as wide as the column, the first at
    /// its top and the last at its bottom, a spacer between each two, the three spacers of one
    /// height: the column's 763 points less four views' 240, shared three ways. Right: what a
    /// vertical `.fill`, `.equalSpacing` stack view makes, as kean's study of `UIStackView` lists
    /// them (kean.blog, "UIStackView"; the identifiers as constraint logs print them):
    /// `UISV-canvas-connection` (the first view to the stack's top and sides, the last to its
    /// bottom), `UISV-alignment` (each view's sides on the first's), `UISV-spacing` (at least 0
    /// between views), `UISV-distributing-edge` (a gap guide between two views) and
    /// `UISV-fill-equally` (the gaps of one height). No public output shows a gap guide's
    /// horizontal constraints: the scene assumes it spans the stack, as its frame does.
    private static func stackDistributionConstraints(_ scene: SceneBuilder) {
        let layout = scene.constraints
        let safe = scene["root.UIViewSafeAreaLayoutGuide"]
        let column = scene["column"]
        let stack = scene["stack"]
        for half in [column, stack] {
            layout.equation(half, .top, .equal, safe, .top)
            layout.equation(half, .bottom, .equal, safe, .bottom)
        }
        layout.equation(column, .leading, .equal, safe, .leading)
        layout.equation(column, .width, .equal, safe, .width, multiplier: 0.5)
        layout.equation(stack, .leading, .equal, column, .trailing)
        layout.equation(stack, .trailing, .equal, safe, .trailing)
        // Left: a view, a spacer, a view, … from the column's top to its bottom.
        let left = (0..<4).map { scene["left\($0)"] }
        let spacers = (1...3).map { scene["spacer\($0)"] }
        let leftColumn = [left[0], spacers[0], left[1], spacers[1], left[2], spacers[2], left[3]]
        layout.equation(left[0], .top, .equal, column, .top, places: leftColumn)
        for (upper, lower) in zip(leftColumn, leftColumn.dropFirst()) {
            layout.equation(lower, .top, .equal, upper, .bottom, places: leftColumn)
        }
        layout.equation(left[3], .bottom, .equal, column, .bottom, places: leftColumn)
        for spacer in spacers.dropFirst() {
            layout.equation(spacer, .height, .equal, spacers[0], .height, places: leftColumn)
        }
        for view in left {
            layout.equation(view, .height, constant: 60, places: leftColumn)
            layout.equation(view, .leading, .equal, column, .leading)
            layout.equation(view, .trailing, .equal, column, .trailing)
        }
        for spacer in spacers {
            layout.equation(spacer, .leading, .equal, column, .leading)
            layout.equation(spacer, .width, constant: 10)
        }
        // Right: the stack view's own constraints, and the views' heights.
        let right = (0..<4).map { scene["right\($0)"] }
        let gaps = scene.all("UISV-distributing")
        let stackColumn = [right[0], gaps[0], right[1], gaps[1], right[2], gaps[2], right[3]]
        layout.equation(
            stack, .top, .equal, right[0], .top, identifier: "UISV-canvas-connection", places: stackColumn)
        layout.equation(
            right[3], .bottom, .equal, stack, .bottom, identifier: "UISV-canvas-connection",
            places: stackColumn)
        for (index, gap) in gaps.enumerated() {
            layout.equation(
                gap, .top, .equal, right[index], .bottom, identifier: "UISV-distributing-edge",
                places: stackColumn)
            layout.equation(
                gap, .bottom, .equal, right[index + 1], .top, identifier: "UISV-distributing-edge",
                places: stackColumn)
            layout.equation(
                right[index + 1], .top, .greaterThanOrEqual, right[index], .bottom,
                identifier: "UISV-spacing",
                places: stackColumn)
        }
        for gap in gaps.dropFirst() {
            layout.equation(
                gap, .height, .equal, gaps[0], .height, identifier: "UISV-fill-equally", places: stackColumn)
        }
        for view in right {
            layout.equation(view, .height, constant: 60, places: stackColumn)
        }
        layout.equation(
            stack, .leading, .equal, right[0], .leading, identifier: "UISV-canvas-connection",
            places: [right[0]])
        layout.equation(right[0], .trailing, .equal, stack, .trailing, identifier: "UISV-canvas-connection")
        for view in right.dropFirst() {
            layout.equation(
                right[0], .leading, .equal, view, .leading, identifier: "UISV-alignment", places: [view])
            layout.equation(
                right[0], .trailing, .equal, view, .trailing, identifier: "UISV-alignment", places: [view])
        }
        for gap in gaps {
            layout.equation(gap, .leading, .equal, stack, .leading)
            layout.equation(gap, .trailing, .equal, stack, .trailing)
        }
    }

    /// A notch guide: a custom `NotchLayoutGuide` added to the window itself (230×30 at the top
    /// centre) with a 100×44 button hanging under it.
    package static let notchGuide = SampleScene(
        name: "notch-guide", summary: "a custom NotchLayoutGuide on the window", traced: "NotchLayoutGuide"
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
                    [
                        // Its title wants 38 × 34; the constraints make it 100 × 44.
                        scene.view(
                            "UIButton", frame: button, in: root, name: "button", text: "Menu",
                            traits: .content(Size(width: 38, height: 34)))
                    ]
                }
            ]
        }
        let layout = scene.constraints
        let notchItem = scene["NotchLayoutGuide"]
        let windowItem = scene["window"]
        layout.equation(notchItem, .top, .equal, windowItem, .top)
        layout.equation(notchItem, .centerX, .equal, windowItem, .centerX)
        layout.equation(notchItem, .width, constant: 230)
        layout.equation(notchItem, .height, constant: 30)
        let buttonItem = scene["button"]
        layout.equation(buttonItem, .top, .equal, notchItem, .bottom)
        layout.equation(buttonItem, .centerX, .equal, notchItem, .centerX)
        layout.equation(buttonItem, .width, constant: 100)
        layout.equation(buttonItem, .height, constant: 44)
        return scene.snapshot(title: "Notch guide on the window", windows: [window])
    }
}
