import Foundation
@_spi(Engine) import GuideLensCore
import GuideLensTesting
import Testing

/// The conflict assertion and trait, fed with conflicts recorded as UIKit passes them (no
/// UIKit here: what the Auto Layout adapter forwards goes straight to the conflict center).
@Suite("Constraint conflicts fail tests")
struct ConstraintConflictAssertionTests {
    static let width100 = "<NSLayoutConstraint:0x600002a8c0f0 UIView:0x7fb63fc0a7d0.width == 100   (active)>"
    static let width200 = "<NSLayoutConstraint:0x600002a8c140 UIView:0x7fb63fc0a7d0.width == 200   (active)>"
    static let widths = ObservedConflict(constraints: [width100, width200], broken: width200)

    /// What Auto Layout's adapter does when the engine reports a conflict.
    static func autoLayoutBreaks(_ conflict: ObservedConflict = widths) {
        ConflictCenter.shared.record(conflict)
    }

    static func text(of issue: Issue) -> String { issue.comments.map(\.rawValue).joined() }

    @Test("no conflict: the assertion passes and returns what its body returned")
    func passes() {
        let value = assertNoConstraintConflicts { 42 }
        #expect(value == 42)
    }

    @Test("a conflict fails at the assertion's own line, with explain's text and the log")
    func fails() throws {
        let explained = ConflictExplanation(log: ConstraintLog.parse(Self.widths.logText)).text
        let line = #line + 2
        withKnownIssue {
            assertNoConstraintConflicts { Self.autoLayoutBreaks() }
        } matching: { issue in
            let text = Self.text(of: issue)
            return issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileName == "ConstraintConflictAssertionTests.swift"
                && text.contains(explained) && text.contains("← broken")
                && text.hasSuffix("As Auto Layout logged it:\n" + Self.widths.logText)
        }
    }

    @Test("nested assertions: the inner one reports its conflict, the outer one only its own")
    func nested() {
        let inner = ObservedConflict(constraints: [Self.width100], broken: Self.width100)
        let outerLine = #line + 2
        withKnownIssue {
            assertNoConstraintConflicts {
                Self.autoLayoutBreaks()
                assertNoConstraintConflicts { Self.autoLayoutBreaks(inner) }
            }
        } matching: { issue in
            // Each failure names one conflict: the outer one never repeats the inner one's.
            let text = Self.text(of: issue)
            guard text.contains("resolve 1 conflict during") else { return false }
            return issue.sourceLocation?.line == outerLine
                ? text.hasSuffix(Self.widths.logText) : text.hasSuffix(inner.logText)
        }
    }

    @Test("the asynchronous assertion fails at its line too, and a repeated conflict counts once")
    func asynchronous() async {
        let line = #line + 2
        await withKnownIssue {
            await assertNoConstraintConflicts {
                Self.autoLayoutBreaks()
                await Task.yield()
                Self.autoLayoutBreaks()
            }
        } matching: { issue in
            issue.sourceLocation?.line == line
                && Self.text(of: issue).contains("Conflict 1: reported 2 times.")
                && !Self.text(of: issue).contains("Conflict 2 of")
        }
    }

    @Test("the trait fails the test at the test's own location; it scopes test cases, never a suite")
    func trait() async throws {
        let test = try #require(Test.current)
        let trait: NoConstraintConflictsTrait = .noConstraintConflicts
        #expect(trait.isRecursive)
        #expect(trait.scopeProvider(for: test, testCase: nil) == nil)
        #expect(trait.scopeProvider(for: test, testCase: Test.Case.current) != nil)
        try await trait.provideScope(for: test, testCase: Test.Case.current) {}
        try await withKnownIssue {
            try await trait.provideScope(for: test, testCase: Test.Case.current) { Self.autoLayoutBreaks() }
        } matching: { issue in
            issue.sourceLocation == test.sourceLocation
                && Self.text(of: issue).contains("UIKit broke constraint 2.")
        }
    }
}

/// A suite under the trait, whose tests cause no conflict: they pass.
@Suite("The trait on a suite", .noConstraintConflicts)
struct NoConstraintConflictsSuiteTests {
    @Test("a test without conflicts passes under the trait, and its own assertions still work")
    func quiet() {
        #expect(assertNoConstraintConflicts { "laid out" } == "laid out")
    }
}
