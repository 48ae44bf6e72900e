import Foundation
import Testing

@testable import MutationKit

/// The kinds that boundary and operator changes miss: a comparison turned round (a sort order
/// too), a pattern dropped from a `case`, an optional Boolean's default flipped, a condition made
/// constant, a statement deleted. Each is found where it should be and nowhere else, and the
/// source with all of them compiled in (and each one built alone) still compiles.
@Suite("Mutation kinds beyond boundaries and operators")
struct MutationKindTests {
    static let source = """
        enum Shape { case square, circle, line }

        struct Tally {
            var total = 0
            var names: [String] = []
            let fixed: Int

            init(fixed: Int) {
                self.fixed = fixed
                total = fixed
            }

            mutating func add(_ value: Int, _ flag: Bool?, _ shape: Shape) -> [Int] {
                var values = [value, total]
                values.append(fixed)
                total += value
                names.append("x")
                let chosen: Int
                if value > 2 { chosen = 1 } else { chosen = 2 }
                let counted = flag ?? false
                if flag == true, counted { values.append(chosen) }
                switch shape {
                case .square, .circle: values.append(3)
                default: break
                }
                for index in values.indices where index > 0 { values[index] += 1 }
                while values.count > 9 { values.removeLast() }
                return values.sorted().filter { $0 >= 0 }
            }

            func size(_ shape: Shape) -> Int {
                switch shape {
                case .square, .circle: return 1
                case .line: return 2
                }
            }

            func single() -> Int { fixed.signum() }
        }
        """

    static var mutants: [Mutant] { MutantFinder().mutants(in: source, file: "Tally.swift") }

    static func changes(of kind: MutationKind) -> [String] {
        mutants.filter { $0.kind == kind }.map { "\($0.line): \($0.change)" }
    }

    @Test("a comparison turned round, and a sort order")
    func reversed() {
        #expect(
            Self.changes(of: .reversedComparison) == [
                "19: > → < (reversed)", "26: > → < (reversed)", "27: > → < (reversed)",
                "28: sorted() → sorted(by: >)", "28: >= → <= (reversed)",
            ])
    }

    @Test("each pattern of a case that lists several, dropped alone and built alone")
    func droppedPatterns() throws {
        let dropped = Self.mutants.filter { $0.kind == .droppedPattern }
        #expect(
            dropped.map { "\($0.line): \($0.change)" } == [
                "23: case pattern .square dropped", "23: case pattern .circle dropped",
                "33: case pattern .square dropped", "33: case pattern .circle dropped",
            ])
        #expect(dropped.allSatisfy { !$0.schematable })
        let renderer = SchemataRenderer(source: Self.source)
        let lines = dropped.prefix(2).map {
            renderer.text(applying: $0).split(separator: "\n", omittingEmptySubsequences: false)[22]
        }
        #expect(
            lines == [
                "        case .circle: values.append(3)", "        case .square: values.append(3)",
            ])
    }

    @Test("an optional Boolean's default flipped: `== true` and `?? false`")
    func optionalDefaults() {
        #expect(Self.changes(of: .optionalDefault) == ["20: ?? false → ?? true", "21: == true → != false"])
    }

    @Test("each condition made true and false; a loop's only false")
    func constantConditions() {
        #expect(
            Self.changes(of: .constantCondition) == [
                "19: if c → if true", "19: if c → if false", "21: if c → if true", "21: if c → if false",
                "21: if c → if true", "21: if c → if false", "27: while c → while false",
            ])
    }

    @Test(
        "calls and assignments deleted, but not an initializer's, not a local's only value, not a body's only call"
    )
    func deletedStatements() {
        // Line 10 (`total = fixed` in init), 19 (`chosen = …`), 26 (`+= 1`, a dropped increment)
        // and 38 (`fixed.signum()`, the body's value) stay; a loop's only call (27) goes.
        #expect(
            Self.changes(of: .deletedStatement) == [
                "15: statement deleted", "16: statement deleted", "17: statement deleted",
                "27: statement deleted",
            ])
    }

    @Test("every schematable mutant compiles in beside the others, and each one alone compiles too")
    func compiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "mutation-kinds-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let renderer = SchemataRenderer(source: Self.source)
        let switchSource = "func active(_ identifier: Int) -> Bool { identifier == 0 }\n"
        var files: [(String, String)] = [
            ("all", renderer.schemataText(for: Self.mutants.filter(\.schematable), switchFunction: "active"))
        ]
        for mutant in Self.mutants where mutant.kind == .droppedPattern || mutant.kind == .deletedStatement {
            files.append(("alone\(mutant.id)", renderer.text(applying: mutant)))
        }
        for (name, text) in files {
            let file = directory.appendingPathComponent("\(name).swift")
            try (switchSource + text).write(to: file, atomically: true, encoding: .utf8)
            let result = try Shell.run(["swiftc", "-typecheck", "-swift-version", "6", file.path])
            let errors = result.output.split(separator: "\n").filter { $0.contains("error:") }
            // Dropping `.line`'s sibling from an exhaustive switch may not build alone; that is
            // counted as "did not build". Everything else must.
            if name.hasPrefix("alone"), let mutant = Self.mutants.first(where: { "alone\($0.id)" == name }),
                mutant.kind == .droppedPattern, mutant.line == 33
            {
                #expect(!errors.isEmpty, "dropping a pattern of an exhaustive switch should not build")
            } else {
                #expect(errors.isEmpty, "\(name): \(errors)\n\(text)")
            }
        }
    }
}
