/// `why GUIDE --fix ATTRIBUTE=VALUE` in words and as JSON: the single changes that decide the
/// value at the wish, each solved again, best first, with the line to write.
extension PlacementText {
    /// The fixes of `search` for the guide of `placement`, one a numbered line with what else
    /// moves, then the line to write in Swift; or why there are none.
    package static func fixes(_ search: WishFix.Search, placement: GuidePlacement) -> String {
        let wish = search.wish
        let wanted = "\(placement.name) \(wish.attribute) = \(number(wish.value))"
        guard let current = search.current else {
            return "\(placement.name) has no \(wish.attribute) the record decides: nothing to fix.\n"
        }
        if search.isMet {
            return "\(placement.name) \(wish.attribute) is \(number(current)) already: nothing to change.\n"
        }
        guard !search.fixes.isEmpty else {
            let listed =
                search.changeable.isEmpty
                ? "the answer has no constraint of the app's to change"
                : "no single change to constraints "
                    + search.changeable.map(String.init).joined(separator: ", ")
                    + " (a constant, a priority made required or lowered below a weaker one, a deactivation) decides it there"
            return "No fix for \(wanted) (it is \(number(current))): \(listed). Two changes together are not "
                + "searched: try them with --set, --priority and --deactivate.\n"
        }
        var text =
            "Fixes for \(wanted) (it is \(number(current))), each solved again: one change to a constraint "
            + "of the answer, fewest other values moved first:\n"
        for (index, fix) in search.fixes.enumerated() {
            text += "  \(index + 1). constraint \(fix.change.number): \(edit(fix)): "
            text += "\(wish.attribute) \(number(current)) → \(number(wish.value)); "
            text +=
                fix.others.isEmpty
                ? "no other recorded guide or view moves.\n"
                : fix.others.map {
                    "\(item($0.name, $0.address)) \($0.attribute) \(number($0.before)) → \(after($0))"
                }
                .joined(separator: ", ") + ".\n"
            text += "     " + code(fix, placement: placement) + "\n"
        }
        return text
    }

    /// `constant 30 → 40`, `priority 1000 → 999`, `deactivated`.
    static func edit(_ fix: WishFix) -> String {
        switch fix.change.edit {
        case .constant(let value): "constant \(number(fix.from ?? value)) → \(number(value))"
        case .priority(let value): "priority \(number(fix.from ?? value)) → \(number(value))"
        case .deactivate: "deactivated"
        }
    }

    /// The line to write, in Swift (or Objective-C): the constraint named by its identifier, or by
    /// its equation.
    package static func code(_ fix: WishFix, placement: GuidePlacement, objectiveC: Bool = false) -> String {
        let constraint = placement.constraints.first { $0.number == fix.change.number }
        let name: String
        if let identifier = constraint?.read?.identifier {
            name = "/* '\(identifier)' */ constraint"
        } else if let read = constraint?.read {
            name = "/* " + ConflictExplanation.equation(read) + " */ constraint"
        } else {
            name = "/* constraint \(fix.change.number) */ constraint"
        }
        // Code takes an ASCII minus, not the typographic one sentences print.
        switch fix.change.edit {
        case .constant(let value):
            return name + ".constant = \(NumberFormatting.shortest(value))" + (objectiveC ? ";" : "")
        case .priority(let value):
            let priority = NumberFormatting.shortest(value)
            if objectiveC { return name + ".priority = \(priority);" }
            return name
                + (value >= 1000 ? ".priority = .required" : ".priority = UILayoutPriority(\(priority))")
        case .deactivate:
            return name + (objectiveC ? ".active = NO;" : ".isActive = false")
        }
    }

    /// What `why GUIDE --fix ATTRIBUTE=VALUE --json` writes.
    package struct WishFixDocument: Codable, Equatable, Sendable {
        /// ``GuidePlacement/jsonSchemaVersion``.
        package var schemaVersion: Int
        /// The guide's name.
        package var guide: String
        /// The attribute wished for: `top`, `left`, `width` or `height`.
        package var attribute: String
        /// The value wished for.
        package var value: Double
        /// The value the attribute has now; `nil` when the record leaves it undecided.
        package var current: Double?
        /// The fixes, best first.
        package var fixes: [Fix]
        /// The constraints of the answer the search could change.
        package var changeable: [Int]

        /// One fix.
        package struct Fix: Codable, Equatable, Sendable {
            /// The constraint's number in the answer.
            package var constraint: Int
            /// `constant`, `priority` or `deactivate`.
            package var edit: String
            /// The constant or priority before; `nil` for a deactivation.
            package var from: Double?
            /// The constant or priority after; `nil` for a deactivation.
            package var to: Double?
            /// Every other recorded value that moves.
            package var others: [Moved]
            /// The line to write in Swift.
            package var swift: String
            /// The line to write in Objective-C.
            package var objectiveC: String
        }

        /// A value another guide or view has before and after the fix.
        package struct Moved: Codable, Equatable, Sendable {
            /// The guide's or view's name.
            package var name: String
            /// Its address.
            package var address: String
            /// `top`, `left`, `width` or `height`.
            package var attribute: String
            /// Before the fix.
            package var before: Double
            /// After the fix.
            package var after: Double
        }

        /// The document of `search` for the guide of `placement`.
        package init(_ search: WishFix.Search, placement: GuidePlacement) {
            schemaVersion = GuidePlacement.jsonSchemaVersion
            guide = placement.name
            attribute = search.wish.attribute
            value = search.wish.value
            current = search.current
            changeable = search.changeable
            fixes = search.fixes.map { fix in
                let (edit, to): (String, Double?) =
                    switch fix.change.edit {
                    case .constant(let value): ("constant", value)
                    case .priority(let value): ("priority", value)
                    case .deactivate: ("deactivate", nil)
                    }
                return Fix(
                    constraint: fix.change.number, edit: edit, from: fix.from, to: to,
                    others: fix.others.map {
                        Moved(
                            name: $0.name, address: $0.address.description, attribute: $0.attribute,
                            before: $0.before, after: $0.after)
                    }, swift: code(fix, placement: placement),
                    objectiveC: code(fix, placement: placement, objectiveC: true))
            }
        }
    }
}
