import Foundation
import Testing

@testable import GuideLensCommandLine
@testable @_spi(Engine) import GuideLensCore
@testable import guidelens

@Suite("guidelens demo")
struct DemoTests {
    @Test("with no arguments it writes every scene's snapshot and picture into guidelens-demo and exits 0")
    func demoWritesEveryScene() throws {
        let directory = CLI.temporaryDirectory()
        let result = try CLI.run(["demo"], in: directory)
        expectEqual(result.status, 0, "\(result.errors)")
        for scene in SampleScene.all {
            for suffix in [".json", ".svg"] {
                let path = directory.appendingPathComponent("guidelens-demo/\(scene.name)\(suffix)").path
                #expect(FileManager.default.fileExists(atPath: path), "\(path)")
            }
            #expect(result.output.contains("== \(scene.name): "))
            // What the demo wrote reads back as the scene.
            let data = try Data(
                contentsOf: directory.appendingPathComponent("guidelens-demo/\(scene.name).json"))
            expectEqual(try Snapshot(json: data), scene.build())
        }
        let traced = SampleScene.all.filter { $0.traced != nil }
        #expect(traced.count >= 4)
        for scene in traced {
            let path = directory.appendingPathComponent("guidelens-demo/\(scene.name).why.txt").path
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(result.output.contains(text), "the demo prints what it writes for \(scene.name)")
        }
        #expect(result.output.contains("wrote \((SampleScene.all.count + traced.count) * 2) files:"))
    }

    @Test("--png converts when rsvg-convert is present and says how to get it when it is not")
    func png() throws {
        let directory = CLI.temporaryDirectory()
        let withoutConverter = try CLI.run(
            ["demo", "--scene", "notch-guide", "--png", "-o", "out"], in: directory,
            environment: ["PATH": "/nonexistent"])
        expectEqual(withoutConverter.status, 0)
        #expect(withoutConverter.errors.contains("rsvg-convert is not installed"))
        #expect(
            FileManager.default.fileExists(
                atPath: directory.appendingPathComponent("out/notch-guide.svg").path))
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/rsvg-convert") {
            let converted = try CLI.run(
                ["demo", "--scene", "notch-guide", "--png", "-o", "png"], in: directory)
            expectEqual(converted.status, 0)
            let png = try Data(contentsOf: directory.appendingPathComponent("png/notch-guide.png"))
            #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        }
    }

    @Test("an unknown scene is refused with the list of scenes")
    func unknownScene() throws {
        let result = try CLI.run(["demo", "--scene", "nope"])
        #expect(
            result.status != 0
                && result.errors.contains("unknown scene 'nope'; expected one of: spacer-views"))
    }
}

@Suite("Sample scenes follow their constraints and real logs")
struct SampleSceneTests {
    static func guides(_ scene: SampleScene) -> [String: GuideNode] {
        var found: [String: GuideNode] = [:]
        for (guide, _) in scene.build().allGuides { found[guide.displayName] = guide }
        return found
    }

    @Test("spacer-views: the spacers sit exactly where its constraints put them")
    func spacerViews() throws {
        // red: top 20, 300 high -> space1 from 320 to 420, centred: (390 - 100) / 2 = 145
        // green 50 high from 420 -> space2 from 470 to 570
        let guides = Self.guides(.spacerViews)
        expectEqual(guides["space1"]?.frameInWindow, Rect(x: 145, y: 320, width: 100, height: 100))
        expectEqual(guides["space2"]?.frameInWindow, Rect(x: 145, y: 470, width: 100, height: 100))
        let views = try #require(SampleScene.spacerViews.build().windows.first?.subviews.first?.subviews)
        expectEqual(
            views.map(\.frame),
            [
                Rect(x: 45, y: 20, width: 300, height: 300), Rect(x: 170, y: 420, width: 50, height: 50),
                Rect(x: 95, y: 570, width: 200, height: 200),
            ])
        #expect(SnapshotLint(SampleScene.spacerViews.build()).findings.isEmpty)
    }

