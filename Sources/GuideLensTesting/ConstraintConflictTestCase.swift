import Foundation
@_spi(Engine) import GuideLensCore
import XCTest

/// An XCTest base class whose every test fails if Auto Layout broke a constraint to resolve a
/// conflict while it ran (its `setUp` and `tearDown` included), with
/// ``assertNoConstraintConflicts(fileID:filePath:line:column:_:)``'s message. XCTest reports
/// the failure on the test itself; for a failure at a line, use the assertion.
///
/// ```swift
/// final class CheckoutLayoutTests: ConstraintConflictTestCase { … }
/// ```
open class ConstraintConflictTestCase: XCTestCase {
    /// Runs the test inside a conflict scope, then fails it for what the scope saw.
    override open func invokeTest() {
        let location = FailureLocation(fileID: "", filePath: "", line: 0, column: 0)
        guard ConflictListening.start(at: location) else { return super.invokeTest() }
        let (_, entries) = ConflictCenter.shared.withScope { super.invokeTest() }
        guard let message = ConflictFailure.message(for: entries) else { return }
        #if canImport(ObjectiveC)
            record(XCTIssue(type: .assertionFailure, compactDescription: message))
        #else
            XCTFail(message)
        #endif
    }
}
