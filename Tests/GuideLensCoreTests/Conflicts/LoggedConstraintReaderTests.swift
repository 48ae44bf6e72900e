import Testing

@testable @_spi(Engine) import GuideLensCore

/// The reader of one constraint's description, at the edges of what it reads: names outside
/// ASCII (where it reads Characters rather than bytes), the visual format's defaults, and
/// numbers and names where they stop.
@Suite("Constraint reader at its edges")
struct LoggedConstraintReaderTests {
    static func read(_ line: String) -> LoggedConstraint? {
        try? LoggedConstraintReader.read(Substring(line)).get()
    }

    static func reason(_ line: String) -> String? {
        guard case .failure(let unread) = LoggedConstraintReader.read(Substring(line)) else { return nil }
        return unread.reason
    }

    @Test("names outside ASCII read as ASCII ones do: a key, a class, a file, an attribute, a visual name")
    func namesOutsideASCII() throws {
        expectEqual(Self.read("<MASLayoutConstraint:höhe UIButton:0x10.height == 44>")?.identifier, "höhe")
        expectEqual(
            Self.read("<SnapKit.LayoutConstraint:0x1@Ansicht·Höhe.swift#17 UIView:0x2.height == 44>")?
                .constant, 44)
        let accented = try #require(Self.read("<NSLayoutConstraint:0x1 Élan:0x2.wídth == 100>"))
        #expect(accented.first.item.className == "Élan" && accented.first.attribute == .unrecognized("wídth"))
        let visual = try #require(
            Self.read(
                "<NSLayoutConstraint:0x1 H:|-(8)-[émile]   (active, names: émile:0x10, '|':UIView:0x20 )>"))
        expectEqual(visual.first.item.address, ObjectAddress(0x10))
        expectEqual(visual.second?.item.address, ObjectAddress(0x20))
    }

    @Test("an item's class starts with a letter or _, in either case; a digit does not start one")
    func classNames() {
        expectEqual(
            Self.read("<NSLayoutConstraint:0x1 _Private:0x2.width == 1>")?.first.item.className, "_Private")
        expectEqual(Self.read("<NSLayoutConstraint:0x1 Zeta:0x2.width == 1>")?.first.item.className, "Zeta")
        expectEqual(Self.read("<NSLayoutConstraint:0x1 9View:0x2.width == 1>"), nil)
        // The constraint's own class holds no space.
        expectEqual(Self.reason("<My Constraint:0x1 UIView:0x2.width == 1>"), "no constraint class")
    }

    @Test("constants add up in the order written; what cannot be read is quoted by its first 20 bytes")
    func constants() {
        expectEqual(Self.read("<NSLayoutConstraint:0x1 UIView:0x2.width == 10 + 6   (active)>")?.constant, 16)
        expectEqual(Self.read("<NSLayoutConstraint:0x1 UIView:0x2.width == 10 - 6   (active)>")?.constant, 4)
        expectEqual(
            Self.reason("<NSLayoutConstraint:0x1 UIView:0x2.width == 10 ?abcdefghijklmnopqrstuvwxyz>"),
            "unexpected '?abcdefghijklmnopqrs'")
    }

    @Test(
        "the visual format: no spacing is 0, a bare dash the standard 8, and an edge without a name is the superview"
    )
    func visualDefaults() throws {
        let flush = try #require(Self.read("<NSLayoutConstraint:0x1 H:|[UIView:0x2]   (active)>"))
        #expect(flush.constant == 0 && flush.second?.item.className == "superview")
        expectEqual(flush.second?.item.address, ObjectAddress(0))
        let adjacent = try #require(
            Self.read("<NSLayoutConstraint:0x1 H:[UIView:0x2][UIView:0x3]   (active)>"))
        expectEqual(adjacent.constant, 0)
        let standard = try #require(Self.read("<NSLayoutConstraint:0x1 V:|-[UIView:0x2]   (active)>"))
        #expect(standard.constant == 8 && standard.first.attribute == .top)
        expectEqual(
            Self.reason("<NSLayoutConstraint:0x1 H:|-()-[UIView:0x2]   (active)>"), "no number in ( )")
    }

    @Test("a visual name is the longest that matches, and '|' is never taken for one")
    func longestName() throws {
        let line =
            "<NSLayoutConstraint:0x1 H:[short]-(8)-[shortlong]   (active, names: short:0x10, shortlong:0x20, '|':UIView:0x30 )>"
        let constraint = try #require(Self.read(line))
        expectEqual(constraint.first.item.address, ObjectAddress(0x20))
        expectEqual(constraint.second?.item.address, ObjectAddress(0x10))
    }

    @Test("a name's impossible address is looked for in the first 80 bytes after its colon, no further")
    func namesWithinEightyBytes() {
        // `b` is not used: past 80 bytes the names simply end, and the constraint reads.
        func line(spaces: Int) -> String {
            "<NSLayoutConstraint:0x1 H:[a]-(8)-|   (active, names: a:0x10, b:\(String(repeating: " ", count: spaces))0xz1 )>"
        }
        #expect(Self.reason(line(spaces: 78)) != nil)
        expectEqual(Self.read(line(spaces: 79))?.second?.item.address, ObjectAddress(0x10))
    }

    @Test(
        "an address read from contiguous bytes and from a bridged string's view is the same, and so is the rest"
    )
    func addressReadsAgree() {
        let tokens = [
            "0x1", "0x", "0X1f", "0x1f rest", "0xz", "0x6z0", "0x1_", "0x1.width", "0xffffffffffffffff",
            "0x1ffffffffffffffff", "0x00000000000000000001", "x1", "0", "", "0xABCDEF)", "0x1é",
        ]
        for token in tokens {
            var contiguous = Substring(token)
            var view = Substring(token)
            let fromBytes = LoggedConstraintReader.takeAddress(&contiguous)
            let fromView = LoggedConstraintReader.takeAddressFromView(&view)
            expectEqual(fromBytes, fromView, "\(token)")
            expectEqual(contiguous, view, "\(token)")
        }
        var text = Substring("0x1f rest")
        #expect(LoggedConstraintReader.takeAddressFromView(&text) == ObjectAddress(0x1f) && text == " rest")
    }
}

