import Foundation
import GuideLensCommandLine
@_spi(Engine) import GuideLensCore
import Testing

/// The `--json` answers of report, lint, diff and why: each a documented `Codable` value with a
/// `schemaVersion`, read back by a decoder into the same value.
@Suite("JSON answers: documents with a schema version")
struct JSONAnswerTests {
    /// Every sample scene and every fixture that reads.
    static let snapshots: [(name: String, snapshot: Snapshot)] = {
        let scenes = SampleScene.all.map { ($0.name, $0.build()) }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: CLI.fixtures.path)) ?? []
        let files = names.filter { $0.hasSuffix(".json") }.sorted().compactMap {
            name -> (String, Snapshot)? in
            guard let data = FileManager.default.contents(atPath: CLI.fixture(name)),
                let snapshot = try? Snapshot(json: data)
            else { return nil }
            return (name, snapshot)
        }
        return scenes + files
    }()

    static func decoded<Document: Decodable>(_ type: Document.Type, _ text: String) throws -> Document {
        try JSONAnswer.decoder().decode(type, from: Data(text.utf8))
    }

    @Test("report, lint and diff of every scene and fixture read back as the document they were written from")
    func roundTrips() throws {
        #expect(Self.snapshots.count >= 30)
        var previous = Self.snapshots.last?.snapshot
        for (name, snapshot) in Self.snapshots {
            let report = GuideListReport.document(for: snapshot)
            expectEqual(
                try Self.decoded(GuideListReport.Document.self, GuideListReport.json(for: snapshot)), report,
                "\(name)")
            #expect(report.schemaVersion == 1 && report.guideCount == snapshot.allGuides.count, "\(name)")
            let lint = SnapshotLint(snapshot)
            expectEqual(try Self.decoded(SnapshotLint.Document.self, lint.json), lint.document, "\(name)")
            #expect(lint.document.errors + lint.document.warnings == lint.findings.count, "\(name)")
            if let previous {
                let diff = SnapshotDiff(before: previous, after: snapshot)
                expectEqual(try Self.decoded(SnapshotDiff.Document.self, diff.json), diff.document, "\(name)")
                expectEqual(diff.document.changed, !diff.isEmpty, "\(name)")
            }
            previous = snapshot
        }
    }

    @Test(
        "the CLI's report, lint, diff and why --json decode into their documents, each with schemaVersion 1")
    func commandLine() throws {
        let flagged = try Snapshot(json: Data(contentsOf: URL(fileURLWithPath: CLI.fixture("flagged.json"))))
        let report = try Self.decoded(
            GuideListReport.Document.self, CLI.run(["report", "--json", CLI.fixture("flagged.json")]).output)
        expectEqual(report, GuideListReport.document(for: flagged))
        #expect(report.schemaVersion == 1 && report.guideCount == 2 && report.flagged == 2)
        expectEqual(report.guides.map(\.kind), [.custom, .custom])
        expectEqual(report.guides.map(\.flags), [["zero-area"], ["ambiguous"]])
        expectEqual(report.guides.map(\.identifier), ["collapsed", "guessed"])
        expectEqual(report.guides[0].layoutFrame, [16, 422, 59.33, 0])

        let lint = try Self.decoded(
            SnapshotLint.Document.self,
            CLI.run(["lint", "--format", "json", CLI.fixture("flagged.json")]).output)
        expectEqual(lint, SnapshotLint(flagged).document)
        #expect(lint.schemaVersion == 1 && lint.errors == 1 && lint.warnings == 1)
        expectEqual(lint.findings.map(\.rule), [.zeroArea, .ambiguousLayout])
        expectEqual(lint.findings.map(\.severity), [.warning, .error])

        let diff = try Self.decoded(
            SnapshotDiff.Document.self,
            CLI.run(["diff", "--json", CLI.fixture("clean.json"), CLI.fixture("clean-moved.json")]).output)
        #expect(diff.schemaVersion == 1 && diff.changed)
        #expect(diff.added.map(\.name) == ["space3"] && diff.removed.map(\.name) == ["space1"])
        // space2 moved down 30 and grew 20 taller: in both lists.
        expectEqual(diff.moved.map(\.after.windowFrame), [[145, 500, 100, 120]])
        expectEqual(diff.moved.map(\.before.windowFrame), [[145, 470, 100, 100]])
        expectEqual(diff.resized, diff.moved)

    }

    @Test(
        "why --json, --check and --set decode into their documents: the values the engine gave, schemaVersion 2"
    )
    func whyDocuments() throws {
        let fixture = CLI.fixture("tied-widths.json")
        let snapshot = try Snapshot(json: Data(contentsOf: URL(fileURLWithPath: fixture)))
        let tracer = PlacementTracer(snapshot)
        let placement = tracer.placement(of: try GuideLookup(tracer).match("tail").get())

        let answer = try Self.decoded(
            PlacementDocument.self, CLI.run(["why", "--json", fixture, "tail"]).output)
        expectEqual(answer, PlacementDocument(placement))
        #expect(answer.schemaVersion == 2 && answer.guide == "tail" && answer.kind == placement.kind)
        expectEqual(answer.axes.map(\.axis), [.horizontal, .vertical])
        expectEqual(answer.constraints.map(\.number), placement.constraints.map(\.number))
        expectEqual(
            answer.windowFrame,
            [
                placement.frameInWindow.minX, placement.frameInWindow.minY, placement.frameInWindow.width,
                placement.frameInWindow.height,
            ])

        let check = try Self.decoded(
            CheckDocument.self, CLI.run(["why", "--json", "--check", fixture]).output)
        let recomputation = LayoutModel(tracer: tracer).recompute()
        expectEqual(check, CheckDocument(recomputation))
        #expect(check.schemaVersion == 2 && check.checks.count == recomputation.checks.count)
        expectEqual(check.guides.total, recomputation.items.guides.total)

        let whatIf = try Self.decoded(
            WhatIfDocument.self, CLI.run(["why", "--json", fixture, "tail", "--set", "2=120"]).output)
        #expect(whatIf.schemaVersion == 2 && whatIf.guide == "tail")
        #expect(whatIf.changes.map(\.constraint) == [2] && whatIf.changes.map(\.constant) == [120])
        #expect(whatIf.outcome == .moves && whatIf.guideValues != nil)
    }

    @Test("every guide's answer of every scene and fixture reads back as the document it was written from")
    func whyRoundTrips() throws {
        var guides = 0
        var kinds = Set<PlacementDocument.TraceLine.Kind>()
        for (name, snapshot) in Self.snapshots {
            let tracer = PlacementTracer(snapshot)
            let lookup = GuideLookup(tracer)
            for (guide, _) in snapshot.allGuides {
                let match = try lookup.match(guide.address.description).get()
                let document = PlacementDocument(tracer.placement(of: match))
                expectEqual(
                    try Self.decoded(PlacementDocument.self, JSONAnswer.text(document)), document, "\(name)")
                kinds.formUnion(document.axes.flatMap { $0.trace.map(\.kind) })
                guides += 1
            }
            let check = CheckDocument(LayoutModel(tracer: tracer).recompute())
            expectEqual(try Self.decoded(CheckDocument.self, JSONAnswer.text(check)), check, "\(name)")
        }
        #expect(guides >= 60)
        // The scenes and fixtures between them hold lines of most kinds: the round trip is not of
        // one shape only.
        #expect(kinds.count >= 5, "\(kinds)")
    }

    @Test("why --check's document says which checked items are views and which are guides")
    func itemKinds() throws {
        let snapshot = try #require(SampleScene.named("hugging-row")).build()
        let recomputation = LayoutModel(tracer: PlacementTracer(snapshot)).recompute()
        let document = CheckDocument(recomputation)
        let views = recomputation.checks.filter { !$0.isGuide }.count
        #expect(views > 0 && views < recomputation.checks.count)
        #expect(document.checks.filter { $0.is == .view }.count == views)
        #expect(document.checks.filter { $0.is == .guide }.count == recomputation.checks.count - views)
        #expect(zip(document.checks, recomputation.checks).allSatisfy { ($0.is == .guide) == $1.isGuide })
        // The counts of items, each from its own kind: the scene has more views than guides.
        let items = recomputation.items
        #expect(document.views.total == items.views.total && document.guides.total == items.guides.total)
        #expect(document.views.matching == items.views.matching && items.views.total != items.guides.total)
    }

    @Test("a bound the record leaves open is left out and read back as none, never written as null")
    func openBounds() throws {
        let snapshot = try #require(SampleScene.named("ambiguous-height")).build()
        let check = CheckDocument(LayoutModel(tracer: PlacementTracer(snapshot)).recompute())
        let text = JSONAnswer.text(check)
        #expect(!text.contains("null"))
        let open = try #require(check.checks.first { $0.outcome == .open })
        #expect(open.lower == nil || open.upper == nil, "\(open)")
        expectEqual(try Self.decoded(CheckDocument.self, text), check)
    }

    @Test("why --json names the view whose layout direction the snapshot does not record")
    func directionUnknownNote() throws {
        struct Answer: Decodable {
            struct Axis: Decodable {
                struct Note: Decodable { var kind: String, owner: String? }
                var axis: String
                var notes: [Note]
            }
            var axes: [Axis]
        }
        let result = try CLI.run(["why", "--json", CLI.fixture("tied-widths.json"), "tail"])
        let answer = try Self.decoded(Answer.self, result.output)
        let horizontal = try #require(answer.axes.first { $0.axis == "horizontal" })
        expectEqual(horizontal.notes.map(\.kind), ["directionUnknown"])
        expectEqual(horizontal.notes.map(\.owner), ["UIView"])
    }

    @Test("a frame JSON cannot hold is written as the string a snapshot uses and read back as the number")
    func nonFiniteFrames() throws {
        var snapshot = try #require(SampleScene.named("spacer-views")).build()
        snapshot.windows[0].guides.append(
            GuideNode(
                address: ObjectAddress(0x7ff0), identifier: "broken", kind: .custom,
                layoutFrame: Rect(x: .nan, y: 12.5, width: .infinity, height: 3), frameInWindow: .zero,
                owningViewAddress: snapshot.windows[0].address))
        let text = GuideListReport.json(for: snapshot)
        #expect(text.contains("\"nan\"") && text.contains("\"inf\""))
        let report = try Self.decoded(GuideListReport.Document.self, text)
        let broken = try #require(report.guides.first { $0.identifier == "broken" })
        #expect(
            broken.layoutFrame[0].isNaN && broken.layoutFrame[1] == 12.5 && broken.layoutFrame[2] == .infinity
        )
        #expect(broken.flags.contains("non-finite"))
    }
}
