@_spi(Engine) import GuideLensCore

// Scenes whose guide is placed through a view, and the view by what UIKit weighs: its intrinsic
// size and the priorities that keep it, its autoresizing mask with the frame set in code, or two
// optional constraints of which the higher wins. `guidelens why` follows each guide on into them.

extension SampleScene {
    /// A row of two labels with a spacer guide between them, across the margins: the spacer wants
    /// to be 8 points (at 250) and may not be less; each label hugs its text at 251, as Interface
    /// Builder sets it, so the labels keep their intrinsic widths and the spacer takes the rest.
    static let huggingRow = SampleScene(
        name: "hugging-row", summary: "two labels and a spacer: content hugging decides the spacer's width",
        traced: "spacer"
    ) {
        let scene = SceneBuilder()
        let margins = SceneBuilder.phoneMargins
        let safe = SceneBuilder.phoneSafeArea
        // "Estimated delivery" on two lines wants 84.5 × 41 points, "Tomorrow, 9:30" 112.25 × 20.5,
        // centred on it.
        let titleSize = Size(width: 84.5, height: 41)
        let valueSize = Size(width: 112.25, height: 20.5)
        let rowY = safe.minY + 160.5
        let title = Rect(origin: Point(x: margins.minX, y: rowY), size: titleSize)
        let value = Rect(
            origin: Point(x: margins.maxX - valueSize.width, y: title.midY - valueSize.height / 2),
            size: valueSize)
        // The spacer from the title's end to the value's start, as high as the title:
        // 358 − 84.5 − 112.25 = 161.25.
        let spacer = Rect(x: title.maxX, y: rowY, width: value.minX - title.maxX, height: titleSize.height)
        let window = scene.window { space in
            [
                scene.rootView(
                    guides: [
                        .safeArea(safe), .margins(margins),
                        SceneGuide(identifier: "spacer", layoutFrame: spacer),
                    ],
                    in: space
                ) { root in
                    [
                        scene.view(
                            "UILabel", frame: title, in: root, name: "title", text: "Estimated delivery",
                            traits: .content(titleSize, hugging: 251)),
                        // The value gives way first when the row is short: its resistance is 749.
                        scene.view(
                            "UILabel", frame: value, in: root, name: "value", text: "Tomorrow, 9:30",
                            traits: ViewTraits(
                                intrinsicContentSize: valueSize,
                                contentHugging: AxisPriorities(horizontal: 251, vertical: 251),
                                compressionResistance: AxisPriorities(horizontal: 749, vertical: 750))),
                    ]
                }
            ]
        }
        let layout = scene.constraints
        let marginsGuide = scene["root.UIViewLayoutMarginsGuide"]
        let row = [scene["title"], scene["spacer"], scene["value"]]
        layout.equation(row[0], .leading, .equal, marginsGuide, .leading, places: row)
        layout.equation(row[1], .leading, .equal, row[0], .trailing, places: row)
        layout.equation(row[2], .leading, .equal, row[1], .trailing, places: row)
        layout.equation(row[2], .trailing, .equal, marginsGuide, .trailing, places: row)
        layout.equation(row[1], .width, .greaterThanOrEqual, constant: 8, places: row)
        layout.equation(row[1], .width, .lessThanOrEqual, constant: 8, priority: 250, places: row)
        layout.equation(row[0], .top, .equal, scene["root.UIViewSafeAreaLayoutGuide"], .top, constant: 160.5)
        layout.equation(row[2], .centerY, .equal, row[0], .centerY)
        layout.equation(row[1], .top, .equal, row[0], .top)
        layout.equation(row[1], .bottom, .equal, row[0], .bottom)
        return scene.snapshot(title: "A row that content hugging shares out", windows: [window])
    }

