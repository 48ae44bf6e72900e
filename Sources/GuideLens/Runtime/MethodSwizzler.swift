#if canImport(UIKit) && DEBUG
    import Foundation
    import ObjectiveC

    /// Exchanges two instance methods of a class, once per pair for the life of the process.
    ///
    /// The replacement calls itself to reach the original (after the exchange, its name points
    /// at the original implementation), so the original always runs.
    @MainActor
    enum MethodSwizzler {
        private static var exchanged: Set<String> = []

        /// Exchanges `original` and `replacement` on `type` unless that was done before.
        /// Returns whether the methods are exchanged now.
        @discardableResult
        static func exchangeOnce(_ type: AnyClass, _ original: Selector, with replacement: Selector) -> Bool {
            let key = NSStringFromClass(type) + "." + NSStringFromSelector(original)
            if exchanged.contains(key) { return true }
            guard let originalMethod = class_getInstanceMethod(type, original),
                let replacementMethod = class_getInstanceMethod(type, replacement)
            else { return false }
            method_exchangeImplementations(originalMethod, replacementMethod)
            exchanged.insert(key)
            return true
        }
    }
#endif
