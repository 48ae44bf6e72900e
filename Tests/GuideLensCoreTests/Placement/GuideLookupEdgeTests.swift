import Testing

@testable @_spi(Engine) import GuideLensCore

/// Finding a guide by name at the edges: a guide without an identifier by its class, a path as
/// long as the guide's own and one longer, the eight paths of a crowded name, the five nearest
/// names, and the edit distance they are ranked by.
@Suite("Placement: finding a guide, at the edges")
struct GuideLookupEdgeTests {
    typealias F = PlacementFixture

    static func snapshot(_ names: [String], className: String = "UILayoutGuide") -> Snapshot {
        F.snapshot(
            names.enumerated().map { offset, name in
                var guide = F.guide(
                    UInt64(0xB000 + offset * 0x10), name, Rect(x: 40.5, y: 180.25, width: 10, height: 10))
                guide.className = className
                return guide
            })
    }

    @Test("a guide without an identifier answers to its class name; one with an identifier only to that")
    func byName() {
        let unnamed = GuideLookup(Self.snapshot([""], className: "MyApp.NotchGuide"))
        guard case .found(let match) = unnamed.find("NotchGuide") else {
            Issue.record("an unnamed guide is found by its class")
            return
        }
        expectEqual(match.guide.address, ObjectAddress(0xB000))
        let named = GuideLookup(Self.snapshot(["spacer1", "spacer2"]))
        guard case .found(let spacer) = named.find("spacer2") else {
            Issue.record("spacer2 is found")
            return
        }
        expectEqual(spacer.guide.address, ObjectAddress(0xB010))
        if case .found = named.find("UILayoutGuide") { Issue.record("a named guide answered to its class") }
    }

    @Test("a path as long as the guide's own finds it; one step longer does not")
    func pathLength() {
        let lookup = GuideLookup(Self.snapshot(["spacer2"]))
        if case .found = lookup.find("UIWindow › UIView › spacer2") {} else { Issue.record("the whole path") }
        if case .found = lookup.find("UIScreen › UIWindow › UIView › spacer2") {
            Issue.record("a path longer than the guide's")
        }
        #expect(GuideLookup.path("UIWindow › UIView › spacer2", endsWith: ["UIWindow", "UIView", "spacer2"]))
        #expect(!GuideLookup.path("UIView › spacer2", endsWith: ["UIWindow", "UIView", "spacer2"]))
    }

    @Test("a name ten guides share lists eight of their paths")
    func crowdedName() {
        let lookup = GuideLookup(Self.snapshot(Array(repeating: "row", count: 10)))
        guard case .failure(let failure) = lookup.match("row") else {
            Issue.record("ten guides are not one")
            return
        }
        #expect(failure.description.hasPrefix("10 guides answer to 'row'"))
        #expect(failure.description.components(separatedBy: "UIWindow › UIView › row").count - 1 == 8)
        // One path and address after another, each apart from the next by "; ".
        let listed = failure.description.components(separatedBy: "by path or address: ").last ?? ""
        let paths = listed.components(separatedBy: "; ")
        expectEqual(paths.count, 8, "\(listed)")
        #expect(
            paths.filter { !$0.hasPrefix("UIWindow › UIView › row (0x") || !$0.hasSuffix(")") }.isEmpty,
            "\(paths)")
    }

    @Test("the nearest names: at most five, a name holding the query ranked as one edit away")
    func nearestNames() {
        let lookup = GuideLookup(
            Self.snapshot(["spade", "spacer2", "header", "footer", "content", "banner"]))
        let nearest = lookup.nearest(to: "space")
        expectEqual(nearest.count, 5)
        expectEqual(Array(nearest.prefix(2)), ["spacer2", "spade"])
        #expect(!nearest.contains("content"))
    }

    @Test(
        "edit distance counts insertions, deletions and changes",
        arguments: [
            ("kitten", "sitting", 3), ("", "abc", 3), ("abc", "", 3), ("abc", "abc", 0), ("a", "b", 1),
            ("spacer2", "spacer1", 1), ("ab", "ba", 2), ("flaw", "lawn", 2), ("abxcd", "abcd", 1),
            ("abcd", "abxcd", 1),
        ])
    func editDistance(first: String, second: String, distance: Int) {
        expectEqual(GuideLookup.editDistance(first, second), distance)
    }
}

