import Foundation
import Testing

@testable import GuideLensCore

@Suite("JSON values encoded in memory")
struct JSONValueEncoderTests {
    enum Shade: String, Codable { case light, dark }

    struct Inner: Codable, Equatable {
        var name: String
        var frame: [Double]
    }

    struct Outer: Codable, Equatable {
        var count: Int
        var ratio: Double
        var whole: Double
        var flag: Bool
        var shade: Shade
        var missing: String?
        var present: String?
        var inner: Inner
        var list: [Inner]
        var holes: [Int?]
        var table: [String: Int]
        var large: UInt64
        var small: Int8
        var single: Float
    }

    static let sample = Outer(
        count: -3, ratio: 12.75, whole: 144, flag: false, shade: .dark, missing: nil, present: "here",
        inner: Inner(name: "spacer", frame: [38.75, -232.25, 0.5, 1e19]),
        list: [Inner(name: "a", frame: []), Inner(name: "b/c", frame: [-0.0])], holes: [1, nil, 3],
        table: ["b": 2, "a": 1], large: UInt64.max, small: -8, single: 0.25)

    @Test("each kind of value lands as itself: numbers keep their kind, nil members are left out")
    func kinds() throws {
        let value = try JSONValueEncoder().encode(Self.sample)
        guard case .object(let members) = value else {
            Issue.record("not an object: \(value)")
            return
        }
        expectEqual(members["count"], .integer(-3))
        expectEqual(members["ratio"], .number(12.75))
        expectEqual(members["whole"], .number(144), "a whole Double stays a number, not an integer")
        expectEqual(members["flag"], .bool(false))
        expectEqual(members["shade"], .string("dark"))
        #expect(members["missing"] == nil && members.count == 13)
        expectEqual(members["present"], .string("here"))
        expectEqual(
            members["inner"],
            .object([
                "name": .string("spacer"),
                "frame": .array([.number(38.75), .number(-232.25), .number(0.5), .number(1e19)]),
            ]))
        expectEqual(
            members["list"],
            .array([
                .object(["name": .string("a"), "frame": .array([])]),
                .object(["name": .string("b/c"), "frame": .array([.number(-0.0)])]),
            ]))
        expectEqual(members["holes"], .array([.integer(1), .null, .integer(3)]))
        expectEqual(members["table"], .object(["a": .integer(1), "b": .integer(2)]))
        expectEqual(members["large"], .number(Double(UInt64.max)), "past Int.max a count is a number")
        expectEqual(members["small"], .integer(-8))
        expectEqual(members["single"], .number(0.25))
    }

