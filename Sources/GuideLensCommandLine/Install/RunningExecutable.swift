import Foundation

/// Where the running executable is: the directory it was called from (a link in `~/.mint/bin` or
/// Homebrew's `bin`, or the command found on `PATH`) and the directory of the file itself, with
/// links resolved. What the tools keep beside them (`guidelens-mcp`, `showguides.py`) is looked
/// for in both.
package enum RunningExecutable {
    /// The executable's directories, as called first, then with links resolved; without repeats.
    package static func directories(
        arguments: [String] = CommandLine.arguments,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        workingDirectory: String = FileManager.default.currentDirectoryPath,
        executable: URL? = Bundle.main.executableURL
    ) -> [URL] {
        var directories: [URL] = []
        if let called = calledPath(
            arguments.first ?? "", environment: environment, workingDirectory: workingDirectory)
        {
            directories.append(called.deletingLastPathComponent())
            directories.append(called.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        if let executable {
            directories.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        var seen: Set<String> = []
        return directories.filter { seen.insert($0.standardizedFileURL.path).inserted }
    }

    /// The executable as it was called: `arguments[0]` made absolute, or, when it is a bare name
    /// (a shell found it on `PATH`), the first executable of that name on `PATH`.
    static func calledPath(_ name: String, environment: [String: String], workingDirectory: String) -> URL? {
        guard !name.isEmpty else { return nil }
        if name.contains("/") {
            return URL(
                fileURLWithPath: name, relativeTo: URL(fileURLWithPath: workingDirectory, isDirectory: true)
            )
            .standardizedFileURL
        }
        for directory in (environment["PATH"] ?? "").split(separator: ":") where !directory.isEmpty {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) {
                return candidate.standardizedFileURL
            }
        }
        return nil
    }
}
