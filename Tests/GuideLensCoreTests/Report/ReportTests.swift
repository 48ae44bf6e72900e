import Foundation
import Testing

@testable @_spi(Engine) import GuideLensCore

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite("Reports")
struct ReportTests {
    /// The shared sample screen (``SampleSnapshots/screen``).
    static let snapshot = SampleSnapshots.screen

    @Test(
        "the text tree shows owners with their guides, kinds, frames and flags, pruning views without guides")
    func textTree() {
        let text = GuideTreeReport.text(for: Self.snapshot)
        #expect(
            text == """
                <UIWindow: 0x100; frame = (0 0; 390 844)>
                  <UIView: 0x200; frame = (0 0; 390 844)>
                    | <UILayoutGuide: 0x300 - "space1"> custom layoutFrame = {{145, 320}, {100, 100}} window = (145 320; 100 100)
                    | <UILayoutGuide: 0x301 - "UIViewSafeAreaLayoutGuide"> safe-area layoutFrame = {{0, 47}, {390, 763}} window = (0 47; 390 763)
                    | <UILayoutGuide: 0x302 - "Alpha"> custom layoutFrame = {{145, 470}, {100, 100}} window = (145 470; 100 100)
                    <UIScrollView: 0x400; frame = (0 100; 390 300)>
                      | <_UIScrollViewLayoutGuide: 0x401 - "UIScrollView-contentLayoutGuide"> scroll-content layoutFrame = {{0, 0}, {390, 900}} window = (0 60; 390 900)
                    <UIStackView: 0x500; frame = (20 600; 350 100)>
                      | <_UIOLAGapGuide: 0x501 - "UISV-distributing"> stack-spacer layoutFrame = {{0, 40}, {350, 0}} window = (20 640; 350 0)
                      | <UILayoutGuide: 0x502 - "badge"> custom layoutFrame = {{300, 0}, {100, 10}} window = (320 600; 100 10) [ambiguous, outside-owner]
                6 guides in 3 views, 1 flagged

                """)
    }

    @Test("an empty hierarchy says so")
    func emptyTree() {
        expectEqual(GuideTreeReport.text(for: Snapshot(windows: [])), "no guides in 0 window(s)\n")
    }

    @Test("each lint rule's summary is its own and says what its short name says")
    func ruleSummaries() {
        expectEqual(Set(LintRule.allCases.map(\.summary)).count, LintRule.allCases.count)
        let words: [LintRule: String] = [
            .ambiguousLayout: "ambiguous", .nonFiniteFrame: "NaN or infinite", .negativeSize: "negative",
            .zeroArea: "zero width or zero height", .outsideOwner: "outside",
            .duplicateIdentifier: "identifier",
            .noOwner: "owningView",
        ]
        for rule in LintRule.allCases {
            #expect(rule.summary.contains(words[rule] ?? "a word for \(rule)"), "\(rule): \(rule.summary)")
        }
    }

    @Test("every lint rule fires on the guide that breaks it, and only there")
    func lintRules() {
        var snapshot = Self.snapshot
        var guides = snapshot.windows[0].subviews[0].guides
        guides.append(
            GuideNode(
                address: ObjectAddress(0x310), identifier: "space1", kind: .custom,
                layoutFrame: Rect(x: 300, y: 0, width: 100, height: 10), frameInWindow: .zero,
                hasAmbiguousLayout: true, owningViewAddress: ObjectAddress(0x200)))
        guides.append(
            GuideNode(
                address: ObjectAddress(0x311), kind: .custom,
                layoutFrame: Rect(x: .nan, y: 0, width: 1, height: 1), frameInWindow: .zero,
                owningViewAddress: nil))
        guides.append(
            GuideNode(
                address: ObjectAddress(0x312), kind: .custom,
                layoutFrame: Rect(x: 0, y: 0, width: -1, height: 1), frameInWindow: .zero,
                owningViewAddress: ObjectAddress(0x999)))
        // A spacer the app placed that collapsed (UIKit's own zero-thick gap guide is not flagged).
        guides.append(
            GuideNode(
                address: ObjectAddress(0x313), identifier: "collapsed", kind: .custom,
                layoutFrame: Rect(x: 0, y: 0, width: 10, height: 0), frameInWindow: .zero,
                owningViewAddress: ObjectAddress(0x200)))
        snapshot.windows[0].subviews[0].guides = guides
        let lint = SnapshotLint(snapshot)
        let found = lint.findings.map { "\($0.path) \($0.rule.id)" }
        #expect(
            found == [
                "windows[0].subviews[0].guides[0] GL006",
                "windows[0].subviews[0].guides[3] GL001",
                "windows[0].subviews[0].guides[3] GL005",
                "windows[0].subviews[0].guides[3] GL006",
                "windows[0].subviews[0].guides[4] GL002",
                "windows[0].subviews[0].guides[4] GL007",
                "windows[0].subviews[0].guides[5] GL003",
                "windows[0].subviews[0].guides[5] GL007",
                "windows[0].subviews[0].guides[6] GL004",
                // The sample's own ambiguous badge, reaching outside its stack view.
                "windows[0].subviews[0].subviews[2].guides[1] GL001",
                "windows[0].subviews[0].subviews[2].guides[1] GL005",
            ])
        expectEqual(lint.summary, "6 errors, 5 warnings")
        #expect(lint.hasFindings(atLeast: .error))
        #expect(
            lint.findings[1].line.hasPrefix(
                "error GL001 ambiguous windows[0].subviews[0].guides[3] <UILayoutGuide: 0x310 - \"space1\"> in <UIView: 0x200; frame = (0 0; 390 844)>: "
            ))
        let json = try! JSONSerialization.jsonObject(with: Data(lint.json.utf8)) as! [String: Any]
        expectEqual(json["errors"] as? Int, 6)
        expectEqual((json["findings"] as? [[String: Any]])?.count, 11)
    }

    @Test("UIKit's repeated identifiers and a scroll view's large content guide are not findings")
    func lintSpares() {
        let snapshot = SnapshotBuilder.phone(subviews: { space in
            [
                SnapshotBuilder.view(
                    "UIStackView", address: 0x500, frame: Rect(x: 0, y: 0, width: 100, height: 100),
                    in: space,
                    guides: [
                        SnapshotBuilder.guide(
                            0x501, Rect(x: 0, y: 10, width: 100, height: 5), identifier: "UISV-distributing"),
                        SnapshotBuilder.guide(
                            0x502, Rect(x: 0, y: 20, width: 100, height: 5), identifier: "UISV-distributing"),
                    ]),
                SnapshotBuilder.view(
                    "UIScrollView", address: 0x600, frame: Rect(x: 0, y: 100, width: 100, height: 100),
                    in: space,
                    guides: [
                        SnapshotBuilder.guide(
                            0x601, Rect(x: 0, y: 0, width: 100, height: 2000),
                            identifier: "UIScrollView-contentLayoutGuide")
                    ]),
            ]
        })
        #expect(SnapshotLint(snapshot).findings.isEmpty)
        expectEqual(SnapshotLint(snapshot).summary, "no findings")
    }

    @Test("the diff reports guides added, removed, moved and resized, matched by address")
    func diffByAddress() {
        var after = Self.snapshot
        after.windows[0].subviews[0].guides[0].frameInWindow.origin.y += 20
        after.windows[0].subviews[0].guides[1].frameInWindow.size.height -= 34
        after.windows[0].subviews[0].subviews[2].guides = []
        after.windows[0].subviews[0].subviews[1].guides = [
            GuideNode(
                address: ObjectAddress(0x451), identifier: "new", kind: .custom,
                layoutFrame: Rect(x: 0, y: 0, width: 10, height: 10),
                frameInWindow: Rect(x: 0, y: 0, width: 10, height: 10),
                owningViewAddress: ObjectAddress(0x450))
        ]
        let diff = SnapshotDiff(before: Self.snapshot, after: after)
        expectEqual(diff.added.map(\.name), ["new"])
        expectEqual(diff.removed.map(\.name), ["UISV-distributing", "badge"])
        expectEqual(diff.moved.map(\.after.name), ["space1"])
        expectEqual(diff.resized.map(\.after.name), ["UIViewSafeAreaLayoutGuide"])
        #expect(
            diff.text.contains(
                "~ moved   \"space1\" (custom) in UIWindow[0]/UIView[0] (145 320) -> (145 340) by (0 +20)"))
        #expect(diff.text.hasSuffix("1 added, 2 removed, 1 moved, 1 resized\n"))
        expectEqual(SnapshotDiff(before: Self.snapshot, after: Self.snapshot).text, "no changes\n")
    }

    @Test("after a relaunch, with every address new, guides match by position and name")
    func diffByStructure() {
        func readdressed(_ view: ViewNode, offset: UInt64) -> ViewNode {
            var copy = view
            copy.address = ObjectAddress(view.address.value + offset)
            copy.guides = view.guides.map {
                var g = $0; g.address = ObjectAddress($0.address.value + offset);
                g.owningViewAddress = copy.address; return g
            }
            copy.subviews = view.subviews.map { readdressed($0, offset: offset) }
            return copy
        }
        var after = Snapshot(windows: Self.snapshot.windows.map { readdressed($0, offset: 0x1_0000) })
        #expect(SnapshotDiff(before: Self.snapshot, after: after).isEmpty)
        after.windows[0].subviews[0].guides[0].frameInWindow.size.width = 100.4
        #expect(SnapshotDiff(before: Self.snapshot, after: after, tolerance: 0.5).isEmpty)
        expectEqual(SnapshotDiff(before: Self.snapshot, after: after, tolerance: 0.1).resized.count, 1)
    }

    @Test("the SVG is well-formed XML with one dashed rectangle per visible guide, labels and a legend")
    func svg() throws {
        var snapshot = Self.snapshot
        snapshot.title = "A & <B>"
        let svg = SnapshotRenderer().svg(for: snapshot)
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
        // Four long dashes: the three custom guides and the legend's swatch for them.
        #expect(svg.components(separatedBy: "stroke-dasharray=\"6 3\"").count - 1 == 4)
        #expect(svg.contains(">space1 100×100</text>"))
        #expect(svg.contains(">safe area 390×763</text>"))
        #expect(svg.contains("A &amp; &lt;B&gt;"))
        #expect(svg.contains(">custom (3)</text>") && svg.contains(">stack-spacer (1)</text>"))
        var options = SnapshotRenderer.Options()
        options.style.visibleKinds = [.custom]
        options.style.showsLabels = false
        options.scale = 2
        let filtered = SnapshotRenderer(options: options).svg(for: snapshot)
        #expect(!filtered.contains("safe area") && !filtered.contains("space1 100"))
        #expect(filtered.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"844\""))
    }

    @Test("guides that cannot be drawn or are clipped away are left out of the picture")
    func svgClipping() {
        let snapshot = SnapshotBuilder.phone(subviews: { space in
            [
                SnapshotBuilder.view(
                    "UIScrollView", address: 0x600, frame: Rect(x: 0, y: 100, width: 390, height: 100),
                    in: space, clips: true,
                    guides: [
                        SnapshotBuilder.guide(
                            0x601, Rect(x: 10, y: 500, width: 50, height: 50), identifier: "offscreen"),
                        SnapshotBuilder.guide(
                            0x602, Rect(x: 10, y: 50, width: 50, height: 100), identifier: "half"),
                        SnapshotBuilder.guide(
                            0x603, Rect(x: .nan, y: 0, width: 1, height: 1), identifier: "broken"),
                    ])
            ]
        })
        let svg = SnapshotRenderer().svg(for: snapshot)
        #expect(!svg.contains("offscreen") && !svg.contains("broken"))
        // 50 of its 100 points show: the part from y 150 to 200 of the window.
        #expect(svg.contains("<rect x=\"10\" y=\"150\" width=\"50\" height=\"50\" fill=\"#f0127c\""))
    }
}

