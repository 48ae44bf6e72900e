#if MCP
    import Foundation
    import GuideLensCommandLine
    @_spi(Engine) import GuideLensCore
    import MCP
    import Testing

    /// `guidelens mcp` as an agent's host runs it: a child process, the SDK's client on its
    /// standard input and output. Every tool with good and bad input; the server outlives each bad call.
    @Suite("guidelens mcp: tools over files", .serialized)
    struct ServerTests {
        /// A working directory with the fixtures copied in, and a server started in it.
        static func start(environment: [String: String]? = nil) async throws -> (ServerProcess, URL) {
            let directory = ServerProcess.temporaryDirectory()
            for name in [
                "clean.json", "clean-moved.json", "flagged.json", "not-json.json", "invalid-field.json",
            ] {
                try FileManager.default.copyItem(
                    at: CLIRun.fixtures.appendingPathComponent(name),
                    to: directory.appendingPathComponent(name))
            }
            try Data(ExplainLog.documented.utf8).write(to: directory.appendingPathComponent("console.log"))
            return (try await ServerProcess(in: directory, environment: environment), directory)
        }

        static func decoded(_ json: String) throws -> Value {
            try JSONDecoder().decode(Value.self, from: Data(json.utf8))
        }

        @Test("initialize names the server; the tools are listed with schemas")
        func listsTools() async throws {
            let (server, _) = try await Self.start()
            defer { Task { await server.close() } }
            #expect(server.initialization.serverInfo.name == "guidelens")
            #expect(server.initialization.capabilities.tools != nil)
            let (tools, _) = try await server.client.listTools()
            #expect(
                tools.map(\.name) == [
                    "explain_conflicts", "suggest_fix", "report_guides", "lint_guides", "diff_snapshots",
                    "render_snapshot",
                    "why_guide", "what_if_guide", "check_layout", "attach",
                    "live_guides", "live_doctor", "overlay", "live_conflict", "detach",
                ])
            for tool in tools {
                #expect(
                    (tool.description ?? "").count > 40,
                    "\(tool.name) needs a description an agent can act on")
                #expect(tool.inputSchema.objectValue?["type"] == "object")
                #expect(tool.inputSchema.objectValue?["properties"]?.objectValue != nil)
            }
            let diff = try #require(tools.first { $0.name == "diff_snapshots" })
            #expect(diff.inputSchema.objectValue?["required"] == ["before", "after"])
            #expect(tools.first { $0.name == "report_guides" }?.annotations.readOnlyHint == true)
            #expect(tools.first { $0.name == "overlay" }?.annotations.readOnlyHint == false)
        }

        @Test("why_guide answers what guidelens why prints for the same snapshot and guide, text and --json")
        func whyMatchesTheCLI() async throws {
            let (server, directory) = try await Self.start()
            defer { Task { await server.close() } }
            let demo = try CLIRun.run(["demo", "--scene", "placement-chain", "--output", "."], in: directory)
            try #require(demo.status == 0, "\(demo.errors)")
            let cli = try CLIRun.run(["why", "placement-chain.json", "spacer2"], in: directory)
            let cliJSON = try CLIRun.run(["why", "--json", "placement-chain.json", "spacer2"], in: directory)
            let answer = try await server.call(
                "why_guide", ["path": "placement-chain.json", "guide": "spacer2"])
            #expect(answer.isError != true, "\(answer.text)")
            #expect(answer.text == cli.output)
            #expect(answer.text.contains("top 147.5 = spacer1 bottom 139.5 + 8 (constraint 8)"))
            let structured = try #require(answer.structuredContent)
            let expected = try JSONDecoder().decode(Value.self, from: Data(cliJSON.output.utf8))
            #expect(structured == expected)
        }

        @Test(
            "what_if_guide answers what guidelens why --set/--priority/--deactivate prints, text and --json")
        func whatIfMatchesTheCLI() async throws {
            let (server, directory) = try await Self.start()
            defer { Task { await server.close() } }
            let demo = try CLIRun.run(["demo", "--scene", "placement-chain", "--output", "."], in: directory)
            try #require(demo.status == 0, "\(demo.errors)")
            let options = ["--set", "8=20", "--priority", "7=250", "--deactivate", "10"]
            let cli = try CLIRun.run(["why", "placement-chain.json", "spacer2"] + options, in: directory)
            let cliJSON = try CLIRun.run(
                ["why", "--json", "placement-chain.json", "spacer2"] + options, in: directory)
            let answer = try await server.call(
                "what_if_guide",
                [
                    "path": "placement-chain.json", "guide": "spacer2", "set": "8=20", "priority": "7=250",
                    "deactivate": "10",
                ])
            #expect(answer.isError != true, "\(answer.text)")
            #expect(answer.text == cli.output)
            // Constraint 8 sets spacer2 12 below spacer1: 20 instead of 8.
            #expect(answer.text.contains("147.5 → 159.5 (+12)"), "\(answer.text)")
            #expect(answer.structuredContent == (try Self.decoded(cliJSON.output)))
            // A change that leaves required constraints unable to hold: the conflict, as the CLI says it.
            let conflict = try await server.call(
                "what_if_guide", ["scene": "placement-chain", "guide": "spacer2", "set": "10=200"])
            let cliConflict = try CLIRun.run(
                ["why", "placement-chain.json", "spacer2", "--set", "10=200"], in: directory)
            #expect(cliConflict.status == 1)
            #expect(conflict.text == cliConflict.output)
            #expect(conflict.text.contains("cannot hold together"), "\(conflict.text)")
        }

        @Test("check_layout answers what guidelens why --check prints, text and --json")
        func checkMatchesTheCLI() async throws {
            let (server, directory) = try await Self.start()
            defer { Task { await server.close() } }
            let demo = try CLIRun.run(["demo", "--scene", "placement-chain", "--output", "."], in: directory)
            try #require(demo.status == 0, "\(demo.errors)")
            let cli = try CLIRun.run(["why", "placement-chain.json", "--check"], in: directory)
            let cliJSON = try CLIRun.run(["why", "--json", "placement-chain.json", "--check"], in: directory)
            let answer = try await server.call("check_layout", ["path": "placement-chain.json"])
            #expect(answer.isError != true, "\(answer.text)")
            #expect(answer.text == cli.output)
            #expect(answer.text.contains("within 0.5 pt"), "\(answer.text)")
            #expect(answer.structuredContent == (try Self.decoded(cliJSON.output)))
        }

        @Test("explain_conflicts answers what guidelens explain prints: text, and its --json as structure")
        func explainMatchesTheCLI() async throws {
            let (server, directory) = try await Self.start()
            defer { Task { await server.close() } }
            let byText = try await server.call("explain_conflicts", ["log": .string(ExplainLog.documented)])
            let byPath = try await server.call("explain_conflicts", ["path": "console.log"])
            let cliText = try CLIRun.run(["explain", "console.log"], in: directory)
            let cliJSON = try CLIRun.run(["explain", "--json", "console.log"], in: directory)
            #expect(cliText.status == 1)
            for result in [byText, byPath] {
                #expect(result.isError != true)
                #expect(result.text == cliText.output)
                #expect(result.structuredContent == (try Self.decoded(cliJSON.output)))
            }
            #expect(
                byText.text.hasPrefix("Conflict 1 of 1 (line 1): 8 constraints; UIKit broke constraint 1."))
        }

        @Test("suggest_fix answers what guidelens explain --fix prints: text, and its --json as structure")
        func suggestFixMatchesTheCLI() async throws {
            let (server, directory) = try await Self.start()
            defer { Task { await server.close() } }
            let answer = try await server.call("suggest_fix", ["path": "console.log"])
            let cliText = try CLIRun.run(["explain", "--fix", "console.log"], in: directory)
            let cliJSON = try CLIRun.run(["explain", "--fix", "--json", "console.log"], in: directory)
            #expect(answer.isError != true)
            #expect(answer.text == cliText.output)
            #expect(answer.structuredContent == (try Self.decoded(cliJSON.output)))
            #expect(answer.text.contains("  Fixes"), "\(answer.text)")
        }

        @Test("a call to a server that has died fails at once instead of waiting on its pipe")
        func deadServer() async throws {
            let (server, _) = try await Self.start()
            server.signal(SIGKILL)
            let started = Date()
            // Either the write fails (a broken pipe) or the race sees the end: an error, not a wait.
            await #expect(throws: (any Error).self) {
                _ = try await server.call("explain_conflicts", ["log": "x"])
            }
            // Without the race the client waits on the pipe for ever; with it, as soon as a thread
            // of the two-core pool is free, which the heaviest suites can hold for seconds: a bound
            // that tells the two apart, not a speed.
            #expect(Date().timeIntervalSince(started) < 60)
            await server.close()
        }

        @Test("a server that dies while it works on a call fails that call at once")
        func diesDuringCall() async throws {
            let (server, directory) = try await Self.start()
            // Thousands of conflicts, every one asked for: seconds of work in the server. A file,
            // so that the request is written whole before the server dies.
            try Data(String(repeating: ExplainLog.documented, count: 3000).utf8).write(
                to: directory.appendingPathComponent("big.log"))
            let call = Task {
                try await server.call("explain_conflicts", ["path": "big.log", "limit": 100_000])
            }
            try await Task.sleep(nanoseconds: 300_000_000)
            let killed = Date()
            server.signal(SIGKILL)
            await #expect(throws: ServerProcess.ServerEnded.self) { _ = try await call.value }
            #expect(Date().timeIntervalSince(killed) < 5)
            await server.close()
        }

        @Test(
            "a long log is answered a page at a time: 20 conflicts unless asked, numbered as in the whole log"
        )
        func explainPages() async throws {
            let (server, directory) = try await Self.start()
            defer { Task { await server.close() } }
            // 23 conflicts, each a constant one point apart, so each page's conflicts are told apart.
            let log = (0..<23).map {
                ExplainLog.oneHeightConflict(view: 0x7f00_0000_1000 + $0, height: 100 + $0)
            }
            .joined()
            try Data(log.utf8).write(to: directory.appendingPathComponent("long.log"))
            let first = try await server.call("explain_conflicts", ["path": "long.log"])
            #expect(first.isError != true)
            #expect(first.text.hasPrefix("Conflict 1 of 23 (line 1)"))
            #expect(first.text.contains("Conflict 20 of 23"))
            #expect(!first.text.contains("Conflict 21 of 23"))
            #expect(first.text.hasSuffix("Shown: conflicts 1–20 of 23; the next from 21.\n"))
            let cliFirst = try CLIRun.run(["explain", "--json", "--limit", "20", "long.log"], in: directory)
            #expect(first.structuredContent == (try Self.decoded(cliFirst.output)))
            #expect(first.structuredContent?.objectValue?["total"] == 23)
            #expect(first.structuredContent?.objectValue?["conflicts"]?.arrayValue?.count == 20)

            let rest = try await server.call("explain_conflicts", ["path": "long.log", "from": 21])
            #expect(rest.text.hasPrefix("Conflict 21 of 23 (line "))
            #expect(rest.text.contains("height == 120"))
            #expect(rest.text.hasSuffix("Shown: conflicts 21–23 of 23.\n"))
            let cliRest = try CLIRun.run(["explain", "--json", "--from", "21", "long.log"], in: directory)
            #expect(rest.structuredContent == (try Self.decoded(cliRest.output)))
            #expect(rest.structuredContent?.objectValue?["from"] == 21)

            // Asking for every conflict answers what the CLI prints without a page: no total.
            let all = try await server.call("explain_conflicts", ["path": "long.log", "limit": 23])
            let cliAll = try CLIRun.run(["explain", "--json", "long.log"], in: directory)
            #expect(all.structuredContent == (try Self.decoded(cliAll.output)))
            #expect(all.structuredContent?.objectValue?["total"] == nil)
            #expect(!all.text.contains("Shown:"))
        }

        @Test("explain_conflicts with a snapshot of the same run names the real views")
        func explainWithSnapshot() async throws {
            let (server, directory) = try await Self.start()
            defer { Task { await server.close() } }
            let scene = SampleScene.spacerViews.build()
            try Data(scene.jsonText().utf8).write(to: directory.appendingPathComponent("spacer-views.json"))
            let log = try String(
                contentsOf: CLIRun.fixtures.appendingPathComponent("spacer-views-conflict.log"),
                encoding: .utf8)
            let result = try await server.call(
                "explain_conflicts", ["log": .string(log), "snapshot": "spacer-views.json"])
            #expect(result.isError != true)
            let expected = ConflictExplanation(log: ConstraintLog.parse(log), snapshot: scene).text
            #expect(result.text == expected)
            #expect(expected != ConflictExplanation(log: ConstraintLog.parse(log)).text)
        }

        @Test("a log without a conflict, and a partial one, are answers, not errors")
        func explainPartial() async throws {
            let (server, _) = try await Self.start()
            defer { Task { await server.close() } }
            let none = try await server.call("explain_conflicts", ["log": "nothing happened\n"])
            #expect(none.isError != true)
            #expect(none.text == "no conflict in the log\n")
            let cut = try String(
                contentsOf: CLIRun.fixtures.appendingPathComponent(
                    "ConflictLogs/13-lsyevernote-autoresizing-current-cut-short.log"),
                encoding: .utf8)
            let partial = try await server.call("explain_conflicts", ["log": .string(cut)])
            #expect(partial.isError != true)
            #expect(partial.text == ConflictExplanation(log: ConstraintLog.parse(cut)).text)
            #expect(partial.text.contains("Cut short"))
        }

        @Test(
            "bad arguments are error results with a message, and the server goes on",
            arguments: [
                ("explain_conflicts", [:], "explain_conflicts: missing argument: give 'log' or 'path'"),
                (
                    "explain_conflicts", ["log": "x", "path": "console.log"],
                    "give either 'log' or 'path', not both"
                ),
                ("explain_conflicts", ["log": 5], "'log' must be a string, not a number"),
                ("explain_conflicts", ["log": "x", "verbose": true], "unknown argument 'verbose'"),
                (
                    "explain_conflicts", ["log": "x", "from": 0],
                    "'from' must be a whole number of at least 1, not 0"
                ),
                (
                    "explain_conflicts", ["log": "x", "limit": 2.5],
                    "'limit' must be a whole number of at least 1"
                ),
                (
                    "explain_conflicts", ["log": "x", "limit": "all"],
                    "'limit' must be a number, not a string"
                ),
                ("report_guides", [:], "give 'path' or 'scene'"),
                ("report_guides", ["scene": "nope"], "unknown scene 'nope'; expected one of: spacer-views"),
                ("diff_snapshots", ["before": "clean.json"], "diff_snapshots: missing argument 'after'"),
                (
                    "diff_snapshots", ["before": "clean.json", "after": "clean.json", "tolerance": -1],
                    "'tolerance' must be"
                ),
                (
                    "render_snapshot", ["scene": "spacer-views", "scale": 0],
                    "'scale' must be a number above 0"
                ),
                (
                    "render_snapshot", ["scene": "spacer-views", "scale": 17],
                    "'scale' must be a number above 0"
                ),
                ("render_snapshot", ["scene": "spacer-views", "kinds": "custom,bogus"], "bogus"),
                (
                    "render_snapshot", ["scene": "spacer-views", "highlight": "0x6000005ac060,0xdead"],
                    "'highlight': 0xdead is not the address of a view or guide of the snapshot"
                ),
                (
                    "render_snapshot", ["scene": "spacer-views", "highlight": " , "],
                    "'highlight' names no address"
                ),
                ("overlay", ["state": "maybe"], "'state' must be on, off or toggle"),
                ("why_guide", ["scene": "placement-chain"], "why_guide: missing argument 'guide'"),
                (
                    "why_guide", ["scene": "placement-chain", "guide": "spacer9"],
                    "why_guide: no guide 'spacer9' in the snapshot; nearest: spacer"
                ),
                (
                    "what_if_guide", ["scene": "placement-chain", "guide": "spacer2"],
                    "what_if_guide: give at least one change"
                ),
                (
                    "what_if_guide", ["scene": "placement-chain", "guide": "spacer2", "set": "8"],
                    "what_if_guide: --set takes N=VALUE"
                ),
                (
                    "what_if_guide", ["scene": "placement-chain", "guide": "spacer2", "priority": "7=0"],
                    "a priority is from 1 to 1000"
                ),
                (
                    "what_if_guide", ["scene": "placement-chain", "guide": "spacer2", "set": "99=1"],
                    "the answer has no constraint 99 (it lists 10)"
                ),
                ("what_if_guide", ["scene": "placement-chain", "set": "8=1"], "missing argument 'guide'"),
                ("check_layout", ["scene": "no-such-scene"], "no-such-scene"),
                ("live_guides", [:], "not attached to an app; call attach first"),
                ("live_doctor", [:], "not attached"),
                ("attach", [:], "give 'pid' or 'name'"),
                ("attach", ["pid": 1.5], "'pid' must be a process id"),
                ("attach", ["pid": 0], "'pid' must be a process id"),
                ("no_such_tool", [:], "unknown tool 'no_such_tool'"),
            ] as [(String, [String: Value], String)])
        func badArguments(tool: String, arguments: [String: Value], message: String) async throws {
            let (server, _) = try await Self.start()
            defer { Task { await server.close() } }
            let result = try await server.call(tool, arguments)
            #expect(result.isError == true)
            #expect(result.text.hasPrefix("error: "))
            #expect(result.text.contains(message), "\(result.text)")
            let (tools, _) = try await server.client.listTools()
            #expect(!tools.isEmpty)
            #expect(server.isRunning)
        }

        @Test(
            "a bad snapshot file gets the CLI's own message",
            arguments: ["missing.json", "not-json.json", "invalid-field.json"])
        func snapshotErrorsAreTheCLIs(file: String) async throws {
            let (server, directory) = try await Self.start()
            defer { Task { await server.close() } }
            let cli = try CLIRun.run(["report", file], in: directory)
            #expect(cli.status == 2)
            for tool in ["report_guides", "lint_guides", "render_snapshot"] {
                let result = try await server.call(tool, ["path": .string(file)])
                #expect(result.isError == true)
                #expect(result.text + "\n" == cli.errors, "\(tool)")
            }
            let diff = try await server.call(
                "diff_snapshots", ["before": "clean.json", "after": .string(file)])
            #expect(diff.text + "\n" == cli.errors)
        }

        @Test("a relative path that leaves the current directory is refused; an absolute one is read")
        func pathsOutsideTheDirectory() async throws {
            let (server, directory) = try await Self.start()
            defer { Task { await server.close() } }
            let outside = ServerProcess.temporaryDirectory()
            try FileManager.default.copyItem(
                at: CLIRun.fixtures.appendingPathComponent("clean.json"),
                to: outside.appendingPathComponent("clean.json"))
            let relative = "../" + outside.lastPathComponent + "/clean.json"
            let refused = try await server.call("report_guides", ["path": .string(relative)])
            #expect(refused.isError == true)
            #expect(refused.text.contains("\(relative): outside the current directory"))
            #expect(refused.text.contains("give its absolute path"))
            let absolute = try await server.call(
                "report_guides", ["path": .string(outside.path + "/clean.json")])
            #expect(absolute.isError != true)
            // A link inside the directory that leads out is outside too.
            try FileManager.default.createSymbolicLink(
                at: directory.appendingPathComponent("linked"), withDestinationURL: outside)
            let linked = try await server.call("lint_guides", ["path": "linked/clean.json"])
            #expect(linked.isError == true)
            #expect(linked.text.contains("outside the current directory"))
            // A sibling whose name starts with the directory's own is outside too.
            let sibling = directory.deletingLastPathComponent().appendingPathComponent(
                directory.lastPathComponent + "-sibling")
            try FileManager.default.createDirectory(at: sibling, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: sibling) }
            try FileManager.default.copyItem(
                at: CLIRun.fixtures.appendingPathComponent("clean.json"),
                to: sibling.appendingPathComponent("clean.json"))
            let prefixed = try await server.call(
                "lint_guides", ["path": .string("../" + sibling.lastPathComponent + "/clean.json")])
            #expect(prefixed.isError == true)
            #expect(prefixed.text.contains("outside the current directory"))
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent("sub"), withIntermediateDirectories: true)
            let inside = try await server.call("lint_guides", ["path": "./sub/../clean.json"])
            #expect(inside.isError != true)
        }

        @Test("logs up to 50 MB are read; one byte more is refused before reading")
        func logSizeLimit() async throws {
            let (server, directory) = try await Self.start()
            defer { Task { await server.close() } }
            let limit = 50 * 1024 * 1024
            for (name, size) in [("at-limit.log", limit), ("over-limit.log", limit + 1)] {
                let url = directory.appendingPathComponent(name)
                _ = FileManager.default.createFile(atPath: url.path, contents: nil)
                let handle = try FileHandle(forWritingTo: url)
                try handle.truncate(atOffset: UInt64(size))
                try handle.close()
            }
            let over = try await server.call("explain_conflicts", ["path": "over-limit.log"])
            #expect(over.isError == true)
            #expect(
                over.text
                    == "error: over-limit.log: 52428801 bytes, over the 50 MB (52428800 bytes) a tool reads"
            )
            let at = try await server.call("explain_conflicts", ["path": "at-limit.log"])
            #expect(at.isError != true, "\(at.text)")
            #expect(at.text == "no conflict in the log\n")
        }

        @Test("report, lint and diff answer the CLI's text and --json")
        func snapshotToolsMatchTheCLI() async throws {
            let (server, directory) = try await Self.start()
            defer { Task { await server.close() } }
            let report = try await server.call("report_guides", ["path": "flagged.json"])
            #expect(report.text == (try CLIRun.run(["report", "flagged.json"], in: directory)).output)
            #expect(
                report.structuredContent
                    == (try Self.decoded(
                        CLIRun.run(["report", "--json", "flagged.json"], in: directory).output)))
            let lint = try await server.call("lint_guides", ["path": "flagged.json"])
            #expect(lint.isError != true)
            #expect(lint.text == (try CLIRun.run(["lint", "flagged.json"], in: directory)).output)
            #expect(
                lint.structuredContent
                    == (try Self.decoded(
                        CLIRun.run(["lint", "--format", "json", "flagged.json"], in: directory).output)))
            let diff = try await server.call(
                "diff_snapshots", ["before": "clean.json", "after": "clean-moved.json"])
            let cliDiff = try CLIRun.run(["diff", "clean.json", "clean-moved.json"], in: directory)
            #expect(cliDiff.status == 1)
            #expect(diff.text == cliDiff.output)
            #expect(
                diff.structuredContent
                    == (try Self.decoded(
                        CLIRun.run(["diff", "--json", "clean.json", "clean-moved.json"], in: directory).output
                    )))
            #expect(diff.structuredContent?.objectValue?["changed"] == true)
            #expect(diff.structuredContent?.objectValue?["added"]?.arrayValue?.count == 1)
            let same = try await server.call(
                "diff_snapshots", ["before": "clean.json", "after": "clean.json"])
            #expect(same.text == "no changes\n")
            #expect(same.structuredContent?.objectValue?["changed"] == false)
            let scene = try await server.call("lint_guides", ["scene": "button-row"])
            #expect(scene.text == SnapshotLint(SampleScene.buttonRow.build()).text)
        }

        @Test(
            "suggest_fix for a snapshot's guide: why --fix's fixes as data, the first checked with what_if_guide"
        )
        func wishFixes() async throws {
            let (server, directory) = try await Self.start()
            defer { Task { await server.close() } }
            try FileManager.default.copyItem(
                at: CLIRun.fixtures.appendingPathComponent("tied-widths.json"),
                to: directory.appendingPathComponent("tied-widths.json"))
            let arguments: [String: Value] = [
                "snapshot": "tied-widths.json", "guide": "tail", "want": "height=40",
            ]
            let result = try await server.call("suggest_fix", arguments)
            #expect(result.isError != true)
            let words = try CLIRun.run(
                ["why", "tied-widths.json", "tail", "--fix", "height=40"], in: directory)
            #expect(result.text == words.output)
            let json = try CLIRun.run(
                ["why", "--json", "tied-widths.json", "tail", "--fix", "height=40"], in: directory)
            #expect(result.structuredContent == (try Self.decoded(json.output)))
            // tail's own height constraint, 0 to 10, first: applied, tail is 40 high and nothing else moves.
            let first = result.structuredContent?.objectValue?["fixes"]?.arrayValue?.first?.objectValue
            #expect(first?["constraint"] == 9 && first?["edit"] == "constant")
            let applied = try await server.call(
                "what_if_guide", ["path": "tied-widths.json", "guide": "tail", "set": "9=10"])
            #expect(applied.text.contains("  tail height 30 → 40 (+10)\n"), "\(applied.text)")
            #expect(applied.text.contains("no other recorded guide or view moves."))
            let wrong = try await server.call(
                "suggest_fix", ["snapshot": "tied-widths.json", "guide": "tail", "want": "depth=4"])
            #expect(
                wrong.isError == true
                    && wrong.text.contains("'want' is ATTRIBUTE, ATTRIBUTE=VALUE or a constraint's number"),
                "\(wrong.text)")
        }

        @Test(
            "suggest_fix for a snapshot's ambiguity: the tie decided where UIKit shows it, the first fix checked with what_if_guide"
        )
        func ambiguityFixes() async throws {
            let (server, directory) = try await Self.start()
            defer { Task { await server.close() } }
            try FileManager.default.copyItem(
                at: CLIRun.fixtures.appendingPathComponent("tied-widths.json"),
                to: directory.appendingPathComponent("tied-widths.json"))
            let result = try await server.call(
                "suggest_fix", ["snapshot": "tied-widths.json", "guide": "tail", "want": "left"])
            #expect(result.isError != true)
            let words = try CLIRun.run(["why", "tied-widths.json", "tail", "--fix", "left"], in: directory)
            #expect(result.text == words.output)
            let json = try CLIRun.run(
                ["why", "--json", "tied-widths.json", "tail", "--fix", "left"], in: directory)
            #expect(result.structuredContent == (try Self.decoded(json.output)))
            // tail's left is tied from 134.5 to 174.5 (two widths at 500); the first fix makes the
            // 100 required: applied, the left is decided at 134.5, where UIKit shows it, and nothing
            // else moves.
            let document = result.structuredContent?.objectValue
            #expect(document?["decided"] == false && document?["recorded"] == 134.5)
            let first = document?["fixes"]?.arrayValue?.first?.objectValue
            #expect(first?["constraint"] == 2 && first?["edit"] == "priority" && first?["to"] == 1000)
            let applied = try await server.call(
                "what_if_guide", ["path": "tied-widths.json", "guide": "tail", "priority": "2=1000"])
            #expect(
                applied.text.contains(
                    "  tail left decided at 134.5, where UIKit shows it; the record leaves it undecided\n"),
                "\(applied.text)")
            #expect(applied.text.contains("no other recorded guide or view moves."))
        }

        @Test(
            "render_snapshot returns the SVG as a resource, a PNG where rsvg-convert is, and writes on request"
        )
        func render() async throws {
            let (server, directory) = try await Self.start()
            defer { Task { await server.close() } }
            let result = try await server.call(
                "render_snapshot", ["scene": "spacer-views", "output": "out/spacer.svg", "labels": false])
            #expect(result.isError == true, "the output folder does not exist yet")
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent("out"), withIntermediateDirectories: true)
            let written = try await server.call(
                "render_snapshot", ["scene": "spacer-views", "output": "out/spacer.svg", "labels": false])
            #expect(written.isError != true, "\(written.text)")
            var options = SnapshotRenderer.Options()
            options.style.showsLabels = false
            let expected = SnapshotRenderer(options: options).svg(for: SampleScene.spacerViews.build())
            let svg = written.content.compactMap { item -> Resource.Content? in
                if case .resource(let resource, _, _) = item { return resource }
                return nil
            }
            #expect(svg.count == 1)
            #expect(svg.first?.text == expected)
            #expect(svg.first?.mimeType == "image/svg+xml")
            #expect(
                try String(contentsOf: directory.appendingPathComponent("out/spacer.svg"), encoding: .utf8)
                    == expected)
            let images = written.content.filter {
                if case .image(_, let mimeType, _, _) = $0 { return mimeType == "image/png" }
                return false
            }
            #expect(images.count == (PNGConverter.executable == nil ? 0 : 1))
            // An item highlighted on request: the same picture with its red outline.
            let highlighted = try await server.call(
                "render_snapshot", ["scene": "spacer-views", "highlight": "0x6000005ac060, 0x7fb63fc06230"])
            var marked = SnapshotRenderer.Options()
            marked.highlighted = [ObjectAddress(0x6000_005a_c060), ObjectAddress(0x7fb6_3fc0_6230)]
            let markedSVG = highlighted.content.compactMap { item -> String? in
                if case .resource(let resource, _, _) = item { return resource.text }
                return nil
            }
            #expect(
                markedSVG == [SnapshotRenderer(options: marked).svg(for: SampleScene.spacerViews.build())])
            #expect(markedSVG.first?.contains("stroke=\"#e0202a\"") == true)
        }

        @Test("the scenes and Explain.md's log are resources; the prompt chains the tools")
        func resourcesAndPrompt() async throws {
            let (server, _) = try await Self.start()
            defer { Task { await server.close() } }
            let (resources, _) = try await server.client.listResources()
            #expect(resources.count == SampleScene.all.count + 1)
            let scene = try await server.client.readResource(
                uri: "guidelens://scenes/stack-distribution.json")
            #expect(scene.first?.text == SampleScene.stackDistribution.build().jsonText())
            let example = try await server.client.readResource(
                uri: "guidelens://examples/explain-console.log")
            #expect(example.first?.text == ExplainLog.documented)
            await #expect(throws: (any Error).self) {
                _ = try await server.client.readResource(uri: "guidelens://scenes/nope.json")
            }
            let (prompts, _) = try await server.client.listPrompts()
            #expect(prompts.map(\.name) == ["debug_constraint_conflict"])
            let (_, messages) = try await server.client.getPrompt(
                name: "debug_constraint_conflict", arguments: ["log": "console.log", "app": "MyApp"])
            guard case .text(let text) = messages.first?.content else {
                Issue.record("the prompt has no text")
                return
            }
            for step in [
                "explain_conflicts with path \"console.log\"", "attach with name \"MyApp\"", "live_conflict",
                "detach",
            ] {
                #expect(text.contains(step), "\(step)")
            }
        }

        @Test("a call past its time limit is an error, and other calls are answered meanwhile")
        func timeLimit() async throws {
            let (server, _) = try await Self.start(
                environment: ProcessInfo.processInfo.environment.merging(["GUIDELENS_MCP_TIME_LIMIT": "0.001"]
                ) {
                    $1
                })
            defer { Task { await server.close() } }
            let big = String(repeating: ExplainLog.documented, count: 400)
            let result = try await server.call("explain_conflicts", ["log": .string(big)])
            #expect(result.isError == true)
            #expect(result.text == "error: explain_conflicts: no answer within its time limit of 0.001 s")
            let (tools, _) = try await server.client.listTools()
            #expect(tools.count == 15)
        }

        @Test("the server ends when its input closes")
        func endsWithInput() async throws {
            let (server, _) = try await Self.start()
            #expect(await server.close() == 0)
        }
    }
#endif