    /// A guide under a banner whose frame is set in code, inside a scroll view scrolled 120.5
    /// points: the banner translates its autoresizing mask (`h=--& v=--&`) into constraints, its
    /// frame counted from the scroll view's bounds origin, so the guide moves with the scrolling.
    static let autoresizingFrame = SampleScene(
        name: "autoresizing-frame",
        summary: "a guide pinned to a view whose frame is set in code, in a scrolled scroll view",
        traced: "badge"
    ) {
        let scene = SceneBuilder()
        let safe = SceneBuilder.phoneSafeArea
        let offset = 120.5
        // The banner at (20, 300.25) in the content, 350 × 90: in the window, 47 − 120.5 + 300.25
        // = 226.75 down. The badge 12 in from its leading edge and 8 under it, 80.5 × 24.
        let banner = Rect(x: 20, y: 300.25, width: 350, height: 90)
        let badge = Rect(x: banner.minX + 12, y: banner.maxY + 8, width: 80.5, height: 24)
        let window = scene.window { space in
            [
                scene.rootView(guides: [.safeArea(safe)], in: space) { root in
                    [
                        scene.view(
                            "UIScrollView", frame: safe,
                            bounds: Rect(x: 0, y: offset, width: safe.width, height: safe.height), in: root,
                            clipsToBounds: true,
                            guides: [SceneGuide(identifier: "badge", layoutFrame: badge)],
                            layoutInputs: LayoutInputs(
                                safeAreaInsets: .zero,
                                directionalLayoutMargins: DirectionalEdgeInsets(
                                    top: 8, leading: 8, bottom: 8, trailing: 8),
                                insetsLayoutMarginsFromSafeArea: true, preservesSuperviewLayoutMargins: false,
                                isRightToLeft: false,
                                // Its content laid out in code too: 1,400 points of it.
                                scrollView: ScrollViewInputs(
                                    contentInsetAdjustmentBehavior: "automatic", adjustedContentInset: .zero,
                                    contentInset: .zero, contentSize: Size(width: safe.width, height: 1400))),
                            name: "scroll"
                        ) { scroll in
                            [
                                scene.view(
                                    "MyApp.PromoBanner", frame: banner, in: scroll, name: "banner",
                                    traits: .autoresizing(mask: 36))
                            ]
                        }
                    ]
                }
            ]
        }
        let layout = scene.constraints
        let scroll = scene["scroll"]
        let bannerItem = scene["banner"]
        let badgeItem = scene["badge"]
        // The banner's frame, set in code and kept by its mask (flexible right and bottom margins).
        for (attribute, constant) in [
            (LayoutAttribute.minX, banner.minX), (.width, banner.width), (.minY, banner.minY),
            (.height, banner.height),
        ] {
            layout.autoresizing(bannerItem, attribute, constant, mask: 36, superview: scroll)
        }
        layout.equation(badgeItem, .leading, .equal, bannerItem, .leading, constant: 12)
        layout.equation(badgeItem, .width, constant: 80.5)
        layout.equation(badgeItem, .top, .equal, bannerItem, .bottom, constant: 8)
        layout.equation(badgeItem, .height, constant: 24)
        let safeArea = scene["root.UIViewSafeAreaLayoutGuide"]
        for attribute in [LayoutAttribute.top, .leading, .bottom, .trailing] {
            layout.equation(scroll, attribute, .equal, safeArea, attribute)
        }
        return scene.snapshot(title: "A frame set in code, scrolled", windows: [window])
    }

    /// A footer guide inside a card whose height two optional constraints want differently: 212.5
    /// at 999 (the design) and 160.25 at 750 (left from an older one). The required constraints
    /// leave the height free, so the higher priority holds it and the other misses by 52.25.
    static let optionalHeight = SampleScene(
        name: "optional-height",
        summary: "a guide in a card whose height is decided between two optional constraints, 999 and 750",
        traced: "footer"
    ) {
        let scene = SceneBuilder()
        let margins = SceneBuilder.phoneMargins
        let safe = SceneBuilder.phoneSafeArea
        // The card 20.5 under the safe area's top, across the margins, 212.5 high: 67.5 to 280.
        let card = Rect(x: margins.minX, y: safe.minY + 20.5, width: margins.width, height: 212.5)
        // The footer 16 in from the card's sides, 12 above its bottom, 40.5 high: 227.5 to 268.
        let footer = Rect(x: card.minX + 16, y: card.maxY - 12 - 40.5, width: card.width - 32, height: 40.5)
        let window = scene.window { space in
            [
                scene.rootView(
                    guides: [
                        .safeArea(safe), .margins(margins),
                        SceneGuide(identifier: "footer", layoutFrame: footer),
                    ],
                    in: space
                ) { root in
                    [scene.view("MyApp.ProfileCard", frame: card, in: root, name: "card")]
                }
            ]
        }
        let layout = scene.constraints
        let cardItem = scene["card"]
        let footerItem = scene["footer"]
        let marginsGuide = scene["root.UIViewLayoutMarginsGuide"]
        let safeArea = scene["root.UIViewSafeAreaLayoutGuide"]
        layout.equation(cardItem, .leading, .equal, marginsGuide, .leading)
        layout.equation(cardItem, .trailing, .equal, marginsGuide, .trailing)
        layout.equation(cardItem, .top, .equal, safeArea, .top, constant: 20.5)
        layout.equation(cardItem, .bottom, .lessThanOrEqual, safeArea, .bottom, constant: -20.5)
        layout.equation(cardItem, .height, constant: 212.5, priority: 999)
        layout.equation(cardItem, .height, constant: 160.25, priority: 750)
        layout.equation(footerItem, .leading, .equal, cardItem, .leading, constant: 16)
        layout.equation(footerItem, .trailing, .equal, cardItem, .trailing, constant: -16)
        layout.equation(footerItem, .bottom, .equal, cardItem, .bottom, constant: -12)
        layout.equation(footerItem, .height, constant: 40.5)
        return scene.snapshot(title: "A height between two optional constraints", windows: [window])
    }
}
