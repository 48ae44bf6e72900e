/// The sum a conflict's proof adds up to, written in the log's own numbers: each member's
/// constant as logged (a multiplier times a value the others fix as `0.25 × 600`), compared with
/// one member, the anchor, preferably one UIKit set.
extension ConflictArithmetic {
    /// What the proof says of each member: its weight, the sign its row was written with, and
    /// which part of it the proof uses (a content size's hugging or compression resistance).
    struct ProofWeights {
        /// The proof's multiplier of each member's row, by constraint index.
        var weights: [Int: Double] = [:]
        /// `-1` for a member whose row was negated (a `≤`), by constraint index.
        var orientation: [Int: Double] = [:]
        /// The part of each member the proof uses, by constraint index.
        var parts: [Int: ConstraintRows.Part] = [:]
        /// Whether the contradiction needs a size, margin or baseline offset of at least 0.
        var usesAssumptions = false

        /// The relation a member's part stands for: a content size's bounds are `≤` and `≥`.
        func relation(of index: Int, in constraints: [LoggedConstraint]) -> LayoutRelation {
            switch parts[index] ?? .whole {
            case .whole: constraints[index].relation
            case .hugging: .lessThanOrEqual
            case .compressionResistance: .greaterThanOrEqual
            }
        }
    }

    /// A value the other members fix, put in for a multiplier's item, and the members that fix it.
    typealias Substituted = (value: Double, sources: [Int])

    /// The reduction `proof` shows, written so that each number is one the log prints.
    static func reduction(
        _ proof: Contradiction, members memberRows: [Int], axis: ConstraintRows.ConstraintAxis,
        system: LinearSystem, builder: Builder, conflict: Conflict
    ) -> Reduction {
        let constraints = conflict.weighed
        var proofWeights = weights(of: proof, system: system, builder: builder)
        let members = Self.constraints(memberRows, builder: builder)
        for index in members where proofWeights.orientation[index] == nil {
            let origin = builder.rowsOf[index]?.first.flatMap { builder.origins[$0] }
            proofWeights.orientation[index] = origin?.orientation ?? 1
            proofWeights.parts[index] = origin?.part ?? .whole
        }
        let (substituted, shifted) = substitutions(
            members: members, memberRows: memberRows, weights: &proofWeights.weights, system: system,
            builder: builder, constraints: constraints)
        let anchor = chooseAnchor(
            members: members, proofWeights: proofWeights, substituted: substituted, shifted: shifted,
            constraints: constraints)
        let anchorWeight = (proofWeights.weights[anchor] ?? 1) * (proofWeights.orientation[anchor] ?? 1)
        let terms = shares(
            members: members, anchor: anchor, anchorWeight: anchorWeight, proofWeights: proofWeights,
            substituted: substituted, shifted: shifted, constraints: constraints)
        let allEqual =
            !proofWeights.usesAssumptions
            && members.allSatisfy { index in
                index == anchor || abs(proofWeights.weights[index] ?? 0) <= 1e-9
                    || proofWeights.relation(of: index, in: constraints) == .equal
            }
        let relation: LayoutRelation =
            allEqual ? .equal : (anchorWeight < 0 ? .greaterThanOrEqual : .lessThanOrEqual)
        var reduction = Reduction(
            axis: axis, members: members, anchor: anchor,
            anchorText: anchorText(
                constraints[anchor], substituted: substituted[anchor], shifted: shifted[anchor]),
            anchorValue: shifted[anchor] ?? constraints[anchor].constant, terms: terms,
            sum: terms.reduce(0) { $0 + $1.value }, relation: relation,
            removable: [], removableIsComplete: false, brokenLetsTheRestHold: nil, stillConflicting: [],
            usesAssumptions: proofWeights.usesAssumptions,
            substitutions: substituted.keys.sorted().compactMap { index in
                substituted[index].map {
                    Substitution(constraint: index, value: $0.value, sources: $0.sources)
                }
            })
        reduction.anchorPart = proofWeights.parts[anchor] ?? .whole
        for index in members where constraints[index].isContentSize && index != anchor {
            reduction.contentParts[index] = proofWeights.parts[index]
        }
        return reduction
    }

