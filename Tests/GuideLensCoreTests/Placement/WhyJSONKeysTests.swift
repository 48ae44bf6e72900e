import Foundation
import Testing

@testable @_spi(Engine) import GuideLensCore

/// `why --json`'s keys and kinds that no golden file holds, each read back from the encoded
/// answer of a traced guide: a position free while the size is fixed, an inset that stops being
/// passed down, inputs that do not add up, a margin raised to the system minimum, a constraint
/// that could not be read.
@Suite("why --json: keys and kinds no golden file holds")
struct WhyJSONKeysTests {
    typealias F = PlacementFixture
    typealias Object = [String: Any]

    /// The answer `why --json` writes for the guide `name` (or the path to it), read back.
    static func answer(_ name: String, in snapshot: Snapshot) throws -> Object {
        let placement = try #require(F.placement(name, in: snapshot))
        let data = Data(PlacementText.json(placement).utf8)
        return try #require(try JSONSerialization.jsonObject(with: data) as? Object)
    }

    /// The first source line of the inset on `edge` in `answer`.
    static func firstSource(_ edge: String, of answer: Object) throws -> Object {
        let insets = try #require(answer["insets"] as? Object)
        let edges = try #require(insets["edges"] as? [Object])
        let found = try #require(edges.first { $0["edge"] as? String == edge })
        return try #require((found["sources"] as? [Object])?.first)
    }

    @Test("a top free under a fixed height: the reason positionFree, and the height's constraint pinned")
    func positionFree() throws {
        let spacer = F.Item.guide(ObjectAddress(0xB000), "spacer2")
        let snapshot = F.snapshot([
            F.guide(
                0xB000, "spacer2", Rect(x: 38.5, y: 175.25, width: 100.25, height: 10.5),
                horizontal: [
                    F.constraint(1, spacer, .leading, .equal, F.safe, .leading, constant: 8),
                    F.constraint(2, spacer, .width, constant: 100.25),
                ],
                vertical: [F.constraint(3, spacer, .height, constant: 10.5)], ambiguous: true)
        ])
        let axes = try #require(try Self.answer("spacer2", in: snapshot)["axes"] as? [Object])
        let vertical = try #require(axes.first { $0["axis"] as? String == "vertical" })
        let free = try #require(vertical["free"] as? Object)
        expectEqual(free["reason"] as? String, "positionFree", "\(free)")
        expectEqual(free["attributes"] as? [String], ["top"])
        expectEqual(free["pinned"] as? [[String: Int]], [["height": 3]])
        // The horizontal axis is fixed: nothing free there.
        #expect(axes.first { $0["axis"] as? String == "horizontal" }?["free"] == nil)
    }

    @Test(
        "an inset that stops being passed down: its kind, the superview's inset and the overlap, each under its key"
    )
    func stops() throws {
        // The wrapper's bottom 0 sits in the child's 34-point unsafe band: a band of 34.5 reaching
        // 20.25 into it (the wrapper ends 14.25 above the child's bottom).
        let snapshot = InsetSourcesTests.screen(
            childInsets: EdgeInsets(top: 103, bottom: 34.5),
            wrapperFrame: Rect(x: 0, y: 700, width: 390, height: 129.75))
        let line = try Self.firstSource(
            "bottom", of: try Self.answer("Wrapper › UIViewSafeAreaLayoutGuide", in: snapshot))
        expectEqual(line["kind"] as? String, "stops", "\(line)")
        expectEqual(line["superviewInset"] as? Double, 34.5, "\(line)")
        expectEqual(line["overlap"] as? Double, 20.25, "\(line)")
    }

