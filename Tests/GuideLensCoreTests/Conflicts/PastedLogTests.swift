import Foundation
import Testing

@testable @_spi(Engine) import GuideLensCore

/// Logs as people paste them: views named by a Masonry key, class names Markdown mangled, a
/// list's brackets reflowed onto its items, UIKit's prose wrapped anywhere, a log shared as a
/// link; and what "hold together" may say when a line was not read. Numbers are fractional and
/// items away from zero, as logs print them.
@Suite("explain: logs as people paste them")
struct PastedLogTests {
    static func report(_ items: [String], broken: String? = nil, header: String? = nil) -> String {
        (header ?? "Unable to simultaneously satisfy constraints.") + "\n(\n"
            + items.map { "    \"\($0)\"," }.joined(separator: "\n") + "\n)\n\n"
            + "Will attempt to recover by breaking constraint \n" + (broken ?? items[items.count - 1]) + "\n"
    }

    // MARK: Masonry keys

    @Test("a Masonry key stands where the address would: read as the item's identity, the key kept")
    func masonryKey() throws {
        let line =
            "<MASLayoutConstraint:0x6000021c4a80 UIButton:saveButton.left == UIView:card.left + 12.5>"
        let constraint = try LoggedConstraintReader.read(Substring(line)).get()
        #expect(constraint.first.item.key == "saveButton" && constraint.first.item.className == "UIButton")
        #expect(constraint.first.attribute == .left && constraint.second?.attribute == .left)
        #expect(constraint.second?.item.key == "card" && constraint.constant == 12.5)
        // Each key its own address, the same key the same one, none a real address's.
        expectEqual(constraint.first.item.address, LoggedItem.keyAddress("saveButton"))
        #expect(constraint.first.item.address != constraint.second?.item.address)
        #expect(constraint.first.item.address.value >= 1 << 63)
    }

    @Test("a key may hold dots of its own: the attribute is the last dotted word Auto Layout knows")
    func dottedKey() throws {
        let constraint = try LoggedConstraintReader.read(
            "<MASLayoutConstraint:0x7fcd98d17c40 UIView:view1.left == UIView:self.view.left>"
        ).get()
        #expect(constraint.second?.item.key == "self.view" && constraint.second?.attribute == .left)
        // A last word that is no attribute is part of no key: the line is not read.
        expectEqual(
            (try? LoggedConstraintReader.read(
                "<MASLayoutConstraint:0x7fcd98d17c40 UIView:view1.left == UIView:self.view.side>"
            ).get()), nil)
    }

