// The Swift Testing example of GuideLensTesting, exactly as Documentation/Testing.md and the
// README show it (a test in Tests/guidelensTests checks that they stay the same), compiled by
// Scripts/check-apple.

import GuideLens
import GuideLensTesting
import SnapshotTesting
import Testing

@MainActor @Test func checkoutGuides() {
    let snapshot = GuideLens.snapshot(of: CheckoutViewController())
    assertSnapshot(of: snapshot, as: .guidesJSON)  // failure lists added/removed/moved guides
    assertGuide("buttonGap", in: snapshot, hasFrame: Rect(x: 16, y: 700, width: 358, height: 12))
}
