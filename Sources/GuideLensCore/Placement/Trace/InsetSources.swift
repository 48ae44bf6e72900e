/// Where each edge of a safe-area or margins guide gets its inset, as far as the recorded
/// inputs show it. The safe area follows UIKit's documented rule: a controller's root view gets
/// the part of its superview's unsafe region it overlaps, the bars of its container
/// controllers, and its controller's `additionalSafeAreaInsets`; any other view only the
/// overlap. Margins: `directionalLayoutMargins`, raised to the controller's system minimum when
/// the root view respects it, plus the safe-area inset when `insetsLayoutMarginsFromSafeArea`.
/// Where the recorded inputs do not add up to the inset, the edge says "not derived" and shows
/// them: UIKit's rule there is not documented, and no source is guessed.
package struct InsetExplanation: Hashable, Sendable {
    /// `.safeArea` or `.layoutMargins`.
    package var kind: GuideKind
    /// Each edge, in the order top, left (leading), bottom, right (trailing).
    package var edges: [EdgeInsetSource]
    /// Whether the owner's inputs were not recorded (the answer is then only the insets).
    package var inputsMissing: Bool
}

/// One edge's inset and its sources.
package struct EdgeInsetSource: Hashable, Sendable {
    /// `top`, `left`, `leading`, …
    package var edge: String
    /// The side of the guide the edge is on: `top`, `left`, `bottom` or `right` (a `leading`
    /// edge is the right side in a right-to-left layout).
    package var side: String
    /// The inset the guide shows: its edge's distance from the owner's edge.
    package var inset: Double
    /// Whether the sources add up to the inset.
    package var isDerived: Bool
    /// The sources (or the inputs, when not derived), nested: a superview's part explained
    /// one level deeper.
    package var lines: [InsetLine]
}

/// One line of an edge's inset: what it comes to and from what, nested under the line whose
/// superview part it explains.
package struct InsetLine: Hashable, Sendable {
    package var depth: Int
    package var step: InsetStep

    /// The line in words.
    package var text: String { PlacementText.inset(step) }
}

/// What one edge's inset comes from, or why that is not derived. `edge` is the edge's name in
/// the answer (`top`, `leading`); `inset` its value.
package enum InsetStep: Hashable, Sendable {
    /// The inset adds up from these sources.
    case sum(edge: String, inset: Double, sources: [InsetSource])
    /// The window's own inset: the device and the scene.
    case window(edge: String, inset: Double)
    /// The view records another safe-area inset than its guide shows.
    case recordedDiffers(view: String, edge: String, recorded: Double, inset: Double)
    /// The view's safe-area inputs were not recorded.
    case safeAreaInputsMissing(edge: String, inset: Double, view: String)
    /// The superview's safe area was not recorded.
    case superviewSafeAreaMissing(edge: String, inset: Double, superview: String)
    /// The superview's inset covers more of the view than the view's own: it stops here.
    case stops(edge: String, inset: Double, superviewInset: Double, overlap: Double)
    /// The recorded inputs make another inset.
    case notDerived(edge: String, inset: Double, inputs: [InsetSource], makes: Double)
    /// The view's margin inputs were not recorded.
    case marginInputsMissing(edge: String, inset: Double)
}

/// One source of an inset, or one recorded input.
package enum InsetSource: Hashable, Sendable {
    /// The superview's unsafe region on the edge, as far as it covers the view.
    case superviewUnsafe(superview: String, edge: String, value: Double)
    /// A container's bar, and the superview's part it covers beyond, if any.
    case bar(kind: BarInputs.Kind, controller: String, value: Double, over: Double?)
    /// A controller's `additionalSafeAreaInsets`.
    case additional(controller: String, edge: String, value: Double)
    /// Nothing reaches the edge.
    case nothing
    /// An input: how far the superview's unsafe region reaches into the view.
    case superviewOverlap(Double)
    /// An input: a controller's `additionalSafeAreaInsets` on the edge.
    case additionalInput(edge: String, value: Double)
    /// `directionalLayoutMargins` on the edge.
    case directionalMargin(edge: String, value: Double)
    /// The controller's system minimum, above the view's own margin.
    case systemMinimum(edge: String, minimum: Double, directional: Double)
    /// The safe-area inset the margin is measured from.
    case safeAreaInset(Double)
    /// The superview's margin band reaching into the view.
    case superviewMargin(superview: String, edge: String, reach: Double)
}

struct InsetSources {
    let tracer: PlacementTracer

