/// The answer on one axis for one guide: which constraint fixes each edge, followed back; what
/// the engine says decides the position and the size; the inequalities and lower priorities as
/// what they are; and what is free. Every line is a value (``TraceStep``); ``PlacementText``
/// words it.
struct AxisTrace {
    let tracer: PlacementTracer
    let target: GuideNode
    let owner: ViewNode
    let axis: LayoutAxis
    let constraints: [PlacementConstraint]
    /// Whether the owner lays out right to left: the constraints arrive in physical edges
    /// (``RightToLeftReading``) and the horizontal edges are named left and right.
    let rightToLeft: Bool
    /// The record around the guide solved as one layout: what decides each value.
    let reading: PlacementReading
    /// How the views of the answer are told apart.
    let itemNames: ItemNames

    private var lines: [TraceLine] = []
    private var notes: [PlacementNote] = []
    private var known: [Key: Known] = [:]
    private var visiting: Set<Key> = []
    /// The constraints of the chain being followed: never used again to explain an item on it.
    private var chain: Set<Int> = []
    /// The guides the trace passed through (the guide itself included).
    private var traced: Set<ObjectAddress> = []
    /// For each item whose own record the snapshot holds (a view's layout, a guide's constraints),
    /// the numbers of the constraints that record names: only these place a view (a constraint
    /// that names the view to place another item, such as a guide centred on it, does not).
    private let ownConstraints: [ObjectAddress: Set<Int>]
    /// For each key, every required, active equation that sets it directly, in the order listed
    /// (the chain left in): read once, so that trying one way after another costs no rereading of
    /// every constraint.
    private let pinsByKey: [Key: [(number: Int, isFirst: Bool)]]
    /// How many times the trace stopped short of a base (a view's frame with nothing recorded
    /// placing it, the window, a guide UIKit places): a loop back into the chain being followed, or
    /// a frame no recorded constraint sets. A way of deriving a key that adds none is preferred.
    private var deadEnds = 0
    /// How many more ways of deriving a key the trace may try after the first of each, once that
    /// first way ends in a dead end; kept when a way is given up, so that it still counts.
    private var alternativesLeft = AxisTrace.alternativesLimit

    /// An item's attribute by role.
    struct Key: Hashable {
        var address: ObjectAddress
        var role: AxisRole
    }

    /// A value found for a key, and the constraints that give it.
    struct Known {
        var value: Double
        var constraints: [Int]
    }

    /// How a key's value follows: one constraint, two other keys of the same item, or (a view's
    /// size) what the priorities decide between its intrinsic size and the constraints around it.
    enum Formula {
        case pin(Int, isFirst: Bool)
        case combination(AxisRole, AxisRole)
        case decided(PriorityVerdict)
    }

    /// The most ways of deriving keys, past the first of each, one trace tries: enough for the rows
    /// and columns of a screen, bounded so that a large record answers at once.
    static let alternativesLimit = 400

    /// The deepest chain followed: past it the trace stops with a note.
    static let depthLimit = 12

    init(
        tracer: PlacementTracer, target: GuideNode, owner: ViewNode, axis: LayoutAxis,
        constraints: [PlacementConstraint], rightToLeft: Bool = false, reading: PlacementReading? = nil
    ) {
        self.tracer = tracer
        self.target = target
        self.owner = owner
        self.axis = axis
        self.constraints = constraints
        self.rightToLeft = rightToLeft
        let reading =
            reading ?? PlacementReading(tracer: tracer, around: target.address, constraints: constraints)
        self.reading = reading
        itemNames = reading.names
        let own = Self.ownConstraints(of: constraints, tracer: tracer)
        ownConstraints = own
        pinsByKey = Self.pinsByKey(of: constraints, axis: axis, tracer: tracer, ownConstraints: own)
    }

