import Foundation
import Testing

@testable @_spi(Engine) import GuideLensCore

/// `why GUIDE --fix ATTRIBUTE=VALUE`: the single changes that decide a value at a wish, each
/// solved again, fewest other values moved first; worked out by hand on `tied-widths.json`.
///
/// There, the guide `tail` sits 4 after a view 30.5 from the window's leading edge whose width two
/// constraints at priority 500 want at 100 and at 140 (a tie: 134.5 to 174.5 for `tail`'s left);
/// `tail` is 20 wide (constraint 5), its top is the view's (constraint 8: the view's top is 60.25,
/// constraint 6) and its height the view's (constraint 9: the view's height is 30, constraint 7).
@Suite("why --fix: single changes that make a value what is wished, solved again")
struct WishFixTests {
    static let snapshot: Snapshot = {
        let url = DecisionCheckerTests.fixtures.appendingPathComponent("tied-widths.json")
        return (try? Snapshot(json: Data(contentsOf: url))) ?? Snapshot(windows: [])
    }()

    static func search(_ wish: String) throws -> (WishFix.Search, GuidePlacement) {
        let tracer = PlacementTracer(snapshot)
        guard case .found(let match) = GuideLookup(tracer).find("tail") else {
            throw ExpectationFailure()
        }
        let placement = tracer.placement(of: match)
        let parsed = try #require(WishFix.Wish(parsing: wish))
        return (WishFix.search(parsed, placement: placement, tracer: tracer), placement)
    }

    struct ExpectationFailure: Error {}

