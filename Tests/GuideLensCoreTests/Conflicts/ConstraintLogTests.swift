import Foundation
import GuideLensTestSupport
import Testing

@testable @_spi(Engine) import GuideLensCore

@Suite("Constraint logs")
struct ConstraintLogTests {
    static let header = """
        2024-05-02 10:22:33.123456+0200 Shop[1234:56789] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        (
        """

    static func report(_ constraints: [String], broken: String, prefix: String = header) -> String {
        prefix + "\n" + constraints.map { "    \"\($0)\"," }.joined(separator: "\n") + "\n)\n\n"
            + "Will attempt to recover by breaking constraint \n\(broken)\n\n"
            + "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
    }

    @Test(
        "an equation: items with identifiers and modules, multiplier, constant, priority, constraint identifier"
    )
    func equations() throws {
        let line =
            "<NSLayoutConstraint:0x600002a8a4e0 'card-height' MyApp.CardView:0x7f9b8bd0a8b0'Card'.height == 0.5*UILayoutGuide:0x6000005ac000'UIViewSafeAreaLayoutGuide'.height - 16 @999   (active)>"
        let log = ConstraintLog.parse(Self.report([line], broken: line))
        let constraint = try #require(log.conflicts.first?.constraints.first)
        expectEqual(constraint.identifier, "card-height")
        expectEqual(
            constraint.first.item,
            LoggedItem(
                className: "MyApp.CardView", address: ObjectAddress(0x7f9b_8bd0_a8b0), identifier: "Card"))
        #expect(constraint.first.attribute == .height && constraint.relation == .equal)
        expectEqual(constraint.second?.item.identifier, "UIViewSafeAreaLayoutGuide")
        #expect(constraint.multiplier == 0.5 && constraint.constant == -16 && constraint.priority == 999)
        expectEqual(constraint.isActive, true)
        expectEqual(log.conflicts[0].brokenIndex, 0)
    }

    @Test(
        "the visual format: edges, spacing between views, sizes, relations and priorities",
        arguments: [
            (
                "H:|-(8)-[UILabel:0x10]   (active, names: '|':UIView:0x20 )",
                "UILabel(0x10).leading == UIView(0x20).leading + 8"
            ),
            (
                "V:[UILabel:0x10]-(0)-|   (active, names: '|':UIView:0x20 )",
                "UIView(0x20).bottom == UILabel(0x10).bottom"
            ),
            (
                "H:[UILabel:0x10]-(10)-[UIButton:0x30'Send']   (active)",
                "UIButton(0x30).leading == UILabel(0x10).trailing + 10"
            ),
            ("H:[UIView:0x10(100)]", "UIView(0x10).width == 100"),
            ("V:[UIView:0x10(>=44@999)]   (active)", "UIView(0x10).height >= 44 @999"),
            (
                "H:|-(>=20)-[UIView:0x10]   (inactive, names: '|':UIWindow:0x20 )",
                "UIView(0x10).leading >= UIWindow(0x20).leading + 20   [inactive]"
            ),
            (
                "H:[UILabel:0x10' ']-(NSSpace(8))-[UIButton:0x30'Show More']",
                "UIButton(0x30).leading == UILabel(0x10).trailing + 8"
            ),
        ])
    func visualFormat(body: String, equation: String) throws {
        let line = "<NSLayoutConstraint:0x600 \(body)>"
        let log = ConstraintLog.parse(Self.report([line], broken: line))
        expectEqual(
            ConflictExplanation.equation(try #require(log.conflicts.first?.constraints.first)), equation)
    }

    @Test(
        "autoresizing masks, named items, SnapKit's origin marks, and the pre-iOS 10 format without (active)")
    func otherForms() throws {
        let lines = [
            "<NSAutoresizingMaskLayoutConstraint:0x600 h=--& v=--& UIView:0x10.height == 45   (active)>",
            "<NSLayoutConstraint:0x601 AddressToolbar.lockIcon.width == 40   (active, names: AddressToolbar.lockIcon:0x106c2b2e0 )>",
            "<SnapKit.LayoutConstraint:0x602@Separator.swift#17 UILabel:0x20.leading == UIView:0x10.leading + 16.0>",
            "<NSLayoutConstraint:0x603 UIView:0x10.width == - 16   (active)>",
        ]
        let constraints = ConstraintLog.parse(Self.report(lines, broken: lines[0])).conflicts[0]
            .constraints
        expectEqual(constraints[0].autoresizingMask?.text, "h=--& v=--&")
        #expect(
            constraints[1].first.item.address == ObjectAddress(0x106c_2b2e0)
                && constraints[1].first.item.identifier == "AddressToolbar.lockIcon")
        #expect(
            constraints[2].className == "SnapKit.LayoutConstraint" && constraints[2].isActive == nil
                && constraints[2].constant == 16)
        expectEqual(constraints[3].constant, -16)
    }

