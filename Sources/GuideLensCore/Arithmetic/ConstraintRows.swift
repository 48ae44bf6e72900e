/// Constraints as the engine's rows: the one translation that conflicts (`explain`, failing
/// tests) and placements (`why`) share. An item's leading, trailing and center are its position
/// plus 0, 1 and ½ of its width; margins and baselines are unknowns of their own; sizes, margins
/// and baseline offsets are at least 0.
package enum ConstraintRows {
    /// A named unknown: an item's position or size on an axis, a margin, a baseline offset.
    package struct Variable: Hashable, Comparable, Sendable {
        package var address: ObjectAddress
        package var slot: String

        package init(address: ObjectAddress, slot: String) {
            self.address = address
            self.slot = slot
        }

        package static func < (lhs: Variable, rhs: Variable) -> Bool {
            (lhs.address, lhs.slot) < (rhs.address, rhs.slot)
        }
        /// Sizes, margins and baseline offsets are at least 0; positions and frame midpoints are not.
        package var isNonNegative: Bool { !slot.hasSuffix(".position") && slot.contains(".") }
    }

    /// The axis and linear terms of an attribute: `trailing` is position + width.
    package static func terms(of anchor: LoggedAnchor) -> (axis: String, terms: [(Variable, Double)])? {
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

    /// Turns constraints into the engine's rows: one per required, active constraint (`≤` written
    /// as `≥` negated; the constant's printed rounding kept), plus what plain arithmetic takes as
    /// given (sizes, margins and baseline offsets at least 0; a baseline within its view's height).
    package struct Builder: Sendable {
        package var unknowns: [Variable: Int] = [:]
        package var system = LinearSystem()
        /// The system row of each constraint that has one.
        package var rowOf: [Int: Int] = [:]
        /// The constraint behind each listed row.
        package var constraintOf: [Int: Int] = [:]
        /// `-1` for a `≤` constraint, whose row is negated.
        package var orientation: [Int: Double] = [:]

        package init() {}

        package mutating func unknown(_ variable: Variable) -> Int {
            if let known = unknowns[variable] { return known }
            let number = system.addUnknown(nonNegative: variable.isNonNegative)
            unknowns[variable] = number
            return number
        }

        /// Adds `constraint`'s row, returning its axis, or `nil` when it adds none.
        package mutating func add(_ constraint: LoggedConstraint, index: Int, requiredOnly: Bool = true)
            -> String?
        {
            guard constraint.priority >= 1000 || !requiredOnly, constraint.isActive != false,
                constraint.constant.isFinite,
                constraint.multiplier.isFinite, let first = ConstraintRows.terms(of: constraint.first)
            else { return nil }
            var axis = first.axis
            var coefficients: [Variable: Double] = [:]
            for (variable, value) in first.terms { coefficients[variable, default: 0] += value }
            if let second = constraint.second {
                guard let other = ConstraintRows.terms(of: second) else { return nil }
                axis = other.axis == first.axis ? first.axis : "both"
                for (variable, value) in other.terms {
                    coefficients[variable, default: 0] -= constraint.multiplier * value
                }
            }
            let sign: Double = constraint.relation == "<=" ? -1 : 1
            var terms: [Int: Double] = [:]
            for (variable, value) in coefficients.sorted(by: { $0.key < $1.key }) where value != 0 {
                terms[unknown(variable)] = value * sign
            }
            rowOf[index] = system.rows.count
            constraintOf[system.rows.count] = index
            orientation[index] = sign
            system.rows.append(
                LinearSystem.Row(
                    terms: terms, relation: constraint.relation == "==" ? .equal : .atLeast,
                    constant: constraint.constant * sign,
                    rounding: PrintedPrecision.halfUnit(of: constraint.constant)))
            return axis
        }

        /// The system with its assumptions added.
        package func finished() -> LinearSystem {
            var system = system
            for (variable, number) in unknowns.sorted(by: { $0.key < $1.key }) where variable.isNonNegative {
                if variable.slot.hasSuffix("Baseline") || variable.slot == "v.baseline",
                    let height = unknowns[Variable(address: variable.address, slot: "v.size")]
                {
                    system.rows.append(
                        LinearSystem.Row(
                            terms: [height: 1, number: -1], relation: .atLeast, constant: 0,
                            isAssumption: true))
                }
            }
            return system
        }

        /// The assumption rows that speak of the unknowns of `rows`.
        package func assumptions(for rows: [Int], in system: LinearSystem) -> [Int] {
            var used = Set<Int>()
            for row in rows { used.formUnion(system.rows[row].terms.keys) }
            return system.rows.indices.filter {
                system.rows[$0].isAssumption && system.rows[$0].terms.keys.allSatisfy(used.contains)
            }
        }
    }
}
