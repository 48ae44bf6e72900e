import ArgumentParser
import Foundation
@_spi(Engine) import GuideLensCore

/// `guidelens why`: why one guide is where it is, edge by edge, from a snapshot.
struct WhyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "why",
        abstract: "Explain why a guide is where it is: its edges traced to constraints and insets.",
        discussion: """
            GUIDE is a guide's identifier (spacer2), address (0x6000005ac060) or a path of class \
            names ending in it (UIView › spacer2, or UIView > spacer2). Each edge is followed through \
            the constraints the snapshot recorded (constraintsAffectingLayout) to a view's frame or \
            the window, in the numbers the constraints print; what nothing fixes is named, with what \
            would fix it; a safe-area or margins guide gets the source of each edge's inset. Values \
            are in the window's coordinates. Exit status 2 when no guide matches (with the nearest names).
            """)

    @OptionGroup var snapshot: SnapshotArgument

    @Argument(help: ArgumentHelp("The guide: identifier, address or path.", valueName: "guide"))
    var guide: String

    @Flag(name: .long, help: "Print the answer as JSON instead of text.")
    var json = false

    @Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp("Draw the snapshot with the traced chain marked.", valueName: "out.svg"))
    var output: String?

    func run() throws {
        try runReportingFailures {
            let loaded = try snapshot.load()
            let tracer = PlacementTracer(loaded)
            let match = try Self.find(guide, in: GuideLookup(tracer))
            let placement = tracer.placement(of: match)
            if let output {
                var options = SnapshotRenderer.Options()
                placement.markings(into: &options, tracer: tracer)
                try OutputFile.write(SnapshotRenderer(options: options).svg(for: loaded), to: output)
            }
            print(json ? PlacementText.json(placement) : PlacementText.text(placement), terminator: "")
            return 0
        }
    }

    /// The guide `query` names, or a failure listing the nearest names or the several matches.
    static func find(_ query: String, in snapshot: Snapshot) throws -> GuideLookup.Match {
        try find(query, in: GuideLookup(snapshot))
    }

    /// The guide `query` names among those `lookup` indexed.
    static func find(_ query: String, in lookup: GuideLookup) throws -> GuideLookup.Match {
        switch lookup.match(query) {
        case .success(let match): return match
        case .failure(let failure): throw CommandFailure(description: failure.description)
        }
    }
}
