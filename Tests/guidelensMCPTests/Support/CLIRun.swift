#if MCP
    import Foundation

    /// Runs the built `guidelens` CLI, to compare the server's answers with what the CLI prints.
    enum CLIRun {
        struct Result {
            var status: Int32
            var output: String
            var errors: String
        }

        /// The repository's `Tests/Fixtures`.
        static let fixtures = ServerProcess.root.appendingPathComponent("Tests/Fixtures")

        /// Runs `guidelens arguments…` in `directory`.
        static func run(_ arguments: [String], in directory: URL) throws -> Result {
            let process = Process()
            process.executableURL = ServerProcess.buildDirectory.appendingPathComponent("guidelens")
            process.arguments = arguments
            process.currentDirectoryURL = directory
            let capture = ServerProcess.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: capture) }
            let outputURL = capture.appendingPathComponent("stdout")
            let errorURL = capture.appendingPathComponent("stderr")
            _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
            _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
            let output = try FileHandle(forWritingTo: outputURL)
            let errors = try FileHandle(forWritingTo: errorURL)
            defer {
                try? output.close()
                try? errors.close()
            }
            process.standardOutput = output
            process.standardError = errors
            try process.run()
            process.waitUntilExit()
            return Result(
                status: process.terminationStatus,
                output: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
                errors: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
        }
    }
#endif
