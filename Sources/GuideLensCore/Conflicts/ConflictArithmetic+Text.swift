/// The arithmetic in words: each axis's answer as a sentence in the log's numbers.
extension ConflictArithmetic {
    /// The arithmetic as the explanation prints it; `numbers` are the constraints' list numbers.
    package func text(numbers: [Int]) -> String {
        var text = ""
        for (axis, answer) in answers {
            text +=
                "  Arithmetic (\(axis.text)): " + Self.sentence(answer, conflict: conflict, numbers: numbers)
                + "\n"
        }
        return text
    }

    static func list(_ indices: [Int], numbers: [Int]) -> String {
        ConstraintNumbers.text(indices.map { numbers[$0] })
    }

    static func sentence(_ answer: Answer, conflict: Conflict, numbers: [Int]) -> String {
        switch answer {
        case .conflict(let reduction):
            return sentence(reduction, conflict: conflict, numbers: numbers)
        case .holds
        where conflict.weighed.count == 1 && conflict.unread.isEmpty
            && !conflict.missing.contains(ConstraintLog.Missing.endOfList):
            return
                "the log gives no constraint besides the broken one, and one constraint alone always holds: "
                + "what it conflicted with is not in these lines."
        case .holds:
            return holdsText(conflict)
        case .holdsOnlyAsPrinted(let members):
            let one = members.count == 1
            return "\(list(members, numbers: numbers)) \(one ? "holds" : "hold") only at exactly the printed "
                + (one ? "value, with no room to spare" : "values, with no room between them")
                + "; UIKit compares the unrounded values, and the log prints six significant digits, "
                + "so the conflict lies in digits the log does not show."
        case .holdsWithFreePosition(let members, let reason):
            let one = members.count == 1
            var views: [String] = []
            for member in members {
                let name = ConflictExplanation.anchorName(conflict.weighed[member].first)
                if !views.contains(name) { views.append(name) }
            }
            let placed =
                "the listed required constraints hold together, but \(list(members, numbers: numbers)) "
                + (one ? "places" : "place") + " " + views.joined(separator: ", ")
                + " by an autoresizing mask "
            switch reason {
            case .unnamedSuperview:
                return placed
                    + "in a superview the log does not name (no names: '|'), so that position is free in "
                    + "the log: a conflict with it cannot be shown from these lines."
            case .unknownFlippedness:
                return placed
                    + "in an AppKit superview, where minY counts from the bottom unless the superview is "
                    + "flipped, and the log does not say which: that position is free in the log, so a conflict "
                    + "with it cannot be shown from these lines."
            }
        case .holdsWithinRounding(let members):
            return "\(list(members, numbers: numbers)) miss each other by less than the log's rounding (six "
                + "significant digits): as printed they cannot hold together, but values within half a unit of "
                + "the last printed digit can, so the conflict lies in digits the log does not show."
        case .holdsWithUnprinted(let room):
            return roomText(room, conflict: conflict, numbers: numbers)
        case .notSettled(let reason):
            return "not settled: \(reason)."
        }
    }

    /// `33 + 121 + 29 = 183 of 199 (…): UIView(0x…)'s top and bottom margins share the 16 left`.
    static func roomText(_ room: Room, conflict: Conflict, numbers: [Int]) -> String {
        let names = unprintedNames(room.unknowns, conflict: conflict)
        let plural = room.unknowns.count > 1
        var text =
            "the listed required constraints hold together (values that satisfy each were found and checked), "
            + "but only because the log does not print " + names + ": "
        if let reduction = room.reduction, !reduction.terms.isEmpty {
            let sum = sumText(reduction.terms)
            text += sum + (sum == rounded(reduction.sum) ? "" : " = " + rounded(reduction.sum))
            // The room is what the anchor leaves of the sum, or what the sum needs beyond it; a sum
            // below 0 is how far the listed constraints reach beyond the unprinted values, and the
            // anchor leaves them that much more than itself (`−30 of 40` would read as a part).
            if reduction.sum < -EngineTolerance.value {
                text +=
                    " (" + rounded(-reduction.sum) + " reaching beyond " + (plural ? "them" : "it")
                    + "), and "
            } else {
                text += reduction.sum <= reduction.anchorValue ? " of " : " against "
            }
            text += reduction.anchorText
            text += " (" + list(reduction.terms.map(\.index), numbers: numbers) + " against constraint "
            text += "\(numbers[reduction.anchor])) leaves "
        } else {
            text += "the constraints leave "
        }
        text += plural ? "them " : "it "
        let together = plural ? " together" : ""
        switch (room.lower, room.upper) {
        case (let lower?, let upper?) where abs(upper - lower) <= EngineTolerance.value:
            text += "exactly " + rounded(upper) + together + "; any other value is the conflict."
        case (let lower?, let upper?):
            text +=
                "from " + rounded(lower) + " to " + rounded(upper) + together
                + "; outside that is the conflict."
        case (nil, let upper?) where upper <= EngineTolerance.value:
            text += "exactly 0" + together + "; any other value is the conflict."
        case (nil, let upper?):
            text += "at most " + rounded(upper) + together + "; more is the conflict."
        case (let lower?, nil):
            text += "at least " + rounded(lower) + together + "; less is the conflict."
        case (nil, nil):
            text += "free."
        }
        return text
    }

