#if canImport(Testing) && compiler(>=6.1)
    @_spi(Engine) import GuideLensCore
    import Testing

    /// A Swift Testing trait that fails a test, at the test's own source location, if Auto Layout
    /// broke a constraint to resolve a conflict while it ran; on a suite, every test in it.
    /// The message is ``assertNoConstraintConflicts(fileID:filePath:line:column:_:)``'s.
    ///
    /// ```swift
    /// @Suite(.noConstraintConflicts) @MainActor
    /// struct CheckoutLayoutTests { … }
    /// ```
    ///
    /// Each test (each case of a parameterized test) has its own scope: a conflict is counted
    /// for the test whose code caused it, even while other tests run in parallel; an assertion
    /// nested in the test reports its own conflicts, which the trait then does not report again.
    public struct NoConstraintConflictsTrait: TestTrait, SuiteTrait, TestScoping {
        /// Applies to every test of a suite, and of the suites inside it.
        public var isRecursive: Bool { true }

        /// Scopes each test case, never a whole suite (whose conflicts would have no test to
        /// fail).
        public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
            testCase == nil ? nil : self
        }

        /// Runs the test in its own conflict scope, then fails it for what the scope saw.
        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            let location = FailureLocation(
                fileID: test.sourceLocation.fileID, filePath: test.sourceLocation.filePath,
                line: test.sourceLocation.line, column: test.sourceLocation.column)
            guard await ConflictListening.startOnMain(at: location) else { return try await function() }
            let (_, entries) = try await ConflictCenter.shared.withScope(function)
            ConflictListening.report(entries, at: location)
        }
    }

    extension Trait where Self == NoConstraintConflictsTrait {
        /// Fails a test (every test of a suite) during which Auto Layout broke a constraint, with
        /// `guidelens explain`'s text for each conflict.
        public static var noConstraintConflicts: Self { NoConstraintConflictsTrait() }
    }
#endif
