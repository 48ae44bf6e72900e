@_spi(Engine) import GuideLensCore

extension SampleScene {
    /// Safe area and layout margins, on the root view and on a card inside it: the guides
    /// every screen has once something asks for them.
    package static let safeAreaAndMargins = SampleScene(
        name: "safe-area", summary: "safe area and layout margins of a root view and of a card",
        traced: "0x6000005ac120"
    ) {
        let scene = SceneBuilder()
        // A card pinned to the root's margins, 24 points under the safe area's top, 200 high.
        let card = Rect(
            x: SceneBuilder.phoneMargins.minX, y: SceneBuilder.phoneSafeArea.minY + 24,
            width: SceneBuilder.phoneMargins.width, height: 200)
        let cardBounds = Rect(origin: .zero, size: card.size)
        let window = scene.window { space in
            [
                scene.rootView(
                    guides: [.safeArea(SceneBuilder.phoneSafeArea), .margins(SceneBuilder.phoneMargins)],
                    in: space
                ) { root in
                    // The card lies wholly inside the safe area, so its own safe area is its
                    // bounds; its default margins are 8 points on each side.
                    [
                        scene.view(
                            frame: card, in: root,
                            guides: [.safeArea(cardBounds), .margins(cardBounds.insetBy(dx: 8, dy: 8))],
                            name: "card")
                    ]
                }
            ]
        }
        // The card's constraints name only UIKit's guides, which record none: a capture records
        // the card's margins and safe area from their inputs, not the card's constraints.
        let layout = scene.constraints
        let cardItem = scene["card"]
        layout.equation(cardItem, .leading, .equal, scene["root.UIViewLayoutMarginsGuide"], .leading)
        layout.equation(cardItem, .trailing, .equal, scene["root.UIViewLayoutMarginsGuide"], .trailing)
        layout.equation(cardItem, .top, .equal, scene["root.UIViewSafeAreaLayoutGuide"], .top, constant: 24)
        layout.equation(cardItem, .height, constant: 200)
        return scene.snapshot(title: "Safe area and layout margins", windows: [window])
    }

    /// The readable content guide on a regular-width screen (an 820×1180 iPad in portrait),
    /// where it is narrower than the margins: 672 points wide at the default text size.
    package static let readableContent = SampleScene(
        name: "readable-content", summary: "readable content guide on a regular-width iPad screen",
        traced: "0x6000005ac060"
    ) {
        let scene = SceneBuilder()
        let size = Size(width: 820, height: 1180)
        // Status bar 24 points, home indicator 20 points.
        let safe = Rect(x: 0, y: 24, width: size.width, height: size.height - 24 - 20)
        // Regular width: 20-point system margins inside the safe area.
        let margins = Rect(x: 20, y: safe.minY, width: size.width - 40, height: safe.height)
        // Readable width 672, centred: (820 - 672) / 2 = 74.
        let readable = Rect(x: (size.width - 672) / 2, y: safe.minY, width: 672, height: safe.height)
        let text = Rect(x: readable.minX, y: safe.minY + 40, width: readable.width, height: 600)
        let window = scene.window(size: size, safeArea: safe) { space in
            [
                scene.rootView(
                    size: size,
                    guides: [
                        .safeArea(safe), .margins(margins),
                        SceneGuide(identifier: "UIViewReadableContentGuide", layoutFrame: readable),
                    ],
                    in: space
                ) { root in [scene.view("UILabel", frame: text, in: root)] }
            ]
        }
        return scene.snapshot(title: "Readable content (regular width)", screenScale: 2, windows: [window])
    }

