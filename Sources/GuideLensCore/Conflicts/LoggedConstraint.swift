/// A view or a layout guide as a constraint log names it: `UIButton:0x7f…'Send'`,
/// `UILayoutGuide:0x6000…'UIViewSafeAreaLayoutGuide'`, `MyApp.CardView:0x7f…`.
package struct LoggedItem: Hashable, Sendable {
    /// The class name, module-qualified when the log says so.
    package var className: String
    /// The object's address.
    package var address: ObjectAddress
    /// The identifier the log quotes after the address (a guide's identifier, an
    /// accessibility identifier), if any.
    package var identifier: String?
    /// The key Masonry prints in place of the address for a view with `mas_key` set
    /// (`UIButton:saveButton`): the item's identity in the log, as an address would be. Its
    /// ``address`` is then one made from the key (see ``keyAddress(_:)``), never a real one.
    package var key: String?
    /// The class name as the log printed it, when it looked mangled by Markdown
    /// (`*UIRemoteKeyboardPlaceholderView` for `_UIRemoteKeyboardPlaceholderView`); `nil` once the
    /// conflict has noted it (``Conflict/readingMangledNames()``).
    package var loggedAs: String?

    package init(
        className: String, address: ObjectAddress, identifier: String? = nil, key: String? = nil,
        loggedAs: String? = nil
    ) {
        self.className = className
        self.address = address
        self.identifier = identifier
        self.key = key
        self.loggedAs = loggedAs
    }

    /// What the log prints where the address goes: the Masonry key, or the address.
    package var shownAddress: String { key ?? address.description }

    /// The address that stands for a Masonry key: the same for the same key, different for
    /// different ones (64-bit FNV-1a), and with its top bit set, where no object of a 64-bit
    /// process lives, so that it never names a real item of the log.
    package static func keyAddress(_ key: some StringProtocol) -> ObjectAddress {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0100_0000_01b3
        }
        return ObjectAddress(hash | (1 << 63))
    }

    /// What a visual format's `|` stands for when the log does not name its superview: one item,
    /// made here and recognized by ``isPlaceholder``.
    package static let superviewPlaceholder = LoggedItem(className: "superview", address: ObjectAddress(0))

    /// Whether the item stands for a visual format's `|` whose superview the log does not name.
    package var isPlaceholder: Bool { self == Self.superviewPlaceholder }

    /// Whether the item is a layout guide (by class, or by the identifiers UIKit gives guides).
    package var isGuide: Bool {
        className.hasSuffix("Guide") || className == "_UILayoutSpacer"
    }

    /// Whether the item is AppKit's: its class, module name aside, is an `NS…` one.
    package var isAppKit: Bool {
        // By bytes: a class name is read for every item of every conflict.
        let name = className.utf8
        let unqualified =
            name.lastIndex(of: UInt8(ascii: ".")).map { name.index(after: $0) } ?? name.startIndex
        return name[unqualified...].starts(with: "NS".utf8)
    }
}

/// One side of a constraint: an item and its attribute (`top`, `width`, `centerX`, …), or the
/// superview edge of a visual-format line.
package struct LoggedAnchor: Hashable, Sendable {
    package var item: LoggedItem
    package var attribute: LayoutAttribute

    package init(item: LoggedItem, attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }
}

