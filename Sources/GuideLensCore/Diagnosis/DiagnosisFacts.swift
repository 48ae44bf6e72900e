/// What an app (or the debugger's stand-in) knows that decides whether guides appear, read
/// without judging it: ``Diagnosis`` makes every decision and every line from these facts.
///
/// The UIKit adapter fills it from its runtime (the build, `install`, the patched methods, the
/// overlay switch, the windows and every guide in them); in Release builds and on platforms
/// without the overlay runtime it has only ``build``.
package struct DiagnosisFacts: Hashable, Sendable {
    /// How GuideLens was built into the app.
    package enum Build: Hashable, Sendable {
        /// A Release build: the public API is there, its bodies do nothing.
        case release
        /// A DEBUG build for a platform where no overlay runtime is compiled (visionOS, macOS).
        case noRuntime(platform: String)
        /// A DEBUG build with the overlay runtime, on this platform.
        case debug(platform: String)
    }

    /// One method GuideLens replaces, as the runtime finds it now.
    package struct PatchedMethod: Hashable, Sendable {
        /// `Class.selector`, as users know it (`UIView.layoutSubviews`).
        package var name: String
        /// Whether GuideLens installed its implementation.
        package var isPatched: Bool
        /// Whether the method's current implementation is the one GuideLens installed; `false`
        /// when something replaced it after GuideLens (another tool's swizzle).
        package var isOurs: Bool
        /// Whether guides are drawn through this method (`layoutSubviews`), rather than only
        /// toggled through it (`sendEvent(_:)`).
        package var drawsGuides: Bool

        /// Creates the facts of one method.
        package init(name: String, isPatched: Bool, isOurs: Bool, drawsGuides: Bool) {
            self.name = name
            self.isPatched = isPatched
            self.isOurs = isOurs
            self.drawsGuides = drawsGuides
        }
    }

    /// One layout guide found in the app, as read.
    package struct Guide: Hashable, Sendable {
        /// The guide's class name.
        package var className: String
        /// The guide's identifier, empty when it has none.
        package var identifier: String
        /// The owning view's class name.
        package var ownerClassName: String
        /// The guide's `layoutFrame`, as read (it may be NaN or infinite).
        package var layoutFrame: Rect
        /// The class name of the owner's window, or `nil` when the owner is in no window.
        package var windowClassName: String?

        /// Creates the facts of one guide.
        package init(
            className: String, identifier: String, ownerClassName: String, layoutFrame: Rect,
            windowClassName: String?
        ) {
            self.className = className
            self.identifier = identifier
            self.ownerClassName = ownerClassName
            self.layoutFrame = layoutFrame
            self.windowClassName = windowClassName
        }
    }

    /// How GuideLens was built.
    package var build: Build
    /// Whether `GuideLens.install()` ran (directly, or through the first toggle).
    package var isInstalled = false
    /// The options `install` left, when it ran.
    package var options: InstallOptions?
    /// The methods GuideLens replaces, patched or not.
    package var patchedMethods: [PatchedMethod] = []
    /// Whether the overlay is on.
    package var isOverlayOn = false
    /// What decided the overlay's state.
    package var overlayDecision = OverlayDecision.nothingAsked
    /// Why the `-GuideLensOverlay` argument was ignored, if it could not be read.
    package var launchArgumentProblem: String?
    /// How many scenes are connected, when known.
    package var sceneCount: Int?
    /// The class name of every window seen, back to front.
    package var windowClassNames: [String] = []
    /// Every guide of every view in those windows (an app reads only the windows GuideLens draws
    /// in), and of views that hold an overlay but left their window.
    package var guides: [Guide] = []
    /// The kinds the style shows (`GuideLens.style.visibleKinds`).
    package var visibleKinds: Set<GuideKind> = OverlayStyle.defaultVisibleKinds
    /// The class names of the views whose overlay container app code detached, hid or moved, and
    /// GuideLens put back, since install (each view once).
    package var repairedContainerOwners: [String] = []

    /// Facts with only the build known; the rest as before install.
    package init(build: Build) {
        self.build = build
    }
}
