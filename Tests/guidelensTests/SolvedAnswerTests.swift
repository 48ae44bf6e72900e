import Foundation
import Testing

@testable @_spi(Engine) import GuideLensCore

/// Five shapes where an answer walked one constraint at a time, every other view at its recorded
/// frame, says what the solved layout contradicts; each written as a snapshot of its own
/// (`Tests/Fixtures`), its answers worked out on paper first (below, before each test), then
/// asked of `guidelens why`.
@Suite("why reads its answers from the solved layout")
struct SolvedAnswerTests {
    static func placement(_ name: String, guide: String) throws -> GuidePlacement {
        try HandWrittenSnapshotTests.placement(name, guide: guide)
    }

    static func axis(_ placement: GuidePlacement, _ axis: LayoutAxis) throws -> AxisPlacement {
        try #require(placement.axes.first { $0.axis == axis })
    }

    // loser-named.json, on paper. A container at x 10, 330.5 wide; `|-16-[Name]-8-[Value]-16-|`,
    // so Name + Value = 330.5 − 40 = 290.5. Name's intrinsic width 70 (hugging 251, compression
    // resistance 750), Value's 100 (hugging 250, 750). The required rows leave Value's width
    // anywhere from 0 to 290.5; at 750 both keep their intrinsic widths at least: Value 100 to
    // 220.5; at 251 Name's hugging holds Name at 70, so Value takes 220.5, missing its hugging
    // (≤ 100) by 120.5 — beaten by Name's hugging at 251 with the row's three required
    // constraints. The badge guide under Value is as wide (220.5) and starts where Value does,
    // 10 + 16 + 70 + 8 = 104: both decided at 251, neither fixed by required constraints. Its
    // height is fixed by its own constraint (10) alone.

