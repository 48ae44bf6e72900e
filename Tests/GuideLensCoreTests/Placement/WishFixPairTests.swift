import Foundation
import Testing

@testable @_spi(Engine) import GuideLensCore

/// `why --fix` when no single change does it: two changes together, each pair solved again.
///
/// The spacer of ``PlacementFixture/spacer(more:)`` sits 16 under the safe area's top (constraint
/// 1) and is 16.5 high (constraint 2); here it also has a minimum height of 16.5 (constraint 3:
/// `height >= 16.5`, required), as a row keeps a smallest tap target. Worked out by hand:
///
/// - A height of 12: constraint 2 set to 12 breaks the minimum; the minimum's constant cannot be
///   probed (17.5 breaks constraint 2); constraint 3 deactivated leaves 16.5; constraint 2
///   deactivated leaves the height free above 16.5; constraint 1 deactivated leaves the top free;
///   a height of 12 added breaks the minimum. No single change. Together, constraint 3 deactivated
///   and constraint 2 retuned after it (16.5 + 1 gives 17.5: one for one, so 12) give 12, and
///   nothing else moves. Every other pair breaks a required constraint or leaves a value free.
/// - With a wish `height == 12 @750` (constraint 4), making it hold: it raised (751, required)
///   still loses to, or breaks, the two required constraints; either of those lowered below it
///   (749) or deactivated leaves the other holding 16.5. Together, both lowered, one lowered and
///   one deactivated, or both deactivated: the height goes 16.5 → 12. Both lowered first (two
///   priorities are a smaller edit than a deactivation), then the others in the order found.
@Suite("why --fix: two changes together, only when no single change does it")
struct WishFixPairTests {
    static let spacerAddress = ObjectAddress(0xB001)
    static let spacer = ConstraintDescription.Item.guide(spacerAddress, "spacer")

    static func snapshot(goal: Bool = false, minimum: Double = 16.5, height: Double = 16.5) -> Snapshot {
        var more = [PlacementFixture.constraint(3, spacer, .height, .greaterThanOrEqual, constant: minimum)]
        if goal { more.append(PlacementFixture.constraint(4, spacer, .height, constant: 12, priority: 750)) }
        var node = PlacementFixture.spacer(more: more)
        node.constraints?.vertical[1] = PlacementFixture.constraint(2, spacer, .height, constant: height)
        return PlacementFixture.snapshot([node])
    }

    static func search(_ wish: String, in snapshot: Snapshot) throws -> (WishFix.Search, GuidePlacement) {
        let tracer = PlacementTracer(snapshot)
        let placement = try #require(PlacementFixture.placement("spacer", in: snapshot))
        let parsed = try #require(WishFix.Wish(parsing: wish))
        return (WishFix.search(parsed, placement: placement, tracer: tracer), placement)
    }

