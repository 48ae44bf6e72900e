/// One planted defect: where it is, what it changes, and how to write it into the source.
package struct Mutant: Codable, Sendable, Equatable {
    /// How the source text changes; offsets are UTF-8 offsets into the original file.
    package enum Edit: Codable, Sendable, Equatable {
        /// The bytes in `start..<end` (inside the wrapped expression) become `text`.
        case replace(start: Int, end: Int, text: String)
        /// The wrapped expression becomes `prefix + expression + suffix`.
        case surround(prefix: String, suffix: String)
        /// The wrapped expression becomes `text`.
        case replaceWhole(text: String)
        /// The wrapped statement (a call or an assignment) is left out. Compiled in beside the
        /// others, a call's result is discarded (`_ = call`) so that both sides have type `()`.
        case deleteStatement(discardsResult: Bool)
        /// The wrapped expression becomes these ranges of the original source, one after the other:
        /// two arguments swapped, an argument or a term left out, a call replaced by one of its
        /// arguments — changes made of the source's own text, which stay whole however it is laid
        /// out (the schemata form takes each range from the one-line copy of the file).
        case rearrange(pieces: [Range<Int>])
    }

    /// The number that selects this mutant at run time (1, 2, …; 0 selects none).
    package var id: Int
    /// The file, relative to the repository's root.
    package var file: String
    /// The line and column (1-based) where the change begins.
    package var line: Int
    package var column: Int
    package var kind: MutationKind
    /// What the change reads as: `< → <=`, `0 → 1`, `if c → if !(c)`.
    package var change: String
    /// The original source line, trimmed, to recognise the mutant again after the file moved.
    package var sourceLine: String
    /// The expression the runner wraps to compile this mutant in beside the original.
    package var wrapStart: Int
    package var wrapEnd: Int
    package var edit: Edit
    /// Whether the mutant may be compiled in with the others (schemata); if not, it needs a build of its own.
    package var schematable: Bool
}
