import FLEX  // the panel is FLEX's: GuideLensFLEX's interface refers to it
import GuideLens
import GuideLensFLEX
import UIKit
import XCTest

/// The documentation's promises about reading guides out of the app: snapshots, the FLEX panel,
/// Lookin's items and the conflict explanation LLDB asks for, each from real UIKit objects.
@MainActor
final class InspectionAcceptanceTests: XCTestCase {
    /// "`GuideLens.snapshot(of:)` captures … a view controller's view after laying it out":
    /// the snapshot holds each guide with the `layoutFrame` UIKit laid out.
    func testASnapshotOfAControllerHoldsTheGuidesItLaidOut() throws {
        let controller = CheckoutViewController()
        let snapshot = GuideLens.snapshot(of: controller)
        let view = try XCTUnwrap(controller.view)
        let root = try XCTUnwrap(snapshot.windows.first)
        XCTAssertEqual(root.guides.count, view.layoutGuides.count)
        for (node, guide) in zip(root.guides, view.layoutGuides) {
            XCTAssertEqual(node.identifier, guide.identifier)
            XCTAssertEqual(node.layoutFrame.origin.x, Double(guide.layoutFrame.minX))
            XCTAssertEqual(node.layoutFrame.origin.y, Double(guide.layoutFrame.minY))
            XCTAssertEqual(node.layoutFrame.size.width, Double(guide.layoutFrame.width))
            XCTAssertEqual(node.layoutFrame.size.height, Double(guide.layoutFrame.height))
        }
        let gap = try XCTUnwrap(root.guides.first { $0.identifier == "buttonGap" })
        XCTAssertEqual(gap.layoutFrame, Rect(x: 16, y: 700, width: 358, height: 12))
        XCTAssertNil(OverlayProbe.container(in: view), "a snapshot draws nothing")
    }

    /// "FLEX's main menu gains 📐 Layout Guides: every guide of every window in sections by
    /// owning view": the panel's table lists the guides of a window's view.
    func testTheFLEXPanelListsTheGuidesOfEveryWindow() throws {
        try withWindow { window in
            // Identifiers no other test uses: windows of earlier tests may not be gone yet.
            let screen = GuideScreen(guideCount: 3, identifierPrefix: "panelListsThis")
            window.rootViewController?.view.addSubview(screen.root)
            window.layoutIfNeeded()
            let panel = try XCTUnwrap(GuideLensFLEX.makePanel() as? UITableViewController)
            panel.loadViewIfNeeded()
            panel.beginAppearanceTransition(true, animated: false)
            panel.endAppearanceTransition()
            let table = panel.tableView!
            var texts: [String] = []
            for section in 0..<table.numberOfSections {
                for row in 0..<table.numberOfRows(inSection: section) {
                    let cell = panel.tableView(table, cellForRowAt: IndexPath(row: row, section: section))
                    let content = try XCTUnwrap(cell.contentConfiguration as? UIListContentConfiguration)
                    texts.append(
                        [content.text, content.secondaryText].compactMap { $0 }.joined(separator: " "))
                }
            }
            for guide in screen.guides {
                XCTAssertEqual(texts.filter { $0.contains(guide.identifier) }.count, 1, guide.identifier)
            }
        }
    }

    /// "each view that owns guides gains one child item per guide … placed at the guide's frame
    /// in the window, titled with its identifier": Lookin's `lookin_customDebugInfos_4`.
    func testLookinReceivesOneItemPerGuideAtItsFrameInTheWindow() throws {
        try withWindow { window in
            let screen = GuideScreen(guideCount: 2)
            window.rootViewController?.view.addSubview(screen.root)
            window.layoutIfNeeded()
            screen.layOut()
            let answer = screen.owner.perform(NSSelectorFromString("lookin_customDebugInfos_4"))
            let infos = try XCTUnwrap(answer?.takeUnretainedValue() as? [String: Any])
            let items = try XCTUnwrap(infos["subviews"] as? [[String: Any]])
            XCTAssertEqual(items.count, 2)
            for (item, guide) in zip(items, screen.guides) {
                XCTAssertEqual(item["title"] as? String, guide.identifier)
                let frame = try XCTUnwrap((item["frameInWindow"] as? NSValue)?.cgRectValue)
                XCTAssertEqual(frame, screen.owner.convert(guide.layoutFrame, to: window))
                let properties = try XCTUnwrap(item["properties"] as? [[String: Any]])
                XCTAssertTrue(properties.contains { $0["title"] as? String == "layoutFrame" })
                XCTAssertTrue(properties.allSatisfy { $0["section"] is String && $0["valueType"] is String })
            }
            XCTAssertNil(UIView().perform(NSSelectorFromString("lookin_customDebugInfos_4")))
        }
    }

