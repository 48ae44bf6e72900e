import GuideLens
import GuideLensTesting
import SnapshotTesting
import XCTest

@testable import GuideLensExample

/// The example's screens: their guides recorded (the first run writes the references next to
/// this file) and linted.
@MainActor
final class ScreenGuidesTests: XCTestCase {
    func testSpacerViewsGuides() {
        let controller = SpacerViewsViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        assertSnapshot(of: controller, as: .guides)
        assertNoLintFindings(in: GuideLens.snapshot(of: controller))
        assertGuide(
            "space1", in: GuideLens.snapshot(of: controller),
            hasFrame: Rect(x: 145, y: 320, width: 100, height: 100))
    }

    func testButtonRowGuidesAreAmbiguousByDesign() {
        let controller = ButtonRowViewController()
        controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        // The row's guides have no height constraint; only errors other than that should fail.
        assertSnapshot(of: controller, as: .guidesJSON)
    }
}
