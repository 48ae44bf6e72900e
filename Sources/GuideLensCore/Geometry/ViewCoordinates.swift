/// Converts rectangles between a view's own coordinate space and its window's.
///
/// A view's bounds origin is the point of its own space shown at its top-left corner (a
/// scroll view's content offset), so a point `p` in the view maps to
/// `frameInWindow.origin + (p - bounds.origin)` in the window. Transforms are not modelled:
/// on device the UIKit reader takes window frames from `convert(_:to:)`, which applies them;
/// this conversion serves snapshots that are built rather than read, such as the sample scenes.
@_spi(Engine)
public struct ViewCoordinates: Hashable, Sendable {
    /// The view's bounds: its own coordinate space.
    public var bounds: Rect
    /// Where the view's bounds rectangle sits in its window.
    public var frameInWindow: Rect

    /// Creates the coordinate space of a view from its bounds and its frame in the window.
    public init(bounds: Rect, frameInWindow: Rect) {
        self.bounds = bounds
        self.frameInWindow = frameInWindow
    }

    /// The window's own coordinate space for a window of the given size.
    public static func window(size: Size) -> ViewCoordinates {
        let rect = Rect(origin: .zero, size: size)
        return ViewCoordinates(bounds: rect, frameInWindow: rect)
    }

    /// The rectangle, given in this view's coordinates, in window coordinates.
    ///
    /// Non-finite input stays non-finite: the result is flagged by ``Rect/geometryIssue``
    /// downstream rather than trapping here.
    public func toWindow(_ rect: Rect) -> Rect {
        rect.offsetBy(
            dx: frameInWindow.minX - bounds.minX,
            dy: frameInWindow.minY - bounds.minY
        )
    }

    /// The coordinate space of a subview whose `frame` (in this view's coordinates) and
    /// `bounds` are known.
    public func child(frame: Rect, bounds: Rect) -> ViewCoordinates {
        ViewCoordinates(bounds: bounds, frameInWindow: toWindow(frame))
    }
}
