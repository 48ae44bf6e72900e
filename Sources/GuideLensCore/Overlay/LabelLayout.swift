/// Places small text labels next to rectangles so that no two labels cover each other.
///
/// Used for the overlay's guide labels on device (per owning view) and for every label of
/// a rendered snapshot. Text width is estimated per character for the monospaced font both the
/// overlay and the renderer use (wider for CJK and emoji), so no font metrics are needed.
/// Placed labels are indexed in a flat grid of cells over the area where labels can land, so
/// checking a place costs the same however many labels are already down (placing n labels takes
/// time linear in n) and needs no hashing; a layout reset for the next pass keeps its storage.
package struct LabelLayout: Sendable {
    private static let baseCellSize = 64.0
    /// The most cells the grid has: over a larger area, cells grow instead.
    private static let maximumCells = 16_384

    /// The labels placed so far, in order.
    package private(set) var placed: [Rect] = []
    /// Where labels should stay when they can (the owner's bounds, the canvas).
    package var container: Rect?
    /// The area the grid covers; plates not wholly inside it are checked one by one.
    private var extent = Rect(x: 0, y: 0, width: 0, height: 0)
    private var cellSize = baseCellSize
    private var columns = 0
    private var rows = 0
    /// For each cell (row by row), the newest of its ``links``, or -1 when it holds no plate.
    private var heads: [Int] = []
    /// Which plate a cell holds, and the cell's next link (-1 at the end): every cell's plates as
    /// a list threaded through one flat array, so placing a plate touches no nested storage.
    private var links: [(plate: Int, next: Int)] = []
    /// The cells holding a plate since the last reset, to empty them on the next.
    private var usedCells: [Int] = []
    /// Plates outside the grid's area: checked against every place.
    private var outside: [Int] = []

    /// A layout whose labels stay in `container` when they can; the grid covers the container
    /// and a margin around it.
    package init(container: Rect?) {
        reset(container: container, extent: container.map(Self.withMargin))
    }

    /// Forgets every placed label and takes a new container and grid area, keeping the storage
    /// (the placed list, the cells' lists): a layout reused pass after pass allocates only when
    /// it needs more room than ever before.
    ///
    /// - Parameter extent: where labels will land (see ``area(around:)``); `nil` checks every
    ///   plate against every other.
    package mutating func reset(container: Rect?, extent: Rect?) {
        self.container = container
        placed.removeAll(keepingCapacity: true)
        outside.removeAll(keepingCapacity: true)
        for cell in usedCells { heads[cell] = -1 }
        usedCells.removeAll(keepingCapacity: true)
        links.removeAll(keepingCapacity: true)
        guard let extent, extent.isDrawable, extent.width > 0, extent.height > 0 else {
            self.extent = Rect(x: 0, y: 0, width: 0, height: 0)
            columns = 0
            rows = 0
            return
        }
        self.extent = extent
        let area = extent.width * extent.height
        cellSize = max(Self.baseCellSize, (area / Double(Self.maximumCells)).squareRoot().rounded(.up))
        // Each side counted with a bound: a frame a broken layout made 1e19 points wide (or 4e42,
        // or an area past the largest Double) gets a row of cells whose last one reaches to its
        // end, never a count past `Int` or a grid of gigabytes (the area bound keeps the other
        // side short). Only comparisons, so a pass stays cheap.
        columns = Self.count(extent.width / cellSize) + 1
        rows = Self.count(extent.height / cellSize) + 1
        if heads.count < columns * rows {
            heads.append(contentsOf: repeatElement(-1, count: columns * rows - heads.count))
        }
    }

    /// The whole cells `cells` covers, rounded up, at most ``maximumCells``: the cells past it
    /// are the last one's (``cell(_:last:)`` clamps to it). 0 for none, or for a count that is
    /// not a number (an area past the largest `Double` makes the cells infinitely large). With
    /// the cell size at least the square root of area ÷ ``maximumCells``, one side past the bound
    /// leaves the other at most one cell, so a grid never has more than a few times
    /// ``maximumCells`` cells.
    @inline(__always)
    private static func count(_ cells: Double) -> Int {
        guard cells > 0 else { return 0 }
        return cells >= Double(maximumCells) ? maximumCells : Int(cells.rounded(.up))
    }

    /// The number of cells the grid has now. For tests of its bounds.
    package var cellCount: Int { columns * rows }

    /// Where labels for targets inside `frames` can land: the frames' union with room above,
    /// below and to the right for plates (which sit inside, above, below or a few steps down).
    package static func area(around union: Rect, plateHeight: Double) -> Rect {
        Rect(
            x: union.minX - 2, y: union.minY - plateHeight - 2, width: union.width + 260,
            height: union.height + plateHeight * 6 + 4)
    }

    private static func withMargin(_ container: Rect) -> Rect {
        container.insetBy(dx: -64, dy: -64)
    }

    /// Where the placed list lives now. For tests of storage reuse.
    package var storageAddresses: [UInt] {
        [placed.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }]
    }

    /// The plate size for `text` at `fontSize`: the text's width plus padding.
    package static func plateSize(for text: String, fontSize: Double) -> Size {
        Size(
            width: ((textWidthInEms(text) + 0.6) * fontSize).rounded(.up),
            height: plateHeight(fontSize: fontSize))
    }

    /// The height of every label plate: one line of text with its padding.
    package static func plateHeight(fontSize: Double) -> Double {
        (fontSize * 1.35).rounded(.up)
    }

    /// The width of `text` in ems as the overlay's monospaced font draws it: 0.6 em a character,
    /// 1 em for the full-width characters of Chinese, Japanese and Korean (drawn by a fallback
    /// font), 1.25 em for an emoji (one however many code points it joins). A character
    /// counts once with its combining marks. Wider than the truth rather than narrower: a plate
    /// that is too short cuts its text.
    package static func textWidthInEms(_ text: String) -> Double {
        var ems = 0.0
        for character in text {
            if character.isASCII {
                ems += 0.6
            } else if character.unicodeScalars.contains(where: isEmoji) {
                ems += 1.25
            } else if character.unicodeScalars.contains(where: isFullWidth) {
                ems += 1
            } else {
                ems += 0.6
            }
        }
        return ems
    }

    private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isEmojiPresentation || (scalar.value >= 0x1F000 && scalar.properties.isEmoji)
    }

    /// East Asian wide and full-width ranges (Unicode's EastAsianWidth W and F, by block).
    private static func isFullWidth(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
            0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F,
            0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return true
        default:
            return false
        }
    }

    /// Reserves room for a label of `size` next to `target`, trying inside its top-left corner,
    /// then just above it, then just below, then a few steps further down; returns the chosen
    /// rectangle, or `nil` when every place is taken (the label is then better left out).
    package mutating func place(
        _ size: Size, near target: Rect, accepting isAcceptable: ((Rect) -> Bool)? = nil
    ) -> Rect? {
        guard target.isDrawable, size.width.isFinite, size.height.isFinite else { return nil }
        let inset = 1.0
        let fitsInside = size.width <= target.width - 2 * inset && size.height <= target.height - 2 * inset
        let inside = Point(x: target.minX + inset, y: target.minY + inset)
        // Inside the top-left corner when it fits, above, below, inside when it does not fit,
        // then a few steps further down (computed in turn, nothing allocated).
        for attempt in 0..<7 {
            let origin: Point
            switch attempt {
            case 0: origin = fitsInside ? inside : Point(x: target.minX, y: target.minY - size.height)
            case 1:
                origin =
                    fitsInside
                    ? Point(x: target.minX, y: target.minY - size.height)
                    : Point(x: target.minX, y: target.maxY)
            case 2: origin = fitsInside ? Point(x: target.minX, y: target.maxY) : inside
            default: origin = Point(x: inside.x, y: inside.y + Double(attempt - 2) * size.height)
            }
            var plate = Rect(origin: origin, size: size)
            if let container, size.width <= container.width, size.height <= container.height {
                // Slide the plate back inside the container (a guide at the right edge keeps
                // its label, right-aligned) rather than giving the place up.
                plate.origin.x = min(max(plate.minX, container.minX), container.maxX - size.width)
                if !plate.isContained(in: container, tolerance: 0) { continue }
            }
            if let isAcceptable, !isAcceptable(plate) { continue }
            if isTaken(plate) { continue }
            insert(plate)
            return plate
        }
        return nil
    }

    /// The grid cells a rectangle covers, clipped to the grid: first and last column and row, or
    /// `nil` when it covers none.
    private func cellSpan(covering rect: Rect) -> CellSpan? {
        guard columns > 0, rect.maxX >= extent.minX, rect.minX <= extent.maxX, rect.maxY >= extent.minY,
            rect.minY <= extent.maxY
        else { return nil }
        let span = CellSpan(
            firstColumn: cell(rect.minX - extent.minX, last: columns - 1),
            lastColumn: cell(rect.maxX - extent.minX, last: columns - 1),
            firstRow: cell(rect.minY - extent.minY, last: rows - 1),
            lastRow: cell(rect.maxY - extent.minY, last: rows - 1))
        guard span.firstColumn <= span.lastColumn, span.firstRow <= span.lastRow else { return nil }
        return span
    }

    /// The cell (column or row) that `offset` from the grid's edge falls in, clamped to the grid.
    /// Truncation is the floor here: a negative offset clamps to the first cell either way.
    @inline(__always)
    private func cell(_ offset: Double, last: Int) -> Int {
        let position = offset / cellSize
        guard position > 0 else { return 0 }
        return position >= Double(last) ? last : Int(position)
    }

    /// A block of grid cells.
    private struct CellSpan {
        var firstColumn: Int
        var lastColumn: Int
        var firstRow: Int
        var lastRow: Int

        var count: Int { (lastColumn - firstColumn + 1) * (lastRow - firstRow + 1) }
    }

    private func isTaken(_ plate: Rect) -> Bool {
        for index in outside where placed[index].overlaps(plate) { return true }
        guard let span = cellSpan(covering: plate) else { return false }
        var row = span.firstRow
        while row <= span.lastRow {
            var column = span.firstColumn
            while column <= span.lastColumn {
                var link = heads[row * columns + column]
                while link >= 0 {
                    if placed[links[link].plate].overlaps(plate) { return true }
                    link = links[link].next
                }
                column += 1
            }
            row += 1
        }
        return false
    }

    private mutating func insert(_ plate: Rect) {
        let index = placed.count
        placed.append(plate)
        // A plate outside the grid, or one so large it would fill many cells, is checked alone.
        guard plate.isContained(in: extent, tolerance: 0), let span = cellSpan(covering: plate),
            span.count <= 64
        else {
            outside.append(index)
            return
        }
        var row = span.firstRow
        while row <= span.lastRow {
            var column = span.firstColumn
            while column <= span.lastColumn {
                let cell = row * columns + column
                if heads[cell] < 0 { usedCells.append(cell) }
                links.append((plate: index, next: heads[cell]))
                heads[cell] = links.count - 1
                column += 1
            }
            row += 1
        }
    }
}
