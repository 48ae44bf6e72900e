/// What an overlay pass checks about the container layer that holds a view's overlay, and
/// what it repairs.
///
/// App code that walks `layer.sublayers` (to restyle or remove its own shape layers, or to
/// clear a view) can detach, hide or reorder GuideLens's container. Every pass that has an
/// overlay checks these few facts, which costs a handful of reads, and puts back whatever was
/// changed: a detached container is attached again on top, with everything it held.
package struct OverlayContainerCheck: Hashable, Sendable {
    /// The zPosition that keeps the container above the owner's subviews (whose layers keep the
    /// default of 0) whatever order the sublayers are in. Small on purpose: under a perspective
    /// transform (`sublayerTransform.m34`, as carousels and card flips use) a large depth would
    /// put the outlines behind the eye; at 1 they are magnified by a fraction of a percent.
    package static let zPosition = 1.0

    /// Whether the container is a sublayer of the owning view's layer.
    package var isAttachedToOwner: Bool
    /// The container's zPosition now.
    package var zPosition: Double
    /// Whether the container is hidden.
    package var isHidden: Bool
    /// The container's opacity now.
    package var opacity: Double

    /// Creates the facts read from the container.
    package init(isAttachedToOwner: Bool, zPosition: Double, isHidden: Bool, opacity: Double) {
        self.isAttachedToOwner = isAttachedToOwner
        self.zPosition = zPosition
        self.isHidden = isHidden
        self.opacity = opacity
    }

    /// The repairs a container needs.
    package struct Repairs: OptionSet, Hashable, Sendable {
        /// The raw bits.
        package let rawValue: Int

        /// Creates repairs from raw bits.
        package init(rawValue: Int) { self.rawValue = rawValue }

        /// Add the container to the owner's layer again, as its last sublayer.
        package static let reattach = Repairs(rawValue: 1 << 0)
        /// Set the zPosition back to ``OverlayContainerCheck/zPosition``.
        package static let restoreZPosition = Repairs(rawValue: 1 << 1)
        /// Show the container again.
        package static let unhide = Repairs(rawValue: 1 << 2)
        /// Set the opacity back to 1.
        package static let restoreOpacity = Repairs(rawValue: 1 << 3)
    }

    /// What to repair; empty when the container is where and as GuideLens left it.
    package var repairs: Repairs {
        var repairs: Repairs = []
        if !isAttachedToOwner { repairs.insert(.reattach) }
        if zPosition != Self.zPosition { repairs.insert(.restoreZPosition) }
        if isHidden { repairs.insert(.unhide) }
        if opacity != 1 { repairs.insert(.restoreOpacity) }
        return repairs
    }
}