    /// The proof's multipliers by constraint, and whether it leans on what plain arithmetic takes
    /// as given (an assumption row, or a size left with a negative coefficient: taken as at least 0).
    static func weights(of proof: Contradiction, system: LinearSystem, builder: Builder) -> ProofWeights {
        var result = ProofWeights()
        var combined: [Int: Double] = [:]
        for (row, multiplier) in proof.multipliers {
            if let origin = builder.origins[row] {
                // A content size's two bounds never both carry weight in a minimal proof; keep the heavier.
                if abs(multiplier) > abs(result.weights[origin.constraint] ?? 0) {
                    result.weights[origin.constraint] = multiplier
                    result.orientation[origin.constraint] = origin.orientation
                    result.parts[origin.constraint] = origin.part
                }
            } else {
                result.usesAssumptions = true
            }
            for (unknown, value) in system.rows[row].terms {
                combined[unknown, default: 0] += multiplier * value
            }
        }
        if combined.contains(where: { system.isNonNegative[$0.key] && $0.value < -1e-9 }) {
            result.usesAssumptions = true
        }
        return result
    }

    /// A multiplier times a value the other members fix (`0.25 × 600`) is shown as such, and the
    /// members that fix the value take over the multiplier's share of the proof. Returns the
    /// values put in, and each member's value once they are.
    static func substitutions(
        members: [Int], memberRows: [Int], weights: inout [Int: Double], system: LinearSystem,
        builder: Builder,
        constraints: [LoggedConstraint]
    ) -> (substituted: [Int: Substituted], shifted: [Int: Double]) {
        var substituted: [Int: Substituted] = [:]
        var shifted: [Int: Double] = [:]
        for index in members { shifted[index] = constraints[index].constant }
        guard members.count <= substitutionLimit else { return (substituted, shifted) }
        for index in members {
            let constraint = constraints[index]
            guard let second = constraint.second, constraint.multiplier != 1,
                let (_, secondTerms) = ConstraintRows.terms(of: second), secondTerms.count == 1,
                secondTerms[0].1 == 1,
                let unknown = builder.unknowns[secondTerms[0].0], let row = builder.row(of: index),
                let coefficient = system.rows[row].terms[unknown],
                let combination = system.combination(of: [unknown: 1], from: memberRows.filter { $0 != row }),
                !combination.isEmpty
            else { continue }
            let value = combination.reduce(0) { $0 + $1.value * system.rows[$1.key].constant }
            let sources = Self.constraints(Array(combination.keys), builder: builder)
            substituted[index] = (value, sources)
            shifted[index] = constraint.constant + constraint.multiplier * value
            for (source, factor) in combination {
                guard let sourceIndex = builder.origins[source]?.constraint else { continue }
                weights[sourceIndex, default: 0] += (weights[index] ?? 0) * coefficient * factor
            }
        }
        return (substituted, shifted)
    }

    /// The compared member: a UIKit-set fixed value, else a member that shows one substituted,
    /// else any UIKit-set member, else a constant, else the last; of those, the one that leaves
    /// the fewest shares scaled by a factor the log does not show (a centre's 2 or ½ is geometry,
    /// not a hidden number), so that the sum reads in the log's numbers as far as the proof allows.
    static func chooseAnchor(
        members: [Int], proofWeights: ProofWeights, substituted: [Int: Substituted], shifted: [Int: Double],
        constraints: [LoggedConstraint]
    ) -> Int {
        let weights = proofWeights.weights
        let weighed = members.filter { abs(weights[$0] ?? 0) > 1e-9 }
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
        func scaledShares(_ candidate: Int) -> Int {
            let candidateWeight = (weights[candidate] ?? 1) * (proofWeights.orientation[candidate] ?? 1)
            return members.filter { index in
                guard index != candidate, let weight = weights[index], abs(weight) > 1e-9,
                    abs(shifted[index] ?? 0) > 1e-9
                else { return false }
                let factor = abs(weight / candidateWeight)
                return ![1, 2, 0.5, 0.25, 4].contains { abs(factor - $0) < 1e-9 }
            }.count
        }
        return preferred.min {
            (scaledShares($0), preferred.firstIndex(of: $0) ?? 0) < (
                scaledShares($1), preferred.firstIndex(of: $1) ?? 0
            )
        }
            ?? members[members.count - 1]
    }

