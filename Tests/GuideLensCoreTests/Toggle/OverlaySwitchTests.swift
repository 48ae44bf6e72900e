import Testing

@testable import GuideLensCore

final class MemoryStore: OverlayStateStore {
    var value: Bool?
    var saves = 0
    init(_ value: Bool? = nil) { self.value = value }
    func loadOverlayState() -> Bool? { value }
    func saveOverlayState(_ isOn: Bool) {
        value = isOn
        saves += 1
    }
}

@Suite("Overlay switch")
struct OverlaySwitchTests {
    @Test("every source can toggle or set; requests that change nothing are not changes")
    func sources() {
        let overlay = OverlaySwitch()
        #expect(!overlay.isOn)
        for source in ToggleSource.allCases where source != .shake {
            #expect(overlay.handle(.toggle, from: source, at: 0))
            #expect(overlay.handle(.set(!overlay.isOn), from: source, at: 0))
            #expect(!overlay.handle(.set(overlay.isOn), from: source, at: 0))
        }
    }

    @Test("shakes within 0.6 s of a change are ignored; later ones toggle")
    func shakeDebounce() {
        let overlay = OverlaySwitch()
        #expect(overlay.handle(.toggle, from: .shake, at: 10))
        #expect(!overlay.handle(.toggle, from: .shake, at: 10.2))
        #expect(!overlay.handle(.toggle, from: .shake, at: 10.5))
        #expect(overlay.isOn)
        #expect(overlay.handle(.toggle, from: .shake, at: 10.625))
        #expect(!overlay.isOn)
        // Any change starts the window, and other sources are never debounced.
        #expect(overlay.handle(.toggle, from: .api, at: 20))
        #expect(!overlay.handle(.toggle, from: .shake, at: 20.1))
        #expect(overlay.handle(.toggle, from: .lldb, at: 20.1))
    }

    @Test("observers hear of each change exactly once, with its source, until removed")
    func observers() {
        let overlay = OverlaySwitch()
        var heard: [(Bool, ToggleSource)] = []
        let token = overlay.addObserver { heard.append(($0, $1)) }
        overlay.handle(.set(true), from: .flex, at: 0)
        overlay.handle(.set(true), from: .api, at: 1)
        overlay.handle(.toggle, from: .shake, at: 0.1)
        overlay.handle(.toggle, from: .shake, at: 5)
        #expect(heard.map(\.0) == [true, false])
        #expect(heard.map(\.1) == [.flex, .shake])
        overlay.removeObserver(token)
        overlay.handle(.toggle, from: .api, at: 9)
        #expect(heard.count == 2)
    }

    @Test("the state is remembered through the store; the launch argument wins over it")
    func persistence() {
        let store = MemoryStore(true)
        #expect(OverlaySwitch(store: store).isOn)
        #expect(!OverlaySwitch(launchArguments: ["App", "-GuideLensOverlay", "NO"], store: store).isOn)
        let overlay = OverlaySwitch(launchArguments: ["App"], store: store)
        overlay.handle(.toggle, from: .api, at: 0)
        #expect(store.value == false && store.saves == 1)
        overlay.handle(.set(false), from: .api, at: 1)
        #expect(store.saves == 1)
        #expect(!OverlaySwitch(store: MemoryStore()).isOn)
    }

    @Test(
        "the launch argument takes YES/NO, true/false, 1/0 and says what is wrong otherwise",
        arguments: [
            (["-GuideLensOverlay", "YES"], LaunchArgument.Parsed.value(true)),
            (["-GuideLensOverlay", "no"], .value(false)),
            (["-GuideLensOverlay", "1", "-GuideLensOverlay", "false"], .value(false)),
            (["-Other", "YES"], .absent),
            (["-GuideLensOverlay", "maybe"], .invalid("-GuideLensOverlay maybe: expected YES or NO")),
            (["-GuideLensOverlay"], .invalid("-GuideLensOverlay needs a value: YES or NO")),
        ])
    func launchArgument(arguments: [String], parsed: LaunchArgument.Parsed) {
        #expect(LaunchArgument.overlayRequest(in: arguments) == parsed)
        if case .invalid = parsed { #expect(!OverlaySwitch(launchArguments: arguments).isOn) }
    }
}

@Suite("Overlay switch: shakes and restoring")
struct OverlaySwitchShakeTests {
    @Test("a long shake toggles once, when it ends; events that do not say fall back to the time window")
    func shakePhases() {
        let overlay = OverlaySwitch()
        #expect(!overlay.handleShake(.began, at: 0))
        #expect(overlay.handleShake(.ended, at: 1.5))  // a shake longer than the window
        #expect(overlay.isOn)
        #expect(!overlay.handleShake(.began, at: 3))
        #expect(overlay.handleShake(.ended, at: 3.2))
        #expect(!overlay.isOn)
        #expect(overlay.handleShake(.unknown, at: 10))
        #expect(!overlay.handleShake(.unknown, at: 10.5))
        #expect(overlay.isOn)
    }

    @Test(
        "restoring at install: the launch argument wins and is not remembered; else the store's state; observers hear it"
    )
    func restore() {
        let overlay = OverlaySwitch()
        var heard: [(Bool, ToggleSource)] = []
        overlay.addObserver { heard.append(($0, $1)) }
        let store = MemoryStore(false)
        overlay.restore(launchArguments: ["App", "-GuideLensOverlay", "YES"], store: store, at: 0)
        #expect(overlay.isOn && store.value == false && store.saves == 0)
        #expect(heard.map(\.1) == [.launchArgument])
        overlay.handle(.toggle, from: .api, at: 1)
        #expect(store.value == false && store.saves == 1)
        let second = OverlaySwitch()
        second.restore(launchArguments: ["App"], store: MemoryStore(true), at: 0)
        #expect(second.isOn)
        let third = OverlaySwitch()
        third.handle(.set(true), from: .api, at: 0)  // asked for before install: kept
        third.restore(launchArguments: ["App"], store: nil, at: 1)
        #expect(third.isOn)
    }
}

@Suite("Overlay switch: cancelled shakes and changing the store")
struct OverlaySwitchStoreTests {
    @Test("a cancelled shake does not toggle")
    func cancelled() {
        let overlay = OverlaySwitch()
        #expect(!overlay.handleShake(.began, at: 0))
        #expect(!overlay.handleShake(.cancelled, at: 2.1))
        #expect(!overlay.isOn)
    }

    @Test("a new store takes later changes but does not replace the current state")
    func setStore() {
        let overlay = OverlaySwitch()
        overlay.restore(launchArguments: ["App", "-GuideLensOverlay", "YES"], store: nil, at: 0)
        let store = MemoryStore(false)
        overlay.setStore(store)
        #expect(overlay.isOn && store.saves == 0)
        overlay.handle(.toggle, from: .api, at: 1)
        #expect(store.value == false && store.saves == 1)
    }
}
