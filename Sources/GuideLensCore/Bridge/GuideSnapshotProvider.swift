import Foundation

/// What answers `guidelens_describe`: the UIKit layer in an app, a snapshot file in tests.
///
/// Implementations must never trust the address they are given: a provider looks for it
/// among the views it walks itself, so a wrong address from a debugger can only produce
/// ``BridgeError/notAView(_:)``, never a crash.
package protocol GuideSnapshotProvider: AnyObject, Sendable {
    /// The hierarchy of every window (`root` is `nil`) or the subtree of the view at `root`.
    ///
    /// Throws a ``BridgeError`` when it cannot answer.
    func snapshot(root: ObjectAddress?) throws -> Snapshot

    /// What decides whether guides appear, for `showguides --doctor`.
    func diagnosisFacts() throws -> DiagnosisFacts

    /// Applies a switch request from LLDB and makes it visible; returns the new state.
    func applyOverlay(_ request: ToggleRequest) throws -> Bool

    /// The conflict report Auto Layout is about to log, in its own words, for the broken
    /// constraint and the array of constraints at these addresses (the arguments of
    /// `UIViewAlertForUnsatisfiableConstraints`, read by the debugger at that breakpoint; the
    /// bridge has refused null ones). Those
    /// objects are reachable from nothing else (the array is made for the call), so the provider
    /// uses the addresses themselves, after checking that each is a live object of the expected
    /// class; anything else is a ``BridgeError``, never a crash.
    func conflictReport(broken: ObjectAddress, constraints: ObjectAddress) throws -> String
}
