import Testing

@testable @_spi(Engine) import GuideLensCore

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

    @Test("the debounce window: a shake at the very time of a change is ignored, one just at its end is not")
    func shakeDebounceBoundaries() {
        // At 0 the window's end is exactly representable: 0.6 − 0 is 0.6.
        let overlay = OverlaySwitch()
        #expect(overlay.handle(.toggle, from: .api, at: 0))
        #expect(!overlay.handle(.toggle, from: .shake, at: 0))
        #expect(overlay.handle(.toggle, from: .shake, at: OverlaySwitch.shakeDebounce))
        // A clock that reads earlier than the last change (a new monotonic origin) is no reason to
        // ignore a shake.
        let earlier = OverlaySwitch()
        #expect(earlier.handle(.toggle, from: .api, at: 50))
        #expect(earlier.handle(.toggle, from: .shake, at: 49.9))
    }

    @Test("the observer hears of each change exactly once, with its source")
    func observers() {
        let overlay = OverlaySwitch()
        var heard: [(Bool, ToggleSource)] = []
        overlay.onChange { heard.append(($0, $1)) }
        overlay.handle(.set(true), from: .flex, at: 0)
        overlay.handle(.set(true), from: .api, at: 1)
        overlay.handle(.toggle, from: .shake, at: 0.1)
        overlay.handle(.toggle, from: .shake, at: 5)
        overlay.handle(.toggle, from: .keyboardShortcut, at: 5.1)
        expectEqual(heard.map(\.0), [true, false, true])
        expectEqual(heard.map(\.1), [.flex, .shake, .keyboardShortcut])
    }

    @Test("the state is remembered through the store; the launch argument wins over it")
    func persistence() {
        let remembered = OverlaySwitch()
        remembered.remember(in: MemoryStore(true), at: 0)
        #expect(remembered.isOn)
        let launched = OverlaySwitch()
        launched.applyLaunchArgument(in: ["App", "-GuideLensOverlay", "NO"], at: 0)
        launched.remember(in: MemoryStore(true), at: 0)
        #expect(!launched.isOn)
        let store = MemoryStore(false)
        let overlay = OverlaySwitch()
        overlay.remember(in: store, at: 0)
        overlay.handle(.toggle, from: .api, at: 0)
        #expect(store.value == true && store.saves == 1)
        overlay.handle(.set(true), from: .api, at: 1)
        expectEqual(store.saves, 1)
        let empty = OverlaySwitch()
        empty.remember(in: MemoryStore(), at: 0)
        #expect(!empty.isOn)
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
        expectEqual(LaunchArgument.overlayRequest(in: arguments), parsed)
        let overlay = OverlaySwitch()
        let problem = overlay.applyLaunchArgument(in: arguments, at: 0)
        if case .invalid(let message) = parsed {
            #expect(!overlay.isOn)
            #expect(problem == message + "; the argument is ignored")
        } else {
            expectEqual(problem, nil)
        }
        // Under a test runner the argument is neither applied nor complained about.
        let underTest = OverlaySwitch(isRunningTests: true)
        #expect(underTest.applyLaunchArgument(in: arguments, at: 0) == nil && !underTest.isOn)
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

    @Test("UIKit's shake state reads as a phase; anything else is unknown")
    func shakeState() {
        #expect(
            [0, 1, 2, 3, -1, nil].map { ShakePhase(shakeState: $0) } == [
                .began, .ended, .cancelled, .unknown, .unknown, .unknown,
            ])
    }

    @Test("the system's claim on a shake is asked only for a shake that would toggle, and then wins")
    func systemUndoAskedOnlyWhenToggling() {
        let overlay = OverlaySwitch()
        var asked = 0
        func systemWants() -> Bool {
            asked += 1
            return true
        }
        // Called outside #expect, which would evaluate the argument itself to show it.
        let began = overlay.handleShake(.began, at: 0, systemUndoWantsShake: systemWants())
        let cancelled = overlay.handleShake(.cancelled, at: 0.1, systemUndoWantsShake: systemWants())
        #expect(!began && !cancelled && asked == 0)
        let ended = overlay.handleShake(.ended, at: 5, systemUndoWantsShake: systemWants())
        #expect(!ended && asked == 1 && !overlay.isOn)
    }

    @Test("a launch argument is applied, heard, and never remembered; a request made before it wins")
    func launchArgumentOrder() {
        let overlay = OverlaySwitch()
        var heard: [(Bool, ToggleSource)] = []
        overlay.onChange { heard.append(($0, $1)) }
        let store = MemoryStore(false)
        overlay.applyLaunchArgument(in: ["App", "-GuideLensOverlay", "YES"], at: 0)
        overlay.remember(in: store, at: 0)
        #expect(overlay.isOn && heard.map(\.1) == [.launchArgument])
        overlay.handle(.toggle, from: .api, at: 1)
        expectEqual(store.value, false)
        let early = OverlaySwitch()
        early.handle(.set(true), from: .api, at: 0)
        early.applyLaunchArgument(in: ["App", "-GuideLensOverlay", "NO"], at: 1)
        #expect(early.isOn)
    }

    @Test("a shake that the system offers as undo (a text input is active) never toggles")
    func shakeToUndo() {
        let overlay = OverlaySwitch()
        #expect(!overlay.handleShake(.ended, at: 1, systemUndoWantsShake: true))
        #expect(!overlay.isOn)
        #expect(overlay.handleShake(.ended, at: 2, systemUndoWantsShake: false))
        #expect(overlay.isOn)
        #expect(
            OverlaySwitch.systemUndoWantsShake(
                shakeToEditEnabled: true, textInputIsFirstResponder: true, canUndo: true, canRedo: false))
        #expect(
            OverlaySwitch.systemUndoWantsShake(
                shakeToEditEnabled: true, textInputIsFirstResponder: true, canUndo: false, canRedo: true))
        // Nothing to undo: the system shows no alert, so the shake is the overlay's.
        #expect(
            !OverlaySwitch.systemUndoWantsShake(
                shakeToEditEnabled: true, textInputIsFirstResponder: true, canUndo: false, canRedo: false))
        #expect(
            !OverlaySwitch.systemUndoWantsShake(
                shakeToEditEnabled: false, textInputIsFirstResponder: true, canUndo: true, canRedo: true))
        #expect(
            !OverlaySwitch.systemUndoWantsShake(
                shakeToEditEnabled: true, textInputIsFirstResponder: false, canUndo: true, canRedo: true))
    }
}

