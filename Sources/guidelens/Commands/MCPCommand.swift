import ArgumentParser
import Foundation

/// `guidelens mcp`: the Model Context Protocol server for coding agents. The server is its own
/// executable, `guidelens-mcp`, beside this one (so that the CLI never carries the protocol's
/// SDK); this command replaces itself with it, standard input and output included.
struct MCPCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mcp",
        abstract:
            "Serve GuideLens's tools to coding agents over the Model Context Protocol (standard input/output).",
        discussion: """
            Add to an agent's MCP configuration: "command": "guidelens", "args": ["mcp"]. Tools: \
            explain_conflicts, report_guides, lint_guides, diff_snapshots, render_snapshot, and on a \
            running app attach, live_guides, live_doctor, overlay, live_conflict, detach. Paths are \
            relative to the directory the server starts in; a file elsewhere needs its absolute path.
            """)

    func run() throws {
        guard let server = Self.serverExecutable() else {
            throw CommandFailure.report(
                CommandFailure(
                    description: ServerInstallAdvice.missing(besideGuidelensIn: Self.ownDirectory().path)))
        }
        var arguments: [UnsafeMutablePointer<CChar>?] = [strdup(server), nil]
        execv(server, &arguments)
        throw CommandFailure.report(
            CommandFailure(
                description: "guidelens mcp: cannot run \(server) (\(String(cString: strerror(errno))))"))
    }

    /// `guidelens-mcp` in this executable's directory, as called or with links resolved.
    static func serverExecutable() -> String? {
        let own = URL(
            fileURLWithPath: CommandLine.arguments[0],
            relativeTo: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
        let directories = [
            ownDirectory(), own.deletingLastPathComponent(),
            own.resolvingSymlinksInPath().deletingLastPathComponent(),
        ]
        for directory in directories {
            let candidate = directory.appendingPathComponent("guidelens-mcp").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// The directory of the running executable.
    static func ownDirectory() -> URL {
        (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
            .resolvingSymlinksInPath()
            .deletingLastPathComponent()
    }
}
