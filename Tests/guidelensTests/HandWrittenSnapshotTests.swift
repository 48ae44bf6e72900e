import Foundation
import Testing

@testable @_spi(Engine) import GuideLensCore

/// Snapshots written by hand, not by the scenes the engine was built against, with their answers
/// worked out on paper: a right-to-left badge half as wide as the label it follows, and a view
/// whose width two constraints at one priority pull apart.
@Suite("Hand-written snapshots answer as worked out on paper")
struct HandWrittenSnapshotTests {
    static func snapshot(_ name: String) throws -> Snapshot {
        try Snapshot(json: Data(contentsOf: URL(fileURLWithPath: CLI.fixture(name))))
    }

    static func placement(_ name: String, guide: String) throws -> GuidePlacement {
        let tracer = PlacementTracer(try snapshot(name))
        guard case .found(let match) = GuideLookup(tracer).find(guide) else {
            Issue.record("\(name): no guide \(guide)")
            throw CancellationError()
        }
        return tracer.placement(of: match)
    }

    static func lines(_ placement: GuidePlacement, _ axis: LayoutAxis) -> [String] {
        placement.axes.first { $0.axis == axis }?.lines.map(\.text) ?? []
    }

    // rtl-badge.json: the card is at x 20.5 in a right-to-left root, 300 wide (right edge 320.5).
    // Label: leading (right) 12.25 in from the card's: 320.5 − 12.25 = 308.25; its intrinsic
    // width 90.5 puts its left at 217.75. Badge: its leading (right) edge 8 past the label's
    // trailing (left) edge, 217.75 − 8 = 209.75; half the label's width, 45.25; left 164.5.
    // Vertically: the card's top 100.25 + 10.5 = 110.75, the label's 20.5 high.

