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
    /// exception is Auto Layout's own arguments, read while stopped where UIKit passes them.
    final class UIKitSnapshotProvider: GuideSnapshotProvider {
        func snapshot(root: ObjectAddress?) throws -> Snapshot {
            guard let result = MainThread.runIfMain({ UIKitSnapshotReader.snapshot(root: root) }) else {
                throw BridgeError.notMainThread
            }
            return try result.get()
        }

        /// Auto Layout's report for its own arguments: showguides calls this only while stopped in
        /// `UIViewAlertForUnsatisfiableConstraints`, whose two arguments are the broken constraint
        /// and the array of constraints; each is checked to be what it should be before use.
        func conflictReport(broken: ObjectAddress, constraints: ObjectAddress) throws -> String {
            guard let brokenPointer = UnsafeRawPointer(bitPattern: UInt(broken.value)),
                let arrayPointer = UnsafeRawPointer(bitPattern: UInt(constraints.value))
            else {
                throw BridgeError.providerFailed(
                    "no constraints at 0x0: stop at UIViewAlertForUnsatisfiableConstraints")
            }
            let report = MainThread.runIfMain { () -> String? in
                let brokenObject = Unmanaged<AnyObject>.fromOpaque(brokenPointer).takeUnretainedValue()
                let arrayObject = Unmanaged<AnyObject>.fromOpaque(arrayPointer).takeUnretainedValue()
                guard let constraint = brokenObject as? NSLayoutConstraint, let list = arrayObject as? NSArray
                else {
                    return nil
                }
                return ConstraintLog.report(
                    constraints: list.compactMap { ($0 as? NSLayoutConstraint)?.description },
                    broken: constraint.description)
            }
            guard let report else { throw BridgeError.notMainThread }
            guard let text = report else {
                throw BridgeError.providerFailed(
                    "the arguments are not a constraint and an array of constraints")
            }
            return text
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
