import Foundation
import SwiftParser
import SwiftSyntax
import Testing

@testable import MutationKit

/// The kinds that plant the defects layout code suffers and the older kinds miss: an axis swapped,
/// a constant scaled, a word replaced by its sibling, two arguments swapped, one source dropped.
/// Each source below holds, for its kind, the places a mutant must be planted and the places it
/// must not; the last test compiles every one of them in beside the others.
@Suite("Mutation kinds for layout defects")
struct LayoutDefectKindTests {
    static let axisSource = """
        enum Axis { case horizontal, vertical }

        struct Rect { var x = 0.0, y = 0.0, width = 0.0, height = 0.0 }

        struct Point {
            var x: Double
            var y: Double
            init(_ value: Double) {
                self.x = value
                self.y = value
            }
        }

        struct Insets { var leading = 0.0, trailing = 0.0 }
        struct Page { var leading = 0.0, top = 0.0 }

        /// The frame's width or height (`frame.width` in a comment is no member access).
        func length(of frame: Rect, along axis: Axis) -> Double {
            axis == .horizontal ? frame.width : frame.height
        }

        func moved(_ frame: Rect, by offset: Double) -> Rect {
            var result = frame
            result.x = result.y + offset + frame.x
            swap(&result.x, &result.y)
            return result
        }

        func margin(_ insets: Insets, _ page: Page) -> Double {
            insets.leading + insets.trailing + page.leading + page.top
        }

        let axes: [Axis] = [.horizontal, .vertical]

        func name(of axis: Axis) -> String {
            if case .horizontal = axis { return "width" }
            return "height"
        }
        """

    static let scaledSource = """
        let tolerance = 1e-9
        let spacing = 0.5
        let nothing = 0.0
        let margin = 8
        let first = 1
        let mask = 0x10

        func pick(_ values: [Int], _ count: inout Int) -> Int {
            count += 1
            let digit = count % 10
            for index in 0..<3 where index < values.count { count += values[2] }
            let text = String(count, radix: 16)
            switch text {
            case "a": return 4
            default: return digit * 12
            }
        }
        """

    static let siblingSource = """
        enum Relation { case lessThanOrEqual, greaterThanOrEqual, equal }

        func bound(_ relation: Relation) -> String {
            switch relation {
            case .lessThanOrEqual: return "at most"
            case .greaterThanOrEqual: return "at least"
            case .equal: return ""
            }
        }

        func read(_ part: String) -> String? {
            if part.hasPrefix("h=") { return String(part.dropFirst(2)) }
            if part.hasPrefix("v=") { return String(part.dropFirst(2)) }
            return nil
        }

        func weight(of word: String) -> Int {
            if word == "exactly" { return 2 }
            if word == "about" { return 1 }
            return 0
        }

        func record(_ key: String, _ value: String) -> String { "\\(key)=\\(value)" }

        func words(_ relation: Relation, _ count: Int) -> [String] {
            let word = relation == .equal ? "exactly" : "about"
            let names = ["first", "second", "\\(count)"]
            let plural = ["one": "view", "many": "views"]
            let separators = [",", ";"]
            return [word, record("kind", "box"), record("kind", "line")] + names + separators + plural.keys
        }
        """

    static let argumentSource = """
        struct Size { var width: Double; var height: Double }

        func distance(_ from: Double, _ to: Double) -> Double { to - from }
        func area(_ width: Double, _ height: Double) -> Double { width * height }
        func span(from: Double, to: Double) -> Double { to - from }
        func label(_ text: String, _ key: String) -> String { "\\(key)=\\(text)" }
        @discardableResult func note(_ first: Double, _ second: Double) -> Double { first - second }

        func use(_ size: Size, _ other: Size, _ start: Double, _ end: Double, _ count: Int) -> Double {
            note(start, end)
            let spans = [
                distance(start, end), distance(start, start), area(size.width, size.height),
                distance(1, 2.5), area(size.width, other.width), distance(start, Double(count)),
                min(start, end), span(from: start, to: end), distance(start, 1),
            ]
            let moved = [1.0].map { distance($0, end) }
            let labels = [label("box", "kind"), label("line", "kind"), label("wide", "tall")]
            return spans[0] + moved[0] + Double(labels.count)
        }
        """

