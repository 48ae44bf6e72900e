#if !canImport(ObjectiveC)
    import Foundation
    @_spi(Engine) import GuideLensCore
    import GuideLensTesting
    import Testing
    import XCTest

    /// The XCTest base class, run by hand with swift-corelibs-xctest: a test that causes a
    /// conflict fails once, with the explanation; one that causes none passes.
    @Suite("ConstraintConflictTestCase")
    struct ConstraintConflictTestCaseTests {
        final class Case: ConstraintConflictTestCase {
            var failures: [String] = []

            override func recordFailure(
                withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                expected: Bool
            ) {
                failures.append(description)
                super.recordFailure(
                    withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            }
        }

        /// What a run of a case left: its failures and how XCTest counted them.
        struct Outcome: Sendable {
            var failureCount: Int?
            var hasSucceeded: Bool?
            var failures: String
        }

        /// Runs a case with `body` as its test. XCTest runs `setUp` and `tearDown` in a task of
        /// its own and spins this thread until that task ends; started from a task of high
        /// priority, that task inherits it and is not queued behind every other test waiting
        /// for the pool (where it spun one of two cores for most of the run).
        static func run(
            _ name: String, _ body: @escaping @Sendable (XCTestCase) throws -> Void
        ) async -> Outcome {
            await Task(priority: .high) {
                let testCase = Case(name: name, testClosure: body)
                testCase.run()
                return Outcome(
                    failureCount: testCase.testRun?.failureCount,
                    hasSucceeded: testCase.testRun?.hasSucceeded,
                    failures: testCase.failures.joined())
            }.value
        }

        @Test("a test during which Auto Layout broke a constraint fails; a quiet one passes")
        func baseClass() async {
            let conflicting = await Self.run("conflicting") { _ in
                ConflictCenter.shared.record(ConstraintConflictAssertionTests.widths)
                ConflictCenter.shared.record(ConstraintConflictAssertionTests.widths)
            }
            #expect(conflicting.failureCount == 1)
            #expect(
                conflicting.failures.contains("UIKit broke constraint 2.")
                    && conflicting.failures.contains("Conflict 1: reported 2 times."))
            let quiet = await Self.run("quiet") { _ in }
            #expect(quiet.failureCount == 0)
            #expect(quiet.hasSucceeded == true)
        }
    }
#endif
