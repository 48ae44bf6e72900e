/// How an answer names the views it speaks of: by what tells each apart in the record — the text
/// or identifier UIKit prints beside a view's address in its constraints (`UILabel 'Total'`) —
/// and by its address only when nothing else does and another view of its class takes part
/// (`UILabel (0x7fb63fc06460)`), so that two labels of one answer are never both `UILabel`.
package struct ItemNames: Hashable, Sendable {
    /// The identifier each item goes by in the constraints read.
    private var identifiers: [ObjectAddress: String] = [:]
    /// The items of each class the constraints name.
    private var classes: [String: Set<ObjectAddress>] = [:]

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
        let name = className.unqualifiedClassName
        if let identifier = identifiers[address] { return "\(name) '\(identifier)'" }
        let others = classes[name, default: []].subtracting([address])
        return others.isEmpty ? name : "\(name) (\(address))"
    }
}
