import Testing

@testable @_spi(Engine) import GuideLensCore

/// An edge, a center or a size that no constraint sets directly follows from two others; each
/// such sum is checked against the recorded frame (a wrong one would be shown with a note).
@Suite("Placement: an attribute from two others")
struct CombinationTraceTests {
    typealias F = PlacementFixture
    static let spacer = F.Item.guide(ObjectAddress(0xB000), "spacer2")
    static let other = F.Item.guide(ObjectAddress(0xB100), "spacer1")
    /// spacer2 spans x 38.5 to 322.25 (center 180.375, width 283.75); the safe area 30.5 to 330.5.
    static let frame = Rect(x: 38.5, y: 175.25, width: 283.75, height: 0)

    static func pin(_ role: String, _ item: F.Item = spacer, number: UInt64) -> RecordedConstraint {
        switch role {
        case "leading": F.constraint(number, item, .leading, .equal, F.safe, .leading, constant: 8)
        case "trailing": F.constraint(number, item, .trailing, .equal, F.safe, .trailing, constant: -8.25)
        case "centerX": F.constraint(number, item, .centerX, .equal, F.safe, .centerX, constant: -0.125)
        default: F.constraint(number, item, .width, .equal, nil, nil, constant: 283.75)
        }
    }

    static func horizontal(_ constraints: [RecordedConstraint], extra: [GuideNode] = []) -> AxisPlacement? {
        let snapshot = F.snapshot(
            extra + [
                F.guide(
                    0xB000, "spacer2", frame, horizontal: constraints,
                    vertical: [F.constraint(90, spacer, .top, .equal, F.safe, .top, constant: 16)])
            ])
        return F.placement("spacer2", in: snapshot)?.axes.first { $0.axis == .horizontal }
    }

    @Test(
        "two of leading, trailing, centerX and width give the others, and they add up to the frame",
        arguments: [
            (
                ["centerX", "width"],
                [
                    "leading 38.5 = centerX 180.375 − ½ × width 283.75",
                    "trailing 322.25 = centerX 180.375 + ½ × width 283.75",
                ]
            ),
            (
                ["trailing", "centerX"],
                [
                    "leading 38.5 = 2 × centerX 180.375 − trailing 322.25",
                    "width 283.75 = 2 × (trailing 322.25 − centerX 180.375)",
                ]
            ),
            (
                ["leading", "centerX"],
                [
                    "trailing 322.25 = 2 × centerX 180.375 − leading 38.5",
                    "width 283.75 = 2 × (centerX 180.375 − leading 38.5)",
                ]
            ),
            (["leading", "width"], ["trailing 322.25 = leading 38.5 + width 283.75"]),
            (["trailing", "width"], ["leading 38.5 = trailing 322.25 − width 283.75"]),
            (["leading", "trailing"], ["width 283.75 = trailing 322.25 − leading 38.5"]),
        ])
    func pairs(pinned: [String], expected: [String]) throws {
        let axis = try #require(
            Self.horizontal(pinned.enumerated().map { Self.pin($0.element, number: UInt64($0.offset + 1)) }))
        let lines = axis.lines.map(\.text)
        for line in expected {
            #expect(lines.contains { $0.hasPrefix(line + " (") }, "\(line) in \(lines)")
        }
        #expect(!axis.notes.map(\.text).contains { $0.hasPrefix("the constraints give") }, "\(axis.notes)")
    }

    @Test(
        "another guide's center follows from two of its own attributes",
        arguments: [
            (
                ["leading", "trailing"],
                "spacer1 centerX 100.25 = ½ × (spacer1 leading 50.25 + spacer1 trailing 150.25)"
            ),
            (["leading", "width"], "spacer1 centerX 100.25 = spacer1 leading 50.25 + ½ × spacer1 width 100"),
            (
                ["trailing", "width"],
                "spacer1 centerX 100.25 = spacer1 trailing 150.25 − ½ × spacer1 width 100"
            ),
        ])
    func centerOfAnother(pinned: [String], expected: String) throws {
        // spacer1 spans x 50.25 to 150.25; spacer2's center is 80.125 right of spacer1's.
        var own: [RecordedConstraint] = []
        for (offset, role) in pinned.enumerated() {
            let number = UInt64(20 + offset)
            switch role {
            case "leading":
                own.append(
                    F.constraint(number, Self.other, .leading, .equal, F.safe, .leading, constant: 19.75))
            case "trailing":
                own.append(
                    F.constraint(number, Self.other, .trailing, .equal, F.safe, .trailing, constant: -180.25))
            default: own.append(F.constraint(number, Self.other, .width, .equal, nil, nil, constant: 100))
            }
        }
        let otherGuide = F.guide(
            0xB100, "spacer1", Rect(x: 50.25, y: 100.25, width: 100, height: 10), horizontal: own)
        let axis = try #require(
            Self.horizontal(
                [
                    F.constraint(1, Self.spacer, .centerX, .equal, Self.other, .centerX, constant: 80.125),
                    Self.pin("width", number: 2),
                ] + own,
                extra: [otherGuide]))
        let lines = axis.lines.map(\.text)
        #expect(lines.contains { $0.hasPrefix(expected + " (") }, "\(lines)")
        #expect(!axis.notes.map(\.text).contains { $0.hasPrefix("the constraints give") }, "\(axis.notes)")
    }
}
