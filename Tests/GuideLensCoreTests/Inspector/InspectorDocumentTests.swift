import Foundation
import Testing

@testable @_spi(Engine) import GuideLensCore

/// What an inspector page knows of a snapshot: its rows, where each is on the picture, the
/// evidence for a kind, the constraints with the items they name, and the CLI's own answers.
@Suite("Inspector page: the document")
struct InspectorDocumentTests {
    typealias Fixture = PlacementFixture

    /// A guide 16.5 below the label and 8.25 in from the owner's leading edge, 40.5 tall: every
    /// value fixed by required constraints.
    static func chained() -> Snapshot {
        let spacer = Fixture.Item.guide(ObjectAddress(0x5001), "spacer")
        let frame = Rect(x: 38.75, y: 232.25, width: 291.75, height: 40.5)
        return Fixture.snapshot([
            Fixture.guide(
                0x5001, "spacer", frame,
                horizontal: [
                    Fixture.constraint(1, spacer, .leading, .equal, Fixture.owner, .leading, constant: 8.25),
                    Fixture.constraint(2, spacer, .trailing, .equal, Fixture.owner, .trailing),
                ],
                vertical: [
                    Fixture.constraint(3, spacer, .top, .equal, Fixture.label, .bottom, constant: 20.5),
                    Fixture.constraint(4, spacer, .height, .equal, nil, nil, constant: 40.5),
                ])
        ])
    }

