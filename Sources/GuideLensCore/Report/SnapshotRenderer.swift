/// Draws a snapshot as SVG, looking like the overlay would on the device: views as light
/// outlines named by class, guides as dashed rectangles in their kind's colour with short
/// labels that never cover each other, and a legend of the kinds shown.
@_spi(Engine)
public struct SnapshotRenderer: Sendable {
    /// What to draw and how.
    public struct Options: Hashable, Sendable {
        /// Colours, dashes, labels and the kinds shown.
        public var style: OverlayStyle
        /// Pixels per point of the output.
        public var scale: Double
        /// Views and guides to outline in red (a constraint conflict's items).
        public var highlighted: Set<ObjectAddress> = []
        /// Lines to draw between two views or guides (a broken constraint), from the edge or
        /// centre each end constrains.
        public var links: [Link] = []

        /// A line between two items, labelled.
        public struct Link: Hashable, Sendable {
            /// The items it joins.
            public var from: ObjectAddress
            /// The other end.
            public var to: ObjectAddress
            /// What it says.
            public var label: String
            /// The attribute constrained at `from`; `nil` or one without an edge (a size) starts
            /// the line at the centre.
            package var fromEdge: LayoutAttribute?
            /// The attribute constrained at `to`.
            package var toEdge: LayoutAttribute?
            /// The attribute constrained at `from` as Auto Layout names it (`top`,
            /// `leadingMargin`, …).
            public var fromAttribute: String? { fromEdge?.name }
            /// The attribute constrained at `to`, as Auto Layout names it.
            public var toAttribute: String? { toEdge?.name }
            /// Whether the line is one link of the chain of constraints that cannot hold together
            /// (drawn solid, in orange), rather than the constraint UIKit broke (dashed, red).
            public var isChain: Bool

            /// Creates a link; the attributes are named as Auto Layout prints them.
            public init(
                from: ObjectAddress, to: ObjectAddress, label: String, fromAttribute: String? = nil,
                toAttribute: String? = nil, isChain: Bool = false
            ) {
                self.init(
                    from: from, to: to, label: label,
                    fromEdge: fromAttribute.map(LayoutAttribute.init(name:)),
                    toEdge: toAttribute.map(LayoutAttribute.init(name:)), isChain: isChain)
            }

            /// Creates a link between two attributes.
            package init(
                from: ObjectAddress, to: ObjectAddress, label: String, fromEdge: LayoutAttribute?,
                toEdge: LayoutAttribute?, isChain: Bool = false
            ) {
                self.from = from
                self.to = to
                self.label = label
                self.fromEdge = fromEdge
                self.toEdge = toEdge
                self.isChain = isChain
            }

            /// Where on `rect` a line for `attribute` starts: the middle of the edge it names
            /// (margins and baselines count as their edge), else the centre.
            package static func point(on rect: Rect, attribute: LayoutAttribute?) -> Point {
                switch side(of: attribute) {
                case .top: return Point(x: rect.midX, y: rect.minY)
                case .bottom: return Point(x: rect.midX, y: rect.maxY)
                case .left: return Point(x: rect.minX, y: rect.midY)
                case .right: return Point(x: rect.maxX, y: rect.midY)
                case .centre: return Point(x: rect.midX, y: rect.midY)
                case .whole: return Point(x: rect.minX, y: rect.maxY)
                }
            }

            /// The side of a rectangle `attribute` names: leading is drawn on the left, as
            /// ``point(on:attribute:)`` draws it; a margin counts as its edge; a size or centre
            /// is the middle.
            package static func side(of attribute: LayoutAttribute?) -> MarkingLabelLayout.Side {
                switch attribute {
                case .top?, .topMargin?, .firstBaseline?: .top
                case .bottom?, .bottomMargin?, .lastBaseline?, .baseline?: .bottom
                case .leading?, .left?, .leadingMargin?, .leftMargin?: .left
                case .trailing?, .right?, .trailingMargin?, .rightMargin?: .right
                case .width?, .height?, .centerX?, .centerY?, .centerXWithinMargins?, .centerYWithinMargins?,
                    .minX?, .midX?, .maxX?, .minY?, .midY?, .maxY?, .unrecognized?, nil:
                    .centre
                }
            }
        }