    /// Every required, active equation of `constraints` that sets a key on `axis` directly, by key,
    /// in the order listed: a content size prints `==` but is two inequalities at their own
    /// priorities; a view is set only by its own record's constraints; the other side must be
    /// something else, not this very attribute; the first anchor that sets a key is the one kept.
    static func pinsByKey(
        of constraints: [PlacementConstraint], axis: LayoutAxis, tracer: PlacementTracer,
        ownConstraints: [ObjectAddress: Set<Int>]
    ) -> [Key: [(number: Int, isFirst: Bool)]] {
        var result: [Key: [(number: Int, isFirst: Bool)]] = [:]
        for constraint in constraints {
            guard let read = constraint.read, read.relation == .equal,
                LayoutPriority.isRequired(read.priority),
                read.isActive != false, !read.isContentSize
            else { continue }
            var keys: [Key] = []
            for (anchor, isFirst) in [(read.first, true)] + (read.second.map { [($0, false)] } ?? []) {
                guard let role = anchor.attribute.plainRole ?? anchor.attribute.frameRole, role.axis == axis
                else { continue }
                let key = Key(address: anchor.item.address, role: role.role)
                let other = isFirst ? read.second : read.first
                if let other, other.item.address == key.address, other.attribute == anchor.attribute {
                    continue
                }
                guard !keys.contains(key),
                    !tracer.isView(key.address)
                        || ownConstraints[key.address]?.contains(constraint.number) != false
                else { continue }
                keys.append(key)
                result[key, default: []].append((constraint.number, isFirst))
            }
        }
        return result
    }

    /// For each item the `constraints` name whose own record the snapshot holds (a view's layout,
    /// a guide's constraints), the numbers of those of `constraints` that record lists.
    static func ownConstraints(of constraints: [PlacementConstraint], tracer: PlacementTracer)
        -> [ObjectAddress: Set<Int>]
    {
        var result: [ObjectAddress: Set<Int>] = [:]
        for constraint in constraints {
            for item in constraint.read?.items ?? [] where result[item.address] == nil {
                let record =
                    tracer.isView(item.address)
                    ? tracer.layout(of: item.address)?.constraints
                    : tracer.guides[item.address]?.guide.constraints
                guard let recorded = record else { continue }
                let own = Set(recorded.horizontal + recorded.vertical)
                result[item.address] = Set(
                    constraints.filter {
                        own.contains(
                            RecordedConstraint(
                                description: $0.description, priority: $0.priority, isActive: $0.isActive))
                    }.map(\.number))
            }
        }
        return result
    }

    /// The edge the answer calls the guide's position: its leading edge, which is its right edge
    /// in a right-to-left layout.
    var positionRole: AxisRole { axis == .horizontal && rightToLeft ? .end : .start }

    /// The attribute names of the answer on this axis.
    var names: (start: String, end: String, center: String, size: String) {
        axis.names(physical: rightToLeft)
    }

    /// The name of a role in the answer (`top`, `leading`, `left` right to left).
    func roleName(_ role: AxisRole) -> String {
        PlacementTracer.name(of: role, on: axis, physical: rightToLeft)
    }

    mutating func run() -> AxisPlacement {
        for constraint in constraints where constraint.axis == axis && constraint.read == nil {
            notes.append(
                .unread(
                    number: constraint.number, reason: constraint.unreadReason ?? "unknown form",
                    description: constraint.description))
        }
        let frame = target.frameInWindow
        let position = positionRole == .end ? frame.maxX : axis == .horizontal ? frame.minX : frame.minY
        let size = axis == .horizontal ? frame.width : frame.height
        let namer = self
        let engine = PlacementEngine(
            tracer: tracer, target: target.address, axis: axis,
            constraints: constraints.filter {
                switch $0.source {
                case .guide, .contentOrigin: true
                case .view, .intrinsicSize: false
                }
            }, equation: { namer.equation($0) })
        let positionDecision =
            reading.decision(
                of: target.address, role: positionRole, axis: axis, recorded: position,
                equation: { namer.equation($0) }) ?? engine.decision(for: positionRole, value: position)
        let sizeDecision =
            reading.decision(
                of: target.address, role: .size, axis: axis, recorded: size, equation: { namer.equation($0) })
            ?? engine.decision(for: .size, value: size)
        traceOwnEdges()
        for (role, decision, value) in [
            (positionRole, positionDecision, position), (.size, sizeDecision, size),
        ] {
            addPriorityLine(role: role, decision: decision, value: value)
        }
        let others = otherConstraints(engine: engine)
        let freedom = self.freedom(position: positionDecision, size: sizeDecision)
        if target.hasAmbiguousLayout == false, let freedom, !freedom.free.isEmpty {
            notes.append(.notReportedAmbiguous(free: freedom.freeAttributes))
        }
        return AxisPlacement(
            axis: axis, positionAttribute: axis.attribute(positionRole, physical: rightToLeft),
            positionValue: position,
            sizeAttribute: axis.attribute(.size, physical: rightToLeft),
            sizeValue: size, positionDecision: positionDecision, sizeDecision: sizeDecision, lines: lines,
            others: others, freedom: freedom, notes: notes)
    }

