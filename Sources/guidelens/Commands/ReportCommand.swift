import ArgumentParser
@_spi(Engine) import GuideLensCore

/// `guidelens report`: the text tree LLDB's `showguides` prints.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Print every guide with its owner, kind, frames and flags (what LLDB's showguides prints).")

    @OptionGroup var snapshot: SnapshotArgument

    @Flag(name: .long, help: "Print JSON, one object per guide, instead of the text tree.")
    var json = false

    func run() throws {
        try runReportingFailures {
            let loaded = try snapshot.load()
            print(
                json ? GuideListReport.json(for: loaded) : GuideTreeReport.text(for: loaded), terminator: "")
            return 0
        }
    }
}
