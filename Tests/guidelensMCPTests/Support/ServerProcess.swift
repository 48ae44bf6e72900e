#if MCP
    import Foundation
    import MCP
    import SystemPackage

    /// `guidelens mcp` started as a child process, with the SDK's own client talking to it over the
    /// child's standard input and output — as an agent's MCP host runs it.
    final class ServerProcess: @unchecked Sendable {
        /// The client, connected and initialized.
        let client: Client
        /// What the server answered to `initialize`.
        let initialization: Initialize.Result
        private let process: Process
        private let toServer: Pipe
        private let fromServer: Pipe
        private let errors: Pipe

        /// The repository's root.
        static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()

        /// The directory SwiftPM built the executables into.
        static let buildDirectory: URL = {
            var directory = Bundle.main.bundleURL
            for _ in 0..<4 {
                if FileManager.default.isExecutableFile(
                    atPath: directory.appendingPathComponent("guidelens").path)
                {
                    return directory
                }
                directory.deleteLastPathComponent()
            }
            return URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        }()

        /// Starts `guidelens mcp` in `directory` and initializes a client with it.
        convenience init(in directory: URL, environment: [String: String]? = nil) async throws {
            try await self.init(
                executable: Self.buildDirectory.appendingPathComponent("guidelens"), arguments: ["mcp"],
                in: directory,
                environment: environment)
        }

        /// Starts `executable arguments…` in `directory` and initializes a client with it.
        init(executable: URL, arguments: [String], in directory: URL, environment: [String: String]? = nil)
            async throws
        {
            // A server that ends while the client writes to it fails the test that made it end;
            // without this, the write's SIGPIPE would end every test in the process.
            #if canImport(Glibc)
                _ = Glibc.signal(SIGPIPE, SIG_IGN)
            #elseif canImport(Darwin)
                _ = Darwin.signal(SIGPIPE, SIG_IGN)
            #endif
            process = Process()
            process.executableURL = executable
            process.arguments = arguments
            process.currentDirectoryURL = directory
            if let environment { process.environment = environment }
            toServer = Pipe()
            fromServer = Pipe()
            errors = Pipe()
            process.standardInput = toServer
            process.standardOutput = fromServer
            process.standardError = errors
            try process.run()
            let transport = StdioTransport(
                input: FileDescriptor(rawValue: fromServer.fileHandleForReading.fileDescriptor),
                output: FileDescriptor(rawValue: toServer.fileHandleForWriting.fileDescriptor))
            client = Client(name: "guidelens-tests", version: "1")
            initialization = try await client.connect(transport: transport)
        }

        /// Calls a tool and returns its whole result (text, structured content, error flag).
        func call(_ name: String, _ arguments: [String: Value] = [:]) async throws -> CallTool.Result {
            let context: RequestContext<CallTool.Result> = try await client.callTool(
                name: name, arguments: arguments)
            return try await context.value
        }

        /// Sends a signal to the server process.
        func signal(_ number: Int32) { kill(process.processIdentifier, number) }

        /// Whether the server process is still running.
        var isRunning: Bool { process.isRunning }

        /// Closes the server's input, as a host does when it is done, and waits for it to end;
        /// returns its exit status.
        @discardableResult
        func close() async -> Int32 {
            await client.disconnect()
            try? toServer.fileHandleForWriting.close()
            let deadline = Date().addingTimeInterval(30)  // detaching lldb takes seconds on a loaded machine
            while process.isRunning, Date() < deadline { try? await Task.sleep(nanoseconds: 20_000_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            return process.terminationStatus
        }

        /// A fresh temporary directory.
        static func temporaryDirectory() -> URL {
            let url = FileManager.default.temporaryDirectory.appendingPathComponent(
                "guidelens-mcp-tests-" + UUID().uuidString)
            try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            return url
        }
    }

    extension CallTool.Result {
        /// The first text content.
        var text: String {
            for item in content {
                if case .text(let text, _, _) = item { return text }
            }
            return ""
        }
    }
#endif
