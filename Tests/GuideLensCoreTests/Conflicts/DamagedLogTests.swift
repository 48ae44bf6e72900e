import Foundation
import GuideLensTestSupport
import Testing

@testable @_spi(Engine) import GuideLensCore

/// A structure-aware fuzz of the log reader: every real log, damaged the ways copies damage logs
/// (Markdown's emphasis for `_`, Masonry keys for addresses, a list's brackets reflowed onto its
/// items, UIKit's prose wrapped, a page's `&lt;`), reads to the same arithmetic as the clean log,
/// or says what it could not read; never a different sum, never a crash.
@Suite("explain: every real log, damaged as copies damage it")
struct DamagedLogTests {
    /// The ways a copy damages a log (``LogDamage``, shared with the benchmarks).
    typealias Damage = LogDamage

    /// What one axis of a conflict comes to, in terms that do not depend on names: the kind of
    /// answer, and for a contradiction how many constraints take part and the sum.
    static func signature(_ conflict: Conflict) -> [String] {
        ConflictArithmetic(conflict: conflict).answers.map { axis, answer in
            switch answer {
            case .conflict(let reduction):
                return "\(axis.text): conflict of \(reduction.members.count), sum "
                    + String(format: "%.6f", reduction.sum) + " " + reduction.relation.symbol
            default:
                return "\(axis.text): \(String(describing: answer).prefix { $0 != "(" })"
            }
        }
    }

    @Test("each damage keeps the arithmetic, or says what it could not read", arguments: Damage.allCases)
    func damaged(damage: Damage) throws {
        var same = 0
        var said = 0
        var changedLogs = 0
        for name in ConstraintLogTests.fixtureNames {
            let text = try String(
                contentsOf: ConstraintLogTests.fixtures.appendingPathComponent(name), encoding: .utf8)
            let damagedText = damage.applied(to: text)
            guard damagedText != text else { continue }
            changedLogs += 1
            let clean = ConstraintLog.parse(text)
            let read = ConstraintLog.parse(damagedText)
            // The explanation is written whatever was read: no crash.
            _ = ConflictExplanation(log: read).text
            expectEqual(read.conflicts.count, clean.conflicts.count, "\(name), \(damage)")
            for (index, conflict) in read.conflicts.enumerated() where index < clean.conflicts.count {
                let cleanConflict = clean.conflicts[index]
                let sameArithmetic = Self.signature(conflict) == Self.signature(cleanConflict)
                // Fewer lines read than the clean log: the answer says which it could not read.
                let saysWhy =
                    conflict.unread.count > cleanConflict.unread.count
                    || (conflict.unreadBroken != nil && cleanConflict.unreadBroken == nil)
                #expect(
                    sameArithmetic || saysWhy,
                    "\(name) #\(index + 1), \(damage): \(Self.signature(cleanConflict)) became \(Self.signature(conflict))"
                )
                if sameArithmetic { same += 1 } else if saysWhy { said += 1 }
            }
        }
        #expect(changedLogs >= 10, "\(damage) changed \(changedLogs) logs")
        // Most damaged reports read to the same arithmetic.
        #expect(same > 3 * said, "\(damage): \(same) the same, \(said) said what they could not read")
    }

    @Test("each damage changes the text it claims to: emphasis, keys, reflow, wrap, entities")
    func damagesApply() {
        expectEqual(
            Damage.emphasized("V:[_UILayoutGuide:0x1]-(0)-[UIView:0x2]"),
            "V:[*UILayoutGuide:0x1]-(0)-[UIView:0x2]")
        expectEqual(Damage.emphasized("a_b _1"), "a_b _1")
        expectEqual(
            Damage.keyed("\"<NSLayoutConstraint:0x600 UIView:0x7f1.width == UILabel:0x7f2'A'.width>\","),
            "\"<NSLayoutConstraint:0x600 UIView:k7f1.width == UILabel:k7f2'A'.width>\",")
        expectEqual(
            Damage.reflowed(["(", "    \"<a>\",", "    \"<b>\"", ")"]), ["( \"<a>\",", "    \"<b>\" )"])
        expectEqual(Damage.wrapped("Probably at least one of the constraints in the following list").count, 2)
        expectEqual(
            Damage.entities.applied(to: "<NSLayoutConstraint:0x1 V:0x2.w == 1>"),
            "&lt;NSLayoutConstraint:0x1 V:0x2.w == 1&gt;")
    }
}