/// One constraint as Auto Layout printed it, read into parts.
package struct LoggedConstraint: Hashable, Sendable {
    /// `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`, `NSContentSizeLayoutConstraint`, …
    package var className: String
    package var address: ObjectAddress
    /// The constraint's identifier (`'UIView-Encapsulated-Layout-Height'`), if any.
    package var identifier: String?
    /// The identifier as the log printed it, when Markdown looked to have mangled it
    /// (`'*UITemporaryLayoutWidth'` for `'_UITemporaryLayoutWidth'`); `nil` once the conflict has
    /// noted it (``Conflict/readingMangledNames()``).
    package var identifierLoggedAs: String?
    /// `first.attribute relation multiplier × second.attribute + constant`; `second` is `nil` for a
    /// constant (`width == 100`).
    package var first: LoggedAnchor
    package var relation: LayoutRelation
    package var second: LoggedAnchor?
    package var multiplier: Double
    package var constant: Double
    /// 1000 (required) unless the log says otherwise.
    package var priority: Double
    /// `true`/`false` from `(active)`/`(inactive)`; `nil` in logs before iOS 10, which do not say.
    package var isActive: Bool?
    /// `h=--& v=--&` for an autoresizing-mask constraint.
    package var autoresizingMask: AutoresizingMask?
    /// The item the log names `|` (`names: '|':UIView:0x…`): the superview of a visual format's
    /// edge, and the superview whose bounds an autoresizing mask's `minX` … `maxY` are in.
    package var superview: LoggedItem?
    /// The hugging and compression-resistance priorities of a content-size constraint
    /// (`Hug:250 CompressionResistance:750`), when the log prints them.
    package var contentPriorities: ContentPriorities?
    /// Where the app made the constraint, when the log says (SnapKit's
    /// `@SyncModeSectionSeparator.swift#17`, without the `@`): the line a fix edits.
    package var madeAt: String?
    /// The line as logged, without its quotes and comma.
    package var text: String

    package init(
        className: String, address: ObjectAddress, identifier: String? = nil, first: LoggedAnchor,
        relation: LayoutRelation, second: LoggedAnchor? = nil, multiplier: Double = 1, constant: Double = 0,
        priority: Double = 1000, isActive: Bool? = true, autoresizingMask: AutoresizingMask? = nil,
        superview: LoggedItem? = nil, contentPriorities: ContentPriorities? = nil, text: String = ""
    ) {
        self.className = className
        self.address = address
        self.identifier = identifier
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.isActive = isActive
        self.autoresizingMask = autoresizingMask
        self.superview = superview
        self.contentPriorities = contentPriorities
        self.text = text
    }

    /// Every item the constraint names.
    package var items: [LoggedItem] { [first.item] + (second.map { [$0.item] } ?? []) }

    /// Whether an item of the constraint is AppKit's (``LoggedItem/isAppKit``).
    package var namesAppKitItem: Bool { first.item.isAppKit || second?.item.isAppKit == true }

    /// Whether the constraint is an item's intrinsic content size (`NSContentSizeLayoutConstraint`):
    /// two inequalities, not the equation it prints (``ContentPriorities``).
    package var isContentSize: Bool {
        contentPriorities != nil || className == "NSContentSizeLayoutConstraint"
    }

    /// Whether the constraint is an autoresizing mask's (`NSAutoresizingMaskLayoutConstraint`):
    /// the frame of a view whose `translatesAutoresizingMaskIntoConstraints` is on.
    package var isAutoresizing: Bool {
        autoresizingMask != nil || className == "NSAutoresizingMaskLayoutConstraint"
    }
}

/// What an autoresizing-mask constraint prints of its view's mask: `h=--&` and `v=&-&`, each
/// three letters for (leading margin, size, trailing margin) or (top margin, height, bottom
/// margin): `-` fixed, `&` flexible. `--&` is what `UIView.AutoresizingMask` leaves by default
/// (nothing flexible: the far margin takes up a change of the superview's size).
package struct AutoresizingMask: Hashable, Sendable {
    /// The letters after `h=`, when printed.
    package var horizontal: String?
    /// The letters after `v=`, when printed.
    package var vertical: String?

    package init(horizontal: String?, vertical: String?) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The mask as logged: `h=--& v=--&`.
    package var text: String {
        [horizontal.map { "h=" + $0 }, vertical.map { "v=" + $0 }].compactMap { $0 }.joined(separator: " ")
    }

    /// `h=--& v=--&` read back; `nil` when neither half is there.
    package init?(text: some StringProtocol) {
        var horizontal: String?
        var vertical: String?
        for part in text.split(separator: " ") {
            if part.hasPrefix("h=") { horizontal = String(part.dropFirst(2)) }
            if part.hasPrefix("v=") { vertical = String(part.dropFirst(2)) }
        }
        guard horizontal != nil || vertical != nil else { return nil }
        self.init(horizontal: horizontal, vertical: vertical)
    }

    /// The parts the printed letters make flexible, in mask order: `right margin`, `height`. In
    /// AppKit the vertical letters are the minY margin, height and maxY margin, which are the
    /// bottom and top margins only in a superview that is not flipped: named as AppKit names them.
    package func flexibleParts(isAppKit: Bool = false) -> [String] {
        var parts: [String] = []
        let verticalNames =
            isAppKit ? ["minY margin", "height", "maxY margin"] : ["top margin", "height", "bottom margin"]
        for (letters, names) in [
            (horizontal, ["left margin", "width", "right margin"]), (vertical, verticalNames),
        ] {
            guard let letters, letters.count == 3 else { continue }
            parts += zip(names, letters).filter { $0.1 == "&" }.map(\.0)
        }
        return parts
    }

    /// What the letters say, in words: `flexible: right margin, bottom margin`, or `nothing flexible`.
    package func summary(isAppKit: Bool = false) -> String {
        let parts = flexibleParts(isAppKit: isAppKit)
        return parts.isEmpty ? "nothing flexible" : "flexible: " + parts.joined(separator: ", ")
    }
}

