import ArgumentParser
@_spi(Engine) import GuideLensCore

/// `guidelens diff`: what happened to the guides between two snapshots.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract:
            "List guides added, removed, moved and resized between two snapshots; exit 1 when anything changed."
    )

    @Argument(help: ArgumentHelp("The earlier snapshot.", valueName: "before"))
    var before: String

    @Argument(help: ArgumentHelp("The later snapshot.", valueName: "after"))
    var after: String

    @Option(
        name: .long, help: ArgumentHelp("Changes of this many points or less do not count.", valueName: "pt"))
    var tolerance: Double = 0.5

    func validate() throws {
        guard tolerance.isFinite, tolerance >= 0 else {
            throw ValidationError("--tolerance must be a number of points, 0 or more")
        }
    }

    func run() throws {
        try runReportingFailures {
            let diff = SnapshotDiff(
                before: try SnapshotFile.load(before), after: try SnapshotFile.load(after),
                tolerance: tolerance)
            print(diff.text, terminator: "")
            return diff.isEmpty ? 0 : 1
        }
    }
}
