/// Where the words of a picture's markings go — each constraint's label, each view's note — so
/// that none runs across an outline of the items marked or a line drawn between them, and none
/// covers another label.
///
/// A label belongs to a rectangle (the item whose edge or size it states, as drawn: its part on
/// the canvas) and to a point on it (where its line starts). Its place is the first of these that
/// is free — on the canvas, within ``leaderReach`` of its point, across no outline of the items
/// marked and no line, over no label, plate or name, its leader line (if it needs one) through
/// no other label — searched stage by stage for all labels together, so that one label's wider
/// search never takes another's nearer place; every stage first keeping off the other guides'
/// outlines too, and out of the marked items that do not hold its own (a label inside another
/// item reads as that item's), then, where that leaves no room, without both (``Rule``):
///
/// 1. inside its rectangle by the point (beside the line, just within the point's side);
/// 2. anywhere inside its rectangle along that side (for a size, anywhere inside), nearest the
///    point first;
/// 3. beside its rectangle, just outside the point's side (for a size: below, then above; for a
///    left or right edge: also just below or above the rectangle, from that edge);
/// 4. a little way off, around the point, nearest first, in widening rings for all labels
///    together;
/// 5. when all of that is taken, just below its rectangle, or else the nearest place around the
///    point, covering no label but with its leader across other labels, then across a line, then
///    an outline, where it must (the one stage that may cross); on a canvas with no such room,
///    just below its rectangle all the same.
///
/// A label placed around its point or below its rectangle more than ``leaderDistance`` from its
/// point is joined to it by a leader line; inside or beside its rectangle, it needs none. Every
/// place is tried in a fixed order: the same picture is always laid out the same way. Text
/// extents are estimated as ``LabelLayout`` estimates them: 0.6 em a character in the monospaced
/// font, wider for CJK and emoji.
package struct MarkingLabelLayout: Sendable {
    /// The font size of marking labels and notes, in points (the SVG's `font-size`).
    package static let fontSize = 9.0
    /// How far an outline's drawing reaches outside its rectangle: the highlight is drawn 1 point
    /// out with a 2-point stroke.
    package static let outlineReachOutside = 2.0
    /// How far it reaches inside: half the guide's own dashed stroke (1 point wide by default),
    /// rounded up.
    package static let outlineReachInside = 1.0
    /// The room kept between a label's text and an outline's drawing, on either side.
    package static let clearance = 2.0
    /// How far a label sits from its point along the side (the point's dot is 3 in radius).
    package static let gap = 5.0
    /// How far from its point a label may be without a leader line.
    package static let leaderDistance = 12.0
    /// The farthest a label may sit from its point: past it, a label reads as no one's.
    package static let leaderReach = 160.0
    /// The step of every search along a side or around a point.
    private static let step = 6.0
    /// The rings of distances from its point the search around it goes through, for every label
    /// in turn: one label's place farther off never takes another's nearer one.
    private static let rings: [ClosedRange<Double>] = [
        gap...(2 * leaderDistance), (2 * leaderDistance).nextUp...(4 * leaderDistance),
        (4 * leaderDistance).nextUp...(8 * leaderDistance), (8 * leaderDistance).nextUp...leaderReach,
    ]
    /// The most places tried along one side: a long side is searched in longer steps.
    private static let placesPerSide = 64

    /// Which side of its rectangle a label's point is on.
    package enum Side: Hashable, Sendable {
        case top, bottom, left, right
        /// The middle, for a size or a centre.
        case centre
        /// The rectangle as a whole, for a note about its item: its point is the bottom-left
        /// corner, and the note goes anywhere inside, or below or above it.
        case whole
    }

    /// A label to place.
    package struct Request: Hashable, Sendable {
        /// What it says.
        package var text: String
        /// The rectangle it belongs to.
        package var rectangle: Rect
        /// The point it labels, on the rectangle.
        package var point: Point
        /// Where on the rectangle that point is.
        package var side: Side

        /// A request to place `text` for `point` on `side` of `rectangle`.
        package init(text: String, rectangle: Rect, point: Point, side: Side) {
            self.text = text
            self.rectangle = rectangle
            self.point = point
            self.side = side
        }
    }

    /// The stage of the search a label was placed in.
    package enum Place: Int, Hashable, Sendable, CaseIterable {
        /// Inside its rectangle, by its point.
        case byPoint
        /// Inside its rectangle, along its side.
        case inside
        /// Just outside its rectangle.
        case beside
        /// A little way off, around its point.
        case around
        /// Just below its rectangle or around its point, where nothing else had room: it may cross
        /// an outline or a line.
        case below
    }

    /// A placed label.
    package struct Placement: Hashable, Sendable {
        /// The text's extent.
        package var frame: Rect
        /// The stage it was placed in.
        package var place: Place
        /// The point it labels.
        package var point: Point

        /// Where the text is written: its start and its baseline.
        package var textOrigin: Point { MarkingLabelLayout.textOrigin(in: frame) }

        /// The leader line from the label's point to the nearest point of its frame, when the
        /// label was placed away from its rectangle (around its point, or below it where nothing
        /// else had room) more than ``MarkingLabelLayout/leaderDistance`` from the point.
        package var leader: Line? {
            guard place == .around || place == .below, distance > MarkingLabelLayout.leaderDistance else {
                return nil
            }
            return Line(from: point, to: Self.nearest(to: point, in: frame))
        }

        /// How far the label is from its point: from the point to the nearest point of its frame.
        package var distance: Double { Self.distance(from: point, to: frame) }

        /// The point of `rect` nearest to `point`.
        static func nearest(to point: Point, in rect: Rect) -> Point {
            Point(x: min(max(point.x, rect.minX), rect.maxX), y: min(max(point.y, rect.minY), rect.maxY))
        }

        /// The distance from `point` to the nearest point of `rect`: 0 inside it.
        static func distance(from point: Point, to rect: Rect) -> Double {
            let end = nearest(to: point, in: rect)
            return ((end.x - point.x) * (end.x - point.x) + (end.y - point.y) * (end.y - point.y))
                .squareRoot()
        }
    }

    /// A straight line drawn on the picture: a link between two items, or a leader.
    package struct Line: Hashable, Sendable {
        /// One end.
        package var from: Point
        /// The other end.
        package var to: Point

        /// The line from `from` to `to`.
        package init(from: Point, to: Point) {
            self.from = from
            self.to = to
        }

        /// Whether the line passes through `rect` (touching its edge counts): the part of the
        /// line left after cutting it at each side of the rectangle (Liang and Barsky's clipping).
        package func passes(through rect: Rect) -> Bool {
            var entering = 0.0
            var leaving = 1.0
            let dx = to.x - from.x
            let dy = to.y - from.y
            for (direction, distance) in [
                (-dx, from.x - rect.minX), (dx, rect.maxX - from.x), (-dy, from.y - rect.minY),
                (dy, rect.maxY - from.y),
            ] {
                if direction == 0 {
                    if distance < 0 { return false }
                    continue
                }
                let crossing = distance / direction
                if direction < 0 {
                    entering = max(entering, crossing)
                } else {
                    leaving = min(leaving, crossing)
                }
                if entering > leaving { return false }
            }
            return true
        }
    }

    /// The rectangles whose outlines labels stay off.
    package private(set) var outlines: [Rect]
    /// Other outlines drawn, which labels stay off when there is room elsewhere.
    package private(set) var avoided: [Rect]
    /// The lines labels stay off: the links, and the leaders drawn so far.
    package private(set) var lines: [Line]
    /// What labels may not cover: plates, names, and the labels placed so far.
    package private(set) var taken: [Rect]
    /// Where labels must stay.
    package var canvas: Rect
    /// How many of ``taken`` were given (plates and names): those after are labels placed here,
    /// which a leader line may not cross. A leader may cross a plate or a name: a point often
    /// sits at a guide's plate or a view's name, which would leave its label no leader at all.
    private let given: Int

    /// A layout whose labels stay off `outlines` and `lines` (and off `avoided` where there is
    /// room), cover nothing in `taken`, and stay on `canvas`.
    package init(outlines: [Rect], avoided: [Rect] = [], lines: [Line] = [], taken: [Rect], canvas: Rect) {
        self.outlines = outlines.filter(\.isDrawable)
        self.avoided = avoided.filter(\.isDrawable)
        self.lines = lines
        self.taken = taken
        self.canvas = canvas
        given = taken.count
    }

    /// The extent of `text` written at ``fontSize``: its estimated width and 0.1 em either side,
    /// and a line from just above the tallest glyph to just below the lowest (0.95 em above the
    /// baseline, 0.3 below).
    package static func textSize(_ text: String) -> Size {
        Size(width: (LabelLayout.textWidthInEms(text) + 0.2) * fontSize, height: 1.25 * fontSize)
    }

    /// Where text whose extent is `frame` is written: 0.1 em in from its left, on its baseline.
    package static func textOrigin(in frame: Rect) -> Point {
        Point(x: frame.minX + 0.1 * fontSize, y: frame.minY + 0.95 * fontSize)
    }

    /// Whether `frame` runs across the outline drawn around `outline`: it reaches into the band
    /// from ``outlineReachOutside`` outside to ``outlineReachInside`` inside, with
    /// ``clearance`` on either side. A frame wholly inside or wholly outside does not.
    package static func crosses(_ frame: Rect, outlineOf outline: Rect) -> Bool {
        let outer = outline.insetBy(dx: -outsideRoom, dy: -outsideRoom)
        guard frame.overlaps(outer) else { return false }
        let inner = outline.insetBy(dx: insideRoom, dy: insideRoom)
        return !(inner.width > 0 && inner.height > 0 && frame.isContained(in: inner, tolerance: 0))
    }

    /// The room an outline takes from a label beside it: its reach outside and the clearance.
    private static var outsideRoom: Double { outlineReachOutside + clearance }
    /// The room it takes from a label inside: its reach inside and the clearance.
    private static var insideRoom: Double { outlineReachInside + clearance }

    /// What a place must keep clear of, from the most to the least, each rule letting one more
    /// thing through: every stage is searched with ``strict``, then with ``plain``; the last
    /// stage with ``leaderAcrossLabels``, ``acrossLines``, then ``acrossOutlines``, from what
    /// hides least to what hides most. Every rule keeps a label on the canvas and off every other
    /// label, plate and name.
    package enum Rule: Hashable, Sendable, CaseIterable {
        /// Off every marked outline and line, off the other guides' outlines, and out of the
        /// marked items that do not hold the label's own rectangle; a leader through no label.
        case strict
        /// Off every marked outline and line; a leader through no label.
        case plain
        /// Off every marked outline and line, its leader across other labels where it must (a
        /// dotted line over a word hides less than a word over a line).
        case leaderAcrossLabels
        /// Off every marked outline, across a line where it must (a line through a label hides
        /// less than an outline through it).
        case acrossLines
        /// Across outlines and lines where it must: the last rule before a label covers another.
        case acrossOutlines
    }

    /// Places the labels of `requests` stage by stage (each stage for every label still without
    /// a place, in the requests' order, by the ``Rule/strict`` rule and then by the ``Rule/plain``
    /// one, each ring around the points in turn; the last stage by the rules that cross) and
    /// keeps their frames and leaders taken. A label whose point is off the canvas (the end of a
    /// line that is not in the picture either) is left out: `nil` in its place.
    package mutating func place(_ requests: [Request]) -> [Placement?] {
        let drawn = requests.map(drawnPart)
        var placements = [Placement?](repeating: nil, count: drawn.count)
        // The places around each label's point, in order, found once for every ring and rule.
        var aroundPlaces = [[AroundPlace]?](repeating: nil, count: drawn.count)
        // One stage for every label still without a place, in order.
        func each(_ body: (inout Self, Request, Size, _ around: () -> [AroundPlace]) -> Placement?) {
            for index in drawn.indices where placements[index] == nil {
                guard let request = drawn[index] else { continue }
                let size = Self.textSize(request.text)
                placements[index] = body(&self, request, size) {
                    if let places = aroundPlaces[index] { return places }
                    let places = Self.aroundPlaces(request, size)
                    aroundPlaces[index] = places
                    return places
                }
            }
        }
        for place in [Place.byPoint, .inside, .beside] {
            for rule in [Rule.strict, .plain] {
                each { layout, request, size, _ in
                    layout.first(layout.origins(place, request, size), as: place, for: request, rule: rule)
                }
            }
        }
        for ring in Self.rings {
            for rule in [Rule.strict, .plain] {
                each { layout, request, _, around in
                    let origins = around().lazy.filter { ring.contains($0.distance) }.map(\.origin)
                    return layout.first(Array(origins), as: .around, for: request, rule: rule)
                }
            }
        }
        for rule in [Rule.leaderAcrossLabels, .acrossLines, .acrossOutlines] {
            each { layout, request, size, around in
                let origins = [layout.below(request, size).origin] + around().map(\.origin)
                return layout.first(origins, as: .below, for: request, rule: rule)
            }
        }
        each { layout, request, size, _ in
            layout.take(Placement(frame: layout.below(request, size), place: .below, point: request.point))
        }
        return placements
    }

    /// `request` with its rectangle as it is drawn: its part on the canvas (the outline of an item
    /// reaching past the picture is drawn along the canvas's edge, and a label inside it belongs
    /// to that part); `nil` when its point is off the canvas.
    private func drawnPart(_ request: Request) -> Request? {
        guard canvas.isDrawable, request.point.isInside(canvas),
            let rectangle = request.rectangle.intersection(canvas)
        else { return nil }
        var drawn = request
        drawn.rectangle = rectangle
        return drawn
    }

    /// Whether a label may be written at `frame` by `rule`: on the canvas and over no label,
    /// plate or name always; across no marked outline unless ``Rule/acrossOutlines``, and no line
    /// either unless ``Rule/acrossLines`` or that; by ``Rule/strict``, also across no avoided
    /// outline and inside no outlined item that does not hold `owner` (the rectangle the label
    /// belongs to).
    package func isFree(_ frame: Rect, rule: Rule = .plain, owner: Rect? = nil) -> Bool {
        guard frame.isContained(in: canvas, tolerance: 0) else { return false }
        for other in taken where other.overlaps(frame) { return false }
        if rule == .acrossOutlines { return true }
        for outline in outlines where Self.crosses(frame, outlineOf: outline) { return false }
        if rule == .acrossLines { return true }
        let padded = frame.insetBy(dx: -1, dy: -1)
        for line in lines where line.passes(through: padded) { return false }
        guard rule == .strict else { return true }
        for outline in avoided where Self.crosses(frame, outlineOf: outline) { return false }
        if let owner {
            for outline in outlines
            where frame.overlaps(outline) && !owner.isContained(in: outline, tolerance: 0) {
                return false
            }
        }
        return true
    }

    /// The first of `origins` where a label of `request` is free by `rule`, within
    /// ``leaderReach`` of its point (a label farther off, even along its own rectangle, reads as
    /// no one's; the last stage's place below its rectangle excepted), and its leader, if it
    /// needs one, crosses no label placed before (by ``Rule/strict`` and ``Rule/plain``), taken.
    private mutating func first(_ origins: [Point], as place: Place, for request: Request, rule: Rule)
        -> Placement?
    {
        let size = Self.textSize(request.text)
        for origin in origins {
            let placement = Placement(
                frame: Rect(origin: origin, size: size), place: place, point: request.point)
            guard place == .below || placement.distance <= Self.leaderReach,
                isFree(placement.frame, rule: rule, owner: request.rectangle)
            else { continue }
            if rule == .strict || rule == .plain, let leader = placement.leader,
                taken[given...].contains(where: { leader.passes(through: $0) })
            {
                continue
            }
            return take(placement)
        }
        return nil
    }

    /// Keeps `placement`'s frame taken and its leader, if any, among the lines.
    private mutating func take(_ placement: Placement) -> Placement {
        taken.append(placement.frame)
        if let leader = placement.leader { lines.append(leader) }
        return placement
    }

    /// The places a stage tries, in order.
    private func origins(_ place: Place, _ request: Request, _ size: Size) -> [Point] {
        switch place {
        case .byPoint: inside(request, size, byPointOnly: true)
        case .inside: inside(request, size)
        case .beside: beside(request, size)
        case .around, .below: []
        }
    }

    /// Places inside the rectangle: by the point first, then (unless `byPointOnly`) along the
    /// point's side (for the middle, anywhere), nearest the point first.
    private func inside(_ request: Request, _ size: Size, byPointOnly: Bool = false) -> [Point] {
        let rect = request.rectangle
        let point = request.point
        let left = rect.minX + Self.insideRoom
        let right = rect.maxX - Self.insideRoom - size.width
        let top = rect.minY + Self.insideRoom
        let bottom = rect.maxY - Self.insideRoom - size.height
        guard left <= right, top <= bottom else { return [] }
        let alongX = Self.along(
            point.x + Self.gap, point.x - Self.gap - size.width, from: left, to: right,
            byPointOnly: byPointOnly)
        let alongY = Self.along(
            point.y - Self.gap - size.height, point.y + Self.gap, from: top, to: bottom,
            byPointOnly: byPointOnly)
        switch request.side {
        case .top: return alongX.map { Point(x: $0, y: top) }
        case .bottom: return alongX.map { Point(x: $0, y: bottom) }
        case .left: return alongY.map { Point(x: left, y: $0) }
        case .right: return alongY.map { Point(x: right, y: $0) }
        case .centre:
            let rows = Self.along(
                point.y + Self.gap, point.y - Self.gap - size.height, from: top, to: bottom,
                byPointOnly: byPointOnly)
            return rows.flatMap { y in alongX.prefix(8).map { Point(x: $0, y: y) } }
        case .whole:
            let rows = Self.along(bottom, top, from: top, to: bottom, byPointOnly: byPointOnly)
            let columns = Self.along(left, right, from: left, to: right, byPointOnly: byPointOnly)
            return rows.flatMap { y in columns.prefix(8).map { Point(x: $0, y: y) } }
        }
    }

    /// Places just outside the rectangle on the point's side, by the point first, then along the
    /// side; for the middle, below and then above; for a left or right edge, then just below and
    /// above the rectangle, from that edge or a gap in from it (clear of a line leaving the point
    /// downwards or upwards).
    private func beside(_ request: Request, _ size: Size) -> [Point] {
        let rect = request.rectangle
        let point = request.point
        let alongX = Self.along(
            point.x + Self.gap, point.x - Self.gap - size.width, from: rect.minX - size.width, to: rect.maxX)
        let alongY = Self.along(
            point.y - Self.gap - size.height, point.y + Self.gap, from: rect.minY - size.height, to: rect.maxY
        )
        let above = rect.minY - Self.outsideRoom - size.height
        let below = rect.maxY + Self.outsideRoom
        switch request.side {
        case .top: return alongX.map { Point(x: $0, y: above) }
        case .bottom: return alongX.map { Point(x: $0, y: below) }
        case .left:
            let fromEdge = [rect.minX, rect.minX + Self.gap]
            return alongY.map { Point(x: rect.minX - Self.outsideRoom - size.width, y: $0) }
                + fromEdge.map { Point(x: $0, y: below) } + fromEdge.map { Point(x: $0, y: above) }
        case .right:
            let fromEdge = [rect.maxX - size.width, rect.maxX - Self.gap - size.width]
            return alongY.map { Point(x: rect.maxX + Self.outsideRoom, y: $0) }
                + fromEdge.map { Point(x: $0, y: below) } + fromEdge.map { Point(x: $0, y: above) }
        case .centre, .whole:
            return alongX.map { Point(x: $0, y: below) } + alongX.map { Point(x: $0, y: above) }
        }
    }

    /// Places around the point, nearest first: a grid of places within ``leaderReach`` of it
    /// (none covering it), by their distance from it, then the most centred on it (so that a
    /// leader is as short and as straight as it can be), then from top to bottom and left to
    /// right. A ring's places are these in the same order, those at its distances.
    private static func aroundPlaces(_ request: Request, _ size: Size) -> [AroundPlace] {
        let point = request.point
        var places: [AroundPlace] = []
        // Counted rather than stepped to the end, so that a point so far out that a step is lost
        // in its rounding still ends the search.
        let rows = ((2 * Self.leaderReach + size.height) / Self.step).rounded(.down)
        let columns = ((2 * Self.leaderReach + size.width) / (2 * Self.step)).rounded(.down)
        guard point.x.isFinite, point.y.isFinite, (0...100_000).contains(rows),
            (0...100_000).contains(columns)
        else { return [] }
        for row in 0...Int(rows) {
            let y = point.y - Self.leaderReach - size.height + Double(row) * Self.step
            for column in 0...Int(columns) {
                let x = point.x - Self.leaderReach - size.width + Double(column) * 2 * Self.step
                let frame = Rect(x: x, y: y, width: size.width, height: size.height)
                let distance = Placement.distance(from: point, to: frame)
                if distance >= Self.gap, distance <= Self.leaderReach {
                    places.append(
                        AroundPlace(
                            distance: distance, offCentre: abs(frame.midX - point.x), origin: frame.origin))
                }
            }
        }
        places.sort { $0.precedes($1) }
        return places
    }

    /// A place for a label around its point, with what orders the places.
    private struct AroundPlace {
        var distance: Double
        var offCentre: Double
        var origin: Point

        /// Nearest the point first, then the most centred over it, then top to bottom and left
        /// to right (the order of comparing the four as a tuple, field by field, without building
        /// one: the search sorts thousands of places for every label).
        func precedes(_ other: AroundPlace) -> Bool {
            if distance != other.distance { return distance < other.distance }
            if offCentre != other.offCentre { return offCentre < other.offCentre }
            if origin.y != other.origin.y { return origin.y < other.origin.y }
            return origin.x < other.origin.x
        }
    }

    /// Just below the rectangle by the point, kept on the canvas where it can be.
    private func below(_ request: Request, _ size: Size) -> Rect {
        let x = min(max(request.point.x + Self.gap, canvas.minX), canvas.maxX - size.width)
        let y = min(max(request.rectangle.maxY + Self.outsideRoom, canvas.minY), canvas.maxY - size.height)
        return Rect(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0, width: size.width, height: size.height)
    }

    /// Positions from `from` to `to`: `first` and `second` when they are in that range, then
    /// (unless `byPointOnly`) the rest of the range in steps, nearest `first` first; at most
    /// ``placesPerSide`` more.
    static func along(_ first: Double, _ second: Double, from: Double, to: Double, byPointOnly: Bool = false)
        -> [Double]
    {
        guard from <= to, from.isFinite, to.isFinite else { return [] }
        var positions = [first, second].filter { $0 >= from && $0 <= to }
        if byPointOnly { return positions }
        let length = to - from
        let step = max(Self.step, length / Double(placesPerSide))
        var offsets: [Double] = []
        var offset = 0.0
        while offset <= length, offsets.count < placesPerSide {
            offsets.append(from + offset)
            offset += step
        }
        offsets.append(to)
        let anchor = min(max(first, from), to)
        offsets.sort {
            abs($0 - anchor) < abs($1 - anchor) || (abs($0 - anchor) == abs($1 - anchor) && $0 < $1)
        }
        for position in offsets where !positions.contains(position) { positions.append(position) }
        return positions
    }
}

extension Point {
    /// Whether the point is in `rect`, its edge included.
    fileprivate func isInside(_ rect: Rect) -> Bool {
        x >= rect.minX && x <= rect.maxX && y >= rect.minY && y <= rect.maxY
    }
}
