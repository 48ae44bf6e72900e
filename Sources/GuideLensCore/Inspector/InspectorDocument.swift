/// What an inspector page knows of a snapshot, as the page's script reads it: every window, view
/// and guide as a row of one flat list (parents by index), each with its frames, flags, lint
/// findings, constraints as equations with the items they name, its `why` answer and what
/// `why --check` says of it; and the snapshot's findings, for the top of the page.
///
/// Every sentence in it is the CLI's own (`report`, `lint`, `why`, `why --check`), so the page
/// and the terminal never disagree.
package struct InspectorDocument: Encodable, Sendable {
    /// The version of this shape, for a page's script and for anyone reading the data.
    package static let schemaVersion = 1

    package var schemaVersion = Self.schemaVersion
    /// The snapshot's title.
    package var title: String
    /// The windows, each with the index of its row in ``items``.
    package var windows: [Window]
    /// Every window, view and guide, depth first, a view before its guides and its subviews.
    package var items: [Item]
    /// The lint findings, what the recomputation could not place, and what the page leaves out.
    package var findings: [Finding]
    /// Counts for the page's header.
    package var counts: Counts
    /// Each kind of guide, its words and its colour in the picture, for the tree and the filter.
    package var kinds: [Kind]

    /// A kind of guide as the page shows it.
    package struct Kind: Encodable, Sendable {
        /// `safe-area`.
        package var kind: String
        /// `safe area`.
        package var name: String
        /// `#34c759`: the colour the overlay draws it in.
        package var color: String
    }

    /// One window (or the root of a subtree).
    package struct Window: Encodable, Sendable {
        /// The index of its row in ``InspectorDocument/items``.
        package var item: Int
        /// `UIWindow (0x…)`.
        package var name: String
    }

    /// A window, view or guide.
    package struct Item: Encodable, Sendable {
        /// Its address, as UIKit prints it: the page's link to it (`page.html#0x6000005ac060`).
        package var id: String
        /// `window`, `view` or `guide`.
        package var type: String
        /// Its class, without module.
        package var className: String
        /// A guide's identifier (empty when it has none).
        package var identifier: String?
        /// A view's text or identifier as its constraints print it beside its address (a label's
        /// text: `UILabel:0x…'Total'`), which tells it apart and which a search finds.
        package var label: String?
        /// A guide's kind, as `GuideKind` names it (`safe-area`).
        package var kind: String?
        /// A guide's kind in words, and the evidence for it.
        package var kindEvidence: String?
        /// The index of the row of its owner or superview.
        package var parent: Int?
        /// The index of its window in ``InspectorDocument/windows``.
        package var window: Int
        /// Where it is in the snapshot: `windows[0].subviews[2].guides[1]`.
        package var path: String
        /// A view's frame in its superview, or a guide's `layoutFrame` in its owner.
        package var frame: String
        /// Its frame in the window.
        package var windowFrame: String
        /// Where it is on its window's picture, `[x, y, width, height]`; `nil` when it cannot be
        /// drawn (a frame that is not a number, or infinite).
        package var box: [Double]?
        /// What the report flags: hidden, transparent, clips, ambiguous, a frame that cannot be
        /// drawn, and the names of the lint rules it breaks.
        package var flags: [String]
        /// The recorded constraints that place it, as equations.
        package var constraints: [Constraint]
        /// Its `why` answer (guides).
        package var why: String?
        /// What `why --check` says of its values.
        package var check: [String]?
    }

    /// A recorded constraint as an equation, with the items it names.
    package struct Constraint: Encodable, Sendable {
        /// Its number in the `why` answer, when the answer numbers it.
        package var number: Int?
        /// `UILayoutGuide(0x…).top == UIView(0x…).top + 16`, or the description as recorded when
        /// it does not read.
        package var text: String
        /// The addresses of the items it names.
        package var items: [String]
        /// Whether it is active.
        package var isActive: Bool
    }

    /// One line at the top of the page.
    package struct Finding: Encodable, Sendable {
        /// `error`, `warning` or `note`.
        package var severity: String
        /// What found it: `lint GL001`, `why --check`, `page`.
        package var source: String
        /// What it says.
        package var text: String
        /// The address of the item it is about.
        package var item: String?
    }

    /// The numbers the page's header shows.
    package struct Counts: Encodable, Sendable {
        package var windows: Int
        package var views: Int
        package var guides: Int
        package var answered: Int
    }
}

