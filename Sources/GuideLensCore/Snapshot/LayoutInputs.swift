/// What decides a view's safe area and layout margins, as recorded when the snapshot was taken:
/// the inputs UIKit combines into `safeAreaLayoutGuide` and `layoutMarginsGuide`, read without
/// changing anything (no guide is created to read them). Every field is optional: an app records
/// what applies (a controller only for a controller's root view, scroll-view fields only for a
/// scroll view), and an older snapshot records none, which `why` says.
package struct LayoutInputs: Hashable, Sendable {
    /// `safeAreaInsets`.
    package var safeAreaInsets: EdgeInsets?
    /// The controller whose root view this is, with what it adds to the safe area.
    package var controller: ControllerInputs?
    /// The controllers above ``controller`` (its `parent`, the parent's parent, …), nearest first.
    package var parentControllers: [ControllerInputs] = []
    /// `directionalLayoutMargins`.
    package var directionalLayoutMargins: DirectionalEdgeInsets?
    /// `insetsLayoutMarginsFromSafeArea`.
    package var insetsLayoutMarginsFromSafeArea: Bool?
    /// `preservesSuperviewLayoutMargins`.
    package var preservesSuperviewLayoutMargins: Bool?
    /// The controller's `systemMinimumLayoutMargins` (a controller's root view only).
    package var systemMinimumLayoutMargins: DirectionalEdgeInsets?
    /// The controller's `viewRespectsSystemMinimumLayoutMargins` (a controller's root view only).
    package var viewRespectsSystemMinimumLayoutMargins: Bool?
    /// Whether `effectiveUserInterfaceLayoutDirection` is right to left (leading is the right edge).
    package var isRightToLeft: Bool?
    /// The scroll view's inset inputs (a `UIScrollView` only).
    package var scrollView: ScrollViewInputs?

    /// Creates a record; every field left out is unknown.
    package init(
        safeAreaInsets: EdgeInsets? = nil, controller: ControllerInputs? = nil,
        parentControllers: [ControllerInputs] = [], directionalLayoutMargins: DirectionalEdgeInsets? = nil,
        insetsLayoutMarginsFromSafeArea: Bool? = nil, preservesSuperviewLayoutMargins: Bool? = nil,
        systemMinimumLayoutMargins: DirectionalEdgeInsets? = nil,
        viewRespectsSystemMinimumLayoutMargins: Bool? = nil, isRightToLeft: Bool? = nil,
        scrollView: ScrollViewInputs? = nil
    ) {
        self.safeAreaInsets = safeAreaInsets
        self.controller = controller
        self.parentControllers = parentControllers
        self.directionalLayoutMargins = directionalLayoutMargins
        self.insetsLayoutMarginsFromSafeArea = insetsLayoutMarginsFromSafeArea
        self.preservesSuperviewLayoutMargins = preservesSuperviewLayoutMargins
        self.systemMinimumLayoutMargins = systemMinimumLayoutMargins
        self.viewRespectsSystemMinimumLayoutMargins = viewRespectsSystemMinimumLayoutMargins
        self.isRightToLeft = isRightToLeft
        self.scrollView = scrollView
    }

    /// Whether nothing was recorded.
    package var isEmpty: Bool { self == LayoutInputs() }
}

/// A view controller as it bears on a view's safe area: its class, its
/// `additionalSafeAreaInsets`, and the bars it shows when it is a navigation or tab controller.
package struct ControllerInputs: Hashable, Sendable {
    /// The controller's class (`UINavigationController`, `MyApp.ProfileViewController`).
    package var className: String
    /// `additionalSafeAreaInsets`.
    package var additionalSafeAreaInsets: EdgeInsets
    /// The bars the controller shows (a navigation controller's navigation bar and toolbar, a tab
    /// bar controller's tab bar), hidden ones included.
    package var bars: [BarInputs]

    /// Creates a controller record.
    package init(className: String, additionalSafeAreaInsets: EdgeInsets = .zero, bars: [BarInputs] = []) {
        self.className = className
        self.additionalSafeAreaInsets = additionalSafeAreaInsets
        self.bars = bars
    }
}

/// A navigation bar, toolbar or tab bar of a container controller.
package struct BarInputs: Hashable, Sendable {
    /// Which bar it is.
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        case navigationBar, toolbar, tabBar
    }

    package var kind: Kind
    /// The bar's frame in the window's coordinates; `nil` for a hidden bar whose frame was not
    /// read: a navigation controller creates its toolbar (and may create its navigation bar) the
    /// first time it is asked for it, so a capture asks only for a bar that shows. A hidden bar
    /// covers nothing, whatever its frame.
    package var frameInWindow: Rect?
    /// Whether the bar is hidden (`isNavigationBarHidden`, `isToolbarHidden`, `tabBar.isHidden`).
    package var isHidden: Bool

    /// Creates a bar record.
    package init(kind: Kind, frameInWindow: Rect?, isHidden: Bool = false) {
        self.kind = kind
        self.frameInWindow = frameInWindow
        self.isHidden = isHidden
    }
}

/// A scroll view's inset inputs: how it adjusts its content for the safe area, and the result.
package struct ScrollViewInputs: Hashable, Sendable {
    /// `contentInsetAdjustmentBehavior`: `automatic`, `scrollableAxes`, `never` or `always`.
    package var contentInsetAdjustmentBehavior: String
    /// `adjustedContentInset`.
    package var adjustedContentInset: EdgeInsets
    /// `contentInset` (what the app set).
    package var contentInset: EdgeInsets?
    /// `contentSize`.
    package var contentSize: Size?

    /// Creates a scroll-view record.
    package init(
        contentInsetAdjustmentBehavior: String, adjustedContentInset: EdgeInsets,
        contentInset: EdgeInsets? = nil, contentSize: Size? = nil
    ) {
        self.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        self.adjustedContentInset = adjustedContentInset
        self.contentInset = contentInset
        self.contentSize = contentSize
    }
}
