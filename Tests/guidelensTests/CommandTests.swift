import Foundation
@_spi(Engine) import GuideLensCore
import Testing

@Suite("guidelens commands, end to end")
struct CommandTests {
    @Test("--version and --help answer")
    func versionAndHelp() throws {
        let version = try CLI.run(["--version"])
        #expect(version.status == 0 && version.output == "guidelens \(GuideLensVersion.current)\n")
        // The tool's first line names what every command is for, not only the first four.
        let overview = try CLI.run(["--help"])
        // The overview, before the first blank line, wrapped to the terminal's width.
        let first =
            overview.output.components(separatedBy: "\n\n").first?.replacingOccurrences(of: "\n", with: " ")
            ?? ""
        for word in ["render", "report", "lint", "diff", "explain", "why", "html", "mcp"] {
            #expect(first.contains(word), "\(first)")
        }
        let help = try CLI.run(["lint", "--help"])
        #expect(
            help.status == 0 && help.output.contains("--fail-on") && help.output.contains("GL001 ambiguous"))
    }

    @Test("report prints the same tree the core (and so LLDB) produces; --json lists every guide")
    func report() throws {
        let result = try CLI.run(["report", CLI.fixture("clean.json")])
        expectEqual(result.status, 0)
        let snapshot = try Snapshot(json: Data(contentsOf: URL(fileURLWithPath: CLI.fixture("clean.json"))))
        expectEqual(result.output, GuideTreeReport.text(for: snapshot))
        #expect(
            result.output.contains(
                "| <UILayoutGuide: 0x6000005ac000 - \"space1\"> custom layoutFrame = {{145, 320}, {100, 100}}"
            ))
        let json = try CLI.run(["report", "--json", CLI.fixture("flagged.json")])
        let parsed = try #require(
            try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(parsed["guideCount"] as? Int == 2 && parsed["flagged"] as? Int == 2)
    }

    @Test("lint exits 0 when clean, 1 at or above --fail-on, and speaks JSON on request")
    func lint() throws {
        let clean = try CLI.run(["lint", CLI.fixture("clean.json")])
        #expect(clean.status == 0 && clean.output == "no findings\n")
        let flagged = try CLI.run(["lint", CLI.fixture("flagged.json")])
        expectEqual(flagged.status, 1)
        #expect(flagged.output.contains("warning GL004 zero-area windows[0].subviews[0].guides[0]"))
        #expect(flagged.output.contains("error GL001 ambiguous windows[0].subviews[0].guides[1]"))
        #expect(flagged.output.hasSuffix("1 error, 1 warning\n"))
        expectEqual(try CLI.run(["lint", CLI.fixture("warning-only.json")]).status, 0)
        expectEqual(
            try CLI.run(["lint", "--fail-on", "warning", CLI.fixture("warning-only.json")]).status, 1)
        let json = try CLI.run(["lint", "--format", "json", CLI.fixture("flagged.json")])
        expectEqual(json.status, 1)
        let parsed = try #require(
            try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        #expect(parsed["errors"] as? Int == 1 && parsed["warnings"] as? Int == 1)
        #expect(try CLI.run(["lint", "--fail-on", "fatal", CLI.fixture("clean.json")]).status != 0)
    }

    @Test("diff lists what was added, removed, moved and resized; exit 0 only when nothing changed")
    func diff() throws {
        let same = try CLI.run(["diff", CLI.fixture("clean.json"), CLI.fixture("clean.json")])
        #expect(same.status == 0 && same.output == "no changes\n")
        let changed = try CLI.run(["diff", CLI.fixture("clean.json"), CLI.fixture("clean-moved.json")])
        expectEqual(changed.status, 1)
        #expect(
            changed.output == """
                + added   "space3" (custom) in UIWindow[0]/UIView[0] at (145 700; 100 100)
                - removed "space1" (custom) in UIWindow[0]/UIView[0] at (145 320; 100 100)
                ~ moved   "space2" (custom) in UIWindow[0]/UIView[0] (145 470) -> (145 500) by (0 +30)
                ~ resized "space2" (custom) in UIWindow[0]/UIView[0] 100×100 -> 100×120
                1 added, 1 removed, 1 moved, 1 resized

                """)
        let tolerant = try CLI.run([
            "diff", "--tolerance", "50", CLI.fixture("clean.json"), CLI.fixture("clean-moved.json"),
        ])
        #expect(!tolerant.output.contains("moved   ") && tolerant.output.contains("0 moved, 0 resized"))
        // --html writes the after snapshot's page beside the same text and status.
        let directory = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let paged = try CLI.run(
            ["diff", CLI.fixture("clean.json"), CLI.fixture("clean-moved.json"), "--html", "diff.html"],
            in: directory)
        #expect(paged.status == 1 && paged.output == changed.output && paged.errors == "wrote diff.html\n")
        let page = try String(contentsOf: directory.appendingPathComponent("diff.html"), encoding: .utf8)
        let expected = InspectorPage().html(
            for: try Snapshot(json: Data(contentsOf: URL(fileURLWithPath: CLI.fixture("clean-moved.json")))),
            comparedWith: try Snapshot(
                json: Data(contentsOf: URL(fileURLWithPath: CLI.fixture("clean.json")))))
        expectEqual(page, expected)
        #expect(page.contains("\"kind\":\"removed\"") && page.contains("\"kind\":\"moved\""))
    }

    @Test("explain --html writes the conflicts' page beside the same text and status")
    func explainPage() throws {
        let directory = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = CLI.fixture("spacer-views-conflict.log")
        let plain = try CLI.run(["explain", log])
        let paged = try CLI.run(["explain", log, "--html", "conflicts.html"], in: directory)
        #expect(paged.status == plain.status && paged.output == plain.output)
        expectEqual(paged.errors, "wrote conflicts.html\n")
        let page = try String(contentsOf: directory.appendingPathComponent("conflicts.html"), encoding: .utf8)
        let parsed = ConstraintLog.parse(try String(contentsOfFile: log, encoding: .utf8))
        expectEqual(
            page, ConflictPage(log: parsed).html(title: "Constraint conflicts in spacer-views-conflict.log"))
    }

    @Test("render writes SVG with the chosen kinds, labels and scale")
    func render() throws {
        let directory = CLI.temporaryDirectory()
        let result = try CLI.run(
            ["render", CLI.fixture("clean.json"), "-o", "out.svg", "--scale", "2"], in: directory)
        expectEqual(result.status, 0)
        let svg = try String(contentsOf: directory.appendingPathComponent("out.svg"), encoding: .utf8)
        #expect(
            svg.hasPrefix("<svg") && svg.contains(">space1 100×100</text>") && svg.contains("width=\"844\""))
        // Both sides twice the drawing's 422 × 922, whose own units the view box keeps.
        #expect(svg.contains("width=\"844\" height=\"1844\" viewBox=\"0 0 422 922\""))
        let bare = try CLI.run(
            ["render", CLI.fixture("clean.json"), "-o", "bare.svg", "--no-labels", "--kinds", "safe-area"],
            in: directory)
        expectEqual(bare.status, 0)
        let bareSVG = try String(contentsOf: directory.appendingPathComponent("bare.svg"), encoding: .utf8)
        #expect(!bareSVG.contains("space1") && !bareSVG.contains("stroke-dasharray=\"6 3\""))
        let badKind = try CLI.run(
            ["render", CLI.fixture("clean.json"), "-o", "x.svg", "--kinds", "nope"], in: directory)
        #expect(badKind.status != 0 && badKind.errors.contains("unknown guide kind 'nope'"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("x.svg").path))
    }
}

