import Foundation
import Testing

@testable @_spi(Engine) import GuideLensCore

/// How the model reads what the record says of a constraint beside its description.
@Suite("The model reads a constraint's record, not only its description")
struct LayoutModelRecordTests {
    @Test("a constraint the record marks inactive plays no part, though its description does not say so")
    func inactiveFromTheRecord() throws {
        // The spacer: its top 16 below the safe area's (159.25 + 16 = 175.25), 16.5 high; a second
        // height of 50, recorded inactive, whose description carries no `(active)` or `(inactive)`.
        let spacer = PlacementFixture.spacer(more: [
            RecordedConstraint(
                description: "<NSLayoutConstraint:0xc0003 UILayoutGuide:0xb001'spacer'.height == 50>",
                isActive: false)
        ])
        let checks = LayoutModel(PlacementFixture.snapshot([spacer])).recompute().checks.filter {
            $0.address == ObjectAddress(0xB001) && $0.axis == .vertical
        }
        expectEqual(checks.map(\.outcome), [.matches(175.25), .matches(16.5)])
        // Recorded active, the same 50 cannot hold beside the 16.5.
        let active = PlacementFixture.guide(
            0xB001, "spacer", Rect(x: 30.5, y: 175.25, width: 300, height: 16.5),
            vertical: [
                PlacementFixture.constraint(
                    2, .guide(ObjectAddress(0xB001), "spacer"), .height, constant: 16.5),
                RecordedConstraint(
                    description: "<NSLayoutConstraint:0xc0003 UILayoutGuide:0xb001'spacer'.height == 50>",
                    isActive: true),
            ])
        let height = LayoutModel(PlacementFixture.snapshot([active])).recompute().checks.first {
            $0.address == ObjectAddress(0xB001) && $0.role == .size && $0.axis == .vertical
        }
        #expect(height.map { if case .conflict = $0.outcome { true } else { false } } == true)
        // `why --check --json` says how many constraints cannot hold together: the two heights.
        let json = try #require(height.map { JSONAnswer.value(CheckDocument.Check($0)) })
        guard case .object(let members) = json else {
            Issue.record("not an object: \(json)")
            return
        }
        #expect(members["outcome"] == .string("conflict") && members["constraints"] == .integer(2))
    }
}
