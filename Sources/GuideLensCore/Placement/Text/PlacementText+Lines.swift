/// The words of each value of a placement: a trace step, another constraint, what is free, a
/// note, a gap, an inset's source. The one place the answer's English is written.
extension PlacementText {
    // MARK: Anchors and equations

    /// `safe area top 59`, `top 75`, `UILabel bottom ?`.
    static func anchor(_ anchor: TraceAnchor) -> String {
        label(anchor) + " " + (anchor.value.map(number) ?? "?")
    }

    /// `spacer1 bottom`, `top`: an anchor without its value.
    static func label(_ anchor: TraceAnchor) -> String {
        let item = name(anchor.item)
        let attribute = self.attribute(anchor.attribute)
        return item.isEmpty ? attribute : attribute.isEmpty ? item : item + " " + attribute
    }

    /// `top`, `left`, `bounds origin y`.
    static func attribute(_ attribute: TraceAnchor.Attribute) -> String {
        switch attribute {
        case .layout(let attribute): attribute.name
        case .boundsOrigin(let axis): axis == .horizontal ? "bounds origin x" : "bounds origin y"
        case .none: ""
        }
    }

    /// `safe area`, `UIScrollView margins`, `spacer1`, `UILabel 'Total'`, `UILabel (0x7fb63fc06460)`;
    /// empty for the guide traced.
    package static func name(_ item: ItemName) -> String {
        switch item {
        case .traced: return ""
        case .placedByUIKit(let kind, let owner):
            let base: String
            switch kind {
            case .safeArea: base = "safe area"
            case .layoutMargins: base = "margins"
            case .scrollContent: base = "content guide"
            case .scrollFrame: base = "frame guide"
            case .keyboard: base = "keyboard"
            case .readableContent, .stackSpacer, .focus, .custom, .system: base = kind.displayName
            }
            return owner.map { "\($0) \(base)" } ?? base
        case .guide(let name): return name
        case .view(let className, let identifier?, _): return "\(className) '\(identifier)'"
        case .view(let className, nil, let address?): return "\(className) (\(address))"
        case .view(let className, nil, nil): return className
        case .superview: return "superview"
        case .unknown(let className, let identifier): return identifier ?? className
        }
    }

    /// `top 75 ≥ safe area top 59 + 8`.
    package static func equation(_ equation: TraceEquation) -> String {
        var text = anchor(equation.first) + " " + equation.relation.symbol + " "
        if let second = equation.second {
            if equation.multiplier != 1 { text += shortest(equation.multiplier) + " × " }
            text += anchor(second) + signed(equation.constant)
        } else {
            text += shortest(equation.constant)
        }
        return text
    }

    // MARK: Steps

    /// One line of a trace.
    static func line(_ step: TraceStep, constraints: [Int]) -> String {
        switch step {
        case .pinned(let pin): return pinned(pin)
        case .combined(let target, let recorded, let first, let second, let how):
            let value = how.value(first.value ?? .nan, second.value ?? .nan)
            return "\(label(target)) \(number(target.value ?? value)) = "
                + combination(
                    how, label(first) + " " + number(first.value ?? .nan),
                    label(second) + " "
                        + number(second.value ?? .nan))
                + addsUp(computed: value, recorded: recorded) + " (" + list(constraints) + ")"
        case .placedByUIKit(let anchor, let explainsInsets):
            return self.anchor(anchor) + ": placed by UIKit"
                + (explainsInsets ? " (its insets: `guidelens why` on it)" : "")
        case .recordedFrame(let anchor):
            return self.anchor(anchor) + ": its recorded frame; no recorded constraint fixes it"
        case .loopsBack(let anchor, let numbers):
            return self.anchor(anchor) + ": its recorded frame; " + list(numbers)
                + " set\(numbers.count == 1 ? "s" : "") it from the items already being followed (a loop), so the trace stops here"
        case .setInCode(let anchor, let mask?):
            return self.anchor(anchor) + ": its frame, set in code; it translates its autoresizing mask"
                + (mask.isEmpty ? "" : " (" + mask + ")") + " into constraints, and the record holds none "
                + "that places it"
        case .setInCode(let anchor, nil):
            return self.anchor(anchor)
                + ": set by its superview's layoutSubviews (or in code), not by constraints: no recorded constraint places it"
        case .heldByPriority(let target, let constraint, let priority, let equation):
            return
                "\(label(target)) \(number(target.value ?? .nan)) is held by constraint \(constraint) at priority "
                + number(priority) + ": " + self.equation(equation)
                + "; the required constraints leave it free"
        case .decidedByPriorities(let target, let verdict):
            if let intrinsic = intrinsicSize(of: target, in: verdict) {
                return intrinsicLine(target, verdict: verdict, intrinsic: intrinsic)
            }
            return "\(label(target)) \(number(verdict.value)) is what the priorities below required choose"
                + self.verdict(verdict) + "; the required constraints leave it free"
        }
    }

