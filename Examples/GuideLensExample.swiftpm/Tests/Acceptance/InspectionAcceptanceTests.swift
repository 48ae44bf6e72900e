import FLEX  // the panel is FLEX's: GuideLensFLEX's interface refers to it
import GuideLens
import GuideLensFLEX
import UIKit
import XCTest

/// The README's promises about reading guides out of the app: snapshots, the FLEX panel,
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
            let screen = GuideScreen(guideCount: 3)
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
                    texts.append(
                        [cell.textLabel?.text, cell.detailTextLabel?.text].compactMap { $0 }.joined(
                            separator: " "))
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
    /// function's own arguments": the C entry point LLDB calls reads a real broken constraint and
    /// the real array of mutually exclusive constraints, and names both.
    func testTheConflictEntryPointExplainsAutoLayoutsArguments() throws {
        GuideLens.install()
        try withWindow { window in
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            window.rootViewController?.view.addSubview(box)
            let narrow = box.widthAnchor.constraint(equalToConstant: 100)
            let wide = box.widthAnchor.constraint(equalToConstant: 200)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: window.topAnchor, constant: 50),
                box.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                box.heightAnchor.constraint(equalToConstant: 40), narrow, wide,
            ])
            window.layoutIfNeeded()
            let conflicting = NSArray(array: [narrow, wide])
            let text = try XCTUnwrap(
                guidelensExplainConstraints(
                    Unmanaged.passUnretained(wide).toOpaque(),
                    Unmanaged.passUnretained(conflicting).toOpaque()))
            defer { guidelensFree(text) }
            let explanation = String(cString: text)
            XCTAssertTrue(explanation.contains("2 constraints; UIKit broke constraint 2"), explanation)
            XCTAssertTrue(explanation.contains("width == 100"), explanation)
            XCTAssertTrue(explanation.contains("width == 200"), explanation)
            NSLayoutConstraint.deactivate([narrow, wide])
        }
    }
}