    @Test("rows: windows, views and guides depth first, each parent by index")
    func rows() throws {
        let document = InspectorDocument(Self.chained(), whyLimit: 10)
        let types = document.items.map(\.type)
        expectEqual(types.first, "window")
        expectEqual(document.windows.map(\.item), [0])
        for (index, item) in document.items.enumerated() where index > 0 {
            let parent = try #require(item.parent)
            #expect(parent < index)
            #expect(document.items[parent].type != "guide")
        }
        let spacer = try #require(document.items.first { $0.identifier == "spacer" })
        expectEqual(document.items[try #require(spacer.parent)].id, Fixture.ownerAddress.description)
        expectEqual(document.counts.guides, 2)
        #expect(document.counts.views == document.items.filter { $0.type == "view" }.count)
    }

    @Test("a box is the window frame moved by where the root sits, fractional and away from the origin")
    func boxes() throws {
        var snapshot = Self.chained()
        snapshot.windows[0].frame = Rect(x: 12.5, y: 30.25, width: 390, height: 844)
        let document = InspectorDocument(snapshot, whyLimit: 0)
        let spacer = try #require(document.items.first { $0.identifier == "spacer" })
        expectEqual(spacer.box, [38.75 + 12.5, 232.25 + 30.25, 291.75, 40.5])
        expectEqual(spacer.windowFrame, "(38.75 232.25; 291.75 40.5)")
        expectEqual(spacer.frame, "(8.25 132; 291.75 40.5)")
    }

    @Test("a frame that is not a number has no box and says so, and nothing else breaks")
    func undrawable() throws {
        var snapshot = Self.chained()
        snapshot.windows[0].subviews[0].guides[1].frameInWindow = Rect(
            x: .nan, y: 3, width: .infinity, height: -4)
        let document = InspectorDocument(snapshot, whyLimit: 10)
        let spacer = try #require(document.items.first { $0.identifier == "spacer" })
        expectEqual(spacer.box, nil)
        #expect(spacer.flags.contains("frame cannot be drawn"))
        #expect(try JSONEncoder().encode(document).count > 0)
        #expect(!InspectorPage.scriptSafeJSON(document).isEmpty)
    }

    @Test("a constraint is an equation naming both its items; the why answer is the CLI's")
    func constraintsAndWhy() throws {
        let snapshot = Self.chained()
        let document = InspectorDocument(snapshot, whyLimit: 10)
        let spacer = try #require(document.items.first { $0.identifier == "spacer" })
        let named = spacer.constraints.map { document.constraints[$0] }
        let position = try #require(named.firstIndex { $0.text.contains(".top") })
        let top = named[position]
        expectEqual(Set(top.items), [ObjectAddress(0x5001).description, Fixture.labelAddress.description])
        #expect(Set(top.rows.map { document.items[$0].id }) == Set(top.items), "the page reads rows")
        let encoded = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(top)) as? [String: Any])
        #expect(encoded["items"] as? [Int] == top.rows && encoded["inactive"] == nil)
        expectEqual(top.text, "spacer.top == UILabel (\(Fixture.labelAddress)).bottom + 20.5")
        expectEqual(spacer.constraintNumbers?.count, named.count)
        let number = try #require(spacer.constraintNumbers?[position])
        expectEqual(spacer.why?.contains("  \(number). [vertical] <NSLayoutConstraint:0xc0003 "), true)
        let tracer = PlacementTracer(snapshot)
        let match = try #require(
            GuideLookup(tracer).find("spacer").found)
        expectEqual(spacer.why, PlacementText.text(tracer.placement(of: match)))
        let check = try #require(spacer.check)
        expectEqual(check, ["As recorded: left 38.75, width 291.75, top 232.25, height 40.5"])
    }

    @Test("an inactive constraint says so, and only then")
    func inactive() throws {
        let spacer = Fixture.Item.guide(ObjectAddress(0x5001), "spacer")
        var constraint = InspectorDocument.constraint(
            recorded: Fixture.constraint(
                9, spacer, .height, .equal, nil, nil, constant: 12.5, isActive: false))
        #expect(
            !constraint.isActive && constraint.text == "UILayoutGuide 'spacer'.height == 12.5   [inactive]")
        constraint.rows = [3]
        let encoded = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(constraint)) as? [String: Any])
        #expect(encoded["inactive"] as? Bool == true && encoded["items"] as? [Int] == [3])
    }

    @Test("an equation names a guide by its identifier, a view by its printed text or its address")
    func equationNames() throws {
        let button = Fixture.Item("UIButton", ObjectAddress(0x7001), identifier: "OK")
        let spacer = Fixture.Item.guide(ObjectAddress(0x5001), "spacer")
        let names = [
            ObjectAddress(0x5001): "spacer", Fixture.ownerAddress: "UIView (\(Fixture.ownerAddress))",
        ]
        let first = InspectorDocument.constraint(
            recorded: Fixture.constraint(1, spacer, .leading, .equal, button, .trailing, constant: 8.25),
            names: names)
        expectEqual(first.text, "spacer.leading == UIButton 'OK'.trailing + 8.25")
        let second = InspectorDocument.constraint(
            recorded: Fixture.constraint(
                2, Fixture.owner, .width, .equal, spacer, .width, multiplier: 0.5, priority: 750),
            names: names)
        expectEqual(second.text, "UIView (\(Fixture.ownerAddress)).width == 0.5 × spacer.width @750")
    }

    @Test("the why answers stop at the limit, and the page says so; at the limit it says nothing")
    func whyLimit() throws {
        let snapshot = Self.chained()
        let all = InspectorDocument(snapshot, whyLimit: 2)
        #expect(all.items.filter { $0.type == "guide" }.allSatisfy { $0.why != nil })
        #expect(!all.findings.contains { $0.source == "page" })
        let fewer = InspectorDocument(snapshot, whyLimit: 1)
        let guides = fewer.items.filter { $0.type == "guide" }
        #expect(guides.map { $0.why != nil } == [true, false])
        expectEqual(guides[1].constraints.count, 4, "the constraints are read from the record all the same")
        expectEqual(guides[1].constraintNumbers, nil)
        #expect(
            Set(guides[1].constraints.flatMap { fewer.constraints[$0].items }) == [
                ObjectAddress(0x5001).description, Fixture.ownerAddress.description,
                Fixture.labelAddress.description,
            ])
        let note = try #require(fewer.findings.first { $0.source == "page" })
        #expect(note.text.hasPrefix("The first 1 of 2 guides"))
        expectEqual(fewer.counts.answered, 1)
    }

    @Test("a kind's evidence: the rule that decides it, or that none does")
    func kindEvidence() throws {
        let document = InspectorDocument(Self.chained(), whyLimit: 0)
        let safe = try #require(document.items.first { $0.identifier == "UIViewSafeAreaLayoutGuide" })
        expectEqual(safe.kind, "safe-area")
        #expect(
            document.evidence[try #require(safe.kindEvidence)].hasPrefix(
                "safe area: its identifier is UIViewSafeAreaLayoutGuide"))
        let spacer = try #require(document.items.first { $0.identifier == "spacer" })
        expectEqual(
            document.evidence[try #require(spacer.kindEvidence)],
            "custom: no rule names it, so it is the app's own")
        var recordedOtherwise = Self.chained().windows[0].subviews[0].guides[0]
        recordedOtherwise.kind = .custom
        #expect(
            InspectorDocument.kindEvidence(recordedOtherwise, ownerClassName: "UIView").contains(
                "(the snapshot records it as custom)"))
    }

    @Test("lint findings reach the top of the page and their guide's flags")
    func lint() throws {
        var snapshot = Self.chained()
        snapshot.windows[0].subviews[0].guides[1].hasAmbiguousLayout = true
        let document = InspectorDocument(snapshot, whyLimit: 0)
        let spacer = try #require(document.items.first { $0.identifier == "spacer" })
        #expect(spacer.flags.contains("ambiguous"))
        let finding = try #require(document.findings.first { $0.source == "lint GL001" })
        expectEqual(finding.item, spacer.id)
        expectEqual(finding.severity, "error")
        #expect(finding.text.hasPrefix("spacer in UIView: "))
    }

    @Test("a value the record does not hold is a finding of why --check")
    func mismatch() throws {
        var snapshot = Self.chained()
        snapshot.windows[0].subviews[0].guides[1].frameInWindow.origin.y += 7.5
        let document = InspectorDocument(snapshot, whyLimit: 0)
        let finding = try #require(document.findings.first { $0.source == "why --check" })
        expectEqual(finding.item, ObjectAddress(0x5001).description)
        #expect(finding.text.hasPrefix("spacer top: recomputed 232.25, recorded 239.75"))
    }

    @Test("the data cannot end its script element, and reads back as the same JSON")
    func scriptSafe() throws {
        var snapshot = Self.chained()
        let hostile = "</script ><script>alert(1)</script>&amp; \u{2028}\u{2029} 'quote' \"double\" \\"
        snapshot.windows[0].subviews[0].guides[1].identifier = hostile
        snapshot.title = hostile
        let document = InspectorDocument(snapshot, whyLimit: 10)
        let text = InspectorPage.scriptSafeJSON(document)
        for forbidden in ["<", ">", "&", "\u{2028}", "\u{2029}"] { #expect(!text.contains(forbidden)) }
        let back = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let plain = try JSONSerialization.jsonObject(with: JSONEncoder().encode(document)) as? [String: Any]
        expectEqual((back?["title"] as? String), hostile)
        #expect(NSDictionary(dictionary: back ?? [:]).isEqual(to: plain ?? [:]))
        let page = InspectorPage().html(for: snapshot)
        #expect(!page.contains("<script>alert"))
        #expect(page.contains("<title>&lt;/script &gt;"))
    }

    @Test("every window gets a picture of its own, marked for the page")
    func pictures() throws {
        var snapshot = Self.chained()
        var second = snapshot.windows[0]
        second.address = ObjectAddress(0x9_0000)
        second.subviews = []
        snapshot.windows.append(second)
        let page = InspectorPage(whyLimit: 0).html(for: snapshot)
        expectEqual(page.components(separatedBy: "<div class=\"picture\" data-window=").count, 3)
        expectEqual(page.components(separatedBy: "class=\"canvas\"").count, 3)
        expectEqual(page.components(separatedBy: "<g class=\"marks\"></g>").count, 3)
        #expect(page.contains("data-window=\"1\" hidden"))
        #expect(!page.contains("data-window=\"0\" hidden"))
        #expect(!page.contains("src=\"http") && !page.contains("href=\"http"), "nothing is fetched")
    }
}

