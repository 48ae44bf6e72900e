import Testing

@testable @_spi(Engine) import GuideLensCore

/// Constraints that hold together only because the log leaves a view's margins unprinted: the
/// values named, with the room the constraints leave them and the printed numbers that room is
/// what is left of, each worked out by hand, away from round numbers.
@Suite("explain: the room the log's unprinted margins have")
struct ConflictRoomTests {
    static func arithmetic(_ items: [String]) -> String {
        let conflict = ConstraintLog.parse(PastedLogTests.report(items)).conflicts[0]
        return ConflictArithmetic(conflict: conflict).text(numbers: ConflictExplanation.listNumbers(conflict))
    }

    /// A label inside a card pinned to a cell content view's top and bottom margins.
    static func cell(labelAtLeast: String, cellHeight: String) -> [String] {
        [
            "<NSLayoutConstraint:0x600001 UILabel:0x7f01.top == UIView:0x7f02.top + 12.5   (active)>",
            "<NSLayoutConstraint:0x600002 UIView:0x7f02.bottom == UILabel:0x7f01.bottom + 8.25   (active)>",
            "<NSLayoutConstraint:0x600003 UITableViewCellContentView:0x7f03.topMargin == UIView:0x7f02.top   (active)>",
            "<NSLayoutConstraint:0x600004 UITableViewCellContentView:0x7f03.bottomMargin == UIView:0x7f02.bottom   (active)>",
            "<NSLayoutConstraint:0x600005 UILabel:0x7f01.height >= \(labelAtLeast)   (active)>",
            "<NSLayoutConstraint:0x600006 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f03.height == \(cellHeight)   (active)>",
        ]
    }

