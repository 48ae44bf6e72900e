import Foundation
import Testing

@testable import guidelens

/// The script the edits import, and the line that imports it.
private let installed = "/opt/homebrew/share/guidelens/showguides.py"
private let importLine = "command script import /opt/homebrew/share/guidelens/showguides.py"

@Suite("lldb-init: what the lldbinit file becomes")
struct LLDBInitEditTests {
    static let home = "/Users/someone"

    static func edit(_ text: String?, script: String = installed) throws -> LLDBInitEdit {
        try LLDBInitEdit.adding(script: script, to: text, homeDirectory: home)
    }

    @Test("no file: created with the one line")
    func missingFile() throws {
        let edit = try Self.edit(nil)
        #expect(
            edit.outcome == .created && edit.line == 1 && edit.text == importLine + "\n" && edit.changesFile)
    }

    @Test(
        "no import: added at the end, a last line without its line break given one",
        arguments: [
            ("", importLine + "\n", 1),
            ("\n", "\n" + importLine + "\n", 2),
            ("settings set a b\n", "settings set a b\n" + importLine + "\n", 2),
            ("settings set a b", "settings set a b\n" + importLine + "\n", 2),
            (
                "command script import /opt/chisel/fbchisellldb.py\r\nsettings set a b\r\n",
                "command script import /opt/chisel/fbchisellldb.py\r\nsettings set a b\r\n" + importLine
                    + "\r\n", 3
            ),
            (
                "command script import /opt/chisel/fbchisellldb.py\r\nsettings set a b",
                "command script import /opt/chisel/fbchisellldb.py\r\nsettings set a b\r\n" + importLine
                    + "\r\n", 3
            ),
        ])
    func appended(existing: String, expected: String, line: Int) throws {
        let edit = try Self.edit(existing)
        expectEqual(edit.outcome, .appended)
        expectEqual(edit.text, expected)
        #expect(edit.line == line && edit.removed.isEmpty && edit.changesFile)
    }

    @Test(
        "the same script already imported, however written: nothing changes",
        arguments: [
            importLine,
            importLine + "\n",
            "settings set a b\n" + importLine + "\nsettings set c d\n",
            "  command script import   /opt/homebrew/share/guidelens/showguides.py  \n",
            "command script import \"/opt/homebrew/share/guidelens/showguides.py\"\n",
            "command script import '/opt/homebrew/share/guidelens/showguides.py'\n",
            "command script import -r /opt/homebrew/share/guidelens/showguides.py\n",
            "command script import /opt/homebrew/share/guidelens/../guidelens/./showguides.py\n",
            "command script import\t/opt/homebrew/share/guidelens/showguides.py\r\n",
        ])
    func alreadyPresent(existing: String) throws {
        let edit = try Self.edit(existing)
        expectEqual(edit.outcome, .alreadyPresent)
        #expect(edit.text == existing && !edit.changesFile && edit.removed.isEmpty)
    }

    @Test("a path from the home directory (~/) is the same script as its absolute path")
    func homeRelative() throws {
        let script = Self.home + "/GuideLens/Scripts/showguides.py"
        let existing = "command script import ~/GuideLens/Scripts/showguides.py\n"
        expectEqual(try Self.edit(existing, script: script).outcome, .alreadyPresent)
        expectEqual(
            try Self.edit("command script import ~/Other/Scripts/showguides.py\n", script: script).outcome,
            .replaced(previous: "~/Other/Scripts/showguides.py"))
    }

    @Test("the edit says which line the import is on: here the third")
    func lineNumber() throws {
        expectEqual(try Self.edit("settings set a b\n\n" + importLine + "\n").line, 3)
    }

    @Test("an import of a showguides.py elsewhere is replaced in place, its line ending kept")
    func replaced() throws {
        let existing =
            "settings set a b\r\ncommand script import /Users/someone/GuideLens/Scripts/showguides.py\r\nsettings set c d\r\n"
        let edit = try Self.edit(existing)
        expectEqual(edit.outcome, .replaced(previous: "/Users/someone/GuideLens/Scripts/showguides.py"))
        #expect(edit.line == 2 && edit.changesFile)
        #expect(edit.text == "settings set a b\r\n" + importLine + "\r\nsettings set c d\r\n")
    }

    @Test("a replaced last line without a line break stays without one")
    func replacedLastLine() throws {
        let edit = try Self.edit("settings set a b\ncommand script import /old/showguides.py")
        #expect(edit.text == "settings set a b\n" + importLine)
    }

    @Test("later imports of any showguides.py are removed, so that LLDB loads this one")
    func laterImportsRemoved() throws {
        let sameThenOther = try Self.edit(
            importLine + "\nsettings set a b\ncommand script import /old/showguides.py\n")
        #expect(sameThenOther.outcome == .alreadyPresent && sameThenOther.changesFile)
        expectEqual(sameThenOther.removed, [.init(line: 3, path: "/old/showguides.py")])
        #expect(sameThenOther.text == importLine + "\nsettings set a b\n")
        let otherThenSame = try Self.edit("command script import /old/showguides.py\n" + importLine + "\n")
        expectEqual(otherThenSame.outcome, .replaced(previous: "/old/showguides.py"))
        expectEqual(otherThenSame.removed, [.init(line: 2, path: installed)])
        #expect(otherThenSame.text == importLine + "\n")
        let twice = try Self.edit(importLine + "\n" + importLine)
        #expect(twice.text == importLine + "\n" && twice.removed.count == 1)
    }

    @Test(
        "what is not an import of showguides.py is left alone",
        arguments: [
            "# command script import /old/showguides.py\n",
            "  #command script import /old/showguides.py\n",
            "command script import /old/showguides.py.orig\n",
            "command script import /old/my_showguides.py\n",
            "command script import /opt/chisel/fbchisellldb.py\n",
            "command source /old/showguides.py\n",
            "command script add -f showguides.run showguides\n",
            "command script import\n",
        ])
    func notAnImport(existing: String) throws {
        let edit = try Self.edit(existing)
        expectEqual(edit.outcome, .appended)
        #expect(edit.text == existing + importLine + "\n")
    }

    @Test(
        "run twice, the second run changes nothing, and the file imports showguides.py once",
        arguments: [
            nil, "", "settings set a b", "settings set a b\r\n", "command script import /old/showguides.py",
            "command script import /old/showguides.py\n" + importLine + "\n",
        ] as [String?])
    func idempotent(existing: String?) throws {
        let first = try Self.edit(existing)
        let second = try Self.edit(first.text)
        #expect(second.outcome == .alreadyPresent && !second.changesFile && second.text == first.text)
        expectEqual(first.text.components(separatedBy: "showguides.py").count, 2)
    }

    @Test("a path with a space or an apostrophe is quoted, and read back as the same script")
    func quoted() throws {
        let script = "/Users/some one/GuideLens/Scripts/showguides.py"
        let edit = try Self.edit(nil, script: script)
        expectEqual(edit.text, "command script import \"/Users/some one/GuideLens/Scripts/showguides.py\"\n")
        expectEqual(try Self.edit(edit.text, script: script).outcome, .alreadyPresent)
        let apostrophe = try Self.edit(nil, script: "/Users/o'neil/showguides.py")
        expectEqual(apostrophe.importLine, "command script import \"/Users/o'neil/showguides.py\"")
        expectEqual(
            try Self.edit(apostrophe.text, script: "/Users/o'neil/showguides.py").outcome, .alreadyPresent)
    }

    @Test(
        "a path LLDB would read otherwise is refused",
        arguments: [
            "/a\"b/showguides.py", "/a\\b/showguides.py", "/a`b`/showguides.py", "/a\nb/showguides.py",
        ])
    func unwritable(script: String) {
        #expect(throws: LLDBInitFailure.unwritablePath(script)) { try Self.edit("x\n", script: script) }
    }

    @Test("each outcome is one line that says what was done to which file")
    func messages() throws {
        let file = "/Users/someone/.lldbinit"
        expectEqual(try Self.edit(nil).message(file: file), "created \(file): \(importLine)")
        expectEqual(try Self.edit("a\n").message(file: file), "added to \(file) (line 2): \(importLine)")
        expectEqual(
            try Self.edit(importLine).message(file: file),
            "\(file) already imports \(installed) (line 1); nothing changed")
        expectEqual(
            try Self.edit("command script import /old/showguides.py\n").message(file: file),
            "\(file), line 1: replaced the import of /old/showguides.py with \(installed)")
        expectEqual(
            try Self.edit(importLine + "\ncommand script import /old/showguides.py\n").message(file: file),
            "\(file) already imports \(installed) (line 1); removed line 2, another import of /old/showguides.py"
        )
    }
}
