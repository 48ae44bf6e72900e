/// Finding the ASCII markers of a constraint log (`Unable to simultaneously…`, `(active`,
/// `names:`) by comparing bytes: a log of 10 MB is read in one pass without Foundation's
/// Unicode-aware search, which costs more than the rest of the reading, and without copying
/// either the text or the marker.
extension Substring {
    /// Where `pattern` first (or, `backwards`, last) occurs, compared byte for byte, optionally
    /// folding ASCII letters' case; `nil` when it does not occur or is empty.
    func byteRange(of pattern: String, backwards: Bool = false, ignoringASCIICase: Bool = false)
        -> Range<Index>?
    {
        var pattern = pattern
        let found = pattern.withUTF8 { needle -> Int? in
            guard !needle.isEmpty else { return nil }
            let search = { (bytes: UnsafeBufferPointer<UInt8>) -> Int? in
                guard bytes.count >= needle.count else { return nil }
                let first = ignoringASCIICase ? Self.lowercased(needle[0]) : needle[0]
                func matches(_ start: Int) -> Bool {
                    for offset in 0..<needle.count {
                        let byte = bytes[start + offset]
                        let expected = needle[offset]
                        if ignoringASCIICase {
                            if Self.lowercased(byte) != Self.lowercased(expected) { return false }
                        } else if byte != expected {
                            return false
                        }
                    }
                    return true
                }
                let last = bytes.count - needle.count
                if backwards {
                    var start = last
                    while start >= 0 {
                        let byte = ignoringASCIICase ? Self.lowercased(bytes[start]) : bytes[start]
                        if byte == first, matches(start) { return start }
                        start -= 1
                    }
                } else {
                    var start = 0
                    while start <= last {
                        let byte = ignoringASCIICase ? Self.lowercased(bytes[start]) : bytes[start]
                        if byte == first, matches(start) { return start }
                        start += 1
                    }
                }
                return nil
            }
            return utf8.withContiguousStorageIfAvailable(search) ?? Array(utf8).withUnsafeBufferPointer(search)
        }
        guard let found else { return nil }
        let start = utf8.index(utf8.startIndex, offsetBy: found)
        return start..<utf8.index(start, offsetBy: pattern.utf8.count)
    }

    /// Whether `pattern` occurs, compared byte for byte.
    func containsBytes(_ pattern: String) -> Bool {
        byteRange(of: pattern) != nil
    }

    /// The text without the spaces and tabs around it, sharing the same storage (no copy).
    var withoutSurroundingSpaces: Substring {
        let bytes = utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start = bytes.index(after: start) }
        while end > start {
            let before = bytes.index(before: end)
            guard bytes[before] == 0x20 || bytes[before] == 0x09 else { break }
            end = before
        }
        return Substring(bytes[start..<end])
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
}
