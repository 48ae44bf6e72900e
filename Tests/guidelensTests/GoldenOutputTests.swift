import Foundation
import GuideLensCommandLine
import Testing

@testable import guidelens

/// Every text the CLI prints or writes, for every sample scene, against its reference file
/// (`Tests/guidelensTests/Golden`; `GUIDELENS_RECORD=1 swift test` re-records them).
@Suite("Reference outputs of the CLI")
struct GoldenOutputTests {
    static let scenes = SampleScene.all.map(\.name)

    @Test(
        "report (text and JSON), lint (text and JSON) and the SVG of each scene are their references",
        arguments: scenes)
    func sceneOutputs(scene: String) throws {
        let directory = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let demo = try CLI.run(["demo", "--scene", scene, "--output", directory.path])
        try #require(demo.status == 0, "\(demo.errors)")
        let snapshot = directory.appendingPathComponent(scene + ".json").path
        var outputs: [(arguments: [String], reference: String)] = [
            (["report", snapshot], "\(scene).report.txt"),
            (["report", "--json", snapshot], "\(scene).report.json"),
            (["lint", snapshot, "--fail-on", "error"], "\(scene).lint.txt"),
            (["lint", "--format", "json", snapshot, "--fail-on", "error"], "\(scene).lint.json"),
        ]
        if let traced = SampleScene.named(scene)?.traced {
            outputs += [
                (["why", snapshot, traced], "\(scene).why.txt"),
                (["why", "--json", snapshot, traced], "\(scene).why.json"),
            ]
            // The demo writes the same text, and draws the traced chain.
            let written = directory.appendingPathComponent(scene + ".why.txt").path
            Golden.expect(
                try String(contentsOfFile: written, encoding: .utf8), matchesReference: "\(scene).why.txt")
            let chain = directory.appendingPathComponent(scene + ".why.svg").path
            Golden.expect(
                try String(contentsOfFile: chain, encoding: .utf8), matchesReference: "\(scene).why.svg")
        }
        for (arguments, reference) in outputs {
            let result = try CLI.run(arguments)
            #expect(result.errors.isEmpty, "\(arguments): \(result.errors)")
            Golden.expect(result.output, matchesReference: reference)
        }
        let svg = directory.appendingPathComponent("picture.svg").path
        let render = try CLI.run(["render", snapshot, "-o", svg])
        try #require(render.status == 0, "\(render.errors)")
        Golden.expect(try String(contentsOfFile: svg, encoding: .utf8), matchesReference: "\(scene).svg")
    }

    @Test("diff of two fixtures is its reference")
    func diff() throws {
        let result = try CLI.run(["diff", CLI.fixture("clean.json"), CLI.fixture("clean-moved.json")])
        expectEqual(result.status, 1)
        Golden.expect(result.output, matchesReference: "clean-to-clean-moved.diff.txt")
    }

    @Test("a changed output is reported with the first line that differs")
    func reportsTheDifference() {
        expectEqual(Golden.firstDifference("a\nb\nc", "a\nB\nc"), "line 2 was \"b\", is \"B\"")
        expectEqual(Golden.firstDifference("a", "a\nmore"), "line 2 was \"(end of file)\", is \"more\"")
    }
}

/// `guidelens explain` on every real log, and on a conflict in a sample scene with its snapshot.
@Suite("guidelens explain")
struct ExplainCommandTests {
    static let logs =
        ((try? FileManager.default.contentsOfDirectory(atPath: CLI.fixture("ConflictLogs"))) ?? [])
        .filter { $0.hasSuffix(".log") }.sorted()

