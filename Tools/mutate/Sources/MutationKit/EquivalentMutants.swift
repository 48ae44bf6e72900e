import Foundation

/// The mutants a person has judged equivalent (no behaviour can tell them from the original), each
/// with its reason, read from a JSON file the repository keeps (`Tests/EquivalentMutants.json`).
///
/// An entry names a mutant by its file (the path from the repository's root), its source line as it
/// reads (trimmed) and the change as the runner prints it: text, not a line number, so that code
/// moving inside its file keeps its entries. Code that moves to another file, or changes, leaves an
/// entry naming nothing; `staleEntries(in:)` finds those, and a test keeps the file free of them.
package struct EquivalentMutants: Sendable, Codable, Equatable {
    /// One mutant judged equivalent.
    package struct Entry: Sendable, Codable, Equatable {
        /// The file's path from the repository's root.
        package var file: String
        /// The source line as it reads, trimmed.
        package var line: String
        /// The change as the runner prints it (`< → <=`, `statement deleted`).
        package var change: String
        /// Why no test can tell the mutant from the original.
        package var reason: String

        package init(file: String, line: String, change: String, reason: String) {
            self.file = file
            self.line = line
            self.change = change
            self.reason = reason
        }
    }

    /// An entry that no longer names a mutant, and why.
    package struct StaleEntry: Sendable, Equatable, CustomStringConvertible {
        package enum Problem: Sendable, Equatable {
            /// The file is not in the repository.
            case noSuchFile
            /// No line of the file reads as the entry's line.
            case noSuchLine
            /// The line is there, but the runner plants no mutant with the entry's change in it.
            case noSuchChange(found: [String])
        }

        package var entry: Entry
        package var problem: Problem

        package var description: String {
            let name = "\(entry.file): `\(entry.line)` (\(entry.change))"
            switch problem {
            case .noSuchFile: return "\(name): the file is not in the repository"
            case .noSuchLine: return "\(name): no line of the file reads so"
            case .noSuchChange(let found):
                let others = found.isEmpty ? "none" : found.joined(separator: ", ")
                return "\(name): the line has no mutant with this change (its changes: \(others))"
            }
        }
    }

    /// Where the repository keeps the file, from its root.
    package static let defaultPath = "Tests/EquivalentMutants.json"

    /// The file's version, raised when its shape changes.
    package var schemaVersion = 1
    package var mutants: [Entry]

    package init(mutants: [Entry]) {
        self.mutants = mutants
    }

    /// Reads the file's JSON; a file that is not the shape above throws, naming what is wrong.
    package init(json: Data) throws {
        self = try JSONDecoder().decode(Self.self, from: json)
    }

    /// The file's JSON, one entry a few lines, in the order given.
    package func json() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .withoutEscapingSlashes]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// The entry that names `mutant`, if any.
    package func entry(for mutant: Mutant) -> Entry? {
        mutants.first { entry in
            entry.file == mutant.file && entry.change == mutant.change && entry.line == mutant.sourceLine
        }
    }

    /// The entries that name no mutant the runner would plant in `repository` today.
    package func staleEntries(in repository: URL, finder: MutantFinder = MutantFinder()) -> [StaleEntry] {
        var found: [String: [Mutant]?] = [:]
        func planted(in file: String) -> [Mutant]? {
            if let known = found[file] { return known }
            let url = repository.appendingPathComponent(file)
            let mutants = (try? String(contentsOf: url, encoding: .utf8)).map {
                finder.mutants(in: $0, file: file)
            }
            found[file] = .some(mutants)
            return mutants
        }
        return mutants.compactMap { entry -> StaleEntry? in
            guard let fileMutants = planted(in: entry.file) else {
                return StaleEntry(entry: entry, problem: .noSuchFile)
            }
            let onLine = fileMutants.filter { $0.sourceLine == entry.line }
            if onLine.contains(where: { $0.change == entry.change }) { return nil }
            if onLine.isEmpty {
                let url = repository.appendingPathComponent(entry.file)
                let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                if !lines.contains(where: { $0.trimmingCharacters(in: .whitespaces) == entry.line }) {
                    return StaleEntry(entry: entry, problem: .noSuchLine)
                }
            }
            var changes: [String] = []
            for mutant in onLine where !changes.contains(mutant.change) { changes.append(mutant.change) }
            return StaleEntry(entry: entry, problem: .noSuchChange(found: changes))
        }
    }
}
