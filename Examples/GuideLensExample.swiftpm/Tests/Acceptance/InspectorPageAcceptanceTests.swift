import GuideLens
import UIKit
import XCTest

/// The one-page inspector of real views (`GuideLens.inspectorPage(of:)`, what FLEX's "Export HTML"
/// and `showguides --html` share): it holds the view's guides with their UIKit frames and their
/// constraints, and the app's text reaches it only as text.
///
/// The defects in `Sources/GuideLens` these catch: the page written from another view than the one
/// asked for, or from a capture without constraints (no equation, no `why`); the page's data
/// taking an identifier as markup.
@MainActor
final class InspectorPageAcceptanceTests: XCTestCase {
    func testThePageHoldsTheGuidesFramesConstraintsAndWhy() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let owner = UIView(frame: CGRect(x: 20.5, y: 64.25, width: 300, height: 400))
        window.addSubview(owner)
        let guide = UILayoutGuide()
        guide.identifier = "spacer</script >"
        owner.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: owner.leadingAnchor, constant: 10.25),
            guide.topAnchor.constraint(equalTo: owner.topAnchor, constant: 30.5),
            guide.widthAnchor.constraint(equalToConstant: 120.75),
            guide.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()

        let page = GuideLens.inspectorPage(of: owner)
        XCTAssertTrue(page.hasPrefix("<!doctype html>"), String(page.prefix(200)))
        // The owner is the page's only root; the window is not on it.
        XCTAssertTrue(page.contains("\"name\":\"UIView (0x"), "the owner is the root")
        XCTAssertFalse(page.contains("\"className\":\"UIWindow\""))
        // The identifier as text (`<` written \u003c), its layoutFrame in the owner, an equation.
        XCTAssertTrue(page.contains("\"identifier\":\"spacer\\u003c/script \\u003e\""), "escaped")
        XCTAssertFalse(page.contains("spacer</script >"))
        XCTAssertTrue(page.contains("\"frame\":\"(10.25 30.5; 120.75 40)\""))
        XCTAssertTrue(page.contains(".width == 120.75"), "an equation from the recorded constraints")
        XCTAssertTrue(page.contains("\"why\":\""), "the guide's why answer")
    }
}
