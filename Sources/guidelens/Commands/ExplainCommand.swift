import ArgumentParser
import Foundation
@_spi(Engine) import GuideLensCore

/// `guidelens explain`: UIKit's "Unable to simultaneously satisfy constraints" reports, in plain
/// words, and with a snapshot of the same run, on the real views and guides.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain the constraint conflicts in a console log; exit 1 when it holds any.",
        discussion: """
            LOG is what Xcode's console printed (a whole session is fine: everything but the \
            conflict reports is skipped), as a file or, with - (or no LOG and a log piped in), \
            from standard input: pbpaste | guidelens explain -. A log kept in a source comment \
            (//, #, --, ;, *), a Markdown quote or backticks, or wrapped by a page is read too. \
            With --snapshot (showguides --json or FLEX's export from \
            the same run), addresses become the real views and guides, with their frames, and -o \
            draws the snapshot with each conflict's items outlined and the broken constraint drawn. \
            A constraint line it cannot read is shown as logged, marked unread, and the rest is \
            explained; a report cut short is explained as far as it goes. Exit status: 0 when the \
            log holds no conflict, 1 when it holds one or more (also when some lines were unread), \
            2 when the log cannot be read or the options are wrong.
            """)

    @Argument(
        help: ArgumentHelp(
            "The console log; - reads standard input (so does no log, with one piped in).", valueName: "log"),
        completion: .file())
    var log: String?

    @Option(
        name: .long,
        help: ArgumentHelp("A snapshot of the same run, to resolve addresses.", valueName: "snapshot"),
        completion: .file(extensions: ["json"]))
    var snapshot: String?

    @Flag(name: .long, help: "Print the conflicts as JSON instead of text.")
    var json = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Explain from this conflict on (counted from 1), numbered as in the whole log.", valueName: "n"))
    var from: Int?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Explain at most this many conflicts; the last line (or JSON's total) says how many the log holds.",
            valueName: "n"))
    var limit: Int?

    @Flag(
        name: .long,
        help:
            "End each conflict with its fixes: the smallest changes on the app's side that resolve it, each solved again, UIKit's own recovery first."
    )
    var fix = false

    @Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp(
            "Draw the snapshot with the conflicts marked (needs --snapshot).", valueName: "out.svg"))
    var output: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Also write the conflicts as one page: each one's items as boxes, its constraints as edges, its explanation.",
            valueName: "page.html"))
    var html: String?

    func run() throws {
        try runReportingFailures {
            // Wrong options exit 2 with one line, as an unreadable log does.
            if output != nil, snapshot == nil {
                throw CommandFailure(description: "-o needs --snapshot: there is nothing to draw")
            }
            if let from, from < 1 {
                throw CommandFailure(
                    description: "--from must be 1 or more (the first conflict is 1), not \(from)")
            }
            if let limit, limit < 1 {
                throw CommandFailure(description: "--limit must be 1 or more, not \(limit)")
            }
            let text = try LogInput.read(path: log)
            let parsed = ConstraintLog.parse(text)
            let loaded = try snapshot.map { try SnapshotFile.load($0) }
            var explanation = ConflictExplanation(
                log: parsed, snapshot: loaded, from: from ?? 1, limit: limit)
            explanation.includesFixes = fix
            if let output, let loaded {
                var options = SnapshotRenderer.Options()
                ConflictExplanation.markings(for: parsed, into: &options)
                try OutputFile.write(SnapshotRenderer(options: options).svg(for: loaded), to: output)
            }
            if let html {
                let page = ConflictPage(
                    log: parsed, snapshot: loaded, from: from ?? 1, limit: limit, includesFixes: fix)
                let name = log.map { ($0 as NSString).lastPathComponent } ?? "standard input"
                try OutputFile.write(page.html(title: "Constraint conflicts in \(name)"), to: html)
                FileHandle.standardError.write(Data("wrote \(html)\n".utf8))
            }
            print(json ? explanation.json : explanation.text, terminator: "")
            return parsed.conflicts.isEmpty ? 0 : 1
        }
    }
}
