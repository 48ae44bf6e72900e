#if DEBUG && (os(iOS) || os(tvOS))
    #if canImport(GuideLensCore)
        @_spi(Engine) import GuideLensCore  // one module with the rest under CocoaPods
    #endif
    import QuartzCore
    import UIKit

    /// The layer that holds every outline of one view, inside that view's layer so the outlines
    /// move, scroll and clip with it. Its own class, so app code that looks through its layers
    /// for shape layers passes it by; above the view's subviews (its zPosition); never animates
    /// by itself and never takes part in hit testing.
    final class OverlayContainerLayer: CALayer {
        override init() {
            super.init()
            zPosition = CGFloat(OverlayContainerCheck.zPosition)
            name = "GuideLensOverlay"
        }

        /// Core Animation copies layers (presentation layers, Xcode's view debugger).
        override init(layer: Any) { super.init(layer: layer) }

        required init?(coder: NSCoder) { super.init(coder: coder) }

        override func action(forKey event: String) -> (any CAAction)? { NSNull() }

        override func hitTest(_ point: CGPoint) -> CALayer? { nil }

        override func contains(_ point: CGPoint) -> Bool { false }
    }
#endif
