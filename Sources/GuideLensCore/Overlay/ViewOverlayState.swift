/// The overlay of one owning view across layout passes: plans and reconciles, remembering
/// what it last saw so that a pass with unchanged guides costs a comparison and nothing else.
///
/// The UIKit layer keeps one per view that hosts overlay layers and applies the operations
/// each pass returns; this type makes every decision.
public struct ViewOverlayState: Sendable {
    private var reconciler = LayerReconciler()
    private var lastGuides: [GuideSample] = []
    private var lastOwner: OwnerSample?
    private var lastStyle: OverlayStyle?

    /// Creates the state of a view with no overlay yet.
    public init() {}

    /// The number of overlay layers the view should host now.
    public var layerCount: Int { reconciler.shownCount }

    /// What the layers show now, by guide.
    public var shown: [ObjectAddress: OverlayItem] { reconciler.shown }

    /// The operations for a layout pass in which the view has `guides`.
    ///
    /// When the guides, the owner (as far as planning goes: a scroll view's offset does not
    /// count) and the style are what they were last pass, returns no operation without planning.
    public mutating func update(guides: [GuideSample], owner: OwnerSample, style: OverlayStyle)
        -> [LayerOperation]
    {
        if guides == lastGuides, lastOwner?.plansLike(owner) == true, style == lastStyle { return [] }
        lastGuides = guides
        lastOwner = owner
        lastStyle = style
        return reconciler.reconcile(OverlayPlanner.items(for: guides, owner: owner, style: style))
    }

    /// The operations that remove every overlay layer of the view, forgetting what it saw.
    public mutating func removeAll() -> [LayerOperation] {
        lastGuides = []
        lastOwner = nil
        lastStyle = nil
        return reconciler.removeAll()
    }
}
