import GuideLens
import GuideLensTesting
import SnapshotTesting
import UIKit
import XCTest

/// A screen's guides recorded (the first run writes the reference next to this file) and
/// checked: a red and a green view kept 100 points apart by a spacer guide, as on the
/// spacer-views screen.
@MainActor
final class ScreenGuidesTests: XCTestCase {
    func makeScreen() -> UIView {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let red = UIView()
        let green = UIView()
        let spacer = UILayoutGuide()
        spacer.identifier = "space1"
        for view in [red, green] {
            view.translatesAutoresizingMaskIntoConstraints = false
            screen.addSubview(view)
        }
        screen.addLayoutGuide(spacer)
        NSLayoutConstraint.activate([
            red.topAnchor.constraint(equalTo: screen.topAnchor, constant: 20),
            red.centerXAnchor.constraint(equalTo: screen.centerXAnchor),
            red.widthAnchor.constraint(equalToConstant: 300),
            red.heightAnchor.constraint(equalToConstant: 300),
            spacer.topAnchor.constraint(equalTo: red.bottomAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 100),
            spacer.widthAnchor.constraint(equalToConstant: 100),
            spacer.centerXAnchor.constraint(equalTo: screen.centerXAnchor),
            green.topAnchor.constraint(equalTo: spacer.bottomAnchor),
            green.centerXAnchor.constraint(equalTo: screen.centerXAnchor),
            green.widthAnchor.constraint(equalToConstant: 50),
            green.heightAnchor.constraint(equalToConstant: 50),
        ])
        return screen
    }

    func testSpacerGuides() {
        let screen = makeScreen()
        assertSnapshot(of: screen, as: .guides)
        let snapshot = GuideLens.snapshot(of: screen)
        assertNoLintFindings(in: snapshot)
        assertGuide("space1", in: snapshot, hasFrame: Rect(x: 145, y: 320, width: 100, height: 100))
    }
}
