import Testing

@testable @_spi(Engine) import GuideLensCore

/// How the arithmetic writes a term, a factor and a removal: each piece of the sentence, on both
/// sides of its conditions (found by `Scripts/mutate`: these survived every real log).
@Suite("Conflict arithmetic: the pieces of its sentences")
struct ConflictArithmeticTextTests {
    static let view = LoggedItem(className: "UIView", address: ObjectAddress(0x7f00_0000_0100))
    static let other = LoggedItem(className: "UIView", address: ObjectAddress(0x7f00_0000_0200))

    static func constraint(
        multiplier: Double = 1, constant: Double, identifier: String? = nil,
        address: UInt64 = 0x6000_0000_0010
    ) -> LoggedConstraint {
        LoggedConstraint(
            className: "NSLayoutConstraint", address: ObjectAddress(address), identifier: identifier,
            first: LoggedAnchor(item: view, attribute: .height), relation: .equal,
            second: LoggedAnchor(item: other, attribute: .height), multiplier: multiplier,
            constant: constant,
            priority: 1000, isActive: true, autoresizingMask: nil, text: "")
    }

    static func term(_ factor: Double, multiplier: Double = 1, constant: Double, substituted: Double? = nil)
        -> String
    {
        let signed = ConflictArithmetic.termText(
            factor: factor, constraint: constraint(multiplier: multiplier, constant: constant),
            substituted: substituted.map { ($0, [1]) })
        return (signed.isNegative ? "−" : "") + signed.magnitude
    }

    @Test("a lone constant: as logged, its sign turned by a negative factor, a factor other than 1 in front")
    func loneConstant() {
        expectEqual(Self.term(1, constant: 8), "8")
        expectEqual(Self.term(-1, constant: 8), "−8")
        expectEqual(Self.term(1, constant: -8), "−8")
        expectEqual(Self.term(-1, constant: -8), "8")
        expectEqual(Self.term(1 + 1e-12, constant: 8), "8")
        // Below 1 and positive is still positive.
        expectEqual(Self.term(1, constant: 0.5), "0.5")
        expectEqual(Self.term(1, constant: -0.5), "−0.5")
        expectEqual(Self.term(2, constant: 0.25), "2 × 0.25")
        expectEqual(Self.term(0.5, constant: 1), "½ × 1")
        expectEqual(Self.term(2, constant: 8), "2 × 8")
        expectEqual(Self.term(-2, constant: 8), "−2 × 8")
        expectEqual(Self.term(0.5, constant: 8), "½ × 8")
        expectEqual(Self.term(0.25, constant: 8), "¼ × 8")
        expectEqual(Self.term(0.75, constant: 8), "¾ × 8")
        expectEqual(Self.term(-0.5, constant: 8), "−½ × 8")
        expectEqual(Self.term(0.5 + 1e-7, constant: 8), "0.5 × 8")
        expectEqual(Self.term(1.0 / 3, constant: 8), "0.333 × 8")
        expectEqual(Self.term(1.5, constant: 8), "1.5 × 8")
        expectEqual(Self.term(1.75, constant: 8), "1.75 × 8")
    }