    @Test("rtl-badge: the badge's right edge and width come from the label's intrinsic width, not a loop")
    func rightToLeftBadge() throws {
        let placement = try Self.placement("rtl-badge.json", guide: "badge")
        expectEqual(placement.frameInWindow, Rect(x: 164.5, y: 110.75, width: 45.25, height: 20.5))
        let horizontal = Self.lines(placement, .horizontal)
        #expect(horizontal.contains("right 209.75 = UILabel 'Sale' left 217.75 − 8 (constraint 3)"))
        #expect(
            horizontal.contains("UILabel 'Sale' right 308.25 = UIView right 320.5 − 12.25 (constraint 2)"))
        #expect(horizontal.contains("width 45.25 = 0.5 × UILabel 'Sale' width 90.5 (constraint 4)"))
        let labelWidth = try #require(horizontal.first { $0.hasPrefix("UILabel 'Sale' width") })
        #expect(labelWidth.hasPrefix("UILabel 'Sale' width 90.5 = its intrinsic width 90.5 (constraint 1)"))
        #expect(!horizontal.contains { $0.contains("a loop") })
        #expect(placement.missing.isEmpty)
        for axis in placement.axes {
            #expect(!axis.notes.contains { if case .differs = $0 { true } else { false } }, "\(axis.axis)")
        }
    }

    @Test("rtl-badge: the record solved again puts the badge and the label where they are")
    func rightToLeftBadgeRecomputed() throws {
        let recomputed = LayoutModel(try Self.snapshot("rtl-badge.json")).recompute()
        #expect(recomputed.mismatches.isEmpty, "\(recomputed.mismatches)")
        #expect(recomputed.items.guides == (1, 1) && recomputed.items.views == (1, 1))
        let values = Dictionary(
            uniqueKeysWithValues: recomputed.checks.map {
                ("\($0.name) \(PlacementText.name($0))", $0.computed)
            })
        for (name, value) in [
            ("badge left", 164.5), ("badge width", 45.25), ("UILabel 'Sale' left", 217.75),
            ("UILabel 'Sale' width", 90.5),
        ] {
            let computed = try #require(values[name] ?? nil, "\(name)")
            #expect(abs(computed - value) < 1e-9, "\(name): \(computed)")
        }
    }

    @Test("rtl-badge: a label 10 points wider moves the badge 10 left and widens it by 5")
    func rightToLeftBadgeWhatIf() throws {
        // 308.25 − 100.5 = 207.75 for the label's left; the badge's right 199.75, width 50.25,
        // left 149.5.
        let result = try CLI.run(["why", CLI.fixture("rtl-badge.json"), "badge", "--set", "1=100.5"])
        expectEqual(result.status, 0, "\(result.errors)")
        #expect(result.output.contains("  badge left 164.5 → 149.5 (−15)\n"))
        #expect(result.output.contains("  badge width 45.25 → 50.25 (+5)\n"))
        #expect(result.output.contains("  badge top unchanged (110.75)\n"))
        #expect(result.output.contains("UILabel 'Sale' (0x7fb63fc06460) left 217.75 → 207.75 (−10)\n"))
    }

    // tied-widths.json: the chip's width is 100 @500 and 140 @500. Any width from 100 to 140
    // misses by 40 in all, so UIKit picks one; it recorded 100. The tail guide 4 past the chip's
    // trailing edge (30.5 + width + 4) can be anywhere from 134.5 to 174.5.

    @Test(
        "tied-widths: the chip's width is the recorded one of the tie, and the answer says the tie leaves it open"
    )
    func tiedWidths() throws {
        let placement = try Self.placement("tied-widths.json", guide: "tail")
        let horizontal = Self.lines(placement, .horizontal)
        let width = try #require(horizontal.first { $0.hasPrefix("UIView (0x7fb63fc06460) width") })
        #expect(
            width.hasPrefix("UIView (0x7fb63fc06460) width 100 is what the priorities below required choose"))
        #expect(
            width.contains("constraint 2 at priority 500 holds it (UIView (0x7fb63fc06460) width 100 = 100)"))
        #expect(
            width.contains(
                "constraint 3 at priority 500 loses, missing by 40 (UIView (0x7fb63fc06460) width 100 = 140)")
        )
        #expect(width.contains("any value from 100 to 140 is as good"))
        #expect(
            horizontal.contains(
                "UIView (0x7fb63fc06460) trailing 130.5 = UIView (0x7fb63fc06460) leading 30.5 + UIView (0x7fb63fc06460) width 100 (constraints 1, 2, 3)"
            ))
        for axis in placement.axes {
            #expect(!axis.notes.contains { if case .differs = $0 { true } else { false } }, "\(axis.axis)")
        }
        // The 140 is not met in the record, but an equally good layout would meet it: the tie, not
        // a constraint, decides its miss. The 100 it met needs no override.
        let others = try #require(placement.axes.first { $0.axis == .horizontal }).others
        #expect(others.first { $0.number == 3 }?.override == .tied)
        #expect(others.first { $0.number == 2 }?.override == nil)
    }

    @Test("tied-widths: --check names the tie, not a missing constraint, for the chip and the guide after it")
    func tiedWidthsChecked() throws {
        let recomputed = LayoutModel(try Self.snapshot("tied-widths.json")).recompute()
        let outcomes = recomputed.mismatches.map { "\($0.name) \(PlacementText.name($0))" }
        expectEqual(outcomes, ["tail left", "UIView (0x7fb63fc06460) width"])
        expectEqual(
            recomputed.mismatches.map(\.outcome),
            [.tied(lower: 134.5, upper: 174.5), .tied(lower: 100, upper: 140)])
        let result = try CLI.run(["why", CLI.fixture("tied-widths.json"), "--check"])
        expectEqual(result.status, 1)
        #expect(
            result.output.contains(
                "  UIView (0x7fb63fc06460) width: constraints below required tie: every value from 100 to 140 is as good "
                    + "(recorded 100)"))
    }

    @Test("Why.md's tie example is what --check prints for tied-widths.json")
    func tieExampleInWhyPage() throws {
        let block = try DocumentationText.block(
            after: "<!-- why-tie-example", in: try DocumentationText.read("Documentation/Why.md"))
        let command = "$ guidelens why tied-widths.json --check\n"
        try #require(block.hasPrefix(command))
        let result = try CLI.run(["why", CLI.fixture("tied-widths.json"), "--check"])
        expectEqual(String(block.dropFirst(command.count)), result.output)
    }

    @Test("tied-widths: one more point of priority decides the tie, and the guide moves 40")
    func tiedWidthsDecided() throws {
        let result = try CLI.run(["why", CLI.fixture("tied-widths.json"), "tail", "--priority", "3=501"])
        expectEqual(result.status, 0, "\(result.errors)")
        #expect(
            result.output.contains(
                "  tail left 134.5 → 174.5 (+40): decided, where the record leaves it undecided\n"))
        #expect(result.output.contains("  UIView (0x7fb63fc06460) width 100 → 140 (+40)\n"))
        // One point less, the other constraint decides: the width the record shows.
        let lower = try CLI.run(["why", CLI.fixture("tied-widths.json"), "tail", "--priority", "3=499"])
        expectEqual(lower.status, 0, "\(lower.errors)")
        #expect(
            lower.output.contains(
                "  tail left decided at 134.5, where UIKit shows it; the record leaves it undecided\n"))
        // A change that leaves the tie: still tied, over the same range.
        let wider = try CLI.run(["why", CLI.fixture("tied-widths.json"), "tail", "--set", "5=30"])
        #expect(
            wider.output.contains(
                "  tail left still any value from 134.5 to 174.5, each as good as the others (a tie UIKit "
                    + "breaks without saying how)\n"))
        #expect(wider.output.contains("  tail width 20 → 30 (+10)\n"))
    }

    // centred-under-banner.json: a card at (40.5, 200.25); in it a banner whose frame is set in
    // code (autoresizing mask h=--& v=--&: minX 12.5, width 300.5, minY 30.25, height 44), so at
    // 53 … 353.5 across and 230.5 … 274.5 down in the window; a caption guide centred under it,
    // half as wide: centre 53 + 150.25 = 203.25, width 150.25, left 203.25 − 75.125 = 128.125;
    // top 274.5 + 6.5 = 281, 20 high.

    @Test("centred-under-banner: the caption's edges go through the banner's autoresizing frame to the card")
    func centredUnderBanner() throws {
        let placement = try Self.placement("centred-under-banner.json", guide: "caption")
        expectEqual(placement.frameInWindow, Rect(x: 128.125, y: 281, width: 150.25, height: 20))
        let horizontal = Self.lines(placement, .horizontal)
        #expect(horizontal.contains("centerX 203.25 = Banner centerX 203.25 (constraint 3)"))
        #expect(
            horizontal.contains(
                "Banner leading 53 = UIView bounds origin x 40.5 + 12.5 (constraint 1: autoresizing mask h=--& v=--&, "
                    + "its frame set in code)"))
        #expect(
            horizontal.contains(
                "leading 128.125 = centerX 203.25 − ½ × width 150.25 (constraints 1, 2, 3, 4)"))
        // What fixes each value reaches through the banner's own constraints, as the trace does.
        let text = PlacementText.text(placement)
        #expect(
            text.contains("  leading: fixed by constraints 1, 2, 3, 4; width: fixed by constraints 2, 4\n"))
        #expect(text.contains("  top: fixed by constraints 5, 6, 7; height: fixed by constraint 8\n"))
        let recomputed = LayoutModel(try Self.snapshot("centred-under-banner.json")).recompute()
        #expect(
            recomputed.mismatches.isEmpty && recomputed.items.guides == (1, 1)
                && recomputed.items.views == (1, 1))
        // A banner 20 wider: its centre moves 10, the caption widens by 10 and its left moves 5.
        let result = try CLI.run([
            "why", CLI.fixture("centred-under-banner.json"), "caption", "--set", "2=320.5",
        ])
        expectEqual(result.status, 0, "\(result.errors)")
        #expect(result.output.contains("  caption left 128.125 → 133.125 (+5)\n"))
        #expect(result.output.contains("  caption width 150.25 → 160.25 (+10)\n"))
    }

    /// The text of a fixture with some of its text replaced.
    static func variant(_ name: String, _ replacements: [(String, String)]) throws -> String {
        var text = try String(contentsOfFile: CLI.fixture(name), encoding: .utf8)
        for (old, new) in replacements {
            try #require(text.contains(old), "\(old)")
            text = text.replacingOccurrences(of: old, with: new)
        }
        return text
    }

    /// Every JSON object in `value`, nested ones included.
    static func objects(in value: Any) -> [[String: Any]] {
        if let object = value as? [String: Any] {
            return [object] + object.values.flatMap { objects(in: $0) }
        }
        if let array = value as? [Any] { return array.flatMap { objects(in: $0) } }
        return []
    }

    @Test("tied-widths, the same range held by required inequalities (≥ 100, ≤ 140): open, not a tie")
    func requiredRangeIsNotATie() throws {
        let text = try Self.variant(
            "tied-widths.json",
            [
                (".width == 100 @500   (active)>\", \"priority\": 500 }", ".width >= 100   (active)>\" }"),
                (".width == 140 @500   (active)>\", \"priority\": 500 }", ".width <= 140   (active)>\" }"),
            ])
        let recomputed = LayoutModel(try Snapshot(json: Data(text.utf8))).recompute()
        let width = try #require(
            recomputed.mismatches.first { $0.name == "UIView (0x7fb63fc06460)" && $0.role == .size })
        expectEqual(width.outcome, .open(lower: 100, upper: 140))
        // And the tie itself, as recorded: the priorities, not the required rows, leave the range.
        let tied = LayoutModel(try Self.snapshot("tied-widths.json")).recompute()
        #expect(tied.mismatches.contains { $0.outcome == .tied(lower: 100, upper: 140) })
    }

    @Test(
        "tied-widths held by required inequalities, the chip left of the screen or on it: the width and the guide's left are open, not fixed",
        arguments: ["-1030.5", "30.5"])
    func requiredRangeAwayFromTheOrigin(left: String) throws {
        // Left of the screen, the positions are negative, and so are the ends of the sum of the
        // group's unknowns that the recomputation first asks for: an open range all the same.
        let x = try #require(Double(left))
        let guideLeft = "\(x + 100 + 4)"
        // The log writes a negative constant as a subtraction.
        let offset = x < 0 ? "- \(left.dropFirst())" : "+ \(left)"
        let text = try Self.variant(
            "tied-widths.json",
            [
                (".width == 100 @500   (active)>\", \"priority\": 500 }", ".width >= 100   (active)>\" }"),
                (".width == 140 @500   (active)>\", \"priority\": 500 }", ".width <= 140   (active)>\" }"),
                ("UIView:0x7fb63fc06230.leading + 30.5", "UIView:0x7fb63fc06230.leading \(offset)"),
                ("\"frame\": [30.5, 60.25, 100, 30]", "\"frame\": [\(left), 60.25, 100, 30]"),
                ("\"windowFrame\": [30.5, 60.25, 100, 30]", "\"windowFrame\": [\(left), 60.25, 100, 30]"),
                ("\"layoutFrame\": [134.5, 60.25, 20, 30]", "\"layoutFrame\": [\(guideLeft), 60.25, 20, 30]"),
                ("\"windowFrame\": [134.5, 60.25, 20, 30]", "\"windowFrame\": [\(guideLeft), 60.25, 20, 30]"),
            ])
        let recomputed = LayoutModel(try Snapshot(json: Data(text.utf8))).recompute()
        let width = try #require(
            recomputed.mismatches.first { $0.name == "UIView (0x7fb63fc06460)" && $0.role == .size })
        expectEqual(width.outcome, .open(lower: 100, upper: 140))
        let guide = try #require(
            recomputed.mismatches.first { $0.isGuide && $0.axis == .horizontal && $0.role == .start })
        expectEqual(guide.outcome, .open(lower: x + 104, upper: x + 144))
    }

    @Test(
        "tied-widths with a required floor at the tie's lower end (≥ 100): still a tie, the priorities leave its upper end"
    )
    func tieAgainstARequiredFloor() throws {
        // The floor holds the range's lower end as the required rows do; nothing required holds
        // 140, so the priorities, not the required rows, leave the range: a tie, not open.
        let text = try Self.variant(
            "tied-widths.json",
            [
                (
                    "UIView:0x7fb63fc06460.height   (active)>\" }\n  ],",
                    "UIView:0x7fb63fc06460.height   (active)>\" },\n    { \"description\": "
                        + "\"<NSLayoutConstraint:0x600002174240 UIView:0x7fb63fc06460.width >= 100   (active)>\" }\n  ],"
                ),
                ("\"horizontal\": [0, 1, 2, 3, 4]", "\"horizontal\": [0, 1, 2, 3, 4, 9]"),
            ])
        let recomputed = LayoutModel(try Snapshot(json: Data(text.utf8))).recompute()
        let width = try #require(
            recomputed.mismatches.first { $0.name == "UIView (0x7fb63fc06460)" && $0.role == .size })
        expectEqual(width.outcome, .tied(lower: 100, upper: 140))
    }

    @Test(
        "tied-widths held by a required floor at 100 and a ceiling: a ceiling within the tolerance of the tie's upper end holds it (open); beyond, the priorities do (a tie)",
        arguments: [("140.01", false), ("140.02", true)])
    func tieAgainstARequiredCeiling(ceiling: String, isTie: Bool) throws {
        let added = [">= 100", "<= \(ceiling)"].enumerated().map { offset, relation in
            "{ \"description\": \"<NSLayoutConstraint:0x60000217424\(offset) UIView:0x7fb63fc06460.width "
                + "\(relation)   (active)>\" }"
        }
        let text = try Self.variant(
            "tied-widths.json",
            [
                (
                    "UIView:0x7fb63fc06460.height   (active)>\" }\n  ],",
                    "UIView:0x7fb63fc06460.height   (active)>\" },\n    "
                        + added.joined(separator: ",\n    ") + "\n  ],"
                ),
                ("\"horizontal\": [0, 1, 2, 3, 4]", "\"horizontal\": [0, 1, 2, 3, 4, 9, 10]"),
            ])
        let recomputed = LayoutModel(try Snapshot(json: Data(text.utf8))).recompute()
        let width = try #require(
            recomputed.mismatches.first { $0.name == "UIView (0x7fb63fc06460)" && $0.role == .size })
        expectEqual(width.outcome, (isTie ? .tied(lower: 100, upper: 140) : .open(lower: 100, upper: 140)))
    }

    @Test("why without a GUIDE and without --check says what it needs, and solves nothing")
    func whyNeedsAGuide() throws {
        let result = try CLI.run(["why", CLI.fixture("tied-widths.json")])
        #expect(result.status != 0 && result.output.isEmpty)
        #expect(result.errors.contains("why: name a GUIDE, or ask for --check of the whole snapshot"))
        let fix = try CLI.run(["why", CLI.fixture("tied-widths.json"), "--check", "--fix", "left"])
        #expect(fix.status != 0 && fix.errors.contains("need a GUIDE"))
    }

    @Test(
        "tied-widths: both widths made required cannot hold, and the conflict lists them as required, with the sum"
    )
    func tiedWidthsBothRequired() throws {
        let result = try CLI.run([
            "why", CLI.fixture("tied-widths.json"), "tail", "--priority", "2=1000", "--priority", "3=1000",
        ])
        expectEqual(result.status, 1)
        let conflict: String = """
                1. UIView(0x7fb63fc06460).width == 100 (constraint 2 of the answer) ← changed
                2. UIView(0x7fb63fc06460).width == 140 (constraint 3 of the answer) ← changed
                Arithmetic (horizontal): UIView(0x7fb63fc06460).width is 100 (constraint 1), \
            but constraint 2 makes it 140.
            """
        #expect(result.output.contains(conflict), "\(result.output)")
    }

    @Test(
        "tied-widths recorded within half a point of the tie's ends is taken as UIKit's pick; farther out, the arithmetic's end is",
        arguments: [(99.4, "140"), (99.5, "99.5"), (140.5, "140.5"), (140.6, "140")])
    func recordedNearTheTie(recorded: Double, chosen: String) throws {
        let width = PlacementText.number(recorded)
        let text = try Self.variant(
            "tied-widths.json",
            [
                ("\"frame\": [30.5, 60.25, 100, 30]", "\"frame\": [30.5, 60.25, \(width), 30]"),
                ("\"bounds\": [0, 0, 100, 30]", "\"bounds\": [0, 0, \(width), 30]"),
                ("\"windowFrame\": [30.5, 60.25, 100, 30]", "\"windowFrame\": [30.5, 60.25, \(width), 30]"),
            ])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "tied-\(UUID().uuidString).json")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CLI.run(["why", file.path, "tail"])
        #expect(
            result.output.contains(
                "    UIView (0x7fb63fc06460) width \(chosen) is what the priorities below required choose: "))
    }

    @Test("--check's JSON lists each check with its outcome; --check with a GUIDE is refused")
    func checkJSONAndArguments() throws {
        let result = try CLI.run(["why", "--json", CLI.fixture("tied-widths.json"), "--check"])
        expectEqual(result.status, 1)
        let checks = Self.objects(in: try JSONSerialization.jsonObject(with: Data(result.output.utf8)))
            .filter { $0["outcome"] != nil }
        let width = try #require(
            checks.first {
                $0["item"] as? String == "UIView (0x7fb63fc06460)" && $0["attribute"] as? String == "width"
            })
        #expect(width["outcome"] as? String == "tied")
        #expect(width["lower"] as? Double == 100 && width["upper"] as? Double == 140)
        #expect(checks.filter { $0["outcome"] as? String == "matches" }.count == 6)
        let refused = try CLI.run(["why", CLI.fixture("tied-widths.json"), "tail", "--check"])
        #expect(refused.status != 0)
        #expect(
            refused.errors.contains("--check recomputes the whole snapshot; leave out GUIDE"),
            "\(refused.errors)")
    }

    @Test("a constraint naming a view the snapshot does not hold: the JSON note names its class and address")
    func viewNotInSnapshot() throws {
        let text = try Self.variant(
            "tied-widths.json",
            [
                (
                    "UIView:0x7fb63fc06460.leading == UIView:0x7fb63fc06230.leading",
                    "UIView:0x7fb63fc06460.leading == UIButton:0x7fb63fc09990.leading"
                )
            ])
        let directory = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("stranger.json")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let result = try CLI.run(["why", "--json", file.path, "tail"])
        expectEqual(result.status, 0, "\(result.errors)")
        let notes = Self.objects(in: try JSONSerialization.jsonObject(with: Data(result.output.utf8)))
            .filter { $0["kind"] as? String == "notInSnapshot" }
        #expect(
            notes.contains {
                $0["class"] as? String == "UIButton" && $0["address"] as? String == "0x7fb63fc09990"
            },
            "\(notes)")
    }
}
