/// The arithmetic of one conflict, settled on each axis by the one linear engine
/// (``LinearSystem``): the smallest set of its required constraints that cannot hold together,
/// shown as the sum it adds up to in the log's own numbers (constants as logged, a multiplier as
/// `multiplier × value` with a value UIKit set substituted); the constraint whose removal alone
/// lets the rest hold, checked; and, where the constraints do hold, how: with room to spare, only
/// at exactly the printed values (UIKit compares unrounded ones), or within the log's rounding.
/// An item's leading, trailing and center are its position plus 0, 1 and ½ of its width; margins
/// and baselines are unknowns of their own; sizes, margins and baseline offsets are at least 0.
package struct ConflictArithmetic: Sendable {
    /// One member's share of the sum.
    package struct Term: Hashable, Sendable {
        /// The constraint (an index into the conflict's read constraints).
        package var index: Int
        /// What it adds to the sum.
        package var value: Double
        /// The same in the log's numbers: `8`, `−8`, `0.25 × 600`, `½ × 8`.
        package var text: String
        /// The factor the engine's proof gave the constraint, scaled so that the compared
        /// constraint has 1: kept for tools, never printed.
        package var solverWeight: Double
    }

    /// The reduction on one axis.
    package struct Reduction: Hashable, Sendable {
        /// `horizontal`, `vertical` or `both axes`.
        package var axis: String
        /// The constraints (indices into the conflict's read constraints) that cannot hold together.
        package var members: [Int]
        /// The member the sum is compared with.
        package var anchor: Int
        /// What the anchor sets its side to, in the log's numbers: `600`, `0.5 × 0 = 0`.
        package var anchorText: String
        /// The anchor's value with a UIKit-set value substituted (its constant otherwise).
        package var anchorValue: Double
        /// Each other member's share of the sum, in list order (zeros left out).
        package var terms: [Term]
        /// The sum of ``terms``: what the other members make of the anchor's side.
        package var sum: Double
        /// `=`, `≥` or `≤`: how the other members bound the anchor's side.
        package var relation: String
        /// Members other than the one UIKit broke whose removal alone lets every listed
        /// constraint of the axis hold (checked), app's own first.
        package var removable: [Int]
        /// Whether every member was checked for ``removable`` (a long chain stops at the first).
        package var removableIsComplete: Bool
        /// Whether removing the broken constraint lets the rest hold: `nil` when UIKit broke none
        /// on this axis or it could not be settled.
        package var brokenLetsTheRestHold: Bool?
        /// When it does not: constraints that still cannot hold together without it.
        package var stillConflicting: [Int]
        /// Whether the contradiction needs a size, margin or baseline offset of at least 0.
        package var usesAssumptions: Bool
        /// Values shown in place of a multiplier's item (`0.25 × 600`), and the members they come from.
        package var substitutions: [Substitution] = []
    }

    /// A value the other members fix, shown in place of the item a multiplier scales.
    package struct Substitution: Hashable, Sendable {
        /// The member with the multiplier.
        package var constraint: Int
        /// The item's value.
        package var value: Double
        /// The members that fix it.
        package var sources: [Int]
    }

    /// What the arithmetic found on one axis.
    package enum Answer: Hashable, Sendable {
        /// The constraints cannot hold together, whatever digits the log did not print.
        case conflict(Reduction)
        /// Values were found that satisfy every listed required constraint with room beyond the
        /// printed rounding (checked).
        case holds
        /// They hold only at exactly the printed values: these constraints leave no room.
        case holdsOnlyAsPrinted([Int])
        /// They miss each other by less than the printed rounding: these constraints.
        case holdsWithinRounding([Int])
        /// The engine could not settle it; the text says why.
        case notSettled(String)
    }

    /// Each axis with required constraints, and what was found there.
    package var answers: [(axis: String, answer: Answer)] = []
    let conflict: Conflict

    /// The conflicts found.
    package var reductions: [Reduction] {
        answers.compactMap {
            if case .conflict(let reduction) = $0.answer { return reduction } else { return nil }
        }
    }

    /// The axes with required constraints where no conflict was found.
    package var unreduced: [String] {
        answers.compactMap { if case .conflict = $0.answer { return nil } else { return $0.axis } }
    }

    package init(conflict: Conflict) {
        self.conflict = conflict
        var builder = Builder()
        var indices: [String: [Int]] = [:]
        for (index, constraint) in conflict.constraints.enumerated() {
            guard let axis = builder.add(constraint, index: index) else { continue }
            indices[axis, default: []].append(index)
        }
        let system = builder.finished()
        for axis in ["horizontal", "vertical"] {
            guard let listed = indices[axis], !listed.isEmpty else { continue }
            answers.append(
                (axis, Self.settle(listed, axis: axis, system: system, builder: builder, conflict: conflict)))
        }
        // An aspect ratio ties the axes: when neither holds a contradiction alone, both together may.
        if reductions.isEmpty, let crossing = indices["both"], !crossing.isEmpty {
            let all = crossing + (indices["horizontal"] ?? []) + (indices["vertical"] ?? [])
            let answer = Self.settle(
                all.sorted(), axis: "both axes", system: system, builder: builder, conflict: conflict)
            if case .conflict = answer { answers = [("both axes", answer)] }
        }
    }

    // MARK: Rows

    /// An unknown of the rows: the shared ``ConstraintRows/Variable``.
    typealias Variable = ConstraintRows.Variable
    /// The shared builder of rows (``ConstraintRows/Builder``).
    typealias Builder = ConstraintRows.Builder

    /// The axis and linear terms of an attribute (``ConstraintRows/terms(of:)``).
    static func terms(of anchor: LoggedAnchor) -> (axis: String, terms: [(Variable, Double)])? {
        ConstraintRows.terms(of: anchor)
    }

    // MARK: Settling an axis

    /// Members past which no value is substituted for a multiplier's item.
    static let substitutionLimit = 80

    /// Members past which only the first removable constraint is looked for.
    static let completeRemovalLimit = 24

    static func settle(
        _ listed: [Int], axis: String, system: LinearSystem, builder: Builder, conflict: Conflict
    ) -> Answer {
        let listedRows = listed.compactMap { builder.rowOf[$0] }
        let rows = listedRows + builder.assumptions(for: listedRows, in: system)
        func constraints(_ rows: [Int]) -> [Int] { rows.compactMap { builder.constraintOf[$0] }.sorted() }
        switch system.feasibility(of: rows, reading: .widened) {
        case .notSettled(let reason): return .notSettled(reason)
        case .feasible:
            switch system.feasibility(of: rows, reading: .exact) {
            case .notSettled(let reason): return .notSettled(reason)
            case .infeasible(let contradiction):
                let members =
                    system.minimalConflict(in: rows, from: contradiction, reading: .exact)?.members
                    ?? contradiction.rows.filter { !system.rows[$0].isAssumption }
                return .holdsWithinRounding(constraints(members))
            case .feasible:
                switch system.feasibility(of: rows, reading: .tightened) {
                case .notSettled(let reason): return .notSettled(reason)
                case .infeasible(let contradiction):
                    let members =
                        system.minimalConflict(in: rows, from: contradiction, reading: .tightened)?.members
                        ?? contradiction.rows.filter { !system.rows[$0].isAssumption }
                    return .holdsOnlyAsPrinted(constraints(members))
                case .feasible:
                    if let dependent = dependentEquations(rows, in: system) {
                        return .holdsOnlyAsPrinted(constraints(dependent))
                    }
                    return .holds
                }
            }
        case .infeasible(let first):
            guard let (memberRows, proof) = system.minimalConflict(in: rows, from: first, reading: .widened)
            else { return .notSettled("the smallest set of conflicting constraints could not be settled") }
            var reduction = Self.reduction(
                proof, members: memberRows, axis: axis, system: system, builder: builder, conflict: conflict)
            // Which single constraint, removed, lets the rest hold: the app's own first.
            let brokenIndex = conflict.brokenIndex
            let removal = RowRemoval(system: system, rows: rows, reading: .widened)
            var candidates = reduction.members.filter { $0 != brokenIndex }
            candidates.sort { (rank($0, conflict), $0) < (rank($1, conflict), $1) }
            reduction.removableIsComplete = true
            for candidate in candidates {
                if !reduction.removable.isEmpty && reduction.members.count > completeRemovalLimit {
                    reduction.removableIsComplete = false
                    break
                }
                guard let row = builder.rowOf[candidate], let holds = removal.holds(without: row)
                else {
                    reduction.removableIsComplete = false
                    continue
                }
                if holds { reduction.removable.append(candidate) }
            }
            if let brokenIndex, let brokenRow = builder.rowOf[brokenIndex], rows.contains(brokenRow) {
                let rest = rows.filter { $0 != brokenRow }
                switch removal.outcome(without: brokenRow) {
                case .feasible: reduction.brokenLetsTheRestHold = true
                case .infeasible(let contradiction):
                    reduction.brokenLetsTheRestHold = false
                    let still =
                        system.minimalConflict(in: rest, from: contradiction, reading: .widened)?.members
                        ?? contradiction.rows.filter { !system.rows[$0].isAssumption }
                    reduction.stillConflicting = constraints(still)
                case .notSettled: break
                }
            }
            return .conflict(reduction)
        }
    }

    /// Equations whose left sides depend on one another (`height == 44` twice): they agree as
    /// printed, but the unrounded values UIKit compares need not. `nil` when none do.
    static func dependentEquations(_ rows: [Int], in system: LinearSystem) -> [Int]? {
        var reduced: [(terms: [Int: Double], sources: [Int])] = []
        var seen = Set<LinearSystem.Row>()
        // A constraint listed twice stands for one value, not two that might differ.
        for row in rows
        where system.rows[row].relation == .equal && !system.rows[row].isAssumption
            && seen.insert(system.rows[row]).inserted
        {
            var terms = system.rows[row].terms
            var sources = [row]
            for pivot in reduced {
                guard let (unknown, value) = pivot.terms.min(by: { $0.key < $1.key }),
                    let here = terms[unknown], here != 0
                else { continue }
                let factor = here / value
                for (other, coefficient) in pivot.terms {
                    let updated = (terms[other] ?? 0) - factor * coefficient
                    terms[other] = abs(updated) < 1e-9 ? nil : updated
                }
                sources += pivot.sources
            }
            if terms.isEmpty { return Array(Set(sources)).sorted() }
            reduced.append((terms, sources))
        }
        return nil
    }

    /// UIKit's own constraints (set from outside the app's code): the sum is compared with one.
    static func isSetByUIKit(_ constraint: LoggedConstraint) -> Bool {
        constraint.autoresizingMask != nil
            || ["UIView-Encapsulated-Layout-", "UISV-", "_UITemporaryLayout", "UITemporaryLayout"].contains {
                constraint.identifier?.hasPrefix($0) == true
            }
    }

    /// The app's own constraints first (UIKit's are not the app's to remove), fixed sizes and
    /// constants before the spacings of a chain.
    static func rank(_ index: Int, _ conflict: Conflict) -> Int {
        let constraint = conflict.constraints[index]
        return (isSetByUIKit(constraint) ? 2 : 0) + (constraint.second == nil ? 0 : 1)
    }

    // MARK: The sum in the log's numbers

    /// The reduction `proof` shows, written so that each number is one the log prints.
    static func reduction(
        _ proof: Contradiction, members memberRows: [Int], axis: String, system: LinearSystem,
        builder: Builder, conflict: Conflict
    ) -> Reduction {
        let constraints = conflict.constraints
        var weights: [Int: Double] = [:]  // by constraint index
        var usesAssumptions = false
        for (row, multiplier) in proof.multipliers {
            if let index = builder.constraintOf[row] {
                weights[index] = multiplier
            } else {
                usesAssumptions = true
            }
        }
        let members = memberRows.compactMap { builder.constraintOf[$0] }.sorted()
        // A non-negative unknown left with a negative coefficient is a size taken as at least 0.
        var combined: [Int: Double] = [:]
        for (row, multiplier) in proof.multipliers {
            for (unknown, value) in system.rows[row].terms {
                combined[unknown, default: 0] += multiplier * value
            }
        }
        if combined.contains(where: { system.isNonNegative[$0.key] && $0.value < -1e-9 }) {
            usesAssumptions = true
        }

        // A multiplier times a value the other members fix (`0.25 × 600`) is shown as such, and the
        // members that fix the value take over the multiplier's share of the proof.
        var substituted: [Int: (value: Double, sources: [Int])] = [:]
        var shifted: [Int: Double] = [:]  // each member's value after substitution
        for index in members { shifted[index] = constraints[index].constant }
        for index in members where members.count <= substitutionLimit {
            let constraint = constraints[index]
            guard let second = constraint.second, constraint.multiplier != 1,
                let (_, secondTerms) = terms(of: second), secondTerms.count == 1, secondTerms[0].1 == 1,
                let unknown = builder.unknowns[secondTerms[0].0], let row = builder.rowOf[index],
                let coefficient = system.rows[row].terms[unknown],
                let combination = system.combination(of: [unknown: 1], from: memberRows.filter { $0 != row }),
                !combination.isEmpty
            else { continue }
            let value = combination.reduce(0) { $0 + $1.value * system.rows[$1.key].constant }
            let sources = combination.keys.compactMap { builder.constraintOf[$0] }.sorted()
            substituted[index] = (value, sources)
            shifted[index] = constraint.constant + constraint.multiplier * value
            for (source, factor) in combination {
                guard let sourceIndex = builder.constraintOf[source] else { continue }
                weights[sourceIndex, default: 0] += (weights[index] ?? 0) * coefficient * factor
            }
        }
        // The compared member: a UIKit-set fixed value, else a member that shows one substituted,
        // else any UIKit-set member, else a constant, else the last.
        func weighs(_ index: Int) -> Bool { abs(weights[index] ?? 0) > 1e-9 }
        let weighed = members.filter(weighs)
        var preferred: [Int] = []
        for rule in [
            { (index: Int) in isSetByUIKit(constraints[index]) && constraints[index].second == nil },
            { (index: Int) in (substituted[index]?.sources ?? []).contains { isSetByUIKit(constraints[$0]) }
            },
            { (index: Int) in substituted[index] != nil },
            { (index: Int) in isSetByUIKit(constraints[index]) },
            { (index: Int) in constraints[index].second == nil },
        ] {
            preferred += weighed.filter { rule($0) && !preferred.contains($0) }
        }
        preferred += weighed.reversed().filter { !preferred.contains($0) }
        // Of those, the one that leaves the fewest shares scaled by a factor the log does not
        // show (a centre's 2 or ½ is geometry, not a hidden number): the sum then reads in the
        // log's numbers as far as the proof allows.
        func scaledShares(_ candidate: Int) -> Int {
            let candidateWeight = (weights[candidate] ?? 1) * (builder.orientation[candidate] ?? 1)
            return members.filter { index in
                guard index != candidate, let weight = weights[index], abs(weight) > 1e-9,
                    abs(shifted[index] ?? 0) > 1e-9
                else { return false }
                let factor = abs(weight / candidateWeight)
                return ![1, 2, 0.5, 0.25, 4].contains { abs(factor - $0) < 1e-9 }
            }.count
        }
        let anchor =
            preferred.min {
                (scaledShares($0), preferred.firstIndex(of: $0) ?? 0) < (
                    scaledShares($1), preferred.firstIndex(of: $1) ?? 0
                )
            }
            ?? members[members.count - 1]
        let anchorOrientation = builder.orientation[anchor] ?? 1
        let anchorWeight = (weights[anchor] ?? 1) * anchorOrientation
        var terms: [Term] = []
        var allEqual = !usesAssumptions
        for index in members where index != anchor {
            let weight = weights[index] ?? 0
            guard abs(weight) > 1e-9 else { continue }
            if constraints[index].relation != "==" { allEqual = false }
            // Each row is `orientation × (constant)`; its share is `−weight × row constant / anchor weight`.
            let factor = -weight * (builder.orientation[index] ?? 1) / anchorWeight
            let value = factor * (shifted[index] ?? 0)
            guard abs(value) > 1e-9 else { continue }
            terms.append(
                Term(
                    index: index, value: value,
                    text: termText(
                        factor: factor, constraint: constraints[index], substituted: substituted[index]),
                    solverWeight: -weight / anchorWeight))
        }
        let sum = terms.reduce(0) { $0 + $1.value }
        let relation = allEqual ? "=" : (anchorWeight < 0 ? "≥" : "≤")
        let anchorConstraint = constraints[anchor]
        var anchorText = rounded(anchorConstraint.constant, places: nil)
        if let substitution = substituted[anchor] {
            anchorText =
                NumberFormatting.shortest(anchorConstraint.multiplier) + " × "
                + NumberFormatting.shortest(substitution.value)
            if anchorConstraint.constant != 0 {
                anchorText +=
                    (anchorConstraint.constant < 0 ? " − " : " + ")
                    + NumberFormatting.shortest(abs(anchorConstraint.constant))
            }
            anchorText += " = " + rounded(shifted[anchor] ?? 0)
        }
        return Reduction(
            axis: axis, members: members, anchor: anchor, anchorText: anchorText,
            anchorValue: shifted[anchor] ?? anchorConstraint.constant, terms: terms, sum: sum,
            relation: relation,
            removable: [], removableIsComplete: false, brokenLetsTheRestHold: nil, stillConflicting: [],
            usesAssumptions: usesAssumptions,
            substitutions: substituted.keys.sorted().compactMap { index in
                substituted[index].map {
                    Substitution(constraint: index, value: $0.value, sources: $0.sources)
                }
            })
    }

    /// A member's share in the log's numbers: its constant as logged (with the sign it adds),
    /// `0.25 × 600` for a multiplier times a value UIKit set, and a factor other than 1 in front.
    static func termText(
        factor: Double, constraint: LoggedConstraint, substituted: (value: Double, sources: [Int])?
    ) -> String {
        var pieces: [(Double, String)] = []
        if constraint.constant != 0 {
            pieces.append((constraint.constant, NumberFormatting.shortest(abs(constraint.constant))))
        }
        if let substituted {
            let product = constraint.multiplier * substituted.value
            pieces.append(
                (
                    product == 0 ? 1 : product,
                    NumberFormatting.shortest(abs(constraint.multiplier)) + " × "
                        + NumberFormatting.shortest(abs(substituted.value))
                ))
        }
        let unit = abs(abs(factor) - 1) < 1e-9
        if unit || pieces.count != 1 {
            let sign: Double = factor < 0 ? -1 : 1
            var text = ""
            for (offset, (value, piece)) in pieces.enumerated() {
                let negative = value * sign < 0
                text += offset == 0 ? (negative ? "−" : "") + piece : (negative ? " − " : " + ") + piece
            }
            return unit ? text : NumberFormatting.rounded(abs(factor), places: 3) + " × (" + text + ")"
        }
        let (value, piece) = pieces[0]
        let negative = value * factor < 0
        return (negative ? "−" : "") + fraction(abs(factor)) + " × " + piece
    }

    /// `½`, `¼`, `2`, `0.333`: a factor as a reader checks it.
    static func fraction(_ value: Double) -> String {
        for (fraction, text) in [(0.5, "½"), (0.25, "¼"), (0.75, "¾")] where abs(value - fraction) < 1e-9 {
            return text
        }
        return NumberFormatting.rounded(value, places: 3)
    }

    // MARK: Text

    /// The arithmetic as the explanation prints it; `numbers` are the constraints' list numbers.
    package func text(numbers: [Int]) -> String {
        var text = ""
        for (axis, answer) in answers {
            text +=
                "  Arithmetic (\(axis)): " + Self.sentence(answer, conflict: conflict, numbers: numbers)
                + "\n"
        }
        return text
    }

    static func list(_ indices: [Int], numbers: [Int]) -> String {
        let shown = indices.map { String(numbers[$0]) }
        return "constraint\(shown.count == 1 ? "" : "s") " + shown.joined(separator: ", ")
    }

    static func sentence(_ answer: Answer, conflict: Conflict, numbers: [Int]) -> String {
        switch answer {
        case .conflict(let reduction):
            return sentence(reduction, conflict: conflict, numbers: numbers)
        case .holds:
            return "the listed required constraints hold together (values that satisfy each were found and "
                + "checked), so what conflicts is something the log does not give: a margin, a baseline, an "
                + "intrinsic size, or a line it could not read."
        case .holdsOnlyAsPrinted(let members):
            let one = members.count == 1
            return "\(list(members, numbers: numbers)) \(one ? "holds" : "hold") only at exactly the printed "
                + (one ? "value, with no room to spare" : "values, with no room between them")
                + "; UIKit compares the unrounded values, and the log prints six significant digits, "
                + "so the conflict lies in digits the log does not show."
        case .holdsWithinRounding(let members):
            return "\(list(members, numbers: numbers)) miss each other by less than the log's rounding (six "
                + "significant digits): as printed they cannot hold together, but values within half a unit of "
                + "the last printed digit can, so the conflict lies in digits the log does not show."
        case .notSettled(let reason):
            return "not settled: \(reason)."
        }
    }

    static func sentence(_ reduction: Reduction, conflict: Conflict, numbers: [Int]) -> String {
        let constraints = conflict.constraints
        let anchor = constraints[reduction.anchor]
        let substitutedAnchor = reduction.substitutions.contains { $0.constraint == reduction.anchor }
        let sideText =
            substitutedAnchor
            ? ConflictExplanation.anchorName(anchor.first) : ConflictExplanation.side(of: anchor)
        let owner = isSetByUIKit(anchor) ? ", set by UIKit" : ""
        let silent = reduction.members.filter { index in
            index != reduction.anchor && !reduction.terms.contains { $0.index == index }
        }
        var text: String
        if reduction.members.count == 1 {
            text = "constraint \(numbers[reduction.anchor]) alone cannot hold: it makes \(sideText) "
            text += "\(anchor.relation) \(reduction.anchorText), and a size is at least 0"
        } else if reduction.terms.count <= 1 && reduction.relation == "="
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
            text += ". These \(reduction.members.count) cannot hold together"
        } else if reduction.terms.isEmpty || (reduction.terms.count == 1 && reduction.substitutions.isEmpty) {
            // One number (or none: 0) bounds the anchor's side from the others: say who makes what.
            let others = reduction.members.filter { $0 != reduction.anchor }
            let bound = reduction.relation == "≥" ? "at least" : "at most"
            text =
                "\(list(others, numbers: numbers)) make\(others.count == 1 ? "s" : "") \(sideText) \(bound) "
            if let term = reduction.terms.first {
                text += term.text + (term.text != rounded(term.value) ? " = " + rounded(term.value) : "")
            } else {
                text += "0"
            }
            text +=
                ", but constraint \(numbers[reduction.anchor])\(owner.isEmpty ? "" : " (set by UIKit)") makes it "
            switch anchor.relation {
            case "<=": text += "at most "
            case ">=": text += "at least "
            default: break
            }
            text += reduction.anchorText
            if reduction.usesAssumptions {
                text += " (taking sizes, margins and baseline offsets as at least 0)"
            }
            text += ". These \(reduction.members.count) cannot hold together"
        } else {
            text = sumText(reduction.terms) + " = " + rounded(reduction.sum)
            let said: String
            switch anchor.relation {
            case "<=": said = "at most "
            case ">=": said = "at least "
            default: said = ""
            }
            if reduction.relation == "=" {
                text += ", but \(sideText) is \(said)\(reduction.anchorText)"
            } else {
                let bound = reduction.relation == "≥" ? "at least" : "at most"
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
            if reduction.usesAssumptions {
                text += " (taking sizes, margins and baseline offsets as at least 0)"
            }
            text += ". These \(reduction.members.count) cannot hold together"
        }
        text += removalText(reduction, conflict: conflict, numbers: numbers)
        return text + "."
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
            if let second = conflict.constraints[substitution.constraint].second {
                text += ConflictExplanation.anchorName(second)
            }
        }
        return text
    }

    /// What removing one constraint does, as checked.
    static func removalText(_ reduction: Reduction, conflict: Conflict, numbers: [Int]) -> String {
        var text = ""
        let broken = conflict.brokenIndex
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
            let negative = term.text.hasPrefix("−")
            let text = negative ? String(term.text.dropFirst()) : term.text
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

    /// A value to three decimals at most: `1031.111`, `8`.
    static func rounded(_ value: Double, places: Int? = 3) -> String {
        let text = NumberFormatting.shortest(places == nil ? value : (value * 1000).rounded() / 1000)
        return text.hasPrefix("-") ? "−" + text.dropFirst() : text
    }

    /// The answers as structured data.
    package var json: JSONValue {
        func numbers(_ list: [Int]) -> JSONValue { .array(list.map(JSONValue.integer)) }
        return .array(
            answers.map { axis, answer in
                switch answer {
                case .conflict(let reduction):
                    var value: [String: JSONValue] = [
                        "axis": .string(axis), "outcome": "conflict", "members": numbers(reduction.members),
                        "anchor": .integer(reduction.anchor), "anchorValue": .number(reduction.anchorValue),
                        "anchorText": .string(reduction.anchorText),
                        "terms": .array(
                            reduction.terms.map {
                                .object([
                                    "constraint": .integer($0.index), "value": .number($0.value),
                                    "text": .string($0.text), "solverWeight": .number($0.solverWeight),
                                ])
                            }),
                        "sum": .number(reduction.sum), "relation": .string(reduction.relation),
                        "removable": numbers(reduction.removable),
                        "removableComplete": .bool(reduction.removableIsComplete),
                        "assumesNonNegative": .bool(reduction.usesAssumptions),
                    ]
                    if let holds = reduction.brokenLetsTheRestHold {
                        value["brokenLetsTheRestHold"] = .bool(holds)
                        if !holds { value["stillConflicting"] = numbers(reduction.stillConflicting) }
                    }
                    return .object(value)
                case .holds:
                    return .object(["axis": .string(axis), "reduced": false, "outcome": "holds"])
                case .holdsOnlyAsPrinted(let members):
                    return .object([
                        "axis": .string(axis), "reduced": false, "outcome": "holdsOnlyAsPrinted",
                        "members": numbers(members),
                    ])
                case .holdsWithinRounding(let members):
                    return .object([
                        "axis": .string(axis), "reduced": false, "outcome": "holdsWithinRounding",
                        "members": numbers(members),
                    ])
                case .notSettled(let reason):
                    return .object([
                        "axis": .string(axis), "reduced": false, "outcome": "notSettled",
                        "reason": .string(reason),
                    ])
                }
            })
    }
}
