/// Encodes any `Encodable` answer into a ``JSONValue`` in memory, with the answer's own synthesized
/// conformance: what an MCP server hands on as a tool's structured result, the same values the
/// CLI's `--json` writes, never written out as text and read back.
///
/// Numbers keep their kind (a whole-number type is an ``JSONValue/integer(_:)``, a floating-point
/// one a ``JSONValue/number(_:)``, whatever its value); a key whose optional value is `nil` is left
/// out, as `JSONEncoder` leaves it out.
package struct JSONValueEncoder: Sendable {
    /// An encoder.
    package init() {}

    /// `value` as a JSON value.
    package func encode(_ value: some Encodable) throws -> JSONValue {
        let root = Node()
        try Node.store(value, in: root, codingPath: [])
        return root.resolved()
    }
}

/// One value being encoded: a plain value, or an object or array whose members are still being
/// written by their own containers. A value is written through one kind of container (`Encoder`'s
/// contract), so a node is one of the three.
private final class Node {
    private var value: JSONValue?
    private var members: [String: Node]?
    private var elements: [Node]?

    /// The value, with every member and element resolved; `null` for a value that wrote nothing
    /// and opened no container.
    func resolved() -> JSONValue {
        if let elements { return .array(elements.map { $0.resolved() }) }
        if let members { return .object(members.mapValues { $0.resolved() }) }
        return value ?? .null
    }

    func set(_ value: JSONValue) { self.value = value }

    /// This node as an object, keeping the members written so far (a type may ask for its
    /// keyed container more than once, as a class's superclass does).
    func object() {
        if members == nil { members = [:] }
    }

    /// This node as an array, keeping the elements written so far.
    func array() {
        if elements == nil { elements = [] }
    }

    /// A new member of this object, named `key`.
    func member(_ key: String) -> Node {
        let child = Node()
        members?[key] = child
        return child
    }

    /// A new element at the end of this array.
    func element() -> Node {
        let child = Node()
        elements?.append(child)
        return child
    }

    /// How many elements this array holds.
    var count: Int { elements?.count ?? 0 }

    /// Writes `value` into `node`: a number, string or flag as itself, anything else by its own
    /// `encode(to:)`.
    static func store(_ value: some Encodable, in node: Node, codingPath: [any CodingKey]) throws {
        if let plain = plainValue(value) {
            node.set(plain)
        } else {
            try value.encode(to: NodeEncoder(node: node, codingPath: codingPath))
        }
    }

    /// The JSON value of a string, flag or number type; `nil` for any other type.
    static func plainValue(_ value: Any) -> JSONValue? {
        switch value {
        case let flag as Bool: .bool(flag)
        case let text as String: .string(text)
        case let number as Double: .number(number)
        case let number as Float: .number(Double(number))
        case let number as Int: .integer(number)
        case let number as Int8: .integer(Int(number))
        case let number as Int16: .integer(Int(number))
        case let number as Int32: .integer(Int(number))
        case let number as Int64: .integer(Int(number))
        case let number as UInt: Int(exactly: number).map(JSONValue.integer) ?? .number(Double(number))
        case let number as UInt8: .integer(Int(number))
        case let number as UInt16: .integer(Int(number))
        case let number as UInt32: .integer(Int(number))
        case let number as UInt64: Int(exactly: number).map(JSONValue.integer) ?? .number(Double(number))
        default: nil
        }
    }
}

/// The index of an array's element, as a coding path names it (`Index 2`, as `JSONEncoder`'s).
private struct IndexKey: CodingKey {
    var index: Int
    var intValue: Int? { index }
    var stringValue: String { "Index \(index)" }
    init(_ index: Int) { self.index = index }
    init?(intValue: Int) { index = intValue }
    init?(stringValue: String) { nil }
}

