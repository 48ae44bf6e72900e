import Foundation
import Testing

/// Where `guidelens explain` reads its log: a file, or standard input (`-`, or no argument with a
/// log piped in), and what it says when it cannot.
@Suite("guidelens explain: the log from a file or standard input")
struct ExplainInputTests {
    /// A list kept in a source comment, `//` before every line: the log a user pastes.
    static let commented = CLI.fixture(
        "ConflictLogs/80-tmdb-mvp-swift-comment-bare-list-fractional-height.log")

    @Test("- reads standard input, and so does no argument with a log piped in: as the file reads")
    func pipe() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: Self.commented))
        let file = try CLI.run(["explain", Self.commented])
        #expect(file.status == 1 && file.output.hasPrefix("Conflict 1 of 1 (line 2): 4 constraints"))
        for arguments in [["explain", "-"], ["explain"]] {
            let piped = try CLI.run(arguments, input: data)
            #expect(piped.status == 1 && piped.errors.isEmpty, "\(arguments): \(piped.errors)")
            expectEqual(piped.output, file.output, "\(arguments)")
        }
        let json = try CLI.run(["explain", "--json", "-"], input: data)
        let fileJSON = try CLI.run(["explain", "--json", Self.commented])
        #expect(json.status == 1 && json.output == fileJSON.output)
    }

    @Test("an empty standard input: with - it holds no conflict; with no argument it is a mistake, said so")
    func emptyInput() throws {
        let dash = try CLI.run(["explain", "-"], input: Data())
        #expect(dash.status == 0 && dash.output == "no conflict in the log\n")
        let none = try CLI.run(["explain"], input: Data())
        #expect(none.status == 2 && none.output.isEmpty)
        expectEqual(
            none.errors,
            "error: no log given and nothing on standard input: guidelens explain LOG, or pipe the log in: pbpaste | guidelens explain -\n"
        )
    }

    @Test(
        "no argument at a terminal asks for a log instead of waiting",
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs util-linux's script"))
    func terminal() throws {
        // `script` runs the command with a terminal on its standard input.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", CLI.executable.path + " explain", "/dev/null"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        expectEqual(process.terminationStatus, 2)
        #expect(
            text.contains(
                "error: no log given: guidelens explain LOG, or pipe the log in: pbpaste | guidelens explain -"
            ))
    }

    @Test("text that is not UTF-8 says so and where, from a file or standard input; UTF-16 and a BOM read")
    func encodings() throws {
        let log = try String(contentsOfFile: Self.commented, encoding: .utf8)
        let expected = try CLI.run(["explain", Self.commented]).output
        var latin = Data(log.utf8)
        latin.insert(0xFF, at: 3)
        let piped = try CLI.run(["explain", "-"], input: latin)
        #expect(piped.status == 2 && piped.output.isEmpty)
        expectEqual(
            piped.errors,
            "error: standard input: is not UTF-8 text (byte 0xFF at offset 3); save the log as UTF-8 (or UTF-16 with a byte-order mark)\n"
        )
        // The offset counts bytes, not characters: two for an é before the bad byte.
        let accented = try CLI.run(["explain", "-"], input: Data("é".utf8) + Data([0xFF]))
        #expect(
            accented.status == 2 && accented.errors.contains("(byte 0xFF at offset 2)"), "\(accented.errors)")
        let directory = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("latin.log")
        try latin.write(to: file)
        let fromFile = try CLI.run(["explain", file.path])
        #expect(
            fromFile.status == 2
                && fromFile.errors.hasPrefix("error: \(file.path): is not UTF-8 text (byte 0xFF"))
        // Boundary: the same text as UTF-8 with a byte-order mark, or as UTF-16, reads; the mark
        // is not text (the list's first line follows it).
        let list = log.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().joined(
            separator: "\n")
        let expectedList = try CLI.run(["explain", "-"], input: Data(list.utf8)).output
        #expect(expectedList.hasPrefix("Conflict 1 of 1 (line 1): 4 constraints"))
        let bom = Data([0xEF, 0xBB, 0xBF]) + Data(list.utf8)
        let utf16 = try #require(list.data(using: .utf16))
        for data in [bom, utf16] {
            let read = try CLI.run(["explain", "-"], input: data)
            #expect(read.status == 1 && read.output == expectedList)
        }
        expectEqual(try CLI.run(["explain", "-"], input: Data(log.utf8)).output, expected)
    }

    @Test("a file that is not there, or a folder, says so; nothing is printed on standard output")
    func missingFile() throws {
        let directory = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("nope.log").path
        let result = try CLI.run(["explain", missing])
        #expect(result.status == 2 && result.output.isEmpty)
        expectEqual(result.errors, "error: \(missing): the file is not there\n")
        let folder = try CLI.run(["explain", directory.path])
        #expect(
            folder.status == 2 && folder.errors == "error: \(directory.path): is a folder, not a log file\n")
    }

    @Test(
        "--from and --limit explain one page, numbered as in the whole log; 0 and below, or -o without a snapshot, exit 2"
    )
    func pages() throws {
        let directory = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let one = try String(contentsOfFile: CLI.fixture("spacer-views-conflict.log"), encoding: .utf8)
        let file = directory.appendingPathComponent("three.log")
        try Data((one + "\n" + one + "\n" + one).utf8).write(to: file)
        let page = try CLI.run(["explain", "--from", "2", "--limit", "1", file.path])
        expectEqual(page.status, 1)
        #expect(page.output.hasPrefix("Conflict 2 of 3 (line "))
        #expect(!page.output.contains("Conflict 3 of 3"))
        #expect(page.output.hasSuffix("Shown: conflicts 2–2 of 3; the next from 3.\n"))
        let json = try CLI.run(["explain", "--json", "--from", "3", file.path])
        #expect(json.output.contains("\"from\" : 3,"))
        #expect(json.output.contains("\"total\" : 3,"))
        let whole = try CLI.run(["explain", "--limit", "3", file.path])
        expectEqual(whole.output, (try CLI.run(["explain", file.path])).output)
        for (arguments, message) in [
            (["--from", "0"], "--from must be 1 or more (the first conflict is 1), not 0"),
            (["--limit", "0"], "--limit must be 1 or more, not 0"),
            (["--limit=-2"], "--limit must be 1 or more, not -2"),
            (["-o", "out.svg"], "-o needs --snapshot: there is nothing to draw"),
        ] {
            let refused = try CLI.run(["explain"] + arguments + [file.path])
            #expect(refused.status == 2 && refused.output.isEmpty)
            expectEqual(refused.errors, "error: \(message)\n")
        }
    }
}