@Suite("guidelens bad input")
struct BadInputTests {
    @Test(
        "each kind of bad snapshot is one line naming the file, the path and what was expected; exit 2",
        arguments: [
            ("missing.json", "missing.json: no such file"),
            ("not-json.json", "not-json.json: not valid JSON"),
            (
                "other-format.json",
                "other-format.json: format: expected \"guidelens-snapshot\", found \"xcode-view-hierarchy\"; this is not a GuideLens snapshot"
            ),
            (
                "version-3.json",
                "version-3.json: version: expected 1 to 2, found 3; this guidelens reads versions 1 to 2"
            ),
            (
                "invalid-field.json",
                "invalid-field.json: windows[0].subviews[0].guides[1].layoutFrame: expected 4 numbers [x, y, width, height]"
            ),
        ])
    func badSnapshots(file: String, message: String) throws {
        for command in [
            ["report"], ["lint"], ["render", "-o", "out.svg"], ["diff", CLI.fixture("clean.json")],
            ["html", "-o", "page.html"],
        ] {
            let directory = CLI.temporaryDirectory()
            let result = try CLI.run(command + [CLI.fixture(file)], in: directory)
            expectEqual(result.status, 2, "\(command)")
            #expect(result.output.isEmpty, "\(command)")
            let lines = result.errors.split(separator: "\n")
            expectEqual(lines.count, 1, "\(command): \(result.errors)")
            #expect(
                result.errors.hasPrefix("error: " + CLI.fixture(message.components(separatedBy: ":")[0])),
                "\(command)")
            #expect(result.errors.contains(message), "\(command): \(result.errors)")
            #expect(
                try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty,
                "\(command) created a file")
        }
    }

    @Test("a bad snapshot leaves an existing output file untouched")
    func outputNotTruncated() throws {
        let directory = CLI.temporaryDirectory()
        let existing = directory.appendingPathComponent("keep.svg")
        try Data("previous picture".utf8).write(to: existing)
        let result = try CLI.run(
            ["render", CLI.fixture("invalid-field.json"), "-o", "keep.svg"], in: directory)
        expectEqual(result.status, 2)
        expectEqual(try String(contentsOf: existing, encoding: .utf8), "previous picture")
    }

    @Test(
        "an output path that cannot be written is a clear error with exit 2",
        arguments: [
            ["render", "CLEAN", "-o", "/nonexistent-folder/out.svg"],
            ["render", "CLEAN", "-o", "."],
            ["html", "CLEAN", "-o", "/nonexistent-folder/page.html"],
            ["demo", "--scene", "spacer-views", "-o", "/proc/guidelens-cannot-write-here"],
        ])
    func unwritableOutput(arguments: [String]) throws {
        let result = try CLI.run(arguments.map { $0 == "CLEAN" ? CLI.fixture("clean.json") : $0 })
        expectEqual(result.status, 2, "\(result.errors)")
        #expect(
            result.errors.hasPrefix("error: ") && result.errors.split(separator: "\n").count == 1,
            "\(result.errors)")
        #expect(
            result.errors.contains("cannot") || result.errors.contains("is a directory"), "\(result.errors)")
    }
}

