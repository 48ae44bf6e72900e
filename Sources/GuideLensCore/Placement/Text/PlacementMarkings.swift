extension GuidePlacement {
    /// Marks the traced chain on a drawing: the guide and every item its trace passes through
    /// outlined in front of the rest, dimmed, each constraint of the trace drawn between the edges
    /// it joins, labelled with the edge's value and what sets it (`6. top 147.5 = spacer1 bottom
    /// + 8`), views named as their constraints print them (`UILabel 'Name'`), and each view whose
    /// size or frame the trace follows to its source noted with it (`intrinsic width 104.25 · hug
    /// 251`, `autoresizing h=--& v=--&`, `set in code`).
    package func markings(into options: inout SnapshotRenderer.Options, tracer: PlacementTracer) {
        options.highlighted.insert(address)
        options.primary = address
        let reads = constraints.compactMap(\.read)
        let names = ItemNames(reads)
        // Views named as their constraints print them, in the picture as in the answer.
        for item in reads.flatMap(\.items) where !item.isGuide && !item.isPlaceholder {
            if names.identifier(of: item.address) != nil {
                options.names[item.address] = names.view(item.address, className: item.className)
            }
        }
        // Short, for a label on a small screen: a view by its printed text, a guide UIKit makes by
        // its kind, the traced guide by nothing where it is the edge labelled.
        func name(_ item: LoggedItem, first: Bool) -> String {
            if first, item.address == address { return "" }
            if item.address == address { return self.name + " " }
            if item.isPlaceholder { return "superview " }
            if item.isGuide {
                let kind = GuideKindClassifier.kind(
                    className: item.className, identifier: item.identifier ?? "", ownerClassName: "")
                return
                    (kind == .custom
                    ? item.identifier ?? item.className.unqualifiedClassName : kind.displayName)
                    + " "
            }
            guard let text = names.identifier(of: item.address) else {
                return item.className.unqualifiedClassName + " "
            }
            return "'" + (text.count > 14 ? String(text.prefix(13)) + "…" : text) + "' "
        }
        // A safe-area or margins guide: each inset drawn from the owner's edge to the guide's.
        for edge in insets?.edges ?? [] where abs(edge.inset) > EngineTolerance.value {
            let attribute = LayoutAttribute(name: edge.side)
            options.links.append(
                SnapshotRenderer.Options.Link(
                    from: address, to: owner,
                    label: "\(edge.edge) inset \(PlacementText.number(edge.inset))"
                        + (edge.isDerived ? "" : " (not derived)"), fromEdge: attribute,
                    toEdge: attribute,
                    isChain: true))
        }
        var used: [Int] = []
        for axis in axes {
            for line in axis.lines {
                for number in line.constraints where !used.contains(number) { used.append(number) }
            }
        }
        for number in used.sorted() {
            guard let constraint = constraints.first(where: { $0.number == number }),
                let read = constraint.read
            else { continue }
            options.highlighted.insert(read.first.item.address)
            guard let second = read.second else { continue }
            options.highlighted.insert(second.item.address)
            func value(_ anchor: LoggedAnchor) -> String {
                tracer.value(of: anchor).map(PlacementText.number) ?? "?"
            }
            // `8. top 147.5 = spacer1 bottom + 8`: the edge, its value and what sets it.
            var label =
                "\(number). \(name(read.first.item, first: true))\(read.first.attribute.name) \(value(read.first)) "
                + "\(read.relation.symbol) "
            if read.multiplier != 1 { label += PlacementText.shortest(read.multiplier) + " × " }
            label +=
                name(second.item, first: false) + second.attribute.name + PlacementText.signed(read.constant)
            options.links.append(
                SnapshotRenderer.Options.Link(
                    from: read.first.item.address, to: second.item.address, label: label,
                    fromEdge: read.first.attribute, toEdge: second.attribute,
                    isChain: true))
        }
        for axis in axes {
            for line in axis.lines {
                guard let note = PlacementText.drawingNote(for: line.step) else { continue }
                let marked = SnapshotRenderer.Options.Note(item: note.item, text: note.text)
                guard !options.notes.contains(marked) else { continue }
                options.highlighted.insert(note.item)
                options.notes.append(marked)
            }
        }
    }
}
