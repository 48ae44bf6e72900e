/// The short notes the chain's picture writes by a view the trace goes through: where its size or
/// frame comes from, in a few words (`intrinsic width 104.25 · hug 251`, `autoresizing h=--& v=--&`,
/// `set in code`), beside the trace's full sentence of the same step.
extension PlacementText {
    /// The note `step` gives its view, with the view's address: for a size an intrinsic size
    /// decides (with the priority that holds it there, or loses), a frame an autoresizing mask
    /// pins, or a frame set in code; `nil` for every other step.
    package static func drawingNote(for step: TraceStep) -> (item: ObjectAddress, text: String)? {
        switch step {
        case .decidedByPriorities(let target, let verdict):
            guard let intrinsic = intrinsicSize(of: target, in: verdict) else { return nil }
            return (target.address, intrinsicNote(target, verdict: verdict, intrinsic: intrinsic))
        case .pinned(let pin):
            guard let mask = pin.autoresizingMask else { return nil }
            return (pin.target.address, mask.isEmpty ? "autoresizing" : "autoresizing " + mask)
        case .setInCode(let anchor, let mask):
            let text =
                mask.map { $0.isEmpty ? "set in code" : "set in code · autoresizing " + $0 } ?? "set in code"
            return (anchor.address, text)
        case .combined, .placedByUIKit, .recordedFrame, .loopsBack, .heldByPriority:
            return nil
        }
    }

    /// `intrinsic width 104.25 · hug 251` when the size is its intrinsic one, held by its content
    /// hugging (`resist 750`: its compression resistance); `width 179.5, intrinsic 104.25 · hug 249
    /// loses` when another goal pulls it away.
    static func intrinsicNote(
        _ target: TraceAnchor, verdict: PriorityVerdict, intrinsic: (constraint: Int, value: Double)
    ) -> String {
        let size = attribute(target.attribute)
        var text =
            abs(verdict.value - intrinsic.value) <= EngineTolerance.value
            ? "intrinsic \(size) \(number(intrinsic.value))"
            : "\(size) \(number(verdict.value)), intrinsic \(number(intrinsic.value))"
        func own(_ outcome: PriorityVerdict.Outcome) -> Bool {
            outcome.constraint == intrinsic.constraint && outcome.part != .whole
        }
        func part(_ outcome: PriorityVerdict.Outcome) -> String {
            (outcome.part == .hugging ? "hug " : "resist ") + number(outcome.priority)
        }
        for outcome in verdict.holding where own(outcome) { text += " · " + part(outcome) }
        for outcome in verdict.losing where own(outcome) { text += " · " + part(outcome) + " loses" }
        return text
    }
}
