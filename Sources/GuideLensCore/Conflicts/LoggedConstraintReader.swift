import Foundation

/// Reads one constraint as Auto Layout prints it:
///
/// - `"<NSLayoutConstraint:0x600… 'id' UIButton:0x7f…'Send'.leading == UIView:0x7f….leading + 20   (active)>",`
/// - `"<NSLayoutConstraint:0x600… H:|-(8)-[UILabel:0x7f…]   (active, names: '|':UIView:0x7f… )>",`
/// - `"<NSAutoresizingMaskLayoutConstraint:0x600… h=--& v=--& UIView:0x7f….height == 44   (active)>",`
/// - `"<NSLayoutConstraint:0x7f… H:[UIView:0x7f…(100)]>"` (before iOS 10: no `(active)`).
enum LoggedConstraintReader {
    private static let relations = LayoutRelation.allCases
    private static let directions = ["(LTR)", "(RTL)"]
    private static let systemSpacings = ["NSLayoutAnchorConstraintSpace(", "NSSpace("]
    private static let statusMarkers = ["(active", "(inactive", "(names:", "(Names:"]
    /// Names that recur in every log, shared rather than copied for each constraint.
    private static let common = [
        "NSLayoutConstraint", "NSAutoresizingMaskLayoutConstraint", "NSContentSizeLayoutConstraint",
        "_UILayoutSupportConstraint", "NSIBPrototypingLayoutConstraint", "_UISystemBaselineConstraint",
        "UITableViewCellContentView", "UICollectionViewCellContentView", "UIViewLayoutMarginsGuide",
        "UIViewSafeAreaLayoutGuide", "UIView-Encapsulated-Layout-Height", "UIView-Encapsulated-Layout-Width",
        "UIView-Encapsulated-Layout-Left", "UIView-Encapsulated-Layout-Top",
        "UIView-topMargin-guide-constraint",
        "UIView-bottomMargin-guide-constraint", "UIView-leftMargin-guide-constraint",
        "UIView-rightMargin-guide-constraint", "UIViewReadableContentGuide", "_UITemporaryLayoutWidth",
        "_UITemporaryLayoutHeight", "UIStackView", "UISV-canvas-connection", "UISV-spacing", "UISV-hiding",
    ]

    /// `text` as a String, shared with ``common`` when it is one of those names (no copy).
    private static func interned(_ text: Substring) -> String {
        let count = text.utf8.count
        if count > 15,
            let known = common.first(where: { $0.utf8.count == count && $0.utf8.elementsEqual(text.utf8) })
        {
            return known
        }
        return String(text)
    }

    /// Why a line is not a constraint as Auto Layout prints it.
    struct Unreadable: Error, Hashable {
        var reason: String
    }

    /// The constraint `raw` describes, or why it cannot be read. A line Markdown escaped
    /// (`\<…\>`, `\[`, `0.5\*`) is read as it was logged; a line that fails over an address
    /// that cannot be one (`0x6z0…`) says so, rather than what the reader met after it.
    static func read(_ raw: Substring) -> Result<LoggedConstraint, Unreadable> {
        let failure: Unreadable
        do {
            return .success(try readConstraint(raw))
        } catch let error as Unreadable {
            failure = error
        } catch {
            failure = Unreadable(reason: "\(error)")
        }
        if let unescaped = markdownUnescaped(raw), let constraint = try? readConstraint(Substring(unescaped))
        {
            return .success(constraint)
        }
        if let decoded = htmlDecoded(raw), let constraint = try? readConstraint(Substring(decoded)) {
            return .success(constraint)
        }
        if let address = impossibleAddress(in: raw) { return .failure(Unreadable(reason: address)) }
        return .failure(failure)
    }

    /// `text` with a page's HTML entities (`&lt;NSLayoutConstraint:…&gt;`) read as the characters
    /// they stand for, or `nil` when it has none.
    static func htmlDecoded(_ text: Substring) -> String? {
        guard text.containsBytes("&") else { return nil }
        let decoded = LogLines.htmlDecoded(String(text))
        return decoded[...] == text ? nil : decoded
    }

    /// The characters Markdown escapes with a backslash that a constraint's description holds.
    private static let markdownEscaped = Set("<>[]*_()|#`".utf8)

