#if MCP
    import Foundation

    /// Every tool the server lists, in the order agents see them. A tool is added here and nowhere
    /// else: its entry carries its description, arguments, time limit and work.
    struct ToolCatalog: Sendable {
        /// The tools.
        let tools: [GuideLensTool]

        /// The catalog; `timeLimit`, when given (`GUIDELENS_MCP_TIME_LIMIT`, in seconds), replaces
        /// every tool's own limit: more for a very large app on a slow machine, less in tests.
        init(files: FileAccess, session: LiveSession, timeLimit: Double? = nil) {
            let tools: [GuideLensTool] = [
                ConflictTools.explain(files: files),
                ConflictTools.suggestFix(files: files),
                SnapshotTools.report(files: files),
                SnapshotTools.lint(files: files),
                SnapshotTools.diff(files: files),
                SnapshotTools.render(files: files),
                SnapshotTools.why(files: files),
                SnapshotTools.whatIf(files: files),
                SnapshotTools.check(files: files),
                LiveTools.attach(session: session),
                LiveTools.guides(session: session, files: files),
                LiveTools.doctor(session: session),
                LiveTools.overlay(session: session),
                LiveTools.conflict(session: session, files: files),
                LiveTools.detach(session: session),
            ]
            self.tools = tools.map { tool in
                var limited = tool
                if let timeLimit, timeLimit > 0 { limited.timeLimit = timeLimit }
                return limited
            }
        }

        /// The tool with this name, if any.
        func tool(named name: String) -> GuideLensTool? { tools.first { $0.name == name } }
    }
#endif
