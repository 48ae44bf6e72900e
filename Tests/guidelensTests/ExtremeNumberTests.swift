import Foundation
import GuideLensCommandLine
@_spi(Engine) import GuideLensCore
import GuideLensTestSupport
import Testing

@testable import guidelens

/// Snapshots that are valid JSON and valid snapshots, whose frames, bounds, sizes and insets are
/// finite but extreme: what a broken layout or `CGRect.infinite` writes. Every command that reads
/// a snapshot answers through its core entry points, with output of a bounded size and an SVG
/// that holds no NaN or infinity, instead of trapping on a number past `Int` or allocating a grid
/// the size of the frame.
@Suite("Snapshots with extreme numbers")
struct ExtremeNumberTests {
    static let seed: UInt64 = 0x6578_7472_656D
    /// Variants of each scene: 12 in the test command (264 in all, every command on each);
    /// `GUIDELENS_EXTREME_VARIANTS=40` (or any count) searches wider.
    static let variantsPerScene =
        ProcessInfo.processInfo.environment["GUIDELENS_EXTREME_VARIANTS"].flatMap(Int.init).map { max(1, $0) }
        ?? 12
    /// The most bytes any one output may have: the largest scene's SVG is under 40 KB.
    static let largestOutput = 4_000_000

    /// Finite numbers at the edges: past `Int.max` (9.3e18, 2^63), far past it, the largest
    /// `Double` and `CGRect.infinite`'s origin, the smallest subnormal, negative zero, tiny.
    static let extremes = [
        "1e19", "-1e19", "4e42", "-4e42", "1.7976931348623157e308", "-1.7976931348623157e308",
        "-8.98846567431158e307", "5e-324", "-5e-324", "-0.0", "1e-300", "9.3e18", "-9.3e18",
        "9223372036854775808", "9223372036854775807", "-9223372036854775809",
    ]
    /// `CGRect.infinite` as a snapshot writes it: x, y, width, height.
    static let infiniteRectangle = [
        "-8.98846567431158e307", "-8.98846567431158e307", "1.7976931348623157e308", "1.7976931348623157e308",
    ]

    /// The conflict log whose items the spacer-views scene holds: explain's picture marks them.
    static let conflictLog = ConstraintLog.parse(
        (try? String(contentsOfFile: CLI.fixture("spacer-views-conflict.log"), encoding: .utf8)) ?? "")

