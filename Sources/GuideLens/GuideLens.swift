#if canImport(UIKit)
    import UIKit

    /// GuideLens: live, dashed, colour-coded outlines of every layout guide in the app.
    ///
    /// Call ``install(shakeToToggle:remembersOverlayState:)`` once at launch, then shake the
    /// device (Device ▸ Shake in the simulator), launch with `-GuideLensOverlay YES`, or set
    /// ``isOverlayVisible``. Everything works in DEBUG builds only: in Release the same API
    /// compiles, does nothing, and no runtime patching or overlay code is built, so call sites
    /// never need `#if DEBUG`.
    @MainActor
    public enum GuideLens {
        /// Installs GuideLens: patches `UIView.layoutSubviews` (once; the original always runs
        /// first) and, unless turned off, listens for shakes. Calling it again changes only the
        /// options it is given; an option left out (`nil`) keeps its current value (on first
        /// install: shake on, not remembered). Setting ``isOverlayVisible`` or calling
        /// ``toggle()`` first installs it with the defaults.
        ///
        /// - Parameters:
        ///   - shakeToToggle: whether shaking the device toggles the overlay. Turn it off when
        ///     another tool owns the shake; the event always reaches the app either way.
        ///   - remembersOverlayState: whether the overlay's state survives relaunches (kept in
        ///     the app's `UserDefaults`).
        public static func install(shakeToToggle: Bool? = nil, remembersOverlayState: Bool? = nil) {
            #if DEBUG
                OverlayRuntime.shared.install(
                    shakeToToggle: shakeToToggle, remembersOverlayState: remembersOverlayState)
            #endif
        }

        /// Whether guides are drawn. Setting it shows or hides every overlay at once.
        public static var isOverlayVisible: Bool {
            get {
                #if DEBUG
                    return OverlayRuntime.shared.isOverlayOn
                #else
                    return false
                #endif
            }
            set {
                #if DEBUG
                    OverlayRuntime.shared.handle(.set(newValue), from: .api)
                #endif
            }
        }

        /// Shows or hides the overlay on behalf of another part of GuideLens (the FLEX panel),
        /// so observers know where the change came from.
        package static func setOverlayVisible(_ visible: Bool, from source: ToggleSource) {
            #if DEBUG
                OverlayRuntime.shared.handle(.set(visible), from: source)
            #endif
        }

        /// Shows the overlay if it is hidden, hides it if it is shown.
        public static func toggle() {
            #if DEBUG
                OverlayRuntime.shared.handle(.toggle, from: .api)
            #endif
        }

        /// How guides are drawn: colours and dashes per kind, labels, which kinds show.
        /// Changing it restyles every overlay.
        public static var style: OverlayStyle {
            get {
                #if DEBUG
                    return OverlayRuntime.shared.style
                #else
                    return .default
                #endif
            }
            set {
                #if DEBUG
                    OverlayRuntime.shared.style = newValue
                #endif
            }
        }

        /// Brings every overlay up to date now by walking every window: for views whose class
        /// overrides `layoutSubviews` without calling `super`, after a change that did not
        /// trigger layout. Does nothing while the overlay is hidden.
        public static func refresh() {
            #if DEBUG
                OverlayRuntime.shared.reconcileEveryView()
            #endif
        }
    }
#endif
