import Testing

@testable @_spi(Engine) import GuideLensCore

@Suite("Overlay decision")
struct OverlayDecisionTests {
    @Test("nothing asked, then the last request that counted decides")
    func lastRequest() {
        let overlaySwitch = OverlaySwitch()
        expectEqual(overlaySwitch.decision, .nothingAsked)
        overlaySwitch.handle(.set(true), from: .flex, at: 10)
        expectEqual(overlaySwitch.decision, .request(.flex))
        // A request for the state the overlay already has still decides it.
        overlaySwitch.handle(.set(true), from: .lldb, at: 20)
        expectEqual(overlaySwitch.decision, .request(.lldb))
        // A shake inside the debounce window does not count.
        overlaySwitch.handle(.toggle, from: .keyboardShortcut, at: 30)
        overlaySwitch.handleShake(.ended, at: 30 + OverlaySwitch.shakeDebounce / 2)
        expectEqual(overlaySwitch.decision, .request(.keyboardShortcut))
        overlaySwitch.handleShake(.ended, at: 30 + OverlaySwitch.shakeDebounce)
        expectEqual(overlaySwitch.decision, .request(.shake))
        // A shake the system keeps for Undo does not count either.
        overlaySwitch.handle(.toggle, from: .api, at: 40)
        overlaySwitch.handleShake(.ended, at: 50, systemUndoWantsShake: true)
        expectEqual(overlaySwitch.decision, .request(.api))
    }

    @Test("the launch argument and the remembered state are named when they decide")
    func launchArgumentAndRememberedState() {
        let launched = OverlaySwitch()
        launched.applyLaunchArgument(in: ["App", "-GuideLensOverlay", "NO"], at: 1)
        expectEqual(launched.decision, .request(.launchArgument))
        expectEqual(launched.launchArgumentProblem, nil)
        let remembered = OverlaySwitch()
        remembered.remember(in: MemoryStore(true), at: 1)
        expectEqual(remembered.decision, .request(.persisted))
        let nothingRemembered = OverlaySwitch()
        nothingRemembered.remember(in: MemoryStore(nil), at: 1)
        expectEqual(nothingRemembered.decision, .nothingAsked)
    }

    @Test("an unreadable launch argument is kept for the diagnosis and decides nothing")
    func unreadableLaunchArgument() {
        let overlaySwitch = OverlaySwitch()
        let problem = overlaySwitch.applyLaunchArgument(in: ["-GuideLensOverlay", "maybe"], at: 1)
        expectEqual(problem, "-GuideLensOverlay maybe: expected YES or NO; the argument is ignored")
        expectEqual(overlaySwitch.launchArgumentProblem, problem)
        expectEqual(overlaySwitch.decision, .nothingAsked)
    }

    @Test("under a test runner the rule decides, naming what it ignored, until a request comes")
    func testRunnerRule() {
        let bare = OverlaySwitch(isRunningTests: true)
        // No argument at launch is nothing ignored.
        bare.applyLaunchArgument(in: ["App", "-SomeOtherFlag", "YES"], at: 1)
        expectEqual(
            bare.decision, .testRunnerRule(ignoredLaunchArgument: false, ignoredRememberedState: false))
        let overlaySwitch = OverlaySwitch(isRunningTests: true)
        overlaySwitch.applyLaunchArgument(in: ["-GuideLensOverlay", "YES"], at: 1)
        expectEqual(
            overlaySwitch.decision,
            .testRunnerRule(ignoredLaunchArgument: true, ignoredRememberedState: false))
        overlaySwitch.remember(in: MemoryStore(true), at: 2)
        expectEqual(
            overlaySwitch.decision, .testRunnerRule(ignoredLaunchArgument: true, ignoredRememberedState: true)
        )
        // Remembering turned off is nothing ignored.
        let notRemembering = OverlaySwitch(isRunningTests: true)
        notRemembering.remember(in: nil, at: 1)
        expectEqual(
            notRemembering.decision,
            .testRunnerRule(ignoredLaunchArgument: false, ignoredRememberedState: false))
        overlaySwitch.handle(.set(true), from: .api, at: 3)
        expectEqual(overlaySwitch.decision, .request(.api))
        #expect(overlaySwitch.isOn)
    }
}