extension InspectorDocument {
    /// The document of `snapshot`, with the `why` answers of its first `whyLimit` guides (a
    /// guide's answer solves the record around it, so a snapshot of thousands of guides would
    /// otherwise take minutes to write; the page says which guides have none).
    package init(_ snapshot: Snapshot, whyLimit: Int) {
        let tracer = PlacementTracer(snapshot)
        let recomputation = LayoutModel(tracer: tracer).recompute()
        var checks: [ObjectAddress: [Recomputation.Check]] = [:]
        for check in recomputation.checks { checks[check.address, default: []].append(check) }
        var lintByPath: [String: [LintFinding]] = [:]
        let lint = SnapshotLint(snapshot)
        for finding in lint.findings { lintByPath[finding.path, default: []].append(finding) }

        var items: [Item] = []
        var windows: [Window] = []
        var findings: [Finding] = []
        var rowOfView: [ObjectAddress: Int] = [:]
        var guideCount = 0
        var answered = 0
        var viewCount = 0
        // What the constraints print beside each view's address: a label's text, an identifier.
        var labels: [String: String] = [:]
        var windowIndex = -1
        var offset = Point(x: 0, y: 0)
        snapshot.forEachView { visit in
            let view = visit.view
            let parent = visit.ancestors.last.flatMap { rowOfView[$0.address] }
            if visit.depth == 0 {
                windowIndex += 1
                windows.append(
                    Window(
                        item: items.count, name: "\(view.className.unqualifiedClassName) (\(view.address))"))
                offset = SnapshotRenderer.canvasOffset(of: view) ?? Point(x: 0, y: 0)
            } else {
                viewCount += 1
            }
            rowOfView[view.address] = items.count
            items.append(
                Self.viewItem(
                    visit, parent: parent, window: windowIndex, offset: offset, checks: checks[view.address]))
            let viewRow = items.count - 1
            for (index, guide) in view.guides.enumerated() {
                guideCount += 1
                let path = visit.path + ".guides[\(index)]"
                var item = Self.guideItem(
                    guide, owner: visit, parent: viewRow, window: windowIndex, path: path, offset: offset,
                    lint: lintByPath[path] ?? [], checks: checks[guide.address])
                if answered < whyLimit {
                    answered += 1
                    let placement = tracer.placement(of: GuideLookup.match((guide, visit)))
                    item.why = PlacementText.text(placement)
                    item.constraints = placement.constraints.map(Self.constraint)
                    for constraint in placement.constraints {
                        for named in constraint.read?.items ?? [] {
                            if let identifier = named.identifier, !identifier.isEmpty, !named.isGuide {
                                labels[named.address.description] =
                                    labels[named.address.description] ?? identifier
                            }
                        }
                    }
                }
                for finding in lintByPath[path] ?? [] {
                    findings.append(
                        Finding(
                            severity: finding.severity.rawValue, source: "lint \(finding.rule.id)",
                            text:
                                "\(guide.displayName) in \(view.className.unqualifiedClassName): \(finding.message)",
                            item: guide.address.description))
                }
                items.append(item)
            }
        }
        for check in recomputation.mismatches {
            findings.append(
                Finding(
                    severity: "warning", source: "why --check",
                    text: "\(check.name) \(PlacementText.name(check)): \(PlacementText.mismatch(check))",
                    item: check.address.description))
        }
        if guideCount > answered {
            findings.append(
                Finding(
                    severity: "note", source: "page",
                    text:
                        "The first \(answered) of \(guideCount) guides have their why answer here; for another, "
                        + "run guidelens why SNAPSHOT ADDRESS, or write the page again with a larger --why-limit.",
                    item: nil))
        }
        self.title = snapshot.title
        self.windows = windows
        self.items = items
        self.findings = findings
        self.counts = Counts(windows: windows.count, views: viewCount, guides: guideCount, answered: answered)
        let style = OverlayStyle(visibleKinds: Set(GuideKind.allCases))
        self.kinds = GuideKind.allCases.map {
            Kind(kind: $0.rawValue, name: $0.displayName, color: style.style(for: $0).color.hexString)
        }
        for index in self.items.indices where self.items[index].type != "guide" {
            self.items[index].label = labels[self.items[index].id]
        }
    }

    /// A window's or a view's row.
    private static func viewItem(
        _ visit: ViewVisit, parent: Int?, window: Int, offset: Point, checks: [Recomputation.Check]?
    ) -> Item {
        let view = visit.view
        var flags: [String] = []
        if view.isHidden { flags.append("hidden") }
        if !view.isHidden, view.alpha <= 0.01 { flags.append("transparent") }
        if view.clipsToBounds { flags.append("clips") }
        if !view.frameInWindow.isDrawable { flags.append("frame cannot be drawn") }
        let constraints = (view.layout?.constraints).map { $0.horizontal + $0.vertical } ?? []
        return Item(
            id: view.address.description, type: visit.depth == 0 ? "window" : "view",
            className: view.className.unqualifiedClassName, identifier: nil, label: nil, kind: nil,
            kindEvidence: nil,
            parent: parent, window: window, path: visit.path, frame: Description.frame(view.frame),
            windowFrame: Description.frame(view.frameInWindow),
            box: box(view.frameInWindow, offset: offset), flags: flags,
            constraints: constraints.map(constraint(recorded:)), why: nil,
            check: checks.map(checkLines))
    }

