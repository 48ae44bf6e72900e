/// `why GUIDE --fix ATTRIBUTE=VALUE` in words and as JSON: the single changes (two together when
/// none does) that decide the value at the wish, each solved again, best first, with the line to write.
extension PlacementText {
    /// The fixes of `search` for the guide of `placement`, one a numbered line with what else
    /// moves, then the line to write in Swift; or why there are none.
    package static func fixes(_ search: WishFix.Search, placement: GuidePlacement) -> String {
        if let goal = search.wish.goal { return goalFixes(goal, search, placement: placement) }
        let wish = search.wish
        let wanted = "\(placement.name) \(wish.attribute)" + (wish.value.map { " = \(number($0))" } ?? "")
        guard let current = search.current else {
            return "\(placement.name) has no \(wish.attribute) the record decides: nothing to fix.\n"
        }
        if search.isMet {
            return "\(placement.name) \(wish.attribute) is \(number(current)) already"
                + (wish.value == nil ? ", decided" : "") + ": nothing to change.\n"
        }
        let now = wish.value == nil ? state(search) : "it is \(number(current))"
        guard !search.fixes.isEmpty else {
            let listed =
                search.changeable.isEmpty
                ? "the answer has no constraint of the app's to change"
                    + (search.isUIKits ? "" : ", and no constraint added decides it")
                : "no single change to constraints "
                    + search.changeable.map(String.init).joined(separator: ", ")
                    + " (a constant, a priority made required or lowered below a weaker one or its own, a deactivation)"
                    + (search.isUIKits ? " " : ", and no constraint added, ") + "decides it"
                    + (wish.value == nil ? "" : " there")
            let uikits =
                search.isUIKits
                ? " \(placement.name) is a guide UIKit makes for itself: constraints on it are UIKit's to "
                    + "write, so none is added; UIKit places it from the items it serves (a stack view's "
                    + "arranged subviews, a view's insets), and a fix is on those."
                : ""
            return "No fix for \(wanted) (\(now)): \(listed)." + uikits + pairsTried(search) + "\n"
        }
        let kinds =
            search.pairsSearched
            ? "no single change does it, so two changes together to constraints of the answer"
            : search.fixes.contains { $0.change == nil }
                ? "one change to a constraint of the answer or constraints added"
                : "one change to a constraint of the answer"
        var text =
            wish.value == nil
            ? "Fixes that decide \(wanted) (\(now)), each solved again: \(kinds), fewest other values moved first:\n"
            : "Fixes for \(wanted) (\(now)), each solved again: \(kinds), fewest other values moved first:\n"
        for (index, fix) in search.fixes.enumerated() {
            text += "  \(index + 1). \(edit(fix)): "
            if wish.value == nil {
                let shown = search.recorded.map { abs($0 - fix.value) <= EngineTolerance.value } ?? false
                text +=
                    "\(wish.attribute) decided at \(number(fix.value))"
                    + (shown ? ", where UIKit shows it; " : "; ")
            } else {
                text += "\(wish.attribute) \(number(current)) → \(number(fix.value)); "
            }
            let others = fix.others
            text +=
                others.isEmpty
                ? "no other recorded guide or view moves.\n"
                : others.map {
                    "\(item($0.name, $0.address)) \($0.attribute) \(number($0.before)) → \(after($0))"
                }
                .joined(separator: ", ") + ".\n"
            text += indented(code(fix, placement: placement))
        }
        return text
    }

    /// The fixes that make constraint `goal` hold, or why there are none.
    static func goalFixes(_ goal: Int, _ search: WishFix.Search, placement: GuidePlacement) -> String {
        guard let (constraint, holds) = search.goal else {
            return "The answer for \(placement.name) has no constraint \(goal) that reads: nothing to fix.\n"
        }
        let wanted = "constraint \(goal) (\(ConflictExplanation.equation(constraint)))"
        guard holds == false else {
            return holds == true
                ? "\(wanted) holds already: nothing to change.\n"
                : "\(wanted) names a value the answer cannot weigh (a margin, a baseline): no fix is searched.\n"
        }
        guard !search.fixes.isEmpty else {
            return "No fix makes \(wanted) hold: no single change to constraints "
                + search.changeable.map(String.init).joined(separator: ", ")
                + " (a priority raised above what beats it or lowered below it, a content hugging or compression "
                + "resistance moved past it, a deactivation) does." + pairsTried(search) + "\n"
        }
        var text =
            "Fixes that make \(wanted) hold, each solved again: "
            + (search.pairsSearched
                ? "no single change does it, so two changes together to constraints of the answer"
                : "one change to a constraint of the answer") + ", fewest values moved first:\n"
        for (index, fix) in search.fixes.enumerated() {
            text += "  \(index + 1). \(edit(fix)): it holds; "
            text +=
                fix.others.isEmpty
                ? "no recorded guide or view moves.\n"
                : fix.others.map {
                    "\(item($0.name, $0.address)) \($0.attribute) \(number($0.before)) → \(after($0))"
                }
                .joined(separator: ", ") + ".\n"
            text += indented(code(fix, placement: placement))
        }
        return text
    }

