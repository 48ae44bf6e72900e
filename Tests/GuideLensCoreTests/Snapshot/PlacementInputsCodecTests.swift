import Foundation
import Testing

@testable @_spi(Engine) import GuideLensCore

/// Version 2 of the format: a guide's recorded constraints and a view's safe-area and margin
/// inputs survive the writer, the fast reader and the `Decodable` reading alike; version 1 files
/// still read.
@Suite("Snapshot JSON: placement inputs")
struct PlacementInputsCodecTests {
    static var sample: Snapshot {
        var snapshot = SampleSnapshots.screen
        snapshot.windows[0].subviews[0].guides[0].constraints = GuideConstraints(
            horizontal: [
                RecordedConstraint(
                    description:
                        "<NSLayoutConstraint:0x600000c01 'h' UILayoutGuide:0x300'space1'.leading == UIView:0x200.leading + 145.5   (active)>"
                )
            ],
            vertical: [
                RecordedConstraint(
                    description:
                        "<NSLayoutConstraint:0x600000c02 UILayoutGuide:0x300'space1'.height == 100 @999   (active)>",
                    priority: 999),
                RecordedConstraint(
                    description: "<NSLayoutConstraint:0x600000c03 \"quoted\"\n>", isActive: false),
            ])
        snapshot.windows[0].subviews[0].layoutInputs = LayoutInputs(
            safeAreaInsets: EdgeInsets(top: 103.5, left: 0, bottom: 34, right: 0),
            controller: ControllerInputs(
                className: "MyApp.ProfileViewController",
                additionalSafeAreaInsets: EdgeInsets(top: 12, left: 0, bottom: 0, right: 0)),
            parentControllers: [
                ControllerInputs(
                    className: "UINavigationController",
                    bars: [
                        BarInputs(
                            kind: .navigationBar, frameInWindow: Rect(x: 0, y: 47, width: 390, height: 44)),
                        BarInputs(
                            kind: .toolbar, frameInWindow: Rect(x: 0, y: 761, width: 390, height: 49),
                            isHidden: true),
                    ])
            ],
            directionalLayoutMargins: DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 20),
            insetsLayoutMarginsFromSafeArea: true, preservesSuperviewLayoutMargins: false,
            systemMinimumLayoutMargins: DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16),
            viewRespectsSystemMinimumLayoutMargins: true, isRightToLeft: false)
        snapshot.windows[0].subviews[0].subviews[0].layoutInputs = LayoutInputs(
            safeAreaInsets: .zero,
            scrollView: ScrollViewInputs(
                contentInsetAdjustmentBehavior: "automatic",
                adjustedContentInset: EdgeInsets(top: 0, left: 0, bottom: 34, right: 0),
                contentInset: .zero, contentSize: Size(width: 390, height: 900.25)))
        return snapshot
    }

    @Test("recorded constraints and layout inputs survive both readers exactly")
    func roundTrip() throws {
        let text = Self.sample.jsonText()
        #expect(text.contains("\"version\": 2"))
        #expect(text.contains("\"priority\": 999"))
        #expect(text.contains("\"active\": false"))
        let fast = try #require(
            Data(text.utf8).withUnsafeBytes { SnapshotJSONReader.snapshot(in: $0) },
            "the fast reader gave up on a file the writer wrote")
        #expect(fast == Self.sample)
        #expect(try Snapshot.decodedWithDecoder(Data(text.utf8)) == Self.sample)
        #expect(fast.jsonText() == text)
    }

    @Test("a version 1 file reads, with nothing recorded")
    func versionOne() throws {
        let text = SampleSnapshots.screen.jsonText().replacingOccurrences(
            of: "\"version\": 2", with: "\"version\": 1")
        let fast = try #require(Data(text.utf8).withUnsafeBytes { SnapshotJSONReader.snapshot(in: $0) })
        #expect(fast == SampleSnapshots.screen)
        #expect(try Snapshot.decodedWithDecoder(Data(text.utf8)) == SampleSnapshots.screen)
        #expect(fast.allGuides.allSatisfy { $0.guide.constraints == nil })
    }

    @Test(
        "a bad placement input names its JSON path",
        arguments: [
            (
                "\"safeAreaInsets\": [103.5, 0, 34, 0]", "\"safeAreaInsets\": [103.5, 0, 34]",
                "windows[0].subviews[0].layoutInputs.safeAreaInsets: expected 4 numbers [top, left, bottom, right]"
            ),
            (
                "\"kind\": \"navigationBar\"", "\"kind\": \"statusBar\"",
                "windows[0].subviews[0].layoutInputs.parentControllers[0].bars[0].kind: expected a bar kind: navigationBar, toolbar, tabBar"
            ),
            (
                "\"priority\": 999", "\"priority\": \"high\"",
                "windows[0].subviews[0].guides[0].constraints.vertical[0].priority: expected a number"
            ),
        ])
    func pathPreciseErrors(original: String, replacement: String, message: String) throws {
        let text = Self.sample.jsonText()
        #expect(text.contains(original))
        let broken = text.replacingOccurrences(of: original, with: replacement)
        #expect(
            throws: SnapshotError.invalid(
                path: String(message.split(separator: ":")[0]),
                expected: String(message.drop(while: { $0 != ":" }).dropFirst(2)))
        ) {
            try Snapshot(json: Data(broken.utf8))
        }
    }

    @Test("stabilizing rewrites the addresses inside recorded descriptions with their objects'")
    func stableDescriptions() {
        let stable = Self.sample.stabilized()
        let guide = stable.windows[0].subviews[0].guides[0]
        let description = guide.constraints?.horizontal[0].description ?? ""
        // space1 is the first guide in walk order; its owner the second view; the constraint a stranger.
        #expect(description.contains("UILayoutGuide:\(guide.address)'space1'"))
        #expect(description.contains("NSLayoutConstraint:0xc000000 "))
        #expect(!description.contains("0x600000c01"))
        #expect(stable.windows[0].subviews[0].layoutInputs?.safeAreaInsets?.top == 103.5)
    }

    @Test("addresses in text are replaced whole, never by prefix")
    func addressText() {
        let text = AddressText.replacingAddresses(in: "a:0x60.top == b:0x600 + 0xZ") {
            ObjectAddress($0.value + 1)
        }
        #expect(text == "a:0x61.top == b:0x601 + 0xZ")
    }
}