    /// A guide's row, without its `why` answer.
    private static func guideItem(
        _ guide: GuideNode, owner: ViewVisit, parent: Int, window: Int, path: String, offset: Point,
        lint: [LintFinding], checks: [Recomputation.Check]?
    ) -> Item {
        var flags: [String] = []
        if guide.hasAmbiguousLayout == true { flags.append("ambiguous") }
        if !guide.frameInWindow.isDrawable { flags.append("frame cannot be drawn") }
        for finding in lint where !flags.contains(finding.rule.name) { flags.append(finding.rule.name) }
        let constraints = guide.constraints.map { $0.horizontal + $0.vertical } ?? []
        return Item(
            id: guide.address.description, type: "guide", className: guide.className.unqualifiedClassName,
            identifier: guide.identifier, label: nil, kind: guide.kind.rawValue,
            kindEvidence: kindEvidence(guide, ownerClassName: owner.view.className),
            parent: parent, window: window, path: path, frame: Description.frame(guide.layoutFrame),
            windowFrame: Description.frame(guide.frameInWindow),
            box: box(guide.frameInWindow, offset: offset), flags: flags,
            constraints: constraints.map(constraint(recorded:)), why: nil, check: checks.map(checkLines))
    }

    /// `safe area: its identifier is UIViewSafeAreaLayoutGuide (seen in output: …)`.
    static func kindEvidence(_ guide: GuideNode, ownerClassName: String) -> String {
        let chain = guide.classChain ?? [guide.className]
        let kind = guide.kind.displayName
        guard
            let rule = GuideKindClassifier.rule(
                classChain: chain, identifier: guide.identifier, ownerClassName: ownerClassName)
        else {
            return guide.kind == .system
                ? "\(kind): no rule names it, and UIKit's naming (a UI identifier or a private _UI class) makes it UIKit's"
                : "\(kind): no rule names it, so it is the app's own"
        }
        let matched: String
        switch rule.match {
        case .className(let name): matched = "its class is \(name)"
        case .identifier(let name): matched = "its identifier is \(name)"
        case .identifierPrefix(let prefix): matched = "its identifier starts with \(prefix)"
        case .ownerClassName(let name): matched = "its view is a \(name)"
        }
        let recorded = rule.kind == guide.kind ? "" : " (the snapshot records it as \(kind))"
        return
            "\(rule.kind.displayName): \(matched)\(recorded); evidence \(rule.evidence.rawValue): \(rule.source)"
    }

    /// Where `frame` is on its window's picture, or `nil` when it cannot be drawn.
    static func box(_ frame: Rect, offset: Point) -> [Double]? {
        guard frame.isDrawable, let drawn = SnapshotRenderer.drawn(frame.offsetBy(dx: offset.x, dy: offset.y))
        else { return nil }
        return [drawn.minX, drawn.minY, drawn.width, drawn.height].map {
            NumberFormatting.rounding($0, places: 2)
        }
    }

    /// A recorded constraint as an equation, with the items it names.
    static func constraint(recorded: RecordedConstraint) -> Constraint {
        switch LoggedConstraintReader.read(recorded.description[...]) {
        case .success(let read):
            return Constraint(
                number: nil, text: ConflictExplanation.equation(read),
                items: read.items.filter { !$0.isPlaceholder }.map(\.address.description),
                isActive: recorded.isActive)
        case .failure:
            return Constraint(number: nil, text: recorded.description, items: [], isActive: recorded.isActive)
        }
    }

    /// A constraint of a `why` answer, numbered as the answer numbers it.
    static func constraint(_ placement: PlacementConstraint) -> Constraint {
        guard let read = placement.read else {
            return Constraint(
                number: placement.number, text: placement.description, items: [], isActive: placement.isActive
            )
        }
        return Constraint(
            number: placement.number, text: ConflictExplanation.equation(read),
            items: read.items.filter { !$0.isPlaceholder }.map(\.address.description),
            isActive: placement.isActive)
    }

    /// What `why --check` says of one item: each value recomputed, or how it parts from the record.
    static func checkLines(_ checks: [Recomputation.Check]) -> [String] {
        checks.map { check in
            "\(PlacementText.name(check)): "
                + (check.matches
                    ? "recomputed \(Description.number(check.computed ?? check.recorded)), as recorded"
                    : PlacementText.mismatch(check))
        }
    }
}