    /// `UITableViewCellContentView(0x…)'s top and bottom margins`, item by item, in the engine's
    /// order.
    static func unprintedNames(_ unknowns: [ConstraintRows.Variable], conflict: Conflict) -> String {
        var items: [ObjectAddress] = []
        var parts: [ObjectAddress: [String]] = [:]
        for variable in unknowns {
            if parts[variable.address] == nil { items.append(variable.address) }
            guard let name = unprintedName(variable.slot) else { continue }
            parts[variable.address, default: []].append(name)
        }
        let named = items.map { address -> String in
            let names = parts[address] ?? []
            let margins = names.filter { $0.hasSuffix(" margin") }.map {
                String($0.dropLast(" margin".count))
            }
            let others = names.filter { !$0.hasSuffix(" margin") }
            var said: [String] = []
            if !margins.isEmpty {
                said.append(joined(margins) + (margins.count == 1 ? " margin" : " margins"))
            }
            said += others
            return itemName(address, in: conflict) + "'s " + joined(said)
        }
        return joined(named)
    }

    /// `top margin`, `first baseline offset`: an unprinted value by its slot; `nil` for a slot the
    /// log prints.
    static func unprintedName(_ slot: ConstraintRows.Slot) -> String? {
        switch slot {
        case .margin(let edge): edge.rawValue + " margin"
        case .firstBaselineOffset: "first baseline offset"
        case .lastBaselineOffset: "last baseline offset"
        case .position, .size, .superviewOrigin: nil
        }
    }

    /// `UIView(0x…)`: an item of the conflict by its address, as the explanation names it.
    static func itemName(_ address: ObjectAddress, in conflict: Conflict) -> String {
        let item = conflict.weighed.lazy.flatMap { weighed -> [LoggedItem] in
            [weighed.first.item] + (weighed.second.map { [$0.item] } ?? [])
        }.first { $0.address == address }
        return item.map(ConflictExplanation.itemName) ?? "an item"
    }

    /// `a`, `a and b`, `a, b and c`.
    static func joined(_ words: [String]) -> String {
        guard words.count > 1, let last = words.last else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " and " + last
    }

    /// What the listed constraints holding together means: where a listed line was not read, or
    /// the copy was cut short inside the list, the first suspect is what was not read; only when
    /// every listed line was read is the conflict in something the log does not give.
    static func holdsText(_ conflict: Conflict) -> String {
        let checked = "(values that satisfy each were found and checked)"
        if let first = conflict.unread.first {
            let count = conflict.unread.count
            if first.text.allSatisfy({ $0 == "." || $0 == "…" || $0 == " " }) {
                // The one who pasted it left lines out (`...`): what conflicts may be among them.
                return
                    "the constraints it could read hold together \(checked), but the list leaves lines out at "
                    + "line \(first.line) (\"\(first.text)\"): what conflicts may be among them."
            }
            // The line as logged, without the list's quotes and comma around it.
            var line = first.text.drop(while: { $0 == "\"" || $0 == " " })
            while let last = line.last, last == "\"" || last == "," || last == " " { line.removeLast() }
            // Over 100 characters: the first 99 and an ellipsis (counted only as far as 101).
            let isLong = line.index(line.startIndex, offsetBy: 100, limitedBy: line.endIndex).map {
                $0 < line.endIndex
            }
            let quoted = isLong == true ? String(line.prefix(99)) + "…" : String(line)
            return "the constraints it could read hold together \(checked), but "
                + (count == 1 ? "a listed line was" : "\(count) listed lines were")
                + " not read: the first suspect is line \(first.line) (\(first.reason)), \"\(quoted)\"; "
                + "read as UIKit printed it, it may be the constraint that conflicts."
        }
        if conflict.missing.contains(ConstraintLog.Missing.endOfList) {
            return "the constraints the copy keeps hold together \(checked), but the list is cut short: what "
                + "conflicts may be among the constraints the copy lost."
        }
        return "the listed required constraints hold together \(checked), and every listed line was read, so "
            + "what conflicts is something the log does not give: a margin, a baseline or an intrinsic size."
    }

