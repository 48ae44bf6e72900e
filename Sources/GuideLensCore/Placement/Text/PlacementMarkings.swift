extension GuidePlacement {
    /// Marks the traced chain on a drawing: the guide and every item its trace passes through
    /// outlined, each constraint of the trace drawn between the edges it joins, labelled
    /// with the edges' values (`6. top 147.5 = spacer1 bottom 139.5 + 8`), and each view whose
    /// size or frame the trace follows to its source noted with it (`intrinsic width 104.25 · hug
    /// 251`, `autoresizing h=--& v=--&`, `set in code`).
    package func markings(into options: inout SnapshotRenderer.Options, tracer: PlacementTracer) {
        options.highlighted.insert(address)
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
            // `8. top 147.5 = 139.5 + 8`: the edges' values, in the constraint's own arithmetic.
            var label =
                "\(number). \(read.first.attribute.name) \(value(read.first)) \(read.relation.symbol) "
            if read.multiplier != 1 { label += PlacementText.shortest(read.multiplier) + " × " }
            label += value(second) + PlacementText.signed(read.constant)
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
