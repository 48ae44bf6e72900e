/// When the listed constraints hold together only because the log leaves some values out
/// (margins, baseline offsets): which values, how much room the constraints leave them, and the
/// printed numbers that room is what is left of.
extension ConflictArithmetic {
    /// Values a log does not print that the listed constraints need, and the room they leave them.
    package struct Room: Hashable, Sendable {
        /// The unprinted values, in the engine's order: margins and baseline offsets, by item.
        package var unknowns: [ConstraintRows.Variable]
        /// The least their sum can be while every listed required constraint holds; `nil` when
        /// only their own floor of 0 bounds it.
        package var lower: Double?
        /// The most their sum can be; `nil` when nothing bounds it.
        package var upper: Double?
        /// The printed numbers at the bound that binds (the upper one first): the members' terms
        /// against the anchor's value, what is left being the room.
        package var reduction: Reduction?
    }

    /// The order an item's unprinted values are named in: margins leading, trailing, top, bottom,
    /// then the baselines.
    static func rank(_ slot: ConstraintRows.Slot) -> Int {
        switch slot {
        case .margin(let edge): MarginEdge.allCases.firstIndex(of: edge) ?? 0
        case .firstBaselineOffset: 4
        case .lastBaselineOffset: 5
        case .position, .size, .superviewOrigin: 6
        }
    }

    /// The room the rows leave the unprinted values among them; `nil` when none is among them or
    /// the rows bound their sum no more than its floor of 0 does.
    static func room(
        _ rows: [Int], axis: ConstraintRows.ConstraintAxis, system: LinearSystem, builder: Builder,
        conflict: Conflict
    ) -> Room? {
        var used = Set<Int>()
        for row in rows { used.formUnion(system.rows[row].terms.keys) }
        let unknowns = builder.unknowns.filter { variable, unknown in
            guard used.contains(unknown) else { return false }
            switch variable.slot {
            case .margin, .firstBaselineOffset, .lastBaselineOffset: return true
            case .position, .size, .superviewOrigin: return false
            }
        }.sorted {
            ($0.key.address, rank($0.key.slot), $0.value) < ($1.key.address, rank($1.key.slot), $1.value)
        }
        guard !unknowns.isEmpty else { return nil }
        let total = Dictionary(uniqueKeysWithValues: unknowns.map { ($0.value, 1.0) })
        let alone = LinearSystem(isNonNegative: system.isNonNegative, rows: rows.map { system.rows[$0] })
        guard let range = alone.solvePriorities([]).solution?.range(of: total) else { return nil }
        let lower = range.lower.flatMap { $0 > EngineTolerance.value ? $0 : nil }
        guard lower != nil || range.upper != nil else { return nil }
        // A bound passed by one: the proof that it cannot be is the sum of printed numbers the
        // room is what is left of. The upper bound first; the lower one when the upper's sum holds
        // no printed number (sizes of at least 0 alone bound it).
        func boundReduction(beyond bound: Double, above: Bool) -> Reduction? {
            var bounded = system
            bounded.rows.append(
                LinearSystem.Row(
                    terms: above ? total : total.mapValues { -$0 }, relation: .atLeast,
                    constant: above ? bound + 1 : -(bound - 1), isAssumption: true))
            let subset = rows + [bounded.rows.count - 1]
            guard case .infeasible(let first) = bounded.feasibility(of: subset, reading: .exact),
                let (members, proof) = bounded.minimalConflict(in: subset, from: first, reading: .exact)
            else { return nil }
            return Self.reduction(
                proof, members: members, axis: axis, system: bounded, builder: builder, conflict: conflict)
        }
        var reduction = range.upper.flatMap { boundReduction(beyond: $0, above: true) }
        if reduction?.terms.isEmpty ?? true, let lower,
            let below = boundReduction(beyond: lower, above: false),
            !below.terms.isEmpty
        {
            reduction = below
        }
        return Room(unknowns: unknowns.map(\.key), lower: lower, upper: range.upper, reduction: reduction)
    }
}