    static func sentence(_ reduction: Reduction, conflict: Conflict, numbers: [Int]) -> String {
        let constraints = conflict.weighed
        let anchor = constraints[reduction.anchor]
        let substitutedAnchor = reduction.substitutions.contains { $0.constraint == reduction.anchor }
        let sideText =
            substitutedAnchor
            ? ConflictExplanation.anchorName(anchor.first) : ConflictExplanation.side(of: anchor)
        let ownerNote = Self.ownerNote(
            anchor, part: reduction.anchorPart, superviews: ConstraintRows.superviews(in: conflict.weighed))
        let owner = ownerNote.map { ", " + $0 } ?? ""
        let anchorRelation = Self.relation(of: anchor, part: reduction.anchorPart)
        let silent = reduction.members.filter { index in
            index != reduction.anchor && !reduction.terms.contains { $0.index == index }
        }
        var text: String
        if reduction.members.count == 1 {
            text = "constraint \(numbers[reduction.anchor]) alone cannot hold: it makes \(sideText) "
            text += "\(anchorRelation.rawValue) \(reduction.anchorText), and a size is at least 0"
        } else if reduction.terms.count <= 1 && reduction.relation == .equal
            && reduction.substitutions.allSatisfy({ $0.constraint == reduction.anchor })
        {
            // One number against another: say which constraints make each.
            let others = reduction.members.filter { $0 != reduction.anchor }
            text =
                "\(sideText) is \(reduction.anchorText) (constraint \(numbers[reduction.anchor])\(owner)), but "
            text += list(others, numbers: numbers) + (others.count == 1 ? " makes" : " make") + " it "
            if let term = reduction.terms.first {
                text += term.text
                if term.text != rounded(term.value) { text += " = " + rounded(term.value) }
            } else {
                text += "0"
            }
            text += substitutionText(reduction, conflict: conflict, numbers: numbers)
            text += contentSizeText(reduction, conflict: conflict, numbers: numbers)
            text += ". These \(reduction.members.count) cannot hold together"
        } else if reduction.terms.isEmpty || (reduction.terms.count == 1 && reduction.substitutions.isEmpty) {
            // One number (or none: 0) bounds the anchor's side from the others: say who makes what.
            let others = reduction.members.filter { $0 != reduction.anchor }
            let bound = reduction.relation == .greaterThanOrEqual ? "at least" : "at most"
            text =
                "\(list(others, numbers: numbers)) make\(others.count == 1 ? "s" : "") \(sideText) \(bound) "
            if let term = reduction.terms.first {
                text += term.text + (term.text != rounded(term.value) ? " = " + rounded(term.value) : "")
            } else {
                text += "0"
            }
            text +=
                ", but constraint \(numbers[reduction.anchor])\(ownerNote.map { " (" + $0 + ")" } ?? "") makes it "
            switch anchorRelation {
            case .lessThanOrEqual: text += "at most "
            case .greaterThanOrEqual: text += "at least "
            case .equal: break
            }
            text += reduction.anchorText
            if reduction.usesAssumptions {
                text += " (taking sizes, margins and baseline offsets as at least 0)"
            }
            text += ". These \(reduction.members.count) cannot hold together"
        } else {
            text = sumSentence(
                reduction, sideText: sideText, owner: owner, anchorRelation: anchorRelation, silent: silent,
                conflict: conflict, numbers: numbers)
        }
        if let others = reduction.alsoNotFlipped {
            text +=
                " (minY read from the top, as in a flipped superview; read from the bottom, as in one that is "
            text += "not flipped, " + list(others, numbers: numbers) + " cannot hold together either)"
        }
        text += removalText(reduction, conflict: conflict, numbers: numbers)
        return text + "."
    }