@Suite("Overlay switch: cancelled shakes and remembering")
struct OverlaySwitchStoreTests {
    @Test("a cancelled shake does not toggle")
    func cancelled() {
        let overlay = OverlaySwitch()
        #expect(!overlay.handleShake(.began, at: 0))
        #expect(!overlay.handleShake(.cancelled, at: 2.1))
        #expect(!overlay.isOn)
    }

    @Test("remembering turned on after other calls still loads the saved state, once")
    func rememberingLate() {
        // install() (or toggle's implicit install) ran without remembering; the app asks for it later.
        let overlay = OverlaySwitch()
        overlay.applyLaunchArgument(in: ["App"], at: 0)
        let store = MemoryStore(true)
        overlay.remember(in: store, at: 1)
        #expect(overlay.isOn && store.saves == 0)
        overlay.remember(in: nil, at: 2)
        overlay.handle(.set(false), from: .api, at: 3)
        overlay.remember(in: store, at: 4)  // a second time: the decided state stands and is saved
        #expect(!overlay.isOn && store.value == false)
    }

    @Test("an explicit request before remembering decides the state, which is then saved, not replaced")
    func explicitBeforeRemembering() {
        let overlay = OverlaySwitch()
        overlay.handle(.toggle, from: .api, at: 0)  // toggle() installed GuideLens first
        let store = MemoryStore(false)
        overlay.remember(in: store, at: 1)
        #expect(overlay.isOn && store.value == true)
        let launched = OverlaySwitch()
        launched.applyLaunchArgument(in: ["App", "-GuideLensOverlay", "YES"], at: 0)
        let other = MemoryStore(false)
        launched.remember(in: other, at: 1)
        #expect(launched.isOn)
    }

