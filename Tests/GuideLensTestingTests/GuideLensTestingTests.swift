import Foundation
@_spi(Engine) import GuideLensCore
import GuideLensTesting
import SnapshotTesting
import Testing

/// The strategies and assertions with the real swift-snapshot-testing, on Linux.
@Suite("GuideLensTesting", .serialized)
struct GuideLensTestingTests {
    /// A root view with two spacer guides, the second `shift` points lower; addresses from `base`.
    static func screen(
        shift: Double = 0, base: UInt64 = 0x7fb6_3fc0_6000, ambiguous: Bool = false,
        secondName: String = "space2"
    ) -> Snapshot {
        let builder = HierarchyBuilder(firstViewAddress: base, firstGuideAddress: base + 0x10_0000)
        let window = builder.window(size: Size(width: 390, height: 844)) { space in
            [
                builder.view(
                    frame: Rect(x: 0, y: 0, width: 390, height: 844), in: space,
                    guides: [
                        HierarchyBuilder.Guide(
                            identifier: "space1", layoutFrame: Rect(x: 145, y: 320, width: 100, height: 100),
                            ambiguous: false),
                        HierarchyBuilder.Guide(
                            identifier: secondName,
                            layoutFrame: Rect(x: 145, y: 470 + shift, width: 100, height: 100),
                            ambiguous: ambiguous),
                    ])
            ]
        }
        return Snapshot(title: "screen", windows: [window])
    }

