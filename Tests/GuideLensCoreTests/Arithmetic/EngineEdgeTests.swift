import Testing

@testable import GuideLensCore

/// The engine's smaller rules, each pinned where a planted defect passed every other test: the
/// terms of every attribute, which unknowns may go below 0, how an equation is followed back
/// through rows whose largest coefficient is not 1, and the edges of each tolerance.
@Suite("Linear engine: rules at their edges")
struct EngineEdgeTests {
    /// A view away from the origin, with fractional values: its position, size, margins and
    /// baseline offsets, by slot; and its superview's left and top edges.
    static let values: [ConstraintRows.Slot: Double] = [
        .position(.horizontal): 30.5, .size(.horizontal): 300, .position(.vertical): 100.25,
        .size(.vertical): 500, .margin(.leading): 16.5, .margin(.trailing): 20, .margin(.top): 8.25,
        .margin(.bottom): 12, .firstBaselineOffset: 14, .lastBaselineOffset: 16,
    ]

    /// Every attribute's terms, evaluated at the view's values, are the edge's place.
    @Test(
        "each attribute is the sum of its terms: an edge, a center, a size, a margin, a baseline",
        arguments: [
            (LayoutAttribute.left, LayoutAxis.horizontal, 30.5), (.leading, .horizontal, 30.5),
            (.right, .horizontal, 330.5), (.trailing, .horizontal, 330.5), (.centerX, .horizontal, 180.5),
            (.width, .horizontal, 300), (.top, .vertical, 100.25), (.bottom, .vertical, 600.25),
            (.centerY, .vertical, 350.25), (.height, .vertical, 500), (.leftMargin, .horizontal, 47),
            (.leadingMargin, .horizontal, 47), (.rightMargin, .horizontal, 310.5),
            (.trailingMargin, .horizontal, 310.5), (.topMargin, .vertical, 108.5),
            (.bottomMargin, .vertical, 588.25), (.firstBaseline, .vertical, 114.25),
            // The name older systems print for the last baseline is the last baseline.
            (.baseline, .vertical, 116.25), (.lastBaseline, .vertical, 116.25),
            // Halfway between the margin edges: (47 + 310.5) / 2 and (108.5 + 588.25) / 2.
            (.centerXWithinMargins, .horizontal, 178.75), (.centerYWithinMargins, .vertical, 348.375),
            // An autoresizing frame attribute without an origin is its edge as it stands.
            (.midX, .horizontal, 180.5), (.minX, .horizontal, 30.5), (.maxX, .horizontal, 330.5),
            (.midY, .vertical, 350.25), (.minY, .vertical, 100.25), (.maxY, .vertical, 600.25),
        ])
    func attributeTerms(attribute: LayoutAttribute, axis: LayoutAxis, expected: Double) throws {
        let item = LoggedItem(className: "UIView", address: ObjectAddress(0x7f00))
        let found = try #require(ConstraintRows.terms(of: LoggedAnchor(item: item, attribute: attribute)))
        expectEqual(found.axis, axis)
        var sum = 0.0
        for (variable, coefficient) in found.terms {
            expectEqual(variable.address, item.address)
            sum += coefficient * (Self.values[variable.slot] ?? .nan)
        }
        expectEqual(sum, expected)
    }

