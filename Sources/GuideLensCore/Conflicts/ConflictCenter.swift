import Foundation

/// The process-wide ``ConflictWatch`` and the app's conflict reporter: what the Auto Layout
/// adapter forwards each conflict to, from whatever thread reported it, and what the test
/// assertions open and close scopes on. All state is behind one lock.
package final class ConflictCenter: @unchecked Sendable {
    /// The process's center.
    package static let shared = ConflictCenter()

    private let lock = NSLockBox()
    private var watch = ConflictWatch()
    private var reporter: (@Sendable (ConstraintConflictReport) -> Void)?

    package init() {}

    /// The scope the running code is in, bound by ``withScope(_:)``.
    @TaskLocal package static var current: ConflictWatch.Scope?

    /// Whether anything listens: a scope is open or the app set a reporter. The adapter reads
    /// nothing from UIKit's arguments otherwise.
    package var isListening: Bool {
        lock.withLock { watch.openScopeCount > 0 || reporter != nil }
    }

    /// Sets (or with `nil` removes) the app's reporter, called for every conflict after the
    /// scopes have recorded it.
    package func setReporter(_ reporter: (@Sendable (ConstraintConflictReport) -> Void)?) {
        lock.withLock { self.reporter = reporter }
    }

    /// Records a conflict Auto Layout reported (see ``ConflictWatch`` for where it goes) and
    /// passes it to the app's reporter, outside the lock.
    package func record(_ conflict: ObservedConflict) {
        let scope = Self.current
        let reporter = lock.withLock { () -> (@Sendable (ConstraintConflictReport) -> Void)? in
            watch.record(conflict, current: scope)
            return self.reporter
        }
        reporter?(ConstraintConflictReport(conflict))
    }

    /// Opens a scope; pair with ``end(_:)``.
    package func begin() -> ConflictWatch.Scope {
        lock.withLock { watch.begin() }
    }

    /// Closes `scope` and returns what it saw.
    package func end(_ scope: ConflictWatch.Scope) -> [ConflictWatch.Entry] {
        lock.withLock { watch.end(scope) }
    }

    /// Runs `body` in a new scope bound to the running code, and returns what the scope saw
    /// with what `body` returned.
    package func withScope<Result>(_ body: () throws -> Result) rethrows -> (Result, [ConflictWatch.Entry]) {
        let scope = begin()
        do {
            let result = try Self.$current.withValue(scope) { try body() }
            return (result, end(scope))
        } catch {
            _ = end(scope)
            throw error
        }
    }

    /// ``withScope(_:)`` for asynchronous code.
    package func withScope<Result>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Result
    ) async rethrows -> (Result, [ConflictWatch.Entry]) {
        let scope = begin()
        do {
            let result = try await Self.$current.withValue(scope) { try await body() }
            return (result, end(scope))
        } catch {
            _ = end(scope)
            throw error
        }
    }
}
