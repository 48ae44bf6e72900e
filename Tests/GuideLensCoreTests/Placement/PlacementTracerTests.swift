import Testing

@testable @_spi(Engine) import GuideLensCore

/// Edges traced to the constraints that place them, in the constraints' own numbers, with the
/// owner away from the origin and fractional values; what is free; cycles and unread lines.
@Suite("Placement: edges traced to constraints")
struct PlacementTracerTests {
    typealias F = PlacementFixture
    static let spacer = F.Item.guide(ObjectAddress(0xB000), "spacer2")
    static let other = F.Item.guide(ObjectAddress(0xB100), "spacer1")

    /// spacer2: 8 in from the safe area's sides, 16 under its top, 16 above the label: 0 high.
    static func spacerSnapshot(extraVertical: [RecordedConstraint] = [], ambiguous: Bool = false) -> Snapshot
    {
        F.snapshot([
            F.guide(
                0xB000, "spacer2", Rect(x: 38.5, y: 175.25, width: 283.75, height: 0),
                horizontal: [
                    F.constraint(1, spacer, .leading, .equal, F.safe, .leading, constant: 8),
                    F.constraint(2, spacer, .trailing, .equal, F.safe, .trailing, constant: -8.25),
                ],
                vertical: [
                    F.constraint(3, spacer, .top, .equal, F.safe, .top, constant: 16),
                    F.constraint(4, F.label, .top, .equal, spacer, .bottom, constant: 16),
                ] + extraVertical, ambiguous: ambiguous)
        ])
    }

