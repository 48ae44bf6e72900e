import Testing

@testable @_spi(Engine) import GuideLensCore

/// The trace's rules at their edges: how deep it follows, what it says of an attribute nothing
/// fixes, a constraint of an attribute with itself, a guide solved for as a second item with a
/// multiplier, and the note on a free attribute UIKit does not call ambiguous.
@Suite("Placement: the trace at its edges")
struct PlacementEdgeTests {
    typealias F = PlacementFixture
    static let spacer = F.Item.guide(ObjectAddress(0xB000), "spacer2")
    static let other = F.Item.guide(ObjectAddress(0xB100), "spacer1")

    /// `count` guides stacked 10 high and 1 apart under the safe area's top; the last is traced.
    static func chain(_ count: Int) -> AxisPlacement? {
        var guides: [GuideNode] = []
        for index in 0..<count {
            let address = UInt64(0xD000 + index * 0x10)
            let item = F.Item.guide(ObjectAddress(address), "g\(index)")
            let above = index == 0 ? F.safe : F.Item.guide(ObjectAddress(address - 0x10), "g\(index - 1)")
            let top =
                index == 0
                ? F.constraint(UInt64(2 * index + 1), item, .top, .equal, above, .top, constant: 1)
                : F.constraint(UInt64(2 * index + 1), item, .top, .equal, above, .bottom, constant: 1)
            let vertical = [top, F.constraint(UInt64(2 * index + 2), item, .height, constant: 10)]
            guides.append(
                F.guide(
                    address, "g\(index)",
                    Rect(x: 40.5, y: 159.25 + 1 + Double(index) * 11, width: 100, height: 10),
                    vertical: vertical))
        }
        // Each guide records every constraint above it, as constraintsAffectingLayout does.
        var above: [RecordedConstraint] = []
        for index in guides.indices {
            above += guides[index].constraints?.vertical ?? []
            guides[index].constraints?.vertical = above
        }
        return F.vertical(F.placement("g\(count - 1)", in: F.snapshot(guides)))
    }

    @Test("a chain is followed twelve items deep and stopped with a note past that")
    func depthLimit() throws {
        let note = "the chain is longer than 12 items; the trace stops there"
        for count in [13, 14] {
            let traced = try #require(Self.chain(count))
            let stopped = traced.notes.map(\.text).contains(note)
            expectEqual(stopped, (count > 13), "\(count) guides: \(traced.notes)")
        }
    }