    /// The guide's position, its other edge and its size, each followed back.
    private mutating func traceOwnEdges() {
        let me = target.address
        _ = derive(Key(address: me, role: positionRole), depth: 0)
        _ = derive(Key(address: me, role: positionRole == .end ? .start : .end), depth: 0)
        _ = derive(Key(address: me, role: .size), depth: 0)
    }

    /// A line for a position or size the priorities decide, when no equation gave it a line.
    private mutating func addPriorityLine(role: AxisRole, decision: Decision, value: Double) {
        guard case .decidedByPriority(let verdict) = decision,
            known[Key(address: target.address, role: role)] == nil
        else { return }
        let anchor = TraceAnchor(
            item: .traced, address: target.address,
            attribute: .layout(axis.attribute(role, physical: rightToLeft)),
            value: value)
        // The goals weighed, and what keeps a deciding goal from its own value: a required
        // constraint or a goal of a higher priority that holds it back names the value too.
        let outcomes = verdict.holding + verdict.losing
        let used =
            outcomes.map(\.constraint)
            + outcomes.flatMap { ($0.beaten?.required ?? []) + ($0.beaten?.goals.map(\.constraint) ?? []) }
        // What the priorities choose is not what was recorded (unless a tie leaves room for it).
        var withinTie = false
        if case .tie(let lower, let upper, _) = verdict.uncertainty {
            withinTie = value >= lower - EngineTolerance.value && value <= upper + EngineTolerance.value
        }
        if !withinTie { checkAddsUp(computed: verdict.value, recorded: value) }
        // One goal met alone is the whole answer; one that misses is held back by something the
        // verdict names.
        if verdict.holding.count == 1, verdict.losing.isEmpty, verdict.uncertainty == nil,
            let holding = verdict.holding.first, holding.miss <= EngineTolerance.value
        {
            lines.append(
                TraceLine(
                    depth: 0,
                    step: .heldByPriority(
                        target: anchor, constraint: holding.constraint, priority: holding.priority,
                        equation: holding.equation),
                    constraints: [holding.constraint]))
        } else {
            lines.append(
                TraceLine(
                    depth: 0, step: .decidedByPriorities(target: anchor, verdict: verdict),
                    constraints: Array(Set(used)).sorted()))
        }
    }

    // MARK: Following edges

    /// The required, active equation that sets `key` directly, and which side of it `key` is on: for
    /// a view whose layout the record holds, one of the constraints its own record names.
    func pin(for key: Key) -> (number: Int, isFirst: Bool)? { pins(for: key).first }

    /// Every required, active equation that sets `key` directly, in the order listed, leaving out
    /// those of the chain being followed (`includingChain` keeps them).
    func pins(for key: Key, includingChain: Bool = false) -> [(number: Int, isFirst: Bool)] {
        let all = pinsByKey[key] ?? []
        return includingChain || chain.isEmpty ? all : all.filter { !chain.contains($0.number) }
    }

    /// The first way `key` follows from the constraints, or `nil`.
    func formula(for key: Key) -> Formula? { formulas(for: key).first }

