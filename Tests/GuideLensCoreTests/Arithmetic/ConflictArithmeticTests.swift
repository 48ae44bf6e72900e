import Foundation
import Testing

@testable @_spi(Engine) import GuideLensCore

/// The arithmetic of conflicts as `explain` prints it: the engine's answer on logs of known shape,
/// each checked against what a reader works out by hand from the log's own lines.
@Suite("Conflict arithmetic")
struct ConflictArithmeticTests {
    /// `labels` labels in a row, each at least 10 wide, at least 8 apart and 8 from the edges of a
    /// container UIKit made `short` points too narrow for them (`short` ≤ 0 leaves room).
    static func row(labels: Int, short: Int) -> String {
        var lines: [String] = []
        let container = "UIView:0x7f0000000100"
        func label(_ index: Int) -> String { "UILabel:0x7f00000\(String(0x1000 + index, radix: 16))" }
        func add(_ text: String, names: String? = nil) {
            let state = names.map { "active, names: \($0)" } ?? "active"
            lines.append(
                "<NSLayoutConstraint:0x6000\(String(lines.count + 1, radix: 16)) \(text)   (\(state))>")
        }
        add("H:|-(8)-[\(label(0))]", names: "'|':\(container) ")
        for index in 0..<labels {
            add("\(label(index)).width >= 10")
            if index > 0 { add("\(label(index)).leading >= \(label(index - 1)).trailing + 8") }
        }
        add("H:[\(label(labels - 1))]-(8)-|", names: "'|':\(container) ")
        let width = labels * 10 + (labels + 1) * 8 - short
        add("'UIView-Encapsulated-Layout-Width' \(container).width == \(width)")
        return ConstraintLogTests.report(lines, broken: lines[1])
    }

    static func conflict(_ text: String) throws -> Conflict {
        try #require(ConstraintLog.parse(text).conflicts.first)
    }

    static func conflict(_ lines: [String], broken: Int) throws -> Conflict {
        try conflict(ConstraintLogTests.report(lines, broken: lines[broken]))
    }

