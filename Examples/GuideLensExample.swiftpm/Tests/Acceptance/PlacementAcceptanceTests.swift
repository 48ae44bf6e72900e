import GuideLens
import UIKit
import XCTest

/// Why a guide is where it is, asked of real UIKit state through `GuideLens.whyHere(_:)` (the
/// text `guidelens why` and `showguides --why` print): the traced values are UIKit's own, an
/// ambiguous guide is free where UIKit says it is, and a child controller's additional insets are
/// named as the source of its safe area's inset.
///
/// The defects in `Sources/GuideLens` these catch: the capture recording no constraints, or the
/// wrong axis's (no trace, or a trace of the other axis); frames converted to the wrong
/// coordinate space (values that differ from `layoutFrame` in the window); the controller, its
/// parents or their bars not read (no inset source named); the layout direction not recorded
/// (leading read as the left edge of a right-to-left view).
@MainActor
final class PlacementAcceptanceTests: XCTestCase {
    /// A number as the trace prints it: up to three decimals, no trailing zeros.
    func number(_ value: CGFloat) -> String {
        let rounded = (Double(value) * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// A window holding an owner view at `frame` with one guide named `identifier`; the window is
    /// returned too, since the owner does not keep it.
    func ownerWithGuide(
        _ frame: CGRect, guide identifier: String, direction: UISemanticContentAttribute = .unspecified
    ) -> (window: UIWindow, owner: UIView, guide: UILayoutGuide) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let owner = UIView(frame: frame)
        owner.semanticContentAttribute = direction
        window.addSubview(owner)
        let guide = UILayoutGuide()
        guide.identifier = identifier
        owner.addLayoutGuide(guide)
        return (window, owner, guide)
    }

    func testTracedValuesAreTheGuidesLayoutFrameInTheWindow() throws {
        let (window, owner, guide) = ownerWithGuide(
            CGRect(x: 20.5, y: 64.25, width: 300, height: 400), guide: "spacer2")
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: owner.leadingAnchor, constant: 10.25),
            guide.topAnchor.constraint(equalTo: owner.topAnchor, constant: 30.5),
            guide.widthAnchor.constraint(equalToConstant: 120.75),
            guide.heightAnchor.constraint(equalTo: owner.heightAnchor, multiplier: 0.25),
        ])
        window.layoutIfNeeded()

        let text = GuideLens.whyHere(guide)
        let frame = owner.convert(guide.layoutFrame, to: nil)
        XCTAssertEqual(frame, CGRect(x: 30.75, y: 94.75, width: 120.75, height: 100))
        XCTAssertTrue(
            text.contains(
                "at x \(number(frame.minX)), y \(number(frame.minY)), width \(number(frame.width)), "
                    + "height \(number(frame.height)) (window coordinates)"), text)
        XCTAssertTrue(text.contains("top \(number(frame.minY)) = "), text)
        XCTAssertTrue(text.contains("leading \(number(frame.minX)) = "), text)
        XCTAssertTrue(text.contains("0.25 × 400"), "the multiplier with the owner's height: \(text)")
        XCTAssertFalse(text.contains("Free:"), text)
    }

    func testRightToLeftLeadingIsTheRightEdgeAndTheLinesAddUp() throws {
        let (window, owner, guide) = ownerWithGuide(
            CGRect(x: 20.5, y: 64.25, width: 300, height: 400), guide: "spacer2", direction: .forceRightToLeft
        )
        NSLayoutConstraint.activate([
            guide.leadingAnchor.constraint(equalTo: owner.leadingAnchor, constant: 10.25),
            guide.trailingAnchor.constraint(equalTo: owner.trailingAnchor, constant: -30.5),
            guide.topAnchor.constraint(equalTo: owner.topAnchor, constant: 8),
            guide.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()

        XCTAssertEqual(owner.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        let frame = owner.convert(guide.layoutFrame, to: nil)
        // Leading is the right edge: 10.25 in from the owner's right, trailing 30.5 from its left.
        XCTAssertEqual(frame, CGRect(x: 51, y: 72.25, width: 259.25, height: 20))
        let text = GuideLens.whyHere(guide)
        XCTAssertTrue(text.contains("lays out right to left"), text)
        XCTAssertTrue(
            text.contains("right \(number(frame.maxX)) = UIView right \(number(owner.frame.maxX)) − 10.25"),
            text)
        XCTAssertTrue(
            text.contains("left \(number(frame.minX)) = UIView left \(number(owner.frame.minX)) + 30.5"), text
        )
        XCTAssertFalse(text.contains("the constraints give"), "every line adds up: \(text)")
    }

    func testAnAmbiguousGuideIsFreeOnTheAttributeUIKitLeavesOpen() throws {
        let (window, owner, guide) = ownerWithGuide(
            CGRect(x: 16.5, y: 100.25, width: 320, height: 200), guide: "contentArea")
        // Top, leading and trailing pinned; nothing sizes the height.
        NSLayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: owner.topAnchor, constant: 12),
            guide.leadingAnchor.constraint(equalTo: owner.leadingAnchor, constant: 12),
            guide.trailingAnchor.constraint(equalTo: owner.trailingAnchor, constant: -12),
        ])
        window.layoutIfNeeded()

        XCTAssertTrue(guide.hasAmbiguousLayout, "UIKit reports the guide's layout as ambiguous")
        let text = GuideLens.whyHere(guide)
        XCTAssertTrue(text.contains("UIKit reports its layout as ambiguous"), text)
        XCTAssertTrue(text.contains("nothing fixes the height"), text)
        XCTAssertTrue(text.contains("height: free"), text)
        XCTAssertFalse(text.contains("width: free"), "the width is pinned on both sides: \(text)")
    }

    final class ChildViewController: UIViewController {}

    func testAChildControllersAdditionalSafeAreaInsetIsNamedAsTheSourceOfItsInset() throws {
        let child = ChildViewController()
        child.additionalSafeAreaInsets = UIEdgeInsets(top: 12, left: 0, bottom: 0, right: 0)
        let navigation = UINavigationController(rootViewController: child)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        window.layoutIfNeeded()
        child.view.layoutIfNeeded()

        // A test may ask for the safe-area guide; GuideLens itself only reads `layoutGuides`.
        let safeArea = child.view.safeAreaLayoutGuide
        let text = GuideLens.whyHere(safeArea)
        let top = child.view.safeAreaInsets.top
        XCTAssertGreaterThanOrEqual(top, 12)
        XCTAssertTrue(text.contains("top \(number(top)) = "), text)
        XCTAssertTrue(text.contains("ChildViewController.additionalSafeAreaInsets.top 12"), text)
        XCTAssertTrue(
            text.contains("navigation bar"), "the navigation bar is the other part of the inset: \(text)")
    }
}