    /// Every way `key` follows from the constraints, the one to try first first: each equation that
    /// sets it, then (a view's size) what the priorities decide, then two other attributes of its
    /// item that are set.
    func formulas(for key: Key) -> [Formula] {
        // Where UIKit starts a scroll view's content comes first: nothing the app sets moves it.
        let pins = pins(for: key).sorted { first, _ in isContentOrigin(first.number) }
        var result: [Formula] = pins.map { .pin($0.number, isFirst: $0.isFirst) }
        let size = Key(address: key.address, role: .size)
        let sizePinned = pin(for: size) != nil
        let verdict = sizePinned ? nil : decidedSize(of: key.address)
        if key.role == .size, let verdict { result.append(.decided(verdict)) }
        // A size an equation ties to another item that leads back to this one (a badge half as
        // wide as its label): what the priorities decide is the way out of that loop.
        if key.role == .size, sizePinned, let decided = decidedSize(of: key.address) {
            result.append(.decided(decided))
        }
        func pinned(_ role: AxisRole) -> Bool {
            if role == .size, verdict != nil { return true }
            return pin(for: Key(address: key.address, role: role)) != nil
        }
        let options: [(AxisRole, AxisRole)]
        switch key.role {
        case .start: options = [(.end, .size), (.center, .size), (.end, .center)]
        case .end: options = [(.start, .size), (.center, .size), (.start, .center)]
        case .size: options = [(.start, .end), (.start, .center), (.center, .end)]
        case .center: options = [(.start, .end), (.start, .size), (.end, .size)]
        }
        for (first, second) in options where pinned(first) && pinned(second) {
            result.append(.combination(first, second))
        }
        return result
    }

    /// Whether constraint `number` is where UIKit starts a scroll view's content guide.
    func isContentOrigin(_ number: Int) -> Bool {
        guard let constraint = constraints.first(where: { $0.number == number }),
            case .contentOrigin = constraint.source
        else { return false }
        return true
    }

    /// The value of `key` as the constraints give it, writing its line (and the lines of what it
    /// refers to, one level deeper) the first time; `nil` when nothing recorded sets it.
    ///
    /// When the first way of deriving it runs into a dead end (a loop back into the chain being
    /// followed: a row whose items share out its space, each set by the others), the others are
    /// tried in turn, the trace as it was before each; the first without a dead end is kept, or,
    /// when none is, the first.
    mutating func derive(_ key: Key, depth: Int) -> Known? {
        if let found = known[key] { return found }
        guard !visiting.contains(key) else {
            note(
                .cycle(
                    item: itemName(key.address), attribute: axis.attribute(key.role, physical: rightToLeft)))
            deadEnds += 1
            return nil
        }
        guard depth <= Self.depthLimit else {
            note(.depthLimit(Self.depthLimit))
            return nil
        }
        let candidates = formulas(for: key)
        guard !candidates.isEmpty else { return nil }
        visiting.insert(key)
        defer { visiting.remove(key) }
        var firstAttempt: (trace: AxisTrace, found: Known?)?
        for formula in candidates {
            let before = self
            let found = apply(formula, to: key, depth: depth)
            if found != nil, deadEnds == before.deadEnds {
                known[key] = found
                return found
            }
            if firstAttempt == nil { firstAttempt = (self, found) }
            let left = alternativesLeft
            self = before
            alternativesLeft = left - 1
            guard alternativesLeft > 0 else { break }
        }
        guard let firstAttempt else { return nil }
        let left = alternativesLeft
        self = firstAttempt.trace
        alternativesLeft = left
        if let found = firstAttempt.found { known[key] = found }
        return firstAttempt.found
    }

    /// `key` derived one way.
    private mutating func apply(_ formula: Formula, to key: Key, depth: Int) -> Known? {
        switch formula {
        case .pin(let number, let isFirst): derivePinned(key, number: number, isFirst: isFirst, depth: depth)
        case .combination(let first, let second): deriveCombined(key, first, second, depth: depth)
        case .decided(let verdict): deriveDecided(key, verdict: verdict, depth: depth)
        }
    }