/// A content-size constraint's two priorities, as `Hug:250 CompressionResistance:750` prints
/// them: the size is at most its intrinsic value at the hugging priority, and at least it at the
/// compression-resistance priority (UIKit's defaults: 250 and 750).
package struct ContentPriorities: Hashable, Sendable {
    /// Content hugging: how strongly the size resists growing past the intrinsic value.
    package var hugging: Double
    /// Compression resistance: how strongly the size resists shrinking below it.
    package var compressionResistance: Double
    /// Whether the log printed them (`false`: UIKit's defaults, taken because the log is silent).
    package var isPrinted: Bool

    package init(hugging: Double, compressionResistance: Double, isPrinted: Bool = true) {
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        self.isPrinted = isPrinted
    }

    /// UIKit's defaults for a view made in code: hugging 250, compression resistance 750.
    package static let defaults = ContentPriorities(
        hugging: 250, compressionResistance: 750, isPrinted: false)
}

/// A constraint line that could not be read, kept as logged so that the explanation can show it.
package struct UnreadLine: Hashable, Sendable {
    /// Where it is in the log (1-based).
    package var line: Int
    /// The line as logged.
    package var text: String
    /// What the reader did not understand.
    package var reason: String
    /// Its place in the report's list (0-based, counting read and unread lines).
    package var position: Int
}

/// One "Unable to simultaneously satisfy constraints" report, or a list of constraints pasted
/// without it; read as far as it goes.
package struct Conflict: Hashable, Sendable {
    /// The line of the log where the report (or the pasted list) starts (1-based).
    package var line: Int
    /// The constraints Auto Layout listed that could be read, in list order.
    package var constraints: [LoggedConstraint]
    /// The one it broke to recover, when the log says and it could be read.
    package var broken: LoggedConstraint?
    /// The listed lines that could not be read.
    package var unread: [UnreadLine] = []
    /// The broken constraint's line, when it could not be read.
    package var unreadBroken: UnreadLine?
    /// What a report cut short lacks ("the end of the list of constraints", …); empty when whole.
    package var missing: [String] = []
    /// Whether this is a list pasted without the report (so nothing says what UIKit broke).
    package var isList = false
    /// Class names that looked mangled by Markdown, each with the name it was read as.
    package var mangledNames: [MangledName] = []

    package init(line: Int, constraints: [LoggedConstraint], broken: LoggedConstraint?) {
        self.line = line
        self.constraints = constraints
        self.broken = broken
    }

    /// Every item the constraints name, in first-mention order.
    package var items: [LoggedItem] {
        var seen = Set<ObjectAddress>()
        var items: [LoggedItem] = []
        forEachItem { item in
            if seen.insert(item.address).inserted { items.append(item) }
        }
        return items
    }

    /// Calls `body` with each item the constraints name, the broken one's last, repeats included:
    /// the items without building an array of the constraints or of their items.
    package func forEachItem(_ body: (LoggedItem) -> Void) {
        func visit(_ constraint: LoggedConstraint) {
            body(constraint.first.item)
            if let second = constraint.second { body(second.item) }
        }
        for constraint in constraints { visit(constraint) }
        if let broken { visit(broken) }
    }

    /// The constraints the arithmetic weighs: those listed, and the broken one when the list
    /// lacks it (UIKit broke it to recover, so it was one of those that could not hold).
    package var weighed: [LoggedConstraint] {
        guard let broken, brokenIndex == nil else { return constraints }
        return constraints + [broken]
    }

    /// The broken constraint's index in ``weighed``.
    package var weighedBrokenIndex: Int? {
        guard broken != nil else { return nil }
        return brokenIndex ?? constraints.count
    }

    /// The index of the broken constraint in ``constraints``, when it is listed there (by
    /// address, or by its text when the log gives no address).
    package var brokenIndex: Int? {
        guard let broken else { return nil }
        return constraints.firstIndex {
            broken.address.value != 0 ? $0.address == broken.address : $0.text == broken.text
        }
    }
}
