@_spi(Engine) import GuideLensCore

/// What a view brings to Auto Layout besides the constraints written for it: its intrinsic size
/// with the priorities that weigh it, and whether its autoresizing mask places it. A scene gives
/// each view it records these, as a capture reads them (``ViewLayout``).
struct ViewTraits: Sendable {
    /// `intrinsicContentSize`; -1 on a side is `UIView.noIntrinsicMetric`.
    var intrinsicContentSize = Size(width: -1, height: -1)
    /// `contentHuggingPriority(for:)`: 250 on both axes for every view made in code, a label
    /// included (a label made in code logs `Hug:250`); Interface Builder gives labels and image views 251.
    var contentHugging = AxisPriorities(horizontal: 250, vertical: 250)
    /// `contentCompressionResistancePriority(for:)`: 750 on both axes for every view, in code or not.
    var compressionResistance = AxisPriorities(horizontal: 750, vertical: 750)
    /// `translatesAutoresizingMaskIntoConstraints`: off for a view placed by constraints.
    var translatesAutoresizingMaskIntoConstraints = false
    /// `autoresizingMask`'s raw value.
    var autoresizingMask = 0

    /// A view placed by constraints with no content of its own (a plain `UIView`, a stack view).
    static let plain = ViewTraits()

    /// A view controller's root view: its frame is set by its container (the window here), and it
    /// resizes with it (flexible width and height, `h=-&- v=-&-`).
    static let rootView = ViewTraits(translatesAutoresizingMaskIntoConstraints: true, autoresizingMask: 18)

    /// A window: its frame is the screen's, set in code, no mask (`h=--- v=---`).
    static let window = ViewTraits(translatesAutoresizingMaskIntoConstraints: true, autoresizingMask: 0)

    /// A view with content (a label, a button, a text field) of `size`, hugging it at `hugging` on
    /// both axes.
    static func content(_ size: Size, hugging: Double = 250) -> ViewTraits {
        ViewTraits(
            intrinsicContentSize: size, contentHugging: AxisPriorities(horizontal: hugging, vertical: hugging)
        )
    }

    /// A view whose frame is set in code and kept by its autoresizing mask (`mask` its raw value).
    static func autoresizing(mask: Int) -> ViewTraits {
        ViewTraits(translatesAutoresizingMaskIntoConstraints: true, autoresizingMask: mask)
    }

    /// The intrinsic size on `axis`, when the view has one.
    func intrinsicSize(on axis: LayoutAxis) -> Double? {
        let value = axis == .horizontal ? intrinsicContentSize.width : intrinsicContentSize.height
        return value >= 0 ? value : nil
    }
}

/// The constraints of one scene, written as UIKit describes them, each with the items it places,
/// and recorded as a capture records them: for each guide and each view, the chain of constraints
/// that places it (what `constraintsAffectingLayout(for:)` returns: its own, then those of every
/// item they reach, on the same axis); for each view a recorded guide's chain names (and on to
/// ``ViewRecording/depth``), its ``ViewLayout``.
final class SceneConstraints {
    typealias Item = ConstraintDescription.Item

    /// One constraint with its axis, the items it places and the items it names.
    private struct Entry {
        var constraint: RecordedConstraint
        var axis: LayoutAxis
        var names: [ObjectAddress]
    }

    private var nextAddress: UInt64
    private var entries: [Entry] = []
    /// The entries that place each item, in the order written.
    private var placing: [ObjectAddress: [Int]] = [:]
    /// Each view's traits, by address.
    private var traits: [ObjectAddress: ViewTraits] = [:]

    /// A record whose constraints get addresses counting up from `firstAddress`, 0x40 apart (as
    /// the allocator hands out objects of their size).
    init(firstAddress: UInt64 = 0x6000_0217_3000) {
        nextAddress = firstAddress
    }

    private func takeAddress() -> ObjectAddress {
        defer { nextAddress += 0x40 }
        return ObjectAddress(nextAddress)
    }

    /// Adds `constraint`, placing `places` (on the axis of `attribute`) and naming `names`.
    private func add(
        _ constraint: RecordedConstraint, axis: LayoutAxis, places: [Item], names: [Item]
    ) {
        entries.append(Entry(constraint: constraint, axis: axis, names: names.map(\.address)))
        for item in places { placing[item.address, default: []].append(entries.count - 1) }
    }

    /// `first.attribute relation multiplier × second.attribute + constant`, of class `className`,
    /// placing `first` (or `places`, when the constraint decides several items' places: a row whose
    /// widths the priorities share out).
    @discardableResult
    func equation(
        _ first: Item, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
        _ second: Item? = nil, _ secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1,
        constant: Double = 0, priority: Double = 1000, identifier: String? = nil,
        className: String = "NSLayoutConstraint", places: [Item]? = nil
    ) -> RecordedConstraint {
        let constraint = ConstraintDescription.equation(
            takeAddress(), first, attribute, relation, second, secondAttribute, multiplier: multiplier,
            constant: constant, priority: priority, identifier: identifier, className: className)
        add(
            constraint, axis: attribute.axis ?? .horizontal, places: places ?? [first],
            names: [first] + (second.map { [$0] } ?? []))
        return constraint
    }

    /// An autoresizing-mask constraint of `item` (`minX`, `minY`, `width`, `height`, …), its frame
    /// measured in `superview`'s bounds; placing `item`.
    func autoresizing(
        _ item: Item, _ attribute: LayoutAttribute, _ constant: Double, mask: Int, superview: Item?,
        identifier: String? = nil
    ) {
        let constraint = ConstraintDescription.autoresizing(
            takeAddress(), mask: mask, item, attribute, constant: constant, superview: superview,
            identifier: identifier)
        add(constraint, axis: attribute.axis ?? .horizontal, places: [item], names: [item])
    }

