import Foundation

/// The process-wide ``ConflictWatch`` and the app's conflict reporter: what the Auto Layout
/// adapter forwards each conflict to, from whatever thread reported it, and what the test
/// assertions open and close scopes on. All state is behind one lock.
package final class ConflictCenter: @unchecked Sendable {
    /// The process's center.
    package static let shared = ConflictCenter()

    private let lock = NSLockBox()
    private var watch = ConflictWatch()
    private var observing = false
    private var reporter: (@Sendable (ConstraintConflictReport) -> Void)?

    package init() {}

    /// The scope the running code is in, bound by ``withScope(_:)``. (Declared without the
    /// `@TaskLocal` macro, which iOS SDKs before Swift 5.9 lack.)
    package static let current = TaskLocal<ConflictWatch.Scope?>(wrappedValue: nil)

    /// Whether anything listens: a scope is open or the app set a reporter. The adapter reads
    /// nothing from UIKit's arguments otherwise.
    package var isListening: Bool {
        lock.withLock { watch.openScopeCount > 0 || reporter != nil }
    }

    /// Whether the adapter hears Auto Layout's conflicts (its patch is in place).
    package var isObserving: Bool { lock.withLock { observing } }

    /// Called by the adapter once its patch is in place.
    package func markObserving() {
        lock.withLock { observing = true }
    }

    /// Sets (or with `nil` removes) the app's reporter, called for every conflict after the
    /// scopes have recorded it.
    package func setReporter(_ reporter: (@Sendable (ConstraintConflictReport) -> Void)?) {
        lock.withLock { self.reporter = reporter }
    }

    /// Records a conflict Auto Layout reported (see ``ConflictWatch`` for where it goes) at
    /// once, and passes it to the app's reporter through `deliver`, outside the lock: the app
    /// hands over the main queue, so its reporter never runs inside Auto Layout's own callback.
    package func record(
        _ conflict: ObservedConflict,
        deliver: (@escaping @Sendable () -> Void) -> Void = { $0() }
    ) {
        let scope = Self.current.get()
        let reporter = lock.withLock { () -> (@Sendable (ConstraintConflictReport) -> Void)? in
            watch.record(conflict, current: scope)
            return self.reporter
        }
        guard let reporter else { return }
        deliver { reporter(ConstraintConflictReport(conflict)) }
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
            let result = try Self.current.withValue(scope) { try body() }
            return (result, end(scope))
        } catch {
            _ = end(scope)
            throw error
        }
    }

    /// ``withScope(_:)`` for asynchronous code (a sendable body: the SDKs' task-local API
    /// before Swift 6 cannot carry the caller's isolation).
    package func withScope<Result: Sendable>(
        _ body: @Sendable () async throws -> Result
    ) async rethrows -> (Result, [ConflictWatch.Entry]) {
        let scope = begin()
        do {
            let result = try await Self.current.withValue(scope, operation: body)
            return (result, end(scope))
        } catch {
            _ = end(scope)
            throw error
        }
    }
}