    @Test(
        "a keyed constraint and a keyed view in a visual format; an address that cannot be one stays unread")
    func keyedForms() throws {
        let keyed = try LoggedConstraintReader.read(
            "<MASLayoutConstraint:avatarTop UIImageView:avatar.top == UIView:card.top + 8.5>"
        ).get()
        #expect(keyed.identifier == "avatarTop" && keyed.first.item.key == "avatar")
        let visual = try LoggedConstraintReader.read(
            "<NSLayoutConstraint:0x600 H:[UILabel:title(120.5)]>"
        ).get()
        #expect(visual.first.item.key == "title" && visual.constant == 120.5)
        #expect(throws: Error.self) {
            try LoggedConstraintReader.read("<NSLayoutConstraint:0x600 UIView:0x6z00.width == 10>").get()
        }
    }

    @Test("a keyed constraint with no address, quoted and last, ends a list pasted without its brackets")
    func keyedLastLineWithoutBrackets() throws {
        let text = """
            Unable to simultaneously satisfy constraints.
                "<MASLayoutConstraint:avatarLeft UIImageView:avatar.left == UIView:card.left + 10.5>",
                "<MASLayoutConstraint:avatarRight UIImageView:avatar.right == UIView:card.right - 10.5>",
                "<NSLayoutConstraint:0x600003 UIView:card.width == 375>",
                "<MASLayoutConstraint:avatarWidth UIImageView:avatar.width == 100.25>"

            Will attempt to recover by breaking constraint
            <MASLayoutConstraint:avatarWidth UIImageView:avatar.width == 100.25>
            """
        let log = ConstraintLog.parse(text)
        expectEqual(log.conflicts.count, 1)
        expectEqual(
            log.conflicts.first?.constraints.map(\.identifier),
            ["avatarLeft", "avatarRight", nil, "avatarWidth"])
        let explanation = ConflictExplanation(log: log).text
        // 10.5 + 10.5 + 100.25 = 121.25 against the card's 375.
        #expect(explanation.contains("10.5 + 10.5 + 100.25 = 121.25"), "\(explanation)")
    }

    @Test("a visual format without a [view], and one whose [ ] names no view, each say which")
    func visualFormatReasons() {
        func reason(_ line: String) -> String? {
            if case .failure(let unread) = LoggedConstraintReader.read(Substring(line)) {
                return unread.reason
            }
            return nil
        }
        expectEqual(
            reason("<NSLayoutConstraint:0x600001 H:|-(8.5)-|   (active)>"), "no [view] in the visual format")
        expectEqual(reason("<NSLayoutConstraint:0x600001 H:|-(8.5)-[]   (active)>"), "no view in [ ]")
    }

    @Test("explain prints a keyed view as the log does and does the arithmetic")
    func keyedExplanation() throws {
        let text = Self.report([
            "<MASLayoutConstraint:0x600001 UIView:view1.left == UIView:self.view.left + 10.5>",
            "<MASLayoutConstraint:0x600002 UIView:view1.right == UIView:self.view.right - 10.5>",
            "<NSLayoutConstraint:0x600003 UIView:self.view.width == 375>",
            "<MASLayoutConstraint:0x600004 UIView:view1.width == 100.25>",
        ])
        let explanation = ConflictExplanation(log: ConstraintLog.parse(text)).text
        #expect(explanation.contains("    UIView view1 (its mas_key)\n"))
        #expect(explanation.contains("4. UIView(view1).width == 100.25"))
        // 10.5 + 10.5 + 100.25 = 121.25 against the 375 of self.view.
        #expect(
            explanation.contains("10.5 + 10.5 + 100.25 = 121.25, but UIView(self.view).width is 375"),
            "\(explanation)")
        let json = ConflictExplanation(log: ConstraintLog.parse(text)).json
        #expect(json.contains("\"key\" : \"self.view\""))
    }

    @Test("every name of a keyed item in an answer is its key: an anchor, a side, a multiplier's value")
    func keyedNamesEverywhere() throws {
        let keyed = LoggedItem(
            className: "UIView", address: LoggedItem.keyAddress("self.view"), key: "self.view")
        expectEqual(
            ConflictExplanation.anchorName(LoggedAnchor(item: keyed, attribute: .width)),
            "UIView(self.view).width")
        expectEqual(ConflictExplanation.itemName(keyed), "UIView(self.view)")
        // A multiplier's value is named by the item it is taken from: 0.5 × 375.5 = 187.75.
        let text = Self.report([
            "<NSLayoutConstraint:0x600003 UIView:self.view.width == 375.5>",
            "<MASLayoutConstraint:0x600001 UIView:view1.width == 0.5*UIView:self.view.width>",
            "<MASLayoutConstraint:0x600004 UIView:view1.width == 100.25>",
        ])
        let explanation = ConflictExplanation(log: ConstraintLog.parse(text)).text
        #expect(explanation.contains("makes of UIView(self.view).width"), "\(explanation)")
        #expect(!explanation.contains("(0x"), "\(explanation)")
    }

    @Test("an attribute name is recognized only when Auto Layout has it; a margin edge lies on its own axis")
    func attributeNames() {
        #expect(
            LayoutAttribute(name: "left").isRecognized
                && LayoutAttribute(name: "centerYWithinMargins").isRecognized)
        #expect(!LayoutAttribute(name: "side").isRecognized && !LayoutAttribute(name: "Left").isRecognized)
        expectEqual(MarginEdge.allCases.map(\.axis), [.horizontal, .horizontal, .vertical, .vertical])
    }

    // MARK: Markdown's damage

    @Test("Markdown's *Name is read as _Name and said; a digit after * is a multiplier's, not a name")
    func emphasizedName() throws {
        let text = Self.report([
            "<NSLayoutConstraint:0x600001 *UIRemoteKeyboardPlaceholderView:0x10502f0b0.bottom == *UIKBCompatInputView:0x103730400.top   (active)>",
            "<NSLayoutConstraint:0x600002 UIView:0x1052109a0.bottom == _UIKBCompatInputView:0x103730400.top   (active)>",
            "<NSLayoutConstraint:0x600003 V:[_UIRemoteKeyboardPlaceholderView:0x10502f0b0]-(0)-[UIView:0x1052109a0]   (active)>",
            "<NSLayoutConstraint:0x600004 UIView:0x1052109a0.height == 72.5   (active)>",
        ])
        let conflict = try #require(ConstraintLog.parse(text).conflicts.first)
        #expect(conflict.unread.isEmpty && conflict.constraints.count == 4)
        expectEqual(
            conflict.mangledNames,
            [
                MangledName(
                    logged: "*UIRemoteKeyboardPlaceholderView", read: "_UIRemoteKeyboardPlaceholderView"),
                MangledName(logged: "*UIKBCompatInputView", read: "_UIKBCompatInputView"),
            ])
        #expect(conflict.items.filter { $0.className == "_UIKBCompatInputView" }.count == 1)
        let explanation = ConflictExplanation(log: ConstraintLog.parse(text)).text
        #expect(explanation.contains("  Mangled: *UIKBCompatInputView read as _UIKBCompatInputView"))
        #expect(explanation.contains("is 72.5 (constraint 4)"), "\(explanation)")
        // `*2` is a number: not a name.
        expectEqual(
            (try? LoggedConstraintReader.read("<NSLayoutConstraint:0x600 *2View:0x10.width == 1>").get()), nil
        )
    }

    @Test("a mangled name met in several constraints is said once")
    func mangledOnce() throws {
        let text = Self.report([
            "<NSLayoutConstraint:0x600001 *UIKBCompatInputView:0x103730400.top == UIView:0x7f01.bottom + 0.5   (active)>",
            "<NSLayoutConstraint:0x600002 *UIKBCompatInputView:0x103730400.height == 44   (active)>",
            "<NSLayoutConstraint:0x600003 *UIKBCompatInputView:0x103730400.height == 45.5   (active)>",
        ])
        let conflict = try #require(ConstraintLog.parse(text).conflicts.first)
        expectEqual(conflict.mangledNames.count, 1)
        let explanation = ConflictExplanation(log: ConstraintLog.parse(text)).text
        expectEqual(explanation.components(separatedBy: "Mangled: ").count, 2, "\(explanation)")
    }

    @Test(
        "a mangled identifier met twice is said once; a broken constraint not in the list, and a superview, are read back too"
    )
    func mangledEverywhere() throws {
        let text = Self.report(
            [
                "<NSLayoutConstraint:0x600001 '*UITemporaryLayoutWidth' UIView:0x7f01.width == 0   (active)>",
                "<NSLayoutConstraint:0x600002 '*UITemporaryLayoutWidth' UIView:0x7f02.width == 0   (active)>",
                "<NSLayoutConstraint:0x600003 H:|-(8.5)-[UIView:0x7f01]   (active, names: '|':UIRemoteKeyboardPlaceholderView:0x7f09 )>",
                "<NSLayoutConstraint:0x600004 _UIRemoteKeyboardPlaceholderView:0x7f09.width == 300   (active)>",
            ], broken: "<NSLayoutConstraint:0x600009 *UIKBCompatInputView:0x7f05.width == 10   (active)>")
        let conflict = try #require(ConstraintLog.parse(text).conflicts.first)
        expectEqual(
            conflict.constraints.map(\.identifier).prefix(2),
            ["_UITemporaryLayoutWidth", "_UITemporaryLayoutWidth"])
        #expect(
            conflict.mangledNames.filter {
                $0.logged == "'*UITemporaryLayoutWidth'" || $0.logged == "*UITemporaryLayoutWidth"
            }.count == 1)
        expectEqual(conflict.brokenIndex, nil)
        expectEqual(conflict.broken?.first.item.className, "_UIKBCompatInputView")
        expectEqual(conflict.broken?.first.item.loggedAs, nil)
        expectEqual(conflict.constraints[2].superview?.className, "_UIRemoteKeyboardPlaceholderView")
    }

    @Test("system spacing in an equation is a constant like any other: 8 after a plus")
    func systemSpacingInEquation() throws {
        let constraint = try LoggedConstraintReader.read(
            "<NSLayoutConstraint:0x600 UILabel:0x7f01.top == UIView:0x7f02.bottom + NSLayoutAnchorConstraintSpace(8)   (active)>"
        ).get()
        #expect(constraint.constant == 8 && constraint.second?.attribute == .bottom)
        let doubled = try LoggedConstraintReader.read(
            "<NSLayoutConstraint:0x600 UILabel:0x7f01.top == UIView:0x7f02.bottom + NSLayoutAnchorConstraintSpace(8) + 0.5   (active)>"
        ).get()
        expectEqual(doubled.constant, 8.5)
    }

    @Test("an underscore lost altogether is read back where another line names the same address with it")
    func lostUnderscore() throws {
        let text = Self.report([
            "<NSLayoutConstraint:0x600001 UIRemoteKeyboardPlaceholderView:0x10502f0b0.height == 0   (active)>",
            "<NSLayoutConstraint:0x600002 _UIRemoteKeyboardPlaceholderView:0x10502f0b0.height == 44.5   (active)>",
        ])
        let conflict = try #require(ConstraintLog.parse(text).conflicts.first)
        expectEqual(
            conflict.mangledNames,
            [MangledName(logged: "UIRemoteKeyboardPlaceholderView", read: "_UIRemoteKeyboardPlaceholderView")]
        )
        expectEqual(conflict.items.map(\.className), ["_UIRemoteKeyboardPlaceholderView"])
        // Two classes that differ otherwise are two names, and nothing is said.
        let other = Self.report([
            "<NSLayoutConstraint:0x600001 UIView:0x10502f0b0.height == 0   (active)>",
            "<NSLayoutConstraint:0x600002 _UIViewX:0x10502f0b0.height == 44.5   (active)>",
        ])
        expectEqual(ConstraintLog.parse(other).conflicts.first?.mangledNames, [])
    }

    // MARK: Reflowed lists

    @Test("the first item on the list's opening line and the last with its closing one are read and counted")
    func reflowedList() throws {
        let items = [
            "<NSLayoutConstraint:0x600001 UIView:0x7f01.width == 100.5   (active)>",
            "<NSLayoutConstraint:0x600002 UIView:0x7f01.width == 120   (active)>",
            "<NSLayoutConstraint:0x600003 UIView:0x7f01.height == 20   (active)>",
        ]
        let text =
            "Unable to simultaneously satisfy constraints.\n( \"\(items[0])\",\n    \"\(items[1])\",\n"
            + "    \"\(items[2])\" )\n\nWill attempt to recover by breaking constraint \n\(items[1])\n"
        let conflict = try #require(ConstraintLog.parse(text).conflicts.first)
        #expect(conflict.constraints.count == 3 && conflict.unread.isEmpty)
        #expect(conflict.missing.isEmpty)
        expectEqual(conflict.brokenIndex, 1)
        // The pieces keep the line they came from.
        let lines = LogLines(text)
        let firstLines: [String] = ["Unable to simultaneously satisfy constraints.", "(", "\"\(items[0])\","]
        expectEqual(Array(lines.lines.map(String.init).prefix(3)), firstLines)
        expectEqual(lines.number(at: 2), 2)
        // A line that only opens with `(` and holds no item is not split.
        expectEqual(
            LogLines.reflowedEnds("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints)"), nil)
        expectEqual(LogLines.reflowedEnds("\"\(items[0])\","), nil)
    }

    // MARK: UIKit's prose, wrapped

    @Test("a piece of UIKit's prose is one; other words, or one short word, are not")
    func proseFragments() {
        #expect(UIKitProse.isFragment("for the UIView property translatesAutoresizingMaskIntoConstraints)"))
        #expect(UIKitProse.isFragment("//         refer to the documentation"))
        #expect(UIKitProse.isFragment("translatesAutoresizingMaskIntoConstraints)"))
        #expect(UIKitProse.isFragment("don\u{2019}t want."))
        #expect(UIKitProse.isFragment("simultaneously satisfy constraints."))
        #expect(!UIKitProse.isFragment("refer to the manual"))
        #expect(!UIKitProse.isFragment("want."))
        #expect(!UIKitProse.isFragment("let view = UIView()"))
    }

    @Test("a first line wrapped after 'simultaneously' still starts the report, on its own line")
    func wrappedHeader() throws {
        let item = "<NSLayoutConstraint:0x600001 UIView:0x7f01.width == 100.5   (active)>"
        let other = "<NSLayoutConstraint:0x600002 UIView:0x7f01.width == 120   (active)>"
        let text =
            "some other line\n2024-03-01 App[1:2] [LayoutConstraints] Unable to simultaneously\nsatisfy constraints.\n"
            + "\tProbably at least one of the constraints in the following list is one you don't want.\n"
            + "(\n    \"\(item)\",\n    \"\(other)\"\n)\n\nWill attempt to recover by breaking constraint \n\(other)\n"
        let log = ConstraintLog.parse(text)
        expectEqual(log.conflicts.count, 1)
        expectEqual(log.conflicts.first?.line, 2)
        expectEqual(log.conflicts.first?.missing, [])
        expectEqual(log.conflicts.first?.constraints.count, 2)
    }

    @Test("UIKit's note wrapped over lines continues the report: one conflict, its list read with it")
    func wrappedNote() throws {
        let item = "<NSLayoutConstraint:0x600001 UIView:0x7f01.width == 100.5   (active)>"
        let other = "<NSLayoutConstraint:0x600002 UIView:0x7f01.width == 120   (active)>"
        let prose = """
            // [LayoutConstraints] Unable to simultaneously satisfy constraints.
            //	Probably at least one of the constraints in the following list is one you don't want.
            //	Try this:
            //		(1) look at each constraint and try to figure out which you don't expect;
            //		(2) find the code that added the unwanted constraint or constraints and fix it.
            //	(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand,
            //	refer to the documentation for the UIView property
            //	translatesAutoresizingMaskIntoConstraints)
            // (
            //     "\(item)",
            //     "\(other)"
            // )
            // Will attempt to recover by breaking constraint
            // \(other)
            """
        let log = ConstraintLog.parse(prose)
        expectEqual(log.conflicts.count, 1)
        #expect(log.conflicts.first?.constraints.count == 2 && log.conflicts.first?.missing == [])
        // Without its first line, the wrapped note still leads to the list.
        let headless = prose.split(separator: "\n").dropFirst().joined(separator: "\n")
        let read = ConstraintLog.parse(headless)
        expectEqual(read.conflicts.count, 1)
        expectEqual(read.conflicts.first?.constraints.count, 2)
    }

    // MARK: What holding together may say

    @Test(
        "held together past an unread line: the unread line is the first suspect, quoted; never 'every line was read'"
    )
    func holdsPastUnread() throws {
        let text = Self.report(
            [
                "<NSLayoutConstraint:0x600001 UIView:0x7f01.width == 100.5   (active)>",
                "<NSLayoutConstraint:0x600002 UIView:0x7f01.width == ???   (active)>",
            ], broken: "<NSLayoutConstraint:0x600001 UIView:0x7f01.width == 100.5   (active)>")
        let explanation = ConflictExplanation(log: ConstraintLog.parse(text)).text
        #expect(
            explanation.contains("but a listed line was not read: the first suspect is line 4"),
            "\(explanation)")
        #expect(explanation.contains("UIView:0x7f01.width == ???"))
        #expect(!explanation.contains("every listed line was read"))
        // Every line read and holding: said so.
        let whole = Self.report([
            "<NSLayoutConstraint:0x600001 UIView:0x7f01.width == 100.5   (active)>",
            "<NSLayoutConstraint:0x600002 UIView:0x7f01.height == 20   (active)>",
        ])
        #expect(
            ConflictExplanation(log: ConstraintLog.parse(whole)).text.contains(
                "hold together (values that satisfy each were found and checked), and every listed line was read"
            ))
    }

    @Test("the unread line quoted whole up to 100 characters, its first 99 and an ellipsis past that")
    func quotedUnreadLength() throws {
        // `UIView:0x7f01.wïdth == ` and a run of `?` to make the line, quotes and comma off, 100
        // and then 101 characters long; the `ï` is one character of two bytes.
        func quoted(length: Int) -> String {
            let head = "<NSLayoutConstraint:0x600002 UIView:0x7f01.wïdth == "
            let line = head + String(repeating: "?", count: length - head.count)
            let text = Self.report(
                ["<NSLayoutConstraint:0x600001 UIView:0x7f01.width == 100.5   (active)>", line],
                broken: "<NSLayoutConstraint:0x600001 UIView:0x7f01.width == 100.5   (active)>")
            let explanation = ConflictExplanation(log: ConstraintLog.parse(text)).text
            guard let open = explanation.range(of: "), \"<NSLayoutConstraint:0x600002"),
                let close = explanation[open.upperBound...].range(of: "\"; read as UIKit")
            else { return explanation }
            return String(explanation[explanation.index(open.lowerBound, offsetBy: 4)..<close.lowerBound])
        }
        let hundred = quoted(length: 100)
        #expect(
            hundred.count == 100 && hundred.hasPrefix("<NSLayoutConstraint:0x600002")
                && !hundred.hasSuffix("…"))
        let longer = quoted(length: 101)
        #expect(longer.count == 100 && longer.hasSuffix("?…"), "\(longer)")
    }

    @Test("held together in a list cut short: what conflicts may be among the lines the copy lost")
    func holdsCutShort() throws {
        let text =
            "Unable to simultaneously satisfy constraints.\n(\n"
            + "    \"<NSLayoutConstraint:0x600001 UIView:0x7f01.width == 100.5   (active)>\",\n"
        let explanation = ConflictExplanation(log: ConstraintLog.parse(text)).text
        #expect(
            explanation.contains(
                "but the list is cut short: what conflicts may be among the constraints the copy lost"))
        #expect(!explanation.contains("every listed line was read"))
    }

    @Test(
        "over every real log: 'hold together' only where every listed line was read, and the counts Explain.md gives"
    )
    func holdTogetherCounts() throws {
        var kinds: [String: Set<String>] = [:]
        for name in ConstraintLogTests.fixtureNames {
            let text = try String(
                contentsOf: ConstraintLogTests.fixtures.appendingPathComponent(name), encoding: .utf8)
            let log = ConstraintLog.parse(text)
            let number = String(name.prefix { $0 != "-" })
            for (index, conflict) in log.conflicts.enumerated() {
                let arithmetic = ConflictArithmetic(conflict: conflict).text(
                    numbers: ConflictExplanation.listNumbers(conflict))
                if arithmetic.contains("every listed line was read") {
                    #expect(conflict.unread.isEmpty, "\(name) #\(index + 1)")
                    #expect(
                        !conflict.missing.contains(ConstraintLog.Missing.endOfList), "\(name) #\(index + 1)")
                    kinds["hold", default: []].insert(number)
                }
                if arithmetic.contains("the first suspect is line") || arithmetic.contains("leaves lines out")
                {
                    #expect(!conflict.unread.isEmpty, "\(name)")
                    kinds["suspect", default: []].insert(number)
                }
                if arithmetic.contains("the copy lost") { kinds["lost", default: []].insert(number) }
                if arithmetic.contains("but only because the log does not print") {
                    #expect(conflict.unread.isEmpty, "\(name) #\(index + 1)")
                    kinds["unprinted", default: []].insert(number)
                }
                // "no listed line could be read, so there is nothing to add up".
                if conflict.constraints.isEmpty && conflict.broken == nil && !conflict.unread.isEmpty {
                    kinds["nothing", default: []].insert(number)
                }
            }
        }
        // Documentation/Explain.md, "Partial answers": each with its reason there.
        expectEqual(kinds["hold"], ["24", "71", "107"])
        expectEqual(kinds["unprinted"], ["17", "82"])
        expectEqual(kinds["suspect"], ["52", "74", "75", "90", "106"])
        expectEqual(kinds["lost"]?.count, 11)
        expectEqual(kinds["nothing"], ["102", "111"])
    }

    @Test("real text that holds no report (a note alone, items abridged without addresses) holds no conflict")
    func noConflict() throws {
        let folder = ConstraintLogTests.fixtures.appendingPathComponent("NoConflict")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
            $0.hasSuffix(".log")
        }
        expectEqual(names.count, 2)
        for name in names {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            #expect(ConstraintLog.parse(text).conflicts.isEmpty, "\(name)")
        }
    }

    // MARK: A log shared as a link

    @Test("a log shared as a wtfautolayout link is read from the link, numbered as the link's line")
    func linkedLog() throws {
        let list =
            "(\n    \"<NSLayoutConstraint:0x600001 UIView:0x7f01.width == 100.5   (active)>\",\n"
            + "    \"<NSLayoutConstraint:0x600002 UIView:0x7f01.width == 120   (active)>\"\n)"
        let encoded = try #require(list.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
        let text = "See the log:\n[link](https://www.wtfautolayout.com/?constraintlog=\(encoded))\nThanks"
        let log = ConstraintLog.parse(text)
        let conflict = try #require(log.conflicts.first)
        expectEqual(conflict.constraints.map(\.constant), [100.5, 120])
        expectEqual(conflict.line, 2)
        #expect(
            LogLines(text).lines.indices.map(LogLines(text).number(at:)).allSatisfy { (1...3).contains($0) })
    }
}
