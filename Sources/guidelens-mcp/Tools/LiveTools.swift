#if MCP
    import Foundation
    import GuideLensCommandLine
    @_spi(Engine) import GuideLensCore
    import MCP

    /// The tools on a running app, through LLDB and `showguides`, as a person would run them:
    /// `attach`, then `live_guides`, `live_doctor`, `overlay`, `live_conflict`, and `detach`.
    enum LiveTools {
        static func attach(session: LiveSession) -> GuideLensTool {
            GuideLensTool(
                name: "attach",
                description: """
                    Attach the debugger (LLDB with GuideLens's showguides) to a running app with GuideLens \
                    linked (a DEBUG build, in the simulator or on a device Xcode runs), by process id or \
                    name. Nothing attaches until this is called. The app keeps running; each live tool \
                    pauses it only for its own call. Answers with what showguides --doctor says about the \
                    app. Call detach when done (the server also detaches when it ends).
                    """,
                arguments: [
                    .init(name: "pid", type: "integer", meaning: "The app's process id."),
                    .init(name: "name", type: "string", meaning: "Instead of 'pid': the app's process name."),
                ],
                readOnly: false, timeLimit: 90
            ) { arguments in
                let pid = try arguments.optionalNumber("pid")
                let name = try arguments.optionalString("name")
                switch (pid, name) {
                case (.some, .some): throw ToolFailure("attach: give either 'pid' or 'name', not both")
                case (nil, nil):
                    throw ToolFailure("attach: missing argument: give 'pid' or 'name' (the running app)")
                case (let pid?, nil):
                    guard pid == pid.rounded(), pid > 0, pid < Double(Int32.max) else {
                        throw ToolFailure("attach: 'pid' must be a process id, a whole number above 0")
                    }
                case (nil, let name?):
                    guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                        throw ToolFailure("attach: 'name' is empty: give the app's process name")
                    }
                }
                let (target, doctor) = try await session.attach(pid: pid.map { Int($0) }, name: name)
                return ToolAnswer(
                    text: "attached to \(target); it keeps running.\n" + doctor,
                    structured: ["attached": .string(target), "doctor": .string(doctor)])
            }
        }

        static func guides(session: LiveSession, files: FileAccess) -> GuideLensTool {
            GuideLensTool(
                name: "live_guides",
                description: """
                    The attached app's layout guides, read live (showguides --json): structured, the \
                    snapshot JSON that report_guides, lint_guides and diff_snapshots read (save it to a file \
                    to compare later); text, the guide tree. Optionally one view's subtree and some kinds.
                    """,
                arguments: [
                    .init(
                        name: "view", type: "string",
                        meaning:
                            "One view's subtree: its address (0x7fb63fc06230) or an expression (self.view)."),
                    .init(
                        name: "kinds", type: "string",
                        meaning: "Only these kinds, comma-separated: "
                            + GuideKind.allCases.map(\.rawValue).joined(separator: ", ")),
                    .init(
                        name: "output", type: "string", meaning: "Also write the snapshot JSON to this file."),
                ],
                readOnly: true, timeLimit: 90
            ) { arguments in
                var words = ["--json"]
                if let kinds = try arguments.optionalString("kinds") {
                    if case .failure(let error) = GuideKind.parsedList(kinds) {
                        throw ToolFailure("live_guides: \(error.description)")
                    }
                    words += ["--kinds", LiveSession.quoted(kinds)]
                }
                if let view = try arguments.optionalString("view") { words += ["--", view] }
                let json = try await session.showguides(words.joined(separator: " "), tool: "live_guides")
                let snapshot: Snapshot
                do {
                    snapshot = try Snapshot(json: Data(json.utf8))
                } catch let error as SnapshotError {
                    throw ToolFailure(
                        "live_guides: the app answered with a snapshot that does not read (\(error.description))"
                    )
                }
                var text = GuideTreeReport.text(for: snapshot)
                if let output = try arguments.optionalString("output") {
                    let path = try files.resolve(output, argument: "output")
                    try OutputFile.write(json, to: path)
                    text += "wrote \(path)\n"
                }
                return try ToolAnswer(text: text, jsonText: json)
            }
        }

        static func doctor(session: LiveSession) -> GuideLensTool {
            GuideLensTool(
                name: "live_doctor",
                description: """
                    Why guides do or do not show in the attached app: what showguides --doctor (and \
                    GuideLens.diagnose()) says, the answer on the first line (overlay off, install() never \
                    called, no window, guides hidden by style...).
                    """,
                arguments: [], readOnly: true, timeLimit: 60
            ) { _ in
                let text = try await session.showguides("--doctor", tool: "live_doctor")
                let lines = text.split(separator: "\n").map { Value.string(String($0)) }
                return ToolAnswer(
                    text: text, structured: ["verdict": lines.first ?? "", "lines": .array(lines)])
            }
        }

        static func overlay(session: LiveSession) -> GuideLensTool {
            GuideLensTool(
                name: "overlay",
                description: """
                    Show or hide GuideLens's overlay (the outlines of every guide) in the attached app, as \
                    showguides --on/--off/--toggle does: the person at the simulator or device sees it at once.
                    """,
                arguments: [
                    .init(
                        name: "state", type: "string", meaning: "on, off or toggle.", required: true,
                        choices: ["on", "off", "toggle"])
                ],
                readOnly: false, timeLimit: 60
            ) { arguments in
                let state = try arguments.string("state", "on, off or toggle")
                guard ["on", "off", "toggle"].contains(state) else {
                    throw ToolFailure("overlay: 'state' must be on, off or toggle, not '\(state)'")
                }
                let text = try await session.showguides("--" + state, tool: "overlay")
                let line = text.trimmingCharacters(in: .whitespacesAndNewlines)
                let visible = line.hasPrefix("overlay: on")
                return ToolAnswer(
                    text: text,
                    structured: ["overlay": .string(visible ? "on" : "off"), "message": .string(line)])
            }
        }

        static func conflict(session: LiveSession, files: FileAccess) -> GuideLensTool {
            GuideLensTool(
                name: "live_conflict",
                description: """
                    Explain the constraint conflicts in a console log against the attached app (showguides \
                    --conflict): the addresses in the log become the app's live views and guides, with their \
                    frames, while they still exist. Give the log's text or a file.
                    """,
                arguments: ConflictTools.logArguments, readOnly: true, timeLimit: 90
            ) { arguments in
                let (argument, value) = try arguments.oneOf(
                    "log", "path", "the console log's text, or the path of a file holding it")
                var path: String
                var temporary: URL?
                if argument == "path" {
                    _ = try files.readText(value, argument: "path")
                    path =
                        URL(fileURLWithPath: try files.resolve(value, argument: "path")).standardizedFileURL
                        .path
                } else {
                    try files.checkSize(value.utf8.count, of: "log")
                    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
                        "guidelens-mcp-conflict-\(UUID().uuidString).log")
                    try OutputFile.write(value, to: file.path)
                    temporary = file
                    path = file.path
                }
                defer { if let temporary { try? FileManager.default.removeItem(at: temporary) } }
                let text = try await session.showguides(
                    "--conflict " + LiveSession.quoted(path), tool: "live_conflict")
                return ToolAnswer(text: text, structured: ["explanation": .string(text)])
            }
        }

        static func detach(session: LiveSession) -> GuideLensTool {
            GuideLensTool(
                name: "detach",
                description: "Detach the debugger from the attached app; the app goes on running.",
                arguments: [], readOnly: false, timeLimit: 30
            ) { _ in
                let text = await session.detach()
                return ToolAnswer(text: text + "\n", structured: ["message": .string(text)])
            }
        }

    }
#endif
