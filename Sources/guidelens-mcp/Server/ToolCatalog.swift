import Foundation

/// Every tool the server lists, in the order agents see them. A tool is added here and nowhere
/// else: its entry carries its description, arguments, time limit and work.
struct ToolCatalog: Sendable {
    /// The tools.
    let tools: [GuideLensTool]

    init(files: FileAccess, session: LiveSession) {
        tools = [
            ConflictTools.explain(files: files),
            SnapshotTools.report(files: files),
            SnapshotTools.lint(files: files),
            SnapshotTools.diff(files: files),
            SnapshotTools.render(files: files),
            LiveTools.attach(session: session),
            LiveTools.guides(session: session, files: files),
            LiveTools.doctor(session: session),
            LiveTools.overlay(session: session),
            LiveTools.conflict(session: session, files: files),
            LiveTools.detach(session: session),
        ]
    }

    /// The tool with this name, if any.
    func tool(named name: String) -> GuideLensTool? { tools.first { $0.name == name } }
}