    /// The answer's number of the recorded constraint `number` (0xC_0000 + number).
    static func answerNumber(_ number: UInt64, _ placement: GuidePlacement) throws -> Int {
        try #require(
            placement.constraints.first { $0.read?.address == ObjectAddress(0xC_0000 + number) }?.number)
    }

    /// The spacer's height as `why --check` recomputes it from `snapshot`.
    static func recomputedHeight(_ snapshot: Snapshot) -> Double? {
        LayoutModel(snapshot).recompute().checks.first {
            $0.address == spacerAddress && $0.axis == .vertical && $0.role == .size
        }?.computed
    }

    @Test(
        "height 12 under a minimum of 16.5: the minimum deactivated and the height set to 12, nothing else moves"
    )
    func minimumAndHeight() throws {
        let snapshot = Self.snapshot()
        let (search, placement) = try Self.search("height=12", in: snapshot)
        let (height, minimum) = (try Self.answerNumber(2, placement), try Self.answerNumber(3, placement))
        expectEqual(search.current, 16.5)
        #expect(search.pairsSearched && !search.pairsCut)
        expectEqual(search.fixes.count, 1)
        let fix = try #require(search.fixes.first)
        expectEqual(
            fix.changes,
            [
                WhatIf.Change(number: minimum, edit: .deactivate),
                WhatIf.Change(number: height, edit: .constant(12)),
            ])
        #expect(fix.from == nil && fix.second?.from == 16.5)
        #expect(fix.value == 12 && fix.others.isEmpty)
        let text = PlacementText.fixes(search, placement: placement)
        #expect(
            text.hasPrefix(
                "Fixes for spacer height = 12 (it is 16.5), each solved again: no single change does it, so two "
                    + "changes together to constraints of the answer, fewest other values moved first:\n"
                    + "  1. constraint \(minimum): deactivated and constraint \(height): constant 16.5 → 12: height "
                    + "16.5 → 12; no other recorded guide or view moves.\n"), "\(text)")
        // Both lines to write, each under the fix's number.
        #expect(
            text.hasSuffix(
                "     /* UILayoutGuide(0xb001).height >= 16.5 */ constraint.isActive = false\n"
                    + "     /* UILayoutGuide(0xb001).height == 16.5 */ constraint.constant = 12\n"), "\(text)"
        )
        let document = PlacementText.WishFixDocument(search, placement: placement)
        #expect(document.pairsSearched && !document.pairsCut)
        #expect(document.fixes.first?.edit == "deactivate" && document.fixes.first?.constraint == minimum)
        expectEqual(
            document.fixes.first?.second,
            PlacementText.WishFixDocument.Second(constraint: height, edit: "constant", from: 16.5, to: 12))
        // Written into the record and recomputed: the height is 12; the record as it was gives 16.5.
        var changed = snapshot
        changed.windows[0].subviews[0].guides[1].constraints?.vertical[2].isActive = false
        changed.windows[0].subviews[0].guides[1].constraints?.vertical[1] = PlacementFixture.constraint(
            2, Self.spacer, .height, constant: 12)
        expectEqual(Self.recomputedHeight(changed), 12)
        expectEqual(Self.recomputedHeight(snapshot), 16.5)
    }

    @Test(
        "a single change that does it keeps the pairs unsearched: a minimum of 10 lets constraint 2 go to 12")
    func singleFirst() throws {
        let (search, placement) = try Self.search("height=12", in: Self.snapshot(minimum: 10))
        #expect(!search.pairsSearched)
        #expect(search.fixes.allSatisfy { $0.second == nil })
        expectEqual(
            search.fixes.first?.change,
            WhatIf.Change(number: try Self.answerNumber(2, placement), edit: .constant(12)))
    }

    @Test("a retuned constant follows the other change: at 30.5 high and a minimum of 16.5, 12 is 18.5 below")
    func retunedAwayFromBaseline() throws {
        // The height (30.5) alone to 12 breaks the minimum; the minimum deactivated leaves 30.5.
        // Together: constraint 2 retuned from 30.5 to 12 after the minimum goes.
        let (search, placement) = try Self.search("height=12", in: Self.snapshot(height: 30.5))
        expectEqual(search.current, 30.5)
        expectEqual(
            search.fixes.map(\.changes),
            [
                [
                    WhatIf.Change(number: try Self.answerNumber(3, placement), edit: .deactivate),
                    WhatIf.Change(number: try Self.answerNumber(2, placement), edit: .constant(12)),
                ]
            ])
        expectEqual(search.fixes.first?.second?.from, 30.5)
    }

    @Test(
        "goal height == 12 @750 beaten by two required constraints: both lowered to 749 first, then with deactivations"
    )
    func goalPairs() throws {
        let snapshot = Self.snapshot(goal: true)
        let placement = try #require(PlacementFixture.placement("spacer", in: snapshot))
        let (height, minimum, goal) = (
            try Self.answerNumber(2, placement), try Self.answerNumber(3, placement),
            try Self.answerNumber(4, placement)
        )
        let (search, _) = try Self.search("\(goal)", in: snapshot)
        expectEqual(search.goal?.holds, false)
        #expect(search.pairsSearched)
        expectEqual(
            search.fixes.map(\.changes),
            [
                [
                    WhatIf.Change(number: height, edit: .priority(749)),
                    WhatIf.Change(number: minimum, edit: .priority(749)),
                ],
                [
                    WhatIf.Change(number: height, edit: .priority(749)),
                    WhatIf.Change(number: minimum, edit: .deactivate),
                ],
                [
                    WhatIf.Change(number: height, edit: .deactivate),
                    WhatIf.Change(number: minimum, edit: .priority(749)),
                ],
                [
                    WhatIf.Change(number: height, edit: .deactivate),
                    WhatIf.Change(number: minimum, edit: .deactivate),
                ],
            ])
        #expect(search.fixes.allSatisfy { $0.value == 12 })
        #expect(
            search.fixes.allSatisfy {
                $0.others.map(\.attribute) == ["height"] && $0.others[0].before == 16.5
                    && $0.others[0].after == 12
            })
        let text = PlacementText.fixes(search, placement: placement)
        #expect(
            text.contains(
                "each solved again: no single change does it, so two changes together to constraints of the answer, "
                    + "fewest values moved first:\n  1. constraint \(height): priority 1000 → 749 and constraint "
                    + "\(minimum): priority 1000 → 749: it holds; "), "\(text)")
    }

    @Test("no pair either: the answer says two changes together were searched, or where the search stopped")
    func noPair() throws {
        let snapshot = Self.snapshot()
        let placement = try #require(PlacementFixture.placement("spacer", in: snapshot))
        var search = WishFix.Search(
            wish: WishFix.Wish(attribute: "height", value: 12), current: 16.5, fixes: [],
            changeable: [1, 2, 3])
        search.pairsSearched = true
        #expect(
            PlacementText.fixes(search, placement: placement).hasSuffix(
                "decides it there. No two of these changes together do either.\n"))
        search.pairsCut = true
        #expect(
            PlacementText.fixes(search, placement: placement).hasSuffix(
                "decides it there. Two of these changes together were searched until \(WishFix.pairSolveLimit) "
                    + "systems were solved, and none of those does it: try others with --set, --priority and "
                    + "--deactivate.\n"))
        // One constraint to change makes no pair.
        search.changeable = [2]
        #expect(PlacementText.fixes(search, placement: placement).hasSuffix("decides it there.\n"))
    }

    @Test(
        "the search of pairs stops at its limit of solves and says so; one solve short of a pair's three, it stops before it"
    )
    func limit() throws {
        let snapshot = Self.snapshot()
        let base = WhatIf.Base(tracer: PlacementTracer(snapshot))
        let placement = try #require(PlacementFixture.placement("spacer", in: snapshot))
        let (height, minimum) = (try Self.answerNumber(2, placement), try Self.answerNumber(3, placement))
        let wish = WishFix.Wish(attribute: "height", value: 12)
        // The minimum deactivated, then the height's constant retuned after it: two probes and the
        // pair's own solve, three in all.
        let candidates: [(WhatIf.Change, from: Double?)] = [
            (WhatIf.Change(number: minimum, edit: .deactivate), nil),
            (WhatIf.Change(number: height, edit: .constant(12)), 16.5),
        ]
        var solved = 0
        func pairs(limit: Int) -> WishFix.PairSearch {
            WishFix.pairs(of: candidates, wish: wish, placement: placement, base: base, limit: limit) {
                changes in
                solved += 1
                guard let whatIf = try? WhatIf(changes, placement: placement, base: base),
                    case .moves(let own, let others) = whatIf.outcome,
                    let move = own.first(where: { $0.attribute == "height" })
                else { return nil }
                return (move.after, 0, others)
            }
        }
        let whole = pairs(limit: 3)
        #expect(!whole.isCut && whole.fixes.map(\.value) == [12] && solved == 1)
        let cut = pairs(limit: 2)
        #expect(cut.isCut && cut.fixes.isEmpty && solved == 1)
    }

    @Test(
        "pairs told once: the same kinds of change to the same constraints giving the same layout; any difference keeps both"
    )
    func sameEffect() {
        func moved(_ after: Double, attribute: String = "width", address: UInt64 = 0x3000, open: Bool = false)
            -> WhatIf.Move
        {
            var move = WhatIf.Move(
                name: "label", address: ObjectAddress(address), isGuide: false, attribute: attribute,
                before: 46,
                after: after)
            if open { move.afterRange = ValueRange(lower: after, upper: nil) }
            return move
        }
        func pair(
            _ first: LayoutModel.Edit, _ firstNumber: Int = 7, second: LayoutModel.Edit = .constant(-324.75),
            value: Double = 33.25, others: [WhatIf.Move] = [moved(25.25)]
        ) -> WishFix {
            WishFix(
                change: WhatIf.Change(number: firstNumber, edit: first),
                second: WishFix.Step(change: WhatIf.Change(number: 2, edit: second), from: 0), from: 750,
                value: value, others: others)
        }
        // A compression resistance at 252 or at 249 that gives the same layout: one fix.
        #expect(WishFix.sameEffect(pair(.compressionResistance(252)), pair(.compressionResistance(249))))
        // Another kind of change, another constraint, another value, another value moved, or
        // another count of values moved: two fixes.
        #expect(!WishFix.sameEffect(pair(.compressionResistance(252)), pair(.hugging(252))))
        #expect(!WishFix.sameEffect(pair(.priority(749)), pair(.deactivate)))
        #expect(!WishFix.sameEffect(pair(.deactivate), pair(.deactivate, 8)))
        #expect(!WishFix.sameEffect(pair(.deactivate), pair(.deactivate, second: .deactivate)))
        #expect(!WishFix.sameEffect(pair(.deactivate), pair(.deactivate, value: 33.5)))
        #expect(!WishFix.sameEffect(pair(.deactivate), pair(.deactivate, others: [moved(25.5)])))
        #expect(
            !WishFix.sameEffect(
                pair(.deactivate), pair(.deactivate, others: [moved(25.25, attribute: "left")])))
        #expect(
            !WishFix.sameEffect(pair(.deactivate), pair(.deactivate, others: [moved(25.25, address: 0x3001)]))
        )
        #expect(!WishFix.sameEffect(pair(.deactivate), pair(.deactivate, others: [])))
        #expect(!WishFix.sameEffect(pair(.deactivate), pair(.deactivate, others: [moved(25.25, open: true)])))
        // Within the engine's tolerance is the same.
        #expect(
            WishFix.sameEffect(pair(.deactivate), pair(.deactivate, value: 33.25 + EngineTolerance.value / 2))
        )
    }

    @Test(
        "the limit Why.md gives is the code's: why --fix's 3000 systems"
    )
    func documentedLimits() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        func page(_ name: String) throws -> String {
            try String(contentsOf: root.appendingPathComponent("Documentation/\(name)"), encoding: .utf8)
                .replacingOccurrences(of: "\n", with: " ")
        }
        let why = try page("Why.md").contains(
            "the search stops after \(WishFix.pairSolveLimit) systems solved")
        #expect(why, "Why.md gives another limit than \(WishFix.pairSolveLimit)")
    }

    @Test(
        "pairs ranked by their larger edit: two priorities before a priority and a deactivation, and before a constant and a deactivation"
    )
    func pairRank() {
        func pair(_ first: LayoutModel.Edit, _ second: LayoutModel.Edit) -> WishFix {
            WishFix(
                change: WhatIf.Change(number: 2, edit: first),
                second: WishFix.Step(change: WhatIf.Change(number: 3, edit: second), from: nil), from: nil,
                value: 12, others: [])
        }
        let priorities = pair(.priority(749), .priority(749))
        let deactivation = pair(.deactivate, .priority(749))
        let constantAndDeactivation = pair(.constant(12), .deactivate)
        #expect(
            priorities.editRank == 1 && deactivation.editRank == 2 && constantAndDeactivation.editRank == 2)
        expectEqual(WishFix.ranked([deactivation, priorities]), [priorities, deactivation])
        expectEqual(
            WishFix.ranked([constantAndDeactivation, priorities]), [priorities, constantAndDeactivation])
        // Alike in rank, the order found is kept.
        expectEqual(
            WishFix.ranked([constantAndDeactivation, deactivation]), [constantAndDeactivation, deactivation])
    }

    @Test(
        "the solves counted: two constants retuned (two probes and a solve each) and a pair of deactivations make 7; at 6 the search stops"
    )
    func solvesCounted() throws {
        let snapshot = Self.snapshot()
        let base = WhatIf.Base(tracer: PlacementTracer(snapshot))
        let placement = try #require(PlacementFixture.placement("spacer", in: snapshot))
        let (top, height, minimum) = (
            try Self.answerNumber(1, placement), try Self.answerNumber(2, placement),
            try Self.answerNumber(3, placement)
        )
        let wish = WishFix.Wish(attribute: "height", value: 12)
        // (minimum off, height retuned): 3; (minimum off, top off): 1; (top off, height retuned): 3.
        let candidates: [(WhatIf.Change, from: Double?)] = [
            (WhatIf.Change(number: minimum, edit: .deactivate), nil),
            (WhatIf.Change(number: height, edit: .constant(12)), 16.5),
            (WhatIf.Change(number: top, edit: .deactivate), nil),
        ]
        func pairs(limit: Int) -> WishFix.PairSearch {
            WishFix.pairs(of: candidates, wish: wish, placement: placement, base: base, limit: limit) {
                changes in
                guard let whatIf = try? WhatIf(changes, placement: placement, base: base) else { return nil }
                return WishFix.decided(whatIf, wish: wish, baseline: [])
            }
        }
        #expect(!pairs(limit: 7).isCut)
        #expect(pairs(limit: 6).isCut)
        expectEqual(
            pairs(limit: 7).fixes.map(\.changes),
            [[candidates[0].0, WhatIf.Change(number: height, edit: .constant(12))]])
        // A retune that finds no constant (the top does not move the height) still counts its
        // probes: at 2 the search stops before it, at 3 it tries it and finds nothing.
        let topOnly: [(WhatIf.Change, from: Double?)] = [
            (WhatIf.Change(number: minimum, edit: .deactivate), nil),
            (WhatIf.Change(number: top, edit: .constant(16)), 16),
        ]
        func topPairs(limit: Int) -> WishFix.PairSearch {
            WishFix.pairs(of: topOnly, wish: wish, placement: placement, base: base, limit: limit) { _ in nil
            }
        }
        #expect(topPairs(limit: 2).isCut)
        #expect(!topPairs(limit: 3).isCut)
    }

    @Test("two priorities that give the same layout with the same other change are one pair: the first found")
    func samePairOnce() throws {
        let snapshot = Self.snapshot(goal: true)
        let base = WhatIf.Base(tracer: PlacementTracer(snapshot))
        let placement = try #require(PlacementFixture.placement("spacer", in: snapshot))
        let (height, minimum) = (try Self.answerNumber(2, placement), try Self.answerNumber(3, placement))
        let wish = WishFix.Wish(attribute: "height", value: 12)
        let candidates: [(WhatIf.Change, from: Double?)] = [
            (WhatIf.Change(number: height, edit: .priority(749)), 1000),
            (WhatIf.Change(number: height, edit: .priority(748)), 1000),
            (WhatIf.Change(number: minimum, edit: .deactivate), nil),
        ]
        let search = WishFix.pairs(of: candidates, wish: wish, placement: placement, base: base) { changes in
            guard let whatIf = try? WhatIf(changes, placement: placement, base: base) else { return nil }
            return WishFix.decided(whatIf, wish: wish, baseline: [])
        }
        expectEqual(search.fixes.map(\.changes), [[candidates[0].0, candidates[2].0]])
    }

    @Test("a variable for a view without an identifier: its class without UI or NS, lower camel case")
    func variableNames() {
        func name(_ className: String, _ identifier: String? = nil) -> String {
            PlacementText.variableName(
                LoggedItem(className: className, address: ObjectAddress(0x7f01), identifier: identifier))
        }
        expectEqual(name("UILabel"), "label")
        expectEqual(name("NSTextField"), "textField")
        expectEqual(name("UIView", "cardView"), "cardView")
        expectEqual(name("UIView", "card view"), "view")
        expectEqual(name("NS"), "nS")
    }
}
