import Foundation
import Testing

/// `Scripts/test` is the README's test command and CI's: its status is the verdict. It ends the
/// mutation runner's lane (run beside the other steps) when it exits, and that clean-up must keep
/// the script's own status, whether the lane has ended by then (the usual case) or not.
@Suite("Scripts/test: its exit keeps its status")
struct TestScriptTests {
    /// The lines of `Scripts/test` that end the lane on exit: the function and the trap that
    /// calls it, as the script holds them.
    static func laneCleanup() throws -> String {
        let script = try DocumentationText.read("Scripts/test")
        let start = try #require(script.range(of: "\nstop_mutation_lane() {\n"), "no stop_mutation_lane")
        let end = try #require(
            script.range(of: "\ntrap stop_mutation_lane EXIT\n", range: start.upperBound..<script.endIndex),
            "no trap calling stop_mutation_lane")
        return String(script[script.index(after: start.lowerBound)..<end.upperBound])
    }

    /// The status of bash running, under the script's own `set -euo pipefail`, `lane` to start
    /// the lane (it must set `mutate_pid`), the clean-up, then `body`.
    static func status(lane: String, body: String) throws -> Int32 {
        let program = ["set -euo pipefail", lane, try laneCleanup(), body].joined(separator: "\n")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", "-c", program]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// A lane that has ended (and been waited for) before the script exits.
    static let endedLane = "( true ) & mutate_pid=$!; wait \"$mutate_pid\""
    /// A lane still running when the script exits. Short, as it may outlive the script here: a
    /// process this test suite starts inherits its threads' blocked signals, the clean-up's
    /// SIGTERM among them (`Scripts/test`, run from a shell, has none blocked).
    static let runningLane = "( sleep 1 ) & mutate_pid=$!"

    @Test("every check passed and the lane had ended: status 0")
    func passedAfterTheLane() throws {
        expectEqual(try Self.status(lane: Self.endedLane, body: "echo done"), 0)
    }

    @Test("every check passed and the lane still runs: status 0")
    func passedBeforeTheLane() throws {
        expectEqual(try Self.status(lane: Self.runningLane, body: "echo done"), 0)
    }

    @Test("a step failed: its status, whether the lane had ended or not", arguments: [1, 3])
    func failedStep(code: Int32) throws {
        expectEqual(try Self.status(lane: Self.endedLane, body: "exit \(code)"), code)
        expectEqual(try Self.status(lane: Self.runningLane, body: "exit \(code)"), code)
    }

    @Test("a command failing under set -e: its status")
    func failedCommand() throws {
        expectEqual(try Self.status(lane: Self.endedLane, body: "false\necho not reached"), 1)
    }
}
