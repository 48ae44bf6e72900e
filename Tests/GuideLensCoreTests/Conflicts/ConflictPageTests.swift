import Testing

@testable @_spi(Engine) import GuideLensCore

/// A long log explained a page at a time: the conflicts from a position on, at most a count,
/// numbered as in the whole log, with what is left said.
@Suite("Conflicts a page at a time")
struct ConflictPageTests {
    /// `count` conflicts; the `n`th (from 0) requires a view to be `100 + n` and `101 + n` high.
    static func log(_ count: Int) -> ConstraintLog {
        let text = (0..<count).map { index -> String in
            let view = "0x7f00000010\(String(format2: index))"
            return """
                Unable to simultaneously satisfy constraints.
                (
                    "<NSLayoutConstraint:0x6000000a\(String(format2: index))0 UIView:\(view).height == \(100 + index)   (active)>",
                    "<NSLayoutConstraint:0x6000000a\(String(format2: index))8 UIView:\(view).height == \(101 + index)   (active)>"
                )

                Will attempt to recover by breaking constraint
                <NSLayoutConstraint:0x6000000a\(String(format2: index))8 UIView:\(view).height == \(101 + index)   (active)>

                """
        }.joined()
        return ConstraintLog.parse(text)
    }

    @Test("without a page every conflict is explained, and the JSON has no total (as before pages)")
    func whole() {
        let log = Self.log(3)
        for explanation in [
            ConflictExplanation(log: log), ConflictExplanation(log: log, from: 1, limit: 3),
            ConflictExplanation(log: log, from: 1, limit: 4),
        ] {
            #expect(!explanation.isPage)
            expectEqual(explanation.shown, 0..<3)
            #expect(!explanation.text.contains("Shown:"))
            expectEqual(explanation.jsonValue, ConflictExplanation(log: log).jsonValue)
            guard case .object(let members) = explanation.jsonValue else {
                Issue.record("not an object"); return
            }
            #expect(members["total"] == nil && members["from"] == nil)
        }
    }

    @Test("a page numbers its conflicts as the whole log does and says where the next begins")
    func middlePage() {
        let explanation = ConflictExplanation(log: Self.log(7), from: 3, limit: 2)
        #expect(explanation.isPage)
        expectEqual(explanation.shown, 2..<4)
        let text = explanation.text
        #expect(text.hasPrefix("Conflict 3 of 7 (line "))
        #expect(text.contains("Conflict 4 of 7"))
        #expect(!text.contains("Conflict 2 of 7") && !text.contains("Conflict 5 of 7"))
        // The page's arithmetic is its own conflicts': 102 against 103, 103 against 104.
        #expect(text.contains("height == 102") && text.contains("height == 104"))
        #expect(!text.contains("height == 101") && !text.contains("height == 105"))
        #expect(text.hasSuffix("\nShown: conflicts 3–4 of 7; the next from 5.\n"))
        guard case .object(let members) = explanation.jsonValue,
            case .array(let conflicts) = members["conflicts"]
        else {
            Issue.record("not the JSON of conflicts")
            return
        }
        expectEqual(members["total"], .integer(7))
        expectEqual(members["from"], .integer(3))
        expectEqual(conflicts.count, 2)
        let whole = ConflictExplanation(log: Self.log(7)).jsonValue
        guard case .object(let wholeMembers) = whole, case .array(let all) = wholeMembers["conflicts"] else {
            Issue.record("not the JSON of conflicts")
            return
        }
        expectEqual(Array(all[2..<4]), conflicts)
    }

    @Test("the last page: exactly to the end (no next), one conflict, past the end, limit past the end")
    func ends() {
        let log = Self.log(5)
        let exact = ConflictExplanation(log: log, from: 4, limit: 2)
        expectEqual(exact.shown, 3..<5)
        #expect(exact.text.hasSuffix("\nShown: conflicts 4–5 of 5.\n"))
        let short = ConflictExplanation(log: log, from: 4, limit: 1)
        #expect(short.text.hasSuffix("\nShown: conflicts 4–4 of 5; the next from 5.\n"))
        let last = ConflictExplanation(log: log, from: 5)
        expectEqual(last.shown, 4..<5)
        #expect(last.text.hasPrefix("Conflict 5 of 5"))
        let beyond = ConflictExplanation(log: log, from: 6)
        expectEqual(beyond.shown, 5..<5)
        expectEqual(beyond.text, "no conflict from 6 on: the log holds 5 conflicts\n")
        expectEqual(
            ConflictExplanation(log: Self.log(1), from: 2).text,
            "no conflict from 2 on: the log holds 1 conflict\n")
        let over = ConflictExplanation(log: log, from: 2, limit: 100)
        expectEqual(over.shown, 1..<5)
        #expect(over.isPage)
        expectEqual(
            ConflictExplanation(log: ConstraintLog.parse("nothing\n"), from: 3).text,
            "no conflict in the log\n")
        // A count of none (or below) shows none; the tools never ask for it.
        expectEqual(ConflictExplanation(log: log, limit: 0).shown, 0..<0)
        expectEqual(ConflictExplanation(log: log, from: 2, limit: -3).shown, 1..<1)
        expectEqual(ConflictExplanation(log: log, from: 2, limit: 1).shown, 1..<2)
    }
}

extension String {
    /// `value` in two hexadecimal digits.
    fileprivate init(format2 value: Int) {
        let hex = String(value, radix: 16)
        self = hex.count < 2 ? "0" + hex : hex
    }
}
