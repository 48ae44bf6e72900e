import GuideLens
import GuideLensTesting
import Testing
import UIKit

/// The example's screens lay out without a constraint conflict: the `.noConstraintConflicts`
/// trait fails any test of this suite during which Auto Layout broke a constraint, with
/// `guidelens explain`'s text for each conflict.
@Suite(.noConstraintConflicts)
@MainActor
struct ConflictFreeScreenTests {
    @Test func checkoutLaysOutWithoutConflicts() {
        let controller = CheckoutViewController()
        controller.loadViewIfNeeded()
        controller.view.layoutIfNeeded()
        #expect(controller.view.layoutGuides.contains { $0.identifier == "buttonGap" })
    }

    /// Hiding an arranged view collapses it to zero height (UISV-hiding): its own height,
    /// lowered to 999, gives way instead of conflicting.
    @Test func hidingAnArrangedViewLaysOutWithoutConflicts() {
        let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        stack.axis = .vertical
        let banner = UIView()
        let height = banner.heightAnchor.constraint(equalToConstant: 80)
        height.priority = UILayoutPriority(999)
        height.isActive = true
        stack.addArrangedSubview(banner)
        stack.addArrangedSubview(UIView())
        stack.layoutIfNeeded()
        banner.isHidden = true
        stack.layoutIfNeeded()
        #expect(banner.frame.height == 0)
    }
}
