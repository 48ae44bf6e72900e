import SwiftParser
import SwiftSyntax
import Testing

@testable import MutationKit

@Suite("Finding mutants")
struct MutantFinderTests {
    static let everyKind = """
        func check(_ a: Int, _ b: Int, _ flag: Bool) -> Bool {
            var count = 0
            if a < b { count += 1 }
            if a <= b && flag { count -= 1 }
            guard a > b || a >= b else { return a == b }
            while a != b { break }
            let sum = (a + b) * (a - b) / 2
            let ratio = 0.5
            let smallest = min(a, b) + max(a, b)
            return flag ? sum > smallest : ratio < 1
        }

        func tally(_ values: [Int], _ seen: Bool?, _ kind: Kind) -> [Int] {
            var result: [Int] = []
            result.append(values.count)
            result = result.sorted()
            switch kind {
            case .first, .second: result.append(1)
            case .third: break
            }
            return seen != false ? result : []
        }

        enum Kind { case first, second, third }

        func layout(_ frame: Rect, _ axis: Axis, _ start: Double, _ end: Double) -> String {
            let length = axis == .horizontal ? frame.width : frame.height
            let scaled = length * 0.5 + max(start, end, 2)
            guard distance(start, end) < scaled else { return "long" }
            switch axis {
            case .horizontal: return "wide"
            case .vertical: return "tall"
            }
        }
        """

    @Test("every kind of mutant is found, each with its change")
    func everyKindIsFound() {
        let mutants = MutantFinder().mutants(in: Self.everyKind, file: "Check.swift")
        #expect(Set(mutants.map(\.kind)) == Set(MutationKind.allCases))
        let changes = Set(mutants.map(\.change))
        for expected in [
            "< → <=", "<= → <", "> → >=", ">= → >", "== → !=", "!= → ==", "+ → -", "- → +", "* → /", "/ → *",
            "+= → -=", "-= → +=", "&& → ||", "|| → &&", "min → max", "max → min", "0 → 1", "2 → 3",
            "0.5 → 1.0",
            "1 → 2", "+= 1 dropped", "-= 1 dropped", "if c → if !(c)", "guard c → guard !(c)",
            "while c → while !(c)", "c ? a : b → !(c) ? a : b", "return r → return !(r)",
            "< → > (reversed)", "<= → >= (reversed)", "> → < (reversed)", ">= → <= (reversed)",
            "sorted() → sorted(by: >)", "case pattern .first dropped", "case pattern .second dropped",
            "!= false → == true", "if c → if true", "if c → if false", "guard c → guard true",
            "while c → while false", "c ? a : b → true ? a : b", "c ? a : b → false ? a : b",
            "statement deleted", "horizontal → vertical", "width → height", "height → width",
            "0.5 → 5.0 (×10)", "0.5 → 0.05 (÷10)", "2 → 1 (-1)", "2 → 20 (×10)", "\"wide\" → \"tall\"",
            "\"tall\" → \"wide\"", "start, end → end, start", "max argument start dropped",
            "max argument 2 dropped", "term max(start, end, 2) dropped",
        ] {
            #expect(changes.contains(expected), "\(expected) missing from \(changes.sorted())")
        }
        #expect(mutants.map(\.id) == Array(1...mutants.count))
    }

    @Test("places are 1-based lines and columns, and the source line is kept to recognise the mutant")
    func places() throws {
        let mutants = MutantFinder().mutants(
            in: "let x = 1\nlet y = x < 2\n", file: "A.swift", firstIdentifier: 7)
        let boundary = try #require(mutants.first { $0.kind == .boundary })
        #expect(boundary.line == 2)
        #expect(boundary.column == 11)
        #expect(boundary.sourceLine == "let y = x < 2")
        #expect(mutants.first?.id == 7)
    }

    @Test("code a Linux debug build does not compile, constants and `#if` conditions hold no mutants")
    func inactiveCodeAndConstants() {
        let source = """
            #if os(iOS) || canImport(UIKit)
            let hidden = 1 + 2
            #elseif DEBUG
            let shown = 3
            #endif
            enum Code: Int { case first = 4 }
            @available(iOS 14, *) func f(_ value: Int) -> Int {
                switch value {
                case 5: return 0
                default: return 0
                }
            }
            """
        let changes = MutantFinder().mutants(in: source, file: "A.swift").map(\.change)
        #expect(changes.contains("3 → 4"))
        #expect(!changes.contains("1 → 2"))
        #expect(!changes.contains("+ → -"))
        #expect(!changes.contains("4 → 5"))
        #expect(!changes.contains("5 → 6"))
        #expect(!changes.contains("14 → 15"))
        #expect(!changes.contains("|| → &&"))
    }

    @Test("`+` joining text or arrays is left alone; `+` between numbers is not")
    func textJoins() {
        let source = """
            func f(_ name: String, _ list: [Int], _ n: Int) -> String {
                let a = "x" + name
                let b = list + [n]
                return name + ("y" + "z") + a + "\\(b) \\(n + n)"
            }
            """
        let arithmetic = MutantFinder().mutants(in: source, file: "A.swift").filter { $0.kind == .arithmetic }
        #expect(arithmetic.count == 1)
        #expect(arithmetic.first?.sourceLine == "return name + (\"y\" + \"z\") + a + \"\\(b) \\(n + n)\"")
    }

    @Test("only functions and properties declared Bool have their returns inverted")
    func invertedReturnsOnlyForBool() {
        let source = """
            func count() -> Int { return 1 }
            func isEmpty(_ list: [Int]) -> Bool { return list.isEmpty }
            var ready: Bool { true }
            func names() -> [String] { [1].map { _ in return "a" } }
            func maybe(_ x: Bool) -> Bool {
                if x { print(x) }
                return x
            }
            """
        let inverted = MutantFinder().mutants(in: source, file: "A.swift").filter {
            $0.kind == .invertedReturn
        }
        #expect(inverted.map(\.line) == [2, 3, 7])
    }
}
