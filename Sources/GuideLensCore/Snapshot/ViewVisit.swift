/// A view reached while walking a snapshot, with where it sits.
package struct ViewVisit: Sendable {
    /// The view.
    package var view: ViewNode
    /// Its JSON path, such as `windows[0].subviews[2]`.
    package var path: String
    /// Its ancestors, outermost (the window) first.
    package var ancestors: [ViewNode]

    /// The nesting depth: 0 for a window.
    package var depth: Int { ancestors.count }

    /// What the clipping ancestors (and the view itself) leave visible of the view's content.
    package var clipping: Clipping {
        var clipping = Clipping.unclipped
        for view in ancestors + [view] {
            clipping = clipping.entering(viewFrameInWindow: view.frameInWindow, clips: view.clipsToBounds)
        }
        return clipping
    }

    /// Whether the view and all its ancestors are visible.
    package var isEffectivelyVisible: Bool {
        view.isVisible && ancestors.allSatisfy(\.isVisible)
    }
}
