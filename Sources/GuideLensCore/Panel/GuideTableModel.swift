/// The table the FLEX panel shows: every guide of every window in sections by owning view,
/// narrowed by a search and a kind filter, in a chosen order, with an empty-state message.
///
/// It is plain data so the panel's behaviour is decided, and tested, here; the view
/// controller only displays it.
package struct GuideTableModel: Sendable {
    /// How rows are ordered within each section.
    package enum Sort: String, CaseIterable, Sendable {
        /// As `layoutGuides` lists them, owners in hierarchy order.
        case hierarchy
        /// By name (identifier, else class), then address.
        case name
        /// By kind, in ``GuideKind``'s order, then name.
        case kind
        /// Flagged guides first (most findings first), then hierarchy order.
        case flagsFirst = "flags-first"
    }

    /// One guide's row.
    package struct Row: Hashable, Sendable {
        /// The guide's address: how the panel finds the live guide again.
        package var guide: ObjectAddress
        /// Identifier, else class without module.
        package var title: String
        /// `kind · class · {{x, y}, {w, h}}`.
        package var subtitle: String
        /// The kind, for the colour swatch.
        package var kind: GuideKind
        /// The swatch colour, as in the overlay.
        package var color: OverlayColor
        /// `layoutFrame` in the owner's coordinates.
        package var layoutFrame: Rect
        /// The lint rules the guide breaks: ambiguous, zero area, outside owner, non-finite…
        package var flags: [LintRule]
        /// The guide as the snapshot holds it, for the detail screen.
        package var node: GuideNode
    }

    /// The guides of one owning view.
    package struct Section: Hashable, Sendable {
        /// The owner's address.
        package var owner: ObjectAddress
        /// `<UIView: 0x…; frame = (…)>`.
        package var title: String
        /// The owner's class name.
        package var ownerClassName: String
        /// Its rows, in the model's sort order.
        package var rows: [Row]
    }

    /// The sections that have at least one row after search and filter.
    package private(set) var sections: [Section]
    /// The number of guides before search and filter.
    package private(set) var totalGuideCount: Int

    /// Builds the table for a snapshot.
    ///
    /// - Parameters:
    ///   - snapshot: the hierarchy.
    ///   - search: words that must all appear (ignoring case) in the guide's identifier, class,
    ///     owner class or kind; empty matches everything.
    ///   - kinds: the kinds to show; `nil` shows every kind.
    ///   - sort: the row order.
    ///   - style: the palette the swatches use.
    package init(
        snapshot: Snapshot, search: String = "", kinds: Set<GuideKind>? = nil, sort: Sort = .hierarchy,
        style: OverlayStyle = .default
    ) {
        let words = search.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        var sections: [Section] = []
        var total = 0
        snapshot.forEachView { visit in
            let view = visit.view
            total += view.guides.count
            guard !view.guides.isEmpty else { return }
            let duplicated = LintRule.duplicatedIdentifiers(in: view)
            var rows: [Row] = []
            for guide in view.guides {
                if let kinds, !kinds.contains(guide.kind) { continue }
                let haystack = [
                    guide.identifier, guide.className, view.className, guide.kind.rawValue,
                    guide.kind.displayName,
                ]
                .joined(separator: "\n").lowercased()
                guard words.allSatisfy({ haystack.contains($0) }) else { continue }
                rows.append(
                    Row(
                        guide: guide.address, title: guide.displayName,
                        subtitle: guide.kind.displayName + " · " + guide.className.unqualifiedClassName
                            + " · "
                            + Description.cgRect(guide.layoutFrame),
                        kind: guide.kind, color: style.style(for: guide.kind).color,
                        layoutFrame: guide.layoutFrame,
                        flags: LintRule.violations(of: guide, in: view, duplicatedIdentifiers: duplicated),
                        node: guide))
            }
            guard !rows.isEmpty else { return }
            sections.append(
                Section(
                    owner: view.address, title: Description.view(view), ownerClassName: view.className,
                    rows: Self.sorted(rows, by: sort)))
        }
        if sort == .name {
            sections.sort {
                ($0.ownerClassName.unqualifiedClassName, $0.owner) < (
                    $1.ownerClassName.unqualifiedClassName, $1.owner
                )
            }
        }
        self.sections = sections
        self.totalGuideCount = total
    }

    /// The kind filter after the user taps `kind` in the filter menu: `nil` (every kind) when
    /// all kinds end up chosen.
    package static func toggling(_ kind: GuideKind, in kinds: Set<GuideKind>?) -> Set<GuideKind>? {
        var chosen = kinds ?? Set(GuideKind.allCases)
        if chosen.contains(kind) { chosen.remove(kind) } else { chosen.insert(kind) }
        return chosen.count == GuideKind.allCases.count ? nil : chosen
    }

    /// The detail screen's property rows for a row of this table, in order.
    ///
    /// - Parameters:
    ///   - row: the guide's row.
    ///   - section: its owner's section.
    ///   - liveAmbiguity: `hasAmbiguousLayout` read now, when the guide still exists.
    package static func details(
        of row: Row, in section: Section, liveAmbiguity: Bool?
    ) -> [(title: String, value: String)] {
        let guide = row.node
        let ambiguous = liveAmbiguity ?? guide.hasAmbiguousLayout
        return [
            ("identifier", guide.identifier.isEmpty ? "(none)" : guide.identifier),
            ("class", guide.className),
            ("kind", guide.kind.displayName),
            ("address", guide.address.description),
            ("layoutFrame", Description.cgRect(guide.layoutFrame)),
            ("in window", Description.frame(guide.frameInWindow)),
            ("owner", section.title),
            ("ambiguous layout", ambiguous.map { $0 ? "yes" : "no" } ?? "unknown"),
            (
                "flags",
                row.flags.isEmpty ? "none" : row.flags.map { "\($0.name) (\($0.id))" }.joined(separator: ", ")
            ),
        ]
    }

    /// The number of rows shown.
    package var rowCount: Int { sections.reduce(0) { $0 + $1.rows.count } }

    /// What to show instead of an empty table, or `nil` when there are rows.
    package var emptyStateMessage: String? {
        guard rowCount == 0 else { return nil }
        if totalGuideCount == 0 {
            return
                "No layout guides in any window. Views get guides from addLayoutGuide(_:), stack views, or reading safeAreaLayoutGuide and the like."
        }
        return "No guide matches the search or the kind filter (\(totalGuideCount) guides in all)."
    }

    private static func sorted(_ rows: [Row], by sort: Sort) -> [Row] {
        switch sort {
        case .hierarchy:
            return rows
        case .name:
            return rows.sorted { ($0.title.lowercased(), $0.guide) < ($1.title.lowercased(), $1.guide) }
        case .kind:
            return rows.sorted {
                ($0.kind, $0.title.lowercased(), $0.guide) < ($1.kind, $1.title.lowercased(), $1.guide)
            }
        case .flagsFirst:
            // A stable sort on the number of findings keeps hierarchy order among equals.
            return rows.enumerated().sorted {
                ($1.element.flags.count, $0.offset) < ($0.element.flags.count, $1.offset)
            }.map(\.element)
        }
    }

    /// The FLEX detail panel's "Why here?" section for the guide at `address`: the one-line
    /// answer, then the whole trace as `guidelens why` prints it, then, for each value the record
    /// leaves free or tied, its first fix with the line to write (``PlacementText/firstFixes(_:tracer:)``),
    /// each as a title and its text; a single row saying so when the capture does not hold the
    /// guide.
    package static func whyHere(of address: ObjectAddress, in snapshot: Snapshot) -> [(
        title: String, value: String
    )] {
        let tracer = PlacementTracer(snapshot)
        guard case .found(let match) = GuideLookup(tracer).find(address.description) else {
            return [("Not in the capture", "refresh the list")]
        }
        let placement = tracer.placement(of: match)
        return [
            ("In one line", PlacementText.summary(placement)),
            ("Traced", PlacementText.text(placement).trimmingTrailingNewlines),
        ]
            + PlacementText.firstFixes(placement, tracer: tracer).map {
                ("First fix: \($0.attribute)", $0.text)
            }
    }
}

extension String {
    /// The text without the line breaks it ends with.
    fileprivate var trimmingTrailingNewlines: String {
        var text = Substring(self)
        while text.last == "\n" { text = text.dropLast() }
        return String(text)
    }
}