    /// `8 + 100 + 8 = 116, but UIView(0x…).width is 100 (constraint 4); the sum is of …`: the
    /// members' sum against the anchor, when several numbers make it.
    static func sumSentence(
        _ reduction: Reduction, sideText: String, owner: String, anchorRelation: LayoutRelation,
        silent: [Int],
        conflict: Conflict, numbers: [Int]
    ) -> String {
        var text = sumText(reduction.terms) + " = " + rounded(reduction.sum)
        let said: String
        switch anchorRelation {
        case .lessThanOrEqual: said = "at most "
        case .greaterThanOrEqual: said = "at least "
        case .equal: said = ""
        }
        if reduction.relation == .equal {
            text += ", but \(sideText) is \(said)\(reduction.anchorText)"
        } else {
            let bound = reduction.relation == .greaterThanOrEqual ? "at least" : "at most"
            text += ": the others make \(sideText) \(bound) \(rounded(reduction.sum)), but it is "
            text += "\(said)\(reduction.anchorText)"
        }
        text += " (constraint \(numbers[reduction.anchor])\(owner)); "
        if reduction.terms.isEmpty {
            text +=
                list(silent, numbers: numbers) + (silent.count == 1 ? " adds" : " add") + " nothing to 0"
        } else {
            text += "the sum is of " + list(reduction.terms.map(\.index), numbers: numbers)
            if !silent.isEmpty { text += ", with " + list(silent, numbers: numbers) + " adding 0" }
        }
        text += substitutionText(reduction, conflict: conflict, numbers: numbers)
        text += contentSizeText(reduction, conflict: conflict, numbers: numbers)
        if reduction.usesAssumptions {
            text += " (taking sizes, margins and baseline offsets as at least 0)"
        }
        text += ". These \(reduction.members.count) cannot hold together"
        return text
    }

    /// `; 667 in constraint 1 is what constraint 3 makes of UIView(0x…).height`, for each value
    /// put in for a multiplier's item.
    static func substitutionText(_ reduction: Reduction, conflict: Conflict, numbers: [Int]) -> String {
        var text = ""
        for substitution in reduction.substitutions {
            text += "; \(NumberFormatting.shortest(substitution.value)) in constraint "
            text += "\(numbers[substitution.constraint]) is what "
            text += list(substitution.sources, numbers: numbers)
            text += substitution.sources.count == 1 ? " makes of " : " make of "
            if let second = conflict.weighed[substitution.constraint].second {
                text += ConflictExplanation.anchorName(second)
            }
        }
        return text
    }

    /// `; 150 in constraint 4 is UILabel(0x…)'s intrinsic width, held by its compression resistance
    /// at priority 1000`, for each content size in the sum other than the anchor.
    static func contentSizeText(_ reduction: Reduction, conflict: Conflict, numbers: [Int]) -> String {
        var text = ""
        for (index, part) in reduction.contentParts.sorted(by: { $0.key < $1.key }) where part != .whole {
            let constraint = conflict.weighed[index]
            guard let note = ownerNote(constraint, part: part) else { continue }
            text += "; \(NumberFormatting.shortest(constraint.constant)) in constraint \(numbers[index]) is "
            text += note.replacingOccurrences(of: ", its ", with: ", held by its ")
        }
        return text
    }

    /// What removing one constraint does, as checked.
    static func removalText(_ reduction: Reduction, conflict: Conflict, numbers: [Int]) -> String {
        var text = ""
        let broken = conflict.weighedBrokenIndex
        if let first = reduction.removable.first {
            text += "; removing constraint \(numbers[first]) alone would let the rest hold"
        } else if reduction.removableIsComplete {
            let others = reduction.members.filter { $0 != broken }
            if others.count > 1 {
                text += "; removing any one of " + others.map { String(numbers[$0]) }.joined(separator: ", ")
                text += " alone still leaves a conflict"
            } else if let only = others.first {
                text += "; removing constraint \(numbers[only]) alone still leaves a conflict"
            }
        }
        guard let broken else { return text }
        switch reduction.brokenLetsTheRestHold {
        case true?:
            text +=
                reduction.removable.isEmpty
                ? "; UIKit broke \(numbers[broken]), which lets the rest hold"
                : " (UIKit broke \(numbers[broken]), which does too)"
        case false?:
            text += "; UIKit broke \(numbers[broken]), but without it "
            text += list(reduction.stillConflicting, numbers: numbers) + " still cannot hold together"
        case nil:
            if reduction.members.contains(broken) { text += " (UIKit broke \(numbers[broken]))" }
        }
        return text
    }