    /// `top 75 = safe area top 59 + 16 (constraint 2)`.
    static func pinned(_ pin: TraceStep.Pin) -> String {
        let otherText = pin.other.map(anchor) ?? ""
        var expression: String
        if pin.isFirst {
            if pin.other != nil {
                expression = pin.multiplier == 1 ? otherText : shortest(pin.multiplier) + " × " + otherText
                expression += signed(pin.constant)
            } else {
                expression = shortest(pin.constant)
            }
        } else {
            expression = otherText + signed(-pin.constant)
            if pin.multiplier != 1 { expression = "(" + expression + ") ÷ " + shortest(pin.multiplier) }
        }
        let value = pin.target.value ?? pin.computed ?? .nan
        if let origin = pin.superviewOrigin {
            // A frame attribute counts from the superview's bounds origin.
            expression = anchor(origin) + (pin.isContentOrigin && pin.constant == 0 ? "" : " + " + expression)
        }
        var source =
            pin.autoresizingMask.map {
                "constraint \(pin.constraint): autoresizing mask \($0), its frame set in code"
            }
            ?? "constraint \(pin.constraint)"
        if pin.isContentOrigin {
            source += ": the scroll view's content origin, where UIKit starts its content guide"
        }
        return "\(label(pin.target)) \(number(value)) = \(expression)"
            + addsUp(computed: pin.computed, recorded: pin.target.value) + " (\(source))"
    }

    /// ` = 80` when the constraints give another value than the one shown.
    static func addsUp(computed: Double?, recorded: Double?) -> String {
        guard let computed, let recorded, abs(computed - recorded) > EngineTolerance.value else { return "" }
        return " = " + number(computed)
    }

    /// `a − b`, `½ × (a + b)`: a combination of two known values, as written.
    static func combination(_ how: Combination, _ a: String, _ b: String) -> String {
        switch how {
        case .difference: "\(a) − \(b)"
        case .reversedDifference: "\(b) − \(a)"
        case .lessHalf: "\(a) − ½ × \(b)"
        case .mirrored: "2 × \(b) − \(a)"
        case .sum: "\(a) + \(b)"
        case .plusHalf: "\(a) + ½ × \(b)"
        case .doubledDifference: "2 × (\(b) − \(a))"
        case .midpoint: "½ × (\(a) + \(b))"
        }
    }

    /// The content size of `target`'s own intrinsic size among the verdict's goals: its number
    /// and value.
    static func intrinsicSize(of target: TraceAnchor, in verdict: PriorityVerdict)
        -> (constraint: Int, value: Double)?
    {
        for outcome in verdict.holding + verdict.standing + verdict.losing where outcome.part != .whole {
            if outcome.equation.first.address == target.address {
                return (outcome.constraint, outcome.equation.constant)
            }
        }
        return nil
    }

