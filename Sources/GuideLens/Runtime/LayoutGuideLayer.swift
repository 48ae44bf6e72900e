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
        private let labelLayer = OverlayLabelLayer()

        override init() {
            super.init()
            setUp()
        }

        /// Core Animation copies layers (presentation layers, Xcode's view debugger); without
        /// this initializer such a copy traps.
        override init(layer: Any) {
            super.init(layer: layer)
            if let other = layer as? LayoutGuideLayer { item = other.item }
            setUp()
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

        /// Shows `item`, at the owner's screen scale so the label text is sharp.
        func configure(with item: OverlayItem, displayScale: CGFloat) {
            self.item = item
            path = CGPath(rect: CGRect(item.rect), transform: nil)
            strokeColor = item.strokeColor.cgColor
            lineWidth = CGFloat(item.lineWidth)
            lineDashPattern = item.dashPattern.map { NSNumber(value: $0) }
            if let label = item.label {
                labelLayer.isHidden = false
                labelLayer.string = label.text
                labelLayer.fontSize = CGFloat(label.fontSize)
                labelLayer.foregroundColor = label.textColor.cgColor
                labelLayer.backgroundColor = label.backgroundColor.cgColor
                labelLayer.frame = CGRect(label.frame)
                labelLayer.contentsScale = displayScale
            } else {
                labelLayer.isHidden = true
                labelLayer.string = nil
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
