import GuideLensTestSupport

@testable @_spi(Engine) import GuideLensCore

/// Random layouts for the property tests of answers read from the solution: a row of views in a
/// container placed by its frame, each view with an intrinsic size or not, hugging and compression
/// resistance at priorities drawn from a few (so that ties happen), optional width and height
/// wishes, a ceiling or a floor now and then; one view of the row a container of its own, with a
/// subview whose frame is set in code (its autoresizing mask) and a subview placed by constraints,
/// two and three deep; and guides pinned to views of every depth. Recorded frames are drawn too:
/// the model solves every view with a recorded layout, so they only stand where nothing places
/// a view.
struct RandomLayout {
    var generator: SeededGenerator
    private var next: UInt64 = 0x7fc1_0000_0000
    private var constraints: [RecordedConstraint] = []

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    /// A fresh address.
    mutating func address() -> ObjectAddress {
        next += 0x10
        return ObjectAddress(next)
    }

    /// One of `choices`, which is not empty.
    mutating func pick<Value>(_ choices: [Value]) -> Value {
        choices[Int.random(in: 0..<choices.count, using: &generator)]
    }

    /// A number with a fraction of a quarter or a half now and then, from `range`.
    mutating func number(_ range: ClosedRange<Int>) -> Double {
        Double(Int.random(in: range, using: &generator)) + pick([0, 0, 0.25, 0.5])
    }

    /// A priority below required, from a few so that ties happen.
    mutating func priority() -> Double { pick([250, 251, 500, 749, 750, 999]) }

    /// A constraint recorded once.
    mutating func add(
        _ first: ConstraintDescription.Item, _ attribute: LayoutAttribute,
        _ relation: LayoutRelation = .equal,
        _ second: ConstraintDescription.Item? = nil, _ secondAttribute: LayoutAttribute? = nil,
        constant: Double = 0, priority: Double = 1000
    ) -> RecordedConstraint {
        let constraint = ConstraintDescription.equation(
            address(), first, attribute, relation, second, secondAttribute, constant: constant,
            priority: priority)
        constraints.append(constraint)
        return constraint
    }

    /// A view placed by constraints inside `container`, at `origin` in the window (its recorded frame).
    mutating func constrainedView(
        in container: ConstraintDescription.Item, after previous: ConstraintDescription.Item?, origin: Point,
        depth: Int
    ) -> ViewNode {
        let item = ConstraintDescription.Item(
            Bool.random(using: &generator) ? "UILabel" : "UIView", address())
        var horizontal: [RecordedConstraint] = []
        var vertical: [RecordedConstraint] = []
        if let previous {
            horizontal.append(add(item, .leading, .equal, previous, .trailing, constant: number(0...12)))
        } else {
            horizontal.append(add(item, .leading, .equal, container, .leading, constant: number(0...20)))
        }
        vertical.append(add(item, .top, .equal, container, .top, constant: number(0...30)))
        let intrinsic = Size(
            width: Bool.random(using: &generator) ? number(20...140) : -1,
            height: Bool.random(using: &generator) ? number(10...40) : -1)
        for (axis, size) in [(LayoutAttribute.width, intrinsic.width), (.height, intrinsic.height)] {
            var added: [RecordedConstraint] = []
            // Without an intrinsic size a size needs something: a wish, or a required size.
            if size < 0 || Int.random(in: 0..<3, using: &generator) == 0 {
                added.append(add(item, axis, .equal, constant: number(10...160), priority: priority()))
            }
            if size < 0, Bool.random(using: &generator) {
                added.append(add(item, axis, .equal, constant: number(10...160)))
            }
            if Int.random(in: 0..<4, using: &generator) == 0 {
                added.append(add(item, axis, .lessThanOrEqual, constant: number(30...200)))
            }
            if Int.random(in: 0..<4, using: &generator) == 0 {
                added.append(add(item, axis, .greaterThanOrEqual, constant: number(5...60)))
            }
            if axis == .width { horizontal += added } else { vertical += added }
        }
        var view = ViewNode(
            className: item.className, address: item.address,
            frame: Rect(x: 0, y: 0, width: 40, height: 20),
            bounds: Rect(x: 0, y: 0, width: 40, height: 20),
            frameInWindow: Rect(x: origin.x, y: origin.y, width: 40, height: 20))
        view.layout = ViewLayout(
            constraints: GuideConstraints(horizontal: horizontal, vertical: vertical),
            intrinsicContentSize: intrinsic,
            contentHugging: AxisPriorities(horizontal: priority(), vertical: priority()),
            compressionResistance: AxisPriorities(horizontal: priority(), vertical: priority()),
            translatesAutoresizingMaskIntoConstraints: false, autoresizingMask: 0)
        if depth > 0, Bool.random(using: &generator) {
            view.subviews = nestedSubviews(in: item, origin: origin, depth: depth - 1)
        }
        return view
    }

