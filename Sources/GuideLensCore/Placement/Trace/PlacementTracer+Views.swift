/// The views a guide's answer goes through: the constraints of each view whose layout the record
/// holds (``ViewLayout``), reached from the guide's own constraints, and the content size UIKit
/// makes from each one's intrinsic size. They join the guide's constraints in one numbered list,
/// after the guide's, so that a trace that reaches a view can go on to what places it.
extension PlacementTracer {
    /// A recorded constraint read into an answer's entry; `directional` when it names a leading
    /// or trailing edge (whose side depends on the layout direction).
    static func entry(
        _ item: RecordedConstraint, number: Int, axis: LayoutAxis, rightToLeft: Bool,
        source: PlacementConstraint.Source = .guide
    ) -> (constraint: PlacementConstraint, directional: Bool) {
        var entry = PlacementConstraint(
            number: number, axis: axis, description: item.description, priority: item.priority,
            isActive: item.isActive)
        entry.source = source
        var directional = false
        switch LoggedConstraintReader.read(Substring(item.description)) {
        case .success(var read):
            read.priority = item.priority
            read.isActive = item.isActive
            directional = read.first.attribute.isDirectional || read.second?.attribute.isDirectional == true
            switch rightToLeft ? RightToLeftReading.read(read) : .unchanged {
            case .unchanged: entry.read = read
            case .physical(let physical): entry.read = physical
            case .notDerived(let reason): entry.unreadReason = reason
            }
        case .failure(let unreadable): entry.unreadReason = unreadable.reason
        }
        return (entry, directional)
    }

    /// The recorded layout of the view at `address`, when the record holds one.
    func layout(of address: ObjectAddress) -> ViewLayout? {
        guard let layout = views[address]?.view.layout, !layout.isEmpty else { return nil }
        return layout
    }

    /// The constraints of the views the `guideConstraints` reach, numbered on from them: for each
    /// view whose layout is recorded, breadth first to ``ViewRecording/depth`` steps (as far as a
    /// capture records), its constraints not already listed (horizontal, then vertical), then a
    /// content size for each axis on which it has an intrinsic size that no listed constraint
    /// already gives.
    func viewConstraints(after guideConstraints: [PlacementConstraint], rightToLeft: Bool)
        -> [PlacementConstraint]
    {
        var listed = Set(
            guideConstraints.map {
                RecordedConstraint(description: $0.description, priority: $0.priority, isActive: $0.isActive)
            })
        var added: [PlacementConstraint] = []
        var reached: [ObjectAddress] = []
        var seen = Set<ObjectAddress>()
        func named(by entries: [PlacementConstraint]) -> [ObjectAddress] {
            var found: [ObjectAddress] = []
            for entry in entries {
                var addresses = (entry.read?.items ?? []).map(\.address)
                // A frame set in code is measured from its superview, which places it too.
                if entry.read?.isAutoresizing == true, case .view(let owner) = entry.source,
                    let superview = superview(of: owner)
                {
                    addresses.append(superview)
                }
                for address in addresses where layout(of: address) != nil {
                    if seen.insert(address).inserted { found.append(address) }
                }
            }
            return found
        }
        var level = named(by: guideConstraints)
        var depth = 1
        while !level.isEmpty, depth <= ViewRecording.depth {
            var entries: [PlacementConstraint] = []
            for address in level {
                reached.append(address)
                guard let recorded = layout(of: address)?.constraints else { continue }
                let viewRightToLeft = views[address]?.view.layoutInputs?.isRightToLeft ?? rightToLeft
                for (axis, list) in [
                    (LayoutAxis.horizontal, recorded.horizontal), (.vertical, recorded.vertical),
                ] {
                    for item in list where listed.insert(item).inserted {
                        let entry = Self.entry(
                            item, number: guideConstraints.count + added.count + entries.count + 1,
                            axis: axis,
                            rightToLeft: viewRightToLeft, source: .view(address))
                        entries.append(entry.constraint)
                    }
                }
            }
            added += entries
            level = named(by: entries)
            depth += 1
        }
        let all = guideConstraints + added
        for address in reached {
            added += intrinsicSizes(of: address, among: all, number: guideConstraints.count + added.count + 1)
        }
        return added
    }

