/// The document of an answer, read from the answer's values: each case of the engine's types
/// becomes a `kind` with the fields that case has.
extension PlacementDocument {
    /// The document of `placement`.
    package init(_ placement: GuidePlacement) {
        let frame = placement.frameInWindow
        self.init(
            schemaVersion: GuidePlacement.jsonSchemaVersion, guide: placement.name, path: placement.path,
            address: placement.address.description, owner: placement.owner.description, kind: placement.kind,
            windowFrame: [frame.minX, frame.minY, frame.width, frame.height],
            ambiguous: placement.hasAmbiguousLayout, axes: placement.axes.map(Axis.init),
            insets: placement.insets.map(Insets.init),
            constraints: placement.constraints.map(Constraint.init),
            context: placement.context.map(ScrollContext.init), missing: placement.missing.map(Gap.init),
            recomputed: placement.recomputed.map(CheckDocument.Check.init))
    }
}

extension PlacementDocument.Constraint {
    init(_ constraint: PlacementConstraint) {
        self.init(
            number: constraint.number, axis: constraint.axis, description: constraint.description,
            priority: constraint.priority, active: constraint.isActive, unread: constraint.unreadReason)
        switch constraint.source {
        case .guide: break
        case .view(let address): view = address.description
        case .intrinsicSize(let address): intrinsicSizeOf = address.description
        case .contentOrigin(let address): contentOriginOf = address.description
        }
    }
}

extension PlacementDocument.Axis {
    init(_ axis: AxisPlacement) {
        self.init(
            axis: axis.axis,
            position: .init(
                name: axis.positionName, value: axis.positionValue, decided: .init(axis.positionDecision)),
            size: .init(name: axis.sizeName, value: axis.sizeValue, decided: .init(axis.sizeDecision)),
            trace: axis.lines.map(PlacementDocument.TraceLine.init),
            others: axis.others.map(PlacementDocument.Other.init),
            free: axis.freedom.map(PlacementDocument.Free.init),
            notes: axis.notes.map(PlacementDocument.Note.init))
    }
}

extension PlacementDocument.Decision {
    init(_ decision: GuideLensCore.Decision) {
        switch decision {
        case .fixed(let numbers): self.init(by: .equations, constraints: numbers)
        case .heldByInequalities(let numbers): self.init(by: .inequalities, constraints: numbers)
        case .decidedByPriority(let verdict):
            self.init(by: .priority, constraints: verdict.holding.map(\.constraint), verdict: .init(verdict))
        case .free: self.init(by: .nothing, constraints: [])
        case .notSettled(let reason): self.init(by: .notSettled, reason: reason.description)
        }
    }
}

extension PlacementDocument.Anchor {
    init(_ anchor: TraceAnchor) {
        self.init(
            item: PlacementText.name(anchor.item), address: anchor.address.description,
            attribute: PlacementText.attribute(anchor.attribute), value: anchor.value)
    }
}

extension PlacementDocument.Equation {
    init(_ equation: TraceEquation) {
        self.init(
            first: .init(equation.first), relation: equation.relation, multiplier: equation.multiplier,
            second: equation.second.map(PlacementDocument.Anchor.init), constant: equation.constant)
    }
}

extension PlacementDocument.TraceLine {
    init(_ line: GuideLensCore.TraceLine) {
        typealias Anchor = PlacementDocument.Anchor
        switch line.step {
        case .pinned(let pin):
            self.init(
                depth: line.depth, constraints: line.constraints, kind: .pinned, target: .init(pin.target))
            other = pin.other.map(Anchor.init)
            multiplier = pin.multiplier
            constant = pin.constant
            side = pin.isFirst ? .first : .second
            computed = pin.computed
            autoresizingMask = pin.autoresizingMask
            superviewOrigin = pin.superviewOrigin.map(Anchor.init)
            if pin.isContentOrigin { contentOrigin = true }
        case .combined(let target, let recorded, let first, let second, let how):
            self.init(
                depth: line.depth, constraints: line.constraints, kind: .combined, target: .init(target))
            self.recorded = recorded
            from = [.init(first), .init(second)]
            self.how = how
        case .placedByUIKit(let anchor, _):
            self.init(
                depth: line.depth, constraints: line.constraints, kind: .placedByUIKit, target: .init(anchor))
        case .recordedFrame(let anchor):
            self.init(
                depth: line.depth, constraints: line.constraints, kind: .recordedFrame, target: .init(anchor))
        case .loopsBack(let anchor, let numbers):
            // The constraints it loops back through.
            self.init(depth: line.depth, constraints: numbers, kind: .loopsBack, target: .init(anchor))
        case .setInCode(let anchor, let mask):
            self.init(
                depth: line.depth, constraints: line.constraints, kind: .setInCode, target: .init(anchor))
            autoresizingMask = mask
        case .heldByPriority(let target, let constraint, let priority, let equation):
            self.init(
                depth: line.depth, constraints: line.constraints, kind: .heldByPriority, target: .init(target)
            )
            self.constraint = constraint
            self.priority = priority
            self.equation = .init(equation)
        case .decidedByPriorities(let target, let verdict):
            self.init(
                depth: line.depth, constraints: line.constraints, kind: .decidedByPriorities,
                target: .init(target))
            self.verdict = .init(verdict)
        }
    }
}

