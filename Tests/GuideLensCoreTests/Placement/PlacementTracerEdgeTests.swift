import Testing

@testable @_spi(Engine) import GuideLensCore

/// Two rules of the tracer a planted defect passed every other test with: where a window's frame
/// is measured from on each axis, and the constraints named by a value the priorities alone decide.
@Suite("Placement: a window's origin and a value only priorities decide")
struct PlacementTracerEdgeTests {
    typealias F = PlacementFixture
    static let spacer = F.Item.guide(ObjectAddress(0xB000), "spacer2")

    @Test(
        "a window placed in the screen at (12.5, 40.25) measures its frame from (−12.5, −40.25), axis by axis"
    )
    func windowOrigin() throws {
        var snapshot = F.snapshot([])
        snapshot.windows[0].frame = Rect(x: 12.5, y: 40.25, width: 390, height: 844)
        let tracer = PlacementTracer(snapshot)
        let window = snapshot.windows[0].address
        expectEqual(tracer.superviewOrigin(of: window, on: .horizontal), -12.5)
        expectEqual(tracer.superviewOrigin(of: window, on: .vertical), -40.25)
        // A view inside the window counts from its superview's place, not the window's frame.
        expectEqual(tracer.superviewOrigin(of: F.ownerAddress, on: .horizontal), 0)
    }

    @Test(
        "a view's four margins go to the engine as its margins guide's distances from its edges, each on its own side"
    )
    func givenMargins() {
        // The owner at (30.5, 100.25), 300 × 500; its margins guide 16.5 in from the left, 8.25
        // from the top, 20.75 from the right and 12.5 from the bottom.
        let owner = F.ownerFrame
        let guide = Rect(
            x: owner.minX + 16.5, y: owner.minY + 8.25, width: owner.width - 16.5 - 20.75,
            height: owner.height - 8.25 - 12.5)
        var margins = F.guide(0xB300, "UIViewLayoutMarginsGuide", guide)
        margins.kind = .layoutMargins
        let model = LayoutModel(F.snapshot([margins]))
        func given(_ edge: MarginEdge) -> Double? {
            model.givenValue(ConstraintRows.Variable(address: F.ownerAddress, slot: .margin(edge)))
        }
        expectEqual(given(.leading), 16.5)
        expectEqual(given(.top), 8.25)
        expectEqual(given(.trailing), 20.75)
        expectEqual(given(.bottom), 12.5)
    }

    @Test("a width only priorities decide, held back from its goal, names the goal and what holds it back")
    func priorityLineNamesBoth() throws {
        // Leading pinned at 38.5 (constraint 1); width at least 10 (2), 50 at 750 (3), at most 40.5
        // at 800 (4): 750's goal pulls the width up as far as 800's bound lets it, 40.5, and misses
        // its 50 by 9.5; 60.25 at 250 (5) loses by 19.75. Not "held by constraint 3": the value is
        // not 3's.
        let snapshot = F.snapshot([
            F.guide(
                0xB000, "spacer2", Rect(x: 38.5, y: 175.25, width: 40.5, height: 20.25),
                horizontal: [
                    F.constraint(1, Self.spacer, .leading, .equal, F.safe, .leading, constant: 8),
                    F.constraint(2, Self.spacer, .width, .greaterThanOrEqual, constant: 10),
                    F.constraint(3, Self.spacer, .width, .equal, constant: 50, priority: 750),
                    F.constraint(4, Self.spacer, .width, .lessThanOrEqual, constant: 40.5, priority: 800),
                    F.constraint(5, Self.spacer, .width, .equal, constant: 60.25, priority: 250),
                ])
        ])
        let horizontal = try #require(F.horizontal(F.placement("spacer2", in: snapshot)))
        let line = try #require(horizontal.lines.first { $0.depth == 0 && $0.text.hasPrefix("width 40.5") })
        guard case .decidedByPriorities(_, let verdict) = line.step else {
            Issue.record("the width: \(line.step)")
            return
        }
        let pulling = try #require(verdict.holding.first)
        #expect(verdict.holding.count == 1 && pulling.constraint == 3 && abs(pulling.miss - 9.5) < 0.01)
        expectEqual(pulling.beaten?.goals.map(\.constraint), [4])
        #expect(
            verdict.losing.map(\.constraint) == [5] && abs((verdict.losing.first?.miss ?? 0) - 19.75) < 0.01)
        expectEqual(line.constraints, [3, 4, 5])
        #expect(line.text.hasPrefix("width 40.5 is what the priorities below required choose: constraint 3"))
        #expect(line.text.contains("missing by 9.5: with constraint 4 at priority 800 it cannot hold"))
        #expect(!line.text.contains("is held by constraint 3"))

        // Without constraint 5, constraint 3 is the only goal weighed: still not "held by" it.
        var alone = snapshot
        alone.windows[0].subviews[0].guides[1].constraints?.horizontal.removeLast()
        let aloneAxis = try #require(F.horizontal(F.placement("spacer2", in: alone)))
        let aloneLine = try #require(
            aloneAxis.lines.first { $0.depth == 0 && $0.text.hasPrefix("width 40.5") })
        expectEqual(aloneLine.constraints, [3, 4])
        #expect(
            aloneLine.text.contains("constraint 3 at priority 750 holds it as near as it can, missing by 9.5")
        )
        #expect(!aloneLine.text.contains("is held by constraint 3"), "\(aloneLine.text)")
        // Held back by a required bound instead: the line names that constraint too.
        var required = alone
        required.windows[0].subviews[0].guides[1].constraints?.horizontal[3] = F.constraint(
            4, Self.spacer, .width, .lessThanOrEqual, constant: 40.5)
        let requiredAxis = try #require(F.horizontal(F.placement("spacer2", in: required)))
        let requiredLine = requiredAxis.lines.first { $0.depth == 0 && $0.text.hasPrefix("width 40.5") }
        expectEqual(requiredLine?.constraints.contains(4), true, "\(requiredAxis.lines.map(\.text))")
        // A goal met alone is held by it: at most 50.25 at 800 leaves 750's 50 met.
        var met = alone
        met.windows[0].subviews[0].guides[1].frameInWindow.size.width = 50
        met.windows[0].subviews[0].guides[1].constraints?.horizontal[3] = F.constraint(
            4, Self.spacer, .width, .lessThanOrEqual, constant: 50.25, priority: 800)
        let metAxis = try #require(F.horizontal(F.placement("spacer2", in: met)))
        #expect(
            metAxis.lines.contains {
                $0.depth == 0 && $0.text.hasPrefix("width 50 is held by constraint 3 at priority 750")
            }, "\(metAxis.lines.map(\.text))")
    }
}

/// `why --json`'s names for what an answer lacks: each gap its own kind, as Why.md names them.
@Suite("Placement: a gap's kind in JSON")
struct PlacementGapJSONTests {
    @Test("constraints not recorded, ambiguity beyond the record and inset inputs not recorded: three kinds")
    func kinds() {
        let texts = [
            PlacementGap.constraintsNotRecorded, .ambiguityBeyondRecord,
            .insetInputsNotRecorded(owner: "ChildView"),
        ].map { JSONAnswer.text(PlacementDocument.Gap($0)) }
        #expect(texts[0].contains("\"kind\" : \"constraintsNotRecorded\""), "\(texts[0])")
        #expect(texts[1].contains("\"kind\" : \"ambiguityBeyondRecord\""), "\(texts[1])")
        #expect(
            texts[2].contains("\"kind\" : \"insetInputsNotRecorded\"") && texts[2].contains("\"ChildView\""))
        expectEqual(Set(texts).count, 3)
    }
}
