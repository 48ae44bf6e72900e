import Testing

@testable @_spi(Engine) import GuideLensCore

@Suite("Guide table model (FLEX panel)")
struct GuideTableModelTests {
    /// Root view: two custom guides and a safe area; a stack view: a gap guide of zero height
    /// and an ambiguous custom guide reaching outside it.
    static let snapshot = SampleSnapshots.screen

    @Test("sections group guides by owning view, in hierarchy order, with UIKit-style titles")
    func grouping() {
        let model = GuideTableModel(snapshot: Self.snapshot)
        // The view without guides has no section.
        expectEqual(
            model.sections.map(\.owner), [ObjectAddress(0x200), ObjectAddress(0x400), ObjectAddress(0x500)])
        expectEqual(model.sections[2].title, "<UIStackView: 0x500; frame = (20 600; 350 100)>")
        expectEqual(model.sections[0].rows.map(\.title), ["space1", "UIViewSafeAreaLayoutGuide", "Alpha"])
        #expect(model.rowCount == 6 && model.totalGuideCount == 6)
        #expect(model.sections[0].rows[0].subtitle == "custom · UILayoutGuide · {{145, 320}, {100, 100}}")
        expectEqual(model.sections[0].rows[1].color, OverlayStyle.default.style(for: .safeArea).color)
        expectEqual(model.emptyStateMessage, nil)
    }

    @Test("rows carry their flags: ambiguous, outside the owner; UIKit's zero-thick gap guide is not flagged")
    func flags() {
        let rows = GuideTableModel(snapshot: Self.snapshot).sections[2].rows
        expectEqual(rows[0].flags, [])
        expectEqual(rows[1].flags, [.ambiguousLayout, .outsideOwner])
    }

    @Test(
        "search matches identifier, class, owner class and kind, ignoring case; every word must match",
        arguments: [
            ("SPACE1", ["space1"]), ("spacer", ["UISV-distributing"]),
            ("stack", ["UISV-distributing", "badge"]), ("_uiolagap", ["UISV-distributing"]),
            ("safe area", ["UIViewSafeAreaLayoutGuide"]), ("custom stackview", ["badge"]),
            ("nothing-like-this", []),
            ("scroll content", ["UIScrollView-contentLayoutGuide"]),
            (
                "",
                [
                    "space1", "UIViewSafeAreaLayoutGuide", "Alpha", "UIScrollView-contentLayoutGuide",
                    "UISV-distributing", "badge",
                ]
            ),
        ])
    func search(text: String, titles: [String]) {
        let model = GuideTableModel(snapshot: Self.snapshot, search: text)
        expectEqual(model.sections.flatMap(\.rows).map(\.title), titles)
        #expect(model.sections.allSatisfy { !$0.rows.isEmpty })
    }

    @Test("the kind filter keeps only the chosen kinds and drops sections left empty")
    func kindFilter() {
        let model = GuideTableModel(snapshot: Self.snapshot, kinds: [.stackSpacer])
        expectEqual(model.sections.map(\.owner), [ObjectAddress(0x500)])
        expectEqual(model.sections[0].rows.map(\.title), ["UISV-distributing"])
        expectEqual(GuideTableModel(snapshot: Self.snapshot, kinds: []).rowCount, 0)
    }

    @Test("sorting by name, kind or flags reorders rows; hierarchy keeps layoutGuides order")
    func sorting() {
        expectEqual(
            GuideTableModel(snapshot: Self.snapshot, sort: .name).sections[2].rows.map(\.title),
            ["Alpha", "space1", "UIViewSafeAreaLayoutGuide"])
        expectEqual(
            GuideTableModel(snapshot: Self.snapshot, sort: .kind).sections[0].rows.map(\.title),
            ["UIViewSafeAreaLayoutGuide", "Alpha", "space1"])
        expectEqual(
            GuideTableModel(snapshot: Self.snapshot, sort: .flagsFirst).sections[2].rows.map(\.title),
            ["badge", "UISV-distributing"])
        expectEqual(
            GuideTableModel(snapshot: Self.snapshot, sort: .name).sections.map(\.ownerClassName),
            ["UIScrollView", "UIStackView", "UIView"])
    }

    @Test("the empty state says whether there are no guides at all or none that match")
    func emptyState() {
        let none = GuideTableModel(snapshot: Snapshot(windows: []))
        expectEqual(none.emptyStateMessage?.hasPrefix("No layout guides in any window."), true)
        let unmatched = GuideTableModel(snapshot: Self.snapshot, search: "zzz")
        expectEqual(
            unmatched.emptyStateMessage, "No guide matches the search or the kind filter (6 guides in all).")
    }
}

@Suite("Guide table model: filter menu and details")
struct GuideTableModelDetailTests {
    @Test("tapping kinds in the filter menu narrows, widens, and returns to every kind")
    func filterToggle() {
        let withoutSafeArea = GuideTableModel.toggling(.safeArea, in: nil)
        expectEqual(withoutSafeArea, Set(GuideKind.allCases).subtracting([.safeArea]))
        expectEqual(GuideTableModel.toggling(.safeArea, in: withoutSafeArea), nil)
        expectEqual(GuideTableModel.toggling(.custom, in: [.custom]), [])
    }

