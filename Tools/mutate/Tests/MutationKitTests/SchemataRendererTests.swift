import SwiftParser
import SwiftSyntax
import Testing

@testable import MutationKit

@Suite("Writing mutants into the source")
struct SchemataRendererTests {
    @Test("one mutant at a time changes exactly its own place")
    func oneAtATime() throws {
        let source = "func f(_ a: Int, _ b: Int) -> Bool {\n    a < b && b > 0\n}\n"
        let mutants = MutantFinder().mutants(in: source, file: "A.swift")
        let renderer = SchemataRenderer(source: source)
        let texts = Set(mutants.map { renderer.text(applying: $0) })
        #expect(texts.count == mutants.count)
        #expect(texts.contains("func f(_ a: Int, _ b: Int) -> Bool {\n    a <= b && b > 0\n}\n"))
        #expect(texts.contains("func f(_ a: Int, _ b: Int) -> Bool {\n    !(a < b && b > 0)\n}\n"))
        #expect(texts.contains("func f(_ a: Int, _ b: Int) -> Bool {\n    a < b && b > 1\n}\n"))
    }

    @Test(
        "all mutants compiled in: the file still parses, keeps every line where it was, and selects each by number"
    )
    func schemata() throws {
        let source =
            MutantFinderTests.everyKind + """

                func g(_ values: [Int]) -> Bool {
                    values.contains { value in
                        let doubled = value * 2 // a comment that must not swallow what follows
                        return doubled > 3
                    } && values.count
                        > 1
                }

                """
        let mutants = MutantFinder().mutants(in: source, file: "A.swift").filter(\.schematable)
        let text = SchemataRenderer(source: source).schemataText(for: mutants, switchFunction: "active")
        let tree = Parser.parse(source: text)
        #expect(!tree.hasError, "\(text)")
        #expect(
            text.split(separator: "\n", omittingEmptySubsequences: false).count
                == source.split(separator: "\n", omittingEmptySubsequences: false).count)
        for mutant in mutants {
            #expect(text.contains("active(\(mutant.id)) ?"))
        }
        // Each original line is still in the file, as a suffix of the wrapped one at worst.
        #expect(text.contains("var count = (active("))
    }

    @Test("a multi-line string inside an expression makes its mutants build alone")
    func multilineStrings() {
        let source = "let a = 1\nlet ok = a > 0 && \"\"\"\n    x\n    \"\"\".isEmpty\n"
        let mutants = MutantFinder().mutants(in: source, file: "A.swift")
        #expect(mutants.first { $0.kind == .logical }?.schematable == false)
        #expect(mutants.first { $0.kind == .boundary }?.schematable == true)
        #expect(mutants.first { $0.change == "1 → 2" }?.schematable == true)
    }
}

@Suite("Equivalent mutants and scores")
struct ReportTests {
    @Test("the score counts caught and timed out out of caught, timed out and survived")
    func score() {
        var score = Score(name: "x")
        for status in [MutantStatus.caught, .caught, .timedOut, .survived, .equivalent, .notBuilt] {
            score.add(status)
        }
        #expect(score.mutants == 6)
        #expect(score.percentage == 75)
        #expect(Score(name: "none").percentage == nil)
    }

    @Test("the failing test's name is read from Swift Testing and XCTest output, or the crash")
    func failingTest() {
        #expect(
            TestOutputReader.firstFailure(
                in:
                    "✔ Test a() passed\n✘ Test \"boundaries\" recorded an issue at A.swift:3:5: Expectation failed"
            ) == "\"boundaries\"")
        #expect(
            TestOutputReader.firstFailure(in: "Test Case 'Suite.testX' failed (0.1 seconds)") == "Suite.testX"
        )
        #expect(
            TestOutputReader.firstFailure(in: "Fatal error: Index out of range")
                == "crash: Fatal error: Index out of range")
        #expect(TestOutputReader.firstFailure(in: "all good") == nil)
    }

    @Test("a sample is the same for the same seed, and another for another")
    func sample() {
        func pick(_ seed: UInt64) -> [Int] {
            var generator = SplitMix64(seed: seed)
            return Array(Array(0..<50).shuffled(using: &generator).prefix(5))
        }
        #expect(pick(1) == pick(1))
        #expect(pick(1) != pick(2))
    }
}
