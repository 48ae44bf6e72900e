import Foundation
import Testing

@testable @_spi(Engine) import GuideLensCore

/// The bridge keeps one registered provider for the process, so these tests run one at a time.
@Suite("Bridge", .serialized)
struct BridgeTests {
    static let snapshot = SampleSnapshots.screen

    @Test("options parse, and anything unknown is refused with the list of valid ones")
    func options() throws {
        let parsed = try BridgeOptions.parse("  --json --kinds custom,safe-area ")
        #expect(
            parsed.output == .json && parsed.kinds == [.custom, .safeArea] && parsed.overlayRequest == nil)
        expectEqual(try BridgeOptions.parse("--toggle").overlayRequest, .toggle)
        expectEqual(try BridgeOptions.parse("--off").overlayRequest, .set(false))
        #expect(throws: BridgeError.invalidOptions("unknown option '--jsn'; expected \(BridgeOptions.usage)"))
        { try BridgeOptions.parse("--jsn") }
        #expect(throws: BridgeError.invalidOptions("--kinds needs a comma-separated list of kinds")) {
            try BridgeOptions.parse("--kinds")
        }
        #expect(throws: BridgeError.invalidOptions("--kinds needs a comma-separated list of kinds")) {
            try BridgeOptions.parse("--kinds --json")
        }
        #expect(throws: BridgeError.invalidOptions(GuideKindListError(unknown: "bogus").description)) {
            try BridgeOptions.parse("--kinds bogus")
        }
        #expect(throws: BridgeError.invalidOptions("give only one of --on, --off and --toggle")) {
            try BridgeOptions.parse("--on --off")
        }
    }

    @Test(
        "describe answers with the text tree, JSON, a subtree, a kind filter, the switch state or one error line"
    )
    func describe() throws {
        GuideLensBridge.register(nil)
        expectEqual(
            GuideLensBridge.describe(root: nil, options: ""), "error: \(BridgeError.noProvider.description)\n"
        )
        GuideLensBridge.register(SnapshotFileProvider(snapshot: Self.snapshot))
        defer { GuideLensBridge.register(nil) }
        expectEqual(
            GuideLensBridge.describe(root: nil, options: ""), GuideTreeReport.text(for: Self.snapshot))
        expectEqual(
            try Snapshot(json: Data(GuideLensBridge.describe(root: nil, options: "--json").utf8)),
            Self.snapshot)
        let subtree = GuideLensBridge.describe(root: ObjectAddress(0x500), options: "")
        #expect(
            subtree.hasPrefix("<UIStackView: 0x500;") && subtree.hasSuffix("2 guides in 1 view, 1 flagged\n"))
        let filtered = GuideLensBridge.describe(root: nil, options: "--kinds safe-area")
        #expect(filtered.contains("UIViewSafeAreaLayoutGuide") && !filtered.contains("space1"))
        expectEqual(
            GuideLensBridge.describe(root: ObjectAddress(0xdead), options: ""),
            "error: 0xdead is not a view in any window of the app\n")
        expectEqual(GuideLensBridge.describe(root: nil, options: "--on"), "overlay: on\n")
        expectEqual(GuideLensBridge.describe(root: nil, options: "--toggle"), "overlay: off\n")
        #expect(
            GuideLensBridge.describe(root: nil, options: "--bad").hasPrefix("error: unknown option '--bad'"))
    }

    @Test("--why takes the rest of the line as the guide, alone or after --json, and answers as the CLI does")
    func why() throws {
        expectEqual(try BridgeOptions.parse("--why UIView > spacer2").why, "UIView > spacer2")
        expectEqual(try BridgeOptions.parse("--json --why spacer2").output, .json)
        #expect(
            throws: BridgeError.invalidOptions("--why needs a guide: an identifier, an address or a path")
        ) {
            try BridgeOptions.parse("--why  ")
        }
        #expect(throws: BridgeError.invalidOptions("--why takes no other option but --json")) {
            try BridgeOptions.parse("--kinds custom --why spacer2")
        }
        let snapshot = PlacementTracerTests.spacerSnapshot()
        GuideLensBridge.register(SnapshotFileProvider(snapshot: snapshot))
        defer { GuideLensBridge.register(nil) }
        guard case .found(let match) = GuideLookup(snapshot).find("spacer2") else {
            Issue.record("spacer2 not found")
            return
        }
        let placement = PlacementTracer(snapshot).placement(of: match)
        // The root is ignored: a chain may reach outside any one view.
        expectEqual(
            GuideLensBridge.describe(root: ObjectAddress(0x3000), options: "--why UIView > spacer2"),
            PlacementText.text(placement))
        expectEqual(
            GuideLensBridge.describe(root: nil, options: "--json --why 0xb000"), PlacementText.json(placement)
        )
        expectEqual(
            GuideLensBridge.describe(root: nil, options: "--why spacr2"),
            "error: no guide 'spacr2' in the snapshot; nearest: spacer2, UIViewSafeAreaLayoutGuide\n")
    }

    @Test("the C entry point hands out malloc'd strings and counts them until they are freed")
    func cEntryPoint() throws {
        GuideLensBridge.register(SnapshotFileProvider(snapshot: Self.snapshot))
        defer { GuideLensBridge.register(nil) }
        let before = guidelensOutstanding()
        let text = try #require("--kinds custom".withCString { guidelensDescribe(nil, $0) })
        #expect(guidelensOutstanding() == before + 1)
        #expect(String(cString: text).contains("\"space1\""))
        guidelensFree(text)
        expectEqual(guidelensOutstanding(), before)
        let all = try #require(guidelensDescribe(nil, nil))
        expectEqual(String(cString: all), GuideTreeReport.text(for: Self.snapshot))
        guidelensFree(all)
        let root = UnsafeRawPointer(bitPattern: 0x500)
        let subtree = try #require(guidelensDescribe(root, nil))
        #expect(String(cString: subtree).hasPrefix("<UIStackView: 0x500;"))
        guidelensFree(subtree)
        guidelensFree(nil)
        expectEqual(guidelensOutstanding(), before)
        #expect(
            GuideLensBridge.entryPointAddresses.count == 5 && !GuideLensBridge.entryPointAddresses.contains(0)
        )
    }
    @Test(
        "explain answers for a log or for the constraints being reported, resolved against the hierarchy, or one error line"
    )
    func explain() throws {
        let line =
            "<NSLayoutConstraint:0x600000001 UIStackView:0x500.height == 10   (active)>"
        let other =
            "<NSLayoutConstraint:0x600000002 UIStackView:0x500.height == 20   (active)>"
        let log = ConstraintLogTests.report([line, other], broken: other)
        GuideLensBridge.register(nil)
        expectEqual(
            GuideLensBridge.explain(log: log, broken: nil, constraints: nil),
            "error: \(BridgeError.noProvider.description)\n")
        GuideLensBridge.register(SnapshotFileProvider(snapshot: Self.snapshot, conflictLog: log))
        defer { GuideLensBridge.register(nil) }
        let expected =
            ConflictExplanation(log: ConstraintLog.parse(log), snapshot: Self.snapshot).text
            + ConflictFailure.firstFixes(ConstraintLog.parse(log))
        expectEqual(GuideLensBridge.explain(log: log, broken: nil, constraints: nil), expected)
        // Ending with the first fix, solved again: the broken height (20) made optional keeps the
        // 10 UIKit kept.
        #expect(
            expected.hasSuffix(
                "  Conflict 1: lower constraint 2 to priority 999: UIKit broke this constraint to recover: at 999 "
                    + "it keeps the layout UIKit shows today and silences the log.\n"
                    + "    /* UIStackView(0x500).height == 20 */ constraint.priority = UILayoutPriority(999)\n\n"
            ),
            "\(expected)")
        // Resolved against the hierarchy: the stack view's frame in its window.
        #expect(expected.contains("UIStackView 0x500 — frame in window (20 600; 350 100)"))
        // The constraints being reported: the provider receives the two addresses, in order.
        let reporting = ReportingProvider(snapshot: Self.snapshot, report: log)
        GuideLensBridge.register(reporting)
        let fromAddresses = GuideLensBridge.explain(
            log: nil, broken: ObjectAddress(0x6000_0000_2), constraints: ObjectAddress(0x7000))
        expectEqual(fromAddresses, expected)
        expectEqual(reporting.asked, [ObjectAddress(0x6000_0000_2), ObjectAddress(0x7000)])
        expectEqual(
            GuideLensBridge.explain(log: nil, broken: nil, constraints: nil),
            "error: no constraints at 0x0: stop at UIViewAlertForUnsatisfiableConstraints\n")
        let garbled = log.replacingOccurrences(of: "height == 10", with: "height ?? 10")
        // A garbled line is kept unread and the rest explained, as the command line does.
        let partial = GuideLensBridge.explain(log: garbled, broken: nil, constraints: nil)
        expectEqual(
            partial, ConflictExplanation(log: ConstraintLog.parse(garbled), snapshot: Self.snapshot).text)
        #expect(partial.contains("Unread: ") && partial.contains("height ?? 10"))
        let before = guidelensOutstanding()
        let viaC = try #require(log.withCString { guidelensExplain($0) })
        expectEqual(String(cString: viaC), expected)
        guidelensFree(viaC)
        expectEqual(guidelensOutstanding(), before)
    }
}

