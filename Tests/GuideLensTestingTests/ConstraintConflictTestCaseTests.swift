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

        @Test("a test during which Auto Layout broke a constraint fails; a quiet one passes")
        func baseClass() {
            let conflicting = Case(name: "conflicting") { _ in
                ConflictCenter.shared.record(ConstraintConflictAssertionTests.widths)
                ConflictCenter.shared.record(ConstraintConflictAssertionTests.widths)
            }
            conflicting.run()
            #expect(conflicting.testRun?.failureCount == 1)
            let failure = conflicting.failures.joined()
            #expect(
                failure.contains("UIKit broke constraint 2.")
                    && failure.contains("Conflict 1: reported 2 times."))
            let quiet = Case(name: "quiet") { _ in }
            quiet.run()
            #expect(quiet.testRun?.failureCount == 0)
            #expect(quiet.testRun?.hasSucceeded == true)
        }
    }
#endif
