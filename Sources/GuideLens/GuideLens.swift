#if canImport(UIKit)
    import Foundation
    import UIKit

    /// GuideLens: live, dashed, colour-coded outlines of every layout guide in the app.
    ///
    /// Call ``install(shakeToToggle:remembersOverlayState:keyboardShortcut:)`` once at launch,
    /// then shake the device (Device ▸ Shake in the simulator), press ⌃⌥⌘G on a hardware
    /// keyboard, launch with `-GuideLensOverlay YES`, or set ``isOverlayVisible``:
    ///
    /// ```swift
    /// import GuideLens
    ///
    /// func application(_ application: UIApplication,
    ///                  didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    ///     GuideLens.install()
    ///     return true
    /// }
    /// ```
    ///
    /// Everything works in DEBUG builds of iOS, iPadOS, Mac Catalyst and tvOS apps: in Release
    /// (and on visionOS) the same API compiles and does nothing, and no runtime patching or
    /// overlay code is built, so call sites never need `#if DEBUG`.
    @MainActor
    public enum GuideLens {
        /// Installs GuideLens: patches `UIView.layoutSubviews` (once; the original always runs
        /// first, with its own selector) and, unless turned off, listens for shakes and the
        /// keyboard shortcut. Calling it again changes only the options it is given; an option
        /// left out (`nil`) keeps its current value (on first install: shake on, ⌃⌥⌘G, not
        /// remembered). Setting ``isOverlayVisible`` or calling ``toggle()`` first installs it
        /// with the defaults; a later call still applies every option, remembering included.
        ///
        /// - Parameters:
        ///   - shakeToToggle: whether shaking the device toggles the overlay. Turn it off when
        ///     another tool owns the shake; the event always reaches the app either way. A shake
        ///     that the system answers with "Undo Typing" (a text field is editing and has
        ///     something to undo) is left to the system.
        ///   - remembersOverlayState: whether the overlay's state survives relaunches (kept in
        ///     the app's `UserDefaults`). Ignored while tests run.
        ///   - keyboardShortcut: the key combination that toggles the overlay from a hardware
        ///     keyboard; ``OverlayShortcut/disabled`` turns it off.
        public static func install(
            shakeToToggle: Bool? = nil, remembersOverlayState: Bool? = nil,
            keyboardShortcut: OverlayShortcut? = nil
        ) {
            #if DEBUG && (os(iOS) || os(tvOS))
                OverlayRuntime.shared.install(
                    shakeToToggle: shakeToToggle, remembersOverlayState: remembersOverlayState,
                    keyboardShortcut: keyboardShortcut)
            #endif
        }

        /// Whether guides are drawn. Setting it shows or hides every overlay at once; under a
        /// test runner this is the only way the overlay comes on.
        public static var isOverlayVisible: Bool {
            get {
                #if DEBUG && (os(iOS) || os(tvOS))
                    return OverlayRuntime.shared.isOverlayOn
                #else
                    return false
                #endif
            }
            set {
                #if DEBUG && (os(iOS) || os(tvOS))
                    OverlayRuntime.shared.handle(.set(newValue), from: .api)
                #endif
            }
        }

        /// Posted on the main thread after the overlay is shown or hidden, whoever asked (shake,
        /// keyboard, API, FLEX, LLDB).
        package static let overlayVisibilityDidChange = Notification.Name(
            "GuideLensOverlayVisibilityDidChange")

        /// Shows or hides the overlay on behalf of another part of GuideLens (the FLEX panel),
        /// so observers know where the change came from.
        package static func setOverlayVisible(_ visible: Bool, from source: ToggleSource) {
            #if DEBUG && (os(iOS) || os(tvOS))
                OverlayRuntime.shared.handle(.set(visible), from: source)
            #endif
        }

        /// Shows the overlay if it is hidden, hides it if it is shown.
        public static func toggle() {
            #if DEBUG && (os(iOS) || os(tvOS))
                OverlayRuntime.shared.handle(.toggle, from: .api)
            #endif
        }

        /// How guides are drawn: colours and dashes per kind, labels, which kinds show.
        /// Changing it restyles every overlay:
        ///
        /// ```swift
        /// GuideLens.style.visibleKinds = [.custom, .stackSpacer]
        /// ```
        public static var style: OverlayStyle {
            get {
                #if DEBUG && (os(iOS) || os(tvOS))
                    return OverlayRuntime.shared.style
                #else
                    return .default
                #endif
            }
            set {
                #if DEBUG && (os(iOS) || os(tvOS))
                    OverlayRuntime.shared.style = newValue
                #endif
            }
        }

        /// A snapshot of `view` and every view under it, with their layout guides, after laying
        /// them out: what a test records or checks (see GuideLensTesting). It needs no window and
        /// no installed overlay; it reads only `layoutGuides`. Empty in Release builds.
        ///
        /// ```swift
        /// let snapshot = GuideLens.snapshot(of: cell.contentView)
        /// ```
        public static func snapshot(of view: UIView) -> Snapshot {
            #if DEBUG && (os(iOS) || os(tvOS))
                view.setNeedsLayout()
                view.layoutIfNeeded()
                let root = UIKitSnapshotReader.node(for: view)
                return Snapshot(
                    title: LiveHierarchy.className(of: view),
                    screenScale: Double(view.traitCollection.displayScale),
                    windows: [root])
            #else
                return Snapshot(windows: [])
            #endif
        }

        /// A snapshot of a view controller's view (loaded first), laid out; see ``snapshot(of:)-(UIView)``.
        public static func snapshot(of controller: UIViewController) -> Snapshot {
            #if DEBUG && (os(iOS) || os(tvOS))
                controller.loadViewIfNeeded()
                guard let view = controller.view else { return Snapshot(windows: []) }
                return snapshot(of: view)
            #else
                return Snapshot(windows: [])
            #endif
        }

        /// The one-page inspector of `view` and every view under it, as `guidelens html` writes
        /// it: the wireframe, the tree, and each guide's frames, constraints and `why` answer, in
        /// one HTML file that needs nothing but a browser. Write it to a file and attach it to a
        /// bug report. Empty in Release builds.
        ///
        /// ```swift
        /// try GuideLens.inspectorPage(of: window).write(to: url, atomically: true, encoding: .utf8)
        /// ```
        public static func inspectorPage(of view: UIView) -> String {
            #if DEBUG && (os(iOS) || os(tvOS))
                return SnapshotExport.page.text(for: snapshot(of: view))
            #else
                return ""
            #endif
        }

        /// Why `guide` is where it is: each position and size traced to the constraints and
        /// insets that place it, in the constraints' own numbers, what is free (an ambiguous
        /// layout) and what would fix it, and where each safe-area or margin inset comes from —
        /// the text `guidelens why` and LLDB's `showguides --why` print. Read on demand from the
        /// guide's whole view hierarchy, never during layout; empty in Release builds.
        ///
        /// ```swift
        /// print(GuideLens.whyHere(spacer))
        /// ```
        public static func whyHere(_ guide: UILayoutGuide) -> String {
            #if DEBUG && (os(iOS) || os(tvOS))
                guard var top = guide.owningView else { return "The guide has no owning view.\n" }
                while let superview = top.superview { top = superview }
                let snapshot = Snapshot(windows: [UIKitSnapshotReader.node(for: top)])
                return PlacementText.why(of: ObjectAddress(of: guide), in: snapshot)
            #else
                return ""
            #endif
        }

        /// Which layout guides Lookin and LookInside show, as items under their owning views in
        /// the inspector's tree and 3D view.
        public enum LookinGuides: Sendable {
            /// The kinds ``style`` shows (the default).
            case visibleKinds
            /// Every guide, whatever its kind.
            case everyKind
            /// None: GuideLens adds nothing to Lookin (for an app that answers Lookin's
            /// `lookin_customDebugInfos_4` itself).
            case off
        }

        /// Which guides Lookin and LookInside show: GuideLens answers LookinServer's
        /// `lookin_customDebugInfos_4` on every view that owns guides, in DEBUG builds, whether
        /// the overlay is on or off. Nothing to install; nothing runs until Lookin asks.
        ///
        /// ```swift
        /// GuideLens.lookinGuides = .everyKind
        /// ```
        public static var lookinGuides: LookinGuides {
            get {
                #if DEBUG && (os(iOS) || os(tvOS))
                    switch OverlayRuntime.shared.lookinSelection {
                    case .visibleKinds: return .visibleKinds
                    case .everyKind: return .everyKind
                    case .none: return .off
                    }
                #else
                    return .off
                #endif
            }
            set {
                #if DEBUG && (os(iOS) || os(tvOS))
                    switch newValue {
                    case .visibleKinds: OverlayRuntime.shared.lookinSelection = .visibleKinds
                    case .everyKind: OverlayRuntime.shared.lookinSelection = .everyKind
                    case .off: OverlayRuntime.shared.lookinSelection = .none
                    }
                #endif
            }
        }

        /// Calls `handler` with each constraint conflict Auto Layout resolves from now on (by
        /// breaking a constraint, as "Unable to simultaneously satisfy constraints" logs), for the
        /// app's own logging: the report as logged and `guidelens explain`'s explanation of it.
        /// `nil` stops it. The handler runs on the main queue after the layout pass that broke
        /// the constraint (never inside Auto Layout's own callback), so it may log, read frames or
        /// present something.
        ///
        /// ```swift
        /// GuideLens.onConstraintConflict { report in logger.warning("\(report.explanation)") }
        /// ```
        ///
        /// DEBUG builds only: the first call patches the engine callback Auto Layout calls before
        /// it logs (once; the original always runs, with its own selector). In Release it does
        /// nothing and no patching is built. Tests use GuideLensTesting's
        /// `assertNoConstraintConflicts` or `.noConstraintConflicts` instead.
        public static func onConstraintConflict(
            _ handler: (@Sendable (ConstraintConflictReport) -> Void)?
        ) {
            #if DEBUG && (os(iOS) || os(tvOS))
                ConflictCenter.shared.setReporter(handler)
                if handler != nil { ConstraintConflictObserver.start() }
            #endif
        }

        /// Starts hearing Auto Layout's conflicts for the test assertions of GuideLensTesting
        /// (patching once, as ``onConstraintConflict(_:)`` does). Returns whether conflicts can
        /// be heard: `false` in Release and where UIKit lacks the callback.
        @discardableResult
        package static func observeConstraintConflicts() -> Bool {
            #if DEBUG && (os(iOS) || os(tvOS))
                return ConstraintConflictObserver.start()
            #else
                return false
            #endif
        }

        /// Says, in a few lines, what decides whether guides appear, and prints it in DEBUG
        /// builds: the build, whether ``install(shakeToToggle:remembersOverlayState:keyboardShortcut:)``
        /// ran, which methods are patched and whether something replaced them after GuideLens, the
        /// overlay's state and what decided it, the windows, the guides found, drawn, hidden by
        /// ``style`` and skipped, and the views whose overlay container was repaired. The first
        /// line is the answer to "why do I see nothing?"; `showguides --doctor` prints the same
        /// from LLDB. In Release it says that GuideLens is inert.
        ///
        /// ```swift
        /// GuideLens.diagnose()  // or, paused in LLDB: po GuideLens.diagnose()
        /// ```
        @discardableResult
        public static func diagnose() -> String {
            #if DEBUG && (os(iOS) || os(tvOS))
                let text = Diagnosis(facts: OverlayRuntime.shared.diagnosisFacts()).text
            #elseif DEBUG && os(visionOS)
                let text = Diagnosis(facts: DiagnosisFacts(build: .noRuntime(platform: "visionOS"))).text
            #elseif DEBUG
                let text = Diagnosis(facts: DiagnosisFacts(build: .noRuntime(platform: "this platform"))).text
            #else
                let text = Diagnosis(facts: DiagnosisFacts(build: .release)).text
            #endif
            #if DEBUG
                print(text, terminator: "")
            #endif
            return text
        }

        /// Brings every overlay up to date now by walking every window: for views whose class
        /// overrides `layoutSubviews` without calling `super`, after a change that did not
        /// trigger layout. Does nothing while the overlay is hidden.
        public static func refresh() {
            #if DEBUG && (os(iOS) || os(tvOS))
                OverlayRuntime.shared.reconcileEveryView()
            #endif
        }
    }
#endif