    /// For each of the guide's values the record leaves free or tied (what UIKit reports as an
    /// ambiguous layout), the first fix that decides it, where UIKit shows it first, with the line
    /// to write: what FLEX's guide details show under "Why here?". Empty for a guide whose values
    /// are all decided.
    package static func firstFixes(_ placement: GuidePlacement, tracer: PlacementTracer) -> [(
        attribute: String, text: String
    )] {
        var answers: [(attribute: String, text: String)] = []
        for check in placement.recomputed {
            switch check.outcome {
            case .open, .tied: break
            case .matches, .differs, .conflict, .unsettled: continue
            }
            let attribute = name(check)
            let search = WishFix.search(
                WishFix.Wish(attribute: attribute, value: nil), placement: placement, tracer: tracer,
                pairs: false)
            guard let fix = search.fixes.first else {
                answers.append(
                    (
                        attribute,
                        state(search)
                            + (search.isUIKits
                                ? "; UIKit makes this guide for itself, so the fix is on what it serves"
                                : "; no single change decides it (`guidelens why --fix \(attribute)` also searches two together)")
                    ))
                continue
            }
            let shown = search.recorded.map { abs($0 - fix.value) <= EngineTolerance.value } ?? false
            answers.append(
                (
                    attribute,
                    "\(edit(fix)): \(attribute) decided at \(number(fix.value))"
                        + (shown ? ", where UIKit shows it" : "") + "\n" + code(fix, placement: placement)
                ))
        }
        return answers
    }

    /// What the search of pairs tried after the single changes: ` No two of these changes together
    /// do either.`, or where it stopped; nothing when fewer than two constraints could change.
    static func pairsTried(_ search: WishFix.Search) -> String {
        guard search.changeable.count > 1 else { return "" }
        return search.pairsCut
            ? " Two of these changes together were searched until \(WishFix.pairSolveLimit) systems were solved, "
                + "and none of those does it: try others with --set, --priority and --deactivate."
            : " No two of these changes together do either."
    }

    /// The line or lines to write under a fix, each indented to sit under its number.
    static func indented(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { "     " + $0 + "\n" }.joined()
    }

    /// `free: nothing decides it; UIKit shows 0`, `tied from 134.5 to 174.5; UIKit shows 134.5`.
    static func state(_ search: WishFix.Search) -> String {
        var text = search.isTie ? "tied" : "free"
        if let range = search.range {
            if let lower = range.lower { text += " from \(number(lower))" }
            if let upper = range.upper { text += " to \(number(upper))" }
        }
        if !search.isTie { text += ": nothing decides it" }
        if let recorded = search.recorded { text += "; UIKit shows \(number(recorded))" }
        return text
    }

    /// `constraint 7: constant 30 → 40`, `constraint 2: priority 1000 → 999`, `constraint 5:
    /// deactivated`, `add contentArea.height == 0`.
    static func edit(_ fix: WishFix) -> String {
        guard let change = fix.change else {
            return "add " + fix.added.map(addedEquation).joined(separator: " and ")
        }
        guard let second = fix.second else { return edit(change, from: fix.from) }
        return edit(change, from: fix.from) + " and " + edit(second.change, from: second.from)
    }

    /// One change: `constraint 7: constant 30 → 40`.
    static func edit(_ change: WhatIf.Change, from: Double?) -> String {
        let edit =
            switch change.edit {
            case .constant(let value): "constant \(number(from ?? value)) → \(number(value))"
            case .priority(let value): "priority \(number(from ?? value)) → \(number(value))"
            case .deactivate: "deactivated"
            case .hugging(let value): "content hugging \(number(from ?? value)) → \(number(value))"
            case .compressionResistance(let value):
                "compression resistance \(number(from ?? value)) → \(number(value))"
            }
        return "constraint \(change.number): " + edit
    }

