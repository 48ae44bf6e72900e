/// What decided the overlay's current state: what a diagnosis tells a user who sees no guides
/// (or guides they did not expect).
package enum OverlayDecision: Hashable, Sendable {
    /// Nothing has asked for a state this launch: the overlay starts off.
    case nothingAsked
    /// The last request that counted came from this source (it may have asked for the state the
    /// overlay already had).
    case request(ToggleSource)
    /// Tests are running and nothing asked since: the launch argument and the remembered state do
    /// not count under a test runner (``TestRunner``). Says which of the two was there and ignored.
    case testRunnerRule(ignoredLaunchArgument: Bool, ignoredRememberedState: Bool)
}
