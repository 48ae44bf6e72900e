/// Settling one axis: whether its required constraints hold together as printed, within the
/// log's rounding, or not at all; and for a conflict, its smallest set, the sum it adds up to,
/// and which one constraint removed lets the rest hold.
extension ConflictArithmetic {
    /// Members past which no value is substituted for a multiplier's item.
    static let substitutionLimit = 80

    /// Members past which only the first removable constraint is looked for.
    static let completeRemovalLimit = 24

    static func settle(
        _ listed: [Int], axis: ConstraintRows.ConstraintAxis, system: LinearSystem, builder: Builder,
        conflict: Conflict
    ) -> Answer {
        let listedRows = listed.flatMap { builder.rowsOf[$0] ?? [] }
        let rows = listedRows + builder.assumptions(for: listedRows, in: system)
        switch system.feasibility(of: rows, reading: .widened) {
        case .notSettled(let reason): return .notSettled(reason)
        case .feasible:
            return settleHolding(
                rows, listed: listed, axis: axis, system: system, builder: builder, conflict: conflict)
        case .infeasible(let first):
            guard let (memberRows, proof) = system.minimalConflict(in: rows, from: first, reading: .widened)
            else { return .notSettled(.minimalSet) }
            var reduction = Self.reduction(
                proof, members: memberRows, axis: axis, system: system, builder: builder, conflict: conflict)
            let removal = RowRemoval(system: system, rows: rows, reading: .widened)
            findRemovable(&reduction, removal: removal, builder: builder, conflict: conflict)
            checkBroken(
                &reduction, rows: rows, removal: removal, system: system, builder: builder, conflict: conflict
            )
            return .conflict(reduction)
        }
    }

    /// The constraints (indices, each once) behind system rows.
    static func constraints(_ rows: [Int], builder: Builder) -> [Int] {
        Array(Set(rows.compactMap { builder.origins[$0]?.constraint })).sorted()
    }

    /// How rows that hold within the log's rounding hold: only within it, only at exactly the
    /// printed values, with room to spare, or with positions the log leaves free.
    static func settleHolding(
        _ rows: [Int], listed: [Int], axis: ConstraintRows.ConstraintAxis, system: LinearSystem,
        builder: Builder, conflict: Conflict
    ) -> Answer {
        switch system.feasibility(of: rows, reading: .exact) {
        case .notSettled(let reason): return .notSettled(reason)
        case .infeasible(let contradiction):
            let members =
                system.minimalConflict(in: rows, from: contradiction, reading: .exact)?.members
                ?? contradiction.rows.filter { !system.rows[$0].isAssumption }
            return .holdsWithinRounding(constraints(members, builder: builder))
        case .feasible:
            switch system.feasibility(of: rows, reading: .tightened) {
            case .notSettled(let reason): return .notSettled(reason)
            case .infeasible(let contradiction):
                let members =
                    system.minimalConflict(in: rows, from: contradiction, reading: .tightened)?.members
                    ?? contradiction.rows.filter { !system.rows[$0].isAssumption }
                return .holdsOnlyAsPrinted(constraints(members, builder: builder))
            case .feasible:
                if let dependent = dependentEquations(rows, in: system) {
                    return .holdsOnlyAsPrinted(constraints(dependent, builder: builder))
                }
                let free = listed.filter { index in
                    let origin = ConstraintRows.origin(
                        of: conflict.weighed[index], isAppKit: builder.isAppKit,
                        superviews: builder.superviews)
                    if case .superviewOrigin = origin?.slot { return true }
                    return false
                }
                guard !free.isEmpty else {
                    // Every listed line read: what the log leaves out is what conflicts.
                    guard conflict.unread.isEmpty,
                        !conflict.missing.contains(ConstraintLog.Missing.endOfList),
                        let room = room(
                            rows, axis: axis, system: system, builder: builder, conflict: conflict)
                    else { return .holds }
                    return .holdsWithUnprinted(room)
                }
                let unnamed = free.contains {
                    conflict.weighed[$0].superview == nil && conflict.weighed[$0].second == nil
                        && builder.superviews[conflict.weighed[$0].first.item.address] == nil
                }
                return .holdsWithFreePosition(free, unnamed ? .unnamedSuperview : .unknownFlippedness)
            }
        }
    }

    /// Fills in which single members, removed, let the rest hold: the app's own first; a long
    /// chain stops at the first found.
    static func findRemovable(
        _ reduction: inout Reduction, removal: RowRemoval, builder: Builder, conflict: Conflict
    ) {
        let brokenIndex = conflict.weighedBrokenIndex
        var candidates = reduction.members.filter { $0 != brokenIndex }
        candidates.sort { (rank($0, conflict), $0) < (rank($1, conflict), $1) }
        reduction.removableIsComplete = true
        for candidate in candidates {
            if !reduction.removable.isEmpty && reduction.members.count > completeRemovalLimit {
                reduction.removableIsComplete = false
                break
            }
            guard let rows = builder.rowsOf[candidate], let holds = removal.holds(without: rows) else {
                reduction.removableIsComplete = false
                continue
            }
            if holds { reduction.removable.append(candidate) }
        }
    }

    /// Fills in whether removing the constraint UIKit broke lets the rest hold, and if not, what
    /// still cannot.
    static func checkBroken(
        _ reduction: inout Reduction, rows: [Int], removal: RowRemoval, system: LinearSystem,
        builder: Builder,
        conflict: Conflict
    ) {
        guard let brokenIndex = conflict.weighedBrokenIndex, let brokenRows = builder.rowsOf[brokenIndex],
            brokenRows.contains(where: rows.contains)
        else { return }
        let rest = rows.filter { !brokenRows.contains($0) }
        switch removal.outcome(without: brokenRows) {
        case .feasible: reduction.brokenLetsTheRestHold = true
        case .infeasible(let contradiction):
            reduction.brokenLetsTheRestHold = false
            let still =
                system.minimalConflict(in: rest, from: contradiction, reading: .widened)?.members
                ?? contradiction.rows.filter { !system.rows[$0].isAssumption }
            reduction.stillConflicting = constraints(still, builder: builder)
        case .notSettled: break
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
            && !system.rows[row].terms.isEmpty && seen.insert(system.rows[row]).inserted
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
        constraint.isAutoresizing || constraint.isContentSize || constraint.className == WhatIf.recordedFrame
            || ["UIView-Encapsulated-Layout-", "UISV-", "_UITemporaryLayout", "UITemporaryLayout"].contains {
                constraint.identifier?.hasPrefix($0) == true
            }
    }

    /// The app's own constraints first (UIKit's are not the app's to remove: those it sets, and
    /// those of its margins and safe-area guides), fixed sizes and constants before the spacings
    /// of a chain.
    static func rank(_ index: Int, _ conflict: Conflict) -> Int {
        let constraint = conflict.weighed[index]
        return (isUIKits(constraint) ? 2 : 0) + (constraint.second == nil ? 0 : 1)
    }

    /// Whether a constraint is UIKit's own, never the app's to change: those it sets, and those of
    /// its margins and safe-area guides.
    package static func isUIKits(_ constraint: LoggedConstraint) -> Bool {
        isSetByUIKit(constraint)
            || [
                "UIView-", "UIViewSafeAreaLayoutGuide-", "UIViewLayoutMarginsGuide-",
                "UIViewReadableContentGuide-",
            ]
            .contains { constraint.identifier?.hasPrefix($0) == true }
    }
}
