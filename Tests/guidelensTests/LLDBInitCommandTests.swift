import Foundation
import Testing

@Suite("guidelens lldb-init, end to end")
struct LLDBInitCommandTests {
    /// The repository's own `Scripts/showguides.py`, named by `GUIDELENS_SHOWGUIDES` in these
    /// tests: a build kept outside the checkout (`--scratch-path`, a mutation run's copy) has no
    /// checkout above it to find it in. Where each install keeps the script is tested by
    /// `installLayouts` here and by ShowguidesLocatorTests.
    static let checkoutScript = CLI.fixtures.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Scripts/showguides.py").standardizedFileURL.path

    /// The test run's environment with `HOME` set and `GUIDELENS_SHOWGUIDES` naming `showguides`
    /// (the checkout's script unless given; `nil` leaves it unset).
    static func environment(home: URL, showguides: String? = checkoutScript) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = home.path
        environment["GUIDELENS_SHOWGUIDES"] = showguides
        return environment
    }

    @Test("run twice on ~/.lldbinit: created, then left alone, with one line importing the script")
    func twice() throws {
        let home = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let lldbinit = home.appendingPathComponent(".lldbinit").path
        let first = try CLI.run(["lldb-init"], environment: Self.environment(home: home))
        expectEqual(first.status, 0, "\(first.errors)")
        expectEqual(first.output, "created \(lldbinit): command script import \(Self.checkoutScript)\n")
        let second = try CLI.run(["lldb-init"], environment: Self.environment(home: home))
        expectEqual(second.status, 0)
        expectEqual(
            second.output, "\(lldbinit) already imports \(Self.checkoutScript) (line 1); nothing changed\n")
        expectEqual(
            try String(contentsOfFile: lldbinit, encoding: .utf8),
            "command script import \(Self.checkoutScript)\n")
    }

    @Test("--print prints the line and writes nothing; GUIDELENS_SHOWGUIDES chooses the script")
    func print() throws {
        let home = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let chosen = home.appendingPathComponent("showguides.py")
        try Data().write(to: chosen)
        let printed = try CLI.run(
            ["lldb-init", "--print"], environment: Self.environment(home: home, showguides: chosen.path))
        #expect(printed.status == 0 && printed.output == "command script import \(chosen.path)\n")
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent(".lldbinit").path))
    }

    @Test("--file edits the file it names, keeping its other lines: an Xcode scheme's LLDB Init File")
    func file() throws {
        let home = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let scheme = home.appendingPathComponent("App.lldbinit")
        try Data("command source ~/.lldbinit\ncommand script import /old/Scripts/showguides.py".utf8).write(
            to: scheme)
        let result = try CLI.run(
            ["lldb-init", "--file", scheme.path], environment: Self.environment(home: home))
        expectEqual(result.status, 0)
        expectEqual(
            result.output,
            "\(scheme.path), line 2: replaced the import of /old/Scripts/showguides.py with \(Self.checkoutScript)\n"
        )
        expectEqual(
            try String(contentsOf: scheme, encoding: .utf8),
            "command source ~/.lldbinit\ncommand script import \(Self.checkoutScript)")
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent(".lldbinit").path))
    }

    @Test("a ~/.lldbinit that is a link (dotfiles in a repository) stays a link; its target is edited")
    func link() throws {
        let home = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let target = home.appendingPathComponent("dotfiles-lldbinit")
        try Data("settings set a b\n".utf8).write(to: target)
        let lldbinit = home.appendingPathComponent(".lldbinit")
        try FileManager.default.createSymbolicLink(at: lldbinit, withDestinationURL: target)
        expectEqual(try CLI.run(["lldb-init"], environment: Self.environment(home: home)).status, 0)
        expectEqual(try FileManager.default.destinationOfSymbolicLink(atPath: lldbinit.path), target.path)
        expectEqual(
            try String(contentsOf: target, encoding: .utf8),
            "settings set a b\ncommand script import \(Self.checkoutScript)\n")
    }

    @Test(
        "bad input: one line, status 2, nothing written",
        arguments: ["folder", "missing folder", "not text", "script missing"])
    func badInput(_ kind: String) throws {
        let home = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: home) }
        let notText = home.appendingPathComponent("binary")
        let bytes = Data([0xFF, 0xFE, 0xFD, 0x00, 0x80])
        try bytes.write(to: notText)
        var environment = Self.environment(home: home)
        let arguments: [String]
        let expected: String
        switch kind {
        case "folder":
            arguments = ["lldb-init", "--file", home.path]
            expected = "error: lldb-init: \(home.path) is a folder; --file names the lldbinit file itself\n"
        case "missing folder":
            let path = home.appendingPathComponent("no/such/lldbinit").path
            arguments = ["lldb-init", "--file", path]
            expected = "error: lldb-init: the folder of \(path) does not exist; nothing was written\n"
        case "not text":
            arguments = ["lldb-init", "--file", notText.path]
            expected =
                "error: lldb-init: \(notText.path) is not UTF-8 text, so not an lldbinit file; nothing changed\n"
        default:
            environment["GUIDELENS_SHOWGUIDES"] = "/no/such/showguides.py"
            arguments = ["lldb-init"]
            expected =
                "error: lldb-init: GUIDELENS_SHOWGUIDES names /no/such/showguides.py, which does not exist\n"
        }
        let result = try CLI.run(arguments, environment: environment)
        expectEqual(result.status, 2)
        expectEqual(result.errors, expected)
        #expect(result.output.isEmpty)
        expectEqual(try Data(contentsOf: notText), bytes)
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent(".lldbinit").path))
        #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("no").path))
    }

    @Test("installed (make install, Homebrew) or linked by Mint, guidelens finds the script it came with")
    func installLayouts() throws {
        let root = CLI.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: root) }
        let files = FileManager.default
        // make install: PREFIX/bin/guidelens and PREFIX/share/guidelens/showguides.py.
        let prefix = root.appendingPathComponent("prefix")
        try files.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        try files.createDirectory(
            at: prefix.appendingPathComponent("share/guidelens"), withIntermediateDirectories: true)
        try CLI.copyExecutable(at: CLI.executable, to: prefix.appendingPathComponent("bin/guidelens"))
        try Data().write(to: prefix.appendingPathComponent("share/guidelens/showguides.py"))
        let installed = try CLI.run(
            ["lldb-init", "--print"], environment: Self.environment(home: root, showguides: nil),
            executable: prefix.appendingPathComponent("bin/guidelens"))
        expectEqual(installed.output, "command script import \(prefix.path)/share/guidelens/showguides.py\n")
        // Mint: the script beside the executable, which ~/.mint/bin links to.
        let build = root.appendingPathComponent("mint/packages/GuideLens/build/0.1.0")
        let links = root.appendingPathComponent("mint/bin")
        try files.createDirectory(at: build, withIntermediateDirectories: true)
        try files.createDirectory(at: links, withIntermediateDirectories: true)
        try CLI.copyExecutable(at: CLI.executable, to: build.appendingPathComponent("guidelens"))
        try Data().write(to: build.appendingPathComponent("showguides.py"))
        try files.createSymbolicLink(
            at: links.appendingPathComponent("guidelens"),
            withDestinationURL: build.appendingPathComponent("guidelens"))
        let mint = try CLI.run(
            ["lldb-init", "--print"], environment: Self.environment(home: root, showguides: nil),
            executable: links.appendingPathComponent("guidelens"))
        expectEqual(
            mint.output, "command script import \(build.resolvingSymlinksInPath().path)/showguides.py\n")
    }
}