extension PlacementDocument.Verdict {
    init(_ verdict: PriorityVerdict) {
        typealias Outcome = PlacementDocument.Outcome
        self.init(
            value: verdict.value, holding: verdict.holding.map(Outcome.init),
            losing: verdict.losing.map(Outcome.init), standing: verdict.standing.map(Outcome.init),
            requiredRange: verdict.requiredRange, decidingPriority: verdict.decidingPriority)
        switch verdict.uncertainty {
        case .tie(let lower, let upper, let deciding)?:
            tie = .init(lower: lower, upper: upper, deciding: deciding)
        case .weighedAsNumbers(let value, let outweighing)?:
            weighedAsNumbers = .init(value: value, outweighing: outweighing)
        case nil: break
        }
    }
}

extension PlacementDocument.Part {
    /// The part a document names: `nil` for the whole constraint.
    static func of(_ part: ConstraintRows.Part) -> Self? {
        switch part {
        case .whole: nil
        case .hugging: .hugging
        case .compressionResistance: .compressionResistance
        }
    }
}

extension PlacementDocument.Outcome {
    init(_ outcome: PriorityVerdict.Outcome) {
        self.init(
            constraint: outcome.constraint, part: .of(outcome.part), priority: outcome.priority,
            miss: outcome.miss, equation: .init(outcome.equation),
            beatenBy: outcome.beaten.map(PlacementDocument.Beating.init))
    }
}

extension PlacementDocument.Beating {
    init(_ beating: PriorityVerdict.Beating) {
        self.init(
            required: beating.required,
            goals: beating.goals.map {
                .init(constraint: $0.constraint, part: .of($0.part), priority: $0.priority)
            })
    }
}

extension PlacementDocument.Other {
    init(_ other: OtherConstraint) {
        self.init(
            constraint: other.number, priority: other.priority, equation: .init(other.equation),
            outcome: .inactive)
        switch other.outcome {
        case .inactive: outcome = .inactive
        case .met: outcome = .met
        case .notMet(let actual): (outcome, self.actual) = (.notMet, actual)
        case .holds(let spare): (outcome, self.spare) = (.holds, spare)
        case .short(let miss): (outcome, self.miss) = (.short, miss)
        case .valueMissing: outcome = .valueMissing
        }
        switch other.override {
        case .required(let numbers)?: overriddenBy = numbers
        case .allowed?: overriddenBy = []
        case .beaten(let beating)?: beatenBy = .init(beating)
        case .tied?: tied = true
        case nil: break
        }
    }
}

extension PlacementDocument.Free {
    init(_ freedom: Freedom) {
        let names = freedom.names
        let reason: Reason
        var pinned: [[String: Int]] = []
        switch freedom.reason {
        case .sizeFree(let role, let constraint):
            reason = .sizeFree
            if let role, let constraint { pinned.append([names.name(role): constraint]) }
        case .positionFree(let constraint):
            reason = .positionFree
            if let constraint { pinned.append([names.size: constraint]) }
        case .bothFree(let pins):
            reason = .bothFree
            pinned = pins.map { [names.name($0.role): $0.constraint] }
        }
        self.init(
            attributes: freedom.freeAttributes.map(\.name), reason: reason, pinned: pinned,
            fixes: freedom.fixes.map { PlacementText.fix($0, names) })
    }
}

