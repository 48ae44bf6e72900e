@_spi(Engine) import GuideLensCore

/// A guide placed in a scene.
typealias SceneGuide = HierarchyBuilder.Guide

/// Builds the sample scenes on the core's ``HierarchyBuilder``, on a phone-sized canvas, with
/// every guide's ambiguity stated as UIKit's reader states it.
final class SceneBuilder {
    private let builder = HierarchyBuilder()

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
        builder.window(size: size, guides: guides.map(Self.asReported), subviews: subviews)
    }

    func view(
        _ className: String = "UIView", frame: Rect, bounds: Rect? = nil, in parent: ViewCoordinates,
        clipsToBounds: Bool = false, guides: [SceneGuide] = [],
        subviews: (ViewCoordinates) -> [ViewNode] = { _ in [] }
    ) -> ViewNode {
        builder.view(
            className, frame: frame, bounds: bounds, in: parent, clipsToBounds: clipsToBounds,
            guides: guides.map(Self.asReported), subviews: subviews)
    }

    /// A full-screen view controller root view on the phone.
    func rootView(
        size: Size = SceneBuilder.phone, guides: [SceneGuide], in window: ViewCoordinates,
        subviews: (ViewCoordinates) -> [ViewNode]
    ) -> ViewNode {
        view(frame: Rect(origin: .zero, size: size), in: window, guides: guides, subviews: subviews)
    }

    /// The reader always states whether a guide's layout is ambiguous.
    private static func asReported(_ guide: SceneGuide) -> SceneGuide {
        var reported = guide
        reported.ambiguous = guide.ambiguous ?? false
        return reported
    }
}
