/// The steps the constraint reader takes through a line (prefix and suffix checks, searches for
/// one punctuation mark, runs of letters), taken on the UTF-8 bytes where the text is plain:
/// ASCII without a carriage return, so that each byte is one Character. A plain byte is then
/// its own grapheme whenever its neighbours are plain, and a Character made of one plain byte
/// equals only that byte (no other Character is canonically equivalent to it). Where a step
/// meets a byte that is not plain, it takes the Character step it stands for instead, so every
/// answer is the one `hasPrefix`, `firstIndex(of:)`, `prefix(while:)` … would give.
extension Substring {
    /// Whether `byte` is one Character on its own between plain neighbours.
    @inline(__always)
    static func isPlain(_ byte: UInt8) -> Bool {
        byte < 0x80 && byte != 0x0D
    }

    /// The text after `prefix` when it starts with it (`hasPrefix(prefix)`, then
    /// `dropFirst(prefix.count)`), or `nil`.
    func after(_ prefix: String) -> Substring? {
        // How many bytes `prefix` takes: -1 when the text does not start with it, nil when only
        // Characters can tell.
        let matched: Int?? = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var index = 0
            for expected in prefix.utf8 {
                guard index < bytes.count else {
                    // The text ran out, plain: it is shorter than `prefix`.
                    return -1
                }
                let byte = bytes[index]
                guard Self.isPlain(byte), Self.isPlain(expected) else { return nil }
                // A plain byte that differs is a plain Character that differs.
                if byte != expected { return -1 }
                index += 1
            }
            return index == bytes.count || Self.isPlain(bytes[index]) ? index : nil
        }
        if let matched, let matched {
            return matched < 0 ? nil : Substring(utf8[utf8.index(utf8.startIndex, offsetBy: matched)...])
        }
        return hasPrefix(prefix) ? dropFirst(prefix.count) : nil
    }

    /// Whether the text starts with `prefix`, as `hasPrefix` decides.
    func starts(with prefix: String) -> Bool {
        after(prefix) != nil
    }

    /// The text before `suffix` when it ends with it (`hasSuffix(suffix)`, then
    /// `dropLast(suffix.count)`), or `nil`.
    func before(_ suffix: String) -> Substring? {
        // Where the text before `suffix` ends: -1 when the text does not end with it, nil when
        // only Characters can tell.
        let end: Int?? = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            let pattern = suffix.utf8
            var index = bytes.count
            var patternIndex = pattern.endIndex
            while patternIndex > pattern.startIndex {
                // The text ran out, plain: it is shorter than `suffix`.
                guard index > 0 else { return -1 }
                patternIndex = pattern.index(before: patternIndex)
                let byte = bytes[index - 1]
                let expected = pattern[patternIndex]
                guard Self.isPlain(byte), Self.isPlain(expected) else { return nil }
                if byte != expected { return -1 }
                index -= 1
            }
            // The byte before the match must be plain too, or it might join the match's first one.
            return index == 0 || Self.isPlain(bytes[index - 1]) ? index : nil
        }
        if let end, let end {
            return end < 0 ? nil : Substring(utf8[..<utf8.index(utf8.startIndex, offsetBy: end)])
        }
        return hasSuffix(suffix) ? dropLast(suffix.count) : nil
    }

    /// Whether the text ends with `suffix`, as `hasSuffix` decides.
    func ends(with suffix: String) -> Bool {
        before(suffix) != nil
    }

    /// The first index of `character` (a plain one), as `firstIndex(of:)` finds it.
    func firstIndex(ofPlain character: UInt8) -> Index? {
        let bytes = utf8
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            guard Self.isPlain(byte) else { break }
            if byte == character {
                let next = bytes.index(after: index)
                guard next == bytes.endIndex || Self.isPlain(bytes[next]) else { break }
                return index
            }
            index = bytes.index(after: index)
        }
        if index == bytes.endIndex { return nil }
        return firstIndex(of: Character(Unicode.Scalar(character)))
    }

    /// The longest prefix whose Characters satisfy `character`; `byte` is the same test for a
    /// plain byte.
    func prefix(whilePlain byte: (UInt8) -> Bool, orCharacter character: (Character) -> Bool) -> Substring {
        let length: Int?? = utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var index = 0
            while index < bytes.count, Self.isPlain(bytes[index]), byte(bytes[index]) { index += 1 }
            if index == bytes.count { return index }
            // Stopped at a plain byte: it is the Character that ends the run if the next one is
            // plain too.
            if Self.isPlain(bytes[index]), index + 1 == bytes.count || Self.isPlain(bytes[index + 1]) {
                return index
            }
            return nil
        }
        if let length, let length { return Substring(utf8[..<utf8.index(utf8.startIndex, offsetBy: length)]) }
        return prefix(while: character)
    }

    /// What follows ``prefix(whilePlain:orCharacter:)``: the text after the run.
    func dropping(whilePlain byte: (UInt8) -> Bool, orCharacter character: (Character) -> Bool) -> Substring {
        self[prefix(whilePlain: byte, orCharacter: character).endIndex...]
    }

    /// The first `count` Characters, as `prefix(_:)` takes them.
    func prefix(plainCount count: Int) -> Substring {
        let bytes = utf8
        var index = bytes.startIndex
        var taken = 0
        while taken <= count, index < bytes.endIndex, Self.isPlain(bytes[index]) {
            index = bytes.index(after: index)
            taken += 1
        }
        if index == bytes.endIndex || taken > count {
            return Substring(bytes[..<bytes.index(bytes.startIndex, offsetBy: Swift.min(count, taken))])
        }
        return prefix(count)
    }
}
