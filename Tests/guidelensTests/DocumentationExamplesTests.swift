import Foundation
import Testing

/// The GuideLensTesting examples of Documentation/Testing.md and the README are the test files
/// Scripts/check-apple compiles for iOS and the example app runs: a change to either shows here.
@Suite("Documentation: GuideLensTesting examples")
struct TestingExamplesTests {
    @Test(
        "each testing example is, line for line, a file of the example app's tests",
        arguments: [
            (
                "Documentation/Testing.md", "## Testing your layout guides", "XCTest:",
                "ReadmeXCTestExample.swift"
            ),
            (
                "Documentation/Testing.md", "## Testing your layout guides", "Swift Testing:",
                "ReadmeSwiftTestingExample.swift"
            ),
            (
                "README.md", "## Testing: `GuideLensTesting`", "Swift Testing:",
                "ReadmeSwiftTestingExample.swift"
            ),
        ])
    func exampleIsCompiledFile(page: String, sectionHeading: String, heading: String, file: String) throws {
        let text = try DocumentationText.read(page)
        let section = try #require(text.range(of: sectionHeading + "\n"))
        let start = try #require(
            text.range(of: heading + "\n\n```swift\n", range: section.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "```\n", range: start.upperBound..<text.endIndex))
        let example = String(text[start.upperBound..<end.lowerBound])
        let source = try String(
            contentsOf: DocumentationText.repository.appendingPathComponent(
                "Examples/GuideLensExample.swiftpm/Tests/ReadmeExamples/" + file), encoding: .utf8)
        // The file is the example after a comment that says what it is.
        let code = source.split(separator: "\n", omittingEmptySubsequences: false)
            .drop { $0.hasPrefix("//") || $0.isEmpty }
            .joined(separator: "\n")
        #expect(!example.isEmpty)
        expectEqual(code, example)
    }
}

@Suite("Documentation: the why example")
struct WhyExampleTests {
    @Test(
        "Why.md's `guidelens why` example is what the command prints for the scene, and its excerpts are too"
    )
    func whyExample() throws {
        let page = try DocumentationText.read("Documentation/Why.md")
        let block = try DocumentationText.block(after: "<!-- why-example -->", in: page)
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
                "  Free: nothing fixes the height: the top is pinned (constraint 11), the bottom is not.\n"
            ),
            (
                safeArea.output,
                "  top 103 = the navigation bar of UINavigationController 91 (over the superview's 47) + ProfileViewController.additionalSafeAreaInsets.top 12\n"
            ),
        ] {
            #expect(page.contains("```\n" + excerpt) || page.contains(excerpt))
            #expect(output.contains(excerpt))
        }
    }

    @Test("each scene's command in Why.md prints what the page shows, lines left out where it says …")
    func sceneExamples() throws {
        let page = try DocumentationText.read("Documentation/Why.md")
        let marker = "<!-- why-scene "
        var blocks: [(scene: String, block: String)] = []
        var rest = Substring(page)
        while let found = rest.range(of: "\n" + marker) {
            let after = rest[found.upperBound...]
            let scene = String(after.prefix { $0 != " " })
            blocks.append(
                (
                    scene,
                    try DocumentationText.block(after: marker + scene, in: String(rest[found.lowerBound...]))
                ))
            rest = after
        }
        #expect(
            Set(blocks.map(\.scene)) == [
                "hugging-row", "autoresizing-frame", "optional-height", "ambiguous-height",
            ] && blocks.count == 12)
        let directory = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for scene in Set(blocks.map(\.scene)) {
            let demo = try CLI.run(["demo", "--scene", scene, "-o", directory.path])
            try #require(demo.status == 0, "\(demo.errors)")
        }
        for (scene, block) in blocks {
            let command = try #require(block.split(separator: "\n").first)
            let words = command.split(separator: " ").map(String.init)
            try #require(words.starts(with: ["$", "guidelens", "why", scene + ".json"]), "\(command)")
            let snapshot = directory.appendingPathComponent(scene + ".json").path
            let result = try CLI.run(["why", snapshot] + words.dropFirst(4))
            expectEqual(result.status, 0, "\(command): \(result.errors)")
            let excerpt = String(block.dropFirst(command.count + 1))
            expectEqual(DocumentationText.mismatch(inExcerpt: excerpt, of: result.output), nil, "\(command)")
        }
    }

    @Test("the README's shortened `guidelens why` example is what the command prints, lines left out")
    func readmeExcerpt() throws {
        let readme = try DocumentationText.read("README.md")
        let block = try DocumentationText.block(after: "<!-- why-excerpt", in: readme)
        let command = "$ guidelens why placement-chain.json spacer2\n"
        #expect(block.hasPrefix(command))
        let (directory, snapshot) = try WhyCommandTests.demo("placement-chain")
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try CLI.run(["why", snapshot, "spacer2"])
        expectEqual(result.status, 0)
        let excerpt = String(block.dropFirst(command.count))
        #expect(excerpt.split(separator: "\n").count >= 6)
        expectEqual(DocumentationText.mismatch(inExcerpt: excerpt, of: result.output), nil)
    }
}
