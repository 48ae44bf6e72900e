import Foundation

/// The single changes to the constraints of a guide's answer that bring one of its values to what
/// the developer wants (`guidelens why SNAPSHOT GUIDE --fix height=24`): a constant changed, a
/// priority made required or lowered below a weaker one, a constraint deactivated. Each is solved again with
/// ``WhatIf`` and kept only when the value is then decided at the wish, with no required
/// constraints fighting; the fixes are ranked by what else they move, fewest first. Constraints
/// UIKit owns (`UISV-*`, `UIView-Encapsulated-Layout-*`, autoresizing masks, content sizes) are
/// never the ones changed: the fix is on the app's side.
package struct WishFix: Hashable, Sendable {
    /// A value wanted for one of the guide's attributes, as ``WhatIf`` names them.
    package struct Wish: Hashable, Sendable {
        /// `top`, `left`, `width` or `height` (window coordinates, as `why` prints them).
        package var attribute: String
        /// The value wanted.
        package var value: Double

        /// The attributes a wish may name.
        package static let attributes = ["top", "left", "width", "height"]

        /// A wish.
        package init(attribute: String, value: Double) {
            self.attribute = attribute
            self.value = value
        }

        /// `height=24`; `nil` for another attribute, a value that is not a finite number, or no `=`.
        package init?(parsing text: String) {
            let parts = text.split(separator: "=", maxSplits: 1).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard parts.count == 2, Self.attributes.contains(parts[0]), let value = Double(parts[1]),
                value.isFinite
            else { return nil }
            self.init(attribute: parts[0], value: value)
        }
    }

    /// The change, to a constraint of the answer by its number.
    package var change: WhatIf.Change
    /// The constraint's constant or priority before the change (`nil` for a deactivation).
    package var from: Double?
    /// Every other value the change moves: the guide's own other values, then other recorded
    /// guides' and views'.
    package var others: [WhatIf.Move]

    /// The fixes for `wish`, best first, and, when there are none, why.
    package struct Search: Sendable {
        /// The wish.
        package var wish: Wish
        /// The value the wish's attribute has now.
        package var current: Double?
        /// Whether the record decides that value (rather than leaving it to a tie or open).
        package var isDecided = false

        /// Whether the value is decided at the wish already: nothing to change.
        package var isMet: Bool {
            isDecided && current.map { abs($0 - wish.value) <= EngineTolerance.value } ?? false
        }
        /// The fixes, best first.
        package var fixes: [WishFix]
        /// The constraints of the answer the search could change (the app's, read, active).
        package var changeable: [Int]
    }

    /// Searches the single changes to `placement`'s constraints that decide `wish`'s attribute at
    /// its value.
    package static func search(_ wish: Wish, placement: GuidePlacement, tracer: PlacementTracer) -> Search {
        let changeable = placement.constraints.filter(isChangeable).map(\.number)
        var search = Search(wish: wish, current: nil, fixes: [], changeable: changeable)
        guard let baseline = try? WhatIf([], placement: placement, tracer: tracer),
            case .moves(let own, _) = baseline.outcome,
            let current = own.first(where: { $0.attribute == wish.attribute })
        else { return search }
        search.current = current.after
        search.isDecided = current.afterRange == nil
        guard !search.isMet else { return search }
        for constraint in placement.constraints where changeable.contains(constraint.number) {
            for candidate in candidates(
                for: constraint, wish: wish, current: current.after, placement, tracer)
            {
                if let fix = check(candidate, wish: wish, baseline: own, placement: placement, tracer: tracer)
                {
                    search.fixes.append(fix)
                }
            }
        }
        search.fixes.sort(by: precedes)
        return search
    }

    /// Whether the search may change `constraint`: the app's, read, active, and not a size UIKit
    /// makes from outside the record (an intrinsic size, a scroll view's content origin).
    static func isChangeable(_ constraint: PlacementConstraint) -> Bool {
        guard let read = constraint.read, constraint.isActive, !ConflictArithmetic.isUIKits(read) else {
            return false
        }
        switch constraint.source {
        case .guide, .view: return true
        case .intrinsicSize, .contentOrigin: return false
        }
    }

    /// The changes worth solving for `constraint`: the constant that moves the value to the wish
    /// if the value follows the constant one for one or in proportion (found by one probe, then
    /// checked); an optional constraint made required; the constraint lowered just below each
    /// weaker priority of the answer (below the goal it beats, so that goal wins); and the
    /// constraint deactivated.
    static func candidates(
        for constraint: PlacementConstraint, wish: Wish, current: Double, _ placement: GuidePlacement,
        _ tracer: PlacementTracer
    ) -> [(WhatIf.Change, from: Double?)] {
        guard let read = constraint.read else { return [] }
        var candidates: [(WhatIf.Change, from: Double?)] = []
        let number = constraint.number
        let probe = WhatIf.Change(number: number, edit: .constant(read.constant + 1))
        if let probed = value(of: wish.attribute, after: [probe], placement, tracer), probed.decided {
            let slope = probed.value - current
            if abs(slope) > EngineTolerance.value {
                let constant = read.constant + (wish.value - current) / slope
                candidates.append((WhatIf.Change(number: number, edit: .constant(constant)), read.constant))
            }
        }
        let priority = constraint.priority
        var priorities: [Double] = priority < 1000 ? [1000] : []
        let weaker = Set(placement.constraints.map(\.priority).filter { $0 < priority && $0 > 1 })
        priorities += weaker.sorted(by: >).map { $0 - 1 }
        for lowered in priorities {
            candidates.append((WhatIf.Change(number: number, edit: .priority(lowered)), priority))
        }
        candidates.append((WhatIf.Change(number: number, edit: .deactivate), nil))
        return candidates
    }

    /// The fix `change` is: solved again, the wish's attribute decided at its value and no
    /// required constraints fighting; `nil` otherwise.
    static func check(
        _ candidate: (change: WhatIf.Change, from: Double?), wish: Wish, baseline: [WhatIf.Move],
        placement: GuidePlacement, tracer: PlacementTracer
    ) -> WishFix? {
        guard let whatIf = try? WhatIf([candidate.change], placement: placement, tracer: tracer),
            case .moves(let own, let others) = whatIf.outcome,
            let move = own.first(where: { $0.attribute == wish.attribute }), move.afterRange == nil,
            abs(move.after - wish.value) <= EngineTolerance.value
        else { return nil }
        // The guide's own other values count as moved too: a fix that keeps them is the better one.
        let ownMoved = own.filter { move in
            move.attribute != wish.attribute
                && !(baseline.first { $0.attribute == move.attribute }.map { unchanged(move, from: $0) }
                    ?? false)
        }
        return WishFix(change: candidate.change, from: candidate.from, others: ownMoved + others)
    }

    /// Whether `move` leaves the value where `baseline` (the same value with nothing changed) has
    /// it: the same value, or the same tie.
    static func unchanged(_ move: WhatIf.Move, from baseline: WhatIf.Move) -> Bool {
        switch (move.afterRange, baseline.afterRange) {
        case (nil, nil): abs(move.after - baseline.after) <= EngineTolerance.value
        case (let range?, let before?): same(range.lower, before.lower) && same(range.upper, before.upper)
        default: false
        }
    }

    /// Two ends of ranges that are both open, or both within the tolerance of each other.
    static func same(_ left: Double?, _ right: Double?) -> Bool {
        switch (left, right) {
        case (nil, nil): true
        case (let left?, let right?): abs(left - right) <= EngineTolerance.value
        default: false
        }
    }

    /// The value of `attribute` after `changes`, and whether the change decides it.
    static func value(
        of attribute: String, after changes: [WhatIf.Change], _ placement: GuidePlacement,
        _ tracer: PlacementTracer
    ) -> (value: Double, decided: Bool)? {
        guard let whatIf = try? WhatIf(changes, placement: placement, tracer: tracer),
            case .moves(let own, _) = whatIf.outcome,
            let move = own.first(where: { $0.attribute == attribute })
        else { return nil }
        return (move.after, move.afterRange == nil)
    }

    /// Fewer other values moved first, then less movement, then the smaller edit (a constant, a
    /// priority, a deactivation), then the constraint's number.
    static func precedes(_ left: WishFix, _ right: WishFix) -> Bool {
        if left.others.count != right.others.count { return left.others.count < right.others.count }
        let leftMovement = left.others.reduce(0) { $0 + abs($1.after - $1.before) }
        let rightMovement = right.others.reduce(0) { $0 + abs($1.after - $1.before) }
        if abs(leftMovement - rightMovement) > EngineTolerance.value { return leftMovement < rightMovement }
        if left.editRank != right.editRank { return left.editRank < right.editRank }
        return left.change.number < right.change.number
    }

    /// 0 for a constant, 1 for a priority, 2 for a deactivation.
    var editRank: Int {
        switch change.edit {
        case .constant: 0
        case .priority: 1
        case .deactivate: 2
        }
    }
}
