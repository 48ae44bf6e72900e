import Foundation

/// The smallest changes to the constraints of a guide's answer that bring one of its values to what
/// the developer wants (`guidelens why SNAPSHOT GUIDE --fix height=24`), or that decide a value the
/// record leaves free or tied (`--fix height`): a constant changed, a priority made required or
/// lowered below a weaker one or its own, a constraint deactivated, a constraint added (a size, a
/// pin to the owner's edge); two changes together only when no single one does. Each is solved again with ``WhatIf`` and kept only when the value is
/// then decided (at the wish, when there is one), with no required constraints fighting; the fixes
/// are ranked by what else they move, fewest first. Constraints UIKit owns (`UISV-*`,
/// `UIView-Encapsulated-Layout-*`, autoresizing masks, content sizes) are never the ones changed,
/// and nothing is added to a guide UIKit made: the fix is on the app's side.
package struct WishFix: Hashable, Sendable {
    /// A value wanted for one of the guide's attributes, as ``WhatIf`` names them.
    package struct Wish: Hashable, Sendable {
        /// `top`, `left`, `width` or `height` (window coordinates, as `why` prints them).
        package var attribute: String
        /// The value wanted; `nil` for a value decided anywhere (the record leaves it free or tied,
        /// and the developer wants it decided, where UIKit shows it first).
        package var value: Double?

        /// For a wish that a constraint of the answer which misses today hold: its number
        /// (`--fix 8`); the attribute and value are then unused.
        package var goal: Int? = nil

        /// The attributes a wish may name.
        package static let attributes = ["top", "left", "width", "height"]

        /// A wish.
        package init(attribute: String, value: Double?) {
            self.attribute = attribute
            self.value = value
        }

        /// The wish that constraint `number` of the answer hold.
        package init(goal number: Int) {
            self.init(attribute: "", value: nil)
            goal = number
        }

        /// `height=24`, `height` for the value decided anywhere, or `8` for constraint 8 of the
        /// answer to hold; `nil` for another attribute or a value that is not a finite number.
        package init?(parsing text: String) {
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            if parts.count == 1, let number = Int(parts[0]), number > 0 {
                self.init(goal: number)
                return
            }
            guard Self.attributes.contains(parts[0]) else { return nil }
            guard parts.count == 2 else {
                self.init(attribute: parts[0], value: nil)
                return
            }
            guard let value = Double(parts[1]), value.isFinite else { return nil }
            self.init(attribute: parts[0], value: value)
        }

        /// The axis of the attribute.
        var axis: LayoutAxis { attribute == "top" || attribute == "height" ? .vertical : .horizontal }
        /// Whether the attribute is a size rather than a position.
        var isSize: Bool { attribute == "width" || attribute == "height" }
    }

    /// The change, to a constraint of the answer by its number; `nil` for a fix that adds
    /// constraints instead.
    package var change: WhatIf.Change?
    /// The constraints the fix adds, as the app would write them (one, or a pin and a size when
    /// nothing less decides the value).
    package var added: [LoggedConstraint] = []
    /// A second change made together with ``change``, when no single change does it; `nil`
    /// otherwise.
    package var second: Step?
    /// The constraint's constant or priority before the change (`nil` for a deactivation or an
    /// addition).
    package var from: Double?
    /// The value the fix decides the wish's attribute at.
    package var value: Double
    /// For a wish without a value, how far that is from what UIKit shows; 0 otherwise.
    package var shift: Double = 0
    /// Every other value the change moves: the guide's own other values, then other recorded
    /// guides' and views'.
    package var others: [WhatIf.Move]

    /// A change to a constraint of the answer, and its constant or priority before (`nil` for a
    /// deactivation).
    package struct Step: Hashable, Sendable {
        /// The change.
        package var change: WhatIf.Change
        /// The constant or priority before the change.
        package var from: Double?
    }

    /// The changes the fix makes to constraints of the answer: one, or two together.
    package var changes: [WhatIf.Change] { (change.map { [$0] } ?? []) + (second.map { [$0.change] } ?? []) }

    /// The fixes for `wish`, best first, and, when there are none, why.
    package struct Search: Sendable {
        /// The wish.
        package var wish: Wish
        /// The value the wish's attribute has now.
        package var current: Double?
        /// Whether the record decides that value (rather than leaving it to a tie or open).
        package var isDecided = false
        /// Where the record leaves the value free or tied: how far it may be (an end `nil` when
        /// open); `nil` when it is decided.
        package var range: ValueRange?
        /// Whether the range is a tie of goals rather than nothing deciding the value.
        package var isTie = false
        /// The value in the recorded frame: what UIKit shows.
        package var recorded: Double?
        /// Whether the guide is one UIKit makes for itself, so that no constraint is added to it.
        package var isUIKits = false
        /// For a goal: the constraint as read, and whether it holds today.
        package var goal: (constraint: LoggedConstraint, holds: Bool?)?

        /// Whether the value is decided at the wish already (decided at all, for a wish without a
        /// value): nothing to change.
        package var isMet: Bool {
            if wish.goal != nil { return goal?.holds == true }
            guard isDecided, let current else { return false }
            guard let wanted = wish.value else { return true }
            return abs(current - wanted) <= EngineTolerance.value
        }
        /// The fixes, best first.
        package var fixes: [WishFix]
        /// The constraints of the answer the search could change (the app's, read, active).
        package var changeable: [Int]
        /// Whether pairs of changes were searched: only when no single change does it.
        package var pairsSearched = false
        /// Whether the search of pairs stopped at ``WishFix/pairSolveLimit`` before trying them all.
        package var pairsCut = false
    }

    /// Searches the single changes to `placement`'s constraints (and the constraints added) that
    /// decide `wish`'s attribute at its value; two changes together when none does and `pairs` is
    /// true (FLEX's guide details, on the app's main thread, search single changes only).
    package static func search(
        _ wish: Wish, placement: GuidePlacement, tracer: PlacementTracer, pairs searchesPairs: Bool = true
    ) -> Search {
        let changeable = placement.constraints.filter { isChangeable($0) || isContentSize($0) }.map(\.number)
        var search = Search(wish: wish, current: nil, fixes: [], changeable: changeable)
        let base = WhatIf.Base(tracer: tracer)
        if let goal = wish.goal {
            return searchGoal(goal, search, placement: placement, base: base, pairs: searchesPairs)
        }
        guard let baseline = try? WhatIf([], placement: placement, base: base),
            case .moves(let own, _) = baseline.outcome,
            let current = own.first(where: { $0.attribute == wish.attribute })
        else { return search }
        search.current = current.after
        search.isDecided = current.afterRange == nil
        search.range = current.afterRange
        search.isTie = current.isTie
        search.recorded = tracer.rect(of: placement.address).flatMap { value(of: wish.attribute, in: $0) }
        search.isUIKits = isUIKits(placement.address, tracer)
        guard !search.isMet else { return search }
        var all: [(WhatIf.Change, from: Double?)] = []
        for constraint in placement.constraints where changeable.contains(constraint.number) {
            all += candidates(for: constraint, wish: wish, current: current.after, placement, base)
        }
        for candidate in all {
            if let fix = check(
                candidate.0, from: candidate.from, wish: wish, baseline: own, placement: placement,
                base: base)
            {
                search.fixes.append(fix)
            }
        }
        for added in additions(for: wish, placement: placement, tracer: tracer) {
            if let fix = check(added, wish: wish, baseline: own, placement: placement, base: base),
                !search.fixes.contains(where: { same(fix.added, $0.added) })
            {
                search.fixes.append(fix)
            }
        }
        if search.fixes.isEmpty && searchesPairs {
            let pairs = pairs(of: all, wish: wish, placement: placement, base: base) { changes in
                guard let whatIf = try? WhatIf(changes, placement: placement, base: base) else {
                    return nil
                }
                return decided(whatIf, wish: wish, baseline: own)
            }
            search.pairsSearched = true
            search.pairsCut = pairs.isCut
            search.fixes = pairs.fixes
        }
        search.fixes = ranked(search.fixes)
        return search
    }

    /// `fixes` best first (``precedes(_:_:)``); fixes it ranks alike keep the order they were
    /// found in.
    static func ranked(_ fixes: [WishFix]) -> [WishFix] {
        fixes.enumerated().sorted { left, right in
            precedes(left.element, right.element)
                || (!precedes(right.element, left.element) && left.offset < right.offset)
        }.map(\.element)
    }

    /// The value of `attribute` in a window-coordinate rectangle.
    static func value(of attribute: String, in rect: Rect) -> Double? {
        let value: Double
        switch attribute {
        case "top": value = rect.minY
        case "left": value = rect.minX
        case "width": value = rect.width
        case "height": value = rect.height
        default: return nil
        }
        return value.isFinite ? value : nil
    }

    /// Whether `constraint` is a view's content size, active and read: the app sets its hugging and
    /// compression resistance (`setContentHuggingPriority`), though UIKit makes the constraint.
    static func isContentSize(_ constraint: PlacementConstraint) -> Bool {
        guard let read = constraint.read, constraint.isActive, read.isContentSize else { return false }
        switch constraint.source {
        case .intrinsicSize, .view, .guide: return true
        case .contentOrigin: return false
        }
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
        _ base: WhatIf.Base
    ) -> [(WhatIf.Change, from: Double?)] {
        guard let read = constraint.read else { return [] }
        if isContentSize(constraint) { return contentPriorityCandidates(for: constraint, placement) }
        var candidates: [(WhatIf.Change, from: Double?)] = []
        let number = constraint.number
        let probe = WhatIf.Change(number: number, edit: .constant(read.constant + 1))
        if let wanted = wish.value, let probed = value(of: wish.attribute, after: [probe], placement, base),
            probed.decided
        {
            let slope = probed.value - current
            if abs(slope) > EngineTolerance.value {
                let constant = read.constant + (wanted - current) / slope
                candidates.append((WhatIf.Change(number: number, edit: .constant(constant)), read.constant))
            }
        }
        let priority = constraint.priority
        let isOptional = !LayoutPriority.isRequired(priority)
        var priorities: [Double] = isOptional ? [LayoutPriority.required] : []
        // Below each weaker priority (that goal then wins), and below its own when it is optional
        // (a tie with another goal of the same priority is then broken).
        var below = Set(placement.constraints.map(\.priority).filter { $0 < priority && $0 > 1 })
        if isOptional && priority > 1 { below.insert(priority) }
        priorities += below.sorted(by: >).map { $0 - 1 }
        for lowered in priorities {
            candidates.append((WhatIf.Change(number: number, edit: .priority(lowered)), priority))
        }
        candidates.append((WhatIf.Change(number: number, edit: .deactivate), nil))
        return candidates
    }

    /// A content size's hugging and compression resistance each set just below and just above
    /// every other priority the answer weighs (its constraints' and the content sizes'), so that
    /// the view gives way to a goal it beats today, or holds against one that beats it.
    package static func contentPriorityCandidates(
        for constraint: PlacementConstraint, _ placement: GuidePlacement
    )
        -> [(WhatIf.Change, from: Double?)]
    {
        guard let read = constraint.read else { return [] }
        let own = read.contentPriorities ?? ContentPriorities.defaults
        var levels = Set<Double>()
        for other in placement.constraints where other.isActive {
            if let priorities = other.read?.contentPriorities, other.read?.isContentSize == true {
                levels.insert(priorities.hugging)
                levels.insert(priorities.compressionResistance)
            } else if !LayoutPriority.isRequired(other.priority) {
                levels.insert(other.priority)
            }
        }
        var candidates: [(WhatIf.Change, from: Double?)] = []
        for (current, edit) in [
            (own.hugging, LayoutModel.Edit.hugging),
            (own.compressionResistance, LayoutModel.Edit.compressionResistance),
        ] {
            var values = Set<Double>()
            for level in levels where level != current {
                for value in [level - 1, level + 1]
                where value >= 1 && value <= ConflictFix.optionalPriority && value != current {
                    values.insert(value)
                }
            }
            for value in values.sorted(by: >) {
                candidates.append((WhatIf.Change(number: constraint.number, edit: edit(value)), current))
            }
        }
        return candidates
    }

    /// The fix `change` is: solved again, the wish's attribute decided (at its value, when it has
    /// one) and no required constraints fighting; `nil` otherwise.
    static func check(
        _ change: WhatIf.Change, from: Double?, wish: Wish, baseline: [WhatIf.Move],
        placement: GuidePlacement,
        base: WhatIf.Base
    ) -> WishFix? {
        guard let whatIf = try? WhatIf([change], placement: placement, base: base),
            let (value, shift, others) = decided(whatIf, wish: wish, baseline: baseline)
        else { return nil }
        return WishFix(change: change, from: from, value: value, shift: shift, others: others)
    }

    /// The fix adding `added` is: solved again as for a change.
    static func check(
        _ added: [LoggedConstraint], wish: Wish, baseline: [WhatIf.Move], placement: GuidePlacement,
        base: WhatIf.Base
    ) -> WishFix? {
        guard let whatIf = try? WhatIf([], adding: added, placement: placement, base: base),
            let (value, shift, others) = decided(whatIf, wish: wish, baseline: baseline)
        else { return nil }
        return WishFix(change: nil, added: added, value: value, shift: shift, others: others)
    }

    /// Where `whatIf` decides the wish's attribute, when it does (at the wish, when it has a value),
    /// how far that is from what UIKit shows (for a wish without a value), and every other value it
    /// moves; `nil` when it leaves the attribute undecided or elsewhere, or required constraints
    /// fight.
    static func decided(_ whatIf: WhatIf, wish: Wish, baseline: [WhatIf.Move])
        -> (value: Double, shift: Double, others: [WhatIf.Move])?
    {
        guard case .moves(let own, let others) = whatIf.outcome,
            let move = own.first(where: { $0.attribute == wish.attribute }), move.afterRange == nil
        else { return nil }
        if let wanted = wish.value, abs(move.after - wanted) > EngineTolerance.value { return nil }
        // The guide's own other values count as moved too: a fix that keeps them is the better one.
        let ownMoved = own.filter { move in
            move.attribute != wish.attribute
                && !(baseline.first { $0.attribute == move.attribute }.map { unchanged(move, from: $0) }
                    ?? false)
        }
        guard !leavesUndecided(ownMoved + others) else { return nil }
        // Before the change, an undecided value is the recorded one: what UIKit shows.
        let shift = wish.value == nil ? abs(move.after - move.before) : 0
        return (move.after, shift, ownMoved + others)
    }

    /// Whether a change leaves a value the record decides today free or tied: it trades one
    /// question for an ambiguity, so it is no fix.
    static func leavesUndecided(_ moves: [WhatIf.Move]) -> Bool {
        moves.contains { $0.wasDecided && $0.afterRange != nil }
    }

    /// Whether `move` leaves the value where `baseline` (the same value with nothing changed) has
    /// it: the same value, or the same tie; or decides a value the record left free or tied where
    /// UIKit shows it.
    static func unchanged(_ move: WhatIf.Move, from baseline: WhatIf.Move) -> Bool {
        switch (move.afterRange, baseline.afterRange) {
        case (nil, nil): abs(move.after - baseline.after) <= EngineTolerance.value
        case (let range?, let before?): same(range.lower, before.lower) && same(range.upper, before.upper)
        case (nil, _?): abs(move.after - baseline.before) <= EngineTolerance.value
        case (_?, nil): false
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
        _ base: WhatIf.Base
    ) -> (value: Double, decided: Bool)? {
        guard let whatIf = try? WhatIf(changes, placement: placement, base: base),
            case .moves(let own, _) = whatIf.outcome,
            let move = own.first(where: { $0.attribute == attribute })
        else { return nil }
        return (move.after, move.afterRange == nil)
    }

    /// Fewer values moved first, then less movement, then the smaller edit (a constant, a
    /// priority, a deactivation), then the constraint's number.
    static func precedes(_ left: WishFix, _ right: WishFix) -> Bool {
        if left.movedCount != right.movedCount { return left.movedCount < right.movedCount }
        let leftMovement = left.others.reduce(left.shift) { $0 + abs($1.after - $1.before) }
        let rightMovement = right.others.reduce(right.shift) { $0 + abs($1.after - $1.before) }
        if abs(leftMovement - rightMovement) > EngineTolerance.value { return leftMovement < rightMovement }
        if left.editRank != right.editRank { return left.editRank < right.editRank }
        let (leftNumbers, rightNumbers) = (left.changes.map(\.number), right.changes.map(\.number))
        if !leftNumbers.isEmpty, !rightNumbers.isEmpty {
            return leftNumbers.lexicographicallyPrecedes(rightNumbers)
        }
        return false
    }

    /// How many values the fix moves: the others, and the attribute itself when it is decided away
    /// from what UIKit shows.
    var movedCount: Int { others.count + (shift > EngineTolerance.value ? 1 : 0) }

    /// 0 for a constant, 1 for a priority, 2 for a deactivation, 3 for constraints added; for two
    /// changes, the larger of theirs.
    var editRank: Int {
        guard let second else { return Self.rank(change?.edit) }
        return max(Self.rank(change?.edit), Self.rank(second.change.edit))
    }

    /// 0 for a constant, 1 for a priority, 2 for a deactivation, 3 for none (constraints added).
    static func rank(_ edit: LayoutModel.Edit?) -> Int {
        switch edit {
        case .constant: 0
        case .priority, .hugging, .compressionResistance: 1
        case .deactivate: 2
        case nil: 3
        }
    }

    /// Whether two lists of added constraints are the same equations.
    static func same(_ left: [LoggedConstraint], _ right: [LoggedConstraint]) -> Bool {
        !left.isEmpty
            && left.map { ConflictExplanation.equation($0) } == right.map { ConflictExplanation.equation($0) }
    }
}