    /// `key` set by constraint `number` (`key` its first item or its second): its line, then the
    /// other side followed one level deeper.
    private mutating func derivePinned(_ key: Key, number: Int, isFirst: Bool, depth: Int) -> Known? {
        guard let constraint = constraints.first(where: { $0.number == number }), let read = constraint.read
        else { return nil }
        let side = (number: number, isFirst: isFirst)
        let recorded = recordedValue(key)
        let other = side.isFirst ? read.second : read.first
        let otherValue = other.flatMap(tracer.value(of:))
        let pinned = side.isFirst ? read.first : read.second
        // A frame attribute (an autoresizing mask's minX … maxY) is measured in its view's
        // superview's bounds: its value in the window less that origin.
        let targetOffset: Double? = pinned.map { frameOffset($0) } ?? 0
        let otherOffset: Double? = other.map { frameOffset($0) } ?? 0
        let computed: Double?
        // The other side's value as the sum reads it: a frame attribute in its superview's bounds.
        let otherInBounds = otherOffset.flatMap { offset in otherValue.map { $0 - offset } }
        if let targetOffset, otherOffset != nil {
            if side.isFirst {
                // key = multiplier × other + constant
                computed =
                    (other == nil
                    ? read.constant : otherInBounds.map { read.multiplier * $0 + read.constant })
                    .map { $0 + targetOffset }
            } else {
                // other = multiplier × key + constant, so key = (other − constant) ÷ multiplier
                computed = otherInBounds.map { ($0 - read.constant) / read.multiplier + targetOffset }
            }
        } else {
            computed = nil
        }
        checkAddsUp(computed: computed, recorded: recorded)
        let value = computed ?? recorded ?? .nan
        var pin = TraceStep.Pin(
            target: anchor(key, value: recorded ?? value),
            other: other.map {
                anchor($0, value: $0.attribute.frameRole != nil ? otherInBounds : otherValue)
            },
            multiplier: read.multiplier, constant: read.constant, isFirst: side.isFirst, computed: computed,
            constraint: number, autoresizingMask: read.autoresizingMask?.text)
        if case .contentOrigin = constraint.source { pin.isContentOrigin = true }
        if let pinned, pinned.attribute.frameRole != nil, let targetOffset,
            targetOffset != 0 || pin.isContentOrigin
        {
            pin.superviewOrigin = superviewOriginAnchor(of: key.address, value: targetOffset)
        }
        lines.append(TraceLine(depth: depth, step: .pinned(pin), constraints: [number]))
        var used = [number]
        traced.insert(key.address)
        if let other {
            chain.insert(number)
            used += follow(other, depth: depth + 1)
            chain.remove(number)
        }
        return Known(value: value, constraints: Array(Set(used)).sorted())
    }

    /// A view's size that no required equation sets: what the priorities decide between its
    /// intrinsic size (hugging, compression resistance) and the constraints around it, every other
    /// view as recorded. `nil` for a guide, a view whose layout the record does not hold, or a size
    /// the priorities do not decide.
    ///
    /// When the constraints around it fix the size only through the chain being followed (the
    /// recorded frame of a view further along it standing in for what the trace is deriving), the
    /// priorities are asked again without that chain, and their answer kept if it gives the
    /// recorded size.
    func decidedSize(of address: ObjectAddress) -> PriorityVerdict? {
        guard tracer.layout(of: address) != nil, let frame = tracer.rect(of: address) else { return nil }
        let namer = self
        if let solved = reading.decision(
            of: address, role: .size, axis: axis, recorded: axis == .horizontal ? frame.width : frame.height,
            equation: { namer.equation($0) })
        {
            guard case .decidedByPriority(let verdict) = solved else { return nil }
            return verdict
        }
        // The constraints with something unknown in them: the view, or a guide the record places
        // by constraints; one among recorded frames only would hold or not by their rounding. Of
        // those, the view's own record's and its intrinsic size: a constraint that names it to
        // place another view (centred on it) says nothing of its size.
        let own = ownConstraints[address]
        let around = constraints.filter { constraint in
            guard constraint.axis == axis, let read = constraint.read else { return false }
            if let own, !own.contains(constraint.number), constraint.source != .intrinsicSize(address) {
                return false
            }
            return read.items.contains { item in
                item.address == address
                    || (!tracer.isView(item.address) && !tracer.isPlacedByUIKit(item.address))
            }
        }
        let size = axis == .horizontal ? frame.width : frame.height
        func verdict(_ constraints: [PlacementConstraint]) -> PriorityVerdict? {
            let engine = PlacementEngine(
                tracer: tracer, target: address, axis: axis, constraints: constraints,
                equation: { namer.equation($0) })
            guard case .decidedByPriority(let verdict) = engine.decision(for: .size, value: size) else {
                return nil
            }
            return verdict
        }
        if let decided = verdict(around) { return decided }
        guard !chain.isEmpty, let decided = verdict(around.filter { !chain.contains($0.number) }),
            abs(decided.value - size) <= EngineTolerance.value
        else { return nil }
        return decided
    }

