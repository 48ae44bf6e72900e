import Foundation
import GuideLensTestSupport
import Testing

@testable @_spi(Engine) import GuideLensCore

/// The chain picture's words (each constraint's label, each view's note) stay off the outlines
/// and lines drawn: inside their rectangle by their point when there is room, along its side,
/// beside it, around their point (with a leader line past ``MarkingLabelLayout/leaderDistance``),
/// and only when all of that is taken across a line, an outline, or with a leader across a label,
/// never over another label while the canvas has room. Every expected place is computed from the
/// rule's numbers; outlines are away from the origin and fractional; rooms are tried just enough
/// and a hundredth short.
@Suite("Marking labels off the outlines")
struct MarkingLabelLayoutTests {
    typealias Layout = MarkingLabelLayout
    static let canvas = Rect(x: 0, y: 0, width: 390.5, height: 844.25)
    /// Eight characters: 45 points wide exactly (4.8 em and 0.2), so that rooms computed from it
    /// meet their boundaries exactly.
    static let text = "8. top 8"
    static let size = Layout.textSize(text)
    /// The room an outline takes inside its rectangle (its stroke's inner half and the clearance),
    /// and outside (the highlight's stroke and the clearance).
    static let inside = Layout.outlineReachInside + Layout.clearance
    static let outside = Layout.outlineReachOutside + Layout.clearance

    /// The band the renderer draws for a marked rectangle: the highlight's 2-point stroke outside
    /// it (drawn 1 point out) and half the guide's 1-point dashed stroke inside.
    static func drawnOutline(_ rect: Rect) -> (outer: Rect, inner: Rect) {
        (rect.insetBy(dx: -2, dy: -2), rect.insetBy(dx: 0.5, dy: 0.5))
    }

    /// Whether `frame` shares area with the band drawn around `rect`.
    static func intersectsOutline(_ frame: Rect, of rect: Rect) -> Bool {
        let band = drawnOutline(rect)
        guard frame.overlaps(band.outer) else { return false }
        return
            !(band.inner.width > 0 && band.inner.height > 0
            && frame.isContained(in: band.inner, tolerance: 0))
    }

    /// The distance from `point` to the nearest point of `rect`, worked out here rather than by
    /// the layout.
    static func distance(_ point: Point, _ rect: Rect) -> Double {
        let dx = max(rect.minX - point.x, 0, point.x - rect.maxX)
        let dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
        return (dx * dx + dy * dy).squareRoot()
    }

    /// The point a label's line starts from on `side` of `rect`, as the renderer puts it.
    static func point(on rect: Rect, _ side: Layout.Side) -> Point {
        switch side {
        case .top: Point(x: rect.midX, y: rect.minY)
        case .bottom: Point(x: rect.midX, y: rect.maxY)
        case .left: Point(x: rect.minX, y: rect.midY)
        case .right: Point(x: rect.maxX, y: rect.midY)
        case .centre: Point(x: rect.midX, y: rect.midY)
        case .whole: Point(x: rect.minX, y: rect.maxY)
        }
    }

    static func request(_ rect: Rect, _ side: Layout.Side, text: String = text) -> Layout.Request {
        Layout.Request(text: text, rectangle: rect, point: point(on: rect, side), side: side)
    }

    static func place(
        _ request: Layout.Request, outlines: [Rect], avoided: [Rect] = [], lines: [Layout.Line] = [],
        taken: [Rect] = [], canvas: Rect = canvas
    ) -> Layout.Placement? {
        var layout = Layout(outlines: outlines, avoided: avoided, lines: lines, taken: taken, canvas: canvas)
        return layout.place([request])[0]
    }

    @Test("a label's extent is 0.6 em a character at 9 points with 0.1 em either side, and a 1.25 em line")
    func textExtent() {
        expectEqual(Self.size, Size(width: 45, height: 11.25))
        expectEqual(
            Layout.textSize("5. top 99.5 = 87 + 12.5").width.rounded(), ((0.6 * 23 + 0.2) * 9).rounded())
        #expect(Layout.textSize("UILabel 中文").width == (0.6 * 8 + 2 + 0.2) * 9)
        let frame = Rect(x: 100.25, y: 200.75, width: 50, height: 11.25)
        expectEqual(Layout.textOrigin(in: frame), Point(x: 101.15, y: 209.3))
    }

    // MARK: 1. Inside, by the point

    /// A roomy rectangle away from the origin, with fractional edges, narrow enough that a note by
    /// its bottom-right corner is within the leader reach of its bottom-left one.
    static let roomy = Rect(x: 60.25, y: 300.75, width: 200.5, height: 80.5)

    /// The first and second places by the point inside `rect` for `side`, from the rule: beside
    /// the point along its side (after it, then before it), just within that side.
    static func byPoint(_ rect: Rect, _ side: Layout.Side) -> (first: Point, second: Point) {
        let point = point(on: rect, side)
        let left = rect.minX + inside
        let right = rect.maxX - inside - size.width
        let top = rect.minY + inside
        let bottom = rect.maxY - inside - size.height
        let after = point.x + Layout.gap
        let before = point.x - Layout.gap - size.width
        let above = point.y - Layout.gap - size.height
        let below = point.y + Layout.gap
        switch side {
        case .top: return (Point(x: after, y: top), Point(x: before, y: top))
        case .bottom: return (Point(x: after, y: bottom), Point(x: before, y: bottom))
        case .left: return (Point(x: left, y: above), Point(x: left, y: below))
        case .right: return (Point(x: right, y: above), Point(x: right, y: below))
        // The middle: below it first, after it, then before it.
        case .centre: return (Point(x: after, y: below), Point(x: before, y: below))
        // A note: the bottom-left corner first, then the bottom-right.
        case .whole: return (Point(x: left, y: bottom), Point(x: right, y: bottom))
        }
    }