    @Test(
        "a row of n labels one point too narrow: the true sum, every constraint in the set, UIKit's width last",
        arguments: [1, 2, 3, 12, 50, 200])
    func rowOneShort(labels: Int) throws {
        let conflict = try Self.conflict(Self.row(labels: labels, short: 1))
        let count = 2 * labels + 2
        expectEqual(conflict.constraints.count, count)
        let arithmetic = ConflictArithmetic(conflict: conflict)
        let reduction = try #require(arithmetic.reductions.first)
        expectEqual(reduction.members, Array(0..<count))
        #expect(reduction.anchor == count - 1)
        let full = Double(labels * 10 + (labels + 1) * 8)
        #expect(reduction.sum == full && reduction.anchorValue == full - 1)
        expectEqual(reduction.relation, .greaterThanOrEqual)
        // Each gap adds 8 and each width 10, as logged.
        #expect(reduction.terms.filter { $0.value == 8 }.count == labels + 1)
        #expect(reduction.terms.filter { $0.value == 10 }.count == labels)
        let text = arithmetic.text(numbers: ConflictExplanation.listNumbers(conflict))
        let sum = labels > 4 ? "8 (×\(labels + 1)) + 10 (×\(labels))" : "8 + 10"
        #expect(text.contains(sum), "\(text)")
        #expect(
            text.contains(
                "= \(Int(full)): the others make UIView(0x7f0000000100).width at least \(Int(full))"))
        #expect(text.contains("but it is \(Int(full) - 1) (constraint \(count), set by UIKit)"))
        #expect(text.contains("These \(count) cannot hold together"))
        #expect(!text.contains("hold together (values"))
        // The app's own fixed sizes first: UIKit broke the first width, so the second (index 2),
        // or, with one label, the leading spacing. Breaking the first width lets the rest hold too.
        expectEqual(reduction.removable.first, (labels == 1 ? 0 : 2))
        expectEqual(reduction.brokenLetsTheRestHold, true)
    }

    @Test(
        "every member is tried for removal up to 24 members; past it, only until the first that works",
        arguments: [(11, false, 24), (11, true, 25), (12, false, 26)])
    func removalLimit(labels: Int, throughOuterView: Bool, members: Int) throws {
        var text = Self.row(labels: labels, short: 1)
        if throughOuterView {
            // The container's width passed on from an outer view UIKit sizes: one member more.
            let width = labels * 10 + (labels + 1) * 8 - 1
            text = text.replacingOccurrences(
                of:
                    "\"<NSLayoutConstraint:0x6000\(String(2 * labels + 2, radix: 16)) 'UIView-Encapsulated-Layout-Width' UIView:0x7f0000000100.width == \(width)   (active)>\",",
                with:
                    "\"<NSLayoutConstraint:0x6000ff0 UIView:0x7f0000000100.width == UIView:0x7f0000000200.width   (active)>\",\n    \"<NSLayoutConstraint:0x6000ff1 'UIView-Encapsulated-Layout-Width' UIView:0x7f0000000200.width == \(width)   (active)>\","
            )
        }
        let conflict = try Self.conflict(text)
        let reduction = try #require(ConflictArithmetic(conflict: conflict).reductions.first)
        expectEqual(reduction.members.count, members)
        if members <= 24 {
            #expect(reduction.removableIsComplete)
            // Every member but the one UIKit broke: any one of them, removed, makes room.
            #expect(reduction.removable.count == members - 1)
        } else {
            #expect(!reduction.removableIsComplete)
            expectEqual(reduction.removable.count, 1)
        }
    }

    @Test(
        "a multiplier's item is given its value up to 80 members, and past 80 is left as it is",
        arguments: [(38, true, 80), (39, false, 81)])
    func substitutionLimit(labels: Int, twoSteps: Bool, members: Int) throws {
        // The container is half an outer view UIKit sizes (through a second view, or directly), and
        // one point too narrow for the labels.
        var text = Self.row(labels: labels, short: 1)
        let width = labels * 10 + (labels + 1) * 8 - 1
        let outer = 2 * width
        let sizing =
            twoSteps
            ? "\"<NSLayoutConstraint:0x6000ff1 UIView:0x7f0000000200.width == UIView:0x7f0000000300.width   (active)>\",\n    \"<NSLayoutConstraint:0x6000ff2 'UIView-Encapsulated-Layout-Width' UIView:0x7f0000000300.width == \(outer)   (active)>\","
            : "\"<NSLayoutConstraint:0x6000ff1 'UIView-Encapsulated-Layout-Width' UIView:0x7f0000000200.width == \(outer)   (active)>\","
        text = text.replacingOccurrences(
            of:
                "\"<NSLayoutConstraint:0x6000\(String(2 * labels + 2, radix: 16)) 'UIView-Encapsulated-Layout-Width' UIView:0x7f0000000100.width == \(width)   (active)>\",",
            with:
                "\"<NSLayoutConstraint:0x6000ff0 UIView:0x7f0000000100.width == 0.5*UIView:0x7f0000000200.width   (active)>\",\n    "
                + sizing)
        let conflict = try Self.conflict(text)
        let reduction = try #require(ConflictArithmetic(conflict: conflict).reductions.first)
        expectEqual(reduction.members.count, members)
        let substituted = "0.5 × \(outer)"
        let shown = ConflictExplanation(log: ConstraintLog.parse(text)).text
        if members <= 80 {
            #expect(shown.contains(substituted), "\(shown)")
        } else {
            #expect(!shown.contains(substituted), "\(shown)")
        }
    }

    @Test("the same row with exactly room enough holds only as printed; with a point to spare it holds")
    func rowThatFits() throws {
        for labels in [1, 12] {
            let exact = ConflictArithmetic(conflict: try Self.conflict(Self.row(labels: labels, short: 0)))
            guard case .holdsOnlyAsPrinted(let members)? = exact.answers.first?.answer else {
                Issue.record("\(exact.answers)")
                return
            }
            #expect(members.count == 2 * labels + 2)
            let roomy = ConflictArithmetic(conflict: try Self.conflict(Self.row(labels: labels, short: -1)))
            expectEqual(roomy.answers.first?.answer, .holds)
            #expect(
                roomy.text(numbers: Array(1...(2 * labels + 2))).contains(
                    "hold together (values that satisfy"))
        }
    }

    @Test(
        "a multiplier times a value UIKit set, in the log's numbers: 100 + 0.25 × 600 = 250, but the height is 600"
    )
    func multiplierOfUIKitValue() throws {
        let lines = [
            "<NSLayoutConstraint:0x1 UIView:0x20.height == 100   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0x30.height == 0.25*UIView:0x10.height   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0x20.top == UIView:0x10.top   (active)>",
            "<NSLayoutConstraint:0x4 UIView:0x30.top == UIView:0x20.bottom   (active)>",
            "<NSLayoutConstraint:0x5 UIView:0x10.bottom == UIView:0x30.bottom   (active)>",
            "<NSLayoutConstraint:0x6 'UIView-Encapsulated-Layout-Height' UIView:0x10.height == 600   (active)>",
        ]
        let conflict = try Self.conflict(lines, broken: 0)
        let arithmetic = ConflictArithmetic(conflict: conflict)
        let reduction = try #require(arithmetic.reductions.first)
        #expect(reduction.anchor == 5 && abs(reduction.sum - 250) < 1e-9 && reduction.relation == .equal)
        expectEqual(reduction.terms.map(\.text), ["100", "0.25 × 600"])
        let text = arithmetic.text(numbers: [1, 2, 3, 4, 5, 6])
        #expect(
            text.contains(
                "100 + 0.25 × 600 = 250, but UIView(0x10).height is 600 (constraint 6, set by UIKit); the sum is of "
                    + "constraints 1, 2, with constraints 3, 4, 5 adding 0; 600 in constraint 2 is what constraint 6 "
                    + "makes of UIView(0x10).height"), "\(text)")
        #expect(!text.contains("133.333"))
        // The solver's weights stay out of the text but are kept for tools, named as such.
        #expect(reduction.terms.map(\.solverWeight).allSatisfy { $0 != 0 })
    }

    @Test(
        "a bound through a multiplier of a zero UIKit width: 8 + 8 = 16, but the width is at most 0.5 × 0 = 0"
    )
    func boundOfZeroWidth() throws {
        let lines = [
            "<NSLayoutConstraint:0x1 UILabel:0x40.leading == UIView:0x10.leading + 8   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0x10.trailing == UILabel:0x40.trailing + 8   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0x10.width <= 0.5*UIView:0x20.width   (active)>",
            "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UIView:0x20.width == 0   (active)>",
        ]
        let arithmetic = ConflictArithmetic(conflict: try Self.conflict(lines, broken: 2))
        let reduction = try #require(arithmetic.reductions.first)
        #expect(reduction.anchor == 2 && reduction.anchorText == "0.5 × 0 = 0" && reduction.sum == 16)
        let text = arithmetic.text(numbers: [1, 2, 3, 4])
        #expect(
            text.contains(
                "8 + 8 = 16: the others make UIView(0x10).width at least 16, but it is at most 0.5 × 0 = 0 (constraint 3)"
            ), "\(text)")
        #expect(text.contains("taking sizes, margins and baseline offsets as at least 0"))
    }

    @Test("a trailing edge adds its constant with the sign the chain gives it, away from the origin")
    func trailingSigns() throws {
        let lines = [
            "<NSLayoutConstraint:0x1 UIView:0x20.leading == UIView:0x10.leading + 12.5   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0x20.trailing == UIView:0x10.trailing - 20.25   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0x20.width == 300   (active)>",
            "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UIView:0x10.width == 320.75   (active)>",
        ]
        let arithmetic = ConflictArithmetic(conflict: try Self.conflict(lines, broken: 2))
        let reduction = try #require(arithmetic.reductions.first)
        expectEqual(reduction.terms.map(\.text), ["12.5", "20.25", "300"])
        #expect(reduction.sum == 332.75 && reduction.anchorValue == 320.75)
        #expect(
            arithmetic.text(numbers: [1, 2, 3, 4]).contains(
                "12.5 + 20.25 + 300 = 332.75, but UIView(0x10).width is 320.75"))
    }

    @Test("a <= constraint adds its constant with the sign its negation gives: 20 + 30 + 60 = 110 > 100")
    func lessOrEqualSigns() throws {
        let lines = [
            "<NSLayoutConstraint:0x1 UIView:0x10.leading <= UIView:0x20.leading - 20   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0x20.trailing <= UIView:0x10.trailing - 30   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0x20.width >= 60   (active)>",
            "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UIView:0x10.width == 100   (active)>",
        ]
        let arithmetic = ConflictArithmetic(conflict: try Self.conflict(lines, broken: 2))
        let reduction = try #require(arithmetic.reductions.first)
        #expect(reduction.terms.map(\.value) == [20, 30, 60] && reduction.sum == 110)
        expectEqual(reduction.terms.map(\.text), ["20", "30", "60"])
        #expect(
            arithmetic.text(numbers: [1, 2, 3, 4]).contains(
                "20 + 30 + 60 = 110: the others make UIView(0x10).width at least 110"))
    }

    @Test("a view held at three heights: UIKit breaks one, and the other two still conflict, said so")
    func threeHeights() throws {
        let lines = [
            "<NSLayoutConstraint:0x1 UIView:0x10.height == 10   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0x10.height == 20   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0x10.height == 30   (active)>",
        ]
        let conflict = try Self.conflict(lines, broken: 0)
        let arithmetic = ConflictArithmetic(conflict: conflict)
        let reduction = try #require(arithmetic.reductions.first)
        expectEqual(reduction.members.count, 2)
        expectEqual(reduction.brokenLetsTheRestHold, false)
        expectEqual(reduction.stillConflicting, [1, 2])
        #expect(reduction.removable.isEmpty && reduction.removableIsComplete)
        let text = arithmetic.text(numbers: [1, 2, 3])
        #expect(
            text.contains("UIKit broke 1, but without it constraints 2, 3 still cannot hold together"),
            "\(text)")
        #expect(!text.contains("no single constraint but the broken one"))
        // With two heights, breaking one resolves it.
        let two = ConflictArithmetic(conflict: try Self.conflict(Array(lines.prefix(2)), broken: 0))
        expectEqual(two.reductions.first?.brokenLetsTheRestHold, true)
    }

    @Test("a baseline lies within its view, and a margin inside it: contradictions that need them say so")
    func baselinesAndMargins() throws {
        let baseline = [
            "<NSLayoutConstraint:0x1 UILabel:0x40.top == UIView:0x10.top   (active)>",
            "<NSLayoutConstraint:0x2 UILabel:0x40.bottom == UIView:0x10.bottom   (active)>",
            "<NSLayoutConstraint:0x3 UILabel:0x40.firstBaseline == UIView:0x10.top + 30   (active)>",
            "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UIView:0x10.height == 20   (active)>",
        ]
        let first = try #require(
            ConflictArithmetic(conflict: try Self.conflict(baseline, broken: 2)).reductions.first)
        // The top pin is not needed: a baseline lies above its view's bottom whatever its top.
        #expect(first.members == [1, 2, 3] && first.usesAssumptions && first.sum == 30)
        // At 30 the baseline fits a height of 30: no conflict.
        let fits = baseline.map { $0.replacingOccurrences(of: "height == 20", with: "height == 30") }
        #expect(ConflictArithmetic(conflict: try Self.conflict(fits, broken: 2)).reductions.isEmpty)
        let margins = [
            "<NSLayoutConstraint:0x1 UILabel:0x40.leading == UIView:0x10.leadingMargin   (active)>",
            "<NSLayoutConstraint:0x2 UILabel:0x40.trailing == UIView:0x10.trailingMargin   (active)>",
            "<NSLayoutConstraint:0x3 UILabel:0x40.width >= 100   (active)>",
            "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UIView:0x10.width == 99.5   (active)>",
        ]
        let second = try #require(
            ConflictArithmetic(conflict: try Self.conflict(margins, broken: 2)).reductions.first)
        #expect(second.members == [0, 1, 2, 3] && second.usesAssumptions && second.sum == 100)
        let wide = margins.map { $0.replacingOccurrences(of: "== 99.5", with: "== 100") }
        #expect(ConflictArithmetic(conflict: try Self.conflict(wide, broken: 2)).reductions.isEmpty)
    }

    @Test("centres: a centre moves half as far as an edge, so 44 between centres is 88 between bottoms")
    func centres() throws {
        let lines = [
            "<NSLayoutConstraint:0x1 UIView:0x20.centerY == UIView:0x10.centerY - 44   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0x20.top == UIView:0x10.top   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0x10.bottom == UIView:0x20.bottom   (active)>",
        ]
        let arithmetic = ConflictArithmetic(conflict: try Self.conflict(lines, broken: 0))
        let reduction = try #require(arithmetic.reductions.first)
        #expect(reduction.terms.map(\.text) == ["2 × 44"] && reduction.sum == 88)
    }

    @Test(
        "rounding as the log prints it: equal at the printed digits holds only as printed; a unit apart conflicts"
    )
    func printedRounding() throws {
        let equal = [
            "<NSLayoutConstraint:0x1 UIView:0x10.height == 44   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0x10.height >= 44   (active)>",
        ]
        let asPrinted = ConflictArithmetic(conflict: try Self.conflict(equal, broken: 1))
        expectEqual(asPrinted.answers.first?.answer, .holdsOnlyAsPrinted([0, 1]))
        #expect(asPrinted.text(numbers: [1, 2]).contains("hold only at exactly the printed values"))
        #expect(asPrinted.text(numbers: [1, 2]).contains("UIKit compares the unrounded values"))
        let apart = equal.map { $0.replacingOccurrences(of: ">= 44", with: ">= 44.0001") }
        expectEqual(ConflictArithmetic(conflict: try Self.conflict(apart, broken: 1)).reductions.count, 1)
        // Thirds of 100 printed as 33.3333 miss 100 by 0.0001, less than their rounding.
        let thirds = [
            "<NSLayoutConstraint:0x1 UIView:0x20.leading == UIView:0x10.leading   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0x30.leading == UIView:0x20.trailing   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0x40.leading == UIView:0x30.trailing   (active)>",
            "<NSLayoutConstraint:0x4 UIView:0x10.trailing == UIView:0x40.trailing   (active)>",
            "<NSLayoutConstraint:0x5 UIView:0x20.width == 33.3333   (active)>",
            "<NSLayoutConstraint:0x6 UIView:0x30.width == 33.3333   (active)>",
            "<NSLayoutConstraint:0x7 UIView:0x40.width == 33.3333   (active)>",
            "<NSLayoutConstraint:0x8 'UIView-Encapsulated-Layout-Width' UIView:0x10.width == 100   (active)>",
        ]
        let within = ConflictArithmetic(conflict: try Self.conflict(thirds, broken: 4))
        guard case .holdsWithinRounding(let members)? = within.answers.first?.answer else {
            Issue.record("\(within.answers)")
            return
        }
        expectEqual(members, Array(0..<8))
        #expect(
            within.text(numbers: Array(1...8)).contains("miss each other by less than the log's rounding"))
        // 33.3332 three times misses by 0.0004: more than the rounding of the four numbers (0.00065)? No:
        // 0.0004 < 0.00065 still holds; 33.333 three times misses by 0.001, beyond it.
        let beyond = thirds.map { $0.replacingOccurrences(of: "33.3333", with: "33.333") }
        expectEqual(ConflictArithmetic(conflict: try Self.conflict(beyond, broken: 4)).reductions.count, 1)
    }

    @Test("a constraint listed twice is one value, not two that might differ: it holds")
    func duplicates() throws {
        let line =
            "<NSLayoutConstraint:0x1 UILabel:0x10.firstBaseline == UILabel:0x20.lastBaseline + 18   (active)>"
        let twice = [line, line.replacingOccurrences(of: "0x1 ", with: "0x2 ")]
        expectEqual(
            ConflictArithmetic(conflict: try Self.conflict(twice, broken: 0)).answers.first?.answer, .holds)
        let differ = [
            line,
            "<NSLayoutConstraint:0x2 UILabel:0x10.firstBaseline == UILabel:0x20.lastBaseline + 18.5   (active)>",
        ]
        expectEqual(ConflictArithmetic(conflict: try Self.conflict(differ, broken: 0)).reductions.count, 1)
    }
}

