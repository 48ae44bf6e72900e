#if canImport(UIKit) && DEBUG
    #if canImport(GuideLensCore)
        import GuideLensCore  // one module with the rest under CocoaPods
    #endif
    import ObjectiveC
    import UIKit

    /// The overlay of one view that owns guides: the core's state for it and the layers that
    /// show it. Owned by the view (as an associated object), so it lives and dies with it; it
    /// holds no reference to the view or its guides, only layers keyed by guide address.
    @MainActor
    final class OverlayHost {
        private var state = ViewOverlayState()
        private var layers: [ObjectAddress: LayoutGuideLayer] = [:]

        /// The number of overlay layers this host shows.
        var layerCount: Int { layers.count }

        /// Applies the core's operations for this pass to `view`'s layer.
        func update(view: UIView, guides: [GuideSample], owner: OwnerSample, style: OverlayStyle) {
            apply(state.update(guides: guides, owner: owner, style: style), to: view)
        }

        /// Removes every overlay layer of `view`.
        func removeAll(from view: UIView) {
            apply(state.removeAll(), to: view)
        }

        private func apply(_ operations: [LayerOperation], to view: UIView) {
            guard !operations.isEmpty else { return }
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for operation in operations {
                switch operation {
                case .insert(let item):
                    let layer = LayoutGuideLayer()
                    layer.configure(with: item)
                    view.layer.addSublayer(layer)
                    layers[item.guide] = layer
                case .update(let item):
                    layers[item.guide]?.configure(with: item)
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
