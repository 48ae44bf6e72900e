/// The record around one guide solved once, as one layout (``LayoutModel``: every view whose
/// layout is recorded is an unknown, not its recorded frame), and what decides each value the
/// guide's answer states, read from that solution (``DecisionReader``) and put in the answer's
/// numbers. A constraint a decision names that the answer does not list yet is listed after the
/// others (``appended``). A class: a trace tries ways of deriving an edge on copies of itself,
/// and what was solved for one is kept for the others.
final class PlacementReading {
    let model: LayoutModel
    let builder: ConstraintRows.Builder
    let groups: [SolvedGroup]
    /// The group of each of the model's unknowns.
    let groupOf: [Int: Int]
    /// The readers asked so far, by group.
    private var readers: [Int: DecisionReader] = [:]
    /// The decisions read so far, by item, role and axis.
    private var decisions: [Key: (decision: ValueDecision, group: Int)?] = [:]
    /// Each entry's number in the answer.
    private var numbers: [Int: Int] = [:]
    /// The entries a decision names that the answer did not list, in the order they were numbered.
    private(set) var appended: [Int] = []
    /// How many constraints the answer lists before ``appended``.
    private var listed: Int
    /// How the answer tells the views apart: every item its constraints and the model's name.
    let names: ItemNames

    private struct Key: Hashable {
        var address: ObjectAddress
        var role: AxisRole
        var axis: LayoutAxis
    }

    /// The record around the guide at `address`, whose answer lists `constraints`.
    init(tracer: PlacementTracer, around address: ObjectAddress, constraints: [PlacementConstraint]) {
        model = LayoutModel(tracer: tracer, around: address)
        let (builder, system) = model.rows()
        self.builder = builder
        groups = SolvedGroup.groups(builder: builder, system: system)
        var groupOf: [Int: Int] = [:]
        for (index, group) in groups.enumerated() {
            for unknown in group.unknowns { groupOf[unknown] = index }
        }
        self.groupOf = groupOf
        listed = constraints.count
        names = ItemNames(constraints.compactMap(\.read) + model.entries.compactMap(\.read))
        for constraint in constraints {
            if let entry = model.entry(of: constraint), numbers[entry] == nil {
                numbers[entry] = constraint.number
            }
        }
    }

    /// The answer's number of model entry `entry`, numbering it after the listed ones when it has none.
    func number(_ entry: Int) -> Int {
        if let known = numbers[entry] { return known }
        appended.append(entry)
        let number = listed + appended.count
        numbers[entry] = number
        return number
    }

    /// The model's terms of an item's position (`.start`), end or size on `axis`; `nil` when no
    /// constraint of the model names them.
    func terms(of address: ObjectAddress, role: AxisRole, axis: LayoutAxis) -> [Int: Double]? {
        func unknown(_ slot: ConstraintRows.Slot) -> Int? {
            builder.unknowns[ConstraintRows.Variable(address: address, slot: slot)]
        }
        switch role {
        case .start: return unknown(.position(axis)).map { [$0: 1] }
        case .size: return unknown(.size(axis)).map { [$0: 1] }
        case .end:
            guard let position = unknown(.position(axis)), let size = unknown(.size(axis)) else { return nil }
            return [position: 1, size: 1]
        case .center: return nil
        }
    }

    /// What decides an item's position, end or size, read from the solution; `nil` when the model
    /// does not hold it.
    func valueDecision(of address: ObjectAddress, role: AxisRole, axis: LayoutAxis) -> (
        decision: ValueDecision, group: Int
    )? {
        let key = Key(address: address, role: role, axis: axis)
        if let known = decisions[key] { return known }
        var result: (decision: ValueDecision, group: Int)?
        if let terms = terms(of: address, role: role, axis: axis), let first = terms.keys.first,
            let group = groupOf[first], let local = groups[group].localTerms(terms)
        {
            result = (reader(group).decision(of: local), group)
        }
        decisions[key] = result
        return result
    }

    /// The reader of group `group`, made once.
    private func reader(_ group: Int) -> DecisionReader {
        if let known = readers[group] { return known }
        let reader = DecisionReader(group: groups[group])
        readers[group] = reader
        return reader
    }

