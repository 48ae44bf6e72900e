import Foundation
@_spi(Engine) import GuideLensCore
import XCTest

#if canImport(Testing)
    import Testing
#endif

/// How serious a lint finding must be to fail ``assertNoLintFindings(in:atLeast:fileID:filePath:line:column:)``.
public enum LintLevel: Sendable {
    /// Warnings and errors fail (a collapsed spacer, a guide outside its owner, …).
    case warning
    /// Only errors fail (ambiguous layout, a frame that cannot be drawn, a guide without owner).
    case error
}

/// Fails the current test (XCTest or Swift Testing) when `snapshot` has a lint finding of
/// `level` or worse, listing each finding with its JSON path and rule id.
///
/// ```swift
/// assertNoLintFindings(in: GuideLens.snapshot(of: controller), atLeast: .error)
/// ```
///
/// - Returns: whether the snapshot passed.
@discardableResult
public func assertNoLintFindings(
    in snapshot: Snapshot, atLeast level: LintLevel = .warning, fileID: StaticString = #fileID,
    filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) -> Bool {
    let threshold: LintSeverity = level == .warning ? .warning : .error
    let findings = SnapshotLint(snapshot).findings.filter { $0.severity >= threshold }
    guard !findings.isEmpty else { return true }
    let noun = findings.count == 1 ? "finding" : "findings"
    reportFailure(
        "\(findings.count) lint \(noun):\n" + findings.map(\.line).joined(separator: "\n"),
        fileID: fileID, filePath: filePath, line: line, column: column)
    return false
}

/// Fails the current test unless `snapshot` has a guide named `name` (its identifier, or its
/// kind's name for UIKit's guides) whose `layoutFrame` is within `tolerance` points of `frame`
/// in every component.
///
/// ```swift
/// assertGuide("space1", in: snapshot, hasFrame: Rect(x: 145, y: 320, width: 100, height: 100))
/// ```
///
/// - Returns: whether the guide was found with that frame.
@discardableResult
public func assertGuide(
    _ name: String, in snapshot: Snapshot, hasFrame frame: Rect, tolerance: Double = 0.5,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
) -> Bool {
    let guides = snapshot.allGuides.map(\.guide).filter {
        $0.displayName == name || $0.kind.displayName == name
    }
    guard let guide = guides.first else {
        let known = snapshot.allGuides.map { $0.guide.displayName }.joined(separator: ", ")
        reportFailure(
            "no guide named \"\(name)\"; the snapshot has: \(known.isEmpty ? "no guide" : known)",
            fileID: fileID, filePath: filePath, line: line, column: column)
        return false
    }
    let actual = guide.layoutFrame.components
    let expected = frame.components
    let close = zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }
    guard close else {
        reportFailure(
            "\"\(name)\" has layoutFrame \(Description.cgRect(guide.layoutFrame)), expected \(Description.cgRect(frame)) "
                + "within \(NumberFormatting.shortest(tolerance)) pt",
            fileID: fileID, filePath: filePath, line: line, column: column)
        return false
    }
    return true
}

/// Records a failure at `location`; see ``reportFailure(_:fileID:filePath:line:column:)``.
func reportFailure(_ message: String, at location: FailureLocation) {
    #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: location.fileID, filePath: location.filePath, line: location.line,
                    column: location.column))
            return
        }
    #endif
    if let file = location.xcTestFile {
        XCTFail(message, file: file, line: UInt(location.line))
    } else {
        XCTFail(message)
    }
}

/// Records a failure where the test runs: Swift Testing's issue when a Swift Testing test is
/// running, XCTest's failure otherwise.
func reportFailure(
    _ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt
) {
    #if canImport(Testing)
        if Test.current != nil {
            Issue.record(
                Comment(rawValue: message),
                sourceLocation: SourceLocation(
                    fileID: fileID.description, filePath: filePath.description, line: Int(line),
                    column: Int(column)))
            return
        }
    #endif
    XCTFail(message, file: filePath, line: line)
}