    @Test("a multiplier times the value UIKit set: its sign from the product; two pieces in brackets")
    func substituted() {
        expectEqual(Self.term(1, multiplier: 0.25, constant: 100, substituted: 600), "100 + 0.25 × 600")
        expectEqual(Self.term(1, multiplier: 0.25, constant: 100, substituted: 2), "100 + 0.25 × 2")
        expectEqual(Self.term(1, multiplier: -0.25, constant: 100, substituted: 600), "100 − 0.25 × 600")
        expectEqual(Self.term(-1, multiplier: 0.25, constant: 100, substituted: 600), "−100 − 0.25 × 600")
        expectEqual(Self.term(-1, multiplier: -0.25, constant: 100, substituted: 600), "−100 + 0.25 × 600")
        expectEqual(Self.term(2, multiplier: 0.25, constant: 100, substituted: 600), "2 × (100 + 0.25 × 600)")
        expectEqual(
            Self.term(1.0 / 3, multiplier: 0.25, constant: 100, substituted: 600),
            "0.333 × (100 + 0.25 × 600)")
        // No constant: the product alone, its sign its own; a product of 0 counts as positive.
        expectEqual(Self.term(1, multiplier: -0.5, constant: 0, substituted: 600), "−0.5 × 600")
        expectEqual(Self.term(1, multiplier: 0.5, constant: 0, substituted: 600), "0.5 × 600")
        expectEqual(Self.term(1, multiplier: 0.5, constant: 0, substituted: 0), "0.5 × 0")
        expectEqual(Self.term(-1, multiplier: 0.5, constant: 0, substituted: 0), "−0.5 × 0")
        // A negative multiplier times 0 is 0, written without a sign.
        expectEqual(Self.term(1, multiplier: -0.5, constant: 0, substituted: 0), "0.5 × 0")
        expectEqual(Self.term(2, multiplier: -0.5, constant: 0, substituted: 600), "−2 × 0.5 × 600")
        expectEqual(Self.term(0.5, multiplier: 2, constant: 0, substituted: 3), "½ × 2 × 3")
    }

    @Test("a factor as a reader checks it; a value to three decimals at most, with a true minus")
    func numbers() {
        expectEqual(ConflictArithmetic.fraction(0.5), "½")
        expectEqual(ConflictArithmetic.fraction(0.25), "¼")
        expectEqual(ConflictArithmetic.fraction(0.75), "¾")
        expectEqual(ConflictArithmetic.fraction(1.25), "1.25")
        expectEqual(ConflictArithmetic.fraction(1.5), "1.5")
        expectEqual(ConflictArithmetic.fraction(2.0 / 3), "0.667")
        expectEqual(ConflictArithmetic.fraction(0.5 + 2e-9), "0.5")
        expectEqual(ConflictArithmetic.rounded(1031.11111), "1031.111")
        expectEqual(ConflictArithmetic.rounded(-2.5), "−2.5")
        expectEqual(ConflictArithmetic.rounded(0.0004), "0")
        expectEqual(ConflictArithmetic.rounded(0.0006), "0.001")
        expectEqual(ConflictArithmetic.rounded(1.23456, places: nil), "1.23456")
    }

    static func reduction(
        members: [Int], removable: [Int] = [], complete: Bool = true, brokenHolds: Bool? = nil,
        still: [Int] = []
    ) -> ConflictArithmetic.Reduction {
        ConflictArithmetic.Reduction(
            axis: .vertical, members: members, anchor: members.last ?? 0, anchorText: "380",
            anchorValue: 380,
            terms: [], sum: 396, relation: .greaterThanOrEqual, removable: removable,
            removableIsComplete: complete,
            brokenLetsTheRestHold: brokenHolds, stillConflicting: still, usesAssumptions: false)
    }

    static func conflict(count: Int, broken: Int?) -> Conflict {
        let constraints = (0..<count).map {
            constraint(constant: Double($0), address: 0x6000_0000_1000 + UInt64($0) * 0x10)
        }
        return Conflict(line: 1, constraints: constraints, broken: broken.map { constraints[$0] })
    }

