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

    package init(className: String, address: ObjectAddress, identifier: String? = nil) {
        self.className = className
        self.address = address
        self.identifier = identifier
    }

    /// Whether the item is a layout guide (by class, or by the identifiers UIKit gives guides).
    package var isGuide: Bool {
        className.hasSuffix("Guide") || className == "_UILayoutSpacer"
    }
}

/// One side of a constraint: an item and its attribute (`top`, `width`, `centerX`, …), or the
/// superview edge of a visual-format line.
package struct LoggedAnchor: Hashable, Sendable {
    package var item: LoggedItem
    package var attribute: String

    package init(item: LoggedItem, attribute: String) {
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
    /// `first.attribute relation multiplier × second.attribute + constant`; `second` is `nil` for a
    /// constant (`width == 100`).
    package var first: LoggedAnchor
    package var relation: String
    package var second: LoggedAnchor?
    package var multiplier: Double
    package var constant: Double
    /// 1000 (required) unless the log says otherwise.
    package var priority: Double
    /// `true`/`false` from `(active)`/`(inactive)`; `nil` in logs before iOS 10, which do not say.
    package var isActive: Bool?
    /// `h=--& v=--&` for an autoresizing-mask constraint.
    package var autoresizingMask: String?
    /// The line as logged, without its quotes and comma.
    package var text: String

    /// Every item the constraint names.
    package var items: [LoggedItem] { [first.item] + (second.map { [$0.item] } ?? []) }
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

    package init(line: Int, constraints: [LoggedConstraint], broken: LoggedConstraint?) {
        self.line = line
        self.constraints = constraints
        self.broken = broken
    }

    /// Every item the constraints name, in first-mention order.
    package var items: [LoggedItem] {
        var seen = Set<ObjectAddress>()
        var items: [LoggedItem] = []
        for constraint in constraints + (broken.map { [$0] } ?? []) {
            for item in constraint.items where seen.insert(item.address).inserted { items.append(item) }
        }
        return items
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