    static func directory() -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "guidelens-testing-" + UUID().uuidString)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test("a recorded reference passes, for the text tree, the JSON and the SVG, whatever the addresses")
    func recordedReferencePasses() {
        let directory = Self.directory()
        for (name, strategy) in [
            ("tree", Snapshotting<Snapshot, String>.guides), ("json", .guidesJSON), ("svg", .guidesSVG),
        ] {
            _ = verifySnapshot(
                of: Self.screen(), as: strategy, named: name, record: .all, snapshotDirectory: directory)
            // Another run of the same layout: other addresses, same reference.
            let failure = verifySnapshot(
                of: Self.screen(base: 0x6000_1234_0000), as: strategy, named: name, record: .never,
                snapshotDirectory: directory)
            #expect(failure == nil, "\(name): \(failure ?? "")")
        }
    }

    @Test("a moved guide fails, and the failure names it and says by how much")
    func movedGuide() throws {
        let directory = Self.directory()
        _ = verifySnapshot(
            of: Self.screen(), as: .guides, named: "tree", record: .all, snapshotDirectory: directory)
        let failure = try #require(
            verifySnapshot(
                of: Self.screen(shift: 20), as: .guides, named: "tree", record: .never,
                snapshotDirectory: directory))
        #expect(failure.contains("moved: UIView › space2 by (0, 20)"), "\(failure)")
        #expect(!failure.contains("space1 by"))
        // An identifier may hold the characters the text tree uses around it.
        let odd = "a > b"
        _ = verifySnapshot(
            of: Self.screen(secondName: odd), as: .guides, named: "odd", record: .all,
            snapshotDirectory: directory)
        let oddFailure = try #require(
            verifySnapshot(
                of: Self.screen(shift: 20, secondName: odd), as: .guides, named: "odd", record: .never,
                snapshotDirectory: directory))
        #expect(oddFailure.contains("moved: UIView › a > b by (0, 20)"), "\(oddFailure)")
        _ = verifySnapshot(
            of: Self.screen(), as: .guidesJSON, named: "json", record: .all, snapshotDirectory: directory)
        let jsonFailure = try #require(
            verifySnapshot(
                of: Self.screen(shift: 20), as: .guidesJSON, named: "json", record: .never,
                snapshotDirectory: directory))
        #expect(
            jsonFailure.contains(
                "~ moved   \"space2\" (custom) in UIWindow[0]/UIView[0] (145 470) -> (145 490) by (0 +20)"),
            "\(jsonFailure)")
        #expect(jsonFailure.contains("0 added, 0 removed, 1 moved, 0 resized"), "\(jsonFailure)")
    }

    @Test("a newly ambiguous guide fails the lint assertion, which lists the finding with its path and rule")
    func ambiguousGuide() {
        #expect(assertNoLintFindings(in: Self.screen(), atLeast: .error))
        withKnownIssue {
            #expect(!assertNoLintFindings(in: Self.screen(ambiguous: true), atLeast: .error))
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("1 lint finding:") && text.contains("GL001")
                && text.contains("windows[0].subviews[0].guides[1]")
        }
    }

    @Test("a guide's frame is checked within a tolerance, and a missing guide is named")
    func guideFrame() {
        let snapshot = Self.screen(shift: 0.3)
        #expect(assertGuide("space2", in: snapshot, hasFrame: Rect(x: 145, y: 470, width: 100, height: 100)))
        withKnownIssue {
            assertGuide(
                "space2", in: snapshot, hasFrame: Rect(x: 145, y: 470, width: 100, height: 100),
                tolerance: 0.1)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "\"space2\" has layoutFrame {{145, 470.3}, {100, 100}}")
        }
        withKnownIssue {
            assertGuide("space9", in: snapshot, hasFrame: .zero)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains(
                "no guide named \"space9\"; the snapshot has: space1, space2")
        }
    }

    @Test("a warning fails the lint assertion at the default level, not at .error")
    func warningLevel() {
        // Two guides named space1: a duplicate identifier, a warning.
        let duplicate = Self.screen(secondName: "space1")
        #expect(assertNoLintFindings(in: duplicate, atLeast: .error))
        withKnownIssue {
            #expect(!assertNoLintFindings(in: duplicate))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("2 lint findings:\nwarning GL006")
        }
    }

    @Test("the default tolerance is half a point, inclusive; a failed check returns false")
    func defaultTolerance() {
        let expected = Rect(x: 145, y: 470, width: 100, height: 100)
        #expect(assertGuide("space2", in: Self.screen(shift: 0.5), hasFrame: expected))
        #expect(assertGuide("space2", in: Self.screen(shift: -0.5), hasFrame: expected))
        withKnownIssue {
            #expect(!assertGuide("space2", in: Self.screen(shift: 0.75), hasFrame: expected))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("within 0.5 pt")
        }
        withKnownIssue {
            #expect(!assertGuide("space9", in: Self.screen(), hasFrame: expected))
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("no guide named \"space9\"")
        }
    }

    /// A screen of guides named `names` ("" for none), 150 points apart; `moved` is shifted down
    /// by `shift`.
    static func named(_ names: [String], moved: Int, shift: Double) -> Snapshot {
        let builder = HierarchyBuilder()
        let window = builder.window(size: Size(width: 390, height: 844)) { space in
            [
                builder.view(
                    frame: Rect(x: 0, y: 0, width: 390, height: 844), in: space,
                    guides: names.enumerated().map { index, name in
                        HierarchyBuilder.Guide(
                            identifier: name,
                            layoutFrame: Rect(
                                x: 20, y: Double(index) * 150 + (index == moved ? shift : 0), width: 100,
                                height: 100),
                            ambiguous: false)
                    })
            ]
        }
        return Snapshot(title: "named", windows: [window])
    }

    @Test(
        "the text tree tells same-named guides apart by their order, and names a guide without a name by class"
    )
    func sameNames() throws {
        let directory = Self.directory()
        for (names, moved, expected) in [
            (["space", "space", "space"], 2, "moved: UIView › space #3 by (0, 20)"),
            (["space", "space", "space"], 1, "moved: UIView › space #2 by (0, 20)"),
            (["space", ""], 1, "moved: UIView › UILayoutGuide: "),
        ] {
            let name = "same-\(moved)-\(names.count)-\(names.last ?? "")"
            _ = verifySnapshot(
                of: Self.named(names, moved: moved, shift: 0), as: .guides, named: name, record: .all,
                snapshotDirectory: directory)
            let failure = try #require(
                verifySnapshot(
                    of: Self.named(names, moved: moved, shift: 20), as: .guides, named: name, record: .never,
                    snapshotDirectory: directory))
            #expect(failure.contains(expected), "\(failure)")
            #expect(failure.components(separatedBy: "moved:").count == 2, "\(failure)")
        }
    }

    @Test("the JSON strategy reports a move of a quarter point: its diff has no tolerance")
    func smallMove() throws {
        let directory = Self.directory()
        _ = verifySnapshot(
            of: Self.screen(), as: .guidesJSON, named: "json", record: .all, snapshotDirectory: directory)
        let failure = try #require(
            verifySnapshot(
                of: Self.screen(shift: 0.25), as: .guidesJSON, named: "json", record: .never,
                snapshotDirectory: directory))
        #expect(failure.contains("~ moved   \"space2\""), "\(failure)")
        #expect(!failure.contains("no guide did"))
    }
}
