import Foundation
@_spi(Engine) import GuideLensCore

#if canImport(UIKit)
    import GuideLens
#endif

/// Runs `body` and fails the current test (XCTest or Swift Testing), at the assertion's own
/// source location, if Auto Layout broke a constraint to resolve a conflict while it ran. The
/// message explains each conflict as `guidelens explain` does (items, constraints as equations,
/// the broken one, hints), then gives the log as UIKit printed it.
///
/// ```swift
/// assertNoConstraintConflicts {
///     controller.loadViewIfNeeded()
///     controller.view.layoutIfNeeded()
/// }
/// ```
///
/// A conflict counts for the innermost scope of the code that caused it: a nested assertion
/// reports it, the enclosing one (or the `.noConstraintConflicts` trait) does not report it
/// again; a conflict Auto Layout repeats on every layout pass is one conflict. It works in
/// DEBUG builds, where GuideLens hears Auto Layout's conflicts from the engine callback UIKit
/// calls before it logs them; in Release it runs `body` and checks nothing.
///
/// - Returns: what `body` returned.
@discardableResult
public func assertNoConstraintConflicts<Result>(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, _ body: () throws -> Result
) rethrows -> Result {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard ConflictListening.start(at: location) else { return try body() }
    let (result, entries) = try ConflictCenter.shared.withScope(body)
    ConflictListening.report(entries, at: location)
    return result
}

/// ``assertNoConstraintConflicts(fileID:filePath:line:column:_:)`` for an asynchronous body,
/// which may await layout (an animation, a presentation).
@discardableResult
public func assertNoConstraintConflicts<Result: Sendable>(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column, _ body: @Sendable () async throws -> Result
) async rethrows -> Result {
    let location = FailureLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard await ConflictListening.startOnMain(at: location) else { return try await body() }
    let (result, entries) = try await ConflictCenter.shared.withScope(body)
    ConflictListening.report(entries, at: location)
    return result
}

/// Where a test failure is reported.
struct FailureLocation: Sendable {
    var fileID: String
    var filePath: String
    var line: Int
    var column: Int
    /// The file as XCTest takes it, when the location comes from a call site.
    var xcTestFile: StaticString?

    init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
        self.init(
            fileID: fileID.description, filePath: filePath.description, line: Int(line), column: Int(column))
        xcTestFile = filePath
    }

    init(fileID: String, filePath: String, line: Int, column: Int) {
        self.fileID = fileID
        self.filePath = filePath
        self.line = line
        self.column = column
    }
}

/// Starting to hear Auto Layout's conflicts, and failing a test for what a scope heard.
enum ConflictListening {
    /// Whether conflicts can be checked: in a DEBUG build on iOS or tvOS, the engine callback
    /// is patched (from the main thread, the first time). Anywhere UIKit is missing, conflicts
    /// come only from what is recorded into ``ConflictCenter`` (the tests of this module).
    /// When the callback cannot be patched a DEBUG test fails, rather than pass unchecked.
    static func start(at location: FailureLocation) -> Bool {
        #if DEBUG && (os(iOS) || os(tvOS))
            guard !ConflictCenter.shared.isObserving else { return true }
            guard Thread.isMainThread else {
                reportFailure(
                    "GuideLens must first check constraint conflicts from the main thread (it patches "
                        + "UIKit there, once); run this test on the main actor, or use the async assertion",
                    at: location)
                return false
            }
            return started(
                MainThread.runIfMain { GuideLens.observeConstraintConflicts() } ?? false, at: location)
        #else
            return true
        #endif
    }

    /// ``start(at:)`` from any context: the patch is made on the main actor.
    static func startOnMain(at location: FailureLocation) async -> Bool {
        #if DEBUG && (os(iOS) || os(tvOS))
            guard !ConflictCenter.shared.isObserving else { return true }
            let patched = await MainActor.run { GuideLens.observeConstraintConflicts() }
            return started(patched, at: location)
        #else
            return true
        #endif
    }

    private static func started(_ patched: Bool, at location: FailureLocation) -> Bool {
        #if DEBUG
            if !patched {
                reportFailure(
                    "GuideLens cannot hear Auto Layout's conflicts here: UIView has no "
                        + "engine:willBreakConstraint:dueToMutuallyExclusiveConstraints:, so nothing was checked",
                    at: location)
            }
        #endif
        return patched
    }

    /// Fails the current test with ``ConflictFailure``'s message when `entries` is not empty.
    static func report(_ entries: [ConflictWatch.Entry], at location: FailureLocation) {
        guard let message = ConflictFailure.message(for: entries) else { return }
        reportFailure(message, at: location)
    }
}
