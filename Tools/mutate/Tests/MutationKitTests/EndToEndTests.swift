import Foundation
import Testing

@testable import MutationKit

@Suite("Running mutants on a small package", .serialized)
struct EndToEndTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Tiny")

    @Test(
        "a planted survivor is reported as survived, the rest as caught, and every file is restored",
        .timeLimit(.minutes(10)), arguments: [true, false])
    func tinyPackage(measuringCoverage: Bool) throws {
        let file = "Sources/Tiny/Tiny.swift"
        let original = try Data(contentsOf: Self.fixture.appendingPathComponent(file))
        let originalDate =
            try FileManager.default.attributesOfItem(
                atPath: Self.fixture.appendingPathComponent(file).path)[.modificationDate] as? Date
        let work = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mutate-tests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: work) }
        var options = RunOptions(repository: Self.fixture, files: [file], workDirectory: work)
        options.progress = { _ in }
        options.minimumTimeLimit = 60
        options.useCoverage = measuringCoverage
        let runner = MutationRunner(options: options)
        let mutants = try runner.discover()
        // Three reversed comparisons join the six of the other kinds.
        #expect(mutants.count == 9)
        let report = try runner.run(mutants)

        let survivors = report.results.filter { $0.status == .survived }.map(\.mutant)
        #expect(survivors.map(\.change) == ["> → >="])
        #expect(survivors.first?.line == 9)
        let caught = report.results.filter { $0.status == .caught }
        #expect(caught.count == 8)
        #expect(caught.allSatisfy { $0.caughtBy != nil && $0.schemata })
        #expect(report.total.percentage.map { Int($0.rounded()) } == 89)

        // The copy is back as the working tree has it; the working tree was never written.
        #expect(report.restoredFiles == [file])
        #expect(report.unrestoredFiles.isEmpty)
        let copied = work.appendingPathComponent("repository")
        #expect(try Data(contentsOf: copied.appendingPathComponent(file)) == original)
        #expect(
            !FileManager.default.fileExists(
                atPath: copied.appendingPathComponent("Sources/Tiny/" + MutationRunner.switchFileName).path))
        #expect(try Data(contentsOf: Self.fixture.appendingPathComponent(file)) == original)
        #expect(
            try FileManager.default.attributesOfItem(
                atPath: Self.fixture.appendingPathComponent(file).path)[.modificationDate] as? Date
                == originalDate)

        let json = try JSONSerialization.jsonObject(with: report.json()) as? [String: Any]
        #expect((json?["results"] as? [Any])?.count == 9)
    }
}