/// Options at their boundaries, on both sides (found by `Scripts/mutate`).
@Suite("guidelens options at their limits")
struct OptionLimitTests {
    @Test("html --why-limit: 0 or more; 0 writes a page with no answer and says so")
    func whyLimit() throws {
        let directory = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let refused = try CLI.run(
            ["html", CLI.fixture("clean.json"), "-o", "page.html", "--why-limit=-1"], in: directory)
        #expect(refused.status != 0 && refused.errors.contains("--why-limit must be 0 or more"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
        let none = try CLI.run(
            ["html", CLI.fixture("clean.json"), "-o", "page.html", "--why-limit", "0"], in: directory)
        #expect(none.status == 0 && none.output == "wrote page.html\n", "\(none.errors)")
        let page = try String(contentsOf: directory.appendingPathComponent("page.html"), encoding: .utf8)
        #expect(page.hasPrefix("<!doctype html>") && page.hasSuffix("</html>\n"))
        #expect(page.contains("guides have their why answer here") && !page.contains("\"why\":\""))
    }

    @Test("render --scale: above 0 and at most 16")
    func scale() throws {
        let directory = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out.svg").path
        for (scale, accepted) in [("16", true), ("0.01", true), ("16.5", false), ("0", false)] {
            let result = try CLI.run(["render", CLI.fixture("clean.json"), "-o", out, "--scale", scale])
            expectEqual((result.status == 0), accepted, "--scale \(scale): \(result.errors)")
            if !accepted {
                #expect(result.errors.contains("--scale must be a number above 0 and at most 16"))
            }
        }
    }

