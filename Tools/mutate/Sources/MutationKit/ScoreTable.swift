import Foundation

/// Counts per file, per folder and in all: the score is the share of mutants that count (caught,
/// timed out, survived) that the tests caught or timed out on.
package struct Score: Codable, Sendable, Equatable {
    package var name: String
    package var mutants = 0
    package var caught = 0
    package var timedOut = 0
    package var survived = 0
    package var notBuilt = 0
    package var equivalent = 0

    package init(name: String) {
        self.name = name
    }

    package mutating func add(_ status: MutantStatus) {
        mutants += 1
        switch status {
        case .caught: caught += 1
        case .timedOut: timedOut += 1
        case .survived: survived += 1
        case .notBuilt: notBuilt += 1
        case .equivalent: equivalent += 1
        }
    }

    /// Caught or timed out, out of all that count; nil when none counts.
    package var percentage: Double? {
        let counted = caught + timedOut + survived
        return counted == 0 ? nil : Double(caught + timedOut) * 100 / Double(counted)
    }
}

/// The whole run's results, as text and as JSON.
package struct MutationReport: Codable, Sendable {
    package var results: [MutantResult]
    package var files: [Score]
    package var folders: [Score]
    package var total: Score
    /// Every file the run wrote into the copy, and whether each is back as it was.
    package var restoredFiles: [String]
    package var unrestoredFiles: [String]
    package var note: String

    package init(
        results: [MutantResult], restoredFiles: [String] = [], unrestoredFiles: [String] = [],
        note: String = ""
    ) {
        self.results = results.sorted { $0.mutant.id < $1.mutant.id }
        var files: [String: Score] = [:]
        var folders: [String: Score] = [:]
        var total = Score(name: "total")
        for result in results {
            let file = result.mutant.file
            let folder = (file as NSString).deletingLastPathComponent
            files[file, default: Score(name: file)].add(result.status)
            folders[folder, default: Score(name: folder)].add(result.status)
            total.add(result.status)
        }
        self.files = files.values.sorted { $0.name < $1.name }
        self.folders = folders.values.sorted { $0.name < $1.name }
        self.total = total
        self.restoredFiles = restoredFiles
        self.unrestoredFiles = unrestoredFiles
        self.note = note
    }

    /// One line per mutant, as the run prints it.
    package static func line(for result: MutantResult) -> String {
        let mutant = result.mutant
        var text =
            "\(mutant.file):\(mutant.line):\(mutant.column)  #\(mutant.id)  \(mutant.change)  \(result.status.rawValue)"
        if let caughtBy = result.caughtBy { text += "  by \(caughtBy)" }
        return text
    }

    /// The score tables (per file, per folder, total) as aligned text.
    package var table: String {
        var lines: [String] = []
        func row(_ score: Score) -> String {
            let percentage = score.percentage.map { String(format: "%6.1f%%", $0) } ?? "      –"
            let counts = [
                score.mutants, score.caught, score.timedOut, score.survived, score.equivalent, score.notBuilt,
            ]
            .map { String($0).leftPadded(to: 10) }.joined()
            return counts + "  " + percentage + "  " + score.name
        }
        let header =
            ["mutants", "caught", "timed out", "survived", "equiv.", "no build"].map { $0.leftPadded(to: 10) }
            .joined() + "    score  "
        lines.append(header + "file")
        lines += files.map(row)
        lines.append("")
        lines.append(header + "folder")
        lines += folders.map(row)
        lines.append(row(total))
        return lines.joined(separator: "\n")
    }

    package func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self + " " : String(repeating: " ", count: width - count) + self
    }
}
