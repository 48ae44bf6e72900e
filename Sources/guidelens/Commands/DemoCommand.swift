import ArgumentParser
import Foundation
@_spi(Engine) import GuideLensCore

/// `guidelens demo`: writes the sample scenes as snapshots and pictures, and prints their reports.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo",
        abstract: "Write the sample scenes as snapshot JSON and SVG, and print each scene's report.",
        discussion: "Scenes: " + SampleScene.all.map { "\($0.name) — \($0.summary)" }.joined(separator: "; ")
    )

    @Option(name: .long, help: ArgumentHelp("Write only this scene.", valueName: "name"))
    var scene: String?

    @Flag(name: .long, help: "Write every scene (the default).")
    var all = false

    @Option(
        name: [.short, .long],
        help: ArgumentHelp("The folder to write into; created if missing.", valueName: "dir"))
    var output = "guidelens-demo"

    @Flag(name: .long, help: "Also convert each SVG to PNG with rsvg-convert, when it is installed.")
    var png = false

    func validate() throws {
        if scene != nil, all { throw ValidationError("give either --scene or --all, not both") }
        if let scene, SampleScene.named(scene) == nil {
            throw ValidationError(
                "unknown scene '\(scene)'; expected one of: \(SampleScene.all.map(\.name).joined(separator: ", "))"
            )
        }
    }

    func run() throws {
        try runReportingFailures {
            let scenes = scene.flatMap(SampleScene.named).map { [$0] } ?? SampleScene.all
            try OutputFile.makeDirectory(output)
            let converter = png ? PNGConverter.executable : nil
            var written: [String] = []
            for scene in scenes {
                let snapshot = scene.build()
                let base = (output as NSString).appendingPathComponent(scene.name)
                try OutputFile.write(snapshot.jsonText(), to: base + ".json")
                try OutputFile.write(SnapshotRenderer().svg(for: snapshot), to: base + ".svg")
                written += [base + ".json", base + ".svg"]
                if let converter {
                    try PNGConverter.convert(svg: base + ".svg", to: base + ".png", using: converter)
                    written.append(base + ".png")
                }
                print("== \(scene.name): \(snapshot.title)")
                print(GuideTreeReport.text(for: snapshot))
                if let traced = scene.traced {
                    let match = try WhyCommand.find(traced, in: snapshot)
                    let tracer = PlacementTracer(snapshot)
                    let placement = tracer.placement(of: match)
                    var options = SnapshotRenderer.Options()
                    placement.markings(into: &options, tracer: tracer)
                    try OutputFile.write(PlacementText.text(placement), to: base + ".why.txt")
                    try OutputFile.write(
                        SnapshotRenderer(options: options).svg(for: snapshot), to: base + ".why.svg")
                    written += [base + ".why.txt", base + ".why.svg"]
                    if let converter {
                        try PNGConverter.convert(
                            svg: base + ".why.svg", to: base + ".why.png", using: converter)
                        written.append(base + ".why.png")
                    }
                    print(PlacementText.text(placement))
                }
            }
            if png, converter == nil {
                FileHandle.standardError.write(Data((PNGConverter.missingMessage + "\n").utf8))
            }
            print("wrote \(written.count) files:")
            for path in written { print("  " + path) }
            print("try: guidelens lint \((output as NSString).appendingPathComponent("button-row.json"))")
            return 0
        }
    }
}
