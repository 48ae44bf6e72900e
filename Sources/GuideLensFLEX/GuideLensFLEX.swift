#if canImport(UIKit)
    import UIKit
    #if canImport(GuideLens)
        import GuideLens  // one module with the rest under CocoaPods
    #endif
    #if DEBUG && canImport(FLEX)
        import FLEX
    #endif

    /// GuideLens inside FLEX: a "Layout Guides" entry in FLEX's main menu, and a row listing
    /// the view's guides in every view's object explorer.
    ///
    /// DEBUG builds only, like GuideLens: in Release the API compiles and does nothing.
    @MainActor
    public enum GuideLensFLEX {
        #if DEBUG && canImport(FLEX)
            private static var isRegistered = false
        #endif

        /// The title of the entry in FLEX's main menu.
        public static let entryName = "📐 Layout Guides"

        /// Installs GuideLens (``GuideLens/install(shakeToToggle:remembersOverlayState:keyboardShortcut:)``) and
        /// adds the panel to FLEX. Calling it again changes nothing.
        ///
        /// - Parameter shakeToToggle: whether shaking toggles the overlay; pass `false` when
        ///   FLEX (or another tool) already answers the shake. Left out, GuideLens keeps the
        ///   options it was installed with (or its defaults).
        public static func register(shakeToToggle: Bool? = nil) {
            #if DEBUG && canImport(FLEX)
                GuideLens.install(shakeToToggle: shakeToToggle)
                guard !isRegistered else { return }
                isRegistered = true
                FLEXManager.shared.registerGlobalEntry(
                    withName: entryName, viewControllerFutureBlock: { GuideListViewController() })
                // FLEX shows the shortcuts of the nearest class that has any: append to each
                // view class FLEX itself gives shortcuts, so every view shows the row.
                for viewClass in ViewShortcutClasses.all {
                    FLEXShortcutsFactory.append.properties([ViewShortcutClasses.propertyName]).forClass(
                        viewClass)
                }
            #endif
        }

        /// The Layout Guides panel itself, for an app that opens it from its own debug menu
        /// rather than FLEX's (push it on a navigation controller), or a test that checks what
        /// it lists. `nil` in Release builds.
        public static func makePanel() -> UIViewController? {
            #if DEBUG && canImport(FLEX)
                return GuideListViewController()
            #else
                return nil
            #endif
        }
    }
#endif
