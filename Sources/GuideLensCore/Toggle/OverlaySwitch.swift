/// Where a request to show or hide the overlay came from.
package enum ToggleSource: String, Hashable, Sendable, CaseIterable {
    /// The device was shaken.
    case shake
    /// The keyboard shortcut (a hardware keyboard, Mac Catalyst, the simulator).
    case keyboardShortcut
    /// The app was launched with `-GuideLensOverlay YES` (or `NO`).
    case launchArgument
    /// The app called `GuideLens.toggle()` or set `isOverlayVisible`.
    case api
    /// The FLEX panel's switch.
    case flex
    /// LLDB's `showguides --on/--off/--toggle`.
    case lldb
    /// The state remembered from the last launch, restored at install.
    case persisted
}

/// Where in a physical shake a shake event was sent: UIKit reports one event as the shake
/// begins and another as it ends.
package enum ShakePhase: Hashable, Sendable {
    /// The shake began.
    case began
    /// The shake ended: the moment a shake counts.
    case ended
    /// The shake was cancelled (it went on too long, or died out): it does not count.
    case cancelled
    /// The event did not say.
    case unknown

    /// The phase for UIKit's private `shakeState` of a motion event (0 began, 1 ended,
    /// 2 cancelled), or `unknown` when the event has none or another value.
    package init(shakeState: Int?) {
        switch shakeState {
        case 0: self = .began
        case 1: self = .ended
        case 2: self = .cancelled
        default: self = .unknown
        }
    }
}

/// What a source asks for.
package enum ToggleRequest: Hashable, Sendable {
    /// Flip the overlay.
    case toggle
    /// Show (`true`) or hide (`false`) the overlay.
    case set(Bool)
}

/// Where the overlay's state is remembered across launches, when the app opts in.
package protocol OverlayStateStore: AnyObject {
    /// The remembered state, or `nil` when nothing was remembered.
    func loadOverlayState() -> Bool?
    /// Remembers the state.
    func saveOverlayState(_ isOn: Bool)
}