    @Test(
        "loser-named: the value label's hugging at 250 loses by 120.5 to the name's at 251; nothing required fixes the width"
    )
    func loserNamed() throws {
        let placement = try Self.placement("loser-named.json", guide: "badge")
        expectEqual(placement.frameInWindow, Rect(x: 104, y: 134, width: 220.5, height: 10))
        let horizontal = try Self.axis(placement, .horizontal)
        let name = try #require(
            placement.constraints.first {
                $0.source == .intrinsicSize(ObjectAddress(0x7fa1_0000_0300)) && $0.axis == .horizontal
            })
        let value = try #require(
            placement.constraints.first {
                $0.source == .intrinsicSize(ObjectAddress(0x7fa1_0000_0400)) && $0.axis == .horizontal
            })
        for decision in [horizontal.sizeDecision, horizontal.positionDecision] {
            guard case .decidedByPriority(let verdict) = decision else {
                Issue.record("not decided by the priorities: \(decision)")
                continue
            }
            expectEqual(verdict.decidingPriority, 251)
            #expect(
                verdict.holding.map(\.constraint) == [name.number]
                    && verdict.holding.map(\.part) == [.hugging])
            let loser = try #require(verdict.losing.first { $0.constraint == value.number })
            #expect(loser.part == .hugging && loser.priority == 250 && abs(loser.miss - 120.5) < 0.01)
            let beaten = try #require(loser.beaten)
            expectEqual(
                beaten.goals,
                [PriorityVerdict.GoalName(constraint: name.number, part: .hugging, priority: 251)])
            // The row's three required constraints, by what they say.
            let required = beaten.required.compactMap { number in
                placement.constraints.first { $0.number == number }?.description
            }
            expectEqual(required.count, 3)
            #expect(required.allSatisfy { $0.contains("'Name'") || $0.contains("'Value'") }, "\(required)")
        }
        guard case .decidedByPriority(let width) = horizontal.sizeDecision else { return }
        expectEqual(width.requiredRange, ValueRange(lower: 0, upper: 290.5))
        expectEqual(width.narrowing, [TierRange(priority: 750, range: ValueRange(lower: 100, upper: 220.5))])
        let vertical = try Self.axis(placement, .vertical)
        expectEqual(vertical.sizeDecision, .fixed([4]))
        let text = PlacementText.text(placement)
        #expect(
            text.contains("width: decided at priority 251 by constraint \(name.number)'s content hugging"))
        #expect(!text.contains("width: fixed by"))
    }

    // wishes-under-ceiling.json, on paper. The chip's width wishes 95, 135 and 175, all at 500,
    // under a required `≤ 165`. The misses add up to |w − 95| + |w − 135| + |w − 175|, least at
    // the median, 135, whatever the ceiling: 95 and 175 each miss by 40. What beats the 175 wish is
    // the other two (with 175 held, they would miss 80 + 40 = 120 > 80), not the ceiling, which
    // holds with 30 to spare. The tail guide 4 past the chip: 12.5 + 20.5 + 135 + 4 = 172.

    @Test(
        "wishes-under-ceiling: the 175 wish loses in the sum at 500, not to the ceiling that holds with 30 to spare"
    )
    func ceilingNotBlamed() throws {
        let placement = try Self.placement("wishes-under-ceiling.json", guide: "tail")
        expectEqual(placement.frameInWindow.minX, 172)
        let horizontal = try Self.axis(placement, .horizontal)
        let wish = try #require(horizontal.others.first { $0.number == 4 })
        expectEqual(wish.outcome, .notMet(actual: 135))
        guard case .beaten(let beating)? = wish.override else {
            Issue.record("the 175 wish: \(String(describing: wish.override))")
            return
        }
        #expect(beating.required.isEmpty, "the ceiling is blamed: \(beating.required)")
        #expect(beating.goals.map(\.constraint) == [2, 3] && beating.goals.allSatisfy { $0.priority == 500 })
        let ceiling = try #require(horizontal.others.first { $0.number == 5 })
        expectEqual(ceiling.outcome, .holds(spare: 30))
        guard case .decidedByPriority(let leading) = horizontal.positionDecision else {
            Issue.record("the tail's leading: \(horizontal.positionDecision)")
            return
        }
        #expect(leading.decidingPriority == 500 && leading.holding.map(\.constraint) == [2, 3, 4])
        let text = PlacementText.text(placement)
        #expect(!text.contains("override"))
        // Beaten within its own priority, the sentence says the sum decides, not an order.
        #expect(
            text.contains(
                "  constraint 4 (priority 500): UIView (0x7fa100001300) width 135 = 175: not met (135 instead of 175); "
                    + "with constraint 2 at priority 500 and constraint 3 at priority 500 it cannot hold (at priority 500 "
                    + "the misses add up to more if it holds)\n"), "\(text)")
    }

    // tie-after-change.json, on paper. The chip's width wishes 110 and 150 at 500 and 128 at 750:
    // 750 is weighed first and holds 128. Deactivate it (constraint 4) and the two at 500 tie:
    // any width from 110 to 150 misses by 40 in all. The tail guide 4 past the chip (at x 28):
    // 28 + 110 + 4 = 142 to 28 + 150 + 4 = 182.

    @Test("tie-after-change: the what-if that leaves a tie prints its range, in text and JSON")
    func tieInWhatIf() throws {
        let result = try CLI.run(["why", CLI.fixture("tie-after-change.json"), "tail", "--deactivate", "4"])
        expectEqual(result.status, 0, "\(result.errors)")
        #expect(
            result.output.contains(
                "  tail left 160 → any value from 142 to 182, each as good as the others (a tie UIKit breaks without saying how)\n"
            ),
            "\(result.output)")
        #expect(
            result.output.contains(
                "  UIView (0x7fa100002300) width 128 → any value from 110 to 150, each as good as the others")
        )
        #expect(!result.output.contains("no other recorded guide or view moves"))
        let json = try CLI.run([
            "why", "--json", CLI.fixture("tie-after-change.json"), "tail", "--deactivate", "4",
        ])
        let object = try #require(
            JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let own = try #require(object["guideValues"] as? [[String: Any]])
        let left = try #require(own.first { $0["attribute"] as? String == "left" })
        let tie = try #require(left["tie"] as? [String: Double])
        expectEqual(tie, ["lower": 142, "upper": 182])
        let changes = try #require(object["changes"] as? [[String: Any]])
        #expect(changes.first?["constraint"] as? Int == 4 && changes.first?["deactivate"] as? Bool == true)
    }

    // autoresizing-in-placed-card.json, on paper. The card is placed by constraints: top
    // 100.25 under the root (constraint 11 of the answer), left 20. The banner's frame is set in
    // code (its mask, minY 6.5, height 40) in the card's coordinates: window y 106.75, bottom
    // 146.75; the badge 8 under it, 154.75. Move the card down 12 (constraint 11 to 112.25): the
    // banner moves with it to 118.75, the badge to 166.75.

    @Test(
        "autoresizing-in-placed-card: moving the card moves its autoresizing banner and the badge on it by as much"
    )
    func autoresizingFollowsSuperview() throws {
        let placement = try Self.placement("autoresizing-in-placed-card.json", guide: "badge")
        expectEqual(placement.frameInWindow.minY, 154.75)
        let card = try #require(
            placement.constraints.first {
                $0.description.contains(".top == UIView:0x7fa100003100.top + 100.25")
            })
        let vertical = try Self.axis(placement, .vertical)
        guard case .fixed(let numbers) = vertical.positionDecision else {
            Issue.record("the badge's top: \(vertical.positionDecision)")
            return
        }
        #expect(numbers.contains(card.number), "the card's top fixes the badge's too: \(numbers)")
        let result = try CLI.run([
            "why", CLI.fixture("autoresizing-in-placed-card.json"), "badge", "--set", "\(card.number)=112.25",
        ])
        expectEqual(result.status, 0, "\(result.errors)")
        #expect(result.output.contains("  badge top 154.75 → 166.75 (+12)\n"), "\(result.output)")
        #expect(result.output.contains("Banner (0x7fa100003300) top 106.75 → 118.75 (+12)\n"))
        #expect(result.output.contains("top 100.25 → 112.25 (+12)\n"))
    }

    @Test("Why.md's example of an answer read from the solved layout is what the command prints")
    func exampleInWhyPage() throws {
        let block = try DocumentationText.block(
            after: "<!-- why-solved-example", in: try DocumentationText.read("Documentation/Why.md"))
        let command = "$ guidelens why loser-named.json badge\n"
        try #require(block.hasPrefix(command))
        let result = try CLI.run(["why", CLI.fixture("loser-named.json"), "badge"])
        expectEqual(result.status, 0)
        expectEqual(
            DocumentationText.mismatch(inExcerpt: String(block.dropFirst(command.count)), of: result.output),
            nil)
    }

    // deep-chain.json, on paper. tag.leading = v1.trailing + 4; v1, v2, v3 30 wide, each 8 after the
    // next; v3 8 after Deep, whose own record pins its leading 10 into the root (at 5.5) and its
    // width to 60.25: 15.5 + 60.25 + 3 × (8 + 30) + 4 = 193.75. Those last two constraints are four
    // views along, beyond the three steps the answer lists, yet they fix the leading edge: the
    // answer names them as constraints 12 and 13, listed after the others.

    @Test(
        "deep-chain: what fixes the edge four views along is named, and listed after the answer's constraints"
    )
    func constraintsBeyondTheList() throws {
        let placement = try Self.placement("deep-chain.json", guide: "tag")
        expectEqual(placement.frameInWindow.minX, 193.75)
        let horizontal = try Self.axis(placement, .horizontal)
        guard case .fixed(let numbers) = horizontal.positionDecision else {
            Issue.record("the tag's leading: \(horizontal.positionDecision)")
            return
        }
        expectEqual(numbers, [1, 6, 7, 8, 9, 10, 11, 12, 13])
        let appended = placement.constraints.filter { $0.number >= 12 }
        expectEqual(appended.map(\.number), [12, 13])
        #expect(
            appended.allSatisfy {
                $0.source == .view(ObjectAddress(0x7fa1_0000_4500)) && $0.axis == .horizontal
            })
        #expect(appended.map { $0.read?.constant } == [10, 60.25])
        expectEqual(placement.constraints.map(\.number), Array(1...placement.constraints.count))
        #expect(PlacementText.text(placement).contains("  13. [horizontal, UILabel 0x7fa100004500's] "))
    }

    // autoresizing-in-scrolled-card.json, on paper: the card of the last snapshot made a scroll
    // view at (20, 100.25), scrolled by (12.25, 40.5), so its content starts at (7.75, 59.75); the
    // banner 8 and 6.5 into it is at (15.75, 66.25), its bottom 106.25, the badge 8 under it at
    // 114.25. Move the card down 12 (its top to 112.25): banner 78.25, badge 126.25.

    @Test(
        "autoresizing-in-scrolled-card: a scrolled superview's bounds origin counts back from its solved position, on each axis"
    )
    func autoresizingInScrolledSuperview() throws {
        let recomputed = LayoutModel(
            try HandWrittenSnapshotTests.snapshot("autoresizing-in-scrolled-card.json")
        )
        .recompute()
        #expect(recomputed.mismatches.isEmpty, "\(recomputed.mismatches)")
        let banner = recomputed.checks.filter {
            $0.address == ObjectAddress(0x7fa1_0000_8300) && $0.role == .start
        }
        expectEqual(banner.map(\.computed), [15.75, 66.25])
        let placement = try Self.placement("autoresizing-in-scrolled-card.json", guide: "badge")
        let card = try #require(
            placement.constraints.first {
                $0.description.contains(".top == UIView:0x7fa100008100.top + 100.25")
            })
        let result = try CLI.run([
            "why", CLI.fixture("autoresizing-in-scrolled-card.json"), "badge", "--set",
            "\(card.number)=112.25",
        ])
        #expect(result.output.contains("  badge top 114.25 → 126.25 (+12)\n"), "\(result.output)")
        #expect(result.output.contains("  badge left unchanged (15.75)\n"))
    }
}