    /// `contentArea.bottom == CardView (0x7fb63fc07000).bottom − 208`: an added constraint with
    /// its items named as the answer names them.
    package static func addedEquation(_ constraint: LoggedConstraint) -> String {
        func name(_ item: LoggedItem) -> String {
            item.identifier ?? "\(item.className.unqualifiedClassName) (\(item.address))"
        }
        var text = "\(name(constraint.first.item)).\(constraint.first.attribute.name) == "
        guard let second = constraint.second else { return text + number(constraint.constant) }
        text += "\(name(second.item)).\(second.attribute.name)"
        if abs(constraint.constant) > 0 {
            text += (constraint.constant < 0 ? " − " : " + ") + number(abs(constraint.constant))
        }
        return text
    }

    /// The line to write, in Swift (or Objective-C): the constraint named by its identifier, or by
    /// its equation.
    package static func code(_ fix: WishFix, placement: GuidePlacement, objectiveC: Bool = false) -> String {
        guard let change = fix.change else { return addedCode(fix.added, objectiveC: objectiveC) }
        guard let second = fix.second else {
            return code(change, placement: placement, objectiveC: objectiveC)
        }
        return code(change, placement: placement, objectiveC: objectiveC) + "\n"
            + code(second.change, placement: placement, objectiveC: objectiveC)
    }

    /// The line that makes one change, in Swift (or Objective-C).
    static func code(_ change: WhatIf.Change, placement: GuidePlacement, objectiveC: Bool) -> String {
        let constraint = placement.constraints.first { $0.number == change.number }
        let name: String
        if let identifier = constraint?.read?.identifier {
            name = "/* '\(identifier)' */ constraint"
        } else if let read = constraint?.read {
            name = "/* " + ConflictExplanation.equation(read) + " */ constraint"
        } else {
            name = "/* constraint \(change.number) */ constraint"
        }
        // Code takes an ASCII minus, not the typographic one sentences print.
        switch change.edit {
        case .constant(let value):
            return name + ".constant = \(NumberFormatting.shortest(value))" + (objectiveC ? ";" : "")
        case .priority(let value):
            let priority = NumberFormatting.shortest(value)
            if objectiveC { return name + ".priority = \(priority);" }
            return name
                + (LayoutPriority.isRequired(value)
                    ? ".priority = .required" : ".priority = UILayoutPriority(\(priority))")
        case .deactivate:
            return name + (objectiveC ? ".active = NO;" : ".isActive = false")
        case .hugging(let value), .compressionResistance(let value):
            guard let read = constraint?.read else { return name }
            let view = variableName(read.first.item)
            let which =
                if case .hugging = change.edit { "ContentHugging" } else { "ContentCompressionResistance" }
            let vertical = read.first.attribute.axis == .vertical
            let priority = NumberFormatting.shortest(value)
            return objectiveC
                ? "/* \(item(read.first.item)) */ [\(view) set\(which)Priority:\(priority) forAxis:UILayoutConstraintAxis"
                    + (vertical ? "Vertical" : "Horizontal") + "];"
                : "/* \(item(read.first.item)) */ \(view).set\(which)Priority(UILayoutPriority(\(priority)), for: "
                    + (vertical ? ".vertical" : ".horizontal") + ")"
        }
    }

    /// `UILabel 'Estimated delivery' (0x7fb63fc06460)`: a view as a comment names it.
    static func item(_ item: LoggedItem) -> String {
        "\(item.className.unqualifiedClassName)" + (item.identifier.map { " '\($0)'" } ?? "")
            + " (\(item.address))"
    }

    /// A name code can use for `item`: its identifier when that is one, else its class without
    /// `UI`, lower camel case (`cardView`, `label`).
    static func variableName(_ item: LoggedItem) -> String {
        if let identifier = item.identifier, let first = identifier.first, first.isLetter || first == "_",
            identifier.allSatisfy({ ($0.isLetter || $0.isNumber || $0 == "_") && $0.isASCII })
        {
            return identifier
        }
        var name = item.className.unqualifiedClassName
        for prefix in ["UI", "NS"] where name.hasPrefix(prefix) && name.count > prefix.count {
            name.removeFirst(prefix.count)
        }
        return name.prefix(1).lowercased() + name.dropFirst()
    }

