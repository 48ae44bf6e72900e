import Foundation
import Testing

@testable @_spi(Engine) import GuideLensCore

/// Each field of the `why --json` documents read from the engine's value it names, with values
/// chosen so that any two fields a slip could exchange differ: a tie's bounds, a combined edge's
/// recorded and computed values, an inset's two parts, a note's two values.
@Suite("why --json: each field from the value it names")
struct WhyDocumentMappingTests {
    static func anchor(_ name: String, _ value: Double?) -> TraceAnchor {
        TraceAnchor(
            item: .guide(name), address: ObjectAddress(0xB001), attribute: .layout(.top), value: value)
    }

    @Test("a verdict's tie: lower below upper, as the engine gives them, with the goals that decide it")
    func tie() {
        let verdict = PriorityVerdict(
            value: 20.25, holding: [], losing: [], standing: [],
            uncertainty: .tie(lower: 12.5, upper: 40.75, deciding: [3, 7]))
        let document = PlacementDocument.Verdict(verdict)
        #expect(
            document.tie?.lower == 12.5 && document.tie?.upper == 40.75 && document.tie?.deciding == [3, 7])
        #expect(document.value == 20.25 && document.weighedAsNumbers == nil)
        let weighed = PlacementDocument.Verdict(
            PriorityVerdict(
                value: 20.25, holding: [], losing: [], standing: [],
                uncertainty: .weighedAsNumbers(value: 33.5, outweighing: [4])))
        #expect(weighed.weighedAsNumbers?.value == 33.5 && weighed.weighedAsNumbers?.outweighing == [4])
        expectEqual(weighed.tie, nil)
    }

    @Test("a combined edge: its recorded value, not the value its two parts make")
    func combined() {
        // bottom = top 63.5 + height 24.25 = 87.75; the record says 88.
        let line = TraceLine(
            depth: 1,
            step: .combined(
                target: Self.anchor("card", 88), recorded: 88, first: Self.anchor("card", 63.5),
                second: Self.anchor("card", 24.25), how: .sum),
            constraints: [])
        let document = PlacementDocument.TraceLine(line)
        expectEqual(line.step.computed, 87.75)
        #expect(document.kind == .combined && document.recorded == 88 && document.how == .sum)
        expectEqual(document.from?.map(\.value), [63.5, 24.25])
    }

    @Test(
        "an inequality short of its bound: how far it misses, under miss; one that holds: its room, under spare"
    )
    func others() {
        let equation = TraceEquation(
            first: Self.anchor("card", 63.5), relation: .greaterThanOrEqual, multiplier: 1, second: nil,
            constant: 70.25)
        let short = PlacementDocument.Other(
            OtherConstraint(number: 4, priority: 750, equation: equation, outcome: .short(miss: 6.75)))
        #expect(short.outcome == .short && short.miss == 6.75 && short.spare == nil && short.actual == nil)
        let holds = PlacementDocument.Other(
            OtherConstraint(number: 4, priority: nil, equation: equation, outcome: .holds(spare: 2.5)))
        #expect(holds.outcome == .holds && holds.spare == 2.5 && holds.miss == nil && holds.priority == nil)
        let notMet = PlacementDocument.Other(
            OtherConstraint(number: 4, priority: 250, equation: equation, outcome: .notMet(actual: 61.25)))
        #expect(notMet.outcome == .notMet && notMet.actual == 61.25 && notMet.priority == 250)
    }

    @Test("a value that does not add up: the computed value and the recorded one, each under its own key")
    func differs() {
        let note = PlacementDocument.Note(.differs(computed: 75.5, recorded: 74.25))
        #expect(note.kind == .differs && note.computed == 75.5 && note.recorded == 74.25)
        let missing = PlacementDocument.Note(
            .notInSnapshot(name: .guide("ghost"), className: "UILayoutGuide", address: ObjectAddress(0xC0DE)))
        #expect(missing.className == "UILayoutGuide" && missing.address == "0xc0de")
        // The class under the key Why.md names.
        #expect(JSONAnswer.text(missing).contains("\"class\" : \"UILayoutGuide\""))
    }

    @Test("an inset stopped by a view: the superview's inset and the overlap, each under its own key")
    func stops() {
        let line = PlacementDocument.InsetLine(
            InsetLine(
                depth: 1, step: .stops(edge: "bottom", inset: 14.25, superviewInset: 34.5, overlap: 20.25)))
        #expect(line.kind == .stops && line.superviewInset == 34.5 && line.overlap == 20.25)
    }

    @Test("a check left to a tie says tied, one left free says open, each with its bounds")
    func checkOutcomes() {
        func check(_ outcome: Recomputation.Outcome) -> CheckDocument.Check {
            CheckDocument.Check(
                Recomputation.Check(
                    address: ObjectAddress(0xB001), name: "spacer", isGuide: false, axis: .horizontal,
                    role: .size, recorded: 100.5, outcome: outcome))
        }
        let tied = check(.tied(lower: 100.5, upper: 140.25))
        #expect(tied.outcome == .tied && tied.lower == 100.5 && tied.upper == 140.25 && tied.is == .view)
        let open = check(.open(lower: 20, upper: nil))
        #expect(open.outcome == .open && open.lower == 20 && open.upper == nil)
        let differs = check(.differs(99.75))
        #expect(differs.outcome == .differs && differs.computed == 99.75 && differs.recorded == 100.5)
    }

    @Test("a what-if's change says which value it sets: hugging is not compression resistance")
    func changes() {
        func change(_ edit: LayoutModel.Edit) -> WhatIfDocument.Change {
            WhatIfDocument.Change(WhatIf.Change(number: 6, edit: edit))
        }
        let hugging = change(.hugging(250.5))
        #expect(hugging.hugging == 250.5 && hugging.compressionResistance == nil && hugging.constraint == 6)
        let resistance = change(.compressionResistance(749.5))
        #expect(resistance.compressionResistance == 749.5 && resistance.hugging == nil)
        expectEqual(change(.deactivate).deactivate, true)
        #expect(change(.priority(999)).priority == 999 && change(.constant(-12.5)).constant == -12.5)
    }

    @Test(
        "what decides a value: equations, inequalities, priority, nothing or not settled, each by its own name"
    )
    func decisions() {
        expectEqual(PlacementDocument.Decision(.fixed([1, 2])), .init(by: .equations, constraints: [1, 2]))
        expectEqual(
            PlacementDocument.Decision(.heldByInequalities([3])), .init(by: .inequalities, constraints: [3]))
        expectEqual(PlacementDocument.Decision(.free), .init(by: .nothing, constraints: []))
        let unsettled = PlacementDocument.Decision(.notSettled(.notFinite))
        #expect(unsettled.by == .notSettled && unsettled.constraints == nil && unsettled.reason != nil)
        let verdict = PriorityVerdict(value: 20.25, holding: [], losing: [], standing: [])
        expectEqual(PlacementDocument.Decision(.decidedByPriority(verdict)).by, .priority)
    }

    @Test("a constraint of a view, an intrinsic size or a content origin names that view under its own key")
    func constraintSources() {
        func document(_ source: PlacementConstraint.Source) -> PlacementDocument.Constraint {
            var constraint = PlacementConstraint(
                number: 5, axis: .vertical, description: "<NSContentSizeLayoutConstraint:0x6 …>",
                priority: 750,
                isActive: true)
            constraint.source = source
            return PlacementDocument.Constraint(constraint)
        }
        let intrinsic = document(.intrinsicSize(ObjectAddress(0x7F01)))
        #expect(
            intrinsic.intrinsicSizeOf == "0x7f01" && intrinsic.contentOriginOf == nil && intrinsic.view == nil
        )
        let origin = document(.contentOrigin(ObjectAddress(0x7F02)))
        #expect(origin.contentOriginOf == "0x7f02" && origin.intrinsicSizeOf == nil)
        let view = document(.view(ObjectAddress(0x7F03)))
        #expect(view.view == "0x7f03" && view.intrinsicSizeOf == nil)
        let guide = document(.guide)
        #expect(guide.view == nil && guide.intrinsicSizeOf == nil && guide.contentOriginOf == nil)
        #expect(guide.number == 5 && guide.axis == .vertical && guide.priority == 750 && guide.active)
    }
}
