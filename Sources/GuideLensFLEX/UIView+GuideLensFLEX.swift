#if canImport(UIKit) && DEBUG && canImport(FLEX)
    import UIKit

    /// The view classes FLEX registers shortcuts for; the guides row is appended to each.
    enum ViewShortcutClasses {
        static let propertyName = "guideLensLayoutGuides"
        static let all: [AnyClass] = [
            UIView.self, UIWindow.self, UILabel.self, UIControl.self, UIButton.self, UIImageView.self,
        ]
    }

    extension UIView {
        /// The view's layout guides, as FLEX's shortcut row shows them: tap to explore each.
        /// Reads `layoutGuides` only, never the properties that create system guides.
        @objc var guideLensLayoutGuides: [UILayoutGuide] { layoutGuides }
    }
#endif