    /// The keyboard layout guide with the keyboard up, and a text field kept 8 points above it.
    package static let keyboard = SampleScene(
        name: "keyboard", summary: "keyboard layout guide with the keyboard up", traced: "0x6000005ac060"
    ) {
        let scene = SceneBuilder()
        // The keyboard, home indicator area included, takes the bottom 336 points.
        let keyboard = Rect(
            x: 0, y: SceneBuilder.phone.height - 336, width: SceneBuilder.phone.width, height: 336)
        // field.bottom = keyboard.top - 8, pinned to the margins, 34 high.
        let field = Rect(
            x: SceneBuilder.phoneMargins.minX, y: keyboard.minY - 8 - 34,
            width: SceneBuilder.phoneMargins.width, height: 34)
        let window = scene.window { space in
            [
                scene.rootView(
                    guides: [
                        .safeArea(SceneBuilder.phoneSafeArea), .margins(SceneBuilder.phoneMargins),
                        SceneGuide(
                            className: "UIKeyboardLayoutGuide", identifier: "UIViewKeyboardLayoutGuide",
                            layoutFrame: keyboard),
                    ], in: space
                ) { root in [scene.view("UITextField", frame: field, in: root)] }
            ]
        }
        return scene.snapshot(title: "Keyboard layout guide", windows: [window])
    }

    /// A scroll view filling the safe area, scrolled down 200 points: its content guide is the
    /// whole 1,600-point content (clipped by the scroll view), its frame guide stays put.
    package static let scrollView = SampleScene(
        name: "scroll-view", summary: "scroll view content and frame guides, scrolled",
        traced: "UIScrollView-contentLayoutGuide"
    ) {
        let scene = SceneBuilder()
        let safe = SceneBuilder.phoneSafeArea
        let offset = 200.0
        let contentHeight = 1600.0
        // Content guide: the content's rectangle in the scroll view's own coordinates.
        let content = Rect(x: 0, y: 0, width: safe.width, height: contentHeight)
        // Frame guide: the visible rectangle, so its origin is the content offset.
        let frameGuide = Rect(x: 0, y: offset, width: safe.width, height: safe.height)
        // Cards 120 high every 140 points, inside 16-point margins.
        let cards = (0..<11).map {
            Rect(x: 16, y: 20 + Double($0) * 140, width: safe.width - 32, height: 120)
        }
        let window = scene.window { space in
            [
                scene.rootView(guides: [.safeArea(safe)], in: space) { root in
                    [
                        scene.view(
                            "UIScrollView", frame: safe,
                            bounds: Rect(x: 0, y: offset, width: safe.width, height: safe.height), in: root,
                            clipsToBounds: true,
                            guides: [
                                SceneGuide(
                                    className: "_UIScrollViewLayoutGuide",
                                    identifier: "UIScrollView-contentLayoutGuide", layoutFrame: content),
                                // The frame guide's class has not been seen in any public log
                                // (only the content guide's, _UIScrollViewLayoutGuide, has):
                                // a plain UILayoutGuide is assumed.
                                SceneGuide(
                                    identifier: "UIScrollView-frameLayoutGuide", layoutFrame: frameGuide),
                            ]
                        ) { scroll in
                            cards.indices.map { scene.view(frame: cards[$0], in: scroll, name: "card\($0)") }
                        }
                    ]
                }
            ]
        }
        // Each card 16 points in from the content's sides and 20 + 140 × its index from its top; the
        // content as wide as the frame and reaching 60 points under the last card. UIKit starts the
        // content at the scroll view's content origin, 200 above the frame's top when scrolled 200.
        let layout = scene.constraints
        let contentGuide = scene["UIScrollView-contentLayoutGuide"]
        for index in cards.indices {
            let card = scene["card\(index)"]
            layout.equation(card, .leading, .equal, contentGuide, .leading, constant: 16)
            layout.equation(card, .trailing, .equal, contentGuide, .trailing, constant: -16)
            layout.equation(card, .top, .equal, contentGuide, .top, constant: 20 + Double(index) * 140)
            layout.equation(card, .height, constant: 120)
        }
        layout.equation(contentGuide, .width, .equal, scene["UIScrollView-frameLayoutGuide"], .width)
        if let last = cards.indices.last {
            layout.equation(contentGuide, .bottom, .equal, scene["card\(last)"], .bottom, constant: 60)
        }
        return scene.snapshot(title: "Scroll view guides", windows: [window])
    }
}
