#if DEBUG && (os(iOS) || os(tvOS))
    #if canImport(GuideLensCore)
        @_spi(Engine) import GuideLensCore  // one module with the rest under CocoaPods
    #endif
    import QuartzCore
    import UIKit

    /// Answers LLDB's `showguides` inside the app: reads the live hierarchy into a snapshot.
    ///
    /// It touches UIKit only on the main thread, and it never dereferences an address it is
    /// given: it looks for a view with that address among the views it walks itself.
    final class UIKitSnapshotProvider: GuideSnapshotProvider {
        func snapshot(root: ObjectAddress?) throws -> Snapshot {
            guard let result = MainThread.runIfMain({ UIKitSnapshotReader.snapshot(root: root) }) else {
                throw BridgeError.notMainThread
            }
            return try result.get()
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
