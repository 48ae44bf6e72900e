import Foundation
import GuideLensCore
import Testing

/// The README is the front page and `Documentation/` the manual: the README stays short and
/// links every page, every relative link leads somewhere, and every section of the README as it
/// was before the manual moved out still has a home.
@Suite("Documentation: the front page and the manual")
struct DocumentationTests {
    /// A section heading of the README before the manual moved into `Documentation/`, the file
    /// that holds that section now, and its heading there.
    struct Home: CustomTestStringConvertible, Sendable {
        var heading: String
        var file: String
        var headingThere: String

        init(_ heading: String, in file: String, as headingThere: String? = nil) {
            self.heading = heading
            self.file = file
            self.headingThere = headingThere ?? heading
        }

        var testDescription: String { "\(heading) → \(file)" }
    }

    /// Every section heading of the single-page README, in its order there.
    static let homes: [Home] = [
        Home("GuideLens", in: "README.md"),
        Home("What is in the package", in: "README.md"),
        Home("Install", in: "README.md"),
        Home("Quick start: the overlay", in: "Documentation/Overlay.md"),
        Home("Nothing shows?", in: "Documentation/Overlay.md"),
        Home("Example app", in: "Documentation/Overlay.md"),
        Home("The `guidelens` command-line tool", in: "Documentation/CommandLine.md"),
        Home("Sample scenes", in: "Documentation/CommandLine.md"),
        Home("FLEX: the Layout Guides panel", in: "Documentation/FLEX.md"),
        Home("Constraint conflicts: `guidelens explain`", in: "Documentation/Explain.md"),
        Home("Why is it here? `guidelens why`", in: "Documentation/Why.md"),
        Home("Testing your layout guides", in: "Documentation/Testing.md"),
        Home("Conflicts fail tests", in: "Documentation/Testing.md"),
        Home("Coding agents: `guidelens mcp`", in: "Documentation/MCP.md"),
        Home("Lookin and LookInside", in: "Documentation/Lookin.md"),
        Home("Xcode's Debug View Hierarchy", in: "Documentation/ViewDebugger.md"),
        Home("LLDB: `showguides`", in: "Documentation/LLDB.md"),
        Home("On a fresh Linux machine", in: "README.md"),
        Home("For contributors", in: "Documentation/Contributing.md"),
        Home("License", in: "README.md"),
    ]

