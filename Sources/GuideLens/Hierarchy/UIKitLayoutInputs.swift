#if DEBUG && (os(iOS) || os(tvOS))
    #if canImport(GuideLensCore)
        @_spi(Engine) import GuideLensCore  // one module with the rest under CocoaPods
    #endif
    import UIKit

    /// Reads what decides a guide's place, on demand (LLDB, FLEX, tests, `snapshot`), never on
    /// the overlay's layout pass: the constraints UIKit names for each axis, and a view's safe-area
    /// and margin inputs. Only reads: no guide UIKit creates lazily is touched
    /// (`safeAreaInsets` and `directionalLayoutMargins` are values, not guides), and no bar a
    /// navigation controller creates on first access (``controller(_:)``).
    @MainActor
    package enum UIKitLayoutInputs {
        /// The constraints affecting `guide`'s layout on each axis, as UIKit describes them; each
        /// constraint described once per capture (`recorder`). The views they name are noted in
        /// `views`, where the capture records what places views.
        package static func constraints(
            of guide: UILayoutGuide, recorder: ConstraintRecorder, views: ViewLayoutRecorder? = nil
        ) -> GuideConstraints {
            let horizontal = guide.constraintsAffectingLayout(for: .horizontal)
            let vertical = guide.constraintsAffectingLayout(for: .vertical)
            views?.noteGuideConstraints(horizontal + vertical)
            return GuideConstraints(
                horizontal: horizontal.map(recorder.record), vertical: vertical.map(recorder.record))
        }

        /// The safe-area and margin inputs of `view`.
        package static func inputs(of view: UIView) -> LayoutInputs {
            var inputs = LayoutInputs(
                safeAreaInsets: EdgeInsets(view.safeAreaInsets),
                directionalLayoutMargins: DirectionalEdgeInsets(view.directionalLayoutMargins),
                insetsLayoutMarginsFromSafeArea: view.insetsLayoutMarginsFromSafeArea,
                preservesSuperviewLayoutMargins: view.preservesSuperviewLayoutMargins,
                isRightToLeft: view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            // A controller's root view: the controller is its next responder.
            if let controller = view.next as? UIViewController, controller.viewIfLoaded === view {
                inputs.controller = Self.controller(controller)
                inputs.systemMinimumLayoutMargins = DirectionalEdgeInsets(
                    controller.systemMinimumLayoutMargins)
                inputs.viewRespectsSystemMinimumLayoutMargins =
                    controller.viewRespectsSystemMinimumLayoutMargins
                var parent = controller.parent
                while let current = parent {
                    inputs.parentControllers.append(Self.controller(current))
                    parent = current.parent
                }
            }
            if let scrollView = view as? UIScrollView {
                inputs.scrollView = ScrollViewInputs(
                    contentInsetAdjustmentBehavior: ScrollViewInputs.behaviorName(
                        rawValue: scrollView.contentInsetAdjustmentBehavior.rawValue),
                    adjustedContentInset: EdgeInsets(scrollView.adjustedContentInset),
                    contentInset: EdgeInsets(scrollView.contentInset),
                    contentSize: Size(
                        width: Double(scrollView.contentSize.width),
                        height: Double(scrollView.contentSize.height)))
            }
            return inputs
        }

        /// A controller's class, its additional insets, and the bars it lays out (a navigation
        /// controller's navigation bar and toolbar, a tab bar controller's tab bar), hidden or not.
        ///
        /// A navigation controller's bars are asked for only when they show: `toolbar` is
        /// `null_resettable` in `UINavigationController.h` and the getter creates a toolbar when
        /// there is none (UIKit itself reads a private "existing toolbar" to avoid that), and UIKit
        /// keeps an "existing navigation bar" reader too. A hidden bar covers nothing, so it is
        /// recorded as hidden, without a frame, and the app is left as it was.
        static func controller(_ controller: UIViewController) -> ControllerInputs {
            var bars: [BarInputs] = []
            if let navigation = controller as? UINavigationController {
                let navigationBarHidden = navigation.isNavigationBarHidden
                bars.append(
                    BarInputs(
                        kind: .navigationBar,
                        frameInWindow: navigationBarHidden ? nil : frameInWindow(navigation.navigationBar),
                        isHidden: navigationBarHidden))
                #if os(iOS)
                    let toolbarHidden = navigation.isToolbarHidden
                    bars.append(
                        BarInputs(
                            kind: .toolbar,
                            frameInWindow: toolbarHidden ? nil : frameInWindow(navigation.toolbar),
                            isHidden: toolbarHidden))
                #endif
            }
            if let tabs = controller as? UITabBarController {
                bars.append(
                    BarInputs(
                        kind: .tabBar, frameInWindow: frameInWindow(tabs.tabBar),
                        isHidden: tabs.tabBar.isHidden))
            }
            return ControllerInputs(
                className: LiveHierarchy.className(of: controller),
                additionalSafeAreaInsets: EdgeInsets(controller.additionalSafeAreaInsets), bars: bars)
        }

        /// A bar's bounds in its window's coordinates.
        static func frameInWindow(_ view: UIView) -> Rect {
            Rect(view.convert(view.bounds, to: nil))
        }
    }

    extension EdgeInsets {
        /// UIKit's insets as the core's.
        init(_ insets: UIEdgeInsets) {
            self.init(
                top: Double(insets.top), left: Double(insets.left), bottom: Double(insets.bottom),
                right: Double(insets.right))
        }
    }

    extension DirectionalEdgeInsets {
        /// UIKit's directional insets as the core's.
        init(_ insets: NSDirectionalEdgeInsets) {
            self.init(
                top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom),
                trailing: Double(insets.trailing))
        }
    }
#endif
