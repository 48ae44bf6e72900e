/// Places small text labels next to rectangles so that no two labels cover each other.
///
/// Used for the overlay's guide labels on device (per owning view) and for every label of
/// a rendered snapshot. Text width is estimated from the character count for a monospaced
/// font, which is what both the overlay and the renderer use, so no font metrics are needed.
/// Placed labels are indexed in a grid of cells, so checking a place costs the same however
/// many labels are already down: placing n labels takes time linear in n.
package struct LabelLayout: Sendable {
    private struct Cell: Hashable, Sendable {
        var column: Int
        var row: Int
    }

    private static let cellSize = 64.0

    /// The labels placed so far, in order.
    package private(set) var placed: [Rect] = []
    private var grid: [Cell: [Int]] = [:]
    /// Plates too large to index cell by cell (thousands of cells): checked against every place.
    private var oversized: [Int] = []
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
    package mutating func place(
        _ size: Size, near target: Rect, accepting isAcceptable: (Rect) -> Bool = { _ in true }
    ) -> Rect? {
        guard target.isDrawable, size.width.isFinite, size.height.isFinite else { return nil }
        let inset = 1.0
        let fitsInside = size.width <= target.width - 2 * inset && size.height <= target.height - 2 * inset
        var candidates: [Point] = []
        candidates.reserveCapacity(8)
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
            if !isAcceptable(plate) || isTaken(plate) { continue }
            insert(plate)
            return plate
        }
        return nil
    }

    private static let maximumCells = 4_096

    /// The cells a rectangle covers, or `nil` when it covers too many to list.
    private func cells(covering rect: Rect) -> [Cell]? {
        let columns = Self.index(rect.minX)...max(Self.index(rect.minX), Self.index(rect.maxX))
        let rows = Self.index(rect.minY)...max(Self.index(rect.minY), Self.index(rect.maxY))
        let (count, overflow) = columns.count.multipliedReportingOverflow(by: rows.count)
        guard !overflow, count <= Self.maximumCells else { return nil }
        var cells: [Cell] = []
        cells.reserveCapacity(count)
        for column in columns {
            for row in rows { cells.append(Cell(column: column, row: row)) }
        }
        return cells
    }

    private static func index(_ coordinate: Double) -> Int {
        Int(max(-1e9, min(1e9, (coordinate / cellSize).rounded(.down))))
    }

    private func isTaken(_ plate: Rect) -> Bool {
        if oversized.contains(where: { placed[$0].overlaps(plate) }) { return true }
        guard let cells = cells(covering: plate) else {
            return placed.contains(where: { $0.overlaps(plate) })
        }
        for cell in cells {
            for index in grid[cell] ?? [] where placed[index].overlaps(plate) { return true }
        }
        return false
    }

    private mutating func insert(_ plate: Rect) {
        let index = placed.count
        placed.append(plate)
        guard let cells = cells(covering: plate) else {
            oversized.append(index)
            return
        }
        for cell in cells { grid[cell, default: []].append(index) }
    }
}
