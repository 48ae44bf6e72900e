import Foundation

/// What `guidelens lldb-init` does to an lldbinit file's text, decided without touching the file:
/// afterwards the file imports `showguides.py` exactly once, from this installation.
///
/// - No import of a `showguides.py`: the line is added at the end (the file is created when
///   missing; a last line without a line break gets one first).
/// - The first import already names this script: nothing changes.
/// - The first import names a `showguides.py` elsewhere (an older install, a checkout): that line
///   is replaced in place, because LLDB would otherwise load both and keep the later one.
/// - Later imports of a `showguides.py`, whatever their path, are removed, for the same reason.
///
/// Every other line is kept byte for byte, line endings (`\n` or `\r\n`) included.
struct LLDBInitEdit: Equatable {
    /// What happened to the import of this script.
    enum Outcome: Equatable {
        /// The file did not exist; it now holds the one line.
        case created
        /// The line was added at the end.
        case appended
        /// The file already imported this script.
        case alreadyPresent
        /// The first import named another `showguides.py`, at this path (as written in the file).
        case replaced(previous: String)
    }

    /// A later import of a `showguides.py` that was removed: its line number in the old text and
    /// the path it named.
    struct RemovedImport: Equatable {
        var line: Int
        var path: String
    }

    /// The script's absolute path.
    var script: String
    /// The line that imports it.
    var importLine: String
    /// What happened to that line.
    var outcome: Outcome
    /// The line number (from 1) of the import in the new text.
    var line: Int
    /// Later imports removed.
    var removed: [RemovedImport]
    /// The file's new text (the old one when nothing changed).
    var text: String

    /// Whether the file must be written.
    var changesFile: Bool { outcome != .alreadyPresent || !removed.isEmpty }

    /// The edit that makes `existing` (the file's text, `nil` when there is no file) import
    /// `script`. A path in the file starting with `~/` is read from `homeDirectory`; paths are
    /// compared without `.` and `..`.
    static func adding(script: String, to existing: String?, homeDirectory: String) throws(LLDBInitFailure)
        -> LLDBInitEdit
    {
        let importLine = try LLDBInitLine.importing(script)
        guard let existing else {
            return LLDBInitEdit(
                script: script, importLine: importLine, outcome: .created, line: 1, removed: [],
                text: importLine + "\n")
        }
        var lines = TextLines(existing)
        let imports = lines.indices.compactMap { index -> (index: Int, path: String)? in
            guard case .importsShowguides(let path) = LLDBInitLine(lines.content(at: index)) else {
                return nil
            }
            return (index, path)
        }
        guard let first = imports.first else {
            let line = lines.append(importLine)
            return LLDBInitEdit(
                script: script, importLine: importLine, outcome: .appended, line: line, removed: [],
                text: lines.text)
        }
        let samePath =
            Self.normalized(first.path, homeDirectory: homeDirectory)
            == Self.normalized(script, homeDirectory: homeDirectory)
        let outcome: Outcome = samePath ? .alreadyPresent : .replaced(previous: first.path)
        if !samePath { lines.replace(at: first.index, with: importLine) }
        let later = imports.dropFirst()
        for removal in later.reversed() { lines.remove(at: removal.index) }
        return LLDBInitEdit(
            script: script, importLine: importLine, outcome: outcome, line: first.index + 1,
            removed: later.map { RemovedImport(line: $0.index + 1, path: $0.path) }, text: lines.text)
    }

    /// A path as LLDB resolves it: `~/` from the home directory, without `.` and `..`.
    static func normalized(_ path: String, homeDirectory: String) -> String {
        let expanded = path.hasPrefix("~/") ? homeDirectory + "/" + path.dropFirst(2) : path
        return URL(fileURLWithPath: expanded).standardizedFileURL.path
    }
}
