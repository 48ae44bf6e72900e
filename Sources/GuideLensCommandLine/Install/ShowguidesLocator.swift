import Foundation

/// Finds GuideLens's LLDB script, `showguides.py`, wherever the tools were installed or built:
/// for `guidelens-mcp`'s live session, which imports it into the debugger it starts, and for
/// `guidelens lldb-init`, which writes its path into an lldbinit file. One order for both, so
/// that the agent's debugger and the user's load the same script:
///
/// 1. `GUIDELENS_SHOWGUIDES`, when set: the user's choice, which must exist;
/// 2. beside an install, in each of the executable's directories (as called first, so that the
///    path of a link Homebrew made outlives an upgrade; then with links resolved):
///    `../share/guidelens/showguides.py` (`make install`, Homebrew) and `showguides.py` in the
///    directory itself (Mint copies what `Package.resources` lists beside the executable);
/// 3. the checkout the executable was built in: `Scripts/showguides.py` in its directory or in
///    one of the six above it (`.build/<triple>/debug/`);
/// 4. the working directory's `Scripts/showguides.py`.
package struct ShowguidesLocator: Sendable {
    /// The environment variable that names the script outright.
    package static let environmentVariable = "GUIDELENS_SHOWGUIDES"
    /// The script's file name.
    package static let scriptName = "showguides.py"
    /// Where an install keeps the script, relative to its `bin` directory.
    package static let installedRelativePath = "../share/guidelens/showguides.py"
    /// How many directories above the executable a checkout's `Scripts/` is looked for.
    static let checkoutDepth = 6

    /// The environment (`GUIDELENS_SHOWGUIDES`).
    package var environment: [String: String]
    /// The running executable's directories, as called first: ``RunningExecutable/directories()``.
    package var executableDirectories: [URL]
    /// The directory the tool runs in.
    package var workingDirectory: String
    /// Whether a file exists at a path: the file system's answer, or a test's.
    package var fileExists: @Sendable (String) -> Bool

    /// A locator for these places.
    package init(
        environment: [String: String], executableDirectories: [URL], workingDirectory: String,
        fileExists: @escaping @Sendable (String) -> Bool = { FileManager.default.fileExists(atPath: $0) }
    ) {
        self.environment = environment
        self.executableDirectories = executableDirectories
        self.workingDirectory = workingDirectory
        self.fileExists = fileExists
    }

    /// The running process's locator.
    package static func current() -> ShowguidesLocator {
        ShowguidesLocator(
            environment: ProcessInfo.processInfo.environment,
            executableDirectories: RunningExecutable.directories(),
            workingDirectory: FileManager.default.currentDirectoryPath)
    }

    /// Every path looked at, in order, without `..` and without repeats (the variable aside).
    package func candidates() -> [String] {
        var paths: [String] = []
        for directory in executableDirectories {
            paths.append(
                directory.appendingPathComponent(Self.installedRelativePath).standardizedFileURL.path)
            paths.append(directory.appendingPathComponent(Self.scriptName).standardizedFileURL.path)
        }
        for directory in executableDirectories {
            var folder = directory.standardizedFileURL
            for _ in 0...Self.checkoutDepth {
                paths.append(folder.appendingPathComponent("Scripts/" + Self.scriptName).path)
                if folder.path == "/" { break }
                folder.deleteLastPathComponent()
            }
        }
        paths.append(
            URL(fileURLWithPath: workingDirectory, isDirectory: true)
                .appendingPathComponent("Scripts/" + Self.scriptName).standardizedFileURL.path)
        var seen: Set<String> = []
        return paths.filter { seen.insert($0).inserted }
    }

    /// The script's absolute path, or why there is none.
    package func script() throws(ShowguidesLookupFailure) -> String {
        if let chosen = environment[Self.environmentVariable], !chosen.isEmpty {
            guard fileExists(chosen) else { throw .chosenScriptMissing(chosen) }
            return URL(
                fileURLWithPath: chosen, relativeTo: URL(fileURLWithPath: workingDirectory, isDirectory: true)
            ).standardizedFileURL.path
        }
        guard let found = candidates().first(where: fileExists) else { throw .notFound }
        return found
    }
}

/// Why ``ShowguidesLocator`` found no script, worded for one line after the tool's own prefix.
package enum ShowguidesLookupFailure: Error, Equatable, CustomStringConvertible {
    /// `GUIDELENS_SHOWGUIDES` names a file that is not there.
    case chosenScriptMissing(String)
    /// No install, checkout or working directory holds the script.
    case notFound

    package var description: String {
        switch self {
        case .chosenScriptMissing(let path):
            return "\(ShowguidesLocator.environmentVariable) names \(path), which does not exist"
        case .notFound:
            return
                "showguides.py not found (in share/guidelens beside the installed tools, beside the executable, in the checkout it was built in, or in ./Scripts); set \(ShowguidesLocator.environmentVariable) to GuideLens's Scripts/showguides.py"
        }
    }
}
