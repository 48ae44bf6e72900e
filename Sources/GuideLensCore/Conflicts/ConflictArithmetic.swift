/// The arithmetic of one conflict: on each axis, the smallest set of its required constraints
/// that cannot hold together, found by plain linear arithmetic over their constants and
/// multipliers (an item's leading, trailing and center are its position plus 0, 1 and ½ of its
/// width; margins and baselines are unknowns of their own), shown as the sum it adds up to; and
/// the constraint whose removal alone would let the rest hold. When the constraints as logged
/// hold together (what conflicts is something the log does not give, such as a margin or an
/// intrinsic size) it says it could not reduce them rather than guess.
package struct ConflictArithmetic: Sendable {
    /// The reduction on one axis.
    package struct Reduction: Hashable, Sendable {
        /// `horizontal` or `vertical`.
        package var axis: String
        /// The constraints (indices into the conflict's read constraints) that cannot hold together.
        package var members: [Int]
        /// The member the sum is compared with, and its natural value.
        package var anchor: Int
        /// Each other member's share of the sum, in list order.
        package var terms: [(index: Int, value: Double)]
        /// The sum of ``terms``: what the other members make of the anchor's side.
        package var sum: Double
        /// `=`, `≥` or `≤`: how the other members bound the anchor's side.
        package var relation: String
        /// Listed constraints (other than the one UIKit broke) whose removal alone lets the rest hold.
        package var removable: [Int]
        /// Whether the contradiction needs a size, margin or baseline offset of at least 0.
        package var usesAssumptions = false

        package static func == (lhs: Reduction, rhs: Reduction) -> Bool {
            lhs.axis == rhs.axis && lhs.members == rhs.members && lhs.anchor == rhs.anchor
                && lhs.sum == rhs.sum
                && lhs.terms.map(\.index) == rhs.terms.map(\.index)
                && lhs.terms.map(\.value) == rhs.terms.map(\.value)
                && lhs.relation == rhs.relation && lhs.removable == rhs.removable
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(axis)
            hasher.combine(members)
        }
    }

    /// Each axis's reduction; an axis whose constraints hold together (or that the arithmetic
    /// cannot settle) is in ``unreduced``.
    package var reductions: [Reduction] = []
    /// Axes with required constraints that could not be reduced.
    package var unreduced: [String] = []
    let conflict: Conflict

    package init(conflict: Conflict) {
        self.conflict = conflict
        var rows: [String: [Row]] = [:]
        for (index, constraint) in conflict.constraints.enumerated() {
            guard let (axis, row) = Self.row(for: constraint, index: index) else { continue }
            rows[axis, default: []].append(row)
        }
        for axis in ["horizontal", "vertical"] {
            guard let axisRows = rows[axis], !axisRows.isEmpty else { continue }
            if let reduction = Self.reduce(axisRows, axis: axis, conflict: conflict) {
                reductions.append(reduction)
            } else {
                unreduced.append(axis)
            }
        }
        // An aspect ratio ties the axes: when neither holds a contradiction alone, both together may.
        if reductions.isEmpty, let crossing = rows["both"], !crossing.isEmpty {
            let all = crossing + (rows["horizontal"] ?? []) + (rows["vertical"] ?? [])
            if let reduction = Self.reduce(all, axis: "both axes", conflict: conflict) {
                reductions.append(reduction)
                unreduced = []
            }
        }
    }

    // MARK: Rows

    /// `Σ coefficient × variable (== or ≥) constant`, with the weights of the listed constraints
    /// it was combined from.
    struct Row {
        var coefficients: [Variable: Double]
        var constant: Double
        var isEquality: Bool
        var weights: [Int: Double]
    }

    struct Variable: Hashable, Comparable {
        var address: ObjectAddress
        var slot: String
        static func < (lhs: Variable, rhs: Variable) -> Bool {
            (lhs.address, lhs.slot) < (rhs.address, rhs.slot)
        }
    }

    /// The axis and linear terms of an attribute: `trailing` is position + width.
    static func terms(of anchor: LoggedAnchor) -> (axis: String, terms: [(Variable, Double)])? {
        let address = anchor.item.address
        func position(_ axis: String) -> Variable { Variable(address: address, slot: axis + ".position") }
        func size(_ axis: String) -> Variable { Variable(address: address, slot: axis + ".size") }
        func gap(_ slot: String) -> Variable { Variable(address: address, slot: slot) }
        switch anchor.attribute {
        case "left", "leading": return ("horizontal", [(position("h"), 1)])
        case "right", "trailing": return ("horizontal", [(position("h"), 1), (size("h"), 1)])
        case "centerX": return ("horizontal", [(position("h"), 1), (size("h"), 0.5)])
        case "width": return ("horizontal", [(size("h"), 1)])
        case "top": return ("vertical", [(position("v"), 1)])
        case "bottom": return ("vertical", [(position("v"), 1), (size("v"), 1)])
        case "centerY": return ("vertical", [(position("v"), 1), (size("v"), 0.5)])
        case "height": return ("vertical", [(size("v"), 1)])
        case "leftMargin", "leadingMargin":
            return ("horizontal", [(position("h"), 1), (gap("h.leadingMargin"), 1)])
        case "rightMargin", "trailingMargin":
            return ("horizontal", [(position("h"), 1), (size("h"), 1), (gap("h.trailingMargin"), -1)])
        case "topMargin": return ("vertical", [(position("v"), 1), (gap("v.topMargin"), 1)])
        case "bottomMargin":
            return ("vertical", [(position("v"), 1), (size("v"), 1), (gap("v.bottomMargin"), -1)])
        case "firstBaseline", "baseline", "lastBaseline":
            return ("vertical", [(position("v"), 1), (gap("v." + anchor.attribute), 1)])
        case "centerXWithinMargins", "midX", "minX", "maxX":
            return ("horizontal", [(Variable(address: address, slot: anchor.attribute), 1)])
        case "centerYWithinMargins", "midY", "minY", "maxY":
            return ("vertical", [(Variable(address: address, slot: anchor.attribute), 1)])
        default: return nil
        }
    }

    /// The row a required, active constraint adds (`≤` turned into `≥` by negation), or `nil`.
    static func row(for constraint: LoggedConstraint, index: Int) -> (String, Row)? {
        guard constraint.priority >= 1000, constraint.isActive != false, constraint.constant.isFinite,
            constraint.multiplier.isFinite, let first = terms(of: constraint.first)
        else { return nil }
        var axis = first.axis
        var coefficients: [Variable: Double] = [:]
        for (variable, value) in first.terms { coefficients[variable, default: 0] += value }
        if let second = constraint.second {
            guard let other = terms(of: second) else { return nil }
            axis = other.axis == first.axis ? first.axis : "both"
            for (variable, value) in other.terms {
                coefficients[variable, default: 0] -= constraint.multiplier * value
            }
        }
        let sign: Double = constraint.relation == "<=" ? -1 : 1
        return (
            axis,
            Row(
                coefficients: coefficients.mapValues { $0 * sign }.filter { $0.value != 0 },
                constant: constraint.constant * sign, isEquality: constraint.relation == "==",
                weights: [index: 1])
        )
    }

    // MARK: Feasibility

    enum Outcome {
        case feasible
        case infeasible(weights: [Int: Double])
        case unknown
    }

    private static let tolerance = 1e-6

    /// Whether `rows` can hold together: equalities eliminated by substitution, inequalities by
    /// Fourier–Motzkin, each derived row keeping the weights of the rows it came from, so that a
    /// contradiction (`0 = 8`, `0 ≥ 8`) names the constraints that add up to it.
    static func solve(_ rows: [Row]) -> Outcome {
        var equalities = rows.filter(\.isEquality)
        var inequalities = rows.filter { !$0.isEquality } + assumptions(for: rows)
        while let row = equalities.popLast() {
            guard let (variable, coefficient) = row.coefficients.min(by: { $0.key < $1.key }) else {
                if abs(row.constant) > tolerance { return .infeasible(weights: row.weights) }
                continue
            }
            func substitute(_ target: inout Row) {
                guard let value = target.coefficients[variable] else { return }
                target = combine(target, 1, row, -value / coefficient)
            }
            for index in equalities.indices { substitute(&equalities[index]) }
            for index in inequalities.indices { substitute(&inequalities[index]) }
        }
        while true {
            if let contradiction = inequalities.first(where: {
                $0.coefficients.isEmpty && $0.constant > tolerance
            }) {
                return .infeasible(weights: contradiction.weights)
            }
            inequalities.removeAll { $0.coefficients.isEmpty }
            guard let variable = inequalities.flatMap(\.coefficients.keys).min() else { return .feasible }
            let positive = inequalities.filter { ($0.coefficients[variable] ?? 0) > 0 }
            let negative = inequalities.filter { ($0.coefficients[variable] ?? 0) < 0 }
            var next = inequalities.filter { $0.coefficients[variable] == nil }
            for upper in positive {
                for lower in negative {
                    let a = upper.coefficients[variable] ?? 1
                    let b = -(lower.coefficients[variable] ?? -1)
                    next.append(combine(upper, b, lower, a))
                }
            }
            guard next.count <= 2_000 else { return .unknown }
            inequalities = next
        }
    }

    /// What plain arithmetic takes as given for the variables of `rows`: sizes, margins and
    /// baseline offsets are at least 0, and a baseline lies within its view's height. These rows
    /// carry negative weights' keys, so that they never count as listed constraints.
    static func assumptions(for rows: [Row]) -> [Row] {
        var variables = Set<Variable>()
        for row in rows { variables.formUnion(row.coefficients.keys) }
        var assumed: [Row] = []
        for variable in variables.sorted()
        where !variable.slot.hasSuffix(".position") && variable.slot.contains(".") {
            assumed.append(
                Row(
                    coefficients: [variable: 1], constant: 0, isEquality: false,
                    weights: [-1 - assumed.count: 1]))
            if variable.slot.hasSuffix("Baseline") || variable.slot == "v.baseline" {
                let height = Variable(address: variable.address, slot: "v.size")
                assumed.append(
                    Row(
                        coefficients: [height: 1, variable: -1], constant: 0, isEquality: false,
                        weights: [-1 - assumed.count: 1]))
            }
        }
        return assumed
    }

    /// `x × first + y × second`, coefficients that cancel dropped.
    static func combine(_ first: Row, _ x: Double, _ second: Row, _ y: Double) -> Row {
        var coefficients = first.coefficients.mapValues { $0 * x }
        for (variable, value) in second.coefficients { coefficients[variable, default: 0] += value * y }
        var weights = first.weights.mapValues { $0 * x }
        for (index, value) in second.weights { weights[index, default: 0] += value * y }
        return Row(
            coefficients: coefficients.filter { abs($0.value) > 1e-9 },
            constant: first.constant * x + second.constant * y,
            isEquality: first.isEquality && second.isEquality,
            weights: weights.filter { abs($0.value) > 1e-12 })
    }

    // MARK: Reduction

    /// UIKit's own constraints (set from outside the app's code): the sum is compared with one.
    static func isSetByUIKit(_ constraint: LoggedConstraint) -> Bool {
        constraint.autoresizingMask != nil
            || ["UIView-Encapsulated-Layout-", "UISV-", "_UITemporaryLayout", "UITemporaryLayout"].contains {
                constraint.identifier?.hasPrefix($0) == true
            }
    }

    static func reduce(_ rows: [Row], axis: String, conflict: Conflict) -> Reduction? {
        guard case .infeasible = solve(rows) else { return nil }
        // Deletion filter: drop each row whose absence still leaves a contradiction; what
        // remains cannot hold together, and removing any one of it lets the rest hold.
        var members = rows
        for row in rows.reversed() {
            let index = row.weights.keys.first
            let without = members.filter { $0.weights.keys.first != index }
            if case .infeasible = solve(without) { members = without }
        }
        guard case .infeasible(let weights) = solve(members) else { return nil }
        let indices = members.compactMap(\.weights.keys.first).sorted()
        let usesAssumptions = weights.keys.contains { $0 < 0 }
        let constraints = conflict.constraints
        // The side the sum is compared with: a UIKit-set size, else any constant, else the last.
        guard
            let anchor = indices.first(where: {
                isSetByUIKit(constraints[$0]) && constraints[$0].second == nil
            })
                ?? indices.first(where: { isSetByUIKit(constraints[$0]) })
                ?? indices.first(where: { constraints[$0].second == nil }) ?? indices.last,
            let anchorWeight = weights[anchor], abs(anchorWeight) > 1e-12
        else { return nil }
        // The others add up to `anchorRow`'s left side: scale so that it has weight −1.
        let scale = -1 / anchorWeight
        let orientation: Double = constraints[anchor].relation == "<=" ? -1 : 1
        var terms: [(index: Int, value: Double)] = []
        var allEqual = true
        for index in indices where index != anchor {
            guard let weight = weights[index],
                let row = members.first(where: { $0.weights.keys.first == index })
            else {
                continue
            }
            if !row.isEquality { allEqual = false }
            terms.append((index, weight * scale * row.constant * orientation))
        }
        let sum = terms.reduce(0) { $0 + $1.value }
        // Others' inequalities carry weight ≥ 0: they bound the anchor's side from below, flipped
        // when the scale or the anchor's orientation is negative.
        let relation: String
        if allEqual && !usesAssumptions {
            relation = "="
        } else {
            relation = scale * orientation > 0 ? "≥" : "≤"
        }
        var removable: [Int] = []
        let brokenIndex = conflict.brokenIndex
        for index in indices where index != brokenIndex {
            let without = rows.filter { $0.weights.keys.first != index }
            if case .feasible = solve(without) { removable.append(index) }
        }
        // The app's own constraints first (UIKit's are not the app's to remove), fixed sizes and
        // constants before the spacings of a chain, then list order.
        func rank(_ index: Int) -> Int {
            (isSetByUIKit(constraints[index]) ? 2 : 0) + (constraints[index].second == nil ? 0 : 1)
        }
        removable.sort { (rank($0), $0) < (rank($1), $1) }
        return Reduction(
            axis: axis, members: indices, anchor: anchor, terms: terms, sum: sum, relation: relation,
            removable: removable, usesAssumptions: usesAssumptions)
    }

    // MARK: Text

    /// The arithmetic as the explanation prints it; `numbers` are the constraints' list numbers.
    package func text(numbers: [Int]) -> String {
        var text = ""
        for reduction in reductions {
            text +=
                "  Arithmetic (\(reduction.axis)): "
                + Self.sentence(reduction, conflict: conflict, numbers: numbers)
            text += "\n"
        }
        for axis in unreduced {
            text += "  Arithmetic (\(axis)): could not reduce: the listed constraints hold together as plain "
            text +=
                "arithmetic, so the conflict lies in what the log does not give (a margin, a baseline, an "
            text += "intrinsic size, or a line it could not read).\n"
        }
        return text
    }

    static func sentence(_ reduction: Reduction, conflict: Conflict, numbers: [Int]) -> String {
        let constraints = conflict.constraints
        let anchor = constraints[reduction.anchor]
        let sideText = ConflictExplanation.side(of: anchor)
        if reduction.members.count == 1 {
            return "constraint \(numbers[reduction.anchor]) alone cannot hold: it makes \(sideText) "
                + "\(anchor.relation) \(NumberFormatting.shortest(anchor.constant)), and a size is at least 0."
        }
        var sum = ""
        let shown = reduction.terms.filter { abs($0.value) > 1e-9 }
        for (offset, term) in shown.enumerated() {
            let value = rounded(abs(term.value))
            if offset == 0 {
                sum += term.value < 0 ? "−" + value : value
            } else {
                sum += (term.value < 0 ? " − " : " + ") + value
            }
        }
        if sum.isEmpty { sum = "0" }
        let total = rounded(reduction.sum)
        let compared = reduction.relation == "=" ? (reduction.sum > anchor.constant ? ">" : "<") : "but"
        let owner = isSetByUIKit(anchor) ? ", set by UIKit" : ""
        let members = reduction.members.filter { $0 != reduction.anchor }.map { String(numbers[$0]) }
        var text = "\(sum) = \(total)"
        if reduction.relation == "=" {
            text += " \(compared) \(NumberFormatting.shortest(anchor.constant))"
        } else {
            let bound = reduction.relation == "≥" ? "at least" : "at most"
            text += ": the others make it \(bound) \(total), but it is \(anchor.relation) "
            text += NumberFormatting.shortest(anchor.constant)
        }
        text += " (\(sideText), constraint \(numbers[reduction.anchor])\(owner)); "
        text += "the sum is of constraint\(members.count == 1 ? "" : "s") " + members.joined(separator: ", ")
        if reduction.usesAssumptions { text += " (taking sizes, margins and baseline offsets as at least 0)" }
        text += ". These \(reduction.members.count) cannot hold together"
        if let removable = reduction.removable.first {
            text += "; removing constraint \(numbers[removable]) alone would let the rest hold"
            if let broken = conflict.brokenIndex { text += " (UIKit broke \(numbers[broken]))" }
        } else {
            text += "; no single constraint but the broken one lets the rest hold"
        }
        return text + "."
    }

    /// A value to three decimals at most: `1031.111`, `8`.
    static func rounded(_ value: Double) -> String {
        NumberFormatting.shortest((value * 1000).rounded() / 1000)
    }

    /// The reductions as structured data.
    package var json: [[String: Any]] {
        reductions.map { reduction in
            [
                "axis": reduction.axis, "members": reduction.members, "anchor": reduction.anchor,
                "terms": reduction.terms.map {
                    ["constraint": $0.index, "value": $0.value] as [String: Any]
                },
                "sum": reduction.sum, "relation": reduction.relation, "removable": reduction.removable,
                "assumesNonNegative": reduction.usesAssumptions,
            ]
        } + unreduced.map { ["axis": $0, "reduced": false] }
    }
}
