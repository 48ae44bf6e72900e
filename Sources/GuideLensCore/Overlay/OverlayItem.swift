/// Everything one overlay layer shows for one guide: the answer the planner gives and the
/// thing the reconciler compares.
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

/// A guide's label: a short text on a small coloured plate.
public struct OverlayLabel: Hashable, Sendable {
    /// The text, such as `space1 100×100`.
    public var text: String
    /// The plate's rectangle, in the owning view's coordinates.
    public var frame: Rect
    /// The text size in points.
    public var fontSize: Double
    /// The text colour.
    public var textColor: OverlayColor
    /// The plate colour.
    public var backgroundColor: OverlayColor
    /// Pixels per point to render the text at.
    public var contentsScale: Double

    /// Creates a label.
    public init(
        text: String, frame: Rect, fontSize: Double, textColor: OverlayColor, backgroundColor: OverlayColor,
        contentsScale: Double = OwnerSample.defaultDisplayScale
    ) {
        self.contentsScale = contentsScale
        self.text = text
        self.frame = frame
        self.fontSize = fontSize
        self.textColor = textColor
        self.backgroundColor = backgroundColor
    }
}
