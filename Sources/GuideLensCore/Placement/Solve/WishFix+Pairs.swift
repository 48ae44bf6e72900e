/// Two changes together, searched only when no single change (and no constraint added) does it:
/// a minimum and a fixed size that both hold a value where it is, two goals that each beat the one
/// wanted. Each pair is solved again as a single change is and kept on the same terms; a constant
/// in a pair is the one that brings the value to the wish once the other change is made, found by
/// its own probe and checked.
extension WishFix {
    /// The most systems solved for the pairs of one wish, so that the search of a large answer
    /// stays quick; a search stopped there says so.
    package static let pairSolveLimit = 3000

    /// What a search of pairs found, and whether it tried every pair.
    struct PairSearch {
        /// The pairs kept, in the order they were found.
        var fixes: [WishFix] = []
        /// Whether the search stopped at ``WishFix/pairSolveLimit`` before trying every pair.
        var isCut = false
    }

    /// The pairs of `candidates` (changes to two different constraints) that `accept` keeps, at
    /// most `limit` systems solved: two changes that are not constants as they are; a constant
    /// made after another change retuned to bring `wish`'s value to its wish (a wish without a
    /// value takes no constants).
    /// `accept` solves the changed system and answers the value decided, how far it is from what
    /// UIKit shows, and every other value moved, or `nil` for no fix.
    static func pairs(
        of candidates: [(WhatIf.Change, from: Double?)], wish: Wish, placement: GuidePlacement,
        base: WhatIf.Base, limit: Int = pairSolveLimit,
        accept: ([WhatIf.Change]) -> (value: Double, shift: Double, others: [WhatIf.Move])?
    ) -> PairSearch {
        var search = PairSearch()
        var solves = 0
        var seen = Set<Set<WhatIf.Change>>()
        for (firstIndex, first) in candidates.enumerated() {
            for (secondIndex, second) in candidates.enumerated() where second.0.number != first.0.number {
                var change = second.0
                if case .constant = second.0.edit {
                    // A constant is retuned after the other change; the other order retunes this one.
                    guard let wanted = wish.value else { continue }
                    guard solves + 3 <= limit else {
                        search.isCut = true
                        return search
                    }
                    solves += 2
                    guard
                        let retuned = retuned(
                            second.0.number, to: wanted, after: first.0, wish: wish, placement, base)
                    else { continue }
                    change = retuned
                } else if case .constant = first.0.edit {
                    continue
                } else if secondIndex < firstIndex {
                    continue
                }
                guard seen.insert([first.0, change]).inserted else { continue }
                guard solves < limit else {
                    search.isCut = true
                    return search
                }
                solves += 1
                guard let (value, shift, others) = accept([first.0, change]) else { continue }
                let fix = WishFix(
                    change: first.0, second: Step(change: change, from: second.from), from: first.from,
                    value: value, shift: shift, others: others)
                if !search.fixes.contains(where: { sameEffect($0, fix) }) { search.fixes.append(fix) }
            }
        }
        return search
    }

    /// Constraint `number`'s constant that brings the wish's attribute to `wanted` once `first` is
    /// made, when the value then follows that constant (found by one probe); `nil` otherwise.
    static func retuned(
        _ number: Int, to wanted: Double, after first: WhatIf.Change, wish: Wish, _ placement: GuidePlacement,
        _ base: WhatIf.Base
    ) -> WhatIf.Change? {
        guard let constant = placement.constraints.first(where: { $0.number == number })?.read?.constant,
            let before = value(of: wish.attribute, after: [first], placement, base),
            let probed = value(
                of: wish.attribute,
                after: [first, WhatIf.Change(number: number, edit: .constant(constant + 1))], placement,
                base),
            before.decided, probed.decided
        else { return nil }
        let slope = probed.value - before.value
        guard abs(slope) > EngineTolerance.value else { return nil }
        return WhatIf.Change(number: number, edit: .constant(constant + (wanted - before.value) / slope))
    }

    /// Whether two pairs make the same kinds of change to the same constraints and give the same
    /// layout: a compression resistance at 252 or at 249 that puts a view below the same goal is
    /// one fix, told once (the first found).
    static func sameEffect(_ left: WishFix, _ right: WishFix) -> Bool {
        func kinds(_ fix: WishFix) -> [[Int]] {
            fix.changes.map { change in
                let kind =
                    switch change.edit {
                    case .constant: 0
                    case .priority: 1
                    case .deactivate: 2
                    case .hugging: 3
                    case .compressionResistance: 4
                    }
                return [change.number, kind]
            }
        }
        guard kinds(left) == kinds(right), abs(left.value - right.value) <= EngineTolerance.value,
            left.others.count == right.others.count
        else { return false }
        return zip(left.others, right.others).allSatisfy { left, right in
            left.address == right.address && left.attribute == right.attribute
                && abs(left.after - right.after) <= EngineTolerance.value
                && (left.afterRange == nil) == (right.afterRange == nil)
        }
    }
}