    @Test(
        "height 40: tail's own constraint to the view's height first (nothing else moves), then the view's height"
    )
    func height() throws {
        let (search, placement) = try Self.search("height=40")
        expectEqual(search.current, 30)
        // Constraint 9 (tail.height == view.height + 0) to 10: only tail moves. Constraint 7 (the
        // view's height == 30) to 40: the view grows too. Nothing else decides tail's height at 40:
        // made optional or deactivated, either leaves it undecided.
        expectEqual(
            search.fixes.map(\.change),
            [WhatIf.Change(number: 9, edit: .constant(10)), WhatIf.Change(number: 7, edit: .constant(40))])
        expectEqual(search.fixes.map(\.from), [0, 30])
        #expect(search.fixes[0].others.isEmpty)
        #expect(
            search.fixes[1].others.map { "\($0.attribute) \($0.before) → \($0.after)" } == [
                "height 30.0 → 40.0"
            ])
        expectEqual(search.fixes[1].others.map(\.address), [ObjectAddress(0x7fb6_3fc0_6460)])
        let text = PlacementText.fixes(search, placement: placement)
        #expect(
            text == """
                Fixes for tail height = 40 (it is 30), each solved again: one change to a constraint of the \
                answer, fewest other values moved first:
                  1. constraint 9: constant 0 → 10: height 30 → 40; no other recorded guide or view moves.
                     /* UILayoutGuide(0x6000005ac0c0).height == UIView(0x7fb63fc06460).height */ constraint.constant = 10
                  2. constraint 7: constant 30 → 40: height 30 → 40; UIView (0x7fb63fc06460) height 30 → 40 (+10).
                     /* UIView(0x7fb63fc06460).height == 30 */ constraint.constant = 40

                """, "\(text)")
    }

    @Test(
        "width 32.5: only tail's own width constraint, 20 to 32.5; a width it has already: nothing to change")
    func width() throws {
        let (search, placement) = try Self.search("width=32.5")
        expectEqual(search.fixes.map(\.change), [WhatIf.Change(number: 5, edit: .constant(32.5))])
        #expect(search.fixes[0].others.isEmpty)
        let document = PlacementText.WishFixDocument(search, placement: placement)
        #expect(document.fixes.map(\.edit) == ["constant"] && document.fixes.map(\.to) == [32.5])
        #expect(document.fixes[0].objectiveC.hasSuffix("constraint.constant = 32.5;"))
        let decoded = try JSONAnswer.decoder().decode(
            PlacementText.WishFixDocument.self, from: Data(JSONAnswer.text(document).utf8))
        #expect(decoded == document && decoded.schemaVersion == 2)
        // A width wish that misses by 10 (30 for 20): the constant fix, the constant by 10 too.
        let (ten, tenPlacement) = try Self.search("width=30")
        expectEqual(ten.fixes.map(\.change), [WhatIf.Change(number: 5, edit: .constant(30))])
        #expect(
            PlacementText.fixes(ten, placement: tenPlacement).hasPrefix(
                "Fixes for tail width = 30 (it is 20), each solved again: one change to a constraint of the answer, "
                    + "fewest other values moved first:\n  1. constraint 5: constant 20 → 30: width 20 → 30; no other "
                    + "recorded guide or view moves.\n"))
        let (same, samePlacement) = try Self.search("width=20")
        #expect(same.fixes.isEmpty && same.current == 20 && same.isDecided && same.isMet)
        expectEqual(
            PlacementText.fixes(same, placement: samePlacement),
            "tail width is 20 already: nothing to change.\n")
    }

    @Test(
        "left 150: inside the tie, no change to the answer's constraints decides it there; an edge pinned does"
    )
    func pinAdded() throws {
        // tail's left is 30.5 + width + 4 with the width tied from 100 to 140. Making either width
        // required decides it at 134.5 or 174.5; a constant moves the tie, not decides it. A pin of
        // tail's leading edge to its owner's (at x 0) + 150, or of its trailing edge to the owner's
        // (390 wide) − (390 − 170) = − 220, decides it: the view's width is then 150 − 4 − 30.5.
        let (search, placement) = try Self.search("left=150")
        #expect(!search.isDecided && !search.isMet && search.isTie)
        #expect(search.range == ValueRange(lower: 134.5, upper: 174.5) && search.recorded == 134.5)
        expectEqual(search.changeable, [1, 2, 3, 4, 5, 6, 7, 8, 9])
        #expect(search.fixes.allSatisfy { $0.change == nil && $0.value == 150 })
        #expect(
            search.fixes.map { $0.added.map { PlacementText.addedEquation($0) } } == [
                ["tail.leading == UIView (0x7fb63fc06230).leading + 150"],
                ["tail.trailing == UIView (0x7fb63fc06230).trailing − 220"],
            ])
        #expect(
            search.fixes.map { $0.others.map { "\($0.attribute) \($0.before) → \($0.after)" } } == [
                ["width 100.0 → 115.5"], ["width 100.0 → 115.5"],
            ])
        expectEqual(
            PlacementText.code(search.fixes[0], placement: placement),
            "tail.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 150).isActive = true")
        expectEqual(
            PlacementText.code(search.fixes[1], placement: placement, objectiveC: true),
            "[tail.trailingAnchor constraintEqualToAnchor:view.trailingAnchor constant:-220].active = YES;")
        let text = PlacementText.fixes(search, placement: placement)
        #expect(
            text.hasPrefix(
                "Fixes for tail left = 150 (it is 134.5), each solved again: one change to a constraint of the "
                    + "answer or constraints added, fewest other values moved first:\n"
                    + "  1. add tail.leading == UIView (0x7fb63fc06230).leading + 150: left 134.5 → 150; "
                    + "UIView (0x7fb63fc06460) width 100 → 115.5 (+15.5).\n"), "\(text)")
    }

    @Test("no fix: the answer says which constraints it tried, and that no two together do it either")
    func noFix() throws {
        let (_, placement) = try Self.search("left=150")
        var search = WishFix.Search(
            wish: WishFix.Wish(attribute: "left", value: 150), current: 134.5, fixes: [], changeable: [2, 3])
        #expect(
            PlacementText.fixes(search, placement: placement)
                == "No fix for tail left = 150 (it is 134.5): no single change to constraints 2, 3 (a constant, a "
                + "priority made required or lowered below a weaker one or its own, a deactivation), and no "
                + "constraint added, decides it there. No two of these changes together do either.\n")
        search.changeable = []
        search.wish.value = nil
        search.range = ValueRange(lower: 0, upper: nil)
        search.recorded = 0
        #expect(
            PlacementText.fixes(search, placement: placement)
                == "No fix for tail left (free from 0: nothing decides it; UIKit shows 0): the answer has no "
                + "constraint of the app's to change, and no constraint added decides it.\n")
    }

    @Test("left 174.5 or 134.5: one of the tied widths lowered below the other, made required or deactivated")
    func tieDecided() throws {
        let (high, placement) = try Self.search("left=174.5")
        // Every fix moves the view's width by 40: priorities (by number) before the deactivation,
        // then the two pins.
        expectEqual(
            high.fixes.map(\.change),
            [
                WhatIf.Change(number: 2, edit: .priority(499)),
                WhatIf.Change(number: 3, edit: .priority(1000)), WhatIf.Change(number: 2, edit: .deactivate),
                nil, nil,
            ])
        #expect(
            PlacementText.code(high.fixes[0], placement: placement).hasSuffix(
                "constraint.priority = UILayoutPriority(499)"))
        #expect(
            PlacementText.code(high.fixes[1], placement: placement).hasSuffix(
                "constraint.priority = .required"))
        #expect(
            PlacementText.code(high.fixes[1], placement: placement, objectiveC: true)
                .hasSuffix("constraint.priority = 1000;"))
        #expect(
            PlacementText.code(high.fixes[2], placement: placement).hasSuffix("constraint.isActive = false"))
        #expect(
            PlacementText.code(high.fixes[2], placement: placement, objectiveC: true)
                .hasSuffix("constraint.active = NO;"))
        #expect(
            PlacementText.fixes(high, placement: placement).contains(
                "constraint 3: priority 500 → 1000: left"))
        let (low, _) = try Self.search("left=134.5")
        #expect(low.fixes.map(\.change).contains(WhatIf.Change(number: 2, edit: .priority(1000))))
        #expect(low.fixes.map(\.change).contains(WhatIf.Change(number: 3, edit: .priority(499))))
        #expect(!low.fixes.map(\.change).contains(WhatIf.Change(number: 3, edit: .priority(1000))))
    }

    @Test(
        "left alone: the tie decided, where UIKit shows it first (nothing else moves), then at its other end"
    )
    func tieDecidedAnywhere() throws {
        let (search, placement) = try Self.search("left")
        #expect(search.wish.value == nil && !search.isMet && search.isTie)
        // At 134.5 (UIKit's pick): the 100 made required, the 140 lowered below it or deactivated,
        // or tail's leading or trailing pinned where it is. At 174.5: the reverse, each moving the
        // view's width 100 → 140.
        expectEqual(search.fixes.map(\.value), [134.5, 134.5, 134.5, 134.5, 134.5, 174.5, 174.5, 174.5])
        expectEqual(search.fixes.map(\.shift), [0, 0, 0, 0, 0, 40, 40, 40])
        expectEqual(
            search.fixes.map(\.change),
            [
                WhatIf.Change(number: 2, edit: .priority(1000)),
                WhatIf.Change(number: 3, edit: .priority(499)), WhatIf.Change(number: 3, edit: .deactivate),
                nil, nil, WhatIf.Change(number: 2, edit: .priority(499)),
                WhatIf.Change(number: 3, edit: .priority(1000)), WhatIf.Change(number: 2, edit: .deactivate),
            ])
        #expect(
            search.fixes[3...4].map { $0.added.map { PlacementText.addedEquation($0) } } == [
                ["tail.leading == UIView (0x7fb63fc06230).leading + 134.5"],
                ["tail.trailing == UIView (0x7fb63fc06230).trailing − 235.5"],
            ])
        let text = PlacementText.fixes(search, placement: placement)
        #expect(
            text.hasPrefix(
                "Fixes that decide tail left (tied from 134.5 to 174.5; UIKit shows 134.5), each solved again: "
                    + "one change to a constraint of the answer or constraints added, fewest other values moved "
                    + "first:\n  1. constraint 2: priority 500 → 1000: left decided at 134.5, where UIKit shows it; "
                    + "no other recorded guide or view moves.\n"), "\(text)")
        #expect(
            text.contains(
                "  6. constraint 2: priority 500 → 499: left decided at 174.5; UIView (0x7fb63fc06460) width "
                    + "100 → 140 (+40).\n"))
        let document = PlacementText.WishFixDocument(search, placement: placement)
        #expect(document.value == nil && !document.decided && document.recorded == 134.5)
        expectEqual(
            document.fixes.map(\.edit),
            ["priority", "priority", "deactivate", "add", "add", "priority", "priority", "deactivate"])
        #expect(
            document.fixes[3].constraint == nil
                && document.fixes[3].added == ["tail.leading == UIView (0x7fb63fc06230).leading + 134.5"])
        let decoded = try JSONAnswer.decoder().decode(
            PlacementText.WishFixDocument.self, from: Data(JSONAnswer.text(document).utf8))
        expectEqual(decoded, document)
        // Its width is decided already.
        let (width, _) = try Self.search("width")
        #expect(width.isMet && width.fixes.isEmpty)
        expectEqual(
            PlacementText.fixes(width, placement: placement),
            "tail width is 20 already, decided: nothing to change.\n")
    }

    @Test("FLEX's guide details: after the trace, the first fix of each value the record leaves tied")
    func firstFixInDetails() throws {
        let rows = GuideTableModel.whyHere(of: ObjectAddress(0x6000_005a_c0c0), in: Self.snapshot)
        expectEqual(rows.map(\.title), ["In one line", "Traced", "First fix: left"])
        #expect(
            rows.last?.value == """
                constraint 2: priority 500 → 1000: left decided at 134.5, where UIKit shows it
                /* UIView(0x7fb63fc06460).width == 100 @500 */ constraint.priority = .required
                """)
        let (_, placement) = try Self.search("left")
        let tracer = PlacementTracer(Self.snapshot)
        // Its width, top and height are decided: no fix for them.
        expectEqual(PlacementText.firstFixes(placement, tracer: tracer).map(\.attribute), ["left"])
    }

    @Test("tail --fix 3: the 140 of the tie holds once the 100 is below it, it is above, or the 100 is gone")
    func missedGoalOfTie() throws {
        // Constraints 2 (width 100) and 3 (width 140) tie at 500; UIKit shows 100, so 3 misses. The
        // 100 lowered to 499, the 140 raised to 501 or made required, or the 100 deactivated: the
        // view is 140 wide and tail's left 30.5 + 140 + 4 = 174.5.
        let (_, placement) = try Self.search("left")
        let tracer = PlacementTracer(Self.snapshot)
        let search = WishFix.search(WishFix.Wish(goal: 3), placement: placement, tracer: tracer)
        #expect(search.goal?.holds == false && search.current == 100)
        expectEqual(
            search.fixes.map(\.change),
            [
                WhatIf.Change(number: 2, edit: .priority(499)),
                WhatIf.Change(number: 3, edit: .priority(501)),
                WhatIf.Change(number: 3, edit: .priority(1000)), WhatIf.Change(number: 2, edit: .deactivate),
            ])
        #expect(
            search.fixes[0].others.map { "\($0.name) \($0.attribute) \($0.before) → \($0.after)" } == [
                "tail left 134.5 → 174.5", "UIView (0x7fb63fc06460) width 100.0 → 140.0",
            ])
        // Its tie partner holds where UIKit shows it: nothing to change; no constraint 12.
        #expect(WishFix.search(WishFix.Wish(goal: 2), placement: placement, tracer: tracer).isMet)
        let missing = WishFix.search(WishFix.Wish(goal: 12), placement: placement, tracer: tracer)
        expectEqual(
            PlacementText.fixes(missing, placement: placement),
            "The answer for tail has no constraint 12 that reads: nothing to fix.\n")
    }

    @Test(
        "a what-if's values: solved where decided, a tie's only when asked for what UIKit shows; given items by frame"
    )
    func solvedValues() throws {
        let (_, placement) = try Self.search("left")
        let whatIf = try WhatIf([], placement: placement, tracer: PlacementTracer(Self.snapshot))
        let tail = LoggedItem(className: "UILayoutGuide", address: ObjectAddress(0x6000_005a_c0c0))
        func value(_ attribute: LayoutAttribute, shown: Bool = false) -> Double? {
            whatIf.value(of: LoggedAnchor(item: tail, attribute: attribute), orRecorded: shown)
        }
        // tail's left is tied (134.5 to 174.5), its width 20 and top 60.25 decided.
        #expect(value(.left) == nil && value(.trailing) == nil && value(.centerX) == nil)
        #expect(value(.left, shown: true) == 134.5 && value(.trailing, shown: true) == 154.5)
        #expect(value(.centerX, shown: true) == 144.5 && value(.width) == 20)
        #expect(value(.top) == 60.25 && value(.bottom) == 90.25 && value(.centerY) == 75.25)
        #expect(value(.leadingMargin) == nil && value(.firstBaseline) == nil)
        // The root view is given: its recorded frame, 390 wide.
        let root = LoggedItem(className: "UIView", address: ObjectAddress(0x7fb6_3fc0_6230))
        expectEqual(whatIf.value(of: LoggedAnchor(item: root, attribute: .width)), 390)
        expectEqual(
            whatIf.holds(
                LoggedConstraint(
                    className: "NSLayoutConstraint", address: ObjectAddress(0),
                    first: LoggedAnchor(item: tail, attribute: .width), relation: .lessThanOrEqual,
                    constant: 20)), true)
        expectEqual(
            whatIf.holds(
                LoggedConstraint(
                    className: "NSLayoutConstraint", address: ObjectAddress(0),
                    first: LoggedAnchor(item: tail, attribute: .width), relation: .greaterThanOrEqual,
                    constant: 20.5)), false)
        expectEqual(
            whatIf.holds(
                LoggedConstraint(
                    className: "NSLayoutConstraint", address: ObjectAddress(0),
                    first: LoggedAnchor(item: tail, attribute: .left), relation: .equal, constant: 134.5)),
            nil)
        expectEqual(
            whatIf.holds(
                LoggedConstraint(
                    className: "NSLayoutConstraint", address: ObjectAddress(0),
                    first: LoggedAnchor(item: tail, attribute: .left), relation: .equal, constant: 134.5),
                orRecorded: true), true)
    }

    @Test("a what-if's conflict with a given item's height writes that height, not its top")
    func givenHeightInConflict() throws {
        let (_, placement) = try Self.search("width")
        let tracer = PlacementTracer(Self.snapshot)
        let tail = LoggedItem(
            className: "UILayoutGuide", address: ObjectAddress(0x6000_005a_c0c0), identifier: "tail")
        let root = LoggedItem(className: "UIView", address: ObjectAddress(0x7fb6_3fc0_6230))
        // tail as high as the 844-point root view, against its required 30 (the view's, constraint 9).
        let tall = LoggedConstraint(
            className: "NSLayoutConstraint", address: ObjectAddress(0),
            first: LoggedAnchor(item: tail, attribute: .height), relation: .equal,
            second: LoggedAnchor(item: root, attribute: .height))
        let text = PlacementText.whatIf(try WhatIf([], adding: [tall], placement: placement, tracer: tracer))
        #expect(text.contains("UIView(0x7fb63fc06230).height == 844"), "\(text)")
        #expect(!text.contains("UIView(0x7fb63fc06230).height == 0"))
    }

    @Test("a constraint added that cannot hold is marked changed in the conflict; the answer's own is not")
    func addedConflict() throws {
        let (_, placement) = try Self.search("width")
        let tracer = PlacementTracer(Self.snapshot)
        let tail = LoggedItem(
            className: "UILayoutGuide", address: ObjectAddress(0x6000_005a_c0c0), identifier: "tail")
        let wider = LoggedConstraint(
            className: "NSLayoutConstraint", address: ObjectAddress(0),
            first: LoggedAnchor(item: tail, attribute: .width), relation: .equal, constant: 30)
        let whatIf = try WhatIf([], adding: [wider], placement: placement, tracer: tracer)
        let lines = PlacementText.whatIf(whatIf).split(separator: "\n").map(String.init)
        expectEqual(lines.first, "What if tail.width == 30 were added:")
        // Constraint 5 (tail's width 20) is the answer's, unchanged; the 30 is the one added.
        let five = try #require(lines.first { $0.contains("(constraint 5 of the answer)") })
        #expect(!five.contains("← changed"))
        let added = try #require(lines.dropFirst().first { $0.contains("width == 30") })
        #expect(added.hasSuffix("← changed") && !added.contains("of the answer"))
        // A fix never adds what cannot hold.
        let search = WishFix.search(
            WishFix.Wish(attribute: "width", value: 30), placement: placement, tracer: tracer)
        #expect(search.fixes.allSatisfy { $0.added.isEmpty })
    }

    @Test("the line to write takes an ASCII minus; the sentence, the typographic one")
    func minus() throws {
        let (search, placement) = try Self.search("height=20")
        let first = try #require(search.fixes.first)
        expectEqual(first.change, WhatIf.Change(number: 9, edit: .constant(-10)))
        #expect(PlacementText.code(first, placement: placement).hasSuffix("constraint.constant = -10"))
        #expect(
            PlacementText.code(first, placement: placement, objectiveC: true).hasSuffix(".constant = -10;"))
        #expect(
            PlacementText.fixes(search, placement: placement).contains("constant 0 → −10: height 30 → 20"))
    }

    @Test("only the app's active constraints that were read, from a record, are changed")
    func changeable() throws {
        func constraint(_ line: String, active: Bool = true, source: PlacementConstraint.Source = .guide)
            -> PlacementConstraint
        {
            let read = try? LoggedConstraintReader.read(Substring(line)).get()
            return PlacementConstraint(
                number: 1, axis: .vertical, description: line, priority: 1000, isActive: active, read: read,
                source: source)
        }
        let plain = "<NSLayoutConstraint:0x600001 UIView:0x7f02.height == 20.5   (active)>"
        #expect(WishFix.isChangeable(constraint(plain)))
        #expect(WishFix.isChangeable(constraint(plain, source: .view(ObjectAddress(0x7f02)))))
        #expect(!WishFix.isChangeable(constraint(plain, active: false)))
        #expect(!WishFix.isChangeable(constraint(plain, source: .intrinsicSize(ObjectAddress(0x7f02)))))
        #expect(!WishFix.isChangeable(constraint(plain, source: .contentOrigin(ObjectAddress(0x7f02)))))
        #expect(
            !WishFix.isChangeable(
                constraint(
                    "<NSLayoutConstraint:0x600002 'UISV-spacing' UIView:0x7f02.height == 8   (active)>")))
        #expect(!WishFix.isChangeable(constraint("not a constraint")))
    }

    @Test(
        "a constraint is lowered just below each weaker priority, down to below 2; never to 0 below a priority of 1"
    )
    func loweredPriorities() throws {
        let (_, tied) = try Self.search("width=32.5")
        var placement = tied
        // Constraint 5 (tail's width) at 3, with weaker constraints at 2 and 1 beside it.
        let five = try #require(placement.constraints.firstIndex { $0.number == 5 })
        placement.constraints[five].priority = 3
        let others = placement.constraints.indices.filter { $0 != five }
        placement.constraints[others[0]].priority = 2
        placement.constraints[others[1]].priority = 1
        let base = WhatIf.Base(tracer: PlacementTracer(Self.snapshot))
        let wish = WishFix.Wish(attribute: "width", value: 32.5)
        let changes = WishFix.candidates(
            for: placement.constraints[five], wish: wish, current: 20, placement, base
        ).map(\.0)
        let priorities = changes.compactMap { change -> Double? in
            if case .priority(let value) = change.edit { return value }
            return nil
        }
        // Made required, then below its own 3 (a tie at 3 broken), then below 2 (so the priority-2
        // goal wins); there is nothing below 1.
        expectEqual(priorities, [1000, 2, 1])
        // At 999, the highest optional priority, it is lowered below itself too, and below the 500s.
        placement.constraints[five].priority = 999
        let high = WishFix.candidates(
            for: placement.constraints[five], wish: wish, current: 20, placement, base
        ).compactMap { change -> Double? in
            if case .priority(let value) = change.0.edit { return value }
            return nil
        }
        expectEqual(high, [1000, 998, 499, 1], "below itself, the two 500s and the 2")
    }

    @Test("ranked by how many other values move, then by how far, then the smaller edit, then the number")
    func ranking() {
        func moved(by distance: Double) -> WhatIf.Move {
            WhatIf.Move(
                name: "card", address: ObjectAddress(0x7f02), isGuide: false, attribute: "top", before: 10.5,
                after: 10.5 + distance)
        }
        func fix(_ number: Int, _ edit: LayoutModel.Edit, _ distances: [Double]) -> WishFix {
            WishFix(
                change: WhatIf.Change(number: number, edit: edit), from: nil, value: 0,
                others: distances.map(moved))
        }
        // Fewer values moved wins over less movement; then less movement (either direction); then
        // a constant before a priority before a deactivation; then the lower number.
        #expect(WishFix.precedes(fix(9, .deactivate, [80]), fix(1, .constant(2), [1, 1])))
        #expect(!WishFix.precedes(fix(1, .constant(2), [1, 1]), fix(9, .deactivate, [80])))
        #expect(WishFix.precedes(fix(9, .deactivate, [-12.5]), fix(1, .constant(2), [20.25])))
        #expect(!WishFix.precedes(fix(1, .constant(2), [20.25]), fix(9, .deactivate, [-12.5])))
        #expect(WishFix.precedes(fix(9, .priority(749), [20.25]), fix(1, .deactivate, [-20.25])))
        #expect(WishFix.precedes(fix(9, .constant(3), [20.25]), fix(1, .priority(749), [20.25])))
        #expect(WishFix.precedes(fix(3, .priority(749), [5]), fix(7, .priority(1000), [5])))
        #expect(!WishFix.precedes(fix(7, .priority(1000), [5]), fix(3, .priority(749), [5])))
        // Movements within the tolerance of each other count as equal.
        #expect(WishFix.precedes(fix(3, .constant(1), [5.005]), fix(7, .constant(1), [5])))
    }

    @Test("a wish is ATTRIBUTE=VALUE, one of four attributes and a finite number")
    func parsing() {
        expectEqual(WishFix.Wish(parsing: "height=24"), WishFix.Wish(attribute: "height", value: 24))
        expectEqual(WishFix.Wish(parsing: " top = -12.5 "), WishFix.Wish(attribute: "top", value: -12.5))
        expectEqual(WishFix.Wish(parsing: "depth=24"), nil)
        #expect(WishFix.Wish(parsing: "height=nan") == nil && WishFix.Wish(parsing: "height=inf") == nil)
        expectEqual(WishFix.Wish(parsing: " height "), WishFix.Wish(attribute: "height", value: nil))
        #expect(WishFix.Wish(parsing: "height=") == nil && WishFix.Wish(parsing: "=24") == nil)
        #expect(WishFix.Wish(parsing: "depth") == nil && WishFix.Wish(parsing: "") == nil)
        #expect(
            WishFix.Wish(parsing: " 8 ") == WishFix.Wish(goal: 8) && WishFix.Wish(parsing: "8")?.goal == 8)
        #expect(WishFix.Wish(parsing: "0") == nil && WishFix.Wish(parsing: "-3") == nil)
        expectEqual(WishFix.Wish(parsing: "8=2"), nil)
    }
}
