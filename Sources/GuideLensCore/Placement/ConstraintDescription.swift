/// Writes a constraint's `description` as UIKit prints it
/// (`<NSLayoutConstraint:0x… UILayoutGuide:0x…'spacer2'.top == UIView:0x….top + 16   (active)>`),
/// for the sample scenes, the tests and the benchmarks: what an app records, without UIKit.
package enum ConstraintDescription {
    /// An item as a description names it: `UIView:0x7fb63fc06000`, `UILayoutGuide:0x6000…'spacer2'`.
    package struct Item: Sendable {
        package var className: String
        package var address: ObjectAddress
        package var identifier: String?

        package init(_ className: String, _ address: ObjectAddress, identifier: String? = nil) {
            self.className = className
            self.address = address
            self.identifier = identifier
        }

        /// A guide of class `UILayoutGuide` with this identifier.
        package static func guide(_ address: ObjectAddress, _ identifier: String) -> Item {
            Item("UILayoutGuide", address, identifier: identifier)
        }

        var text: String { "\(className):\(address)" + (identifier.map { "'\($0)'" } ?? "") }
    }

    /// `first.attribute relation multiplier*second.attribute + constant`, as recorded.
    package static func equation(
        _ address: ObjectAddress, _ first: Item, _ attribute: LayoutAttribute,
        _ relation: LayoutRelation = .equal,
        _ second: Item? = nil, _ secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1,
        constant: Double = 0,
        priority: Double = 1000, isActive: Bool = true, identifier: String? = nil
    ) -> RecordedConstraint {
        var text = "<NSLayoutConstraint:\(address) " + (identifier.map { "'\($0)' " } ?? "")
        text += "\(first.text).\(attribute.name) \(relation.rawValue) "
        if let second {
            if multiplier != 1 { text += NumberFormatting.shortest(multiplier) + "*" }
            text += "\(second.text).\((secondAttribute ?? attribute).name)"
            if constant != 0 {
                text += (constant < 0 ? " - " : " + ") + NumberFormatting.shortest(abs(constant))
            }
        } else {
            text += NumberFormatting.shortest(constant)
        }
        if priority != 1000 { text += " @" + NumberFormatting.shortest(priority) }
        text += isActive ? "   (active)>" : "   (inactive)>"
        return RecordedConstraint(description: text, priority: priority, isActive: isActive)
    }
}
