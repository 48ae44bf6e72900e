/// One line of an lldbinit file, as `guidelens lldb-init` reads it: an import of a
/// `showguides.py`, with the script's path, or anything else (settings, other scripts, comments).
enum LLDBInitLine: Equatable {
    /// `command script import [options] PATH`, where PATH's file name is `showguides.py`.
    case importsShowguides(path: String)
    /// Any other line.
    case other

    /// The words LLDB's command that imports a Python script starts with.
    static let importCommand = ["command", "script", "import"]

    /// Reads one line (without its line ending): LLDB's own quoting (`"…"`, `'…'`) is undone, a
    /// comment (a line whose first character that is not blank is `#`) is another line, and
    /// options before the path (`-r`, `-c`) are skipped.
    init(_ line: Substring) {
        let words = Self.words(of: line)
        // A comment's first word starts with `#`, so it is never the command.
        guard Array(words.prefix(Self.importCommand.count)) == Self.importCommand,
            let path = words.dropFirst(Self.importCommand.count).first(where: { !$0.hasPrefix("-") }),
            path.split(separator: "/").last == "showguides.py"
        else {
            self = .other
            return
        }
        self = .importsShowguides(path: path)
    }

    /// The line that imports the script at `path` (absolute), quoted when it holds a space.
    ///
    /// - Throws: ``LLDBInitFailure/unwritablePath(_:)`` for a path LLDB would read otherwise:
    ///   one with a double quote, a backslash, a backtick (LLDB evaluates what backticks hold)
    ///   or a line break.
    static func importing(_ path: String) throws(LLDBInitFailure) -> String {
        if path.contains(where: { "\"\\`\n\r".contains($0) }) { throw .unwritablePath(path) }
        let written = path.contains(where: \.isWhitespace) || path.contains("'") ? "\"\(path)\"" : path
        return (importCommand + [written]).joined(separator: " ")
    }

    /// The line's words, split at spaces and tabs outside quotes, with the quotes taken off.
    private static func words(of line: Substring) -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        for character in line {
            if let open = quote {
                if character == open { quote = nil } else { word.append(character) }
            } else if character == "\"" || character == "'" {
                quote = character
                inWord = true
            } else if character == " " || character == "\t" {
                if inWord { words.append(word) }
                word = ""
                inWord = false
            } else {
                word.append(character)
                inWord = true
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
