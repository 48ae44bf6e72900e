#if DEBUG && (os(iOS) || os(tvOS))
    import Foundation
    import ObjectiveC

    /// Replaces the implementation of a method once per process, keeping the implementation
    /// that ran before to call it with the method's own selector.
    ///
    /// Replacing (rather than exchanging two methods) matters when other tools patch the same
    /// method: the original always receives its real selector as `_cmd`, so a tool that forwards
    /// the message (`_objc_msgForward`, as Aspects does) or looks it up by name sees the call it
    /// expects, whether it patched before GuideLens or after.
    @MainActor
    enum MethodPatch {
        /// The implementation GuideLens installed, per `Class.selector`.
        private static var installed: [String: IMP] = [:]

        /// Whether `selector` on `type` was patched, and whether the method's implementation now is
        /// still the one GuideLens installed (another tool may have replaced it since): what the
        /// diagnosis reports.
        static func state(of type: AnyClass, _ selector: Selector) -> (isPatched: Bool, isOurs: Bool) {
            guard let ours = installed[key(type, selector)] else { return (false, false) }
            guard let method = class_getInstanceMethod(type, selector) else { return (true, false) }
            return (true, method_getImplementation(method) == ours)
        }

        private static func key(_ type: AnyClass, _ selector: Selector) -> String {
            NSStringFromClass(type) + "." + NSStringFromSelector(selector)
        }

        /// Replaces `selector` on `type` with the block `makeReplacement` returns for the
        /// implementation in force now (the class's own, one inherited, or another tool's), unless
        /// that was done before. Returns whether the method is patched now.
        @discardableResult
        static func replaceOnce(_ type: AnyClass, _ selector: Selector, with makeReplacement: (IMP) -> Any)
            -> Bool
        {
            let key = key(type, selector)
            if installed[key] != nil { return true }
            guard let method = class_getInstanceMethod(type, selector) else { return false }
            // The block needs the implementation it replaces before it exists: read it, install,
            // and check that nothing changed it in between (another thread patching the same
            // method); if something did, undo ours and try again with theirs.
            for _ in 0..<3 {
                let original = method_getImplementation(method)
                let replacement = imp_implementationWithBlock(makeReplacement(original))
                let replaced = class_replaceMethod(
                    type, selector, replacement, method_getTypeEncoding(method))
                if replaced == nil || replaced == original {
                    installed[key] = replacement
                    return true
                }
                if let replaced {
                    class_replaceMethod(type, selector, replaced, method_getTypeEncoding(method))
                }
                // Our block is not freed: the tool that patched in between may already call it
                // as its original. A few bytes, and only in this race.
            }
            return false
        }
    }
#endif
