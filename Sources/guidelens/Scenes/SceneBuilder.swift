@_spi(Engine) import GuideLensCore

/// A guide to place in a scene: what a `UILayoutGuide` would be after Auto Layout solved it.
struct SceneGuide {
    var className = "UILayoutGuide"
    var identifier = ""
    var layoutFrame: Rect
    var ambiguous = false
}

/// Builds scene snapshots as UIKit would report them: it hands out deterministic addresses,
/// converts every frame to window coordinates, and classifies guides like the app reader.
final class SceneBuilder {
    private var nextViewAddress: UInt64 = 0x7fb6_3fc0_6000
    private var nextGuideAddress: UInt64 = 0x6000_005a_c000

    /// The phone canvas: 390×844 points in portrait, as on iPhone 14.
    static let phone = Size(width: 390, height: 844)
    /// Its safe area: 47 points under the status bar and notch, 34 above the home indicator.
    static let phoneSafeArea = Rect(x: 0, y: 47, width: 390, height: 844 - 47 - 34)
    /// A view controller's root view keeps 16-point side margins on a 390-point-wide phone,
    /// measured inside the safe area.
    static let phoneMargins = Rect(x: 16, y: 47, width: 390 - 32, height: 844 - 47 - 34)

    func window(
        size: Size = SceneBuilder.phone, guides: [SceneGuide] = [], subviews: (ViewCoordinates) -> [ViewNode]
    ) -> ViewNode {
        let frame = Rect(origin: .zero, size: size)
        return view("UIWindow", frame: frame, in: .window(size: size), guides: guides, subviews: subviews)
    }

    func view(
        _ className: String = "UIView", frame: Rect, bounds: Rect? = nil, in parent: ViewCoordinates,
        clipsToBounds: Bool = false, guides: [SceneGuide] = [],
        subviews: (ViewCoordinates) -> [ViewNode] = { _ in [] }
    ) -> ViewNode {
        let bounds = bounds ?? Rect(origin: .zero, size: frame.size)
        let space = parent.child(frame: frame, bounds: bounds)
        let address = ObjectAddress(nextViewAddress)
        nextViewAddress += 0x230
        let guideNodes = guides.map { guide in
            let node = GuideNode(
                className: guide.className, address: ObjectAddress(nextGuideAddress),
                identifier: guide.identifier,
                kind: GuideKindClassifier.kind(
                    className: guide.className, identifier: guide.identifier, ownerClassName: className),
                layoutFrame: guide.layoutFrame, frameInWindow: space.toWindow(guide.layoutFrame),
                hasAmbiguousLayout: guide.ambiguous, owningViewAddress: address)
            nextGuideAddress += 0x60
            return node
        }
        return ViewNode(
            className: className, address: address, frame: frame, bounds: bounds,
            frameInWindow: space.frameInWindow,
            clipsToBounds: clipsToBounds, guides: guideNodes, subviews: subviews(space))
    }

    /// A full-screen view controller root view on the phone.
    func rootView(
        size: Size = SceneBuilder.phone, guides: [SceneGuide], in window: ViewCoordinates,
        subviews: (ViewCoordinates) -> [ViewNode]
    ) -> ViewNode {
        view(frame: Rect(origin: .zero, size: size), in: window, guides: guides, subviews: subviews)
    }
}

extension SceneGuide {
    static func safeArea(_ frame: Rect) -> SceneGuide {
        SceneGuide(identifier: "UIViewSafeAreaLayoutGuide", layoutFrame: frame)
    }
    static func margins(_ frame: Rect) -> SceneGuide {
        SceneGuide(identifier: "UIViewLayoutMarginsGuide", layoutFrame: frame)
    }
}
