import SwiftParser
import SwiftSyntax

/// Writes mutants into a file's source: one at a time (`text(applying:)`), or all of them at
/// once, each behind a run-time switch ("schemata"), so that one build serves every mutant.
///
/// In the schemata form each mutated expression `e` becomes
/// `(active(7) ? (e′) : active(8) ? (e″) : (e))`. The mutated copies are written on one line and
/// the original keeps its own line breaks, so every line of the file keeps its number: a compiler
/// error points at the mutants of that line.
package struct SchemataRenderer {
    package let source: [UInt8]
    /// The source with every line break and comment outside tokens turned into a space (or `;`
    /// between statements), byte for byte as long as `source`.
    let oneLine: [UInt8]

    package init(source: String) {
        self.source = Array(source.utf8)
        self.oneLine = Self.oneLineText(of: source)
    }

    /// The file with `mutant` written in.
    package func text(applying mutant: Mutant) -> String {
        var bytes = source
        switch mutant.edit {
        case .replace(let start, let end, let text):
            bytes.replaceSubrange(start..<end, with: Array(text.utf8))
        case .surround(let prefix, let suffix):
            bytes.insert(contentsOf: Array(suffix.utf8), at: mutant.wrapEnd)
            bytes.insert(contentsOf: Array(prefix.utf8), at: mutant.wrapStart)
        case .replaceWhole(let text):
            bytes.replaceSubrange(mutant.wrapStart..<mutant.wrapEnd, with: Array(text.utf8))
        case .deleteStatement:
            bytes.replaceSubrange(mutant.wrapStart..<mutant.wrapEnd, with: Array("()".utf8))
        case .rearrange(let pieces):
            bytes.replaceSubrange(mutant.wrapStart..<mutant.wrapEnd, with: pieces.flatMap { source[$0] })
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The file with every mutant in `mutants` compiled in, selected by `switchFunction(id)`.
    package func schemataText(for mutants: [Mutant], switchFunction: String) -> String {
        let wraps = Wrap.forest(of: mutants)
        var output: [UInt8] = []
        render(
            start: 0, end: source.count, children: wraps, oneLine: false, substitution: nil, into: &output,
            switchFunction: switchFunction)
        return String(decoding: output, as: UTF8.self)
    }

    /// Expressions that share a range are wrapped once, holding all their mutants.
    struct Wrap {
        var start: Int
        var end: Int
        var mutants: [Mutant]
        var children: [Wrap] = []

        static func forest(of mutants: [Mutant]) -> [Wrap] {
            var byRange: [Int: [Int: [Mutant]]] = [:]
            for mutant in mutants {
                byRange[mutant.wrapStart, default: [:]][mutant.wrapEnd, default: []].append(mutant)
            }
            // Outer before inner: by start, then the longest first.
            let flat = byRange.flatMap { start, ends in
                ends.map { Wrap(start: start, end: $0.key, mutants: $0.value) }
            }
            .sorted { ($0.start, -$0.end) < ($1.start, -$1.end) }
            var roots: [Wrap] = []
            for wrap in flat { insert(wrap, into: &roots) }
            return roots
        }

        static func insert(_ wrap: Wrap, into list: inout [Wrap]) {
            if let lastIndex = list.indices.last, list[lastIndex].start <= wrap.start,
                wrap.end <= list[lastIndex].end
            {
                insert(wrap, into: &list[lastIndex].children)
            } else {
                list.append(wrap)
            }
        }
    }

    private func render(
        start: Int, end: Int, children: [Wrap], oneLine: Bool, substitution: (Int, Int, String)?,
        into output: inout [UInt8], switchFunction: String
    ) {
        let text = oneLine ? self.oneLine : source
        var cursor = start
        for child in children {
            if let (subStart, subEnd, replacement) = substitution, subStart >= cursor, subEnd <= child.start {
                output.append(contentsOf: text[cursor..<subStart])
                output.append(contentsOf: Array(replacement.utf8))
                cursor = subEnd
            }
            output.append(contentsOf: text[cursor..<child.start])
            renderWrap(child, oneLine: oneLine, into: &output, switchFunction: switchFunction)
            cursor = child.end
        }
        if let (subStart, subEnd, replacement) = substitution, subStart >= cursor {
            output.append(contentsOf: text[cursor..<subStart])
            output.append(contentsOf: Array(replacement.utf8))
            cursor = subEnd
        }
        output.append(contentsOf: text[cursor..<end])
    }

    private func renderWrap(_ wrap: Wrap, oneLine: Bool, into output: inout [UInt8], switchFunction: String) {
        // A deleted call's other sides discard what they give, so that every side is `()`: the
        // original call, and a mutant of the same call (its arguments swapped).
        let discards = wrap.mutants.contains {
            if case .deleteStatement(discardsResult: true) = $0.edit { return true }
            return false
        }
        output.append(contentsOf: Array("(".utf8))
        for mutant in wrap.mutants {
            output.append(contentsOf: Array("\(switchFunction)(\(mutant.id)) ? (".utf8))
            if discards, !Self.deletes(mutant) { output.append(contentsOf: Array("_ = ".utf8)) }
            switch mutant.edit {
            case .replace(let start, let end, let text):
                render(
                    start: wrap.start, end: wrap.end, children: wrap.children, oneLine: true,
                    substitution: (start, end, text), into: &output, switchFunction: switchFunction)
            case .surround(let prefix, let suffix):
                output.append(contentsOf: Array(prefix.utf8))
                render(
                    start: wrap.start, end: wrap.end, children: wrap.children, oneLine: true,
                    substitution: nil,
                    into: &output, switchFunction: switchFunction)
                output.append(contentsOf: Array(suffix.utf8))
            case .replaceWhole(let text):
                output.append(contentsOf: Array(text.utf8))
            case .deleteStatement:
                output.append(contentsOf: Array("()".utf8))
            case .rearrange(let pieces):
                for piece in pieces { output.append(contentsOf: self.oneLine[piece]) }
            }
            output.append(contentsOf: Array(") : ".utf8))
        }
        output.append(contentsOf: Array("(".utf8))
        if discards { output.append(contentsOf: Array("_ = ".utf8)) }
        render(
            start: wrap.start, end: wrap.end, children: wrap.children, oneLine: oneLine, substitution: nil,
            into: &output, switchFunction: switchFunction)
        output.append(contentsOf: Array("))".utf8))
    }

    /// Whether `mutant` leaves its statement out.
    private static func deletes(_ mutant: Mutant) -> Bool {
        if case .deleteStatement = mutant.edit { return true }
        return false
    }

    /// `source` with line breaks and comments between tokens blanked out; the first line break
    /// before a statement that follows another becomes `;` so the statements stay apart.
    static func oneLineText(of source: String) -> [UInt8] {
        var bytes = Array(source.utf8)
        let tree = Parser.parse(source: source)
        var statementStarts: Set<Int> = []
        final class StatementFinder: SyntaxVisitor {
            var starts: Set<Int> = []
            override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
                var previousHasSemicolon = true
                for item in node {
                    if !previousHasSemicolon { starts.insert(item.position.utf8Offset) }
                    previousHasSemicolon = item.semicolon != nil
                }
                return .visitChildren
            }
        }
        let finder = StatementFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        statementStarts = finder.starts
        for token in tree.tokens(viewMode: .sourceAccurate) {
            var offset = token.position.utf8Offset
            var needsSeparator = statementStarts.contains(offset)
            for piece in token.leadingTrivia {
                blank(piece, at: offset, in: &bytes, separator: &needsSeparator)
                offset += piece.sourceLength.utf8Length
            }
            offset = token.endPositionBeforeTrailingTrivia.utf8Offset
            var noSeparator = false
            for piece in token.trailingTrivia {
                blank(piece, at: offset, in: &bytes, separator: &noSeparator)
                offset += piece.sourceLength.utf8Length
            }
        }
        return bytes
    }

    private static func blank(
        _ piece: TriviaPiece, at offset: Int, in bytes: inout [UInt8], separator: inout Bool
    ) {
        let length = piece.sourceLength.utf8Length
        switch piece {
        case .newlines, .carriageReturns, .carriageReturnLineFeeds, .lineComment, .docLineComment,
            .blockComment,
            .docBlockComment, .formfeeds, .verticalTabs:
            for index in offset..<(offset + length) { bytes[index] = UInt8(ascii: " ") }
            if separator, case .lineComment = piece {
            } else if separator, case .docLineComment = piece {
            } else if separator, case .blockComment = piece {
            } else if separator, case .docBlockComment = piece {
            } else if separator {
                bytes[offset] = UInt8(ascii: ";")
                separator = false
            }
        default:
            break
        }
    }
}
