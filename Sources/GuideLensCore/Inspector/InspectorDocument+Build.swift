extension InspectorDocument {
    /// The document of `snapshot`, with the `why` answers of its first `whyLimit` guides (a
    /// guide's answer solves the record around it, so a snapshot of thousands of guides would
    /// otherwise take minutes to write; the page says which guides have none).
    package init(_ snapshot: Snapshot, whyLimit: Int) {
        var builder = Builder(snapshot)
        snapshot.forEachView { builder.add($0, whyLimit: whyLimit) }
        self = builder.document(title: snapshot.title)
    }

    /// The rows as the walk meets them, and the tables they refer to.
    private struct Builder {
        let tracer: PlacementTracer
        let recomputation: Recomputation
        var checks: [ObjectAddress: [Recomputation.Check]] = [:]
        var lint: [String: [LintFinding]] = [:]
        var items: [Item] = []
        var windows: [Window] = []
        var findings: [Finding] = []
        var constraints: [Constraint] = []
        var constraintIndex: [Constraint: Int] = [:]
        var evidence: [String] = []
        var evidenceIndex: [String: Int] = [:]
        /// What the constraints print beside each view's address: a label's text, an identifier.
        var labels: [String: String] = [:]
        var rowOfView: [ObjectAddress: Int] = [:]
        var views = 0
        var guides = 0
        var answered = 0
        var offset = Point(x: 0, y: 0)
        /// How an equation names each item of the snapshot: a guide by its identifier, a view by
        /// its class and address.
        let names: [ObjectAddress: String]

        init(_ snapshot: Snapshot) {
            var names: [ObjectAddress: String] = [:]
            snapshot.forEachView { visit in
                let view = visit.view
                names[view.address] = "\(view.className.unqualifiedClassName) (\(view.address))"
                for guide in view.guides { names[guide.address] = guide.displayName }
            }
            self.names = names
            tracer = PlacementTracer(snapshot)
            recomputation = LayoutModel(tracer: tracer).recompute()
            for check in recomputation.checks { checks[check.address, default: []].append(check) }
            for finding in SnapshotLint(snapshot).findings { lint[finding.path, default: []].append(finding) }
        }

        /// A view's row, then its guides' rows.
        mutating func add(_ visit: ViewVisit, whyLimit: Int) {
            let view = visit.view
            if visit.depth == 0 {
                windows.append(
                    Window(
                        item: items.count, name: "\(view.className.unqualifiedClassName) (\(view.address))"))
                offset = SnapshotRenderer.canvasOffset(of: view) ?? Point(x: 0, y: 0)
            } else {
                views += 1
            }
            var flags: [String] = []
            if view.isHidden { flags.append("hidden") }
            if !view.isHidden, view.alpha <= 0.01 { flags.append("transparent") }
            if view.clipsToBounds { flags.append("clips") }
            if !view.frameInWindow.isDrawable { flags.append("frame cannot be drawn") }
            let recorded = (view.layout?.constraints).map { $0.horizontal + $0.vertical } ?? []
            let viewRow = items.count
            items.append(
                Item(
                    id: view.address.description, type: visit.depth == 0 ? "window" : "view",
                    className: view.className.unqualifiedClassName,
                    parent: visit.ancestors.last.flatMap {
                        rowOfView[$0.address]
                    },
                    window: windows.count - 1, path: visit.path, frame: Description.frame(view.frame),
                    windowFrame: Description.frame(view.frameInWindow),
                    box: InspectorDocument.box(view.frameInWindow, offset: offset), flags: flags,
                    constraints: recorded.map {
                        index(of: InspectorDocument.constraint(recorded: $0, names: names))
                    },
                    check: checks[view.address].map(InspectorDocument.checkLines)))
            rowOfView[view.address] = viewRow
            for (index, guide) in view.guides.enumerated() {
                addGuide(guide, at: index, of: visit, row: viewRow, whyLimit: whyLimit)
            }
        }

        /// A guide's row, with its answer while the limit allows.
        private mutating func addGuide(
            _ guide: GuideNode, at position: Int, of visit: ViewVisit, row: Int, whyLimit: Int
        ) {
            guides += 1
            let path = visit.path + ".guides[\(position)]"
            let broken = lint[path] ?? []
            // Lint's rules (an ambiguous layout among them), then what the picture cannot show.
            var flags = broken.map(\.rule.name)
            if !guide.frameInWindow.isDrawable { flags.append("frame cannot be drawn") }
            var item = Item(
                id: guide.address.description, type: "guide", className: guide.className.unqualifiedClassName,
                identifier: guide.identifier, kind: guide.kind.rawValue,
                kindEvidence: index(
                    ofEvidence: InspectorDocument.kindEvidence(guide, ownerClassName: visit.view.className)),
                parent: row, window: windows.count - 1, path: path,
                frame: Description.frame(guide.layoutFrame),
                windowFrame: Description.frame(guide.frameInWindow),
                box: InspectorDocument.box(guide.frameInWindow, offset: offset), flags: flags,
                constraints: [], check: checks[guide.address].map(InspectorDocument.checkLines))
            if answered < whyLimit {
                answered += 1
                let placement = tracer.placement(of: GuideLookup.match((guide, visit)))
                item.why = PlacementText.text(placement)
                item.constraints = placement.constraints.map {
                    index(of: InspectorDocument.constraint($0, names: names))
                }
                item.constraintNumbers = placement.constraints.map(\.number)
                for constraint in placement.constraints { noteLabels(constraint.read) }
            } else {
                let recorded = guide.constraints.map { $0.horizontal + $0.vertical } ?? []
                item.constraints = recorded.map {
                    index(of: InspectorDocument.constraint(recorded: $0, names: names))
                }
            }
            for finding in broken {
                findings.append(
                    Finding(
                        severity: finding.severity.rawValue, source: "lint \(finding.rule.id)",
                        text:
                            "\(guide.displayName) in \(visit.view.className.unqualifiedClassName): \(finding.message)",
                        item: guide.address.description))
            }
            items.append(item)
        }

        /// The text or identifier a constraint prints beside a view's address.
        private mutating func noteLabels(_ read: LoggedConstraint?) {
            for named in read?.items ?? [] where !named.isGuide {
                if let identifier = named.identifier, !identifier.isEmpty,
                    labels[named.address.description] == nil
                {
                    labels[named.address.description] = identifier
                }
            }
        }

        private mutating func index(of constraint: Constraint) -> Int {
            if let index = constraintIndex[constraint] { return index }
            constraints.append(constraint)
            constraintIndex[constraint] = constraints.count - 1
            return constraints.count - 1
        }

        private mutating func index(ofEvidence text: String) -> Int {
            if let index = evidenceIndex[text] { return index }
            evidence.append(text)
            evidenceIndex[text] = evidence.count - 1
            return evidence.count - 1
        }

        /// The document, with the findings of `why --check` and the page's own note after lint's.
        func document(title: String) -> InspectorDocument {
            var findings = self.findings
            for check in recomputation.mismatches {
                findings.append(
                    Finding(
                        severity: "warning", source: "why --check",
                        text: "\(check.name) \(PlacementText.name(check)): \(PlacementText.mismatch(check))",
                        item: check.address.description))
            }
            if guides > answered {
                findings.append(
                    Finding(
                        severity: "note", source: "page",
                        text:
                            "The first \(answered) of \(guides) guides have their why answer here; for another, "
                            + "run guidelens why SNAPSHOT ADDRESS, or write the page again with a larger --why-limit.",
                        item: nil))
            }
            var items = self.items
            var rows: [String: Int] = [:]
            for index in items.indices {
                if items[index].type != "guide" { items[index].label = labels[items[index].id] }
                if rows[items[index].id] == nil { rows[items[index].id] = index }
            }
            var constraints = self.constraints
            for index in constraints.indices {
                constraints[index].rows = constraints[index].items.compactMap { rows[$0] }
            }
            let style = OverlayStyle(visibleKinds: Set(GuideKind.allCases))
            return InspectorDocument(
                title: title, windows: windows, items: items, findings: findings,
                counts: Counts(windows: windows.count, views: views, guides: guides, answered: answered),
                constraints: constraints, evidence: evidence,
                kinds: GuideKind.allCases.map {
                    Kind(kind: $0.rawValue, name: $0.displayName, color: style.style(for: $0).color.hexString)
                })
        }
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

    /// A recorded constraint as an equation, with the items it names (each as `names` has it,
    /// else by the text UIKit printed beside its address, else by class and address).
    static func constraint(recorded: RecordedConstraint, names: [ObjectAddress: String] = [:]) -> Constraint {
        switch LoggedConstraintReader.read(recorded.description[...]) {
        case .success(let read):
            return Constraint(
                text: equation(read, names: names),
                items: read.items.filter { !$0.isPlaceholder }.map(\.address.description),
                isActive: recorded.isActive)
        case .failure:
            return Constraint(text: recorded.description, items: [], isActive: recorded.isActive)
        }
    }

    /// A constraint of a `why` answer.
    static func constraint(_ placement: PlacementConstraint, names: [ObjectAddress: String] = [:])
        -> Constraint
    {
        guard let read = placement.read else {
            return Constraint(text: placement.description, items: [], isActive: placement.isActive)
        }
        return Constraint(
            text: equation(read, names: names),
            items: read.items.filter { !$0.isPlaceholder }.map(\.address.description),
            isActive: placement.isActive)
    }

    /// `spacer2.top == header.bottom + 8`, `UIButton 'OK'.leading == UIView (0x7f…).leading + 16`.
    static func equation(_ read: LoggedConstraint, names: [ObjectAddress: String]) -> String {
        ConflictExplanation.equation(read) { item in
            if item.isPlaceholder { return "superview" }
            if item.isGuide, let name = names[item.address] { return name }
            if let text = item.identifier, !text.isEmpty {
                return "\(item.className.unqualifiedClassName) '\(text)'"
            }
            return names[item.address] ?? "\(item.className.unqualifiedClassName) (\(item.shownAddress))"
        }
    }

    /// What `why --check` says of one item: the values recomputed as recorded on one line, then
    /// each that parts from the record, with how.
    static func checkLines(_ checks: [Recomputation.Check]) -> [String] {
        let matching = checks.filter(\.matches)
        var lines: [String] = []
        if !matching.isEmpty {
            lines.append(
                "As recorded: "
                    + matching.map {
                        "\(PlacementText.name($0)) \(Description.number($0.computed ?? $0.recorded))"
                    }.joined(separator: ", "))
        }
        for check in checks where !check.matches {
            lines.append("\(PlacementText.name(check)): \(PlacementText.mismatch(check))")
        }
        return lines
    }
}

extension InspectorDocument {
    /// The document of `after`, with what changed since `before` (``SnapshotDiff``): each change a
    /// finding and a flag of its guide, and drawn on the picture where the guide was before.
    package init(_ after: Snapshot, comparedWith before: Snapshot, tolerance: Double, whyLimit: Int) {
        self.init(after, whyLimit: whyLimit)
        let diff = SnapshotDiff(before: before, after: after, tolerance: tolerance)
        var rows: [ObjectAddress: Int] = [:]
        for (index, item) in items.enumerated() where item.type == "guide" {
            if let address = ObjectAddress(parsing: item.id), rows[address] == nil { rows[address] = index }
        }
        // Where each of the page's windows sits on its picture.
        let offsets = after.windows.map { SnapshotRenderer.canvasOffset(of: $0) ?? Point(x: 0, y: 0) }
        func box(_ entry: SnapshotDiff.Entry) -> [Double]? {
            guard entry.window < offsets.count else { return nil }
            return Self.box(entry.frameInWindow, offset: offsets[entry.window])
        }
        let lines = diff.changeLines
        var changes: [Change] = []
        var line = 0
        // Each line without its `+ `, `- ` or `~ ` and the padding after the word.
        func next() -> String {
            defer { line += 1 }
            guard line < lines.count else { return "" }
            let text = lines[line]
            guard ["+ ", "- ", "~ "].contains(String(text.prefix(2))) else { return text }
            let body = text.dropFirst(2)
            let verb = body.prefix { $0 != " " }
            return verb + " " + body.dropFirst(verb.count).drop { $0 == " " }
        }
        for entry in diff.added {
            changes.append(
                Change(
                    kind: "added", item: rows[entry.address], window: entry.window, before: nil, text: next())
            )
        }
        for entry in diff.removed {
            changes.append(
                Change(
                    kind: "removed", item: nil, window: min(entry.window, max(offsets.count - 1, 0)),
                    before: box(entry), text: next()))
        }
        for change in diff.moved {
            changes.append(
                Change(
                    kind: "moved", item: rows[change.after.address], window: change.after.window,
                    before: box(change.before), text: next()))
        }
        for change in diff.resized {
            changes.append(
                Change(
                    kind: "resized", item: rows[change.after.address], window: change.after.window,
                    before: box(change.before), text: next()))
        }
        for change in changes {
            if let row = change.item, !items[row].flags.contains(change.kind) {
                items[row].flags.append(change.kind)
            }
        }
        let listed =
            [
                Finding(
                    severity: "note", source: "diff", text: "Since the earlier snapshot: " + diff.summary,
                    item: nil)
            ]
            + changes.map {
                Finding(severity: "note", source: "diff", text: $0.text, item: $0.item.map { items[$0].id })
            }
        findings = listed + findings
        self.changes = changes
    }
}