    @Test("what removing one constraint does: one that would, any one that would not, the one UIKit broke")
    func removals() {
        let numbers = [1, 2, 3, 4]
        let withBroken = Self.conflict(count: 4, broken: 3)
        let none = Self.conflict(count: 4, broken: nil)
        func text(_ reduction: ConflictArithmetic.Reduction, _ conflict: Conflict) -> String {
            ConflictArithmetic.removalText(reduction, conflict: conflict, numbers: numbers)
        }
        expectEqual(
            text(Self.reduction(members: [0, 1, 3], removable: [1]), none),
            "; removing constraint 2 alone would let the rest hold")
        expectEqual(
            text(Self.reduction(members: [0, 1, 3]), none),
            "; removing any one of 1, 2, 4 alone still leaves a conflict")
        expectEqual(
            text(Self.reduction(members: [0, 3]), withBroken),
            "; removing constraint 1 alone still leaves a conflict (UIKit broke 4)")
        expectEqual(text(Self.reduction(members: [3]), withBroken), " (UIKit broke 4)")
        expectEqual(
            text(Self.reduction(members: [0]), none), "; removing constraint 1 alone still leaves a conflict")
        expectEqual(text(Self.reduction(members: []), none), "")
        expectEqual(
            text(Self.reduction(members: [0, 1]), none),
            "; removing any one of 1, 2 alone still leaves a conflict")
        // Not every member was checked: nothing is said of the others.
        expectEqual(text(Self.reduction(members: [0, 1, 3], complete: false), none), "")
        expectEqual(
            text(Self.reduction(members: [0, 1, 3], removable: [0], brokenHolds: true), withBroken),
            "; removing constraint 1 alone would let the rest hold (UIKit broke 4, which does too)")
        expectEqual(
            text(Self.reduction(members: [0, 1, 2, 3], complete: false, brokenHolds: true), withBroken),
            "; UIKit broke 4, which lets the rest hold")
        expectEqual(
            text(
                Self.reduction(members: [0, 1, 3], complete: false, brokenHolds: false, still: [0, 1]),
                withBroken), "; UIKit broke 4, but without it constraints 1, 2 still cannot hold together")
        expectEqual(
            text(
                Self.reduction(members: [0, 1, 3], complete: false, brokenHolds: false, still: [1]),
                withBroken), "; UIKit broke 4, but without it constraint 2 still cannot hold together")
        expectEqual(
            text(Self.reduction(members: [0, 1, 3], complete: false), withBroken), " (UIKit broke 4)")
        expectEqual(text(Self.reduction(members: [0, 1], complete: false), withBroken), "")
    }

    @Test("UIKit's own constraints are ranked after the app's, fixed values before spacings")
    func ranks() {
        let fixed = LoggedConstraint(
            className: "NSLayoutConstraint", address: ObjectAddress(0x6000_0000_0020), identifier: nil,
            first: LoggedAnchor(item: Self.view, attribute: .height), relation: .equal, second: nil,
            multiplier: 1, constant: 44, priority: 1000, isActive: true, autoresizingMask: nil, text: "")
        var uikitFixed = fixed
        uikitFixed.identifier = "UIView-Encapsulated-Layout-Height"
        var mask = fixed
        mask.autoresizingMask = AutoresizingMask(text: "h=--& v=--&")
        let spacing = Self.constraint(constant: 8)
        let uikitSpacing = Self.constraint(constant: 8, identifier: "UISV-spacing")
        let conflict = Conflict(
            line: 1, constraints: [fixed, spacing, uikitFixed, uikitSpacing, mask], broken: nil)
        #expect((0..<5).map { ConflictArithmetic.rank($0, conflict) } == [0, 1, 2, 3, 2])
        for identifier in ["_UITemporaryLayoutWidth", "UITemporaryLayoutHeight", "UISV-hiding"] {
            #expect(ConflictArithmetic.isSetByUIKit(Self.constraint(constant: 0, identifier: identifier)))
        }
        #expect(!ConflictArithmetic.isSetByUIKit(Self.constraint(constant: 0, identifier: "my-UISV-")))
        #expect(!ConflictArithmetic.isSetByUIKit(Self.constraint(constant: 0)))
    }
}

/// What the explanation says of items and repeated constants (found by `Scripts/mutate`).
@Suite("Conflict explanation: hints and names")
struct ConflictExplanationNameTests {
    static func explanation(_ lines: [String]) -> String {
        ConflictExplanation(log: ConstraintLog.parse(ConstraintLogTests.report(lines, broken: lines[0]))).text
    }

