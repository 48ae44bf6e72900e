/// Where a request to show or hide the overlay came from.
public enum ToggleSource: String, Hashable, Sendable, CaseIterable {
    /// The device was shaken.
    case shake
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
public enum ShakePhase: Hashable, Sendable {
    /// The shake began.
    case began
    /// The shake ended: the moment a shake counts.
    case ended
    /// The shake was cancelled (it went on too long, or died out): it does not count.
    case cancelled
    /// The event did not say.
    case unknown
}

/// What a source asks for.
public enum ToggleRequest: Hashable, Sendable {
    /// Flip the overlay.
    case toggle
    /// Show (`true`) or hide (`false`) the overlay.
    case set(Bool)
}

/// Where the overlay's state is remembered across launches, when the app opts in.
public protocol OverlayStateStore: AnyObject {
    /// The remembered state, or `nil` when nothing was remembered.
    func loadOverlayState() -> Bool?
    /// Remembers the state.
    func saveOverlayState(_ isOn: Bool)
}

/// The overlay's on/off state and the rules for changing it, whatever asks.
///
/// Shake, launch argument, API, FLEX and LLDB all come through ``handle(_:from:at:)``. A
/// shake within ``shakeDebounce`` seconds of the last change is ignored: one physical shake
/// can be reported more than once, and a shake that just turned the overlay on must not turn
/// it off again. Observers hear of each change exactly once; requests that change nothing
/// are not reported.
public final class OverlaySwitch {
    /// Seconds after a change during which shakes are ignored.
    public static let shakeDebounce = 0.6

    /// Whether the overlay is shown.
    public private(set) var isOn: Bool
    private var lastChange: Double?
    private var store: (any OverlayStateStore)?
    private var observers: [Int: (Bool, ToggleSource) -> Void] = [:]
    private var nextObserver = 0
    private var changeCount = 0

    /// Creates a switch whose initial state is the launch argument's if there is one, else
    /// the store's, else off.
    ///
    /// - Parameters:
    ///   - launchArguments: the process arguments, searched for `-GuideLensOverlay`.
    ///   - store: where the state is remembered across launches; `nil` remembers nothing.
    public init(launchArguments: [String] = [], store: (any OverlayStateStore)? = nil) {
        self.store = store
        if case .value(let requested) = LaunchArgument.overlayRequest(in: launchArguments) {
            isOn = requested
        } else {
            isOn = store?.loadOverlayState() ?? false
        }
    }

    /// Takes the launch argument's state if there is one, else the store's, as a request
    /// observers hear about; from then on changes are remembered in `store` (`nil`: nowhere).
    /// A launch argument is a one-off: it is not remembered.
    public func restore(launchArguments: [String], store: (any OverlayStateStore)?, at time: Double) {
        self.store = store
        if case .value(let requested) = LaunchArgument.overlayRequest(in: launchArguments) {
            handle(.set(requested), from: .launchArgument, at: time)
        } else if let remembered = store?.loadOverlayState() {
            handle(.set(remembered), from: .persisted, at: time)
        }
    }

    /// Remembers changes in `store` from now on (`nil`: nowhere), without loading anything from
    /// it: the current state stands, whatever the store held.
    public func setStore(_ store: (any OverlayStateStore)?) {
        self.store = store
    }

    /// Applies one shake event: a shake toggles when it ends (not when it begins or is
    /// cancelled); an event that does not say
    /// where in the shake it was sent toggles unless a change happened within
    /// ``shakeDebounce`` seconds (one physical shake sends two events).
    @discardableResult
    public func handleShake(_ phase: ShakePhase, at time: Double) -> Bool {
        switch phase {
        case .began, .cancelled: false
        case .ended, .unknown: handle(.toggle, from: .shake, at: time)
        }
    }

    /// Applies a request; returns whether the state changed.
    ///
    /// - Parameters:
    ///   - request: toggle or set.
    ///   - source: who asks; shakes are debounced.
    ///   - time: the current time in seconds on a monotonic clock.
    @discardableResult
    public func handle(_ request: ToggleRequest, from source: ToggleSource, at time: Double) -> Bool {
        if source == .shake, let lastChange, time - lastChange < Self.shakeDebounce, time >= lastChange {
            return false
        }
        let wanted: Bool
        switch request {
        case .toggle: wanted = !isOn
        case .set(let value): wanted = value
        }
        guard wanted != isOn else { return false }
        isOn = wanted
        lastChange = time
        changeCount += 1
        let change = changeCount
        if source != .launchArgument, source != .persisted { store?.saveOverlayState(wanted) }
        for key in observers.keys.sorted() {
            // An observer that changed the state again has had every observer told of the
            // newer state already: telling the rest of this older one would be wrong.
            guard changeCount == change else { break }
            observers[key]?(wanted, source)
        }
        return true
    }

    /// Calls `observer` with the new state and its source after every change, until the
    /// returned token is passed to ``removeObserver(_:)``.
    @discardableResult
    public func addObserver(_ observer: @escaping (Bool, ToggleSource) -> Void) -> Int {
        nextObserver += 1
        observers[nextObserver] = observer
        return nextObserver
    }

    /// Stops calling an observer.
    public func removeObserver(_ token: Int) {
        observers[token] = nil
    }
}

/// The `-GuideLensOverlay` launch argument: Xcode's scheme editor passes `-Key value` pairs.
public enum LaunchArgument {
    /// The argument's name.
    public static let name = "-GuideLensOverlay"

    /// What the arguments ask for.
    public enum Parsed: Hashable, Sendable {
        /// The argument is not there.
        case absent
        /// The argument asks for this state.
        case value(Bool)
        /// The argument is there with a value that means nothing; the message says so.
        case invalid(String)
    }

    /// Reads `-GuideLensOverlay YES|NO` (also `true`/`false`, `1`/`0`, any case); the last
    /// occurrence wins.
    public static func overlayRequest(in arguments: [String]) -> Parsed {
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
