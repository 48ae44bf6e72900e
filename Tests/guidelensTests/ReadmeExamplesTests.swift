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