    /// `text` without Markdown's escapes (`\<`, `\[`, `\*` …), or `nil` when it has none. A
    /// backslash the log itself escaped (`\\`) and the log's own escapes (`\n`, `\U2019`,
    /// `\"`) stay as they are.
    static func markdownUnescaped(_ text: Substring) -> String? {
        let bytes = Array(text.utf8)
        guard bytes.contains(UInt8(ascii: "\\")) else { return nil }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var changed = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                let next = bytes[index + 1]
                if markdownEscaped.contains(next) {
                    result.append(next)
                    changed = true
                } else {
                    result.append(byte)
                    result.append(next)
                }
                index += 2
                continue
            }
            result.append(byte)
            index += 1
        }
        return changed ? String(decoding: result, as: UTF8.self) : nil
    }

    /// Why the first address of `text` that cannot be one is not an address: a `0x` with no
    /// hexadecimal digit, with a letter that is not one among them (`0x6z0…`), or wider than 64
    /// bits; `nil` when every address can be one.
    static func impossibleAddress(in text: Substring) -> String? {
        let bytes = Array(text.utf8)
        var index = 0
        while index + 1 < bytes.count {
            defer { index += 1 }
            guard bytes[index] == UInt8(ascii: "0"), bytes[index + 1] | 0x20 == UInt8(ascii: "x") else {
                continue
            }
            // An address follows `:` (an item), `(`, `[`, `<`, a space or the line's start.
            if index > 0, !":([< \t".utf8.contains(bytes[index - 1]) { continue }
            var end = index + 2
            while end < bytes.count, isPlainLetterOrDigit(bytes[end]) || bytes[end] == UInt8(ascii: "_") {
                end += 1
            }
            let digits = bytes[(index + 2)..<end]
            let token =
                String(decoding: bytes[index..<min(end, index + 20)], as: UTF8.self)
                + (end > index + 20 ? "…" : "")
            if let bad = digits.first(where: { hexDigitValue($0) == nil }) {
                return
                    "'\(token)' is not an address ('\(Character(Unicode.Scalar(bad)))' is not a hexadecimal digit)"
            }
            if digits.isEmpty { return "'\(token)' is not an address (no hexadecimal digit after 0x)" }
            if digits.drop(while: { $0 == UInt8(ascii: "0") }).count > 16 {
                return "'\(token)' is not an address (wider than 64 bits)"
            }
            index = end - 1
        }
        return nil
    }

    private static func readConstraint(_ raw: Substring) throws -> LoggedConstraint {
        var text = raw.withoutSurroundingSpaces
        if let shorter = text.before(",") { text = shorter }
        if text.utf8.count >= 2, let inner = text.after("\"")?.before("\"") { text = inner }
        let original = String(text)
        if let inside = text.after("<")?.before(">") {
            text = inside
        } else if text.starts(with: "<") || text.ends(with: ">")
            || !text.prefix(plainCount: 100).containsBytes(":0x")
        {
            throw Unreadable(reason: "expected <…>")
        }
        // Otherwise the angle brackets were lost on the way (an HTML page eats them): read the rest.
        // SnapKit 0.x wraps the constraint's own name: `<<Module.LayoutConstraint:0x…> …>`.
        var wrappedHeader = false
        if let inner = text.after("<") {
            wrappedHeader = true
            text = inner
        }
        let (className, address, key) = try takeConstraintName(&text)
        var identifier = key
        if wrappedHeader {
            guard let rest = text.after(">") else {
                throw Unreadable(reason: "no > after the constraint's name")
            }
            text = rest
        }
        skipSpaces(&text)
        // SnapKit adds where the constraint was made: `@File.swift#17`.
        var madeAt: String?
        if text.starts(with: "@") {
            let mark = text.prefix(whilePlain: { $0 != UInt8(ascii: " ") }, orCharacter: { $0 != " " })
            madeAt = mark.count > 1 ? String(mark.dropFirst()) : nil
            text = text[mark.endIndex...]
        }
        skipSpaces(&text)
        if text.starts(with: "'") { identifier = takeQuoted(&text, before: " ") ?? identifier }
        skipSpaces(&text)
        let mask = takeMask(&text, identifier: &identifier)
        let (isActive, names) = try takeStatus(&text)
        let superview = names["|"]
        var body = Substring(text.withoutSurroundingSpaces)
        // The layout direction AppKit appends to a visual format: `(LTR)`, `(RTL)`.
        for direction in directions {
            guard let rest = body.before(direction) else { continue }
            body = Substring(rest.withoutSurroundingSpaces)
        }
        let contentPriorities = takeContentPriorities(&body)
        var priority = 1000.0
        if let range = body.byteRange(of: "priority:", backwards: true) {
            priority = Double(body[range.upperBound...].withoutSurroundingSpaces) ?? priority
            body = Substring(body[..<range.lowerBound].withoutSurroundingSpaces)
        }
        let equation: Equation
        if body.starts(with: "H:") || body.starts(with: "V:") {
            equation = try visualFormat(body, superview: superview, names: names)
        } else {
            equation = try equationForm(body, names: names)
        }
        // Markdown's emphasis makes `'_UITemporaryLayoutWidth'` `'*UITemporaryLayoutWidth'`.
        var identifierLoggedAs: String?
        if let logged = identifier, logged.utf8.first == UInt8(ascii: "*"),
            let next = logged.utf8.dropFirst().first, isPlainLetterOrDigit(next), !(48...57).contains(next)
        {
            identifierLoggedAs = logged
            identifier = "_" + logged.dropFirst()
        }
        var constraint = LoggedConstraint(
            className: className, address: address, identifier: identifier, first: equation.first,
            relation: equation.relation, second: equation.second, multiplier: equation.multiplier,
            constant: equation.constant, priority: equation.priority ?? priority, isActive: isActive,
            autoresizingMask: mask, superview: superview, contentPriorities: contentPriorities, text: original
        )
        constraint.identifierLoggedAs = identifierLoggedAs
        constraint.madeAt = madeAt
        return constraint
    }

    /// The constraint's class and address, taken off the front of `text`; Masonry writes a key in
    /// place of the address when the constraint has one (`<MASLayoutConstraint:buttonHeight …>`),
    /// returned as its identifier with the address 0.
    private static func takeConstraintName(_ text: inout Substring) throws -> (
        className: String, address: ObjectAddress, key: String?
    ) {
        guard let colon = text.firstIndex(ofPlain: UInt8(ascii: ":")) else {
            throw Unreadable(reason: "no constraint address")
        }
        let className = interned(text[..<colon])
        guard !className.isEmpty, !className.utf8.contains(0x20) else {
            throw Unreadable(reason: "no constraint class")
        }
        text = text[text.index(after: colon)...]
        if let address = takeAddress(&text) {
            return (className, address, nil)
        } else {
            let key = text.prefix(
                whilePlain: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: ">") },
                orCharacter: { $0 != " " && $0 != ">" })
            guard !key.isEmpty, !key.starts(with: "'") else {
                throw Unreadable(reason: "no constraint address")
            }
            // A key is a name; `0x…` that did not read is an address that cannot be one.
            if key.starts(with: "0x") || key.starts(with: "0X") {
                throw Unreadable(reason: impossibleAddress(in: key) ?? "no constraint address")
            }
            text = text[key.endIndex...]
            return (className, ObjectAddress(0), String(key))
        }
    }

    /// An autoresizing constraint's mask (`h=--& v=--&`), taken off the front of `text`, and the
    /// identifier it may carry after it; `nil` when there is none.
    private static func takeMask(_ text: inout Substring, identifier: inout String?) -> AutoresizingMask? {
        guard text.starts(with: "h="), let space = text.firstIndex(ofPlain: UInt8(ascii: " ")) else {
            return nil
        }
        var maskText = String(text[..<space])
        text = text[space...]
        skipSpaces(&text)
        if text.starts(with: "v="), let next = text.firstIndex(ofPlain: UInt8(ascii: " ")) {
            maskText += " " + text[..<next]
            text = text[next...]
        }
        // An autoresizing constraint may carry an identifier after its mask.
        skipSpaces(&text)
        if text.starts(with: "'") { identifier = takeQuoted(&text, before: " ") ?? identifier }
        return AutoresizingMask(text: maskText)
    }

    /// The status at the end, taken off `text`: "(active)", "(inactive)", "(active, names:
    /// '|':UIView:0x… )"; whether it says active, and the items its names give.
    private static func takeStatus(_ text: inout Substring) throws -> (
        isActive: Bool?, names: [String: LoggedItem]
    ) {
        var isActive: Bool?
        var names: [String: LoggedItem] = [:]
        if let open = statusStart(in: text) {
            let afterOpen = text[text.index(after: open)...]
            let status = afterOpen.before(")") ?? afterOpen
            if status.starts(with: "active") {
                isActive = true
            } else if status.starts(with: "inactive") {
                isActive = false
            }
            if let range = status.byteRange(of: "names:", ignoringASCIICase: true) {
                names = try readNames(status[range.upperBound...])
            }
            text = text[..<open]
        } else if let open = cutStatusStart(in: text) {
            // A copy cut short inside the status (`+ 16   (activ`): the constraint is whole before it.
            text = text[..<open]
        }
        return (isActive, names)
    }

    /// `Hug:250 CompressionResistance:750` at the end of a content-size constraint's body, taken
    /// off it; `nil` when neither is there. One printed without the other keeps UIKit's default
    /// for the other.
    static func takeContentPriorities(_ body: inout Substring) -> ContentPriorities? {
        var hugging: Double?
        var resistance: Double?
        for (label, isHugging) in [("CompressionResistance:", false), ("Hug:", true)] {
            guard let range = body.byteRange(of: label, backwards: true) else { continue }
            var number = body[range.upperBound...].withoutSurroundingSpaces
            guard let value = takeNumber(&number), number.isEmpty else { continue }
            if isHugging { hugging = value } else { resistance = value }
            body = Substring(body[..<range.lowerBound].withoutSurroundingSpaces)
        }
        guard hugging != nil || resistance != nil else { return nil }
        let defaults = ContentPriorities.defaults
        return ContentPriorities(
            hugging: hugging ?? defaults.hugging,
            compressionResistance: resistance ?? defaults.compressionResistance)
    }

    private struct Equation {
        var first: LoggedAnchor
        var relation: LayoutRelation
        var second: LoggedAnchor?
        var multiplier = 1.0
        var constant = 0.0
        var priority: Double?
    }

    /// `A.attr REL [m*]B.attr [± c] [@p]`, or `A.attr REL c [@p]`.
    private static func equationForm(_ body: Substring, names: [String: LoggedItem]) throws -> Equation {
        var text = body
        var priority: Double?
        if let at = text.byteRange(of: "@", backwards: true)?.lowerBound {
            var number = text[text.index(after: at)...].withoutSurroundingSpaces
            if let value = takeNumber(&number), number.isEmpty {
                priority = value
                text = text[..<at].withoutSurroundingSpaces
            }
        }
        guard let first = takeAnchor(&text, names: names) else {
            throw Unreadable(reason: "no item.attribute on the left")
        }
        skipSpaces(&text)
        guard let relation = relations.first(where: { text.starts(with: $0.rawValue) }),
            let rest = text.after(relation.rawValue)
        else {
            throw Unreadable(reason: "no relation (==, <=, >=)")
        }
        text = rest
        var equation = Equation(first: first, relation: relation, second: nil, priority: priority)
        var sign = 1.0
        var sawTerm = false
        var sawConstant = false
        while true {
            skipSpaces(&text)
            if text.isEmpty { break }
            // A sign between terms, or before the first one (`== - 16`).
            if text.starts(with: "+") || text.starts(with: "- ") || (text.starts(with: "-") && sawTerm) {
                if let rest = text.after("-") {
                    sign *= -1
                    text = rest
                } else {
                    text = text.after("+") ?? text.dropFirst()
                }
                continue
            }
            if let number = takeSystemSpacing(&text) {
                equation.constant += sign * number
                sawConstant = true
            } else if let number = takeNumber(&text) {
                skipSpaces(&text)
                if let rest = text.after("*") {
                    text = rest
                    skipSpaces(&text)
                    guard let anchor = takeAnchor(&text, names: names) else {
                        throw Unreadable(reason: "no item after '*'")
                    }
                    equation.second = anchor
                    equation.multiplier = sign * number
                } else {
                    // The first constant is taken as written, so that `-0` keeps its sign.
                    equation.constant = sawConstant ? equation.constant + sign * number : sign * number
                    sawConstant = true
                }
            } else if let anchor = takeAnchor(&text, names: names) {
                guard equation.second == nil else { throw Unreadable(reason: "two items on the right") }
                equation.second = anchor
                equation.multiplier = sign
                skipSpaces(&text)
                if let rest = text.after("*") {
                    text = rest
                    skipSpaces(&text)
                    guard let number = takeNumber(&text) else {
                        throw Unreadable(reason: "no number after '*'")
                    }
                    equation.multiplier *= number
                }
            } else {
                throw Unreadable(reason: "unexpected '\(text.prefix(20))'")
            }
            sign = 1
            sawTerm = true
        }
        guard sawTerm else {
            throw Unreadable(
                reason: "nothing on the right of '\(relation.rawValue)' (the log omits the value)")
        }
        return equation
    }

    /// `H:|-(8)-[A]`, `V:[A]-(0)-|`, `H:[A]-(10)-[B]`, `H:[A(100)]`, `V:[A(>=44@999)]`.
    private static func visualFormat(_ body: Substring, superview: LoggedItem?, names: [String: LoggedItem])
        throws
        -> Equation
    {
        let horizontal = body.starts(with: "H:")
        let leading: LayoutAttribute = horizontal ? .leading : .top
        let trailing: LayoutAttribute = horizontal ? .trailing : .bottom
        let size: LayoutAttribute = horizontal ? .width : .height
        // After `H:` or `V:`, which the caller found.
        var text = body.dropFirst(2)
        let edge = superview ?? LoggedItem.superviewPlaceholder
        var startsAtEdge = false
        if let rest = text.after("|") {
            startsAtEdge = true
            text = rest
        }
        var spacing: (relation: LayoutRelation, value: Double, priority: Double?)?
        if let rest = text.after("-") {
            text = rest
            spacing = try takeSpacing(&text)
            guard text.starts(with: "-") || text.starts(with: "[") else {
                throw Unreadable(reason: "bad spacing")
            }
            if let rest = text.after("-") { text = rest }
        }
        guard let rest = text.after("[") else { throw Unreadable(reason: "no [view] in the visual format") }
        text = rest
        guard let firstItem = takeItem(&text) ?? takeName(&text, names: names) else {
            throw Unreadable(reason: "no view in [ ]")
        }
        // A size predicate inside the brackets: [A(100)], [A(>=44@999)].
        var predicate: (relation: LayoutRelation, value: Double, priority: Double?)?
        if text.starts(with: "(") {
            predicate = try takeSpacing(&text)
        }
        guard let rest = text.after("]") else { throw Unreadable(reason: "no ] after the view") }
        text = rest
        if let predicate, !startsAtEdge, text.isEmpty {
            return Equation(
                first: LoggedAnchor(item: firstItem, attribute: size), relation: predicate.relation,
                second: nil,
                constant: predicate.value, priority: predicate.priority)
        }
        if startsAtEdge {
            let space = spacing ?? (.equal, 0, nil)
            return Equation(
                first: LoggedAnchor(item: firstItem, attribute: leading), relation: space.relation,
                second: LoggedAnchor(item: edge, attribute: leading), constant: space.value,
                priority: space.priority)
        }
        // [A]-(c)-| or [A]-(c)-[B] or [A][B]
        var after: (relation: LayoutRelation, value: Double, priority: Double?) = (.equal, 0, nil)
        if let rest = text.after("-") {
            text = rest
            after = try takeSpacing(&text)
            if let rest = text.after("-") { text = rest }
        }
        if text.starts(with: "|") {
            return Equation(
                first: LoggedAnchor(item: edge, attribute: trailing), relation: after.relation,
                second: LoggedAnchor(item: firstItem, attribute: trailing), constant: after.value,
                priority: after.priority)
        }
        guard let rest = text.after("[") else {
            throw Unreadable(reason: "the visual format ends unexpectedly")
        }
        text = rest
        guard let secondItem = takeItem(&text) ?? takeName(&text, names: names), text.starts(with: "]") else {
            throw Unreadable(reason: "no second view in [ ]")
        }
        return Equation(
            first: LoggedAnchor(item: secondItem, attribute: leading), relation: after.relation,
            second: LoggedAnchor(item: firstItem, attribute: trailing), constant: after.value,
            priority: after.priority)
    }

    /// `(8)`, `(>=8)`, `(<=20@750)`, `8`, or nothing (the standard spacing, written `-`: 8).
    private static func takeSpacing(_ text: inout Substring) throws -> (
        relation: LayoutRelation, value: Double, priority: Double?
    ) {
        var parenthesised = false
        if let rest = text.after("(") {
            parenthesised = true
            text = rest
        }
        var relation = LayoutRelation.equal
        for candidate in relations {
            guard let rest = text.after(candidate.rawValue) else { continue }
            relation = candidate
            text = rest
        }
        // The system spacing: `NSSpace(8)` (AppKit's and older iOS's name for it) or
        // `NSLayoutAnchorConstraintSpace(8)`, possibly after the relation.
        let value: Double
        if let system = takeSystemSpacing(&text) {
            value = system
        } else if let number = takeNumber(&text) {
            value = number
        } else {
            if parenthesised { throw Unreadable(reason: "no number in ( )") }
            return (.equal, 8, nil)
        }
        var priority: Double?
        if let rest = text.after("@") {
            text = rest
            priority = takeNumber(&text)
        }
        if parenthesised {
            guard let rest = text.after(")") else { throw Unreadable(reason: "no ) after the number") }
            text = rest
        }
        return (relation, value, priority)
    }

    /// `Class:0xADDR['identifier'].attribute`, or `name.attribute` for an item the status's
    /// `names:` list names (a view with an accessibility identifier).
    private static func takeAnchor(_ text: inout Substring, names: [String: LoggedItem] = [:])
        -> LoggedAnchor?
    {
        var copy = text
        guard let item = takeItem(&copy) ?? takeName(&copy, names: names), let rest = copy.after(".") else {
            return nil
        }
        let attribute = rest.prefix(
            whilePlain: isPlainLetterOrDigit, orCharacter: { $0.isLetter || $0.isNumber })
        guard !attribute.isEmpty else { return nil }
        text = rest[attribute.endIndex...]
        return LoggedAnchor(item: item, attribute: LayoutAttribute(name: attribute))
    }

    /// `Class:0xADDR['identifier']` (the class may be module-qualified or private), or the same
    /// in angle brackets as SnapKit 0.x writes items: `<UIView:0x7f…>`.
    private static func takeItem(_ text: inout Substring) -> LoggedItem? {
        var copy = text
        skipSpaces(&copy)
        if let inner = copy.after("<") {
            copy = inner
            guard let item = takeItem(&copy), let rest = copy.after(">") else { return nil }
            text = rest
            return item
        }
        // Markdown makes emphasis of the text between two underscores, and a page shows the first
        // as `*`: `*UIRemoteKeyboardPlaceholderView:0x…` is `_UIRemoteKeyboardPlaceholderView`.
        var emphasized = false
        if copy.utf8.first == UInt8(ascii: "*"), let next = copy.utf8.dropFirst().first,
            next == UInt8(ascii: "_") || (isPlainLetterOrDigit(next) && !(48...57).contains(next))
        {
            emphasized = true
            copy = copy.dropFirst()
        }
        let className = copy.prefix(
            whilePlain: { isPlainLetterOrDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") },
            orCharacter: { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        guard !className.isEmpty, startsWithLetterOrUnderscore(className) else { return nil }
        guard let afterColon = copy[className.endIndex...].after(":") else { return nil }
        copy = afterColon
        // A PDF's text puts a space after the colon (`UIView: 0x7ff2…`).
        if copy.starts(with: " ") {
            let spaced = copy.dropping(whilePlain: { $0 == UInt8(ascii: " ") }, orCharacter: { $0 == " " })
            if spaced.starts(with: "0x") { copy = spaced }
        }
        var key: String?
        let address: ObjectAddress
        if let read = takeAddress(&copy) {
            address = read
        } else if let masonryKey = takeKey(&copy) {
            key = String(masonryKey)
            address = LoggedItem.keyAddress(masonryKey)
        } else {
            return nil
        }
        var identifier: String?
        if copy.starts(with: "'") { identifier = takeQuoted(&copy, before: ".])( ,>") }
        text = copy
        if emphasized {
            return LoggedItem(
                className: "_" + className, address: address, identifier: identifier, key: key,
                loggedAs: "*" + className)
        }
        return LoggedItem(className: interned(className), address: address, identifier: identifier, key: key)
    }

    /// The bytes that end a Masonry key: spaces, the relations' and terms' signs, brackets and
    /// quotes.
    private static let keyEnds = Set(" \t=<>+*@,()[]'\"".utf8)

    /// A Masonry key where an address would be (`UIView:self.view.left` → `self.view`), taken
    /// off `text` up to the `.attribute` that follows it, or up to where the item ends (`]`, `(`
    /// in a visual format). `nil` for an address that cannot be one (`0x6z0…`) or nothing that
    /// reads as a name.
    private static func takeKey(_ text: inout Substring) -> Substring? {
        let bytes = text.utf8
        let end = bytes.firstIndex(where: { keyEnds.contains($0) }) ?? bytes.endIndex
        let token = text[..<end]
        guard let first = token.utf8.first, !token.starts(with: "0x"), !token.starts(with: "0X"),
            first == UInt8(ascii: "_") || isPlainLetterOrDigit(first) || first >= 0x80
        else { return nil }
        // The key runs to the last `.` that an attribute follows to the token's end; a key may
        // hold dots of its own (`self.view`).
        var key = token
        if let dot = token.utf8.lastIndex(of: UInt8(ascii: ".")),
            LayoutAttribute(name: token[token.index(after: dot)...]).isRecognized
        {
            key = token[..<dot]
        }
        guard !key.isEmpty, key.utf8.last != UInt8(ascii: ".") else { return nil }
        text = text[key.endIndex...]
        return key
    }

    /// Whether `byte` is an ASCII letter or digit (what `isLetter || isNumber` is for ASCII).
    private static func isPlainLetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Whether the first Character of `name` (not empty) is a letter or `_`.
    private static func startsWithLetterOrUnderscore(_ name: Substring) -> Bool {
        let bytes = name.utf8
        let first = bytes[bytes.startIndex]
        let second = bytes.index(after: bytes.startIndex)
        if Substring.isPlain(first), second == bytes.endIndex || Substring.isPlain(bytes[second]) {
            return (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20)
                || first == UInt8(ascii: "_")
        }
        guard let character = name.first else { return false }
        return character.isLetter || character == "_"
    }

    /// The longest name from the `names:` list that `text` starts with.
    private static func takeName(_ text: inout Substring, names: [String: LoggedItem]) -> LoggedItem? {
        let match = names.keys.filter { $0 != "|" && text.starts(with: $0) }.max(by: { $0.count < $1.count })
        guard let match, let item = names[match] else { return nil }
        text = text.dropFirst(match.count)
        return item
    }

    /// `'|':UIView:0x7f…, label:UILabel:0x7f…, AddressToolbar.lockIcon:0x106c2b2e0` as a map
    /// from name to item; an entry with only an address is an item of unknown class, named.
    private static func readNames(_ text: Substring) throws -> [String: LoggedItem] {
        var names: [String: LoggedItem] = [:]
        var rest = text
        while true {
            rest = rest.dropping(
                whilePlain: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: ",") },
                orCharacter: { $0 == " " || $0 == "," })
            if rest.isEmpty { break }
            let key: String
            if rest.starts(with: "'") {
                guard let quoted = takeQuoted(&rest, before: ":") else { break }
                key = quoted
            } else {
                // A name may hold spaces (`progress background:0x…`): it runs to its colon.
                let name = rest.prefix(
                    whilePlain: { $0 != UInt8(ascii: ":") && $0 != UInt8(ascii: ",") },
                    orCharacter: { $0 != ":" && $0 != "," })
                key = String(name.withoutSurroundingSpaces)
                rest = rest[name.endIndex...]
            }
            guard let afterColon = rest.after(":") else { break }
            rest = afterColon
            if let item = takeItem(&rest) {
                names[key] = item
            } else if let address = takeAddress(&rest) {
                names[key] = LoggedItem(className: "", address: address, identifier: key)
            } else if let reason = impossibleAddress(in: rest.prefix(plainCount: 80)) {
                // A name whose address cannot be one would leave its item unknown, silently.
                throw Unreadable(reason: reason)
            } else {
                break
            }
        }
        return names
    }

    /// `0x` and hexadecimal digits, read from the bytes (the reader's most frequent step).
    static func takeAddress(_ text: inout Substring) -> ObjectAddress? {
        let read: (value: UInt64, length: Int)?? = text.utf8.withContiguousStorageIfAvailable { bytes in
            guard bytes.count > 2, bytes[0] == UInt8(ascii: "0"), bytes[1] | 0x20 == UInt8(ascii: "x") else {
                return nil
            }
            var index = 2
            var value: UInt64 = 0
            var fits = true
            while index < bytes.count, let digit = hexDigitValue(bytes[index]) {
                let (shifted, overflow) = value.multipliedReportingOverflow(by: 16)
                fits = fits && !overflow
                value = shifted | digit
                index += 1
            }
            // An address ends where its digits do: `0x6z0` is not `0x6` followed by `z0`.
            guard index > 2, fits, index == bytes.count || !isAddressContinuation(bytes[index]) else {
                return nil
            }
            return (value, index)
        }
        if let read {
            guard let read else { return nil }
            text = Substring(text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: read.length)...])
            return ObjectAddress(read.value)
        }
        return takeAddressFromView(&text)
    }

    /// ``takeAddress(_:)`` for text whose bytes are not contiguous (a bridged string).
    static func takeAddressFromView(_ text: inout Substring) -> ObjectAddress? {
        let bytes = text.utf8
        guard bytes.first == UInt8(ascii: "0"), let next = bytes.dropFirst().first,
            next | 0x20 == UInt8(ascii: "x")
        else { return nil }
        let digitsStart = bytes.index(bytes.startIndex, offsetBy: 2)
        var index = digitsStart
        var value: UInt64 = 0
        var fits = true
        while index < bytes.endIndex, let digit = hexDigitValue(bytes[index]) {
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 16)
            fits = fits && !overflow
            value = shifted | digit
            index = bytes.index(after: index)
        }
        guard index > digitsStart, fits, index == bytes.endIndex || !isAddressContinuation(bytes[index])
        else {
            return nil
        }
        text = text[index...]
        return ObjectAddress(value)
    }

    /// Whether `byte`, right after an address's digits, would make the address another word.
    private static func isAddressContinuation(_ byte: UInt8) -> Bool {
        isPlainLetterOrDigit(byte) || byte == UInt8(ascii: "_")
    }

    private static func hexDigitValue(_ byte: UInt8) -> UInt64? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt64(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt64(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt64(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// `'text'`, the quotes dropped. The text may itself hold quotes (`'YOU'RE OK'`): the
    /// closing one is the first followed by one of `before` (or by the end).
    static func takeQuoted(_ text: inout Substring, before: String) -> String? {
        guard let rest = text.after("'") else { return nil }
        // On the bytes while they are plain, each then one Character: where the closing quote is,
        // -1 when there is none, nil when only Characters can tell.
        let closing: Int?? = rest.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
            var index = 0
            while index < bytes.count, Substring.isPlain(bytes[index]) {
                guard bytes[index] == UInt8(ascii: "'") else {
                    index += 1
                    continue
                }
                let after = index + 1
                if after == bytes.count { return index }
                guard Substring.isPlain(bytes[after]),
                    after + 1 == bytes.count || Substring.isPlain(bytes[after + 1])
                else { return nil }
                if before.utf8.contains(bytes[after]) { return index }
                index = after
            }
            return index == bytes.count ? -1 : nil
        }
        guard let closing, let closing else { return takeQuotedCharacters(&text, rest: rest, before: before) }
        guard closing >= 0 else { return nil }
        let end = rest.utf8.index(rest.utf8.startIndex, offsetBy: closing)
        text = Substring(rest.utf8[rest.utf8.index(after: end)...])
        return interned(Substring(rest.utf8[..<end]))
    }

    /// ``takeQuoted(_:before:)`` by Characters, for text that is not plain ASCII.
    static func takeQuotedCharacters(_ text: inout Substring, rest: Substring, before: String)
        -> String?
    {
        var index = rest.startIndex
        while let end = rest[index...].firstIndex(of: "'") {
            let after = rest.index(after: end)
            if after == rest.endIndex || before.contains(rest[after]) {
                text = rest[after...]
                return interned(rest[..<end])
            }
            index = after
        }
        return nil
    }

    /// `NSLayoutAnchorConstraintSpace(8)` or `NSSpace(20)`: the system spacing, its points.
    private static func takeSystemSpacing(_ text: inout Substring) -> Double? {
        for name in systemSpacings {
            guard var copy = text.after(name) else { continue }
            guard let value = takeNumber(&copy), let rest = copy.after(")") else { return nil }
            text = rest
            return value
        }
        return nil
    }

    /// A number as `%g` prints it: `8`, `-0`, `0.5`, `2.22507e-308`, `1e+06`, `inf`, `-inf`.
    static func takeNumber(_ text: inout Substring) -> Double? {
        let bytes = text.utf8
        var index = bytes.startIndex
        func byte(_ at: Substring.UTF8View.Index) -> UInt8? { at < bytes.endIndex ? bytes[at] : nil }
        func isDigit(_ value: UInt8?) -> Bool { value.map { (48...57).contains($0) } ?? false }
        if byte(index) == UInt8(ascii: "-") || byte(index) == UInt8(ascii: "+") {
            index = bytes.index(after: index)
        }
        let digitsStart = index
        if bytes[index...].starts(with: "inf".utf8) {
            index = bytes.index(index, offsetBy: 3)
        } else {
            while isDigit(byte(index)) || byte(index) == UInt8(ascii: ".") {
                index = bytes.index(after: index)
            }
            guard index > digitsStart else { return nil }
            if byte(index) == UInt8(ascii: "e") || byte(index) == UInt8(ascii: "E") {
                var exponent = bytes.index(after: index)
                if byte(exponent) == UInt8(ascii: "-") || byte(exponent) == UInt8(ascii: "+") {
                    exponent = bytes.index(after: exponent)
                }
                if isDigit(byte(exponent)) {
                    while isDigit(byte(exponent)) { exponent = bytes.index(after: exponent) }
                    index = exponent
                }
            }
        }
        guard let value = Double(Substring(bytes[..<index])) else { return nil }
        text = Substring(bytes[index...])
        return value
    }

    private static func skipSpaces(_ text: inout Substring) {
        text = text.dropping(
            whilePlain: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") },
            orCharacter: { $0 == " " || $0 == "\t" })
    }

    /// Where a status cut short at the end of the text starts: `(`, then the start of `active`,
    /// `inactive` or `names:` up to the end (`(activ`, `(in`, `(na`); `nil` otherwise.
    static func cutStatusStart(in text: Substring) -> Substring.Index? {
        // By bytes: `(` is ASCII, and a search by characters costs a grapheme walk of the whole line.
        guard let open = text.utf8.lastIndex(of: UInt8(ascii: "(")) else { return nil }
        let rest = text[text.utf8.index(after: open)...]
        guard !rest.isEmpty,
            ["active", "inactive", "names:", "Names:"].contains(where: { $0.hasPrefix(rest) })
        else { return nil }
        return open
    }

    /// Where the trailing status `(active…)`, `(inactive…)` or `(names: …)` starts, if there is one.
    private static func statusStart(in text: Substring) -> Substring.Index? {
        for marker in statusMarkers {
            if let range = text.byteRange(of: marker, backwards: true) { return range.lowerBound }
        }
        return nil
    }
}