/// A provider that records the constraint addresses it is asked about.
private final class ReportingProvider: GuideSnapshotProvider, @unchecked Sendable {
    let snapshot: Snapshot
    let report: String
    var asked: [ObjectAddress] = []

    init(snapshot: Snapshot, report: String) {
        self.snapshot = snapshot
        self.report = report
    }

    func snapshot(root: ObjectAddress?) throws -> Snapshot { snapshot }
    func applyOverlay(_ request: ToggleRequest) throws -> Bool { false }
    func diagnosisFacts() throws -> DiagnosisFacts {
        throw BridgeError.providerFailed("these tests ask for conflict reports only")
    }
    func conflictReport(broken: ObjectAddress, constraints: ObjectAddress) throws -> String {
        asked = [broken, constraints]
        return report
    }
}

// Behaviours pinned after they were wrong once.
extension BridgeTests {
    @Test("a switch request refuses options it would ignore")
    func switchOptions() {
        #expect(throws: BridgeError.invalidOptions("--on, --off and --toggle take no other option")) {
            try BridgeOptions.parse("--on --json")
        }
        #expect(throws: BridgeError.invalidOptions("--on, --off and --toggle take no other option")) {
            try BridgeOptions.parse("--kinds custom --toggle")
        }
    }
}

// `showguides --doctor`.
extension BridgeTests {
    @Test("--doctor answers with the provider's diagnosis and takes no other option")
    func doctor() throws {
        #expect(try BridgeOptions.parse("--doctor").asksForDiagnosis)
        for options in ["--doctor --json", "--kinds custom --doctor", "--doctor --on"] {
            #expect(throws: BridgeError.invalidOptions("--doctor takes no other option")) {
                try BridgeOptions.parse(options)
            }
        }
        GuideLensBridge.register(nil)
        expectEqual(
            GuideLensBridge.describe(root: nil, options: "--doctor"),
            "error: \(BridgeError.noProvider.description)\n")
        let provider = SnapshotFileProvider(snapshot: Self.snapshot)
        GuideLensBridge.register(provider)
        defer { GuideLensBridge.register(nil) }
        let facts = try provider.diagnosisFacts()
        expectEqual(facts.guides.count, Self.snapshot.guideCount)
        expectEqual(facts.windowClassNames, Self.snapshot.windows.map(\.className))
        #expect(facts.guides.allSatisfy { $0.windowClassName == Self.snapshot.windows[0].className })
        let off = GuideLensBridge.describe(root: nil, options: "--doctor")
        expectEqual(off, Diagnosis(facts: facts).text)
        #expect(off.contains("\noverlay: off: nothing asked for it this launch (it starts off)\n"))
        expectEqual(GuideLensBridge.describe(root: nil, options: "--on"), "overlay: on\n")
        let on = GuideLensBridge.describe(root: nil, options: "--doctor")
        #expect(on.contains("\noverlay: on, decided by LLDB (showguides)\n"))
        #expect(on.contains("\nguides: \(Self.snapshot.guideCount) found, "))
    }
}

