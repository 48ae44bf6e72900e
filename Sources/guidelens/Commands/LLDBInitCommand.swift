import ArgumentParser
import Foundation

/// `guidelens lldb-init`: adds LLDB's `showguides` to `~/.lldbinit` (or to the file `--file`
/// names, such as an Xcode scheme's LLDB Init File), importing the `showguides.py` that came with
/// this `guidelens`, once: run again, it changes nothing.
struct LLDBInitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lldb-init",
        abstract: "Add LLDB's showguides command to ~/.lldbinit, once, from this installation.",
        discussion: """
            Writes `command script import …/showguides.py` with the path of the script installed with \
            this guidelens (share/guidelens beside it: make install, Homebrew; beside it: Mint; or the \
            checkout it was built in; GUIDELENS_SHOWGUIDES names another). Run again, it changes \
            nothing. An import of a showguides.py from elsewhere is replaced in place, and said so. \
            For Xcode's per-scheme file (Edit Scheme ▸ Run ▸ Info ▸ LLDB Init File), give its path with \
            --file. Every other line is kept as it was.
            """)

    @Flag(name: .customLong("print"), help: "Print the line that imports showguides.py, and write nothing.")
    var printOnly = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The lldbinit file to edit (created when missing): an Xcode scheme's LLDB Init File, for one.",
            valueName: "path"))
    var file: String?

    func run() throws {
        try runReportingFailures {
            let script: String
            do throws(ShowguidesLookupFailure) {
                script = try ShowguidesLocator.current().script()
            } catch {
                throw LLDBInitFailure.scriptNotFound(error)
            }
            if printOnly {
                print(try LLDBInitLine.importing(script))
                return 0
            }
            let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
            let path = file ?? URL(fileURLWithPath: home).appendingPathComponent(".lldbinit").path
            let edit = try LLDBInitEdit.adding(
                script: script, to: try LLDBInitFile.read(path), homeDirectory: home)
            if edit.changesFile { try LLDBInitFile.write(edit.text, to: path) }
            print(edit.message(file: path))
            return 0
        }
    }
}