    @Test(
        "button-row: three equal guides fill the margins around two equal buttons, with no height: ambiguous")
    func buttonRow() throws {
        let guides = Self.guides(.buttonRow)
        let widths = ["leadingGuide", "middleGuide", "trailingGuide"].compactMap {
            guides[$0]?.layoutFrame.width
        }
        #expect(widths.count == 3 && Set(widths).count == 1)
        #expect(abs(3 * widths[0] + 2 * 90 - 358) < 1e-9)
        expectEqual(guides["leadingGuide"]?.layoutFrame.minX, 16)
        #expect(abs((guides["trailingGuide"]?.layoutFrame.maxX ?? 0) - 374) < 1e-9)
        let lint = SnapshotLint(SampleScene.buttonRow.build())
        #expect(lint.findings.filter { $0.rule == .ambiguousLayout }.count == 3)
        #expect(lint.findings.filter { $0.rule == .zeroArea }.count == 3)
    }

    @Test(
        "equal-spacing: both spacing guides are equal and the chain ends on the trailing margin; the container spans the margins"
    )
    func equalSpacing() {
        let guides = Self.guides(.equalSpacing)
        expectEqual(guides["space1"]?.layoutFrame.width, guides["space2"]?.layoutFrame.width)
        expectEqual(guides["space1"]?.layoutFrame.width, 115.5)
        expectEqual(guides["container"]?.layoutFrame, Rect(x: 16, y: 67, width: 358, height: 34))
        let clear = SampleScene.equalSpacing.build().windows[0].subviews[0].subviews[4]
        expectEqual(clear.frame.maxX, 374)
    }

    @Test("stack-distribution: the three spacer guides are equal and the stack view's gap guides match them")
    func stackDistribution() {
        let snapshot = SampleScene.stackDistribution.build()
        let column = snapshot.windows[0].subviews[0].subviews[0]
        let stack = snapshot.windows[0].subviews[0].subviews[1]
        let heights = column.guides.map(\.layoutFrame.height)
        #expect(Set(heights).count == 1 && abs(4 * 60 + 3 * heights[0] - 763) < 1e-9)
        // A .fill stack has gap guides (equal spacing) and no alignment spanner.
        #expect(stack.guides.allSatisfy { $0.kind == .stackSpacer && $0.className == "_UIOLAGapGuide" })
        expectEqual(stack.guides.map(\.layoutFrame.height), heights)
        expectEqual(column.subviews.last?.frame.maxY, 763)
    }

    @Test(
        "notch-guide: the notch guide is 230×30 at the top centre of the window and the button hangs under it"
    )
    func notchGuide() {
        let window = SampleScene.notchGuide.build().windows[0]
        expectEqual(window.guides.first?.layoutFrame, Rect(x: 80, y: 0, width: 230, height: 30))
        expectEqual(window.guides.first?.kind, .custom)
        expectEqual(window.subviews[0].subviews[0].frame, Rect(x: 145, y: 30, width: 100, height: 44))
    }

    @Test("stack-center-equal-spacing: the spanner is zero-thick along the axis; the two gaps are equal")
    func stackCenter() {
        let stack = SampleScene.stackCenterEqualSpacing.build().windows[0].subviews[0].subviews[0]
        let spanner = stack.guides[0]
        #expect(spanner.identifier == "UISV-alignment-spanner" && spanner.layoutFrame.height == 0)
        expectEqual(spanner.layoutFrame.width, stack.bounds.width)
        let gaps = stack.guides.dropFirst()
        #expect(gaps.count == 2 && Set(gaps.map(\.layoutFrame.height)) == [110])
        #expect(stack.guides.allSatisfy { $0.kind == .stackSpacer })
        // The views are centred: equal space either side of each.
        #expect(stack.subviews.allSatisfy { abs($0.frame.midX - stack.bounds.width / 2) < 1e-9 })
    }

