import GuideLens
import UIKit
import XCTest

/// The cost of a layout pass with the overlay on against off, at 10, 100 and 1,000 guides, on
/// the device or simulator that runs the tests: the numbers BENCHMARKS.md cannot give (it
/// measures the same read path on Linux, without UIKit). Each pass moves every guide, so the
/// overlay has work to do; compare a row's "on" and "off" figures in Xcode's test report.
@MainActor
final class LayoutCostTests: XCTestCase {
    func testLayoutPassWithOverlayOff10() { measureLayout(guides: 10, overlay: false) }
    func testLayoutPassWithOverlayOn10() { measureLayout(guides: 10, overlay: true) }
    func testLayoutPassWithOverlayOff100() { measureLayout(guides: 100, overlay: false) }
    func testLayoutPassWithOverlayOn100() { measureLayout(guides: 100, overlay: true) }
    func testLayoutPassWithOverlayOff1000() { measureLayout(guides: 1000, overlay: false) }
    func testLayoutPassWithOverlayOn1000() { measureLayout(guides: 1000, overlay: true) }

    private func measureLayout(guides count: Int, overlay: Bool) {
        let screen = GuideScreen(
            guideCount: count, ownerFrame: CGRect(x: 8.5, y: 8.5, width: 360, height: 4000))
        GuideLens.install()
        GuideLens.isOverlayVisible = overlay
        defer { GuideLens.isOverlayVisible = false }
        screen.layOut()
        XCTAssertEqual(OverlayProbe.outlines(in: screen.owner).count, overlay ? count : 0)
        var offset: CGFloat = 0
        measure(metrics: [XCTClockMetric(), XCTCPUMetric()]) {
            offset = offset == 0 ? 0.5 : 0
            for top in screen.tops { top.constant += offset == 0 ? -0.5 : 0.5 }
            screen.owner.layoutIfNeeded()
        }
    }
}
