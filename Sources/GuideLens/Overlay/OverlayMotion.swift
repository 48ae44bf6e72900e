#if DEBUG && (os(iOS) || os(tvOS))
    #if canImport(GuideLensCore)
        @_spi(Engine) import GuideLensCore  // one module with the rest under CocoaPods
    #endif
    import QuartzCore

    /// How outlines glide during an app animation: the inherited duration, and the curve of the
    /// owner's own animation when it has one in flight (UIKit offers no public way to ask a
    /// `UIView.animate` block for its curve; the owner's layer animations carry it).
    struct OverlayMotion {
        /// The keys under which UIKit animates a view's frame, most telling first.
        private static let ownerKeys = ["position", "bounds.size", "bounds", "bounds.origin"]

        private let template: CABasicAnimation

        /// The motion for a pass under `transition`, or `nil` when changes are instant.
        init?(transition: OverlayTransition, owner: CALayer) {
            guard case .animated(let duration) = transition else { return nil }
            let ownerAnimation = Self.ownerKeys.lazy.compactMap {
                owner.animation(forKey: $0) as? CABasicAnimation
            }
            .first
            if let spring = ownerAnimation as? CASpringAnimation {
                let copy = CASpringAnimation()
                copy.mass = spring.mass
                copy.stiffness = spring.stiffness
                copy.damping = spring.damping
                copy.initialVelocity = spring.initialVelocity
                copy.duration = spring.duration
                copy.beginTime = spring.beginTime
                template = copy
            } else {
                let basic = CABasicAnimation()
                basic.duration = duration
                // UIView's default curve when the owner's own animation does not say.
                basic.timingFunction =
                    ownerAnimation?.timingFunction ?? CAMediaTimingFunction(name: .easeInEaseOut)
                // A delayed animation (`UIView.animate(withDuration:delay:…)`) starts when the
                // owner's does; until then the outline stays where it was.
                basic.beginTime = ownerAnimation?.beginTime ?? 0
                template = basic
            }
            template.fillMode = .backwards
        }

        /// An animation of `keyPath` from `from` (what is on screen now) to the model value.
        func animation(keyPath: String, from: Any?) -> CABasicAnimation {
            let animation = template.copy() as? CABasicAnimation ?? CABasicAnimation()
            animation.keyPath = keyPath
            animation.fromValue = from
            animation.toValue = nil
            animation.isAdditive = false
            return animation
        }
    }
#endif
