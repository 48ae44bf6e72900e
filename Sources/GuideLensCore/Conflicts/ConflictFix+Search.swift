/// Searching for fixes: the changes a developer would make to the app's constraints of a
/// conflict, each solved again with the engine and kept only when every listed required
/// constraint then holds.
extension ConflictFix {
    /// The priority a fix gives a required constraint: the highest below required.
    package static let optionalPriority = 999.0

    /// The fixes of `conflict`, whose arithmetic is `arithmetic`, ranked: the constraint UIKit
    /// broke made optional first (UIKit's own recovery, kept), then the app's other constraints
    /// made optional (fixed sizes and constants before spacings), then constants changed to what
    /// lets the others hold, then autoresizing masks no longer translated; when no single change
    /// resolves it, two changes together (``pairs(_:arithmetic:limit:)``). Empty when the arithmetic
    /// found no conflict, or nothing up to pairs resolves it.
    package static func search(_ conflict: Conflict, arithmetic: ConflictArithmetic) -> [ConflictFix] {
        searchWithPairs(conflict, arithmetic: arithmetic).fixes
    }

    /// The fixes of ``search(_:arithmetic:)``, and how the search of pairs ended when it ran.
    package static func searchWithPairs(_ conflict: Conflict, arithmetic: ConflictArithmetic) -> PairSearch {
        let singles = candidates(conflict, arithmetic: arithmetic).filter { $0.resolves(conflict) }
        guard singles.isEmpty, !arithmetic.reductions.isEmpty else { return PairSearch(fixes: singles) }
        return pairs(conflict, arithmetic: arithmetic)
    }

    /// The single changes worth solving for `conflict`, in the order ``search(_:arithmetic:)``
    /// ranks them, each once.
    static func candidates(_ conflict: Conflict, arithmetic: ConflictArithmetic) -> [ConflictFix] {
        let reductions = arithmetic.reductions
        guard !reductions.isEmpty else { return [] }
        let weighed = conflict.weighed
        let broken = conflict.weighedBrokenIndex
        var members: [Int] = []
        for reduction in reductions {
            for member in reduction.members where !members.contains(member) { members.append(member) }
        }
        func changeable(_ index: Int) -> Bool { !ConflictArithmetic.isUIKits(weighed[index]) }
        var candidates: [ConflictFix] = []
        if let broken, members.contains(broken), changeable(broken),
            LayoutPriority.isRequired(weighed[broken].priority)
        {
            candidates.append(
                ConflictFix(
                    change: .priority(constraint: broken, to: optionalPriority), effect: .keepsUIKitsLayout))
        }
        let ranked = members.sorted {
            (ConflictArithmetic.rank($0, conflict), $0) < (ConflictArithmetic.rank($1, conflict), $1)
        }
        for member in ranked
        where member != broken && changeable(member) && LayoutPriority.isRequired(weighed[member].priority) {
            candidates.append(
                ConflictFix(
                    change: .priority(constraint: member, to: optionalPriority), effect: .changesTheLayout))
        }
        for reduction in reductions { candidates += constantChanges(reduction, conflict: conflict) }
        candidates += maskChanges(members: members, conflict: conflict)
        var seen = Set<Change>()
        return candidates.filter { seen.insert($0.change).inserted }
    }

    /// The constants that, changed alone, make the sum meet its anchor: a member's own constant
    /// moved by what the sum misses, scaled by the factor it enters the sum with; the anchor's
    /// constant set to the sum. Only for constants the sum shows as written (no multiplier's value
    /// put in).
    /// A constant changed so that the sum holds: on the constraint UIKit broke, the value its
    /// side already has in the layout UIKit recovered to (every other listed constraint holds
    /// there, and they fix the sum's terms), so that layout stays; on any other, a new layout.
    static func effect(ofChanging index: Int, _ conflict: Conflict) -> Effect {
        index == conflict.weighedBrokenIndex ? .keepsUIKitsLayout : .changesTheLayout
    }

