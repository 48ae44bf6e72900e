import Foundation
import GuideLensCommandLine
@_spi(Engine) import GuideLensCore
import Testing

/// `why GUIDE --fix ATTRIBUTE` on the sample scenes whose guides UIKit reports ambiguous: the
/// changes and added constraints that decide a free value, worked out by hand, each then written
/// into the record and checked as `why --check` checks it.
@Suite("why --fix ATTRIBUTE: a free value decided, checked on the changed record")
struct AmbiguityFixSceneTests {
    /// The search for `attribute` alone on `guide` of the scene, and the scene's snapshot.
    static func search(_ scene: String, _ guide: String, _ attribute: String) throws
        -> (WishFix.Search, GuidePlacement, Snapshot)
    {
        let snapshot = try #require(SampleScene.named(scene)).build()
        let tracer = PlacementTracer(snapshot)
        guard case .found(let match) = GuideLookup(tracer).find(guide) else { throw NotFound() }
        let placement = tracer.placement(of: match)
        let wish = try #require(WishFix.Wish(parsing: attribute))
        return (WishFix.search(wish, placement: placement, tracer: tracer), placement, snapshot)
    }

    struct NotFound: Error {}

    /// `constraint` as UIKit's `description` prints it, so that it can be written into a record.
    static func described(_ constraint: LoggedConstraint) -> String {
        func anchor(_ anchor: LoggedAnchor) -> String {
            let item = anchor.item
            return "\(item.className):\(item.address)" + (item.identifier.map { "'\($0)'" } ?? "") + "."
                + anchor.attribute.name
        }
        var text = "<NSLayoutConstraint:0x600000f00001 \(anchor(constraint.first)) == "
        if let second = constraint.second {
            text += anchor(second)
            if constraint.constant != 0 {
                text +=
                    (constraint.constant < 0 ? " - " : " + ")
                    + NumberFormatting.shortest(abs(constraint.constant))
            }
        } else {
            text += NumberFormatting.shortest(constraint.constant)
        }
        return text + "   (active)>"
    }

    /// `snapshot` with `added` written into the record of the guide at `address`, on the axis of
    /// each, as `constraintsAffectingLayout` would list it once the app adds it.
    static func applying(_ added: [LoggedConstraint], to snapshot: Snapshot, guide address: ObjectAddress)
        -> Snapshot
    {
        func apply(_ view: inout ViewNode) {
            for index in view.guides.indices where view.guides[index].address == address {
                var constraints = view.guides[index].constraints ?? GuideConstraints()
                for constraint in added {
                    let recorded = RecordedConstraint(description: described(constraint))
                    if constraint.first.attribute.axis == .vertical {
                        constraints.vertical.append(recorded)
                    } else {
                        constraints.horizontal.append(recorded)
                    }
                }
                view.guides[index].constraints = constraints
            }
            for index in view.subviews.indices { apply(&view.subviews[index]) }
        }
        var changed = snapshot
        for index in changed.windows.indices { apply(&changed.windows[index]) }
        return changed
    }

    /// The guide's values as `why --check` recomputes them from `snapshot`.
    static func checks(_ snapshot: Snapshot, guide address: ObjectAddress) -> [String: Recomputation.Outcome]
    {
        var outcomes: [String: Recomputation.Outcome] = [:]
        for check in LayoutModel(snapshot).recompute().checks where check.address == address {
            let name =
                switch (check.axis, check.role) {
                case (.vertical, .size): "height"
                case (.vertical, _): "top"
                case (.horizontal, .size): "width"
                case (.horizontal, _): "left"
                }
            outcomes[name] = check.outcome
        }
        return outcomes
    }

