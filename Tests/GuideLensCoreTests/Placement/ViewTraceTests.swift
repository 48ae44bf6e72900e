import Testing

@testable @_spi(Engine) import GuideLensCore

/// The trace goes on through a view whose layout the record holds: to its intrinsic size and the
/// priority that decides it, to its autoresizing frame, or to a frame nothing recorded sets. The
/// fixture's owner is away from the origin (30.5, 100.25); sizes are fractional.
///
/// The row: `|-16-[label1]-[spacer]-[label2]-16-|` in the 300-wide owner, the spacer at least 8
/// wide and wanting to be 8 at priority 250, each label hugging at 251: the labels keep their
/// intrinsic widths (104.25 and 80.5) and the spacer takes the rest, 83.25.
@Suite("why: through views")
struct ViewTraceTests {
    typealias F = PlacementFixture
    static let first = F.Item("UILabel", ObjectAddress(0x3100))
    static let second = F.Item("UILabel", ObjectAddress(0x3200))
    static let spacer = F.Item.guide(ObjectAddress(0xB100), "spacer")
    static let firstFrame = Rect(x: 46.5, y: 191.25, width: 104.25, height: 20.5)
    static let secondFrame = Rect(x: 234, y: 191.25, width: 80.5, height: 20.5)
    static let spacerFrame = Rect(x: 150.75, y: 191.25, width: 83.25, height: 20.5)

    static var row: [RecordedConstraint] {
        [
            F.constraint(1, first, .leading, .equal, F.owner, .leading, constant: 16),
            F.constraint(2, spacer, .leading, .equal, first, .trailing),
            F.constraint(3, spacer, .trailing, .equal, second, .leading),
            F.constraint(4, second, .trailing, .equal, F.owner, .trailing, constant: -16),
            F.constraint(5, spacer, .width, .greaterThanOrEqual, constant: 8),
            F.constraint(6, spacer, .width, .lessThanOrEqual, constant: 8, priority: 250),
        ]
    }

    static var column: [RecordedConstraint] {
        [
            F.constraint(7, spacer, .top, .equal, F.safe, .top, constant: 32),
            F.constraint(8, spacer, .height, constant: 20.5),
        ]
    }

    /// A view in the owner at `frame` (window coordinates) with `layout`.
    static func view(_ item: F.Item, _ frame: Rect, _ layout: ViewLayout?) -> ViewNode {
        var node = ViewNode(
            className: item.className, address: item.address,
            frame: frame.offsetBy(dx: -F.ownerFrame.minX, dy: -F.ownerFrame.minY),
            bounds: Rect(x: 0, y: 0, width: frame.width, height: frame.height), frameInWindow: frame)
        node.layout = layout
        return node
    }

    /// A label's layout: the row's constraints, its intrinsic size, hugging 251 and resistance 750.
    static func labelLayout(intrinsicWidth: Double, hugging: Double = 251) -> ViewLayout {
        ViewLayout(
            constraints: GuideConstraints(horizontal: row, vertical: []),
            intrinsicContentSize: Size(width: intrinsicWidth, height: 20.5),
            contentHugging: AxisPriorities(horizontal: hugging, vertical: 251),
            compressionResistance: AxisPriorities(horizontal: 750, vertical: 750),
            translatesAutoresizingMaskIntoConstraints: false, autoresizingMask: 0)
    }

    /// The row's snapshot: the spacer in the owner, the two labels with `layouts` (nil: none).
    static func rowSnapshot(first firstLayout: ViewLayout?, second secondLayout: ViewLayout?) -> Snapshot {
        var snapshot = F.snapshot([
            F.guide(0xB100, "spacer", spacerFrame, horizontal: row, vertical: column)
        ])
        snapshot.windows[0].subviews[0].subviews += [
            view(first, firstFrame, firstLayout), view(second, secondFrame, secondLayout),
        ]
        return snapshot
    }

    static func horizontal(_ placement: GuidePlacement?) -> AxisPlacement? {
        placement?.axes.first { $0.axis == .horizontal }
    }