    /// `UILabel width 104 = its intrinsic width 104 (constraint 14): its content hugging at priority
    /// 251 holds it against constraint 9 at priority 250, which misses by 40 (…); its compression
    /// resistance at priority 750 would keep it from going below 104`.
    static func intrinsicLine(
        _ target: TraceAnchor, verdict: PriorityVerdict, intrinsic: (constraint: Int, value: Double)
    ) -> String {
        let size = attribute(target.attribute)
        var text = "\(label(target)) \(number(verdict.value))"
        let atIntrinsic = abs(verdict.value - intrinsic.value) <= EngineTolerance.value
        text +=
            atIntrinsic
            ? " = its intrinsic \(size) \(number(intrinsic.value)) (constraint \(intrinsic.constraint))"
            : ", not its intrinsic \(size) \(number(intrinsic.value)) (constraint \(intrinsic.constraint))"
        func own(_ outcome: PriorityVerdict.Outcome) -> Bool {
            outcome.constraint == intrinsic.constraint && outcome.part != .whole
        }
        func part(_ outcome: PriorityVerdict.Outcome) -> String {
            own(outcome)
                ? (outcome.part == .hugging ? "its content hugging" : "its compression resistance")
                    + " at priority \(number(outcome.priority))"
                : goal(outcome)
        }
        let losing = verdict.losing.filter { !own($0) }.map {
            "\(goal($0)), which misses by \(number($0.miss)) (\(equation($0.equation)))" + beaten($0)
        }
        var parts: [String] = []
        for outcome in verdict.holding {
            var holds = part(outcome) + " " + self.holds(outcome)
            if !own(outcome) { holds += " (\(equation(outcome.equation)))" }
            if own(outcome), !losing.isEmpty { holds += " against " + losing.joined(separator: " and ") }
            parts.append(holds)
        }
        if verdict.holding.allSatisfy({ !own($0) }) { parts += losing.map { $0 + ", loses" } }
        for outcome in verdict.losing where own(outcome) {
            let way = outcome.part == .hugging ? "above" : "below"
            parts.append(
                "\(part(outcome)) loses: it is \(number(outcome.miss)) \(way) its intrinsic \(size)"
                    + beaten(outcome))
        }
        for outcome in verdict.standing {
            parts.append(
                "\(part(outcome)) would keep it from going \(way(outcome.part)) \(number(verdict.value))")
        }
        if !parts.isEmpty { text += ": " + parts.joined(separator: "; ") }
        var rest = verdict
        rest.holding = []
        rest.losing = []
        rest.standing = []
        return text + self.verdict(rest) + "; no required constraint sets it"
    }

    /// Which way a goal met at its bound keeps a value from going: a compression resistance below,
    /// a hugging above, an equation away from it.
    static func way(_ part: ConstraintRows.Part) -> String {
        switch part {
        case .compressionResistance: "below"
        case .hugging: "above"
        case .whole: "away from"
        }
    }

    /// `: constraint 5 at priority 999 holds it (…); constraint 7 at priority 750 loses, 10 short (…)`.
    static func verdict(_ verdict: PriorityVerdict) -> String {
        var parts: [String] = []
        for outcome in verdict.holding {
            parts.append("\(goal(outcome)) \(holds(outcome)) (\(equation(outcome.equation)))")
        }
        for outcome in verdict.losing {
            parts.append(
                "\(goal(outcome)) loses, missing by \(number(outcome.miss)) (\(equation(outcome.equation)))"
                    + beaten(outcome))
        }
        for outcome in verdict.standing {
            parts.append(
                "\(goal(outcome)) is met and would keep it from going \(way(outcome.part)) \(number(verdict.value))"
            )
        }
        var text = parts.isEmpty ? "" : ": " + parts.joined(separator: "; ")
        text += faces(verdict)
        switch verdict.uncertainty {
        case .tie(let lower, let upper, let deciding)?:
            text +=
                "; any value from \(number(lower)) to \(number(upper)) is as good, so UIKit picks one without "
            text += "saying which"
            if !deciding.isEmpty {
                text += " (" + list(deciding) + " pull against each other at one priority)"
            }
        case .weighedAsNumbers(let value, let outweighing)?:
            text += "; Apple documents higher priorities as met first, as here; weighed as numbers instead, "
            text += list(outweighing) + " would outweigh it and make it \(number(value))"
        case nil: break
        }
        return text
    }

    /// `holds it`; for a goal that pins a value while it misses (hugging pulling a size down to
    /// what a higher priority allows), `holds it as near as it can, missing by 34`.
    static func holds(_ outcome: PriorityVerdict.Outcome) -> String {
        outcome.miss > EngineTolerance.value
            ? "holds it as near as it can, missing by \(number(outcome.miss))" + beaten(outcome) : "holds it"
    }

    /// `; free from 0 to 179 under the required constraints, from 90 to 179 at priority 750, one
    /// value at priority 250`: the ranges the solved layout leaves, face by face.
    static func faces(_ verdict: PriorityVerdict) -> String {
        guard let required = verdict.requiredRange else { return "" }
        var text = "; " + range(required) + " under the required constraints"
        for step in verdict.narrowing {
            text +=
                ", " + range(step.range).replacingOccurrences(of: "free ", with: "") + " at priority "
                + number(step.priority)
        }
        if let priority = verdict.decidingPriority { text += ", one value at priority \(number(priority))" }
        return text
    }

    /// `free from 0 to 260`, `at least 12`, `free`.
    static func range(_ range: ValueRange) -> String {
        switch (range.lower, range.upper) {
        case (let lower?, let upper?): "free from \(number(lower)) to \(number(upper))"
        case (let lower?, nil): "free from \(number(lower)) up"
        case (nil, let upper?): "free up to \(number(upper))"
        case (nil, nil): "free"
        }
    }

