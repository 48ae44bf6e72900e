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

        /// The flag every layout pass reads: with the overlay off, this read is all the
        /// swizzled `layoutSubviews` adds to the original.
        static var isOn = false

        private(set) var isInstalled = false
        private var overlaySwitch = OverlaySwitch()
        private var observer: Int?
        private var shakeToToggle = false
        private let hosts = NSHashTable<UIView>.weakObjects()
        private var classNames: [ObjectIdentifier: String] = [:]

        var style: OverlayStyle = .default {
            didSet { if style != oldValue, Self.isOn { reconcileEveryView() } }
        }

        var isOverlayOn: Bool { overlaySwitch.isOn }

        func install(shakeToToggle: Bool, remembersOverlayState: Bool) {
            guard !isInstalled else { return }
            isInstalled = true
            let arguments = ProcessInfo.processInfo.arguments
            if case .invalid(let message) = LaunchArgument.overlayRequest(in: arguments) {
                print("GuideLens: \(message); the argument is ignored")
            }
            overlaySwitch = OverlaySwitch(
                launchArguments: arguments, store: remembersOverlayState ? UserDefaultsOverlayStore() : nil)
            observer = overlaySwitch.addObserver { [weak self] isOn, _ in self?.respond(isOn: isOn) }
            MethodSwizzler.exchangeOnce(
                UIView.self, #selector(UIView.layoutSubviews),
                with: #selector(UIView.guideLensLayoutSubviews))
            self.shakeToToggle = shakeToToggle
            if shakeToToggle {
                MethodSwizzler.exchangeOnce(
                    UIApplication.self, #selector(UIApplication.sendEvent(_:)),
                    with: #selector(UIApplication.guideLensSendEvent(_:)))
            }
            GuideLensBridge.register(UIKitSnapshotProvider())
            // Keeps the debugger's C entry points in the binary: nothing else calls them.
            if GuideLensBridge.entryPointAddresses.contains(0) {
                print("GuideLens: the LLDB entry points are missing")
            }
            if overlaySwitch.isOn {
                Self.isOn = true
                // At launch the windows may not exist yet: walk once the run loop turns.
                Task { @MainActor in self.reconcileEveryView() }
            }
        }

        func handle(_ request: ToggleRequest, from source: ToggleSource) {
            overlaySwitch.handle(request, from: source, at: ProcessInfo.processInfo.systemUptime)
        }

        func shakeDetected() {
            guard shakeToToggle else { return }
            handle(.toggle, from: .shake)
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
            if view.layoutGuides.isEmpty, view.guideLensHost == nil { return }
            if let window = view.window, !OverlayScope.coversWindow(className: className(of: window)) {
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
                if !view.layoutGuides.isEmpty || view.guideLensHost != nil { updateOverlay(of: view) }
                return true
            }
        }

        private func updateOverlay(of view: UIView) {
            let guides = view.layoutGuides.map { guide in
                GuideSample(
                    identity: ObjectAddress(of: guide), className: className(of: guide),
                    identifier: guide.identifier, layoutFrame: Rect(guide.layoutFrame))
            }
            let owner = OwnerSample(className: className(of: view), bounds: Rect(view.bounds))
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

        /// The runtime class name, cached per class: class names are read on every pass.
        func className(of object: AnyObject) -> String {
            let type: AnyClass = object_getClass(object) ?? type(of: object)
            let key = ObjectIdentifier(type)
            if let name = classNames[key] { return name }
            let name = NSStringFromClass(type)
            classNames[key] = name
            return name
        }
    }

    extension ObjectAddress {
        /// The address of a live object, without retaining it.
        init(of object: AnyObject) {
            self.init(UInt64(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque())))
        }
    }

    extension UIView {
        /// Exchanged with `layoutSubviews`: after the exchange, calling this name runs the original.
        @objc func guideLensLayoutSubviews() {
            guideLensLayoutSubviews()
            if OverlayRuntime.isOn { OverlayRuntime.shared.layoutPassEnded(for: self) }
        }
    }

    extension UIApplication {
        /// Exchanged with `sendEvent(_:)`: the event is delivered first, untouched, so the app's
        /// own shake handling (and other tools') still gets it; then a shake toggles the overlay.
        @objc func guideLensSendEvent(_ event: UIEvent) {
            guideLensSendEvent(event)
            if event.type == .motion, event.subtype == .motionShake { OverlayRuntime.shared.shakeDetected() }
        }
    }

    /// Remembers the overlay's state in the app's `UserDefaults`, when the app opts in.
    final class UserDefaultsOverlayStore: OverlayStateStore {
        static let key = "GuideLensOverlayVisible"

        func loadOverlayState() -> Bool? { UserDefaults.standard.object(forKey: Self.key) as? Bool }

        func saveOverlayState(_ isOn: Bool) { UserDefaults.standard.set(isOn, forKey: Self.key) }
    }
#endif
