/// Finding the ASCII markers of a constraint log (`Unable to simultaneously…`, `(active`,
/// `names:`) by comparing bytes: a log of 10 MB is read in one pass without Foundation's
/// Unicode-aware search, which costs more than the rest of the reading.
extension Substring {
    /// Where `pattern` first (or, `backwards`, last) occurs, compared byte for byte, optionally
    /// folding ASCII letters' case; `nil` when it does not occur or is empty.
    func byteRange(of pattern: String, backwards: Bool = false, ignoringASCIICase: Bool = false)
        -> Range<Index>?
    {
        let needle = Array(pattern.utf8).map { ignoringASCIICase ? Self.lowercased($0) : $0 }
        guard !needle.isEmpty else { return nil }
        let search = { (bytes: UnsafeBufferPointer<UInt8>) -> Int? in
            guard bytes.count >= needle.count else { return nil }
            let starts = 0...(bytes.count - needle.count)
            let matches = { (start: Int) -> Bool in
                for offset in 0..<needle.count {
                    let byte = bytes[start + offset]
                    if (ignoringASCIICase ? Self.lowercased(byte) : byte) != needle[offset] { return false }
                }
                return true
            }
            return backwards ? starts.reversed().first(where: matches) : starts.first(where: matches)
        }
        let found =
            utf8.withContiguousStorageIfAvailable(search)
            ?? Array(utf8).withUnsafeBufferPointer(search)
        guard let found else { return nil }
        let start = utf8.index(utf8.startIndex, offsetBy: found)
        return start..<utf8.index(start, offsetBy: needle.count)
    }

    /// Whether `pattern` occurs, compared byte for byte.
    func containsBytes(_ pattern: String) -> Bool {
        byteRange(of: pattern) != nil
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
    }
}
