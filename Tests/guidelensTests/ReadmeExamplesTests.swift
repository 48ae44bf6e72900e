import Foundation
import Testing

/// The README's GuideLensTesting examples are the test files Scripts/check-apple compiles for
/// iOS and the example app runs: a change to either shows here.
@Suite("README: GuideLensTesting examples")
struct ReadmeExamplesTests {
    static let repository = CLI.fixtures.deletingLastPathComponent().deletingLastPathComponent()

    @Test(
        "each README example is, line for line, a file of the example app's tests",
        arguments: [
            ("XCTest:", "ReadmeXCTestExample.swift"),
            ("Swift Testing:", "ReadmeSwiftTestingExample.swift"),
        ])
    func exampleIsCompiledFile(heading: String, file: String) throws {
        let readme = try String(
            contentsOf: Self.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## Testing your layout guides"))
        let start = try #require(
            readme.range(of: heading + "\n\n```swift\n", range: section.upperBound..<readme.endIndex))
        let end = try #require(readme.range(of: "```\n", range: start.upperBound..<readme.endIndex))
        let example = String(readme[start.upperBound..<end.lowerBound])
        let source = try String(
            contentsOf: Self.repository.appendingPathComponent(
                "Examples/GuideLensExample.swiftpm/Tests/ReadmeExamples/" + file), encoding: .utf8)
        // The file is the example after a comment that says what it is.
        let code = source.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { $0.hasPrefix("//") || $0.isEmpty }
            .joined(separator: "\n")
        #expect(!example.isEmpty)
        #expect(code == example)
    }
}

@Suite("README: the why example")
struct ReadmeWhyExampleTests {
    @Test(
        "the README's `guidelens why` example is what the command prints for the scene, and its excerpts are too"
    )
    func whyExample() throws {
        let readme = try String(
            contentsOf: ReadmeExamplesTests.repository.appendingPathComponent("README.md"), encoding: .utf8)
        let marker = try #require(readme.range(of: "<!-- why-example -->\n```\n"))
        let end = try #require(readme.range(of: "```\n", range: marker.upperBound..<readme.endIndex))
        let block = String(readme[marker.upperBound..<end.lowerBound])
        let command = "$ guidelens why placement-chain.json spacer2\n"
        #expect(block.hasPrefix(command))
        // Up to the elided list of recorded constraints, the block is the output line for line.
        let elided = try #require(block.range(of: "  1. [horizontal] "))
        let shown = String(block[block.index(block.startIndex, offsetBy: command.count)..<elided.upperBound])
        let directory = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for scene in ["placement-chain", "ambiguous-height", "safe-area-sources"] {
            let demo = try CLI.run(["demo", "--scene", scene, "-o", directory.path])
            try #require(demo.status == 0, "\(demo.errors)")
        }
        let chain = try CLI.run([
            "why", directory.appendingPathComponent("placement-chain.json").path, "spacer2",
        ])
        #expect(chain.output.hasPrefix(shown))
        let ambiguous = try CLI.run(
            ["why", directory.appendingPathComponent("ambiguous-height.json").path, "contentArea"])
        let safeArea = try CLI.run(
            ["why", directory.appendingPathComponent("safe-area-sources.json").path, "0x6000005ae0c0"])
        for (output, excerpt) in [
            (
                ambiguous.output,
                "  Free: nothing fixes the height: the top is pinned (constraint 3), the bottom is not.\n"
            ),
            (
                safeArea.output,
                "  top 103 = the navigation bar of UINavigationController 91 (over the superview's 47) + ProfileViewController.additionalSafeAreaInsets.top 12\n"
            ),
        ] {
            #expect(readme.contains("```\n" + excerpt) || readme.contains(excerpt))
            #expect(output.contains(excerpt))
        }
    }
}
