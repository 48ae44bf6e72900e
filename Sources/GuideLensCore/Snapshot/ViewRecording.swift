/// Which views a capture records the layout of (``ViewLayout``), decided in the core so that the
/// rule has tests: the views the recorded guides' constraints name, and on from there along the
/// chain (the views those views' constraints name), to a bounded depth.
///
/// `constraintsAffectingLayout(for:)` already names the whole chain of constraints above an item,
/// so the views a guide's constraints name (depth 1) are the ones `why` meets first; the views
/// their own constraints name (depth 2) hold the sizes and positions those depend on (a label's
/// neighbour, the card around it), and depth 3 reaches one step further (a stack view's arranged
/// subviews, their content). Past that, each step names more of the window for less of an answer,
/// while reading a view costs two `constraintsAffectingLayout(for:)` calls and a description per
/// new constraint; what lies further is still in the snapshot as frames.
package enum ViewRecording {
    /// How far from the recorded guides a capture follows the views named by constraints: 3.
    package static let depth = 3

    /// The addresses to record, in the order they are first reached (breadth first: every view at
    /// one depth before the next depth).
    ///
    /// - Parameters:
    ///   - namedByGuides: the views the recorded guides' constraints name (depth 1), in the order
    ///     the capture met them; repeats count once.
    ///   - depth: how many steps to follow; 0 records nothing.
    ///   - isRecordable: whether a view can be recorded at all: a view outside the captured
    ///     hierarchy has no node to hold its layout, so it is neither recorded nor followed.
    ///   - namedBy: the views a recorded view's constraints name. Called once for each view
    ///     recorded short of the last depth (the views at the last depth are recorded, not
    ///     followed), so that a capture reads a view's constraints only when it needs them.
    package static func addresses(
        namedByGuides: [ObjectAddress], depth: Int = ViewRecording.depth,
        isRecordable: (ObjectAddress) -> Bool, namedBy: (ObjectAddress) -> [ObjectAddress]
    ) -> [ObjectAddress] {
        guard depth > 0 else { return [] }
        var recorded: [ObjectAddress] = []
        var seen: Set<ObjectAddress> = []
        var level: [ObjectAddress] = []
        func reach(_ address: ObjectAddress, into next: inout [ObjectAddress]) {
            guard !seen.contains(address) else { return }
            seen.insert(address)
            guard isRecordable(address) else { return }
            recorded.append(address)
            next.append(address)
        }
        for address in namedByGuides { reach(address, into: &level) }
        var reached = 1
        while reached < depth, !level.isEmpty {
            var next: [ObjectAddress] = []
            for address in level {
                for named in namedBy(address) { reach(named, into: &next) }
            }
            level = next
            reached += 1
        }
        return recorded
    }

    /// `root` with each view whose address `layouts` holds given that layout, built without
    /// recursion (a capture reads hierarchies of any depth); `root` as it is when there is none.
    package static func applying(_ layouts: [ObjectAddress: ViewLayout], to root: ViewNode) -> ViewNode {
        guard !layouts.isEmpty else { return root }
        return HierarchyWalk.build(from: root, children: \.subviews) {
            (view: ViewNode, subviews: [ViewNode]) in
            var copy = view
            copy.subviews = subviews
            if let layout = layouts[view.address] { copy.layout = layout }
            return copy
        }
    }

    /// A view's layout as a capture records it, from the values it read: a value the snapshot
    /// format cannot hold (a size that is not finite, a priority outside 0…1000, a negative mask:
    /// ``ViewLayout/holdable``) is left out, as if it had not been read, so that every snapshot a
    /// capture writes reads back.
    package static func layout(
        constraints: GuideConstraints, intrinsicContentSize: Size, contentHugging: AxisPriorities,
        compressionResistance: AxisPriorities, translatesAutoresizingMaskIntoConstraints: Bool,
        autoresizingMask: Int
    ) -> ViewLayout {
        ViewLayout(
            constraints: constraints, intrinsicContentSize: intrinsicContentSize,
            contentHugging: contentHugging,
            compressionResistance: compressionResistance,
            translatesAutoresizingMaskIntoConstraints: translatesAutoresizingMaskIntoConstraints,
            autoresizingMask: autoresizingMask
        ).holdable
    }
}