        /// Short words drawn by an item of the chain: where a view's size or frame comes from.
        package var notes: [Note] = []

        /// The item a marked drawing is about (`why -o`'s guide): drawn filled, in front of the
        /// rest, which is dimmed; the other highlighted items are outlined only.
        package var primary: ObjectAddress?

        /// What a view is called where its class alone would not tell it apart: the text its
        /// constraints print beside its address (`UILabel 'Name'`), in place of its class name.
        package var names: [ObjectAddress: String] = [:]

        /// Whether the drawing carries what an inspector page needs to mark items on it: the
        /// canvas group named `canvas` (its coordinates are ``SnapshotRenderer/canvasOffset(of:)``
        /// from the windows') and an empty group `marks` drawn over everything in it.
        package var isForInspector = false

        /// A short note by an item: `intrinsic width 104.25 · hug 251`, `set in code`.
        package struct Note: Hashable, Sendable {
            /// The item it is about.
            package var item: ObjectAddress
            /// What it says.
            package var text: String

            /// A note saying `text` by `item`.
            package init(item: ObjectAddress, text: String) {
                self.item = item
                self.text = text
            }
        }

        /// Creates options; every kind shows by default, since a rendered file is for looking closely.
        public init(
            style: OverlayStyle = OverlayStyle(visibleKinds: Set(GuideKind.allCases)), scale: Double = 1
        ) {
            self.style = style
            self.scale = scale
        }
    }

    /// The options in force.
    public var options: Options

    /// Creates a renderer.
    public init(options: Options = Options()) {
        self.options = options
    }

    private static let margin = 16.0
    private static let titleHeight = 22.0
    private static let legendRowHeight = 16.0
    private static let viewLabelSize = 7.0
    /// The farthest from the canvas origin, in points, anything is drawn: a million, hundreds of
    /// times the largest screen. A frame past it (a broken layout's width of 1e19, `CGRect.infinite`)
    /// is drawn clipped to it, so that every number written is short and finite and the label grid
    /// stays small; what lies wholly beyond it is left out, as the report flags it.
    package static let reach = 1_000_000.0
    /// The square every drawn rectangle is clipped to: ``reach`` around the origin.
    private static let drawingArea = Rect(x: -reach, y: -reach, width: 2 * reach, height: 2 * reach)

