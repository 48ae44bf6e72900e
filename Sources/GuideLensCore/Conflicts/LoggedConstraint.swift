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

/// One "Unable to simultaneously satisfy constraints" report.
package struct Conflict: Hashable, Sendable {
    /// The line of the log where the report starts (1-based).
    package var line: Int
    /// The constraints Auto Layout listed.
    package var constraints: [LoggedConstraint]
    /// The one it broke to recover, when the log says (it always does when complete).
    package var broken: LoggedConstraint

    /// Every item the constraints name, in first-mention order.
    package var items: [LoggedItem] {
        var seen = Set<ObjectAddress>()
        var items: [LoggedItem] = []
        for constraint in constraints + [broken] {
            for item in constraint.items where seen.insert(item.address).inserted { items.append(item) }
        }
        return items
    }

    /// The index of the broken constraint in ``constraints``, when it is listed there.
    package var brokenIndex: Int? { constraints.firstIndex { $0.address == broken.address } }
}