    @Test(
        "under a test runner the launch argument and the remembered state are ignored; explicit requests work"
    )
    func testRunner() {
        let overlay = OverlaySwitch(isRunningTests: true)
        let store = MemoryStore(true)
        overlay.applyLaunchArgument(in: ["App", "-GuideLensOverlay", "YES"], at: 0)
        overlay.remember(in: store, at: 0)
        #expect(!overlay.isOn)
        overlay.handle(.set(true), from: .api, at: 1)
        #expect(overlay.isOn && store.saves == 0)
    }

    @Test(
        "a test runner is recognised by the variables XCTest sets",
        arguments: [
            (["XCTestConfigurationFilePath": "/tmp/x.xctestconfiguration"], true),
            (["XCTestBundlePath": "/tmp/AppTests.xctest"], true),
            (["XCTestConfigurationFilePath": ""], false),
            (["HOME": "/Users/me"], false),
        ])
    func recognisesTestRunner(environment: [String: String], expected: Bool) {
        expectEqual(TestRunner.isRunningTests(environment: environment), expected)
    }
}

@Suite("Install options")
struct InstallOptionsTests {
    @Test("each call changes only the options it passes; the first starts from the defaults")
    func merging() {
        let first = InstallOptions.defaults.merging(remembersOverlayState: true)
        expectEqual(
            first,
            InstallOptions(shakeToToggle: true, remembersOverlayState: true, keyboardShortcut: .standard))
        // GuideLensFLEX.register(shakeToToggle: false) after the app's install(remembersOverlayState: true)
        let second = first.merging(shakeToToggle: false)
        #expect(second.remembersOverlayState && !second.shakeToToggle)
        let third = second.merging(keyboardShortcut: .disabled)
        #expect(third.keyboardShortcut == .disabled && third.remembersOverlayState && !third.shakeToToggle)
        expectEqual(third.merging(), third)
    }
}

@Suite("Keyboard shortcut")
struct OverlayShortcutTests {
    static let allThree: OverlayShortcut.Modifiers = [.control, .option, .command]
    static let presses: [(String, OverlayShortcut.Modifiers, Bool)] = [
        ("g", allThree, true), ("G", allThree, true), ("g", allThree.union(.shift), false),
        ("g", [.control, .command], false), ("h", allThree, false), ("g", [], false),
    ]

    @Test("matches the key with exactly its modifiers, letter case ignored", arguments: presses)
    func matching(key: String, modifiers: OverlayShortcut.Modifiers, expected: Bool) {
        expectEqual(
            OverlayShortcut.standard.matches(charactersIgnoringModifiers: key, modifiers: modifiers), expected
        )
    }

    @Test("a disabled shortcut or one without modifiers never fires, so typing never toggles")
    func neverWhileTyping() {
        #expect(!OverlayShortcut.disabled.matches(charactersIgnoringModifiers: "", modifiers: []))
        #expect(
            !OverlayShortcut(key: "g", modifiers: []).matches(charactersIgnoringModifiers: "g", modifiers: [])
        )
        expectEqual(OverlayShortcut.standard.description, "⌃⌥⌘G")
        expectEqual(OverlayShortcut.disabled.description, "none")
    }

    @Test("each modifier keeps its documented raw bit: a stored combination reads back the same")
    func rawBits() {
        expectEqual(OverlayShortcut.Modifiers.shift.rawValue, 1)
        expectEqual(OverlayShortcut.Modifiers.control.rawValue, 2)
        expectEqual(OverlayShortcut.Modifiers.option.rawValue, 4)
        expectEqual(OverlayShortcut.Modifiers.command.rawValue, 8)
        expectEqual(OverlayShortcut.Modifiers(rawValue: 14), Self.allThree)
    }
}

// Behaviours pinned after they were wrong once.
extension OverlaySwitchTests {
    @Test("an observer that switches the overlay again is heard in order: the last state heard is the state")
    func reentrantObserver() {
        let overlay = OverlaySwitch()
        var heard: [Bool] = []
        overlay.onChange { isOn, _ in
            heard.append(isOn)
            if isOn { overlay.handle(.set(false), from: .api, at: 1) }
        }
        overlay.handle(.set(true), from: .api, at: 0)
        #expect(!overlay.isOn)
        expectEqual(heard, [true, false])
    }
}
