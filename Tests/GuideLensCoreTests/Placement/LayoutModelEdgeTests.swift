import Testing

@testable @_spi(Engine) import GuideLensCore

/// Which constraints and origins the model solves with, where the record is thin: a visual
/// format's `|` that names no superview, and a placed superview whose bounds origin is not a number.
@Suite("The model at its edges: an unnamed superview, a bounds origin that is not a number")
struct LayoutModelEdgeTests {
    typealias F = PlacementFixture

    static let first = F.Item.guide(ObjectAddress(0xB001), "first")
    static let second = F.Item.guide(ObjectAddress(0xB002), "second")

    /// `first` at x 52.25 and `second` at x 50.5, both placed. `first` records both
    /// `H:|-(10.25)-[first]` and `H:|-(8.5)-[second]`, neither naming its `|`; `second` records its
    /// leading, 20 from the safe area's (30.5 + 20), and not the `|-(8.5)-` its neighbour lists.
    /// Through the one `|` the two share, `|` is at 42 and `first` at 42 + 10.25.
    static var unnamedSuperview: Snapshot {
        func visual(_ number: UInt64, _ body: String) -> RecordedConstraint {
            RecordedConstraint(description: "<NSLayoutConstraint:0xc00\(number) \(body)   (active)>")
        }
        return F.snapshot([
            F.guide(
                0xB001, "first", Rect(x: 52.25, y: 200.25, width: 50, height: 10),
                horizontal: [
                    visual(11, "H:|-(10.25)-[UILayoutGuide:0xb001'first']"),
                    F.constraint(12, first, .width, constant: 50),
                    visual(13, "H:|-(8.5)-[UILayoutGuide:0xb002'second']"),
                ]),
            F.guide(
                0xB002, "second", Rect(x: 50.5, y: 220.25, width: 100, height: 10),
                horizontal: [
                    F.constraint(21, second, .leading, .equal, F.safe, .leading, constant: 20),
                    F.constraint(22, second, .width, constant: 100),
                ]),
        ])
    }

