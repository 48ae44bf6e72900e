import Testing

@testable @_spi(Engine) import GuideLensCore

/// Leading and trailing in a right-to-left layout: the right and left edges, with constants that
/// count leftwards; the trace names the edges left and right and says why.
@Suite("Placement: right-to-left layouts")
struct RightToLeftPlacementTests {
    typealias F = PlacementFixture
    static let spacer = F.Item.guide(ObjectAddress(0xB000), "spacer2")

    /// spacer2 pinned 8 from the safe area's leading edge and 8.25 from its trailing edge; the
    /// frame is where UIKit puts it in the given direction (the owner spans x 30.5 to 330.5).
    static func snapshot(
        rightToLeft: Bool?, horizontal: [RecordedConstraint]? = nil, frame: Rect? = nil
    ) -> Snapshot {
        let mirrored = Rect(x: 38.75, y: 175.25, width: 283.75, height: 0)
        let plain = Rect(x: 38.5, y: 175.25, width: 283.75, height: 0)
        return F.snapshot(
            [
                F.guide(
                    0xB000, "spacer2", frame ?? (rightToLeft == true ? mirrored : plain),
                    horizontal: horizontal ?? [
                        F.constraint(1, Self.spacer, .leading, .equal, F.safe, .leading, constant: 8),
                        F.constraint(2, Self.spacer, .trailing, .equal, F.safe, .trailing, constant: -8.25),
                    ],
                    vertical: [F.constraint(3, Self.spacer, .top, .equal, F.safe, .top, constant: 16)])
            ], ownerInputs: LayoutInputs(isRightToLeft: rightToLeft))
    }

    static func horizontal(_ snapshot: Snapshot) -> AxisPlacement? {
        F.placement("spacer2", in: snapshot)?.axes.first { $0.axis == .horizontal }
    }

    @Test("right to left, leading is the right edge and its constant counts leftwards; the lines add up")
    func rightToLeft() throws {
        let axis = try #require(Self.horizontal(Self.snapshot(rightToLeft: true)))
        let lines = axis.lines.map(\.text)
        #expect(lines.contains("right 322.5 = safe area right 330.5 − 8 (constraint 1)"))
        #expect(lines.contains("left 38.75 = safe area left 30.5 + 8.25 (constraint 2)"))
        #expect(lines.contains("width 283.75 = right 322.5 − left 38.75 (constraints 1, 2)"))
        // The position is the leading edge: the right one.
        #expect(axis.positionName == "right" && axis.positionValue == 322.5)
        expectEqual(axis.positionDecision, .fixed([1]))
        expectEqual(axis.sizeDecision, .fixed([1, 2]))
        expectEqual(axis.freedom, nil)
        expectEqual(
            axis.notes.first?.text.hasPrefix(
                "UIView lays out right to left: a leading edge is its right edge"), true)
        // Nothing disagrees with the recorded frame.
        #expect(!axis.notes.map(\.text).contains { $0.hasPrefix("the constraints give") })
        // The vertical axis is untouched.
        let vertical = try #require(F.vertical(F.placement("spacer2", in: Self.snapshot(rightToLeft: true))))
        #expect(vertical.lines.map(\.text).contains("top 175.25 = safe area top 159.25 + 16 (constraint 3)"))
        #expect(!vertical.notes.map(\.text).contains { $0.contains("right to left") })
    }

