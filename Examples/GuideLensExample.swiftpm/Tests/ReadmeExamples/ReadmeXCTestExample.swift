// The XCTest example of GuideLensTesting, exactly as Documentation/Testing.md shows it (a test
// in Tests/guidelensTests checks that they stay the same), compiled by Scripts/check-apple.

import GuideLens
import GuideLensTesting
import SnapshotTesting
import XCTest

final class CheckoutGuidesTests: XCTestCase {
    @MainActor func testGuides() {
        let controller = CheckoutViewController()
        assertSnapshot(of: controller, as: .guides)  // fails naming each guide that moved
        assertNoLintFindings(in: GuideLens.snapshot(of: controller), atLeast: .error)
    }
}