    /// The content sizes UIKit makes from the recorded intrinsic size of the view at `address`,
    /// on each axis where it has one and none of `listed` is already its content size.
    func intrinsicSizes(of address: ObjectAddress, among listed: [PlacementConstraint], number: Int)
        -> [PlacementConstraint]
    {
        guard let view = views[address]?.view, let layout = layout(of: address) else { return [] }
        var result: [PlacementConstraint] = []
        for axis in LayoutAxis.allCases {
            guard let size = layout.intrinsicSize(on: axis) else { continue }
            let given = listed.contains { entry in
                guard let read = entry.read, read.isContentSize else { return false }
                return read.first.item.address == address && read.first.attribute.axis == axis
            }
            if given { continue }
            let priorities = ContentPriorities(
                hugging: layout.contentHugging?.on(axis) ?? ContentPriorities.defaults.hugging,
                compressionResistance: layout.compressionResistance?.on(axis)
                    ?? ContentPriorities.defaults.compressionResistance)
            let item = LoggedItem(className: view.className, address: address)
            let attribute = LayoutAttribute.size(axis)
            let read = LoggedConstraint(
                className: "NSContentSizeLayoutConstraint", address: ObjectAddress(0),
                first: LoggedAnchor(item: item, attribute: attribute), relation: .equal, constant: size,
                contentPriorities: priorities)
            var entry = PlacementConstraint(
                number: number + result.count, axis: axis,
                description: "\(view.className.unqualifiedClassName):\(address).\(attribute.name) == "
                    + PlacementText.shortest(size) + " (intrinsic content size; hugging "
                    + PlacementText.shortest(priorities.hugging) + ", compression resistance "
                    + PlacementText.shortest(priorities.compressionResistance) + ")",
                priority: 1000, isActive: true)
            entry.read = read
            entry.source = .intrinsicSize(address)
            result.append(entry)
        }
        return result
    }

    /// Where UIKit starts each scroll view content guide `listed` names (or `target`, when it is
    /// one) on each axis: at its scroll view's content origin, the scroll view's bounds origin (a
    /// content guide's size is the app's to set, its origin UIKit's). Numbered on from `number`.
    func contentOrigins(among listed: [PlacementConstraint], target: GuideNode, number: Int)
        -> [PlacementConstraint]
    {
        var guides: [GuideNode] = target.kind == .scrollContent ? [target] : []
        for entry in listed {
            for item in entry.read?.items ?? [] where !guides.contains(where: { $0.address == item.address })
            {
                if let guide = self.guides[item.address]?.guide, guide.kind == .scrollContent {
                    guides.append(guide)
                }
            }
        }
        var result: [PlacementConstraint] = []
        for guide in guides {
            for axis in LayoutAxis.allCases {
                let read = Self.contentOrigin(of: guide, on: axis)
                var entry = PlacementConstraint(
                    number: number + result.count, axis: axis,
                    description: "\(guide.className.unqualifiedClassName):\(guide.address)"
                        + (guide.identifier.isEmpty ? "" : "'\(guide.identifier)'")
                        + ".\(read.first.attribute.name) == 0 (UIKit starts a scroll view's content guide at the "
                        + "origin of its content, the scroll view's bounds origin)",
                    priority: 1000, isActive: true)
                entry.read = read
                entry.source = .contentOrigin(guide.address)
                result.append(entry)
            }
        }
        return result
    }

    /// The scroll view content guide `guide`'s start on `axis` at its scroll view's content origin:
    /// `minX == 0` or `minY == 0`, measured, as a frame is, from the bounds origin of its view.
    static func contentOrigin(of guide: GuideNode, on axis: LayoutAxis) -> LoggedConstraint {
        let item = LoggedItem(
            className: guide.className, address: guide.address,
            identifier: guide.identifier.isEmpty ? nil : guide.identifier)
        return LoggedConstraint(
            className: contentOriginClassName, address: ObjectAddress(0),
            first: LoggedAnchor(item: item, attribute: axis == .horizontal ? .minX : .minY), relation: .equal,
            constant: 0)
    }

    /// The class name of a content origin's constraint, which UIKit keeps to itself.
    static let contentOriginClassName = "GuideLensContentOrigin"

    /// Where the frame of the view at `address` is measured from on `axis`, in the window: its
    /// superview's bounds origin (the superview's place in the window less its bounds origin, which
    /// a scroll view moves with its content offset); for a window, whose frame is in the screen's
    /// coordinates, where the screen's origin is in its own. `nil` for an item not in the record.
    func superviewOrigin(of address: ObjectAddress, on axis: LayoutAxis) -> Double? {
        let parent = superview(of: address)
        if parent == nil, let window = views[address]?.view {
            let value =
                axis == .horizontal
                ? window.frameInWindow.minX - window.frame.minX
                : window.frameInWindow.minY - window.frame.minY
            return value.isFinite ? value : nil
        }
        guard let parent, let superview = views[parent]?.view else { return nil }
        let value =
            axis == .horizontal
            ? superview.frameInWindow.minX - superview.bounds.minX
            : superview.frameInWindow.minY - superview.bounds.minY
        return value.isFinite ? value : nil
    }

    /// The view a view lies in, or a guide's owner; `nil` for a window or an item the record lacks.
    func superview(of address: ObjectAddress) -> ObjectAddress? {
        views[address]?.ancestors.last ?? guides[address]?.owner
    }
}