    /// The lines that add `constraints`, one each: `contentArea.heightAnchor.constraint(equalToConstant:
    /// 0).isActive = true`; an item by its identifier when that is a name code can use, else by its
    /// class (`cardView`).
    static func addedCode(_ constraints: [LoggedConstraint], objectiveC: Bool) -> String {
        let variable = variableName
        let made = constraints.map { constraint -> String in
            let first = "\(variable(constraint.first.item)).\(constraint.first.attribute.name)Anchor"
            let constant = NumberFormatting.shortest(constraint.constant)
            guard let second = constraint.second else {
                return objectiveC
                    ? "[\(first) constraintEqualToConstant:\(constant)]"
                    : "\(first).constraint(equalToConstant: \(constant))"
            }
            let other = "\(variable(second.item)).\(second.attribute.name)Anchor"
            return objectiveC
                ? "[\(first) constraintEqualToAnchor:\(other) constant:\(constant)]"
                : "\(first).constraint(equalTo: \(other), constant: \(constant))"
        }
        return made.map { objectiveC ? $0 + ".active = YES;" : $0 + ".isActive = true" }.joined(
            separator: "\n")
    }

    /// What `why GUIDE --fix ATTRIBUTE=VALUE --json` writes.
    package struct WishFixDocument: Codable, Equatable, Sendable {
        /// ``GuidePlacement/jsonSchemaVersion``.
        package var schemaVersion: Int
        /// The guide's name.
        package var guide: String
        /// The attribute wished for: `top`, `left`, `width` or `height`.
        package var attribute: String
        /// The value wished for; `nil` for the value decided anywhere (`--fix height`).
        package var value: Double?
        /// The value the attribute has now (where the engine reaches it, when it is undecided).
        package var current: Double?
        /// Whether the record decides the value.
        package var decided: Bool
        /// Where the record leaves it free or tied; `nil` when it is decided.
        package var range: ValueRange?
        /// The value in the recorded frame: what UIKit shows.
        package var recorded: Double?
        /// The fixes, best first.
        package var fixes: [Fix]
        /// The constraints of the answer the search could change.
        package var changeable: [Int]
        /// Whether two changes together were searched (only when no single change does it).
        package var pairsSearched: Bool
        /// Whether that search stopped at its limit before trying every pair.
        package var pairsCut: Bool

        /// A second change made together with the first.
        package struct Second: Codable, Equatable, Sendable {
            /// The constraint's number in the answer.
            package var constraint: Int
            /// `constant`, `priority`, `deactivate`, `hugging` or `compressionResistance`.
            package var edit: String
            /// The constant or priority before; `nil` for a deactivation.
            package var from: Double?
            /// The constant or priority after; `nil` for a deactivation.
            package var to: Double?
        }

        /// One fix.
        package struct Fix: Codable, Equatable, Sendable {
            /// The constraint's number in the answer; `nil` for constraints added.
            package var constraint: Int?
            /// `constant`, `priority`, `deactivate`, `hugging`, `compressionResistance` or `add`.
            package var edit: String
            /// The constant or priority before; `nil` for a deactivation or an addition.
            package var from: Double?
            /// The constant or priority after; `nil` for a deactivation or an addition.
            package var to: Double?
            /// The second change made with it, when one change alone does not do it.
            package var second: Second?
            /// The constraints added, as equations (`contentArea.height == 0`); empty for a change.
            package var added: [String]
            /// The value the fix decides the attribute at.
            package var value: Double
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
            decided = search.isDecided
            range = search.range
            recorded = search.recorded
            changeable = search.changeable
            pairsSearched = search.pairsSearched
            pairsCut = search.pairsCut
            fixes = search.fixes.map { fix in
                let (edit, to) = Self.edit(fix.change?.edit)
                let second = fix.second.map { second in
                    let (edit, to) = Self.edit(second.change.edit)
                    return Second(constraint: second.change.number, edit: edit, from: second.from, to: to)
                }
                return Fix(
                    constraint: fix.change?.number, edit: edit, from: fix.from, to: to, second: second,
                    added: fix.added.map(addedEquation), value: fix.value,
                    others: fix.others.map {
                        Moved(
                            name: $0.name, address: $0.address.description, attribute: $0.attribute,
                            before: $0.before, after: $0.after)
                    }, swift: code(fix, placement: placement),
                    objectiveC: code(fix, placement: placement, objectiveC: true))
            }
        }

        /// An edit's name in the document and the constant or priority it sets: `add` for none
        /// (constraints added).
        static func edit(_ edit: LayoutModel.Edit?) -> (name: String, to: Double?) {
            switch edit {
            case .constant(let value): ("constant", value)
            case .priority(let value): ("priority", value)
            case .deactivate: ("deactivate", nil)
            case .hugging(let value): ("hugging", value)
            case .compressionResistance(let value): ("compressionResistance", value)
            case nil: ("add", nil)
            }
        }
    }
}
