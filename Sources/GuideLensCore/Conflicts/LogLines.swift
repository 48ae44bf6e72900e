import Foundation

/// The lines of a log as the conflict reader reads them, from wherever people keep logs: a list
/// commented out in source (`//`, `#`, `--`, `;`, ` * ` of a block comment), quoted in Markdown
/// (`> `) or put in backticks, in any mix of indentation; a report a page or a PDF flattened onto
/// one line (`( "<…>", "<…>" ) Will attempt…`); a constraint a book or a PDF wrapped across
/// lines. Each line keeps the number of the line of the text it comes from, so that what the
/// reader reports points at the text as the user has it.
///
/// The common case costs a few byte comparisons a line: a line that starts with none of the
/// marks, ends with no backtick and holds no list of its own is taken as it is.
struct LogLines {
    /// The lines, without the marks around them.
    var lines: [Substring]
    /// For each line, the number (from 1) of the text's line it starts on; `nil` while every
    /// line is the text's own line of the same index.
    private var numbers: [Int]?

    /// The number (from 1) of the text's line that `index`'s line starts on.
    func number(at index: Int) -> Int {
        guard let numbers else { return index + 1 }
        return index < numbers.count ? numbers[index] : (numbers.last ?? 0) + index - numbers.count + 1
    }

    /// The lines of `text`, split on the newline byte: a `\r\n` pair is one Character, so a log
    /// saved with Windows line endings would otherwise read as a single line.
    init(_ original: String) {
        // A page's entities (`&lt;NSLayoutConstraint:…&gt;`) read as what they stand for; a line
        // keeps its number (no entity holds a newline).
        let text = Substring(original).containsBytes("&lt;") ? Self.htmlDecoded(original) : original
        let raw = Self.split(text)
        var lines: [Substring] = []
        lines.reserveCapacity(raw.count)
        var numbers: [Int]?
        var unfinished: [Int] = []
        let hasLinks = Substring(text).containsBytes(Self.linkParameter)
        for (index, piece) in raw.enumerated() {
            let line = piece.utf8.last == UInt8(ascii: "\r") ? Substring(piece.utf8.dropLast()) : piece
            if hasLinks, line.containsBytes(Self.linkParameter) {
                // A log shared as a link: its lines, each numbered as the link's line.
                let pieces = Self.linkedLog(line).map { Self.unmarked($0) }
                if numbers == nil { numbers = Array(1..<(lines.count + 1)) }
                lines.append(contentsOf: pieces)
                numbers?.append(contentsOf: repeatElement(index + 1, count: pieces.count))
                continue
            }
            switch Self.shape(of: line) {
            case .plain:
                lines.append(line)
                numbers?.append(index + 1)
                continue
            case .unfinished:
                unfinished.append(lines.count)
                lines.append(line)
                numbers?.append(index + 1)
                continue
            case .other:
                break
            }
            // A fixture's first line names its source, and may quote the report's words.
            if line.starts(with: "# source:") {
                lines.append("")
                numbers?.append(index + 1)
                continue
            }
            let clean = Self.unmarked(line)
            if let pieces = Self.flattenedList(clean) ?? Self.flattenedArray(clean)
                ?? Self.reflowedEnds(clean)
            {
                if numbers == nil { numbers = Array(1..<(lines.count + 1)) }
                for (offset, piece) in pieces.enumerated() where Self.startsUnfinishedConstraint(piece) {
                    unfinished.append(lines.count + offset)
                }
                lines.append(contentsOf: pieces)
                numbers?.append(contentsOf: repeatElement(index + 1, count: pieces.count))
            } else {
                if Self.startsUnfinishedConstraint(clean) { unfinished.append(lines.count) }
                lines.append(clean)
                numbers?.append(index + 1)
            }
        }
        self.lines = lines
        self.numbers = numbers
        if !unfinished.isEmpty { joinWrappedConstraints(startingAt: unfinished) }
    }

    /// What one pass over a line's bytes tells of it.
    private enum Shape {
        /// No mark around it, no list of its own, no constraint left unfinished: taken as it is.
        case plain
        /// Plain, but it starts a constraint (`"<`, `<`) that does not end on it.
        case unfinished
        /// A mark, a list flattened onto it, or text only Characters can tell: the slower steps.
        case other
    }