// Behaviours pinned after they were wrong once.
extension ReportTests {
    @Test("a subtree rendered alone draws its guides on the canvas, where its frame puts it")
    func subtreeRendering() throws {
        let snapshot = try #require(ReportTests.snapshot.subtree(at: ObjectAddress(0x500)))
        let svg = SnapshotRenderer().svg(for: snapshot)
        // The stack view's frame is (20 600; 350 100); its gap guide at y 40 in its own space
        // is at window (20 640); the canvas starts at the frame, offset by the 16-point margin
        // and the 22-point title inside a translate(…) group.
        #expect(svg.contains("<g transform=\"translate(-4 -562)\">"))
        #expect(svg.contains("<line x1=\"20\" y1=\"640\" x2=\"370\" y2=\"640\""))
    }

    @Test("a window with a NaN frame is left out of the picture instead of writing nan coordinates")
    func nanWindow() {
        var snapshot = ReportTests.snapshot
        snapshot.windows.append(
            ViewNode(
                className: "UIWindow", address: ObjectAddress(0x900),
                frame: Rect(x: .nan, y: 0, width: 10, height: 10),
                bounds: .zero, frameInWindow: .zero))
        #expect(!SnapshotRenderer().svg(for: snapshot).contains("nan"))
        // Left out entirely: the picture is the one without that window.
        expectEqual(SnapshotRenderer().svg(for: snapshot), SnapshotRenderer().svg(for: ReportTests.snapshot))
    }