    @Test("one view required two widths and two heights: one hint each, in the order of their attributes")
    func twoAttributesOfOneView() {
        let view = "UIView:0x7f0000000100"
        let other = "UIView:0x7f0000000080"
        let text = Self.explanation([
            "<NSLayoutConstraint:0x600000000010 \(view).width == 10   (active)>",
            "<NSLayoutConstraint:0x600000000020 \(view).height == 20   (active)>",
            "<NSLayoutConstraint:0x600000000030 \(view).width == 11   (active)>",
            "<NSLayoutConstraint:0x600000000040 \(view).height == 21   (active)>",
            "<NSLayoutConstraint:0x600000000050 \(other).width == 5   (active)>",
            "<NSLayoutConstraint:0x600000000060 \(other).width == 6   (active)>",
        ])
        let lower = text.range(of: "UIView 0x7f0000000080.width is required to be 5 and 6")
        let height = text.range(of: "UIView 0x7f0000000100.height is required to be 20 and 21")
        let width = text.range(of: "UIView 0x7f0000000100.width is required to be 10 and 11")
        #expect(lower != nil && height != nil && width != nil, "\(text)")
        if let lower, let height, let width {
            #expect(lower.lowerBound < height.lowerBound && height.lowerBound < width.lowerBound)
        }
    }

    @Test("an item with a guide's identifier is named as that guide, whatever class the log gives it")
    func guideIdentifiers() {
        let text = Self.explanation([
            "<NSLayoutConstraint:0x600000000010 UIView:0x7f0000000100'UIViewSafeAreaLayoutGuide'.width == 10   (active)>",
            "<NSLayoutConstraint:0x600000000020 UILayoutGuide:0x600000aa0000'UIViewLayoutMarginsGuide'.width == 11   (active)>",
            "<NSLayoutConstraint:0x600000000030 UIView:0x7f0000000200.width == 12   (active)>",
        ])
        #expect(
            text.contains("    the safe area guide (UIView 0x7f0000000100 'UIViewSafeAreaLayoutGuide')\n"),
            "\(text)")
        #expect(
            text.contains("    the margins guide (UILayoutGuide 0x600000aa0000 'UIViewLayoutMarginsGuide')\n")
        )
        #expect(text.contains("    UIView 0x7f0000000200\n"))
    }
}

/// The size of each conflict's smallest set, as tests and tools read it.
@Suite("Conflict set sizes")
struct ConflictSetSizeTests {
    @Test("the largest of the axes' sets, and 0 where the arithmetic finds none")
    func sizes() {
        let a = "UIView:0x7f0000000100"
        let b = "UIView:0x7f0000000200"
        let both = ConstraintLogTests.report(
            [
                "<NSLayoutConstraint:0x600000000010 \(a).width == 10   (active)>",
                "<NSLayoutConstraint:0x600000000020 \(a).width == 11   (active)>",
                "<NSLayoutConstraint:0x600000000030 \(a).height == 20   (active)>",
                "<NSLayoutConstraint:0x600000000040 \(a).height == \(b).height   (active)>",
                "<NSLayoutConstraint:0x600000000050 \(b).height == 21   (active)>",
            ], broken: "<NSLayoutConstraint:0x600000000010 \(a).width == 10   (active)>")
        let holds = ConstraintLogTests.report(
            [
                "<NSLayoutConstraint:0x600000000060 \(a).width == 10   (active)>",
                "<NSLayoutConstraint:0x600000000070 \(a).height == 20   (active)>",
            ], broken: "<NSLayoutConstraint:0x600000000060 \(a).width == 10   (active)>")
        expectEqual(ConstraintLog.parse(both).smallestConflictingSetSizes, [3])
        expectEqual(ConstraintLog.parse(holds).smallestConflictingSetSizes, [0])
        expectEqual(ConstraintLog.parse(both + "\n" + holds).smallestConflictingSetSizes, [3, 0])
        // The benchmarks' count of explain --fix's fixes. Widths 10 and 11: either made 999, or
        // either constant set to the other's: 4. Both axes at once: no single change resolves
        // both, so pairs: each of the width's 4 with each of the height's 5 (any of its three
        // constraints made 999, 20 set to 21 or 21 to 20; the equality has no constant to set):
        // 20, of which the search lists the first 12 found. A report that holds: none.
        let widths = ConstraintLogTests.report(
            [
                "<NSLayoutConstraint:0x600000000010 \(a).width == 10   (active)>",
                "<NSLayoutConstraint:0x600000000020 \(a).width == 11   (active)>",
            ], broken: "<NSLayoutConstraint:0x600000000010 \(a).width == 10   (active)>")
        expectEqual(ConstraintLog.parse(widths + "\n" + both + "\n" + holds).fixCounts, [4, 12, 0])
    }
}

