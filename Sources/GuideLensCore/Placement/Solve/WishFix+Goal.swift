/// The changes that make a constraint of the answer hold where it misses today (`why GUIDE --fix
/// 8`): a goal below required that a stronger one beats, raised above it or made required; what
/// beats it lowered below it or deactivated; a view's hugging or compression resistance moved past
/// it; two of those together when no single one does. Each is solved again and kept only when the
/// goal then holds, every value it names decided, with no required constraints fighting.
extension WishFix {
    /// The search for goal `number`, filled into `search` (whose wish names it).
    static func searchGoal(
        _ number: Int, _ search: Search, placement: GuidePlacement, base: WhatIf.Base,
        pairs searchesPairs: Bool
    )
        -> Search
    {
        var search = search
        let model = base.model
        guard let constraint = placement.constraints.first(where: { $0.number == number }),
            let entry = model.entry(of: constraint), let read = model.entries[entry].read,
            let baseline = try? WhatIf([], placement: placement, base: base),
            case .moves(let own, _) = baseline.outcome
        else { return search }
        // Today's layout is the one UIKit shows, a tie's value included.
        search.goal = (read, baseline.holds(read, orRecorded: true))
        search.current = baseline.value(of: read.first, orRecorded: true)
        search.isDecided = search.current != nil
        guard search.goal?.holds == false else { return search }
        var candidates: [(WhatIf.Change, from: Double?)] = []
        for other in placement.constraints
        where other.number != number && search.changeable.contains(other.number) {
            candidates += self.candidates(
                for: other, wish: search.wish, current: search.current ?? 0, placement, base)
        }
        if isChangeable(constraint) {
            candidates += raised(constraint, placement)
        } else if isContentSize(constraint) {
            candidates += contentPriorityCandidates(for: constraint, placement)
        }
        // The goal's value where it holds; every value of the guide or others that moves.
        func holding(_ changes: [WhatIf.Change]) -> (value: Double, shift: Double, others: [WhatIf.Move])? {
            guard let whatIf = try? WhatIf(changes, placement: placement, base: base),
                case .moves(let after, let others) = whatIf.outcome, whatIf.holds(read) == true
            else { return nil }
            let ownMoved = after.filter { move in
                !(own.first { $0.attribute == move.attribute }.map { unchanged(move, from: $0) } ?? false)
            }
            guard !leavesUndecided(ownMoved + others) else { return nil }
            return (whatIf.value(of: read.first) ?? 0, 0, ownMoved + others)
        }
        for (change, from) in candidates {
            guard let (value, _, others) = holding([change]) else { continue }
            search.fixes.append(WishFix(change: change, from: from, value: value, others: others))
        }
        if search.fixes.isEmpty && searchesPairs {
            let pairs = pairs(
                of: candidates, wish: search.wish, placement: placement, base: base, accept: holding)
            search.pairsSearched = true
            search.pairsCut = pairs.isCut
            search.fixes = pairs.fixes
        }
        search.fixes = ranked(search.fixes)
        return search
    }

    /// A goal below required raised just above each stronger priority of the answer that is not
    /// required, and made required.
    static func raised(_ constraint: PlacementConstraint, _ placement: GuidePlacement) -> [(
        WhatIf.Change, from: Double?
    )] {
        let priority = constraint.priority
        guard !LayoutPriority.isRequired(priority) else { return [] }
        var levels = Set<Double>()
        for other in placement.constraints where other.isActive {
            if let priorities = other.read?.contentPriorities, other.read?.isContentSize == true {
                levels.formUnion([priorities.hugging, priorities.compressionResistance])
            } else {
                levels.insert(other.priority)
            }
        }
        let above = levels.filter { $0 >= priority && $0 < ConflictFix.optionalPriority }.map { $0 + 1 }
        return (Set(above).sorted() + [LayoutPriority.required]).map {
            (WhatIf.Change(number: constraint.number, edit: .priority($0)), priority)
        }
    }
}
