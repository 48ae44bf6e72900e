/// A provider that answers from a fixed snapshot, as if it were a running app: used by the
/// Linux test host that LLDB tests attach to, and by anything that wants the bridge's
/// answers without UIKit.
///
/// Like the UIKit provider, it accepts only addresses of views in its hierarchy. It keeps
/// its own overlay switch and reports the state it would show.
package final class SnapshotFileProvider: GuideSnapshotProvider, @unchecked Sendable {
    private let lock = NSLockBox()
    private let snapshot: Snapshot
    private let conflictLog: String?
    private var isOverlayOn = false

    /// Creates a provider serving `snapshot`, and `conflictLog` as the report for any pair of
    /// constraint addresses (a fixture standing for Auto Layout's report).
    package init(snapshot: Snapshot, conflictLog: String? = nil) {
        self.snapshot = snapshot
        self.conflictLog = conflictLog
    }

    /// The fixture report.
    package func conflictReport(broken: ObjectAddress, constraints: ObjectAddress) throws -> String {
        guard let conflictLog else { throw BridgeError.providerFailed("no conflict is being reported") }
        return conflictLog
    }

    /// The whole snapshot, or the subtree of the view at `root`.
    package func snapshot(root: ObjectAddress?) throws -> Snapshot {
        guard let root else { return snapshot }
        guard let subtree = snapshot.subtree(at: root) else { throw BridgeError.notAView(root) }
        return subtree
    }

    /// Switches the provider's overlay state and returns it.
    package func applyOverlay(_ request: ToggleRequest) throws -> Bool {
        lock.withLock {
            switch request {
            case .toggle: isOverlayOn.toggle()
            case .set(let value): isOverlayOn = value
            }
            return isOverlayOn
        }
    }
}
