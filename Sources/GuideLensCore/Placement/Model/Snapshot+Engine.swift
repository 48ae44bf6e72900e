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

    /// The snapshot as a capture that records views would record it: each view of a window gets
    /// the layout of a view whose frame is set in code (its autoresizing mask, `h=--- v=---`,
    /// pinning `minX`, `minY`, `width` and `height` where the frame is; no intrinsic size; UIKit's
    /// default priorities), the views a guide's constraints name being those views.
    public func recordingViewLayouts() -> Snapshot {
        var next: UInt64 = 0x6000_0400_0000
        func record(_ view: ViewNode, in superview: ViewNode?) -> ViewNode {
            var copy = view
            if let superview {
                let item = ConstraintDescription.Item(view.className, view.address)
                let parent = ConstraintDescription.Item(superview.className, superview.address)
                func mask(_ attribute: LayoutAttribute, _ constant: Double) -> RecordedConstraint {
                    next += 0x40
                    return ConstraintDescription.autoresizing(
                        ObjectAddress(next), mask: 0, item, attribute, constant: constant, superview: parent)
                }
                copy.layout = ViewLayout(
                    constraints: GuideConstraints(
                        horizontal: [mask(.minX, view.frame.minX), mask(.width, view.frame.width)],
                        vertical: [mask(.minY, view.frame.minY), mask(.height, view.frame.height)]),
                    intrinsicContentSize: Size(width: -1, height: -1),
                    contentHugging: AxisPriorities(horizontal: 250, vertical: 250),
                    compressionResistance: AxisPriorities(horizontal: 750, vertical: 750),
                    translatesAutoresizingMaskIntoConstraints: true, autoresizingMask: 0)
            }
            copy.subviews = view.subviews.map { record($0, in: view) }
            return copy
        }
        return Snapshot(title: title, screenScale: screenScale, windows: windows.map { record($0, in: nil) })
    }

    /// The whole record recomputed (`guidelens why --check`): how many guides and views were
    /// recomputed and how many match their frames.
    public func recomputedCounts() -> (guides: Int, views: Int, matching: Int) {
        let recomputation = LayoutModel(self).recompute()
        let items = recomputation.items
        return (
            items.guides.total, items.views.total, items.guides.matching + items.views.matching
        )
    }
}
