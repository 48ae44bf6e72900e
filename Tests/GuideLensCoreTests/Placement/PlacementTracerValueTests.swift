import Testing

@testable @_spi(Engine) import GuideLensCore

/// What the tracer reads off the snapshot: an item's attribute in the window, a view's margins,
/// a scroll view's inset adjustment, and the note on a guide UIKit calls ambiguous.
@Suite("Placement: values the tracer reads")
struct PlacementTracerValueTests {
    typealias F = PlacementFixture
    /// The owner's margins: 16.5, 8.25, 20 and 12 in from its edges (it spans 30.5…330.5, 100.25…600.25).
    static let margins = Rect(x: 47, y: 108.5, width: 263.5, height: 479.75)

    static func tracer() -> PlacementTracer {
        var snapshot = F.snapshot([])
        // The margins guide first: a tracer that took any guide as the margins would take the
        // safe area after it.
        snapshot.windows[0].subviews[0].guides.insert(
            GuideNode(
                address: ObjectAddress(0xA100), identifier: "UIViewLayoutMarginsGuide", kind: .layoutMargins,
                layoutFrame: margins.offsetBy(dx: -F.ownerFrame.minX, dy: -F.ownerFrame.minY),
                frameInWindow: margins,
                owningViewAddress: F.ownerAddress), at: 0)
        return PlacementTracer(snapshot)
    }

    @Test(
        "an attribute of a view in the window: edges, centers, sizes, margins and centers within them",
        arguments: [
            (LayoutAttribute.leading, 30.5), (.right, 330.5), (.centerX, 180.5), (.midX, 180.5),
            (.width, 300),
            (.top, 100.25), (.bottom, 600.25), (.centerY, 350.25), (.midY, 350.25), (.height, 500),
            (.leadingMargin, 47), (.trailingMargin, 310.5), (.topMargin, 108.5), (.bottomMargin, 588.25),
            (.centerXWithinMargins, 178.75), (.centerYWithinMargins, 348.375),
        ])
    func values(attribute: LayoutAttribute, expected: Double) {
        let owner = LoggedItem(className: "UIView", address: F.ownerAddress)
        expectEqual(Self.tracer().value(of: LoggedAnchor(item: owner, attribute: attribute)), expected)
    }

    @Test("a view's margins are its margins guide's frame, and a view without one has none")
    func marginGuides() {
        let tracer = Self.tracer()
        expectEqual(tracer.marginGuides[F.ownerAddress], Self.margins)
        expectEqual(tracer.marginGuides[F.labelAddress], nil)
        expectEqual(tracer.marginGuides.count, 1)
    }

