/// A provider that answers from a fixed snapshot, as if it were a running app: used by the
/// Linux test host that LLDB tests attach to, and by anything that wants the bridge's
/// answers without UIKit.
///
/// Like the UIKit provider, it accepts only addresses of views in its hierarchy. It keeps
/// its own overlay switch and reports the state it would show, and diagnoses itself from the
/// snapshot's windows and guides: installed, nothing patched (it has no UIKit to patch).
package final class SnapshotFileProvider: GuideSnapshotProvider, @unchecked Sendable {
    private let lock = NSLockBox()
    private let snapshot: Snapshot
    private let conflictLog: String?
    private let overlaySwitch = OverlaySwitch()
    private var requests = 0.0

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
            // Each request a second after the last: never a shake, nothing to debounce.
            requests += 1
            overlaySwitch.handle(request, from: .lldb, at: requests)
            return overlaySwitch.isOn
        }
    }

    /// The facts of this stand-in: a DEBUG build of the host's platform, installed, nothing
    /// patched, its switch, and every guide of the snapshot in its window.
    package func diagnosisFacts() throws -> DiagnosisFacts {
        var facts = DiagnosisFacts(build: .debug(platform: "a test host without UIKit"))
        facts.isInstalled = true
        facts.options = .defaults
        lock.withLock {
            facts.isOverlayOn = overlaySwitch.isOn
            facts.overlayDecision = overlaySwitch.decision
        }
        facts.sceneCount = 1
        facts.windowClassNames = snapshot.windows.map(\.className)
        facts.guides = snapshot.allGuides.map { guide, owner in
            DiagnosisFacts.Guide(
                className: guide.className, identifier: guide.identifier,
                ownerClassName: owner.view.className,
                layoutFrame: guide.layoutFrame,
                windowClassName: (owner.ancestors.first ?? owner.view).className)
        }
        return facts
    }
}
