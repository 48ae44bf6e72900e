/// Where each edge of a safe-area or margins guide gets its inset, as far as the recorded
/// inputs show it. The safe area follows UIKit's documented rule: a controller's root view gets
/// the part of its superview's unsafe region it overlaps, the bars of its container
/// controllers, and its controller's `additionalSafeAreaInsets`; any other view only the
/// overlap. Margins: `directionalLayoutMargins`, raised to the controller's system minimum when
/// the root view respects it, plus the safe-area inset when `insetsLayoutMarginsFromSafeArea`.
/// Where the recorded inputs do not add up to the inset, the edge says "not derived" and shows
/// them: UIKit's rule there is not documented, and no source is guessed.
package struct InsetExplanation: Hashable, Sendable {
    /// `safe area` or `margins`.
    package var kind: String
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
    package var lines: [TraceLine]
}

struct InsetSources {
    let tracer: PlacementTracer

    /// The part of an edge an inset sits on.
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
            var lines: [TraceLine] = []
            let derived = explainSafeArea(
                edge: edge, view: owner.view.address, inset: inset, depth: 0, lines: &lines)
            edges.append(
                EdgeInsetSource(
                    edge: edge.rawValue, side: edge.rawValue, inset: inset, isDerived: derived, lines: lines))
        }
        return InsetExplanation(
            kind: "safe area", edges: edges, inputsMissing: owner.view.layoutInputs == nil)
    }

    /// A view's safe-area inset on one edge: what the recorded inputs make of it, as lines.
    /// Returns whether the sources add up.
    func explainSafeArea(
        edge: Edge, view address: ObjectAddress, inset: Double, depth: Int, lines: inout [TraceLine]
    )
        -> Bool
    {
        guard let indexed = tracer.views[address] else { return false }
        let view = indexed.view
        let name = view.className.unqualifiedClassName
        let value = PlacementText.number(inset)
        func line(_ text: String) { lines.append(TraceLine(depth: depth, text: text, constraints: [])) }
        if let recorded = view.layoutInputs?.safeAreaInsets.map(edge.of),
            abs(recorded - inset) > PlacementText.tolerance
        {
            line(
                "\(name) records safeAreaInsets.\(edge) \(PlacementText.number(recorded)), but its safe-area guide is "
                    + "\(value) from its \(edge) edge: not derived")
            return false
        }
        guard let superviewAddress = indexed.ancestors.last, let superview = tracer.views[superviewAddress]
        else {
            line(
                "\(edge) \(value): the window's own inset (the device and the scene: status bar, sensor housing, home indicator)"
            )
            return true
        }
        guard let inputs = view.layoutInputs else {
            line("\(edge) \(value): not derived — the snapshot does not record \(name)'s safe-area inputs")
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
        var barCoverage = 0.0
        var barText = ""
        if inputs.controller != nil {
            for parent in inputs.parentControllers {
                for bar in parent.bars where !bar.isHidden {
                    let covers: Double
                    switch (bar.kind, edge) {
                    case (.navigationBar, .top):
                        covers = edge.overlap(view: view.frameInWindow, bandEdge: bar.frameInWindow.maxY)
                    case (.toolbar, .bottom), (.tabBar, .bottom):
                        covers = edge.overlap(view: view.frameInWindow, bandEdge: bar.frameInWindow.minY)
                    default: covers = 0
                    }
                    if covers > barCoverage {
                        barCoverage = covers
                        barText =
                            "the \(PlacementText.barName(bar.kind)) of \(parent.className.unqualifiedClassName)"
                    }
                }
            }
        }
        let fromAbove = max(overlap ?? 0, barCoverage)
        let expected = fromAbove + additional
        guard let overlap, let superInset else {
            line(
                "\(edge) \(value): not derived — the superview \(superview.view.className.unqualifiedClassName)'s safe area "
                    + "is not recorded")
            return false
        }
        guard abs(expected - inset) <= PlacementText.tolerance else {
            var inputsText = "superview overlap \(PlacementText.number(overlap))"
            if barCoverage > 0 { inputsText += ", \(barText) \(PlacementText.number(barCoverage))" }
            if inputs.controller != nil {
                inputsText += ", additionalSafeAreaInsets.\(edge) \(PlacementText.number(additional))"
            }
            if overlap > PlacementText.tolerance, inset < overlap - PlacementText.tolerance {
                line(
                    "\(edge) \(value): the superview's \(edge) inset \(PlacementText.number(superInset)) covers "
                        + "\(PlacementText.number(overlap)) of this view; its own is \(value) — the inset stops here. "
                        + "Not derived: UIKit does not document why (seen under scroll views and hosting controllers)"
                )
            } else {
                line(
                    "\(edge) \(value): not derived — the recorded inputs (\(inputsText)) make \(PlacementText.number(expected))"
                )
            }
            return false
        }
        var parts: [String] = []
        if overlap > PlacementText.tolerance, overlap >= barCoverage {
            parts.append(
                "the superview \(superview.view.className.unqualifiedClassName)'s unsafe \(edge) \(PlacementText.number(overlap))"
            )
        }
        if barCoverage > overlap + PlacementText.tolerance {
            parts.append(
                "\(barText) \(PlacementText.number(barCoverage))"
                    + (overlap > PlacementText.tolerance
                        ? " (over the superview's \(PlacementText.number(overlap)))" : ""))
        }
        if abs(additional) > PlacementText.tolerance, let controller = inputs.controller {
            parts.append(
                "\(controller.className.unqualifiedClassName).additionalSafeAreaInsets.\(edge) \(PlacementText.number(additional))"
            )
        }
        if parts.isEmpty {
            parts.append("nothing: no unsafe region, bar or additional inset reaches this edge")
        }
        line("\(edge) \(value) = " + parts.joined(separator: " + "))
        if overlap > PlacementText.tolerance, overlap >= barCoverage, depth < Self.depthLimit {
            var deeper: [TraceLine] = []
            let derived = explainSafeArea(
                edge: edge, view: superviewAddress, inset: superInset, depth: depth + 1, lines: &deeper)
            lines += deeper
            return derived
        }
        return true
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
        for edge in Edge.allCases {
            let inset = edge.inset(guide: guide.frameInWindow, owner: view.frameInWindow)
            let name: String
            switch edge {
            case .top, .bottom: name = edge.rawValue
            case .left: name = rightToLeft ? "trailing" : "leading"
            case .right: name = rightToLeft ? "leading" : "trailing"
            }
            var lines: [TraceLine] = []
            let derived = explainMargin(
                edge: edge, name: name, inset: inset, view: view, superview: owner.ancestors.last,
                lines: &lines)
            edges.append(
                EdgeInsetSource(
                    edge: name, side: edge.rawValue, inset: inset, isDerived: derived, lines: lines))
        }
        return InsetExplanation(kind: "margins", edges: edges, inputsMissing: inputs == nil)
    }

    func explainMargin(
        edge: Edge, name: String, inset: Double, view: ViewNode, superview: ViewNode?,
        lines: inout [TraceLine]
    ) -> Bool {
        let value = PlacementText.number(inset)
        func line(_ text: String, depth: Int = 0) {
            lines.append(TraceLine(depth: depth, text: text, constraints: []))
        }
        guard let inputs = view.layoutInputs, let directional = inputs.directionalLayoutMargins else {
            line("\(name) \(value): not derived — the snapshot does not record the view's margin inputs")
            return false
        }
        func pick(_ insets: DirectionalEdgeInsets) -> Double {
            switch name {
            case "top": insets.top
            case "bottom": insets.bottom
            case "leading": insets.leading
            default: insets.trailing
            }
        }
        var own = pick(directional)
        var parts = ["directionalLayoutMargins.\(name) \(PlacementText.number(own))"]
        if inputs.viewRespectsSystemMinimumLayoutMargins == true,
            let minimum = inputs.systemMinimumLayoutMargins,
            pick(minimum) > own + PlacementText.tolerance
        {
            own = pick(minimum)
            parts = [
                "the system minimum \(PlacementText.number(own)) (directionalLayoutMargins.\(name) "
                    + "\(PlacementText.number(pick(directional))) is below it; viewRespectsSystemMinimumLayoutMargins)"
            ]
        }
        let safe =
            view.guides.first(where: { $0.kind == .safeArea }).map {
                edge.inset(guide: $0.frameInWindow, owner: view.frameInWindow)
            } ?? inputs.safeAreaInsets.map(edge.of)
        var expected = own
        if inputs.insetsLayoutMarginsFromSafeArea != false, let safe, safe > PlacementText.tolerance {
            expected += safe
            parts.append(
                "the safe-area inset \(PlacementText.number(safe)) (insetsLayoutMarginsFromSafeArea)")
        }
        // The superview's margin band, when the view keeps inside it.
        if inputs.preservesSuperviewLayoutMargins == true, let superview,
            let superMargins = superview.guides.first(where: { $0.kind == .layoutMargins })
        {
            let band = edge.inset(guide: superMargins.frameInWindow, owner: superview.frameInWindow)
            let reach = edge.overlap(
                view: view.frameInWindow, bandEdge: edge.bandEdge(of: superview.frameInWindow, inset: band))
            if reach > expected + PlacementText.tolerance {
                expected = reach
                parts = [
                    "the superview \(superview.className.unqualifiedClassName)'s \(name) margin reaching \(PlacementText.number(reach)) into this view "
                        + "(preservesSuperviewLayoutMargins)"
                ]
            }
        }
        guard abs(expected - inset) <= PlacementText.tolerance else {
            line(
                "\(name) \(value): not derived — the recorded inputs (" + parts.joined(separator: ", ")
                    + ") make \(PlacementText.number(expected))")
            return false
        }
        line("\(name) \(value) = " + parts.joined(separator: " + "))
        return true
    }
}
