/// A text as lines that can be replaced, removed and added without touching the others: each
/// line keeps its own ending (`\n`, `\r\n`, or none for a last line without one).
struct TextLines {
    /// One line: what it says, and how it ends.
    private struct Line {
        var content: String
        var ending: String
    }

    private var lines: [Line]

    /// The lines of `text`. A `\r\n` is one `Character` in Swift, so lines are found by their
    /// `\n` among the Unicode scalars.
    init(_ text: String) {
        var lines: [Line] = []
        var current = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard scalar == "\n" else {
                current.append(scalar)
                continue
            }
            if current.last == "\r" {
                current.removeLast()
                lines.append(Line(content: String(current), ending: "\r\n"))
            } else {
                lines.append(Line(content: String(current), ending: "\n"))
            }
            current = String.UnicodeScalarView()
        }
        if !current.isEmpty { lines.append(Line(content: String(current), ending: "")) }
        self.lines = lines
    }

    /// The text again.
    var text: String { lines.map { $0.content + $0.ending }.joined() }

    /// The lines' positions.
    var indices: Range<Int> { lines.indices }

    /// The line at `index`, without its ending.
    func content(at index: Int) -> Substring { Substring(lines[index].content) }

    /// Replaces the line at `index`, keeping its ending.
    mutating func replace(at index: Int, with content: String) {
        lines[index].content = content
    }

    /// Removes the line at `index`, with its ending.
    mutating func remove(at index: Int) {
        lines.remove(at: index)
    }

    /// Adds `content` as the last line and returns its line number (from 1). A last line without
    /// an ending gets one first; the ending is the text's own (`\r\n` when any line ends so).
    mutating func append(_ content: String) -> Int {
        let ending = lines.contains { $0.ending == "\r\n" } ? "\r\n" : "\n"
        if let last = lines.indices.last, lines[last].ending.isEmpty { lines[last].ending = ending }
        lines.append(Line(content: content, ending: ending))
        return lines.count
    }
}