    /// An item's position, end or size as the trace's ``Decision``, in the answer's numbers:
    /// `recorded` is its recorded value (UIKit's pick, when a tie leaves it room); `equation`
    /// writes a constraint with names and values. `nil` when the solved layout cannot answer (the
    /// item is not in it, or its group's required constraints conflict or could not be settled).
    func decision(
        of address: ObjectAddress, role: AxisRole, axis: LayoutAxis, recorded: Double,
        equation: (LoggedConstraint) -> TraceEquation
    ) -> Decision? {
        guard let (decision, _) = valueDecision(of: address, role: role, axis: axis),
            let value = decision.value
        else { return nil }
        switch decision.kind {
        case .fixed(let entries, let inequalities):
            let numbers = entries.map { number($0) }.sorted()
            return inequalities ? .heldByInequalities(numbers) : .fixed(numbers)
        case .open(nil, nil):
            return .free
        case .open:
            return .free
        case .conflict, .notSettled:
            return nil
        case .decided(let priority, let goals, let narrowing):
            let misses = Dictionary(
                decision.misses.map { ($0.goal, $0) }, uniquingKeysWith: { first, _ in first })
            // A goal that pins the value while it misses says what keeps it from holding, too.
            let holding = goals.map { goal in
                var named = outcome(goal, miss: misses[goal]?.miss ?? 0, equation: equation)
                named.beaten = misses[goal]?.beaten.map { beating($0) }
                return named
            }
            var verdict = PriorityVerdict(
                value: value, holding: holding,
                losing: losing(decision, equation: equation).filter { losing in
                    !goals.contains { number($0.entry) == losing.constraint && $0.part == losing.part }
                }, standing: [], uncertainty: nil)
            verdict.requiredRange = decision.requiredRange
            verdict.decidingPriority = priority
            verdict.narrowing = narrowing
            verdict.standing = decision.standing.map { outcome($0, miss: 0, equation: equation) }
            if let weighed = decision.weighed {
                verdict.uncertainty = .weighedAsNumbers(
                    value: weighed.value, outweighing: weighed.outweighing.map { number($0.entry) }.sorted())
            }
            return .decidedByPriority(verdict)
        case .tied(let lower, let upper, let trading):
            // Within half a point of the tie (a frame rounded to the screen's pixels), the recorded
            // value is UIKit's pick.
            let chosen =
                recorded.isFinite && recorded >= lower - Recomputation.margin
                    && recorded <= upper + Recomputation.margin ? recorded : value
            // The goals are weighed at UIKit's pick: the trading goals it meets hold it there, those
            // it misses lose by their miss there, which an equally good layout would not.
            var holding: [PriorityVerdict.Outcome] = []
            var losing = losing(decision, equation: equation).filter { losing in
                !trading.contains { number($0.entry) == losing.constraint && $0.part == losing.part }
            }
            let terms = self.terms(of: address, role: role, axis: axis)
            if let (_, group) = valueDecision(of: address, role: role, axis: axis), let terms,
                let local = groups[group].localTerms(terms),
                let misses = reader(group).misses(holding: local, at: chosen)
            {
                for goal in trading {
                    let miss = misses[goal] ?? 0
                    let named = outcome(goal, miss: miss, equation: equation)
                    if miss > EngineTolerance.value {
                        losing.insert(named, at: 0)
                    } else {
                        holding.append(named)
                    }
                }
            }
            var verdict = PriorityVerdict(
                value: chosen, holding: holding, losing: losing, standing: [],
                uncertainty: .tie(
                    lower: lower, upper: upper, deciding: trading.map { number($0.entry) }.sorted()))
            verdict.requiredRange = decision.requiredRange
            return .decidedByPriority(verdict)
        }
    }

    /// The goals of `decision`'s group that miss, with what beats each, in the answer's numbers.
    private func losing(_ decision: ValueDecision, equation: (LoggedConstraint) -> TraceEquation)
        -> [PriorityVerdict.Outcome]
    {
        decision.misses.map { missed in
            var outcome = self.outcome(missed.goal, miss: missed.miss, equation: equation)
            outcome.beaten = missed.beaten.map { beating($0) }
            return outcome
        }
    }

    /// A model goal as a verdict names it.
    private func outcome(
        _ goal: GoalReference, miss: Double, equation: (LoggedConstraint) -> TraceEquation
    ) -> PriorityVerdict.Outcome {
        let read = model.entries[goal.entry].read
        let anchor = TraceAnchor(item: .traced, address: ObjectAddress(0), attribute: .none, value: nil)
        return PriorityVerdict.Outcome(
            constraint: number(goal.entry), part: goal.part, priority: goal.priority, miss: miss,
            equation: read.map(equation)
                ?? TraceEquation(first: anchor, relation: .equal, multiplier: 1, second: nil, constant: 0))
    }

    /// ``Beaters`` in the answer's numbers.
    private func beating(_ beaters: Beaters) -> PriorityVerdict.Beating {
        PriorityVerdict.Beating(
            required: beaters.required.map { number($0) }.sorted(),
            goals: beaters.goals.map {
                PriorityVerdict.GoalName(constraint: number($0.entry), part: $0.part, priority: $0.priority)
            })
    }

    /// What overrides the goal of entry `entry` where it misses at the solution, in the answer's
    /// numbers: `.some(nil)` when it misses nowhere there; `nil` when the solved layout does not
    /// hold it (it is in no group, or its group has no optimum).
    func override(ofEntry entry: Int) -> OtherConstraint.Override?? {
        for (index, group) in groups.enumerated() {
            guard group.goals.contains(where: { $0.origin.constraint == entry }) else { continue }
            guard let solution = group.outcome.solution else { return nil }
            guard
                let missed = group.goals.indices.first(where: {
                    group.goals[$0].origin.constraint == entry && solution.misses[$0] > EngineTolerance.value
                })
            else {
                // Met at the optimum; missed in the record only where a tie lets it.
                let reader = DecisionReader(group: group, faces: false)
                let tied = group.goals.indices.contains { index in
                    group.goals[index].origin.constraint == entry
                        && reader.canMissInTie(reader.reference(index), at: solution)
                }
                return .some(tied ? .tied : nil)
            }
            let reader = readers[index] ?? DecisionReader(group: group, faces: false)
            guard let beaten = reader.beaters(ofGoal: missed, in: solution) else { return .some(.tied) }
            return .some(.beaten(beating(beaten)))
        }
        return nil
    }
}
