#if DEBUG && (os(iOS) || os(tvOS))
    import Foundation
    #if canImport(GuideLensCore)
        @_spi(Engine) import GuideLensCore  // one module with the rest under CocoaPods
    #endif
    import UIKit

    /// The one place that holds GuideLens's state in an app: the options, the overlay switch,
    /// the style, and a weak registry of the views that host overlays. It reads UIKit and
    /// applies the core's answers; every decision is the core's.
    @MainActor
    final class OverlayRuntime {
        static let shared = OverlayRuntime()

        /// The flag every layout pass reads, from any thread, before anything else: with the
        /// overlay off, this read is all the patched `layoutSubviews` adds to the original.
        /// Written only on the main thread.
        nonisolated(unsafe) static var isOn = false

        private(set) var isInstalled = false
        private(set) var options = InstallOptions.defaults
        private let overlaySwitch: OverlaySwitch
        private let hosts = NSHashTable<UIView>.weakObjects()
        /// The views whose overlay container app code changed and GuideLens repaired, while they live.
        private let repairedViews = NSHashTable<UIView>.weakObjects()
        private let settings = OverlaySettings()

        var style: OverlayStyle {
            get { settings.style }
            set {
                guard newValue != settings.style else { return }
                settings.style = newValue
                if Self.isOn { reconcileEveryView() }
            }
        }

        var isOverlayOn: Bool { overlaySwitch.isOn }

        /// Which guides Lookin shows as items.
        var lookinSelection = LookinItems.Selection.visibleKinds

        private init() {
            let environment = ProcessInfo.processInfo.environment
            overlaySwitch = OverlaySwitch(isRunningTests: TestRunner.isRunningTests(environment: environment))
            overlaySwitch.onChange { [weak self] isOn, _ in self?.respond(isOn: isOn) }
        }

        private var now: Double { ProcessInfo.processInfo.systemUptime }

        /// Installs on first call; every call merges its options into the current ones (the
        /// core's ``InstallOptions`` rule). Remembering, turned on by any call, loads the saved
        /// state unless this launch's state was already decided.
        func install(shakeToToggle: Bool?, remembersOverlayState: Bool?, keyboardShortcut: OverlayShortcut?) {
            let wasRemembering = isInstalled && options.remembersOverlayState
            options = options.merging(
                shakeToToggle: shakeToToggle, remembersOverlayState: remembersOverlayState,
                keyboardShortcut: keyboardShortcut)
            if options.shakeToToggle || options.keyboardShortcut.isEnabled {
                // Patched once, never unpatched: options turned off later make it ignore events.
                UIApplication.patchSendEvent()
            }
            let isFirstInstall = !isInstalled
            if isFirstInstall {
                isInstalled = true
                UIView.patchLayoutSubviews()
                GuideLensBridge.register(UIKitSnapshotProvider())
                // Keeps the debugger's C entry points in the binary: nothing else calls them.
                if GuideLensBridge.entryPointAddresses.contains(0) {
                    print("GuideLens: the LLDB entry points are missing")
                }
                if let problem = overlaySwitch.applyLaunchArgument(
                    in: ProcessInfo.processInfo.arguments, at: now)
                {
                    print("GuideLens: \(problem)")
                }
            }
            if options.remembersOverlayState != wasRemembering {
                overlaySwitch.remember(
                    in: options.remembersOverlayState ? UserDefaultsOverlayStore() : nil, at: now)
            }
            if isFirstInstall, overlaySwitch.isOn {
                // At launch the windows may not exist yet: walk again once the run loop turns.
                Task { @MainActor in self.reconcileEveryView() }
            }
        }

        /// A request from the API, FLEX or LLDB. The first one installs GuideLens with the
        /// default options if the app did not call `install` itself.
        func handle(_ request: ToggleRequest, from source: ToggleSource) {
            if !isInstalled { install(shakeToToggle: nil, remembersOverlayState: nil, keyboardShortcut: nil) }
            overlaySwitch.handle(request, from: source, at: now)
        }

        /// An event the app has just delivered: a shake or the keyboard shortcut toggles.
        func eventDelivered(_ event: UIEvent) {
            switch event.type {
            case .motion:
                guard options.shakeToToggle, event.subtype == .motionShake else { return }
                overlaySwitch.handleShake(
                    UIApplication.shakePhase(of: event), at: now,
                    systemUndoWantsShake: UIApplication.shared.systemUndoWantsShake)
            case .presses:
                let shortcut = options.keyboardShortcut
                guard shortcut.isEnabled, let presses = (event as? UIPressesEvent)?.allPresses else { return }
                let pressed = presses.contains { press in
                    guard press.phase == .began, let key = press.key else { return false }
                    return shortcut.matches(
                        charactersIgnoringModifiers: key.charactersIgnoringModifiers,
                        modifiers: OverlayShortcut.Modifiers(key.modifierFlags))
                }
                if pressed { overlaySwitch.handle(.toggle, from: .keyboardShortcut, at: now) }
            default:
                return
            }
        }

        private func respond(isOn: Bool) {
            Self.isOn = isOn
            if isOn { reconcileEveryView() } else { removeEveryOverlay() }
            NotificationCenter.default.post(name: GuideLens.overlayVisibilityDidChange, object: nil)
        }

        // MARK: Layout passes and walks

        /// Called after `view`'s original `layoutSubviews`, only while the overlay is on.
        func layoutPassEnded(for view: UIView) {
            let guides = view.layoutGuides
            let hasOverlay = view.guideLensHost != nil
            guard !guides.isEmpty || hasOverlay else { return }
            let window = view.window.map { LiveHierarchy.className(of: $0) }
            guard
                OverlayScope.updatesOverlay(
                    hasGuides: !guides.isEmpty, hasOverlay: hasOverlay, windowClassName: window)
            else {
                return
            }
            updateOverlay(of: view, guides: guides)
        }

        /// Walks every window of every connected scene once, bringing each view's overlay up to date.
        func reconcileEveryView() {
            guard Self.isOn else { return }
            HierarchyWalk.depthFirst(from: LiveHierarchy.windows(), children: \.subviews) { view in
                if let window = view as? UIWindow,
                    !OverlayScope.coversWindow(className: LiveHierarchy.className(of: window))
                {
                    return false
                }
                let guides = view.layoutGuides
                let hasOverlay = view.guideLensHost != nil
                if OverlayScope.updatesOverlay(
                    hasGuides: !guides.isEmpty, hasOverlay: hasOverlay, windowClassName: nil)
                {
                    updateOverlay(of: view, guides: guides)
                }
                return true
            }
        }

        private func updateOverlay(of view: UIView, guides: [UILayoutGuide]) {
            let host: OverlayHost
            if let existing = view.guideLensHost {
                host = existing
            } else {
                host = OverlayHost()
                view.guideLensHost = host
                hosts.add(view)
            }
            let transition = OverlayTransition.forPass(
                inheritedAnimationDuration: UIView.inheritedAnimationDuration)
            host.update(
                view: view, reading: UIKitGuideOwner(view: view, guides: guides),
                settings: settings,
                transition: transition)
        }

        /// Notes that `view`'s overlay container was repaired, for the diagnosis.
        func containerRepaired(in view: UIView) {
            repairedViews.add(view)
        }

        // MARK: Diagnosis

        /// The platform this runtime was compiled for, as the diagnosis names it.
        private static var platformName: String {
            #if targetEnvironment(macCatalyst)
                return "Mac Catalyst"
            #elseif os(tvOS)
                return "tvOS"
            #else
                return "iOS"
            #endif
        }

        /// What decides whether guides appear, read from the runtime, the windows of every
        /// connected scene and the views holding an overlay; the core judges it.
        func diagnosisFacts() -> DiagnosisFacts {
            var facts = DiagnosisFacts(build: .debug(platform: Self.platformName))
            facts.isInstalled = isInstalled
            facts.options = isInstalled ? options : nil
            facts.patchedMethods = [
                UIView.layoutSubviewsPatch, UIApplication.sendEventPatch, ConstraintConflictObserver.patch,
            ]
            facts.isOverlayOn = overlaySwitch.isOn
            facts.overlayDecision = overlaySwitch.decision
            facts.launchArgumentProblem = overlaySwitch.launchArgumentProblem
            facts.sceneCount = UIApplication.shared.connectedScenes.count
            let windows = LiveHierarchy.windows()
            facts.windowClassNames = windows.map { LiveHierarchy.className(of: $0) }
            facts.visibleKinds = settings.style.visibleKinds
            // The windows GuideLens leaves alone (the keyboard's, FLEX's) are named, not read.
            for window in windows {
                let windowClassName = LiveHierarchy.className(of: window)
                guard OverlayScope.coversWindow(className: windowClassName) else { continue }
                HierarchyWalk.depthFirst(from: [window], children: \.subviews) { view in
                    facts.guides += Self.guideFacts(of: view, windowClassName: windowClassName)
                    return true
                }
            }
            for view in hosts.allObjects where view.window == nil {
                facts.guides += Self.guideFacts(of: view, windowClassName: nil)
            }
            facts.repairedContainerOwners = repairedViews.allObjects.map { LiveHierarchy.className(of: $0) }
            return facts
        }

        private static func guideFacts(of view: UIView, windowClassName: String?) -> [DiagnosisFacts.Guide] {
            let guides = view.layoutGuides
            guard !guides.isEmpty else { return [] }
            let owner = LiveHierarchy.className(of: view)
            return guides.map { guide in
                DiagnosisFacts.Guide(
                    className: LiveHierarchy.className(of: guide), identifier: guide.identifier,
                    ownerClassName: owner, layoutFrame: Rect(guide.layoutFrame),
                    windowClassName: windowClassName)
            }
        }

        private func removeEveryOverlay() {
            for view in hosts.allObjects { view.guideLensHost?.removeAll(from: view) }
        }
    }
#endif