    @Test(
        "a `|` the log names no superview for is no given item: the constraint a neighbour lists still places through it"
    )
    func unnamedSuperview() throws {
        let model = LayoutModel(Self.unnamedSuperview)
        let unnamed = model.entries.filter { $0.recorded?.description.contains("H:|-(8.5)-") == true }
        #expect(unnamed.count == 1 && unnamed.first?.read?.items.contains(where: \.isPlaceholder) == true)
        let checks = model.recompute().checks.filter { $0.axis == .horizontal && $0.role == .start }
        #expect(
            checks.map { "\($0.name) \($0.outcome)" } == [
                "first matches(52.25)", "second matches(50.5)",
            ])
        // Left out, as a constraint between placed and given items that `second` does not list,
        // `first` would be anywhere: its `|` then holds nothing else.
        #expect(checks.filter { !$0.matches }.isEmpty, "\(checks)")
        // Traced alone, `first` reaches the `|` and says what it stands for, not a guide's name.
        let horizontal = try #require(F.horizontal(F.placement("first", in: Self.unnamedSuperview)))
        #expect(
            horizontal.notes.map(\.text).contains(
                "a visual format's | stands for a superview its description does not name (no names: '|':…): "
                    + "its value is unknown"), "\(horizontal.notes.map(\.text))")
    }

    static let scroll = F.Item("UIScrollView", ObjectAddress(0x4000))
    static let card = F.Item("UIView", ObjectAddress(0x4100))

    /// A scroll view placed by its own autoresizing mask (at 0, 200 in the owner: window
    /// 30.5, 300.25; 300 × 200) with bounds origin (`originX`, `originY`), and in it a card placed by
    /// its mask at (12.5, 100), 200.5 × 60: in the window (43, 360.25) when scrolled 40 down.
    static func placedScroll(originX: Double, originY: Double) -> Snapshot {
        func mask(
            _ number: UInt64, _ item: F.Item, _ superview: F.Item, _ attribute: LayoutAttribute,
            _ constant: Double
        ) -> RecordedConstraint {
            ConstraintDescription.autoresizing(
                ObjectAddress(0xD_0000 + number), mask: 36, item, attribute, constant: constant,
                superview: superview)
        }
        var snapshot = F.snapshot([])
        var cardView = ViewNode(
            className: "UIView", address: card.address,
            frame: Rect(x: 12.5, y: 100, width: 200.5, height: 60),
            bounds: Rect(x: 0, y: 0, width: 200.5, height: 60),
            frameInWindow: Rect(x: 43 - originX, y: 400.25 - originY, width: 200.5, height: 60))
        cardView.layout = ViewLayout(
            constraints: GuideConstraints(
                horizontal: [mask(1, card, scroll, .minX, 12.5), mask(2, card, scroll, .width, 200.5)],
                vertical: [mask(3, card, scroll, .minY, 100), mask(4, card, scroll, .height, 60)]),
            translatesAutoresizingMaskIntoConstraints: true, autoresizingMask: 36)
        let scrollFrame = Rect(x: 30.5, y: 300.25, width: 300, height: 200)
        var scrollView = ViewNode(
            className: "UIScrollView", address: scroll.address,
            frame: scrollFrame.offsetBy(dx: -F.ownerFrame.minX, dy: -F.ownerFrame.minY),
            bounds: Rect(x: originX, y: originY, width: 300, height: 200), frameInWindow: scrollFrame,
            subviews: [cardView])
        scrollView.layout = ViewLayout(
            constraints: GuideConstraints(
                horizontal: [mask(5, scroll, F.owner, .minX, 0), mask(6, scroll, F.owner, .width, 300)],
                vertical: [mask(7, scroll, F.owner, .minY, 200), mask(8, scroll, F.owner, .height, 200)]),
            translatesAutoresizingMaskIntoConstraints: true, autoresizingMask: 36)
        snapshot.windows[0].subviews[0].subviews.append(scrollView)
        return snapshot
    }

    /// The recomputed checks of `snapshot`, as `name axis role outcome`.
    static func checks(_ snapshot: Snapshot) -> [String] {
        LayoutModel(snapshot).recompute().checks.map { "\($0.name) \($0.axis) \($0.role) \($0.outcome)" }
    }

    @Test(
        "a card in a placed scroll view scrolled 40 down and 0.5 across: its frame moves with the bounds origin"
    )
    func placedScrollView() {
        let checks = Self.checks(Self.placedScroll(originX: 0.5, originY: 40))
        #expect(checks.contains("UIView horizontal start matches(42.5)"), "\(checks)")
        #expect(checks.contains("UIView vertical start matches(360.25)"), "\(checks)")
        #expect(checks.contains("UIScrollView vertical start matches(300.25)"), "\(checks)")
        #expect(checks.allSatisfy { $0.contains("matches") }, "\(checks)")
    }

    @Test(
        "a guide held 8 below the card at priority 750: decided by that goal, and checked with the card's origin tied to its scroll view"
    )
    func decidedThroughTheBoundsOrigin() throws {
        var snapshot = Self.placedScroll(originX: 0.5, originY: 40)
        // The card at (42.5, 360.25) in the window, 200.5 × 60: the badge at its left, as wide,
        // 8 below its bottom (420.25 + 8) by a goal of 750, not above its top, 10 high.
        let badge = F.Item.guide(ObjectAddress(0xB300), "badge")
        var guide = GuideNode(
            address: badge.address, identifier: "badge", kind: .custom,
            layoutFrame: Rect(x: 0, y: 68, width: 200.5, height: 10),
            frameInWindow: Rect(x: 42.5, y: 428.25, width: 200.5, height: 10), hasAmbiguousLayout: false,
            owningViewAddress: Self.card.address)
        guide.constraints = GuideConstraints(
            horizontal: [
                F.constraint(31, badge, .leading, .equal, Self.card, .leading),
                F.constraint(32, badge, .width, .equal, Self.card, .width),
            ],
            vertical: [
                F.constraint(33, badge, .top, .equal, Self.card, .bottom, constant: 8, priority: 750),
                F.constraint(34, badge, .top, .greaterThanOrEqual, Self.card, .top),
                F.constraint(35, badge, .height, constant: 10),
            ])
        snapshot.windows[0].subviews[0].subviews[1].subviews[0].guides = [guide]
        let model = LayoutModel(snapshot)
        let checks = model.recompute().checks.map { "\($0.name) \($0.axis) \($0.role) \($0.outcome)" }
        #expect(checks.contains("badge vertical start matches(428.25)"), "\(checks)")
        // The badge's top is decided by the goal, through the card's mask and the row that ties
        // the card's origin to the scroll view's position; every claim checks out.
        let top = ConstraintRows.Variable(address: badge.address, slot: .position(.vertical))
        #expect(model.contradictions(among: [top]).isEmpty, "\(model.contradictions(among: [top]))")
        #expect(model.contradictions().isEmpty, "\(model.contradictions())")
    }

    @Test(
        "a placed scroll view whose bounds origin is not a number on one axis: the card is open on that axis, placed on the other, and no value is NaN",
        arguments: [Double.nan, .infinity, -.infinity])
    func nonfiniteBoundsOrigin(originY: Double) {
        let checks = Self.checks(Self.placedScroll(originX: 0.5, originY: originY))
        #expect(checks.contains("UIView horizontal start matches(42.5)"), "\(checks)")
        #expect(checks.contains("UIView vertical start open(lower: nil, upper: nil)"), "\(checks)")
        #expect(checks.contains("UIScrollView vertical start matches(300.25)"), "\(checks)")
        #expect(checks.allSatisfy { !$0.contains("nan") && !$0.contains("inf") }, "\(checks)")
    }
}
