/// How a pass's changes reach the screen: at once, or animated alongside the app's own
/// animation.
///
/// Outside an animation, outlines follow layout exactly and at once. Inside `UIView.animate`,
/// a keyboard animation or a rotation (UIKit reports an inherited animation duration during
/// the layout pass), the views glide to their new frames: outlines that jumped would part from
/// them, so a moved or resized outline and its label glide with the same duration (and, where
/// the owner's own animation shows it, the same curve). New outlines appear and removed ones go
/// at once: there is nothing to glide from or to.
package enum OverlayTransition: Hashable, Sendable {
    /// Apply every change at once.
    case instant
    /// Animate updates over this many seconds.
    case animated(duration: Double)

    /// The longest animation followed; anything longer (or not a number) is applied at once.
    package static let longestDuration = 10.0

    /// The transition for a pass during which UIKit reports `inheritedAnimationDuration`.
    package static func forPass(inheritedAnimationDuration duration: Double) -> OverlayTransition {
        guard duration.isFinite, duration > 0, duration <= longestDuration else { return .instant }
        return .animated(duration: duration)
    }

    /// Whether `operation` is animated under this transition: only updates are.
    package func animates(_ operation: LayerOperation) -> Bool {
        guard case .animated = self, case .update = operation else { return false }
        return true
    }
}
