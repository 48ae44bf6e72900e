import Foundation
import Testing

@testable @_spi(Engine) import GuideLensCore

/// The fixes `explain --fix` offers: found by search, each solved again, on the app's side only,
/// UIKit's own recovery first; worked out by hand on logs with fractional constants.
@Suite("explain --fix: checked fixes, the app's side only, UIKit's recovery first")
struct ConflictFixTests {
    static func fixes(_ items: [String], broken: String? = nil) -> (fixes: [ConflictFix], conflict: Conflict)
    {
        let conflict = ConstraintLog.parse(PastedLogTests.report(items, broken: broken)).conflicts[0]
        return (ConflictFix.search(conflict, arithmetic: ConflictArithmetic(conflict: conflict)), conflict)
    }

    @Test(
        "a view a stack view hides: the broken padding at 999 first, the other padding next, UIKit's zero never"
    )
    func collapsed() {
        let bottom =
            "<NSLayoutConstraint:0x600002 UILabel:0x7f01.bottom == UIView:0x7f02.bottom - 8.5   (active)>"
        let (fixes, _) = Self.fixes(
            [
                "<NSLayoutConstraint:0x600001 UILabel:0x7f01.top == UIView:0x7f02.top + 8.5   (active)>",
                bottom,
                "<NSLayoutConstraint:0x600003 'UISV-hiding' UIView:0x7f02.height == 0   (active)>",
            ], broken: bottom)
        // 8.5 + 8.5 = 17 against 0: a padding turned round (8.5 to −8.5) is no fix, and the
        // hiding constraint is UIKit's.
        expectEqual(
            fixes,
            [
                ConflictFix(change: .priority(constraint: 1, to: 999), effect: .keepsUIKitsLayout),
                ConflictFix(change: .priority(constraint: 0, to: 999), effect: .changesTheLayout),
            ])
    }