    /// `key`, a view's size, as the priorities decide it: its line, naming its intrinsic size.
    private mutating func deriveDecided(_ key: Key, verdict: PriorityVerdict, depth: Int) -> Known? {
        let recorded = recordedValue(key)
        checkAddsUp(computed: verdict.value, recorded: recorded)
        let used = Array(Set((verdict.holding + verdict.losing + verdict.standing).map(\.constraint)))
            .sorted()
        traced.insert(key.address)
        lines.append(
            TraceLine(
                depth: depth,
                step: .decidedByPriorities(
                    target: anchor(key, value: recorded ?? verdict.value), verdict: verdict),
                constraints: used))
        return Known(value: verdict.value, constraints: used)
    }

    /// How far a frame attribute's bounds are from the window: its view's superview's bounds
    /// origin; 0 for any other attribute; `nil` when the record does not hold that superview.
    func frameOffset(_ anchor: LoggedAnchor) -> Double? {
        guard let role = anchor.attribute.frameRole else { return 0 }
        return tracer.superviewOrigin(of: anchor.item.address, on: role.axis)
    }

    /// `UIScrollView origin 20`: where a view's frame is measured from.
    func superviewOriginAnchor(of address: ObjectAddress, value: Double) -> TraceAnchor? {
        guard let parent = tracer.views[address]?.ancestors.last ?? tracer.guides[address]?.owner else {
            return nil
        }
        let name = itemName(parent)
        return TraceAnchor(
            item: name == .traced ? .superview : name, address: parent, attribute: .boundsOrigin(axis),
            value: value)
    }

    /// `key` from two other attributes of its item, each derived first.
    private mutating func deriveCombined(
        _ key: Key, _ firstRole: AxisRole, _ secondRole: AxisRole, depth: Int
    )
        -> Known?
    {
        let address = key.address
        guard let first = derive(Key(address: address, role: firstRole), depth: depth),
            let second = derive(Key(address: address, role: secondRole), depth: depth),
            let how = Self.combination(key.role, firstRole, secondRole)
        else { return nil }
        let value = how.value(first.value, second.value)
        let recorded = recordedValue(key)
        checkAddsUp(computed: value, recorded: recorded)
        let used = Array(Set(first.constraints + second.constraints)).sorted()
        traced.insert(key.address)
        lines.append(
            TraceLine(
                depth: depth,
                step: .combined(
                    target: anchor(key, value: recorded ?? value), recorded: recorded,
                    first: anchor(Key(address: address, role: firstRole), value: first.value),
                    second: anchor(Key(address: address, role: secondRole), value: second.value), how: how),
                constraints: used))
        return Known(value: value, constraints: used)
    }

    /// How `role` follows from `first` and `second` of the same item, or `nil` for a pair that does
    /// not give it.
    static func combination(_ role: AxisRole, _ first: AxisRole, _ second: AxisRole) -> Combination? {
        switch (role, first, second) {
        case (.start, .end, .size), (.size, .end, .start): .difference
        case (.size, .start, .end): .reversedDifference
        case (.start, .center, .size): .lessHalf
        case (.start, .end, .center), (.end, .start, .center): .mirrored
        case (.end, .start, .size): .sum
        case (.end, .center, .size), (.center, .start, .size): .plusHalf
        case (.size, .start, .center), (.size, .center, .end): .doubledDifference
        case (.center, .start, .end): .midpoint
        case (.center, .end, .size): .lessHalf
        default: nil
        }
    }

    /// The constraints of its own record that set `key` when the trace cannot go on from it: each
    /// leads back into the chain being followed. Empty for an item whose record names none.
    func loopingSetters(of key: Key) -> [Int] {
        guard let own = ownConstraints[key.address] else { return [] }
        return pins(for: key, includingChain: true).map(\.number).filter { own.contains($0) }
    }

