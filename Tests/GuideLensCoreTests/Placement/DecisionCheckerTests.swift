import Foundation
import GuideLensTestSupport
import Testing

@testable @_spi(Engine) import GuideLensCore

/// Every claim an answer reads from the solved layout (``DecisionReader``) is verified another way
/// (``DecisionChecker``): over every hand-written snapshot of the tests and thousands of random
/// layouts (the sample scenes: `SceneDecisionTests`), no contradiction; and the checker catches
/// each kind of wrong claim planted in a right one.
@Suite("Answers read from the solved layout check out")
struct DecisionCheckerTests {
    /// What the checker says of each value of `snapshot`'s model: each recomputed item's position
    /// and size on each axis (or `sample` of them, drawn with `seed`), decided and checked.
    static func failures(in snapshot: Snapshot, sample: Int? = nil, seed: UInt64 = 0) -> [String] {
        let model = LayoutModel(snapshot)
        var values: [ConstraintRows.Variable]?
        if let sample {
            let placed = Set(model.placed.map(\.address))
            var generator = SeededGenerator(seed: seed)
            let all = model.rows().builder.unknowns.keys.sorted().filter { variable in
                switch variable.slot {
                case .position, .size: placed.contains(variable.address)
                default: false
                }
            }
            values = Array(all.shuffled(using: &generator).prefix(sample))
        }
        return model.contradictions(among: values).map(\.description)
    }

