#if MCP
    import Foundation
    import GuideLensCommandLine

    /// Finds what a live session needs: the debugger a person would run (`lldb` on a Mac,
    /// `lldb-16` here on Linux, where the Swift toolchain's own `lldb` does not start) and
    /// GuideLens's `showguides.py`.
    struct DebuggerLocator: Sendable {
        /// The environment: `PATH`, and `GUIDELENS_LLDB` / `GUIDELENS_SHOWGUIDES` to choose.
        var environment: [String: String]
        /// The server's own directories (as called, then with links resolved), near which a
        /// checkout or an install keeps the script.
        var executableDirectories: [URL]
        /// The directory the server runs in.
        var workingDirectory: String

        /// The debugger's path, or a failure saying how to get one.
        func debugger() throws -> String {
            if let chosen = environment["GUIDELENS_LLDB"], !chosen.isEmpty {
                guard let found = search(chosen) else {
                    throw ToolFailure("attach: GUIDELENS_LLDB names \(chosen), which is not an executable")
                }
                return found
            }
            #if os(macOS)
                let names = ["lldb"]
            #else
                let names = ["lldb-16", "lldb"]
            #endif
            for name in names {
                if let found = search(name) { return found }
            }
            throw ToolFailure(
                "attach: no debugger found (looked for \(names.joined(separator: ", ")) on PATH); install Xcode's command-line tools on a Mac, or lldb-16 on Linux (apt-get install lldb-16 python3-lldb-16), or set GUIDELENS_LLDB"
            )
        }

        /// `showguides.py`, found as `guidelens lldb-init` finds it (``ShowguidesLocator``):
        /// GUIDELENS_SHOWGUIDES, else `share/guidelens/` beside an install, else beside the
        /// executable (Mint), else the checkout the server was built in, else `./Scripts`.
        func showguidesScript() throws -> String {
            let locator = ShowguidesLocator(
                environment: environment, executableDirectories: executableDirectories,
                workingDirectory: workingDirectory)
            do {
                return try locator.script()
            } catch {
                throw ToolFailure("attach: \(error)")
            }
        }

        private func search(_ name: String) -> String? {
            if name.contains("/") { return FileManager.default.isExecutableFile(atPath: name) ? name : nil }
            let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
            for directory in path.split(separator: ":") {
                let candidate = String(directory) + "/" + name
                if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
            }
            return nil
        }
    }
#endif