    /// The README and every page of `Documentation/`, as paths relative to the repository.
    static func pages() throws -> [String] {
        let folder = DocumentationText.repository.appendingPathComponent("Documentation")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".md") }.sorted()
        return ["README.md"] + names.map { "Documentation/" + $0 }
    }

    /// The lines of `text` outside fenced code blocks.
    static func proseLines(of text: String) -> [Substring] {
        var inFence = false
        var lines: [Substring] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inFence.toggle()
                continue
            }
            if !inFence { lines.append(line) }
        }
        return lines
    }

    /// The text of each Markdown heading of `text` (`## Install` → `Install`), in order.
    static func headings(of text: String) -> [String] {
        proseLines(of: text).compactMap { line in
            let marks = line.prefix { $0 == "#" }
            guard (1...6).contains(marks.count), line.dropFirst(marks.count).hasPrefix(" ") else {
                return nil
            }
            return line.dropFirst(marks.count + 1).trimmingCharacters(in: .whitespaces)
        }
    }

    /// The anchors GitHub gives the headings of `text`: lowercased, every character but letters,
    /// digits, spaces, hyphens and underscores dropped, spaces made hyphens; a repeated anchor
    /// gets `-1`, `-2`, ….
    static func anchors(of text: String) -> Set<String> {
        var seen: [String: Int] = [:]
        var anchors: Set<String> = []
        for heading in headings(of: text) {
            var slug = ""
            for character in heading.lowercased() {
                if character.isLetter || character.isNumber || character == "-" || character == "_" {
                    slug.append(character)
                } else if character == " " {
                    slug.append("-")
                }
            }
            let count = seen[slug, default: 0]
            seen[slug] = count + 1
            anchors.insert(count == 0 ? slug : "\(slug)-\(count)")
        }
        return anchors
    }

    /// The targets of the Markdown links and images of `text` outside code: `[text](target)`.
    static func linkTargets(of text: String) -> [String] {
        var targets: [String] = []
        for line in proseLines(of: text) {
            // Inline code holds no link: `[x](y)` in backticks is text.
            let prose = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                .filter { $0.offset.isMultiple(of: 2) }.map(\.element).joined(separator: " ")
            var rest = prose[...]
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                targets.append(String(after[..<close]))
                rest = after[close...]
            }
        }
        return targets
    }

    @Test("each section heading of the single-page README has a home", arguments: homes)
    func sectionHasAHome(home: Home) throws {
        let text = try DocumentationText.read(home.file)
        #expect(Self.headings(of: text).contains(home.headingThere))
    }

    @Test("the README is a front page: under 350 lines")
    func readmeIsShort() throws {
        let readme = try DocumentationText.read("README.md")
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines < 350, "README.md has \(lines) lines")
    }

    @Test("the README links every page of Documentation/")
    func readmeLinksEveryPage() throws {
        let readme = try DocumentationText.read("README.md")
        let targets = Set(
            Self.linkTargets(of: readme).map { String($0.prefix { $0 != "#" }) })
        let pages = try Self.pages().dropFirst()
        #expect(pages.count >= 13)
        for page in pages {
            #expect(targets.contains(page), "README.md does not link \(page)")
        }
    }

    @Test("every relative link of the README and of Documentation/ leads to a file, and to a heading there")
    func linksResolve() throws {
        for page in try Self.pages() {
            let text = try DocumentationText.read(page)
            let folder = DocumentationText.repository.appendingPathComponent(page).deletingLastPathComponent()
            for target in Self.linkTargets(of: text) {
                if target.contains("://") || target.hasPrefix("mailto:") { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
                let path = String(parts[0])
                let file =
                    path.isEmpty
                    ? DocumentationText.repository.appendingPathComponent(page)
                    : folder
                        .appendingPathComponent(path).standardizedFileURL
                guard FileManager.default.fileExists(atPath: file.path) else {
                    Issue.record("\(page): \(target) leads to no file")
                    continue
                }
                guard parts.count == 2 else { continue }
                guard file.pathExtension == "md" else {
                    Issue.record("\(page): \(target) names an anchor in a file that is not Markdown")
                    continue
                }
                let anchors = Self.anchors(of: try String(contentsOf: file, encoding: .utf8))
                #expect(anchors.contains(String(parts[1])), "\(page): \(target) leads to no heading")
            }
        }
    }

    @Test("the README's two commands for a fresh Linux machine are there, as they are")
    func freshLinuxMachine() throws {
        let readme = try DocumentationText.read("README.md")
        let section = try #require(readme.range(of: "\n## On a fresh Linux machine\n"))
        let end =
            readme.range(of: "\n## ", range: section.upperBound..<readme.endIndex)?.lowerBound
            ?? readme.endIndex
        let text = readme[section.upperBound..<end]
        let blocks = text.components(separatedBy: "```\n").enumerated().filter {
            !$0.offset.isMultiple(of: 2)
        }
        .map(\.element)
        expectEqual(blocks, ["swift run guidelens demo\n", "Scripts/test\n"])
    }

    @Test("the anchors are GitHub's: punctuation dropped, spaces made hyphens, repeats numbered")
    func anchorsAreGitHubs() {
        let text =
            "# Why is it here? `guidelens why`\n```\n# not a heading\n```\n## Xcode's Debug View Hierarchy\n## A\n## A\n"
        expectEqual(
            Self.anchors(of: text),
            ["why-is-it-here-guidelens-why", "xcodes-debug-view-hierarchy", "a", "a-1"])
        expectEqual(
            Self.linkTargets(of: "see [x](A.md#b), `[y](C.md)` and ![z](D.svg)"), ["A.md#b", "D.svg"])
    }
}

/// SnapshotFormat.md's examples: the whole file is a fixture the suites read, and the version 2
/// excerpt is what `guidelens demo` writes, lines left out.
@Suite("Documentation: the snapshot format's examples")
struct SnapshotFormatExampleTests {
    @Test("the whole-file example is Tests/Fixtures/clean.json, and it reads")
    func wholeFile() throws {
        let page = try DocumentationText.read("Documentation/SnapshotFormat.md")
        let block = try DocumentationText.block(after: "<!-- snapshot-example", in: page)
        let fixture = try String(
            contentsOf: CLI.fixtures.appendingPathComponent("clean.json"), encoding: .utf8)
        expectEqual(block, fixture)
        let snapshot = try Snapshot(json: Data(block.utf8))
        expectEqual(snapshot.guideCount, 2)
    }

    @Test("the version 2 example is what guidelens demo writes for placement-chain, lines left out")
    func versionTwo() throws {
        let page = try DocumentationText.read("Documentation/SnapshotFormat.md")
        let block = try DocumentationText.block(after: "<!-- snapshot-version-2-example", in: page)
        let (directory, snapshot) = try WhyCommandTests.demo("placement-chain")
        defer { try? FileManager.default.removeItem(at: directory) }
        let written = try String(contentsOfFile: snapshot, encoding: .utf8)
        #expect(block.split(separator: "\n").count >= 20)
        expectEqual(DocumentationText.mismatch(inExcerpt: block, of: written), nil)
        #expect(Snapshot.currentVersion == 2 && page.contains("This build writes version 2"))
    }

    @Test("the page's error for a later version is what guidelens prints")
    func laterVersion() throws {
        let page = try DocumentationText.read("Documentation/SnapshotFormat.md")
        let result = try CLI.run(["report", CLI.fixture("version-3.json")])
        expectEqual(result.status, 2)
        let shown = result.errors.replacingOccurrences(
            of: CLI.fixture("version-3.json"), with: "Tests/Fixtures/version-3.json")
        #expect(page.contains("```\n" + shown + "```\n"))
    }
}
