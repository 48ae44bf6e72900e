#if DEBUG && (os(iOS) || os(tvOS))
    import Foundation

    /// Running main-actor code from a synchronous, nonisolated entry point (the debugger's C
    /// call) after checking that the thread really is the main thread.
    package enum MainThread {
        /// Runs `body` if this is the main thread; returns `nil` without running it otherwise.
        @discardableResult
        package static func runIfMain<Result>(_ body: @MainActor () throws -> Result) rethrows -> Result? {
            guard Thread.isMainThread else { return nil }
            // On the main thread, main-actor isolation holds; the SDK's standard library has
            // no `MainActor.assumeIsolated`, so the isolation is dropped from the type instead.
            return try withoutActuallyEscaping(body) { body in
                try unsafeBitCast(body, to: (() throws -> Result).self)()
            }
        }
    }
#endif
