/// What the views that clip to their bounds leave visible, in window coordinates.
///
/// A guide inside a scroll view or any `clipsToBounds` view may be partly or wholly off
/// screen; the overlay and the renderer show only what a user could see.
package enum Clipping: Hashable, Sendable {
    /// No ancestor clips: everything is visible.
    case unclipped
    /// Only this region (window coordinates) is visible.
    case visible(Rect)
    /// Nothing is visible: clipping ancestors do not overlap, or one has a frame that
    /// cannot be drawn.
    case hidden

    /// The clipping inside a view with the given window frame, which clips when `clips`.
    package func entering(viewFrameInWindow frame: Rect, clips: Bool) -> Clipping {
        guard clips else { return self }
        guard frame.isDrawable else { return .hidden }
        switch self {
        case .unclipped: return .visible(frame)
        case .visible(let region): return region.intersection(frame).map(Clipping.visible) ?? .hidden
        case .hidden: return .hidden
        }
    }

    /// The visible part of `rect` (window coordinates), or `nil` when none of it shows or it
    /// cannot be drawn.
    package func visiblePart(of rect: Rect) -> Rect? {
        guard rect.isDrawable else { return nil }
        switch self {
        case .unclipped: return rect
        case .visible(let region): return rect.intersection(region)
        case .hidden: return nil
        }
    }
}
