import ArgumentParser
import Foundation
@_spi(Engine) import GuideLensCore

/// `guidelens diff`: what happened to the guides between two snapshots.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract:
            "List guides added, removed, moved and resized between two snapshots; exit 1 when anything changed."
    )

    @OptionGroup var snapshots: SnapshotPairArguments

    @Option(
        name: .long, help: ArgumentHelp("Changes of this many points or less do not count.", valueName: "pt"))
    var tolerance: Double = 0.5

    @Flag(name: .long, help: "Print the changes as JSON instead of text.")
    var json = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Also write the after snapshot's page (as guidelens html), each change listed and drawn where it was before.",
            valueName: "page.html"))
    var html: String?

    func validate() throws {
        guard tolerance.isFinite, tolerance >= 0 else {
            throw ValidationError("--tolerance must be a number of points, 0 or more")
        }
    }

    func run() throws {
        try runReportingFailures {
            let before = try SnapshotFile.load(snapshots.before)
            let after = try SnapshotFile.load(snapshots.after)
            let diff = SnapshotDiff(before: before, after: after, tolerance: tolerance)
            if let html {
                try OutputFile.write(
                    InspectorPage().html(for: after, comparedWith: before, tolerance: tolerance), to: html)
                FileHandle.standardError.write(Data("wrote \(html)\n".utf8))
            }
            print(json ? diff.json : diff.text, terminator: "")
            return diff.isEmpty ? 0 : 1
        }
    }
}
