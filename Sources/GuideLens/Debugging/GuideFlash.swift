#if DEBUG && (os(iOS) || os(tvOS))
    #if canImport(GuideLensCore)
        @_spi(Engine) import GuideLensCore  // one module with the rest under CocoaPods
    #endif
    import UIKit

    /// A brief highlight of one guide, whether the overlay is on or off: a window above
    /// everything, which takes no touches, shows the guide filled and outlined in its kind's
    /// colour for a moment, then goes away.
    ///
    /// A window is right here (unlike for the overlay itself): the highlight is transient and
    /// must show above any other window, including a debugging tool's.
    @MainActor
    package enum GuideFlash {
        private static var current: GuideFlashWindow?

        /// Highlights the guide at `address` owned by the view at `owner`. `completion` runs when
        /// the highlight is gone, with `true`, or at once with `false` when the guide was not
        /// found or cannot be drawn.
        package static func flash(
            guide address: ObjectAddress, ownedBy owner: ObjectAddress, kind: GuideKind,
            duration: Double = 1.5, completion: @escaping @MainActor (_ shown: Bool) -> Void = { _ in }
        ) {
            guard let (guide, view) = LiveHierarchy.guide(at: address, ownedBy: owner),
                let window = view.window,
                let scene = window.windowScene
            else {
                completion(false)
                return
            }
            let frame = Rect(view.convert(guide.layoutFrame, to: window))
            guard frame.isDrawable else {
                completion(false)
                return
            }
            let color = GuideLens.style.style(for: kind).color
            current?.isHidden = true
            let flash = GuideFlashWindow(windowScene: scene)
            flash.frame = window.frame
            flash.show(rect: CGRect(frame), color: color)
            current = flash
            Task { @MainActor in
                let seconds = duration.isFinite ? min(max(duration, 0.1), 10) : 1.5
                try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
                if current === flash {
                    flash.isHidden = true
                    current = nil
                }
                completion(true)
            }
        }
    }

    /// The highlight's window. GuideLens draws no overlay in it (``OverlayScope`` knows it by its
    /// Objective-C name, which does not depend on the module it is built in).
    @objc(GuideLensFlashWindow)
    final class GuideFlashWindow: UIWindow {
        func show(rect: CGRect, color: OverlayColor) {
            // Above the app's alerts and a debugging tool's window (FLEX's sits just below alerts).
            windowLevel = UIWindow.Level(rawValue: UIWindow.Level.alert.rawValue + 1)
            isUserInteractionEnabled = false
            backgroundColor = .clear
            let highlight = CAShapeLayer()
            highlight.path = CGPath(rect: rect.insetBy(dx: -2, dy: -2), transform: nil)
            highlight.fillColor = color.withAlpha(0.25).cgColor
            highlight.strokeColor = color.cgColor
            highlight.lineWidth = 3
            layer.addSublayer(highlight)
            let pulse = CABasicAnimation(keyPath: "opacity")
            pulse.fromValue = 1
            pulse.toValue = 0.2
            pulse.duration = 0.25
            pulse.autoreverses = true
            pulse.repeatCount = 3
            highlight.add(pulse, forKey: "pulse")
            isHidden = false
        }

        override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { nil }
    }
#endif
