import Foundation
import Testing

@testable @_spi(Engine) import GuideLensCore

// Edges of the bridge no test reached until `Scripts/mutate` planted a defect in each: an
// extension of the serialized bridge suite, since the bridge's provider is process-wide.
extension BridgeTests {
    @Test("an unknown option is quoted up to 80 characters, not one more (`prefix(80)` nudged)")
    func longUnknownOption() {
        let word = "--" + String(repeating: "x", count: 100)
        #expect(
            throws: BridgeError.invalidOptions(
                "unknown option '\(word.prefix(80))'; expected \(BridgeOptions.usage)")
        ) {
            try BridgeOptions.parse(word)
        }
        expectEqual(String(word.prefix(80)).count, 80)
    }

    @Test(
        "explain refuses a zero address for either argument, and takes any other (`value != 0` nudged)",
        arguments: [(ObjectAddress(0), ObjectAddress(0x7000)), (ObjectAddress(0x6000), ObjectAddress(0))])
    func zeroAddresses(broken: ObjectAddress, constraints: ObjectAddress) throws {
        let reporting = SnapshotFileProvider(snapshot: Self.snapshot, conflictLog: "")
        GuideLensBridge.register(reporting)
        defer { GuideLensBridge.register(nil) }
        expectEqual(
            GuideLensBridge.explain(log: nil, broken: broken, constraints: constraints),
            "error: no constraints at 0x0: stop at UIViewAlertForUnsatisfiableConstraints\n")
        #expect(
            !GuideLensBridge.explain(log: nil, broken: ObjectAddress(1), constraints: ObjectAddress(1))
                .hasPrefix("error: no constraints at 0x0"))
    }

    @Test("every string handed to the debugger is counted until freed, from zero (its starting count nudged)")
    func outstandingStringsStartAtZero() throws {
        GuideLensBridge.register(SnapshotFileProvider(snapshot: Self.snapshot))
        defer { GuideLensBridge.register(nil) }
        let text = try #require(guidelensDescribe(nil, nil))
        #expect(guidelensOutstanding() >= 1)
        guidelensFree(text)
        // Nothing else in this serialized suite holds a string now: the count is back to zero.
        expectEqual(guidelensOutstanding(), 0)
    }

    @Test("the stand-in host reports one scene, as --doctor shows (its scene count nudged)")
    func oneScene() throws {
        let facts = try SnapshotFileProvider(snapshot: Self.snapshot).diagnosisFacts()
        expectEqual(facts.sceneCount, 1)
        #expect(Diagnosis(facts: facts).text.contains(" in 1 scene"))
    }
}
