import GuideLens
import UIKit
import XCTest

/// What a capture records of the views that place a guide (`"layout"` in the snapshot JSON), read
/// from real UIKit state: a label's intrinsic size, priorities and constraints as UIKit reports
/// them; a view's autoresizing mask when it translates it into constraints; the views three steps
/// from the guide and not four; and a hidden navigation controller's toolbar left uncreated.
///
/// The defects in `Sources/GuideLens` these catch: the views named by the guides' constraints not
/// read (no layout at all), or read from the wrong axis or getter (values that differ from
/// UIKit's); `firstItem`/`secondItem` not followed (nothing past the first step); the core's
/// depth not applied (everything the chain reaches recorded); `toolbar` read while hidden (UIKit
/// creates a toolbar the app never asked for).
@MainActor
final class ViewLayoutAcceptanceTests: XCTestCase {
    /// The snapshot's JSON as Foundation reads it.
    func json(_ snapshot: Snapshot) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: snapshot.jsonData()) as? [String: Any])
    }

    /// The view object with `view`'s address, anywhere in the file.
    func viewObject(_ view: UIView, in file: [String: Any]) -> [String: Any]? {
        let address = ObjectAddress(of: view).description
        var pending = (file["windows"] as? [[String: Any]]) ?? []
        while let next = pending.popLast() {
            if next["address"] as? String == address { return next }
            pending += (next["subviews"] as? [[String: Any]]) ?? []
        }
        return nil
    }

    /// The descriptions of a layout's constraints on one axis, through the file's table.
    func descriptions(_ layout: [String: Any], axis: String, in file: [String: Any]) -> [String] {
        let table = (file["constraints"] as? [[String: Any]]) ?? []
        let numbers = ((layout["constraints"] as? [String: Any])?[axis] as? [Int]) ?? []
        return numbers.compactMap { table.indices.contains($0) ? table[$0]["description"] as? String : nil }
    }

    func numbers(_ value: Any?) -> [Double] {
        ((value as? [NSNumber]) ?? []).map(\.doubleValue)
    }

    /// A window holding an owner view with one guide named `identifier`.
    func ownerWithGuide(_ identifier: String) -> (window: UIWindow, owner: UIView, guide: UILayoutGuide) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let owner = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(owner)
        let guide = UILayoutGuide()
        guide.identifier = identifier
        owner.addLayoutGuide(guide)
        return (window, owner, guide)
    }

    func testALabelNamedByAGuideRecordsItsIntrinsicSizePrioritiesAndConstraints() throws {
        let (window, owner, guide) = ownerWithGuide("belowTitle")
        let label = UILabel()
        label.text = "Placement, recorded"
        label.translatesAutoresizingMaskIntoConstraints = false
        label.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        label.setContentCompressionResistancePriority(UILayoutPriority(749.5), for: .vertical)
        owner.addSubview(label)
        let leading = label.leadingAnchor.constraint(equalTo: owner.leadingAnchor, constant: 16.5)
        NSLayoutConstraint.activate([
            leading,
            label.topAnchor.constraint(equalTo: owner.topAnchor, constant: 60),
            guide.topAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
            guide.leadingAnchor.constraint(equalTo: label.leadingAnchor),
            guide.widthAnchor.constraint(equalToConstant: 200),
            guide.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()

        let file = try json(GuideLens.snapshot(of: owner))
        let layout = try XCTUnwrap(viewObject(label, in: file)?["layout"] as? [String: Any], "\(file)")
        let size = label.intrinsicContentSize
        XCTAssertEqual(numbers(layout["intrinsicContentSize"]), [Double(size.width), Double(size.height)])
        XCTAssertEqual(
            numbers(layout["contentHugging"]),
            [
                Double(label.contentHuggingPriority(for: .horizontal).rawValue),
                Double(label.contentHuggingPriority(for: .vertical).rawValue),
            ])
        XCTAssertEqual(numbers(layout["compressionResistance"]), [750, 749.5])
        XCTAssertEqual(layout["translatesAutoresizingMaskIntoConstraints"] as? Bool, false)
        XCTAssertEqual((layout["autoresizingMask"] as? NSNumber)?.uintValue, label.autoresizingMask.rawValue)
        let horizontal = descriptions(layout, axis: "horizontal", in: file)
        XCTAssertTrue(horizontal.contains(leading.description), "\(horizontal)")
        XCTAssertEqual(
            horizontal, label.constraintsAffectingLayout(for: .horizontal).map(\.description),
            "the recorded list is UIKit's, in its order")
        XCTAssertEqual(
            descriptions(layout, axis: "vertical", in: file),
            label.constraintsAffectingLayout(for: .vertical).map(\.description))
        // The table holds each constraint once, whoever names it.
        let table = ((file["constraints"] as? [[String: Any]]) ?? []).compactMap {
            $0["description"] as? String
        }
        XCTAssertEqual(table.filter { $0 == leading.description }.count, 1)
    }

    func testAViewPlacedByItsAutoresizingMaskRecordsTheMask() throws {
        let (window, owner, guide) = ownerWithGuide("underHeader")
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 120))
        header.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        owner.addSubview(header)
        NSLayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: header.bottomAnchor),
            guide.leadingAnchor.constraint(equalTo: owner.leadingAnchor),
            guide.trailingAnchor.constraint(equalTo: owner.trailingAnchor),
            guide.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()

        let file = try json(GuideLens.snapshot(of: owner))
        let layout = try XCTUnwrap(viewObject(header, in: file)?["layout"] as? [String: Any], "\(file)")
        XCTAssertEqual(layout["translatesAutoresizingMaskIntoConstraints"] as? Bool, true)
        XCTAssertEqual((layout["autoresizingMask"] as? NSNumber)?.intValue, 2 | 32)
        XCTAssertEqual(
            descriptions(layout, axis: "vertical", in: file),
            header.constraintsAffectingLayout(for: .vertical).map(\.description))
        XCTAssertEqual(
            numbers(layout["intrinsicContentSize"]), [-1, -1], "a plain view has no intrinsic size")
    }

    func testViewsThreeStepsFromTheGuideAreRecordedAndFourStepsAreNot() throws {
        let (window, owner, guide) = ownerWithGuide("chained")
        // Each step crosses to the other axis, so that no view's constraints already name the
        // next one's: the guide depends on first vertically; first on second horizontally;
        // second on third vertically; third on fourth horizontally.
        let views = (0..<4).map { _ in UIView() }
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            owner.addSubview(view)
        }
        let (first, second, third, fourth) = (views[0], views[1], views[2], views[3])
        NSLayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: first.bottomAnchor, constant: 4),
            guide.heightAnchor.constraint(equalToConstant: 10),
            guide.leadingAnchor.constraint(equalTo: owner.leadingAnchor),
            guide.widthAnchor.constraint(equalToConstant: 100),

            first.topAnchor.constraint(equalTo: owner.topAnchor, constant: 100),
            first.heightAnchor.constraint(equalToConstant: 20),
            first.leadingAnchor.constraint(equalTo: second.trailingAnchor, constant: 8),
            first.widthAnchor.constraint(equalToConstant: 40),

            second.leadingAnchor.constraint(equalTo: owner.leadingAnchor, constant: 10),
            second.widthAnchor.constraint(equalToConstant: 50),
            second.topAnchor.constraint(equalTo: third.bottomAnchor, constant: 8),
            second.heightAnchor.constraint(equalToConstant: 20),

            third.topAnchor.constraint(equalTo: owner.topAnchor, constant: 300),
            third.heightAnchor.constraint(equalToConstant: 20),
            third.leadingAnchor.constraint(equalTo: fourth.trailingAnchor, constant: 8),
            third.widthAnchor.constraint(equalToConstant: 30),

            fourth.leadingAnchor.constraint(equalTo: owner.leadingAnchor, constant: 20),
            fourth.widthAnchor.constraint(equalToConstant: 30),
            fourth.topAnchor.constraint(equalTo: owner.topAnchor, constant: 500),
            fourth.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        let guideNames =
            (guide.constraintsAffectingLayout(for: .horizontal)
            + guide.constraintsAffectingLayout(for: .vertical)).flatMap { [$0.firstItem, $0.secondItem] }
        XCTAssertFalse(
            guideNames.contains { $0 === second }, "precondition: the guide's constraints do not name second")

        let file = try json(GuideLens.snapshot(of: owner))
        XCTAssertNotNil(viewObject(first, in: file)?["layout"], "one step: the guide's constraints name it")
        XCTAssertNotNil(viewObject(second, in: file)?["layout"], "two steps")
        XCTAssertNotNil(viewObject(third, in: file)?["layout"], "three steps: the last one recorded")
        XCTAssertNotNil(viewObject(fourth, in: file), "the view is in the snapshot")
        XCTAssertNil(viewObject(fourth, in: file)?["layout"], "four steps: past the depth")
    }

    final class ListViewController: UIViewController {}

    func testACaptureDoesNotCreateAHiddenNavigationToolbar() throws {
        let list = ListViewController()
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        window.layoutIfNeeded()
        let guide = UILayoutGuide()
        guide.identifier = "content"
        list.view.addLayoutGuide(guide)
        NSLayoutConstraint.activate([
            guide.topAnchor.constraint(equalTo: list.view.topAnchor, constant: 100),
            guide.leadingAnchor.constraint(equalTo: list.view.leadingAnchor),
            guide.widthAnchor.constraint(equalToConstant: 100),
            guide.heightAnchor.constraint(equalToConstant: 100),
        ])
        list.view.layoutIfNeeded()
        XCTAssertTrue(navigation.isToolbarHidden, "a navigation controller hides its toolbar by default")
        // UIKit's own reader of the toolbar that does not create one; a test may ask it, GuideLens never does.
        let existingToolbar = "_existingToolbar"
        guard navigation.responds(to: NSSelectorFromString(existingToolbar)) else {
            throw XCTSkip("this UIKit has no \(existingToolbar) to observe")
        }
        guard navigation.value(forKey: existingToolbar) == nil else {
            throw XCTSkip("UIKit created the toolbar before any capture; nothing to observe")
        }

        let file = try json(GuideLens.snapshot(of: list))
        _ = GuideLens.whyHere(guide)
        XCTAssertNil(navigation.value(forKey: existingToolbar), "a capture created the hidden toolbar")

        let inputs = try XCTUnwrap(viewObject(list.view, in: file)?["layoutInputs"] as? [String: Any])
        let parents = (inputs["parentControllers"] as? [[String: Any]]) ?? []
        let bars = parents.flatMap { ($0["bars"] as? [[String: Any]]) ?? [] }
        let toolbar = try XCTUnwrap(bars.first { $0["kind"] as? String == "toolbar" }, "\(bars)")
        XCTAssertEqual(toolbar["hidden"] as? Bool, true)
        XCTAssertNil(toolbar["windowFrame"], "a hidden bar is recorded without a frame")
        let navigationBar = try XCTUnwrap(bars.first { $0["kind"] as? String == "navigationBar" }, "\(bars)")
        XCTAssertEqual(
            numbers(navigationBar["windowFrame"]).last, Double(navigation.navigationBar.frame.height),
            "a bar that shows keeps its frame")
    }
}
