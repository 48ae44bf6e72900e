#if DEBUG && (os(iOS) || os(tvOS))
    #if canImport(GuideLensCore)
        @_spi(Engine) import GuideLensCore  // one module with the rest under CocoaPods
    #endif
    import ObjectiveC
    import UIKit

    extension UIView {
        private typealias LayoutSubviews = @convention(c) (UIView, Selector) -> Void

        /// Patches `UIView.layoutSubviews` (once): the original runs first, with its own selector,
        /// then the overlay catches up with the view's guides.
        static func patchLayoutSubviews() {
            MethodPatch.replaceOnce(
                UIView.self, #selector(UIView.layoutSubviews), with: layoutSubviewsReplacement)
        }

        /// The patch as the diagnosis reports it: guides are drawn through this method.
        static var layoutSubviewsPatch: DiagnosisFacts.PatchedMethod {
            let state = MethodPatch.state(of: UIView.self, #selector(UIView.layoutSubviews))
            return DiagnosisFacts.PatchedMethod(
                name: "UIView.layoutSubviews", isPatched: state.isPatched, isOurs: state.isOurs,
                drawsGuides: true)
        }

        /// The replacement's block. Nonisolated on purpose: an isolated closure would check its
        /// executor on every layout pass of every view, and trap for views laid out off the main
        /// thread. The original runs first, then one flag read; UIKit is touched only on the main
        /// thread and only while the overlay is on.
        private nonisolated static func layoutSubviewsReplacement(calling original: IMP) -> Any {
            let callOriginal = unsafeBitCast(original, to: LayoutSubviews.self)
            let selector = #selector(UIView.layoutSubviews)
            let replacement: @convention(block) (UIView) -> Void = { view in
                callOriginal(view, selector)
                guard OverlayRuntime.isOn, Thread.isMainThread else { return }
                MainThread.runIfMain { OverlayRuntime.shared.layoutPassEnded(for: view) }
            }
            return replacement
        }
    }
#endif
