/// Constraints as the engine's rows: the one translation that conflicts (`explain`, failing
/// tests) and placements (`why`) share. An item's leading, trailing and center are its position
/// plus 0, 1 and ½ of its width; a margin edge is an edge moved in by a margin of its own; a
/// baseline is the top moved down by an offset of its own; an autoresizing mask's `minX`, `midX`
/// and `maxX` are the left edge, centre and right edge less the superview's left edge (its bounds
/// origin); sizes, margins and baseline offsets are at least 0. A content-size constraint is two
/// rows: its size at most the intrinsic value (hugging) and at least it (compression resistance).
package enum ConstraintRows {
    /// What an unknown stands for on its item.
    package enum Slot: Hashable, Sendable {
        /// The item's left or top edge.
        case position(LayoutAxis)
        /// The item's width or height.
        case size(LayoutAxis)
        /// How far a margin edge lies inside the item's edge.
        case margin(MarginEdge)
        /// How far the first or last baseline lies below the top.
        case firstBaselineOffset, lastBaselineOffset
        /// The left or top edge of an autoresizing view's superview, when the log does not name the
        /// superview: a position the log leaves free.
        case superviewOrigin(LayoutAxis)

        /// Sizes, margins and baseline offsets are at least 0; positions are not.
        package var isNonNegative: Bool {
            switch self {
            case .position, .superviewOrigin: false
            case .size, .margin, .firstBaselineOffset, .lastBaselineOffset: true
            }
        }

        /// The order unknowns are numbered in, within an item: horizontal before vertical, and
        /// within an axis the alphabetical order of the slots' names (leading margin, position,
        /// size, superview origin, trailing margin; bottom margin, first and last baselines,
        /// position, size, superview origin, top margin). A number, so that sorting thousands
        /// of unknowns builds no text.
        var order: Int {
            switch self {
            case .margin(.leading): 0
            case .position(.horizontal): 1
            case .size(.horizontal): 2
            case .superviewOrigin(.horizontal): 3
            case .margin(.trailing): 4
            case .margin(.bottom): 5
            case .firstBaselineOffset: 6
            case .lastBaselineOffset: 7
            case .position(.vertical): 8
            case .size(.vertical): 9
            case .superviewOrigin(.vertical): 10
            case .margin(.top): 11
            }
        }
    }

    /// A named unknown: an item's position or size on an axis, a margin, a baseline offset.
    package struct Variable: Hashable, Comparable, Sendable {
        package var address: ObjectAddress
        package var slot: Slot

        package init(address: ObjectAddress, slot: Slot) {
            self.address = address
            self.slot = slot
        }

        package static func < (lhs: Variable, rhs: Variable) -> Bool {
            (lhs.address, lhs.slot.order) < (rhs.address, rhs.slot.order)
        }

        /// Sizes, margins and baseline offsets are at least 0; positions are not.
        package var isNonNegative: Bool { slot.isNonNegative }
    }

    /// The axis a constraint's row lies on: one, or both when it ties them (an aspect ratio).
    package enum ConstraintAxis: String, Hashable, Sendable {
        case horizontal, vertical, both

        /// The axis as an answer names it: `horizontal`, `vertical`, `both axes`.
        package var text: String { self == .both ? "both axes" : rawValue }

        package init(_ axis: LayoutAxis) { self = axis == .horizontal ? .horizontal : .vertical }
    }

    /// Which part of its constraint a row is.
    package enum Part: Hashable, Sendable {
        /// The constraint's whole relation.
        case whole
        /// A content size's upper bound: the size at most its intrinsic value.
        case hugging
        /// A content size's lower bound: the size at least its intrinsic value.
        case compressionResistance
    }

    /// Where a row comes from: its constraint, which part of it, and the sign it was written with
    /// (`-1` for a `≤`, written as `≥` negated).
    package struct RowOrigin: Hashable, Sendable {
        package var constraint: Int
        package var part: Part
        package var orientation: Double
    }

    /// A part below required, and where it comes from: UIKit makes how far it misses as small
    /// as the rows and the goals above it allow (``LinearSystem/solvePriorities(_:reading:)``).
    package struct Goal: Hashable, Sendable {
        package var goal: LinearSystem.Goal
        package var origin: RowOrigin
    }

    /// The terms of `anchor`: `trailing` is position + width. `origin`, for an autoresizing
    /// frame attribute (`minX` … `maxY`), is the unknown of the superview edge it is measured
    /// from (``origin(of:)``); without one, a frame attribute is its edge as it stands.
    package static func terms(of anchor: LoggedAnchor, origin: Variable? = nil, fromBottom: Bool = false)
        -> (axis: LayoutAxis, terms: [(Variable, Double)])?
    {
        let address = anchor.item.address
        func variable(_ slot: Slot) -> Variable { Variable(address: address, slot: slot) }
        switch anchor.attribute {
        case .left, .leading: return (.horizontal, [(variable(.position(.horizontal)), 1)])
        case .right, .trailing:
            return (.horizontal, [(variable(.position(.horizontal)), 1), (variable(.size(.horizontal)), 1)])
        case .centerX:
            return (
                .horizontal, [(variable(.position(.horizontal)), 1), (variable(.size(.horizontal)), 0.5)]
            )
        case .width: return (.horizontal, [(variable(.size(.horizontal)), 1)])
        case .top: return (.vertical, [(variable(.position(.vertical)), 1)])
        case .bottom:
            return (.vertical, [(variable(.position(.vertical)), 1), (variable(.size(.vertical)), 1)])
        case .centerY:
            return (.vertical, [(variable(.position(.vertical)), 1), (variable(.size(.vertical)), 0.5)])
        case .height: return (.vertical, [(variable(.size(.vertical)), 1)])
        case .leftMargin, .leadingMargin:
            return (.horizontal, [(variable(.position(.horizontal)), 1), (variable(.margin(.leading)), 1)])
        case .rightMargin, .trailingMargin:
            return (
                .horizontal,
                [
                    (variable(.position(.horizontal)), 1), (variable(.size(.horizontal)), 1),
                    (variable(.margin(.trailing)), -1),
                ]
            )
        case .topMargin:
            return (.vertical, [(variable(.position(.vertical)), 1), (variable(.margin(.top)), 1)])
        case .bottomMargin:
            return (
                .vertical,
                [
                    (variable(.position(.vertical)), 1), (variable(.size(.vertical)), 1),
                    (variable(.margin(.bottom)), -1),
                ]
            )
        case .centerXWithinMargins:
            return (
                .horizontal,
                [
                    (variable(.position(.horizontal)), 1), (variable(.size(.horizontal)), 0.5),
                    (variable(.margin(.leading)), 0.5), (variable(.margin(.trailing)), -0.5),
                ]
            )
        case .centerYWithinMargins:
            return (
                .vertical,
                [
                    (variable(.position(.vertical)), 1), (variable(.size(.vertical)), 0.5),
                    (variable(.margin(.top)), 0.5), (variable(.margin(.bottom)), -0.5),
                ]
            )
        case .firstBaseline:
            return (.vertical, [(variable(.position(.vertical)), 1), (variable(.firstBaselineOffset), 1)])
        case .lastBaseline, .baseline:
            return (.vertical, [(variable(.position(.vertical)), 1), (variable(.lastBaselineOffset), 1)])
        case .minX, .midX, .maxX, .minY, .midY, .maxY:
            return frameTerms(of: anchor, origin: origin, fromBottom: fromBottom)
        case .unrecognized: return nil
        }
    }

    /// The terms of an autoresizing frame attribute (`minX` … `maxY`): its edge, less the
    /// superview edge it is measured from when there is one, or, in a superview that is not
    /// flipped (AppKit), its distance above the superview's bottom.
    static func frameTerms(of anchor: LoggedAnchor, origin: Variable?, fromBottom: Bool)
        -> (axis: LayoutAxis, terms: [(Variable, Double)])?
    {
        guard let (axis, role) = anchor.attribute.frameRole else { return nil }
        let address = anchor.item.address
        func variable(_ slot: Slot) -> Variable { Variable(address: address, slot: slot) }
        if fromBottom, axis == .vertical, let origin {
            // AppKit, a superview that is not flipped: y counts up from its bottom, so minY is
            // the bottom edge's distance above the superview's bottom (S.top + S.height − X.bottom).
            let share: Double = role == .start ? 1 : role == .center ? 0.5 : 0
            return (
                axis,
                [
                    (origin, 1), (Variable(address: origin.address, slot: .size(.vertical)), 1),
                    (variable(.position(.vertical)), -1), (variable(.size(.vertical)), -share),
                ]
            )
        }
        var terms: [(Variable, Double)] = [(variable(.position(axis)), 1)]
        switch role {
        case .center: terms.append((variable(.size(axis)), 0.5))
        case .end: terms.append((variable(.size(axis)), 1))
        case .start, .size: break
        }
        if let origin { terms.append((origin, -1)) }
        return (axis, terms)
    }

    /// The unknown the autoresizing frame attributes of `constraint` are measured from: the left
    /// or top edge of the subview's superview, whose bounds they are in. The superview is the item
    /// the log names `|` (`names: '|':…`); else, when two items are written out, the one that is not
    /// the subview (`S.width == X.maxX + 16`: the superview's size against a subview's edge;
    /// `X.midX == S.midX + 187.5`: the subview first), whose own frame attributes are then in its
    /// own bounds; else, with one item and no name, a position of the item's own that the log
    /// leaves free. `nil` for a constraint with no frame attribute. In an AppKit log a vertical
    /// frame counts from the bottom of a superview that is not flipped, which no log says: that
    /// position is free too.
    package static func origin(
        of constraint: LoggedConstraint, isAppKit: Bool = false,
        superviews: [ObjectAddress: LoggedItem] = [:],
        appKitReading: AppKitReading = .free
    ) -> Variable? {
        let anchors = [constraint.first] + (constraint.second.map { [$0] } ?? [])
        guard let axis = anchors.lazy.compactMap({ $0.attribute.frameRole?.axis }).first else { return nil }
        if isAppKit, axis == .vertical, appKitReading == .free {
            return Variable(address: constraint.first.item.address, slot: .superviewOrigin(axis))
        }
        if let superview = constraint.superview {
            return Variable(address: superview.address, slot: .position(axis))
        }
        guard let second = constraint.second else {
            // Another line may name the view's superview ('|' of a visual format it is in).
            if let superview = superviews[constraint.first.item.address] {
                return Variable(address: superview.address, slot: .position(axis))
            }
            return Variable(address: constraint.first.item.address, slot: .superviewOrigin(axis))
        }
        let firstIsSuperview =
            constraint.first.attribute.frameRole == nil && second.attribute.frameRole != nil
        let superview = firstIsSuperview ? constraint.first.item : second.item
        return Variable(address: superview.address, slot: .position(axis))
    }

    /// How an AppKit log's vertical frames (`minY`, `midY`, `maxY`) are read: their direction
    /// depends on whether the superview is flipped, which no log says.
    package enum AppKitReading: Hashable, Sendable {
        /// Free: the position is left to an unknown of its own.
        case free
        /// As in a flipped superview: from the top, as UIKit reads them.
        case flipped
        /// As in a superview that is not flipped: from the bottom, upwards.
        case notFlipped
    }

    /// Each item's superview, as the constraints name it: `names: '|':S` makes S the superview of
    /// every other item of its line (a visual format's views, an autoresizing mask's view).
    package static func superviews(in constraints: [LoggedConstraint]) -> [ObjectAddress: LoggedItem] {
        var found: [ObjectAddress: LoggedItem] = [:]
        for constraint in constraints {
            guard let superview = constraint.superview else { continue }
            for item in constraint.items where item.address != superview.address && !item.isPlaceholder {
                found[item.address] = found[item.address] ?? superview
            }
        }
        return found
    }

    /// The view an autoresizing constraint places: the item that is not its superview (the view in
    /// a visual format's brackets, the subview of `S.width == X.maxX + 16`). `superviews` are those
    /// the other constraints name (``superviews(in:)``): `W.bottom == T.bottom` places `T` when
    /// another line says `T` lies in `W`.
    package static func maskOwner(
        of constraint: LoggedConstraint, superviews: [ObjectAddress: LoggedItem] = [:]
    ) -> LoggedItem {
        let superview =
            constraint.superview?.address
            ?? origin(of: constraint).flatMap { variable in
                if case .position = variable.slot { return variable.address }
                return nil
            }
            ?? constraint.items.first { item in
                constraint.items.contains { superviews[$0.address]?.address == item.address }
            }?.address
        return constraint.items.first { $0.address != superview && !$0.isPlaceholder }
            ?? constraint.first.item
    }

    /// Turns constraints into the engine's rows: one per required, active constraint (`≤` written
    /// as `≥` negated; the constant's printed rounding kept), two for a content size (each at its
    /// own priority), plus what plain arithmetic takes as given (sizes, margins and baseline
    /// offsets at least 0; a baseline within its view's height). Parts below required are kept as
    /// goals (``goals``), for the priorities' objective.
    package struct Builder: Sendable {
        package var unknowns: [Variable: Int] = [:]
        package var system = LinearSystem()
        /// The constraint and part behind each listed row.
        package var origins: [Int: RowOrigin] = [:]
        /// The system rows of each constraint that has any.
        package var rowsOf: [Int: [Int]] = [:]
        /// The parts below required, with their priorities.
        package var goals: [Goal] = []
        /// Whether the constraints are AppKit's: a vertical autoresizing frame is then free
        /// (``ConstraintRows/origin(of:isAppKit:)``).
        package var isAppKit = false
        /// Each item's superview, as the constraints name it (``ConstraintRows/superviews(in:)``).
        package var superviews: [ObjectAddress: LoggedItem] = [:]
        /// How an AppKit log's vertical frames are read.
        package var appKitReading: AppKitReading = .free

        package init() {}

        /// The constraint behind each listed row.
        package var constraintOf: [Int: Int] { origins.mapValues(\.constraint) }

        /// The first system row of constraint `index`, if it has one.
        package func row(of index: Int) -> Int? { rowsOf[index]?.first }

        package mutating func unknown(_ variable: Variable) -> Int {
            if let known = unknowns[variable] { return known }
            let number = system.addUnknown(nonNegative: variable.isNonNegative)
            unknowns[variable] = number
            return number
        }

        /// Adds `constraint`'s rows (its required parts as rows, the rest as goals; every part as
        /// a row when `asRequired`), returning its axis, or `nil` when it adds no row.
        @discardableResult
        package mutating func add(_ constraint: LoggedConstraint, index: Int, asRequired: Bool = false)
            -> ConstraintAxis?
        {
            let origin = ConstraintRows.origin(
                of: constraint, isAppKit: isAppKit, superviews: superviews, appKitReading: appKitReading)
            let fromBottom = isAppKit && appKitReading == .notFlipped
            guard constraint.isActive != false, constraint.constant.isFinite, constraint.multiplier.isFinite,
                let first = ConstraintRows.terms(of: constraint.first, origin: origin, fromBottom: fromBottom)
            else { return nil }
            var axis = ConstraintAxis(first.axis)
            var coefficients: [Variable: Double] = [:]
            for (variable, value) in first.terms { coefficients[variable, default: 0] += value }
            if let second = constraint.second {
                guard let other = ConstraintRows.terms(of: second, origin: origin, fromBottom: fromBottom)
                else {
                    return nil
                }
                if other.axis != first.axis { axis = .both }
                for (variable, value) in other.terms {
                    coefficients[variable, default: 0] -= constraint.multiplier * value
                }
            }
            let parts: [(part: Part, relation: LayoutRelation, priority: Double)]
            if constraint.isContentSize, constraint.second == nil {
                let priorities = constraint.contentPriorities ?? .defaults
                parts = [
                    (.hugging, .lessThanOrEqual, priorities.hugging),
                    (.compressionResistance, .greaterThanOrEqual, priorities.compressionResistance),
                ]
            } else {
                parts = [(.whole, constraint.relation, constraint.priority)]
            }
            var added = false
            for part in parts {
                let sign: Double = part.relation == .lessThanOrEqual ? -1 : 1
                var terms: [Int: Double] = [:]
                for (variable, value) in coefficients.sorted(by: { $0.key < $1.key }) where value != 0 {
                    terms[unknown(variable)] = value * sign
                }
                let row = LinearSystem.Row(
                    terms: terms, relation: part.relation == .equal ? .equal : .atLeast,
                    constant: constraint.constant * sign,
                    rounding: PrintedPrecision.halfUnit(of: constraint.constant))
                let origin = RowOrigin(constraint: index, part: part.part, orientation: sign)
                if LayoutPriority.isRequired(part.priority) || asRequired {
                    rowsOf[index, default: []].append(system.rows.count)
                    origins[system.rows.count] = origin
                    system.rows.append(row)
                    added = true
                } else if part.priority > 0 {
                    goals.append(
                        Goal(goal: LinearSystem.Goal(row: row, priority: part.priority), origin: origin))
                }
            }
            return added ? axis : nil
        }

        /// The system with its assumptions added.
        package func finished() -> LinearSystem {
            var system = system
            for (variable, number) in unknowns.sorted(by: { $0.key < $1.key }) {
                switch variable.slot {
                case .firstBaselineOffset, .lastBaselineOffset:
                    guard let height = unknowns[Variable(address: variable.address, slot: .size(.vertical))]
                    else { continue }
                    system.rows.append(
                        LinearSystem.Row(
                            terms: [height: 1, number: -1], relation: .atLeast, constant: 0,
                            isAssumption: true))
                default: continue
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
