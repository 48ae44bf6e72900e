@testable @_spi(Engine) import GuideLensCore

/// A small screen for the placement suites, away from the origin and with fractional values: a
/// window; an owner view at (30.5, 100.25), 300×500, with a safe-area guide 59 points down
/// (window y 159.25); a label under it at window y 191.25; and the guides a test adds, each
/// with the constraints it records.
enum PlacementFixture {
    typealias Item = ConstraintDescription.Item

    static let windowAddress = ObjectAddress(0x1000)
    static let ownerAddress = ObjectAddress(0x2000)
    static let labelAddress = ObjectAddress(0x3000)
    static let safeAddress = ObjectAddress(0xA000)
    static let ownerFrame = Rect(x: 30.5, y: 100.25, width: 300, height: 500)
    static let safeFrame = Rect(x: 30.5, y: 159.25, width: 300, height: 441)
    static let labelFrame = Rect(x: 40.5, y: 191.25, width: 200, height: 20.5)

    static let owner = Item("UIView", ownerAddress)
    static let label = Item("UILabel", labelAddress)
    static let safe = Item.guide(safeAddress, "UIViewSafeAreaLayoutGuide")

    /// A guide at `frame` (window coordinates) in the owner, with its recorded constraints.
    static func guide(
        _ address: UInt64, _ identifier: String, _ frame: Rect, horizontal: [RecordedConstraint] = [],
        vertical: [RecordedConstraint] = [], ambiguous: Bool? = false, recorded: Bool = true
    ) -> GuideNode {
        var node = GuideNode(
            address: ObjectAddress(address), identifier: identifier, kind: .custom,
            layoutFrame: frame.offsetBy(dx: -ownerFrame.minX, dy: -ownerFrame.minY), frameInWindow: frame,
            hasAmbiguousLayout: ambiguous, owningViewAddress: ownerAddress)
        if recorded { node.constraints = GuideConstraints(horizontal: horizontal, vertical: vertical) }
        return node
    }

    /// `first.attribute relation multiplier × second.attribute + constant`, as UIKit describes it.
    static func constraint(
        _ number: UInt64, _ first: Item, _ attribute: LayoutAttribute, _ relation: LayoutRelation = .equal,
        _ second: Item? = nil,
        _ secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1, constant: Double = 0,
        priority: Double = 1000,
        isActive: Bool = true
    ) -> RecordedConstraint {
        ConstraintDescription.equation(
            ObjectAddress(0xC_0000 + number), first, attribute, relation, second, secondAttribute,
            multiplier: multiplier, constant: constant, priority: priority, isActive: isActive)
    }

    /// A guide `spacer` (0xB001) 16 below the safe area's top (175.25) and 16.5 high, 300 wide at
    /// x 30.5, with `more` vertical constraints after those two; nothing recorded across.
    static func spacer(more: [RecordedConstraint] = []) -> GuideNode {
        guide(
            0xB001, "spacer", Rect(x: 30.5, y: 175.25, width: 300, height: 16.5),
            vertical: [
                constraint(
                    1, .guide(ObjectAddress(0xB001), "spacer"), .top, .equal, safe, .top, constant: 16),
                constraint(2, .guide(ObjectAddress(0xB001), "spacer"), .height, constant: 16.5),
            ] + more)
    }

    /// The screen with `guides` in the owner (after its safe-area guide).
    static func snapshot(_ guides: [GuideNode], ownerInputs: LayoutInputs? = nil) -> Snapshot {
        let safeGuide = GuideNode(
            address: safeAddress, identifier: "UIViewSafeAreaLayoutGuide", kind: .safeArea,
            layoutFrame: safeFrame.offsetBy(dx: -ownerFrame.minX, dy: -ownerFrame.minY),
            frameInWindow: safeFrame,
            owningViewAddress: ownerAddress)
        let labelView = ViewNode(
            className: "UILabel", address: labelAddress,
            frame: labelFrame.offsetBy(dx: -ownerFrame.minX, dy: -ownerFrame.minY),
            bounds: Rect(x: 0, y: 0, width: labelFrame.width, height: labelFrame.height),
            frameInWindow: labelFrame)
        var ownerView = ViewNode(
            className: "UIView", address: ownerAddress, frame: ownerFrame,
            bounds: Rect(x: 0, y: 0, width: ownerFrame.width, height: ownerFrame.height),
            frameInWindow: ownerFrame,
            guides: [safeGuide] + guides, subviews: [labelView])
        ownerView.layoutInputs = ownerInputs
        let window = ViewNode(
            className: "UIWindow", address: windowAddress, frame: Rect(x: 0, y: 0, width: 390, height: 844),
            bounds: Rect(x: 0, y: 0, width: 390, height: 844),
            frameInWindow: Rect(x: 0, y: 0, width: 390, height: 844),
            subviews: [ownerView])
        return Snapshot(windows: [window])
    }

    /// Why the guide named `name` is where it is.
    static func placement(_ name: String, in snapshot: Snapshot) -> GuidePlacement? {
        guard case .found(let match) = GuideLookup(snapshot).find(name) else { return nil }
        return PlacementTracer(snapshot).placement(of: match)
    }

    /// The answer's horizontal axis.
    static func horizontal(_ placement: GuidePlacement?) -> AxisPlacement? {
        placement?.axes.first { $0.axis == .horizontal }
    }

    /// The answer's vertical axis.
    static func vertical(_ placement: GuidePlacement?) -> AxisPlacement? {
        placement?.axes.first { $0.axis == .vertical }
    }
}

extension Decision {
    /// The one constraint below required that holds the value, when the priorities decide it so.
    var decidingConstraint: Int? {
        guard case .decidedByPriority(let verdict) = self, verdict.holding.count == 1 else { return nil }
        return verdict.holding[0].constraint
    }
}

extension PlacementTracerTests {
    /// A scroll view owner's context, in words.
    static func scrollText(_ scroll: ScrollViewInputs, safeArea: EdgeInsets?) -> String {
        PlacementText.context(ScrollContext(inputs: scroll, safeArea: safeArea))
    }
}

extension PlacementTracerValueTests {
    /// A scroll view owner's context, in words.
    static func scrollText(_ scroll: ScrollViewInputs, safeArea: EdgeInsets?) -> String {
        PlacementText.context(ScrollContext(inputs: scroll, safeArea: safeArea))
    }
}
