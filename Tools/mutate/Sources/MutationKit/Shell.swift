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
    ///
    /// Started with `posix_spawn` and waited for with `waitpid`: Foundation's `Process` now and
    /// then never saw a child end on Linux (the run waited beside a finished `timeout` for good).
    package static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
        timeLimit: Double? = nil
    ) throws -> Result {
        var command = ["/usr/bin/env"]
        if let directory { command += ["-C", directory.path] }
        if let timeLimit {
            command += ["timeout", "--kill-after=10", String(format: "%.0f", timeLimit.rounded(.up))]
        }
        command += arguments
        let variables = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            .map { "\($0.key)=\($0.value)" }
        let logURL = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mutate-\(UUID().uuidString).log")
        defer { try? FileManager.default.removeItem(at: logURL) }
        let started = Date()
        let status = try spawnAndWait(command, environment: variables, output: logURL.path)
        let seconds = Date().timeIntervalSince(started)
        let output = (try? String(contentsOf: logURL, encoding: .utf8)) ?? ""
        // `timeout` exits 124 when the limit ran out (137 when it had to kill).
        let timedOut = timeLimit != nil && (status == 124 || status == 137)
        return Result(status: status, output: output, timedOut: timedOut, seconds: seconds)
    }

    /// Starts `command` with standard input from /dev/null and standard output and error into
    /// the file at `output`, and waits for it: its exit status, or 128 plus the signal that ended
    /// it.
    static func spawnAndWait(_ command: [String], environment: [String], output: String) throws -> Int32 {
        #if os(Linux)
            var actions = posix_spawn_file_actions_t()
        #else
            var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        let arguments = command.map { strdup($0) } + [nil]
        let variables = environment.map { strdup($0) } + [nil]
        defer {
            arguments.forEach { free($0) }
            variables.forEach { free($0) }
        }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, command[0], &actions, nil, arguments, variables)
        guard spawned == 0 else {
            throw ShellFailure(
                description: "\(command[0]): cannot start (\(String(cString: strerror(spawned))))")
        }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 {
            guard errno == EINTR else {
                throw ShellFailure(
                    description: "waiting for \(command[0]) failed (\(String(cString: strerror(errno))))")
            }
        }
        let signal = status & 0x7F
        return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
    }

    /// A command that could not be started or waited for.
    package struct ShellFailure: Error, CustomStringConvertible {
        package var description: String
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