    @Test("each edge is written as arithmetic in the log's numbers, and adds up to the frame")
    func edgesAddUp() throws {
        let placement = F.placement("spacer2", in: Self.spacerSnapshot())
        let vertical = try #require(F.vertical(placement))
        #expect(vertical.lines.map(\.text).contains("top 175.25 = safe area top 159.25 + 16 (constraint 3)"))
        // The guide is the second item of constraint 4: solved for it.
        #expect(vertical.lines.map(\.text).contains("bottom 175.25 = UILabel top 191.25 − 16 (constraint 4)"))
        #expect(
            vertical.lines.map(\.text).contains("height 0 = bottom 175.25 − top 175.25 (constraints 3, 4)"))
        expectEqual(vertical.positionDecision, .fixed([3]))
        expectEqual(vertical.sizeDecision, .fixed([3, 4]))
        expectEqual(vertical.freedom, nil)
        #expect(vertical.notes.isEmpty)
        let horizontal = try #require(placement?.axes.first { $0.axis == .horizontal })
        #expect(
            horizontal.lines.map(\.text).contains(
                "trailing 322.25 = safe area trailing 330.5 − 8.25 (constraint 2)"))
        #expect(
            horizontal.lines.map(\.text).contains(
                "width 283.75 = trailing 322.25 − leading 38.5 (constraints 1, 2)"))
    }

    @Test("a value that does not add up is shown with what the constraints give, and noted")
    func valuesThatDoNotAddUp() throws {
        var snapshot = Self.spacerSnapshot()
        snapshot.windows[0].subviews[0].guides[1].frameInWindow.origin.y = 180
        let vertical = try #require(F.vertical(F.placement("spacer2", in: snapshot)))
        #expect(
            vertical.lines.map(\.text).contains("top 180 = safe area top 159.25 + 16 = 175.25 (constraint 3)")
        )
        #expect(
            vertical.notes.map(\.text).contains {
                $0.hasPrefix("the constraints give 175.25 where the recorded frame has 180")
            })
    }

    @Test("a chain through another guide is followed one level deeper, with a multiplier as its product")
    func chainAndMultiplier() throws {
        let snapshot = F.snapshot([
            F.guide(
                0xB100, "spacer1", Rect(x: 38.5, y: 171.75, width: 100, height: 40.5),
                vertical: [
                    F.constraint(5, Self.other, .top, .equal, F.safe, .top, constant: 12.5),
                    F.constraint(6, Self.other, .height, constant: 40.5),
                ]),
            F.guide(
                0xB000, "spacer2", Rect(x: 38.5, y: 220.25, width: 100, height: 20.25),
                vertical: [
                    F.constraint(5, Self.other, .top, .equal, F.safe, .top, constant: 12.5),
                    F.constraint(6, Self.other, .height, constant: 40.5),
                    F.constraint(7, Self.spacer, .top, .equal, Self.other, .bottom, constant: 8),
                    F.constraint(8, Self.spacer, .height, .equal, Self.other, .height, multiplier: 0.5),
                ]),
        ])
        let vertical = try #require(F.vertical(F.placement("spacer2", in: snapshot)))
        let lines = vertical.lines
        #expect(
            lines.contains {
                $0.depth == 0 && $0.text == "top 220.25 = spacer1 bottom 212.25 + 8 (constraint 3)"
                    && $0.constraints == [3]
            })
        #expect(
            lines.contains {
                $0.depth == 1 && $0.text == "spacer1 top 171.75 = safe area top 159.25 + 12.5 (constraint 1)"
            })
        #expect(lines.contains { $0.text == "height 20.25 = 0.5 × spacer1 height 40.5 (constraint 4)" })
        expectEqual(vertical.sizeDecision, .fixed([2, 4]))
        expectEqual(vertical.positionDecision, .fixed([1, 2, 3]))
    }

    @Test("an inequality with slack is shown in its own terms: its bound's value, and the room to spare")
    func inequalityWithSlack() throws {
        let snapshot = Self.spacerSnapshot(extraVertical: [
            F.constraint(5, Self.spacer, .top, .greaterThanOrEqual, F.safe, .top, constant: 8)
        ])
        let vertical = try #require(F.vertical(F.placement("spacer2", in: snapshot)))
        expectEqual(
            vertical.others.map(\.text),
            ["constraint 5: top 175.25 ≥ safe area top 159.25 + 8 = 167.25: holds, 8 to spare"])
        // It is never taken for an equation: the top is still constraint 3's.
        expectEqual(vertical.positionDecision, .fixed([3]))
    }

    @Test("a priority-999 constraint that a required one overrides names the required one")
    func overriddenPriority() throws {
        let snapshot = Self.spacerSnapshot(extraVertical: [
            F.constraint(5, Self.spacer, .height, constant: 44, priority: 999)
        ])
        let vertical = try #require(F.vertical(F.placement("spacer2", in: snapshot)))
        expectEqual(
            vertical.others.map(\.text),
            [
                "constraint 5 (priority 999): height 0 = 44: not met (0 instead of 44); required constraints 3, 4 leave no room for it"
            ])
        expectEqual(vertical.sizeDecision, .fixed([3, 4]))
    }

    @Test("a priority below required that the required ones leave room for decides the size")
    func decidedByPriority() throws {
        let snapshot = F.snapshot([
            F.guide(
                0xB000, "spacer2", Rect(x: 38.5, y: 175.25, width: 100, height: 44),
                vertical: [
                    F.constraint(1, Self.spacer, .top, .equal, F.safe, .top, constant: 16),
                    F.constraint(2, Self.spacer, .height, constant: 44, priority: 250),
                ])
        ])
        let vertical = try #require(F.vertical(F.placement("spacer2", in: snapshot)))
        expectEqual(vertical.sizeDecision.decidingConstraint, 2)
        expectEqual(vertical.freedom, nil)
        #expect(
            vertical.lines.contains {
                $0.text.hasPrefix("height 44 is held by constraint 2 at priority 250") && $0.depth == 0
            }
        )
    }

    @Test("a free height says what is pinned, what is not, and what would fix it; a bottom pin fixes it")
    func freeHeight() throws {
        let top = F.constraint(1, Self.spacer, .top, .equal, F.safe, .top, constant: 16)
        let free = F.snapshot([
            F.guide(
                0xB000, "spacer2", Rect(x: 38.5, y: 175.25, width: 100, height: 0), vertical: [top],
                ambiguous: true)
        ])
        let placement = F.placement("spacer2", in: free)
        let vertical = try #require(F.vertical(placement))
        expectEqual(vertical.sizeDecision, .free)
        expectEqual(vertical.freedom?.freeAttributes, [.height])
        expectEqual(
            vertical.freedom?.sentence,
            "nothing fixes the height: the top is pinned (constraint 1), the bottom is not")
        expectEqual(vertical.freedom?.fixTexts.prefix(2), ["a height constraint", "a bottom pin"])
        expectEqual(placement?.freeAttributes.contains("height (vertical)"), true)
        // The other side of the boundary: a bottom pin leaves nothing free.
        let pinned = F.snapshot([
            F.guide(
                0xB000, "spacer2", Rect(x: 38.5, y: 175.25, width: 100, height: 16),
                vertical: [top, F.constraint(2, F.label, .top, .equal, Self.spacer, .bottom)])
        ])
        expectEqual(F.vertical(F.placement("spacer2", in: pinned))?.freedom, nil)
    }

    @Test("GL001 names the free attribute when the constraints are recorded, and only then")
    func lintNamesFreeAttribute() throws {
        let top = F.constraint(1, Self.spacer, .top, .equal, F.safe, .top, constant: 16)
        let recorded = F.snapshot([
            F.guide(
                0xB000, "spacer2", Rect(x: 38.5, y: 175.25, width: 100, height: 0), vertical: [top],
                ambiguous: true)
        ])
        let finding = try #require(SnapshotLint(recorded).findings.first { $0.rule == .ambiguousLayout })
        #expect(finding.line.hasSuffix("; free: leading (horizontal), width (horizontal), height (vertical)"))
        let unrecorded = F.snapshot([
            F.guide(
                0xB000, "spacer2", Rect(x: 38.5, y: 175.25, width: 100, height: 0), ambiguous: true,
                recorded: false)
        ])
        let plain = try #require(SnapshotLint(unrecorded).findings.first { $0.rule == .ambiguousLayout })
        #expect(plain.line.hasSuffix(LintRule.ambiguousLayout.summary))
    }

    @Test(
        "inequalities that leave a position one value hold it; a range of any width, even under half a point, is free"
    )
    func inequalitiesBothSides() throws {
        func snapshot(upper: Double) -> Snapshot {
            F.snapshot([
                F.guide(
                    0xB000, "spacer2", Rect(x: 38.5, y: 175.25, width: 100, height: 10),
                    vertical: [
                        F.constraint(1, Self.spacer, .top, .greaterThanOrEqual, F.safe, .top, constant: 16),
                        F.constraint(2, Self.spacer, .top, .lessThanOrEqual, F.safe, .top, constant: upper),
                        F.constraint(3, Self.spacer, .height, constant: 10),
                    ])
            ])
        }
        expectEqual(
            F.vertical(F.placement("spacer2", in: snapshot(upper: 16)))?.positionDecision,
            .heldByInequalities([1, 2]))
        // Within the hundredth an answer rounds to, still one value.
        expectEqual(
            F.vertical(F.placement("spacer2", in: snapshot(upper: 16.01)))?.positionDecision,
            .heldByInequalities([1, 2]))
        // A hundredth past it, and five: no longer one value.
        expectEqual(F.vertical(F.placement("spacer2", in: snapshot(upper: 16.02)))?.positionDecision, .free)
        expectEqual(F.vertical(F.placement("spacer2", in: snapshot(upper: 16.05)))?.positionDecision, .free)
        // Every solution of the required constraints must have the value for it to be held: from
        // 16 to 16.4 it is not.
        expectEqual(F.vertical(F.placement("spacer2", in: snapshot(upper: 16.4)))?.positionDecision, .free)
        expectEqual(F.vertical(F.placement("spacer2", in: snapshot(upper: 16.6)))?.positionDecision, .free)
    }

    @Test(
        "where the solved layout cannot answer (a view it depends on holds conflicting heights), inequalities under a point apart still hold a position, from the recorded frames; over a point, free"
    )
    func inequalitiesWhereTheLayoutConflicts() throws {
        // The label's own heights, 20.5 and 30, both required: its group has no layout, so the
        // answer comes from the spacer's constraints and the label's recorded bottom (211.75).
        func snapshot(upper: Double, top: Double) -> Snapshot {
            var snapshot = F.snapshot([
                F.guide(
                    0xB000, "spacer2", Rect(x: 38.5, y: top, width: 100, height: 10),
                    vertical: [
                        F.constraint(1, Self.spacer, .top, .greaterThanOrEqual, F.label, .bottom),
                        F.constraint(
                            2, Self.spacer, .top, .lessThanOrEqual, F.label, .bottom, constant: upper),
                        F.constraint(3, Self.spacer, .height, constant: 10),
                    ])
            ])
            snapshot.windows[0].subviews[0].subviews[0].layout = ViewLayout(
                constraints: GuideConstraints(vertical: [
                    F.constraint(4, F.label, .top, .equal, F.owner, .top, constant: 91),
                    F.constraint(5, F.label, .height, constant: 20.5),
                    F.constraint(6, F.label, .height, constant: 30),
                ]))
            return snapshot
        }
        // Recorded halfway between: held while each side is under the half point the answer moves
        // it by to ask (0.45 of 0.9 apart), free past it (0.55 of 1.1).
        for (upper, held) in [(0.25, true), (0.9, true), (1.1, false), (2, false)] {
            expectEqual(
                F.vertical(F.placement("spacer2", in: snapshot(upper: upper, top: 211.75 + upper / 2)))?
                    .positionDecision,
                held ? .heldByInequalities([1, 2]) : .free, "\(upper) apart")
        }
    }

    @Test(
        "a trace tries 400 ways of deriving keys past the first of each: the 400th is tried, the 401st is not and the first is kept",
        arguments: [
            (399, "  top 175.25 = safe area top 159.25 + 16 (constraint 400)"),
            (400, "  top 175.25 = h0 top 175.25 (constraint 1)"),
        ])
    func alternativesLimit(deadEnds: Int, topLine: String) throws {
        // The spacer's top tied to the tops of `deadEnds` guides that each tie theirs back to it
        // (a loop each, so a dead end each), and last pinned to the safe area.
        var helpers: [GuideNode] = []
        var own: [RecordedConstraint] = []
        for index in 0..<deadEnds {
            let address = UInt64(0xD000 + index)
            let helper = F.Item.guide(ObjectAddress(address), "h\(index)")
            own.append(F.constraint(UInt64(index + 1), Self.spacer, .top, .equal, helper, .top))
            helpers.append(
                F.guide(
                    address, "h\(index)", Rect(x: 38.5, y: 175.25, width: 100, height: 10),
                    vertical: [
                        F.constraint(UInt64(5000 + index), helper, .top, .equal, Self.spacer, .top),
                        F.constraint(UInt64(9000 + index), helper, .height, constant: 10),
                    ]))
        }
        own.append(F.constraint(UInt64(deadEnds + 1), Self.spacer, .top, .equal, F.safe, .top, constant: 16))
        own.append(F.constraint(UInt64(deadEnds + 2), Self.spacer, .height, constant: 10))
        let spacer = F.guide(
            0xB000, "spacer2", Rect(x: 38.5, y: 175.25, width: 100, height: 10), vertical: own)
        let placement = try #require(F.placement("spacer2", in: F.snapshot([spacer] + helpers)))
        let lines = PlacementText.text(placement).split(separator: "\n").map(String.init)
        #expect(lines.contains(topLine), "\(lines.prefix(6))")
    }

    @Test(
        "an edge is set by an active equation, one printed without a status (before iOS 10) included, and by one that names its own other edge; never by an inactive one"
    )
    func pinsActiveAndOwnEdges() throws {
        func topLines(_ vertical: [RecordedConstraint]) throws -> [String] {
            let spacer = F.guide(
                0xB000, "spacer2", Rect(x: 38.5, y: 175.25, width: 100, height: 10), vertical: vertical)
            let placement = try #require(F.placement("spacer2", in: F.snapshot([spacer])))
            return PlacementText.text(placement).split(separator: "\n").map(String.init).filter {
                $0.hasPrefix("  top ")
            }
        }
        let height = F.constraint(3, Self.spacer, .height, constant: 10)
        // An inactive pin first, at 50: the active one at 16 sets the top.
        expectEqual(
            try topLines([
                F.constraint(1, Self.spacer, .top, .equal, F.safe, .top, constant: 50, isActive: false),
                F.constraint(2, Self.spacer, .top, .equal, F.safe, .top, constant: 16), height,
            ]).first, "  top 175.25 = safe area top 159.25 + 16 (constraint 2)")
        // The same pin as iOS 9 printed it, with no "(active)": active.
        var unmarked = F.constraint(2, Self.spacer, .top, .equal, F.safe, .top, constant: 16)
        unmarked.description = unmarked.description.replacingOccurrences(of: "   (active)", with: "")
        #expect(!unmarked.description.contains("active"))
        expectEqual(
            try topLines([unmarked, height]).first, "  top 175.25 = safe area top 159.25 + 16 (constraint 1)")
        // The top set by the guide's own bottom, which the safe area sets.
        expectEqual(
            try topLines([
                F.constraint(1, Self.spacer, .top, .equal, Self.spacer, .bottom, constant: -10),
                F.constraint(2, Self.spacer, .bottom, .equal, F.safe, .top, constant: 26),
            ]).first, "  top 175.25 = bottom 185.25 − 10 (constraint 1)")
    }

    @Test("held from both sides by more inequalities than it needs: the earliest that hold it are named")
    func inequalitiesMoreThanNeeded() throws {
        // The top is held by a floor (1) and a ceiling (2) on the top itself; the bottom's
        // ceiling (3) with the height (4), and the floors on the bottom and the centre (5, 6)
        // would hold it too. Each side names one set, the same in any order of the later ones.
        let floors = [
            F.constraint(5, Self.spacer, .bottom, .greaterThanOrEqual, F.safe, .top, constant: 26),
            F.constraint(6, Self.spacer, .centerY, .greaterThanOrEqual, F.safe, .top, constant: 21),
        ]
        for order in [[0, 1], [1, 0]] {
            let snapshot = F.snapshot([
                F.guide(
                    0xB000, "spacer2", Rect(x: 38.5, y: 175.25, width: 100, height: 10),
                    vertical: [
                        F.constraint(1, Self.spacer, .top, .greaterThanOrEqual, F.safe, .top, constant: 16),
                        F.constraint(2, Self.spacer, .top, .lessThanOrEqual, F.safe, .top, constant: 16),
                        F.constraint(
                            3, Self.spacer, .bottom, .lessThanOrEqual, F.safe, .top, constant: 26),
                        F.constraint(4, Self.spacer, .height, constant: 10),
                        floors[order[0]], floors[order[1]],
                    ])
            ])
            expectEqual(
                F.vertical(F.placement("spacer2", in: snapshot))?.positionDecision,
                .heldByInequalities([1, 2]), "floors in the order \(order)")
        }
    }

    @Test("a cycle stops the trace with a note; nothing loops")
    func cycle() throws {
        let snapshot = F.snapshot([
            F.guide(
                0xB000, "spacer2", Rect(x: 38.5, y: 175.25, width: 100, height: 10),
                vertical: [
                    F.constraint(1, Self.spacer, .top, .equal, Self.other, .top),
                    F.constraint(2, Self.other, .top, .equal, Self.spacer, .top),
                ]),
            F.guide(0xB100, "spacer1", Rect(x: 38.5, y: 175.25, width: 100, height: 10)),
        ])
        let vertical = try #require(F.vertical(F.placement("spacer2", in: snapshot)))
        #expect(
            vertical.notes.map(\.text).contains {
                $0.hasPrefix("a cycle: the constraints lead back to spacer2 top")
            })
        expectEqual(vertical.positionDecision, .free)
    }

    @Test("a line that cannot be read is kept verbatim, and the rest is traced")
    func unreadableLine() throws {
        let unreadable = RecordedConstraint(
            description: "<NSLayoutConstraint:0x1 something UIKit never printed>")
        let snapshot = Self.spacerSnapshot(extraVertical: [unreadable])
        let placement = try #require(F.placement("spacer2", in: snapshot))
        let vertical = try #require(F.vertical(placement))
        #expect(
            vertical.notes.map(\.text).contains {
                $0.hasPrefix("constraint 5 could not be read") && $0.hasSuffix(unreadable.description)
            })
        expectEqual(vertical.positionDecision, .fixed([3]))
        expectEqual(placement.constraints[4].read, nil)
        #expect(PlacementText.text(placement).contains("5. [vertical, not read] " + unreadable.description))
    }

    @Test("a snapshot of an earlier version gets an answer that says what is missing")
    func earlierVersion() throws {
        let snapshot = F.snapshot([
            F.guide(0xB000, "spacer2", Rect(x: 38.5, y: 175.25, width: 100, height: 0), recorded: false)
        ])
        let version1 = try Snapshot(
            json: .init(
                snapshot.jsonText().replacingOccurrences(of: "\"version\": 2", with: "\"version\": 1").utf8))
        let placement = try #require(F.placement("spacer2", in: version1))
        #expect(placement.axes.isEmpty)
        expectEqual(
            placement.missing.first?.text.hasPrefix(
                "the snapshot does not record the constraints affecting this guide"), true)
        #expect(
            PlacementText.text(placement).contains("Missing: the snapshot does not record the constraints"))
    }

    @Test("an item the snapshot does not hold is named, and its value is unknown")
    func itemOutsideSnapshot() throws {
        let stranger = F.Item("MyApp.Badge", ObjectAddress(0xDEAD))
        let snapshot = F.snapshot([
            F.guide(
                0xB000, "spacer2", Rect(x: 38.5, y: 175.25, width: 100, height: 10),
                vertical: [F.constraint(1, Self.spacer, .top, .equal, stranger, .bottom, constant: 4)])
        ])
        let vertical = try #require(F.vertical(F.placement("spacer2", in: snapshot)))
        expectEqual(vertical.lines.first?.text, "top 175.25 = Badge bottom ? + 4 (constraint 1)")
        #expect(vertical.notes.map(\.text).contains { $0.contains("is not in the snapshot") })
    }
}