extension PlacementDocument.Note {
    init(_ note: PlacementNote) {
        switch note {
        case .unread(let number, let reason, let description):
            self.init(kind: .unread, constraint: number, reason: reason, description: description)
        case .cycle(let item, let attribute):
            self.init(kind: .cycle, item: PlacementText.name(item), attribute: attribute.name)
        case .depthLimit(let limit): self.init(kind: .depthLimit, limit: limit)
        case .notInSnapshot(let item, let className, let address):
            self.init(
                kind: .notInSnapshot, item: PlacementText.name(item), className: className,
                address: address.description)
        case .differs(let computed, let recorded):
            self.init(kind: .differs, computed: computed, recorded: recorded)
        case .notReportedAmbiguous(let free): self.init(kind: .notReportedAmbiguous, free: free.map(\.name))
        case .rightToLeft(let owner): self.init(kind: .rightToLeft, owner: owner)
        case .directionUnknown(let owner): self.init(kind: .directionUnknown, owner: owner)
        }
    }
}

extension PlacementDocument.Gap {
    init(_ gap: PlacementGap) {
        switch gap {
        case .constraintsNotRecorded: self.init(kind: .constraintsNotRecorded)
        case .ambiguityBeyondRecord: self.init(kind: .ambiguityBeyondRecord)
        case .insetInputsNotRecorded(let owner): self.init(kind: .insetInputsNotRecorded, owner: owner)
        }
    }
}

extension PlacementDocument.ScrollContext {
    init(_ context: GuideLensCore.ScrollContext) {
        let inputs = context.inputs
        self.init(
            contentInsetAdjustmentBehavior: inputs.contentInsetAdjustmentBehavior,
            adjustedContentInset: inputs.adjustedContentInset.components,
            contentInset: inputs.contentInset?.components,
            contentSize: inputs.contentSize.map { [$0.width, $0.height] },
            addsSafeArea: context.safeArea == nil ? nil : context.addsSafeArea)
    }
}

extension PlacementDocument.Insets {
    init(_ insets: InsetExplanation) {
        self.init(
            kind: insets.kind == .safeArea ? "safe area" : "margins",
            edges: insets.edges.map {
                .init(
                    edge: $0.edge, inset: $0.inset, derived: $0.isDerived,
                    sources: $0.lines.map(PlacementDocument.InsetLine.init))
            })
    }
}

extension PlacementDocument.InsetLine {
    init(_ line: GuideLensCore.InsetLine) {
        typealias Source = PlacementDocument.InsetSource
        self.init(depth: line.depth, kind: .window)
        switch line.step {
        case .sum(_, _, let sources): (kind, self.sources) = (.sum, sources.map(Source.init))
        case .window: kind = .window
        case .recordedDiffers(let view, _, let recorded, _):
            (kind, self.view, self.recorded) = (.recordedDiffers, view, recorded)
        case .safeAreaInputsMissing(_, _, let view): (kind, self.view) = (.safeAreaInputsMissing, view)
        case .superviewSafeAreaMissing(_, _, let superview):
            (kind, self.superview) = (.superviewSafeAreaMissing, superview)
        case .stops(_, _, let superviewInset, let overlap):
            (kind, self.superviewInset, self.overlap) = (.stops, superviewInset, overlap)
        case .notDerived(_, _, let inputs, let makes):
            (kind, self.inputs, self.makes) = (.notDerived, inputs.map(Source.init), makes)
        case .marginInputsMissing: kind = .marginInputsMissing
        }
    }
}

extension PlacementDocument.InsetSource {
    init(_ source: GuideLensCore.InsetSource) {
        switch source {
        case .superviewUnsafe(let superview, _, let value):
            self.init(kind: .superviewUnsafe, superview: superview, value: value)
        case .bar(let kind, let controller, let value, let over):
            self.init(kind: .bar, value: value, bar: kind.rawValue, controller: controller, over: over)
        case .additional(let controller, _, let value):
            self.init(kind: .additionalSafeAreaInsets, value: value, controller: controller)
        case .nothing: self.init(kind: .nothing)
        case .superviewOverlap(let value): self.init(kind: .superviewOverlap, value: value)
        case .additionalInput(_, let value): self.init(kind: .additionalSafeAreaInsets, value: value)
        case .directionalMargin(_, let value): self.init(kind: .directionalLayoutMargins, value: value)
        case .systemMinimum(_, let minimum, let directional):
            self.init(kind: .systemMinimum, value: minimum, directionalLayoutMargins: directional)
        case .safeAreaInset(let value): self.init(kind: .safeAreaInset, value: value)
        case .superviewMargin(let superview, _, let reach):
            self.init(kind: .superviewMargin, superview: superview, value: reach)
        }
    }
}
