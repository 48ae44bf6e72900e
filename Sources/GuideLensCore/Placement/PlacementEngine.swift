/// What the one linear engine (``LinearSystem``) says of a guide on one axis: the recorded
/// required constraints as rows (the shared ``ConstraintRows/Builder``), every view and every
/// guide UIKit places given by its frame; then whether the guide's position and size follow
/// from the equations (and from which), are held from both sides by inequalities, are decided
/// by a constraint below required, or are free; and which required constraints override one
/// below required that is not met.
struct PlacementEngine {
    let tracer: PlacementTracer
    let target: GuideNode
    let axis: LayoutAxis
    let constraints: [PlacementConstraint]
    private(set) var builder = ConstraintRows.Builder()
    private(set) var system = LinearSystem()
    /// What the engine could not take in.
    private(set) var notes: [String] = []

    /// How far a value must be movable to count as free: half a point, well beyond rounding.
    static let freedomMargin = 0.5

    init(tracer: PlacementTracer, target: GuideNode, axis: LayoutAxis, constraints: [PlacementConstraint]) {
        self.tracer = tracer
        self.target = target
        self.axis = axis
        self.constraints = constraints
        for (index, constraint) in constraints.enumerated() {
            guard let read = constraint.read else { continue }
            builder.add(read, index: index)
        }
        system = Self.withGivens(builder, tracer: tracer, target: target.address)
    }

    /// The builder's rows, plus one equation per known value of a view or a UIKit-placed guide
    /// (taken as given, so never named as a constraint).
    static func withGivens(
        _ builder: ConstraintRows.Builder, tracer: PlacementTracer, target: ObjectAddress
    ) -> LinearSystem {
        var system = builder.finished()
        for (variable, number) in builder.unknowns.sorted(by: { $0.key < $1.key }) {
            let address = variable.address
            guard address != target, tracer.isView(address) || tracer.isPlacedByUIKit(address),
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

    /// The unknown of the guide's position (`.start`) or size on this axis, if any constraint
    /// names it.
    func unknown(_ role: AxisRole) -> Int? {
        let slot: ConstraintRows.Slot = role == .size ? .size(axis) : .position(axis)
        return builder.unknowns[ConstraintRows.Variable(address: target.address, slot: slot)]
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

    /// The highest-priority active constraint below required that sets the attribute and is met.
    func priorityDecision(for role: AxisRole, value: Double) -> Decision {
        let wanted: Set<AxisRole> = role == .size ? [.size] : [.start, .end, .center]
        let candidates = constraints.filter { constraint in
            guard let read = constraint.read, constraint.isActive, constraint.priority < 1000,
                constraint.axis == axis
            else { return false }
            let anchors = [read.first] + (read.second.map { [$0] } ?? [])
            return anchors.contains { anchor in
                guard anchor.item.address == target.address,
                    let found = PlacementTracer.role(of: anchor.attribute), found.axis == axis
                else { return false }
                return wanted.contains(found.role)
            }
        }
        for constraint in candidates.sorted(by: { $0.priority > $1.priority }) {
            guard let read = constraint.read, let first = tracer.value(of: read.first) else { continue }
            let second = read.second.map { tracer.value(of: $0) } ?? 0
            guard let second else { continue }
            let actual = first - read.multiplier * second
            // An equation met, or an inequality met at its bound: this constraint is what holds it.
            if abs(actual - read.constant) <= PlacementText.tolerance {
                return .decidedByPriority(constraint.number)
            }
        }
        return .free
    }

    /// The required constraints that, with the views' frames, leave no room for constraint
    /// `number` (taken as required): the members of the smallest conflict it is part of.
    func overriding(_ number: Int) -> [Int]? {
        guard let index = constraints.firstIndex(where: { $0.number == number }),
            var read = constraints[index].read
        else { return nil }
        read.priority = 1000
        var trial = builder
        guard trial.add(read, index: index, asRequired: true) != nil, let added = trial.rowsOf[index] else {
            return nil
        }
        let system = Self.withGivens(trial, tracer: tracer, target: target.address)
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