extension ConflictArithmeticTextTests {
    @Test("a value fixed through a multiplier of ½ is put in whole, and the sum stays in the log's numbers")
    func valueFixedThroughAHalf() throws {
        // 0x2's height is 600 only through 0x3's: 300 = 0.5 × it. Constraint 1 then asks 250 of
        // 0x1's height, and constraint 4 asks 200.
        let lines = [
            "<NSLayoutConstraint:0x11 UIView:0x1.height == 0.25*UIView:0x2.height + 100   (active)>",
            "<NSLayoutConstraint:0x12 UIView:0x3.height == 0.5*UIView:0x2.height   (active)>",
            "<NSLayoutConstraint:0x13 UIView:0x3.height == 300   (active)>",
            "<NSLayoutConstraint:0x14 UIView:0x1.height == 200   (active)>",
        ]
        let log = ConstraintLog.parse(ConstraintLogTests.report(lines, broken: lines[3]))
        let text = ConflictExplanation(log: log).text
        let arithmetic = try #require(
            text.split(separator: "\n").first { $0.contains("Arithmetic (vertical)") })
        #expect(
            arithmetic.contains(
                "200 = 200, but UIView(0x1).height is 0.25 × 600 + 100 = 250 (constraint 1); the sum is of constraint 4, with constraints 2, 3 adding 0"
            ))
        #expect(
            arithmetic.contains("600 in constraint 1 is what constraints 2, 3 make of UIView(0x2).height"))
    }
}

extension ConflictArithmeticTextTests {
    @Test("a multiplier's value put in: its constant written with a true minus, and left out when 0")
    func substitutedConstantSigns() throws {
        func arithmetic(_ first: String) throws -> Substring {
            let lines = [
                first,
                "<NSLayoutConstraint:0x12 UIView:0x2.height == 600   (active)>",
                "<NSLayoutConstraint:0x13 UIView:0x1.height == 200   (active)>",
            ]
            let log = ConstraintLog.parse(ConstraintLogTests.report(lines, broken: lines[2]))
            return try #require(
                ConflictExplanation(log: log).text.split(separator: "\n").first { $0.contains("Arithmetic") })
        }
        // The first constraint's right side, and how its value reads once 600 is put in.
        let cases = [
            ("0.25*UIView:0x2.height - 16", "0.25 × 600 − 16 = 134"),
            ("0.25*UIView:0x2.height + 16", "0.25 × 600 + 16 = 166"),
            ("0.25*UIView:0x2.height + 0.5", "0.25 × 600 + 0.5 = 150.5"),
            ("0.5*UIView:0x2.height", "0.5 × 600 = 300"),
        ]
        var none: Substring = ""
        for (right, expected) in cases {
            let line = try arithmetic("<NSLayoutConstraint:0x11 UIView:0x1.height == \(right)   (active)>")
            #expect(line.contains(expected), "\(line)")
            none = line
        }
        #expect(!none.contains("0.5 × 600 +") && !none.contains("0.5 × 600 −"), "\(none)")
    }
}