    @Test(
        "inside a roomy rectangle, a label sits by its point on each side; where that is taken, on the point's other side",
        arguments: [Layout.Side.top, .bottom, .left, .right, .centre, .whole])
    func insideByPoint(side: Layout.Side) throws {
        let rect = Self.roomy
        let expected = Self.byPoint(rect, side)
        let first = try #require(Self.place(Self.request(rect, side), outlines: [rect]))
        expectEqual(first.place, .byPoint)
        expectEqual(first.frame, Rect(origin: expected.first, size: Self.size))
        #expect(first.leader == nil && !Self.intersectsOutline(first.frame, of: rect))

        // A plate where the first place is: the second.
        let plate = Rect(origin: expected.first, size: Self.size)
        let second = try #require(Self.place(Self.request(rect, side), outlines: [rect], taken: [plate]))
        expectEqual(second.place, .byPoint)
        expectEqual(second.frame, Rect(origin: expected.second, size: Self.size))
        #expect(!second.frame.overlaps(plate) && !Self.intersectsOutline(second.frame, of: rect))
    }

    @Test(
        "in the middle of a roomy rectangle, with the row below the point taken, the label sits just above the point"
    )
    func centreAbove() throws {
        let rect = Self.roomy
        let point = Self.point(on: rect, .centre)
        let below = Rect(x: rect.minX, y: point.y + Layout.gap, width: rect.width, height: Self.size.height)
        let placement = try #require(
            Self.place(Self.request(rect, .centre), outlines: [rect], taken: [below]))
        expectEqual(placement.place, .byPoint)
        expectEqual(
            placement.frame.origin, Point(x: point.x + Layout.gap, y: point.y - Layout.gap - Self.size.height)
        )
    }

    @Test(
        "positions along a side: the two by the point first, then the rest nearest the first, the lower of two as near first",
        arguments: [(200.75, 150.25), (100.5, 150.25), (10.5, 310.5), (600, 150.25)])
    func alongOrder(first: Double, second: Double) {
        // 300 long: steps of 6 from 10.5, so that 100.5 lies on them and positions as far from
        // it on either side tie.
        let (from, to) = (10.5, 310.5)
        let positions = Layout.along(first, second, from: from, to: to)
        let byPoint = [first, second].filter { (from...to).contains($0) }
        expectEqual(Array(positions.prefix(byPoint.count)), byPoint)
        let anchor = min(max(first, from), to)
        let rest = positions.dropFirst(byPoint.count)
        #expect(rest.count >= 2 && rest.allSatisfy { (from...to).contains($0) })
        for (earlier, later) in zip(rest, rest.dropFirst()) {
            let (near, far) = (abs(earlier - anchor), abs(later - anchor))
            #expect(near < far || (near == far && earlier < later), "\(earlier) before \(later)")
        }
    }

    @Test("no positions along a side that is turned round or not finite; one a hundredth long has both ends")
    func alongEmptySide() {
        #expect(Layout.along(12.5, 15.5, from: 20.5, to: 20.49).isEmpty)
        #expect(Layout.along(12.5, 15.5, from: 10.5, to: .infinity).isEmpty)
        #expect(Layout.along(12.5, 15.5, from: -.infinity, to: 10.5).isEmpty)
        #expect(Layout.along(12.5, 15.5, from: .nan, to: 10.5).isEmpty)
        expectEqual(Layout.along(20.5, 30.5, from: 20.5, to: 20.51), [20.5, 20.51])
    }

    @Test("a guide just tall enough holds the label inside, by its point; a hundredth shorter puts it above")
    func insideHeight() throws {
        let enough = Rect(x: 60.25, y: 300.75, width: 320.5, height: Self.size.height + 2 * Self.inside)
        let inside = try #require(Self.place(Self.request(enough, .top), outlines: [enough]))
        expectEqual(inside.place, .byPoint)
        expectEqual(inside.frame.origin, Point(x: enough.midX + Layout.gap, y: enough.minY + Self.inside))
        #expect(!Self.intersectsOutline(inside.frame, of: enough))
        expectEqual(inside.leader, nil)

        var short = enough
        short.size.height -= 0.01
        let beside = try #require(Self.place(Self.request(short, .top), outlines: [short]))
        expectEqual(beside.place, .beside)
        #expect(beside.frame.maxY == short.minY - Self.outside)
        #expect(!Self.intersectsOutline(beside.frame, of: short))
    }

    // MARK: 2. Inside, along the side

    @Test(
        "a guide just wide enough right of its point holds the label there; a hundredth narrower, along the edge"
    )
    func insideWidth() throws {
        // The point at x 150.5; the label needs gap + width + the inside room to the right.
        let width = 50 + Layout.gap + Self.size.width + Self.inside
        let enough = Rect(x: 100.5, y: 300.25, width: width, height: 40.5)
        let request = Layout.Request(
            text: Self.text, rectangle: enough, point: Point(x: 150.5, y: enough.minY), side: .top)
        let right = try #require(Self.place(request, outlines: [enough]))
        #expect(right.place == .byPoint && right.frame.minX == 150.5 + Layout.gap)
        var narrower = request
        narrower.rectangle.size.width -= 0.01
        let along = try #require(Self.place(narrower, outlines: [narrower.rectangle]))
        // Left of the point does not fit either (50 points): the label slides along the edge, as
        // far right as the inside room lets it, the nearest to where it wanted to be.
        expectEqual(along.place, .inside)
        #expect(along.frame.minY == narrower.rectangle.minY + Self.inside)
        #expect(along.frame.maxX == narrower.rectangle.maxX - Self.inside)
        #expect(!Self.intersectsOutline(along.frame, of: narrower.rectangle))
    }

    @Test("with both places by the point taken, the label slides along the side to the nearest free place")
    func insideAlong() throws {
        let rect = Self.roomy
        let point = Self.point(on: rect, .top)
        // A plate over the top row from 40 before the point to 40 after it.
        let plate = Rect(x: point.x - 40, y: rect.minY, width: 80, height: 20)
        let along = try #require(Self.place(Self.request(rect, .top), outlines: [rect], taken: [plate]))
        expectEqual(along.place, .inside)
        #expect(along.frame.minY == rect.minY + Self.inside)
        #expect(!along.frame.overlaps(plate) && !Self.intersectsOutline(along.frame, of: rect))
        // Next to the plate: no more than one step of the search (6 points) away from it.
        let slid =
            along.frame.minX >= plate.maxX ? along.frame.minX - plate.maxX : plate.minX - along.frame.maxX
        #expect(slid >= 0 && slid < 6)
        // The along-the-side search stays in the side's row; a size's goes anywhere inside.
        let centre = try #require(
            Self.place(
                Self.request(rect, .centre), outlines: [rect],
                taken: [Rect(x: rect.minX, y: rect.midY - 20, width: rect.width, height: 40)]))
        #expect(
            centre.place == .inside && centre.frame.isContained(in: rect.insetBy(dx: 3, dy: 3), tolerance: 0))
    }

    // MARK: 3. Beside

    /// A rectangle too small to hold the label inside (12 high and 20 wide), with room around.
    static let small = Rect(x: 150.25, y: 400.75, width: 20.5, height: 12.5)

    @Test(
        "a label its rectangle cannot hold sits just outside the point's side, by the point, with no leader",
        arguments: [Layout.Side.top, .bottom, .left, .right, .centre, .whole])
    func besideByPoint(side: Layout.Side) throws {
        let rect = Self.small
        let point = Self.point(on: rect, side)
        let above = rect.minY - Self.outside - Self.size.height
        let below = rect.maxY + Self.outside
        let expected: Point =
            switch side {
            case .top: Point(x: point.x + Layout.gap, y: above)
            case .bottom, .centre, .whole: Point(x: point.x + Layout.gap, y: below)
            case .left:
                Point(
                    x: rect.minX - Self.outside - Self.size.width, y: point.y - Layout.gap - Self.size.height)
            case .right: Point(x: rect.maxX + Self.outside, y: point.y - Layout.gap - Self.size.height)
            }
        let beside = try #require(Self.place(Self.request(rect, side), outlines: [rect]))
        expectEqual(beside.place, .beside)
        expectEqual(beside.frame, Rect(origin: expected, size: Self.size))
        #expect(beside.leader == nil && !Self.intersectsOutline(beside.frame, of: rect))
    }

    @Test(
        "a label beside a right edge needs the canvas's room; a hundredth less, and it goes below the guide")
    func besideCanvasRight() throws {
        let rect = Rect(x: 200.25, y: 300.75, width: 120.5, height: 10.5)
        var canvas = Self.canvas
        canvas.size.width = rect.maxX + Self.outside + Self.size.width
        let beside = try #require(Self.place(Self.request(rect, .right), outlines: [rect], canvas: canvas))
        #expect(beside.place == .beside && beside.frame.minX == rect.maxX + Self.outside)
        expectEqual(beside.frame.maxX, canvas.maxX)
        canvas.size.width -= 0.01
        let below = try #require(Self.place(Self.request(rect, .right), outlines: [rect], canvas: canvas))
        // Just below the guide, ending at its right edge: beside it still, and no leader.
        #expect(below.place == .beside && below.frame.minY == rect.maxY + Self.outside)
        #expect(below.frame.maxX == rect.maxX && below.leader == nil)
        #expect(!Self.intersectsOutline(below.frame, of: rect))
    }

    @Test("a label beside a left edge needs the canvas's room; a hundredth less, and it goes below the guide")
    func besideCanvasLeft() throws {
        let rect = Rect(x: 150.25, y: 300.75, width: 120.5, height: 10.5)
        let left = rect.minX - Self.outside - Self.size.width
        var canvas = Rect(x: left, y: 0, width: Self.canvas.maxX - left, height: Self.canvas.height)
        let beside = try #require(Self.place(Self.request(rect, .left), outlines: [rect], canvas: canvas))
        #expect(beside.place == .beside && beside.frame.minX == canvas.minX)
        #expect(beside.frame.maxX == rect.minX - Self.outside)
        canvas.origin.x += 0.01
        canvas.size.width -= 0.01
        let below = try #require(Self.place(Self.request(rect, .left), outlines: [rect], canvas: canvas))
        #expect(
            below.place == .beside && below.frame.origin == Point(x: rect.minX, y: rect.maxY + Self.outside))
        #expect(below.leader == nil && !Self.intersectsOutline(below.frame, of: rect))
    }

    @Test("a label below a side edge starts a gap in from it when the edge's own line leaves downwards")
    func besideClearOfOwnLine() throws {
        // Too low to hold the label inside.
        let rect = Rect(x: 20.25, y: 147.5, width: 350.5, height: 12)
        let request = Self.request(rect, .left)
        // The line from the left edge's middle down to an item 20 to the left, far below.
        let line = Layout.Line(from: request.point, to: Point(x: 0.25, y: 428.5))
        var canvas = Self.canvas
        canvas.origin.x = rect.minX - 20
        let placement = try #require(
            Self.place(request, outlines: [rect], lines: [line], canvas: canvas))
        expectEqual(placement.place, .beside)
        expectEqual(placement.frame.origin, Point(x: rect.minX + Layout.gap, y: rect.maxY + Self.outside))
        #expect(!line.passes(through: placement.frame.insetBy(dx: -1, dy: -1)))
    }

    // MARK: 4. Around the point

    @Test(
        "between two guides a gap just high enough takes the label; a hundredth lower sends it around, with a leader"
    )
    func besideGap() throws {
        let below = Rect(x: 20.5, y: 400.25, width: 350, height: 10.5)
        let gap = Self.size.height + 2 * Self.outside
        let above = Rect(x: 10.25, y: below.minY - gap - 60, width: 370, height: 60)
        let request = Self.request(below, .top)
        let beside = try #require(Self.place(request, outlines: [below, above]))
        expectEqual(beside.place, .beside)
        #expect(
            !Self.intersectsOutline(beside.frame, of: below)
                && !Self.intersectsOutline(beside.frame, of: above))
        expectEqual(beside.leader, nil)

        var closer = above
        closer.origin.y += 0.01
        let around = try #require(Self.place(request, outlines: [below, closer]))
        expectEqual(around.place, .around)
        #expect(
            !Self.intersectsOutline(around.frame, of: below)
                && !Self.intersectsOutline(around.frame, of: closer))
        #expect(Self.distance(request.point, around.frame) > Layout.leaderDistance)
        let leader = try #require(around.leader)
        expectEqual(leader.from, request.point)
        // It ends at the point of the label nearest the guide's point.
        expectEqual(Self.distance(leader.to, around.frame), 0)
        expectEqual(
            Self.distance(request.point, around.frame),
            Self.distance(request.point, Rect(origin: leader.to, size: Size(width: 0, height: 0))))
    }

    @Test("around its point, a label within the leader distance needs no leader; past it, it has one")
    func aroundLeader() throws {
        // A point with no room of its own (its rectangle is the point) and the places beside it
        // taken: the label goes around, as near as it can.
        let point = Point(x: 200.25, y: 400.75)
        let rect = Rect(origin: point, size: Size(width: 0, height: 0))
        let request = Layout.Request(text: Self.text, rectangle: rect, point: point, side: .top)
        let row = Rect(
            x: point.x - 60, y: point.y - Self.outside - Self.size.height - 1, width: 120, height: 14)
        let near = try #require(Self.place(request, outlines: [], taken: [row]))
        #expect(near.place == .around && !near.frame.overlaps(row))
        let nearDistance = Self.distance(point, near.frame)
        #expect(nearDistance >= Layout.gap && nearDistance <= Layout.leaderDistance)
        expectEqual(near.leader, nil)

        // Plates all around, 20 points off: the label goes beyond them, with a leader.
        let square = Rect(x: point.x - 20, y: point.y - 20, width: 40, height: 40)
        let far = try #require(Self.place(request, outlines: [], taken: [square]))
        #expect(far.place == .around && !far.frame.overlaps(square))
        #expect(Self.distance(point, far.frame) > Layout.leaderDistance)
        #expect(Self.distance(point, far.frame) <= Layout.leaderReach)
        let leader = try #require(far.leader)
        #expect(leader.from == point && Self.distance(leader.to, far.frame) == 0)
        // A leader may cross a plate: the point is under one.
        #expect(leader.passes(through: square))
    }

    @Test(
        "a place exactly the leader reach above its point is within reach; with the plates a hundredth higher, nothing around is",
        arguments: [0, 0.01])
    func exactlyAtTheLeaderReach(overlap: Double) throws {
        let point = Point(x: 200.25, y: 400.75)
        let rect = Rect(origin: point, size: Size(width: 0, height: 0))
        let request = Layout.Request(text: Self.text, rectangle: rect, point: point, side: .top)
        // Everything from the leader reach above the point down to the canvas's bottom taken.
        let top = point.y - Layout.leaderReach - overlap
        let plate = Rect(x: 0, y: top, width: Self.canvas.width, height: Self.canvas.maxY - top)
        let placement = try #require(Self.place(request, outlines: [], taken: [plate]))
        if overlap == 0 {
            expectEqual(placement.place, .around)
            #expect(placement.frame.maxY == point.y - Layout.leaderReach)
            #expect(placement.frame.minX <= point.x && point.x <= placement.frame.maxX)
            expectEqual(Self.distance(point, placement.frame), Layout.leaderReach)
        } else {
            #expect(placement.place != .around)
        }
    }

    @Test(
        "a plate 88 points round the point: the label lands just past it, in the third ring, not the fourth")
    func thirdRingsFarEdge() throws {
        // The third ring reaches 8 leader distances (96 points); the fourth starts past it. A
        // plate covering 88 points on every side of the point leaves its nearest free places 88
        // to 94 points off (rows 6 apart, columns 12): in the third ring. A third ring ending
        // short of them (at 84) would leave them to no ring, and the fourth would put the label
        // past 96.
        let point = Point(x: 200.25, y: 400.75)
        let rect = Rect(origin: point, size: Size(width: 0, height: 0))
        let request = Layout.Request(text: Self.text, rectangle: rect, point: point, side: .top)
        let plate = Rect(x: point.x - 88, y: point.y - 88, width: 176, height: 176)
        let placement = try #require(Self.place(request, outlines: [], taken: [plate]))
        let distance = Self.distance(point, placement.frame)
        #expect(placement.place == .around && !placement.frame.overlaps(plate))
        #expect(distance >= 88 && distance < 8 * Layout.leaderDistance, "\(distance)")
        #expect(placement.leader != nil)
    }

    @Test("no label sits farther than the leader reach from its point, even along its own long side")
    func leaderReach() throws {
        var canvas = Self.canvas
        canvas.size.width = 800.5
        let rect = Rect(x: 20.25, y: 300.75, width: 760.5, height: 40.25)
        let point = Self.point(on: rect, .top)
        // The top row inside taken up to 200 points after the point, and the row above.
        let plates = [
            Rect(x: rect.minX, y: rect.minY, width: point.x + 200 - rect.minX, height: 16),
            Rect(x: 0, y: 280, width: canvas.width, height: 20.5),
        ]
        let placement = try #require(
            Self.place(Self.request(rect, .top), outlines: [rect], taken: plates, canvas: canvas))
        // Not along the top, 200 points off: around the point, inside the guide, with a leader.
        expectEqual(placement.place, .around)
        #expect(Self.distance(point, placement.frame) <= Layout.leaderReach)
        #expect(!Self.intersectsOutline(placement.frame, of: rect) && placement.leader != nil)
    }

    @Test(
        "a label's nearer place around its point is not taken by another's farther one, whatever their order")
    func aroundRings() throws {
        // A one-row canvas, taken but for a window 70 points wide: room for one label.
        let canvas = Rect(x: 0.5, y: 100.25, width: 400, height: Self.size.height)
        let window = (from: 80.5, to: 150.5)
        let plates = [
            Rect(x: canvas.minX, y: canvas.minY, width: window.from - canvas.minX, height: canvas.height),
            Rect(x: window.to, y: canvas.minY, width: canvas.maxX - window.to, height: canvas.height),
        ]
        func label(at x: Double) -> Layout.Request {
            let point = Point(x: x, y: 103.5)
            return Layout.Request(
                text: Self.text, rectangle: Rect(origin: point, size: Size(width: 0, height: 0)),
                point: point,
                side: .top)
        }
        // The first label is 60 and more left of the window, the second 15 right of it.
        let far = label(at: 20.5)
        let near = label(at: window.to + 15)
        var layout = Layout(outlines: [], taken: plates, canvas: canvas)
        let placements = layout.place([far, near])
        let nearPlace = try #require(placements[1])
        expectEqual(nearPlace.place, .around)
        #expect(nearPlace.frame.minX >= window.from && nearPlace.frame.maxX <= window.to)
        #expect(Self.distance(near.point, nearPlace.frame) <= 2 * Layout.leaderDistance)
        // The first is left with the last stage's place, which covers a plate.
        let farPlace = try #require(placements[0])
        #expect(farPlace.place == .below && !farPlace.frame.overlaps(nearPlace.frame))
    }

    // MARK: 5. The last stage

    /// A canvas 120 by 60 with a point whose rectangle is the point, where every place a label
    /// fits runs across one of two lines (or outlines) 40 points apart.
    static let crowdedCanvas = Rect(x: 100.5, y: 200.25, width: 120, height: 60)
    static let crowdedPoint = Point(x: 160.5, y: 215.25)
    static let crowdedRequest = Layout.Request(
        text: text, rectangle: Rect(origin: crowdedPoint, size: Size(width: 0, height: 0)),
        point: crowdedPoint,
        side: .top)
    static let crowdedLines = [140.5, 180.5].map { x in
        Layout.Line(from: Point(x: x, y: crowdedCanvas.minY), to: Point(x: x, y: crowdedCanvas.maxY))
    }

    @Test("where every place crosses a line, the label goes just below its rectangle, across the line")
    func lastAcrossLines() throws {
        let placement = try #require(
            Self.place(
                Self.crowdedRequest, outlines: [], lines: Self.crowdedLines, canvas: Self.crowdedCanvas))
        expectEqual(placement.place, .below)
        expectEqual(
            placement.frame.origin,
            Point(x: Self.crowdedPoint.x + Layout.gap, y: Self.crowdedPoint.y + Self.outside))
        #expect(Self.crowdedLines.contains { $0.passes(through: placement.frame) })
        // 6.4 points from its point: no leader.
        expectEqual(placement.leader, nil)
    }

    @Test("in the last stage, a label crosses a line before an outline")
    func lastLinesBeforeOutlines() throws {
        // An outline across the place just below: the label goes where it crosses only a line.
        let outline = Rect(x: 170.5, y: 215.25, width: 0, height: 25)
        let placement = try #require(
            Self.place(
                Self.crowdedRequest, outlines: [outline], lines: Self.crowdedLines, canvas: Self.crowdedCanvas
            ))
        expectEqual(placement.place, .below)
        #expect(!Self.intersectsOutline(placement.frame, of: outline))
        #expect(Self.crowdedLines.contains { $0.passes(through: placement.frame) })
        // Around its point, never over it and its dot.
        #expect(Self.distance(Self.crowdedPoint, placement.frame) >= Layout.gap)
        #expect(placement.frame.isContained(in: Self.crowdedCanvas, tolerance: 0))
    }

    @Test("where every place crosses an outline, the label goes just below its rectangle, across it")
    func lastAcrossOutlines() throws {
        let outlines = Self.crowdedLines.map { Rect(x: $0.from.x, y: $0.from.y, width: 0, height: 60) }
        let placement = try #require(
            Self.place(Self.crowdedRequest, outlines: outlines, canvas: Self.crowdedCanvas))
        expectEqual(placement.place, .below)
        expectEqual(
            placement.frame.origin,
            Point(x: Self.crowdedPoint.x + Layout.gap, y: Self.crowdedPoint.y + Self.outside))
        #expect(outlines.contains { Self.intersectsOutline(placement.frame, of: $0) })
    }

    /// A point in a hole 70 by 25 in a ring of plates 30 wide: a label fits only outside the ring.
    static let holePoint = Point(x: 200.5, y: 400.25)
    static let hole = Rect(x: 170.5, y: 390.25, width: 70, height: 25)
    static let ring = [
        Rect(x: hole.minX - 30, y: hole.minY - 30, width: hole.width + 60, height: 30),
        Rect(x: hole.minX - 30, y: hole.maxY, width: hole.width + 60, height: 30),
        Rect(x: hole.minX - 30, y: hole.minY, width: 30, height: hole.height),
        Rect(x: hole.maxX, y: hole.minY, width: 30, height: hole.height),
    ]

    @Test(
        "a leader crosses plates but no label; where only that is left, it crosses the label in the last stage, before a label crosses a line"
    )
    func leaderAcrossLabels() throws {
        let request = Layout.Request(
            text: Self.text, rectangle: Rect(origin: Self.holePoint, size: Size(width: 0, height: 0)),
            point: Self.holePoint, side: .top)
        var plates = Layout(outlines: [], taken: Self.ring, canvas: Self.canvas)
        let overPlates = try #require(plates.place([request])[0])
        expectEqual(overPlates.place, .around)
        let leader = try #require(overPlates.leader)
        #expect(Self.ring.contains { leader.passes(through: $0) })

        // A label placed first in the hole, over the point: the leader may not cross it.
        var labels = Layout(outlines: [], taken: Self.ring, canvas: Self.canvas)
        let first = try #require(labels.place([Self.request(Self.hole, .top)])[0])
        try #require(Self.distance(Self.holePoint, first.frame) == 0)
        let overLabel = try #require(labels.place([request])[0])
        expectEqual(overLabel.place, .below)
        #expect(overLabel.frame == overPlates.frame && !overLabel.frame.overlaps(first.frame))
        #expect(try #require(overLabel.leader).passes(through: first.frame))

        // A line across that place: a leader across the label is tried before a label across the
        // line, so the label goes to the next place clear of the line.
        let line = Layout.Line(
            from: Point(x: Self.canvas.minX, y: overPlates.frame.midY),
            to: Point(x: Self.canvas.maxX, y: overPlates.frame.midY))
        var crossed = Layout(outlines: [], lines: [line], taken: Self.ring, canvas: Self.canvas)
        let second = try #require(crossed.place([Self.request(Self.hole, .top)])[0])
        expectEqual(second.frame, first.frame)
        let clear = try #require(crossed.place([request])[0])
        #expect(clear.place == .below && !line.passes(through: clear.frame.insetBy(dx: -1, dy: -1)))
        #expect(try #require(clear.leader).passes(through: first.frame))
    }

    @Test(
        "with no room anywhere, the label goes just below its rectangle, kept on the canvas's right and bottom"
    )
    func lastResortOnCanvas() throws {
        let canvas = Rect(x: 10.5, y: 20.25, width: 200, height: 100)
        let rect = Rect(x: 150.5, y: 90.25, width: 50, height: 20)
        let placement = try #require(
            Self.place(Self.request(rect, .top), outlines: [rect], taken: [canvas], canvas: canvas))
        expectEqual(placement.place, .below)
        expectEqual(
            placement.frame.origin, Point(x: canvas.maxX - Self.size.width, y: canvas.maxY - Self.size.height)
        )
        #expect(placement.frame.isContained(in: canvas, tolerance: 0))
    }

    @Test(
        "with no room anywhere on a canvas far to the right of its top, the label goes just below its rectangle all the same"
    )
    func lastResortOnCanvasToTheRight() throws {
        // The canvas's left (300.5) is further from the origin than its top (20.25) and than the
        // place below the rectangle (60.75 + 4): the place's height is kept from the canvas's top
        // alone, and the canvas's bottom (309 for a label 11.25 high) is not reached.
        let canvas = Rect(x: 300.5, y: 20.25, width: 200, height: 300)
        let rect = Rect(x: 340.5, y: 40.75, width: 50, height: 20)
        let request = Self.request(rect, .top)
        let placement = try #require(Self.place(request, outlines: [rect], taken: [canvas], canvas: canvas))
        expectEqual(placement.place, .below)
        expectEqual(
            placement.frame.origin, Point(x: request.point.x + Layout.gap, y: rect.maxY + Self.outside))
        #expect(placement.frame.isContained(in: canvas, tolerance: 0))
    }

    @Test("a point so far out that a step of the search is lost in its rounding is laid out all the same")
    func farPoint() throws {
        let canvas = Rect(x: 0, y: 0, width: 1e18, height: 1e18)
        let point = Point(x: 1e17 + 0.5, y: 1e17)
        let request = Layout.Request(
            text: Self.text, rectangle: Rect(origin: point, size: Size(width: 0, height: 0)), point: point,
            side: .top)
        // Everything taken: the search goes all the way around, to the last resort.
        var layout = Layout(outlines: [], taken: [canvas], canvas: canvas)
        let placement = try #require(layout.place([request])[0])
        #expect(placement.place == .below && placement.frame.isContained(in: canvas, tolerance: 0))
    }

    // MARK: Other outlines, lines and the canvas

    @Test("a label keeps off another guide's outline while there is room, and crosses it where there is none")
    func avoidedOutlines() throws {
        let rect = Self.roomy
        let expected = Self.byPoint(rect, .top)
        // A guide whose outline runs through the place after the point: the place before it.
        let guide = Rect(x: expected.first.x + 15, y: rect.minY + 5, width: 50, height: 50)
        let before = try #require(Self.place(Self.request(rect, .top), outlines: [rect], avoided: [guide]))
        #expect(before.place == .byPoint && before.frame.origin == expected.second)
        #expect(!Self.intersectsOutline(before.frame, of: guide))

        // Guides (lines, as drawn) every 50 points across the rectangle, which is the whole canvas:
        // no place keeps off them all, and the label takes its first place across one.
        let guides = stride(from: 100.0, through: 250, by: 50).map {
            Rect(x: $0, y: rect.minY, width: 0, height: rect.height)
        }
        let across = try #require(
            Self.place(Self.request(rect, .top), outlines: [rect], avoided: guides, canvas: rect))
        #expect(across.place == .byPoint && across.frame.origin == expected.first)
        #expect(guides.contains { Self.intersectsOutline(across.frame, of: $0) })
    }

    @Test("a label keeps out of another marked item that does not hold its own, while there is room")
    func outOfOtherItems() throws {
        let rect = Rect(x: 100.25, y: 300.75, width: 30.5, height: 12.25)
        // An item just right of the rectangle, whose inside a label beside its right edge is in.
        let neighbour = Rect(x: rect.maxX + 1, y: 250.25, width: 200.5, height: 120.5)
        let placement = try #require(Self.place(Self.request(rect, .right), outlines: [rect, neighbour]))
        // Below the rectangle, a gap in from its right edge: the edge itself would cross the
        // neighbour's outline.
        expectEqual(placement.place, .beside)
        expectEqual(
            placement.frame.origin,
            Point(x: rect.maxX - Layout.gap - Self.size.width, y: rect.maxY + Self.outside))
        #expect(!placement.frame.overlaps(neighbour))
        // An item that holds the rectangle does not keep the label out.
        let holder = Rect(x: 50.5, y: 250.25, width: 300.5, height: 200.5)
        let inHolder = try #require(Self.place(Self.request(rect, .right), outlines: [rect, holder]))
        #expect(inHolder.place == .beside && inHolder.frame.minX == rect.maxX + Self.outside)
    }

    @Test(
        "an item reaching past the canvas holds labels as its drawn part does; a point off the canvas is left out"
    )
    func drawnPart() throws {
        // A narrow item reaching past the canvas's bottom, and a marked item holding its drawn
        // part (from its top to the canvas's bottom), not the whole of it.
        let rect = Rect(x: 100.25, y: 700.5, width: 20, height: 200)
        let drawn = try #require(rect.intersection(Self.canvas))
        let holder = Rect(x: 40.25, y: drawn.minY, width: 100, height: drawn.height)
        let placement = try #require(Self.place(Self.request(rect, .left), outlines: [drawn, holder]))
        // Beside its left edge, by the point, in the holder: not above the item, out of it.
        let point = Self.point(on: rect, .left)
        expectEqual(placement.place, .beside)
        expectEqual(
            placement.frame.origin,
            Point(x: rect.minX - Self.outside - Self.size.width, y: point.y - Layout.gap - Self.size.height))
        #expect(placement.frame.isContained(in: holder, tolerance: 0))
        // Its note's point, the bottom-left corner, is off the canvas.
        expectEqual(Self.place(Self.request(rect, .whole), outlines: [drawn]), nil)
    }

    @Test("a line through a place keeps the label off it; a label whose point is off the canvas is left out")
    func linesAndCanvas() throws {
        let rect = Rect(x: 100.25, y: 300.75, width: 280.5, height: 40.25)
        let expected = Self.byPoint(rect, .top)
        func vertical(through x: Double) -> Layout.Line {
            Layout.Line(from: Point(x: x, y: rect.minY), to: Point(x: x, y: rect.maxY))
        }
        // A line through the place after the point: the place before it.
        let after = vertical(through: expected.first.x + 20)
        let before = try #require(Self.place(Self.request(rect, .top), outlines: [rect], lines: [after]))
        #expect(before.place == .byPoint && before.frame.origin == expected.second)
        // Lines through both: along the edge, clear of both and of the line's one point around it.
        let both = [after, vertical(through: expected.second.x + 20)]
        let along = try #require(Self.place(Self.request(rect, .top), outlines: [rect], lines: both))
        #expect(along.place == .inside && along.frame.minY == rect.minY + Self.inside)
        #expect(!both.contains { $0.passes(through: along.frame.insetBy(dx: -1, dy: -1)) })

        var offCanvas = Self.request(rect, .top)
        offCanvas.point = Point(x: -4, y: 300.75)
        expectEqual(Self.place(offCanvas, outlines: [rect]), nil)
    }

    @Test("a line passes through a rectangle it crosses, touches or lies in, and not one it misses")
    func linePasses() {
        let rect = Rect(x: 10.5, y: 20.25, width: 30, height: 10)
        let line = { (x1: Double, y1: Double, x2: Double, y2: Double) in
            Layout.Line(from: Point(x: x1, y: y1), to: Point(x: x2, y: y2))
        }
        #expect(line(0, 25, 50, 25).passes(through: rect))
        #expect(line(15, 22, 16, 23).passes(through: rect))
        #expect(line(10.5, 0, 10.5, 40).passes(through: rect))
        #expect(!line(10.49, 0, 10.49, 40).passes(through: rect))
        #expect(!line(0, 0, 10, 19).passes(through: rect))
        #expect(!line(41, 20, 60, 40).passes(through: rect))
        #expect(!line(0, 31, 50, 31).passes(through: rect))
        #expect(line(50, 30.25, 0, 30.25).passes(through: rect))
    }

    // MARK: The rule over many pictures

    @Test(
        "over 300 seeded pictures, no label crosses an outline, a line or another label, or strays, and the layout is the same twice"
    )
    func seededPictures() {
        let seed: UInt64 = 0x4C_4142_454C
        var random = SeededGenerator(seed: seed)
        let sides: [Layout.Side] = [.top, .bottom, .left, .right, .centre, .whole]
        for picture in 0..<300 {
            var outlines: [Rect] = []
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                outlines.append(
                    Rect(
                        x: Double.random(in: 20...300, using: &random).rounded() + 0.25,
                        y: Double.random(in: 40...700, using: &random).rounded() + 0.75,
                        width: Double.random(in: 0...200, using: &random).rounded() + 0.5,
                        height: Double.random(in: 0...120, using: &random).rounded() + 0.25))
            }
            let guides = outlines.map { $0.insetBy(dx: 10, dy: -8) }.filter { $0.width > 0 }
            var requests: [Layout.Request] = []
            var lines: [Layout.Line] = []
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                let from = outlines[Int.random(in: 0..<outlines.count, using: &random)]
                let to = outlines[Int.random(in: 0..<outlines.count, using: &random)]
                let side = sides[Int.random(in: 0..<sides.count, using: &random)]
                let point = Self.point(on: from, side)
                let text = String(repeating: "8", count: Int.random(in: 4...30, using: &random))
                requests.append(Layout.Request(text: text, rectangle: from, point: point, side: side))
                lines.append(Layout.Line(from: point, to: Self.point(on: to, side)))
            }
            let plate = Rect(x: outlines[0].minX + 1, y: outlines[0].minY + 1, width: 60, height: 13)
            var layout = Layout(
                outlines: outlines, avoided: guides, lines: lines, taken: [plate], canvas: Self.canvas)
            let placements = layout.place(requests)
            var again = Layout(
                outlines: outlines, avoided: guides, lines: lines, taken: [plate], canvas: Self.canvas)
            expectEqual(again.place(requests), placements, "seed \(seed), picture \(picture): deterministic")
            let context = Comment(rawValue: "seed \(seed), picture \(picture)")
            for (index, placement) in placements.enumerated() {
                guard let placement else { continue }
                expectEqual(placement.frame.size, Layout.textSize(requests[index].text))
                #expect(placement.frame.isContained(in: Self.canvas, tolerance: 0), context)
                #expect(!placement.frame.overlaps(plate), context)
                for (other, otherPlacement) in placements.enumerated() where other != index {
                    guard let otherPlacement else { continue }
                    #expect(!placement.frame.overlaps(otherPlacement.frame), context)
                }
                // The last stage is the one place that may cross.
                guard placement.place != .below else { continue }
                #expect(Self.distance(placement.point, placement.frame) <= Layout.leaderReach, context)
                expectEqual(
                    (placement.leader != nil),
                    (placement.place == .around
                        && Self.distance(placement.point, placement.frame) > Layout.leaderDistance), context)
                for rect in outlines {
                    #expect(
                        !Self.intersectsOutline(placement.frame, of: rect),
                        "\(context): \(placement.frame) crosses the outline of \(rect)")
                }
                for line in lines {
                    #expect(!line.passes(through: placement.frame), context)
                }
                for (other, otherPlacement) in placements.enumerated() where other != index {
                    guard let otherPlacement, otherPlacement.place != .below,
                        let leader = otherPlacement.leader
                    else { continue }
                    #expect(!leader.passes(through: placement.frame), context)
                }
            }
        }
    }
}