    @Test(
        "legacy-layout-guides and navigation-bar: UIKit's internal guides are system guides, hidden by default"
    )
    func systemGuidesHidden() {
        for scene in [SampleScene.legacyLayoutGuides, .navigationBar] {
            let snapshot = scene.build()
            let systemGuides = snapshot.allGuides.map(\.guide).filter { $0.kind == .system }
            #expect(systemGuides.count >= 2, "\(scene.name)")
            #expect(!OverlayStyle.default.visibleKinds.contains(.system))
        }
        let legacy = SampleScene.legacyLayoutGuides.build().windows[0].subviews[0].guides
        expectEqual(legacy.map(\.className), ["_UILayoutSpacer", "_UILayoutSpacer"])
        #expect(legacy.allSatisfy { $0.kind == .system })
    }

    @Test(
        "scroll-content-margins: the content-margins guide is the content guide inset by 8, a margins guide")
    func scrollContentMargins() {
        let guides = SampleScene.scrollContentMargins.build().windows[0].subviews[0].subviews[0].guides
        #expect(guides[1].identifier == "UIScrollViewContentMarginsGuide" && guides[1].kind == .layoutMargins)
        expectEqual(guides[1].layoutFrame, guides[0].layoutFrame.insetBy(dx: 8, dy: 8))
    }

    /// What lint should find in each scene: only the problems the scene is there to show.
    static let expectedFindings: [String: [String]] = [
        "button-row": [
            "GL001 leadingGuide", "GL004 leadingGuide", "GL001 middleGuide", "GL004 middleGuide",
            "GL001 trailingGuide", "GL004 trailingGuide",
        ],
        "ambiguous-height": ["GL001 contentArea", "GL004 contentArea"],
        // UIKit itself reports a stack view's alignment spanner as ambiguous along the stack's axis.
        "stack-center-equal-spacing": ["GL001 UISV-alignment-spanner"],
    ]

    @Test(
        "every scene lints to exactly the findings it is meant to show",
        arguments: SampleScene.all.map(\.name))
    func lintFindings(scene: String) throws {
        let built = try #require(SampleScene.named(scene)).build()
        // A finding names its guide as UIKit describes it: `<UILayoutGuide: 0x… - "name">`.
        let found = SnapshotLint(built).findings.map { finding in
            "\(finding.rule.id) "
                + (finding.guide.split(separator: "\"").dropFirst().first.map(String.init) ?? "?")
        }
        expectEqual(found, Self.expectedFindings[scene, default: []])
    }

    @Test("the demo writes at least twelve scenes")
    func sceneCount() {
        #expect(SampleScene.all.count >= 12)
        expectEqual(Set(SampleScene.all.map(\.name)).count, SampleScene.all.count)
    }

    @Test("system scenes hold one guide of each system kind, classified as the app reader would")
    func systemKinds() {
        var kinds = Set<GuideKind>()
        for scene in SampleScene.all {
            for (guide, _) in scene.build().allGuides { kinds.insert(guide.kind) }
        }
        #expect(
            kinds.isSuperset(of: [
                .safeArea, .layoutMargins, .readableContent, .keyboard, .scrollContent, .scrollFrame,
                .stackSpacer, .custom,
            ]))
        let scroll = Self.guides(.scrollView)
        // Scrolled by 200: the content guide starts 200 above the scroll view's top (47).
        expectEqual(scroll["UIScrollView-contentLayoutGuide"]?.frameInWindow.minY, -153)
        expectEqual(scroll["UIScrollView-frameLayoutGuide"]?.frameInWindow, SceneBuilder.phoneSafeArea)
        expectEqual(
            Self.guides(.keyboard)["UIViewKeyboardLayoutGuide"]?.frameInWindow,
            Rect(x: 0, y: 508, width: 390, height: 336))
        expectEqual(Self.guides(.readableContent)["UIViewReadableContentGuide"]?.layoutFrame.width, 672)
    }
}

@Suite("Reference pictures")
struct ReferencePictureTests {
    static let readmePicture = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Documentation/Images/stack-distribution.svg")

    @Test("the README's picture is what the renderer draws today (GUIDELENS_RECORD=1 re-records it)")
    func readmePicture() {
        let svg = SnapshotRenderer().svg(for: SampleScene.stackDistribution.build())
        Golden.expect(svg, matches: Self.readmePicture)
    }
}