    @Test("an address reused by a different guide is a removal and an addition, not a move")
    func diffAddressReuse() {
        var after = ReportTests.snapshot
        after.windows[0].subviews[0].guides =
            [
                GuideNode(
                    address: ObjectAddress(0x300), identifier: "somethingElse", kind: .custom,
                    layoutFrame: Rect(x: 0, y: 0, width: 10, height: 10),
                    frameInWindow: Rect(x: 445, y: 367, width: 10, height: 10),
                    owningViewAddress: ObjectAddress(0x200))
            ] + after.windows[0].subviews[0].guides.dropFirst()
        let diff = SnapshotDiff(before: ReportTests.snapshot, after: after)
        #expect(diff.moved.isEmpty && diff.resized.isEmpty)
        #expect(diff.added.map(\.name) == ["somethingElse"] && diff.removed.map(\.name) == ["space1"])
    }

    @Test("sibling classes of the same name from two modules keep their own positions")
    func diffModuleNames() {
        func snapshot(_ first: String, _ second: String, offset: UInt64) -> Snapshot {
            SnapshotBuilder.phone(subviews: { space in
                [first, second].enumerated().map { index, name in
                    SnapshotBuilder.view(
                        name, address: 0x500 + offset + UInt64(index),
                        frame: Rect(x: 0, y: Double(index) * 100, width: 100, height: 50), in: space,
                        guides: [
                            SnapshotBuilder.guide(
                                0x600 + offset + UInt64(index), Rect(x: 0, y: 0, width: 10, height: 10),
                                identifier: "badge")
                        ])
                }
            })
        }
        // After a relaunch (new addresses) the two cards come in the other order.
        let before = snapshot("A.Card", "B.Card", offset: 0)
        let after = snapshot("B.Card", "A.Card", offset: 0x1000)
        let diff = SnapshotDiff(before: before, after: after)
        #expect(diff.moved.count == 2)  // each card really moved to the other's place
        expectEqual(
            diff.moved.map(\.before.ownerPath).sorted(),
            ["UIWindow[0]/UIView[0]/A.Card[0]", "UIWindow[0]/UIView[0]/B.Card[0]"])
    }

    @Test("guides with the same name in one owner keep their order across a relaunch")
    func diffRepeatedNames() {
        let before = SnapshotBuilder.phone(
            guides: (0..<3).map {
                SnapshotBuilder.guide(
                    0x300 + UInt64($0), Rect(x: Double($0) * 20, y: 0, width: 10, height: 10),
                    identifier: "gap")
            })
        let after = SnapshotBuilder.phone(
            guides: (0..<3).map {
                SnapshotBuilder.guide(
                    0x900 + UInt64($0), Rect(x: Double($0) * 20, y: 0, width: 10, height: 10),
                    identifier: "gap")
            })
        #expect(SnapshotDiff(before: before, after: after).isEmpty)
    }
}