    static func constantChanges(_ reduction: ConflictArithmetic.Reduction, conflict: Conflict)
        -> [ConflictFix]
    {
        let weighed = conflict.weighed
        let substituted = Set(reduction.substitutions.map(\.constraint))
        var fixes: [ConflictFix] = []
        let missing = reduction.anchorValue - reduction.sum
        guard abs(missing) > EngineTolerance.value else { return [] }
        for term in reduction.terms where !substituted.contains(term.index) {
            let constraint = weighed[term.index]
            guard !ConflictArithmetic.isUIKits(constraint), constraint.constant != 0 else { continue }
            let factor = term.value / constraint.constant
            guard abs(factor) > EngineTolerance.value else { continue }
            let to = NumberFormatting.rounding(constraint.constant + missing / factor, places: 3)
            fixes.append(
                ConflictFix(
                    change: .constant(constraint: term.index, from: constraint.constant, to: to),
                    effect: effect(ofChanging: term.index, conflict)))
        }
        let anchor = weighed[reduction.anchor]
        if !substituted.contains(reduction.anchor), !ConflictArithmetic.isUIKits(anchor),
            anchor.second == nil || anchor.multiplier == 1
        {
            let to = NumberFormatting.rounding(anchor.constant - missing, places: 3)
            fixes.append(
                ConflictFix(
                    change: .constant(constraint: reduction.anchor, from: anchor.constant, to: to),
                    effect: effect(ofChanging: reduction.anchor, conflict)))
        }
        // A spacing turned round (8 to −8 puts the content outside its container) or a size below 0
        // is no fix a developer would make, whatever the arithmetic says.
        return fixes.filter { fix in
            guard case .constant(let index, let from, let to) = fix.change else { return true }
            let constraint = weighed[index]
            let isSize =
                constraint.second == nil
                && (constraint.first.attribute == .width || constraint.first.attribute == .height)
            return !(from * to < 0) && !(isSize && to < 0)
        }
    }

    /// For each view among the members whose autoresizing mask is translated into constraints:
    /// those constraints gone, as `translatesAutoresizingMaskIntoConstraints = false` makes them.
    static func maskChanges(members: [Int], conflict: Conflict) -> [ConflictFix] {
        var views: [LoggedItem] = []
        for member in members where conflict.weighed[member].isAutoresizing {
            let view = conflict.weighed[member].first.item
            if !views.contains(view) { views.append(view) }
        }
        return views.map { view in
            let indices = conflict.weighed.indices.filter {
                conflict.weighed[$0].isAutoresizing && conflict.weighed[$0].first.item == view
            }
            return ConflictFix(
                change: .stopTranslatingMask(view: view, constraints: indices), effect: .changesTheLayout)
        }
    }

    /// Whether every listed required constraint of `conflict` holds once the change (or both) is made:
    /// solved again, on every axis.
    func resolves(_ conflict: Conflict) -> Bool {
        var changed = Self.applying(changes, to: conflict)
        changed.broken = nil
        return ConflictArithmetic(conflict: changed).answers.allSatisfy { _, answer in
            switch answer {
            case .conflict, .notSettled: false
            case .holds, .holdsOnlyAsPrinted, .holdsWithinRounding, .holdsWithFreePosition,
                .holdsWithUnprinted:
                true
            }
        }
    }

    /// `conflict` with `changes` made: a priority or a constant set; a mask's constraints gone
    /// (removed last, so that the other changes' indices still name their constraints). The
    /// constraint UIKit broke stays named when it is still listed.
    static func applying(_ changes: [Change], to conflict: Conflict) -> Conflict {
        var constraints = conflict.weighed
        var removed = Set<Int>()
        for change in changes {
            switch change {
            case .priority(let index, let priority): constraints[index].priority = priority
            case .constant(let index, _, let to): constraints[index].constant = to
            case .stopTranslatingMask(_, let indices): removed.formUnion(indices)
            }
        }
        guard !removed.isEmpty else {
            return Conflict(
                line: conflict.line, constraints: constraints,
                broken: conflict.weighedBrokenIndex.map { constraints[$0] })
        }
        let kept = constraints.indices.filter { !removed.contains($0) }.map { constraints[$0] }
        return Conflict(line: conflict.line, constraints: kept, broken: nil)
    }
}
