import Foundation
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
        let outputs: [(arguments: [String], reference: String)] = [
            (["report", snapshot], "\(scene).report.txt"),
            (["report", "--json", snapshot], "\(scene).report.json"),
            (["lint", snapshot, "--fail-on", "error"], "\(scene).lint.txt"),
            (["lint", "--format", "json", snapshot, "--fail-on", "error"], "\(scene).lint.json"),
        ]
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
        #expect(result.status == 1)
        Golden.expect(result.output, matchesReference: "clean-to-clean-moved.diff.txt")
    }

    @Test("a changed output is reported with the first line that differs")
    func reportsTheDifference() {
        #expect(
            Golden.firstDifference("a\nb\nc", "a\nB\nc") == "line 2 was \"b\", is \"B\"")
        #expect(Golden.firstDifference("a", "a\nmore") == "line 2 was \"(end of file)\", is \"more\"")
    }
}