    @Test(
        "contentArea's free height: 0 by a height or by the bottom 208 above the card's; 196 with the bottom in by 12 as the top is"
    )
    func contentAreaHeight() throws {
        // The card is at y 124.5, 220 high (bottom 344.5); contentArea's top is the card's + 12 =
        // 136.5 and nothing sets its height, which UIKit shows as 0. A height of 0 decides it where
        // it is; so does its bottom at 344.5 − 136.5 = 208 above the card's. Its bottom in by 12,
        // as its top is, decides it at 344.5 − 12 − 136.5 = 196.
        let (search, placement, snapshot) = try Self.search("ambiguous-height", "contentArea", "height")
        #expect(!search.isDecided && !search.isTie && search.recorded == 0)
        expectEqual(search.fixes.map(\.value), [0, 0, 196])
        expectEqual(search.fixes.map(\.others.count), [0, 0, 0])
        let text = PlacementText.fixes(search, placement: placement)
        #expect(
            text == """
                Fixes that decide contentArea height (free: nothing decides it; UIKit shows 0), each solved \
                again: one change to a constraint of the answer or constraints added, fewest other values moved first:
                  1. add contentArea.height == 0: height decided at 0, where UIKit shows it; no other recorded guide or view moves.
                     contentArea.heightAnchor.constraint(equalToConstant: 0).isActive = true
                  2. add contentArea.bottom == CardView (0x7fb63fc07000).bottom − 208: height decided at 0, where UIKit shows it; no other recorded guide or view moves.
                     contentArea.bottomAnchor.constraint(equalTo: cardView.bottomAnchor, constant: -208).isActive = true
                  3. add contentArea.bottom == CardView (0x7fb63fc07000).bottom − 12: height decided at 196; no other recorded guide or view moves.
                     contentArea.bottomAnchor.constraint(equalTo: cardView.bottomAnchor, constant: -12).isActive = true

                """, "\(text)")
        expectEqual(
            PlacementText.code(search.fixes[0], placement: placement, objectiveC: true),
            "[contentArea.heightAnchor constraintEqualToConstant:0].active = YES;")
        // Before: the height is free. Each fix written into the record: decided, where the search said.
        expectEqual(Self.checks(snapshot, guide: placement.address)["height"].map(Self.isOpen), true)
        for fix in search.fixes {
            let changed = Self.applying(fix.added, to: snapshot, guide: placement.address)
            let outcomes = Self.checks(changed, guide: placement.address)
            expectEqual(outcomes["height"].flatMap(Self.value), fix.value, "\(fix.added)")
            #expect(outcomes["top"] == .matches(136.5) && outcomes["left"] == .matches(28))
        }
    }

    @Test("button-row's guides: the centre pinned, so a top or bottom pin, or a height, decides both values")
    func buttonRowGuide() throws {
        // leadingGuide's centerY is pinned (at 422) and nothing else sets its top or height; UIKit
        // shows top 422, height 0. Pinning its top at the owner's top + 422 makes the height
        // 2 × (422 − 422) = 0; pinning its bottom at 844 − 422 above the owner's bottom, likewise;
        // a height of 0 makes the top 422.
        for (attribute, equations) in [
            (
                "top",
                [
                    "leadingGuide.top == UIView (0x7fb63fc06230).top + 422",
                    "leadingGuide.bottom == UIView (0x7fb63fc06230).bottom − 422",
                ]
            ),
            (
                "height",
                ["leadingGuide.height == 0", "leadingGuide.bottom == UIView (0x7fb63fc06230).bottom − 422"]
            ),
        ] {
            let (search, placement, snapshot) = try Self.search("button-row", "leadingGuide", attribute)
            #expect(
                search.fixes.map { $0.added.map { PlacementText.addedEquation($0) } }
                    == equations.map { [$0] })
            #expect(search.fixes.allSatisfy { $0.others.isEmpty && $0.shift == 0 })
            let before = Self.checks(snapshot, guide: placement.address)
            #expect(before["top"].map(Self.isOpen) == true && before["height"].map(Self.isOpen) == true)
            for fix in search.fixes {
                let after = Self.checks(
                    Self.applying(fix.added, to: snapshot, guide: placement.address), guide: placement.address
                )
                #expect(after["top"] == .matches(422) && after["height"] == .matches(0), "\(fix.added)")
            }
        }
    }

    @Test(
        "a stack view's alignment spanner is UIKit's: nothing is added to it, and the answer says where the fix is"
    )
    func stackSpanner() throws {
        let (search, placement, snapshot) = try Self.search(
            "stack-center-equal-spacing", "UISV-alignment-spanner", "height")
        #expect(search.isUIKits && search.fixes.isEmpty && !search.isDecided)
        let text = PlacementText.fixes(search, placement: placement)
        #expect(
            text.contains(
                "(a constant, a priority made required or lowered below a weaker one or its own, a deactivation) decides it."
            ))
        #expect(
            text.contains(
                "UISV-alignment-spanner is a guide UIKit makes for itself: constraints on it are UIKit's to write, so none is added"
            ))
        #expect(!text.contains("no constraint added"))
        // FLEX's guide details say the same, value by value.
        let rows = GuideTableModel.whyHere(of: placement.address, in: snapshot)
        expectEqual(rows.map(\.title).suffix(2), ["First fix: top", "First fix: height"])
        expectEqual(
            rows.last?.value,
            "free: nothing decides it; UIKit shows 0; UIKit makes this guide for itself, so the fix is on what it serves"
        )
    }

    static func isOpen(_ outcome: Recomputation.Outcome) -> Bool {
        if case .open = outcome { return true }
        return false
    }

    static func value(_ outcome: Recomputation.Outcome) -> Double? {
        switch outcome {
        case .matches(let value), .differs(let value): value
        default: nil
        }
    }
}
