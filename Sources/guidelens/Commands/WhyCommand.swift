import ArgumentParser
import Foundation
@_spi(Engine) import GuideLensCore

/// `guidelens why`: why one guide is where it is, edge by edge, from a snapshot; what a change to
/// its constraints would move; or the whole record recomputed, as a check of the model.
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

            What if: --set N=VALUE (a constant), --priority N=P, --deactivate N change constraint N of \
            the answer (as its Constraints list numbers them); the record is solved again and the \
            answer says what moves and by how much, or which conflict the change creates.

            Fix: --fix height=24 (top, left, width or height) searches the single changes to the \
            app's constraints of the answer that make that value 24 (a constant, a priority made \
            required or lowered below a weaker one or its own, a view's content hugging or compression \
            resistance moved past another priority, a deactivation, a size or an edge pin added), solves \
            each again and lists those that do (never one that leaves a decided value free or tied), \
            fewest other values moved first, with the line to write; two changes together only when \
            no single one does; exit status 1 when no pair does either. --fix height (no value) decides a height the \
            record leaves free or tied, where UIKit shows it first; --fix 8 makes constraint 8, a \
            goal that misses, hold.

            --check (without GUIDE) recomputes every recorded guide and view from the recorded \
            constraints and inputs and compares each with its recorded frame (within 0.5 pt); exit \
            status 1 when one differs or the record leaves it open (a tie of priorities is named \
            as one).
            """)

    @OptionGroup var snapshot: SnapshotArgument

    @Argument(help: ArgumentHelp("The guide: identifier, address or path.", valueName: "guide"))
    var guide: String?

    @Flag(name: .long, help: "Print the answer as JSON instead of text.")
    var json = false

    @Option(
        name: [.short, .customLong("output")],
        help: ArgumentHelp("Draw the snapshot with the traced chain marked.", valueName: "out.svg"))
    var output: String?

    @Flag(name: .long, help: "Recompute every recorded guide and view, and compare with the recorded frames.")
    var check = false

    @Option(
        name: .customLong("set"), parsing: .singleValue,
        help: ArgumentHelp("What if constraint N's constant were VALUE.", valueName: "N=VALUE"))
    var constants: [String] = []

    @Option(
        name: .customLong("priority"), parsing: .singleValue,
        help: ArgumentHelp("What if constraint N's priority were P (1 to 1000).", valueName: "N=P"))
    var priorities: [String] = []

    @Option(
        name: .customLong("deactivate"), parsing: .singleValue,
        help: ArgumentHelp("What if constraint N were not active.", valueName: "N"))
    var deactivated: [String] = []

    @Option(
        name: .customLong("fix"),
        help: ArgumentHelp(
            "The single changes to the guide's constraints (two together when none does) that make ATTRIBUTE (top, left, width, height) VALUE, or that decide it where the record leaves it free or tied (ATTRIBUTE alone), each solved again.",
            valueName: "ATTRIBUTE[=VALUE]|N"))
    var wish: String?

    func run() throws {
        try runReportingFailures {
            let changes = try WhatIfChanges.read(
                constants: constants, priorities: priorities, deactivated: deactivated)
            let loaded = try snapshot.load()
            let tracer = PlacementTracer(loaded)
            guard let guide else {
                guard check else {
                    throw CommandFailure(
                        description: "why: name a GUIDE, or ask for --check of the whole snapshot")
                }
                guard changes.isEmpty, output == nil, wish == nil else {
                    throw CommandFailure(
                        description: "why: --set, --priority, --deactivate, --fix and -o need a GUIDE")
                }
                let recomputation = LayoutModel(tracer: tracer).recompute()
                print(
                    json ? JSONAnswer.text(CheckDocument(recomputation)) : PlacementText.check(recomputation),
                    terminator: "")
                return recomputation.mismatches.isEmpty ? 0 : 1
            }
            guard !check else {
                throw CommandFailure(
                    description:
                        "why: --check recomputes the whole snapshot; leave out GUIDE (each guide's answer says whether its own values were recomputed)"
                )
            }
            let match = try Self.find(guide, in: GuideLookup(tracer))
            let placement = tracer.placement(of: match)
            if let wish {
                return try Self.fixes(
                    wish, changes: changes, placement: placement, tracer: tracer, json: json)
            }
            if !changes.isEmpty {
                let whatIf: WhatIf
                do {
                    whatIf = try WhatIf(changes, placement: placement, tracer: tracer)
                } catch {
                    throw CommandFailure(description: "why: \(error)")
                }
                print(
                    json ? JSONAnswer.text(WhatIfDocument(whatIf)) : PlacementText.whatIf(whatIf),
                    terminator: "")
                if case .conflict = whatIf.outcome { return 1 }
                return 0
            }
            if let output {
                var options = SnapshotRenderer.Options()
                placement.markings(into: &options, tracer: tracer)
                try OutputFile.write(SnapshotRenderer(options: options).svg(for: loaded), to: output)
            }
            print(
                json ? PlacementText.json(placement) : PlacementText.text(placement),
                terminator: "")
            return 0
        }
    }

    /// `--fix ATTRIBUTE=VALUE`: the fixes printed; exit status 1 when there is none and the value
    /// is not the wish already.
    static func fixes(
        _ text: String, changes: [WhatIf.Change], placement: GuidePlacement, tracer: PlacementTracer,
        json: Bool
    ) throws -> Int32 {
        guard changes.isEmpty else {
            throw CommandFailure(
                description:
                    "why: --fix searches the changes itself; leave out --set, --priority and --deactivate")
        }
        guard let wish = WishFix.Wish(parsing: text) else {
            throw CommandFailure(
                description:
                    "why: --fix takes ATTRIBUTE, ATTRIBUTE=VALUE or a constraint's number N, ATTRIBUTE one of \(WishFix.Wish.attributes.joined(separator: ", ")) and VALUE a number, not '\(text)'"
            )
        }
        let search = WishFix.search(wish, placement: placement, tracer: tracer)
        print(
            json
                ? JSONAnswer.text(PlacementText.WishFixDocument(search, placement: placement))
                : PlacementText.fixes(search, placement: placement), terminator: "")
        return search.fixes.isEmpty && !search.isMet ? 1 : 0
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
