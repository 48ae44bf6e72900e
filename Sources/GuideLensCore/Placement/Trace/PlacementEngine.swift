/// What the one linear engine (``LinearSystem``) says of a guide on one axis: the recorded
/// required constraints as rows (the shared ``ConstraintRows/Builder``), every view and every
/// guide UIKit places given by its frame; then whether the guide's position and size follow
/// from the equations (and from which), are held from both sides by inequalities, are decided
/// by a constraint below required, or are free; and which required constraints override one
/// below required that is not met.
struct PlacementEngine {
    let tracer: PlacementTracer
    /// The item whose position and size are asked about: a guide, or a view the trace reached.
    let target: ObjectAddress
    let axis: LayoutAxis
    let constraints: [PlacementConstraint]
    /// Writes a constraint with names and values, as the trace does.
    let equation: (LoggedConstraint) -> TraceEquation
    private(set) var builder = ConstraintRows.Builder()
    private(set) var system = LinearSystem()

    /// How far a value must be movable to count as free: half a point, well beyond rounding.
    static let freedomMargin = 0.5

    init(
        tracer: PlacementTracer, target: ObjectAddress, axis: LayoutAxis, constraints: [PlacementConstraint],
        equation: @escaping (LoggedConstraint) -> TraceEquation
    ) {
        self.tracer = tracer
        self.target = target
        self.axis = axis
        self.constraints = constraints
        self.equation = equation
        for (index, constraint) in constraints.enumerated() {
            guard let read = constraint.read else { continue }
            builder.add(Self.inHierarchy(read), index: index)
        }
        system = Self.withGivens(builder, tracer: tracer, target: target)
    }

    /// The builder's rows, plus one equation per known value of a view or a UIKit-placed guide
    /// (taken as given, so never named as a constraint); without `givingRecordedLayouts`, a view
    /// whose layout the record holds is left to its constraints.
    static func withGivens(
        _ builder: ConstraintRows.Builder, tracer: PlacementTracer, target: ObjectAddress,
        givingRecordedLayouts: Bool = true
    ) -> LinearSystem {
        var system = builder.finished()
        for (variable, number) in builder.unknowns.sorted(by: { $0.key < $1.key }) {
            let address = variable.address
            if case .superviewOrigin(let axis) = variable.slot {
                if let origin = tracer.superviewOrigin(of: address, on: axis) {
                    system.rows.append(
                        LinearSystem.Row(
                            terms: [number: 1], relation: .equal, constant: origin, isAssumption: true))
                }
                continue
            }
            guard address != target, tracer.isView(address) || tracer.isPlacedByUIKit(address),
                givingRecordedLayouts || tracer.layout(of: address) == nil,
                let frame = tracer.rect(of: address)
            else { continue }
            let value: Double?
            switch variable.slot {
            case .position(.horizontal): value = frame.minX
            case .size(.horizontal): value = frame.width
            case .position(.vertical): value = frame.minY
            case .size(.vertical): value = frame.height
            case .margin(.leading): value = tracer.marginGuides[address].map { $0.minX - frame.minX }
            case .margin(.trailing): value = tracer.marginGuides[address].map { frame.maxX - $0.maxX }
            case .margin(.top): value = tracer.marginGuides[address].map { $0.minY - frame.minY }
            case .margin(.bottom): value = tracer.marginGuides[address].map { frame.maxY - $0.maxY }
            case .firstBaselineOffset, .lastBaselineOffset, .superviewOrigin: value = nil
            }
            guard let value, value.isFinite else { continue }
            system.rows.append(
                LinearSystem.Row(terms: [number: 1], relation: .equal, constant: value, isAssumption: true))
        }
        return system
    }

    /// `read` as a snapshot places it: the record's hierarchy names each view's superview, so a
    /// one-item autoresizing constraint (`minX == 16`) is measured from its view's superview's
    /// bounds origin (``PlacementTracer/superviewOrigin(of:on:)``, a scroll view's content offset
    /// included), not from the superview's frame that the log's `'|'` names.
    static func inHierarchy(_ read: LoggedConstraint) -> LoggedConstraint {
        guard read.isAutoresizing, read.second == nil else { return read }
        var copy = read
        copy.superview = nil
        return copy
    }

    /// The unknown of the guide's position (`.start`) or size on this axis, if any constraint
    /// names it.
    func unknown(_ role: AxisRole) -> Int? {
        let slot: ConstraintRows.Slot = role == .size ? .size(axis) : .position(axis)
        return builder.unknowns[ConstraintRows.Variable(address: target, slot: slot)]
    }

