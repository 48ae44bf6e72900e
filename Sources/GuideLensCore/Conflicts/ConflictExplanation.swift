import Foundation

/// A constraint log explained in plain words: each conflict's items (guides named by kind), its
/// constraints as equations with the broken one marked, hints for the usual causes it
/// recognises, and, given a snapshot of the same run, where each item really is.
package struct ConflictExplanation: Sendable {
    package let log: ConstraintLog
    package var snapshot: Snapshot?
    /// The conflicts explained, as positions in `log.conflicts`: all of them, or one page.
    package let shown: Range<Int>
    /// Each shown conflict's arithmetic, worked out once for the text and the JSON alike.
    let arithmetic: [ConflictArithmetic]
    /// Whether the answer ends each conflict with its fixes (`explain --fix`): the smallest
    /// changes on the app's side that resolve it, each solved again.
    package var includesFixes = false

    /// Explains every conflict of `log`, or only the `limit` conflicts from the `from`th on
    /// (counted from 1; clamped to the log): a long log answered a page at a time, numbered as in
    /// the whole log.
    package init(log: ConstraintLog, snapshot: Snapshot? = nil, from: Int = 1, limit: Int? = nil) {
        self.log = log
        self.snapshot = snapshot
        let total = log.conflicts.count
        let start = min(max(from, 1) - 1, total)
        let end = limit.map { min(start + max($0, 0), total) } ?? total
        shown = start..<end
        arithmetic = Self.arithmetic(of: Array(log.conflicts[shown]))
    }

    /// Whether some conflicts of the log are left out of this explanation.
    package var isPage: Bool { shown.count != log.conflicts.count }

    /// What the arithmetic of one conflict depends on: its constraints and the one UIKit broke,
    /// not where in the log it stands. A console logs the same conflict at every layout pass.
    private struct ArithmeticKey: Hashable {
        var constraints: [LoggedConstraint]
        var brokenIndex: Int?
    }

    /// The arithmetic of each conflict, a conflict logged again answered from the first time.
    static func arithmetic(of conflicts: [Conflict]) -> [ConflictArithmetic] {
        var known: [ArithmeticKey: ConflictArithmetic] = [:]
        return conflicts.map { conflict in
            let key = ArithmeticKey(constraints: conflict.weighed, brokenIndex: conflict.weighedBrokenIndex)
            if let answer = known[key] { return answer }
            let answer = ConflictArithmetic(conflict: conflict)
            known[key] = answer
            return answer
        }
    }

    // MARK: Text

    /// The explanation as text: one block per conflict.
    package var text: String {
        guard !log.conflicts.isEmpty else { return "no conflict in the log\n" }
        guard !shown.isEmpty else {
            let total = log.conflicts.count
            return
                "no conflict from \(shown.lowerBound + 1) on: the log holds \(total) conflict\(total == 1 ? "" : "s")\n"
        }
        let places = snapshot.map(Self.places(in:)) ?? [:]
        var text = ""
        for (position, number) in shown.enumerated() {
            let conflict = log.conflicts[number]
            let numbers = Self.listNumbers(conflict)
            let brokenNote: String
            if conflict.broken != nil {
                brokenNote =
                    conflict.brokenIndex.map { "UIKit broke constraint \(numbers[$0])" }
                    ?? "UIKit broke a constraint not listed"
            } else if conflict.isList {
                brokenNote = "a list without its report, so nothing says what UIKit broke"
            } else if conflict.unreadBroken != nil {
                brokenNote = "the constraint UIKit broke could not be read"
            } else {
                brokenNote = "the report does not say what UIKit broke"
            }
            let listed = conflict.constraints.count + conflict.unread.count
            text += "Conflict \(number + 1) of \(log.conflicts.count) (line \(conflict.line)): "
            text += "\(listed) constraint\(listed == 1 ? "" : "s"); \(brokenNote).\n"
            if !conflict.missing.isEmpty {
                text += "  Cut short: the report lacks " + conflict.missing.joined(separator: " and ")
                text += "; explained as far as it goes.\n"
            }
            let unreadCount = conflict.unread.count + (conflict.unreadBroken == nil ? 0 : 1)
            if unreadCount > 0 {
                text += "  Unread: \(unreadCount) line\(unreadCount == 1 ? "" : "s") could not be read, "
                text +=
                    conflict.constraints.isEmpty && conflict.broken == nil
                    ? "kept as logged (marked ?); no line is left to explain.\n"
                    : "kept as logged (marked ?); the rest is explained.\n"
            }
            for mangled in conflict.mangledNames {
                text +=
                    "  Mangled: \(mangled.logged) read as \(mangled.read) (Markdown makes emphasis of the "
                text += "text between two underscores).\n"
            }
            text += "  Items:\n"
            for item in conflict.items {
                text += "    " + Self.name(of: item, places: places)
                if let place = places[item.address] {
                    text += " — frame in window " + Description.frame(place.frameInWindow)
                }
                text += "\n"
            }
            text += "  Constraints:\n"
            var unread = conflict.unread[...]
            var read = conflict.constraints.indices[...]
            for position in 0..<listed {
                if let next = unread.first, next.position == position {
                    unread = unread.dropFirst()
                    text += "  ? \(position + 1). unread (line \(next.line): \(next.reason)): \(next.text)\n"
                } else if let index = read.popFirst() {
                    let mark = index == conflict.brokenIndex ? "✗" : " "
                    text += "  \(mark) \(position + 1). " + Self.equation(conflict.constraints[index])
                    text += index == conflict.brokenIndex ? "   ← broken\n" : "\n"
                }
            }
            if let broken = conflict.broken, conflict.brokenIndex == nil, let number = numbers.last {
                text += "  ✗ \(number). broken, not in the list: " + Self.equation(broken) + "\n"
            }
            if let unreadBroken = conflict.unreadBroken {
                text += "  ? broken, unread (line \(unreadBroken.line): \(unreadBroken.reason)): "
                text += unreadBroken.text + "\n"
            }
            text += arithmetic[position].text(numbers: numbers)
            if conflict.constraints.isEmpty, !conflict.unread.isEmpty {
                text += "  Arithmetic: no listed line could be read, so there is nothing to add up.\n"
            }
            let hints = Self.hints(for: conflict)
            if !hints.isEmpty {
                text += "  Hints:\n" + hints.map { "    - " + $0 + "\n" }.joined()
            }
            if includesFixes {
                let search = ConflictFix.searchWithPairs(conflict, arithmetic: arithmetic[position])
                text += Self.fixesText(
                    search.fixes, conflict: conflict, numbers: numbers,
                    reduced: !arithmetic[position].reductions.isEmpty, pairsCut: search.isCut,
                    pairsFull: search.isFull)
            }
            text += "\n"
        }
        if isPage {
            text += "Shown: conflicts \(shown.lowerBound + 1)–\(shown.upperBound) of \(log.conflicts.count)"
            text +=
                shown.upperBound < log.conflicts.count ? "; the next from \(shown.upperBound + 1).\n" : ".\n"
        }
        return text
    }

    /// The number each weighed constraint has in the list as logged (unread lines count too); a
    /// broken constraint the list lacks comes after the list.
    package static func listNumbers(_ conflict: Conflict) -> [Int] {
        let unreadPositions = Set(conflict.unread.map(\.position))
        var numbers: [Int] = []
        var position = 0
        while numbers.count < conflict.constraints.count {
            if !unreadPositions.contains(position) { numbers.append(position + 1) }
            position += 1
        }
        if conflict.weighed.count > conflict.constraints.count {
            numbers.append(conflict.constraints.count + conflict.unread.count + 1)
        }
        return numbers
    }

    /// What a snapshot knows of an item: where it is, and (for a guide) its kind and owner.
    package struct Place: Hashable, Sendable {
        package var frameInWindow: Rect
        package var guideKind: GuideKind?
        package var owner: String?
    }

    /// What a drawing of the snapshot marks for `log`: every item of every conflict outlined,
    /// each broken constraint between two items drawn from one constrained edge to the other,
    /// labelled with its relation, and the chain of constraints that cannot hold together (the
    /// arithmetic's reduced set) drawn link by link, each labelled with its number and equation.
    package static func markings(for log: ConstraintLog, into options: inout SnapshotRenderer.Options) {
        for conflict in log.conflicts {
            options.highlighted.formUnion(conflict.items.map(\.address))
            if let broken = conflict.broken, let second = broken.second {
                options.links.append(
                    SnapshotRenderer.Options.Link(
                        from: broken.first.item.address, to: second.item.address,
                        label: "broken: " + relation(of: broken),
                        fromEdge: broken.first.attribute, toEdge: second.attribute))
            }
            let numbers = listNumbers(conflict)
            for reduction in ConflictArithmetic(conflict: conflict).reductions {
                for index in reduction.members where index != conflict.weighedBrokenIndex {
                    let constraint = conflict.weighed[index]
                    guard let second = constraint.second else { continue }
                    options.links.append(
                        SnapshotRenderer.Options.Link(
                            from: constraint.first.item.address, to: second.item.address,
                            label: "\(numbers[index]). " + relation(of: constraint),
                            fromEdge: constraint.first.attribute, toEdge: second.attribute,
                            isChain: true))
                }
            }
        }
    }

    /// `top == 0.5×bottom + 150`: a two-item constraint's relation, without its items.
    private static func relation(of constraint: LoggedConstraint) -> String {
        guard let second = constraint.second else {
            return "\(constraint.first.attribute.name) \(constraint.relation.rawValue) "
                + NumberFormatting.shortest(constraint.constant)
        }
        let multiplier =
            constraint.multiplier == 1 ? "" : NumberFormatting.shortest(constraint.multiplier) + "×"
        return
            "\(constraint.first.attribute.name) \(constraint.relation.rawValue) \(multiplier)\(second.attribute.name)"
            + offset(constraint.constant)
    }

    /// Every view and guide of `snapshot`, by address.
    package static func places(in snapshot: Snapshot) -> [ObjectAddress: Place] {
        var places: [ObjectAddress: Place] = [:]
        snapshot.forEachView { visit in
            let view = visit.view
            places[view.address] = Place(frameInWindow: view.frameInWindow, guideKind: nil, owner: nil)
            for guide in view.guides {
                places[guide.address] = Place(
                    frameInWindow: guide.frameInWindow, guideKind: guide.kind,
                    owner: label(view.className, view.address.description))
            }
        }
        return places
    }

    /// "the safe-area guide of UIView 0x…", "UIButton 0x… 'Send'", "the superview (UIView 0x…)".
    package static func name(of item: LoggedItem, places: [ObjectAddress: Place] = [:]) -> String {
        let className = item.className.isEmpty ? "view" : item.className
        let identifier = item.identifier.map { " '\($0)'" } ?? ""
        let place = places[item.address]
        let kind =
            place?.guideKind
            ?? (item.isGuide || item.identifier?.hasPrefix("UIView") == true
                ? GuideKindClassifier.kind(
                    className: className, identifier: item.identifier ?? "", ownerClassName: "") : nil)
        if let kind, kind != .custom || item.isGuide {
            let owner = place?.owner.map { " of \($0)" } ?? ""
            return "the \(kind.displayName) guide\(owner) (\(className) \(item.shownAddress)\(identifier))"
        }
        return "\(className) \(item.shownAddress)\(identifier)" + (item.key == nil ? "" : " (its mas_key)")
    }

    /// `UIStackView 0x…`: how the explanation names a view or an item.
    private static func label(_ className: String, _ address: String) -> String {
        "\(className.unqualifiedClassName) \(address)"
    }

    /// ` + 20`, ` - 8`, or nothing for 0: a constant added to a second item.
    private static func offset(_ constant: Double) -> String {
        constant == 0 ? "" : (constant < 0 ? " - " : " + ") + NumberFormatting.shortest(abs(constant))
    }

    /// `UIButton(0x…).leading == UIView(0x…).leading + 20 @999`, with what the log says beside it.
    package static func equation(_ constraint: LoggedConstraint) -> String {
        equation(constraint, naming: nil)
    }

    /// The equation with its items named by `naming` (an inspector page names a guide by its
    /// identifier), or as the log prints them when it is `nil`.
    package static func equation(_ constraint: LoggedConstraint, naming: ((LoggedItem) -> String)?)
        -> String
    {
        func anchor(_ anchor: LoggedAnchor) -> String {
            if let naming { return naming(anchor.item) + "." + anchor.attribute.name }
            let className =
                anchor.item.className.isEmpty ? (anchor.item.identifier ?? "view") : anchor.item.className
            return "\(className.unqualifiedClassName)(\(anchor.item.shownAddress)).\(anchor.attribute.name)"
        }
        var text = anchor(constraint.first) + " " + constraint.relation.rawValue + " "
        if let second = constraint.second {
            if constraint.multiplier != 1 { text += NumberFormatting.shortest(constraint.multiplier) + " × " }
            text += anchor(second) + offset(constraint.constant)
        } else {
            text += NumberFormatting.shortest(constraint.constant)
        }
        if !LayoutPriority.isRequired(constraint.priority) {
            text += " @" + NumberFormatting.shortest(constraint.priority)
        }
        var notes: [String] = []
        if let identifier = constraint.identifier { notes.append("'\(identifier)'") }
        if let mask = constraint.autoresizingMask { notes.append("autoresizing mask \(mask.text)") }
        if constraint.isAutoresizing, let superview = constraint.superview,
            constraint.first.attribute.frameRole != nil || constraint.second?.attribute.frameRole != nil
        {
            notes.append("in \((naming ?? itemName)(superview))'s bounds")
        }
        if constraint.isContentSize {
            let priorities = constraint.contentPriorities ?? .defaults
            notes.append(
                "content size: hugging " + NumberFormatting.shortest(priorities.hugging)
                    + ", compression resistance "
                    + NumberFormatting.shortest(priorities.compressionResistance)
                    + (priorities.isPrinted ? "" : " (not printed: UIKit's defaults)"))
        }
        if constraint.isActive == false { notes.append("inactive") }
        if !notes.isEmpty { text += "   [" + notes.joined(separator: ", ") + "]" }
        return text
    }

    /// `UITableViewCellContentView(0x…).height`, or `A.bottom − B.bottom` (with a multiplier
    /// when not 1): the side of a constraint its constant is compared with.
    package static func side(of constraint: LoggedConstraint) -> String {
        func anchor(_ anchor: LoggedAnchor) -> String {
            let className =
                anchor.item.className.isEmpty ? (anchor.item.identifier ?? "view") : anchor.item.className
            return "\(className.unqualifiedClassName)(\(anchor.item.shownAddress)).\(anchor.attribute.name)"
        }
        guard let second = constraint.second else { return anchor(constraint.first) }
        let multiplier =
            constraint.multiplier == 1 ? "" : NumberFormatting.shortest(constraint.multiplier) + " × "
        return anchor(constraint.first) + " − " + multiplier + anchor(second)
    }

    /// `UIView(0x…)`: an item as the explanation names it in a sum.
    package static func itemName(_ item: LoggedItem) -> String {
        let className = item.className.isEmpty ? (item.identifier ?? "view") : item.className
        return "\(className.unqualifiedClassName)(\(item.shownAddress))"
    }

    /// Whether the item is a scroll view (UIKit's, or a table, collection or text view, which
    /// are scroll views; AppKit's clip view), whose bounds origin is where it has scrolled to: an
    /// autoresizing frame in it is measured from there. AppKit's table and text views are not
    /// scroll views.
    package static func isScrollView(_ item: LoggedItem) -> Bool {
        let name = item.className.unqualifiedClassName
        if name.hasPrefix("NS") { return name == "NSClipView" || name.hasSuffix("ScrollView") }
        return ["ScrollView", "TableView", "CollectionView", "TextView"].contains { name.hasSuffix($0) }
    }

    /// `UIView(0x…).width`: one side's item and attribute, as the explanation names it.
    package static func anchorName(_ anchor: LoggedAnchor) -> String {
        let className =
            anchor.item.className.isEmpty ? (anchor.item.identifier ?? "view") : anchor.item.className
        return "\(className.unqualifiedClassName)(\(anchor.item.shownAddress)).\(anchor.attribute.name)"
    }

    /// The usual causes this conflict shows.
    package static func hints(for conflict: Conflict) -> [String] {
        var hints: [String] = []
        let all = conflict.constraints
        if let encapsulated = all.first(where: {
            $0.identifier?.hasPrefix("UIView-Encapsulated-Layout-") == true
        }) {
            let dimension = encapsulated.first.attribute.name
            let value = NumberFormatting.shortest(encapsulated.constant)
            hints.append(
                "UIKit sets this view's \(dimension) from outside (\(value), '\(encapsulated.identifier ?? "")': "
                    + "a table or collection cell, a header, a bar item, a controller's root view), and required "
                    + "constraints inside it ask for another: give the bottom-most (or the fixed-\(dimension)) "
                    + "constraint a priority of 999, or let the container size it from its constraints "
                    + "(UITableView.automaticDimension for cells)."
                    + (encapsulated.constant == 0
                        ? " A \(dimension) of 0 means it is laid out before it has a size." : ""))
        }
        if let temporary = all.first(where: { $0.identifier == "_UITemporaryLayoutWidth" }) {
            hints.append(
                "UIKit lays the view out at a temporary width (_UITemporaryLayoutWidth = "
                    + "\(NumberFormatting.shortest(temporary.constant))) while it works out its height; required "
                    + "horizontal constraints that do not fit that width conflict. Lower one to 999, or size the view "
                    + "after it has its real width.")
        }
        if let hint = autoresizingHint(all) { hints.append(hint) }
        if let hint = contentSizeHint(all) { hints.append(hint) }
        if let collapsed = all.first(where: {
            $0.second == nil && ($0.first.attribute == .height || $0.first.attribute == .width)
                && $0.constant == 0
                && $0.relation == .equal && $0.identifier == nil && !$0.isAutoresizing && !$0.isContentSize
        }) {
            hints.append(
                "\(label(collapsed.first.item.className, collapsed.first.item.shownAddress)) is required to be "
                    + "0 \(collapsed.first.attribute == .height ? "high" : "wide") while the constraints inside it need "
                    + "room (padding, content): a view collapsed to hide it. Lower the priority of the zero size, or of "
                    + "the padding, to 999 — or hide the view instead of collapsing it.")
        }
        let hidesAView = all.contains(where: { $0.identifier == "UISV-hiding" })
        if hidesAView {
            hints.append(
                "A stack view collapses a hidden arranged view to zero (UISV-hiding); a required size or spacing "
                    + "on that view fights it. Lower that constraint's priority to 999.")
        }
        // Two required constant constraints on the same anchor with different constants.
        var constants: [LoggedAnchor: [Double]] = [:]
        for constraint in all
        where constraint.second == nil && constraint.relation == .equal
            && LayoutPriority.isRequired(constraint.priority)
            && constraint.identifier == nil && !constraint.isAutoresizing && !constraint.isContentSize
        {
            constants[constraint.first, default: []].append(constraint.constant)
        }
        // By item, then attribute: one view can be required two widths and two heights at once.
        for (anchor, values) in constants.sorted(by: {
            ($0.key.item.address, $0.key.attribute.name) < ($1.key.item.address, $1.key.attribute.name)
        })
        where Set(values).count > 1 {
            hints.append(
                "\(label(anchor.item.className, anchor.item.shownAddress)).\(anchor.attribute.name) is required to be "
                    + values.map(NumberFormatting.shortest).joined(separator: " and ")
                    + " at once: one constraint is left over (added twice, or not deactivated when replaced)."
            )
        }
        // The hiding hint already says whose constraints these are.
        if !hidesAView, all.contains(where: { $0.identifier?.hasPrefix("UISV-") == true }) {
            hints.append(
                "UISV-… constraints are a stack view's own: the conflict is between what the stack view arranges and a "
                    + "constraint you added to an arranged view (a fixed size along the stack's axis, or an edge pinned "
                    + "outside the stack).")
        }
        return hints
    }

    /// The views whose autoresizing masks the constraints hold, each with what its mask says
    /// (which margins are flexible): their frames, set in code, are pinned by constraints.
    static func autoresizingHint(_ constraints: [LoggedConstraint], isAppKit: Bool? = nil) -> String? {
        guard constraints.contains(where: \.isAutoresizing) else { return nil }
        let appKit =
            isAppKit
            ?? constraints.contains(where: \.namesAppKitItem)
        var views: [(name: String, mask: AutoresizingMask?)] = []
        let superviews = ConstraintRows.superviews(in: constraints)
        for constraint in constraints where constraint.isAutoresizing {
            let owner = ConstraintRows.maskOwner(of: constraint, superviews: superviews)
            let name = label(
                owner.className.isEmpty ? owner.identifier ?? "view" : owner.className, owner.shownAddress)
            if let index = views.firstIndex(where: { $0.name == name }) {
                views[index].mask = views[index].mask ?? constraint.autoresizingMask
            } else {
                views.append((name, constraint.autoresizingMask))
            }
        }
        guard !views.isEmpty else { return nil }
        let described = views.sorted { $0.name < $1.name }.map { view -> String in
            guard let mask = view.mask else { return view.name }
            return view.name + " (" + mask.text + ", " + mask.summary(isAppKit: appKit) + ")"
        }
        return "translatesAutoresizingMaskIntoConstraints is on for " + described.joined(separator: ", ")
            + ": \(views.count == 1 ? "its frame, set in code, becomes" : "their frames, set in code, become") "
            + "constraints (NSAutoresizingMaskLayoutConstraint) that pin \(views.count == 1 ? "it" : "them") where the "
            + "frame was. Set it to false for views you place with constraints, or stop constraining a view whose "
            + "frame you set."
    }

    /// A content size the conflict needs at a required priority: the view cannot shrink or grow.
    static func contentSizeHint(_ constraints: [LoggedConstraint]) -> String? {
        let required = constraints.filter { constraint in
            guard constraint.isContentSize, let priorities = constraint.contentPriorities else {
                return false
            }
            return LayoutPriority.isRequired(priorities.hugging)
                || LayoutPriority.isRequired(priorities.compressionResistance)
        }
        guard let first = required.first, let priorities = first.contentPriorities else { return nil }
        let which =
            LayoutPriority.isRequired(priorities.compressionResistance)
            ? "compression resistance (it cannot be smaller than its content)"
            : "content hugging (it cannot be larger than its content)"
        return
            "\(label(first.first.item.className, first.first.item.shownAddress))'s \(which) is required (1000): "
            + "its intrinsic \(first.first.attribute.name) of \(NumberFormatting.shortest(first.constant)) "
            + "takes part in the conflict. Lower it (setContentCompressionResistancePriority or "
            + "setContentHuggingPriority, to 999 or less) so that the view can give way."
    }

    // MARK: JSON

    /// Every conflict as structured data, for tools and tests: what `guidelens explain --json`
    /// prints.
    package var json: String { jsonValue.prettyText }

    /// Every conflict as a JSON value (``json`` is its text): a tool that passes it on as data
    /// need not write it out and read it back.
    package var jsonValue: JSONValue {
        func item(_ item: LoggedItem) -> JSONValue {
            var value: [String: JSONValue] = [
                "class": .string(item.className), "address": .string(item.address.description),
            ]
            if let identifier = item.identifier { value["identifier"] = .string(identifier) }
            if let key = item.key {
                value["key"] = .string(key)
                value["address"] = nil
            }
            return .object(value)
        }
        func constraint(_ constraint: LoggedConstraint) -> JSONValue {
            var value: [String: JSONValue] = [
                "class": .string(constraint.className), "address": .string(constraint.address.description),
                "first": item(constraint.first.item),
                "firstAttribute": .string(constraint.first.attribute.name),
                "relation": .string(constraint.relation.rawValue),
                "multiplier": .number(constraint.multiplier),
                "constant": .number(constraint.constant), "priority": .number(constraint.priority),
            ]
            if let identifier = constraint.identifier { value["identifier"] = .string(identifier) }
            if let second = constraint.second {
                value["second"] = item(second.item)
                value["secondAttribute"] = .string(second.attribute.name)
            }
            if let active = constraint.isActive { value["active"] = .bool(active) }
            if let mask = constraint.autoresizingMask { value["autoresizingMask"] = .string(mask.text) }
            if let superview = constraint.superview { value["superview"] = item(superview) }
            if constraint.isContentSize {
                let priorities = constraint.contentPriorities ?? .defaults
                value["contentSize"] = .object([
                    "hugging": .number(priorities.hugging),
                    "compressionResistance": .number(priorities.compressionResistance),
                    "printed": .bool(priorities.isPrinted),
                ])
            }
            return .object(value)
        }
        func unread(_ line: UnreadLine) -> JSONValue {
            .object([
                "line": .integer(line.line), "text": .string(line.text), "reason": .string(line.reason),
                "position": .integer(line.position),
            ])
        }
        let conflicts: [JSONValue] = shown.enumerated().map { index, number in
            let conflict = log.conflicts[number]
            var value: [String: JSONValue] = [
                "line": .integer(conflict.line), "constraints": .array(conflict.constraints.map(constraint)),
                "hints": .array(Self.hints(for: conflict).map(JSONValue.string)),
                "unread": .array(conflict.unread.map(unread)),
                "missing": .array(conflict.missing.map(JSONValue.string)), "list": .bool(conflict.isList),
                "mangledNames": .array(
                    conflict.mangledNames.map {
                        .object(["logged": .string($0.logged), "read": .string($0.read)])
                    }),
                "arithmetic": arithmetic[index].json,
            ]
            if includesFixes {
                let search = ConflictFix.searchWithPairs(conflict, arithmetic: arithmetic[index])
                value["fixes"] = Self.fixesJSON(search.fixes, conflict: conflict)
                if search.isCut { value["pairsCut"] = true }
                if search.isFull { value["pairsListed"] = .integer(ConflictFix.pairListLimit) }
            }
            if let broken = conflict.broken { value["broken"] = constraint(broken) }
            if let line = conflict.unreadBroken { value["unreadBroken"] = unread(line) }
            if let index = conflict.brokenIndex { value["brokenIndex"] = .integer(index) }
            return .object(value)
        }
        var answer: [String: JSONValue] = [
            "conflicts": .array(conflicts), "unread": .integer(log.unreadCount),
        ]
        if isPage {
            answer["total"] = .integer(log.conflicts.count)
            answer["from"] = .integer(shown.lowerBound + 1)
        }
        return .object(answer)
    }
}