    /// The SVG document.
    public func svg(for snapshot: Snapshot) -> String {
        let style = options.style
        // Each root (a window, or the view a subtree was taken from) sits on the canvas where
        // its `frame` says; everything under it is placed by its window frame plus that offset.
        let content =
            snapshot.windows.compactMap(Self.canvasFrame).reduce(Rect?.none) { union, frame in
                union.map { $0.union(frame) } ?? frame
            } ?? Rect(x: 0, y: 0, width: 390, height: 844)
        var drawn: [GuideKind: Int] = [:]
        var guideLayer = ""
        var viewLayer = ""
        var labelLayer = ""
        var labels = LabelLayout(container: content)
        var viewLabels: [(visible: Rect, view: ViewNode)] = []
        // Every guide's outline as drawn, which the markings' words keep off when they can.
        var guideOutlines: [Rect] = []
        // Where every view and guide is on the canvas, for highlights and links.
        var canvasRects: [ObjectAddress: Rect] = [:]
        let marking = !options.highlighted.isEmpty || !options.links.isEmpty || !options.notes.isEmpty

        snapshot.forEachView { visit in
            guard visit.isEffectivelyVisible,
                let offset = Self.canvasOffset(of: visit.ancestors.first ?? visit.view)
            else { return }
            let view = visit.view
            if marking { Self.recordCanvasRects(of: view, offset: offset, into: &canvasRects) }
            // The view's outline is cut by its clipping ancestors; its guides by it as well.
            let outlineClipping = visit.ancestors.reduce(Clipping.unclipped) {
                $0.entering(viewFrameInWindow: $1.frameInWindow, clips: $1.clipsToBounds)
            }
            if let visible = outlineClipping.visiblePart(of: view.frameInWindow).flatMap({
                Self.drawn($0.offsetBy(dx: offset.x, dy: offset.y))
            }) {
                let corner = visit.depth == 0 ? " rx=\"28\"" : ""
                viewLayer +=
                    "<rect x=\"\(n(visible.minX))\" y=\"\(n(visible.minY))\" width=\"\(n(visible.width))\" "
                    + "height=\"\(n(visible.height))\"\(corner) class=\"view\"/>\n"
                viewLabels.append((visible, view))
            }
            for guide in view.guides where style.visibleKinds.contains(guide.kind) {
                guard let visible = visit.clipping.visiblePart(of: guide.frameInWindow),
                    let rect = Self.drawn(visible.offsetBy(dx: offset.x, dy: offset.y))
                else { continue }
                let kindStyle = style.style(for: guide.kind)
                let color = kindStyle.color.hexString
                drawn[guide.kind, default: 0] += 1
                if marking { guideOutlines.append(rect) }
                guideLayer += guideShape(
                    rect, color: color, dash: kindStyle.dashPattern.map(n).joined(separator: " "))
                if style.showsLabels {
                    labelLayer += guideLabel(guide, near: rect, color: color, labels: &labels)
                }
            }
        }
        // View names go last, in whatever room the guide labels left, inside the visible part.
        labelLayer += viewNames(viewLabels, labels: &labels)

        let kinds = drawn.keys.sorted()
        let legendHeight = kinds.isEmpty ? 0 : Double((kinds.count + 1) / 2) * Self.legendRowHeight + 8
        let width = content.width + 2 * Self.margin
        let height = content.height + 2 * Self.margin + Self.titleHeight + legendHeight
        let offsetX = Self.margin - content.minX
        let offsetY = Self.margin + Self.titleHeight - content.minY

        var svg = header(
            title: snapshot.title, count: drawn.values.reduce(0, +), width: width, height: height)
        let canvasClass = options.isForInspector ? " class=\"canvas\"" : ""
        svg += "<g transform=\"translate(\(n(offsetX)) \(n(offsetY)))\"\(canvasClass)>\n"
        svg +=
            "<rect x=\"\(n(content.minX))\" y=\"\(n(content.minY))\" width=\"\(n(content.width))\" height=\"\(n(content.height))\" rx=\"28\" fill=\"#ffffff\"/>\n"
        svg +=
            "<g class=\"views\">\n" + viewLayer + "</g>\n<g class=\"guides\">\n" + guideLayer
            + "</g>\n<g class=\"labels\">\n" + labelLayer + "</g>\n"
        if marking {
            svg += markings(canvasRects, canvas: content, taken: labels.placed, guideOutlines: guideOutlines)
        }
        if options.isForInspector { svg += "<g class=\"marks\"></g>\n" }
        svg += "</g>\n"
        svg += legend(
            kinds, drawn: drawn, width: width, top: content.height + 2 * Self.margin + Self.titleHeight)
        return svg + "</svg>\n"
    }

    /// Where a view and its drawable guides are on the canvas, for highlights and links.
    private static func recordCanvasRects(
        of view: ViewNode, offset: Point, into canvasRects: inout [ObjectAddress: Rect]
    ) {
        canvasRects[view.address] = drawn(view.frameInWindow.offsetBy(dx: offset.x, dy: offset.y))
        for guide in view.guides where guide.frameInWindow.isDrawable {
            canvasRects[guide.address] = drawn(guide.frameInWindow.offsetBy(dx: offset.x, dy: offset.y))
        }
    }

    /// A guide's label plate, as the overlay writes it, placed near its outline where there is
    /// room; empty when there is none.
    private func guideLabel(_ guide: GuideNode, near rect: Rect, color: String, labels: inout LabelLayout)
        -> String
    {
        let style = options.style
        let text = OverlayPlanner.labelText(
            name: OverlayPlanner.labelName(
                kind: guide.kind, className: guide.className, identifier: guide.identifier),
            size: guide.layoutFrame.size)
        let size = LabelLayout.plateSize(for: text, fontSize: style.labelFontSize)
        guard let plate = labels.place(size, near: rect) else { return "" }
        return plateSVG(plate, text: text, fontSize: style.labelFontSize, color: color)
    }

