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
        expectEqual(fast, Self.sample)
        expectEqual(try Snapshot.decodedWithDecoder(Data(text.utf8)), Self.sample)
        expectEqual(fast.jsonText(), text)
    }

    /// A snapshot where three guides of a chain share constraints, as `constraintsAffectingLayout`
    /// names the chain above each guide.
    static var chain: Snapshot {
        var snapshot = SampleSnapshots.screen
        let first = RecordedConstraint(description: "<NSLayoutConstraint:0x600000d01 UIView:0x200.top == 10>")
        let second = RecordedConstraint(
            description: "<NSLayoutConstraint:0x600000d02 UIView:0x200.height == 20 @750>", priority: 750)
        let third = RecordedConstraint(
            description: "<NSLayoutConstraint:0x600000d03 UIView:0x200.width == 30>", isActive: false)
        let guides = snapshot.windows[0].subviews[0].guides.indices
        for (offset, index) in guides.enumerated() {
            snapshot.windows[0].subviews[0].guides[index].constraints = GuideConstraints(
                horizontal: offset == 0 ? [third] : [],
                vertical: Array([first, second, third].prefix(offset + 1)))
        }
        return snapshot
    }

    @Test("each constraint is written once, in a table, and guides name it by number; both readers agree")
    func constraintTable() throws {
        let snapshot = Self.chain
        #expect(snapshot.windows[0].subviews[0].guides.count >= 3)
        let text = snapshot.jsonText()
        expectEqual(text.components(separatedBy: "0x600000d01").count, 2)
        expectEqual(text.components(separatedBy: "0x600000d03").count, 2)
        // In the order guides first name them: the first guide's horizontal one first.
        #expect(text.contains("\"constraints\": { \"horizontal\": [0], \"vertical\": [1] }"))
        #expect(text.contains("\"constraints\": { \"horizontal\": [], \"vertical\": [1, 2, 0] }"))
        let table = try #require(text.range(of: "\"constraints\": ["))
        #expect(table.lowerBound < (text.range(of: "\"windows\"")?.lowerBound ?? text.startIndex))
        let fast = try #require(Data(text.utf8).withUnsafeBytes { SnapshotJSONReader.snapshot(in: $0) })
        expectEqual(fast, snapshot)
        expectEqual(try Snapshot.decodedWithDecoder(Data(text.utf8)), snapshot)
        expectEqual(SnapshotJSONWriter.constraintTable(of: snapshot).table.count, 3)
        // Constraints alike in their first 48 bytes and their length (which is what is hashed) are
        // still two; so are ones that differ only in priority or activity.
        let head = String(repeating: "x", count: 48)
        var alike = SampleSnapshots.screen
        alike.windows[0].subviews[0].guides[0].constraints = GuideConstraints(
            horizontal: [
                RecordedConstraint(description: head + "a"), RecordedConstraint(description: head + "b"),
                RecordedConstraint(description: head + "a", priority: 999),
                RecordedConstraint(description: head + "a", isActive: false),
                RecordedConstraint(description: head + "a"),
            ])
        let alikeTable = SnapshotJSONWriter.constraintTable(of: alike)
        expectEqual(alikeTable.table.count, 4)
        expectEqual(alikeTable.guides.first?.horizontal, [0, 1, 2, 3, 0])
        expectEqual(try Snapshot(json: alike.jsonData()), alike)
        // No constraint recorded: no table.
        #expect(!SampleSnapshots.screen.jsonText().contains("\"constraints\""))
    }

    @Test("a table after the windows, and constraints written in place (as version 2 first did), read")
    func tableElsewhere() throws {
        let snapshot = Self.chain
        let text = snapshot.jsonText()
        let start = try #require(text.range(of: "  \"constraints\": ["))
        let end = try #require(text.range(of: "],\n  \"windows\"", range: start.lowerBound..<text.endIndex))
        let tableText = String(text[start.lowerBound..<end.lowerBound]) + "]"
        var moved = text
        moved.removeSubrange(start.lowerBound..<text.index(end.lowerBound, offsetBy: 3))
        let closing = try #require(moved.range(of: "\n}\n", options: .backwards))
        moved.replaceSubrange(closing, with: ",\n" + tableText + "\n}\n")
        #expect(
            moved.range(of: "\"constraints\": [")?.lowerBound ?? moved.startIndex
                > moved.range(of: "\"windows\"")?.lowerBound ?? moved.endIndex)
        #expect(Data(moved.utf8).withUnsafeBytes { SnapshotJSONReader.snapshot(in: $0) } == nil)
        expectEqual(try Snapshot(json: Data(moved.utf8)), snapshot)

        let inline = Self.sample.jsonText()
            .replacingOccurrences(
                of: "\"horizontal\": [0]", with: "\"horizontal\": [{ \"description\": \"x\" }]")
        let read = try Snapshot(json: Data(inline.utf8))
        expectEqual(
            read.windows[0].subviews[0].guides[0].constraints?.horizontal,
            [RecordedConstraint(description: "x")])
        let fastInline = Data(inline.utf8).withUnsafeBytes { SnapshotJSONReader.snapshot(in: $0) }
        expectEqual(fastInline, read)
    }

    @Test("a version 1 file reads, with nothing recorded")
    func versionOne() throws {
        let text = SampleSnapshots.screen.jsonText().replacingOccurrences(
            of: "\"version\": 2", with: "\"version\": 1")
        let fast = try #require(Data(text.utf8).withUnsafeBytes { SnapshotJSONReader.snapshot(in: $0) })
        expectEqual(fast, SampleSnapshots.screen)
        expectEqual(try Snapshot.decodedWithDecoder(Data(text.utf8)), SampleSnapshots.screen)
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
                "constraints[1].priority: expected a number"
            ),
            (
                "\"vertical\": [1, 2]", "\"vertical\": [1, 3]",
                "windows[0].subviews[0].guides[0].constraints.vertical[1]: expected the number of a constraint in the snapshot's \"constraints\" table (0 to 2), found 3"
            ),
            (
                "\"vertical\": [1, 2]", "\"vertical\": [1, -1]",
                "windows[0].subviews[0].guides[0].constraints.vertical[1]: expected the number of a constraint in the snapshot's \"constraints\" table (0 to 2), found -1"
            ),
            (
                "\"bars\": [", "\"bars\": 5, \"skipped\": [",
                "windows[0].subviews[0].layoutInputs.parentControllers[0].bars: expected an array of bars"
            ),
            (
                "\"bars\": [", "\"bars\": [5, ",
                "windows[0].subviews[0].layoutInputs.parentControllers[0].bars[0]: expected a bar object"
            ),
            (
                "\"parentControllers\": [", "\"parentControllers\": 5, \"skipped\": [",
                "windows[0].subviews[0].layoutInputs.parentControllers: expected an array of controllers"
            ),
            (
                "\"guides\": [", "\"guides\": [5, ",
                "windows[0].subviews[0].guides[0]: expected a guide object"
            ),
            (
                "\"contentInsetAdjustmentBehavior\": \"automatic\"", "\"contentInsetAdjustmentBehavior\": 2",
                "windows[0].subviews[0].subviews[0].layoutInputs.scrollView.contentInsetAdjustmentBehavior: expected a behavior name string"
            ),
            (
                "\"vertical\": [1, 2]", "\"vertical\": [1, \"2\"]",
                "windows[0].subviews[0].guides[0].constraints.vertical[1]: expected a constraint's number in the \"constraints\" table, or a constraint object"
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

    @Test("a hidden bar is recorded without a frame, and reads back so")
    func hiddenBarWithoutFrame() throws {
        var snapshot = SampleSnapshots.screen
        snapshot.windows[0].subviews[0].layoutInputs = LayoutInputs(
            controller: ControllerInputs(className: "MyApp.ListViewController"),
            parentControllers: [
                ControllerInputs(
                    className: "UINavigationController",
                    bars: [
                        BarInputs(
                            kind: .navigationBar, frameInWindow: Rect(x: 0, y: 47, width: 390, height: 44)),
                        BarInputs(kind: .toolbar, frameInWindow: nil, isHidden: true),
                    ])
            ])
        let text = snapshot.jsonText()
        #expect(text.contains("{ \"kind\": \"toolbar\", \"hidden\": true }"))
        #expect(text.contains("{ \"kind\": \"navigationBar\", \"windowFrame\": [0, 47, 390, 44] }"))
        #expect(Data(text.utf8).withUnsafeBytes { SnapshotJSONReader.snapshot(in: $0) } == snapshot)
        expectEqual(try Snapshot.decodedWithDecoder(Data(text.utf8)), snapshot)
        expectEqual(
            snapshot.stabilized().windows[0].subviews[0].layoutInputs?.parentControllers[0].bars[1]
                .frameInWindow, nil)
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
        expectEqual(stable.windows[0].subviews[0].layoutInputs?.safeAreaInsets?.top, 103.5)
    }

    @Test("stabilizing rounds a scroll view's inputs to a thousandth, as every other number")
    func stableScrollInputs() {
        var snapshot = Self.sample
        let noise = 0.000_04
        snapshot.windows[0].subviews[0].layoutInputs?.scrollView = ScrollViewInputs(
            contentInsetAdjustmentBehavior: "automatic",
            adjustedContentInset: EdgeInsets(top: 47 + noise, left: noise, bottom: 34.5 - noise, right: 0),
            contentInset: EdgeInsets(top: 12.25 + noise, left: 0, bottom: noise, right: 8 - noise),
            contentSize: Size(width: 390 - noise, height: 1_200.5 + noise))
        let scroll = snapshot.stabilized().windows[0].subviews[0].layoutInputs?.scrollView
        expectEqual(scroll?.adjustedContentInset, EdgeInsets(top: 47, left: 0, bottom: 34.5, right: 0))
        expectEqual(scroll?.contentInset, EdgeInsets(top: 12.25, left: 0, bottom: 0, right: 8))
        expectEqual(scroll?.contentSize, Size(width: 390, height: 1_200.5))
    }

    @Test("stabilizing rounds a view's safe-area insets and both kinds of margins to a thousandth")
    func stableInsetsAndMargins() {
        var snapshot = Self.sample
        let noise = 0.000_04
        snapshot.windows[0].subviews[0].layoutInputs?.safeAreaInsets = EdgeInsets(
            top: 103.5 + noise, left: noise, bottom: 34 - noise, right: 0)
        snapshot.windows[0].subviews[0].layoutInputs?.directionalLayoutMargins = DirectionalEdgeInsets(
            top: 8 - noise, leading: 16.25 + noise, bottom: 8, trailing: 20 - noise)
        snapshot.windows[0].subviews[0].layoutInputs?.systemMinimumLayoutMargins = DirectionalEdgeInsets(
            top: noise, leading: 16 + noise, bottom: 0, trailing: 16 - noise)
        let inputs = snapshot.stabilized().windows[0].subviews[0].layoutInputs
        expectEqual(inputs?.safeAreaInsets, EdgeInsets(top: 103.5, left: 0, bottom: 34, right: 0))
        expectEqual(
            inputs?.directionalLayoutMargins,
            DirectionalEdgeInsets(top: 8, leading: 16.25, bottom: 8, trailing: 20))
        expectEqual(
            inputs?.systemMinimumLayoutMargins,
            DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
    }

    @Test("addresses in text are replaced whole, never by prefix")
    func addressText() {
        let text = AddressText.replacingAddresses(in: "a:0x60.top == b:0x600 + 0xZ") {
            ObjectAddress($0.value + 1)
        }
        expectEqual(text, "a:0x61.top == b:0x601 + 0xZ")
    }
}
