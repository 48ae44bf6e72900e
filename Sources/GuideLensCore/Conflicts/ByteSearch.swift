import Foundation

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
        // The base string's bytes, read in place: a native string is contiguous (a bridged one is
        // made so once), and the slice is its range of them.
        var base = self.base
        let lower = base.utf8.distance(from: base.startIndex, to: startIndex)
        let count = utf8.count
        let found = pattern.withUTF8 { needle in
            base.withUTF8 { whole in
                Self.find(
                    needle, in: UnsafeBufferPointer(rebasing: whole[lower..<(lower + count)]),
                    backwards: backwards,
                    folding: ignoringASCIICase)
            }
        }
        guard let found else { return nil }
        let start = utf8.index(utf8.startIndex, offsetBy: found)
        return start..<utf8.index(start, offsetBy: pattern.utf8.count)
    }

    /// Where `needle` first (or last) starts in `bytes`.
    private static func find(
        _ needle: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>, backwards: Bool,
        folding: Bool
    ) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
        let last = bytes.count - needle.count
        if !backwards && !folding, let base = bytes.baseAddress, let pattern = needle.baseAddress {
            // The C library's search for the first byte, then a comparison of the rest.
            var start = 0
            while start <= last {
                guard let found = memchr(base + start, Int32(pattern.pointee), last - start + 1) else {
                    return nil
                }
                start = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if memcmp(base + start, pattern, needle.count) == 0 { return start }
                start += 1
            }
            return nil
        }
        var start = backwards ? last : 0
        while start >= 0 && start <= last {
            var offset = 0
            while offset < needle.count {
                let byte = bytes[start + offset]
                let expected = needle[offset]
                if folding ? lowercased(byte) != lowercased(expected) : byte != expected { break }
                offset += 1
            }
            if offset == needle.count { return start }
            start += backwards ? -1 : 1
        }
        return nil
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
