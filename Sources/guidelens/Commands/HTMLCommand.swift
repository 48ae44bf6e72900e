import ArgumentParser
@_spi(Engine) import GuideLensCore

/// `guidelens html`: a snapshot as one self-contained page, the wireframe, the tree and every
/// answer, for a bug report or a pull request.
struct HTMLCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "html",
        abstract: "Write a snapshot as one HTML page: the wireframe, the tree, and each item's answers.",
        discussion: """
            The page needs nothing but a browser: no network, no other file. Click a row or an outline \
            to select it (the details show its frames, kind and evidence, constraints as equations, \
            its why answer and what why --check recomputes); hover a constraint to mark both its items; \
            search by name, address, identifier or label text; link to an item with page.html#ADDRESS. \
            The first --why-limit guides (default \(InspectorPage.defaultWhyLimit)) carry their why \
            answer; the page says when some do not.
            """)

    @OptionGroup var snapshot: SnapshotArgument

    @Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp("The HTML file to write.", valueName: "page.html"))
    var output: String

    @Option(
        name: .long,
        help: ArgumentHelp("How many guides carry their why answer.", valueName: "n"))
    var whyLimit = InspectorPage.defaultWhyLimit

    func validate() throws {
        guard whyLimit >= 0 else { throw ValidationError("--why-limit must be 0 or more") }
    }

    func run() throws {
        try runReportingFailures {
            let loaded = try snapshot.load()
            try OutputFile.write(InspectorPage(whyLimit: whyLimit).html(for: loaded), to: output)
            print("wrote \(output)")
            return 0
        }
    }
}