    /// Each other member's share of the sum, in list order, zeros left out: a row is
    /// `orientation × (constant)`, so its share is `−weight × row constant / anchor weight`.
    static func shares(
        members: [Int], anchor: Int, anchorWeight: Double, proofWeights: ProofWeights,
        substituted: [Int: Substituted], shifted: [Int: Double], constraints: [LoggedConstraint]
    ) -> [Term] {
        var terms: [Term] = []
        for index in members where index != anchor {
            let weight = proofWeights.weights[index] ?? 0
            guard abs(weight) > 1e-9 else { continue }
            let factor = -weight * (proofWeights.orientation[index] ?? 1) / anchorWeight
            let value = factor * (shifted[index] ?? 0)
            guard abs(value) > 1e-9 else { continue }
            terms.append(
                Term(
                    index: index, value: value,
                    signed: termText(
                        factor: factor, constraint: constraints[index], substituted: substituted[index]),
                    solverWeight: -weight / anchorWeight))
        }
        return terms
    }

    /// What the anchor sets its side to, in the log's numbers: `600`, or `0.5 × 1200 + 8 = 608`.
    static func anchorText(_ constraint: LoggedConstraint, substituted: Substituted?, shifted: Double?)
        -> String
    {
        guard let substituted else { return rounded(constraint.constant, places: nil) }
        var text =
            NumberFormatting.shortest(constraint.multiplier) + " × "
            + NumberFormatting.shortest(substituted.value)
        if constraint.constant != 0 {
            text +=
                (constraint.constant < 0 ? " − " : " + ")
                + NumberFormatting.shortest(abs(constraint.constant))
        }
        return text + " = " + rounded(shifted ?? 0)
    }

    /// A member's share in the log's numbers: its constant as logged (with the sign it adds),
    /// `0.25 × 600` for a multiplier times a value UIKit set, and a factor other than 1 in front.
    static func termText(
        factor: Double, constraint: LoggedConstraint, substituted: (value: Double, sources: [Int])?
    ) -> (isNegative: Bool, magnitude: String) {
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
            var firstNegative = false
            for (offset, (value, piece)) in pieces.enumerated() {
                let negative = value * sign < 0
                if offset == 0 {
                    firstNegative = negative
                    text += piece
                } else {
                    text += (negative ? " − " : " + ") + piece
                }
            }
            if unit { return (firstNegative, text) }
            let signed = (firstNegative ? "−" : "") + text
            return (false, NumberFormatting.rounded(abs(factor), places: 3) + " × (" + signed + ")")
        }
        let (value, piece) = pieces[0]
        return (value * factor < 0, fraction(abs(factor)) + " × " + piece)
    }

    /// `½`, `¼`, `2`, `0.333`: a factor as a reader checks it.
    static func fraction(_ value: Double) -> String {
        for (fraction, text) in [(0.5, "½"), (0.25, "¼"), (0.75, "¾")] where abs(value - fraction) < 1e-9 {
            return text
        }
        return NumberFormatting.rounded(value, places: 3)
    }
}

extension ConflictArithmetic.Term {
    /// A share whose text is `signed`: its sign and the rest.
    init(index: Int, value: Double, signed: (isNegative: Bool, magnitude: String), solverWeight: Double) {
        self.init(
            index: index, value: value, isNegative: signed.isNegative, magnitude: signed.magnitude,
            solverWeight: solverWeight)
    }
}
