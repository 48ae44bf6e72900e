#if MCP
    import Foundation
    import MCP
    import Testing

    /// The MCP configuration the README and Documentation/MCP.md show is what an agent's host
    /// runs: read from each page, run as a host runs it (the command looked up on PATH), answering
    /// with the tools.
    @Suite("Documentation: the agent configuration")
    struct ReadmeConfigurationTests {
        /// The pages that show the configuration.
        static let pages = ["README.md", "Documentation/MCP.md"]

        /// The `mcpServers.guidelens` entry of the configuration block of `page`.
        static func configuration(in page: String) throws -> (command: String, arguments: [String]) {
            let text = try String(
                contentsOf: ServerProcess.root.appendingPathComponent(page), encoding: .utf8)
            let marker = try #require(text.range(of: "<!-- mcp-configuration"))
            let start = try #require(
                text.range(of: "```json\n", range: marker.upperBound..<text.endIndex))
            let end = try #require(text.range(of: "```\n", range: start.upperBound..<text.endIndex))
            let block = try JSONDecoder().decode(
                Value.self, from: Data(text[start.upperBound..<end.lowerBound].utf8))
            let entry = try #require(block.objectValue?["mcpServers"]?.objectValue?["guidelens"]?.objectValue)
            let command = try #require(entry["command"]?.stringValue)
            let arguments = try #require(entry["args"]?.arrayValue).compactMap(\.stringValue)
            return (command, arguments)
        }

        @Test("the two lines are \"command\": \"guidelens\", \"args\": [\"mcp\"], and they start the server")
        func configurationStartsTheServer() async throws {
            for page in Self.pages {
                let (command, arguments) = try Self.configuration(in: page)
                #expect(command == "guidelens", "\(page)")
                #expect(arguments == ["mcp"], "\(page)")
            }
            let (command, arguments) = try Self.configuration(in: "README.md")
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] =
                ServerProcess.buildDirectory.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            let found = try #require(
                environment["PATH"]?.split(separator: ":").map {
                    URL(fileURLWithPath: String($0)).appendingPathComponent(command)
                }
                .first { FileManager.default.isExecutableFile(atPath: $0.path) })
            let server = try await ServerProcess(
                executable: found, arguments: arguments, in: ServerProcess.temporaryDirectory(),
                environment: environment)
            let (tools, _) = try await server.client.listTools()
            #expect(tools.contains { $0.name == "explain_conflicts" })
            let explained = try await server.call(
                "explain_conflicts", ["log": .string(ExplainLog.documented)])
            #expect(explained.isError != true)
            #expect(await server.close() == 0)
        }

        @Test("without guidelens-mcp beside it, guidelens mcp says how to install or build it")
        func missingServer() throws {
            // A hard link in a folder beside the build's, not a copy: a copy this process writes
            // is held open for writing by any process another test starts meanwhile, and running
            // it then fails with "Text file busy". A link is the same file, written by no one.
            let directory = ServerProcess.buildDirectory.deletingLastPathComponent()
                .appendingPathComponent("guidelens-mcp-tests-" + UUID().uuidString)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: directory) }
            let alone = directory.appendingPathComponent("guidelens")
            try FileManager.default.linkItem(
                at: ServerProcess.buildDirectory.appendingPathComponent("guidelens"), to: alone)
            let process = Process()
            process.executableURL = alone
            process.arguments = ["mcp"]
            let errors = Pipe()
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus == 2)
            #expect(
                message
                    == "error: guidelens mcp: the server, guidelens-mcp, is not beside guidelens (\(directory.resolvingSymlinksInPath().path)); `make install` from a clone installs both tools with the server (PREFIX=… chooses where; Homebrew's formula does the same), or build it with `swift build -c release --traits MCP --product guidelens-mcp` and copy .build/release/guidelens-mcp beside guidelens\n"
            )
        }
    }
#endif