    @Test("the detail rows list every property, the live ambiguity winning over the snapshot's")
    func details() throws {
        let model = GuideTableModel(snapshot: GuideTableModelTests.snapshot)
        let section = model.sections[2]
        let row = try #require(section.rows.last)
        let details = GuideTableModel.details(of: row, in: section, liveAmbiguity: nil)
        expectEqual(
            details.map(\.title),
            [
                "identifier", "class", "kind", "address", "layoutFrame", "in window", "owner",
                "ambiguous layout", "flags",
            ])
        #expect(
            details.map(\.value) == [
                "badge", "UILayoutGuide", "custom", "0x502", "{{300, 0}, {100, 10}}", "(320 600; 100 10)",
                "<UIStackView: 0x500; frame = (20 600; 350 100)>", "yes",
                "ambiguous (GL001), outside-owner (GL005)",
            ])
        expectEqual(GuideTableModel.details(of: row, in: section, liveAmbiguity: false)[7].value, "no")
        // Alpha was captured without its ambiguity.
        let unknown = try #require(model.sections[0].rows.last)
        expectEqual(
            GuideTableModel.details(of: unknown, in: model.sections[0], liveAmbiguity: nil)[7].value,
            "unknown")
    }
}

// Behaviours pinned after they were wrong once.
extension GuideTableModelTests {
    @Test("flags-first keeps hierarchy order among guides with as many findings")
    func stableFlagsFirst() {
        let snapshot = SnapshotBuilder.phone(guides: [
            SnapshotBuilder.guide(0x301, Rect(x: 0, y: 0, width: 10, height: 10), identifier: "a"),
            SnapshotBuilder.guide(0x302, Rect(x: 0, y: 0, width: 0, height: 10), identifier: "b"),
            SnapshotBuilder.guide(0x303, Rect(x: 0, y: 0, width: 10, height: 10), identifier: "c"),
            SnapshotBuilder.guide(0x304, Rect(x: 0, y: 0, width: 10, height: 0), identifier: "d"),
            SnapshotBuilder.guide(0x305, Rect(x: 0, y: 0, width: 10, height: 10), identifier: "e"),
        ])
        expectEqual(
            GuideTableModel(snapshot: snapshot, sort: .flagsFirst).sections[0].rows.map(\.title),
            ["b", "d", "a", "c", "e"])
    }
}

@Suite("The FLEX panel's Why here? section")
struct WhyHereSectionTests {
    @Test("the one-line answer, then the trace as guidelens why prints it; a guide not captured says so")
    func section() throws {
        let spacer = PlacementFixture.spacer()
        let snapshot = PlacementFixture.snapshot([spacer])
        let placement = try #require(PlacementFixture.placement("spacer", in: snapshot))
        let rows = GuideTableModel.whyHere(of: ObjectAddress(0xB001), in: snapshot)
        // The spacer's top and height are set; nothing is recorded across, so its left and width are
        // free, each with its first fix: a pin where UIKit shows it, a width of the 300 it has.
        expectEqual(rows.map(\.title), ["In one line", "Traced", "First fix: left", "First fix: width"])
        expectEqual(rows.first?.value, PlacementText.summary(placement))
        var traced = PlacementText.text(placement)
        while traced.hasSuffix("\n") { traced.removeLast() }
        expectEqual(rows[1].value, traced)
        #expect(rows[1].value.contains("16.5"))
        // The owner is at x 30.5 too: the leading edges together.
        #expect(
            rows[2].value
                == "add spacer.leading == UIView (0x2000).leading: left decided at 30.5, where UIKit shows it\n"
                + "spacer.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 0).isActive = true")
        #expect(
            rows[3].value
                == "add spacer.width == 300: width decided at 300, where UIKit shows it\n"
                + "spacer.widthAnchor.constraint(equalToConstant: 300).isActive = true")
        let missing = GuideTableModel.whyHere(of: ObjectAddress(0xB002), in: snapshot)
        expectEqual(missing.map(\.title), ["Not in the capture"])
    }
}

@Suite("GuideLens.whyHere's text")
struct WhyHereTextTests {
    @Test("the trace for a captured guide, a sentence for one the capture lacks")
    func text() throws {
        let spacer = PlacementFixture.guide(
            0xB001, "spacer", Rect(x: 30.5, y: 175.25, width: 300, height: 16.5),
            vertical: [
                PlacementFixture.constraint(
                    2, .guide(ObjectAddress(0xB001), "spacer"), .height, constant: 16.5)
            ])
        let snapshot = PlacementFixture.snapshot([spacer])
        let placement = try #require(PlacementFixture.placement("spacer", in: snapshot))
        expectEqual(PlacementText.why(of: ObjectAddress(0xB001), in: snapshot), PlacementText.text(placement))
        expectEqual(
            PlacementText.why(of: ObjectAddress(0xB002), in: snapshot),
            "The guide 0xb002 is not in the capture of its hierarchy.\n")
    }
}