    @Test("a referenced attribute nothing fixes is read from the recorded frame, and says so")
    func unfixedReference() throws {
        let snapshot = F.snapshot([
            F.guide(0xB100, "spacer1", Rect(x: 40.5, y: 165.5, width: 100, height: 10)),
            F.guide(
                0xB000, "spacer2", Rect(x: 40.5, y: 183.5, width: 100, height: 10),
                vertical: [
                    F.constraint(1, Self.spacer, .top, .equal, Self.other, .bottom, constant: 8),
                    F.constraint(2, Self.spacer, .height, constant: 10),
                ]),
        ])
        let vertical = try #require(F.vertical(F.placement("spacer2", in: snapshot)))
        #expect(
            vertical.lines.map(\.text).contains(
                "spacer1 bottom 175.5: its recorded frame; no recorded constraint fixes it"))
        #expect(!vertical.notes.map(\.text).contains { $0.hasPrefix("a cycle") })
    }

    @Test("a constraint of an attribute with itself pins nothing")
    func selfReference() throws {
        let snapshot = F.snapshot([
            F.guide(
                0xB000, "spacer2", Rect(x: 40.5, y: 175.25, width: 100, height: 0),
                vertical: [
                    F.constraint(1, Self.spacer, .top, .equal, F.safe, .top, constant: 16),
                    F.constraint(2, Self.spacer, .height, .equal, Self.spacer, .height),
                ], ambiguous: true)
        ])
        let vertical = try #require(F.vertical(F.placement("spacer2", in: snapshot)))
        expectEqual(vertical.freedom?.freeAttributes, [.height])
        #expect(!vertical.notes.map(\.text).contains { $0.hasPrefix("a cycle") }, "\(vertical.notes)")
        #expect(
            !vertical.lines.contains { $0.text.hasPrefix("height") && $0.text.contains("(constraint 2)") })
    }

    @Test("a guide that is the second item of a multiplier is solved for: the value divided, and it adds up")
    func secondItemWithMultiplier() throws {
        // UILabel height 20.5 == 0.5 × spacer2 height: spacer2 is 41 high.
        let vertical = try #require(
            Self.vertical(
                height: 41, [F.constraint(2, F.label, .height, .equal, Self.spacer, .height, multiplier: 0.5)]
            ))
        #expect(
            vertical.lines.map(\.text).contains("height 41 = (UILabel height 20.5) ÷ 0.5 (constraint 2)"))
        #expect(
            !vertical.notes.map(\.text).contains { $0.hasPrefix("the constraints give") }, "\(vertical.notes)"
        )
    }

    @Test("a free height is noted as fixed elsewhere only when UIKit says the guide is not ambiguous")
    func notAmbiguousNote() throws {
        func vertical(_ ambiguous: Bool?) -> AxisPlacement? {
            Self.traced(
                [F.constraint(1, Self.spacer, .top, .equal, F.safe, .top, constant: 16)], ambiguous: ambiguous
            )
        }
        let note = "UIKit does not report this guide as ambiguous"
        #expect(vertical(false)?.notes.map(\.text).contains { $0.hasPrefix(note) } == true)
        #expect(vertical(true)?.notes.map(\.text).contains { $0.hasPrefix(note) } == false)
        #expect(vertical(nil)?.notes.map(\.text).contains { $0.hasPrefix(note) } == false)
    }

    /// spacer2 at `height` high with the vertical constraints `vertical`: its vertical answer.
    static func traced(
        height: Double = 0, _ vertical: [RecordedConstraint], ambiguous: Bool? = false
    ) -> AxisPlacement? {
        F.vertical(
            F.placement(
                "spacer2",
                in: F.snapshot([
                    F.guide(
                        0xB000, "spacer2", Rect(x: 40.5, y: 175.25, width: 100, height: height),
                        vertical: vertical, ambiguous: ambiguous)
                ])))
    }

    /// spacer2 at `height` high, with `vertical` after its top pin.
    static func vertical(height: Double, _ vertical: [RecordedConstraint], ambiguous: Bool = false)
        -> AxisPlacement?
    {
        traced(
            height: height,
            [F.constraint(1, Self.spacer, .top, .equal, F.safe, .top, constant: 16)] + vertical,
            ambiguous: ambiguous)
    }

    @Test("a value 0.01 from the frame adds up; 0.02 does not, and is noted")
    func addsUpTolerance() throws {
        let close = try #require(
            Self.vertical(height: 0, [F.constraint(2, Self.spacer, .height, constant: 0.01)]))
        #expect(!close.notes.map(\.text).contains { $0.hasPrefix("the constraints give") }, "\(close.notes)")
        let far = try #require(
            Self.vertical(height: 0, [F.constraint(2, Self.spacer, .height, constant: 0.02)]))
        #expect(
            far.notes.map(\.text).contains {
                $0.hasPrefix("the constraints give 0.02 where the recorded frame has 0")
            })
    }

    @Test("an inequality or a lower-priority equation 0.01 off holds; the line says so")
    func othersTolerance() throws {
        func other(height: Double, _ constraint: RecordedConstraint) -> String? {
            Self.vertical(
                height: height, [F.constraint(3, Self.spacer, .height, constant: height), constraint]
            )?.others.first { $0.number == 3 }?.text
        }
        expectEqual(
            other(height: 0, F.constraint(2, Self.spacer, .height, .greaterThanOrEqual, constant: 0.01))?
                .hasSuffix("height 0 ≥ 0.01: holds at its bound"), true)
        expectEqual(
            other(height: 0, F.constraint(2, Self.spacer, .height, .greaterThanOrEqual, constant: 0.02))?
                .hasSuffix("height 0 ≥ 0.02: not met, 0.02 short"), true)
        expectEqual(
            other(height: 0.01, F.constraint(2, Self.spacer, .height, .lessThanOrEqual, constant: 0))?
                .hasSuffix("height 0.01 ≤ 0: holds at its bound"), true)
        expectEqual(
            other(height: 0, F.constraint(2, Self.spacer, .height, constant: 0.01, priority: 999))?.hasSuffix(
                ": met"), true)
        expectEqual(
            other(height: 44, F.constraint(2, Self.spacer, .height, constant: 44, priority: 999))?.hasSuffix(
                ": met"), true)
        expectEqual(
            other(height: 0, F.constraint(2, Self.spacer, .height, constant: 0.02, priority: 999))?.contains(
                "not met (0 instead of 0.02)"), true)
    }

    @Test(
        "others lists only constraints of the guide and the items its trace passes through; inactive ones at the top level"
    )
    func othersScope() throws {
        let axis = try #require(
            Self.vertical(
                height: 10,
                [
                    F.constraint(2, Self.spacer, .height, constant: 10),
                    F.constraint(3, F.label, .height, .greaterThanOrEqual, constant: 5),
                    F.constraint(4, Self.spacer, .height, constant: 12, isActive: false),
                ]))
        #expect(!axis.others.contains { $0.number == 3 }, "\(axis.others.map(\.text))")
        let inactive = try #require(axis.others.first { $0.number == 4 })
        #expect(inactive.text.hasPrefix("constraint 4 is inactive: it plays no part"))
        expectEqual(inactive.outcome, .inactive)
    }

    @Test("a position and size both free: what is pinned, or that nothing is")
    func bothFree() throws {
        let nothing = try #require(
            Self.traced(
                [F.constraint(1, Self.spacer, .top, .greaterThanOrEqual, F.safe, .top)], ambiguous: true))
        expectEqual(
            nothing.freedom?.sentence,
            "nothing fixes the top or the height: no recorded required constraint pins an edge or sets the height"
        )
        let centered = try #require(
            Self.traced(
                [F.constraint(1, Self.spacer, .centerY, .equal, F.safe, .top, constant: 16)], ambiguous: true)
        )
        expectEqual(
            centered.freedom?.sentence,
            "nothing fixes the top or the height: the centerY is pinned (constraint 1), and nothing else")
    }

    @Test("a size a lower priority holds against another item, or 0.01 from its constant, is decided by it")
    func decidedByPriorityEdges() throws {
        // 0.5 × the label's 20.5 is 10.25.
        let relative = try #require(
            Self.vertical(
                height: 10.25,
                [
                    F.constraint(
                        2, Self.spacer, .height, .equal, F.label, .height, multiplier: 0.5, priority: 250)
                ]))
        expectEqual(relative.sizeDecision.decidingConstraint, 2)
        let close = try #require(
            Self.vertical(height: 0, [F.constraint(2, Self.spacer, .height, constant: 0.01, priority: 250)]))
        expectEqual(close.sizeDecision.decidingConstraint, 2)
        // 0.02 from it, the priority still decides it: UIKit would make it 0.02, and the answer says
        // the recorded frame has 0.
        let far = try #require(
            Self.vertical(height: 0, [F.constraint(2, Self.spacer, .height, constant: 0.02, priority: 250)]))
        expectEqual(far.sizeDecision.decidingConstraint, 2)
        #expect(
            far.notes.map(\.text).contains {
                $0.hasPrefix("the constraints give 0.02 where the recorded frame has 0")
            })
        #expect(!close.notes.map(\.text).contains { $0.hasPrefix("the constraints give") })
    }

    @Test("a view's margins go to the engine as the distances of its margins guide from its edges")
    func marginGivens() throws {
        let owner = Rect(x: 30.5, y: 100.25, width: 300, height: 500)
        let margins = Rect(x: 47, y: 108.5, width: 263.5, height: 479.75)
        var snapshot = F.snapshot([])
        snapshot.windows[0].subviews[0].guides.append(
            GuideNode(
                address: ObjectAddress(0xA100), identifier: "UIViewLayoutMarginsGuide", kind: .layoutMargins,
                layoutFrame: margins.offsetBy(dx: -owner.minX, dy: -owner.minY), frameInWindow: margins,
                owningViewAddress: F.ownerAddress))
        let tracer = PlacementTracer(snapshot)
        var builder = ConstraintRows.Builder()
        let item = LoggedItem(className: "UIView", address: F.ownerAddress)
        for (index, attribute) in [LayoutAttribute.leadingMargin, .trailingMargin, .topMargin, .bottomMargin]
            .enumerated()
        {
            let read = LoggedConstraint(
                className: "NSLayoutConstraint", address: ObjectAddress(UInt64(0xC10 + index)),
                identifier: nil,
                first: LoggedAnchor(
                    item: LoggedItem(className: "UILayoutGuide", address: ObjectAddress(0xB000)),
                    attribute: attribute == .topMargin || attribute == .bottomMargin ? .top : .leading),
                relation: .equal, second: LoggedAnchor(item: item, attribute: attribute), multiplier: 1,
                constant: 0,
                priority: 1000, isActive: true, autoresizingMask: nil, text: "")
            _ = builder.add(read, index: index)
        }
        let system = PlacementEngine.withGivens(builder, tracer: tracer, target: ObjectAddress(0xB000))
        func given(_ slot: ConstraintRows.Slot) -> Double? {
            guard let unknown = builder.unknowns[ConstraintRows.Variable(address: F.ownerAddress, slot: slot)]
            else {
                return nil
            }
            return system.rows.first { $0.isAssumption && $0.terms == [unknown: 1] }?.constant
        }
        expectEqual(given(.margin(.leading)), 16.5)
        expectEqual(given(.margin(.trailing)), 20)
        expectEqual(given(.margin(.top)), 8.25)
        expectEqual(given(.margin(.bottom)), 12)
    }
}
