#if MCP
    import Foundation

    /// Which files a tool may read, and how much of them.
    ///
    /// An agent names files relative to the directory the server was started in (its project). A
    /// relative path that leads outside that directory — through `..` or a symbolic link — is
    /// refused: a file elsewhere is read only when the agent spells out where it is, as an absolute
    /// path (or one starting with `~`). Nothing larger than ``limit`` is read.
    struct FileAccess: Sendable {
        /// The directory relative paths start from.
        var workingDirectory: String
        /// The largest file read, in bytes: 50 MB, far above any console log or snapshot.
        var limit = 50 * 1024 * 1024

        /// The path a tool argument names, checked: inside the working directory unless explicit.
        /// A relative path comes back as given (the server's current directory is the working
        /// directory), so that messages name the file as the agent did.
        func resolve(_ path: String, argument: String) throws -> String {
            guard !path.isEmpty else { throw ToolFailure("'\(argument)' is empty: give a file path") }
            if path.hasPrefix("/") { return path }
            if path.hasPrefix("~") { return (path as NSString).expandingTildeInPath }
            let base = URL(fileURLWithPath: workingDirectory).standardizedFileURL.resolvingSymlinksInPath()
            let joined = base.appendingPathComponent(path).standardizedFileURL.resolvingSymlinksInPath()
            let prefix = base.path.hasSuffix("/") ? base.path : base.path + "/"
            guard joined.path == base.path || joined.path.hasPrefix(prefix) else {
                throw ToolFailure(
                    "\(path): outside the current directory (\(base.path)); give its absolute path to read it"
                )
            }
            return path
        }

        /// The bytes of a file, or a failure naming it: missing, a directory, too large, unreadable.
        func read(_ path: String, argument: String) throws -> (path: String, data: Data) {
            let resolved = try resolve(path, argument: argument)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory) else {
                throw ToolFailure("\(path): no such file")
            }
            guard !isDirectory.boolValue else { throw ToolFailure("\(path): is a directory, not a file") }
            let size =
                (try? FileManager.default.attributesOfItem(atPath: resolved)[.size] as? NSNumber)?.intValue
                ?? 0
            try checkSize(size, of: path)
            do {
                return (resolved, try Data(contentsOf: URL(fileURLWithPath: resolved)))
            } catch {
                throw ToolFailure("\(path): cannot be read (\(error.localizedDescription))")
            }
        }

        /// A file's text, which must be UTF-8 (as `guidelens explain` reads it).
        func readText(_ path: String, argument: String) throws -> String {
            let (_, data) = try read(path, argument: argument)
            guard let text = String(data: data, encoding: .utf8) else {
                throw ToolFailure("\(path): cannot be read as UTF-8 text")
            }
            return text
        }

        /// Refuses more than ``limit`` bytes, saying how much was given.
        func checkSize(_ size: Int, of name: String) throws {
            guard size <= limit else {
                throw ToolFailure(
                    "\(name): \(size) bytes, over the \(limit / (1024 * 1024)) MB (\(limit) bytes) a tool reads"
                )
            }
        }
    }
#endif
