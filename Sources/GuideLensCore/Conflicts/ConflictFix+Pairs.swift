/// Two changes together, searched only when no single change resolves a conflict: the same
/// constraint added three times with different constants (`height == 100`, `== 120`, `== 140`),
/// or two conflicts reported as one. Each first change is one a developer would make (a
/// candidate of the single search, or the constraint UIKit broke made optional); the second is a
/// single fix of what is left once the first is made, found by searching that conflict again, so
/// a constant is the one the changed arithmetic asks for. Each pair is solved again as a whole.
extension ConflictFix {
    /// The most first changes tried for one conflict: each costs a search of its own, so that a
    /// large log's answer stays quick; a search stopped there says so.
    package static let pairFirstLimit = 40

    /// The most pairs listed: two conflicts in one report have as many pairs as the product of
    /// their single fixes (hundreds for two rows of labels), so the search stops once it has
    /// found this many, and says so.
    package static let pairListLimit = 12

    /// What a search of pairs found.
    package struct PairSearch: Sendable {
        /// The pairs, best first.
        package var fixes: [ConflictFix] = []
        /// Whether the search stopped at its limit of first changes before trying them all.
        package var isCut = false
        /// Whether it stopped because it had found ``ConflictFix/pairListLimit`` pairs.
        package var isFull = false
    }

    /// The pairs that resolve `conflict`, best first: those that make the constraint UIKit broke
    /// optional first, then fewer constants, in the order found (the first changes in the single
    /// search's order, each with the single fixes of what is left in theirs); at most `listed`,
    /// from at most `limit` first changes.
    static func pairs(
        _ conflict: Conflict, arithmetic: ConflictArithmetic, limit: Int = pairFirstLimit,
        listed: Int = pairListLimit
    ) -> PairSearch {
        var firsts = candidates(conflict, arithmetic: arithmetic).map(\.change).filter {
            // A mask's constraints removed renumbers the rest: it is only ever the second change.
            if case .stopTranslatingMask = $0 { return false }
            return true
        }
        if let broken = conflict.weighedBrokenIndex, !ConflictArithmetic.isUIKits(conflict.weighed[broken]),
            LayoutPriority.isRequired(conflict.weighed[broken].priority)
        {
            let uikits = Change.priority(constraint: broken, to: optionalPriority)
            if !firsts.contains(uikits) { firsts.insert(uikits, at: 0) }
        }
        var search = PairSearch()
        var seen = Set<Set<Change>>()
        for (offset, first) in firsts.enumerated() {
            guard offset < limit else {
                search.isCut = true
                break
            }
            let changed = applying([first], to: conflict)
            let arithmetic = ConflictArithmetic(conflict: changed)
            for second in candidates(changed, arithmetic: arithmetic) where second.change != first {
                guard seen.insert([first, second.change]).inserted else { continue }
                let pair = ConflictFix(change: first, effect: .changesTheLayout, second: second.change)
                guard pair.resolves(conflict) else { continue }
                search.fixes.append(pair)
                if search.fixes.count >= listed {
                    search.isFull = true
                    search.fixes = ranked(search.fixes, conflict)
                    return search
                }
            }
        }
        search.fixes = ranked(search.fixes, conflict)
        return search
    }

    /// Pairs that make the constraint UIKit broke optional first (part of its own recovery), then
    /// those with fewer constants changed, then those with no mask, keeping the order found.
    static func ranked(_ pairs: [ConflictFix], _ conflict: Conflict) -> [ConflictFix] {
        func key(_ fix: ConflictFix) -> (Int, Int, Int) {
            let broken = conflict.weighedBrokenIndex
            let keepsBroken = fix.changes.contains {
                if case .priority(let index, _) = $0 { return index == broken }
                return false
            }
            let constants = fix.changes.filter {
                if case .constant = $0 { return true }
                return false
            }.count
            let masks = fix.changes.filter {
                if case .stopTranslatingMask = $0 { return true }
                return false
            }.count
            return (keepsBroken ? 0 : 1, constants, masks)
        }
        return pairs.enumerated().sorted { left, right in
            let (leftKey, rightKey) = (key(left.element), key(right.element))
            return leftKey != rightKey ? leftKey < rightKey : left.offset < right.offset
        }.map(\.element)
    }
}
