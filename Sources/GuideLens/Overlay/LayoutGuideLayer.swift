#if DEBUG && (os(iOS) || os(tvOS))
    #if canImport(GuideLensCore)
        @_spi(Engine) import GuideLensCore  // one module with the rest under CocoaPods
    #endif
    import QuartzCore
    import UIKit

    /// The dashed outline (and label) of one layout guide, in its owner's
    /// ``OverlayContainerLayer``.
    ///
    /// It is configured only from an ``OverlayItem`` and only when the item changed, never
    /// animates by itself (only alongside an app animation, see ``OverlayMotion``) and never
    /// takes part in hit testing.
    final class LayoutGuideLayer: CAShapeLayer {
        private(set) var item: OverlayItem?
        /// Created for layers that draw (not for Core Animation's copies).
        private lazy var labelLayer = OverlayLabelLayer()

        override init() {
            super.init()
            setUp()
        }

        /// Core Animation copies layers (presentation layers, Xcode's view debugger); without
        /// this initializer such a copy traps. A copy takes the state and nothing else: its
        /// sublayers are Core Animation's business.
        override init(layer: Any) {
            super.init(layer: layer)
            if let other = layer as? LayoutGuideLayer { item = other.item }
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            setUp()
        }

        private func setUp() {
            fillColor = nil
            needsDisplayOnBoundsChange = false
            labelLayer.isHidden = true
            labelLayer.alignmentMode = .left
            labelLayer.truncationMode = .end
            labelLayer.font = "Menlo-Regular" as CFString
            labelLayer.foregroundColor = OverlayLabel.textColor.cgColor
            labelLayer.cornerRadius = 2
            labelLayer.masksToBounds = true
            addSublayer(labelLayer)
        }

        /// Shows `item`, setting only what differs from the item shown before (a guide that
        /// moved gets a new path, not a new dash pattern, colours and text). With a `motion`, the
        /// outline and its label glide from where they are on screen to their new place.
        func configure(with item: OverlayItem, motion: OverlayMotion?) {
            let previous = self.item
            self.item = item
            if previous?.rect != item.rect {
                let onScreen = presentation()?.path ?? path
                path = CGPath(rect: CGRect(item.rect), transform: nil)
                if let motion, let onScreen {
                    add(motion.animation(keyPath: "path", from: onScreen), forKey: "path")
                }
            }
            if previous?.strokeColor != item.strokeColor {
                strokeColor = item.strokeColor.cgColor
                labelLayer.backgroundColor = OverlayLabel.plateColor(for: item.strokeColor).cgColor
            }
            if previous?.lineWidth != item.lineWidth { lineWidth = CGFloat(item.lineWidth) }
            if previous?.dashPattern != item.dashPattern {
                lineDashPattern = item.dashPattern.map { NSNumber(value: $0) }
            }
            guard previous?.label != item.label else { return }
            guard let label = item.label else {
                labelLayer.isHidden = true
                labelLayer.string = nil
                return
            }
            let before = previous?.label
            labelLayer.isHidden = false
            if before?.text != label.text { labelLayer.string = label.text }
            if before?.fontSize != label.fontSize { labelLayer.fontSize = CGFloat(label.fontSize) }
            if before?.frame != label.frame {
                let onScreen = labelLayer.presentation()?.position ?? labelLayer.position
                labelLayer.frame = CGRect(label.frame)
                if let motion, before != nil {
                    labelLayer.add(
                        motion.animation(keyPath: "position", from: NSValue(cgPoint: onScreen)),
                        forKey: "position")
                }
            }
            if before?.contentsScale != label.contentsScale {
                labelLayer.contentsScale = CGFloat(label.contentsScale)
            }
        }

        /// No implicit animations, for this layer or its label: outlines follow layout exactly,
        /// or glide only with an explicit ``OverlayMotion``.
        override func action(forKey event: String) -> (any CAAction)? { NSNull() }

        /// Overlays are never the target of a touch or of a tap-to-select inspector.
        override func hitTest(_ point: CGPoint) -> CALayer? { nil }

        override func contains(_ point: CGPoint) -> Bool { false }
    }

    /// A guide's label: text on a coloured plate that, like its outline, never animates and
    /// never takes touches.
    final class OverlayLabelLayer: CATextLayer {
        override init() { super.init() }

        override init(layer: Any) { super.init(layer: layer) }

        required init?(coder: NSCoder) { super.init(coder: coder) }

        override func action(forKey event: String) -> (any CAAction)? { NSNull() }

        override func hitTest(_ point: CGPoint) -> CALayer? { nil }
    }
#endif