    /// The guide's start (its position), end (position + size) or size as terms of the unknowns;
    /// `nil` when a constraint names none of them.
    func terms(_ role: AxisRole) -> [Int: Double]? {
        switch role {
        case .start, .size: return unknown(role).map { [$0: 1] }
        case .end:
            guard let position = unknown(.start), let size = unknown(.size) else { return nil }
            return [position: 1, size: 1]
        case .center: return nil
        }
    }

    /// The constraint numbers behind system rows (givens left out).
    func numbers(_ rows: [Int]) -> [Int] {
        Array(Set(rows.compactMap { builder.origins[$0].map { constraints[$0.constraint].number } })).sorted()
    }

    /// How the guide's position (`.start`, or `.end` for a right-to-left leading edge) or size
    /// (`.size`) is decided.
    func decision(for role: AxisRole, value: Double) -> Decision {
        guard let terms = terms(role) else { return priorityDecision(for: role, value: value) }
        let rows = Array(system.rows.indices)
        if let combination = system.combination(of: terms, from: rows) {
            // Through the recorded views' own constraints where those fix it, as the trace goes,
            // rather than stopping at their recorded frames.
            let through = Self.withGivens(
                builder, tracer: tracer, target: target, givingRecordedLayouts: false)
            if through.rows.count < system.rows.count,
                let deeper = through.combination(of: terms, from: Array(through.rows.indices))
            {
                return .fixed(numbers(Array(deeper.keys)))
            }
            return .fixed(numbers(Array(combination.keys)))
        }
        // Held from both sides: moving it half a point either way breaks a required row.
        guard value.isFinite else { return .free }
        var above = system
        above.rows.append(
            LinearSystem.Row(terms: terms, relation: .atLeast, constant: value + Self.freedomMargin))
        var below = system
        below.rows.append(
            LinearSystem.Row(
                terms: terms.mapValues { -$0 }, relation: .atLeast, constant: -(value - Self.freedomMargin)))
        switch (above.feasibility(), below.feasibility()) {
        case (.infeasible(let up), .infeasible(let down)):
            // The rows that hold it from each side, none of them spare, and the same whatever path
            // the arithmetic took: the members of the two minimal conflicts.
            let upward = above.minimalConflict(in: Array(above.rows.indices), from: up, reading: .exact)
            let downward = below.minimalConflict(in: Array(below.rows.indices), from: down, reading: .exact)
            return .heldByInequalities(
                numbers((upward?.members ?? up.rows) + (downward?.members ?? down.rows)))
        case (.notSettled(let reason), _), (_, .notSettled(let reason)):
            return .notSettled(reason)
        default:
            return priorityDecision(for: role, value: value)
        }
    }

    /// What the priorities below required decide of the guide's position or size, when the
    /// required constraints leave it free: the value UIKit's engine chooses (solved in tiers,
    /// ``LinearSystem/solvePriorities(_:reading:)``), the goals that hold it and those that lose;
    /// where equally good values leave it open, or weighing priorities as numbers would move it,
    /// the verdict says which goals could decide it. Free when no goal bounds it.
    func priorityDecision(for role: AxisRole, value: Double) -> Decision {
        guard let terms = terms(role), !builder.goals.isEmpty else { return .free }
        let goals = builder.goals.map(\.goal)
        var solution: PrioritySolution
        switch system.solvePriorities(goals) {
        case .solved(let solved): solution = solved
        case .notSettled(let reason): return .notSettled(reason)
        case .infeasible: return .free
        }
        let ends = solution.extremes(of: terms)
        guard let lower = ends.lower, let upper = ends.upper else { return .free }
        var chosen = solution.value(of: terms)
        // Where equally good values tie, UIKit's pick is the recorded value when it is one of them:
        // the goals are weighed there, not at whichever end the arithmetic reached first.
        if upper.value - lower.value > Self.freedomMargin, value.isFinite,
            value >= lower.value - Self.freedomMargin, value <= upper.value + Self.freedomMargin
        {
            var atRecorded = system
            atRecorded.rows.append(LinearSystem.Row(terms: terms, relation: .equal, constant: value))
            if case .solved(let solved) = atRecorded.solvePriorities(goals) {
                solution = solved
                chosen = value
            }
        }
        let relevant = relevantGoals(to: terms)
        var verdict = PriorityVerdict(value: chosen, holding: [], losing: [], standing: [], uncertainty: nil)
        for index in relevant {
            let outcome = self.outcome(index, miss: solution.misses[index])
            if outcome.miss > EngineTolerance.value {
                verdict.losing.append(outcome)
            } else if moves(terms, from: chosen, without: index, goals: goals) {
                verdict.holding.append(outcome)
            } else {
                verdict.standing.append(outcome)
            }
        }
        if upper.value - lower.value > Self.freedomMargin {
            let deciding = relevant.filter { index in
                abs(goals[index].miss(at: lower.point) - goals[index].miss(at: upper.point))
                    > EngineTolerance.value
            }
            verdict.uncertainty = .tie(
                lower: lower.value, upper: upper.value, deciding: deciding.map { number(ofGoal: $0) })
        } else if let weighed = system.solvePriorities(goals, reading: .weights).solution {
            let other = weighed.value(of: terms)
            if abs(other - chosen) > Self.freedomMargin {
                let outweighing = relevant.filter {
                    weighed.misses[$0] <= EngineTolerance.value
                        && solution.misses[$0] > EngineTolerance.value
                }
                verdict.uncertainty = .weighedAsNumbers(
                    value: other, outweighing: outweighing.map { number(ofGoal: $0) })
            }
        }
        return .decidedByPriority(verdict)
    }