// `showguides --html PATH`: the page is written in the app, by the core.
extension BridgeTests {
    @Test(
        "--html answers with guidelens html's page of the subtree and kinds asked for, and takes no --why or switch"
    )
    func html() throws {
        let parsed = try BridgeOptions.parse("--html --kinds safe-area")
        #expect(parsed.output == .html && parsed.kinds == [.safeArea])
        #expect(throws: BridgeError.invalidOptions("--why takes no other option but --json")) {
            try BridgeOptions.parse("--html --why spacer2")
        }
        #expect(throws: BridgeError.invalidOptions("--on, --off and --toggle take no other option")) {
            try BridgeOptions.parse("--html --on")
        }
        GuideLensBridge.register(SnapshotFileProvider(snapshot: Self.snapshot))
        defer { GuideLensBridge.register(nil) }
        expectEqual(
            GuideLensBridge.describe(root: nil, options: "--html"), InspectorPage().html(for: Self.snapshot))
        let subtree = try #require(Self.snapshot.subtree(at: ObjectAddress(0x500)))
        expectEqual(
            GuideLensBridge.describe(root: ObjectAddress(0x500), options: "--html --kinds custom"),
            InspectorPage().html(for: subtree.keepingGuides(of: [.custom])))
    }

    @Test("the panel's exports: the snapshot as JSON that reads back, the page as HTML, each its own file")
    func exports() throws {
        expectEqual(SnapshotExport.allCases.map(\.title), ["Export snapshot", "Export HTML"])
        expectEqual(
            SnapshotExport.allCases.map(\.fileName), ["guidelens-snapshot.json", "guidelens-snapshot.html"])
        expectEqual(try Snapshot(json: SnapshotExport.snapshot.data(for: Self.snapshot)), Self.snapshot)
        expectEqual(
            String(decoding: SnapshotExport.page.data(for: Self.snapshot), as: UTF8.self),
            InspectorPage().html(for: Self.snapshot))
    }
}
