import ArgumentParser
@_spi(Engine) import GuideLensCore

/// `guidelens lint`: checks a snapshot's guides, with an exit status for CI.
struct LintCommand: ParsableCommand {
    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check every guide against the lint rules; exit 1 when a finding reaches --fail-on.",
        discussion: "Rules: "
            + LintRule.allCases.map { "\($0.id) \($0.name) (\($0.severity.rawValue)): \($0.summary)" }.joined(
                separator: "; ")
    )

    @OptionGroup var snapshot: SnapshotArgument

    @Option(name: .long, help: "Output format.")
    var format: Format = .text

    @Option(
        name: .long,
        help: ArgumentHelp("The lowest severity that fails: warning or error.", valueName: "severity"))
    var failOn: LintSeverity = .error

    func run() throws {
        try runReportingFailures {
            let lint = SnapshotLint(try snapshot.load())
            print(format == .json ? lint.json : lint.text, terminator: "")
            return lint.hasFindings(atLeast: failOn) ? 1 : 0
        }
    }
}

extension LintSeverity: ExpressibleByArgument {}
