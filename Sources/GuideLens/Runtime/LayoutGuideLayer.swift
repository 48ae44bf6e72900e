#if canImport(UIKit) && DEBUG
    #if canImport(GuideLensCore)
        import GuideLensCore  // one module with the rest under CocoaPods
    #endif
    import QuartzCore
    import UIKit

    /// The dashed outline (and label) of one layout guide, hosted in the guide's owning view's
    /// layer so it moves, scrolls and clips with that view.
    ///
    /// It is configured only from an ``OverlayItem`` and only when the item changed, never
    /// animates, sits above the owner's subviews and never takes part in hit testing.
    final class LayoutGuideLayer: CAShapeLayer {
        /// Draw above every sibling layer: subviews' layers keep the default zPosition of 0.
        static let overlayZPosition: CGFloat = 10_000

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
            zPosition = Self.overlayZPosition
            needsDisplayOnBoundsChange = false
            labelLayer.isHidden = true
            labelLayer.alignmentMode = .left
            labelLayer.truncationMode = .end
            labelLayer.font = "Menlo-Regular" as CFString
            labelLayer.cornerRadius = 2
            labelLayer.masksToBounds = true
            addSublayer(labelLayer)
        }

        /// Shows `item`, setting only what differs from the item shown before (a guide that
        /// moved gets a new path, not a new dash pattern, colours and text).
        func configure(with item: OverlayItem) {
            let previous = self.item
            self.item = item
            if previous?.rect != item.rect { path = CGPath(rect: CGRect(item.rect), transform: nil) }
            if previous?.strokeColor != item.strokeColor { strokeColor = item.strokeColor.cgColor }
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
            if before?.textColor != label.textColor { labelLayer.foregroundColor = label.textColor.cgColor }
            if before?.backgroundColor != label.backgroundColor {
                labelLayer.backgroundColor = label.backgroundColor.cgColor
            }
            if before?.frame != label.frame { labelLayer.frame = CGRect(label.frame) }
            if before?.contentsScale != label.contentsScale {
                labelLayer.contentsScale = CGFloat(label.contentsScale)
            }
        }

        /// No implicit animations, for this layer or its label: overlays follow layout exactly.
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

    extension CGRect {
        init(_ rect: Rect) {
            self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        }
    }

    extension Rect {
        init(_ rect: CGRect) {
            self.init(
                x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
                height: Double(rect.size.height))
        }
    }

    extension OverlayColor {
        var cgColor: CGColor {
            UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
                .cgColor
        }
    }
#endif
