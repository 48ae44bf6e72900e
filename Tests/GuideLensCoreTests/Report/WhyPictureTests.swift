import Testing

@testable @_spi(Engine) import GuideLensCore

/// `guidelens why -o`: the picture reads like the page's selection.
@Suite("why's picture")
struct WhyPictureTests {
    typealias Fixture = PlacementFixture

    /// A guide 20.5 under a label whose constraints print its text, and 8.25 in from the owner.
    static func snapshot() -> Snapshot {
        let spacer = Fixture.Item.guide(ObjectAddress(0x5001), "spacer")
        let label = Fixture.Item("UILabel", Fixture.labelAddress, identifier: "Total")
        return Fixture.snapshot([
            Fixture.guide(
                0x5001, "spacer", Rect(x: 38.75, y: 232.25, width: 291.75, height: 40.5),
                horizontal: [
                    Fixture.constraint(1, spacer, .leading, .equal, Fixture.owner, .leading, constant: 8.25),
                    Fixture.constraint(2, spacer, .trailing, .equal, Fixture.owner, .trailing),
                ],
                vertical: [
                    Fixture.constraint(3, spacer, .top, .equal, label, .bottom, constant: 20.5),
                    Fixture.constraint(4, spacer, .height, .equal, nil, nil, constant: 40.5),
                ])
        ])
    }

    static func options() throws -> SnapshotRenderer.Options {
        let snapshot = snapshot()
        let tracer = PlacementTracer(snapshot)
        guard case .found(let match) = GuideLookup(tracer).find("spacer") else {
            throw MissingGuide()
        }
        var options = SnapshotRenderer.Options()
        tracer.placement(of: match).markings(into: &options, tracer: tracer)
        return options
    }

    struct MissingGuide: Error {}

    @Test("each edge labelled with its value and what sets it; a view by the text it prints")
    func labels() throws {
        let options = try Self.options()
        let labels = options.links.map(\.label)
        #expect(labels.contains("3. top 232.25 = 'Total' bottom + 20.5"))
        #expect(labels.contains("1. leading 38.75 = UIView leading + 8.25"))
        #expect(!labels.contains { $0.contains("232.25 = 232.25") })
        expectEqual(options.names[Fixture.labelAddress], "UILabel 'Total'")
        expectEqual(options.primary, ObjectAddress(0x5001))
        let svg = SnapshotRenderer(options: options).svg(for: Self.snapshot())
        #expect(svg.contains(">UILabel 'Total'</text>"), "the label's outline named by its text")
    }

    @Test("an edge measured from another straight: top to bottom vertical, leading to leading horizontal")
    func orthogonal() throws {
        let options = try Self.options()
        let svg = SnapshotRenderer(options: options).svg(for: Self.snapshot())
        let lines = svg.components(separatedBy: "<line ").dropFirst().compactMap { line -> [Double]? in
            guard line.contains("stroke-width=\"2.5\"") else { return nil }
            return ["x1", "y1", "x2", "y2"].map { key in
                let start = line.range(of: key + "=\"")!.upperBound
                return Double(line[start...].prefix { $0 != "\"" })!
            }
        }
        expectEqual(lines.count, 3)
        // top 232.25 = label bottom 211.75 + 20.5: from the guide's top middle straight up.
        #expect(lines.contains([184.63, 232.25, 184.63, 211.75]))
        // leading 38.75 = owner leading 30.5 + 8.25: from the guide's leading middle straight left.
        #expect(lines.contains { $0[1] == $0[3] && $0[0] == 38.75 && $0[2] == 30.5 })
    }

    @Test("a conflict's picture is as before: every item filled, nothing dimmed, links end to end")
    func conflictUnchanged() {
        var options = SnapshotRenderer.Options()
        options.highlighted = [ObjectAddress(0x5001), Fixture.labelAddress]
        options.links = [
            SnapshotRenderer.Options.Link(
                from: ObjectAddress(0x5001), to: Fixture.labelAddress, label: "broken: top == bottom",
                fromAttribute: "top", toAttribute: "bottom")
        ]
        let svg = SnapshotRenderer(options: options).svg(for: Self.snapshot())
        #expect(!svg.contains("fill-opacity=\"0.6\""))
        expectEqual(svg.components(separatedBy: "fill=\"#e0202a\" fill-opacity=\"0.08\"").count, 3)
        // From the guide's top middle (184.63) to the label's bottom middle (140.5).
        #expect(svg.contains("x1=\"184.63\" y1=\"232.25\" x2=\"140.5\" y2=\"211.75\""))
    }
}