/// The constraint descriptions scenes and benchmarks record, written as UIKit writes them.
@Suite("Placement: constraint descriptions")
struct ConstraintDescriptionTests {
    @Test("left out, a constraint is required, active, of multiplier 1 and constant 0; each is read back")
    func defaults() throws {
        let guide = ConstraintDescription.Item.guide(ObjectAddress(0xB000), "spacer2")
        let owner = ConstraintDescription.Item("UIView", ObjectAddress(0x2000))
        let plain = ConstraintDescription.equation(ObjectAddress(0xC001), guide, .top, .equal, owner, .top)
        expectEqual(
            plain.description,
            "<NSLayoutConstraint:0xc001 UILayoutGuide:0xb000'spacer2'.top == UIView:0x2000.top   (active)>")
        #expect(plain.priority == 1000 && plain.isActive)
        let read = try LoggedConstraintReader.read(Substring(plain.description)).get()
        #expect(read.multiplier == 1 && read.constant == 0 && read.priority == 1000 && read.isActive == true)
        let full = ConstraintDescription.equation(
            ObjectAddress(0xC002), guide, .height, .lessThanOrEqual, owner, .width, multiplier: 0.5,
            constant: -8.5,
            priority: 999, isActive: false, identifier: "half")
        expectEqual(
            full.description,
            "<NSLayoutConstraint:0xc002 'half' UILayoutGuide:0xb000'spacer2'.height <= 0.5*UIView:0x2000.width - 8.5 @999   (inactive)>"
        )
        let half = ConstraintDescription.equation(
            ObjectAddress(0xC004), guide, .top, .equal, owner, .top, constant: 0.5)
        #expect(half.description.hasSuffix("UIView:0x2000.top + 0.5   (active)>"))
        let constant = ConstraintDescription.equation(ObjectAddress(0xC003), guide, .width)
        #expect(constant.description.hasSuffix(".width == 0   (active)>"))
    }
}

/// How far the superview's unsafe band reaches into a view, per edge.
@Suite("Placement: an unsafe band's overlap")
struct InsetOverlapTests {
    typealias Edge = InsetSources.Edge
    /// 200 wide and 50 high, away from the origin.
    static let view = Rect(x: 10.5, y: 100.25, width: 200, height: 50)

    @Test("a band reaches no further than the view's own height (top, bottom) or width (left, right)")
    func clampedToTheView() {
        expectEqual(Edge.top.overlap(view: Self.view, bandEdge: 120.25), 20)
        expectEqual(Edge.top.overlap(view: Self.view, bandEdge: 400), 50)
        expectEqual(Edge.bottom.overlap(view: Self.view, bandEdge: 140.25), 10)
        expectEqual(Edge.bottom.overlap(view: Self.view, bandEdge: 0), 50)
        expectEqual(Edge.left.overlap(view: Self.view, bandEdge: 30.5), 20)
        expectEqual(Edge.left.overlap(view: Self.view, bandEdge: 1000), 200)
        expectEqual(Edge.right.overlap(view: Self.view, bandEdge: -500), 200)
        // A band that ends before the view reaches nothing; a view of no height takes none.
        expectEqual(Edge.top.overlap(view: Self.view, bandEdge: 90), 0)
        expectEqual(Edge.top.overlap(view: Rect(x: 10.5, y: 100.25, width: 200, height: 0), bandEdge: 120), 0)
    }
}

/// A recorded safe-area inset against the guide's place: 0.01 apart is the same inset.
@Suite("Placement: recorded safe-area insets against the guide")
struct SafeAreaRecordTests {
    @Test(
        "a recorded inset 0.01 from the guide's is taken as the same; 0.02 away is not derived, and says why")
    func recordTolerance() throws {
        for (recorded, derived) in [(0.01, true), (0.02, false)] {
            var snapshot = InsetSourcesTests.screen()
            snapshot.windows[0].subviews[0].subviews[0].subviews[0].layoutInputs?.safeAreaInsets?.bottom =
                recorded
            let explanation = try #require(
                InsetSourcesTests.insets("Wrapper › UIViewSafeAreaLayoutGuide", in: snapshot))
            let bottom = try #require(InsetSourcesTests.edge("bottom", explanation))
            let says =
                bottom.lines.first?.text.hasPrefix("Wrapper records safeAreaInsets.bottom") == true
            expectEqual(says, !derived, "\(bottom.lines.map(\.text))")
            if !derived { #expect(!bottom.isDerived) }
        }
    }
}