    @Test("inputs that do not add up: the kind notDerived, the inputs listed under their key, what they make")
    func notDerived() throws {
        // The child records a top of 120; the bar's 91 and the additional 12 make 103.
        let snapshot = InsetSourcesTests.screen(childInsets: EdgeInsets(top: 120, bottom: 34))
        let line = try Self.firstSource(
            "top", of: try Self.answer("ChildView › UIViewSafeAreaLayoutGuide", in: snapshot))
        expectEqual(line["kind"] as? String, "notDerived", "\(line)")
        expectEqual(line["makes"] as? Double, 103)
        let inputs = try #require(line["inputs"] as? [Object], "\(line)")
        #expect(
            inputs.map { $0["kind"] as? String } == ["superviewOverlap", "bar", "additionalSafeAreaInsets"])
        #expect(inputs.map { $0["value"] as? Double } == [47, 91, 12])
    }

    @Test(
        "a margin raised to the system minimum: the minimum as its value, the view's own margin as directionalLayoutMargins"
    )
    func systemMinimum() throws {
        let snapshot = InsetSourcesTests.marginsSnapshot(
            DirectionalEdgeInsets(top: 0, leading: 8.5, bottom: 0, trailing: 8.5), safe: EdgeInsets(),
            guide: Rect(x: 50.75, y: 100.25, width: 259.5, height: 500),
            minimum: DirectionalEdgeInsets(top: 0, leading: 20.25, bottom: 0, trailing: 20.25))
        let line = try Self.firstSource(
            "leading", of: try Self.answer("UIViewLayoutMarginsGuide", in: snapshot))
        expectEqual(line["kind"] as? String, "sum", "\(line)")
        let source = try #require((line["sources"] as? [Object])?.first, "\(line)")
        expectEqual(source["kind"] as? String, "systemMinimum", "\(source)")
        expectEqual(source["value"] as? Double, 20.25, "\(source)")
        expectEqual(source["directionalLayoutMargins"] as? Double, 8.5, "\(source)")
    }

    @Test("a constraint that could not be read: why, under unread, beside whether it is active")
    func unread() throws {
        let unreadable = RecordedConstraint(
            description: "<NSLayoutConstraint:0x1 something UIKit never printed>")
        let snapshot = PlacementTracerTests.spacerSnapshot(extraVertical: [unreadable])
        let constraints = try #require(try Self.answer("spacer2", in: snapshot)["constraints"] as? [Object])
        let entry = try #require(constraints.first { $0["number"] as? Int == 5 })
        expectEqual(entry["description"] as? String, unreadable.description)
        let reason = try #require(entry["unread"] as? String, "\(entry)")
        #expect(!reason.isEmpty)
        expectEqual(entry["active"] as? Bool, true, "\(entry)")
        // A constraint that reads has no such key.
        #expect(constraints.first { $0["number"] as? Int == 3 }?["unread"] == nil)
    }

    @Test("a trace stopped at its depth limit: the kind depthLimit and the limit, as the text says")
    func depthLimitNote() {
        let note = PlacementNote.depthLimit(64)
        expectEqual(
            JSONAnswer.value(PlacementDocument.Note(note)),
            .object(["kind": .string("depthLimit"), "limit": .integer(64)]))
        expectEqual(note.text, "the chain is longer than 64 items; the trace stops there")
    }

    @Test(
        "each missing input says which is missing: the view's safe-area inputs, or its superview's safe area")
    func missingInsetKinds() {
        func members(_ step: InsetStep) -> [String: JSONValue] {
            guard
                case .object(let members) = JSONAnswer.value(
                    PlacementDocument.InsetLine(InsetLine(depth: 0, step: step)))
            else {
                return [:]
            }
            return members
        }
        let own = members(.safeAreaInputsMissing(edge: "top", inset: 47, view: "UIView"))
        #expect(own["kind"] == .string("safeAreaInputsMissing") && own["view"] == .string("UIView"))
        let superview = members(.superviewSafeAreaMissing(edge: "top", inset: 47, superview: "UIScrollView"))
        #expect(
            superview["kind"] == .string("superviewSafeAreaMissing")
                && superview["superview"] == .string("UIScrollView"))
    }

    @Test("a value the engine could not settle: the outcome unsettled and why, in why --check --json")
    func unsettledOutcome() {
        let check = Recomputation.Check(
            address: ObjectAddress(0xB001), name: "spacer", isGuide: true, axis: .vertical, role: .size,
            recorded: 16.5, outcome: .unsettled(.notFinite))
        guard case .object(let members) = JSONAnswer.value(CheckDocument.Check(check)) else {
            Issue.record("not an object")
            return
        }
        expectEqual(members["outcome"], .string("unsettled"))
        expectEqual(members["reason"], .string(UnsettledReason.notFinite.description))
    }
}

/// The `--json` documents' fields that depend on what the record holds.
@Suite("why --json: fields that depend on the record")
struct WhyDocumentFieldTests {
    @Test(
        "a scroll view's context says whether the adjustment adds the safe area only when the safe area is recorded"
    )
    func addsSafeArea() {
        let inputs = ScrollViewInputs(
            contentInsetAdjustmentBehavior: "automatic",
            adjustedContentInset: EdgeInsets(top: 47.5, left: 0, bottom: 34.25, right: 0),
            contentInset: EdgeInsets(), contentSize: Size(width: 390.5, height: 1200.75))
        let unrecorded = PlacementDocument.ScrollContext(ScrollContext(inputs: inputs, safeArea: nil))
        expectEqual(unrecorded.addsSafeArea, nil)
        #expect(!JSONAnswer.text(unrecorded).contains("addsSafeArea"))
        let adds = PlacementDocument.ScrollContext(
            ScrollContext(inputs: inputs, safeArea: EdgeInsets(top: 47.5, left: 0, bottom: 34.25, right: 0)))
        expectEqual(adds.addsSafeArea, true)
        let other = PlacementDocument.ScrollContext(
            ScrollContext(inputs: inputs, safeArea: EdgeInsets(top: 20, left: 0, bottom: 34.25, right: 0)))
        expectEqual(other.addsSafeArea, false)
        #expect(adds.adjustedContentInset == [47.5, 0, 34.25, 0] && adds.contentSize == [390.5, 1200.75])
    }

    @Test(
        "a what-if's value left to a tie says tie, one left free says open, each with its range and never both"
    )
    func whatIfRanges() {
        var move = WhatIf.Move(
            name: "spacer", address: ObjectAddress(0xB001), isGuide: true, attribute: "height", before: 16.5,
            after: 20.25)
        move.afterRange = ValueRange(lower: 12.5, upper: 40.75)
        move.isTie = true
        let tied = WhatIfDocument.Move(move)
        #expect(tied.tie == ValueRange(lower: 12.5, upper: 40.75) && tied.open == nil)
        move.isTie = false
        move.afterRange = ValueRange(lower: 12.5, upper: nil)
        let open = WhatIfDocument.Move(move)
        #expect(open.open == ValueRange(lower: 12.5, upper: nil) && open.tie == nil)
        #expect(open.before == 16.5 && open.after == 20.25 && open.attribute == "height")
        move.afterRange = nil
        let decided = WhatIfDocument.Move(move)
        #expect(decided.open == nil && decided.tie == nil)
    }
}
