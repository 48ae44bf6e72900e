/// What the overlay reads of the view that owns the guides.
@_spi(Engine)
public struct OwnerSample: Hashable, Sendable {
    /// The screen scale used when a view has no window yet (points to pixels).
    public static let defaultDisplayScale = 2.0

    /// The view's class name, which helps tell system guides apart.
    public var className: String
    /// The view's bounds.
    public var bounds: Rect
    /// Whether the view scrolls its content (a `UIScrollView`): its bounds origin moves on
    /// every scroll frame, which must not re-plan anything.
    public var isScrollable: Bool
    /// Pixels per point on the view's screen, for sharp label text.
    public var displayScale: Double

    /// Creates an owner sample.
    public init(
        className: String, bounds: Rect, isScrollable: Bool = false,
        displayScale: Double = OwnerSample.defaultDisplayScale
    ) {
        self.className = ClassName.canonical(className)
        self.bounds = bounds
        self.isScrollable = isScrollable
        self.displayScale =
            displayScale.isFinite && displayScale > 0 ? displayScale : Self.defaultDisplayScale
    }

    /// Where labels are kept: the bounds of a view that does not scroll; nowhere in particular
    /// for one that does, so its labels stay with its content instead of chasing the visible area.
    public var labelArea: Rect? {
        guard !isScrollable, bounds.isDrawable else { return nil }
        return bounds
    }

    /// Whether planning for `other` would give the same plan as for this owner: everything
    /// but a scroll view's bounds origin counts (scrolling moves the overlay layers with the
    /// content and needs no new plan). Compares in place, allocating nothing.
    public func plansLike(_ other: OwnerSample) -> Bool {
        guard isScrollable == other.isScrollable, displayScale == other.displayScale,
            className == other.className
        else {
            return false
        }
        return isScrollable ? bounds.size == other.bounds.size : bounds == other.bounds
    }
}
