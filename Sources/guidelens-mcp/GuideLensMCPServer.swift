#if MCP
    import Foundation
    import GuideLensCommandLine
    @_spi(Engine) import GuideLensCore
    import MCP

    /// `guidelens-mcp` (run as `guidelens mcp`): GuideLens for coding agents, a Model Context
    /// Protocol server on standard input and output. Its tools explain constraint-conflict logs,
    /// report, lint, diff and render snapshots, and — only when the agent asks — attach LLDB to a
    /// running app to read its guides live. It ends when its input closes, detaching first.
    @main
    struct GuideLensMCPServer {
        static func main() async {
            // A client that goes away must not kill the server before it detaches from an app.
            signal(SIGPIPE, SIG_IGN)
            let workingDirectory = FileManager.default.currentDirectoryPath
            let files = FileAccess(workingDirectory: workingDirectory)
            let session = LiveSession(
                locator: DebuggerLocator(
                    environment: ProcessInfo.processInfo.environment,
                    executableDirectories: RunningExecutable.directories(),
                    workingDirectory: workingDirectory))
            let catalog = ToolCatalog(
                files: files, session: session,
                timeLimit: ProcessInfo.processInfo.environment["GUIDELENS_MCP_TIME_LIMIT"].flatMap(
                    Double.init))
            let server = Server(
                name: "guidelens", version: GuideLensVersion.current, title: "GuideLens",
                instructions: """
                    GuideLens shows UIKit layout guides and explains Auto Layout constraint conflicts. \
                    explain_conflicts reads a console log; report_guides, lint_guides, diff_snapshots and \
                    render_snapshot read snapshot files (or the sample scenes by name); attach, then \
                    live_guides, live_doctor, overlay and live_conflict work on a running app with GuideLens \
                    linked (detach at the end). Paths are relative to the directory the server runs in.
                    """,
                capabilities: .init(prompts: .init(), resources: .init(), tools: .init()))
            await register(catalog, on: server)
            let ending = EndSignals { await session.detach() }
            do {
                try await server.start(transport: LineTransport())
                await server.waitUntilCompleted()
            } catch {
                FileHandle.standardError.write(Data("guidelens-mcp: \(error)\n".utf8))
            }
            _ = await session.detach()
            ending.cancel()
            exit(0)
        }

        private static func register(_ catalog: ToolCatalog, on server: Server) async {
            await server.withMethodHandler(ListTools.self) { _ in
                ListTools.Result(tools: catalog.tools.map(\.declaration))
            }
            await server.withMethodHandler(CallTool.self) { parameters in
                guard let tool = catalog.tool(named: parameters.name) else {
                    return ToolAnswer.failure(
                        "error: unknown tool '\(parameters.name)'; tools: "
                            + catalog.tools.map(\.name).joined(separator: ", "))
                }
                return await tool.call(parameters.arguments)
            }
            await server.withMethodHandler(ListResources.self) { _ in
                ListResources.Result(resources: ResourceCatalog.resources)
            }
            await server.withMethodHandler(ReadResource.self) { parameters in
                ReadResource.Result(contents: [try ResourceCatalog.read(parameters.uri)])
            }
            await server.withMethodHandler(ListPrompts.self) { _ in
                ListPrompts.Result(prompts: PromptCatalog.prompts)
            }
            await server.withMethodHandler(GetPrompt.self) { parameters in
                GetPrompt.Result(
                    description: PromptCatalog.prompts.first?.description,
                    messages: try PromptCatalog.messages(
                        name: parameters.name, arguments: parameters.arguments))
            }
        }
    }

    /// Detaches from the app and exits when the server is told to stop (SIGTERM, SIGINT, SIGHUP),
    /// so that an app is never left with a debugger attached.
    ///
    /// The signal handler only writes a byte to a pipe (all a handler may safely do); a thread
    /// waiting on the pipe does the work. A handler, unlike an ignored signal, is not inherited by
    /// the debugger the server starts.
    final class EndSignals: @unchecked Sendable {
        private let thread: Thread

        init(_ cleanUp: @escaping @Sendable () async -> String) {
            var ends: [Int32] = [0, 0]
            _ = pipe(&ends)
            endSignalPipe = ends[1]
            let reading = ends[0]
            thread = Thread {
                var byte: UInt8 = 0
                guard read(reading, &byte, 1) == 1 else { return }
                Task {
                    _ = await cleanUp()
                    exit(0)
                }
            }
            thread.start()
            for number in [SIGTERM, SIGINT, SIGHUP] {
                signal(number) { _ in
                    var byte: UInt8 = 1
                    _ = write(endSignalPipe, &byte, 1)
                }
            }
        }

        /// Stops listening: the signals end the server at once again.
        func cancel() {
            for number in [SIGTERM, SIGINT, SIGHUP] { signal(number, SIG_DFL) }
        }
    }

    /// Where the signal handler writes (a handler cannot capture values).
    nonisolated(unsafe) private var endSignalPipe: Int32 = -1
#else
    import Foundation
    import GuideLensCommandLine

    /// Built without the package trait `MCP` (as `mint install` builds it): the server's code and
    /// its SDK are left out, so this says how to get the real one.
    @main
    struct GuideLensMCPServer {
        static func main() {
            let directory = RunningExecutable.directories().last?.path ?? "."
            FileHandle.standardError.write(
                Data((ServerInstallAdvice.builtWithoutTrait(in: directory) + "\n").utf8))
            exit(2)
        }
    }
#endif
