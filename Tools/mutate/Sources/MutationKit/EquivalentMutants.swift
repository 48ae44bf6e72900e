/// The mutants a person has judged equivalent (no behaviour can tell them from the original),
/// read from a Markdown table so that the list and its reasons live in the test documentation.
///
/// The table follows a heading that contains "Equivalent mutants" and has four columns: the file
/// (its path or name), the source line as it reads (trimmed), the change as the runner prints it,
/// and why no test can see it. `|` inside a cell is written `\|`; backticks are ignored.
package struct EquivalentMutants: Sendable {
    package struct Entry: Sendable, Equatable {
        package var file: String
        package var sourceLine: String
        package var change: String
        package var reason: String
    }

    package var entries: [Entry]

    package init(entries: [Entry]) {
        self.entries = entries
    }

    package init(markdown: String) {
        var entries: [Entry] = []
        var inSection = false
        for rawLine in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = rawLine.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#") {
                inSection = line.localizedCaseInsensitiveContains("equivalent mutants")
                continue
            }
            guard inSection, line.hasPrefix("|") else { continue }
            let cells = Self.cells(of: line)
            guard cells.count >= 4, !cells[0].allSatisfy({ $0 == "-" || $0 == ":" || $0 == " " }),
                cells[0].lowercased() != "file"
            else { continue }
            entries.append(Entry(file: cells[0], sourceLine: cells[1], change: cells[2], reason: cells[3]))
        }
        self.entries = entries
    }

    static func cells(of line: String) -> [String] {
        let placeholder = "\u{0}"
        let protected = line.replacingOccurrences(of: "\\|", with: placeholder)
        var parts = protected.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
        if parts.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { parts.removeFirst() }
        if parts.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { parts.removeLast() }
        return parts.map {
            $0.replacingOccurrences(of: placeholder, with: "|").replacingOccurrences(of: "`", with: "")
                .trimmingCharacters(in: .whitespaces)
        }
    }

    /// The entry that names `mutant`, if any.
    package func entry(for mutant: Mutant) -> Entry? {
        entries.first { entry in
            (mutant.file == entry.file || mutant.file.hasSuffix("/" + entry.file))
                && entry.change == mutant.change
                && entry.sourceLine == mutant.sourceLine
        }
    }
}
