/// Decides what the overlay draws for the guides of one owning view.
///
/// Given the guides read in a layout pass, the owner and the style, it returns one
/// ``OverlayItem`` per guide to draw: which rectangle, which colour and dash, which label and
/// where. Guides whose kind is filtered out, or whose frame cannot be drawn (NaN, infinite,
/// negative), get no item; reports flag the latter instead.
public enum OverlayPlanner {
    /// The items to draw for `guides`, in the guides' order.
    public static func items(for guides: [GuideSample], owner: OwnerSample, style: OverlayStyle)
        -> [OverlayItem]
    {
        var items: [OverlayItem] = []
        items.reserveCapacity(guides.count)
        var labels = LabelLayout(container: owner.labelArea)
        for guide in guides {
            let kind = GuideKindClassifier.kind(
                className: guide.className, identifier: guide.identifier, ownerClassName: owner.className)
            guard style.visibleKinds.contains(kind), guide.layoutFrame.isDrawable else { continue }
            let kindStyle = style.style(for: kind)
            var label: OverlayLabel?
            if style.showsLabels {
                let text = labelText(
                    name: labelName(kind: kind, className: guide.className, identifier: guide.identifier),
                    size: guide.layoutFrame.size)
                let size = LabelLayout.plateSize(for: text, fontSize: style.labelFontSize)
                if let frame = labels.place(size, near: guide.layoutFrame) {
                    label = OverlayLabel(
                        text: text, frame: frame, fontSize: style.labelFontSize, textColor: .white,
                        backgroundColor: kindStyle.color.withAlpha(0.85), contentsScale: owner.displayScale)
                }
            }
            items.append(
                OverlayItem(
                    guide: guide.identity, kind: kind, rect: guide.layoutFrame, strokeColor: kindStyle.color,
                    lineWidth: style.lineWidth, dashPattern: kindStyle.dashPattern, label: label))
        }
        return items
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

    /// `name width×height`, sizes rounded to a tenth of a point.
    public static func labelText(name: String, size: Size) -> String {
        name + " " + NumberFormatting.rounded(size.width, places: 1) + "×"
            + NumberFormatting.rounded(size.height, places: 1)
    }
}
