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

        /// The server ended while a call waited for its answer.
        struct ServerEnded: Error, CustomStringConvertible {
            var status: Int32
            var description: String { "the server ended (status \(status)) before it answered" }
        }

        /// Calls a tool and returns its whole result (text, structured content, error flag); throws
        /// ``ServerEnded`` if the server ends first (the client alone would wait on its pipe).
        func call(_ name: String, _ arguments: [String: Value] = [:]) async throws -> CallTool.Result {
            let client = self.client
            let process = self.process
            let race = Race<CallTool.Result>()
            return try await withCheckedThrowingContinuation { continuation in
                race.continuation = continuation
                // Not a task group: a group waits for every child, and a client blocked on a dead
                // server's pipe never ends. Both at high priority: while every core runs other
                // suites, a task of the default priority waits behind them for seconds, and the
                // tests measure how soon an answer, or the server's end, is seen.
                Task(priority: .high) {
                    do {
                        let context: RequestContext<CallTool.Result> = try await client.callTool(
                            name: name, arguments: arguments)
                        race.finish(.success(try await context.value))
                    } catch {
                        race.finish(.failure(error))
                    }
                }
                Task(priority: .high) {
                    while process.isRunning, !race.isFinished {
                        try? await Task.sleep(nanoseconds: 50_000_000)
                    }
                    // An answer written just before the end still wins.
                    try? await Task.sleep(nanoseconds: 500_000_000)
                    race.finish(
                        .failure(ServerEnded(status: process.isRunning ? 0 : process.terminationStatus)))
                }
            }
        }

        /// Whichever of two tasks finishes first resumes the caller; the other is ignored.
        private final class Race<Value: Sendable>: @unchecked Sendable {
            private let lock = NSLock()
            private var finished = false
            var continuation: CheckedContinuation<Value, any Error>?

            var isFinished: Bool { lock.withLock { finished } }

            func finish(_ result: Result<Value, any Error>) {
                let waiting: CheckedContinuation<Value, any Error>? = lock.withLock {
                    guard !finished else { return nil }
                    finished = true
                    defer { continuation = nil }
                    return continuation
                }
                waiting?.resume(with: result)
            }
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
