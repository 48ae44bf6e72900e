import Foundation

/// Traces guides of one snapshot: indexes the snapshot's views and guides once, then answers
/// ``placement(of:)`` for any guide — its edges followed through the recorded constraints to a
/// view's frame or the window, checked by the one linear engine (``LinearSystem``); what is
/// free; and where a safe-area or margins guide's insets come from.
///
/// Values are in the window's coordinates: an item's edge is read from its `frameInWindow`, so
/// a guide and the items it is pinned to are compared in one space, whatever views lie between.
package struct PlacementTracer: Sendable {
    /// A view of the snapshot with its ancestors.
    struct IndexedView: Sendable {
        var view: ViewNode
        var ancestors: [ObjectAddress]
    }

    /// A guide of the snapshot with its owner.
    struct IndexedGuide: Sendable {
        var guide: GuideNode
        var owner: ObjectAddress
    }

    let views: [ObjectAddress: IndexedView]
    /// Every view's address, in walk order (windows, then depth first).
    let viewOrder: [ObjectAddress]
    let guides: [ObjectAddress: IndexedGuide]
    /// Each view's margins guide, for the margin attributes of a constraint.
    let marginGuides: [ObjectAddress: Rect]
    /// Every guide with its owner, in walk order: what ``GuideLookup`` searches, from the same walk.
    package let allGuides: [(guide: GuideNode, owner: ViewVisit)]

    /// Indexes `snapshot`.
    package init(_ snapshot: Snapshot) {
        var views: [ObjectAddress: IndexedView] = [:]
        var guides: [ObjectAddress: IndexedGuide] = [:]
        var margins: [ObjectAddress: Rect] = [:]
        var all: [(guide: GuideNode, owner: ViewVisit)] = []
        var order: [ObjectAddress] = []
        snapshot.forEachView { visit in
            order.append(visit.view.address)
            views[visit.view.address] = IndexedView(
                view: visit.view, ancestors: visit.ancestors.map(\.address))
            for guide in visit.view.guides {
                all.append((guide, visit))
                guides[guide.address] = IndexedGuide(guide: guide, owner: visit.view.address)
                if guide.kind == .layoutMargins { margins[visit.view.address] = guide.frameInWindow }
            }
        }
        self.views = views
        self.viewOrder = order
        self.guides = guides
        self.marginGuides = margins
        self.allGuides = all
    }

    /// Why the guide `match` found is where it is.
    package func placement(of match: GuideLookup.Match) -> GuidePlacement {
        let guide = match.guide
        var missing: [PlacementGap] = []
        var constraints: [PlacementConstraint] = []
        let direction = match.owner.view.layoutInputs?.isRightToLeft
        let rightToLeft = direction == true
        var directional = false
        if let recorded = guide.constraints {
            for (axis, list) in [
                (LayoutAxis.horizontal, recorded.horizontal), (.vertical, recorded.vertical),
            ] {
                for item in list {
                    let entry = Self.entry(
                        item, number: constraints.count + 1, axis: axis, rightToLeft: rightToLeft)
                    directional = directional || entry.directional
                    constraints.append(entry.constraint)
                }
            }
            constraints += viewConstraints(after: constraints, rightToLeft: rightToLeft)
            constraints += contentOrigins(among: constraints, target: guide, number: constraints.count + 1)
        } else if guide.kind != .safeArea && guide.kind != .layoutMargins {
            // A safe-area or margins guide is placed from its insets, which the answer explains.
            missing.append(.constraintsNotRecorded)
        }
        var axes: [AxisPlacement] = []
        // One solved record for both axes, numbering the constraints a decision names beyond the list.
        let reading =
            guide.constraints == nil
            ? nil : PlacementReading(tracer: self, around: guide.address, constraints: constraints)
        if let reading {
            for axis in [LayoutAxis.horizontal, .vertical] {
                var trace = AxisTrace(
                    tracer: self, target: guide, owner: match.owner.view, axis: axis,
                    constraints: constraints,
                    rightToLeft: rightToLeft, reading: reading)
                var placement = trace.run()
                if axis == .horizontal, directional {
                    let owner = match.owner.view.className.unqualifiedClassName
                    if rightToLeft {
                        placement.notes.insert(.rightToLeft(owner: owner), at: 0)
                    } else if direction == nil {
                        placement.notes.insert(.directionUnknown(owner: owner), at: 0)
                    }
                }
                axes.append(placement)
            }
        }
        if guide.hasAmbiguousLayout == true, !axes.isEmpty, axes.allSatisfy({ $0.freedom == nil }) {
            missing.append(.ambiguityBeyondRecord)
        }
        let insets = insetExplanation(of: guide, owner: match.owner)
        if let explanation = insets, explanation.inputsMissing {
            missing.append(.insetInputsNotRecorded(owner: match.owner.view.className.unqualifiedClassName))
        }
        var context: [ScrollContext] = []
        if let scroll = match.owner.view.layoutInputs?.scrollView {
            context.append(
                ScrollContext(inputs: scroll, safeArea: match.owner.view.layoutInputs?.safeAreaInsets))
        }
        var placement = GuidePlacement(
            name: guide.displayName, path: match.path, address: guide.address,
            owner: match.owner.view.address,
            kind: guide.kind,
            frameInWindow: guide.frameInWindow, hasAmbiguousLayout: guide.hasAmbiguousLayout,
            constraints: constraints, axes: axes, insets: insets, missing: missing)
        placement.context = context
        if let reading {
            placement.constraints += reading.appended.enumerated().compactMap { offset, entry in
                listing(reading.model.entries[entry], number: constraints.count + offset + 1)
            }
            if !isPlacedByUIKit(guide.address) {
                placement.recomputed = reading.model.recompute().checks.filter { $0.address == guide.address }
            }
        }
        return placement
    }

    /// Where a safe-area or margins guide's insets come from; `nil` for another kind.
    private func insetExplanation(of guide: GuideNode, owner: ViewVisit) -> InsetExplanation? {
        switch guide.kind {
        case .safeArea: InsetSources(tracer: self).safeArea(of: guide, owner: owner)
        case .layoutMargins: InsetSources(tracer: self).margins(of: guide, owner: owner)
        default: nil
        }
    }

    // MARK: Items

    /// An item's rectangle in the window: a view's `frameInWindow`, a guide's.
    func rect(of address: ObjectAddress) -> Rect? {
        if let guide = guides[address] { return guide.guide.frameInWindow }
        return views[address]?.view.frameInWindow
    }

    /// Whether the item is a view of the snapshot (a base of every trace: its frame is given).
    func isView(_ address: ObjectAddress) -> Bool { views[address] != nil }

    /// Whether the item is a guide UIKit places from its own inputs (safe area, margins,
    /// readable content, keyboard, a scroll view's frame): given by its frame, like a view.
    func isPlacedByUIKit(_ address: ObjectAddress) -> Bool {
        guard let guide = guides[address]?.guide else { return false }
        switch guide.kind {
        case .safeArea, .layoutMargins, .readableContent, .keyboard, .scrollFrame, .system: return true
        case .scrollContent, .stackSpacer, .focus, .custom: return false
        }
    }

    /// The value of an item's attribute in the window, or `nil` when the snapshot does not hold it.
    func value(of anchor: LoggedAnchor) -> Double? {
        let address = anchor.item.address
        guard let frame = rect(of: address) else { return nil }
        // A view's margin edge is its margins guide's edge.
        let margins = marginGuides[address]
        switch anchor.attribute {
        case .left, .leading, .minX: return frame.minX
        case .right, .trailing, .maxX: return frame.maxX
        case .centerX, .midX: return frame.minX + frame.width / 2
        case .width: return frame.width
        case .top, .minY: return frame.minY
        case .bottom, .maxY: return frame.maxY
        case .centerY, .midY: return frame.minY + frame.height / 2
        case .height: return frame.height
        case .leftMargin, .leadingMargin: return margins?.minX
        case .rightMargin, .trailingMargin: return margins?.maxX
        case .topMargin: return margins?.minY
        case .bottomMargin: return margins?.maxY
        case .centerXWithinMargins: return margins.map { $0.minX + $0.width / 2 }
        case .centerYWithinMargins: return margins.map { $0.minY + $0.height / 2 }
        case .firstBaseline, .lastBaseline, .baseline, .unrecognized: return nil
        }
    }

    /// How an item is named in a trace: the guide traced is unnamed (`top 75`); UIKit's guides
    /// by what they are (`safe area`), with their owner's class when it is another view's;
    /// other guides by name; views as `names` tells them apart (`UILabel 'Total'`).
    func name(
        of item: LoggedItem, target: ObjectAddress, owner: ObjectAddress, names: ItemNames = ItemNames([])
    ) -> ItemName {
        if item.address == target { return .traced }
        if let indexed = guides[item.address] {
            switch indexed.guide.kind {
            case .safeArea, .layoutMargins, .readableContent, .scrollContent, .scrollFrame, .keyboard:
                if indexed.owner == owner { return .placedByUIKit(indexed.guide.kind, owner: nil) }
                let ownerName = views[indexed.owner]?.view.className.unqualifiedClassName ?? "another view"
                return .placedByUIKit(indexed.guide.kind, owner: ownerName)
            default: return .guide(indexed.guide.displayName)
            }
        }
        if let view = views[item.address]?.view {
            return names.name(ofView: item.address, className: view.className)
        }
        return .unknown(className: item.className.unqualifiedClassName, identifier: item.identifier)
    }
}