extension ConflictExplanation {
    /// `  Fixes (…):` and each fix with its effect and the line to write; or why there is none.
    static func fixesText(
        _ fixes: [ConflictFix], conflict: Conflict, numbers: [Int], reduced: Bool, pairsCut: Bool = false,
        pairsFull: Bool = false
    ) -> String {
        guard reduced else {
            return "  Fixes: none searched: the arithmetic found no conflict among the constraints it read.\n"
        }
        guard !fixes.isEmpty else {
            return pairsCut
                ? "  Fixes: no single change on the app's side resolves it, and none of the pairs tried "
                    + "(after \(ConflictFix.pairFirstLimit) first changes the search stops) does.\n"
                : "  Fixes: no single change on the app's side resolves it, nor two together (the constraints "
                    + "involved are UIKit's, or each change leaves another conflict).\n"
        }
        var text =
            fixes.contains { $0.second != nil }
            ? "  Fixes (no single change resolves it; two together, each pair solved again: every listed "
                + "required constraint then holds):\n"
            : "  Fixes (each solved again: every listed required constraint then holds):\n"
        for (offset, fix) in fixes.enumerated() {
            text += "    \(offset + 1). " + fix.summary(numbers: numbers, conflict: conflict) + ": "
            text += fix.effectText(conflict: conflict, numbers: numbers) + ".\n"
            text += fix.code(conflict: conflict).split(separator: "\n").map { "       " + $0 + "\n" }.joined()
        }
        if pairsFull {
            text +=
                "    The search stopped at the first \(ConflictFix.pairListLimit) pairs found; other pairs may "
                + "resolve it too.\n"
        }
        if conflict.weighed.contains(where: {
            $0.identifier?.hasPrefix("UIView-Encapsulated-Layout-") == true
        }) {
            text +=
                "    UIView-Encapsulated-Layout-… is the size the table or collection view (or the bar) asks "
            text += "of the view: fix the view's own constraints, never that one.\n"
        }
        return text
    }

