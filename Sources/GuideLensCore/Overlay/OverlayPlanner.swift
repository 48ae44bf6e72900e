/// Decides what the overlay draws for the guides of one owning view.
///
/// Given the guides read in a layout pass, the owner and the style, it returns one
/// ``OverlayItem`` per guide to draw: which rectangle, which colour and dash, which label and
/// where. Guides whose kind is filtered out, or whose frame cannot be drawn (NaN, infinite,
/// negative), get no item; reports flag the latter instead.
@_spi(Engine)
public enum OverlayPlanner {
    /// The items to draw for `guides`, in the guides' order.
    public static func items(for guides: [GuideSample], owner: OwnerSample, style: OverlayStyle)
        -> [OverlayItem]
    {
        var planned = guides.map { guide in
            PlannedGuide(
                identity: guide.identity, className: guide.className, identifier: guide.identifier,
                frame: guide.layoutFrame,
                kind: GuideKindClassifier.kind(
                    className: guide.className, identifier: guide.identifier, ownerClassName: owner.className)
            )
        }
        var labels = LabelLayout(container: nil)
        var items: [OverlayItem] = []
        plan(
            &planned, owner: owner, style: style, kindStyles: KindStyleTable(style), labels: &labels,
            into: &items)
        return items
    }

    /// Plans `guides` into `items` (emptied first, its storage kept), placing labels with
    /// `labels` (reset first, its storage kept). Label texts and plate sizes are remade only for
    /// guides whose size (or the font) changed since they were made, so a guide that only moved
    /// costs no allocation.
    static func plan(
        _ guides: inout [PlannedGuide], owner: OwnerSample, style: OverlayStyle, kindStyles: KindStyleTable,
        labels: inout LabelLayout, into items: inout [OverlayItem]
    ) {
        items.removeAll(keepingCapacity: true)
        labels.reset(container: owner.labelArea, extent: labelExtent(guides, owner: owner, style: style))
        let showsLabels = style.showsLabels
        let fontSize = style.labelFontSize
        let lineWidth = style.lineWidth
        let displayScale = owner.displayScale
        for index in guides.indices {
            let kind = guides[index].kind
            let frame = guides[index].frame
            guard let kindStyle = kindStyles[kind], frame.isDrawable else { continue }
            var label: OverlayLabel?
            if showsLabels {
                guides[index].prepareLabel(fontSize: fontSize)
                if let plate = labels.place(guides[index].plateSize, near: frame) {
                    label = OverlayLabel(
                        text: guides[index].labelText, frame: plate, fontSize: fontSize,
                        contentsScale: displayScale)
                }
            }
            items.append(
                OverlayItem(
                    guide: guides[index].identity, kind: kind, rect: frame, strokeColor: kindStyle.color,
                    lineWidth: lineWidth, dashPattern: kindStyle.dashPattern, label: label))
        }
    }

    /// Where labels of `guides` can land: around the drawable guides, and the owner's label area.
    private static func labelExtent(_ guides: [PlannedGuide], owner: OwnerSample, style: OverlayStyle)
        -> Rect?
    {
        guard style.showsLabels else { return nil }
        var extent = owner.labelArea.flatMap { $0.isDrawable ? $0 : nil }
        for guide in guides where guide.frame.isDrawable {
            extent = extent.map { $0.union(guide.frame) } ?? guide.frame
        }
        return extent.map {
            LabelLayout.area(around: $0, plateHeight: LabelLayout.plateHeight(fontSize: style.labelFontSize))
        }
    }

    /// The name a label shows: the app's identifier for app guides, the kind's name for the
    /// guides UIKit makes (whose identifiers are long and alike), the class for unnamed
    /// subclasses, and "guide" for an unnamed plain `UILayoutGuide`.
    public static func labelName(kind: GuideKind, className: String, identifier: String) -> String {
        switch kind {
        case .custom, .focus, .system:
            if !identifier.isEmpty { return identifier }
            let name = className.unqualifiedClassName
            return name == "UILayoutGuide" ? "guide" : name
        default:
            return kind.displayName
        }
    }

    /// `name width×height`, sizes rounded to a tenth of a point. Built in one piece: at most one
    /// allocation, none when the text is short enough to be stored inline.
    public static func labelText(name: String, size: Size) -> String {
        let width = NumberFormatting.rounded(size.width, places: 1)
        let height = NumberFormatting.rounded(size.height, places: 1)
        var text = ""
        text.reserveCapacity(name.utf8.count + width.utf8.count + height.utf8.count + 3)
        text.append(name)
        text.append(" ")
        text.append(width)
        text.append("×")
        text.append(height)
        return text
    }
}

/// One guide as planning sees it, kept by a view's overlay from pass to pass: what the guide is
/// (identity, class, identifier, and so its kind and label name), where it is, and its label
/// text and plate size with what they were made for.
@usableFromInline
struct PlannedGuide: Sendable {
    @usableFromInline var identity: ObjectAddress
    @usableFromInline var className: String
    @usableFromInline var identifier: String
    @usableFromInline var frame: Rect
    package var kind: GuideKind
    package var labelName: String
    package private(set) var labelText = ""
    package private(set) var plateSize = Size(width: 0, height: 0)
    /// The size and font size ``labelText`` and ``plateSize`` were made for.
    private var labelMadeFor: (size: Size, fontSize: Double)?

    package init(identity: ObjectAddress, className: String, identifier: String, frame: Rect, kind: GuideKind)
    {
        self.identity = identity
        self.className = className
        self.identifier = identifier
        self.frame = frame
        self.kind = kind
        self.labelName = OverlayPlanner.labelName(kind: kind, className: className, identifier: identifier)
    }

    /// Remakes the label text and plate size if the guide's size or the font changed.
    mutating func prepareLabel(fontSize: Double) {
        if let made = labelMadeFor, made.size == frame.size, made.fontSize == fontSize { return }
        labelText = OverlayPlanner.labelText(name: labelName, size: frame.size)
        plateSize = LabelLayout.plateSize(for: labelText, fontSize: fontSize)
        labelMadeFor = (frame.size, fontSize)
    }
}