    /// "`showguides --conflict` … explain the conflict UIKit is about to log, from that
    /// function's own arguments": a conflict raised on purpose hands its window (the view that
    /// hosts the layout engine) the broken constraint and the mutually exclusive ones — the two
    /// arguments UIKit then passes to `UIViewAlertForUnsatisfiableConstraints` — and the C entry
    /// point LLDB calls with them explains that conflict.
    func testAConflictReachesTheConflictEntryPointWithBothArguments() throws {
        GuideLens.install()
        let scene = try XCTUnwrap(
            UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first)
        let window = ConflictCapturingWindow(windowScene: scene)
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        window.isHidden = false
        defer { window.isHidden = true }
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(box)
        let narrow = box.widthAnchor.constraint(equalToConstant: 100)
        let wide = box.widthAnchor.constraint(equalToConstant: 200)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
            box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            box.heightAnchor.constraint(equalToConstant: 40), narrow, wide,
        ])
        window.layoutIfNeeded()
        defer { NSLayoutConstraint.deactivate([narrow, wide]) }

        let broken = try XCTUnwrap(window.brokenConstraint, "Auto Layout reported no conflict")
        let conflicting = try XCTUnwrap(window.conflictingConstraints)
        XCTAssertTrue(broken === narrow || broken === wide)
        XCTAssertTrue(conflicting.contains { ($0 as AnyObject) === narrow })
        XCTAssertTrue(conflicting.contains { ($0 as AnyObject) === wide })
        let text = try XCTUnwrap(
            guidelensExplainConstraints(
                Unmanaged.passUnretained(broken).toOpaque(), Unmanaged.passUnretained(conflicting).toOpaque())
        )
        defer { guidelensFree(text) }
        let explanation = String(cString: text)
        XCTAssertTrue(
            explanation.contains("\(conflicting.count) constraints; UIKit broke constraint"), explanation)
        XCTAssertTrue(explanation.contains("width == 100"), explanation)
        XCTAssertTrue(explanation.contains("width == 200"), explanation)
        XCTAssertTrue(explanation.contains("← broken"), explanation)
    }
}

/// A window that keeps what the layout engine tells it before a constraint is broken, then lets
/// UIView's own answer (GuideLens's patch, if installed, and UIKit's logging) run as usual. The
/// engine's delegate method is private to UIKit; this answers it by its Objective-C name.
final class ConflictCapturingWindow: UIWindow {
    private(set) var brokenConstraint: NSLayoutConstraint?
    private(set) var conflictingConstraints: NSArray?

    private typealias WillBreak =
        @convention(c) (UIView, Selector, AnyObject?, AnyObject?, AnyObject?) -> Void

    @objc(engine:willBreakConstraint:dueToMutuallyExclusiveConstraints:)
    func engine(
        _ engine: AnyObject?, willBreak constraint: AnyObject?,
        dueToMutuallyExclusiveConstraints list: AnyObject?
    ) {
        brokenConstraint = constraint as? NSLayoutConstraint
        conflictingConstraints = list as? NSArray
        let selector = NSSelectorFromString("engine:willBreakConstraint:dueToMutuallyExclusiveConstraints:")
        guard let inherited = class_getMethodImplementation(UIView.self, selector) else { return }
        unsafeBitCast(inherited, to: WillBreak.self)(self, selector, engine, constraint, list)
    }
}