    /// `Tests/Fixtures`: the hand-written snapshots.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    static var snapshotNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []).filter {
            $0.hasSuffix(".json")
        }.sorted()
    }

    @Test("every hand-written snapshot that reads: no claim contradicted")
    func handWrittenSnapshots() throws {
        var checked = 0
        for name in Self.snapshotNames {
            let data = try Data(contentsOf: Self.fixtures.appendingPathComponent(name))
            guard let snapshot = try? Snapshot(json: data) else { continue }
            checked += 1
            let failures = Self.failures(in: snapshot)
            #expect(failures.isEmpty, "\(name): \(failures)")
        }
        #expect(checked >= 9)
    }

    /// How many random layouts the test command checks; `GUIDELENS_RANDOM_LAYOUTS` asks for more.
    static let randomCount =
        ProcessInfo.processInfo.environment["GUIDELENS_RANDOM_LAYOUTS"].flatMap(Int.init) ?? 2_000

    /// How many values of each random layout are checked (with the misses of their groups):
    /// `GUIDELENS_RANDOM_VALUES` asks for more, `0` for all.
    static let valuesPerLayout =
        ProcessInfo.processInfo.environment["GUIDELENS_RANDOM_VALUES"].flatMap(Int.init) ?? 2

    @Test(
        "random layouts (rows of views with intrinsic sizes, wishes, ceilings; frames set in code, nested): no claim contradicted",
        arguments: 0..<4)
    func randomLayouts(quarter: Int) {
        var contradicted: [String] = []
        var layouts = 0
        let count = Self.randomCount / 4 + (quarter < Self.randomCount % 4 ? 1 : 0)
        for index in 0..<UInt64(count) {
            let seed = 0x5EED_0000 + UInt64(quarter) << 20 + index
            var layout = RandomLayout(seed: seed)
            let snapshot = layout.snapshot()
            let sample = Self.valuesPerLayout == 0 ? nil : Self.valuesPerLayout
            let failures = Self.failures(in: snapshot, sample: sample, seed: seed)
            layouts += 1
            if !failures.isEmpty { contradicted.append("seed \(seed): \(failures)") }
        }
        #expect(contradicted.isEmpty, "\(contradicted.prefix(5))")
        expectEqual(layouts, count)
    }

    // MARK: Planted claims

    /// The group of the value of `slot` of the item at `address` in the fixture `name`, its terms
    /// and the reader's decision.
    static func decision(_ name: String, _ address: UInt64, _ slot: ConstraintRows.Slot) throws -> (
        DecisionChecker, [Int: Double], ValueDecision
    ) {
        let data = try Data(contentsOf: fixtures.appendingPathComponent(name))
        let model = LayoutModel(try Snapshot(json: data))
        let (builder, system) = model.rows()
        let unknown = try #require(
            builder.unknowns[ConstraintRows.Variable(address: ObjectAddress(address), slot: slot)])
        let group = try #require(
            SolvedGroup.groups(builder: builder, system: system).first { $0.local[unknown] != nil })
        let terms = try #require(group.localTerms([unknown: 1]))
        return (DecisionChecker(group: group), terms, DecisionReader(group: group).decision(of: terms))
    }

    @Test("a tier named wrong, a decider dropped or added, a fixing constraint dropped: each caught")
    func wrongDeciders() throws {
        // The value label's width in `loser-named`: decided at 251 by the name label's hugging.
        let (checker, terms, decision) = try Self.decision(
            "loser-named.json", 0x7fa1_0000_0400, .size(.horizontal))
        #expect(checker.check(decision, of: terms).isEmpty)
        guard case .decided(let priority, let goals, let narrowing) = decision.kind else {
            Issue.record("not decided: \(decision.kind)")
            return
        }
        #expect(priority == 251 && goals.count == 1 && goals[0].part == .hugging)
        var wrongTier = decision
        wrongTier.kind = .decided(priority: 250, by: goals, narrowing: narrowing)
        #expect(!checker.check(wrongTier, of: terms).isEmpty)
        var noGoal = decision
        noGoal.kind = .decided(priority: 251, by: [], narrowing: narrowing)
        #expect(!checker.check(noGoal, of: terms).isEmpty)
        var fixed = decision
        fixed.kind = .fixed(by: [0, 1, 2], inequalities: false)
        #expect(!checker.check(fixed, of: terms).isEmpty, "the row's required constraints leave it 0…290.5")
        var shifted = decision
        shifted.value = (decision.value ?? 0) + 0.5
        #expect(!checker.check(shifted, of: terms).isEmpty)
    }

    @Test("a spare constraint among those that fix a value, or one missing: caught")
    func wrongFixingSet() throws {
        // The banner's top in `autoresizing-in-placed-card`: the card's top (entry of
        // `card.top == root.top + 100.25`) and the mask's minY fix it, nothing else.
        let (checker, terms, decision) = try Self.decision(
            "autoresizing-in-placed-card.json", 0x7fa1_0000_3300, .position(.vertical))
        #expect(checker.check(decision, of: terms).isEmpty)
        guard case .fixed(let entries, _) = decision.kind else {
            Issue.record("not fixed: \(decision.kind)")
            return
        }
        expectEqual(entries.count, 2)
        var short = decision
        short.kind = .fixed(by: Array(entries.dropFirst()), inequalities: false)
        #expect(!checker.check(short, of: terms).isEmpty)
        var spare = decision
        spare.kind = .fixed(by: entries + [entries.max()! + 1], inequalities: false)
        #expect(!checker.check(spare, of: terms).isEmpty)
    }

    @Test("a miss scaled, a required constraint blamed that does not beat it, a beater left out: caught")
    func wrongBeaters() throws {
        // The chip's width in `wishes-under-ceiling`: 135, the median of 95, 135 and 175 at 500.
        let (checker, terms, decision) = try Self.decision(
            "wishes-under-ceiling.json", 0x7fa1_0000_1300, .size(.horizontal))
        #expect(checker.check(decision, of: terms).isEmpty)
        let missed = try #require(
            decision.misses.first { $0.goal.priority == 500 && abs($0.miss - 40) < 0.01 })
        let beaten = try #require(missed.beaten)
        #expect(beaten.required.isEmpty, "the ceiling does not decide it")
        expectEqual(beaten.goals.count, 2)
        var scaled = decision
        scaled.misses = decision.misses.map {
            var copy = $0; copy.miss *= 10; return copy
        }
        #expect(!checker.check(scaled, of: terms).isEmpty)
        var blamed = decision
        blamed.misses = decision.misses.map {
            var copy = $0
            copy.beaten?.required = [4]
            return copy
        }
        #expect(!checker.check(blamed, of: terms).isEmpty, "the ceiling is spare")
        var alone = decision
        alone.misses = decision.misses.map {
            var copy = $0
            let first = Array(copy.beaten?.goals.prefix(1) ?? [])
            copy.beaten?.goals = first
            return copy
        }
        #expect(!checker.check(alone, of: terms).isEmpty, "one wish alone does not beat it")
    }

    @Test("a group with no optimum: its conflict stands, any other claim fails as such")
    func noOptimum() throws {
        // The fixture's spacer with a second required height, 50 against its 16.5.
        let spacer = PlacementFixture.spacer(more: [
            PlacementFixture.constraint(3, .guide(ObjectAddress(0xB001), "spacer"), .height, constant: 50)
        ])
        let (builder, system) = LayoutModel(PlacementFixture.snapshot([spacer])).rows()
        let unknown = try #require(
            builder.unknowns[ConstraintRows.Variable(address: ObjectAddress(0xB001), slot: .size(.vertical))])
        let group = try #require(
            SolvedGroup.groups(builder: builder, system: system).first { $0.local[unknown] != nil })
        let terms = try #require(group.localTerms([unknown: 1]))
        let decision = DecisionReader(group: group).decision(of: terms)
        let checker = DecisionChecker(group: group)
        #expect(checker.check(decision, of: terms).isEmpty, "\(decision.kind)")
        var fixed = decision
        fixed.kind = .fixed(by: [0], inequalities: false)
        expectEqual(checker.check(fixed, of: terms).map(\.description), ["a value: the group has no optimum"])
    }

    @Test("a tie's range narrowed or widened: caught")
    func wrongTie() throws {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("tied-widths.json"))
        let model = LayoutModel(try Snapshot(json: data))
        let (builder, system) = model.rows()
        let unknown = try #require(
            builder.unknowns[
                ConstraintRows.Variable(address: ObjectAddress(0x7fb6_3fc0_6460), slot: .size(.horizontal))])
        let group = try #require(
            SolvedGroup.groups(builder: builder, system: system).first { $0.local[unknown] != nil })
        let terms = try #require(group.localTerms([unknown: 1]))
        let decision = DecisionReader(group: group).decision(of: terms)
        let checker = DecisionChecker(group: group)
        #expect(checker.check(decision, of: terms).isEmpty)
        guard case .tied(let lower, let upper, let trading) = decision.kind else {
            Issue.record("not a tie: \(decision.kind)")
            return
        }
        #expect(abs(lower - 100) < 0.01 && abs(upper - 140) < 0.01 && trading.count == 2)
        for (low, high) in [(lower + 5, upper), (lower, upper - 5), (lower - 5, upper), (lower, upper + 5)] {
            var wrong = decision
            wrong.kind = .tied(lower: low, upper: high, trading: trading)
            #expect(!checker.check(wrong, of: terms).isEmpty, "\(low)…\(high)")
        }
    }

    @Test(
        "a tie's ends a few thousandths inside the solver's check out: within a hundredth two values are the same"
    )
    func tieWithinTolerance() throws {
        let data = try Data(contentsOf: Self.fixtures.appendingPathComponent("tied-widths.json"))
        let model = LayoutModel(try Snapshot(json: data))
        let (builder, system) = model.rows()
        let unknown = try #require(
            builder.unknowns[
                ConstraintRows.Variable(address: ObjectAddress(0x7fb6_3fc0_6460), slot: .size(.horizontal))])
        let group = try #require(
            SolvedGroup.groups(builder: builder, system: system).first { $0.local[unknown] != nil })
        let terms = try #require(group.localTerms([unknown: 1]))
        let decision = DecisionReader(group: group).decision(of: terms)
        let checker = DecisionChecker(group: group)
        guard case .tied(let lower, let upper, let trading) = decision.kind else {
            Issue.record("not a tie: \(decision.kind)")
            return
        }
        // Ends moved in by 0.005 (less than the hundredth of a point an answer's values may be
        // apart, ``EngineTolerance/value``): the checker pushes past each claimed end by a little
        // more than that hundredth, still inside the tie only when a claimed end is further in.
        let inside = EngineTolerance.value / 2
        var close = decision
        close.kind = .tied(lower: lower + inside, upper: upper - inside, trading: trading)
        #expect(checker.check(close, of: terms).isEmpty, "\(checker.check(close, of: terms))")
        // Three hundredths in, a value past each claimed end is as good: caught.
        var narrowed = decision
        narrowed.kind = .tied(lower: lower + 0.03, upper: upper - 0.03, trading: trading)
        #expect(
            checker.check(narrowed, of: terms).contains { $0.finding == "a value past an end is as good" })
    }

    @Test("a goal of another priority named among a tier's deciders: caught as such")
    func deciderOfAnotherTier() throws {
        let (checker, terms, decision) = try Self.decision(
            "loser-named.json", 0x7fa1_0000_0400, .size(.horizontal))
        guard case .decided(_, let goals, let narrowing) = decision.kind else {
            Issue.record("not decided: \(decision.kind)")
            return
        }
        let loser = try #require(decision.misses.first { $0.goal.priority == 250 })
        var wrong = decision
        wrong.kind = .decided(priority: 251, by: goals + [loser.goal], narrowing: narrowing)
        #expect(checker.check(wrong, of: terms).contains { $0.finding == "a goal is not of that priority" })
    }

    @Test("a required constraint named among what beats a goal that the goals alone beat: caught as spare")
    func spareRequiredBeater() throws {
        let (checker, terms, decision) = try Self.decision(
            "wishes-under-ceiling.json", 0x7fa1_0000_1300, .size(.horizontal))
        // The ceiling (`≤ 165`) is the fifth constraint of the chip's record, after the leading edge
        // and the three wishes.
        let ceiling = try #require(
            LayoutModel(
                try Snapshot(
                    json: Data(contentsOf: Self.fixtures.appendingPathComponent("wishes-under-ceiling.json")))
            )
            .entries.firstIndex { $0.read?.relation == .lessThanOrEqual })
        var blamed = decision
        blamed.misses = decision.misses.map {
            var copy = $0
            copy.beaten?.required = [ceiling]
            return copy
        }
        #expect(
            checker.check(blamed, of: terms).contains {
                $0.finding == "required entry \(ceiling) is spare among what beats it"
            })
    }

    @Test("required constraints that cannot hold: the conflict's entries, each once, in order")
    func conflictEntries() throws {
        // The chip's width 120 and 130, both required: no layout.
        typealias Item = ConstraintDescription.Item
        let chip = Item("UIView", ObjectAddress(0x7fa1_0000_5300))
        let root = Item("UIView", ObjectAddress(0x7fa1_0000_5100))
        let constraints = [
            ConstraintDescription.equation(
                ObjectAddress(0x6000_0218_5000), chip, .leading, .equal, root, .leading, constant: 12.5),
            ConstraintDescription.equation(ObjectAddress(0x6000_0218_5040), chip, .width, constant: 120),
            ConstraintDescription.equation(ObjectAddress(0x6000_0218_5080), chip, .width, constant: 130),
        ]
        let (group, terms) = try Self.chipWidth(
            chip, in: root, frame: Rect(x: 12.5, y: 0, width: 120, height: 10), constraints.reversed())
        let decision = DecisionReader(group: group).decision(of: terms)
        // Recorded in reverse order: entries 0 (130) and 1 (120) conflict; the leading edge holds.
        expectEqual(decision.kind, .conflict([0, 1]))
        expectEqual(decision.value, nil)
    }

    @Test("a tie at the lowest priority there is, 1: its trading goals named")
    func tieAtPriorityOne() throws {
        typealias Item = ConstraintDescription.Item
        let chip = Item("UIView", ObjectAddress(0x7fa1_0000_6300))
        let root = Item("UIView", ObjectAddress(0x7fa1_0000_6100))
        let constraints = [
            ConstraintDescription.equation(
                ObjectAddress(0x6000_0218_6000), chip, .leading, .equal, root, .leading, constant: 7.25),
            ConstraintDescription.equation(
                ObjectAddress(0x6000_0218_6040), chip, .width, constant: 44, priority: 1),
            ConstraintDescription.equation(
                ObjectAddress(0x6000_0218_6080), chip, .width, constant: 88.5, priority: 1),
        ]
        let (group, terms) = try Self.chipWidth(
            chip, in: root, frame: Rect(x: 7.25, y: 0, width: 44, height: 10), constraints)
        let decision = DecisionReader(group: group).decision(of: terms)
        guard case .tied(let lower, let upper, let trading) = decision.kind else {
            Issue.record("not a tie: \(decision.kind)")
            return
        }
        #expect(lower == 44 && upper == 88.5)
        #expect(trading.map(\.entry) == [1, 2] && trading.allSatisfy { $0.priority == 1 })
        #expect(DecisionChecker(group: group).check(decision, of: terms).isEmpty)
    }

    @Test(
        "a tie's tolerance at its scale: values equally good over five points, half a point or 0.0101 are a tie; over 0.0099 or none, one value",
        arguments: [(5.0, true), (0.5, true), (0.0101, true), (0.0099, false), (0.0, false)])
    func tieTolerance(spread: Double, isTie: Bool) throws {
        // Every width between the two wishes misses by the spread in all: each as good as the next.
        let (group, terms) = try Self.twoWidthWishes(spread: spread)
        let decision = DecisionReader(group: group).decision(of: terms)
        if case .tied(let lower, let upper, let trading) = decision.kind {
            #expect(isTie, "a spread of \(spread) read as a tie")
            #expect(abs(lower - 44.25) < 1e-9 && abs(upper - (44.25 + spread)) < 1e-9)
            expectEqual(trading.map(\.entry), [1, 2])
        } else {
            #expect(!isTie, "a spread of \(spread) read as one value: \(decision.kind)")
            let value = try #require(decision.value)
            #expect(value >= 44.25 - 1e-9 && value <= 44.25 + spread + 1e-9)
        }
        #expect(DecisionChecker(group: group).check(decision, of: terms).isEmpty)
    }

    @Test(
        "a tie's ends a rounding's width past the solver's check out: a tier may come out a millionth of its misses worse (of a point when they sum under 1) and a billionth more; past that, caught",
        arguments: [
            (0.5, 4e-7, true), (0.5, 6e-7, false), (0.0101, 4e-7, true), (0.0101, 6e-7, false),
            // 2 × 5.0025e-7 is a millionth and half a billionth; 2 × 5.008e-7, 1.6 billionths more.
            (0.5, 5.0025e-7, true), (0.5, 5.008e-7, false),
            (20.0, 9e-6, true), (20.0, 1.1e-5, false),
        ])
    func tieEndsJustPast(spread: Double, past: Double, checksOut: Bool) throws {
        // At an end moved out by `past`, the tier misses by 2 × `past` more than the spread.
        let (group, terms) = try Self.twoWidthWishes(spread: spread)
        let decision = DecisionReader(group: group).decision(of: terms)
        guard case .tied(let lower, let upper, let trading) = decision.kind else {
            Issue.record("not a tie: \(decision.kind)")
            return
        }
        let checker = DecisionChecker(group: group)
        #expect(checker.check(decision, of: terms).isEmpty)
        var moved = decision
        moved.kind = .tied(lower: lower - past, upper: upper + past, trading: trading)
        let findings = checker.check(moved, of: terms).map(\.finding)
        if checksOut {
            expectEqual(findings, [], "the tier's misses \(spread), each end \(past) out")
        } else {
            expectEqual(
                findings,
                [
                    "at \(lower - past) some tier does worse than at the optimum",
                    "at \(upper + past) some tier does worse than at the optimum",
                ],
                "the tier's misses \(spread), each end \(past) out")
        }
    }

    /// The group and terms of a chip's width with two wishes for it at priority 500, 44.25 and
    /// 44.25 + `spread` (its leading edge at 7.25).
    static func twoWidthWishes(spread: Double) throws -> (SolvedGroup, [Int: Double]) {
        typealias Item = ConstraintDescription.Item
        let chip = Item("UIView", ObjectAddress(0x7fa1_0000_6300))
        let root = Item("UIView", ObjectAddress(0x7fa1_0000_6100))
        let constraints = [
            ConstraintDescription.equation(
                ObjectAddress(0x6000_0218_6000), chip, .leading, .equal, root, .leading, constant: 7.25),
            ConstraintDescription.equation(
                ObjectAddress(0x6000_0218_6040), chip, .width, constant: 44.25, priority: 500),
            ConstraintDescription.equation(
                ObjectAddress(0x6000_0218_6080), chip, .width, constant: 44.25 + spread, priority: 500),
        ]
        return try chipWidth(
            chip, in: root, frame: Rect(x: 7.25, y: 0, width: 44.25, height: 10), constraints)
    }

    /// The group and terms of the width of `chip`, a view at `frame` in a window-sized `root`,
    /// placed by `constraints` (its record's horizontal list).
    static func chipWidth(
        _ chip: ConstraintDescription.Item, in root: ConstraintDescription.Item, frame: Rect,
        _ constraints: [RecordedConstraint]
    ) throws -> (SolvedGroup, [Int: Double]) {
        var view = ViewNode(
            className: chip.className, address: chip.address, frame: frame,
            bounds: Rect(x: 0, y: 0, width: frame.width, height: frame.height), frameInWindow: frame)
        view.layout = ViewLayout(constraints: GuideConstraints(horizontal: constraints))
        let screen = Rect(x: 0, y: 0, width: 390, height: 844)
        let container = ViewNode(
            className: root.className, address: root.address, frame: screen, bounds: screen,
            frameInWindow: screen,
            subviews: [view])
        let (builder, system) = LayoutModel(Snapshot(windows: [container])).rows()
        let unknown = try #require(
            builder.unknowns[ConstraintRows.Variable(address: chip.address, slot: .size(.horizontal))])
        let group = try #require(
            SolvedGroup.groups(builder: builder, system: system).first { $0.local[unknown] != nil })
        return (group, try #require(group.localTerms([unknown: 1])))
    }
}
