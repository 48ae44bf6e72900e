/// What Lookin and LookInside show for a view's layout guides: one item per guide, under the
/// view, in the inspector's tree and 3D canvas, with a "Layout Guide" property section.
///
/// LookinServer asks a view for `lookin_customDebugInfos…` and reads a dictionary: a
/// `"subviews"` array of items (each with `"title"`, `"subtitle"`, `"frameInWindow"`,
/// `"properties"`, `"subviews"`), every property with `"section"`, `"title"`, `"value"` and
/// `"valueType"`. This type decides everything in that dictionary as plain values; the UIKit layer
/// only turns them into Foundation objects.
package enum LookinItems {
    /// Which guides Lookin shows.
    package enum Selection: Hashable, Sendable {
        /// The kinds the overlay's style shows (``OverlayStyle/visibleKinds``).
        case visibleKinds
        /// Every guide, whatever its kind.
        case everyKind
        /// None: GuideLens answers nothing.
        case none
    }

    /// One property row.
    package struct Property: Hashable, Sendable {
        /// A value Lookin can show; `nil` values are left out of the dictionary.
        package enum Value: Hashable, Sendable {
            case string(String)
            case number(Double)
            case bool(Bool)
            case rect(Rect)

            /// Lookin's name for the value's type.
            package var typeName: String {
                switch self {
                case .string: "string"
                case .number: "number"
                case .bool: "bool"
                case .rect: "rect"
                }
            }
        }

        package var section: String
        package var title: String
        package var value: Value
    }

    /// One item: a guide.
    package struct Item: Hashable, Sendable {
        package var title: String
        package var subtitle: String
        /// Where it is in the window; `nil` when the frame cannot be drawn (then flagged).
        package var frameInWindow: Rect?
        package var properties: [Property]
    }

    /// What UIKit says of one guide beyond the snapshot: the constraints affecting it per axis.
    package struct ConstraintCounts: Hashable, Sendable {
        package var horizontal: Int
        package var vertical: Int

        package init(horizontal: Int, vertical: Int) {
            self.horizontal = horizontal
            self.vertical = vertical
        }
    }

    /// The section every property sits in.
    package static let section = "Layout Guide"

    /// The items for the guides of `view`, in `layoutGuides` order, the chosen kinds only.
    package static func items(
        for view: ViewNode, style: OverlayStyle, selection: Selection, constraints: [ConstraintCounts?] = []
    ) -> [Item] {
        guard selection != .none else { return [] }
        let duplicated = LintRule.duplicatedIdentifiers(in: view)
        var items: [Item] = []
        for (index, guide) in view.guides.enumerated() {
            guard selection == .everyKind || style.visibleKinds.contains(guide.kind) else { continue }
            let flags = LintRule.violations(of: guide, in: view, duplicatedIdentifiers: duplicated)
            let counts = index < constraints.count ? constraints[index] : nil
            items.append(item(for: guide, flags: flags, constraints: counts))
        }
        return items
    }

    private static func item(for guide: GuideNode, flags: [LintRule], constraints: ConstraintCounts?) -> Item
    {
        let name = OverlayPlanner.labelName(
            kind: guide.kind, className: guide.className, identifier: guide.identifier)
        let drawable = guide.layoutFrame.isDrawable && guide.frameInWindow.isDrawable
        let size =
            guide.layoutFrame.isDrawable
            ? NumberFormatting.rounded(guide.layoutFrame.width, places: 1) + "×"
                + NumberFormatting.rounded(guide.layoutFrame.height, places: 1)
            : "frame cannot be drawn"
        var properties: [Property] = [
            Property(section: section, title: "class", value: .string(guide.className))
        ]
        if let chain = guide.classChain, chain.count > 1 {
            properties.append(
                Property(
                    section: section, title: "class chain", value: .string(chain.joined(separator: " → "))))
        }
        properties.append(
            Property(
                section: section, title: "identifier",
                value: .string(guide.identifier.isEmpty ? "(none)" : guide.identifier)))
        properties.append(Property(section: section, title: "kind", value: .string(guide.kind.displayName)))
        properties.append(frameProperty("layoutFrame", guide.layoutFrame))
        properties.append(frameProperty("frame in window", guide.frameInWindow))
        if let ambiguous = guide.hasAmbiguousLayout {
            properties.append(
                Property(section: section, title: "hasAmbiguousLayout", value: .bool(ambiguous)))
        }
        properties.append(
            Property(
                section: section, title: "lint",
                value: .string(
                    flags.isEmpty ? "no finding" : flags.map { "\($0.id) \($0.name)" }.joined(separator: ", ")
                )))
        if let constraints {
            properties.append(
                Property(
                    section: section, title: "constraints (horizontal)",
                    value: .number(Double(constraints.horizontal))))
            properties.append(
                Property(
                    section: section, title: "constraints (vertical)",
                    value: .number(Double(constraints.vertical))))
        }
        return Item(
            title: name, subtitle: guide.kind.displayName + " · " + size,
            frameInWindow: drawable ? guide.frameInWindow : nil, properties: properties)
    }

    /// A frame as a rectangle when it can be drawn; otherwise as text, so that no NaN, infinite
    /// or negative rectangle reaches Lookin.
    private static func frameProperty(_ title: String, _ rect: Rect) -> Property {
        guard rect.isDrawable else {
            let text = rect.components.map(NumberFormatting.shortest).joined(separator: ", ")
            return Property(section: section, title: title, value: .string("[\(text)] (cannot be drawn)"))
        }
        return Property(section: section, title: title, value: .rect(rect))
    }
}
