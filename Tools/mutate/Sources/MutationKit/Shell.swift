import Foundation

/// Runs a command and waits for it, with its output kept in a file rather than a pipe (a test
/// run can print more than a pipe holds).
package struct Shell {
    package struct Result: Sendable {
        package var status: Int32
        package var output: String
        package var timedOut: Bool
        package var seconds: Double
    }

    /// Runs `arguments` (the first is looked up in `PATH`) in `directory`, killed (with its whole
    /// process group, by coreutils' `timeout`) after `timeLimit` seconds.
    package static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
        timeLimit: Double? = nil
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        var command = arguments
        if let timeLimit {
            command =
                ["timeout", "--kill-after=10", String(format: "%.0f", timeLimit.rounded(.up))] + command
        }
        process.arguments = command
        if let directory { process.currentDirectoryURL = directory }
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let logURL = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mutate-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: logURL.path, contents: nil)
        let log = try FileHandle(forWritingTo: logURL)
        defer {
            try? log.close()
            try? FileManager.default.removeItem(at: logURL)
        }
        process.standardOutput = log
        process.standardError = log
        process.standardInput = FileHandle.nullDevice
        let started = Date()
        try process.run()
        process.waitUntilExit()
        let seconds = Date().timeIntervalSince(started)
        let output = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
        let status = process.terminationStatus
        // `timeout` exits 124 when the limit ran out (137 when it had to kill).
        let timedOut = timeLimit != nil && (status == 124 || status == 137)
        return Result(status: status, output: output, timedOut: timedOut, seconds: seconds)
    }

    /// Ends every process whose program lies under `directory`, and returns how many. A test that
    /// runs the package's own executables starts them in process groups of their own, which
    /// `timeout` does not reach: a mutant that makes one loop forever would leave it spinning.
    /// Only programs the run built live under its build directory, so nothing else is touched.
    @discardableResult
    package static func endProcesses(under directory: URL) -> Int {
        let prefix = directory.standardizedFileURL.path + "/"
        let own = ProcessInfo.processInfo.processIdentifier
        var ended = 0
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return 0 }
        for entry in entries {
            guard let pid = Int32(entry), pid != own,
                let data = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline"),
                let program = data.split(separator: 0).first
            else { continue }
            if String(decoding: program, as: UTF8.self).hasPrefix(prefix) {
                kill(pid, SIGKILL)
                ended += 1
            }
        }
        return ended
    }
}
