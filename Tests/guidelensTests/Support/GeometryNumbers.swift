/// The numbers of a snapshot's JSON text that say where something is or how far it reaches: the
/// arrays under a frame, bounds, size, inset or margins key, found by walking the text as JSON
/// (strings, keys, nesting), so that a number replaced in place keeps the rest byte for byte and
/// the text valid JSON.
enum GeometryNumbers {
    /// One array of numbers under a geometry key: `"frame": [0, 0, 390, 844]`.
    struct Group {
        /// The key the array is the value of.
        var key: String
        /// Where each of its numbers is in the text.
        var ranges: [Range<Int>]
    }

    /// Whether an array under `key` holds geometry: a frame, bounds, window frame, layout frame,
    /// content or intrinsic size, insets or margins.
    static func isGeometry(_ key: String) -> Bool {
        ["frame", "bounds", "windowFrame", "layoutFrame", "contentSize", "intrinsicContentSize"].contains(key)
            || key.hasSuffix("Inset") || key.hasSuffix("Insets") || key.hasSuffix("Margins")
    }

    /// Every geometry array of `text`, in the order they appear.
    static func groups(in text: [UInt8]) -> [Group] {
        /// An open object (waiting for a key, or holding the key of the value that follows) or
        /// an open array (with the key it is the value of, and its group when that is geometry).
        enum Container {
            case object(key: String?, expectsKey: Bool)
            case array(group: Int?)
        }
        var stack: [Container] = []
        var groups: [Group] = []
        var index = 0
        func keyOfNextValue() -> String? {
            if case .object(let key, false)? = stack.last { return key }
            return nil
        }
        while index < text.count {
            let byte = text[index]
            switch byte {
            case UInt8(ascii: "\""):
                let start = index + 1
                index += 1
                while index < text.count, text[index] != UInt8(ascii: "\"") {
                    index += text[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                if case .object(_, true)? = stack.last {
                    stack[stack.count - 1] = .object(
                        key: String(decoding: text[start..<index], as: UTF8.self), expectsKey: false)
                }
                index += 1
            case UInt8(ascii: "{"):
                stack.append(.object(key: nil, expectsKey: true))
                index += 1
            case UInt8(ascii: "["):
                var group: Int?
                if let key = keyOfNextValue(), isGeometry(key) {
                    groups.append(Group(key: key, ranges: []))
                    group = groups.count - 1
                }
                stack.append(.array(group: group))
                index += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                stack.removeLast()
                index += 1
            case UInt8(ascii: ","):
                if case .object? = stack.last { stack[stack.count - 1] = .object(key: nil, expectsKey: true) }
                index += 1
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                let start = index
                while index < text.count, isNumberByte(text[index]) { index += 1 }
                if case .array(let group?)? = stack.last { groups[group].ranges.append(start..<index) }
            default:
                index += 1
            }
        }
        return groups
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
            || byte == UInt8(ascii: "E")
    }

    /// `text` with each range replaced by its number text, the ranges taken from the last to the
    /// first so that each stays where it was found (a range given twice is replaced once).
    static func replacing(_ replacements: [(range: Range<Int>, number: String)], in text: [UInt8]) -> [UInt8]
    {
        var result = text
        var done = Set<Int>()
        for replacement in replacements.sorted(by: { $0.range.lowerBound > $1.range.lowerBound })
        where done.insert(replacement.range.lowerBound).inserted {
            result.replaceSubrange(replacement.range, with: Array(replacement.number.utf8))
        }
        return result
    }
}