/// A controller's additional inset is named when it is more than 0.01.
@Suite("Placement: additional insets at the tolerance")
struct AdditionalInsetToleranceTests {
    @Test("an additionalSafeAreaInsets.top of 0.01 is not named as a source; 0.02 is")
    func additionalTolerance() throws {
        for (additional, named) in [(0.01, false), (0.02, true)] {
            let snapshot = InsetSourcesTests.screen(
                additional: EdgeInsets(top: additional),
                childInsets: EdgeInsets(top: 91 + additional, bottom: 34))
            let explanation = InsetSourcesTests.insets("ChildView › UIViewSafeAreaLayoutGuide", in: snapshot)
            let top = try #require(InsetSourcesTests.edge("top", explanation))
            #expect(top.isDerived, "\(top.lines.map(\.text))")
            let text = top.lines.first?.text ?? ""
            expectEqual(text.contains("ChildViewController.additionalSafeAreaInsets.top"), named, "\(text)")
        }
    }
}

/// An inset passed down is derived only as far as the superview's own is.
@Suite("Placement: an inset passed down")
struct PassedDownInsetTests {
    @Test(
        "a wrapper's bottom inset from its superview is derived when the superview's is, and not when it is not"
    )
    func followsTheSuperview() throws {
        for broken in [false, true] {
            var snapshot = InsetSourcesTests.screen(wrapperBottom: 34)
            if broken {
                snapshot.windows[0].subviews[0].subviews[0].layoutInputs?.safeAreaInsets?.bottom = 20
            }
            let explanation = InsetSourcesTests.insets("Wrapper › UIViewSafeAreaLayoutGuide", in: snapshot)
            let bottom = try #require(InsetSourcesTests.edge("bottom", explanation))
            expectEqual(bottom.isDerived, !broken, "\(bottom.lines.map(\.text))")
            expectEqual(
                bottom.lines.first?.text.hasPrefix("bottom 34 = the superview ChildView's unsafe bottom 34"),
                true)
        }
    }
}

/// Margins at their edges: the system minimum and the safe area count from more than 0.01; no
/// recorded margins, no derivation.
@Suite("Placement: margins at the tolerance")
struct MarginToleranceTests {
    static let owner = Rect(x: 30.5, y: 100.25, width: 300, height: 500)

    static func top(
        _ margins: DirectionalEdgeInsets, safe: EdgeInsets, minimum: DirectionalEdgeInsets?, topInset: Double
    )
        -> EdgeInsetSource?
    {
        let guide = Rect(
            x: owner.minX + margins.leading, y: owner.minY + topInset,
            width: owner.width - margins.leading - margins.trailing,
            height: owner.height - topInset - margins.bottom)
        return InsetSourcesTests.edge(
            "top", InsetSourcesTests.margins(margins, safe: safe, guide: guide, minimum: minimum))
    }

    @Test("a system minimum 0.01 above the margin is not taken; 0.02 above is")
    func systemMinimum() throws {
        let margins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let low = try #require(
            Self.top(margins, safe: EdgeInsets(), minimum: DirectionalEdgeInsets(top: 0.01), topInset: 0))
        expectEqual(
            low.lines.first?.text, "top 0 = directionalLayoutMargins.top 0", "\(low.lines.map(\.text))")
        let high = try #require(
            Self.top(margins, safe: EdgeInsets(), minimum: DirectionalEdgeInsets(top: 0.02), topInset: 0.02))
        expectEqual(
            high.lines.first?.text.contains("the system minimum 0.02"), true, "\(high.lines.map(\.text))")
    }

    @Test("a safe-area inset of 0.01 is not added to a margin; 0.02 is")
    func safeArea() throws {
        let margins = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        let low = try #require(Self.top(margins, safe: EdgeInsets(top: 0.01), minimum: nil, topInset: 8))
        expectEqual(low.lines.first?.text.contains("the safe-area inset"), false, "\(low.lines.map(\.text))")
        let high = try #require(Self.top(margins, safe: EdgeInsets(top: 0.02), minimum: nil, topInset: 8.02))
        expectEqual(
            high.lines.first?.text.contains("the safe-area inset 0.02"), true, "\(high.lines.map(\.text))")
    }

    @Test("margins guide of a view whose margins are not recorded: not derived, and says so")
    func unrecorded() throws {
        var snapshot = InsetSourcesTests.marginsSnapshot(
            DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16), safe: EdgeInsets(),
            guide: Rect(x: 46.5, y: 108.25, width: 268, height: 484))
        snapshot.windows[0].subviews[0].layoutInputs?.directionalLayoutMargins = nil
        let top = try #require(
            InsetSourcesTests.edge("top", InsetSourcesTests.insets("UIViewLayoutMarginsGuide", in: snapshot)))
        #expect(!top.isDerived)
        expectEqual(
            top.lines.first?.text,
            "top 8: not derived — the snapshot does not record the view's margin inputs")
    }
}
