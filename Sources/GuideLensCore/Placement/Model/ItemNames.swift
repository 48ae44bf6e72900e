/// How an answer names the views it speaks of: by what tells each apart in the record — the text
/// or identifier UIKit prints beside a view's address in its constraints (`UILabel 'Total'`) —
/// and by its address only when nothing else does and another view of its class takes part
/// (`UILabel (0x7fb63fc06460)`), so that two labels of one answer are never both `UILabel`.
package struct ItemNames: Hashable, Sendable {
    /// The identifier each item goes by in the constraints read.
    fileprivate var identifiers: [ObjectAddress: String] = [:]
    /// The items of each class the constraints name.
    fileprivate var classes: [String: Set<ObjectAddress>] = [:]

    /// The names of the items `constraints` name.
    package init(_ constraints: some Sequence<LoggedConstraint>) {
        for constraint in constraints {
            for item in constraint.items where !item.isPlaceholder { add(item) }
        }
    }

    /// Takes note of `item`: its class, and its identifier when the constraint printed one.
    package mutating func add(_ item: LoggedItem) {
        classes[item.className.unqualifiedClassName, default: []].insert(item.address)
        if let identifier = item.identifier, !identifier.isEmpty, identifiers[item.address] == nil {
            identifiers[item.address] = identifier
        }
    }

    /// The identifier the item at `address` goes by, when a constraint printed one.
    package func identifier(of address: ObjectAddress) -> String? { identifiers[address] }

    /// `UILabel 'Total'`, `UILabel (0x7fb63fc06460)`, `ProfileCard`.
    package func view(_ address: ObjectAddress, className: String) -> String {
        PlacementText.name(name(ofView: address, className: className))
    }
}

/// How an answer names an item, as data (``PlacementText`` words it): the guide traced, a guide
/// UIKit places by what it is, any other guide by its name, a view as ``ItemNames`` tells it apart.
package enum ItemName: Hashable, Sendable {
    /// The guide the answer is about: unnamed (`top 75`).
    case traced
    /// A guide UIKit places, of this kind; `owner` the class of its view when that is not the
    /// traced guide's owner (`UIScrollView safe area`).
    case placedByUIKit(GuideKind, owner: String?)
    /// Any other guide, by its name (`spacer1`).
    case guide(String)
    /// A view: its class, and what tells it apart from another of its class that takes part.
    case view(className: String, identifier: String?, address: ObjectAddress?)
    /// The superview a frame set in code is measured from, which the record does not hold.
    case superview
    /// An item the snapshot does not hold, as its constraint names it.
    case unknown(className: String, identifier: String?)
}

extension ItemNames {
    /// The view at `address` as an answer names it (``view(_:className:)``, as data).
    package func name(ofView address: ObjectAddress, className: String) -> ItemName {
        let name = className.unqualifiedClassName
        if let identifier = identifiers[address] {
            return .view(className: name, identifier: identifier, address: nil)
        }
        let others = classes[name, default: []].subtracting([address])
        return .view(className: name, identifier: nil, address: others.isEmpty ? nil : address)
    }
}