    @Test("at most: 12.5 + 8.25 + 20.5 = 41.25 of 44.75 leaves the top and bottom margins 3.5")
    func atMost() {
        let text = Self.arithmetic(Self.cell(labelAtLeast: "20.5", cellHeight: "44.75"))
        #expect(
            text.contains(
                "but only because the log does not print UITableViewCellContentView(0x7f03)'s top and bottom "
                    + "margins: 12.5 + 8.25 + 20.5 = 41.25 of 44.75 (constraints 1, 2, 5 against constraint 6) "
                    + "leaves them at most 3.5 together; more is the conflict."), "\(text)")
        #expect(!text.contains("every listed line was read"))
    }

    @Test("a quarter of room, none, and a quarter short: 23.75, 24 and 24.25 in a 44.75 cell")
    func atTheEdge() {
        // 12.5 + 8.25 + 23.75 = 44.5: a quarter left for the margins.
        let inside = Self.arithmetic(Self.cell(labelAtLeast: "23.75", cellHeight: "44.75"))
        #expect(inside.contains("= 44.5 of 44.75"), "\(inside)")
        #expect(inside.contains("leaves them at most 0.25 together; more is the conflict."), "\(inside)")
        // 12.5 + 8.25 + 24 = 44.75: the margins must be 0, which holds only as printed.
        let edge = Self.arithmetic(Self.cell(labelAtLeast: "24", cellHeight: "44.75"))
        #expect(edge.contains("hold only at exactly the printed values"), "\(edge)")
        // 24.25 needs 45 of 44.75: a conflict whatever the margins are.
        let past = Self.arithmetic(Self.cell(labelAtLeast: "24.25", cellHeight: "44.75"))
        #expect(!past.contains("does not print"), "\(past)")
        #expect(past.contains("cannot hold together"), "\(past)")
    }

    @Test("exactly: 320.5 − 8 − 8 = 304.5 of 375.25 leaves the leading and trailing margins 70.75")
    func exactly() {
        let text = Self.arithmetic([
            "<NSLayoutConstraint:0x600001 H:[UIImageView:0x7f01(320.5)]>",
            "<NSLayoutConstraint:0x600002 UITableViewCellContentView:0x7f03.trailingMargin == UIImageView:0x7f01.trailing - 8>",
            "<NSLayoutConstraint:0x600003 UIImageView:0x7f01.leading == UITableViewCellContentView:0x7f03.leadingMargin - 8>",
            "<NSLayoutConstraint:0x600004 'UIView-Encapsulated-Layout-Width' H:[UITableViewCellContentView:0x7f03(375.25)]>",
        ])
        // width = (375.25 − R + 8) − (L − 8) = 320.5, so L + R = 70.75.
        #expect(
            text.contains(
                "UITableViewCellContentView(0x7f03)'s leading and trailing margins: 320.5 − 8 − 8 = 304.5 of "
                    + "375.25 (constraints 1, 2, 3 against constraint 4) leaves them exactly 70.75 together"),
            "\(text)")
    }

    @Test(
        "a sum below 0: how far the listed constraints reach beyond the margins, never '−30.5 of 40.25'")
    func reachingBeyond() {
        func text(width: String, inset: String) -> String {
            Self.arithmetic([
                "<NSLayoutConstraint:0x600001 H:[UIImageView:0x7f01(\(width))]>",
                "<NSLayoutConstraint:0x600002 UITableViewCellContentView:0x7f03.trailingMargin == UIImageView:0x7f01.trailing - \(inset)>",
                "<NSLayoutConstraint:0x600003 UIImageView:0x7f01.leading == UITableViewCellContentView:0x7f03.leadingMargin - \(inset)>",
                "<NSLayoutConstraint:0x600004 'UIView-Encapsulated-Layout-Width' H:[UITableViewCellContentView:0x7f03(40.25)]>",
            ])
        }
        // width = (40.25 − R + 20.5) − (L − 20.5) = 10.5, so L + R = 70.75: the image view reaches
        // 30.5 beyond the margins on the two sides together.
        let beyond = text(width: "10.5", inset: "20.5")
        #expect(
            beyond.contains(
                "10.5 − 20.5 − 20.5 = −30.5 (30.5 reaching beyond them), and 40.25 (constraints 1, 2, 3 "
                    + "against constraint 4) leaves them exactly 70.75 together"), "\(beyond)")
        #expect(!beyond.contains("−30.5 of"))
        // A sum of exactly 0 (the image view as wide as the two insets): part of the width, as before.
        let zero = text(width: "41", inset: "20.5")
        #expect(
            zero.contains("= 0 of 40.25") && zero.contains("leaves them exactly 40.25 together"), "\(zero)")
        // One value unprinted: `it`. top = T − 20.25, bottom = 40.5, height 10.5, so T = 50.25.
        let one = Self.arithmetic([
            "<NSLayoutConstraint:0x600001 V:[UILabel:0x7f01(10.5)]>",
            "<NSLayoutConstraint:0x600002 UILabel:0x7f01.top == UITableViewCellContentView:0x7f03.topMargin - 20.25>",
            "<NSLayoutConstraint:0x600003 UILabel:0x7f01.bottom == UITableViewCellContentView:0x7f03.bottom>",
            "<NSLayoutConstraint:0x600004 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7f03.height == 40.5>",
        ])
        #expect(
            one.contains(
                "10.5 − 20.25 = −9.75 (9.75 reaching beyond it), and 40.5 (constraints 1, 2 against constraint 4) "
                    + "leaves it exactly 50.25;"), "\(one)")
        // Just above 0: the same.
        let above = text(width: "41.5", inset: "20.5")
        #expect(above.contains("= 0.5 of 40.25") && above.contains("exactly 39.75 together"), "\(above)")
    }

    @Test(
        "from and to: a view at most 80.5 wide between the margins of a 100.25 view leaves them 19.75 to 100.25"
    )
    func atLeast() {
        let text = Self.arithmetic([
            "<NSLayoutConstraint:0x600001 UIView:0x7f02.leading == UIView:0x7f03.leadingMargin   (active)>",
            "<NSLayoutConstraint:0x600002 UIView:0x7f02.trailing == UIView:0x7f03.trailingMargin   (active)>",
            "<NSLayoutConstraint:0x600003 UIView:0x7f02.width <= 80.5   (active)>",
            "<NSLayoutConstraint:0x600004 UIView:0x7f03.width == 100.25   (active)>",
        ])
        #expect(text.contains("UIView(0x7f03)'s leading and trailing margins"), "\(text)")
        // At least 100.25 − 80.5; at most the whole 100.25 (the view's width is at least 0).
        #expect(
            text.contains(
                "100.25 against 80.5 (constraint 4 against constraint 3) leaves them from 19.75 to "
                    + "100.25 together; outside that is the conflict."), "\(text)")
    }

    @Test("one margin alone, and margins nothing bounds but their floor of 0, which say nothing")
    func oneAndUnbounded() {
        let one = Self.arithmetic([
            "<NSLayoutConstraint:0x600001 UIView:0x7f02.top == UIView:0x7f03.topMargin + 4.5   (active)>",
            "<NSLayoutConstraint:0x600002 UIView:0x7f02.top == UIView:0x7f03.top + 20.25   (active)>",
        ])
        #expect(
            one.contains("UIView(0x7f03)'s top margin: ") && one.contains("leaves it exactly 15.75;"),
            "\(one)")
        let free = Self.arithmetic([
            "<NSLayoutConstraint:0x600001 UIView:0x7f02.leading == UIView:0x7f03.leadingMargin   (active)>",
            "<NSLayoutConstraint:0x600002 UIView:0x7f02.width == 80.5   (active)>",
        ])
        #expect(!free.contains("does not print"), "\(free)")
        #expect(free.contains("every listed line was read"), "\(free)")
    }
}

