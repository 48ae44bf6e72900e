import Testing

@testable import GuideLensCore

/// The reader's byte steps must answer as the Character steps they stand for, on every text:
/// each is compared with the standard library's own answer on texts whose bytes next to the
/// punctuation are plain, combining marks, a prepended mark, a carriage return, or a character
/// canonically equal to an ASCII one.
@Suite("Byte steps answer as Character steps")
struct PlainTextStepsTests {
    /// Pieces whose every pairing puts a different kind of byte next to a plain one.
    static let pieces = [
        "", "<", ">", "'", ":", " ", "a", "Z", "K", ";", "_", "7", ".", ")", "(", "\"", ",",
        "\u{301}",  // a combining acute accent: joins the Character before it
        "\u{600}",  // ARABIC NUMBER SIGN, a prepended mark: joins the Character after it
        "\r", "\n", "\r\n",
        "\u{37E}",  // GREEK QUESTION MARK, canonically equal to ";"
        "\u{212A}",  // KELVIN SIGN, canonically equal to "K"
        "é", "e\u{301}",
    ]

    /// Every text of up to three pieces, each also inside a longer string (a slice that does not
    /// start at its base's start).
    static let texts: [Substring] = {
        var texts: [Substring] = []
        for first in pieces {
            for second in pieces {
                for third in ["", "<", "'", "\u{301}", " ", ")"] {
                    let text = first + second + third
                    texts.append(Substring(text))
                    let wrapped = "x" + text + "y"
                    texts.append(wrapped.dropFirst().dropLast())
                }
            }
        }
        return texts
    }()

    static let patterns = [
        "<", ">", "'", "\"", ")", ":", "a", "h=", "(active", ";", "K", "<'", "", "\u{301}",
        // Canonically equal to a plain byte and a combining mark: "e" then U+0301.
        "é", "xé", "éx",
        // Canonically equal to a plain byte: KELVIN SIGN to "K", GREEK QUESTION MARK to ";".
        "\u{212A}", "x\u{37E}",
    ]

    @Test("after and starts(with:) are hasPrefix then dropFirst")
    func prefixes() {
        for text in Self.texts {
            for pattern in Self.patterns {
                let expected = text.hasPrefix(pattern) ? text.dropFirst(pattern.count) : nil
                expectEqual(text.after(pattern), expected, "\(Array(text.unicodeScalars)) \(pattern)")
                expectEqual(text.after(pattern)?.startIndex, expected?.startIndex)
                expectEqual(text.starts(with: pattern), text.hasPrefix(pattern))
            }
        }
    }

    @Test("before and ends(with:) are hasSuffix then dropLast")
    func suffixes() {
        for text in Self.texts {
            for pattern in Self.patterns {
                let expected = text.hasSuffix(pattern) ? text.dropLast(pattern.count) : nil
                expectEqual(text.before(pattern), expected, "\(Array(text.unicodeScalars)) \(pattern)")
                expectEqual(text.before(pattern)?.endIndex, expected?.endIndex)
                expectEqual(text.ends(with: pattern), text.hasSuffix(pattern))
            }
        }
    }

    @Test("firstIndex(ofPlain:) is firstIndex(of:)")
    func search() {
        for text in Self.texts {
            for character in [":", " ", "'", "<", ";", "K"] as [Character] {
                let byte = character.asciiValue ?? 0
                expectEqual(
                    text.firstIndex(ofPlain: byte), text.firstIndex(of: character),
                    "\(Array(text.unicodeScalars)) \(character)")
            }
        }
    }

    @Test("prefix(whilePlain:orCharacter:) is prefix(while:)")
    func runs() {
        for text in Self.texts {
            let letters = text.prefix(
                whilePlain: { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0 | 0x20) },
                orCharacter: { $0.isLetter && $0.isASCII })
            #expect(letters.endIndex == text.prefix(while: { $0.isLetter && $0.isASCII }).endIndex)
            let notSpace = text.prefix(
                whilePlain: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: ">") },
                orCharacter: { $0 != " " && $0 != ">" })
            #expect(
                notSpace.endIndex == text.prefix(while: { $0 != " " && $0 != ">" }).endIndex,
                "\(Array(text.unicodeScalars))")
        }
    }

    @Test("prefix(plainCount:) is prefix(_:)")
    func counts() {
        for text in Self.texts {
            for count in 0...4 {
                expectEqual(text.prefix(plainCount: count).endIndex, text.prefix(count).endIndex)
            }
        }
    }

    @Test("an identifier holding accents and quotes reads as the Character steps read it")
    func quotedIdentifiers() throws {
        // The closing quote is the first one followed by a space; an accent on a quote, or on the
        // space after it, makes another Character of it.
        let line = "<NSLayoutConstraint:0x1 'caf\u{E9} 'n'\u{301}x' UILabel:0x10.width == 44   (active)>"
        let constraint = try #require(try? LoggedConstraintReader.read(Substring(line)).get())
        #expect(constraint.identifier == "caf\u{E9} 'n'\u{301}x")
        let joined = "<NSLayoutConstraint:0x1 'a' \u{301}b' UILabel:0x10.width == 44   (active)>"
        let second = try #require(try? LoggedConstraintReader.read(Substring(joined)).get())
        #expect(second.identifier == "a' \u{301}b")
    }
}
