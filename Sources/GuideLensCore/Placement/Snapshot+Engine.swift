/// What the benchmarks measure of `why`, without making the placement's types public.
@_spi(Engine)
extension Snapshot {
    /// The text `guidelens why` prints for the guide `query` names (indexing the snapshot,
    /// finding the guide, tracing it), or the lookup's one-line failure.
    public func whyText(for query: String) -> String {
        let tracer = PlacementTracer(self)
        switch GuideLookup(tracer).match(query) {
        case .success(let match): return PlacementText.text(tracer.placement(of: match))
        case .failure(let failure): return "error: \(failure.description)\n"
        }
    }

    /// The snapshot as a capture with constraints would record it: each guide's sides pinned to
    /// its owner, its top under the previous guide of the owner (the first under the owner's
    /// top) and a fixed height; each guide's vertical list holds the chain above it, as
    /// `constraintsAffectingLayout(for:)` names every constraint the guide's place depends on.
    public func recordingChainedConstraints() -> Snapshot {
        typealias Item = ConstraintDescription.Item
        var next: UInt64 = 0x6000_0300_0000
        func equation(
            _ first: Item, _ attribute: LayoutAttribute, _ second: Item?, _ secondAttribute: LayoutAttribute?,
            constant: Double
        ) -> RecordedConstraint {
            next += 0x40
            return ConstraintDescription.equation(
                ObjectAddress(next), first, attribute, .equal, second, secondAttribute, constant: constant)
        }
        func record(_ view: ViewNode) -> ViewNode {
            var copy = view
            let owner = Item(view.className, view.address)
            var chain: [RecordedConstraint] = []
            var previous: (item: Item, bottom: Double)?
            for index in copy.guides.indices {
                let guide = copy.guides[index]
                let item = Item.guide(guide.address, guide.displayName)
                let frame = guide.layoutFrame
                let top =
                    previous.map {
                        equation(item, .top, $0.item, .bottom, constant: frame.minY - $0.bottom)
                    }
                    ?? equation(item, .top, owner, .top, constant: frame.minY)
                chain += [top, equation(item, .height, nil, nil, constant: frame.height)]
                copy.guides[index].constraints = GuideConstraints(
                    horizontal: [
                        equation(item, .leading, owner, .leading, constant: frame.minX),
                        equation(
                            item, .trailing, owner, .trailing, constant: frame.maxX - view.bounds.width),
                    ],
                    vertical: chain)
                previous = (item, frame.maxY)
            }
            copy.subviews = view.subviews.map(record)
            return copy
        }
        return Snapshot(title: title, screenScale: screenScale, windows: windows.map(record))
    }
}