/// Every real log's arithmetic, checked as a reader checks it by hand: each number of the sum is
/// one the log prints in the constraints of the set (a constant or a multiplier), a value the
/// other constraints fix, or a centre's factor; each share reads back as its value; the shares add
/// up to the sum printed.
@Suite("Conflict arithmetic in the log's own numbers")
struct LoggedNumbersTests {
    /// Evaluates a share as printed: `8`, `−8`, `0.25 × 600`, `½ × 8`, `2 × (8 + 0.25 × 600)`.
    static func evaluate(_ text: String) -> Double? {
        var tokens: [String] = []
        var number = ""
        for character in text {
            if (character.isASCII && character.isNumber) || character == "." {
                number.append(character)
                continue
            }
            if !number.isEmpty {
                tokens.append(number)
                number = ""
            }
            switch character {
            case "½": tokens.append("0.5")
            case "¼": tokens.append("0.25")
            case "¾": tokens.append("0.75")
            case "−", "-": tokens.append("-")
            case "+", "×", "(", ")": tokens.append(String(character))
            case " ": continue
            default: return nil
            }
        }
        if !number.isEmpty { tokens.append(number) }
        var position = 0
        func peek() -> String? { position < tokens.count ? tokens[position] : nil }
        func factor() -> Double? {
            guard let token = peek() else { return nil }
            position += 1
            if token == "-" { return factor().map { -$0 } }
            if token == "(" {
                let value = sum()
                guard peek() == ")" else { return nil }
                position += 1
                return value
            }
            return Double(token)
        }
        func product() -> Double? {
            guard var value = factor() else { return nil }
            while peek() == "×" {
                position += 1
                guard let next = factor() else { return nil }
                value *= next
            }
            return value
        }
        func sum() -> Double? {
            guard var value = product() else { return nil }
            while let token = peek(), token == "+" || token == "-" {
                position += 1
                guard let next = product() else { return nil }
                value += token == "+" ? next : -next
            }
            return value
        }
        let value = sum()
        return position == tokens.count ? value : nil
    }

