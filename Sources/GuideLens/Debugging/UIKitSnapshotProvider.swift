#if DEBUG && (os(iOS) || os(tvOS))
    #if canImport(GuideLensCore)
        @_spi(Engine) import GuideLensCore  // one module with the rest under CocoaPods
    #endif
    import QuartzCore
    import UIKit

    /// Answers LLDB's `showguides` inside the app: reads the live hierarchy into a snapshot.
    ///
    /// It touches UIKit only on the main thread. It never dereferences a view address it is
    /// given: it looks for a view with that address among the views it walks itself. The one
    /// exception is Auto Layout's own arguments, read at the breakpoint where UIKit passes them,
    /// and checked to be live heap objects of the expected classes first.
    final class UIKitSnapshotProvider: GuideSnapshotProvider {
        func snapshot(root: ObjectAddress?) throws -> Snapshot {
            guard let result = MainThread.runIfMain({ UIKitSnapshotReader.snapshot(root: root) }) else {
                throw BridgeError.notMainThread
            }
            return try result.get()
        }

        /// Auto Layout's report for its own arguments: showguides calls this only while stopped at
        /// the `UIViewAlertForUnsatisfiableConstraints` breakpoint, whose two arguments are the
        /// broken constraint and the array of constraints. Each address must be the start of a
        /// live heap block (``HeapObjectCheck``) and of the expected class before it is used.
        func conflictReport(broken: ObjectAddress, constraints: ObjectAddress) throws -> String {
            let report = MainThread.runIfMain { () -> String? in
                ObservedConflict(
                    broken: HeapObjectCheck.object(at: broken, as: NSLayoutConstraint.self),
                    constraints: HeapObjectCheck.object(at: constraints, as: NSArray.self)
                )?.logText
            }
            guard let report else {
                throw BridgeError.providerFailed(
                    "Auto Layout reported this conflict off the main thread; explain the logged text "
                        + "instead: showguides --conflict FILE")
            }
            guard let text = report else {
                throw BridgeError.providerFailed(
                    "the arguments are not a constraint and an array of constraints")
            }
            return text
        }

        func diagnosisFacts() throws -> DiagnosisFacts {
            guard let facts = MainThread.runIfMain({ OverlayRuntime.shared.diagnosisFacts() }) else {
                throw BridgeError.notMainThread
            }
            return facts
        }

        func applyOverlay(_ request: ToggleRequest) throws -> Bool {
            let state = MainThread.runIfMain { () -> Bool in
                OverlayRuntime.shared.handle(request, from: .lldb)
                // The process is paused: push the layer changes to the screen now.
                CATransaction.flush()
                return OverlayRuntime.shared.isOverlayOn
            }
            guard let state else { throw BridgeError.notMainThread }
            return state
        }
    }
#endif