    /// What a goal that misses cannot hold with: `: with constraint 1's content hugging at priority
    /// 251 and constraints 3, 4 it cannot hold (priority 251 is weighed first)`; nothing for a goal
    /// no verdict read from the solved layout explains.
    static func beaten(_ outcome: PriorityVerdict.Outcome) -> String {
        guard let beating = outcome.beaten else { return "" }
        return ": " + beaten(beating, priority: outcome.priority)
    }

    /// `with constraint 1's content hugging at priority 251 and constraint 3 it cannot hold
    /// (priority 251 is weighed first)`, `required constraint 5 leaves no room for it`.
    static func beaten(_ beating: PriorityVerdict.Beating, priority: Double) -> String {
        guard !beating.goals.isEmpty else {
            return "required " + list(beating.required) + " leave" + (beating.required.count == 1 ? "s" : "")
                + " no room for it"
        }
        var names = beating.goals.map(goal)
        if !beating.required.isEmpty { names.append(list(beating.required)) }
        let with =
            names.count == 1
            ? names[0] : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        let higher = Array(Set(beating.goals.map(\.priority).filter { $0 > priority })).sorted(by: >)
        let why =
            higher.isEmpty
            ? "at priority \(number(priority)) the misses add up to more if it holds"
            : "priority " + higher.map(number).joined(separator: ", ") + " "
                + (higher.count == 1 ? "is" : "are") + " weighed first"
        return "with \(with) it cannot hold (\(why))"
    }

    /// `constraint 1's content hugging at priority 251`.
    static func goal(_ name: PriorityVerdict.GoalName) -> String {
        goal(
            PriorityVerdict.Outcome(
                constraint: name.constraint, part: name.part, priority: name.priority, miss: 0,
                equation: TraceEquation(
                    first: TraceAnchor(
                        item: .traced, address: ObjectAddress(0), attribute: .none, value: nil),
                    relation: .equal, multiplier: 1, second: nil, constant: 0)))
    }

    /// `constraint 5 at priority 999`, `constraint 3's compression resistance at priority 750`.
    static func goal(_ outcome: PriorityVerdict.Outcome, withPriority: Bool = true) -> String {
        let part: String
        switch outcome.part {
        case .whole: part = ""
        case .hugging: part = "'s content hugging"
        case .compressionResistance: part = "'s compression resistance"
        }
        return "constraint \(outcome.constraint)\(part)"
            + (withPriority ? " at priority \(number(outcome.priority))" : "")
    }

    // MARK: Other constraints

    /// `constraint 10: top 147.5 ≥ safe area top 47 + 8 = 55: holds, 92.5 to spare`.
    static func other(_ other: OtherConstraint) -> String {
        let priority = other.priority.map { " (priority \(number($0)))" } ?? ""
        let written = equation(other.equation)
        let bound = other.equation.second != nil ? other.equation.bound.map { " = " + number($0) } ?? "" : ""
        var text: String
        switch other.outcome {
        case .inactive:
            return "constraint \(other.number)\(priority) is inactive: it plays no part (\(written))"
        case .valueMissing:
            return
                "constraint \(other.number)\(priority): \(written): a value it names is not in the snapshot"
        case .met: text = "constraint \(other.number)\(priority): \(written): met"
        case .notMet(let actual):
            text =
                "constraint \(other.number)\(priority): \(written)\(bound): not met (\(number(actual)) instead of "
                + number(other.equation.bound ?? .nan) + ")"
        case .holds(let spare):
            text =
                "constraint \(other.number)\(priority): \(written)\(bound): holds"
                + (spare > EngineTolerance.value ? ", \(number(spare)) to spare" : " at its bound")
        case .short(let miss):
            text = "constraint \(other.number)\(priority): \(written)\(bound): not met, \(number(miss)) short"
        }
        switch other.override {
        case .required(let numbers)?:
            text += "; required " + list(numbers) + " override" + (numbers.count == 1 ? "s" : "") + " it"
        case .allowed?: text += "; the required constraints would allow it, so another constraint decides"
        case .beaten(let beating)?: text += "; " + beaten(beating, priority: other.priority ?? 1000)
        case .tied?: text += "; an equally good layout would meet it, so a tie decides how far it misses"
        case nil: break
        }
        return text
    }

    // MARK: What is free