    /// The part of an edge an inset sits on.
    /// A margin's edge as `directionalLayoutMargins` names it: leading and trailing swap sides in
    /// a right-to-left layout.
    enum DirectionalEdge: String {
        case top, leading, bottom, trailing

        /// The edge on `edge`'s side, in a layout of that direction.
        init(_ edge: Edge, rightToLeft: Bool) {
            switch edge {
            case .top: self = .top
            case .bottom: self = .bottom
            case .left: self = rightToLeft ? .trailing : .leading
            case .right: self = rightToLeft ? .leading : .trailing
            }
        }

        /// This edge's inset of `insets`.
        func of(_ insets: DirectionalEdgeInsets) -> Double {
            switch self {
            case .top: insets.top
            case .leading: insets.leading
            case .bottom: insets.bottom
            case .trailing: insets.trailing
            }
        }
    }

    enum Edge: String, CaseIterable {
        case top, left, bottom, right

        func of(_ insets: EdgeInsets) -> Double {
            switch self {
            case .top: insets.top
            case .left: insets.left
            case .bottom: insets.bottom
            case .right: insets.right
            }
        }

        /// How far into `view` a band reaching `line` from this edge goes (0 when it does not).
        func overlap(view: Rect, bandEdge line: Double) -> Double {
            let depth: Double
            switch self {
            case .top: depth = line - view.minY
            case .left: depth = line - view.minX
            case .bottom: depth = view.maxY - line
            case .right: depth = view.maxX - line
            }
            let extent = self == .top || self == .bottom ? view.height : view.width
            return min(max(depth, 0), max(extent, 0))
        }

        /// Where a band of `inset` from this edge of `rect` ends.
        func bandEdge(of rect: Rect, inset: Double) -> Double {
            switch self {
            case .top: rect.minY + inset
            case .left: rect.minX + inset
            case .bottom: rect.maxY - inset
            case .right: rect.maxX - inset
            }
        }

        /// The inset a guide at `guide` shows inside `owner`.
        func inset(guide: Rect, owner: Rect) -> Double {
            switch self {
            case .top: guide.minY - owner.minY
            case .left: guide.minX - owner.minX
            case .bottom: owner.maxY - guide.maxY
            case .right: owner.maxX - guide.maxX
            }
        }
    }

    /// The deepest superview chain followed for one edge.
    static let depthLimit = 8

    // MARK: Safe area

    func safeArea(of guide: GuideNode, owner: ViewVisit) -> InsetExplanation {
        var edges: [EdgeInsetSource] = []
        for edge in Edge.allCases {
            let inset = edge.inset(guide: guide.frameInWindow, owner: owner.view.frameInWindow)
            var lines: [InsetLine] = []
            let derived = explainSafeArea(
                edge: edge, view: owner.view.address, inset: inset, depth: 0, lines: &lines)
            edges.append(
                EdgeInsetSource(
                    edge: edge.rawValue, side: edge.rawValue, inset: inset, isDerived: derived, lines: lines))
        }
        return InsetExplanation(
            kind: .safeArea, edges: edges, inputsMissing: owner.view.layoutInputs == nil)
    }

