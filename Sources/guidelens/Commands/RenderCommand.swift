import ArgumentParser
@_spi(Engine) import GuideLensCore

/// `guidelens render`: draws a snapshot as SVG.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a snapshot as SVG: views as outlines, guides as dashed, colour-coded overlays.")

    @Argument(help: ArgumentHelp("The snapshot JSON file.", valueName: "snapshot"))
    var snapshot: String

    @Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp("The SVG file to write.", valueName: "out.svg"))
    var output: String

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Only these kinds, comma-separated: \(GuideKind.allCases.map(\.rawValue).joined(separator: ", ")).",
            valueName: "kinds"))
    var kinds: String?

    @Flag(name: .long, help: "Leave out the guide labels.")
    var noLabels = false

    @Option(name: .long, help: ArgumentHelp("Pixels per point of the picture.", valueName: "n"))
    var scale: Double = 1

    func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 16 else {
            throw ValidationError("--scale must be a number above 0 and at most 16")
        }
        if let kinds, case .failure(let error) = GuideKind.parsedList(kinds) {
            throw ValidationError(error.description)
        }
    }

    func run() throws {
        try runReportingFailures {
            let loaded = try SnapshotFile.load(snapshot)
            var options = SnapshotRenderer.Options(scale: scale)
            if let kinds, case .success(let set) = GuideKind.parsedList(kinds) {
                options.style.visibleKinds = set
            }
            options.style.showsLabels = !noLabels
            try OutputFile.write(SnapshotRenderer(options: options).svg(for: loaded), to: output)
            print("wrote \(output)")
            return 0
        }
    }
}