    @Test("diff: a move of half a point or less does not count unless --tolerance says so; 0 is a tolerance")
    func diffTolerance() throws {
        let directory = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let before = try Snapshot(json: Data(contentsOf: URL(fileURLWithPath: CLI.fixture("clean.json"))))
        func moved(by offset: Double) throws -> String {
            var after = before
            after.windows[0].subviews[0].guides[0].layoutFrame.origin.y += offset
            after.windows[0].subviews[0].guides[0].frameInWindow.origin.y += offset
            let path = directory.appendingPathComponent("moved-\(offset).json").path
            try after.jsonData().write(to: URL(fileURLWithPath: path))
            return path
        }
        let half = try moved(by: 0.5)
        let more = try moved(by: 0.75)
        expectEqual(try CLI.run(["diff", CLI.fixture("clean.json"), half]).output, "no changes\n")
        #expect(try CLI.run(["diff", CLI.fixture("clean.json"), more]).output.contains("1 moved"))
        #expect(
            try CLI.run(["diff", "--tolerance", "0", CLI.fixture("clean.json"), half]).output.contains(
                "1 moved"))
        let negative = try CLI.run(["diff", "--tolerance=-0.1", CLI.fixture("clean.json"), half])
        #expect(
            negative.status != 0
                && negative.errors.contains("--tolerance must be a number of points, 0 or more"))
    }

    @Test("explain --from 1 is the first conflict; demo --scene and --all together are refused")
    func firstAndBoth() throws {
        let log = CLI.fixture("spacer-views-conflict.log")
        expectEqual(
            try CLI.run(["explain", "--from", "1", log]).output, (try CLI.run(["explain", log])).output)
        let both = try CLI.run(["demo", "--scene", "spacer-views", "--all"])
        #expect(both.status != 0 && both.errors.contains("give either --scene or --all, not both"))
    }

    @Test("demo --png says when rsvg-convert is missing, and only then")
    func pngConverter() throws {
        let directory = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["demo", "--scene", "spacer-views", "--output", directory.path]
        // Everything else of the environment kept (a mutation run selects its mutant by a variable).
        let bare = ProcessInfo.processInfo.environment.merging(["PATH": directory.path]) { $1 }
        let without = try CLI.run(arguments + ["--png"], environment: bare)
        expectEqual(without.status, 0)
        #expect(without.errors.contains("PNG skipped: rsvg-convert is not installed"), "\(without.errors)")
        let notAsked = try CLI.run(arguments, environment: bare)
        #expect(!notAsked.errors.contains("PNG skipped"))
    }

    @Test("mcp without guidelens-mcp beside guidelens says how to build it")
    func mcpMissing() throws {
        let directory = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let copy = directory.appendingPathComponent("guidelens")
        try CLI.copyExecutable(at: CLI.executable, to: copy)
        let process = Process()
        process.executableURL = copy
        process.arguments = ["mcp"]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        expectEqual(process.terminationStatus, 2)
        #expect(text.contains("guidelens mcp: the server, guidelens-mcp, is not beside guidelens"), "\(text)")
        #expect(text.contains("`make install` from a clone installs both tools with the server"), "\(text)")
    }

    /// Whether this build has the package trait `MCP`, with which guidelens-mcp is the real server.
    static let builtWithMCPTrait: Bool = {
        #if MCP
            return true
        #else
            return false
        #endif
    }()

    @Test(
        "mcp with a guidelens-mcp built without the trait (as Mint builds it) says how to get the server",
        .enabled(if: !builtWithMCPTrait, "this build has the trait MCP: its guidelens-mcp is the server"))
    func mcpWithoutTrait() throws {
        let result = try CLI.run(["mcp"])
        expectEqual(result.status, 2)
        let directory = CLI.executable.resolvingSymlinksInPath().deletingLastPathComponent().path
        expectEqual(
            result.errors,
            "guidelens-mcp (\(directory)) was built without the package trait MCP, as `mint install` and a plain `swift build` build it, so it holds no server; `make install` from a clone installs both tools with the server (PREFIX=… chooses where; Homebrew's formula does the same), or build it with `swift build -c release --traits MCP --product guidelens-mcp` and copy .build/release/guidelens-mcp over this one\n"
        )
    }
}