@Suite("Placement: the one-line summary")
struct PlacementSummaryTests {
    @Test("the summary says what decides each position and size, and what is free")
    func summary() throws {
        let placement = try #require(
            PlacementFixture.placement("spacer2", in: PlacementTracerTests.spacerSnapshot()))
        expectEqual(
            PlacementText.summary(placement),
            "top 175.25: constraint 3; height 0: constraints 3, 4; leading 38.5: constraint 1; width 283.75: constraints 1, 2"
        )
        let top = PlacementFixture.constraint(
            1, PlacementTracerTests.spacer, .top, .equal, PlacementFixture.safe, .top)
        let free = PlacementFixture.snapshot([
            PlacementFixture.guide(
                0xB000, "spacer2", Rect(x: 38.5, y: 159.25, width: 0, height: 0), vertical: [top])
        ])
        let freePlacement = try #require(PlacementFixture.placement("spacer2", in: free))
        #expect(
            PlacementText.summary(freePlacement).hasPrefix(
                "top 159.25: constraint 1; height 0: free; leading 38.5: free"))

        // A value the solver could not settle says so, not "free".
        var unsettled = placement
        let vertical = try #require(unsettled.axes.firstIndex { $0.positionName == "top" })
        unsettled.axes[vertical].positionDecision = .notSettled(.notFinite)
        #expect(
            PlacementText.summary(unsettled).hasPrefix(
                "top 175.25: not settled; height 0: constraints 3, 4;"),
            "\(PlacementText.summary(unsettled))")
    }
}

@Suite("Placement: a scroll view's insets")
struct ScrollContextTests {
    static let scroll = ScrollViewInputs(
        contentInsetAdjustmentBehavior: "automatic",
        adjustedContentInset: EdgeInsets(top: 0, left: 0, bottom: 34.5, right: 0),
        contentInset: .zero, contentSize: Size(width: 390, height: 1200.5))

    @Test("the adjustment is derived when it equals the safe-area insets, and not derived when it does not")
    func scrollContext() {
        let derived = PlacementTracerTests.scrollText(Self.scroll, safeArea: EdgeInsets(bottom: 34.5))
        expectEqual(
            derived,
            "the scroll view's contentInsetAdjustmentBehavior is automatic and its adjustedContentInset top 0, left 0, bottom 34.5, right 0; contentInset top 0, left 0, bottom 0, right 0, so the adjustment adds the scroll view's safe-area insets; contentSize 390 × 1200.5. These insets add room to scroll; they do not move the scroll view's guides"
        )
        let other = PlacementTracerTests.scrollText(Self.scroll, safeArea: EdgeInsets(bottom: 34))
        #expect(
            other.contains(
                "the adjustment (top 0, left 0, bottom 34.5, right 0) is not derived from the recorded safe area"
            ))
    }
}
