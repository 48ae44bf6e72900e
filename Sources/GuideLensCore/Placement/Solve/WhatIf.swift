/// What a change to a guide's constraints would do, before it is made in code: the record solved
/// again with the change (``LayoutModel``), and what moves and by how much; or, when the change
/// leaves required constraints that cannot hold together, that conflict with its arithmetic, as
/// `guidelens explain` writes it. Constraints are named by their numbers in the guide's answer.
package struct WhatIf: Sendable {
    /// One change: a constraint of the answer, by number, and what is done to it.
    package struct Change: Hashable, Sendable {
        package var number: Int
        package var edit: LayoutModel.Edit

        package init(number: Int, edit: LayoutModel.Edit) {
            self.number = number
            self.edit = edit
        }
    }

    /// A value that moves, or (for the guide asked about) stays.
    package struct Move: Hashable, Sendable {
        package var name: String
        package var address: ObjectAddress
        package var isGuide: Bool
        /// `top`, `height`, `left`, `width`.
        package var attribute: String
        package var before: Double
        /// The value after the change; where the change leaves it a tie or open, the value the
        /// engine happened to reach, and ``afterRange`` says how far it may be.
        package var after: Double
        /// Where the change leaves the value equally good anywhere in a range (a tie within a
        /// priority), or free within one: that range. `nil` when the change decides the value.
        package var afterRange: ValueRange? = nil
        /// Whether the range is a tie of goals (rather than nothing deciding the value at all).
        package var isTie = false
        /// Whether the record decides the value before the change (rather than leaving it to a tie
        /// or open).
        package var wasDecided = true

        /// Whether it moves by more than the answer's tolerance, or may: a value a change leaves to a
        /// tie or open counts as moving.
        package var moves: Bool { afterRange != nil || abs(after - before) > EngineTolerance.value }
    }

    /// What the change does.
    package enum Outcome: Sendable {
        /// The guide's own values (moved or not), then every other recorded value that moves.
        case moves(own: [Move], others: [Move])
        /// Required constraints that cannot hold together with the change: the conflict, read as
        /// a log's, which of its constraints is which number of the answer, and which were changed.
        case conflict(Conflict, answerNumbers: [Int?], changed: [Bool])
        /// The engine could not settle it.
        case unsettled(UnsettledReason)
    }

    /// Why a change could not be made.
    package enum Failure: Error, Hashable, Sendable, CustomStringConvertible {
        /// The answer has no constraint with this number.
        case noConstraint(Int, count: Int)
        /// The constraint could not be read, so it cannot be changed.
        case unread(Int)
        /// A priority outside 1…1000.
        case priority(Int, Double)
        /// A value that is not a finite number.
        case notFinite(Int)
        /// A content priority set on a constraint that is not a content size.
        case notContentSize(Int)

        package var description: String {
            switch self {
            case .noConstraint(let number, let count):
                "the answer has no constraint \(number) (it lists \(count))"
            case .unread(let number): "constraint \(number) could not be read, so it cannot be changed"
            case .priority(let number, let value):
                "constraint \(number): a priority is from 1 to 1000, not \(PlacementText.number(value))"
            case .notFinite(let number): "constraint \(number): the value is not a finite number"
            case .notContentSize(let number):
                "constraint \(number) is not a content size, so it has no hugging or compression resistance"
            }
        }
    }

    /// The changes, the answer they name constraints of, and what they do.
    package let changes: [Change]
    /// The constraints added, as the app would add them.
    package let added: [LoggedConstraint]
    package let placement: GuidePlacement
    package let outcome: Outcome
    /// The record solved again with the change: each recomputed item's values.
    package let solved: Recomputation
    /// The model solved, with any constraints added.
    package let model: LayoutModel

    /// What `changes` to the constraints of `placement` (the answer for one guide of the snapshot
    /// `tracer` indexed) would do.
    ///
    /// Throws a ``Failure`` (untyped: the iOS toolchain this package supports cannot compile a typed
    /// `throws` in an initializer of the core).
    package init(
        _ changes: [Change], adding added: [LoggedConstraint] = [], placement: GuidePlacement,
        tracer: PlacementTracer
    ) throws {
        try self.init(changes, adding: added, placement: placement, base: Base(tracer: tracer))
    }

    /// The record's model and its layout solved with nothing changed: what every what-if of one
    /// search of fixes starts from, built and solved once instead of once a change.
    package struct Base: Sendable {
        /// The model of the snapshot.
        package let model: LayoutModel
        /// Its layout solved as recorded.
        package let before: Recomputation

        /// The base of the snapshot `tracer` indexed.
        package init(tracer: PlacementTracer) {
            model = LayoutModel(tracer: tracer)
            before = model.recompute()
        }
    }

    /// What `changes` to the constraints of `placement` would do, from `base`.
    package init(
        _ changes: [Change], adding added: [LoggedConstraint] = [], placement: GuidePlacement, base: Base
    ) throws {
        let model = base.model
        var edits: [Int: [LayoutModel.Edit]] = [:]
        for change in changes {
            guard let constraint = placement.constraints.first(where: { $0.number == change.number }) else {
                throw Failure.noConstraint(change.number, count: placement.constraints.count)
            }
            switch change.edit {
            case .priority(let value) where !(value >= 1 && value <= 1000),
                .hugging(let value) where !(value >= 1 && value <= 1000),
                .compressionResistance(let value) where !(value >= 1 && value <= 1000):
                throw Failure.priority(change.number, value)
            case .hugging, .compressionResistance:
                guard constraint.read?.isContentSize == true else {
                    throw Failure.notContentSize(change.number)
                }
            case .constant(let value) where !value.isFinite: throw Failure.notFinite(change.number)
            default: break
            }
            guard constraint.read != nil, let entry = Self.entry(of: constraint, in: model),
                model.entries[entry].read != nil
            else {
                throw Failure.unread(change.number)
            }
            edits[entry, default: []].append(change.edit)
        }
        self.changes = changes
        self.added = added
        self.placement = placement
        let before = base.before
        let changed = added.isEmpty ? model : model.adding(added, owner: placement.address)
        let after = changed.recompute(edits: edits)
        solved = after
        self.model = changed
        outcome = Self.outcome(
            before: before, after: after, model: changed, edits: edits, placement: placement,
            addedFrom: model.entries.count)
    }

    /// The value of `anchor` in the layout solved with the change: a recomputed item's value as
    /// solved (`nil` where the change leaves it free or tied), any other item's from its recorded
    /// frame; `nil` for an attribute that is not an edge, a centre or a size.
    package func value(of anchor: LoggedAnchor, orRecorded: Bool = false) -> Double? {
        guard let (axis, role) = anchor.attribute.plainRole else { return nil }
        let address = anchor.item.address
        let start: Double?
        let size: Double?
        if model.isPlaced(address) {
            let checks = solved.checks.filter { $0.address == address && $0.axis == axis }
            let startCheck = checks.first { $0.role == .start }
            let sizeCheck = checks.first { $0.role == .size }
            start = startCheck?.computed ?? (orRecorded ? startCheck?.recorded : nil)
            size = sizeCheck?.computed ?? (orRecorded ? sizeCheck?.recorded : nil)
        } else if let rect = model.tracer.rect(of: address) {
            (start, size) = axis == .horizontal ? (rect.minX, rect.width) : (rect.minY, rect.height)
        } else {
            return nil
        }
        switch role {
        case .start: return start
        case .size: return size
        case .end: return start.flatMap { start in size.map { start + $0 } }
        case .center: return start.flatMap { start in size.map { start + $0 / 2 } }
        }
    }

    /// Whether `constraint` (as the model reads it) holds in the layout solved with the change, to
    /// the answer's tolerance; `nil` when a value it names is left free or tied (unless
    /// `orRecorded`: then such a value is the one UIKit shows), or cannot be read.
    package func holds(_ constraint: LoggedConstraint, orRecorded: Bool = false) -> Bool? {
        guard let first = value(of: constraint.first, orRecorded: orRecorded) else { return nil }
        var other = constraint.constant
        if let second = constraint.second {
            guard let value = value(of: second, orRecorded: orRecorded) else { return nil }
            other += constraint.multiplier * value
        }
        switch constraint.relation {
        case .equal: return abs(first - other) <= EngineTolerance.value
        case .lessThanOrEqual: return first <= other + EngineTolerance.value
        case .greaterThanOrEqual: return first >= other - EngineTolerance.value
        }
    }

    /// Where a constraint of the answer is among the model's entries.
    static func entry(of constraint: PlacementConstraint, in model: LayoutModel) -> Int? {
        model.entry(of: constraint)
    }

    /// The moves between two recomputations, or the conflict the change creates.
    static func outcome(
        before: Recomputation, after: Recomputation, model: LayoutModel, edits: [Int: [LayoutModel.Edit]],
        placement: GuidePlacement, addedFrom: Int
    ) -> Outcome {
        var conflicting: [Int] = []
        for check in after.checks {
            switch check.outcome {
            case .conflict(let entries) where conflicting.isEmpty: conflicting = entries
            case .unsettled(let reason) where check.address == placement.address: return .unsettled(reason)
            default: continue
            }
        }
        if !conflicting.isEmpty {
            return conflict(
                conflicting, model: model, edits: edits, placement: placement, addedFrom: addedFrom)
        }
        var own: [Move] = []
        var others: [Move] = []
        for (old, new) in zip(before.checks, after.checks) {
            let first = old.computed ?? old.recorded
            var move = Move(
                name: new.name, address: new.address, isGuide: new.isGuide,
                attribute: PlacementText.name(new),
                before: first, after: new.computed ?? first)
            switch old.outcome {
            case .open, .tied: move.wasDecided = false
            case .matches, .differs, .conflict, .unsettled: break
            }
            switch new.outcome {
            case .matches, .differs: break
            case .tied(let lower, let upper):
                // Another value tied before and after alike, over the same range, did not move.
                if new.address != placement.address, case .tied(let oldLower, let oldUpper) = old.outcome,
                    abs(oldLower - lower) <= EngineTolerance.value,
                    abs(oldUpper - upper) <= EngineTolerance.value
                {
                    continue
                }
                move.afterRange = ValueRange(lower: lower, upper: upper)
                move.isTie = true
            case .open(let lower, let upper):
                // Another value open before and after alike is no move; open only after the change
                // is. The guide's own values are all listed, open or not.
                if new.address != placement.address, case .open = old.outcome { continue }
                move.afterRange = ValueRange(lower: lower, upper: upper)
            case .conflict, .unsettled: continue
            }
            if new.address == placement.address {
                own.append(move)
            } else if move.moves {
                others.append(move)
            }
        }
        return .moves(own: own, others: others)
    }

    /// The conflict among `entries` (with the change made), as a log would list it: each constraint
    /// read, and each given item's recorded frame as a constraint of its own, so that the sum
    /// shows every number it needs. Entries from `addedFrom` on are constraints the change adds.
    static func conflict(
        _ entries: [Int], model: LayoutModel, edits: [Int: [LayoutModel.Edit]], placement: GuidePlacement,
        addedFrom: Int
    ) -> Outcome {
        var constraints: [LoggedConstraint] = []
        var numbers: [Int?] = []
        var changed: [Bool] = []
        var named: [LoggedItem] = []
        for entry in entries {
            guard var read = model.entries[entry].read else { continue }
            for edit in edits[entry] ?? [] { read = edit.applied(to: read) }
            changed.append(edits[entry] != nil || entry >= addedFrom)
            constraints.append(read)
            numbers.append(
                placement.constraints.first { Self.entry(of: $0, in: model) == entry }?.number)
            for item in read.items
            where !model.isPlaced(item.address) && !named.contains(where: { $0.address == item.address }) {
                named.append(item)
            }
        }
        // A recorded frame joins the list on the axes the conflicting constraints place: the
        // other axis holds, and its rows would only add a second, empty sum.
        let axes = Set(
            constraints.flatMap { [$0.first.attribute.axis, $0.second?.attribute.axis] }.compactMap { $0 })
        for item in named {
            for attribute in [LayoutAttribute.left, .width, .top, .height]
            where attribute.axis.map(axes.contains) ?? true {
                let variable = ConstraintRows.Variable(
                    address: item.address,
                    slot: attribute == .width || attribute == .height
                        ? .size(attribute.axis ?? .horizontal) : .position(attribute.axis ?? .horizontal))
                guard let value = model.givenValue(variable) else { continue }
                constraints.append(
                    LoggedConstraint(
                        className: Self.recordedFrame, address: ObjectAddress(0),
                        identifier: "recorded frame",
                        first: LoggedAnchor(item: item, attribute: attribute), relation: .equal,
                        constant: value))
                numbers.append(nil)
                changed.append(false)
            }
        }
        var conflict = Conflict(line: 0, constraints: constraints, broken: nil)
        conflict.isList = true
        return .conflict(conflict, answerNumbers: numbers, changed: changed)
    }

    /// The class name a recorded frame, taken as a constraint of a what-if's conflict, goes by.
    package static let recordedFrame = "GuideLensRecordedFrame"
}