    /// `nothing fixes the height: the top is pinned (constraint 1), the bottom is not`.
    static func sentence(_ freedom: Freedom) -> String {
        let names = freedom.names
        func name(_ role: AxisRole) -> String {
            switch role {
            case .start: names.start
            case .end: names.end
            case .center: names.center
            case .size: names.size
            }
        }
        switch freedom.reason {
        case .sizeFree(let pinned, let constraint):
            let head = "nothing fixes the \(names.size): "
            switch pinned {
            case .start?:
                return head
                    + "the \(names.start) is pinned (constraint \(constraint ?? 0)), the \(names.end) is not"
            case .end?:
                return head
                    + "the \(names.end) is pinned (constraint \(constraint ?? 0)), the \(names.start) is not"
            case .center?:
                return head + "the \(names.center) is pinned (constraint \(constraint ?? 0)), neither edge is"
            default: return head + "the \(names.start) is held, but no constraint sets the \(names.end)"
            }
        case .positionFree(let sizeConstraint):
            let because =
                sizeConstraint.map { "the \(names.size) is fixed (constraint \($0))" }
                ?? "the \(names.size) is fixed"
            return "nothing fixes the \(names.position): \(because), but no edge or center is pinned"
        case .bothFree(let pins):
            return "nothing fixes the \(names.position) or the \(names.size): "
                + (pins.isEmpty
                    ? "no recorded required constraint pins an edge or sets the \(names.size)"
                    : pins.map { "the \(name($0.role)) is pinned (constraint \($0.constraint))" }.joined(
                        separator: ", ")
                        + ", and nothing else")
        }
    }

    /// `a height constraint`, `a bottom pin`: one fix in words.
    static func fix(_ fix: Freedom.Fix, _ names: Freedom.Names) -> String {
        switch fix {
        case .size: "a \(names.size) constraint"
        case .pin(let role):
            switch role {
            case .start: "a \(names.start) pin"
            case .end: "a \(names.end) pin"
            case .center: "a \(names.center) pin"
            case .size: "a \(names.size) constraint"
            }
        case .eitherEdge: "a \(names.start) or \(names.end) pin"
        case .sizeBelowRequired:
            "a \(names.size) below required priority that breaks the tie (for example 250)"
        case .bothEdges: "a \(names.position) and a \(names.otherEdge) pin"
        case .positionAndSize: "a \(names.position) pin and a \(names.size)"
        case .centerAndSize: "a \(names.center) pin and a \(names.size)"
        }
    }

    // MARK: Notes and gaps

    static func note(_ note: PlacementNote) -> String {
        switch note {
        case .unread(let number, let reason, let description):
            "constraint \(number) could not be read (\(reason)); the trace leaves it out. As recorded: \(description)"
        case .cycle(let item, let attribute):
            "a cycle: the constraints lead back to \(name(item)) \(attribute.name) before reaching a view; the trace "
                + "stops there"
        case .depthLimit(let limit): "the chain is longer than \(limit) items; the trace stops there"
        case .notInSnapshot(let item, let className, let address):
            LoggedItem(className: className, address: address).isPlaceholder
                ? "a visual format's | stands for a superview its description does not name (no names: '|':…): "
                    + "its value is unknown"
                : "\(name(item)) (\(className):\(address)) is not in the snapshot: its value is unknown"
        case .differs(let computed, let recorded):
            "the constraints give \(number(computed)) where the recorded frame has \(number(recorded)): a constraint "
                + "the record does not hold, a priority below required, or a layout pass since the snapshot"
        case .notReportedAmbiguous(let free):
            "UIKit does not report this guide as ambiguous, so something the record does not hold fixes the "
                + free.map(\.name).joined(separator: " and ")
                + " (a constraint on another item, an intrinsic size)"
        case .rightToLeft(let owner):
            "\(owner) lays out right to left: a leading edge is its right edge and a trailing edge its left, and "
                + "their constants count leftwards; the trace names the edges left and right"
        case .directionUnknown(let owner):
            "the snapshot does not record the layout direction of \(owner); leading and trailing are read left to right"
        }
    }

    static func gap(_ gap: PlacementGap) -> String {
        switch gap {
        case .constraintsNotRecorded:
            "the snapshot does not record the constraints affecting this guide (a snapshot of format version 1, or "
                + "taken without them), so its edges cannot be traced; take a new snapshot with this version of "
                + "GuideLens"
        case .ambiguityBeyondRecord:
            "UIKit reports this guide's layout as ambiguous, but the recorded constraints fix every attribute: what "
                + "is free lies beyond them (Apple does not promise the recorded set is complete)"
        case .insetInputsNotRecorded(let owner):
            "the snapshot does not record the safe-area and margin inputs of \(owner) (format version 1, or taken "
                + "without them), so where each inset comes from is not derived"
        }
    }