    /// A guide's outline: a dashed rectangle, or, for a collapsed guide, a thicker line (or a
    /// point) so that it shows.
    private func guideShape(_ rect: Rect, color: String, dash: String) -> String {
        let style = options.style
        if rect.hasZeroArea {
            return
                "<line x1=\"\(n(rect.minX))\" y1=\"\(n(rect.minY))\" x2=\"\(n(rect.maxX))\" y2=\"\(n(rect.maxY))\" "
                + "stroke=\"\(color)\" stroke-width=\"\(n(style.lineWidth * 2))\" stroke-dasharray=\"\(dash)\" "
                + "stroke-linecap=\"square\"/>\n"
        }
        return
            "<rect x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" "
            + "height=\"\(n(rect.height))\" fill=\"\(color)\" fill-opacity=\"0.07\" stroke=\"\(color)\" "
            + "stroke-width=\"\(n(style.lineWidth))\" stroke-dasharray=\"\(dash)\"/>\n"
    }

    /// The class names of views wide and tall enough for one, each placed inside its visible part
    /// where the guides' labels left room.
    private func viewNames(_ viewLabels: [(visible: Rect, view: ViewNode)], labels: inout LabelLayout)
        -> String
    {
        var text = ""
        for (frame, view) in viewLabels where frame.width >= 40 && frame.height >= 12 {
            let name = options.names[view.address] ?? view.className.unqualifiedClassName
            let size = LabelLayout.plateSize(for: name, fontSize: Self.viewLabelSize)
            let inside = Rect(
                x: frame.minX + 1, y: frame.minY + 1, width: frame.width - 2, height: frame.height - 2)
            guard size.width <= frame.width - 2,
                let plate = labels.place(
                    size, near: inside, accepting: { $0.isContained(in: frame, tolerance: 0) })
            else { continue }
            text +=
                "<text x=\"\(n(plate.minX + 1))\" y=\"\(n(plate.maxY - 2.5))\" class=\"view-name\">\(Self.escape(name))</text>\n"
        }
        return text
    }

