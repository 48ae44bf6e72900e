import Foundation
import Testing

@testable import MutationKit

@Suite("Equivalent mutants: the file, and entries that name nothing")
struct EquivalentMutantsTests {
    /// The repository this package lives in (Tools/mutate/Tests/MutationKitTests/ is four folders down).
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test("every entry of the repository's file names a mutant the runner plants today")
    func repositoryFileIsCurrent() throws {
        let url = Self.repository.appendingPathComponent(EquivalentMutants.defaultPath)
        let equivalents = try EquivalentMutants(json: Data(contentsOf: url))
        #expect(equivalents.schemaVersion == 1)
        #expect(equivalents.mutants.count > 100)
        let stale = equivalents.staleEntries(in: Self.repository)
        #expect(stale.isEmpty, "\(stale.map(\.description).joined(separator: "\n"))")
        for entry in equivalents.mutants {
            #expect(
                !entry.reason.trimmingCharacters(in: .whitespaces).isEmpty, "\(entry.file): \(entry.line)")
        }
    }

    @Test("a line moved to another file, a change the line does not have and a file gone are each named")
    func staleEntries() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "equivalents-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = "func f(_ a: Int, _ b: Int) -> Bool {\n    a < b\n}\nlet width = 2.5 * 4\n"
        try source.write(
            to: directory.appendingPathComponent("Sources/A.swift"), atomically: true, encoding: .utf8)

        let kept = EquivalentMutants.Entry(
            file: "Sources/A.swift", line: "a < b", change: "< → <=", reason: "r")
        let moved = EquivalentMutants.Entry(
            file: "Sources/A.swift", line: "a > b", change: "> → >=", reason: "r")
        let otherChange = EquivalentMutants.Entry(
            file: "Sources/A.swift", line: "a < b", change: "< → >", reason: "r")
        let gone = EquivalentMutants.Entry(
            file: "Sources/B.swift", line: "a < b", change: "< → <=", reason: "r")
        let equivalents = EquivalentMutants(mutants: [kept, moved, otherChange, gone])
        let stale = equivalents.staleEntries(in: directory)
        #expect(stale.map(\.entry) == [moved, otherChange, gone])
        #expect(stale[0].problem == .noSuchLine)
        guard case .noSuchChange(let found) = stale[1].problem else {
            Issue.record("expected the change to be missing: \(stale[1])")
            return
        }
        #expect(found.contains("< → <="))
        #expect(!found.contains("< → >"))
        #expect(stale[2].problem == .noSuchFile)
        #expect(stale[0].description.contains("no line of the file reads so"))
    }

    @Test("an entry matches a mutant only by the same path, line and change")
    func matching() throws {
        let mutant = try #require(
            MutantFinder().mutants(in: "let c = a || b\n", file: "Sources/Core/Rect.swift")
                .first { $0.kind == .logical })
        let entry = EquivalentMutants.Entry(
            file: "Sources/Core/Rect.swift", line: mutant.sourceLine, change: mutant.change,
            reason: "never both")
        #expect(EquivalentMutants(mutants: [entry]).entry(for: mutant)?.reason == "never both")
        for changed in [
            EquivalentMutants.Entry(
                file: "Core/Rect.swift", line: entry.line, change: entry.change, reason: ""),
            EquivalentMutants.Entry(
                file: entry.file, line: entry.line + " ", change: entry.change, reason: ""),
            EquivalentMutants.Entry(file: entry.file, line: entry.line, change: "&& → ||", reason: ""),
        ] {
            #expect(EquivalentMutants(mutants: [changed]).entry(for: mutant) == nil)
        }
    }

    @Test("the file reads back as written; a malformed one throws")
    func roundTrip() throws {
        let equivalents = EquivalentMutants(mutants: [
            .init(
                file: "Sources/A.swift", line: "a || b", change: "|| → &&", reason: "a and b: \"never\" both")
        ])
        #expect(try EquivalentMutants(json: equivalents.json()) == equivalents)
        #expect(throws: (any Error).self) {
            try EquivalentMutants(json: Data(#"{"mutants": [{"file": 1}]}"#.utf8))
        }
    }
}
