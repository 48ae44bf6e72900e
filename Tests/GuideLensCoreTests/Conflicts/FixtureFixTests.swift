import Foundation
import Testing

@testable @_spi(Engine) import GuideLensCore

/// `explain --fix` over every real log: a fix for each conflict whose required constraints cannot
/// hold together, each one solved again.
@Suite("explain --fix over every real log")
struct FixtureFixTests {
    @Test(
        "every conflict that cannot hold together gets a fix; every fix offered lets the listed required constraints hold"
    )
    func everyConflictFixed() throws {
        var cannotHold = 0
        var fixed = 0
        var unfixed: [String] = []
        for name in ConstraintLogTests.fixtureNames {
            let text = try String(
                contentsOf: ConstraintLogTests.fixtures.appendingPathComponent(name), encoding: .utf8)
            for (index, conflict) in ConstraintLog.parse(text).conflicts.enumerated() {
                let arithmetic = ConflictArithmetic(conflict: conflict)
                let fixes = ConflictFix.search(conflict, arithmetic: arithmetic)
                // Each fix is the change made and the conflict's required constraints solved again.
                for fix in fixes { #expect(fix.resolves(conflict), "\(name) #\(index + 1): \(fix.change)") }
                guard !arithmetic.reductions.isEmpty else {
                    #expect(fixes.isEmpty, "\(name) #\(index + 1): a fix for a conflict that holds")
                    continue
                }
                cannotHold += 1
                if fixes.isEmpty { unfixed.append("\(name) #\(index + 1)") } else { fixed += 1 }
            }
        }
        // 97 conflicts of the 122 logs cannot hold together (the others hold, or hold only as
        // printed); the acceptance asks for a fix for at least 90% of them: each has one.
        #expect(cannotHold >= 90)
        #expect(unfixed.isEmpty, "\(unfixed)")
        #expect(Double(fixed) >= 0.9 * Double(cannotHold))
    }
}
