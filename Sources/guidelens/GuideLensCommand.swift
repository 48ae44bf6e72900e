import ArgumentParser
@_spi(Engine) import GuideLensCore

/// `guidelens`: see the overlay GuideLens draws on a device, from a snapshot, anywhere.
@main
struct GuideLensCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "guidelens",
        abstract:
            "UIKit layout guides from a snapshot: render, report, lint and diff them; explain a conflict log; "
            + "why a guide is where it is; html, one page with all of it; mcp for coding agents.",
        discussion: """
            Snapshots come from a running app (LLDB: showguides --json; FLEX: Export snapshot) or from \
            `guidelens demo`, which writes the sample scenes. Bad input exits with status 2 and one line \
            naming the file, the JSON path and what was expected.
            """,
        version: "guidelens \(GuideLensVersion.current)",
        subcommands: [
            DemoCommand.self, RenderCommand.self, ReportCommand.self, LintCommand.self, DiffCommand.self,
            ExplainCommand.self, WhyCommand.self, HTMLCommand.self, MCPCommand.self, LLDBInitCommand.self,
        ]
    )
}