@Suite("guidelens why")
struct WhyCommandTests {
    static func demo(_ scene: String) throws -> (directory: URL, snapshot: String) {
        let directory = CLI.temporaryDirectory()
        let result = try CLI.run(["demo", "--scene", scene, "-o", directory.path])
        try #require(result.status == 0, "\(result.errors)")
        return (directory, directory.appendingPathComponent(scene + ".json").path)
    }

    @Test("a guide by identifier, by path and by address gives the same answer")
    func byNameAddressAndPath() throws {
        let (_, snapshot) = try Self.demo("placement-chain")
        let byName = try CLI.run(["why", snapshot, "spacer2"])
        expectEqual(byName.status, 0, "\(byName.errors)")
        #expect(byName.output.contains("top 147.5 = spacer1 bottom 139.5 + 8 (constraint 8)"))
        for query in ["UIView › spacer2", "UIView > spacer2", "0x6000005ac120"] {
            let other = try CLI.run(["why", snapshot, query])
            expectEqual(other.output, byName.output, "\(query)")
        }
    }

    @Test("no such guide: exit 2 with the nearest names")
    func nearestNames() throws {
        let (_, snapshot) = try Self.demo("placement-chain")
        let result = try CLI.run(["why", snapshot, "spacr2"])
        expectEqual(result.status, 2)
        #expect(result.errors.contains("error: no guide 'spacr2' in the snapshot; nearest: spacer2"))
    }

    @Test("a name several guides share: exit 2 with their paths")
    func several() throws {
        let (_, snapshot) = try Self.demo("safe-area-sources")
        let result = try CLI.run(["why", snapshot, "UIViewSafeAreaLayoutGuide"])
        expectEqual(result.status, 2)
        #expect(
            result.errors.contains(
                "guides answer to 'UIViewSafeAreaLayoutGuide'; name one by path or address"))
    }

    @Test("-o draws the traced chain on the snapshot")
    func drawing() throws {
        let (directory, snapshot) = try Self.demo("placement-chain")
        let svg = directory.appendingPathComponent("chain.svg").path
        let result = try CLI.run(["why", snapshot, "spacer2", "-o", svg])
        expectEqual(result.status, 0)
        let text = try String(contentsOfFile: svg, encoding: .utf8)
        // Each edge's value and what sets it, never the value twice.
        #expect(text.contains("8. top 147.5 = spacer1 bottom + 8"))
        #expect(text.contains("9. height 20 = 0.5 × spacer1 height"))
        #expect(text.contains("3. header top 63 = safe area top + 16"))
        // The rest dimmed; the traced guide filled, the chain's items outlined.
        #expect(text.contains("fill=\"#ffffff\" fill-opacity=\"0.6\"/>"))
        expectEqual(text.components(separatedBy: "fill=\"#e0202a\" fill-opacity=\"0.08\"").count, 2)
        #expect(text.contains("fill=\"none\" stroke=\"#e0202a\" stroke-width=\"1.25\""))
    }
}

@Suite("Scene snapshots read by the fast reader")
struct SceneSnapshotReaderTests {
    @Test(
        "a key the format does not know, in any object of any scene's snapshot, is skipped by the fast reader",
        arguments: SampleScene.all.map(\.name))
    func unknownKeysEverywhere(name: String) throws {
        let scene = try #require(SampleScene.named(name))
        let text = scene.build().jsonText()
        // Every object that has keys gains one the format does not know, with a nested value.
        let future = "{ \"keyFromALaterVersion\": [1, {\"a\": null, \"b\": \"x\"}], \""
        let extended = text.replacingOccurrences(of: "{ \"", with: future)
        try #require(extended.components(separatedBy: "keyFromALaterVersion").count > 5)
        let data = Data(extended.utf8)
        let fast = try #require(
            data.withUnsafeBytes { SnapshotJSONReader.snapshot(in: $0) },
            "\(name): the fast reader gave up on unknown keys")
        expectEqual(fast.jsonText(), text, "\(name)")
    }
}
