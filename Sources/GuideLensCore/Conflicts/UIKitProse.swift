import Foundation

/// The fixed prose of UIKit's and AppKit's conflict report: the header, the "Try this" advice,
/// the note on autoresizing constraints and the trailer. A copy kept in a comment, a page or a
/// PDF wraps it anywhere; a line that is a run of its words continues the report it is in, never
/// ends it.
enum UIKitProse {
    /// Every sentence of the report that is the same in every log, in order.
    static let sentences = [
        "Unable to simultaneously satisfy constraints.",
        "Probably at least one of the constraints in the following list is one you don't want.",
        "Try this:",
        "(1) look at each constraint and try to figure out which you don't expect;",
        "(2) find the code that added the unwanted constraint or constraints and fix it.",
        "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the "
            + "documentation for the UIView property translatesAutoresizingMaskIntoConstraints)",
        "(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the "
            + "documentation for the NSView property translatesAutoresizingMaskIntoConstraints)",
        "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
        "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> "
            + "may also be helpful.",
    ]

    /// The words of ``sentences``, each sentence's own, as ``words(of:)`` gives them.
    static let sentenceWords: [[Substring]] = sentences.map { words(of: Substring($0)) }

    /// The words of `text` as compared: split at spaces and tabs, the punctuation around each
    /// word taken off, lowercased; a typographic apostrophe read as `'`.
    static func words(of text: Substring) -> [Substring] {
        text.split(whereSeparator: { $0 == " " || $0 == "\t" }).compactMap { word in
            let trimmed = word.drop(while: { !$0.isLetter && !$0.isNumber })
                .reversed().drop(while: { !$0.isLetter && !$0.isNumber }).reversed()
            guard !trimmed.isEmpty else { return nil }
            return Substring(String(trimmed).lowercased().replacingOccurrences(of: "\u{2019}", with: "'"))
        }
    }

    /// Whether `line` is a piece of the fixed prose: at least two of its words in a row, in the
    /// order of one sentence, and nothing else; or one word that long that only the prose holds
    /// (`translatesAutoresizingMaskIntoConstraints)`). Compared word by word without copying the
    /// line: a report's lines pass here.
    static func isFragment(_ line: Substring) -> Bool {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).compactMap(trimmed)
        guard let first = words.first else { return false }
        if words.count == 1 && first.count < 12 { return false }
        for sentence in sentenceWords where sentence.count >= words.count {
            for start in 0...(sentence.count - words.count) where same(first, sentence[start]) {
                if zip(words, sentence[start...]).allSatisfy({ same($0, $1) }) { return true }
            }
        }
        return false
    }

    /// `word` without the punctuation around it, or `nil` when nothing is left.
    private static func trimmed(_ word: Substring) -> Substring? {
        guard let start = word.firstIndex(where: { $0.isLetter || $0.isNumber }),
            let end = word.lastIndex(where: { $0.isLetter || $0.isNumber })
        else { return nil }
        return word[start...end]
    }

    /// Whether a word of a line is a word of a sentence (lowercased): letters compared without
    /// case, a typographic apostrophe as `'`.
    private static func same(_ word: Substring, _ expected: Substring) -> Bool {
        var left = word.makeIterator()
        var right = expected.makeIterator()
        while true {
            switch (left.next(), right.next()) {
            case (nil, nil): return true
            case (let a?, let b?):
                let read: Character = a == "\u{2019}" ? "'" : a
                if read != b && read.lowercased() != String(b) { return false }
            default: return false
            }
        }
    }
}
