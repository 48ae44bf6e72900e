/// Why a snapshot could not be read.
///
/// Every case names where the problem is, so a user can open the file and fix it:
/// `windows[0].subviews[3].guides[1].layoutFrame: expected 4 numbers [x, y, width, height]`.
public enum SnapshotError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The bytes are not JSON at all.
    case notJSON(detail: String)
    /// The JSON nests deeper than any real hierarchy would.
    case tooDeep(limit: Int)
    /// A value at `path` is missing or not what the format expects.
    case invalid(path: String, expected: String)

    /// One line saying where the problem is and what was expected.
    public var description: String {
        switch self {
        case .notJSON(let detail): "not valid JSON: \(detail)"
        case .tooDeep(let limit): "JSON nests deeper than \(limit) levels; no view hierarchy is that deep"
        case .invalid(let path, let expected): "\(path.isEmpty ? "(top level)" : path): \(expected)"
        }
    }
}

/// A decoding failure raised inside `init(from:)`, carrying the coding path it happened at.
struct SnapshotDecodingFailure: Error {
    var codingPath: [any CodingKey]
    var expected: String

    /// `windows[0].subviews[3].guides[1]` style.
    static func path(_ codingPath: [any CodingKey]) -> String {
        var text = ""
        for key in codingPath {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : "." + key.stringValue
            }
        }
        return text
    }
}

/// A coding key for indices and keys built at run time.
struct PathKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init(intValue: Int) {
        self.stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

extension Decoder {
    /// The keyed container of a JSON object, or a failure at this path saying what was expected.
    func snapshotObject(expected: String) throws -> KeyedDecodingContainer<SnapshotKey> {
        do {
            return try container(keyedBy: SnapshotKey.self)
        } catch {
            throw SnapshotDecodingFailure(codingPath: codingPath, expected: expected)
        }
    }
}

extension KeyedDecodingContainer {
    /// Decodes a required field, turning any failure into one that names the field's path.
    func required<T: Decodable>(_ type: T.Type, _ key: Key, expected: String) throws -> T {
        guard contains(key) else {
            throw SnapshotDecodingFailure(
                codingPath: codingPath + [key], expected: "missing; expected \(expected)")
        }
        return try optional(type, key, expected: expected)
            ?? {
                throw SnapshotDecodingFailure(
                    codingPath: codingPath + [key], expected: "expected \(expected), found null")
            }()
    }

    /// Decodes an optional field (absent or null gives `nil`), naming the path on failure.
    func optional<T: Decodable>(_ type: T.Type, _ key: Key, expected: String) throws -> T? {
        do {
            return try decodeIfPresent(type, forKey: key)
        } catch let failure as SnapshotDecodingFailure {
            throw failure
        } catch {
            throw SnapshotDecodingFailure(codingPath: codingPath + [key], expected: "expected \(expected)")
        }
    }
}