    /// A view's safe-area inset on one edge: what the recorded inputs make of it, as lines.
    /// Returns whether the sources add up.
    func explainSafeArea(
        edge: Edge, view address: ObjectAddress, inset: Double, depth: Int, lines: inout [InsetLine]
    )
        -> Bool
    {
        guard let indexed = tracer.views[address] else { return false }
        let view = indexed.view
        let name = view.className.unqualifiedClassName
        let edgeName = edge.rawValue
        func line(_ step: InsetStep) { lines.append(InsetLine(depth: depth, step: step)) }
        if let recorded = view.layoutInputs?.safeAreaInsets.map(edge.of),
            abs(recorded - inset) > EngineTolerance.value
        {
            line(.recordedDiffers(view: name, edge: edgeName, recorded: recorded, inset: inset))
            return false
        }
        guard let superviewAddress = indexed.ancestors.last, let superview = tracer.views[superviewAddress]
        else {
            line(.window(edge: edgeName, inset: inset))
            return true
        }
        guard let inputs = view.layoutInputs else {
            line(.safeAreaInputsMissing(edge: edgeName, inset: inset, view: name))
            return false
        }
        // The superview's unsafe band on this edge, and how much of this view it covers.
        let superInset = safeAreaInset(of: superview.view, edge: edge)
        let overlap = superInset.map {
            edge.overlap(
                view: view.frameInWindow, bandEdge: edge.bandEdge(of: superview.view.frameInWindow, inset: $0)
            )
        }
        let additional = inputs.controller.map { edge.of($0.additionalSafeAreaInsets) } ?? 0
        // The bars of the container controllers, for a controller's root view.
        let (barCoverage, coveringBar) =
            inputs.controller == nil
            ? (0, nil) : Self.barCoverage(of: view, edge: edge, parents: inputs.parentControllers)
        let fromAbove = max(overlap ?? 0, barCoverage)
        let expected = fromAbove + additional
        guard let overlap, let superInset else {
            line(
                .superviewSafeAreaMissing(
                    edge: edgeName, inset: inset, superview: superview.view.className.unqualifiedClassName))
            return false
        }
        guard abs(expected - inset) <= EngineTolerance.value else {
            var inputsList: [InsetSource] = [.superviewOverlap(overlap)]
            if barCoverage > 0, let coveringBar {
                inputsList.append(
                    .bar(
                        kind: coveringBar.kind, controller: coveringBar.controller, value: barCoverage,
                        over: nil))
            }
            if inputs.controller != nil {
                inputsList.append(.additionalInput(edge: edgeName, value: additional))
            }
            if overlap > EngineTolerance.value, inset < overlap - EngineTolerance.value {
                line(.stops(edge: edgeName, inset: inset, superviewInset: superInset, overlap: overlap))
            } else {
                line(.notDerived(edge: edgeName, inset: inset, inputs: inputsList, makes: expected))
            }
            return false
        }
        let parts = Self.sources(
            overlap: overlap, barCoverage: barCoverage, coveringBar: coveringBar, additional: additional,
            superview: superview.view.className.unqualifiedClassName, controller: inputs.controller,
            edge: edgeName)
        line(.sum(edge: edgeName, inset: inset, sources: parts))
        if overlap > EngineTolerance.value, overlap >= barCoverage, depth < Self.depthLimit {
            var deeper: [InsetLine] = []
            let derived = explainSafeArea(
                edge: edge, view: superviewAddress, inset: superInset, depth: depth + 1, lines: &deeper)
            lines += deeper
            return derived
        }
        return true
    }

    /// How far the container controllers' visible bars reach over `view` on `edge` (a navigation
    /// bar from above, a toolbar or tab bar from below), and the bar that reaches furthest.
    static func barCoverage(of view: ViewNode, edge: Edge, parents: [ControllerInputs])
        -> (Double, (kind: BarInputs.Kind, controller: String)?)
    {
        var barCoverage = 0.0
        var coveringBar: (kind: BarInputs.Kind, controller: String)?
        for parent in parents {
            // A hidden bar covers nothing (and a capture does not read its frame).
            for bar in parent.bars where !bar.isHidden {
                guard let frame = bar.frameInWindow else { continue }
                let covers: Double
                switch (bar.kind, edge) {
                case (.navigationBar, .top):
                    covers = edge.overlap(view: view.frameInWindow, bandEdge: frame.maxY)
                case (.toolbar, .bottom), (.tabBar, .bottom):
                    covers = edge.overlap(view: view.frameInWindow, bandEdge: frame.minY)
                default: covers = 0
                }
                if covers > barCoverage {
                    barCoverage = covers
                    coveringBar = (bar.kind, parent.className.unqualifiedClassName)
                }
            }
        }
        return (barCoverage, coveringBar)
    }

    /// The sources an inset that adds up is the sum of: the superview's unsafe band, a bar that
    /// reaches further, the controller's additional inset; or nothing.
    static func sources(
        overlap: Double, barCoverage: Double, coveringBar: (kind: BarInputs.Kind, controller: String)?,
        additional: Double, superview: String, controller: ControllerInputs?, edge edgeName: String
    ) -> [InsetSource] {
        var parts: [InsetSource] = []
        if overlap > EngineTolerance.value, overlap >= barCoverage {
            parts.append(.superviewUnsafe(superview: superview, edge: edgeName, value: overlap))
        }
        if barCoverage > overlap + EngineTolerance.value, let coveringBar {
            parts.append(
                .bar(
                    kind: coveringBar.kind, controller: coveringBar.controller, value: barCoverage,
                    over: overlap > EngineTolerance.value ? overlap : nil))
        }
        if abs(additional) > EngineTolerance.value, let controller {
            parts.append(
                .additional(
                    controller: controller.className.unqualifiedClassName, edge: edgeName, value: additional))
        }
        if parts.isEmpty { parts.append(.nothing) }
        return parts
    }