extension GuideLookup.Outcome {
    /// The match, when there is exactly one.
    fileprivate var found: GuideLookup.Match? {
        if case .found(let match) = self { return match }
        return nil
    }
}

/// `guidelens diff --html`: the after snapshot's page with what changed since the before.
@Suite("Inspector page: a diff's changes")
struct InspectorDiffTests {
    typealias Fixture = PlacementFixture

    @Test("a moved guide: flagged, listed, and drawn where it was before, on its window's picture")
    func moved() throws {
        var before = InspectorDocumentTests.chained()
        before.windows[0].frame = Rect(x: 12.5, y: 30.25, width: 390, height: 844)
        var after = before
        after.windows[0].subviews[0].guides[1].frameInWindow.origin.y += 7.75
        let document = InspectorDocument(after, comparedWith: before, tolerance: 0.5, whyLimit: 0)
        let changes = try #require(document.changes)
        expectEqual(changes.count, 1)
        let change = changes[0]
        expectEqual(change.kind, "moved")
        let row = try #require(change.item)
        expectEqual(document.items[row].identifier, "spacer")
        #expect(document.items[row].flags.contains("moved"))
        let beforeBox: [Double] = [38.75 + 12.5, 232.25 + 30.25, 291.75, 40.5]
        let afterBox: [Double] = [38.75 + 12.5, 240 + 30.25, 291.75, 40.5]
        expectEqual(change.before, beforeBox)
        expectEqual(document.items[row].box, afterBox)
        expectEqual(
            change.text,
            "moved \"spacer\" (custom) in UIWindow[0]/UIView[0] (38.75 232.25) -> (38.75 240) by (0 +7.75)")
        expectEqual(
            document.findings.first?.text,
            "Since the earlier snapshot: 0 added, 0 removed, 1 moved, 0 resized")
        expectEqual(document.findings[1].item, document.items[row].id)
    }

