/// Everything one overlay layer shows for one guide: the answer the planner gives and the
/// thing the reconciler compares.
@_spi(Engine)
public struct OverlayItem: Hashable, Sendable {
    /// The guide this item draws; the key that ties a layer to its guide across passes.
    public var guide: ObjectAddress
    /// The guide's kind.
    public var kind: GuideKind
    /// The rectangle to stroke, in the owning view's coordinates.
    public var rect: Rect
    /// The stroke colour.
    public var strokeColor: OverlayColor
    /// The stroke width in points.
    public var lineWidth: Double
    /// Dash and gap lengths in points.
    public var dashPattern: [Double]
    /// The label, or `nil` when labels are off or there is no room for one.
    public var label: OverlayLabel?

    /// Creates an item.
    public init(
        guide: ObjectAddress, kind: GuideKind, rect: Rect, strokeColor: OverlayColor, lineWidth: Double,
        dashPattern: [Double], label: OverlayLabel?
    ) {
        self.guide = guide
        self.kind = kind
        self.rect = rect
        self.strokeColor = strokeColor
        self.lineWidth = lineWidth
        self.dashPattern = dashPattern
        self.label = label
    }
}

extension OverlayItem {
    /// Whether `other` draws exactly this: ``==`` field by field, the fields that change most
    /// often (where it is) first, borrowing both items rather than copying them.
    @inline(__always)
    func drawsSame(as other: borrowing OverlayItem) -> Bool {
        rect == other.rect && label == other.label && guide == other.guide && kind == other.kind
            && strokeColor == other.strokeColor && lineWidth == other.lineWidth
            && dashPattern == other.dashPattern
    }
}

/// A guide's label: a short text on a small coloured plate.
@_spi(Engine)
public struct OverlayLabel: Hashable, Sendable {
    /// The text, such as `space1 100×100`.
    public var text: String
    /// The plate's rectangle, in the owning view's coordinates.
    public var frame: Rect
    /// The text size in points.
    public var fontSize: Double
    /// Pixels per point to render the text at.
    public var contentsScale: Double

    /// The text colour: white, on a plate of the guide's colour.
    public static let textColor = OverlayColor.white

    /// The plate colour for a guide drawn in `strokeColor`: the same colour, slightly translucent.
    /// (Derived, not stored: items are compared and copied on every pass that moves a guide.)
    public static func plateColor(for strokeColor: OverlayColor) -> OverlayColor {
        strokeColor.withAlpha(0.85)
    }

    /// Creates a label.
    public init(
        text: String, frame: Rect, fontSize: Double, contentsScale: Double = OwnerSample.defaultDisplayScale
    ) {
        self.contentsScale = contentsScale
        self.text = text
        self.frame = frame
        self.fontSize = fontSize
    }
}