    /// The line's shape, from its bytes: where it starts and ends past its spaces, and whether a
    /// second quoted item (`"<`) follows its first.
    private static func shape(of line: Substring) -> Shape {
        let found: Shape?? = line.utf8.withContiguousStorageIfAvailable { bytes -> Shape? in
            var start = 0
            var end = bytes.count
            while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
            while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
            guard start < end else { return .plain }
            switch bytes[start] {
            case UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "#"), UInt8(ascii: "-"),
                UInt8(ascii: ";"),
                UInt8(ascii: ">"), UInt8(ascii: "`"):
                return .other
            default: break
            }
            let last = bytes[end - 1]
            if last == UInt8(ascii: "`") || last == UInt8(ascii: "/") { return .other }
            // A list's `(` with its first item after it, or its last item with the `)` after it.
            let closing =
                last == UInt8(ascii: ")")
                || ((last == UInt8(ascii: ",") || last == UInt8(ascii: ";")) && end - start > 2
                    && bytes[end - 2] == UInt8(ascii: ")"))
            if end - start > 1, bytes[start] == UInt8(ascii: "(") || closing { return .other }
            // A second `"<` after the first quote: a list flattened onto the line.
            if end - start > 60, let base = bytes.baseAddress {
                var from = start + 1
                var quotes = 0
                while from < end, let hit = memchr(base + from, Int32(UInt8(ascii: "\"")), end - from) {
                    let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if at + 1 < end, bytes[at + 1] == UInt8(ascii: "<") {
                        quotes += 1
                        if quotes + (bytes[start] == UInt8(ascii: "\"") ? 1 : 0) >= 2 { return .other }
                    }
                    from = at + 1
                }
                // `- 0 : <`: the debugger's printing of an array (`1 element  - 0 : <…>`) flattened onto it.
                from = start + 5
                while from < end, let hit = memchr(base + from, Int32(UInt8(ascii: "<")), end - from) {
                    let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if bytes[at - 1] == 0x20, bytes[at - 2] == UInt8(ascii: ":"), bytes[at - 3] == 0x20,
                        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[at - 4])
                    {
                        return .other
                    }
                    from = at + 1
                }
            }
            let first = bytes[start]
            guard first == UInt8(ascii: "<") || first == UInt8(ascii: "\"") || first == UInt8(ascii: "\\")
            else { return .plain }
            // `>`, `>"`, `>",`, `>,` end a constraint.
            var tail = end
            if bytes[tail - 1] == UInt8(ascii: ","), tail - 1 > start { tail -= 1 }
            if bytes[tail - 1] == UInt8(ascii: "\""), tail - 1 > start { tail -= 1 }
            return bytes[tail - 1] == UInt8(ascii: ">") ? .plain : nil
        }
        switch found {
        case .some(.some(let shape)): return shape
        // Starts with `<` or `"` and does not end as a constraint: is it one, unfinished?
        case .some(.none): return startsUnfinishedConstraint(line) ? .unfinished : .plain
        case .none: return .other
        }
    }

    // MARK: Comment marks

    /// `line` without the comment, quote and code marks before it (and backticks or `*/` after
    /// it), repeated as far as they nest (`> //`), with the spaces around them.
    static func unmarked(_ line: Substring) -> Substring {
        var text = line
        var changed = false
        for _ in 0..<8 {
            let trimmed = text.withoutSurroundingSpaces
            guard let rest = afterMark(trimmed) ?? beforeClosingMark(trimmed) else { break }
            text = rest
            changed = true
        }
        return changed ? text.withoutSurroundingSpaces : line
    }

    /// The text after one mark at the start of `text`: `//` (or more slashes), `/*`, `*/`, `*`,
    /// `#`, `--`, `;`, `>`, or backticks.
    private static func afterMark(_ text: Substring) -> Substring? {
        let bytes = text.utf8
        guard let first = bytes.first else { return nil }
        func run(of byte: UInt8) -> Substring.UTF8View.SubSequence {
            bytes.drop(while: { $0 == byte })
        }
        func isLetterOrDigit(_ byte: UInt8?) -> Bool {
            guard let byte else { return false }
            return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
                || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        }
        let second = bytes.dropFirst().first
        switch first {
        case UInt8(ascii: "/"):
            // `//…` and `/*`; a lone `/` is text.
            if second == UInt8(ascii: "/") { return Substring(run(of: first)) }
            if second == UInt8(ascii: "*") { return Substring(bytes.dropFirst(2)) }
            return nil
        case UInt8(ascii: "*"):
            // ` * ` of a block comment, `*/` that closes one; a `*` before a word may be a
            // multiplier's, wrapped onto its own line.
            if second == UInt8(ascii: "/") { return Substring(bytes.dropFirst(2)) }
            let rest = run(of: first)
            return isLetterOrDigit(rest.first) ? nil : Substring(rest)
        case UInt8(ascii: "#"):
            // `#` before a number may be SnapKit's line, wrapped: a mark is not followed by one.
            let rest = run(of: first)
            return isLetterOrDigit(rest.first) ? nil : Substring(rest)
        case UInt8(ascii: ";"):
            return Substring(run(of: first))
        case UInt8(ascii: "-"):
            guard second == UInt8(ascii: "-") else { return nil }
            let rest = run(of: first)
            return isLetterOrDigit(rest.first) ? nil : Substring(rest)
        case UInt8(ascii: ">"):
            // A quote's `>`; `>"` and `>,` are the end of a constraint, wrapped onto its own line.
            let rest = run(of: first)
            return rest.first == UInt8(ascii: "\"") || rest.first == UInt8(ascii: ",") ? nil : Substring(rest)
        case UInt8(ascii: "`"):
            return Substring(run(of: first))
        default:
            return nil
        }
    }

    /// The text before backticks or a block comment's `*/` at the end of `text`.
    private static func beforeClosingMark(_ text: Substring) -> Substring? {
        let bytes = text.utf8
        guard let last = bytes.last else { return nil }
        if last == UInt8(ascii: "`") {
            var end = bytes.endIndex
            while end > bytes.startIndex, bytes[bytes.index(before: end)] == last {
                end = bytes.index(before: end)
            }
            return Substring(bytes[..<end])
        }
        if last == UInt8(ascii: "/"), let rest = text.before("*/") { return rest }
        return nil
    }

    /// `text` split at each newline byte, empty lines kept: one walk over the bytes, where a
    /// generic split calls a closure for each byte (a tenth of a log's reading).
    static func split(_ text: String) -> [Substring] {
        let utf8 = text.utf8
        let newline = UInt8(ascii: "\n")
        var pieces: [Substring] = []
        var start = utf8.startIndex
        var index = start
        while index < utf8.endIndex {
            if utf8[index] == newline {
                pieces.append(Substring(utf8[start..<index]))
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        pieces.append(Substring(utf8[start...]))
        return pieces
    }

    // MARK: A page's entities

    /// `text` with the entities a page writes for `<`, `>`, `"`, `'` and `&` read as those. One
    /// pass over the bytes: no entity stands for `&` followed by more of one, so reading
    /// `&amp;lt;` as `&lt;` (and no further) is what replacing each entity in turn would give.
    static func htmlDecoded(_ text: String) -> String {
        let entities: [(entity: [UInt8], character: UInt8)] = [
            (Array("&lt;".utf8), UInt8(ascii: "<")), (Array("&gt;".utf8), UInt8(ascii: ">")),
            (Array("&quot;".utf8), UInt8(ascii: "\"")), (Array("&#39;".utf8), UInt8(ascii: "'")),
            (Array("&#x27;".utf8), UInt8(ascii: "'")), (Array("&amp;".utf8), UInt8(ascii: "&")),
        ]
        let bytes = Array(text.utf8)
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = 0
        reading: while index < bytes.count {
            if bytes[index] == UInt8(ascii: "&") {
                for (entity, character) in entities where bytes[index...].starts(with: entity) {
                    decoded.append(character)
                    index += entity.count
                    continue reading
                }
            }
            decoded.append(bytes[index])
            index += 1
        }
        return String(decoding: decoded, as: UTF8.self)
    }

    // MARK: A log shared as a link

    /// The query parameter of a link that carries a log (wtfautolayout's `?constraintlog=`).
    static let linkParameter = "constraintlog="

    /// The lines of `line` with each log a link on it carries (`https://www.wtfautolayout.com/
    /// ?constraintlog=(%0A%20%20%22%3CNSLayoutConstraint:…`, as people paste them into issues)
    /// put in its place, percent-decoded; the text around the link stays a line of its own.
    static func linkedLog(_ line: Substring) -> [Substring] {
        var pieces: [Substring] = []
        var rest = line
        while let found = rest.byteRange(of: linkParameter) {
            let head = rest[..<found.lowerBound]
            if !head.withoutSurroundingSpaces.isEmpty { pieces.append(head) }
            let value = rest[found.upperBound...].prefix { !$0.isWhitespace && $0 != "&" && $0 != "\"" }
            if let decoded = String(value).replacingOccurrences(of: "+", with: " ").removingPercentEncoding {
                pieces += decoded.split(separator: "\n", omittingEmptySubsequences: false).map {
                    Substring($0.hasSuffix("\r") ? String($0.dropLast()) : String($0))
                }
            } else {
                pieces.append(value)
            }
            rest = rest[value.endIndex...]
        }
        if !rest.withoutSurroundingSpaces.isEmpty { pieces.append(rest) }
        return pieces
    }

    // MARK: A list on one line

    /// The pieces of a list flattened onto one line — the text before it, `(`, each
    /// `"<…>"` item, `)` and the text after it — or `nil` when the line holds fewer than two
    /// quoted items.
    static func flattenedList(_ line: Substring) -> [Substring]? {
        guard line.withoutSurroundingSpaces.utf8.count > 60, let first = line.byteRange(of: "\"<") else {
            return nil
        }
        var starts = [first.lowerBound]
        var rest = line[first.upperBound...]
        while let next = rest.byteRange(of: "\"<") {
            starts.append(next.lowerBound)
            rest = line[next.upperBound...]
        }
        guard starts.count >= 2 else { return nil }
        var pieces: [Substring] = []
        var head = line[..<first.lowerBound].withoutSurroundingSpaces
        if let opening = head.before("(") {
            head = opening.withoutSurroundingSpaces
            if !head.isEmpty { pieces.append(head) }
            pieces.append("(")
        } else if !head.isEmpty {
            pieces.append(head)
        }
        for (index, start) in starts.enumerated() {
            if index + 1 < starts.count {
                pieces.append(line[start..<starts[index + 1]].withoutSurroundingSpaces)
                continue
            }
            // The last item ends at its closing `>"`; what follows closes the list.
            let last = line[start...]
            guard let close = last.byteRange(of: ">\"") else {
                pieces.append(last.withoutSurroundingSpaces)
                break
            }
            pieces.append(last[..<close.upperBound])
            var after = last[close.upperBound...].withoutSurroundingSpaces
            if let comma = after.after(",") { after = comma.withoutSurroundingSpaces }
            if let closing = after.after(")") {
                pieces.append(")")
                after = closing.withoutSurroundingSpaces
            }
            if !after.isEmpty { pieces.append(after) }
        }
        return pieces
    }

    /// What closes a list, as a copy leaves it after its last item.
    private static let closings = [")", "),", ");"]

    /// The pieces of a list's end reflowed onto an item's line: `(` with the list's first item
    /// after it (`( "<NSLayoutConstraint:…>",`), or the last item with the `)` after it
    /// (`"<…>" )`); `nil` for any other line.
    static func reflowedEnds(_ line: Substring) -> [Substring]? {
        guard line.containsBytes(")") || line.containsBytes("(") else { return nil }
        var text = line.withoutSurroundingSpaces
        var pieces: [Substring] = []
        if text.utf8.count > 1, text.utf8.first == UInt8(ascii: "(") {
            let rest = text.dropFirst().withoutSurroundingSpaces
            if rest.starts(with: "\"<") || rest.starts(with: "<") || rest.starts(with: "\\<") {
                pieces.append(text.prefix(1))
                text = rest
            }
        }
        var closed = false
        for closing in closings {
            guard let before = text.before(closing)?.withoutSurroundingSpaces, before.utf8.count > 1,
                endsConstraint(before), before.starts(with: "\"<") || before.starts(with: "<")
            else { continue }
            text = before
            closed = true
            break
        }
        // Two quoted items or more are a flattened list's (``flattenedList(_:)``), not this.
        guard !pieces.isEmpty || closed, text.utf8.count < 2 || text.dropFirst().byteRange(of: "\"<") == nil
        else { return nil }
        pieces.append(text)
        if closed { pieces.append(")") }
        return pieces
    }

    /// The pieces of the debugger's printing of an array of constraints flattened onto one line
    /// (`po view.constraintsAffectingLayout(for: .vertical)`: `7 elements  - 0 : <…>  - 1 : <…>`):
    /// the text before it, each `<…>` item, and the text after the last; `nil` when the line
    /// holds none.
    static func flattenedArray(_ line: Substring) -> [Substring]? {
        var starts: [Substring.Index] = []
        var rest = line[...]
        while let marker = rest.byteRange(of: " : <") {
            // `- 12 : <`: a dash, the item's number, then the marker.
            let before = line[..<marker.lowerBound].utf8
            let digits = before.reversed().prefix { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
                .count
            let dash = before.dropLast(digits)
            if digits > 0, dash.last == 0x20, dash.dropLast().last == UInt8(ascii: "-") {
                starts.append(line.index(before: marker.upperBound))
            }
            rest = line[marker.upperBound...]
        }
        guard !starts.isEmpty else { return nil }
        var pieces: [Substring] = []
        let head = line[..<starts[0]].withoutSurroundingSpaces
        if !head.isEmpty { pieces.append(head) }
        for (index, start) in starts.enumerated() {
            var item = line[start..<(index + 1 < starts.count ? starts[index + 1] : line.endIndex)]
            // The dash and number of the next item, and whatever follows the last one's `>`.
            var after: Substring = ""
            if let close = item.byteRange(of: ">", backwards: true) {
                after = item[close.upperBound...].withoutSurroundingSpaces
                item = item[..<close.upperBound]
            }
            pieces.append(item)
            if index + 1 == starts.count, !after.isEmpty { pieces.append(after) }
        }
        return pieces
    }

    // MARK: A constraint wrapped across lines

    /// Joins each constraint a book, a PDF or a narrow page broke across lines (up to four) into
    /// one, when the joined text reads as a constraint: joined as it was broken (inside a word),
    /// or else with a space (at a space). `candidates` are the lines that start one unfinished.
    private mutating func joinWrappedConstraints(startingAt candidates: [Int]) {
        var joined: [Substring] = []
        var joinedNumbers: [Int] = []
        var copied = 0
        var changed = false
        for index in candidates where index >= copied {
            guard let (text, count) = wrappedConstraint(from: index) else { continue }
            joined.append(contentsOf: lines[copied..<index])
            joinedNumbers.append(contentsOf: (copied..<index).map(number(at:)))
            joined.append(text)
            joinedNumbers.append(number(at: index))
            copied = index + count
            changed = true
        }
        guard changed else { return }
        joined.append(contentsOf: lines[copied...])
        joinedNumbers.append(contentsOf: (copied..<lines.count).map(number(at:)))
        lines = joined
        numbers = joinedNumbers
    }

    /// The constraint that starts at `index` and ends within the next three lines, joined, and
    /// how many lines it takes; `nil` when no joining reads.
    private func wrappedConstraint(from index: Int) -> (Substring, Int)? {
        var parts = [lines[index].withoutSurroundingSpaces]
        var next = index + 1
        while next < lines.count, next <= index + 3 {
            let part = lines[next].withoutSurroundingSpaces
            if part.isEmpty || ConstraintLog.isConstraintLine(part)
                || part.containsBytes(ConstraintLog.header)
                || part == ")"
            {
                return nil
            }
            parts.append(part)
            next += 1
            guard Self.endsConstraint(part) else { continue }
            for separator in ["", " "] {
                let text = Substring(parts.joined(separator: separator))
                if case .success = LoggedConstraintReader.read(text) { return (text, next - index) }
            }
            return nil
        }
        return nil
    }

    /// Whether `line` starts a constraint (`"<NSLayoutConstraint:0x…`) that does not end on it.
    static func startsUnfinishedConstraint(_ line: Substring) -> Bool {
        let text = line.withoutSurroundingSpaces
        // `<`, `"<`, or `\<` as Markdown escapes it.
        guard let first = text.utf8.first,
            first == UInt8(ascii: "<") || first == UInt8(ascii: "\"")
                || (first == UInt8(ascii: "\\") && text.utf8.dropFirst().first == UInt8(ascii: "<"))
        else {
            return false
        }
        return !endsConstraint(text) && ConstraintLog.isConstraintLine(text)
    }

    /// Whether `text` ends as a constraint's description does: `>`, `>"`, `>",` or `>,`.
    static func endsConstraint(_ text: Substring) -> Bool {
        text.ends(with: ">") || text.ends(with: ">\"") || text.ends(with: ">\",") || text.ends(with: ">,")
    }
}