    /// The document's opening: its size and view box, its styles, the background, the title and
    /// the count of guides drawn.
    private func header(title snapshotTitle: String, count: Int, width: Double, height: Double) -> String {
        let style = options.style
        let scale = options.scale.isFinite && options.scale > 0 ? options.scale : 1
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width * scale))\" height=\"\(n(height * scale))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"Menlo, 'DejaVu Sans Mono', monospace\">\n"
        svg +=
            "<style>.view{fill:none;stroke:#b4bac4;stroke-width:0.75}.view-name{font-size:\(n(Self.viewLabelSize))px;fill:#7d8593}"
            + ".plate{font-size:\(n(style.labelFontSize))px;fill:#ffffff}.legend{font-size:10px;fill:#3c4350}</style>\n"
        svg += "<rect width=\"100%\" height=\"100%\" fill=\"#f4f5f7\"/>\n"
        let title = snapshotTitle.isEmpty ? "GuideLens snapshot" : snapshotTitle
        svg +=
            "<text x=\"\(n(Self.margin))\" y=\"\(n(Self.margin + 10))\" font-size=\"12px\" font-weight=\"bold\" fill=\"#1d2230\">"
            + "\(Self.escape(title))</text>\n"
        svg +=
            "<text x=\"\(n(width - Self.margin))\" y=\"\(n(Self.margin + 10))\" font-size=\"10px\" fill=\"#5b6270\" text-anchor=\"end\">"
            + "\(count) guide\(count == 1 ? "" : "s")</text>\n"
        return svg
    }

    /// The legend: each kind drawn, its colour and dash, and how many of it, two to a row.
    private func legend(_ kinds: [GuideKind], drawn: [GuideKind: Int], width: Double, top: Double) -> String {
        let style = options.style
        var svg = ""
        if !kinds.isEmpty {
            svg += "<g class=\"legend\">\n"
            let columnWidth = (width - 2 * Self.margin) / 2
            for (index, kind) in kinds.enumerated() {
                let x = Self.margin + Double(index % 2) * columnWidth
                let y = top + Double(index / 2) * Self.legendRowHeight
                let kindStyle = style.style(for: kind)
                let dash = kindStyle.dashPattern.map(n).joined(separator: " ")
                svg +=
                    "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"22\" height=\"10\" fill=\"\(kindStyle.color.hexString)\" "
                    + "fill-opacity=\"0.07\" stroke=\"\(kindStyle.color.hexString)\" stroke-dasharray=\"\(dash)\"/>\n"
                svg +=
                    "<text x=\"\(n(x + 28))\" y=\"\(n(y + 9))\" class=\"legend\">\(Self.escape(kind.rawValue)) (\(drawn[kind] ?? 0))</text>\n"
            }
            svg += "</g>\n"
        }
        return svg
    }

    /// The highlighted items outlined in red, the links drawn between them, and their labels and
    /// the items' notes placed off every highlighted outline and line (``MarkingLabelLayout``),
    /// off the other guides' outlines where there is room, clear of `taken` (the guides' plates
    /// and the views' names) and on `canvas`.
    private func markings(_ rects: [ObjectAddress: Rect], canvas: Rect, taken: [Rect], guideOutlines: [Rect])
        -> String
    {
        var svg = "<g class=\"conflict\">\n"
        var outlines: [Rect] = []
        if options.primary != nil {
            // The rest dimmed, so that the item and its chain stand in front.
            svg +=
                "<rect x=\"\(n(canvas.minX))\" y=\"\(n(canvas.minY))\" width=\"\(n(canvas.width))\" "
                + "height=\"\(n(canvas.height))\" fill=\"#ffffff\" fill-opacity=\"0.6\"/>\n"
        }
        for address in options.highlighted.sorted() {
            // Drawn on the canvas only: an item reaching past the window (a scroll view's content)
            // is not drawn over the legend.
            guard let item = rects[address], let rect = item.intersection(canvas) else { continue }
            outlines.append(rect)
            // Filled: the item a drawing is about, or every item of a conflict's; else outlined.
            let filled = options.primary.map { $0 == address } ?? true
            svg +=
                "<rect x=\"\(n(rect.minX - 1))\" y=\"\(n(rect.minY - 1))\" width=\"\(n(rect.width + 2))\" "
                + "height=\"\(n(rect.height + 2))\" fill=\"\(filled ? "#e0202a" : "none")\""
                + (filled ? " fill-opacity=\"0.08\"" : "") + " stroke=\"#e0202a\" "
                + "stroke-width=\"\(filled ? "2" : "1.25")\"/>\n"
        }
        var lines: [MarkingLabelLayout.Line] = []
        // Notes first: each belongs beside its view, where a link's label would otherwise go.
        var requests: [(request: MarkingLabelLayout.Request, color: String)] = []
        for note in options.notes {
            guard let rect = rects[note.item] else { continue }
            let point = Point(x: rect.minX, y: rect.maxY)
            requests.append(
                (
                    MarkingLabelLayout.Request(text: note.text, rectangle: rect, point: point, side: .whole),
                    Self.chainColor
                ))
        }
        for link in options.links {
            guard let from = rects[link.from], let to = rects[link.to] else { continue }
            let start = Options.Link.point(on: from, attribute: link.fromEdge)
            var end = Options.Link.point(on: to, attribute: link.toEdge)
            // A why picture measures an edge from another straight, as a dimension line: top to
            // top runs vertically from the edge's middle, leading to trailing horizontally.
            if options.primary != nil {
                let sides = (Options.Link.side(of: link.fromEdge), Options.Link.side(of: link.toEdge))
                switch sides {
                case (.top, .top), (.top, .bottom), (.bottom, .top), (.bottom, .bottom):
                    end = Point(x: start.x, y: end.y)
                case (.left, .left), (.left, .right), (.right, .left), (.right, .right):
                    end = Point(x: end.x, y: start.y)
                default: break
                }
            }
            let color = link.isChain ? Self.chainColor : "#e0202a"
            let dash = link.isChain ? "" : " stroke-dasharray=\"5 3\""
            svg +=
                "<line x1=\"\(n(start.x))\" y1=\"\(n(start.y))\" x2=\"\(n(end.x))\" y2=\"\(n(end.y))\" "
                + "stroke=\"\(color)\" stroke-width=\"2.5\"\(dash)/>\n"
                + "<circle cx=\"\(n(start.x))\" cy=\"\(n(start.y))\" r=\"3\" fill=\"\(color)\"/>"
                + "<circle cx=\"\(n(end.x))\" cy=\"\(n(end.y))\" r=\"3\" fill=\"\(color)\"/>\n"
            lines.append(MarkingLabelLayout.Line(from: start, to: end))
            requests.append(
                (
                    MarkingLabelLayout.Request(
                        text: link.label, rectangle: from, point: start,
                        side: Options.Link.side(of: link.fromEdge)), color
                ))
        }
        var layout = MarkingLabelLayout(
            outlines: outlines, avoided: guideOutlines, lines: lines, taken: taken, canvas: canvas)
        let placements = layout.place(requests.map(\.request))
        for (placement, request) in zip(placements, requests) {
            guard let placement else { continue }
            svg += markingText(request.request.text, placement, color: request.color)
        }
        return svg + "</g>\n"
    }

    /// The colour of the chain's links and notes.
    private static let chainColor = "#e07a00"

    /// A marking's words where `placement` put them, with its leader line when it has one.
    private func markingText(_ text: String, _ placement: MarkingLabelLayout.Placement, color: String)
        -> String
    {
        var svg = ""
        if let leader = placement.leader {
            svg +=
                "<line x1=\"\(n(leader.from.x))\" y1=\"\(n(leader.from.y))\" x2=\"\(n(leader.to.x))\" "
                + "y2=\"\(n(leader.to.y))\" stroke=\"\(color)\" stroke-width=\"0.75\" stroke-dasharray=\"2 2\"/>\n"
        }
        return svg
            + "<text x=\"\(n(placement.textOrigin.x))\" y=\"\(n(placement.textOrigin.y))\" "
            + "font-size=\"\(n(MarkingLabelLayout.fontSize))px\" fill=\"\(color)\">\(Self.escape(text))</text>\n"
    }

    /// Where a root's coordinates land on the canvas: its `frame` origin minus its window
    /// frame origin (a window's window frame starts at zero); `nil` when either is unusable.
    package static func canvasOffset(of root: ViewNode) -> Point? {
        guard root.frame.isDrawable, root.frameInWindow.isDrawable else { return nil }
        return Point(
            x: root.frame.minX - root.frameInWindow.minX, y: root.frame.minY - root.frameInWindow.minY)
    }

    private static func canvasFrame(of root: ViewNode) -> Rect? {
        canvasOffset(of: root).flatMap { drawn(root.frameInWindow.offsetBy(dx: $0.x, dy: $0.y)) }
    }

    /// `rect` as drawn: itself when it lies in the drawing area (every frame a working layout
    /// makes, so the picture of one never changes), else the part of it inside, or `nil` when
    /// none is or it cannot be drawn (an offset that overflowed to infinity or NaN).
    package static func drawn(_ rect: Rect) -> Rect? {
        rect.isContained(in: drawingArea, tolerance: 0) ? rect : rect.intersection(drawingArea)
    }

    private func plateSVG(_ plate: Rect, text: String, fontSize: Double, color: String) -> String {
        "<rect x=\"\(n(plate.minX))\" y=\"\(n(plate.minY))\" width=\"\(n(plate.width))\" height=\"\(n(plate.height))\" "
            + "rx=\"2\" fill=\"\(color)\" fill-opacity=\"0.9\"/>"
            + "<text x=\"\(n(plate.minX + fontSize * 0.3))\" y=\"\(n(plate.maxY - fontSize * 0.3))\" class=\"plate\">"
            + "\(Self.escape(text))</text>\n"
    }

    private func n(_ value: Double) -> String { NumberFormatting.rounded(value, places: 2) }

    /// Text made safe for XML character data and attribute values.
    package static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case let control where control.asciiValue.map({ $0 < 0x20 && $0 != 0x09 && $0 != 0x0A }) ?? false:
                result += "\u{FFFD}"  // not allowed in XML 1.0
            default: result.append(character)
            }
        }
        return result
    }
}