    static let droppedSource = """
        func clamp(_ value: Double, _ low: Double, _ high: Double, _ inset: Double) -> Double {
            let smallest = min(value, low, high)
            let bounded = max(low, value)
            let floor = max(0, value)
            let total = value + inset + high
            let width = value - inset + high
            let difference = value - inset
            let next = value + 1
            let text = "a" + String(value)
            let values = [value] + [inset]
            let largest = [value, low].max() ?? 0
            _ = (text, values)
            return smallest * bounded * floor * total * width * difference * next * largest
        }
        """

    static func changes(_ kind: MutationKind, in source: String) -> [String] {
        MutantFinder().mutants(in: source, file: "Layout.swift").filter { $0.kind == kind }
            .map { "\($0.line): \($0.change)" }
    }

    @Test(
        "an axis swapped where the twin is named on the same base, never in a pattern, a comment, an inout, an initializer's assignment or a list that holds the twin"
    )
    func axisSwaps() throws {
        #expect(
            Self.changes(.axisSwap, in: Self.axisSource) == [
                "19: horizontal → vertical", "19: width → height", "19: height → width",
                "24: x → y", "24: y → x", "30: leading → top", "30: top → leading",
            ])
        // The swap of a stored-into member is compiled in around the whole assignment.
        let mutants = MutantFinder().mutants(in: Self.axisSource, file: "Layout.swift")
        let written = try #require(mutants.first { $0.kind == .axisSwap && $0.change == "x → y" })
        let renderer = SchemataRenderer(source: Self.axisSource)
        let line = renderer.text(applying: written).split(separator: "\n", omittingEmptySubsequences: false)[
            23]
        #expect(line == "    result.y = result.y + offset + frame.x")
        #expect(
            Array(Self.axisSource.utf8)[written.wrapStart..<written.wrapEnd]
                .elementsEqual("result.x = result.y + offset + frame.x".utf8))
    }

    @Test(
        "a float ×10 and ÷10, an integer of 2 or more −1 and ×10; never 0 or 1, a mask, an index, a range, a modulo, a radix or a case's code, and never what `literal` plants"
    )
    func scaledConstants() {
        #expect(
            Self.changes(.scaledConstant, in: Self.scaledSource) == [
                "1: 1e-9 → 1e-8 (×10)", "1: 1e-9 → 1e-10 (÷10)", "2: 0.5 → 5.0 (×10)", "2: 0.5 → 0.05 (÷10)",
                "4: 8 → 7 (-1)", "4: 8 → 80 (×10)", "15: 12 → 11 (-1)", "15: 12 → 120 (×10)",
            ])
        let mutants = MutantFinder().mutants(in: Self.scaledSource, file: "Layout.swift")
        let renderer = SchemataRenderer(source: Self.scaledSource)
        let planted = Set(mutants.filter { $0.kind == .literal }.map { renderer.text(applying: $0) })
        #expect(
            mutants.filter { $0.kind == .scaledConstant }.allSatisfy {
                !planted.contains(renderer.text(applying: $0))
            })
        #expect(MutationPointVisitor.decimalText("12.50", timesTenToThe: 1) == "125.0")
        #expect(MutationPointVisitor.decimalText("0.25", timesTenToThe: -1) == "0.025")
        #expect(MutationPointVisitor.decimalText("1.0", timesTenToThe: -1) == "0.1")
        #expect(MutationPointVisitor.decimalText("2E3", timesTenToThe: 1) == "2e4")
    }

    @Test(
        "a string replaced by its nearest sibling in one role: a switch's cases, one function's argument, one list, one comparison; never a `?:`'s other side, a key written twice, one character or a dictionary's key"
    )
    func siblingStrings() {
        #expect(
            Self.changes(.siblingString, in: Self.siblingSource) == [
                "5: \"at most\" → \"at least\"", "6: \"at least\" → \"at most\"", "7: \"\" → \"at least\"",
                "12: \"h=\" → \"v=\"", "13: \"v=\" → \"h=\"",
                "18: \"exactly\" → \"about\"", "19: \"about\" → \"exactly\"",
                "27: \"first\" → \"second\"", "27: \"second\" → \"first\"",
                "28: \"view\" → \"views\"", "28: \"views\" → \"view\"",
                "30: \"box\" → \"line\"", "30: \"line\" → \"box\"",
            ])
    }

    @Test(
        "two adjacent arguments of one type swapped: declared alike, members of one name, a pair of names, both numbers, both strings; never the same text, other labels, `min`, a key given twice, or a type the file does not tell"
    )
    func argumentOrders() throws {
        #expect(
            Self.changes(.argumentOrder, in: Self.argumentSource) == [
                "10: start, end → end, start",
                "12: start, end → end, start", "12: size.width, size.height → size.height, size.width",
                "13: 1, 2.5 → 2.5, 1", "13: size.width, other.width → other.width, size.width",
                "17: \"wide\", \"tall\" → \"tall\", \"wide\"",
            ])
        let mutants = MutantFinder().mutants(in: Self.argumentSource, file: "Layout.swift")
        let swapped = try #require(mutants.first { $0.kind == .argumentOrder && $0.line == 12 })
        let text = SchemataRenderer(source: Self.argumentSource).text(applying: swapped)
        #expect(text.contains("distance(end, start), distance(start, start)"))
    }

    @Test(
        "one source dropped: an argument of `min` or `max` of three, either side of one of two, a term of a sum; never a number term, a lone number left, a difference, a join, or a collection's `max()`"
    )
    func droppedSources() throws {
        #expect(
            Self.changes(.droppedSource, in: Self.droppedSource) == [
                "2: min argument value dropped", "2: min argument low dropped",
                "2: min argument high dropped",
                "3: max(…) → low", "3: max(…) → value", "4: max(…) → value",
                "5: term value dropped", "5: term inset dropped", "5: term high dropped",
                "6: term inset dropped", "6: term high dropped",
            ])
        // Text joined to an optional's text or nothing is a join too.
        let join = "func named(_ name: String, _ suffix: String?) -> String { name + (suffix ?? \"\") }"
        #expect(Self.changes(.droppedSource, in: join).isEmpty)
        let mutants = MutantFinder().mutants(in: Self.droppedSource, file: "Layout.swift")
        let renderer = SchemataRenderer(source: Self.droppedSource)
        let lines = mutants.filter { $0.kind == .droppedSource && ($0.line == 2 || $0.line == 6) }.map {
            renderer.text(applying: $0).split(separator: "\n", omittingEmptySubsequences: false)[$0.line - 1]
                .trimmingCharacters(in: .whitespaces)
        }
        #expect(
            lines == [
                "let smallest = min(low, high)", "let smallest = min(value, high)",
                "let smallest = min(value, low)",
                "let width = value + high", "let width = value - inset",
            ])
    }

    @Test("all of them compiled in beside the others: each file still parses, keeps its lines, and compiles")
    func schemata() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layout-defect-kinds-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let switchSource = "func active(_ identifier: Int) -> Bool { identifier == 0 }\n"
        let sources = [
            ("axis", Self.axisSource), ("scaled", Self.scaledSource), ("sibling", Self.siblingSource),
            ("arguments", Self.argumentSource), ("dropped", Self.droppedSource),
        ]
        let newKinds: Set<MutationKind> = [
            .axisSwap, .scaledConstant, .siblingString, .argumentOrder, .droppedSource,
        ]
        for (name, source) in sources {
            let mutants = MutantFinder().mutants(in: source, file: "\(name).swift")
            #expect(mutants.filter { newKinds.contains($0.kind) && !$0.schematable }.isEmpty, "\(name)")
            let text = SchemataRenderer(source: source).schemataText(
                for: mutants.filter(\.schematable), switchFunction: "active")
            #expect(!Parser.parse(source: text).hasError, "\(name): \(text)")
            #expect(
                text.split(separator: "\n", omittingEmptySubsequences: false).count
                    == source.split(separator: "\n", omittingEmptySubsequences: false).count)
            for mutant in mutants where mutant.schematable {
                #expect(text.contains("active(\(mutant.id)) ?"))
            }
            let file = directory.appendingPathComponent("\(name).swift")
            try (switchSource + text).write(to: file, atomically: true, encoding: .utf8)
            let result = try Shell.run(["swiftc", "-typecheck", "-swift-version", "6", file.path])
            let errors = result.output.split(separator: "\n").filter { $0.contains("error:") }
            #expect(errors.isEmpty, "\(name): \(errors)\n\(text)")
        }
        // The swapped call is what its switch selects, beside the statement deleted.
        let mutants = MutantFinder().mutants(in: Self.argumentSource, file: "arguments.swift")
        let swap = try #require(mutants.first { $0.kind == .argumentOrder && $0.line == 10 })
        let text = SchemataRenderer(source: Self.argumentSource).schemataText(
            for: mutants, switchFunction: "active")
        #expect(text.contains("active(\(swap.id)) ? (_ = note(end, start))"))
    }
}