/// The overlay's on/off state and the rules for changing it, whatever asks.
///
/// Shake, keyboard shortcut, launch argument, API, FLEX and LLDB all come through
/// ``handle(_:from:at:)``. A shake within ``shakeDebounce`` seconds of the last change is
/// ignored: one physical shake can be reported more than once, and a shake that just turned the
/// overlay on must not turn it off again. Observers hear of each change exactly once; requests
/// that change nothing are not reported.
///
/// Where the state starts is decided once per launch, in this order: a request made by the app,
/// a tool or the user (it wins whenever it came); else the launch argument; else the state
/// remembered from the last launch, loaded the first time remembering is turned on. Under a test
/// runner (``isRunningTests``) neither the launch argument nor the remembered state counts, and
/// nothing is remembered: a test sees the overlay only when it turns it on itself.
package final class OverlaySwitch {
    /// Seconds after a change during which shakes are ignored.
    package static let shakeDebounce = 0.6

    /// Whether the overlay is shown.
    package private(set) var isOn = false
    /// Whether the process runs tests (see ``TestRunner``): launch arguments and remembered state
    /// are then ignored.
    package let isRunningTests: Bool
    private var lastChange: Double?
    private var store: (any OverlayStateStore)?
    /// Whether a request, or the launch argument, has decided the state this launch: the
    /// remembered state then no longer applies.
    private var isDecided = false
    private var hasLoadedRememberedState = false
    private var observer: ((Bool, ToggleSource) -> Void)?
    /// The source of the last request that counted (not a debounced shake).
    private var lastSource: ToggleSource?
    private var ignoredLaunchArgument = false
    private var ignoredRememberedState = false
    /// Why the launch argument was ignored, when its value could not be read.
    package private(set) var launchArgumentProblem: String?

    /// What decided the current state: the last request that counted; else, under a test
    /// runner, the test-runner rule; else nothing (the overlay starts off).
    package var decision: OverlayDecision {
        if let lastSource { return .request(lastSource) }
        if isRunningTests {
            return .testRunnerRule(
                ignoredLaunchArgument: ignoredLaunchArgument, ignoredRememberedState: ignoredRememberedState)
        }
        return .nothingAsked
    }

    /// Creates a switch that is off.
    ///
    /// - Parameter isRunningTests: whether the process runs tests; see ``TestRunner/isRunningTests(environment:)``.
    package init(isRunningTests: Bool = false) {
        self.isRunningTests = isRunningTests
    }

    /// Applies the `-GuideLensOverlay` launch argument, if there is one (and no test runner):
    /// a one-off for this launch, never remembered, and weaker than a request made before it.
    ///
    /// - Returns: why the argument is ignored when its value cannot be read, for the console.
    @discardableResult
    package func applyLaunchArgument(in arguments: [String], at time: Double) -> String? {
        let parsed = LaunchArgument.overlayRequest(in: arguments)
        guard !isRunningTests else {
            if parsed != .absent { ignoredLaunchArgument = true }
            return nil
        }
        switch parsed {
        case .absent: return nil
        case .invalid(let message):
            launchArgumentProblem = "\(message); the argument is ignored"
            return launchArgumentProblem
        case .value(let requested):
            guard !isDecided else { return nil }
            isDecided = true
            handle(.set(requested), from: .launchArgument, at: time)
            return nil
        }
    }

    /// Remembers the state in `store` from now on (`nil`: nowhere).
    ///
    /// The first time a store is given, the state it holds is loaded, unless a request or the
    /// launch argument already decided this launch's state; the decided state is then saved
    /// instead. Under a test runner the store is never read or written.
    package func remember(in store: (any OverlayStateStore)?, at time: Double) {
        guard !isRunningTests else {
            if store != nil { ignoredRememberedState = true }
            return
        }
        self.store = store
        guard let store else { return }
        if isDecided {
            store.saveOverlayState(isOn)
        } else if !hasLoadedRememberedState {
            hasLoadedRememberedState = true
            if let remembered = store.loadOverlayState() {
                handle(.set(remembered), from: .persisted, at: time)
            }
        }
    }

    /// Applies one shake event: a shake toggles when it ends (not when it begins or is
    /// cancelled); an event that does not say where in the shake it was sent toggles unless a
    /// change happened within ``shakeDebounce`` seconds (one physical shake sends two events).
    ///
    /// A shake the system offers as "shake to undo" (a text input is first responder and the
    /// app supports shake to edit) is left to the system: it never toggles the overlay.
    @discardableResult
    /// `systemUndoWantsShake` is asked only for a shake that would toggle.
    package func handleShake(
        _ phase: ShakePhase, at time: Double, systemUndoWantsShake: @autoclosure () -> Bool = false
    ) -> Bool {
        switch phase {
        case .began, .cancelled: return false
        case .ended, .unknown:
            guard !systemUndoWantsShake() else { return false }
            return handle(.toggle, from: .shake, at: time)
        }
    }

    /// Whether the system answers a shake with its "Undo Typing" alert: the app allows shake to
    /// edit, a text input is first responder, and there is something to undo or redo. Such a
    /// shake belongs to the user's text, not to the overlay.
    package static func systemUndoWantsShake(
        shakeToEditEnabled: Bool, textInputIsFirstResponder: Bool, canUndo: Bool, canRedo: Bool
    ) -> Bool {
        shakeToEditEnabled && textInputIsFirstResponder && (canUndo || canRedo)
    }

    /// Applies a request; returns whether the state changed.
    ///
    /// - Parameters:
    ///   - request: toggle or set.
    ///   - source: who asks; shakes are debounced.
    ///   - time: the current time in seconds on a monotonic clock.
    @discardableResult
    package func handle(_ request: ToggleRequest, from source: ToggleSource, at time: Double) -> Bool {
        if source == .shake, let lastChange, time - lastChange < Self.shakeDebounce, time >= lastChange {
            return false
        }
        if source != .persisted { isDecided = true }
        lastSource = source
        let wanted: Bool
        switch request {
        case .toggle: wanted = !isOn
        case .set(let value): wanted = value
        }
        guard wanted != isOn else { return false }
        isOn = wanted
        lastChange = time
        if source != .launchArgument, source != .persisted { store?.saveOverlayState(wanted) }
        observer?(wanted, source)
        return true
    }

    /// Calls `observer` with the new state and its source after every change (replacing the
    /// observer set before).
    package func onChange(_ observer: @escaping (Bool, ToggleSource) -> Void) {
        self.observer = observer
    }
}

/// The `-GuideLensOverlay` launch argument: Xcode's scheme editor passes `-Key value` pairs.
package enum LaunchArgument {
    /// The argument's name.
    package static let name = "-GuideLensOverlay"

    /// What the arguments ask for.
    package enum Parsed: Hashable, Sendable {
        /// The argument is not there.
        case absent
        /// The argument asks for this state.
        case value(Bool)
        /// The argument is there with a value that means nothing; the message says so.
        case invalid(String)
    }

    /// Reads `-GuideLensOverlay YES|NO` (also `true`/`false`, `1`/`0`, any case); the last
    /// occurrence wins.
    package static func overlayRequest(in arguments: [String]) -> Parsed {
        var result = Parsed.absent
        for (index, argument) in arguments.enumerated() where argument == name {
            guard index + 1 < arguments.count else {
                result = .invalid("\(name) needs a value: YES or NO")
                continue
            }
            switch arguments[index + 1].lowercased() {
            case "yes", "true", "1": result = .value(true)
            case "no", "false", "0": result = .value(false)
            default: result = .invalid("\(name) \(arguments[index + 1]): expected YES or NO")
            }
        }
        return result
    }
}