    @Test("within the tolerance nothing changed; a removed guide is drawn where it was, with no row")
    func toleranceAndRemoval() throws {
        let before = InspectorDocumentTests.chained()
        var nudged = before
        nudged.windows[0].subviews[0].guides[1].frameInWindow.origin.x += 0.5
        let same = InspectorDocument(nudged, comparedWith: before, tolerance: 0.5, whyLimit: 0)
        expectEqual(same.changes?.isEmpty, true)
        expectEqual(same.findings.first?.text, "Since the earlier snapshot: no changes")
        let moved = InspectorDocument(nudged, comparedWith: before, tolerance: 0.25, whyLimit: 0)
        expectEqual(moved.changes?.map(\.kind), ["moved"])
        var removed = before
        removed.windows[0].subviews[0].guides.remove(at: 1)
        let document = InspectorDocument(removed, comparedWith: before, tolerance: 0.5, whyLimit: 0)
        let change = try #require(document.changes?.first)
        #expect(change.kind == "removed" && change.item == nil && change.window == 0)
        expectEqual(change.before, [38.75, 232.25, 291.75, 40.5])
        #expect(!document.items.contains { $0.identifier == "spacer" })
    }
}

/// Boundaries a sample of the mutation runner found untested in the page's writers.
@Suite("Inspector page: flags, names and order at their boundaries")
struct InspectorBoundaryTests {
    @Test("a view's flags: hidden, transparent only when shown, clips, a frame that cannot be drawn")
    func viewFlags() throws {
        var snapshot = InspectorDocumentTests.chained()
        var label = snapshot.windows[0].subviews[0].subviews[0]
        let flags = { (view: ViewNode) -> [String] in
            var copy = snapshot
            copy.windows[0].subviews[0].subviews[0] = view
            let document = InspectorDocument(copy, whyLimit: 0)
            return document.items.first { $0.id == view.address.description }?.flags ?? ["missing"]
        }
        expectEqual(flags(label), [])
        label.alpha = 0.01
        expectEqual(flags(label), ["transparent"])
        label.alpha = 0.02
        expectEqual(flags(label), [])
        label.isHidden = true
        label.alpha = 0
        expectEqual(flags(label), ["hidden"])
        label.isHidden = false
        label.alpha = 1
        label.clipsToBounds = true
        label.frameInWindow = Rect(x: .nan, y: 191.25, width: 200, height: 20.5)
        expectEqual(flags(label), ["clips", "frame cannot be drawn"])
        snapshot.windows[0].subviews[0].subviews[0] = label
        let document = InspectorDocument(snapshot, whyLimit: 0)
        #expect(document.items.first { $0.id == label.address.description }?.box == nil)
    }

    @Test("a guide's frame that cannot be drawn is flagged beside lint's own name for it")
    func guideFlag() throws {
        var snapshot = InspectorDocumentTests.chained()
        snapshot.windows[0].subviews[0].guides[1].frameInWindow = Rect(
            x: 38.75, y: .infinity, width: 291.75, height: 40.5)
        let spacer = try #require(
            InspectorDocument(snapshot, whyLimit: 0).items.first { $0.identifier == "spacer" })
        expectEqual(spacer.flags.first, "frame cannot be drawn")
        let drawable = try #require(
            InspectorDocument(InspectorDocumentTests.chained(), whyLimit: 0).items.first {
                $0.identifier == "spacer"
            })
        #expect(!drawable.flags.contains("frame cannot be drawn"))
    }

    @Test("a box's name of exactly the longest length is whole; one more is cut")
    func labelLength() throws {
        let log = ConflictDiagramTests.log
        func svg(_ className: String) throws -> String {
            let changed = log.replacingOccurrences(
                of: "UIView:0x7fb63fc06690", with: "\(className):0x7fb63fc06690")
            let conflict = try #require(ConstraintLog.parse(changed).conflicts.first)
            return ConflictDiagram(conflict: conflict, places: [:]).svg
        }
        // `Name 0x7fb63fc06690`: 15 characters after the class.
        let exact = String(repeating: "A", count: ConflictDiagram.longestLabel - 15)
        #expect(try svg(exact).contains(">\(exact) 0x7fb63fc06690</text>"))
        let over = exact + "B"
        #expect(try !svg(over).contains(">\(over) 0x7fb63fc06690</text>"))
        #expect(try svg(over).contains(">\(over) 0x7fb63fc066…</text>"))
    }

    @Test("a diff lists the moved guides in the after snapshot's order, whatever the before's")
    func diffOrder() throws {
        var before = InspectorDocumentTests.chained()
        let spacer = before.windows[0].subviews[0].guides[1]
        var second = spacer
        second.address = ObjectAddress(0x5002)
        second.identifier = "second"
        before.windows[0].subviews[0].guides = [before.windows[0].subviews[0].guides[0], second, spacer]
        var after = before
        after.windows[0].subviews[0].guides = [before.windows[0].subviews[0].guides[0], spacer, second]
        for index in 1...2 { after.windows[0].subviews[0].guides[index].frameInWindow.origin.y += 5.5 }
        let diff = SnapshotDiff(before: before, after: after)
        expectEqual(diff.moved.map(\.after.name), ["spacer", "second"])
    }
}