    /// Follows the item a constraint refers to: a guide placed by the constraints is traced one
    /// level deeper; a view, the window or a guide UIKit places is where the trace ends.
    mutating func follow(_ anchor: LoggedAnchor, depth: Int) -> [Int] {
        let address = anchor.item.address
        if tracer.rect(of: address) == nil {
            note(
                .notInSnapshot(name: itemName(address), className: anchor.item.className, address: address))
            return []
        }
        guard let role = anchor.attribute.plainRole, role.axis == axis else { return [] }
        let shown = self.anchor(anchor, value: tracer.value(of: anchor))
        if tracer.isView(address) {
            // A view is where the trace ends, unless the record holds what places it.
            guard let layout = tracer.layout(of: address) else { return [] }
            let key = Key(address: address, role: role.role)
            if let found = derive(key, depth: depth) { return found.constraints }
            if !visiting.contains(key), depth <= Self.depthLimit {
                let setters = loopingSetters(of: key)
                if !setters.isEmpty {
                    deadEnds += 1
                    lines.append(
                        TraceLine(
                            depth: depth, step: .loopsBack(shown, constraints: setters), constraints: []))
                    return []
                }
                let mask =
                    layout.translatesAutoresizingMaskIntoConstraints == true ? layout.maskText ?? "" : nil
                lines.append(
                    TraceLine(depth: depth, step: .setInCode(shown, autoresizingMask: mask), constraints: []))
            }
            return []
        }
        if tracer.isPlacedByUIKit(address) {
            let kind = tracer.guides[address]?.guide.kind
            lines.append(
                TraceLine(
                    depth: depth,
                    step: .placedByUIKit(shown, explainsInsets: kind == .safeArea || kind == .layoutMargins),
                    constraints: []))
            return []
        }
        let key = Key(address: address, role: role.role)
        if let found = derive(key, depth: depth) { return found.constraints }
        if !visiting.contains(key) {
            let setters = loopingSetters(of: key)
            deadEnds += 1
            lines.append(
                TraceLine(
                    depth: depth,
                    step: setters.isEmpty ? .recordedFrame(shown) : .loopsBack(shown, constraints: setters),
                    constraints: []))
        }
        return []
    }

    /// Notes that the constraints give another value than the recorded frame.
    private mutating func checkAddsUp(computed: Double?, recorded: Double?) {
        guard let computed, let recorded, abs(computed - recorded) > EngineTolerance.value else { return }
        note(.differs(computed: computed, recorded: recorded))
    }

    mutating func note(_ note: PlacementNote) {
        if !notes.contains(note) { notes.append(note) }
    }

    // MARK: Names and values

    func recordedValue(_ key: Key) -> Double? {
        tracer.value(
            of: LoggedAnchor(
                item: LoggedItem(className: "", address: key.address),
                attribute: axis.attribute(key.role, physical: true)))
    }

    func itemName(_ address: ObjectAddress) -> ItemName {
        let name = tracer.name(
            of: LoggedItem(className: "UILayoutGuide", address: address), target: target.address,
            owner: owner.address, names: itemNames)
        return name == .traced ? .guide(target.displayName) : name
    }

    /// `spacer1 bottom` with its value: a key as the answer names it.
    func anchor(_ key: Key, value: Double?) -> TraceAnchor {
        let item = key.address == target.address ? .traced : itemName(key.address)
        return TraceAnchor(
            item: item, address: key.address,
            attribute: .layout(axis.attribute(key.role, physical: rightToLeft)),
            value: value)
    }

    /// `safe area top 59`: an item's attribute and its value.
    func anchor(_ anchor: LoggedAnchor, value: Double?) -> TraceAnchor {
        TraceAnchor(
            item: tracer.name(
                of: anchor.item, target: target.address, owner: owner.address, names: itemNames),
            address: anchor.item.address, attribute: .layout(anchor.attribute), value: value)
    }

    /// A constraint with names and values: `top 75 ≥ safe area top 59 + 8`.
    func equation(_ read: LoggedConstraint) -> TraceEquation {
        TraceEquation(
            first: anchor(read.first, value: tracer.value(of: read.first)), relation: read.relation,
            multiplier: read.multiplier, second: read.second.map { anchor($0, value: tracer.value(of: $0)) },
            constant: read.constant)
    }

