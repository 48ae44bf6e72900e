/// A point in a view's or a window's coordinate space, in points.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin of a coordinate space.
    public static let zero = Point(x: 0, y: 0)
}

/// A width and a height, in points.
public struct Size: Hashable, Sendable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// A rectangle as UIKit reports it (`CGRect`), with no normalisation applied.
///
/// Layout guides can end up with frames Auto Layout could not resolve — NaN, infinite or
/// negative sizes. `Rect` keeps such values exactly as read so they can be reported, and
/// ``geometryIssue`` says whether the rectangle is fit to draw.
public struct Rect: Hashable, Sendable {
    /// The top-left corner.
    public var origin: Point
    /// The extent from the origin.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its four components.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }

    /// The four components in the order the snapshot format stores them: x, y, width, height.
    public var components: [Double] { [origin.x, origin.y, size.width, size.height] }

    /// Whether every component is a finite number.
    public var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    /// What, if anything, keeps this rectangle from being drawn.
    package var geometryIssue: GeometryIssue? {
        if !isFinite { return .nonFinite }
        if size.width < 0 || size.height < 0 { return .negativeSize }
        return nil
    }

    /// Whether the rectangle can be drawn: finite with no negative side.
    public var isDrawable: Bool { geometryIssue == nil }

    /// Whether the rectangle covers no area (a zero side), assuming it is drawable.
    public var hasZeroArea: Bool { size.width == 0 || size.height == 0 }

    /// The rectangle moved by an offset.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width, height: size.height)
    }

    /// The rectangle grown (positive) or shrunk (negative) by the given amounts on each side.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: origin.x + dx, y: origin.y + dy, width: size.width - 2 * dx, height: size.height - 2 * dy)
    }

    /// The overlap of two drawable rectangles, or `nil` when they do not overlap at all.
    ///
    /// Rectangles that merely touch overlap in a zero-area rectangle, which is kept: a
    /// zero-width guide on a clipping edge is still on screen as a line.
    public func intersection(_ other: Rect) -> Rect? {
        guard isDrawable, other.isDrawable else { return nil }
        let left = max(minX, other.minX)
        let top = max(minY, other.minY)
        let right = min(maxX, other.maxX)
        let bottom = min(maxY, other.maxY)
        guard right >= left, bottom >= top else { return nil }
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether two drawable rectangles share interior area (touching edges do not count).
    public func overlaps(_ other: Rect) -> Bool {
        guard isDrawable, other.isDrawable else { return false }
        return minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }

    /// Whether this drawable rectangle lies wholly inside another, within `tolerance` points.
    public func isContained(in other: Rect, tolerance: Double = 0.5) -> Bool {
        guard isDrawable, other.isDrawable else { return false }
        return minX >= other.minX - tolerance && minY >= other.minY - tolerance
            && maxX <= other.maxX + tolerance && maxY <= other.maxY + tolerance
    }

    /// The smallest rectangle holding both drawable rectangles.
    public func union(_ other: Rect) -> Rect {
        guard isDrawable else { return other }
        guard other.isDrawable else { return self }
        let left = min(minX, other.minX)
        let top = min(minY, other.minY)
        return Rect(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
    }
}

/// Why a rectangle cannot be drawn.
///
/// Auto Layout produces such frames when constraints conflict or divide by zero; GuideLens
/// flags the guide instead of drawing garbage or trapping.
package enum GeometryIssue: String, Hashable, Sendable, CaseIterable {
    /// A component is NaN or infinite.
    case nonFinite = "non-finite"
    /// The width or the height is negative.
    case negativeSize = "negative-size"
}