    /// `8 + 10 − 4`, with a long run of equal shares counted: `8 (×13) + 10 (×12)`.
    static func sumText(_ terms: [Term]) -> String {
        guard !terms.isEmpty else { return "0" }
        var groups: [(text: String, count: Int, negative: Bool)] = []
        for term in terms {
            let negative = term.isNegative
            let text = term.magnitude
            if terms.count > 10,
                let index = groups.firstIndex(where: { $0.text == text && $0.negative == negative })
            {
                groups[index].count += 1
            } else {
                groups.append((text, 1, negative))
            }
        }
        var text = ""
        for (offset, group) in groups.enumerated() {
            let piece = group.count > 1 ? "\(group.text) (×\(group.count))" : group.text
            text +=
                offset == 0 ? (group.negative ? "−" : "") + piece : (group.negative ? " − " : " + ") + piece
        }
        return text
    }

    /// A value to `places` decimals at most (`1031.111`, `8`), or as it is when `places` is
    /// `nil`; with a true minus sign.
    static func rounded(_ value: Double, places: Int? = 3) -> String {
        NumberFormatting.printed(places.map { NumberFormatting.rounding(value, places: $0) } ?? value)
    }

    /// Who set the anchor, when UIKit did: `the autoresizing mask of UIButton(0x…), h=--& v=--&`,
    /// `UILabel(0x…)'s intrinsic width, its compression resistance required`, `set by UIKit`.
    static func ownerNote(
        _ constraint: LoggedConstraint, part: ConstraintRows.Part,
        superviews: [ObjectAddress: LoggedItem] = [:]
    ) -> String? {
        let item = ConflictExplanation.anchorName(constraint.first)
        let view = item.prefix { $0 != "." }
        if constraint.className == WhatIf.recordedFrame { return "its recorded frame" }
        if constraint.isAutoresizing {
            let owner = ConstraintRows.maskOwner(of: constraint, superviews: superviews)
            var note = "the autoresizing mask of \(ConflictExplanation.itemName(owner))"
            let origin = ConstraintRows.origin(of: constraint, superviews: superviews)
            if let origin, case .position = origin.slot, origin.address != owner.address,
                let superview = constraint.superview
                    ?? constraint.items.first(where: { $0.address == origin.address })
                    ?? superviews[owner.address]
            {
                note += " in " + ConflictExplanation.itemName(superview)
                if ConflictExplanation.isScrollView(superview) {
                    note += " (whose bounds move with its content offset)"
                }
            }
            return note + (constraint.autoresizingMask.map { ", " + $0.text } ?? "")
        }
        if constraint.isContentSize {
            let priorities = constraint.contentPriorities ?? .defaults
            let size = constraint.first.attribute.name
            switch part {
            case .hugging:
                return "\(view)'s intrinsic \(size), its content hugging at priority "
                    + NumberFormatting.shortest(priorities.hugging)
            case .compressionResistance:
                return "\(view)'s intrinsic \(size), its compression resistance at priority "
                    + NumberFormatting.shortest(priorities.compressionResistance)
            case .whole: return "\(view)'s intrinsic \(size)"
            }
        }
        return isSetByUIKit(constraint) ? "set by UIKit" : nil
    }

    /// The relation of the part of `constraint` a proof uses: a content size's hugging is `≤`,
    /// its compression resistance `≥`.
    static func relation(of constraint: LoggedConstraint, part: ConstraintRows.Part) -> LayoutRelation {
        switch part {
        case .whole: constraint.relation
        case .hugging: .lessThanOrEqual
        case .compressionResistance: .greaterThanOrEqual
        }
    }
}