    /// A subview whose frame is set in code, and one placed by constraints, inside `container`.
    mutating func nestedSubviews(in container: ConstraintDescription.Item, origin: Point, depth: Int)
        -> [ViewNode]
    {
        let banner = ConstraintDescription.Item("MyApp.Banner", address())
        let mask = pick([0, 2, 16, 18, 36])
        var horizontal: [RecordedConstraint] = []
        var vertical: [RecordedConstraint] = []
        for (attribute, constant) in [
            (LayoutAttribute.minX, number(0...10)), (.width, number(10...80)), (.minY, number(0...10)),
            (.height, number(5...30)),
        ] {
            let constraint = ConstraintDescription.autoresizing(
                address(), mask: mask, banner, attribute, constant: constant, superview: container)
            constraints.append(constraint)
            if attribute == .minX || attribute == .width {
                horizontal.append(constraint)
            } else {
                vertical.append(constraint)
            }
        }
        var bannerView = ViewNode(
            className: banner.className, address: banner.address,
            frame: Rect(x: 0, y: 0, width: 10, height: 10),
            bounds: Rect(x: 0, y: 0, width: 10, height: 10),
            frameInWindow: Rect(x: origin.x, y: origin.y, width: 10, height: 10))
        bannerView.layout = ViewLayout(
            constraints: GuideConstraints(horizontal: horizontal, vertical: vertical),
            intrinsicContentSize: Size(width: -1, height: -1),
            translatesAutoresizingMaskIntoConstraints: true, autoresizingMask: mask)
        let inner = constrainedView(in: container, after: nil, origin: origin, depth: depth)
        return [bannerView, inner]
    }

    /// Every view of `view`'s subtree with a recorded layout.
    static func placedViews(_ view: ViewNode) -> [ViewNode] {
        (view.layout == nil ? [] : [view]) + view.subviews.flatMap(placedViews)
    }

    /// A whole random layout.
    mutating func snapshot() -> Snapshot {
        let root = ConstraintDescription.Item("UIView", address())
        let frame = Rect(
            x: number(0...40), y: number(40...120), width: number(250...360), height: number(200...400))
        var row: [ViewNode] = []
        var previous: ConstraintDescription.Item?
        for index in 0..<Int.random(in: 1...3, using: &generator) {
            let view = constrainedView(
                in: root, after: previous, origin: Point(x: frame.minX + Double(index) * 50, y: frame.minY),
                depth: 2)
            previous = ConstraintDescription.Item(view.className, view.address)
            row.append(view)
        }
        // The row's end: pinned, bounded, or wished for; in the last view's record too.
        if let last = previous, let index = row.indices.last {
            var end: RecordedConstraint?
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: end = add(root, .trailing, .equal, last, .trailing, constant: number(0...20))
            case 1: end = add(root, .trailing, .greaterThanOrEqual, last, .trailing, constant: number(0...20))
            case 2:
                end = add(
                    root, .trailing, .equal, last, .trailing, constant: number(0...20), priority: priority())
            default: end = nil
            }
            if let end { row[index].layout?.constraints?.horizontal.append(end) }
        }
        var guides: [GuideNode] = []
        let placed = row.flatMap(Self.placedViews)
        for _ in 0..<Int.random(in: 1...2, using: &generator) {
            let target = pick(placed)
            let item = ConstraintDescription.Item(target.className, target.address)
            let guideAddress = address()
            let guide = ConstraintDescription.Item.guide(guideAddress, "guide\(guides.count)")
            let horizontal = [
                add(guide, .leading, .equal, item, .leading), add(guide, .trailing, .equal, item, .trailing),
            ]
            let vertical = [
                add(guide, .top, .equal, item, .bottom, constant: number(0...8)),
                add(guide, .height, .equal, constant: 8),
            ]
            var node = GuideNode(
                address: guideAddress, identifier: "guide\(guides.count)", kind: .custom,
                layoutFrame: Rect(x: 0, y: 0, width: 10, height: 8),
                frameInWindow: Rect(x: frame.minX, y: frame.minY, width: 10, height: 8),
                owningViewAddress: root.address)
            node.constraints = GuideConstraints(horizontal: horizontal, vertical: vertical)
            guides.append(node)
        }
        let container = ViewNode(
            className: "UIView", address: root.address, frame: frame,
            bounds: Rect(x: 0, y: 0, width: frame.width, height: frame.height), frameInWindow: frame,
            guides: guides, subviews: row)
        let window = ViewNode(
            className: "UIWindow", address: address(), frame: Rect(x: 0, y: 0, width: 390, height: 844),
            bounds: Rect(x: 0, y: 0, width: 390, height: 844),
            frameInWindow: Rect(x: 0, y: 0, width: 390, height: 844),
            subviews: [container])
        return Snapshot(windows: [window])
    }
}