    /// The goals that share an unknown with `terms`, directly or through rows and other goals.
    func relevantGoals(to terms: [Int: Double]) -> [Int] {
        var reached = Set(terms.keys)
        let goals = builder.goals.map(\.goal.row)
        var grew = true
        while grew {
            grew = false
            for row in system.rows + goals where !row.isAssumption {
                let unknowns = Set(row.terms.keys)
                guard !unknowns.isDisjoint(with: reached), !unknowns.isSubset(of: reached) else { continue }
                reached.formUnion(unknowns)
                grew = true
            }
        }
        return goals.indices.filter { !Set(goals[$0].terms.keys).isDisjoint(with: reached) }
    }

    /// Whether the value of `terms` moves from `value` when goal `index` is left out.
    func moves(_ terms: [Int: Double], from value: Double, without index: Int, goals: [LinearSystem.Goal])
        -> Bool
    {
        var rest = goals
        rest.remove(at: index)
        guard let solution = system.solvePriorities(rest).solution else { return true }
        let ends = solution.range(of: terms)
        guard let lower = ends.lower, let upper = ends.upper else { return true }
        return abs(lower - value) > EngineTolerance.value || abs(upper - value) > EngineTolerance.value
    }

    /// The constraint number of goal `index`.
    func number(ofGoal index: Int) -> Int { constraints[builder.goals[index].origin.constraint].number }

    /// Goal `index` as a verdict names it, with its miss.
    func outcome(_ index: Int, miss: Double) -> PriorityVerdict.Outcome {
        let goal = builder.goals[index]
        let constraint = constraints[goal.origin.constraint]
        let anchor = TraceAnchor(item: .traced, address: target, attribute: .none, value: nil)
        return PriorityVerdict.Outcome(
            constraint: constraint.number, part: goal.origin.part, priority: goal.goal.priority, miss: miss,
            equation: constraint.read.map(equation)
                ?? TraceEquation(first: anchor, relation: .equal, multiplier: 1, second: nil, constant: 0))
    }

    /// The required constraints that, with the views' frames, leave no room for constraint
    /// `number` (taken as required): the members of the smallest conflict it is part of.
    func overriding(_ number: Int) -> [Int]? {
        guard let index = constraints.firstIndex(where: { $0.number == number }),
            var read = constraints[index].read
        else { return nil }
        read.priority = 1000
        var trial = builder
        guard trial.add(Self.inHierarchy(read), index: index, asRequired: true) != nil,
            let added = trial.rowsOf[index]
        else {
            return nil
        }
        let system = Self.withGivens(trial, tracer: tracer, target: target)
        let rows = Array(system.rows.indices)
        guard case .infeasible(let contradiction) = system.feasibility(of: rows) else { return nil }
        let members =
            system.minimalConflict(in: rows, from: contradiction, reading: .exact)?.members
            ?? contradiction.rows.filter { !system.rows[$0].isAssumption }
        return
            Array(
                Set(
                    members.filter { !added.contains($0) }.compactMap {
                        trial.origins[$0].map { constraints[$0.constraint].number }
                    })
            ).sorted()
    }
}
