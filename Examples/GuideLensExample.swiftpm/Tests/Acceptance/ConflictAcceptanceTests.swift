import GuideLens
import GuideLensTesting
import UIKit
import XCTest

/// The promise "Conflicts fail tests" (Documentation/Testing.md): a conflict Auto Layout really
/// resolves, on a real view in a window, fails `assertNoConstraintConflicts` and the XCTest base
/// class with `guidelens explain`'s text, reaches the app's DEBUG reporter, and a layout without
/// the conflict passes.
@MainActor
final class ConflictAcceptanceTests: XCTestCase {
    /// A box in `window` required to be 100 and 200 points wide at once (unless `fixed`, which
    /// lowers the second width to 999), laid out.
    static func layOutBox(in window: UIWindow, fixed: Bool = false) {
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.rootViewController?.view.addSubview(box)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        if fixed { wide.priority = UILayoutPriority(999) }
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            box.heightAnchor.constraint(equalToConstant: 40),
            box.widthAnchor.constraint(equalToConstant: 100), wide,
        ])
        window.layoutIfNeeded()
        if fixed { XCTAssertEqual(box.frame.width, 100, "the required width wins over the 999 one") }
    }

    /// What the explanation says of the box, whichever width UIKit breaks.
    static func explainsTheBox(_ text: String) -> Bool {
        text.contains("Auto Layout broke a constraint to resolve 1 conflict during this test:")
            && text.contains("width == 100") && text.contains("width == 200") && text.contains("← broken")
            && text.contains(".width is required to be 100 and 200 at once")
            && text.contains("Unable to simultaneously satisfy constraints.")
    }

    func testAConflictFailsTheAssertionAtItsLineWithTheExplanation() throws {
        try withWindow { window in
            let line = #line + 2
            XCTExpectFailure("the box is required to be 100 and 200 points wide") {
                assertNoConstraintConflicts { Self.layOutBox(in: window) }
            } issueMatcher: { issue in
                Self.explainsTheBox(issue.compactDescription)
                    && issue.sourceCodeContext.location?.lineNumber == line
                    && issue.sourceCodeContext.location?.fileURL.lastPathComponent
                        == "ConflictAcceptanceTests.swift"
            }
        }
    }

    func testTheSameLayoutWithTheConflictFixedPasses() throws {
        try withWindow { window in
            assertNoConstraintConflicts { Self.layOutBox(in: window, fixed: true) }
        }
    }

    func testTheBaseClassFailsATestThatCausedAConflict() throws {
        let conflicting = ConflictingTestCase(
            selector: #selector(ConflictingTestCase.layOutTheConflictingBox))
        conflicting.run()
        XCTAssertEqual(conflicting.testRun?.failureCount, 1)
        XCTAssertEqual(conflicting.issues.count, 1)
        XCTAssertTrue(Self.explainsTheBox(conflicting.issues.first ?? ""), conflicting.issues.first ?? "")
        let fixed = ConflictingTestCase(selector: #selector(ConflictingTestCase.layOutTheFixedBox))
        fixed.run()
        XCTAssertEqual(fixed.testRun?.failureCount, 0)
    }

    func testTheAppsReporterHearsEachConflictOutsideTests() throws {
        let reports = ReportLog()
        GuideLens.onConstraintConflict { report in reports.append(report) }
        defer { GuideLens.onConstraintConflict(nil) }
        try withWindow { window in
            Self.layOutBox(in: window)
        }
        XCTAssertTrue(reports.all.isEmpty, "the reporter waits for the layout pass to end")
        // It hears the conflict on the main queue, after Auto Layout's own callback returned.
        let deadline = Date().addingTimeInterval(2)
        while reports.all.isEmpty, Date() < deadline {
            RunLoop.main.run(until: Date().addingTimeInterval(0.01))
        }
        let report = try XCTUnwrap(reports.all.first)
        XCTAssertEqual(reports.all.count, 1)
        XCTAssertTrue(report.isOnMainThread)
        XCTAssertTrue(report.log.hasPrefix("Unable to simultaneously satisfy constraints."), report.log)
        XCTAssertTrue(
            report.explanation.contains(".width is required to be 100 and 200 at once"), report.explanation)
    }
}

/// Tests run by hand from ``ConflictAcceptanceTests`` (their names do not start with `test`,
/// so XCTest never runs them itself), keeping the failures they record.
final class ConflictingTestCase: ConstraintConflictTestCase {
    private(set) var issues: [String] = []

    override func record(_ issue: XCTIssue) {
        issues.append(issue.compactDescription)
        super.record(issue)
    }

    @MainActor @objc func layOutTheConflictingBox() throws {
        try withWindow { window in ConflictAcceptanceTests.layOutBox(in: window) }
    }

    @MainActor @objc func layOutTheFixedBox() throws {
        try withWindow { window in ConflictAcceptanceTests.layOutBox(in: window, fixed: true) }
    }
}

/// What the app's reporter was given, from whichever thread laid out.
private final class ReportLog: @unchecked Sendable {
    private let lock = NSLock()
    private var reports: [ConstraintConflictReport] = []

    func append(_ report: ConstraintConflictReport) {
        lock.lock()
        reports.append(report)
        lock.unlock()
    }

    var all: [ConstraintConflictReport] {
        lock.lock()
        defer { lock.unlock() }
        return reports
    }
}
