#if canImport(UIKit) && DEBUG
    import Foundation
    #if canImport(GuideLensCore)
        import GuideLensCore  // one module with the rest under CocoaPods
    #endif
    import UIKit

    /// The one place that holds GuideLens's state in an app: the overlay switch, the style,
    /// and a weak registry of the views that host overlay layers. It reads UIKit and applies
    /// the core's answers; every decision is the core's.
    @MainActor
    final class OverlayRuntime {
        static let shared = OverlayRuntime()

        /// The flag every layout pass reads, from any thread, before anything else: with the
        /// overlay off, this read is all the exchanged `layoutSubviews` adds to the original.
        /// Written only on the main thread.
        nonisolated(unsafe) static var isOn = false

        private(set) var isInstalled = false
        private let overlaySwitch = OverlaySwitch()
        private var shakeToToggle = false
        private var remembersOverlayState = false
        private let hosts = NSHashTable<UIView>.weakObjects()
        private var classNames: [ObjectIdentifier: String] = [:]

        var style: OverlayStyle = .default {
            didSet { if style != oldValue, Self.isOn { reconcileEveryView() } }
        }

        var isOverlayOn: Bool { overlaySwitch.isOn }

        private init() {
            overlaySwitch.addObserver { [weak self] isOn, _ in self?.respond(isOn: isOn) }
        }

        /// Installs on first call; later calls change the options (a shake listener is added
        /// once, never removed: turning the option off makes it ignore shakes).
        func install(shakeToToggle: Bool?, remembersOverlayState: Bool?) {
            let shakeToToggle = shakeToToggle ?? (isInstalled ? self.shakeToToggle : true)
            let remembersOverlayState = remembersOverlayState ?? self.remembersOverlayState
            self.shakeToToggle = shakeToToggle
            if shakeToToggle {
                MethodSwizzler.exchangeOnce(
                    UIApplication.self, #selector(UIApplication.sendEvent(_:)),
                    with: #selector(UIApplication.guideLensSendEvent(_:)))
            }
            let storeChanged = remembersOverlayState != self.remembersOverlayState
            self.remembersOverlayState = remembersOverlayState
            guard !isInstalled else {
                // Later: swap where changes are remembered, never reload the state over the
                // current one (a launch argument wins for the whole launch).
                if storeChanged {
                    overlaySwitch.setStore(remembersOverlayState ? UserDefaultsOverlayStore() : nil)
                }
                return
            }
            isInstalled = true
            MethodSwizzler.exchangeOnce(
                UIView.self, #selector(UIView.layoutSubviews), with: #selector(UIView.guideLensLayoutSubviews)
            )
            GuideLensBridge.register(UIKitSnapshotProvider())
            // Keeps the debugger's C entry points in the binary: nothing else calls them.
            if GuideLensBridge.entryPointAddresses.contains(0) {
                print("GuideLens: the LLDB entry points are missing")
            }
            let arguments = ProcessInfo.processInfo.arguments
            if case .invalid(let message) = LaunchArgument.overlayRequest(in: arguments) {
                print("GuideLens: \(message); the argument is ignored")
            }
            restore(arguments: arguments)
            if overlaySwitch.isOn {
                // At launch the windows may not exist yet: walk again once the run loop turns.
                Task { @MainActor in self.reconcileEveryView() }
            }
        }

        private func restore(arguments: [String]) {
            overlaySwitch.restore(
                launchArguments: arguments, store: remembersOverlayState ? UserDefaultsOverlayStore() : nil,
                at: ProcessInfo.processInfo.systemUptime)
        }

        /// A request from the API, FLEX or LLDB. The first one installs GuideLens with its
        /// default options if the app did not call `install` itself.
        func handle(_ request: ToggleRequest, from source: ToggleSource) {
            if !isInstalled { install(shakeToToggle: nil, remembersOverlayState: nil) }
            overlaySwitch.handle(request, from: source, at: ProcessInfo.processInfo.systemUptime)
        }

        func shakeDetected(_ phase: ShakePhase) {
            guard shakeToToggle else { return }
            overlaySwitch.handleShake(phase, at: ProcessInfo.processInfo.systemUptime)
        }

        private func respond(isOn: Bool) {
            Self.isOn = isOn
            switch OverlayResponse.afterChange(isOn: isOn) {
            case .reconcileEveryView: reconcileEveryView()
            case .removeEveryOverlay: removeEveryOverlay()
            }
        }

        // MARK: Layout passes and walks

        /// Called after `view`'s original `layoutSubviews`, only while the overlay is on.
        func layoutPassEnded(for view: UIView) {
            let hasGuides = !view.layoutGuides.isEmpty
            let hasOverlay = view.guideLensHost != nil
            guard hasGuides || hasOverlay else { return }
            let window = view.window.map { className(of: $0) }
            guard
                OverlayScope.updatesOverlay(
                    hasGuides: hasGuides, hasOverlay: hasOverlay, windowClassName: window)
            else {
                return
            }
            updateOverlay(of: view)
        }

        /// Walks every window of every connected scene once, bringing each view's overlay up to date.
        func reconcileEveryView() {
            guard Self.isOn else { return }
            HierarchyWalk.depthFirst(from: Self.allWindows(), children: \.subviews) { view in
                if let window = view as? UIWindow,
                    !OverlayScope.coversWindow(className: className(of: window))
                {
                    return false
                }
                let hasGuides = !view.layoutGuides.isEmpty
                let hasOverlay = view.guideLensHost != nil
                if OverlayScope.updatesOverlay(
                    hasGuides: hasGuides, hasOverlay: hasOverlay, windowClassName: nil)
                {
                    updateOverlay(of: view)
                }
                return true
            }
        }

        private func updateOverlay(of view: UIView) {
            let guides = view.layoutGuides.map { guide in
                GuideSample(
                    identity: ObjectAddress(of: guide), className: className(of: guide),
                    identifier: guide.identifier, layoutFrame: Rect(guide.layoutFrame))
            }
            let scale = view.window?.screen.scale ?? view.traitCollection.displayScale
            let owner = OwnerSample(
                className: className(of: view), bounds: Rect(view.bounds), isScrollable: view is UIScrollView,
                displayScale: Double(scale))
            let host: OverlayHost
            if let existing = view.guideLensHost {
                host = existing
            } else {
                host = OverlayHost()
                view.guideLensHost = host
                hosts.add(view)
            }
            host.update(view: view, guides: guides, owner: owner, style: style)
        }

        private func removeEveryOverlay() {
            for view in hosts.allObjects { view.guideLensHost?.removeAll(from: view) }
        }

        // MARK: Reading UIKit

        /// Every window of every connected scene, back to front within each scene.
        static func allWindows() -> [UIWindow] {
            UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.flatMap(\.windows)
        }

        /// The class name as the core compares it, cached per runtime class: class names are
        /// read on every pass.
        func className(of object: AnyObject) -> String {
            let type: AnyClass = object_getClass(object) ?? type(of: object)
            let key = ObjectIdentifier(type)
            if let name = classNames[key] { return name }
            let name = ClassName.canonical(NSStringFromClass(type))
            classNames[key] = name
            return name
        }
    }

    extension ObjectAddress {
        /// The address of a live object, without retaining it.
        package init(of object: AnyObject) {
            self.init(UInt64(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())))
        }
    }

    extension UIView {
        /// Exchanged with `layoutSubviews`: after the exchange, calling this name runs the original.
        ///
        /// Nonisolated on purpose: an isolated `@objc` method checks its executor on every call,
        /// which would cost every layout pass of every view, and trap for views laid out off the
        /// main thread. Here the original runs first, then one flag read; UIKit is touched only
        /// on the main thread and only while the overlay is on.
        @objc nonisolated func guideLensLayoutSubviews() {
            guideLensLayoutSubviews()
            guard OverlayRuntime.isOn, Thread.isMainThread else { return }
            MainThread.runIfMain { OverlayRuntime.shared.layoutPassEnded(for: self) }
        }
    }

    extension UIApplication {
        /// Exchanged with `sendEvent(_:)`: the event is delivered first, untouched, so the app's
        /// own shake handling (and other tools') still gets it; then a shake toggles the overlay.
        @objc nonisolated func guideLensSendEvent(_ event: UIEvent) {
            guideLensSendEvent(event)
            guard Thread.isMainThread else { return }
            MainThread.runIfMain {
                guard event.type == .motion, event.subtype == .motionShake else { return }
                OverlayRuntime.shared.shakeDetected(UIApplication.shakePhase(of: event))
            }
        }

        /// Where in the shake the event was sent. UIKit's motion events carry a `shakeState`
        /// (0 as the shake begins, 1 as it ends, 2 if it is cancelled) that no public API exposes;
        /// it is read only if the event answers to it, and treated as unknown otherwise.
        private static func shakePhase(of event: UIEvent) -> ShakePhase {
            guard event.responds(to: NSSelectorFromString("shakeState")),
                let state = event.value(forKey: "shakeState") as? Int
            else { return .unknown }
            switch state {
            case 0: return .began
            case 1: return .ended
            case 2: return .cancelled
            default: return .unknown
            }
        }
    }

    /// Remembers the overlay's state in the app's `UserDefaults`, when the app opts in.
    final class UserDefaultsOverlayStore: OverlayStateStore {
        static let key = "GuideLensOverlayVisible"

        func loadOverlayState() -> Bool? { UserDefaults.standard.object(forKey: Self.key) as? Bool }

        func saveOverlayState(_ isOn: Bool) { UserDefaults.standard.set(isOn, forKey: Self.key) }
    }
#endif
