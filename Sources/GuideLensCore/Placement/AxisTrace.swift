/// The answer on one axis for one guide: which constraint fixes each edge, followed back; what
/// the engine says decides the position and the size; the inequalities and lower priorities as
/// what they are; and what is free.
struct AxisTrace {
    let tracer: PlacementTracer
    let target: GuideNode
    let owner: ViewNode
    let axis: LayoutAxis
    let constraints: [PlacementConstraint]
    /// Whether the owner lays out right to left: the constraints arrive in physical edges
    /// (``RightToLeftReading``) and the horizontal edges are named left and right.
    let rightToLeft: Bool

    private var lines: [TraceLine] = []
    private var notes: [String] = []
    private var known: [Key: Known] = [:]
    private var visiting: Set<Key> = []
    private var noted: Set<String> = []
    /// The constraints of the chain being followed: never used again to explain an item on it.
    private var chain: Set<Int> = []
    /// The guides the trace passed through (the guide itself included).
    private var traced: Set<ObjectAddress> = []

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

    /// How a key's value follows: one constraint, or two other keys of the same item.
    enum Formula {
        case pin(Int)
        case combination(AxisRole, AxisRole)
    }

    /// The deepest chain followed: past it the trace stops with a note.
    static let depthLimit = 12

    init(
        tracer: PlacementTracer, target: GuideNode, owner: ViewNode, axis: LayoutAxis,
        constraints: [PlacementConstraint], rightToLeft: Bool = false
    ) {
        self.tracer = tracer
        self.target = target
        self.owner = owner
        self.axis = axis
        self.constraints = constraints
        self.rightToLeft = rightToLeft
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
                "constraint \(constraint.number) could not be read (\(constraint.unreadReason ?? "unknown form")); "
                    + "the trace leaves it out. As recorded: \(constraint.description)")
        }
        let frame = target.frameInWindow
        let position = positionRole == .end ? frame.maxX : axis == .horizontal ? frame.minX : frame.minY
        let size = axis == .horizontal ? frame.width : frame.height
        let engine = PlacementEngine(tracer: tracer, target: target, axis: axis, constraints: constraints)
        notes += engine.notes
        let positionDecision = engine.decision(for: positionRole, value: position)
        let sizeDecision = engine.decision(for: .size, value: size)

        let me = target.address
        _ = derive(Key(address: me, role: positionRole), depth: 0)
        _ = derive(Key(address: me, role: positionRole == .end ? .start : .end), depth: 0)
        _ = derive(Key(address: me, role: .size), depth: 0)
        for (role, decision, value) in [
            (positionRole, positionDecision, position), (.size, sizeDecision, size),
        ] {
            if case .decidedByPriority(let number) = decision, known[Key(address: me, role: role)] == nil,
                let constraint = constraints.first(where: { $0.number == number })
            {
                lines.append(
                    TraceLine(
                        depth: 0,
                        text:
                            "\(roleName(role)) \(PlacementText.number(value)) is held by "
                            + "constraint \(number) at priority \(PlacementText.number(constraint.priority)): "
                            + equation(constraint) + "; the required constraints leave it free",
                        constraints: [number]))
            }
        }
        let others = otherLines()
        let freedom = self.freedom(position: positionDecision, size: sizeDecision)
        if target.hasAmbiguousLayout == false, let freedom, !freedom.free.isEmpty {
            notes.append(
                "UIKit does not report this guide as ambiguous, so something the record does not hold fixes the "
                    + freedom.free.joined(separator: " and ")
                    + " (a constraint on another item, an intrinsic size)")
        }
        return AxisPlacement(
            axis: axis, positionName: roleName(positionRole), positionValue: position, sizeName: names.size,
            sizeValue: size, positionDecision: positionDecision, sizeDecision: sizeDecision, lines: lines,
            others: others, freedom: freedom, notes: notes)
    }

    // MARK: Following edges

    /// The required, active equation that sets `key` directly, and which side of it `key` is on.
    func pin(for key: Key) -> (number: Int, isFirst: Bool)? {
        for constraint in constraints where !chain.contains(constraint.number) {
            guard let read = constraint.read, read.relation == .equal, read.priority >= 1000,
                read.isActive != false
            else { continue }
            for (anchor, isFirst) in [(read.first, true)] + (read.second.map { [($0, false)] } ?? []) {
                guard anchor.item.address == key.address,
                    let role = PlacementTracer.role(of: anchor.attribute),
                    role.axis == axis, role.role == key.role
                else { continue }
                // The other side must be something else: not this very attribute.
                let other = isFirst ? read.second : read.first
                if let other, other.item.address == key.address, other.attribute == anchor.attribute {
                    continue
                }
                return (constraint.number, isFirst)
            }
        }
        return nil
    }

    func formula(for key: Key) -> Formula? {
        if let pin = pin(for: key) { return .pin(pin.number) }
        func pinned(_ role: AxisRole) -> Bool {
            pin(for: Key(address: key.address, role: role)) != nil
        }
        let options: [(AxisRole, AxisRole)]
        switch key.role {
        case .start: options = [(.end, .size), (.center, .size), (.end, .center)]
        case .end: options = [(.start, .size), (.center, .size), (.start, .center)]
        case .size: options = [(.start, .end), (.start, .center), (.center, .end)]
        case .center: options = [(.start, .end), (.start, .size), (.end, .size)]
        }
        for (first, second) in options where pinned(first) && pinned(second) {
            return .combination(first, second)
        }
        return nil
    }

    /// The value of `key` as the constraints give it, writing its line (and the lines of what it
    /// refers to, one level deeper) the first time; `nil` when nothing recorded sets it.
    mutating func derive(_ key: Key, depth: Int) -> Known? {
        if let found = known[key] { return found }
        guard !visiting.contains(key) else {
            note(
                "a cycle: the constraints lead back to \(itemName(key.address)) "
                    + "\(roleName(key.role)) before reaching a view; the trace stops there"
            )
            return nil
        }
        guard depth <= Self.depthLimit else {
            note("the chain is longer than \(Self.depthLimit) items; the trace stops there")
            return nil
        }
        guard let formula = formula(for: key) else { return nil }
        visiting.insert(key)
        defer { visiting.remove(key) }
        let recorded = recordedValue(key)
        let label = label(key)
        switch formula {
        case .pin(let number):
            guard let constraint = constraints.first(where: { $0.number == number }),
                let read = constraint.read,
                let side = pin(for: key)
            else { return nil }
            let other = side.isFirst ? read.second : read.first
            var expression: String
            var computed: Double?
            let otherValue = other.flatMap(tracer.value(of:))
            let otherText = other.map { anchorText($0, value: otherValue) } ?? ""
            if side.isFirst {
                // key = multiplier × other + constant
                if other != nil {
                    expression =
                        read.multiplier == 1
                        ? otherText : PlacementText.shortest(read.multiplier) + " × " + otherText
                    expression += PlacementText.signed(read.constant)
                    computed = otherValue.map { read.multiplier * $0 + read.constant }
                } else {
                    expression = PlacementText.shortest(read.constant)
                    computed = read.constant
                }
            } else {
                // other = multiplier × key + constant, so key = (other − constant) ÷ multiplier
                expression = otherText + PlacementText.signed(-read.constant)
                if read.multiplier != 1 {
                    expression = "(" + expression + ") ÷ " + PlacementText.shortest(read.multiplier)
                }
                computed = otherValue.map { ($0 - read.constant) / read.multiplier }
            }
            let value = computed ?? recorded ?? .nan
            lines.append(
                TraceLine(
                    depth: depth,
                    text: "\(label) \(PlacementText.number(recorded ?? value)) = \(expression)"
                        + addsUp(computed: computed, recorded: recorded) + " (constraint \(number))",
                    constraints: [number]))
            var used = [number]
            traced.insert(key.address)
            if let other {
                chain.insert(number)
                used += follow(other, depth: depth + 1)
                chain.remove(number)
            }
            let result = Known(value: value, constraints: Array(Set(used)).sorted())
            known[key] = result
            return result
        case .combination(let firstRole, let secondRole):
            let address = key.address
            guard let first = derive(Key(address: address, role: firstRole), depth: depth),
                let second = derive(Key(address: address, role: secondRole), depth: depth)
            else { return nil }
            let (value, text) = combine(
                key.role, firstRole, first.value, secondRole, second.value, address: address)
            let used = Array(Set(first.constraints + second.constraints)).sorted()
            traced.insert(key.address)
            lines.append(
                TraceLine(
                    depth: depth,
                    text: "\(label) \(PlacementText.number(recorded ?? value)) = \(text)"
                        + addsUp(computed: value, recorded: recorded) + " (" + PlacementText.list(used) + ")",
                    constraints: used))
            let result = Known(value: value, constraints: used)
            known[key] = result
            return result
        }
    }

    /// Follows the item a constraint refers to: a guide placed by the constraints is traced one
    /// level deeper; a view, the window or a guide UIKit places is where the trace ends.
    mutating func follow(_ anchor: LoggedAnchor, depth: Int) -> [Int] {
        let address = anchor.item.address
        if tracer.rect(of: address) == nil {
            note(
                "\(itemName(address)) (\(anchor.item.className):\(address)) is not in the snapshot: its value is unknown"
            )
            return []
        }
        guard !tracer.isView(address), let role = PlacementTracer.role(of: anchor.attribute),
            role.axis == axis
        else { return [] }
        if tracer.isPlacedByUIKit(address) {
            let kind = tracer.guides[address]?.guide.kind
            let see =
                kind == .safeArea || kind == .layoutMargins ? " (its insets: `guidelens why` on it)" : ""
            lines.append(
                TraceLine(
                    depth: depth,
                    text: "\(anchorText(anchor, value: tracer.value(of: anchor))): placed by UIKit\(see)",
                    constraints: []))
            return []
        }
        let key = Key(address: address, role: role.role)
        if let found = derive(key, depth: depth) { return found.constraints }
        if !visiting.contains(key) {
            lines.append(
                TraceLine(
                    depth: depth,
                    text:
                        "\(anchorText(anchor, value: tracer.value(of: anchor))): its recorded frame; no recorded "
                        + "constraint fixes it", constraints: []))
        }
        return []
    }

    func combine(
        _ role: AxisRole, _ firstRole: AxisRole, _ first: Double,
        _ secondRole: AxisRole, _ second: Double, address: ObjectAddress
    ) -> (Double, String) {
        let a = label(Key(address: address, role: firstRole)) + " " + PlacementText.number(first)
        let b = label(Key(address: address, role: secondRole)) + " " + PlacementText.number(second)
        switch (role, firstRole, secondRole) {
        case (.start, .end, .size), (.size, .end, .start):
            return (first - second, "\(a) − \(b)")
        case (.size, .start, .end): return (second - first, "\(b) − \(a)")
        case (.start, .center, .size): return (first - second / 2, "\(a) − ½ × \(b)")
        case (.start, .end, .center): return (2 * second - first, "2 × \(b) − \(a)")
        case (.end, .start, .size): return (first + second, "\(a) + \(b)")
        case (.end, .center, .size): return (first + second / 2, "\(a) + ½ × \(b)")
        case (.end, .start, .center): return (2 * second - first, "2 × \(b) − \(a)")
        case (.size, .start, .center): return (2 * (second - first), "2 × (\(b) − \(a))")
        case (.size, .center, .end): return (2 * (second - first), "2 × (\(b) − \(a))")
        case (.center, .start, .end): return ((first + second) / 2, "½ × (\(a) + \(b))")
        case (.center, .start, .size): return (first + second / 2, "\(a) + ½ × \(b)")
        case (.center, .end, .size): return (first - second / 2, "\(a) − ½ × \(b)")
        default: return (.nan, "\(a), \(b)")
        }
    }

    /// ` = 80` when the constraints give another value than the recorded frame (and a note).
    mutating func addsUp(computed: Double?, recorded: Double?) -> String {
        guard let computed, let recorded, abs(computed - recorded) > PlacementText.tolerance else {
            return ""
        }
        note(
            "the constraints give \(PlacementText.number(computed)) where the recorded frame has "
                + "\(PlacementText.number(recorded)): a constraint the record does not hold, a priority below "
                + "required, or a layout pass since the snapshot")
        return " = " + PlacementText.number(computed)
    }

    mutating func note(_ text: String) {
        if noted.insert(text).inserted { notes.append(text) }
    }

    // MARK: Names and values

    func recordedValue(_ key: Key) -> Double? {
        tracer.value(
            of: LoggedAnchor(
                item: LoggedItem(className: "", address: key.address),
                attribute: axis.attribute(key.role, physical: true)))
    }

    func itemName(_ address: ObjectAddress) -> String {
        let name = tracer.name(
            of: LoggedItem(className: "UILayoutGuide", address: address), target: target.address,
            owner: owner.address)
        return name.isEmpty ? target.displayName : name
    }

    /// `top`, `safe area top`, `UILabel bottom`.
    func label(_ key: Key) -> String {
        let attribute = roleName(key.role)
        if key.address == target.address { return attribute }
        return itemName(key.address) + " " + attribute
    }

    /// `safe area top 59`: an item's attribute and its value (`?` when unknown).
    func anchorText(_ anchor: LoggedAnchor, value: Double?) -> String {
        let name = tracer.name(of: anchor.item, target: target.address, owner: owner.address)
        let text = (name.isEmpty ? "" : name + " ") + anchor.attribute.name
        return text + " " + (value.map(PlacementText.number) ?? "?")
    }

    /// A constraint as an equation with names and values: `top 75 ≥ safe area top 59 + 8`.
    func equation(_ constraint: PlacementConstraint) -> String {
        guard let read = constraint.read else { return constraint.description }
        var text = anchorText(read.first, value: tracer.value(of: read.first))
        text += " " + read.relation.symbol + " "
        if let second = read.second {
            if read.multiplier != 1 { text += PlacementText.shortest(read.multiplier) + " × " }
            text += anchorText(second, value: tracer.value(of: second)) + PlacementText.signed(read.constant)
        } else {
            text += PlacementText.shortest(read.constant)
        }
        return text
    }

    // MARK: Inequalities and lower priorities

    func otherLines() -> [TraceLine] {
        var result: [TraceLine] = []
        for constraint in constraints where constraint.axis == axis {
            guard let read = constraint.read,
                read.items.contains(where: { $0.address == target.address || traced.contains($0.address) })
            else { continue }
            let required = constraint.priority >= 1000
            if read.relation == .equal && required && constraint.isActive { continue }
            let priority = required ? "" : " (priority \(PlacementText.number(constraint.priority)))"
            guard constraint.isActive else {
                result.append(
                    TraceLine(
                        depth: 0,
                        text:
                            "constraint \(constraint.number)\(priority) is inactive: it plays no part (\(equation(constraint)))",
                        constraints: [constraint.number]))
                continue
            }
            let firstValue = tracer.value(of: read.first)
            let secondValue: Double? = read.second.map { tracer.value(of: $0) } ?? 0
            var text = "constraint \(constraint.number)\(priority): \(equation(constraint))"
            if let firstValue, let secondValue {
                let actual = firstValue - read.multiplier * secondValue
                let written = read.relation.symbol + " " + PlacementText.shortest(read.constant)
                let holds: Bool
                switch read.relation {
                case .greaterThanOrEqual: holds = actual >= read.constant - PlacementText.tolerance
                case .lessThanOrEqual: holds = actual <= read.constant + PlacementText.tolerance
                case .equal: holds = abs(actual - read.constant) <= PlacementText.tolerance
                }
                if read.relation == .equal {
                    text +=
                        holds
                        ? ": met"
                        : ": not met (\(PlacementText.number(actual)) instead of \(PlacementText.shortest(read.constant)))"
                } else {
                    text +=
                        ": \(written), " + (holds ? "holds at " : "not met: ") + PlacementText.number(actual)
                }
                if !holds, !required {
                    let engine = PlacementEngine(
                        tracer: tracer, target: target, axis: axis, constraints: constraints)
                    if let overriding = engine.overriding(constraint.number), !overriding.isEmpty {
                        text +=
                            "; required " + PlacementText.list(overriding) + " override"
                            + (overriding.count == 1 ? "s" : "") + " it"
                    } else {
                        text += "; the required constraints would allow it, so another constraint decides"
                    }
                }
            } else {
                text += ": a value it names is not in the snapshot"
            }
            result.append(TraceLine(depth: 0, text: text, constraints: [constraint.number]))
        }
        return result
    }

    // MARK: What is free

    func freedom(position: Decision, size: Decision) -> Freedom? {
        let positionFree = position == .free
        let sizeFree = size == .free
        guard positionFree || sizeFree else { return nil }
        let names = self.names
        let me = target.address
        let startPin = pin(for: Key(address: me, role: .start))?.number
        let endPin = pin(for: Key(address: me, role: .end))?.number
        let centerPin = pin(for: Key(address: me, role: .center))?.number
        let sizePin = pin(for: Key(address: me, role: .size))?.number
        func pinned(_ name: String, _ number: Int?) -> String? {
            number.map { "the \(name) is pinned (constraint \($0))" }
        }
        if sizeFree && !positionFree {
            let sentence: String
            var fixes = ["a \(names.size) constraint"]
            if let startPin {
                sentence =
                    "nothing fixes the \(names.size): the \(names.start) is pinned (constraint \(startPin)), the \(names.end) is not"
                fixes.append("a \(names.end) pin")
            } else if let endPin {
                sentence =
                    "nothing fixes the \(names.size): the \(names.end) is pinned (constraint \(endPin)), the \(names.start) is not"
                fixes.append("a \(names.start) pin")
            } else if let centerPin {
                sentence =
                    "nothing fixes the \(names.size): the \(names.center) is pinned (constraint \(centerPin)), neither edge is"
                fixes.append("a \(names.start) or \(names.end) pin")
            } else {
                sentence =
                    "nothing fixes the \(names.size): the \(names.start) is held, but no constraint sets the \(names.end)"
                fixes.append("a \(names.end) pin")
            }
            fixes.append("a \(names.size) below required priority that breaks the tie (for example 250)")
            return Freedom(free: [names.size], sentence: sentence, fixes: fixes)
        }
        let positionName = roleName(positionRole)
        let otherEdge = roleName(positionRole == .end ? .start : .end)
        if positionFree && !sizeFree {
            let because =
                sizePin.map { "the \(names.size) is fixed (constraint \($0))" }
                ?? "the \(names.size) is fixed"
            return Freedom(
                free: [positionName],
                sentence: "nothing fixes the \(positionName): \(because), but no edge or center is pinned",
                fixes: ["a \(positionName) pin", "a \(otherEdge) pin", "a \(names.center) pin"])
        }
        let held = [
            pinned(names.start, startPin), pinned(names.end, endPin), pinned(names.center, centerPin),
        ]
        .compactMap { $0 }
        let sentence =
            "nothing fixes the \(positionName) or the \(names.size): "
            + (held.isEmpty
                ? "no recorded required constraint pins an edge or sets the \(names.size)"
                : held.joined(separator: ", ") + ", and nothing else")
        return Freedom(
            free: [positionName, names.size], sentence: sentence,
            fixes: [
                "a \(positionName) and a \(otherEdge) pin", "a \(positionName) pin and a \(names.size)",
                "a \(names.center) pin and a \(names.size)",
            ])
    }
}