    /// Gives the view `item` its traits, and the content sizes UIKit makes from its intrinsic size
    /// (`NSContentSizeLayoutConstraint`, one per axis it has a size on), placing it.
    func view(_ item: Item, _ viewTraits: ViewTraits) {
        traits[item.address] = viewTraits
        for axis in LayoutAxis.allCases {
            guard let size = viewTraits.intrinsicSize(on: axis) else { continue }
            let constraint = ConstraintDescription.contentSize(
                takeAddress(), item, axis, size: size, hugging: viewTraits.contentHugging.on(axis),
                compressionResistance: viewTraits.compressionResistance.on(axis))
            add(constraint, axis: axis, places: [item], names: [item])
        }
    }

    /// A view controller's root view `root`, the size of `window`: placed as UIKit places it, by
    /// its mask at the window's origin and by the encapsulated size its container gives it.
    func rootView(_ root: Item, size: Size, in window: Item) {
        let mask = ViewTraits.rootView.autoresizingMask
        autoresizing(
            root, .minX, 0, mask: mask, superview: window, identifier: "UIView-Encapsulated-Layout-Left")
        autoresizing(
            root, .minY, 0, mask: mask, superview: window, identifier: "UIView-Encapsulated-Layout-Top")
        equation(root, .width, constant: size.width, identifier: "UIView-Encapsulated-Layout-Width")
        equation(root, .height, constant: size.height, identifier: "UIView-Encapsulated-Layout-Height")
    }

    /// The window `window` of `size`: its frame the screen's, set in code (`h=--- v=---`).
    func window(_ window: Item, size: Size) {
        view(window, .window)
        let mask = ViewTraits.window.autoresizingMask
        autoresizing(window, .minX, 0, mask: mask, superview: nil)
        autoresizing(window, .width, size.width, mask: mask, superview: nil)
        autoresizing(window, .minY, 0, mask: mask, superview: nil)
        autoresizing(window, .height, size.height, mask: mask, superview: nil)
    }

    /// The chain of constraints that places the item at `address` on `axis`: its own, and those of
    /// each item they name, and on, each once; listed from the farthest items in to the item's own
    /// (as a chain is built: what an item is pinned to is placed before it).
    func chain(of address: ObjectAddress, on axis: LayoutAxis) -> [RecordedConstraint] {
        var levels: [[Int]] = []
        var listed = Set<Int>()
        var level = [address]
        var reached: Set<ObjectAddress> = [address]
        while !level.isEmpty {
            var found: [Int] = []
            var next: [ObjectAddress] = []
            for item in level {
                for index in placing[item] ?? []
                where entries[index].axis == axis && listed.insert(index).inserted {
                    found.append(index)
                    for named in entries[index].names where reached.insert(named).inserted {
                        next.append(named)
                    }
                }
            }
            levels.append(found)
            level = next
        }
        return levels.reversed().flatMap { $0.map { entries[$0].constraint } }
    }

    /// Both axes' chains of the item at `address`.
    func constraints(of address: ObjectAddress) -> GuideConstraints {
        GuideConstraints(
            horizontal: chain(of: address, on: .horizontal), vertical: chain(of: address, on: .vertical))
    }

    /// `window` as a capture records it: each guide this record places given its chain, and each
    /// view a guide's chain names (and on, as ``ViewRecording`` chooses) given its layout.
    func recorded(_ window: ViewNode) -> ViewNode {
        var named: [ObjectAddress] = []
        var captured = Set<ObjectAddress>()
        let withGuides = HierarchyWalk.build(from: window, children: \.subviews) {
            (view: ViewNode, subviews: [ViewNode]) in
            var copy = view
            copy.subviews = subviews
            captured.insert(view.address)
            copy.guides = view.guides.map { guide in
                var recorded = guide
                if placing[guide.address] != nil {
                    recorded.constraints = constraints(of: guide.address)
                }
                return recorded
            }
            return copy
        }
        // The guides' chains in walk order, as a capture meets them.
        Snapshot(windows: [withGuides]).forEachView { visit in
            for guide in visit.view.guides {
                guard let recorded = guide.constraints else { continue }
                named += views(namedBy: recorded.horizontal + recorded.vertical, among: captured)
            }
        }
        let chosen = ViewRecording.addresses(
            namedByGuides: named, isRecordable: { captured.contains($0) },
            namedBy: { address in
                let own = constraints(of: address)
                return views(namedBy: own.horizontal + own.vertical, among: captured)
            })
        var layouts: [ObjectAddress: ViewLayout] = [:]
        for address in chosen {
            let viewTraits = traits[address] ?? .plain
            layouts[address] = ViewLayout(
                constraints: constraints(of: address), intrinsicContentSize: viewTraits.intrinsicContentSize,
                contentHugging: viewTraits.contentHugging,
                compressionResistance: viewTraits.compressionResistance,
                translatesAutoresizingMaskIntoConstraints: viewTraits
                    .translatesAutoresizingMaskIntoConstraints,
                autoresizingMask: viewTraits.autoresizingMask)
        }
        return ViewRecording.applying(layouts, to: withGuides)
    }

    /// The views of `captured` that `constraints` name, in order.
    private func views(namedBy constraints: [RecordedConstraint], among captured: Set<ObjectAddress>)
        -> [ObjectAddress]
    {
        let indices = Dictionary(
            entries.indices.map { (entries[$0].constraint, $0) }, uniquingKeysWith: { first, _ in first })
        return constraints.flatMap { constraint in
            indices[constraint].map { entries[$0].names } ?? []
        }.filter { captured.contains($0) }
    }
}
