import Foundation
import GuideLensTestSupport
import Testing

@testable @_spi(Engine) import GuideLensCore

/// `JSONValue`'s text is the text `JSONSerialization` writes with `[.prettyPrinted, .sortedKeys]`,
/// byte for byte: `--json` answers written before it keep every byte.
@Suite("JSON values")
struct JSONValueTests {
    /// The same value as Foundation's objects.
    static func foundationObject(_ value: JSONValue) -> Any {
        switch value {
        case .string(let text): return text
        case .integer(let number): return number
        case .number(let number): return number
        case .bool(let flag): return flag
        case .array(let elements): return elements.map(foundationObject)
        case .object(let members): return members.mapValues(foundationObject)
        case .null: return NSNull()
        }
    }

    static func foundationText(_ value: JSONValue) throws -> String {
        let data = try JSONSerialization.data(
            withJSONObject: foundationObject(value),
            options: [.prettyPrinted, .sortedKeys, .fragmentsAllowed])
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// A random value a few levels deep: ASCII names (as answers use) that differ only in case or
    /// in a number's digits,
    /// strings with slashes, quotes, control characters and non-Latin text, whole and fractional
    /// numbers from tiny to huge, empty lists and objects.
    static func randomValue(_ generator: inout SeededGenerator, depth: Int) -> JSONValue {
        let names = [
            "a", "A", "b", "anchor", "anchorText", "anchorValue", "Zone", "apple", "item2", "item10", "item1",
            "x_y", "xY", "line", "list", "z", "_under", "b2", "B1", "unread", "unreadBroken",
        ]
        let strings = [
            "", "plain", "a/b", "quote \" here", "back\\slash", "line\nbreak", "tab\tand\r",
            "\u{1}\u{8}\u{C}\u{1F}",
            "non-Latin: 日本語 — ü", "emoji 👍🏽", "</script>", "UIView(0x7f0000000100).height >= 330",
        ]
        let numbers: [Double] = [
            0, 1, -1, 0.5, 33.3333, 100, 1e15, 1e16, 123456789.125, 1e-7, -2.5e-9, 0.1 + 0.2, 1e300, -0.0,
            44.000001, 999999.5,
        ]
        let choice =
            depth >= 3 ? Int.random(in: 0..<5, using: &generator) : Int.random(in: 0..<8, using: &generator)
        switch choice {
        case 0: return .string(strings.randomElement(using: &generator) ?? "")
        case 1: return .integer(Int.random(in: -100_000...100_000, using: &generator))
        case 2: return .number(numbers.randomElement(using: &generator) ?? 0)
        case 3: return .bool(Bool.random(using: &generator))
        case 4: return .null
        case 5, 6:
            var members: [String: JSONValue] = [:]
            for _ in 0..<Int.random(in: 0...5, using: &generator) {
                members[names.randomElement(using: &generator) ?? "a"] = randomValue(
                    &generator, depth: depth + 1)
            }
            return .object(members)
        default:
            return .array(
                (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                    randomValue(&generator, depth: depth + 1)
                })
        }
    }

    @Test("2,000 random values are written exactly as JSONSerialization writes them")
    func matchesFoundation() throws {
        var generator = SeededGenerator(seed: 41)
        for _ in 0..<2_000 {
            let value = Self.randomValue(&generator, depth: 0)
            let text = value.prettyText
            expectEqual(text, (try Self.foundationText(value)), "\(value)")
        }
    }

    @Test("each part of the layout: indent, ' : ', escapes, empty lists, numbers without .0")
    func layout() {
        let value: JSONValue = .object([
            "b": .array([]), "a": .object([:]), "c": .array([.integer(1), .number(2.5), .number(3)]),
            "d": .string("a/b\u{1}\"\\"), "e": .null, "f": true,
        ])
        #expect(
            value.prettyText == """
                {
                  "a" : {

                  },
                  "b" : [

                  ],
                  "c" : [
                    1,
                    2.5,
                    3
                  ],
                  "d" : "a\\/b\\u0001\\"\\\\",
                  "e" : null,
                  "f" : true
                }

                """)
    }

    @Test("names in JSONSerialization's order: case ignored, digits by value, lower case first on a tie")
    func nameOrder() {
        let members: [String: JSONValue] = [
            "item10": .null, "item2": .null, "Zone": .null, "apple": .null, "anchorText": .null,
            "anchor": .null,
            "B": .null, "b": .null,
        ]
        expectEqual(
            JSONValue.ordered(members).map(\.0),
            ["anchor", "anchorText", "apple", "b", "B", "item2", "item10", "Zone"])
    }

    @Test("digits compare by value, so leading zeros do not count; as JSONSerialization orders them")
    func leadingZeros() throws {
        let members: [String: JSONValue] = ["a2c": .null, "a02b": .null, "a10": .null, "a9": .null]
        expectEqual(JSONValue.ordered(members).map(\.0), ["a02b", "a2c", "a9", "a10"])
        expectEqual(JSONValue.object(members).prettyText, (try Self.foundationText(.object(members))))
    }

    @Test("a number JSON cannot hold is written as the string snapshots use; a whole one without .0")
    func numbers() {
        expectEqual(JSONValue.numberText(.nan), "\"nan\"")
        expectEqual(JSONValue.numberText(.infinity), "\"inf\"")
        expectEqual(JSONValue.numberText(-.infinity), "\"-inf\"")
        expectEqual(JSONValue.numberText(100), "100")
        expectEqual(JSONValue.numberText(100.5), "100.5")
        expectEqual(JSONValue.numberText(1e16), "1e+16")
        expectEqual(JSONValue.numberText(-0.0), "-0")
        expectEqual(JSONValue.numberText(1e-7), "1e-07")
    }
}