    @Test(
        "the list ends at its closing parenthesis, alone or followed by a comma or a semicolon",
        arguments: [")", "),", ");"])
    func listEnd(closing: String) throws {
        let first = "<NSLayoutConstraint:0x600 UIView:0x10.width == 100   (active)>"
        let second = "<NSLayoutConstraint:0x608 UIView:0x10.width == 200.5   (active)>"
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "\(first)",
                "\(second)"
            \(closing)

            Will attempt to recover by breaking constraint
            \(second)

            """
        let log = ConstraintLog.parse(text)
        let conflict = try #require(log.conflicts.first)
        expectEqual(log.conflicts.count, 1)
        expectEqual(conflict.constraints.map(\.constant), [100, 200.5])
        expectEqual(conflict.brokenIndex, 1)
        // Not an unread line, and nothing reported missing: the list was seen to its end.
        #expect(conflict.unread.isEmpty, "\(conflict.unread)")
        #expect(conflict.missing.isEmpty, "\(conflict.missing)")
    }

    @Test("any number of conflicts in one log, with or without the prefix, among other output")
    func severalConflicts() throws {
        let line = "<NSLayoutConstraint:0x600 UIView:0x10.width == 100   (active)>"
        let text =
            "app started\n" + Self.report([line], broken: line) + "some other line\n"
            + Self.report(
                [line, line], broken: line, prefix: "Unable to simultaneously satisfy constraints.\n(")
            + "done\n"
        let log = ConstraintLog.parse(text)
        expectEqual(log.conflicts.count, 2)
        expectEqual(log.conflicts.map(\.constraints.count), [1, 2])
        expectEqual(log.conflicts.map(\.line), [2, 13])
        #expect(ConstraintLog.parse("nothing to see\n").conflicts.isEmpty)
    }

    @Test(
        "addresses in either case and with leading zeros; one wider than 64 bits is kept unread, naming its line"
    )
    func addresses() throws {
        let line = { (address: String) in
            "<NSLayoutConstraint:0x600 UIView:\(address).width == 100   (active)>"
        }
        let upper = ConstraintLog.parse(
            Self.report([line("0X7F9B8BD0A8B0")], broken: line("0X7F9B8BD0A8B0")))
        expectEqual(
            upper.conflicts.first?.constraints.first?.first.item.address, ObjectAddress(0x7f9b_8bd0_a8b0))
        let padded = ConstraintLog.parse(
            Self.report([line("0x00000000000000000010")], broken: line("0x00000000000000000010")))
        expectEqual(padded.conflicts.first?.constraints.first?.first.item.address, ObjectAddress(0x10))
        let wide = line("0x1ffffffffffffffff")
        let unread = ConstraintLog.parse(Self.report([wide], broken: wide)).conflicts[0]
        #expect(unread.constraints.isEmpty && unread.unread.map(\.line) == [4] && unread.broken == nil)
        expectEqual(unread.unreadBroken?.text, wide)
    }

    @Test("the report built from Auto Layout's arguments reads as the logged one does")
    func reportFromArguments() throws {
        let lines = [
            "<NSLayoutConstraint:0x600 UILabel:0x10.height == 44   (active)>",
            "<NSLayoutConstraint:0x700 'UIView-Encapsulated-Layout-Height' UIView:0x20.height == 30   (active)>",
        ]
        let built = ConstraintLog.parse(ConstraintLog.report(constraints: lines, broken: lines[0]))
        let logged = ConstraintLog.parse(Self.report(lines, broken: lines[0]))
        expectEqual(built.conflicts.count, 1)
        expectEqual(built.conflicts.first?.constraints, logged.conflicts.first?.constraints)
        expectEqual(built.conflicts.first?.broken, logged.conflicts.first?.broken)
        expectEqual(built.conflicts.first?.brokenIndex, 0)
        // An identifier holding a line break and quotes stays on its line, as the logged array keeps it.
        let odd = "<NSLayoutConstraint:0x900 'two\nlines \"quoted\"' UIView:0x30.width == 10   (active)>"
        let escaped = ConstraintLog.parse(
            ConstraintLog.report(constraints: [odd, lines[0]], broken: odd))
        expectEqual(escaped.conflicts.first?.constraints.count, 2)
        expectEqual(escaped.conflicts.first?.constraints.first?.identifier, #"two\nlines \"quoted\""#)
        expectEqual(escaped.conflicts.first?.broken?.identifier, #"two\nlines "quoted""#)
    }

    @Test("a drawing marks every item and joins the broken constraint's edges, labelled with its relation")
    func markings() throws {
        let lines = [
            "<NSLayoutConstraint:0x600 UIView:0x10.top == UIView:0x20.bottom + 150   (active)>",
            "<NSLayoutConstraint:0x700 UILayoutGuide:0x30'space1'.height == 100   (active)>",
            "<NSLayoutConstraint:0x800 UIView:0x10.width == 0.5*UIView:0x20.width - 8   (active)>",
        ]
        let log = ConstraintLog.parse(
            Self.report(lines, broken: lines[0]) + Self.report(lines, broken: lines[1])
                + Self.report(lines, broken: lines[2]))
        var options = SnapshotRenderer.Options()
        ConflictExplanation.markings(for: log, into: &options)
        expectEqual(options.highlighted, [ObjectAddress(0x10), ObjectAddress(0x20), ObjectAddress(0x30)])
        // The second report broke a constant: nothing to join.
        expectEqual(
            options.links,
            [
                .init(
                    from: ObjectAddress(0x10), to: ObjectAddress(0x20), label: "broken: top == bottom + 150",
                    fromAttribute: "top", toAttribute: "bottom"),
                .init(
                    from: ObjectAddress(0x10), to: ObjectAddress(0x20),
                    label: "broken: width == 0.5×width - 8", fromAttribute: "width", toAttribute: "width"),
            ])
        let rect = Rect(x: 10, y: 20, width: 100, height: 40)
        let point = { (attribute: String?) in
            SnapshotRenderer.Options.Link.point(
                on: rect, attribute: attribute.map(LayoutAttribute.init(name:)))
        }
        #expect(point("top") == Point(x: 60, y: 20) && point("topMargin") == Point(x: 60, y: 20))
        #expect(point("bottom") == Point(x: 60, y: 60) && point("lastBaseline") == Point(x: 60, y: 60))
        #expect(point("leading") == Point(x: 10, y: 40) && point("right") == Point(x: 110, y: 40))
        #expect(point("height") == Point(x: 60, y: 40) && point(nil) == Point(x: 60, y: 40))
        // Every margin on its edge, both baselines, and a centre within margins in the middle.
        #expect(point("leftMargin") == Point(x: 10, y: 40) && point("leadingMargin") == Point(x: 10, y: 40))
        #expect(
            point("trailingMargin") == Point(x: 110, y: 40) && point("rightMargin") == Point(x: 110, y: 40))
        #expect(point("bottomMargin") == Point(x: 60, y: 60) && point("baseline") == Point(x: 60, y: 60))
        #expect(point("firstBaseline") == Point(x: 60, y: 20) && point("trailing") == Point(x: 110, y: 40))
        #expect(point("centerXWithinMargins") == Point(x: 60, y: 40) && point("minX") == Point(x: 60, y: 40))
        #expect(point("width") == Point(x: 60, y: 40) && point("bogus") == Point(x: 60, y: 40))
    }

    @Test("markers are found byte for byte, forwards, backwards and folding ASCII case")
    func byteSearch() {
        let text: Substring = "é (active) x (Active, names: '|':UIView:0x1 )"
        let first = text.byteRange(of: "(active")
        #expect(first.map { String(text[$0]) } == "(active")
        #expect(first.map { text[..<$0.lowerBound] } == "é ")
        let last = text.byteRange(of: "(active", backwards: true, ignoringASCIICase: true)
        #expect(last.map { String(text[$0.lowerBound...].prefix(7)) } == "(Active")
        #expect(text.byteRange(of: "NAMES:", ignoringASCIICase: true).map { String(text[$0]) } == "names:")
        #expect(text.byteRange(of: "NAMES:") == nil && text.byteRange(of: "") == nil)
        #expect(text.containsBytes("UIView") && !text.containsBytes("UILabel"))
        #expect(!Substring("ab").containsBytes("abc"))
        // Only letters fold: '[' and '{', '@' and '`' are 32 apart as 'A' and 'a' are, and differ.
        let brackets: Substring = "x [A] @b"
        #expect(brackets.byteRange(of: "[a]", ignoringASCIICase: true).map { String(brackets[$0]) } == "[A]")
        #expect(brackets.byteRange(of: "{a}", ignoringASCIICase: true) == nil)
        expectEqual(brackets.byteRange(of: "`B", ignoringASCIICase: true), nil)
        #expect(brackets.byteRange(of: "@B", ignoringASCIICase: true).map { String(brackets[$0]) } == "@b")
    }

    @Test("a report cut short says what it lacks; a garbled constraint is kept unread, naming its line")
    func badInput() throws {
        let line = "<NSLayoutConstraint:0x600 UIView:0x10.width == 100   (active)>"
        let full = Self.report([line, line], broken: line)
        let lines = full.split(separator: "\n", omittingEmptySubsequences: false)
        // Cut after each line: before the broken constraint every cut is one report that says
        // what it lacks, with the constraints before the cut.
        let brokenLine = try #require(lines.firstIndex { $0.hasPrefix("<NSLayoutConstraint") })
        for cut in 1...brokenLine {
            let log = ConstraintLog.parse(lines.prefix(cut).joined(separator: "\n"))
            expectEqual(log.conflicts.count, 1, "cut \(cut)")
            #expect(!log.conflicts[0].missing.isEmpty, "cut \(cut)")
            expectEqual(log.conflicts[0].constraints.count, max(0, min(2, cut - 3)), "cut \(cut)")
        }
        #expect(ConstraintLog.parse(full).conflicts[0].missing.isEmpty)
        let garbled = full.replacingOccurrences(
            of: "UIView:0x10.width == 100", with: "UIView:0x10.width ?? 100")
        let conflict = ConstraintLog.parse(garbled).conflicts[0]
        expectEqual(
            conflict.unread.first,
            UnreadLine(
                line: 4, text: "\"<NSLayoutConstraint:0x600 UIView:0x10.width ?? 100   (active)>\",",
                reason: "no relation (==, <=, >=)", position: 0))
        #expect(conflict.unread.count == 2 && conflict.unreadBroken?.line == 9)
    }

    @Test("10 MB of log, and 10,000 seeded random cuts and byte flips of a real one, never crash")
    func robustness() throws {
        let line = "<NSLayoutConstraint:0x600 UIView:0x10.width == 100   (active)>"
        let one = Self.report([line, line, line], broken: line)
        let big = String(repeating: one, count: 10_000_000 / one.utf8.count + 1)
        #expect(big.utf8.count >= 10_000_000)
        #expect(ConstraintLog.parse(big).conflicts.count == 10_000_000 / one.utf8.count + 1)
        var random = SeededGenerator(seed: 0xC0F1)
        let bytes = Array(one.utf8)
        var read = 0
        var refused = 0
        for _ in 0..<10_000 {
            var mutated = Array(bytes.prefix(Int.random(in: 0...bytes.count, using: &random)))
            for _ in 0..<Int.random(in: 0...3, using: &random) where !mutated.isEmpty {
                mutated[Int.random(in: 0..<mutated.count, using: &random)] = UInt8.random(
                    in: 32...126, using: &random)
            }
            let log = ConstraintLog.parse(String(decoding: mutated, as: UTF8.self))
            let partial = log.conflicts.contains {
                !$0.unread.isEmpty || !$0.missing.isEmpty || $0.unreadBroken != nil
            }
            if partial { refused += 1 } else { read += 1 }
            for conflict in log.conflicts { _ = ConflictArithmetic(conflict: conflict) }
        }
        #expect(read + refused == 10_000 && refused > 1_000, "seed 0xC0F1")
    }

    /// `Tests/Fixtures/ConflictLogs`: real logs, each naming its source on its first line.
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/ConflictLogs")

    static var fixtureNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []).filter {
            $0.hasSuffix(".log")
        }.sorted()
    }

    @Test("at least 90 real logs from at least 80 public sources, each naming its source")
    func fixtureSources() throws {
        let sources = try Self.fixtureNames.map { name -> String in
            let text = try String(contentsOf: Self.fixtures.appendingPathComponent(name), encoding: .utf8)
            let first = try #require(text.split(separator: "\n").first)
            #expect(first.hasPrefix("# source: "), "\(name)")
            return String(first.dropFirst("# source: ".count).prefix(while: { $0 != " " && $0 != "#" }))
        }
        #expect(sources.count >= 90)
        #expect(Set(sources).count >= 80, "\(Set(sources))")
    }

    @Test(
        "every real log reads: one or more conflicts; one cut short is explained as far as it goes",
        arguments: fixtureNames)
    func realLog(name: String) throws {
        let text = try String(contentsOf: Self.fixtures.appendingPathComponent(name), encoding: .utf8)
        // The same log saved with Windows line endings reads the same.
        let windowsText = text.replacingOccurrences(of: "\n", with: "\r\n")
        if name.contains("cut-short") {
            let log = ConstraintLog.parse(text)
            #expect(log.conflicts.contains { !$0.missing.isEmpty }, "\(name)")
            #expect(log.conflicts.contains { !$0.constraints.isEmpty }, "\(name)")
            expectEqual(ConstraintLog.parse(windowsText), log)
            return
        }
        let log = ConstraintLog.parse(text)
        expectEqual(ConstraintLog.parse(windowsText), log, "\(name)")
        #expect(!log.conflicts.isEmpty)
        for conflict in log.conflicts {
            // Read, or cut short, or (a list its author renamed) every line kept unread.
            #expect(
                conflict.constraints.count >= 1 || !conflict.missing.isEmpty || !conflict.unread.isEmpty,
                "\(name)")
            guard let broken = conflict.broken else { continue }
            // The broken constraint is one of those listed, by address, except where the published
            // log itself pastes a different one (then the explanation says so).
            if name.contains("snapkit-101") {
                expectEqual(conflict.brokenIndex, nil)
                #expect(!conflict.constraints.contains { $0.text == broken.text })
            } else if conflict.unread.isEmpty && conflict.missing.isEmpty {
                #expect(
                    conflict.brokenIndex != nil || conflict.constraints.contains { $0.text == broken.text },
                    "\(name)")
            }
        }
    }
}
