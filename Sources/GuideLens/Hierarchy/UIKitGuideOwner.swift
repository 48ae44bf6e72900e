#if DEBUG && (os(iOS) || os(tvOS))
    #if canImport(GuideLensCore)
        @_spi(Engine) import GuideLensCore  // one module with the rest under CocoaPods
    #endif
    import UIKit

    /// A view as the core's read path reads it, in place, during a layout pass: its guides
    /// (read once by the pass), their frames, identifiers and class names.
    @MainActor
    struct UIKitGuideOwner: LayoutGuideOwner {
        let view: UIView
        let guides: [UILayoutGuide]

        var ownerSample: OwnerSample {
            OwnerSample(
                className: LiveHierarchy.className(of: view), bounds: Rect(view.bounds),
                isScrollable: view is UIScrollView,
                displayScale: Double(view.traitCollection.displayScale))
        }

        func identity(of guide: UILayoutGuide) -> ObjectAddress { ObjectAddress(of: guide) }

        func layoutFrame(of guide: UILayoutGuide) -> Rect { Rect(guide.layoutFrame) }

        func identifier(of guide: UILayoutGuide) -> String { guide.identifier }

        func className(of guide: UILayoutGuide) -> String { LiveHierarchy.className(of: guide) }

        func classChain(of guide: UILayoutGuide) -> [String] { LiveHierarchy.classChain(of: guide) }
    }
#endif
