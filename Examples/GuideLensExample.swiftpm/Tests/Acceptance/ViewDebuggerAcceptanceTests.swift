import GuideLens
import ObjectiveC
import UIKit
import XCTest

/// What Xcode's Debug View Hierarchy reads from a captured layout guide, asked the way the OS's
/// view-debugger support asks: the class's `+debugHierarchyPropertyDescriptions`, then each
/// value by key-value lookup of its name.
@MainActor
final class ViewDebuggerAcceptanceTests: XCTestCase {
    /// GuideLens's entries and the runtime type each getter is documented to return.
    static let guideLensEntries: [(name: String, runtimeType: String)] = [
        ("guideLensKind", "NSString"), ("guideLensLabel", "NSString"), ("guideLensFrameInWindow", "CGRect"),
        ("guideLensLintFindings", "NSString"), ("guideLensDrawnByOverlay", "BOOL"),
        ("guideLensPlacement", "NSString"),
    ]

    func descriptions() throws -> [[String: Any]] {
        let selector = NSSelectorFromString("debugHierarchyPropertyDescriptions")
        let method = try XCTUnwrap(class_getClassMethod(UILayoutGuide.self, selector))
        typealias Descriptions = @convention(c) (AnyClass, Selector) -> Unmanaged<AnyObject>?
        let function = unsafeBitCast(method_getImplementation(method), to: Descriptions.self)
        let list = try XCTUnwrap(function(UILayoutGuide.self, selector)?.takeUnretainedValue() as? [Any])
        return try list.map { try XCTUnwrap($0 as? [String: Any]) }
    }

    func testListHoldsGuideLensEntriesAfterApplesWhenTheFallbackIsLoaded() throws {
        let entries = try descriptions()
        let names = entries.compactMap { $0["propertyName"] as? String }
        XCTAssertEqual(names.count, entries.count, "every entry has a propertyName")
        for (name, runtimeType) in Self.guideLensEntries {
            let entry = try XCTUnwrap(entries.first { $0["propertyName"] as? String == name }, name)
            XCTAssertEqual(entry["propertyRuntimeType"] as? String, runtimeType, name)
            XCTAssertNotNil(entry["propertyLogicalType"] as? String, name)
            XCTAssertNotNil(entry["propertyFormat"] as? String, name)
        }
        let fallback = NSSelectorFromString("fallback_debugHierarchyPropertyDescriptions")
        if class_getClassMethod(UILayoutGuide.self, fallback) != nil {
            XCTAssertEqual(Array(names.prefix(3)), ["layoutFrame", "owningView", "identifier"])
            XCTAssertEqual(names.count, 3 + Self.guideLensEntries.count)
        } else {
            XCTAssertEqual(names, Self.guideLensEntries.map(\.name))
        }
    }

    func testEveryValueGetterReturnsTheDocumentedTypeForARealGuide() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let owner = UIView(frame: CGRect(x: 20.5, y: 100.25, width: 300, height: 400))
        window.addSubview(owner)
        let guide = addGuide(
            to: owner, at: CGRect(x: 10.25, y: 30.5, width: 120.75, height: 40.5), identifier: "cardSpacer")
        window.layoutIfNeeded()

        for (name, runtimeType) in Self.guideLensEntries {
            let value = guide.value(forKey: name)
            switch runtimeType {
            case "NSString": XCTAssertTrue(value is String, name)
            case "CGRect":
                let rect = try XCTUnwrap((value as? NSValue)?.cgRectValue, name)
                XCTAssertEqual(rect, CGRect(x: 30.75, y: 130.75, width: 120.75, height: 40.5))
            case "BOOL": XCTAssertTrue(value is NSNumber, name)
            default: XCTFail("undocumented type \(runtimeType) for \(name)")
            }
        }
        XCTAssertEqual(guide.value(forKey: "guideLensKind") as? String, "custom")
        XCTAssertEqual(guide.value(forKey: "guideLensLabel") as? String, "cardSpacer 120.8×40.5")
        XCTAssertEqual(guide.value(forKey: "guideLensLintFindings") as? String, "no finding")
    }
}