extension LoggedConstraintReaderTests {
    @Test("a quoted name read on the bytes ends where the Character steps end it, on every text")
    func quotedNamesAgree() {
        for text in PlainTextStepsTests.texts {
            for before in [" ", ":", ".", " ("] {
                var quoted = Substring("'" + text)
                var characters = quoted
                let fromBytes = LoggedConstraintReader.takeQuoted(&quoted, before: before)
                // A quote a combining mark joins is no quote.
                guard let rest = characters.after("'") else {
                    expectEqual(fromBytes, nil, "'\(text)'")
                    continue
                }
                let fromCharacters = LoggedConstraintReader.takeQuotedCharacters(
                    &characters, rest: rest, before: before)
                expectEqual(fromBytes, fromCharacters, "'\(text)' before '\(before)'")
                // What is left is the same only where a name was read.
                if fromBytes != nil { #expect(quoted == characters, "'\(text)' before '\(before)'") }
            }
        }
    }

    @Test("a number stops at what is not one: a colon, a second sign, an exponent without digits")
    func numbers() {
        let cases: [(String, Double?, String)] = [
            ("12:", 12, ":"), ("90/", 90, "/"), ("-3.5 x", -3.5, " x"), ("+2", 2, ""), ("1e5x", 100_000, "x"),
            ("2e", 2, "e"), ("2e-1)", 0.2, ")"), ("inf)", .infinity, ")"), ("-", nil, "-"), (".", nil, "."),
            ("x1", nil, "x1"),
        ]
        for (text, value, rest) in cases {
            var remaining = Substring(text)
            expectEqual(LoggedConstraintReader.takeNumber(&remaining), value, "\(text)")
            expectEqual(remaining, Substring(rest), "\(text)")
        }
    }

    @Test("spaces before a name outside ASCII are skipped as before any other")
    func spacesBeforeNonASCII() {
        expectEqual(
            Self.read("<NSLayoutConstraint:0x1  'Überschrift' UIView:0x2.width == 1>")?.identifier,
            "Überschrift")
        expectEqual(Self.read("<NSLayoutConstraint:0x1 UIView:0x2.width ==  \t1>")?.constant, 1)
    }

    @Test("a factor with no item after its '*' is not read, and says so; with one, it is")
    func factorWithoutItem() {
        expectEqual(
            Self.reason("<NSLayoutConstraint:0x1 UIView:0x2.width == 0.5*   (active)>"), "no item after '*'")
        expectEqual(
            Self.reason("<NSLayoutConstraint:0x1 UIView:0x2.width == 0.5 * + 8>"), "no item after '*'")
        let read = Self.read(
            "<NSLayoutConstraint:0x1 UIView:0x2.width == 0.5*UIView:0x3.width + 8   (active)>")
        expectEqual(read?.multiplier, 0.5)
        expectEqual(read?.second?.item.address, ObjectAddress(0x3))
    }

    @Test(
        "a status of names alone, as iOS 9 and earlier print it and in lower case, is not part of the equation"
    )
    func namesAloneAsStatus() throws {
        for status in [
            "(Names: '|':UIView:0x20 )", "(names: '|':UIView:0x20 )", "(active, names: '|':UIView:0x20 )",
        ] {
            let read = try #require(
                Self.read("<NSLayoutConstraint:0x1 H:|-(8)-[UILabel:0x10]   \(status)>"), "\(status)")
            expectEqual(read.first.item.address, ObjectAddress(0x10), "\(status)")
            expectEqual(read.second?.item.address, ObjectAddress(0x20), "\(status)")
            expectEqual(read.constant, 8, "\(status)")
        }
    }
}