    /// The numbers a text prints, `%g` exponents included (`2.22507e-308`).
    static func numbers(in text: String) -> [Double] {
        let pattern = /[0-9]+(\.[0-9]+)?(e[-+][0-9]+)?/
        return text.matches(of: pattern).compactMap { Double(String($0.output.0)) }
    }

    @Test(
        "every share is a logged number, reads back as its value, and the shares add up to the sum printed",
        arguments: ConstraintLogTests.fixtureNames)
    func loggedNumbers(name: String) throws {
        let text = try String(
            contentsOf: ConstraintLogTests.fixtures.appendingPathComponent(name), encoding: .utf8)
        for conflict in ConstraintLog.parse(text).conflicts {
            for reduction in ConflictArithmetic(conflict: conflict).reductions {
                var allowed: [Double] = [1, 2, 0.5, 0.25, 4]
                for index in reduction.members {
                    allowed += [
                        abs(conflict.weighed[index].constant),
                        abs(conflict.weighed[index].multiplier),
                    ]
                }
                allowed += reduction.substitutions.map { abs($0.value) }
                func isLogged(_ value: Double) -> Bool {
                    allowed.contains { abs($0 - value) <= 1e-9 * max(1, value) }
                }
                for term in reduction.terms {
                    let value = try #require(
                        Self.evaluate(term.text), "\(name): '\(term.text)' does not read")
                    #expect(
                        abs(value - term.value) < 1e-6 * max(1, abs(value)),
                        "\(name): \(term.text) ≠ \(term.value)")
                    for number in Self.numbers(in: term.text) {
                        #expect(isLogged(number), "\(name): \(number) in '\(term.text)' is not in the log")
                    }
                }
                let shares = reduction.terms.reduce(0) { $0 + $1.value }
                #expect(abs(shares - reduction.sum) < 1e-6 * max(1, abs(shares)), "\(name)")
                let anchor = reduction.anchorText.split(separator: "=").first.map(String.init) ?? ""
                for number in Self.numbers(in: anchor) {
                    #expect(
                        isLogged(number), "\(name): \(number) in '\(reduction.anchorText)' is not in the log")
                }
                for substitution in reduction.substitutions {
                    // A value put in for a multiplier's item is one of the log's own constants.
                    #expect(
                        conflict.weighed.contains {
                            abs(abs($0.constant) - abs(substitution.value)) < 1e-9
                        },
                        "\(name): \(substitution.value)")
                }
            }
        }
    }

    @Test("the share reader reads the forms the arithmetic prints")
    func evaluator() {
        #expect(Self.evaluate("8") == 8 && Self.evaluate("−8") == -8)
        #expect(Self.evaluate("0.25 × 600") == 150 && Self.evaluate("½ × 8") == 4)
        #expect(Self.evaluate("2 × (8 + 0.25 × 600)") == 316 && Self.evaluate("8 − 0.5 × 4") == 6)
        expectEqual(Self.evaluate("8 (×13)"), nil)
    }
}