    /// An autoresizing frame attribute measured from a superview whose edge is at 10.25 (left)
    /// and 40.5 (top): the view's edge less the superview's, in its bounds.
    @Test(
        "a frame attribute with an origin is the edge in the superview's bounds",
        arguments: [
            (LayoutAttribute.minX, 20.25), (.midX, 170.25), (.maxX, 320.25), (.minY, 59.75), (.midY, 309.75),
            (.maxY, 559.75),
        ])
    func frameAttributeFromOrigin(attribute: LayoutAttribute, expected: Double) throws {
        let item = LoggedItem(className: "UIView", address: ObjectAddress(0x7f00))
        let superview = ObjectAddress(0x7e00)
        let axis = try #require(attribute.axis)
        let origin = ConstraintRows.Variable(address: superview, slot: .position(axis))
        let found = try #require(
            ConstraintRows.terms(of: LoggedAnchor(item: item, attribute: attribute), origin: origin))
        var sum = 0.0
        for (variable, coefficient) in found.terms {
            let value =
                variable.address == superview
                ? (axis == .horizontal ? 10.25 : 40.5) : (Self.values[variable.slot] ?? .nan)
            sum += coefficient * value
        }
        expectEqual(sum, expected)
        #expect(found.terms.contains { $0.0 == origin && $0.1 == -1 })
    }

    @Test("sizes, margins and baseline offsets are at least 0; positions and superview origins are not")
    func nonNegative() {
        func variable(_ slot: ConstraintRows.Slot) -> ConstraintRows.Variable {
            ConstraintRows.Variable(address: ObjectAddress(0x10), slot: slot)
        }
        for slot: ConstraintRows.Slot in [
            .size(.horizontal), .size(.vertical), .margin(.leading), .margin(.bottom), .firstBaselineOffset,
            .lastBaselineOffset,
        ] {
            #expect(variable(slot).isNonNegative, "\(slot)")
        }
        for slot: ConstraintRows.Slot in [
            .position(.horizontal), .position(.vertical), .superviewOrigin(.horizontal),
            .superviewOrigin(.vertical),
        ] {
            #expect(!variable(slot).isNonNegative, "\(slot)")
        }
        // A view placed left of the window: its position below 0 holds.
        var builder = ConstraintRows.Builder()
        let window = LoggedItem(className: "UIWindow", address: ObjectAddress(0x1))
        let view = LoggedItem(className: "UIView", address: ObjectAddress(0x2))
        func constraint(
            _ first: LoggedAnchor, _ second: LoggedAnchor?, constant: Double
        ) -> LoggedConstraint {
            LoggedConstraint(
                className: "NSLayoutConstraint", address: ObjectAddress(0xC1), identifier: nil, first: first,
                relation: .equal, second: second, multiplier: 1, constant: constant, priority: 1000,
                isActive: true,
                autoresizingMask: nil, text: "")
        }
        _ = builder.add(
            constraint(LoggedAnchor(item: window, attribute: .left), nil, constant: 0), index: 0)
        _ = builder.add(
            constraint(
                LoggedAnchor(item: view, attribute: .left), LoggedAnchor(item: window, attribute: .left),
                constant: -40.5), index: 1)
        #expect(builder.finished().feasibility().isFeasible)
    }

    @Test("a ≤ constraint keeps its printed rounding: 100.0004 fits under a printed 100, 100.0006 does not")
    func upperBoundRounding() {
        let wide = LoggedItem(className: "UIView", address: ObjectAddress(0x100))
        let half = LoggedItem(className: "UIView", address: ObjectAddress(0x200))
        func constraint(
            _ first: LoggedAnchor, _ relation: LayoutRelation, _ second: LoggedAnchor?,
            multiplier: Double = 1,
            constant: Double
        ) -> LoggedConstraint {
            LoggedConstraint(
                className: "NSLayoutConstraint", address: ObjectAddress(0xC1), identifier: nil, first: first,
                relation: relation, second: second, multiplier: multiplier, constant: constant,
                priority: 1000,
                isActive: true, autoresizingMask: nil, text: "")
        }
        // wide.width ≤ 100 (printed: within 0.0005), wide.width = 2 × half.width (exact),
        // half.width ≥ `least` (within 0.00005).
        func system(least: Double) -> LinearSystem {
            var builder = ConstraintRows.Builder()
            let constraints = [
                constraint(LoggedAnchor(item: wide, attribute: .width), .lessThanOrEqual, nil, constant: 100),
                constraint(
                    LoggedAnchor(item: wide, attribute: .width), .equal,
                    LoggedAnchor(item: half, attribute: .width),
                    multiplier: 2, constant: 0),
                constraint(
                    LoggedAnchor(item: half, attribute: .width), .greaterThanOrEqual, nil, constant: least),
            ]
            for (index, item) in constraints.enumerated() { _ = builder.add(item, index: index) }
            return builder.finished()
        }
        // 2 × 50.0002 = 100.0004: over 100 as written, within the ≤'s rounding (and the ≥'s).
        #expect(!system(least: 50.0002).feasibility(reading: .exact).isFeasible)
        #expect(system(least: 50.0002).feasibility(reading: .widened).isFeasible)
        // 2 × 50.0003 = 100.0006: beyond both.
        #expect(!system(least: 50.0003).feasibility(reading: .widened).isFeasible)
    }

    @Test("an equation is followed back through rows whose largest coefficient is 2, with their weights")
    func weightedCombination() throws {
        // a = 2 b (the row's largest coefficient is b's −2); b = 20.
        var system = LinearSystem()
        let a = system.addUnknown(nonNegative: true)
        let b = system.addUnknown(nonNegative: true)
        system.rows = [
            .init(terms: [a: 1, b: -2], relation: .equal, constant: 0),
            .init(terms: [b: 1], relation: .equal, constant: 20),
        ]
        let combination = try #require(system.combination(of: [a: 1], from: [0, 1]))
        expectEqual(combination.keys.sorted(), [0, 1])
        #expect(abs((combination[0] ?? 0) - 1) < 1e-12)
        #expect(abs((combination[1] ?? 0) - 2) < 1e-12)
        // a + b = 10.5 and a − b = 2: each is half of one plus or minus half of the other.
        var pair = LinearSystem()
        let x = pair.addUnknown(nonNegative: false)
        let y = pair.addUnknown(nonNegative: false)
        pair.rows = [
            .init(terms: [x: 1, y: 1], relation: .equal, constant: 10.5),
            .init(terms: [x: 1, y: -1], relation: .equal, constant: 2),
        ]
        let forY = try #require(pair.combination(of: [y: 1], from: [0, 1]))
        #expect(abs((forY[0] ?? 0) - 0.5) < 1e-12 && abs((forY[1] ?? 0) + 0.5) < 1e-12)
        let forBoth = try #require(pair.combination(of: [x: 2, y: 2], from: [0, 1]))
        #expect(abs((forBoth[0] ?? 0) - 2) < 1e-12 && forBoth[1] == nil)
        // A weight of 1e-12 or less is rounding, and the row is left out; 2e-12 is kept.
        var single = LinearSystem()
        let z = single.addUnknown(nonNegative: false)
        single.rows = [.init(terms: [z: 1], relation: .equal, constant: 4)]
        expectEqual(single.combination(of: [z: 1e-12], from: [0]), [:])
        expectEqual(single.combination(of: [z: 2e-12], from: [0]), [0: 2e-12])
    }

    @Test("two equations a hair apart do not determine what only their difference would")
    func nearlyDependentEquations() throws {
        // a + b = 1 and a + (1 + d) b = 2: b = 1 ÷ d. Past 1e-9 the second row is the first again,
        // rounding and all, and b is not determined; at 1e-6 it is, with multipliers of a million.
        for (difference, determined) in [(1e-12, false), (1e-10, false), (1e-6, true)] {
            var system = LinearSystem()
            let a = system.addUnknown(nonNegative: false)
            let b = system.addUnknown(nonNegative: false)
            system.rows = [
                .init(terms: [a: 1, b: 1], relation: .equal, constant: 1),
                .init(terms: [a: 1, b: 1 + difference], relation: .equal, constant: 2),
            ]
            let combination = system.combination(of: [b: 1], from: [0, 1])
            expectEqual((combination != nil), determined, "difference \(difference)")
            if let combination {
                #expect(abs((combination[1] ?? 0) - 1 / difference) < 1e-3 / difference)
            }
        }
    }

    @Test("a constraint whose constant or multiplier is not a finite number adds no row")
    func infiniteConstants() throws {
        let item = LoggedItem(className: "UIView", address: ObjectAddress(0x10))
        let other = LoggedItem(className: "UIView", address: ObjectAddress(0x20))
        for (constant, multiplier, adds) in [
            (Double.infinity, 1.0, false), (-.infinity, 1, false), (.nan, 1, false), (4, .infinity, false),
            (4, .nan, false), (4, 1, true), (-1e300, 1, true),
        ] {
            var builder = ConstraintRows.Builder()
            let constraint = LoggedConstraint(
                className: "NSLayoutConstraint", address: ObjectAddress(0x30),
                first: LoggedAnchor(item: item, attribute: .width), relation: .equal,
                second: LoggedAnchor(item: other, attribute: .width), multiplier: multiplier,
                constant: constant)
            expectEqual((builder.add(constraint, index: 0) != nil), adds, "\(constant), \(multiplier)")
            expectEqual((builder.rowsOf[0] != nil), adds)
        }
    }

    @Test("the pivot is a row's largest coefficient, and one of 1e-9 or less is no pivot")
    func pivots() {
        // A negligible term beside a real one: the real one is the pivot.
        var system = LinearSystem()
        let a = system.addUnknown(nonNegative: false)
        let b = system.addUnknown(nonNegative: false)
        system.rows = [.init(terms: [a: 1e-10, b: 1], relation: .equal, constant: 5)]
        expectEqual(system.combination(of: [b: 1], from: [0]), [0: 1])
        // A row whose only coefficient is 1e-9 determines nothing; 2e-9 does.
        for (coefficient, determines) in [(1e-9, false), (2e-9, true)] {
            var tiny = LinearSystem()
            let unknown = tiny.addUnknown(nonNegative: false)
            tiny.rows = [.init(terms: [unknown: coefficient], relation: .equal, constant: 1)]
            expectEqual((tiny.combination(of: [unknown: 1], from: [0]) != nil), determines, "\(coefficient)")
        }
        // What no equation reaches must be below 1e-9 to be left over.
        for (rest, determines) in [(1e-9, false), (0.5e-9, true)] {
            var partial = LinearSystem()
            let known = partial.addUnknown(nonNegative: false)
            let other = partial.addUnknown(nonNegative: false)
            partial.rows = [.init(terms: [known: 1], relation: .equal, constant: 3)]
            expectEqual(
                (partial.combination(of: [known: 1, other: rest], from: [0]) != nil), determines, "\(rest)")
        }
    }

    @Test("a proof is beyond rounding only when its margin exceeds the rounding's share, and is above 0")
    func beyondRounding() {
        let share = LinearSystem.roundingShare
        #expect(!Contradiction(multipliers: [0: 1], margin: 0.5 * share, rounding: 0.5).isBeyondRounding)
        #expect(
            Contradiction(multipliers: [0: 1], margin: 0.5 * share + 1e-9, rounding: 0.5).isBeyondRounding)
        #expect(!Contradiction(multipliers: [0: 1], margin: 0, rounding: 0).isBeyondRounding)
        #expect(Contradiction(multipliers: [0: 1], margin: 1e-9, rounding: 0).isBeyondRounding)
    }

    @Test("a size the table puts a hair below 0 is 0; 1e-9 below or further is a wrong table")
    func nonNegativeValues() {
        expectEqual(PhaseOneSimplex.nonNegative(2.5), 2.5)
        expectEqual(PhaseOneSimplex.nonNegative(0), 0)
        expectEqual(PhaseOneSimplex.nonNegative(-1e-10), 0)
        expectEqual(PhaseOneSimplex.nonNegative(-0.999e-9), 0)
        expectEqual(PhaseOneSimplex.nonNegative(-1e-9), nil)
        expectEqual(PhaseOneSimplex.nonNegative(-1.5e-9), nil)
        expectEqual(PhaseOneSimplex.nonNegative(-5), nil)
    }

    @Test("rows that miss by 1e-9 hold within rounding; by 1.5e-9 they conflict, for small constants too")
    func sumLeftAtTheEnd() {
        // x ≥ miss and x ≤ 0: what the method cannot lower is `miss`, judged against 1e-9 of the
        // largest constant and never less than 1e-9.
        func rows(_ miss: Double) -> LinearSystem {
            var system = LinearSystem()
            let x = system.addUnknown(nonNegative: false)
            system.rows = [
                .init(terms: [x: 1], relation: .atLeast, constant: miss),
                .init(terms: [x: -1], relation: .atLeast, constant: 0),
            ]
            return system
        }
        #expect(rows(1e-9).feasibility().isFeasible)
        #expect(rows(1.5e-9).feasibility().contradiction != nil)
    }

    @Test("a found point meets a row within 1e-9 of the largest number in it, and never less than 1e-9")
    func pointTolerance() {
        // An equation and a bound met exactly at the tolerance; a hair more misses.
        #expect(PhaseOneSimplex.meets([1e-9], constant: 0, isEquality: true))
        #expect(!PhaseOneSimplex.meets([1.5e-9], constant: 0, isEquality: true))
        #expect(PhaseOneSimplex.meets([-1e-9], constant: 0, isEquality: false))
        #expect(!PhaseOneSimplex.meets([-1.5e-9], constant: 0, isEquality: false))
        // Small numbers keep the 1e-9 floor, not a share of themselves.
        #expect(PhaseOneSimplex.meets([1e-3], constant: 1e-3 + 0.5e-9, isEquality: true))
        // The largest term sets the scale, not the sum: a million less a million and one.
        #expect(PhaseOneSimplex.meets([1e6, -1e6 + 1], constant: 1 + 5e-4, isEquality: true))
        #expect(!PhaseOneSimplex.meets([1e6, -1e6 + 1], constant: 1 + 2e-3, isEquality: true))
        // The constant sets it too: a lower bound of a million is met 5e-4 short of it, not 2e-3.
        #expect(PhaseOneSimplex.meets([1e6 - 5e-4], constant: 1e6, isEquality: false))
        #expect(!PhaseOneSimplex.meets([1e6 - 2e-3], constant: 1e6, isEquality: false))
    }

    @Test("a row written without its rounding is exact; the row limit is 4,000, and 4,001 is past it")
    func defaults() {
        let row = LinearSystem.Row(terms: [0: 1], relation: .equal, constant: 44)
        expectEqual(row.rounding, 0)
        let bounds = LinearSystem.bounds(of: row, reading: .widened)
        #expect(bounds.lower == 44 && bounds.upper == 44)
        expectEqual(LinearSystem.rowLimit, 4_000)
        #expect(!LinearSystem.exceedsLimit(4_000))
        #expect(LinearSystem.exceedsLimit(4_001))
    }

    /// A system of `rows` over one unknown `x` (at least 0 when `nonNegative`) and a free `y`.
    static func system(_ rows: [LinearSystem.Row], nonNegative: Bool = false) -> LinearSystem {
        var system = LinearSystem()
        _ = system.addUnknown(nonNegative: nonNegative)
        _ = system.addUnknown(nonNegative: false)
        system.rows = rows
        return system
    }

    static func isProof(_ result: Feasibility) -> Bool {
        if case .infeasible = result { return true }
        return false
    }

    @Test("a proof may weigh a lower bound by −1e-9 (rounding), not by less")
    func lowerBoundWeight() {
        let system = Self.system([
            .init(terms: [0: 1], relation: .atLeast, constant: 5),
            .init(terms: [0: 1], relation: .equal, constant: 3),
            .init(terms: [1: 1], relation: .atLeast, constant: 0),
        ])
        #expect(Self.isProof(PhaseOneSimplex.check([0: 1, 1: -1, 2: -1e-9], in: system, reading: .exact)))
        #expect(!Self.isProof(PhaseOneSimplex.check([0: 1, 1: -1, 2: -2e-9], in: system, reading: .exact)))
    }

    @Test("what cancels is judged against the largest weighed term or constant, and 1e-9 at the least")
    func cancellationScale() {
        // 2 × 10000 x and 2 × −9999.999999 x leave 2e-6 x: cancelled at this scale.
        let large = Self.system([
            .init(terms: [0: 10_000], relation: .equal, constant: 0),
            .init(terms: [0: -9_999.999_999], relation: .atLeast, constant: 1),
        ])
        #expect(Self.isProof(PhaseOneSimplex.check([0: 2, 1: 2], in: large, reading: .exact)))
        // Constants set the scale too: 10000 against 9999.999995 differ by less than it can tell.
        let close = Self.system([
            .init(terms: [0: 1], relation: .equal, constant: 10_000),
            .init(terms: [0: -1], relation: .atLeast, constant: -9_999.999_995),
        ])
        #expect(!Self.isProof(PhaseOneSimplex.check([0: 1, 1: 1], in: close, reading: .exact)))
        // At a scale of 1, a margin of exactly 1e-9 is too little; a coefficient of exactly 1e-9 left
        // on an unknown (at least 0, or free) still cancels.
        let tiny = Self.system([
            .init(terms: [0: 1], relation: .atLeast, constant: 1e-9),
            .init(terms: [0: -1], relation: .atLeast, constant: 0),
        ])
        #expect(!Self.isProof(PhaseOneSimplex.check([0: 1, 1: 1], in: tiny, reading: .exact)))
        for nonNegative in [true, false] {
            let leftover = Self.system(
                [
                    .init(terms: [0: 1e-9, 1: 1], relation: .atLeast, constant: 1),
                    .init(terms: [1: -1], relation: .atLeast, constant: 0),
                ], nonNegative: nonNegative)
            #expect(
                Self.isProof(PhaseOneSimplex.check([0: 1, 1: 1], in: leftover, reading: .exact)),
                "\(nonNegative)")
        }
    }

    @Test(
        "read widened, an equation weighed below 1 counts from its lower end, one weighed below 0 from its upper"
    )
    func widenedEnds() {
        // 0.5 × (2x = 200, from 199.5005 widened) against x ≤ 99.8: 99.75025, below 99.8, is no proof.
        let half = Self.system([
            .init(terms: [0: 2], relation: .equal, constant: 200, rounding: 0.5),
            .init(terms: [0: -1], relation: .atLeast, constant: -99.8),
        ])
        #expect(!Self.isProof(PhaseOneSimplex.check([0: 0.5, 1: 1], in: half, reading: .widened)))
        // −1 × (x = 100, up to 100.4995 widened) against x ≥ 100.3: within the rounding.
        let negative = Self.system([
            .init(terms: [0: 1], relation: .equal, constant: 100, rounding: 0.5),
            .init(terms: [0: 1], relation: .atLeast, constant: 100.3),
        ])
        #expect(!Self.isProof(PhaseOneSimplex.check([0: -1, 1: 1], in: negative, reading: .widened)))
        #expect(Self.isProof(PhaseOneSimplex.check([0: -1, 1: 1], in: negative, reading: .exact)))
    }

    @Test("unknowns are numbered horizontal first, then by their slots' names, every slot apart")
    func slotOrder() {
        let named: [(ConstraintRows.Slot, String)] = [
            (.position(.horizontal), "h.position"), (.size(.horizontal), "h.size"),
            (.margin(.leading), "h.leadingMargin"), (.margin(.trailing), "h.trailingMargin"),
            (.superviewOrigin(.horizontal), "h.superviewOrigin"), (.position(.vertical), "v.position"),
            (.size(.vertical), "v.size"), (.margin(.top), "v.topMargin"),
            (.margin(.bottom), "v.bottomMargin"),
            (.firstBaselineOffset, "v.firstBaseline"), (.lastBaselineOffset, "v.lastBaseline"),
            (.superviewOrigin(.vertical), "v.superviewOrigin"),
        ]
        #expect(named.sorted { $0.0.order < $1.0.order }.map(\.1) == named.map(\.1).sorted())
        expectEqual(Set(named.map(\.0.order)).count, named.count)
        let address = ObjectAddress(0x10)
        #expect(
            ConstraintRows.Variable(address: address, slot: .margin(.top))
                < ConstraintRows.Variable(address: ObjectAddress(0x11), slot: .margin(.leading)))
        #expect(
            ConstraintRows.Variable(address: address, slot: .size(.horizontal))
                < ConstraintRows.Variable(address: address, slot: .position(.vertical)))
    }
}

/// Each way the engine declines to settle a question says so in words of its own: a reader who
/// sees one must not be told another's reason.
@Suite("Linear engine: each unsettled reason in its own words")
struct UnsettledReasonTests {
    @Test("twelve reasons, twelve different sentences")
    func distinctWords() {
        let reasons: [UnsettledReason] = [
            .tooManyRows(count: 5000, limit: 4000), .notFinite, .unbounded, .stepLimit(100), .negativeSize,
            .missedRow,
            .noCombination, .negativeWeight, .uncancelled, .indistinct, .minimalSet, .uncheckedOptimum,
        ]
        let words = reasons.map(\.description)
        expectEqual(Set(words).count, reasons.count, "\(words)")
        #expect(UnsettledReason.negativeWeight.description.contains("less than 0"))
        #expect(UnsettledReason.noCombination.description.contains("no combination"))
    }
}