    @Test("a scroll view's adjustment is derived on every edge when it adds exactly the safe area")
    func scrollAdjustment() {
        let content = EdgeInsets(top: 10, left: 4, bottom: 6, right: 2)
        let safe = EdgeInsets(top: 47, left: 1, bottom: 34, right: 3)
        let adjusted = EdgeInsets(top: 57, left: 5, bottom: 40, right: 5)
        let scroll = ScrollViewInputs(
            contentInsetAdjustmentBehavior: "always", adjustedContentInset: adjusted, contentInset: content)
        #expect(
            Self.scrollText(scroll, safeArea: safe).contains(
                "so the adjustment adds the scroll view's safe-area insets"))
        for edge in 0..<4 {
            var other = safe.components
            other[edge] += 1
            let text = Self.scrollText(
                scroll, safeArea: EdgeInsets(top: other[0], left: other[1], bottom: other[2], right: other[3])
            )
            #expect(text.contains("is not derived from the recorded safe area"), "edge \(edge)")
        }
    }

    @Test(
        "a guide UIKit calls ambiguous whose recorded constraints fix everything says so; one it does not, not"
    )
    func ambiguousButFixed() {
        let spacer = F.Item.guide(ObjectAddress(0xB000), "spacer2")
        func missing(_ ambiguous: Bool) -> [String] {
            let snapshot = F.snapshot([
                F.guide(
                    0xB000, "spacer2", Rect(x: 38.5, y: 175.25, width: 100, height: 10),
                    horizontal: [
                        F.constraint(1, spacer, .leading, .equal, F.safe, .leading, constant: 8),
                        F.constraint(2, spacer, .width, constant: 100),
                    ],
                    vertical: [
                        F.constraint(3, spacer, .top, .equal, F.safe, .top, constant: 16),
                        F.constraint(4, spacer, .height, constant: 10),
                    ], ambiguous: ambiguous)
            ])
            return F.placement("spacer2", in: snapshot)?.missing.map(\.text) ?? ["no placement"]
        }
        let note =
            "UIKit reports this guide's layout as ambiguous, but the recorded constraints fix every attribute"
        #expect(missing(true).contains { $0.hasPrefix(note) })
        #expect(!missing(false).contains { $0.hasPrefix(note) })
    }

    @Test("an adjustment 0.01 from the safe area still adds it; 0.02 from it is not derived")
    func scrollAdjustmentTolerance() {
        for (adjustment, derived) in [(0.01, true), (0.02, false)] {
            let scroll = ScrollViewInputs(
                contentInsetAdjustmentBehavior: "always", adjustedContentInset: EdgeInsets(top: adjustment),
                contentInset: EdgeInsets())
            let text = Self.scrollText(scroll, safeArea: EdgeInsets())
            expectEqual(
                text.contains("so the adjustment adds the scroll view's safe-area insets"), derived, "\(text)"
            )
        }
    }

    @Test("the constraints the benchmarks record for a snapshot place each guide where its frame is")
    func chainedConstraints() {
        let snapshot = F.snapshot([
            F.guide(0xB000, "first", Rect(x: 38.5, y: 120.75, width: 200, height: 30.5), recorded: false),
            F.guide(0xB100, "second", Rect(x: 40.5, y: 160.25, width: 150.25, height: 12), recorded: false),
        ]).recordingChainedConstraints()
        for name in ["first", "second"] {
            let text = snapshot.whyText(for: name)
            #expect(text.contains("top "), "\(text)")
            #expect(!text.contains("the constraints give"), "\(text)")
            #expect(!text.contains("Free:"), "\(text)")
        }
        // The second guide's top hangs under the first's bottom.
        #expect(snapshot.whyText(for: "second").contains("top 160.25 = first bottom 151.25 + 9"))
    }

    @Test("the view layouts the benchmarks record place each view where its frame is, and --check agrees")
    func recordedViewLayouts() {
        let snapshot = F.snapshot([
            F.guide(0xB000, "first", Rect(x: 38.5, y: 120.75, width: 200, height: 30.5), recorded: false)
        ]).recordingChainedConstraints().recordingViewLayouts()
        // The window holds no layout; the owner (at 30.5, 100.25) and the label below it do.
        expectEqual(snapshot.windows[0].layout, nil)
        expectEqual(snapshot.windows[0].subviews[0].layout?.constraints?.horizontal.count, 2)
        let counts = snapshot.recomputedCounts()
        #expect(counts.guides == 1 && counts.views == 2 && counts.matching == 3)
        // The guide's leading goes through its owner to the mask that pins it (the window at the
        // origin: no bounds origin to add).
        #expect(
            snapshot.whyText(for: "first").contains(
                "UIView leading 30.5 = 30.5 (constraint 7: autoresizing mask h=--- v=---, its frame set in code)"
            ),
            "\(snapshot.whyText(for: "first"))")
    }

    @Test(
        "the view layouts the benchmarks record carry UIKit's default priorities, and a snapshot file keeps them"
    )
    func recordedViewPriorities() throws {
        let snapshot = F.snapshot([
            F.guide(0xB000, "first", Rect(x: 38.5, y: 120.75, width: 200, height: 30.5), recorded: false)
        ]).recordingChainedConstraints().recordingViewLayouts()
        // UIKit's defaults for a view made in code: hugging 250, compression resistance 750, on
        // both axes (a view with no intrinsic size records them all the same).
        let hugging = ContentPriorities.defaults.hugging
        let resistance = ContentPriorities.defaults.compressionResistance
        let owner = snapshot.windows[0].subviews[0]
        for view in [owner, owner.subviews[0]] {
            let layout = try #require(view.layout, "\(view.className)")
            expectEqual(layout.contentHugging, AxisPriorities(horizontal: hugging, vertical: hugging))
            expectEqual(
                layout.compressionResistance, AxisPriorities(horizontal: resistance, vertical: resistance))
        }
        // Priorities within UIKit's 0…1000, which the format holds: written and read back, the same.
        expectEqual(try Snapshot(json: snapshot.jsonData()), snapshot)
    }
}