    @Test("left to right, and unrecorded, leading is the left edge; only the unrecorded direction is noted")
    func leftToRight() throws {
        for direction in [false, nil] as [Bool?] {
            let axis = try #require(Self.horizontal(Self.snapshot(rightToLeft: direction)))
            let lines = axis.lines.map(\.text)
            #expect(lines.contains("leading 38.5 = safe area leading 30.5 + 8 (constraint 1)"))
            #expect(lines.contains("trailing 322.25 = safe area trailing 330.5 − 8.25 (constraint 2)"))
            expectEqual(axis.positionName, "leading")
            if direction == nil {
                expectEqual(
                    axis.notes.map(\.text),
                    [
                        "the snapshot does not record the layout direction of UIView; leading and trailing are read left to right"
                    ])
            } else {
                #expect(axis.notes.isEmpty)
            }
        }
        // The frame of a right-to-left layout read left to right does not add up, and says so.
        let misread = try #require(
            Self.horizontal(
                Self.snapshot(rightToLeft: false, frame: Rect(x: 38.75, y: 175.25, width: 283.75, height: 0)))
        )
        #expect(
            misread.notes.map(\.text).contains {
                $0.hasPrefix("the constraints give 38.5 where the recorded frame has 38.75")
            })
    }

    @Test("left and right are the same edges in both directions, and a layout without leading is not noted")
    func physicalEdges() throws {
        let physical = [
            F.constraint(1, Self.spacer, .left, .equal, F.safe, .left, constant: 8.25),
            F.constraint(2, Self.spacer, .right, .equal, F.safe, .right, constant: -8),
        ]
        for direction in [true, false, nil] as [Bool?] {
            let axis = try #require(
                Self.horizontal(
                    Self.snapshot(
                        rightToLeft: direction, horizontal: physical,
                        frame: Rect(x: 38.75, y: 175.25, width: 283.75, height: 0))))
            #expect(
                axis.lines.map(\.text).contains(
                    "\(direction == true ? "left" : "leading") 38.75 = safe area left 30.5 + 8.25 (constraint 1)"
                ))
            #expect(axis.notes.isEmpty)
        }
    }

    @Test("right to left, a free width names the edges that are and are not pinned")
    func freeWidth() throws {
        let axis = try #require(
            Self.horizontal(
                Self.snapshot(
                    rightToLeft: true,
                    horizontal: [
                        F.constraint(1, Self.spacer, .leading, .equal, F.safe, .leading, constant: 8)
                    ],
                    frame: Rect(x: 322.5, y: 175.25, width: 0, height: 0))))
        #expect(axis.lines.map(\.text).contains("right 322.5 = safe area right 330.5 − 8 (constraint 1)"))
        let freedom = try #require(axis.freedom)
        expectEqual(freedom.freeAttributes, [.width])
        expectEqual(
            freedom.sentence, "nothing fixes the width: the right is pinned (constraint 1), the left is not")
        #expect(freedom.fixTexts.contains("a left pin"))
    }

    @Test("right to left, a free position is the leading (right) edge, and the fixes name it first")
    func freePosition() throws {
        let width = F.constraint(1, Self.spacer, .width, .equal, nil, nil, constant: 120.5)
        let axis = try #require(
            Self.horizontal(
                Self.snapshot(
                    rightToLeft: true, horizontal: [width],
                    frame: Rect(x: 100.25, y: 175.25, width: 120.5, height: 0)
                )))
        let freedom = try #require(axis.freedom)
        expectEqual(freedom.freeAttributes, [.right])
        expectEqual(
            freedom.sentence,
            "nothing fixes the right: the width is fixed (constraint 1), but no edge or center is pinned")
        expectEqual(freedom.fixTexts, ["a right pin", "a left pin", "a centerX pin"])
        let nothing = try #require(
            Self.horizontal(
                Self.snapshot(
                    rightToLeft: true,
                    horizontal: [
                        F.constraint(1, Self.spacer, .leading, .greaterThanOrEqual, F.safe, .leading)
                    ],
                    frame: Rect(x: 100.25, y: 175.25, width: 120.5, height: 0))))
        expectEqual(nothing.freedom?.freeAttributes, [.right, .width])
        expectEqual(nothing.freedom?.fixTexts.first, "a right and a left pin")
        expectEqual(nothing.freedom?.sentence.hasPrefix("nothing fixes the right or the width: "), true)
    }

    @Test("a multiplier on leading right to left is not derived, and is left out with its reason")
    func multiplier() throws {
        let axis = try #require(
            Self.horizontal(
                Self.snapshot(
                    rightToLeft: true,
                    horizontal: [
                        F.constraint(
                            1, Self.spacer, .leading, .equal, F.safe, .leading, multiplier: 0.5, constant: 8),
                        F.constraint(2, Self.spacer, .trailing, .equal, F.safe, .trailing, constant: -8.25),
                    ])))
        #expect(
            axis.notes.map(\.text).contains {
                $0.hasPrefix(
                    "constraint 1 could not be read (a multiplier other than 1 on a leading or trailing edge")
            })
        #expect(axis.lines.map(\.text).contains("left 38.75 = safe area left 30.5 + 8.25 (constraint 2)"))
        // With a multiplier of 1 it is read.
        let one = try #require(Self.horizontal(Self.snapshot(rightToLeft: true)))
        #expect(!one.notes.map(\.text).contains { $0.contains("could not be read") })
    }

    @Test("each directional attribute has its physical edge; the constant flips, nothing else changes")
    func reading() throws {
        expectEqual(RightToLeftReading.physicalAttribute(.leading), .right)
        expectEqual(RightToLeftReading.physicalAttribute(.trailing), .left)
        expectEqual(RightToLeftReading.physicalAttribute(.leadingMargin), .rightMargin)
        expectEqual(RightToLeftReading.physicalAttribute(.trailingMargin), .leftMargin)
        for attribute: LayoutAttribute in [.left, .right, .centerX, .width, .top, .centerXWithinMargins] {
            expectEqual(RightToLeftReading.physicalAttribute(attribute), nil)
        }
        let owner = LoggedItem(className: "UIView", address: ObjectAddress(0x2000))
        let guide = LoggedItem(className: "UILayoutGuide", address: ObjectAddress(0xB000))
        let centered = LoggedConstraint(
            className: "NSLayoutConstraint", address: ObjectAddress(0xC0001), identifier: nil,
            first: LoggedAnchor(item: guide, attribute: .centerX), relation: .greaterThanOrEqual,
            second: LoggedAnchor(item: owner, attribute: .trailingMargin), multiplier: 1, constant: 12.5,
            priority: 750, isActive: true, autoresizingMask: nil, text: "")
        guard case .physical(let read) = RightToLeftReading.read(centered) else {
            Issue.record("a center against a trailing margin is read")
            return
        }
        #expect(read.first.attribute == .centerX && read.second?.attribute == .leftMargin)
        #expect(
            read.constant == -12.5 && read.multiplier == 1 && read.relation == .greaterThanOrEqual
                && read.priority == 750)
        var plain = centered
        plain.second?.attribute = .centerX
        expectEqual(RightToLeftReading.read(plain), .unchanged)
        // A width pinned to a constant has no second item: nothing to mirror, whatever the multiplier.
        var constantOnly = centered
        constantOnly.first.attribute = .leading
        constantOnly.second = nil
        constantOnly.multiplier = 2
        guard case .physical(let alone) = RightToLeftReading.read(constantOnly) else {
            Issue.record("a leading edge without a second item is read")
            return
        }
        #expect(alone.first.attribute == .right && alone.constant == -12.5)
    }
}