    @Test(
        "every real log, cut short or not, is explained in text and JSON as its references say, with its arithmetic; exit 1",
        arguments: logs)
    func realLogs(name: String) throws {
        let path = CLI.fixture("ConflictLogs/" + name)
        let text = try CLI.run(["explain", path])
        expectEqual(text.status, 1, "\(text.errors)")
        #expect(text.output.hasPrefix("Conflict 1 of "))
        // Arithmetic where constraints were listed; where none was, the text says the list is missing.
        #expect(
            text.output.contains("  Arithmetic (")
                || text.output.contains("  Arithmetic: no listed line could be read")
                || (text.output.contains("  Cut short: the report lacks")
                    && text.output.contains("the list of constraints")),
            "\(name)")
        Golden.expect(
            text.output, matchesReference: "explain/" + name.replacingOccurrences(of: ".log", with: ".txt"))
        let json = try CLI.run(["explain", "--json", path])
        expectEqual(json.status, 1)
        Golden.expect(
            json.output, matchesReference: "explain/" + name.replacingOccurrences(of: ".log", with: ".json"))
    }

    @Test(
        "with the snapshot of the same run, items are the real views and guides, and -o marks them on the picture"
    )
    func withSnapshot() throws {
        let directory = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = try CLI.run(["demo", "--scene", "spacer-views", "--output", directory.path])
        let snapshot = directory.appendingPathComponent("spacer-views.json").path
        let picture = directory.appendingPathComponent("conflict.svg").path
        let result = try CLI.run([
            "explain", CLI.fixture("spacer-views-conflict.log"), "--snapshot", snapshot, "-o", picture,
        ])
        expectEqual(result.status, 1, "\(result.errors)")
        #expect(
            result.output.contains(
                "the custom guide of UIView 0x7fb63fc06230 (UILayoutGuide 0x6000005ac000 'space1') — frame in window (145 320; 100 100)"
            ))
        #expect(
            result.output.contains("✗ 4. UIView(0x7fb63fc06690).top == UIView(0x7fb63fc06460).bottom + 150"))
        Golden.expect(
            try String(contentsOfFile: picture, encoding: .utf8),
            matchesReference: "explain/spacer-views-conflict.svg")
    }

    @Test(
        "a log without conflicts exits 0; one cut short exits 1, explained as far as it goes, saying what it lacks"
    )
    func exitStatus() throws {
        let directory = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let quiet = directory.appendingPathComponent("quiet.log")
        try Data("app started\nall good\n".utf8).write(to: quiet)
        let none = try CLI.run(["explain", quiet.path])
        #expect(none.status == 0 && none.output == "no conflict in the log\n")
        let cut = CLI.fixture("ConflictLogs/13-lsyevernote-autoresizing-current-cut-short.log")
        let partial = try CLI.run(["explain", cut])
        expectEqual(partial.status, 1)
        #expect(
            partial.output.contains(
                "Cut short: the report lacks which constraint UIKit broke; explained as far as it goes."))
        let garbled = directory.appendingPathComponent("garbled.log")
        let text = try String(
            contentsOfFile: CLI.fixture("ConflictLogs/01-folding-cell-old-format-height.log"), encoding: .utf8
        )
        try Data(text.replacingOccurrences(of: "(84)]>", with: "(8?4)]>").utf8).write(to: garbled)
        let unread = try CLI.run(["explain", garbled.path])
        #expect(unread.status == 1 && unread.output.contains("Unread: 1 line could not be read"))
        let unreadJSON = try CLI.run(["explain", "--json", garbled.path])
        #expect(unreadJSON.status == 1 && unreadJSON.output.contains("\"unread\" : 1"))
        let missing = try CLI.run(["explain", directory.appendingPathComponent("nope.log").path])
        expectEqual(missing.status, 2)
    }
}

/// Explain.md's `guidelens explain` example is what the tool prints for the page's log, and the
/// README's shortened example is that output with lines left out.
@Suite("Documentation: explain example")
struct ExplainExampleTests {
    /// The page's log, and the output the page shows for it.
    static func example() throws -> (log: String, output: String) {
        let page = try DocumentationText.read("Documentation/Explain.md")
        let logStart = try #require(
            page.range(of: "A real log (a table cell in a blog post, coderlyn.hashnode.dev):\n\n```\n"))
        let logEnd = try #require(page[logStart.upperBound...].range(of: "```"))
        let outputStart = try #require(page.range(of: "$ guidelens explain console.log\n"))
        let outputEnd = try #require(page[outputStart.upperBound...].range(of: "```"))
        return (
            String(page[logStart.upperBound..<logEnd.lowerBound]),
            String(page[outputStart.upperBound..<outputEnd.lowerBound])
        )
    }

    /// What `guidelens explain` prints for the page's log.
    static func explained(_ log: String) throws -> CLI.Result {
        let directory = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("console.log")
        try Data(log.utf8).write(to: file)
        return try CLI.run(["explain", file.path])
    }

    @Test("Explain.md's output is what guidelens explain prints for the page's log")
    func pageExample() throws {
        let (log, output) = try Self.example()
        let result = try Self.explained(log)
        expectEqual(result.status, 1)
        expectEqual(result.output.trimmingCharacters(in: .newlines), output.trimmingCharacters(in: .newlines))
    }

    @Test("the README's shortened explain output is what guidelens explain prints, lines left out")
    func readmeExcerpt() throws {
        let (log, _) = try Self.example()
        let readme = try DocumentationText.read("README.md")
        let block = try DocumentationText.block(after: "<!-- explain-excerpt", in: readme)
        let command = "$ guidelens explain console.log\n"
        #expect(block.hasPrefix(command))
        let result = try Self.explained(log)
        expectEqual(result.status, 1)
        let excerpt = String(block.dropFirst(command.count))
        #expect(excerpt.split(separator: "\n").count >= 4)
        expectEqual(DocumentationText.mismatch(inExcerpt: excerpt, of: result.output), nil)
    }
}