    /// One variant: one to four geometry numbers replaced by extremes, or a whole rectangle by
    /// `CGRect.infinite`, chosen by `random`; with what was done, for the failure message.
    static func variant(
        of text: [UInt8], groups: [GeometryNumbers.Group], using random: inout SeededGenerator
    )
        -> (bytes: [UInt8], changes: [String])
    {
        var replacements: [(range: Range<Int>, number: String)] = []
        var changes: [String] = []
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let group = groups[Int.random(in: 0..<groups.count, using: &random)]
            if group.ranges.count == 4, Int.random(in: 0..<4, using: &random) == 0 {
                replacements += zip(group.ranges, infiniteRectangle).map { ($0, $1) }
                changes.append("\(group.key) = CGRect.infinite")
            } else {
                let slot = Int.random(in: 0..<group.ranges.count, using: &random)
                let number = extremes[Int.random(in: 0..<extremes.count, using: &random)]
                replacements.append((group.ranges[slot], number))
                changes.append("\(group.key)[\(slot)] = \(number)")
            }
        }
        return (GeometryNumbers.replacing(replacements, in: text), changes)
    }

    @Test(
        "every command answers a scene whose frames, bounds and insets are extreme, in bounded output without NaN",
        arguments: SampleScene.all.map(\.name))
    func commandsAnswer(sceneName: String) throws {
        let scene = try #require(SampleScene.named(sceneName))
        let original = scene.build()
        let text = Array(original.jsonText().utf8)
        let groups = GeometryNumbers.groups(in: text)
        #expect(groups.count >= 4, "a scene has frames, bounds and window frames")
        var random = SeededGenerator(
            seed: Self.seed &+ UInt64(SampleScene.all.firstIndex { $0.name == sceneName } ?? 0))
        for iteration in 0..<Self.variantsPerScene {
            let (bytes, changes) = Self.variant(of: text, groups: groups, using: &random)
            let context =
                "seed \(Self.seed), \(sceneName) variant \(iteration): \(changes.joined(separator: ", "))"
            #expect(
                (try? JSONSerialization.jsonObject(with: Data(bytes))) != nil, "still valid JSON: \(context)")
            let snapshot: Snapshot
            do {
                snapshot = try Snapshot(json: Data(bytes))
            } catch {
                Issue.record("a valid snapshot with finite numbers is read: \(context): \(error)")
                continue
            }
            Self.exercise(
                snapshot, original: original, traced: scene.traced, random: &random, context: context)
        }
    }

    @Test(
        "the built guidelens renders, reports, lints, diffs and draws why on a file with a window 1e19 wide and CGRect.infinite"
    )
    func commandLine() throws {
        let directory = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let original = try #require(SampleScene.named("placement-chain")).build()
        let text = Array(original.jsonText().utf8)
        let groups = GeometryNumbers.groups(in: text)
        // The window's window frame 1e19 wide (what crashed render and why -o), a view's frame
        // CGRect.infinite, a guide's layout frame 4e42 tall and one's window frame at -1e19.
        let windowFrame = try #require(groups.first { $0.key == "windowFrame" })
        let viewFrame = try #require(groups.filter { $0.key == "frame" }.dropFirst().first)
        let layoutFrame = try #require(groups.last { $0.key == "layoutFrame" })
        let guideWindowFrame = try #require(groups.last { $0.key == "windowFrame" })
        let bytes = GeometryNumbers.replacing(
            [
                (windowFrame.ranges[2], "1e19"), (layoutFrame.ranges[3], "4e42"),
                (guideWindowFrame.ranges[0], "-1e19"),
            ]
                + zip(viewFrame.ranges, Self.infiniteRectangle).map { ($0, $1) }, in: text)
        let extreme = directory.appendingPathComponent("extreme.json")
        let plain = directory.appendingPathComponent("plain.json")
        try Data(bytes).write(to: extreme)
        try Data(text).write(to: plain)
        let picture = directory.appendingPathComponent("picture.svg")
        let chain = directory.appendingPathComponent("chain.svg")
        let runs: [(arguments: [String], statuses: Set<Int32>)] = [
            (["render", extreme.path, "-o", picture.path], [0]),
            (["why", extreme.path, "spacer2", "-o", chain.path], [0]),
            (["why", "--json", extreme.path, "spacer2"], [0]),
            (["why", "--check", extreme.path], [0, 1]),
            (["report", extreme.path], [0]),
            (["report", "--json", extreme.path], [0]),
            (["lint", extreme.path], [0, 1]),
            (["diff", plain.path, extreme.path], [1]),
        ]
        for run in runs {
            let result = try CLI.run(run.arguments)
            #expect(
                run.statuses.contains(result.status), "\(run.arguments): \(result.status) \(result.errors)")
            Self.expectBounded(result.output, run.arguments[0], "the command line")
        }
        for svg in [picture, chain] {
            Self.expectDrawable(
                try String(contentsOf: svg, encoding: .utf8), svg.lastPathComponent, "the command line")
        }
    }

    /// Every command that reads a snapshot, through the core calls the CLI makes: report, lint,
    /// render, diff both ways, explain with its picture, why (text, JSON, what-if, the chain's
    /// picture) on the traced guide and one other, why --check, and what the FLEX panel, Lookin
    /// and the view debugger show.
    static func exercise(
        _ snapshot: Snapshot, original: Snapshot, traced: String?, random: inout SeededGenerator,
        context: String
    ) {
        expectBounded(GuideTreeReport.text(for: snapshot), "report", context)
        expectBounded(GuideListReport.json(for: snapshot), "report --json", context)
        let lint = SnapshotLint(snapshot)
        expectBounded(lint.text + lint.json, "lint", context)
        expectDrawable(SnapshotRenderer().svg(for: snapshot), "render", context)
        for diff in [
            SnapshotDiff(before: original, after: snapshot), SnapshotDiff(before: snapshot, after: original),
        ] {
            expectBounded(diff.text + diff.json, "diff", context)
        }
        let explanation = ConflictExplanation(log: conflictLog, snapshot: snapshot)
        expectBounded(explanation.text + explanation.json, "explain", context)
        var conflictOptions = SnapshotRenderer.Options()
        ConflictExplanation.markings(for: conflictLog, into: &conflictOptions)
        expectDrawable(SnapshotRenderer(options: conflictOptions).svg(for: snapshot), "explain -o", context)

        let tracer = PlacementTracer(snapshot)
        let recomputation = LayoutModel(tracer: tracer).recompute()
        expectBounded(
            PlacementText.check(recomputation) + JSONAnswer.text(CheckDocument(recomputation)), "why --check",
            context)
        let guides = snapshot.allGuides
        var queries = traced.map { [$0] } ?? []
        if !guides.isEmpty {
            queries.append(guides[Int.random(in: 0..<guides.count, using: &random)].guide.address.description)
        }
        let lookup = GuideLookup(tracer)
        for query in queries {
            guard case .success(let match) = lookup.match(query) else { continue }
            let placement = tracer.placement(of: match)
            let text = PlacementText.text(placement)
            expectBounded(text + PlacementText.json(placement), "why \(query)", context)
            #expect(
                !containsNonFiniteNumber(text, anywhere: true), "why \(query) printed nan or inf: \(context)")
            var options = SnapshotRenderer.Options()
            placement.markings(into: &options, tracer: tracer)
            expectDrawable(SnapshotRenderer(options: options).svg(for: snapshot), "why \(query) -o", context)
            if let whatIf = try? WhatIf(
                [WhatIf.Change(number: 1, edit: .deactivate)], placement: placement, tracer: tracer)
            {
                expectBounded(PlacementText.whatIf(whatIf), "why \(query) --deactivate 1", context)
            }
            expectBounded(
                ViewDebuggerProperties.placement(of: match.guide.address, in: snapshot), "view debugger",
                context)
        }
        let table = GuideTableModel(snapshot: snapshot)
        for section in table.sections {
            for row in section.rows {
                let details = GuideTableModel.details(of: row, in: section, liveAmbiguity: nil)
                expectBounded(details.map { $0.title + $0.value }.joined(), "FLEX details", context)
            }
        }
        snapshot.forEachView { visit in
            let items = LookinItems.items(for: visit.view, style: .default, selection: .everyKind)
            expectBounded(String(describing: items), "Lookin", context)
        }
    }

    static func expectBounded(_ output: String, _ command: String, _ context: String) {
        #expect(output.utf8.count < largestOutput, "\(command): \(output.utf8.count) bytes: \(context)")
    }

    /// An SVG of bounded size with every number finite: no NaN anywhere, no infinity where a
    /// number goes.
    static func expectDrawable(_ svg: String, _ command: String, _ context: String) {
        expectBounded(svg, command, context)
        #expect(!containsNonFiniteNumber(svg, anywhere: true), "\(command) wrote nan or inf: \(context)")
        let largest = largestAttributeNumber(in: svg)
        #expect(
            largest <= 2 * SnapshotRenderer.reach + 1_000,
            "\(command) drew past the drawing area (\(largest)): \(context)")
    }

    /// The largest magnitude of the numbers that start an attribute's value (`x="-12.5"`,
    /// `viewBox="0 0 422 922"` counts its first): where things are drawn.
    static func largestAttributeNumber(in svg: String) -> Double {
        var largest = 0.0
        for piece in svg.split(separator: "=\"").dropFirst() {
            let number = piece.prefix { "0123456789.-+e".contains($0) }
            if let value = Double(number) { largest = max(largest, abs(value)) }
        }
        return largest
    }

    /// Whether `text` has the word `nan` anywhere, or `inf` where a number goes (after `="`, a
    /// space, a comma, `(` or a minus sign), or anywhere when `anywhere`: values are written with
    /// `∞` when they are infinite, so `inf` is a finite value printed wrong.
    static func containsNonFiniteNumber(_ text: String, anywhere: Bool = false) -> Bool {
        let bytes = Array(text.utf8)
        func isLetter(_ index: Int) -> Bool {
            guard bytes.indices.contains(index) else { return false }
            return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[index] | 0x20)
        }
        for (word, numberOnly) in [("nan", false), ("inf", !anywhere)] {
            let pattern = Array(word.utf8)
            var index = 1
            while index + pattern.count <= bytes.count {
                defer { index += 1 }
                guard bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern),
                    !isLetter(index - 1),
                    !isLetter(index + pattern.count)
                else { continue }
                if !numberOnly { return true }
                let before = bytes[index - 1]
                if [
                    UInt8(ascii: "\""), UInt8(ascii: " "), UInt8(ascii: ","), UInt8(ascii: "("),
                    UInt8(ascii: "-"),
                ]
                .contains(before) {
                    return true
                }
            }
        }
        return false
    }

    @Test("the largest number drawn is read from the attributes, not from the text")
    func largestNumber() {
        expectEqual(
            Self.largestAttributeNumber(in: "<rect x=\"-1e+19\" y=\"2\"/><text x=\"4\">width 4e42</text>"),
            1e19)
    }

    @Test("the check for non-finite numbers finds them where numbers go, and not in words")
    func nonFiniteCheck() {
        #expect(Self.containsNonFiniteNumber("<rect x=\"nan\" y=\"0\"/>"))
        #expect(Self.containsNonFiniteNumber("<rect x=\"-inf\"/>"))
        #expect(Self.containsNonFiniteNumber("<g transform=\"translate(16 inf)\">"))
        #expect(Self.containsNonFiniteNumber("<text x=\"4\">top nan</text>"))
        #expect(!Self.containsNonFiniteNumber("<text x=\"4\">information, nanny, Financial</text>"))
        #expect(!Self.containsNonFiniteNumber("<text x=\"4\">leading inset ∞</text>"))
    }

    @Test(
        "the geometry walker finds each rectangle's four numbers under its key, and nothing else")
    func walkerFindsGeometry() throws {
        let text = Array(
            #"{"title": "frame [1, 2]", "screenScale": 3, "windows": [{"frame": [0, -0.5, 390, 8.4e2], "constraints": {"horizontal": [0, 1]}, "layoutInputs": {"safeAreaInsets": [47, 0, 34, 0]}}]}"#
                .utf8)
        let groups = GeometryNumbers.groups(in: text)
        expectEqual(groups.map(\.key), ["frame", "safeAreaInsets"])
        #expect(
            groups[0].ranges.map { String(decoding: text[$0], as: UTF8.self) } == [
                "0", "-0.5", "390", "8.4e2",
            ])
        let replaced = GeometryNumbers.replacing([(groups[0].ranges[2], "1e19")], in: text)
        #expect(String(decoding: replaced, as: UTF8.self).contains(#""frame": [0, -0.5, 1e19, 8.4e2]"#))
    }
}