extension PlacementTracer {
    /// The name of a role on an axis (`top`, `width`); `physical`, `left` and `right` for the
    /// horizontal edges.
    static func name(of role: AxisRole, on axis: LayoutAxis, physical: Bool = false) -> String {
        let names = axis.names(physical: physical)
        switch role {
        case .start: return names.start
        case .end: return names.end
        case .center: return names.center
        case .size: return names.size
        }
    }

    /// A model entry a decision names that the answer did not list, as the answer lists it: a
    /// view's recorded constraint (read right to left when its view lays out so), a content size,
    /// a content origin.
    func listing(_ entry: LayoutModel.Entry, number: Int) -> PlacementConstraint? {
        guard let read = entry.read, let owner = entry.owner, let axis = entry.axis else { return nil }
        if let recorded = entry.recorded {
            let rightToLeft = views[owner]?.view.layoutInputs?.isRightToLeft ?? false
            return Self.entry(
                recorded, number: number, axis: axis, rightToLeft: rightToLeft,
                source: views[owner] != nil ? .view(owner) : .guide
            ).constraint
        }
        if read.isContentSize {
            return intrinsicSizes(of: owner, among: [], number: number).first { $0.axis == axis }
        }
        guard let guide = guides[owner]?.guide else { return nil }
        return contentOrigins(among: [], target: guide, number: number).first { $0.axis == axis }
    }
}