    /// A view's safe-area inset on an edge: recorded, or read from its safe-area guide.
    func safeAreaInset(of view: ViewNode, edge: Edge) -> Double? {
        if let guide = view.guides.first(where: { $0.kind == .safeArea }) {
            return edge.inset(guide: guide.frameInWindow, owner: view.frameInWindow)
        }
        return view.layoutInputs?.safeAreaInsets.map(edge.of)
    }

    // MARK: Margins

    func margins(of guide: GuideNode, owner: ViewVisit) -> InsetExplanation {
        let view = owner.view
        let inputs = view.layoutInputs
        let rightToLeft = inputs?.isRightToLeft == true
        var edges: [EdgeInsetSource] = []
        let reference = Self.contentArea(of: guide, in: view) ?? view.frameInWindow
        for edge in Edge.allCases {
            let inset = edge.inset(guide: guide.frameInWindow, owner: reference)
            let directional = DirectionalEdge(edge, rightToLeft: rightToLeft)
            var lines: [InsetLine] = []
            let derived = explainMargin(
                edge: edge, directionalEdge: directional, inset: inset, view: view,
                superview: owner.ancestors.last,
                lines: &lines)
            edges.append(
                EdgeInsetSource(
                    edge: directional.rawValue, side: edge.rawValue, inset: inset, isDerived: derived,
                    lines: lines))
        }
        return InsetExplanation(kind: .layoutMargins, edges: edges, inputsMissing: inputs == nil)
    }

    /// The area a scroll view's content margins guide is inset from: its content (the content
    /// guide inset by the layout margins, as UIKit's 'UIScrollView-content-margins-…' constraints
    /// say), at the content's origin and of the recorded `contentSize`; `nil` for any other guide,
    /// or when the content size is not recorded.
    static func contentArea(of guide: GuideNode, in view: ViewNode) -> Rect? {
        guard guide.identifier == "UIScrollViewContentMarginsGuide",
            let size = view.layoutInputs?.scrollView?.contentSize
        else { return nil }
        return Rect(
            x: view.frameInWindow.minX - view.bounds.minX, y: view.frameInWindow.minY - view.bounds.minY,
            width: size.width, height: size.height)
    }

    func explainMargin(
        edge: Edge, directionalEdge: DirectionalEdge, inset: Double, view: ViewNode, superview: ViewNode?,
        lines: inout [InsetLine]
    ) -> Bool {
        func line(_ step: InsetStep) { lines.append(InsetLine(depth: 0, step: step)) }
        let name = directionalEdge.rawValue
        guard let inputs = view.layoutInputs, let directional = inputs.directionalLayoutMargins else {
            line(.marginInputsMissing(edge: name, inset: inset))
            return false
        }
        func pick(_ insets: DirectionalEdgeInsets) -> Double { directionalEdge.of(insets) }
        var own = pick(directional)
        var parts: [InsetSource] = [.directionalMargin(edge: name, value: own)]
        if inputs.viewRespectsSystemMinimumLayoutMargins == true,
            let minimum = inputs.systemMinimumLayoutMargins,
            pick(minimum) > own + EngineTolerance.value
        {
            own = pick(minimum)
            parts = [.systemMinimum(edge: name, minimum: own, directional: pick(directional))]
        }
        let safe =
            view.guides.first(where: { $0.kind == .safeArea }).map {
                edge.inset(guide: $0.frameInWindow, owner: view.frameInWindow)
            } ?? inputs.safeAreaInsets.map(edge.of)
        var expected = own
        if inputs.insetsLayoutMarginsFromSafeArea != false, let safe, safe > EngineTolerance.value {
            expected += safe
            parts.append(.safeAreaInset(safe))
        }
        // The superview's margin band, when the view keeps inside it.
        if inputs.preservesSuperviewLayoutMargins == true, let superview,
            let superMargins = superview.guides.first(where: { $0.kind == .layoutMargins })
        {
            let band = edge.inset(guide: superMargins.frameInWindow, owner: superview.frameInWindow)
            let reach = edge.overlap(
                view: view.frameInWindow, bandEdge: edge.bandEdge(of: superview.frameInWindow, inset: band))
            if reach > expected + EngineTolerance.value {
                expected = reach
                parts = [
                    .superviewMargin(
                        superview: superview.className.unqualifiedClassName, edge: name, reach: reach)
                ]
            }
        }
        guard abs(expected - inset) <= EngineTolerance.value else {
            line(.notDerived(edge: name, inset: inset, inputs: parts, makes: expected))
            return false
        }
        line(.sum(edge: name, inset: inset, sources: parts))
        return true
    }
}
