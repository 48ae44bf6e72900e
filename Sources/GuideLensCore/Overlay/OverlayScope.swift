/// Which parts of an app's hierarchy the overlay covers.
///
/// Windows that belong to debugging tools or to the system keyboard are left alone: drawing
/// guides over FLEX's own interface or the keyboard's internals only hides what matters.
package enum OverlayScope {
    /// Window classes whose views get no overlay.
    package static let excludedWindowClassNames: Set<String> = [
        "FLEXWindow", "UITextEffectsWindow", "UIRemoteKeyboardWindow", "GuideLensFlashWindow",
    ]

    /// Whether views in a window of this class get an overlay.
    package static func coversWindow(className: String) -> Bool {
        !excludedWindowClassNames.contains(ClassName.canonical(className))
    }

    /// Whether a view's layout pass (or the toggle walk reaching it) should bring its overlay
    /// up to date: it has guides to draw or layers to take away, and its window is covered
    /// (a view not in a window yet is covered; it gets its overlay as it lays out).
    package static func updatesOverlay(hasGuides: Bool, hasOverlay: Bool, windowClassName: String?) -> Bool {
        guard hasGuides || hasOverlay else { return false }
        return windowClassName.map(coversWindow(className:)) ?? true
    }
}
