import Foundation

/// A lock usable from Swift 6 code on every platform the core builds for.
final class NSLockBox: @unchecked Sendable {
    private let lock = NSLock()

    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}
