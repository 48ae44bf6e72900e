/// What the UIKit layer does when the overlay switch changes.
public enum OverlayResponse: Hashable, Sendable {
    /// Walk every window of every connected scene once and bring each view's overlay up to
    /// date: this also covers views whose class overrides `layoutSubviews` without calling
    /// `super`, which the swizzled method never sees.
    case reconcileEveryView
    /// Remove every overlay layer from every view that hosts one.
    case removeEveryOverlay

    /// The response to the switch turning on (`true`) or off (`false`).
    public static func afterChange(isOn: Bool) -> OverlayResponse {
        isOn ? .reconcileEveryView : .removeEveryOverlay
    }
}

/// Which parts of an app's hierarchy the overlay covers.
///
/// Windows that belong to debugging tools or to the system keyboard are left alone: drawing
/// guides over FLEX's own interface or the keyboard's internals only hides what matters.
public enum OverlayScope {
    /// Window classes whose views get no overlay.
    public static let excludedWindowClassNames: Set<String> = [
        "FLEXWindow", "UITextEffectsWindow", "UIRemoteKeyboardWindow", "GuideLensFlashWindow",
    ]

    /// Whether views in a window of this class get an overlay.
    public static func coversWindow(className: String) -> Bool {
        !excludedWindowClassNames.contains(ClassName.canonical(className))
    }

    /// Whether a view's layout pass (or the toggle walk reaching it) should bring its overlay
    /// up to date: it has guides to draw or layers to take away, and its window is covered
    /// (a view not in a window yet is covered; it gets its overlay as it lays out).
    public static func updatesOverlay(hasGuides: Bool, hasOverlay: Bool, windowClassName: String?) -> Bool {
        guard hasGuides || hasOverlay else { return false }
        return windowClassName.map(coversWindow(className:)) ?? true
    }
}

/// Visits a tree of views without recursion, so no hierarchy is too deep to walk.
public enum HierarchyWalk {
    /// Visits every node reachable from `roots`, each parent before its children, siblings in
    /// order. `visit` returns whether to go on into the node's children.
    public static func depthFirst<Node>(
        from roots: [Node], children: (Node) -> [Node], visit: (Node) -> Bool
    ) {
        var pending = Array(roots.reversed())
        while let node = pending.popLast() {
            if visit(node) { pending.append(contentsOf: children(node).reversed()) }
        }
    }
}