    @Test(
        "a table cell's label 12 + 24 + 12 = 48 in a cell UIKit makes 44.5 high: the fix is on the cell's own bottom, never UIKit's height"
    )
    func cellHeight() {
        let bottom =
            "<NSLayoutConstraint:0x600003 UILabel:0x7f01.bottom == UITableViewCellContentView:0x7f02.bottom - 12   (active)>"
        let (fixes, conflict) = Self.fixes(
            [
                "<NSLayoutConstraint:0x600001 UILabel:0x7f01.top == UITableViewCellContentView:0x7f02.top + 12   (active)>",
                "<NSLayoutConstraint:0x600002 UILabel:0x7f01.height == 24   (active)>", bottom,
                "<NSLayoutConstraint:0x600004 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f02.height == 44.5   (active)>",
            ], broken: bottom)
        // 48 is 3.5 more than 44.5: the cell's bottom (UIKit broke it) at 999 first, keeping the
        // layout UIKit shows; then the label's height and top at 999; then each constant 3.5 less
        // (top 8.5, height 20.5, bottom −8.5, the last where UIKit's recovery already puts it).
        // UIKit's 44.5 is never the one changed.
        let expected: [ConflictFix] = [
            ConflictFix(change: .priority(constraint: 2, to: 999), effect: .keepsUIKitsLayout),
            ConflictFix(change: .priority(constraint: 1, to: 999), effect: .changesTheLayout),
            ConflictFix(change: .priority(constraint: 0, to: 999), effect: .changesTheLayout),
            ConflictFix(change: .constant(constraint: 0, from: 12, to: 8.5), effect: .changesTheLayout),
            ConflictFix(change: .constant(constraint: 1, from: 24, to: 20.5), effect: .changesTheLayout),
            ConflictFix(change: .constant(constraint: 2, from: -12, to: -8.5), effect: .keepsUIKitsLayout),
        ]
        expectEqual(fixes, expected)
        #expect(
            fixes[0].code(conflict: conflict)
                == "/* UILabel(0x7f01).bottom == UITableViewCellContentView(0x7f02).bottom - 12 */ "
                + "constraint.priority = UILayoutPriority(999)")
        expectEqual(
            fixes[3].code(conflict: conflict, objectiveC: true),
            "/* UILabel(0x7f01).top == UITableViewCellContentView(0x7f02).top + 12 */ constraint.constant = 8.5;"
        )
    }

    @Test("two heights: each made optional, each constant changed to the other's, the broken one first")
    func twoHeights() throws {
        let first = "<NSLayoutConstraint:0x600001 UIView:0x7f02.height == 200.5   (active)>"
        let (fixes, conflict) = Self.fixes(
            [first, "<NSLayoutConstraint:0x600002 UIView:0x7f02.height == 84.25   (active)>"], broken: first)
        expectEqual(
            fixes.first, ConflictFix(change: .priority(constraint: 0, to: 999), effect: .keepsUIKitsLayout))
        #expect(
            fixes.contains(ConflictFix(change: .priority(constraint: 1, to: 999), effect: .changesTheLayout)))
        #expect(
            fixes.contains(
                ConflictFix(
                    change: .constant(constraint: 1, from: 84.25, to: 200.5), effect: .changesTheLayout)))
        #expect(
            fixes.contains(
                ConflictFix(
                    change: .constant(constraint: 0, from: 200.5, to: 84.25), effect: .keepsUIKitsLayout)))
        // UIKit broke constraint 1 (200.5): the view is 84.25 high today, what the new constant asks.
        let kept = try #require(fixes.first { $0.change == .constant(constraint: 0, from: 200.5, to: 84.25) })
        expectEqual(
            kept.effectText(conflict: conflict, numbers: ConflictExplanation.listNumbers(conflict)),
            "UIKit broke this constraint to recover: at 84.25 it holds in the layout UIKit shows today, and the log goes"
        )
        expectEqual(fixes.count, 4)
        let numbers = ConflictExplanation.listNumbers(conflict)
        expectEqual(
            fixes[0].summary(numbers: numbers, conflict: conflict), "lower constraint 1 to priority 999")
        expectEqual(
            fixes[0].code(conflict: conflict),
            "/* UIView(0x7f02).height == 200.5 */ constraint.priority = UILayoutPriority(999)")
        #expect(fixes[0].code(conflict: conflict, objectiveC: true).hasSuffix("constraint.priority = 999;"))
    }

    @Test(
        "SnapKit's file#line names the constraint a fix edits, beside an identifier; without one, the equation"
    )
    func snapKitLocation() throws {
        let made = "<SnapKit.LayoutConstraint:0x281a989c0@CardView.swift#42 UIView:0x7f02.height == 200.5>"
        let named =
            "<SnapKit.LayoutConstraint:0x281a989d0@CardView.swift#43 'cardHeight' UIView:0x7f02.height == 84.25>"
        let (fixes, conflict) = Self.fixes([made, named], broken: made)
        expectEqual(conflict.weighed.map(\.madeAt), ["CardView.swift#42", "CardView.swift#43"])
        expectEqual(conflict.weighed.map(\.identifier), [nil, "cardHeight"])
        let first = try #require(fixes.first { $0.change == .priority(constraint: 0, to: 999) })
        expectEqual(
            first.code(conflict: conflict),
            "/* the constraint made at CardView.swift#42 */ constraint.priority = UILayoutPriority(999)")
        expectEqual(
            first.code(conflict: conflict, objectiveC: true),
            "/* the constraint made at CardView.swift#42 */ constraint.priority = 999;")
        let second = try #require(fixes.first { $0.change == .priority(constraint: 1, to: 999) })
        expectEqual(
            second.code(conflict: conflict),
            "/* 'cardHeight' at CardView.swift#43 */ constraint.priority = UILayoutPriority(999)")
        expectEqual(
            second.code(conflict: conflict, objectiveC: true),
            "/* the constraint 'cardHeight' at CardView.swift#43 */ constraint.priority = 999;")
        // A bare `@` names nothing; a constraint without one is named by its equation.
        let bare = "<SnapKit.LayoutConstraint:0x281a989e0@ UIView:0x7f02.width == 10.5>"
        let plain = "<NSLayoutConstraint:0x600002 UIView:0x7f02.width == 20.25   (active)>"
        let (widthFixes, widths) = Self.fixes([bare, plain], broken: plain)
        expectEqual(widths.weighed.map(\.madeAt), [nil, nil])
        let code = try #require(widthFixes.first).code(conflict: widths)
        expectEqual(code, "/* UIView(0x7f02).width == 20.25 */ constraint.priority = UILayoutPriority(999)")
    }

    @Test("a centre at 50.5 but 10.5 + ½ × 100.25 = 60.625: each constant changed by what its share misses")
    func halfShare() {
        let centre =
            "<NSLayoutConstraint:0x600003 UIView:0x7f02.centerX == UIView:0x7f01.leading + 50.5   (active)>"
        let (fixes, _) = Self.fixes(
            [
                "<NSLayoutConstraint:0x600001 UIView:0x7f02.leading == UIView:0x7f01.leading + 10.5   (active)>",
                "<NSLayoutConstraint:0x600002 UIView:0x7f02.width == 100.25   (active)>", centre,
            ], broken: centre)
        // The width enters the centre by half: 10.5 + ½ × w = 50.5 makes it 80; the leading
        // 50.5 − 50.125 = 0.375; the centre 60.625, where UIKit's recovery (the centre broken)
        // already puts it.
        for (index, from, to) in [(1, 100.25, 80.0), (0, 10.5, 0.375), (2, 50.5, 60.625)] {
            let effect: ConflictFix.Effect = index == 2 ? .keepsUIKitsLayout : .changesTheLayout
            #expect(
                fixes.contains(
                    ConflictFix(change: .constant(constraint: index, from: from, to: to), effect: effect)),
                "\(fixes)")
        }
        expectEqual(
            fixes.first, ConflictFix(change: .priority(constraint: 2, to: 999), effect: .keepsUIKitsLayout))
    }

    @Test(
        "three heights: no single change lets the other two hold, so pairs: UIKit's broken one with another first"
    )
    func noSingleChange() {
        let (fixes, conflict) = Self.fixes([
            "<NSLayoutConstraint:0x600001 UIView:0x7f02.height == 100.5   (active)>",
            "<NSLayoutConstraint:0x600002 UIView:0x7f02.height == 200.25   (active)>",
            "<NSLayoutConstraint:0x600003 UIView:0x7f02.height == 300.75   (active)>",
        ])
        // UIKit broke the third (300.75). Any one made 999 or set to another's constant leaves two
        // that differ. Two together: two made 999 (the third holds); one made 999 and one of the
        // other two set to the last one's constant; or two constants set to the third's, where
        // the arithmetic of the first change names them (100.5 twice, 200.25 twice). The broken
        // one's 999 first (half of UIKit's own recovery), then fewer constants, in the order found.
        func priority(_ index: Int) -> ConflictFix.Change { .priority(constraint: index, to: 999) }
        func constant(_ index: Int, _ from: Double, _ to: Double) -> ConflictFix.Change {
            .constant(constraint: index, from: from, to: to)
        }
        let expected: [[ConflictFix.Change]] = [
            [priority(2), priority(0)], [priority(2), priority(1)],
            [priority(2), constant(1, 200.25, 100.5)], [priority(2), constant(0, 100.5, 200.25)],
            [priority(0), priority(1)],
            [priority(0), constant(2, 300.75, 200.25)], [priority(0), constant(1, 200.25, 300.75)],
            [priority(1), constant(2, 300.75, 100.5)], [priority(1), constant(0, 100.5, 300.75)],
            [constant(1, 200.25, 100.5), constant(2, 300.75, 100.5)],
            [constant(0, 100.5, 200.25), constant(2, 300.75, 200.25)],
        ]
        expectEqual(fixes.map(\.changes), expected, "\(fixes)")
        #expect(fixes.allSatisfy { $0.effect == .changesTheLayout && $0.resolves(conflict) })
        // Each half alone leaves a conflict.
        #expect(
            fixes.allSatisfy { fix in
                fix.changes.allSatisfy {
                    !ConflictFix(change: $0, effect: .changesTheLayout).resolves(conflict)
                }
            })
        let numbers = ConflictExplanation.listNumbers(conflict)
        expectEqual(
            fixes[0].summary(numbers: numbers, conflict: conflict),
            "lower constraint 3 to priority 999, and lower constraint 1 to priority 999")
        #expect(
            fixes[0].effectText(conflict: conflict, numbers: numbers)
                == "UIKit broke constraint 3 to recover; with the other change too, every listed required "
                + "constraint holds: a layout UIKit did not show")
        expectEqual(
            fixes[4].effectText(conflict: conflict, numbers: numbers),
            "together, every listed required constraint holds: a layout UIKit did not show")
        #expect(
            fixes[9].code(conflict: conflict)
                == "/* UIView(0x7f02).height == 200.25 */ constraint.constant = 100.5\n"
                + "/* UIView(0x7f02).height == 300.75 */ constraint.constant = 100.5")
        let text = ConflictExplanation.fixesText(fixes, conflict: conflict, numbers: numbers, reduced: true)
        let firstLines: String =
            "  Fixes (no single change resolves it; two together, each pair solved again: every listed "
            + "required constraint then holds):\n    1. lower constraint 3 to priority 999, and lower "
            + "constraint 1 to priority 999: UIKit broke constraint 3 to recover; with the other change "
            + "too, every listed required constraint holds: a layout UIKit did not show.\n"
            + "       /* UIView(0x7f02).height == 300.75 */ constraint.priority = UILayoutPriority(999)\n"
            + "       /* UIView(0x7f02).height == 100.5 */ constraint.priority = UILayoutPriority(999)\n"
        #expect(text.hasPrefix(firstLines), "\(text)")
    }

    @Test(
        "two conflicts in one report: 4 × 5 pairs, the first 12 found listed (UIKit's broken width first), and said"
    )
    func twoConflicts() {
        let a = "UIView:0x7f0000000100"
        let b = "UIView:0x7f0000000200"
        let width = "<NSLayoutConstraint:0x600000000010 \(a).width == 10.5   (active)>"
        let items = [
            width, "<NSLayoutConstraint:0x600000000020 \(a).width == 11.5   (active)>",
            "<NSLayoutConstraint:0x600000000030 \(a).height == 20.25   (active)>",
            "<NSLayoutConstraint:0x600000000040 \(a).height == \(b).height   (active)>",
            "<NSLayoutConstraint:0x600000000050 \(b).height == 21.25   (active)>",
        ]
        let (fixes, conflict) = Self.fixes(items, broken: width)
        // The widths: 1 (broken) or 2 at 999, 10.5 → 11.5 or 11.5 → 10.5. The heights: any of 3,
        // 4, 5 at 999, 20.25 → 21.25 or 21.25 → 20.25. Every pair of one each resolves it (20);
        // the search stops at 12, the broken width's 999 with each of the heights' 5 first.
        let arithmetic = ConflictArithmetic(conflict: conflict)
        let search = ConflictFix.pairs(conflict, arithmetic: arithmetic)
        #expect(search.isFull && !search.isCut && search.fixes == fixes && fixes.count == 12)
        #expect(fixes.prefix(5).allSatisfy { $0.change == .priority(constraint: 0, to: 999) })
        let heights = fixes.prefix(5).compactMap(\.second)
        #expect(heights.count == 5 && Set(heights).count == 5)
        #expect(
            heights.allSatisfy { change in
                switch change {
                case .priority(let index, _): (2...4).contains(index)
                case .constant(let index, _, _): index == 2 || index == 4
                case .stopTranslatingMask: false
                }
            })
        #expect(fixes.allSatisfy { $0.resolves(conflict) })
        // All of them, when the list is long enough; one short of the limit is not full.
        let all = ConflictFix.pairs(conflict, arithmetic: arithmetic, listed: 100)
        #expect(all.fixes.count == 20 && !all.isFull)
        #expect(!ConflictFix.pairs(conflict, arithmetic: arithmetic, listed: 21).isFull)
        #expect(ConflictFix.pairs(conflict, arithmetic: arithmetic, listed: 20).isFull)
        let numbers = ConflictExplanation.listNumbers(conflict)
        let text = ConflictExplanation.fixesText(
            fixes, conflict: conflict, numbers: numbers, reduced: true, pairsFull: true)
        let stopped = "    The search stopped at the first 12 pairs found; other pairs may resolve it too.\n"
        #expect(text.hasSuffix(stopped), "\(text)")
        var explanation = ConflictExplanation(
            log: ConstraintLog.parse(PastedLogTests.report(items, broken: width)))
        explanation.includesFixes = true
        #expect(explanation.text.contains(stopped))
        let json = explanation.json
        #expect(json.contains("\"pairsListed\" : 12") && !json.contains("pairsCut"), "\(json)")
        #expect(json.contains("\"second\" : {"))
    }

    @Test(
        "pairs ranked, not as found: UIKit's broken height's pairs, then fewer constants; never UIKit's own constraint"
    )
    func pairsRanked() {
        let a = "UIView:0x7f0000000100"
        let b = "UIView:0x7f0000000200"
        let broken = "<NSLayoutConstraint:0x600000000050 \(b).height == 21.25   (active)>"
        let items = [
            "<NSLayoutConstraint:0x600000000010 \(a).width == 10.5   (active)>",
            "<NSLayoutConstraint:0x600000000020 \(a).width == 11.5   (active)>",
            "<NSLayoutConstraint:0x600000000030 \(a).height == 20.25   (active)>",
            "<NSLayoutConstraint:0x600000000040 \(a).height == \(b).height   (active)>", broken,
        ]
        let (_, conflict) = Self.fixes(items, broken: broken)
        let all = ConflictFix.pairs(conflict, arithmetic: ConflictArithmetic(conflict: conflict), listed: 100)
        // The broken height at 999 with each of the widths' 4 first; then the rest, priorities
        // before constants: the widths' 999s with the heights' 999s are found after a width's 999
        // with the heights' constants, and still come first.
        func key(_ fix: ConflictFix) -> [Int] {
            let keepsBroken = fix.changes.contains(.priority(constraint: 4, to: 999))
            let constants = fix.changes.filter {
                if case .constant = $0 { return true }
                return false
            }.count
            return [keepsBroken ? 0 : 1, constants]
        }
        let keys = all.fixes.map(key)
        expectEqual(all.fixes.count, 20)
        #expect(keys == keys.sorted { $0.lexicographicallyPrecedes($1) }, "\(keys)")
        #expect(keys.prefix(4).allSatisfy { $0[0] == 0 } && keys.dropFirst(4).allSatisfy { $0[0] == 1 })
    }

    @Test(
        "a stack view's hiding height broken with two heights of the app's: pairs of the app's two, UIKit's never"
    )
    func uikitsBrokenInPairs() {
        let hiding = "<NSLayoutConstraint:0x600003 'UISV-hiding' UIView:0x7f02.height == 0   (active)>"
        let (fixes, _) = Self.fixes(
            [
                "<NSLayoutConstraint:0x600001 UIView:0x7f02.height == 100.5   (active)>",
                "<NSLayoutConstraint:0x600002 UIView:0x7f02.height == 200.25   (active)>", hiding,
            ], broken: hiding)
        // UIKit broke its own 0: either of the app's heights at 999 leaves the other against it.
        // Together: both at 999 (UIKit's 0 holds), or one at 999 and the other's constant set to
        // UIKit's 0. UIKit's constraint is never one of the two.
        let expected: [ConflictFix] = [
            ConflictFix(
                change: .priority(constraint: 0, to: 999), effect: .changesTheLayout,
                second: .priority(constraint: 1, to: 999)),
            ConflictFix(
                change: .priority(constraint: 0, to: 999), effect: .changesTheLayout,
                second: .constant(constraint: 1, from: 200.25, to: 0)),
            ConflictFix(
                change: .priority(constraint: 1, to: 999), effect: .changesTheLayout,
                second: .constant(constraint: 0, from: 100.5, to: 0)),
        ]
        expectEqual(fixes, expected, "\(fixes)")
    }

    @Test("a log whose constraints hold: no fix searched, and the text says why")
    func noneSearched() {
        let (_, conflict) = Self.fixes([
            "<NSLayoutConstraint:0x600001 UIView:0x7f02.height == 100.5   (active)>",
            "<NSLayoutConstraint:0x600002 UIView:0x7f02.width == 200.25   (active)>",
        ])
        expectEqual(
            ConflictExplanation.fixesText(
                [], conflict: conflict, numbers: ConflictExplanation.listNumbers(conflict), reduced: false),
            "  Fixes: none searched: the arithmetic found no conflict among the constraints it read.\n")
    }

    @Test("the limits Explain.md gives are the code's: 12 pairs listed, 40 first changes")
    func documentedLimits() throws {
        let page = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .deletingLastPathComponent()
                .deletingLastPathComponent().deletingLastPathComponent()
                .appendingPathComponent("Documentation/Explain.md"), encoding: .utf8
        ).replacingOccurrences(of: "\n", with: " ")
        let listed = page.contains("stops at the first \(ConflictFix.pairListLimit) pairs found")
        #expect(listed, "Explain.md gives another limit than \(ConflictFix.pairListLimit) pairs")
        let firsts = page.contains("past \(ConflictFix.pairFirstLimit) first changes")
        #expect(firsts, "Explain.md gives another limit than \(ConflictFix.pairFirstLimit) first changes")
    }

    @Test(
        "pairs: the search stops at its limit of first changes and says so; nothing found says nor two together"
    )
    func pairLimit() {
        let (_, conflict) = Self.fixes([
            "<NSLayoutConstraint:0x600001 UIView:0x7f02.height == 100.5   (active)>",
            "<NSLayoutConstraint:0x600002 UIView:0x7f02.height == 200.25   (active)>",
            "<NSLayoutConstraint:0x600003 UIView:0x7f02.height == 300.75   (active)>",
        ])
        let arithmetic = ConflictArithmetic(conflict: conflict)
        // The first change tried is the broken one's 999; with one first change, its four pairs.
        let one = ConflictFix.pairs(conflict, arithmetic: arithmetic, limit: 1)
        #expect(one.isCut && one.fixes.count == 4)
        let none = ConflictFix.pairs(conflict, arithmetic: arithmetic, limit: 0)
        #expect(none.isCut && none.fixes.isEmpty)
        #expect(!ConflictFix.pairs(conflict, arithmetic: arithmetic).isCut)
        let numbers = ConflictExplanation.listNumbers(conflict)
        #expect(
            ConflictExplanation.fixesText(
                [], conflict: conflict, numbers: numbers, reduced: true, pairsCut: true)
                == "  Fixes: no single change on the app's side resolves it, and none of the pairs tried (after "
                + "\(ConflictFix.pairFirstLimit) first changes the search stops) does.\n")
        #expect(
            ConflictExplanation.fixesText([], conflict: conflict, numbers: numbers, reduced: true)
                == "  Fixes: no single change on the app's side resolves it, nor two together (the constraints "
                + "involved are UIKit's, or each change leaves another conflict).\n")
    }

    @Test(
        "an autoresizing view: the app's width at 999 first, then the mask no longer translated; the mask's constraint never"
    )
    func autoresizing() {
        let width = "<NSLayoutConstraint:0x600002 UIButton:0x7f01.width == 50.25   (active)>"
        let (fixes, conflict) = Self.fixes(
            [
                "<NSAutoresizingMaskLayoutConstraint:0x600001 h=--& v=--& UIButton:0x7f01.width == 100.5   (active)>",
                width,
            ], broken: width)
        let mask = ConflictFix(
            change: .stopTranslatingMask(view: conflict.weighed[0].first.item, constraints: [0]),
            effect: .changesTheLayout)
        #expect(
            fixes == [
                ConflictFix(change: .priority(constraint: 1, to: 999), effect: .keepsUIKitsLayout),
                // The width UIKit broke, at the mask's 100.5: the layout UIKit shows today.
                ConflictFix(
                    change: .constant(constraint: 1, from: 50.25, to: 100.5), effect: .keepsUIKitsLayout),
                mask,
            ])
        #expect(
            mask.code(conflict: conflict).hasSuffix("view.translatesAutoresizingMaskIntoConstraints = false"))
        #expect(
            mask.code(conflict: conflict, objectiveC: true).hasSuffix(
                "view.translatesAutoresizingMaskIntoConstraints = NO;"))
    }

    @Test(
        "the JSON names a fix's constraints by the list's numbers, the second change's too, as the text does")
    func jsonNumbers() throws {
        let items = [
            "<NSLayoutConstraint:0x600001 UIView:0x7f02.height == 100.5   (active)>",
            "<NSLayoutConstraint:0x600002 UIView:0x7f02.height == 200.25   (active)>",
            "<NSLayoutConstraint:0x600003 UIView:0x7f02.height == 300.75   (active)>",
        ]
        var explanation = ConflictExplanation(log: ConstraintLog.parse(PastedLogTests.report(items)))
        explanation.includesFixes = true
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(explanation.json.utf8)) as? [String: Any])
        let conflict = try #require((object["conflicts"] as? [[String: Any]])?.first)
        let first = try #require((conflict["fixes"] as? [[String: Any]])?.first)
        // The text's fix 1: "lower constraint 3 to priority 999, and lower constraint 1 to priority 999".
        #expect(first["change"] as? String == "priority" && first["constraint"] as? Int == 3)
        let second = try #require(first["second"] as? [String: Any])
        #expect(second["change"] as? String == "priority" && second["constraint"] as? Int == 1)
        expectEqual(second["to"] as? Double, 999)
    }

    @Test(
        "an autoresizing view's mask in a conflict its removal leaves: no single fix stops translating it; a pair does with a 999"
    )
    func maskThatDoesNotResolve() {
        let mask =
            "<NSAutoresizingMaskLayoutConstraint:0x600001 h=--& v=--& UIView:0x7f02.height == 100.5   (active)>"
        let (fixes, conflict) = Self.fixes([
            mask, "<NSLayoutConstraint:0x600002 UIView:0x7f02.height == 200.25   (active)>",
            "<NSLayoutConstraint:0x600003 UIView:0x7f02.height == 300.75   (active)>",
        ])
        // Without the mask, 200.25 and 300.75 still fight: stopping the mask alone is no fix, and
        // is never checked against the mask's own constraints alone.
        let stop = ConflictFix.Change.stopTranslatingMask(
            view: conflict.weighed[0].first.item, constraints: [0])
        #expect(!ConflictFix(change: stop, effect: .changesTheLayout).resolves(conflict))
        #expect(fixes.allSatisfy { $0.second != nil }, "\(fixes)")
        // With one of the app's heights at 999 as well, the other holds alone.
        #expect(
            fixes.contains(
                ConflictFix(
                    change: .priority(constraint: 2, to: 999), effect: .changesTheLayout, second: stop)),
            "\(fixes)")
        #expect(fixes.allSatisfy { $0.resolves(conflict) })
    }

    @Test("a failing test's first fix of a pair: both lines to write, each under the fix")
    func failureFirstPair() {
        let log = ConstraintLog.parse(
            PastedLogTests.report([
                "<NSLayoutConstraint:0x600001 UIView:0x7f02.height == 100.5   (active)>",
                "<NSLayoutConstraint:0x600002 UIView:0x7f02.height == 200.25   (active)>",
                "<NSLayoutConstraint:0x600003 UIView:0x7f02.height == 300.75   (active)>",
            ]))
        // Typed apart from the expectation: a chain of `+` inside `#expect(… .contains(…))` took the
        // type checker 13 s.
        let pair: String =
            "  Conflict 1: lower constraint 3 to priority 999, and lower constraint 1 to priority 999: UIKit "
            + "broke constraint 3 to recover; with the other change too, every listed required constraint "
            + "holds: a layout UIKit did not show.\n"
            + "    /* UIView(0x7f02).height == 300.75 */ constraint.priority = UILayoutPriority(999)\n"
            + "    /* UIView(0x7f02).height == 100.5 */ constraint.priority = UILayoutPriority(999)\n"
        let fixes = ConflictFailure.firstFixes(log)
        #expect(fixes.contains(pair), "\(fixes)")
    }

    @Test("a conflict of UIKit's constraints alone has no fix on the app's side, and says so")
    func uikitsAlone() {
        let log = PastedLogTests.report([
            "<NSLayoutConstraint:0x600001 'UIView-Encapsulated-Layout-Height' UIView:0x7f02.height == 44.5   (active)>",
            "<NSLayoutConstraint:0x600002 'UISV-hiding' UIView:0x7f02.height == 0   (active)>",
        ])
        var explanation = ConflictExplanation(log: ConstraintLog.parse(log))
        explanation.includesFixes = true
        #expect(
            explanation.text.contains("Fixes: no single change on the app's side resolves it"),
            "\(explanation.text)")
        #expect(
            explanation.json.description.contains("\"fixes\" : [\n\n      ]")
                || explanation.json.description.contains("\"fixes\" : []"))
    }

    @Test("the text and JSON of the fixes, only when asked")
    func textAndJSON() {
        let first = "<NSLayoutConstraint:0x600001 'cardHeight' UIView:0x7f02.height == 200.5   (active)>"
        let log = PastedLogTests.report(
            [first, "<NSLayoutConstraint:0x600002 UIView:0x7f02.height == 84.25   (active)>"], broken: first)
        var explanation = ConflictExplanation(log: ConstraintLog.parse(log))
        #expect(!explanation.text.contains("Fixes"))
        explanation.includesFixes = true
        let text = explanation.text
        #expect(
            text.contains(
                "    1. lower constraint 1 to priority 999: UIKit broke this constraint to recover: at 999 it keeps "
                    + "the layout UIKit shows today and silences the log.\n"
                    + "       /* 'cardHeight' */ constraint.priority = UILayoutPriority(999)\n"), "\(text)")
        let json = explanation.json.description
        #expect(json.contains("\"change\" : \"priority\""), "\(json)")
        #expect(json.contains("\"effect\" : \"keepsUIKitsLayout\""))
        #expect(json.contains("\"to\" : 200.5"))
    }
}
