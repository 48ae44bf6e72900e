#if DEBUG && (os(iOS) || os(tvOS))
    #if canImport(GuideLensCore)
        @_spi(Engine) import GuideLensCore  // one module with the rest under CocoaPods
    #endif
    import UIKit

    // The conversions between UIKit's geometry and colours and the core's plain values, in one
    // place for GuideLens and GuideLensFLEX.

    extension CGRect {
        /// The core's rectangle as a `CGRect`.
        package init(_ rect: Rect) {
            self.init(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height)
        }
    }

    extension Rect {
        /// A `CGRect` as the core's rectangle.
        package init(_ rect: CGRect) {
            self.init(
                x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
                height: Double(rect.size.height))
        }
    }

    extension OverlayColor {
        /// The colour for UIKit.
        package var uiColor: UIColor {
            UIColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
        }

        /// The colour for Core Animation.
        package var cgColor: CGColor { uiColor.cgColor }
    }
#endif