    /// Writes `upper` as null when it has none, as why's ranges do, rather than leaving it out.
    struct Range: Encodable {
        var lower: Double?
        var upper: Double?
        enum CodingKeys: String, CodingKey { case lower, upper }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(lower, forKey: .lower)
            if let upper {
                try container.encode(upper, forKey: .upper)
            } else {
                try container.encodeNil(forKey: .upper)
            }
        }
    }

    @Test("a member written as nil is a null member, as JSONEncoder writes it, not left out")
    func nilMember() throws {
        let value = try JSONValueEncoder().encode(Range(lower: 0, upper: nil))
        expectEqual(value, .object(["lower": .number(0), "upper": .null]))
        let both = try JSONValueEncoder().encode(Range(lower: nil, upper: 12.5))
        expectEqual(both, .object(["lower": .null, "upper": .number(12.5)]))
        #expect(
            Self.matches(
                value, try JSONSerialization.jsonObject(with: Data(JSONAnswer.text(Range(lower: 0)).utf8))))
    }

    @Test("the value and JSONEncoder's text of the same answer hold the same values")
    func sameAsText() throws {
        let value = JSONAnswer.value(Self.sample)
        let text = JSONAnswer.text(Self.sample)
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        #expect(Self.matches(value, object), "\(value)\n\(text)")
        expectEqual(try JSONAnswer.decoder().decode(Outer.self, from: Data(text.utf8)), Self.sample)
        var changed = Self.sample
        changed.inner.frame[1] += 0.25
        #expect(!Self.matches(JSONAnswer.value(changed), object), "a changed number is told apart")
    }

    @Test("a number JSON cannot hold is written as the string snapshots use, and read back")
    func nonFinite() throws {
        let frames = [Double.nan, .infinity, -.infinity, 2.5]
        let text = JSONAnswer.text(frames)
        #expect(text.filter { !$0.isWhitespace } == "[\"nan\",\"inf\",\"-inf\",2.5]")
        let back = try JSONAnswer.decoder().decode([Double].self, from: Data(text.utf8))
        #expect(back[0].isNaN && back[1] == .infinity && back[2] == -.infinity && back[3] == 2.5)
        guard case .array(let elements) = JSONAnswer.value(frames), case .number(let first) = elements[0]
        else {
            Issue.record("not an array of numbers")
            return
        }
        #expect(first.isNaN && elements[1] == .number(.infinity) && elements[3] == .number(2.5))
    }

    struct Empty: Encodable {}

    /// Opens its unkeyed container twice, as a type and an extension of it may.
    struct Twice: Encodable {
        func encode(to encoder: any Encoder) throws {
            var first = encoder.unkeyedContainer()
            try first.encode(1)
            var second = encoder.unkeyedContainer()
            try second.encode(2)
            expectEqual(second.count, 2)
        }
    }

    struct Silent: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    /// Writes where it is (its coding path) through every kind of nested container.
    struct Located: Encodable {
        enum Key: String, CodingKey { case here, nested, list, parent }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(Self.path(encoder.codingPath), forKey: .here)
            var nested = container.nestedContainer(keyedBy: Key.self, forKey: .nested)
            try nested.encode(Self.path(nested.codingPath), forKey: .here)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encode(Self.path(list.codingPath))
            try list.encode(Leaf())
            var inner = list.nestedUnkeyedContainer()
            try inner.encode(Self.path(inner.codingPath))
            try Leaf().encode(to: container.superEncoder(forKey: .parent))
            try Leaf().encode(to: container.superEncoder())
        }

        static func path(_ keys: [any CodingKey]) -> String { keys.map(\.stringValue).joined(separator: "/") }
    }

    /// Writes its own coding path as a plain value.
    struct Leaf: Encodable {
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(Located.path(encoder.codingPath))
        }
    }

    @Test("nested, unkeyed and super containers land where they were opened, each with its coding path")
    func containers() throws {
        let value = try JSONValueEncoder().encode(["top": Located()])
        expectEqual(
            value,
            .object([
                "top": .object([
                    "here": "top", "nested": .object(["here": "top/nested"]),
                    "list": .array(["top/list", "top/list/Index 1", .array(["top/list/Index 2"])]),
                    "parent": "top/parent", "super": "top",
                ])
            ]))
        expectEqual(
            try JSONValueEncoder().encode(Empty()), .object([:]), "a keyed container with nothing in it")
        expectEqual(try JSONValueEncoder().encode([Empty()]), .array([.object([:])]))
        expectEqual(try JSONValueEncoder().encode([Silent()]), .array([.null]), "a value that wrote nothing")
        expectEqual(try JSONValueEncoder().encode([Int]()), .array([]))
        expectEqual(try JSONValueEncoder().encode(Twice()), .array([.integer(1), .integer(2)]))
    }

    /// Whether `value` holds what `object` (read by `JSONSerialization`) holds: the same members,
    /// elements, strings, flags, and numbers of the same value.
    static func matches(_ value: JSONValue, _ object: Any) -> Bool {
        switch value {
        case .string(let text): return (object as? String) == text
        case .bool(let flag): return (object as? Bool) == flag
        case .integer(let number): return (object as? NSNumber)?.doubleValue == Double(number)
        case .number(let number): return (object as? NSNumber)?.doubleValue == number
        case .null: return object is NSNull
        case .array(let elements):
            guard let array = object as? [Any], array.count == elements.count else { return false }
            return zip(elements, array).allSatisfy { matches($0, $1) }
        case .object(let members):
            guard let dictionary = object as? [String: Any], dictionary.count == members.count else {
                return false
            }
            return members.allSatisfy { name, member in dictionary[name].map { matches(member, $0) } ?? false
            }
        }
    }
}
