import Foundation
import Testing

@testable @_spi(Engine) import GuideLensCore

@Suite("Constraint grammar, partial answers and arithmetic")
struct ConflictGrammarTests {
    static func read(_ line: String) -> LoggedConstraint? {
        ConstraintLog.parse(ConstraintLogTests.report([line], broken: line)).conflicts.first?.constraints
            .first
    }

    @Test("system spacing in equations and in the visual format, with ==, >= and <=")
    func systemSpacing() throws {
        let equation = try #require(
            Self.read(
                "<NSLayoutConstraint:0x1 UILabel:0x10.firstBaseline >= UILabel:0x20.lastBaseline + NSLayoutAnchorConstraintSpace(8)   (active)>"
            ))
        #expect(
            equation.relation == .greaterThanOrEqual && equation.constant == 8
                && equation.second?.attribute == .lastBaseline)
        let visual = try #require(
            Self.read(
                "<_UISystemBaselineConstraint:0x2 V:|-(<=NSLayoutAnchorConstraintSpace(12))-[UILabel:0x10]   (active, names: '|':UIView:0x30 )>"
            ))
        #expect(
            visual.relation == .lessThanOrEqual && visual.constant == 12
                && visual.second?.item.address == ObjectAddress(0x30))
        let space = try #require(
            Self.read("<NSLayoutConstraint:0x3 H:|-(NSSpace(20))-[UILabel:0x10]   (Names: '|':UIView:0x30 )>")
        )
        #expect(space.relation == .equal && space.constant == 20 && space.isActive == nil)
        let between = try #require(
            Self.read("<NSLayoutConstraint:0x4 H:[UIButton:0x10]-(>=NSSpace(8))-[UISlider:0x20](LTR)>"))
        #expect(
            between.relation == .greaterThanOrEqual && between.constant == 8
                && between.first.item.address == ObjectAddress(0x20))
    }

    @Test(
        "constants in every notation %g prints",
        arguments: [
            ("2.22507e-308", 2.22507e-308), ("-0", -0.0), ("inf", Double.infinity), ("1e+06", 1e6),
            ("0.5", 0.5),
            ("-16", -16),
        ])
    func constants(text: String, value: Double) throws {
        let constraint = try #require(
            Self.read("<NSLayoutConstraint:0x1 UIView:0x10.height == \(text)   (active)>"))
        #expect(constraint.constant == value && constraint.constant.sign == value.sign)
    }

    @Test("multipliers and priorities in every position")
    func multipliers() throws {
        let before = try #require(
            Self.read("<NSLayoutConstraint:0x1 UIView:0x10.height == 0.28125*UIView:0x10.width @750>"))
        #expect(before.multiplier == 0.28125 && before.priority == 750)
        let after = try #require(
            Self.read("<NSLayoutConstraint:0x1 UIView:0x10.width == UIView:0x20.width * 0.7 + 4   (active)>"))
        #expect(after.multiplier == 0.7 && after.constant == 4)
        let visual = try #require(Self.read("<NSLayoutConstraint:0x1 V:[UIView:0x10(>=44@999)]   (active)>"))
        #expect(visual.relation == .greaterThanOrEqual && visual.priority == 999 && visual.constant == 44)
    }

    @Test("identifiers and labels with quotes, apostrophes, spaces, brackets and non-Latin text")
    func quotedText() throws {
        let apostrophe = try #require(
            Self.read(
                "<NSLayoutConstraint:0x1 'it's [mine]' UILabel:0x10'YOU'RE OK'.width == 0.9*UIView:0x20.width   (active)>"
            ))
        #expect(apostrophe.identifier == "it's [mine]" && apostrophe.first.item.identifier == "YOU'RE OK")
        let japanese = try #require(
            Self.read("<NSLayoutConstraint:0x1 UILabel:0x10'日本語 ラベル'.height == 20   (active)>"))
        expectEqual(japanese.first.item.identifier, "日本語 ラベル")
        let visual = try #require(Self.read("<NSLayoutConstraint:0x1 H:[NSButton:0x10'Button'(24)]>"))
        #expect(
            visual.first.item.identifier == "Button" && visual.constant == 24
                && visual.first.attribute == .width)
    }

    @Test("names with spaces, mangled and module-qualified classes")
    func names() throws {
        let spaced = try #require(
            Self.read(
                "<NSLayoutConstraint:0x1 progress background.height == 5   (active, names: progress background:0x1089a5290 )>"
            ))
        expectEqual(spaced.first.item.address, ObjectAddress(0x1089a5290))
        let mangled = try #require(
            Self.read(
                "<NSLayoutConstraint:0x2 Tabman.TMLineBarIndicator:0x10.bottom == _TtGC6Tabman23TMBarIndicatorContainerCS_18TMLineBarIndicator_:0x20.bottom   (active)>"
            ))
        expectEqual(mangled.second?.item.className.hasPrefix("_TtGC6Tabman"), true)
        expectEqual(mangled.first.item.className, "Tabman.TMLineBarIndicator")
    }

    @Test(
        "autoresizing constraints with an identifier and in the visual format; UIKit's and libraries' classes"
    )
    func constraintClasses() throws {
        let identified = try #require(
            Self.read(
                "<NSAutoresizingMaskLayoutConstraint:0x1 h=--- v=--- 'UIView-Encapsulated-Layout-Top' V:[UIView:0x10]-(0)-| (Names: '|':UICollectionView:0x20)>"
            ))
        #expect(
            identified.autoresizingMask?.text == "h=--- v=---"
                && identified.identifier == "UIView-Encapsulated-Layout-Top")
        let visual = try #require(
            Self.read(
                "<NSAutoresizingMaskLayoutConstraint:0x2 h=-&- v=-&- H:[UIView:0x10]-(0.4)-|   (active, names: '|':Shop.Cell:0x20 )>"
            ))
        #expect(visual.constant == 0.4 && visual.first.attribute == .trailing)
        for className in [
            "_UISystemBaselineConstraint", "NSContentSizeLayoutConstraint", "NSIBPrototypingLayoutConstraint",
            "MASLayoutConstraint",
        ] {
            expectEqual(
                Self.read("<\(className):0x3 UIView:0x10.height == 20   (active)>")?.className, className)
        }
        let snapKit = try #require(
            Self.read(
                "<SnapKit.LayoutConstraint:0x4@HomeView.swift#123 UIView:0x10.top >= UIView:0x20.top + 8>"))
        #expect(snapKit.className == "SnapKit.LayoutConstraint" && snapKit.relation == .greaterThanOrEqual)
        let keyed = try #require(Self.read("<MASLayoutConstraint:buttonHeight UIButton:0x10.height == 44>"))
        #expect(keyed.identifier == "buttonHeight" && keyed.constant == 44)
    }

    @Test("a list pasted without its report is a conflict with nothing broken")
    func bareList() throws {
        let text = """
            (
                "<NSLayoutConstraint:0x1 UIView:0x10.height == 20   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0x10.height == 30   (active)>"
            )
            """
        let conflict = try #require(ConstraintLog.parse(text).conflicts.first)
        #expect(
            conflict.isList && conflict.constraints.count == 2 && conflict.broken == nil
                && conflict.missing.isEmpty)
        let bare = ConstraintLog.parse(
            "<NSLayoutConstraint:0x1 UIView:0x10.height == 20>\n<NSLayoutConstraint:0x2 UIView:0x10.height == 30>\n"
        )
        expectEqual(bare.conflicts.map(\.constraints.count), [2])
        #expect(ConstraintLog.parse("(\nnot a constraint\n)\n").conflicts.isEmpty)
    }

    @Test("reports close together, the first cut short, are two conflicts, each with its own lines")
    func closeReports() throws {
        let line = "<NSLayoutConstraint:0x600 UIView:0x10.width == 100   (active)>"
        let other = "<NSLayoutConstraint:0x700 UIView:0x10.width == 50   (active)>"
        let full = ConstraintLogTests.report([line, other], broken: other)
        let cut = full.split(separator: "\n").prefix(4).joined(separator: "\n")
        let log = ConstraintLog.parse(cut + "\n" + full + full)
        expectEqual(log.conflicts.count, 3)
        #expect(log.conflicts[0].constraints.count == 1 && log.conflicts[0].missing.count == 2)
        #expect(log.conflicts[1].missing.isEmpty && log.conflicts[1].brokenIndex == 1)
        #expect(log.conflicts[2].missing.isEmpty && log.conflicts[2].constraints.count == 2)
        expectEqual(
            log.conflicts.map(\.line),
            [1, 5, 5 + full.split(separator: "\n", omittingEmptySubsequences: false).count - 1])
    }

    /// Hand-checked reductions of real logs: the list numbers of the constraints that cannot
    /// hold together, the sum the others make, and the value it is compared with.
    static let reductions: [(String, String, [Int], Double, String, Double)] = [
        ("01-folding-cell-old-format-height", "vertical", [1, 2], 84, "=", 200),
        ("03-firefox-ios-lockicon-width", "horizontal", [1, 2], 24, "=", 40),
        ("08-deltachat-874-duplicate-height", "vertical", [1, 2], 20.4, "=", 16),
        ("09-prox-uisv-hiding", "vertical", [1, 2, 3], 32, "≥", 0),
        ("10-colo-old-encapsulated-height", "vertical", [1, 2, 3, 4], 100, "=", 44),
        ("11-carbonkit-temporary-layout-width", "horizontal", [1, 2], 40, "=", 0),
        ("14-coderlyn-blog-encapsulated-height", "vertical", [1, 2, 3, 4, 5, 6, 7, 8], 396, "≥", 380),
        ("26-pagingmenucontroller-ios8-short-header-height", "vertical", [1, 2], 0, "=", 44),
        ("27-handyautolayout-duplicate-top-old", "vertical", [1, 2], 10, "=", 20),
        (
            "43-wtfautolayout-custom1-encapsulated-height-dbl-min-list-only", "vertical", [2, 3, 4], 30, "≥",
            2.22507e-308
        ),
        ("62-qiita-kaibadash-duplicate-leading-button", "horizontal", [1, 2], 100, "=", 200),
    ]

    @Test(
        "the arithmetic of real logs: the constraints that cannot hold together, and their sum",
        arguments: reductions)
    func arithmetic(fixture: (String, String, [Int], Double, String, Double)) throws {
        let (name, axis, members, sum, relation, compared) = fixture
        let text = try String(
            contentsOf: ConstraintLogTests.fixtures.appendingPathComponent(name + ".log"), encoding: .utf8)
        let conflict = try #require(ConstraintLog.parse(text).conflicts.first)
        let numbers = ConflictExplanation.listNumbers(conflict)
        let reduction = try #require(
            ConflictArithmetic(conflict: conflict).reductions.first { $0.axis.text == axis })
        #expect(reduction.members.map { numbers[$0] } == members)
        #expect(abs(reduction.sum - sum) < 1e-9 && reduction.relation.symbol == relation)
        expectEqual(conflict.weighed[reduction.anchor].constant, compared)
        // Removing the named constraint lets the rest hold; the members alone do not.
        if let removable = reduction.removable.first {
            #expect(removable != conflict.brokenIndex && reduction.members.contains(removable))
        }
    }

    @Test("a chain through trailing edges adds the width between them: 8 + 100 + 8 = 116 > 50")
    func trailingChain() throws {
        let lines = [
            "<NSLayoutConstraint:0x1 UIView:0x10.leading == UIView:0x20.leading + 8   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0x10.width == 100   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0x20.trailing == UIView:0x10.trailing + 8   (active)>",
            "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UIView:0x20.width == 50   (active)>",
        ]
        let conflict = try #require(
            ConstraintLog.parse(ConstraintLogTests.report(lines, broken: lines[1])).conflicts.first)
        let reduction = try #require(ConflictArithmetic(conflict: conflict).reductions.first)
        #expect(reduction.members == [0, 1, 2, 3] && reduction.anchor == 3 && reduction.sum == 116)
        #expect(reduction.terms.map(\.value) == [8, 100, 8] && reduction.relation == .equal)
        expectEqual(reduction.removable.first, 0)
    }

    @Test("constraints that hold together are not reduced; an unknown side says so")
    func couldNotReduce() throws {
        let lines = [
            "<NSLayoutConstraint:0x1 UIView:0x10.width == 100   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0x10.leading == UIView:0x20.leading + 8   (active)>",
        ]
        let conflict = try #require(
            ConstraintLog.parse(ConstraintLogTests.report(lines, broken: lines[0])).conflicts.first)
        let arithmetic = ConflictArithmetic(conflict: conflict)
        #expect(arithmetic.reductions.isEmpty && arithmetic.unreduced == [.horizontal])
        #expect(
            arithmetic.text(numbers: [1, 2]).contains(
                "hold together (values that satisfy each were found and checked)"))
        // A width of 99.5 against 100 is a conflict; 100 against 100 is not: both sides of the boundary.
        let close = [lines[0], "<NSLayoutConstraint:0x3 UIView:0x10.width == 99.5   (active)>"]
        let same = [lines[0], lines[0].replacingOccurrences(of: "0x1 ", with: "0x3 ")]
        let conflicting = try #require(
            ConstraintLog.parse(ConstraintLogTests.report(close, broken: close[0])).conflicts.first)
        let agreeing = try #require(
            ConstraintLog.parse(ConstraintLogTests.report(same, broken: same[0])).conflicts.first)
        expectEqual(ConflictArithmetic(conflict: conflicting).reductions.count, 1)
        #expect(ConflictArithmetic(conflict: agreeing).reductions.isEmpty)
        // An inequality that leaves room holds; one that does not conflicts.
        let room = [lines[0], "<NSLayoutConstraint:0x3 UIView:0x10.width >= 100   (active)>"]
        let none = [lines[0], "<NSLayoutConstraint:0x3 UIView:0x10.width >= 100.5   (active)>"]
        let roomy = try #require(
            ConstraintLog.parse(ConstraintLogTests.report(room, broken: room[0])).conflicts.first)
        let tight = try #require(
            ConstraintLog.parse(ConstraintLogTests.report(none, broken: none[0])).conflicts.first)
        #expect(ConflictArithmetic(conflict: roomy).reductions.isEmpty)
        expectEqual(ConflictArithmetic(conflict: tight).reductions.first?.relation, .greaterThanOrEqual)
    }

    @Test(
        "for every real log that reads, dropping or garbling one constraint line still explains the others",
        arguments: ConstraintLogTests.fixtureNames)
    func dropOrGarbleOne(name: String) throws {
        let text = try String(
            contentsOf: ConstraintLogTests.fixtures.appendingPathComponent(name), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let log = ConstraintLog.parse(text)
        let total = log.conflicts.reduce(0) { $0 + $1.constraints.count }
        // (A line whose constraint and items are all named by Masonry keys has no address to garble.)
        for (index, line) in lines.enumerated()
        where ConstraintLog.isConstraintLine(Substring(line)) && line.contains("\"<") && line.contains(":0x")
        {
            var dropped = lines
            dropped.remove(at: index)
            let droppedLog = ConstraintLog.parse(dropped.joined(separator: "\n"))
            #expect(droppedLog.conflicts.count == log.conflicts.count || total == 1, "\(name) drop \(index)")
            let droppedTotal = droppedLog.conflicts.reduce(0) { $0 + $1.constraints.count }
            #expect(droppedTotal >= total - 1, "\(name) drop \(index)")
            var garbled = lines
            // Every address unreadable: the line cannot name a single item.
            garbled[index] = line.replacingOccurrences(of: ":0x", with: ":0xZZ")
            let garbledLog = ConstraintLog.parse(garbled.joined(separator: "\n"))
            expectEqual(garbledLog.conflicts.count, log.conflicts.count, "\(name) garble \(index)")
            let garbledTotal = garbledLog.conflicts.reduce(0) { $0 + $1.constraints.count }
            #expect(garbledTotal >= total - 1 && garbledLog.unreadCount >= 1, "\(name) garble \(index)")
        }
    }
}