    // MARK: Inequalities and lower priorities

    func otherConstraints(engine: PlacementEngine) -> [OtherConstraint] {
        var result: [OtherConstraint] = []
        for constraint in constraints where constraint.axis == axis {
            guard let read = constraint.read,
                read.items.contains(where: { $0.address == target.address || traced.contains($0.address) })
            else { continue }
            let required = LayoutPriority.isRequired(constraint.priority)
            if read.relation == .equal && required && constraint.isActive { continue }
            var other = OtherConstraint(
                number: constraint.number, priority: required ? nil : constraint.priority,
                equation: equation(read),
                outcome: .valueMissing)
            guard constraint.isActive else {
                other.outcome = .inactive
                result.append(other)
                continue
            }
            other.outcome = Self.outcome(of: other.equation)
            switch other.outcome {
            case .notMet, .short:
                guard !required else { break }
                if let entry = reading.model.entry(of: constraint),
                    let solved = reading.override(ofEntry: entry)
                {
                    other.override = solved
                } else if constraint.source == .guide {
                    let overriding = engine.overriding(constraint.number)
                    other.override = overriding.map { $0.isEmpty ? .allowed : .required($0) } ?? .allowed
                }
            default: break
            }
            result.append(other)
        }
        return result
    }

    /// What an equation's values say of it: met or not (an equation), holding with room or short
    /// (an inequality), or a value missing.
    static func outcome(of equation: TraceEquation) -> OtherConstraint.Outcome {
        guard let first = equation.first.value, let bound = equation.bound else { return .valueMissing }
        switch equation.relation {
        case .equal:
            return abs(first - bound) <= EngineTolerance.value ? .met : .notMet(actual: first)
        case .greaterThanOrEqual:
            return first >= bound - EngineTolerance.value
                ? .holds(spare: max(0, first - bound)) : .short(miss: bound - first)
        case .lessThanOrEqual:
            return first <= bound + EngineTolerance.value
                ? .holds(spare: max(0, bound - first)) : .short(miss: first - bound)
        }
    }

    // MARK: What is free

    func freedom(position: Decision, size: Decision) -> Freedom? {
        let positionFree = position == .free
        let sizeFree = size == .free
        guard positionFree || sizeFree else { return nil }
        let me = target.address
        var pins: [Freedom.Pinned] = []
        for role in [AxisRole.start, .end, .center, .size] {
            if let number = pin(for: Key(address: me, role: role))?.number {
                pins.append(Freedom.Pinned(role: role, constraint: number))
            }
        }
        func pinned(_ role: AxisRole) -> Int? { pins.first { $0.role == role }?.constraint }
        let names = Freedom.Names(axis: axis, physical: rightToLeft, positionRole: positionRole)
        if sizeFree && !positionFree {
            let pinnedRole: AxisRole? =
                pinned(.start) != nil
                ? .start : pinned(.end) != nil ? .end : pinned(.center) != nil ? .center : nil
            var fixes: [Freedom.Fix] = [.size]
            switch pinnedRole {
            case .start?: fixes.append(.pin(.end))
            case .end?: fixes.append(.pin(.start))
            case .center?: fixes.append(.eitherEdge)
            default: fixes.append(.pin(.end))
            }
            fixes.append(.sizeBelowRequired)
            return Freedom(
                free: [.size], names: names,
                reason: .sizeFree(pinned: pinnedRole, constraint: pinnedRole.flatMap(pinned)), fixes: fixes)
        }
        if positionFree && !sizeFree {
            return Freedom(
                free: [positionRole], names: names, reason: .positionFree(sizeConstraint: pinned(.size)),
                fixes: [.pin(positionRole), .pin(positionRole == .end ? .start : .end), .pin(.center)])
        }
        return Freedom(
            free: [positionRole, .size], names: names,
            reason: .bothFree(pins: pins.filter { $0.role != .size }),
            fixes: [.bothEdges, .positionAndSize, .centerAndSize])
    }
}
