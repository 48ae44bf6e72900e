import Foundation
import GuideLensTestSupport
import Testing

@testable @_spi(Engine) import GuideLensCore

/// Robustness: damaged snapshots decode to a value or to a path-precise error, never a crash.
@Suite("Snapshot decoding under random damage")
struct SnapshotFuzzTests {
    static let seed: UInt64 = 0x6C65_6E73
    static let mutationCount = 10_000

    static let replacements = [
        "\"x\"", "true", "false", "null", "[]", "{}", "\"NaN\"", "\"Infinity\"", "\"nan\"", "\"inf\"",
        "\"-inf\"",
        "1e400", "-1e999", "123456789012345678901234567890", "1e308", "-0", "0.000001", "\"0x\"", "\"0xZZ\"",
        "\"0x1234567890abcdef12\"", "[1, 2, 3, 4, 5]", "[\"nan\", \"nan\", \"nan\", \"nan\"]",
    ]

    static func mutate(_ text: [UInt8], using random: inout SeededGenerator) -> (String, [UInt8]) {
        var bytes = text
        switch Int.random(in: 0..<7, using: &random) {
        case 0:
            return ("truncate", Array(bytes.prefix(Int.random(in: 0..<bytes.count, using: &random))))
        case 1, 2:
            // Replace one value (a number, string, literal or small array) with a wrong one.
            let starts = valueStarts(in: bytes)
            guard let start = starts.randomElement(using: &random) else { return ("none", bytes) }
            let end = valueEnd(in: bytes, from: start)
            let replacement = Array(replacements[Int.random(in: 0..<replacements.count, using: &random)].utf8)
            bytes.replaceSubrange(start..<end, with: replacement)
            return ("wrong value", bytes)
        case 3:
            let starts = valueStarts(in: bytes)
            guard let start = starts.randomElement(using: &random) else { return ("none", bytes) }
            let depth = Int.random(in: 1...3000, using: &random)
            bytes.insert(
                contentsOf: Array(String(repeating: "[", count: depth).utf8) + Array("1".utf8)
                    + Array(String(repeating: "]", count: depth).utf8) + Array(",".utf8), at: start)
            return ("deep nesting", bytes)
        case 4:
            for _ in 0..<Int.random(in: 1...8, using: &random) {
                bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(
                    in: 0...255, using: &random)
            }
            return ("byte noise", bytes)
        case 5:
            let start = Int.random(in: 0..<bytes.count, using: &random)
            let length = Int.random(in: 1...40, using: &random)
            bytes.removeSubrange(start..<min(bytes.count, start + length))
            return ("deletion", bytes)
        default:
            let start = Int.random(in: 0..<bytes.count, using: &random)
            let length = Int.random(in: 1...200, using: &random)
            let slice = Array(bytes[start..<min(bytes.count, start + length)])
            bytes.insert(contentsOf: slice, at: Int.random(in: 0..<bytes.count, using: &random))
            return ("duplication", bytes)
        }
    }

    static func valueStarts(in bytes: [UInt8]) -> [Int] {
        var starts: [Int] = []
        for index in 1..<bytes.count
        where bytes[index - 1] == UInt8(ascii: " ")
            && (bytes[index - 2 < 0 ? 0 : index - 2] == UInt8(ascii: ":")
                || bytes[index - 2 < 0 ? 0 : index - 2] == UInt8(ascii: ","))
        {
            starts.append(index)
        }
        return starts
    }

    static func valueEnd(in bytes: [UInt8], from start: Int) -> Int {
        var index = start
        if bytes[index] == UInt8(ascii: "\"") {
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") { index += 1 }
            return min(bytes.count, index + 1)
        }
        if bytes[index] == UInt8(ascii: "[") {
            while index < bytes.count, bytes[index] != UInt8(ascii: "]") { index += 1 }
            return min(bytes.count, index + 1)
        }
        while index < bytes.count,
            ![UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: "\n")].contains(
                bytes[index])
        {
            index += 1
        }
        return index
    }

    @Test("10,000 seeded random mutations decode to a value or a path-precise error")
    func mutations() {
        let base = Array(SnapshotCodecTests.sample.jsonText().utf8)
        var random = SeededGenerator(seed: Self.seed)
        var decoded = 0
        var pathErrors = 0
        var syntaxErrors = 0
        var tooDeep = 0
        var kinds: [String: Int] = [:]
        let topLevelKeys: Set<String> = ["format", "version", "title", "screenScale", "windows", ""]
        for iteration in 0..<Self.mutationCount {
            let (kind, bytes) = Self.mutate(base, using: &random)
            kinds[kind, default: 0] += 1
            do {
                _ = try Snapshot(json: Data(bytes))
                decoded += 1
            } catch SnapshotError.tooDeep {
                tooDeep += 1
            } catch SnapshotError.invalid(let path, let expected) {
                pathErrors += 1
                let head = String(path.prefix(while: { $0 != "." && $0 != "[" }))
                #expect(
                    topLevelKeys.contains(head), "seed \(Self.seed), iteration \(iteration): path \(path)")
                #expect(!expected.isEmpty, "seed \(Self.seed), iteration \(iteration)")
            } catch SnapshotError.notJSON(let detail) {
                syntaxErrors += 1
                #expect(!detail.isEmpty, "seed \(Self.seed), iteration \(iteration)")
            } catch {
                Issue.record("seed \(Self.seed), iteration \(iteration): not a SnapshotError: \(error)")
            }
        }
        print(
            "snapshot robustness: \(Self.mutationCount) mutations (seed \(Self.seed)): \(decoded) decoded, \(pathErrors) path errors, \(syntaxErrors) syntax errors, \(tooDeep) too deep; by kind \(kinds.sorted(by: { $0.key < $1.key }).map { "\($0.key) \($0.value)" }.joined(separator: ", "))"
        )
        #expect(decoded + pathErrors + syntaxErrors + tooDeep == Self.mutationCount)
        #expect(pathErrors > Self.mutationCount / 10)
    }

    @Test("a wrong rectangle anywhere is reported at exactly its path")
    func precisePaths() throws {
        let snapshot = SnapshotBuilder.large(viewCount: 12, guidesPerView: 3)
        var random = SeededGenerator(seed: Self.seed)
        for _ in 0..<50 {
            let view = Int.random(in: 0..<12, using: &random)
            let guide = Int.random(in: 0..<3, using: &random)
            let frame = snapshot.windows[0].subviews[view].guides[guide].layoutFrame
            let original =
                "\"address\": \"\(snapshot.windows[0].subviews[view].guides[guide].address)\", \"identifier\": \"g\(guide)\", \"kind\": \"custom\", \"layoutFrame\": [\(frame.components.map(NumberFormatting.shortest).joined(separator: ", "))]"
            let text = snapshot.jsonText()
            #expect(text.contains(original))
            let broken = text.replacingOccurrences(
                of: original,
                with: original.replacingOccurrences(
                    of: "\"layoutFrame\": [", with: "\"layoutFrame\": [\"nope\", "))
            #expect(
                throws: SnapshotError.invalid(
                    path: "windows[0].subviews[\(view)].guides[\(guide)].layoutFrame",
                    expected: "expected 4 numbers [x, y, width, height]")
            ) {
                try Snapshot(json: Data(broken.utf8))
            }
        }
    }
}
