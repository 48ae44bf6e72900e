#if MCP
    import Foundation
    import GuideLensCommandLine
    @_spi(Engine) import GuideLensCore

    /// Where a tool's snapshot comes from: a snapshot file (`showguides --json`, FLEX's export,
    /// `guidelens demo`), or one of the sample scenes by name, for trying the tools without a file.
    enum SnapshotSource {
        /// The two arguments every single-snapshot tool takes.
        static let arguments: [GuideLensTool.Argument] = [
            .init(
                name: "path", type: "string",
                meaning:
                    "A snapshot JSON file, relative to the current directory (or an absolute path): from LLDB's `showguides --json`, FLEX's Export snapshot, or `guidelens demo`."
            ),
            .init(
                name: "scene", type: "string",
                meaning: "Instead of a file: a sample scene by name (see the guidelens://scenes resources).",
                choices: SampleScene.all.map(\.name)),
        ]

        /// The snapshot named by `path` or `scene` (exactly one), and a name for it.
        static func load(_ arguments: ToolArguments, files: FileAccess) throws -> (
            snapshot: Snapshot, name: String
        ) {
            let (argument, value) = try arguments.oneOf(
                "path", "scene", "a snapshot file or a sample scene's name")
            if argument == "scene" {
                guard let scene = SampleScene.named(value) else {
                    throw ToolFailure(
                        "unknown scene '\(value)'; expected one of: \(SampleScene.all.map(\.name).joined(separator: ", "))"
                    )
                }
                return (scene.build(), scene.name)
            }
            return (try file(value, argument: argument, files: files), (value as NSString).lastPathComponent)
        }

        /// A snapshot file, read within the server's limits, with the CLI's messages.
        static func file(_ path: String, argument: String, files: FileAccess) throws -> Snapshot {
            let resolved = try files.resolve(path, argument: argument)
            if let size = (try? FileManager.default.attributesOfItem(atPath: resolved)[.size] as? NSNumber)?
                .intValue
            {
                try files.checkSize(size, of: path)
            }
            return try SnapshotFile.load(resolved)
        }
    }
#endif
