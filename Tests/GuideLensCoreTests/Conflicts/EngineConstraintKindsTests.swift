import Testing

@testable @_spi(Engine) import GuideLensCore

/// The constraints UIKit's engine holds beside the app's: autoresizing masks (a view's frame in
/// its superview's bounds) and content sizes (two inequalities at their own priorities), read in
/// every printed form and taking part in a conflict's sum in the log's own numbers. Superviews sit
/// away from the origin and constants are fractional, as logs print them.
@Suite("Conflicts: autoresizing frames and content sizes")
struct EngineConstraintKindsTests {
    static func read(_ line: String) -> LoggedConstraint? { ConflictGrammarTests.read(line) }

    /// The arithmetic of a report listing `lines` (the last one broken).
    static func arithmetic(_ lines: [String]) throws -> (ConflictArithmetic, Conflict) {
        let conflict = try #require(
            ConstraintLog.parse(ConstraintLogTests.report(lines, broken: lines[lines.count - 1])).conflicts
                .first)
        return (ConflictArithmetic(conflict: conflict), conflict)
    }

    static func sentence(_ lines: [String]) throws -> String {
        let (arithmetic, conflict) = try arithmetic(lines)
        return arithmetic.text(numbers: ConflictExplanation.listNumbers(conflict))
    }

    // MARK: Content sizes

    @Test(
        "every printed form of a content size is read, with its priorities or UIKit's defaults",
        arguments: [
            (
                "<NSContentSizeLayoutConstraint:0x6000 UILabel:0x7f10.width == 41.6667 Hug:250 CompressionResistance:750   (active)>",
                LayoutAttribute.width, 41.6667, 250.0, 750.0, true
            ),
            (
                "<NSContentSizeLayoutConstraint:0x6000 H:[UIImageView:0x7f10(512)] Hug:250 CompressionResistance:1>",
                .width, 512, 250, 1, true
            ),
            (
                "<NSContentSizeLayoutConstraint:0x6000 NSTextField:0x7f10.height == 18 Hug:750 CompressionResistance:750   (active)>",
                .height, 18, 750, 750, true
            ),
            (
                "<NSContentSizeLayoutConstraint:0x6000 UILabel:0x7f10.width == 41.6667>", .width, 41.6667,
                250, 750, false
            ),
            (
                "<NSContentSizeLayoutConstraint:0x6000 UIButton:0x7f10.height == 30.5 Hug:251   (active)>",
                .height, 30.5, 251, 750, true
            ),
            (
                "<NSContentSizeLayoutConstraint:0x6000 UIButton:0x7f10.height == 30.5 CompressionResistance:999   (active)>",
                .height, 30.5, 250, 999, true
            ),
        ])
    func contentSizeForms(
        line: String, attribute: LayoutAttribute, constant: Double, hugging: Double, resistance: Double,
        printed: Bool
    ) throws {
        let constraint = try #require(Self.read(line))
        #expect(constraint.isContentSize && !constraint.isAutoresizing)
        #expect(constraint.first.attribute == attribute && constraint.constant == constant)
        let priorities = constraint.contentPriorities ?? .defaults
        #expect(priorities.hugging == hugging && priorities.compressionResistance == resistance)
        expectEqual(priorities.isPrinted, printed)
        // Two rows, each at its own priority: below 1000 both are goals, not rows.
        var builder = ConstraintRows.Builder()
        let axis = builder.add(constraint, index: 0)
        let required = [hugging, resistance].filter { $0 >= 1000 }.count
        #expect((builder.rowsOf[0] ?? []).count == required && builder.goals.count == 2 - required)
        expectEqual(axis, (required > 0 ? ConstraintRows.ConstraintAxis(attribute.axis ?? .horizontal) : nil))
        expectEqual(builder.goals.map(\.goal.priority), [hugging, resistance])
        expectEqual(builder.goals.map(\.origin.part), [.hugging, .compressionResistance])
    }

    @Test("a priority label followed by more than a number is not a priority: the text stays as it was")
    func contentPriorityWithTrailingText() {
        var body: Substring = "UIButton:0x7f10.height == 30.5 Hug:251x"
        expectEqual(LoggedConstraintReader.takeContentPriorities(&body), nil)
        expectEqual(body, "UIButton:0x7f10.height == 30.5 Hug:251x")
        var plain: Substring = "UIButton:0x7f10.height == 30.5 Hug:251"
        expectEqual(LoggedConstraintReader.takeContentPriorities(&plain)?.hugging, 251)
        expectEqual(plain, "UIButton:0x7f10.height == 30.5")
    }

    @Test("a plain constraint that prints Hug: is not a content size unless its class or priorities say so")
    func notContentSize() throws {
        let plain = try #require(
            Self.read("<NSLayoutConstraint:0x6000 UILabel:0x7f10.width == 41.5   (active)>"))
        #expect(!plain.isContentSize && plain.contentPriorities == nil)
    }

    static let container = "UIView:0x7f02"
    static func encapsulated(_ width: Double) -> String {
        "<NSLayoutConstraint:0x600001 'UIView-Encapsulated-Layout-Width' \(container).width == \(width)   (active)>"
    }
    static let leadingGap =
        "<NSLayoutConstraint:0x600002 H:|-(16.5)-[UILabel:0x7f01'Subscribe']   (active, names: '|':UIView:0x7f02 )>"
    static let trailingGap =
        "<NSLayoutConstraint:0x600003 H:[UILabel:0x7f01'Subscribe']-(16)-|   (active, names: '|':UIView:0x7f02 )>"
    static func content(_ width: Double, hug: Double = 250, resistance: Double = 1000) -> String {
        "<NSContentSizeLayoutConstraint:0x600004 UILabel:0x7f01'Subscribe'.width == \(width) Hug:\(hug) CompressionResistance:\(resistance)   (active)>"
    }

    @Test("a required compression resistance takes part in the sum: 16.5 + 16 + 150.5 against 152.25")
    func requiredCompressionResistance() throws {
        // The label is 152.25 − 16.5 − 16 = 119.75 wide at most, but its compression resistance
        // (required) keeps it at least 150.5: 16.5 + 16 + 150.5 = 183 against 152.25.
        let lines = [Self.encapsulated(152.25), Self.leadingGap, Self.trailingGap, Self.content(150.5)]
        let (arithmetic, _) = try Self.arithmetic(lines)
        let reduction = try #require(arithmetic.reductions.first)
        #expect(reduction.members == [0, 1, 2, 3] && reduction.anchor == 0)
        #expect(reduction.sum == 183 && reduction.relation == .greaterThanOrEqual)
        expectEqual(reduction.contentParts, [3: .compressionResistance])
        let text = try Self.sentence(lines)
        #expect(text.contains("16.5 + 16 + 150.5 = 183"))
        #expect(
            text.contains(
                "150.5 in constraint 4 is UILabel(0x7f01)'s intrinsic width, held by its compression resistance at priority 1000"
            ))
        // One point more room (183 wide) holds: the boundary, from the other side.
        let wide = [Self.encapsulated(183), Self.leadingGap, Self.trailingGap, Self.content(150.5)]
        #expect(try Self.arithmetic(wide).0.reductions.isEmpty)
        // Compression resistance below required is a goal, never a member of a conflict.
        let optional = [
            Self.encapsulated(152.25), Self.leadingGap, Self.trailingGap,
            Self.content(150.5, resistance: 999),
        ]
        #expect(try Self.arithmetic(optional).0.reductions.isEmpty)
        // Hugging required too: both bounds are rows, and the one the proof weighs (compression
        // resistance, size ≥ 150.5) sets the relation, not the first row listed (hugging, ≤).
        let both = [
            Self.encapsulated(152.25), Self.leadingGap, Self.trailingGap, Self.content(150.5, hug: 1000),
        ]
        let bothReduction = try #require(try Self.arithmetic(both).0.reductions.first)
        #expect(bothReduction.sum == 183 && bothReduction.relation == .greaterThanOrEqual)
        expectEqual(bothReduction.contentParts, [3: .compressionResistance])
        #expect(try Self.sentence(both).contains("16.5 + 16 + 150.5 = 183"))
    }

    @Test(
        "a required hugging bounds the size from above: the anchor is the hugging, at most its intrinsic size"
    )
    func requiredHugging() throws {
        // The label's hugging (required) keeps it at most 40.25 wide; the container is made 200
        // wide by UIKit and its gaps are 16.5 and 16: the label would be 167.5.
        let lines = [
            Self.encapsulated(200), Self.leadingGap, Self.trailingGap,
            Self.content(40.25, hug: 1000, resistance: 750),
        ]
        let (arithmetic, conflict) = try Self.arithmetic(lines)
        let reduction = try #require(arithmetic.reductions.first)
        expectEqual(reduction.members, [0, 1, 2, 3])
        let text = ConflictArithmetic.sentence(reduction, conflict: conflict, numbers: [1, 2, 3, 4])
        #expect(text.contains("held by its content hugging at priority 1000") || reduction.anchor == 3)
        // 200 − 16.5 − 16 = 167.5 against at most 40.25: exactly the room holds.
        let fits = [
            Self.encapsulated(72.75), Self.leadingGap, Self.trailingGap,
            Self.content(40.25, hug: 1000, resistance: 750),
        ]
        #expect(try Self.arithmetic(fits).0.reductions.isEmpty)
    }

    /// A width the app fixes (no identifier: the app's own), two gaps and a content size.
    static func appWidth(_ width: Double) -> String {
        "<NSLayoutConstraint:0x600001 UIView:0x7f02.width == \(width)   (active)>"
    }

    @Test(
        "a required content size read alone: hugging makes the size at most its intrinsic value, compression resistance at least, each in its own sentence"
    )
    func contentSizeWording() throws {
        // Hugging required: 200.5 − 16.5 − 16 = 168 of room against at most 40.25.
        let hugging = try Self.sentence([
            Self.appWidth(200.5), Self.leadingGap, Self.trailingGap,
            Self.content(40.25, hug: 1000, resistance: 750),
        ])
        #expect(hugging.contains("200.5 − 16.5 − 16 = 168, but UILabel(0x7f01).width"))
        #expect(
            hugging.contains(
                "is at most 40.25 (constraint 4, UILabel(0x7f01)'s intrinsic width, its content hugging at priority 1000)"
            ))
        #expect(
            !hugging.contains("at least 40.25") && !hugging.contains("compression resistance at priority"))
        // Compression resistance required: 52.5 − 16.5 − 16 = 20 of room against at least 40.25.
        let resisting = try Self.sentence([
            Self.appWidth(52.5), Self.leadingGap, Self.trailingGap,
            Self.content(40.25, hug: 250, resistance: 1000),
        ])
        #expect(resisting.contains("52.5 − 16.5 − 16 = 20, but UILabel(0x7f01).width"))
        #expect(
            resisting.contains(
                "is at least 40.25 (constraint 4, UILabel(0x7f01)'s intrinsic width, its compression resistance at priority 1000)"
            ))
        #expect(!resisting.contains("at most 40.25") && !resisting.contains("content hugging at priority"))
    }

    @Test(
        "a content size is UIKit's: the sum is compared with it rather than with the app's width, and the app's constraints are suggested for removal first"
    )
    func contentSizeCountsAsUIKits() throws {
        // The app's width (52.5) and gaps leave 20; the label's required compression resistance
        // asks at least 40.25. The anchor is the content size (UIKit's, from the label's text),
        // and what to remove starts with the app's own constraints: 1, 2, 3, never 4 first.
        let lines = [
            Self.appWidth(52.5), Self.leadingGap, Self.trailingGap,
            Self.content(40.25, hug: 250, resistance: 1000),
        ]
        let (arithmetic, _) = try Self.arithmetic(lines)
        let reduction = try #require(arithmetic.reductions.first)
        expectEqual(reduction.anchor, 3)
        #expect(reduction.removable.first != 3)
        expectEqual(Set(reduction.removable.prefix(3)), [0, 1, 2])
    }

    @Test("a content size's hint names the view and the priority to lower")
    func contentSizeHint() throws {
        let resisting = try #require(Self.read(Self.content(150.5)))
        let hint = try #require(ConflictExplanation.contentSizeHint([resisting]))
        #expect(hint.hasPrefix("UILabel 0x7f01's compression resistance"))
        #expect(hint.contains("intrinsic width of 150.5"))
        let hugging = try #require(Self.read(Self.content(40, hug: 1000, resistance: 750)))
        expectEqual(ConflictExplanation.contentSizeHint([hugging])?.contains("content hugging"), true)
        let optional = try #require(Self.read(Self.content(40, resistance: 999)))
        expectEqual(ConflictExplanation.contentSizeHint([optional]), nil)
    }

    // MARK: Autoresizing frames

    @Test("mask letters: which parts are flexible, in words")
    func maskLetters() throws {
        expectEqual(
            AutoresizingMask(text: "h=--& v=--&")?.flexibleParts(), ["right margin", "bottom margin"])
        expectEqual(
            AutoresizingMask(text: "h=&-& v=-&-")?.summary(), "flexible: left margin, right margin, height")
        expectEqual(AutoresizingMask(text: "h=--- v=---")?.summary(), "nothing flexible")
        expectEqual(AutoresizingMask(text: "h=&&& v=&&&")?.flexibleParts().count, 6)
        expectEqual(AutoresizingMask(text: "v=&--")?.flexibleParts(), ["top margin"])
        expectEqual(AutoresizingMask(text: "h=-& v=--&")?.flexibleParts(), ["bottom margin"])
        expectEqual(AutoresizingMask(text: "x=--&"), nil)
        expectEqual(AutoresizingMask(text: "h=--& v=&-&")?.text, "h=--& v=&-&")
    }

    /// The superview a frame attribute is measured from.
    @Test(
        "the superview of an autoresizing frame: the one the log names, else the other item, else free",
        arguments: [
            // Named: minY in the superview's bounds.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x10.minY == 20   (active, names: '|':UIView:0x20 )>",
                ObjectAddress(0x20), true
            ),
            // Two frame attributes, no name: the subview first, the superview second.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=--& UIView:0x10.midX == UIView:0x20.midX + 187.5>",
                ObjectAddress(0x20), true
            ),
            // The superview's width against a subview's edge: the superview is the first item.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x1 h=&-- v=--& UIView:0x20.width == UIView:0x10.maxX + 16>",
                ObjectAddress(0x20), true
            ),
            // One item, nothing named: its own origin, free in the log.
            (
                "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x10.midY == 486.912>",
                ObjectAddress(0x10), false
            ),
        ])
    func origin(line: String, superview: ObjectAddress, isPosition: Bool) throws {
        let constraint = try #require(Self.read(line))
        let origin = try #require(ConstraintRows.origin(of: constraint))
        expectEqual(origin.address, superview)
        switch origin.slot {
        case .position: #expect(isPosition)
        case .superviewOrigin: #expect(!isPosition)
        default: Issue.record("an origin that is neither: \(origin.slot)")
        }
        // A constraint without a frame attribute has no origin.
        let plain = try #require(
            Self.read("<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x10.width == 48>"))
        expectEqual(ConstraintRows.origin(of: plain), nil)
    }

    static let view = "UIView:0x7fa1c0d0a120"
    static let superview = "UIView:0x7fa1c0d09e40"
    static let safeArea = "UILayoutGuide:0x600003a04000'UIViewSafeAreaLayoutGuide'"
    static func minY(_ value: Double, named: Bool = true) -> String {
        "<NSAutoresizingMaskLayoutConstraint:0x600002c0a030 h=--& v=--& \(view).minY == \(value)   (active"
            + (named ? ", names: '|':\(superview) )>" : ")>")
    }
    static func safeAreaTop(_ value: Double) -> String {
        "<NSLayoutConstraint:0x600002c09f40 V:|-(\(value))-[\(safeArea)]   (active, names: '|':\(superview) )>"
    }
    static let pinnedTop =
        "<NSLayoutConstraint:0x600002c0a120 \(view).top == \(safeArea).top + 8   (active)>"

    @Test("a view's autoresizing minY against its top pinned to the safe area: 59.5 + 8 = 67.5 against 20.25")
    func autoresizingAgainstSafeArea() throws {
        let lines = [Self.minY(20.25), Self.safeAreaTop(59.5), Self.pinnedTop]
        let (arithmetic, _) = try Self.arithmetic(lines)
        let reduction = try #require(arithmetic.reductions.first)
        #expect(reduction.members == [0, 1, 2] && reduction.anchor == 0 && reduction.sum == 67.5)
        let text = try Self.sentence(lines)
        #expect(text.contains("59.5 + 8 = 67.5, but UIView(0x7fa1c0d0a120).minY is 20.25"))
        #expect(
            text.contains(
                "the autoresizing mask of UIView(0x7fa1c0d0a120) in UIView(0x7fa1c0d09e40), h=--& v=--&"))
        // The same numbers that agree (67.5) hold: both sides of the boundary.
        #expect(
            try Self.arithmetic([Self.minY(67.5), Self.safeAreaTop(59.5), Self.pinnedTop]).0.reductions
                .isEmpty)
        // Without the superview's name the position is free in the log, not a conflict, and said so.
        let unnamed = [Self.minY(20.25, named: false), Self.safeAreaTop(59.5), Self.pinnedTop]
        let answers = try Self.arithmetic(unnamed).0.answers
        let answer = try #require(answers.first?.answer)
        expectEqual(answer, .holdsWithFreePosition([0], .unnamedSuperview))
        #expect(try Self.sentence(unnamed).contains("in a superview the log does not name (no names: '|')"))
    }

    /// Each frame attribute of a 50.5-wide (or high) view whose near edge the chain puts 10.25
    /// into its superview: the start, centre and end the chain makes, against what the mask says.
    @Test(
        "each frame attribute against a chain: minX/midX/maxX and minY/midY/maxY, both sides of equal",
        arguments: [
            ("minX", "leading", "width", 10.25), ("midX", "leading", "width", 35.5),
            ("maxX", "leading", "width", 60.75),
            ("minY", "top", "height", 10.25), ("midY", "top", "height", 35.5),
            ("maxY", "top", "height", 60.75),
        ])
    func frameAttributes(attribute: String, edge: String, size: String, chainValue: Double) throws {
        func lines(_ value: Double) -> [String] {
            [
                "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x10.\(attribute) == \(value)   (active, names: '|':UIView:0x20 )>",
                "<NSLayoutConstraint:0x2 UIView:0x10.\(size) == 50.5   (active)>",
                "<NSLayoutConstraint:0x3 UIView:0x10.\(edge) == UIView:0x20.\(edge) + 10.25   (active)>",
            ]
        }
        let conflicting = try Self.arithmetic(lines(chainValue + 1)).0
        let reduction = try #require(conflicting.reductions.first, "\(attribute)")
        #expect(abs(reduction.sum - chainValue) < 1e-9, "\(attribute): \(reduction.sum)")
        #expect(try Self.arithmetic(lines(chainValue)).0.reductions.isEmpty, "\(attribute)")
    }

    @Test(
        "the superview's width against a subview's right edge, as masks with a flexible left margin print it")
    func superviewWidthAgainstEdge() throws {
        // S.width == X.maxX + 40.5: the subview's right edge 20 + 300 = 320 in S's bounds, so S
        // must be 360.5 wide; UIKit makes it 375.
        func lines(_ width: Double) -> [String] {
            [
                "<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Width' UIView:0x20.width == \(width)   (active)>",
                "<NSAutoresizingMaskLayoutConstraint:0x2 h=&-- v=--& UIView:0x20.width == UIView:0x10.maxX + 40.5   (active)>",
                "<NSLayoutConstraint:0x3 UIView:0x10.leading == UIView:0x20.leading + 20   (active)>",
                "<NSLayoutConstraint:0x4 UIView:0x10.width == 300   (active)>",
            ]
        }
        let reductions = try Self.arithmetic(lines(375)).0.reductions
        let reduction = try #require(reductions.first)
        #expect(reduction.members == [0, 1, 2, 3] && abs(reduction.sum - 360.5) < 1e-9)
        #expect(try Self.arithmetic(lines(360.5)).0.reductions.isEmpty)
    }

    @Test("in a scroll view the note says its bounds move with the content offset")
    func scrollViewSuperview() throws {
        let lines = [
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0x10.minY == 0   (active, names: '|':UIScrollView:0x20 )>",
            "<NSLayoutConstraint:0x2 UIView:0x10.top == UIScrollView:0x20.top + 12   (active)>",
        ]
        #expect(
            try Self.sentence(lines).contains(
                "in UIScrollView(0x20) (whose bounds move with its content offset)"))
        for (name, isScroll) in [
            ("UIScrollView", true), ("UITableView", true), ("MyApp.FeedCollectionView", true),
            ("UITextView", true),
            ("NSClipView", true), ("NSScrollView", true), ("NSTextView", false), ("NSTableView", false),
            ("UIView", false),
        ] {
            let item = LoggedItem(className: name, address: ObjectAddress(0x20))
            expectEqual(ConflictExplanation.isScrollView(item), isScroll, "\(name)")
        }
        let mask = try #require(Self.read(lines[0]))
        let explanation = ConflictExplanation.equation(mask)
        #expect(explanation.hasSuffix("[autoresizing mask h=--& v=--&, in UIScrollView(0x20)'s bounds]"))
    }

    @Test("the autoresizing hint names each view with what its mask makes flexible")
    func autoresizingHint() throws {
        let view = try #require(Self.read(Self.minY(20)))
        let window = try #require(
            Self.read("<NSAutoresizingMaskLayoutConstraint:0x5 h=--- v=--- UIWindow:0x30.height == 736>"))
        let hint = try #require(ConflictExplanation.autoresizingHint([view, window]))
        #expect(hint.contains("UIView 0x7fa1c0d0a120 (h=--& v=--&, flexible: right margin, bottom margin)"))
        #expect(hint.contains("UIWindow 0x30 (h=--- v=---, nothing flexible)"))
        #expect(hint.contains("their frames, set in code, become"))
        let plain = try #require(Self.read(Self.pinnedTop))
        expectEqual(ConflictExplanation.autoresizingHint([plain]), nil)
    }

    @Test("JSON carries the content size's priorities and the superview a frame is measured in")
    func json() throws {
        let log = ConstraintLog.parse(
            ConstraintLogTests.report([Self.minY(20.25), Self.content(150.5)], broken: Self.minY(20.25)))
        let text = ConflictExplanation(log: log).json
        #expect(text.contains("\"compressionResistance\" : 1000"))
        #expect(text.contains("\"superview\""))
        #expect(text.contains("\"printed\" : true"))
    }
}
