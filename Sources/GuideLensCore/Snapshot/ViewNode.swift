/// One view of a hierarchy, with the guides it owns and its subviews.
public struct ViewNode: Hashable, Sendable {
    /// The view's class name (`UIView`, `UIStackView`, `MyApp.CardView`).
    public var className: String
    /// The view's address: its identity in the running app.
    public var address: ObjectAddress
    /// `frame`, in the superview's coordinate system (for a window: the screen's).
    public var frame: Rect
    /// `bounds`: the view's own coordinate system.
    public var bounds: Rect
    /// The view's bounds converted to its window's coordinate system.
    public var frameInWindow: Rect
    /// `isHidden`.
    public var isHidden: Bool
    /// `alpha`.
    public var alpha: Double
    /// `clipsToBounds`: whether the view cuts off what lies outside its bounds.
    public var clipsToBounds: Bool
    /// The guides in the view's `layoutGuides`, in that order.
    public var guides: [GuideNode]
    /// The view's subviews, back to front.
    public var subviews: [ViewNode]
    /// What decides the view's safe area and margins, when the snapshot recorded it (format
    /// version 2 and later); `nil` when it was not recorded.
    package var layoutInputs: LayoutInputs? = nil
    /// What places the view (its constraints, intrinsic size and priorities, autoresizing mask),
    /// when the snapshot recorded it (an optional field that earlier files lack); `nil` otherwise.
    package var layout: ViewLayout? = nil

    /// Creates a view.
    public init(
        className: String,
        address: ObjectAddress,
        frame: Rect,
        bounds: Rect,
        frameInWindow: Rect,
        isHidden: Bool = false,
        alpha: Double = 1,
        clipsToBounds: Bool = false,
        guides: [GuideNode] = [],
        subviews: [ViewNode] = []
    ) {
        self.className = className
        self.address = address
        self.frame = frame
        self.bounds = bounds
        self.frameInWindow = frameInWindow
        self.isHidden = isHidden
        self.alpha = alpha
        self.clipsToBounds = clipsToBounds
        self.guides = guides
        self.subviews = subviews
    }

    /// Whether the view shows at all: not hidden and not fully transparent.
    public var isVisible: Bool { !isHidden && alpha > 0.01 }

    /// The number of guides in this subtree.
    public var guideCountInSubtree: Int {
        subviews.reduce(guides.count) { $0 + $1.guideCountInSubtree }
    }

    /// The view with the given address in this subtree, or `nil`.
    public func view(at address: ObjectAddress) -> ViewNode? {
        if self.address == address { return self }
        for subview in subviews {
            if let found = subview.view(at: address) { return found }
        }
        return nil
    }
}