private struct NodeEncoder: Encoder {
    let node: Node
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        node.object()
        return KeyedEncodingContainer(KeyedNodeContainer<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        node.array()
        return UnkeyedNodeContainer(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleNodeContainer(node: node, codingPath: codingPath)
    }
}

private struct KeyedNodeContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: Node
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.member(key.stringValue).set(.null) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try store(value, key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try store(value, key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try store(value, key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try store(value, key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try store(value, key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try store(value, key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try store(value, key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try store(value, key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try store(value, key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try store(value, key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try store(value, key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try store(value, key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try store(value, key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try store(value, key) }
    mutating func encode(_ value: some Encodable, forKey key: Key) throws { try store(value, key) }

    private func store(_ value: some Encodable, _ key: Key) throws {
        try Node.store(value, in: node.member(key.stringValue), codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
            .container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        NodeEncoder(node: node.member("super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        NodeEncoder(node: node.member(key.stringValue), codingPath: codingPath + [key])
    }
}

private struct UnkeyedNodeContainer: UnkeyedEncodingContainer {
    let node: Node
    let codingPath: [any CodingKey]
    var count: Int { node.count }

    mutating func encodeNil() throws { node.element().set(.null) }
    mutating func encode(_ value: Bool) throws { try store(value) }
    mutating func encode(_ value: String) throws { try store(value) }
    mutating func encode(_ value: Double) throws { try store(value) }
    mutating func encode(_ value: Float) throws { try store(value) }
    mutating func encode(_ value: Int) throws { try store(value) }
    mutating func encode(_ value: Int8) throws { try store(value) }
    mutating func encode(_ value: Int16) throws { try store(value) }
    mutating func encode(_ value: Int32) throws { try store(value) }
    mutating func encode(_ value: Int64) throws { try store(value) }
    mutating func encode(_ value: UInt) throws { try store(value) }
    mutating func encode(_ value: UInt8) throws { try store(value) }
    mutating func encode(_ value: UInt16) throws { try store(value) }
    mutating func encode(_ value: UInt32) throws { try store(value) }
    mutating func encode(_ value: UInt64) throws { try store(value) }
    mutating func encode(_ value: some Encodable) throws { try store(value) }

    private func store(_ value: some Encodable) throws {
        let path = codingPath + [IndexKey(node.count)]
        try Node.store(value, in: node.element(), codingPath: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let path = codingPath + [IndexKey(node.count)]
        return NodeEncoder(node: node.element(), codingPath: path).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = codingPath + [IndexKey(node.count)]
        return NodeEncoder(node: node.element(), codingPath: path).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        let path = codingPath + [IndexKey(node.count)]
        return NodeEncoder(node: node.element(), codingPath: path)
    }
}

private struct SingleNodeContainer: SingleValueEncodingContainer {
    let node: Node
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.set(.null) }
    mutating func encode(_ value: Bool) throws { node.set(.bool(value)) }
    mutating func encode(_ value: String) throws { node.set(.string(value)) }
    mutating func encode(_ value: Double) throws { node.set(.number(value)) }
    mutating func encode(_ value: Float) throws { node.set(.number(Double(value))) }
    mutating func encode(_ value: Int) throws { node.set(.integer(value)) }
    mutating func encode(_ value: Int8) throws { try store(value) }
    mutating func encode(_ value: Int16) throws { try store(value) }
    mutating func encode(_ value: Int32) throws { try store(value) }
    mutating func encode(_ value: Int64) throws { try store(value) }
    mutating func encode(_ value: UInt) throws { try store(value) }
    mutating func encode(_ value: UInt8) throws { try store(value) }
    mutating func encode(_ value: UInt16) throws { try store(value) }
    mutating func encode(_ value: UInt32) throws { try store(value) }
    mutating func encode(_ value: UInt64) throws { try store(value) }
    mutating func encode(_ value: some Encodable) throws {
        try Node.store(value, in: node, codingPath: codingPath)
    }

    private func store(_ value: some Encodable) throws {
        try Node.store(value, in: node, codingPath: codingPath)
    }
}