    /// What a scroll view owner does with its insets: they add room to scroll, and move no guide.
    static func context(_ context: ScrollContext) -> String {
        func insets(_ value: EdgeInsets) -> String {
            "top \(number(value.top)), left \(number(value.left)), bottom \(number(value.bottom)), "
                + "right \(number(value.right))"
        }
        let scroll = context.inputs
        var text =
            "the scroll view's contentInsetAdjustmentBehavior is \(scroll.contentInsetAdjustmentBehavior) and its "
            + "adjustedContentInset \(insets(scroll.adjustedContentInset))"
        if let content = scroll.contentInset, let added = context.added {
            text += "; contentInset \(insets(content))"
            text +=
                context.addsSafeArea
                ? ", so the adjustment adds the scroll view's safe-area insets"
                : "; the adjustment (\(insets(added))) is not derived from the recorded safe area"
        }
        if let size = scroll.contentSize {
            text += "; contentSize \(number(size.width)) × \(number(size.height))"
        }
        return text + ". These insets add room to scroll; they do not move the scroll view's guides"
    }

    // MARK: Insets

    static func inset(_ step: InsetStep) -> String {
        switch step {
        case .sum(let edge, let inset, let sources):
            return "\(edge) \(number(inset)) = " + sources.map(source).joined(separator: " + ")
        case .window(let edge, let inset):
            return
                "\(edge) \(number(inset)): the window's own inset (the device and the scene: status bar, sensor "
                + "housing, home indicator)"
        case .recordedDiffers(let view, let edge, let recorded, let inset):
            return "\(view) records safeAreaInsets.\(edge) \(number(recorded)), but its safe-area guide is "
                + "\(number(inset)) from its \(edge) edge: not derived"
        case .safeAreaInputsMissing(let edge, let inset, let view):
            return
                "\(edge) \(number(inset)): not derived — the snapshot does not record \(view)'s safe-area inputs"
        case .superviewSafeAreaMissing(let edge, let inset, let superview):
            return
                "\(edge) \(number(inset)): not derived — the superview \(superview)'s safe area is not recorded"
        case .stops(let edge, let inset, let superviewInset, let overlap):
            return "\(edge) \(number(inset)): the superview's \(edge) inset \(number(superviewInset)) covers "
                + "\(number(overlap)) of this view; its own is \(number(inset)) — the inset stops here. Not derived: "
                + "UIKit does not document why (seen under scroll views and hosting controllers)"
        case .notDerived(let edge, let inset, let inputs, let makes):
            return "\(edge) \(number(inset)): not derived — the recorded inputs ("
                + inputs.map(source).joined(separator: ", ") + ") make \(number(makes))"
        case .marginInputsMissing(let edge, let inset):
            return
                "\(edge) \(number(inset)): not derived — the snapshot does not record the view's margin inputs"
        }
    }

    static func source(_ source: InsetSource) -> String {
        switch source {
        case .superviewUnsafe(let superview, let edge, let value):
            "the superview \(superview)'s unsafe \(edge) \(number(value))"
        case .bar(let kind, let controller, let value, let over):
            "the \(barName(kind)) of \(controller) \(number(value))"
                + (over.map { " (over the superview's \(number($0)))" } ?? "")
        case .additional(let controller, let edge, let value):
            "\(controller).additionalSafeAreaInsets.\(edge) \(number(value))"
        case .nothing: "nothing: no unsafe region, bar or additional inset reaches this edge"
        case .superviewOverlap(let value): "superview overlap \(number(value))"
        case .additionalInput(let edge, let value): "additionalSafeAreaInsets.\(edge) \(number(value))"
        case .directionalMargin(let edge, let value): "directionalLayoutMargins.\(edge) \(number(value))"
        case .systemMinimum(let edge, let minimum, let directional):
            "the system minimum \(number(minimum)) (directionalLayoutMargins.\(edge) \(number(directional)) is below "
                + "it; viewRespectsSystemMinimumLayoutMargins)"
        case .safeAreaInset(let value):
            "the safe-area inset \(number(value)) (insetsLayoutMarginsFromSafeArea)"
        case .superviewMargin(let superview, let edge, let reach):
            "the superview \(superview)'s \(edge) margin reaching \(number(reach)) into this view "
                + "(preservesSuperviewLayoutMargins)"
        }
    }
}
