#if DEBUG && (os(iOS) || os(tvOS))
    #if canImport(GuideLensCore)
        @_spi(Engine) import GuideLensCore  // one module with the rest under CocoaPods
    #endif
    import Foundation
    import ObjectiveC
    import UIKit

    /// Hears each constraint conflict Auto Layout resolves, with Auto Layout's own arguments,
    /// and forwards them to the core's ``ConflictCenter``, which decides what they mean.
    ///
    /// The route: UIKit's layout engine calls its delegate, the view, with
    /// `-engine:willBreakConstraint:dueToMutuallyExclusiveConstraints:` (the `NSISEngineDelegate`
    /// protocol UIView adopts, in UIKitCore's class dumps), whose implementation logs "Unable to
    /// simultaneously satisfy constraints" through `UIViewAlertForUnsatisfiableConstraints`, the
    /// function Xcode's log tells developers to break on. That C function is internal to
    /// UIKitCore and cannot be replaced from an app; the Objective-C method can, and tools that
    /// catch conflicts in tests patch it (linkedin/LayoutTest-iOS, LYTAutolayoutFailureIntercepter;
    /// stripe/stripe-ios, the PaymentSheet example's AppDelegate+BrokenConstraints). Reading the
    /// console instead (yext/YXTUnsatisfiableConstraintsDetector polls ASL) comes late and cannot
    /// tell which test caused a conflict.
    ///
    /// GuideLens replaces it the same way as `layoutSubviews` (``MethodPatch``: once, keeping the
    /// implementation in force to call it with its own selector) and only when a test scope or the
    /// app's reporter asks. The original always runs; when nothing listens the replacement only
    /// reads one flag.
    @MainActor
    enum ConstraintConflictObserver {
        private typealias WillBreak =
            @convention(c) (UIView, Selector, AnyObject?, AnyObject?, AnyObject?) -> Void

        /// The engine-delegate selector Auto Layout calls before it logs a conflict.
        nonisolated static let selector = NSSelectorFromString(
            "engine:willBreakConstraint:dueToMutuallyExclusiveConstraints:")

        /// Patches the callback (once). Returns whether it is patched: `false` where UIKit has no
        /// such method (GuideLens then sees no conflict, and changes nothing).
        /// The patch as `GuideLens.diagnose()` reports it: patched only once a test or the app's
        /// reporter listens; it draws nothing, so it never decides whether guides appear.
        static var patch: DiagnosisFacts.PatchedMethod {
            let state = MethodPatch.state(of: UIView.self, selector)
            return DiagnosisFacts.PatchedMethod(
                name: "UIView.engine:willBreakConstraint:dueToMutuallyExclusiveConstraints:",
                isPatched: state.isPatched, isOurs: state.isOurs, drawsGuides: false)
        }

        @discardableResult
        static func start() -> Bool {
            let patched = MethodPatch.replaceOnce(UIView.self, selector, with: replacement)
            if patched { ConflictCenter.shared.markObserving() }
            return patched
        }

        /// The replacement's block. Nonisolated: Auto Layout reports on the thread that lays out.
        /// It reads the arguments (their descriptions, which UIKit itself logs from that thread)
        /// only while something listens, runs the original, then records.
        private nonisolated static func replacement(calling original: IMP) -> Any {
            let callOriginal = unsafeBitCast(original, to: WillBreak.self)
            let selector = Self.selector
            let block: @convention(block) (UIView, AnyObject?, AnyObject?, AnyObject?) -> Void = {
                view, engine, broken, constraints in
                let conflict =
                    ConflictCenter.shared.isListening
                    ? ObservedConflict(broken: broken, constraints: constraints) : nil
                callOriginal(view, selector, engine, broken, constraints)
                if let conflict {
                    // The scopes of tests record it now; the app's reporter hears it on the main
                    // queue once this layout pass is over, never inside the engine's callback.
                    ConflictCenter.shared.record(conflict) { DispatchQueue.main.async(execute: $0) }
                }
            }
            return block
        }
    }

    extension ObservedConflict {
        /// The conflict Auto Layout's arguments describe: the broken constraint and the array
        /// of constraints, as its engine callback and `UIViewAlertForUnsatisfiableConstraints`
        /// receive them. `nil` unless they are a constraint and an array.
        nonisolated init?(broken: AnyObject?, constraints: AnyObject?) {
            guard let broken = broken as? NSLayoutConstraint, let list = constraints as? NSArray else {
                return nil
            }
            self.init(
                constraints: list.compactMap { ($0 as? NSLayoutConstraint)?.description },
                broken: broken.description, isOnMainThread: Thread.isMainThread)
        }
    }
#endif
