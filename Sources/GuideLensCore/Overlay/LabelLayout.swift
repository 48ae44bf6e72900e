/// Places small text labels next to rectangles so that no two labels cover each other.
///
/// Used for the overlay's guide labels on device (per owning view) and for every label of
/// a rendered snapshot. Text width is estimated per character for the monospaced font both the
/// overlay and the renderer use (wider for CJK and emoji), so no font metrics are needed.
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

    /// Forgets every placed label and takes a new container, keeping the storage (the placed
    /// list, the grid's cells): a layout reused pass after pass allocates only for cells it
    /// has never used.
    package mutating func reset(container: Rect?) {
        self.container = container
        placed.removeAll(keepingCapacity: true)
        oversized.removeAll(keepingCapacity: true)
        for index in grid.values.indices { grid.values[index].removeAll(keepingCapacity: true) }
    }

    /// Where the placed list lives now. For tests of storage reuse.
    package var storageAddresses: [UInt] {
        [placed.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }]
    }

    /// The plate size for `text` at `fontSize`: the text's width plus padding.
    package static func plateSize(for text: String, fontSize: Double) -> Size {
        Size(
            width: ((textWidthInEms(text) + 0.6) * fontSize).rounded(.up),
            height: (fontSize * 1.35).rounded(.up))
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
        _ size: Size, near target: Rect, accepting isAcceptable: (Rect) -> Bool = { _ in true }
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
            if !isAcceptable(plate) || isTaken(plate) { continue }
            insert(plate)
            return plate
        }
        return nil
    }

    private static let maximumCells = 4_096

    /// The cells a rectangle covers, as column and row ranges, or `nil` when it covers too many
    /// to index one by one.
    private func cellRanges(covering rect: Rect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        let columns = Self.index(rect.minX)...max(Self.index(rect.minX), Self.index(rect.maxX))
        let rows = Self.index(rect.minY)...max(Self.index(rect.minY), Self.index(rect.maxY))
        let (count, overflow) = columns.count.multipliedReportingOverflow(by: rows.count)
        guard !overflow, count <= Self.maximumCells else { return nil }
        return (columns, rows)
    }

    private static func index(_ coordinate: Double) -> Int {
        Int(max(-1e9, min(1e9, (coordinate / cellSize).rounded(.down))))
    }

    private func isTaken(_ plate: Rect) -> Bool {
        if oversized.contains(where: { placed[$0].overlaps(plate) }) { return true }
        guard let (columns, rows) = cellRanges(covering: plate) else {
            return placed.contains(where: { $0.overlaps(plate) })
        }
        for column in columns {
            for row in rows {
                guard let indices = grid[Cell(column: column, row: row)] else { continue }
                for index in indices where placed[index].overlaps(plate) { return true }
            }
        }
        return false
    }

    private mutating func insert(_ plate: Rect) {
        let index = placed.count
        placed.append(plate)
        guard let (columns, rows) = cellRanges(covering: plate) else {
            oversized.append(index)
            return
        }
        for column in columns {
            for row in rows { grid[Cell(column: column, row: row), default: []].append(index) }
        }
    }
}
