import GuideLensCommandLine
@_spi(Engine) import GuideLensCore
import Testing

/// `why --fix` on the `optional-height` sample scene, worked out by hand.
///
/// The footer's bottom is the card's bottom − 12 (constraint 9), its height 40.5 (constraint 10);
/// the card's top is the safe area's top 47 + 20.5 (constraint 5), its height 212.5 at priority
/// 999 (constraint 7) against 160.25 at 750 (constraint 8). So the footer's top is
/// 67.5 + 212.5 − 12 − 40.5 = 227.5, and a top of 175.25 is 52.25 higher.
@Suite("why --fix on a sample scene: every single change, ranked")
struct WishFixSceneTests {
    /// The answer for `guide` in the sample scene `scene`, and the tracer it was read with.
    static func placement(of guide: String, in scene: String) throws -> (GuidePlacement, PlacementTracer) {
        let tracer = PlacementTracer(try #require(SampleScene.named(scene)).build())
        guard case .found(let match) = GuideLookup(tracer).find(guide) else { throw NotFound() }
        return (tracer.placement(of: match), tracer)
    }

    struct NotFound: Error {}

    @Test("footer top 175.25: its own bottom constraint, then five changes that each move one value by 52.25")
    func footerTop() throws {
        let (placement, tracer) = try Self.placement(of: "footer", in: "optional-height")
        let search = WishFix.search(
            WishFix.Wish(attribute: "top", value: 175.25), placement: placement, tracer: tracer)
        expectEqual(search.current, 227.5)
        // Nothing else moves with constraint 9's constant at −64.25. The card's top (constraint 5
        // to −31.75), its height (constraint 7 to 160.25, or at 749 below the 750, or 8 made
        // required, or 7 deactivated) or the footer's own height (constraint 10 to 92.75) each
        // move one value by 52.25: constants first, then priorities, then the deactivation, each
        // by number. Making a required constraint optional or the 750 lower moves nothing.
        expectEqual(
            search.fixes.map(\.change),
            [
                WhatIf.Change(number: 9, edit: .constant(-64.25)),
                WhatIf.Change(number: 5, edit: .constant(-31.75)),
                WhatIf.Change(number: 7, edit: .constant(160.25)),
                WhatIf.Change(number: 10, edit: .constant(92.75)),
                WhatIf.Change(number: 7, edit: .priority(749)),
                WhatIf.Change(number: 8, edit: .priority(1000)), WhatIf.Change(number: 7, edit: .deactivate),
                nil, nil,
            ])
        // Then the footer's top pinned to its owner's top at 175.25, or its bottom to the owner's
        // bottom at 844 − (175.25 + 40.5) = 628.25 above it: the card's height at 999 gives way,
        // 212.5 → 160.25.
        #expect(
            search.fixes.suffix(2).map { $0.added.map { PlacementText.addedEquation($0) } } == [
                ["footer.top == UIView (0x7fb63fc06230).top + 175.25"],
                ["footer.bottom == UIView (0x7fb63fc06230).bottom − 628.25"],
            ])
        expectEqual(
            PlacementText.code(search.fixes[8], placement: placement),
            "footer.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -628.25).isActive = true")
        expectEqual(search.fixes.map(\.others.count), [0, 1, 1, 1, 1, 1, 1, 1, 1])
        #expect(
            search.fixes.dropFirst().map { $0.others[0].after - $0.others[0].before } == [
                -52.25, -52.25, 52.25, -52.25, -52.25, -52.25, -52.25, -52.25,
            ])
        #expect(search.fixes[3].others[0].attribute == "height" && search.fixes[3].others[0].isGuide)
        expectEqual(search.fixes.map(\.from), [-12, 20.5, 212.5, 40.5, 999, 750, nil, nil, nil])
        // The JSON says which way each other value moves: the card's top from 67.5 up to 15.25.
        let document = PlacementText.WishFixDocument(search, placement: placement)
        #expect(
            document.fixes[1].others.map { [$0.attribute, $0.name, "\($0.before)", "\($0.after)"] } == [
                ["top", "ProfileCard", "67.5", "15.25"]
            ])
        #expect(
            PlacementText.code(search.fixes[4], placement: placement)
                .hasSuffix("constraint.priority = UILayoutPriority(749)"))
        #expect(
            PlacementText.code(search.fixes[4], placement: placement, objectiveC: true)
                .hasSuffix("constraint.priority = 749;"))
        #expect(
            PlacementText.code(search.fixes[5], placement: placement).hasSuffix(
                "constraint.priority = .required"))
    }

    @Test(
        "hugging-row: a label's hugging and compression resistance tried just below and above every other priority: its own, the other label's 251 and 749, the spacer's 250"
    )
    func contentLevels() throws {
        let (placement, _) = try Self.placement(of: "spacer", in: "hugging-row")
        let label = try #require(placement.constraints.first { $0.number == 1 })
        let candidates = WishFix.contentPriorityCandidates(for: label, placement)
        func values(_ hugging: Bool) -> [Double] {
            candidates.compactMap { candidate in
                switch candidate.0.edit {
                case .hugging(let value): hugging ? value : nil
                case .compressionResistance(let value): hugging ? nil : value
                default: nil
                }
            }
        }
        // The levels: its own compression resistance 750, the other label's hugging 251 and
        // compression resistance 749, the spacer's 250. Its hugging (251) just below and above
        // each but its own: 751 and 749, 750 and 748, 249 (251 is its own). Its compression
        // resistance (750): 252 and 250, 748 (750 is its own), 251 and 249; highest first.
        expectEqual(values(true), [751, 750, 749, 748, 249])
        expectEqual(values(false), [748, 252, 251, 250, 249])
    }

    @Test(
        "hugging-row, spacer width 8: the label that should stretch gets a hugging below the spacer's 250 (the hugging fix)"
    )
    func huggingOrder() throws {
        // Between the margins (16 to 374, 358 wide) sit 'Estimated delivery' (84.5, hugging 251),
        // the spacer and 'Tomorrow, 9:30' (112.25, hugging 251); the spacer's width ≤ 8 at 250 loses
        // to both huggings, so the spacer takes the slack: 358 − 84.5 − 112.25 = 161.25. With the
        // first label's hugging at 249, below the 250, that label stretches instead:
        // 358 − 8 − 112.25 = 237.75, and the spacer starts at 16 + 237.75 = 253.75.
        let (placement, tracer) = try Self.placement(of: "spacer", in: "hugging-row")
        let search = WishFix.search(
            WishFix.Wish(attribute: "width", value: 8), placement: placement, tracer: tracer)
        let hugging = search.fixes.filter {
            if case .hugging = $0.change?.edit { return true }
            return false
        }
        expectEqual(
            hugging.map(\.change),
            [WhatIf.Change(number: 1, edit: .hugging(249)), WhatIf.Change(number: 2, edit: .hugging(249))])
        expectEqual(hugging.map(\.from), [251, 251])
        #expect(
            hugging[0].others.map { "\($0.name) \($0.attribute) \($0.before) → \($0.after)" } == [
                "spacer left 100.5 → 253.75", "UILabel 'Estimated delivery' width 84.5 → 237.75",
            ])
        expectEqual(
            PlacementText.code(hugging[0], placement: placement),
            "/* UILabel 'Estimated delivery' (0x7fb63fc06460) */ label.setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)"
        )
        expectEqual(
            PlacementText.code(hugging[1], placement: placement, objectiveC: true),
            "/* UILabel 'Tomorrow, 9:30' (0x7fb63fc06690) */ [label setContentHuggingPriority:249 forAxis:UILayoutConstraintAxisHorizontal];"
        )
        #expect(
            PlacementText.fixes(search, placement: placement).contains(
                "constraint 1: content hugging 251 → 249: width 161.25 → 8; "))
        // Checked as a what-if: the same change solved again.
        let whatIf = try WhatIf(
            [WhatIf.Change(number: 1, edit: .hugging(249))], placement: placement, tracer: tracer)
        #expect(
            PlacementText.whatIf(whatIf).hasPrefix("What if constraint 1's content hugging set to 249:\n"))
        #expect(PlacementText.whatIf(whatIf).contains("  spacer width 161.25 → 8 (−153.25)\n"))
        // A content priority on a constraint that is not a content size is refused.
        #expect(throws: WhatIf.Failure.notContentSize(8)) {
            try WhatIf([WhatIf.Change(number: 8, edit: .hugging(249))], placement: placement, tracer: tracer)
        }
        #expect(throws: WhatIf.Failure.notContentSize(8)) {
            try WhatIf(
                [WhatIf.Change(number: 8, edit: .compressionResistance(700))], placement: placement,
                tracer: tracer)
        }
        #expect(throws: WhatIf.Failure.priority(1, 0)) {
            try WhatIf(
                [WhatIf.Change(number: 1, edit: .compressionResistance(0))], placement: placement,
                tracer: tracer)
        }
    }

    @Test(
        "optional-height, footer --fix 8: the card's 750 height holds once the 999 is below it, or it is required"
    )
    func missedGoal() throws {
        // Constraint 8 wants the card 160.25 high at 750; constraint 7 holds it at 212.5 at 999. The
        // 999 lowered to 749, the 750 made required, or the 999 deactivated: each makes 8 hold,
        // and the card's height (212.5 → 160.25) and the footer's top (227.5 → 175.25) move by
        // 52.25. Raising the 750 to 751 is still below the 999, so it is not offered.
        let (placement, tracer) = try Self.placement(of: "footer", in: "optional-height")
        let search = WishFix.search(WishFix.Wish(goal: 8), placement: placement, tracer: tracer)
        #expect(search.goal?.holds == false && !search.isMet && search.current == 212.5)
        expectEqual(
            search.fixes.map(\.change),
            [
                WhatIf.Change(number: 7, edit: .priority(749)),
                WhatIf.Change(number: 8, edit: .priority(1000)), WhatIf.Change(number: 7, edit: .deactivate),
            ])
        #expect(search.fixes.allSatisfy { $0.value == 160.25 })
        let text = PlacementText.fixes(search, placement: placement)
        #expect(
            text.hasPrefix(
                "Fixes that make constraint 8 (ProfileCard(0x7fb63fc06460).height == 160.25 @750) hold, each "
                    + "solved again: one change to a constraint of the answer, fewest values moved first:\n"
                    + "  1. constraint 7: priority 999 → 749: it holds; footer (0x6000005ac0c0) top 227.5 → 175.25 "
                    + "(−52.25), ProfileCard (0x7fb63fc06460) height 212.5 → 160.25 (−52.25).\n"), "\(text)")
        // Constraint 7 holds already.
        let held = WishFix.search(WishFix.Wish(goal: 7), placement: placement, tracer: tracer)
        #expect(held.isMet && held.fixes.isEmpty)
        expectEqual(
            PlacementText.fixes(held, placement: placement),
            "constraint 7 (ProfileCard(0x7fb63fc06460).height == 212.5 @999) holds already: nothing to change.\n"
        )
    }

    @Test(
        "hugging-row, spacer --fix 8: the hugging fixes make the ≤ 8 hold; raising the 8 would tie the labels, so it is not offered"
    )
    func missedGoalHugging() throws {
        let (placement, tracer) = try Self.placement(of: "spacer", in: "hugging-row")
        let search = WishFix.search(WishFix.Wish(goal: 8), placement: placement, tracer: tracer)
        let changes = search.fixes.compactMap(\.change)
        #expect(changes.contains(WhatIf.Change(number: 1, edit: .hugging(249))))
        #expect(changes.contains(WhatIf.Change(number: 2, edit: .hugging(249))))
        // Above both huggings (252, 750, 751, required), the ≤ 8 holds but which label stretches is
        // a tie: a fix that leaves decided values undecided is none.
        #expect(!changes.contains { $0.number == 8 })
        // The wish for the spacer's width drops the same ties.
        let wish = WishFix.search(
            WishFix.Wish(attribute: "width", value: 8), placement: placement, tracer: tracer)
        #expect(
            !wish.fixes.contains {
                $0.change?.number == 8 || !$0.added.isEmpty && $0.added[0].first.attribute == .width
            })
        #expect(wish.fixes.allSatisfy { fix in fix.others.allSatisfy { $0.afterRange == nil } })
    }
}