@Suite("A conflict logged again")
struct RepeatedConflictTests {
    @Test("the same conflict at every layout pass is explained alike, from one working-out")
    func repeats() throws {
        let lines = [
            "<NSLayoutConstraint:0x1 UIView:0x10.height == 10   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0x10.height == 20   (active)>",
        ]
        let report = ConstraintLogTests.report(lines, broken: lines[1])
        let other = ConstraintLogTests.report(
            lines.map { $0.replacingOccurrences(of: "== 20", with: "== 30") }, broken: lines[0])
        let log = ConstraintLog.parse(report + "\n" + report + "\n" + other)
        expectEqual(log.conflicts.count, 3)
        let arithmetic = ConflictExplanation.arithmetic(of: log.conflicts)
        expectEqual(arithmetic.count, 3)
        // The repeat answers as the first; the third conflict (another constant, another broken
        // constraint) has its own answer.
        expectEqual(arithmetic[0].reductions, arithmetic[1].reductions)
        expectEqual(arithmetic[2].reductions.first?.terms.first?.value, 30)
        expectEqual(arithmetic[0].reductions.first?.terms.first?.value, 20)
        expectEqual(arithmetic[2].reductions.first?.brokenLetsTheRestHold, true)
        let text = ConflictExplanation(log: log).text
        expectEqual(text.components(separatedBy: "but constraint 2 makes it 20").count, 3)
        #expect(text.contains("but constraint 2 makes it 30"))
    }
}