    /// One change as data: what it changes, on which constraint (in the list's numbers), from and to.
    static func changeJSON(_ change: ConflictFix.Change, numbers: [Int]) -> [String: JSONValue] {
        switch change {
        case .priority(let index, let priority):
            ["change": "priority", "constraint": .integer(numbers[index]), "to": .number(priority)]
        case .constant(let index, let from, let to):
            [
                "change": "constant", "constraint": .integer(numbers[index]), "from": .number(from),
                "to": .number(to),
            ]
        case .stopTranslatingMask(let view, let indices):
            [
                "change": "stopTranslatingAutoresizingMask", "view": .string(itemName(view)),
                "constraints": .array(indices.map { .integer(numbers[$0]) }),
            ]
        }
    }

    /// The fixes as data: each change, its effect, and the line to write in Swift and Objective-C.
    static func fixesJSON(_ fixes: [ConflictFix], conflict: Conflict) -> JSONValue {
        let numbers = listNumbers(conflict)
        return .array(
            fixes.map { fix in
                var value: [String: JSONValue] = [
                    "effect": .string(fix.effect.rawValue),
                    "text": .string(fix.summary(numbers: numbers, conflict: conflict)),
                    "swift": .string(fix.code(conflict: conflict)),
                    "objectiveC": .string(fix.code(conflict: conflict, objectiveC: true)),
                ]
                value.merge(changeJSON(fix.change, numbers: numbers)) { _, new in new }
                if let second = fix.second { value["second"] = .object(changeJSON(second, numbers: numbers)) }
                return .object(value)
            })
    }
}
