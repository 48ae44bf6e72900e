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

    /// `first.attribute relation multiplier*second.attribute + constant`, as recorded; `className`
    /// the constraint's class (`_UILayoutSupportConstraint` for a controller's top and bottom
    /// layout guides).
    package static func equation(
        _ address: ObjectAddress, _ first: Item, _ attribute: LayoutAttribute,
        _ relation: LayoutRelation = .equal,
        _ second: Item? = nil, _ secondAttribute: LayoutAttribute? = nil, multiplier: Double = 1,
        constant: Double = 0,
        priority: Double = 1000, isActive: Bool = true, identifier: String? = nil,
        className: String = "NSLayoutConstraint"
    ) -> RecordedConstraint {
        var text = "<\(className):\(address) " + (identifier.map { "'\($0)' " } ?? "")
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
        if !LayoutPriority.isRequired(priority) { text += " @" + NumberFormatting.shortest(priority) }
        text += isActive ? "   (active)>" : "   (inactive)>"
        return RecordedConstraint(description: text, priority: priority, isActive: isActive)
    }

    /// One constraint of a view's autoresizing mask, as UIKit describes it when the view
    /// translates its mask into constraints:
    /// `<NSAutoresizingMaskLayoutConstraint:0x… h=--& v=--& UIView:0x….minX == 16   (active, names: '|':UIView:0x… )>`.
    /// `mask` is `UIView.AutoresizingMask`'s raw value; `attribute` one of `minX` … `maxY`, `width`
    /// or `height`; `superview` `nil` for a window (nothing to name); `identifier` the name UIKit
    /// gives some of them (`'UIView-Encapsulated-Layout-Top'` for a root view's).
    package static func autoresizing(
        _ address: ObjectAddress, mask: Int, _ item: Item, _ attribute: LayoutAttribute, constant: Double,
        superview: Item?, identifier: String? = nil
    ) -> RecordedConstraint {
        let text =
            "<NSAutoresizingMaskLayoutConstraint:\(address) \(ViewLayout(autoresizingMask: mask).maskText ?? "") "
            + (identifier.map { "'\($0)' " } ?? "")
            + "\(item.text).\(attribute.name) == \(NumberFormatting.shortest(constant))   "
            + (superview.map { "(active, names: '|':\($0.text) )>" } ?? "(active)>")
        return RecordedConstraint(description: text)
    }

    /// The content size UIKit makes from a view's intrinsic size on one axis, as it describes it:
    /// `<NSContentSizeLayoutConstraint:0x… UILabel:0x….width == 104 Hug:251 CompressionResistance:750   (active)>`.
    package static func contentSize(
        _ address: ObjectAddress, _ item: Item, _ axis: LayoutAxis, size: Double, hugging: Double,
        compressionResistance: Double
    ) -> RecordedConstraint {
        let text =
            "<NSContentSizeLayoutConstraint:\(address) \(item.text).\(LayoutAttribute.size(axis).name) == "
            + "\(NumberFormatting.shortest(size)) Hug:\(NumberFormatting.shortest(hugging)) "
            + "CompressionResistance:\(NumberFormatting.shortest(compressionResistance))   (active)>"
        return RecordedConstraint(description: text)
    }
}
