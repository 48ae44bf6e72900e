/// Places small text labels next to rectangles so that no two labels cover each other.
///
/// Used for the overlay's guide labels on device (per owning view) and for every label of
/// a rendered snapshot. Text width is estimated from the character count for a monospaced
/// font, which is what both the overlay and the renderer use, so no font metrics are needed.
package struct LabelLayout: Sendable {
    /// The labels placed so far.
    package private(set) var placed: [Rect] = []
    /// Where labels should stay when they can (the owner's bounds, the canvas).
    package var container: Rect?

    package init(container: Rect?) {
        self.container = container
    }

    /// The plate size for `text` at `fontSize`: monospaced advance of 0.6 em plus padding.
    package static func plateSize(for text: String, fontSize: Double) -> Size {
        let characters = Double(text.unicodeScalars.count)
        return Size(
            width: (characters * fontSize * 0.6 + fontSize * 0.6).rounded(.up),
            height: (fontSize * 1.35).rounded(.up))
    }

    /// Reserves room for a label of `size` next to `target`, trying inside its top-left corner,
    /// then just above it, then just below, then a few steps further down; returns the chosen
    /// rectangle, or `nil` when every place is taken (the label is then better left out).
    package mutating func place(_ size: Size, near target: Rect) -> Rect? {
        guard target.isDrawable else { return nil }
        let inset = 1.0
        let fitsInside = size.width <= target.width - 2 * inset && size.height <= target.height - 2 * inset
        var candidates: [Point] = []
        if fitsInside { candidates.append(Point(x: target.minX + inset, y: target.minY + inset)) }
        candidates.append(Point(x: target.minX, y: target.minY - size.height))
        candidates.append(Point(x: target.minX, y: target.maxY))
        if !fitsInside { candidates.append(Point(x: target.minX + inset, y: target.minY + inset)) }
        for step in 1...4 {
            candidates.append(
                Point(x: target.minX + inset, y: target.minY + inset + Double(step) * size.height))
        }
        for origin in candidates {
            var plate = Rect(origin: origin, size: size)
            if let container, size.width <= container.width, size.height <= container.height {
                // Slide the plate back inside the container (a guide at the right edge keeps
                // its label, right-aligned) rather than giving the place up.
                plate.origin.x = min(max(plate.minX, container.minX), container.maxX - size.width)
                if !plate.isContained(in: container, tolerance: 0) { continue }
            }
            if placed.contains(where: { $0.overlaps(plate) }) { continue }
            placed.append(plate)
            return plate
        }
        return nil
    }
}
