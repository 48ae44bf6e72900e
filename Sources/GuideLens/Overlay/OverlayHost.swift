#if DEBUG && (os(iOS) || os(tvOS))
    #if canImport(GuideLensCore)
        @_spi(Engine) import GuideLensCore  // one module with the rest under CocoaPods
    #endif
    import ObjectiveC
    import UIKit

    /// The overlay of one view that owns guides: the core's state for it, and the container
    /// layer, of GuideLens's own class, that holds its outlines inside the view's layer.
    ///
    /// Owned by the view (as an associated object), so it lives and dies with it; it holds no
    /// reference to the view or its guides, only layers keyed by guide address. Everything
    /// GuideLens draws in a view is inside the one container, so app code that walks
    /// `layer.sublayers` for its own shape layers never finds an outline, and a container that
    /// app code detached or hid is put back on the next pass.
    @MainActor
    final class OverlayHost {
        private var state = ViewOverlayState()
        private let container = OverlayContainerLayer()
        private var layers: [ObjectAddress: LayoutGuideLayer] = [:]

        /// Applies the core's operations for this pass to `view`, animated with the app's own
        /// animation when the pass runs inside one.
        func update(
            view: UIView, reading owner: UIKitGuideOwner, settings: OverlaySettings,
            transition: OverlayTransition
        ) {
            let operations = state.update(from: owner, settings: settings)
            if !operations.isEmpty {
                let motion = OverlayMotion(transition: transition, owner: view.layer)
                apply(operations, motion: motion, transition: transition)
            }
            keepContainer(in: view)
        }

        /// Removes every outline from `view`, and the container with them.
        func removeAll(from view: UIView) {
            apply(state.removeAll(), motion: nil, transition: .instant)
            keepContainer(in: view)
        }

        /// Checks (a few property reads) that the container is still where GuideLens put it, and
        /// repairs what the core says app code changed; takes it out when it holds nothing.
        private func keepContainer(in view: UIView) {
            guard !layers.isEmpty else {
                if container.superlayer != nil { container.removeFromSuperlayer() }
                return
            }
            let check = OverlayContainerCheck(
                isAttachedToOwner: container.superlayer === view.layer,
                zPosition: Double(container.zPosition),
                isHidden: container.isHidden, opacity: Double(container.opacity))
            let repairs = check.repairs
            guard !repairs.isEmpty else { return }
            OverlayRuntime.shared.containerRepaired(in: view)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            if repairs.contains(.reattach) {
                container.removeFromSuperlayer()
                view.layer.addSublayer(container)
            }
            if repairs.contains(.restoreZPosition) {
                container.zPosition = CGFloat(OverlayContainerCheck.zPosition)
            }
            if repairs.contains(.unhide) { container.isHidden = false }
            if repairs.contains(.restoreOpacity) { container.opacity = 1 }
            CATransaction.commit()
        }

        private func apply(
            _ operations: [LayerOperation], motion: OverlayMotion?, transition: OverlayTransition
        ) {
            guard !operations.isEmpty else { return }
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for operation in operations {
                let operationMotion = transition.animates(operation) ? motion : nil
                switch operation {
                case .insert(let item):
                    let layer = LayoutGuideLayer()
                    layer.configure(with: item, motion: nil)
                    container.addSublayer(layer)
                    layers[item.guide] = layer
                case .update(let item):
                    layers[item.guide]?.configure(with: item, motion: operationMotion)
                case .remove(let guide):
                    layers.removeValue(forKey: guide)?.removeFromSuperlayer()
                }
            }
            CATransaction.commit()
        }
    }

    /// The associated-object key under which a view keeps its ``OverlayHost``. Allocated once
    /// and never freed or written: only its address matters.
    @MainActor private let overlayHostKey = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

    extension UIView {
        /// The view's overlay host, if it has ever shown an overlay.
        var guideLensHost: OverlayHost? {
            get { objc_getAssociatedObject(self, overlayHostKey) as? OverlayHost }
            set {
                objc_setAssociatedObject(self, overlayHostKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            }
        }
    }
#endif