/// What the planted-defect review of the room found untested: baselines named in order, a room
/// bounded only from below, a list cut short, an empty list, a factor's signed pieces, a content
/// size's required part.
@Suite("explain: the room's edges the review planted defects in")
struct ConflictRoomEdgeTests {
    @Test("a label's first and last baseline offsets, both unprinted, named in that order with their room")
    func baselines() {
        // top 10.25 + f = 30.5 and top + l = 50.75: f = 20.25 and l = 40.5, 60.75 together.
        let text = ConflictRoomTests.arithmetic([
            "<NSLayoutConstraint:0x600001 UILabel:0x7f01.top == UIView:0x7f02.top + 10.25   (active)>",
            "<NSLayoutConstraint:0x600002 UILabel:0x7f01.firstBaseline == UIView:0x7f02.top + 30.5   (active)>",
            "<NSLayoutConstraint:0x600003 UILabel:0x7f01.lastBaseline == UIView:0x7f02.top + 50.75   (active)>",
        ])
        #expect(
            text.contains(
                "does not print UILabel(0x7f01)'s first baseline offset and last baseline offset: "),
            "\(text)")
        #expect(text.contains("leaves them exactly 60.75 together"), "\(text)")
    }

    @Test("a label as high as its view between the view's margins: 100.5 of 100.5 leaves them exactly 0")
    func noRoom() {
        let text = ConflictRoomTests.arithmetic([
            "<NSLayoutConstraint:0x600001 UILabel:0x7f01.top == UIView:0x7f02.topMargin   (active)>",
            "<NSLayoutConstraint:0x600002 UILabel:0x7f01.height == 100.5   (active)>",
            "<NSLayoutConstraint:0x600003 UIView:0x7f02.bottomMargin == UILabel:0x7f01.bottom   (active)>",
            "<NSLayoutConstraint:0x600004 UIView:0x7f02.height == 100.5   (active)>",
        ])
        #expect(text.contains("100.5 of 100.5 ("), "\(text)")
        #expect(text.contains("leaves them exactly 0 together"), "\(text)")
    }

    @Test("a room bounded only from below: at least 19.75, less is the conflict")
    func atLeastOnly() {
        // The superview at least 100.25 wide, the view at most 80.5 between its margins.
        let text = ConflictRoomTests.arithmetic([
            "<NSLayoutConstraint:0x600001 UIView:0x7f02.leading == UIView:0x7f03.leadingMargin   (active)>",
            "<NSLayoutConstraint:0x600002 UIView:0x7f02.trailing == UIView:0x7f03.trailingMargin   (active)>",
            "<NSLayoutConstraint:0x600003 UIView:0x7f02.width <= 80.5   (active)>",
            "<NSLayoutConstraint:0x600004 UIView:0x7f03.width >= 100.25   (active)>",
        ])
        #expect(text.contains("leaves them at least 19.75 together; less is the conflict."), "\(text)")
    }

    @Test("a list cut short whose kept constraints hold through unprinted margins: the lost lines come first")
    func cutShort() {
        let items = ConflictRoomTests.cell(labelAtLeast: "20.5", cellHeight: "44.75")
        let text =
            "Unable to simultaneously satisfy constraints.\n(\n"
            + items.map { "    \"\($0)\"," }.joined(separator: "\n") + "\n"
        let conflict = ConstraintLog.parse(text).conflicts[0]
        let arithmetic = ConflictArithmetic(conflict: conflict).text(
            numbers: ConflictExplanation.listNumbers(conflict))
        #expect(arithmetic.contains("the list is cut short"), "\(arithmetic)")
        #expect(!arithmetic.contains("does not print"), "\(arithmetic)")
    }

    @Test("an empty list between its brackets lacks any constraint, not the list")
    func emptyList() {
        let log = ConstraintLog.parse(
            "Unable to simultaneously satisfy constraints.\n(\n)\n\nWill attempt to recover by breaking constraint\n"
                + "<NSLayoutConstraint:0x600001 UIView:0x7f02.width == 10.5   (active)>\n")
        let missing = log.conflicts.first?.missing ?? []
        #expect(missing.contains("any constraint in the list"), "\(missing)")
        #expect(!missing.contains("the list of constraints"), "\(missing)")
    }

    @Test("a factor of ½ over two pieces keeps the first piece's minus: ½ × (−8 + 0.25 × 600)")
    func signedPieces() {
        expectEqual(
            ConflictArithmeticTextTests.term(0.5, multiplier: 0.25, constant: -8, substituted: 600),
            "0.5 × (−8 + 0.25 × 600)")
        expectEqual(
            ConflictArithmeticTextTests.term(-0.5, multiplier: 0.25, constant: -8, substituted: 600),
            "0.5 × (8 − 0.25 × 600)")
    }

    @Test("a content size whose compression resistance alone is required is said to be kept from shrinking")
    func compressionResistanceRequired() throws {
        let hint = ConflictExplanation.contentSizeHint(
            [
                try LoggedConstraintReader.read(
                    "<NSContentSizeLayoutConstraint:0x600001 UILabel:0x7f01.width == 104.5 Hug:250 CompressionResistance:1000   (active)>"
                ).get()
            ])
        expectEqual(
            hint?.contains("compression resistance (it cannot be smaller than its content)"), true,
            "\(hint ?? "")")
        let hugging = ConflictExplanation.contentSizeHint(
            [
                try LoggedConstraintReader.read(
                    "<NSContentSizeLayoutConstraint:0x600001 UILabel:0x7f01.width == 104.5 Hug:1000 CompressionResistance:750   (active)>"
                ).get()
            ])
        expectEqual(
            hugging?.contains("content hugging (it cannot be larger than its content)"), true,
            "\(hugging ?? "")")
    }
}
