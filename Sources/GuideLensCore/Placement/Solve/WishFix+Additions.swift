/// The constraints a developer would add to decide a value the record leaves free or tied, or to
/// bring it to a wish no constraint of the answer can reach: a size, a pin of an edge to the same
/// edge of the owner (the view the guide belongs to, the superview of a view). One of them always
/// decides the attribute it is for, so pairs are never needed.
extension WishFix {
    /// The additions worth solving for `wish` on the guide or view of `placement`: none for a guide
    /// UIKit makes and places itself (safe area, margins, a stack view's spacer), whose constraints
    /// are UIKit's to write.
    static func additions(for wish: Wish, placement: GuidePlacement, tracer: PlacementTracer)
        -> [[LoggedConstraint]]
    {
        guard let item = loggedItem(placement.address, tracer),
            let ownerAddress = tracer.superview(of: placement.address),
            let owner = loggedItem(ownerAddress, tracer), let frame = tracer.rect(of: placement.address),
            let outer = tracer.rect(of: ownerAddress)
        else { return [] }
        guard !isUIKits(placement.address, tracer) else { return [] }
        let axis = wish.axis
        let physical = tracer.views[ownerAddress]?.view.layoutInputs?.isRightToLeft == true
        let start = axis.attribute(.start, physical: physical)
        let end = axis.attribute(.end, physical: physical)
        let size = axis.attribute(.size)
        let (itemStart, itemSize) = axis == .vertical ? (frame.minY, frame.height) : (frame.minX, frame.width)
        let (outerStart, outerEnd) = axis == .vertical ? (outer.minY, outer.maxY) : (outer.minX, outer.maxX)
        guard [itemStart, itemSize, outerStart, outerEnd].allSatisfy(\.isFinite) else { return [] }
        func pin(_ attribute: LayoutAttribute, _ constant: Double) -> LoggedConstraint {
            added(
                LoggedAnchor(item: item, attribute: attribute),
                LoggedAnchor(item: owner, attribute: attribute),
                constant)
        }
        func sized(_ value: Double) -> LoggedConstraint {
            added(LoggedAnchor(item: item, attribute: size), nil, value)
        }
        let wanted = wish.value ?? (wish.isSize ? itemSize : itemStart)
        var additions: [[LoggedConstraint]]
        if wish.isSize {
            additions = [[sized(wanted)], [pin(end, itemStart + wanted - outerEnd)]]
            // Without a wished value, the other edge kept as far in as the pinned one is.
            if wish.value == nil, itemStart - outerStart >= 0 {
                additions.append([pin(end, -(itemStart - outerStart))])
            }
        } else {
            additions = [[pin(start, wanted - outerStart)], [pin(end, wanted + itemSize - outerEnd)]]
        }
        return additions
    }

    /// Whether the item is a guide UIKit makes for itself (safe area, margins, readable content,
    /// keyboard, a scroll view's frame, a stack view's spacer, focus): constraints added to it are
    /// UIKit's to write. A scroll view's content guide and the app's own guides are the app's.
    static func isUIKits(_ address: ObjectAddress, _ tracer: PlacementTracer) -> Bool {
        guard let guide = tracer.guides[address]?.guide else { return false }
        switch guide.kind {
        case .custom, .scrollContent: return false
        case .safeArea, .layoutMargins, .readableContent, .keyboard, .scrollFrame, .system, .stackSpacer,
            .focus:
            return true
        }
    }

    /// An equation added by the app (a plain `NSLayoutConstraint`, required, active), its
    /// constant to a thousandth.
    static func added(_ first: LoggedAnchor, _ second: LoggedAnchor?, _ constant: Double) -> LoggedConstraint
    {
        LoggedConstraint(
            className: "NSLayoutConstraint", address: ObjectAddress(0), first: first, relation: .equal,
            second: second, constant: (constant * 1000).rounded() / 1000)
    }

    /// A recorded guide or view as a constraint names it.
    static func loggedItem(_ address: ObjectAddress, _ tracer: PlacementTracer) -> LoggedItem? {
        if let guide = tracer.guides[address]?.guide {
            return LoggedItem(
                className: guide.className, address: address,
                identifier: guide.identifier.isEmpty ? nil : guide.identifier)
        }
        if let view = tracer.views[address]?.view {
            return LoggedItem(className: view.className, address: address)
        }
        return nil
    }
}
