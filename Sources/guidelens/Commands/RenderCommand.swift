import ArgumentParser
@_spi(Engine) import GuideLensCore

/// `guidelens render`: draws a snapshot as SVG.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Draw a snapshot as SVG: views as outlines, guides as dashed, colour-coded overlays.")

    @OptionGroup var snapshot: SnapshotArgument

    @Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp("The SVG file to write.", valueName: "out.svg"))
    var output: String

    @Option(name: .long, help: ArgumentHelp(KindList.help, valueName: "kinds"))
    var kinds: KindList?

    @Flag(name: .long, help: "Leave out the guide labels.")
    var noLabels = false

    @Option(name: .long, help: ArgumentHelp("Pixels per point of the picture.", valueName: "n"))
    var scale: Double = 1

    func validate() throws {
        guard scale.isFinite, scale > 0, scale <= 16 else {
            throw ValidationError("--scale must be a number above 0 and at most 16")
        }
        _ = try kinds?.check()
    }

    func run() throws {
        try runReportingFailures {
            let loaded = try snapshot.load()
            var options = SnapshotRenderer.Options(scale: scale)
            if let kinds { options.style.visibleKinds = try kinds.check() }
            options.style.showsLabels = !noLabels
            try OutputFile.write(SnapshotRenderer(options: options).svg(for: loaded), to: output)
            print("wrote \(output)")
            return 0
        }
    }
}
