import Foundation
import Testing

/// The README and the pages of `Documentation/`, read by the tests that keep their examples true.
enum DocumentationText {
    /// The repository's root folder.
    static let repository = CLI.fixtures.deletingLastPathComponent().deletingLastPathComponent()

    /// The text of `path`, relative to the repository (`README.md`, `Documentation/Why.md`).
    static func read(_ path: String) throws -> String {
        try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8)
    }

    /// The fenced block that follows the first line of `text` starting with `marker` (an HTML
    /// comment such as `<!-- why-example -->`): its text between the opening and closing fences.
    static func block(after marker: String, in text: String) throws -> String {
        let found = try #require(text.range(of: "\n" + marker), "no \(marker)")
        let lineEnd = try #require(text.range(of: "\n", range: found.upperBound..<text.endIndex))
        let fence = try #require(text.range(of: "```", range: lineEnd.upperBound..<text.endIndex))
        // The opening fence stands on the line right after the marker, with or without a language.
        try #require(fence.lowerBound == lineEnd.upperBound, "no block right after \(marker)")
        let opened = try #require(text.range(of: "\n", range: fence.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "```\n", range: opened.upperBound..<text.endIndex))
        return String(text[opened.upperBound..<end.lowerBound])
    }

    /// Whether `excerpt` is `output` shortened: every line of the excerpt is a line of the
    /// output, in order and one after the other, from the output's first line; a line `…` (at any
    /// indentation) stands for lines left out, and a line ending in `…` for a line that starts
    /// with the text before it. Returns the first excerpt line that does not hold, or `nil`.
    static func mismatch(inExcerpt excerpt: String, of output: String) -> String? {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var next = 0
        var skipping = false
        var excerptLines = excerpt.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if excerptLines.last == "" { excerptLines.removeLast() }
        for line in excerptLines {
            if line.trimmingCharacters(in: .whitespaces) == "…" {
                skipping = true
                continue
            }
            func matches(_ candidate: String) -> Bool {
                line.hasSuffix("…") ? candidate.hasPrefix(String(line.dropLast())) : candidate == line
            }
            if skipping {
                guard let found = lines[next...].firstIndex(where: matches) else { return line }
                next = found + 1
            } else {
                guard next < lines.count, matches(lines[next]) else { return line }
                next += 1
            }
            skipping = false
        }
        return nil
    }
}