    @Test("a label's width is its intrinsic width, held by its hugging against the gap's wish at 250")
    func hugging() throws {
        let snapshot = Self.rowSnapshot(
            first: Self.labelLayout(intrinsicWidth: 104.25), second: Self.labelLayout(intrinsicWidth: 80.5))
        let placement = try #require(F.placement("spacer", in: snapshot))
        // The row is listed once; the labels' intrinsic sizes follow, width and height of each.
        expectEqual(placement.constraints.count, 12)
        expectEqual(
            placement.constraints[8...].map(\.source),
            [
                .intrinsicSize(Self.first.address), .intrinsicSize(Self.first.address),
                .intrinsicSize(Self.second.address), .intrinsicSize(Self.second.address),
            ])
        #expect(
            placement.constraints[8].read?.constant == 104.25 && placement.constraints[8].axis == .horizontal)
        let axis = try #require(Self.horizontal(placement))
        let texts = axis.lines.map(\.text)
        // Two labels take part: each is named by its address. Each width is read from the solved
        // row: 268 to share, the spacer at least 8; at 750 each label at least its intrinsic width
        // (104.25 up to 268 − 8 − 80.5 = 179.5); at 251 each hugging pins it.
        expectEqual(
            texts,
            [
                "leading 150.75 = UILabel (0x3100) trailing 150.75 (constraint 2)",
                "UILabel (0x3100) leading 46.5 = UIView leading 30.5 + 16 (constraint 1)",
                "UILabel (0x3100) width 104.25 = its intrinsic width 104.25 (constraint 9): its content hugging at "
                    + "priority 251 holds it against constraint 6 at priority 250, which misses by 75.25 (width 83.25 ≤ "
                    + "8): with constraint 9's content hugging at priority 251, constraint 11's content hugging at "
                    + "priority 251 and constraints 1, 2, 3, 4 it cannot hold (priority 251 is weighed first); its "
                    + "compression resistance at priority 750 would keep it from going below 104.25; free from 0 to 260 "
                    + "under the required constraints, from 104.25 to 179.5 at priority 750, one value at priority 251; "
                    + "no required constraint sets it",
                "UILabel (0x3100) trailing 150.75 = UILabel (0x3100) leading 46.5 + UILabel (0x3100) width 104.25 "
                    + "(constraints 1, 6, 9)", "trailing 234 = UILabel (0x3200) leading 234 (constraint 3)",
                "UILabel (0x3200) trailing 314.5 = UIView trailing 330.5 − 16 (constraint 4)",
                "UILabel (0x3200) width 80.5 = its intrinsic width 80.5 (constraint 11): its content hugging at "
                    + "priority 251 holds it against constraint 6 at priority 250, which misses by 75.25 (width 83.25 ≤ "
                    + "8): with constraint 9's content hugging at priority 251, constraint 11's content hugging at "
                    + "priority 251 and constraints 1, 2, 3, 4 it cannot hold (priority 251 is weighed first); its "
                    + "compression resistance at priority 750 would keep it from going below 80.5; free from 0 to 260 "
                    + "under the required constraints, from 80.5 to 155.75 at priority 750, one value at priority 251; "
                    + "no required constraint sets it",
                "UILabel (0x3200) leading 234 = UILabel (0x3200) trailing 314.5 − UILabel (0x3200) width 80.5 "
                    + "(constraints 4, 6, 11)",
                "width 83.25 = trailing 234 − leading 150.75 (constraints 1, 2, 3, 4, 6, 9, 11)",
            ])
        expectEqual(axis.lines.map(\.depth), [0, 1, 1, 1, 0, 1, 1, 1, 0])
        #expect(!axis.notes.contains { if case .differs = $0 { true } else { false } })
        let text = PlacementText.text(placement)
        #expect(
            text.contains(
                "  9. [horizontal, intrinsic size] UILabel:0x3100.width == 104.25 (intrinsic content size;"))
    }

    @Test(
        "hugging below the gap's 250 gives way: the constraints would stretch the label, and the answer says so"
    )
    func huggingBelow() throws {
        let snapshot = Self.rowSnapshot(
            first: Self.labelLayout(intrinsicWidth: 104.25, hugging: 249),
            second: Self.labelLayout(intrinsicWidth: 80.5))
        let axis = try #require(Self.horizontal(F.placement("spacer", in: snapshot)))
        let line = try #require(axis.lines.first { $0.text.hasPrefix("UILabel (0x3100) width") })
        #expect(
            line.text
                == "UILabel (0x3100) width 179.5, not its intrinsic width 104.25 (constraint 9): constraint 6 at "
                + "priority 250 holds it (width 83.25 ≤ 8); its content hugging at priority 249 loses: it is 75.25 "
                + "above its intrinsic width: with constraint 11's content hugging at priority 251, constraint 6 at "
                + "priority 250 and constraints 1, 2, 3, 4 it cannot hold (priority 251, 250 are weighed first); free "
                + "from 0 to 260 under the required constraints, from 104.25 to 179.5 at priority 750, one value at "
                + "priority 250; no required constraint sets it")
        #expect(axis.notes.contains(.differs(computed: 179.5, recorded: 104.25)))
    }

    @Test(
        "a label's width its priorities leave tied, in a record whose other constraints conflict: UIKit's pick, the recorded width"
    )
    func tiedWidthBesideConflict() throws {
        // The first label hugs at 250, as the spacer wishes to be 8 at 250: every width from its
        // intrinsic 104.25 to 179.5 (268 − 8 − 80.5) misses the two by 75.25 in all, a tie; its
        // recorded 130.75 is UIKit's pick among them (the spacer takes the other 56.75). The second
        // label's record adds two widths that cannot both hold, so the whole row has no solution:
        // the first label's width is weighed among its own constraints, the second label as recorded.
        let firstFrame = Rect(x: 46.5, y: 191.25, width: 130.75, height: 20.5)
        let spacerFrame = Rect(x: 177.25, y: 191.25, width: 56.75, height: 20.5)
        let conflicting = ViewLayout(
            constraints: GuideConstraints(
                horizontal: Self.row + [
                    F.constraint(21, Self.second, .width, constant: 80.5),
                    F.constraint(22, Self.second, .width, constant: 60.25),
                ], vertical: []),
            intrinsicContentSize: Size(width: 80.5, height: 20.5),
            contentHugging: AxisPriorities(horizontal: 251, vertical: 251),
            compressionResistance: AxisPriorities(horizontal: 750, vertical: 750),
            translatesAutoresizingMaskIntoConstraints: false, autoresizingMask: 0)
        var snapshot = F.snapshot([
            F.guide(0xB100, "spacer", spacerFrame, horizontal: Self.row, vertical: Self.column)
        ])
        snapshot.windows[0].subviews[0].subviews += [
            Self.view(Self.first, firstFrame, Self.labelLayout(intrinsicWidth: 104.25, hugging: 250)),
            Self.view(Self.second, Self.secondFrame, conflicting),
        ]
        let axis = try #require(Self.horizontal(F.placement("spacer", in: snapshot)))
        let line = try #require(axis.lines.first { $0.text.hasPrefix("UILabel (0x3100) width") })
        guard case .decidedByPriorities(_, let verdict) = line.step else {
            Issue.record("not decided by priorities: \(line.text)")
            return
        }
        expectEqual(verdict.value, 130.75, "\(line.text)")
        #expect(!axis.notes.contains { if case .differs = $0 { true } else { false } }, "\(axis.notes)")
    }

    @Test("a label whose layout the record lacks ends the trace at its frame, as before")
    func notRecorded() throws {
        let snapshot = Self.rowSnapshot(first: nil, second: Self.labelLayout(intrinsicWidth: 80.5))
        let placement = try #require(F.placement("spacer", in: snapshot))
        expectEqual(placement.constraints.count, 10)
        let texts = try #require(Self.horizontal(placement)).lines.map(\.text)
        expectEqual(texts.first, "leading 150.75 = UILabel (0x3100) trailing 150.75 (constraint 2)")
        #expect(
            !texts.contains {
                $0.hasPrefix("UILabel (0x3100) width 104.25") || $0.hasPrefix("UILabel (0x3100) leading 46.5")
            })
        #expect(
            texts.contains {
                $0.hasPrefix("UILabel (0x3200) width 80.5 = its intrinsic width 80.5 (constraint 9)")
            })
    }

    // MARK: Autoresizing frames

    static let scroll = F.Item("UIScrollView", ObjectAddress(0x4000))
    static let card = F.Item("UIView", ObjectAddress(0x4100))
    static let badge = F.Item.guide(ObjectAddress(0xB200), "badge")
    /// The scroll view in the window, scrolled 40 down (its bounds origin y 40).
    static let scrollFrame = Rect(x: 30.5, y: 300.25, width: 300, height: 200)
    /// The card at (12.5, 100) in the scroll view's content: in the window, y 300.25 + 100 − 40.
    static let cardFrame = Rect(x: 43, y: 360.25, width: 200.5, height: 60)

    /// The card's autoresizing constraints, `h=--& v=--&` (flexible right and bottom margins).
    static var cardMask: GuideConstraints {
        func mask(_ number: UInt64, _ attribute: LayoutAttribute, _ constant: Double) -> RecordedConstraint {
            ConstraintDescription.autoresizing(
                ObjectAddress(0xD_0000 + number), mask: 36, card, attribute, constant: constant,
                superview: scroll)
        }
        return GuideConstraints(
            horizontal: [mask(1, .minX, 12.5), mask(2, .width, 200.5)],
            vertical: [mask(3, .minY, 100), mask(4, .height, 60)])
    }

    /// A badge guide under the card, in the owner; the card laid out by `layout` in the scroll view.
    static func badgeSnapshot(card layout: ViewLayout?) -> Snapshot {
        let badgeFrame = Rect(x: 43, y: 428.25, width: 200.5, height: 10)
        var snapshot = F.snapshot([
            F.guide(
                0xB200, "badge", badgeFrame,
                horizontal: [
                    F.constraint(1, badge, .left, .equal, card, .left),
                    F.constraint(2, badge, .width, .equal, card, .width),
                ],
                vertical: [
                    F.constraint(3, badge, .top, .equal, card, .bottom, constant: 8),
                    F.constraint(4, badge, .height, constant: 10),
                ])
        ])
        var cardView = ViewNode(
            className: "UIView", address: card.address,
            frame: Rect(x: 12.5, y: 100, width: 200.5, height: 60),
            bounds: Rect(x: 0, y: 0, width: 200.5, height: 60), frameInWindow: cardFrame)
        cardView.layout = layout
        let scrollView = ViewNode(
            className: "UIScrollView", address: scroll.address,
            frame: scrollFrame.offsetBy(dx: -F.ownerFrame.minX, dy: -F.ownerFrame.minY),
            bounds: Rect(x: 0, y: 40, width: 300, height: 200), frameInWindow: scrollFrame,
            subviews: [cardView])
        snapshot.windows[0].subviews[0].subviews.append(scrollView)
        return snapshot
    }

    @Test(
        "a view placed by its autoresizing mask: its frame counts from the scroll view's bounds origin, content offset and all"
    )
    func autoresizing() throws {
        let layout = ViewLayout(
            constraints: Self.cardMask, translatesAutoresizingMaskIntoConstraints: true, autoresizingMask: 36)
        let snapshot = Self.badgeSnapshot(card: layout)
        let placement = try #require(F.placement("badge", in: snapshot))
        #expect(
            placement.constraints.map(\.source) == Array(repeating: .guide, count: 4)
                + Array(repeating: .view(Self.card.address), count: 4))
        let vertical = try #require(F.vertical(placement))
        expectEqual(
            vertical.lines.map(\.text),
            [
                "top 428.25 = UIView bottom 420.25 + 8 (constraint 3)",
                "UIView top 360.25 = UIScrollView bounds origin y 260.25 + 100 (constraint 7: autoresizing mask h=--& v=--&, its frame set in code)",
                "UIView height 60 = 60 (constraint 8: autoresizing mask h=--& v=--&, its frame set in code)",
                "UIView bottom 420.25 = UIView top 360.25 + UIView height 60 (constraints 7, 8)",
                "height 10 = 10 (constraint 4)",
                "bottom 438.25 = top 428.25 + height 10 (constraints 3, 4, 7, 8)",
            ])
        #expect(vertical.notes.isEmpty, "\(vertical.notes)")
        let horizontal = try #require(Self.horizontal(placement))
        expectEqual(
            horizontal.lines.map(\.text),
            [
                "leading 43 = UIView left 43 (constraint 1)",
                "UIView leading 43 = UIScrollView bounds origin x 30.5 + 12.5 (constraint 5: autoresizing mask h=--& v=--&, its frame set in code)",
                "width 200.5 = UIView width 200.5 (constraint 2)",
                "UIView width 200.5 = 200.5 (constraint 6: autoresizing mask h=--& v=--&, its frame set in code)",
                "trailing 243.5 = leading 43 + width 200.5 (constraints 1, 2, 5, 6)",
            ])
        // The whole record solved again: the card from its mask, the badge from the card.
        let recomputed = LayoutModel(snapshot).recompute()
        #expect(
            recomputed.items.views == (matching: 1, total: 1)
                && recomputed.items.guides == (matching: 1, total: 1))
        #expect(recomputed.mismatches.isEmpty, "\(recomputed.mismatches)")
    }

    @Test(
        "scrolled 40 further, the mask's 100 puts the card 40 higher, and a record that says otherwise is noted"
    )
    func autoresizingScrolled() throws {
        var snapshot = Self.badgeSnapshot(
            card: ViewLayout(
                constraints: Self.cardMask, translatesAutoresizingMaskIntoConstraints: true,
                autoresizingMask: 36))
        // The scroll view's bounds origin moves to y 80; the card's recorded frame does not.
        snapshot.windows[0].subviews[0].subviews[1].bounds = Rect(x: 0, y: 80, width: 300, height: 200)
        let vertical = try #require(F.vertical(F.placement("badge", in: snapshot)))
        #expect(
            vertical.lines.map(\.text).contains {
                $0.hasPrefix(
                    "UIView top 360.25 = UIScrollView bounds origin y 220.25 + 100 = 320.25 (constraint 7")
            })
        #expect(vertical.notes.contains(.differs(computed: 320.25, recorded: 360.25)))
        let recomputed = LayoutModel(snapshot).recompute()
        #expect(recomputed.mismatches.contains { $0.address == Self.card.address && $0.role == .start })
    }

    @Test(
        "a view's top solved from a constraint that names its frame second: counted from the scroll view's bounds origin"
    )
    func frameAttributeSecond() throws {
        // A header above the card in the scroll view's content, at y 70.5 and 25.25 high (in the
        // window 300.25 − 40 + 70.5 = 330.75): `header.maxY == card.minY − 4.25`, both measured in
        // the scroll view's bounds, puts the card's top at 95.75 + 4.25 = 100 there, 360.25 in the
        // window.
        let header = F.Item("UIView", ObjectAddress(0x4200))
        let layout = ViewLayout(
            constraints: GuideConstraints(
                horizontal: [],
                vertical: [
                    F.constraint(31, header, .maxY, .equal, Self.card, .minY, constant: -4.25),
                    F.constraint(32, Self.card, .height, constant: 60),
                ]),
            translatesAutoresizingMaskIntoConstraints: false)
        var snapshot = Self.badgeSnapshot(card: layout)
        snapshot.windows[0].subviews[0].subviews[1].subviews.append(
            ViewNode(
                className: "UIView", address: header.address,
                frame: Rect(x: 12.5, y: 70.5, width: 200.5, height: 25.25),
                bounds: Rect(x: 0, y: 0, width: 200.5, height: 25.25),
                frameInWindow: Rect(x: 43, y: 330.75, width: 200.5, height: 25.25)))
        let vertical = try #require(F.vertical(F.placement("badge", in: snapshot)))
        let line = try #require(vertical.lines.first { $0.text.hasPrefix("UIView (0x4100) top") })
        guard case .pinned(let pin) = line.step else {
            Issue.record("not pinned: \(line.text)")
            return
        }
        #expect(pin.isFirst == false && pin.computed == 360.25, "\(line.text)")
        // The line adds up as written: the header's maxY in the scroll view's bounds, not the window.
        #expect(
            line.text.contains("= UIScrollView bounds origin y 260.25 + UIView (0x4200) maxY 95.75 + 4.25"),
            "\(line.text)")
        #expect(
            !vertical.notes.contains { if case .differs = $0 { true } else { false } }, "\(vertical.notes)")
        // Solved again as one layout (another route), the card's top is where the record has it.
        let checks = LayoutModel(snapshot).recompute().checks.filter {
            $0.address == Self.card.address && $0.axis == .vertical
        }
        let matching = checks.filter { if case .matches = $0.outcome { true } else { false } }
        #expect(checks.count == 2 && matching.count == 2, "\(checks)")
    }

    @Test(
        "a view that translates its mask but whose mask constraints the record lacks: its frame, set in code")
    func setInCode() throws {
        let snapshot = Self.badgeSnapshot(
            card: ViewLayout(
                constraints: GuideConstraints(horizontal: [], vertical: []),
                translatesAutoresizingMaskIntoConstraints: true, autoresizingMask: 36))
        let vertical = try #require(F.vertical(F.placement("badge", in: snapshot)))
        #expect(
            vertical.lines.map(\.text).contains(
                "UIView bottom 420.25: its frame, set in code; it translates its autoresizing mask (h=--& v=--&) "
                    + "into constraints, and the record holds none that places it"))
        let other = Self.badgeSnapshot(
            card: ViewLayout(
                constraints: GuideConstraints(horizontal: [], vertical: []),
                translatesAutoresizingMaskIntoConstraints: false))
        let lines = try #require(F.vertical(F.placement("badge", in: other))).lines.map(\.text)
        #expect(
            lines.contains(
                "UIView bottom 420.25: set by its superview's layoutSubviews (or in code), not by constraints: no "
                    + "recorded constraint places it"))
    }

    @Test(
        "what-if on an intrinsic size: a label 45.75 wider takes it from the spacer, and nothing else moves")
    func whatIfIntrinsic() throws {
        let snapshot = Self.rowSnapshot(
            first: Self.labelLayout(intrinsicWidth: 104.25), second: Self.labelLayout(intrinsicWidth: 80.5))
        let tracer = PlacementTracer(snapshot)
        guard case .found(let match) = GuideLookup(tracer).find("spacer") else {
            Issue.record("no spacer")
            return
        }
        let placement = tracer.placement(of: match)
        let whatIf = try WhatIf(
            [WhatIf.Change(number: 9, edit: .constant(150))], placement: placement, tracer: tracer)
        guard case .moves(let own, let others) = whatIf.outcome else {
            Issue.record("\(whatIf.outcome)")
            return
        }
        let moved = own.filter(\.moves).map { "\($0.attribute) \($0.before) → \($0.after)" }
        expectEqual(moved, ["left 150.75 → 196.5", "width 83.25 → 37.5"])
        #expect(
            others.map { "\($0.name) \($0.attribute) \($0.before) → \($0.after)" } == [
                "UILabel (0x3100) width 104.25 → 150.0"
            ])
        // Past the room there is, the label's resistance (750) gives: the spacer keeps its 8.
        let squeezed = try WhatIf(
            [WhatIf.Change(number: 9, edit: .constant(250))], placement: placement, tracer: tracer)
        guard case .moves(let squeezedOwn, _) = squeezed.outcome else {
            Issue.record("\(squeezed.outcome)")
            return
        }
        #expect(squeezedOwn.first { $0.attribute == "width" }?.after == 8)
    }
}
