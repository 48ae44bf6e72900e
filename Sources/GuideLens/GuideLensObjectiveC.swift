#if canImport(UIKit)
    import Foundation

    /// GuideLens for Objective-C apps, which cannot call the Swift `GuideLens` enum: the class
    /// is named `GuideLens` in Objective-C.
    ///
    /// ```objc
    /// @import GuideLens;
    ///
    /// - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
    ///     [GuideLens install];
    ///     return YES;
    /// }
    /// // elsewhere: GuideLens.overlayVisible = YES;  [GuideLens toggle];
    /// ```
    ///
    /// Like the Swift API it works in DEBUG builds and does nothing in Release. Calls made off
    /// the main thread do nothing (and `overlayVisible` reads `NO`) instead of trapping:
    /// Objective-C callers get no compiler check of the thread. Swift code uses the `GuideLens`
    /// enum instead; this class is not visible to it.
    @objc(GuideLens)
    @available(swift, obsoleted: 1, message: "use the GuideLens enum")
    public final class GuideLensObjectiveC: NSObject {
        /// Installs GuideLens with the default options (shake and ⌃⌥⌘G toggle, nothing remembered).
        @objc public static func install() {
            #if DEBUG && (os(iOS) || os(tvOS))
                MainThread.runIfMain { GuideLens.install() }
            #endif
        }

        /// Installs GuideLens with these options; see the Swift `GuideLens.install`.
        @objc(installWithShakeToToggle:remembersOverlayState:)
        public static func install(shakeToToggle: Bool, remembersOverlayState: Bool) {
            #if DEBUG && (os(iOS) || os(tvOS))
                MainThread.runIfMain {
                    GuideLens.install(
                        shakeToToggle: shakeToToggle, remembersOverlayState: remembersOverlayState)
                }
            #endif
        }

        /// Whether guides are drawn; setting it shows or hides every overlay.
        @objc(overlayVisible) public static var isOverlayVisible: Bool {
            get {
                #if DEBUG && (os(iOS) || os(tvOS))
                    return MainThread.runIfMain { GuideLens.isOverlayVisible } ?? false
                #else
                    return false
                #endif
            }
            set {
                #if DEBUG && (os(iOS) || os(tvOS))
                    MainThread.runIfMain { GuideLens.isOverlayVisible = newValue }
                #endif
            }
        }

        /// Shows the overlay if it is hidden, hides it if it is shown.
        @objc public static func toggle() {
            #if DEBUG && (os(iOS) || os(tvOS))
                MainThread.runIfMain { GuideLens.toggle() }
            #endif
        }

        /// Brings every overlay up to date now.
        @objc public static func refresh() {
            #if DEBUG && (os(iOS) || os(tvOS))
                MainThread.runIfMain { GuideLens.refresh() }
            #endif
        }
    }
#endif
