import Foundation
import GuideLensTestSupport
import Testing

@testable @_spi(Engine) import GuideLensCore

/// A view's `"layout"` (what places it: its constraints, intrinsic size, priorities and
/// autoresizing mask) survives the writer, the fast reader and the `Decodable` reading alike; its
/// constraints share the snapshot's one table with the guides'; bad values are refused with their
/// path; files without it read as before.
@Suite("Snapshot JSON: view layouts")
struct ViewLayoutCodecTests {
    /// A constraint the guide `space1` and the root view both name, and one only the label names.
    static let shared = RecordedConstraint(
        description:
            "<NSLayoutConstraint:0x600000e01 UILayoutGuide:0x300'space1'.top == UIView:0x200.top + 20.5   (active)>"
    )
    static let labelWidth = RecordedConstraint(
        description:
            "<NSContentSizeLayoutConstraint:0x600000e02 UILabel:0x450.width == 104 Hug:251 CompressionResistance:750   (active)>",
        priority: 251)
    static let inactive = RecordedConstraint(
        description: "<NSLayoutConstraint:0x600000e03 UILabel:0x450.leading == UIView:0x200.leading + 16>",
        priority: 999, isActive: false)

    /// The sample screen with the root view's layout (every field, fractional and -1 values) and a
    /// label's (a mask, hugging at 251), one constraint shared with a guide.
    static var sample: Snapshot {
        var snapshot = SampleSnapshots.screen
        snapshot.windows[0].subviews[0].guides[0].constraints = GuideConstraints(vertical: [shared])
        snapshot.windows[0].subviews[0].layout = ViewLayout(
            constraints: GuideConstraints(horizontal: [inactive], vertical: [shared]),
            intrinsicContentSize: Size(width: -1, height: -1),
            contentHugging: AxisPriorities(horizontal: 250, vertical: 250),
            compressionResistance: AxisPriorities(horizontal: 750, vertical: 750),
            translatesAutoresizingMaskIntoConstraints: true, autoresizingMask: 18)
        snapshot.windows[0].subviews[0].subviews[1].layout = ViewLayout(
            constraints: GuideConstraints(horizontal: [labelWidth, inactive], vertical: []),
            intrinsicContentSize: Size(width: 104, height: 20.333333333333332),
            contentHugging: AxisPriorities(horizontal: 251, vertical: 251.5),
            compressionResistance: AxisPriorities(horizontal: 749.25, vertical: 750),
            translatesAutoresizingMaskIntoConstraints: false, autoresizingMask: 0)
        return snapshot
    }

    static func fast(_ text: String) -> Snapshot? {
        Data(text.utf8).withUnsafeBytes { SnapshotJSONReader.snapshot(in: $0) }
    }

    @Test("every field survives the writer, the fast reader and the Decodable reading exactly")
    func roundTrip() throws {
        let snapshot = Self.sample
        let text = snapshot.jsonText()
        let fast = try #require(Self.fast(text), "the fast reader gave up on a file the writer wrote")
        expectEqual(fast, snapshot)
        expectEqual(try Snapshot.decodedWithDecoder(Data(text.utf8)), snapshot)
        expectEqual(try Snapshot(json: Data(text.utf8)), snapshot)
        expectEqual(fast.jsonText(), text)
        #expect(text.contains("\"intrinsicContentSize\": [-1, -1]"))
        #expect(text.contains("\"intrinsicContentSize\": [104, 20.333333333333332]"))
        #expect(text.contains("\"contentHugging\": [251, 251.5]"))
    }

    @Test("a layout is one line after the layout inputs, recorded fields only")
    func line() throws {
        var snapshot = Self.sample
        snapshot.windows[0].subviews[0].layoutInputs = LayoutInputs(isRightToLeft: false)
        let lines = snapshot.jsonText().split(separator: "\n").map(String.init)
        let inputs = lines.firstIndex { $0.contains("\"layoutInputs\"") }
        let layout = lines.firstIndex { $0.contains("\"layout\": {") }
        #expect(inputs.map { $0 + 1 } == layout)
        #expect(
            lines.contains(
                "          \"layout\": { \"constraints\": { \"horizontal\": [0], \"vertical\": [1] }, \"intrinsicContentSize\": [-1, -1], \"contentHugging\": [250, 250], \"compressionResistance\": [750, 750], \"translatesAutoresizingMaskIntoConstraints\": true, \"autoresizingMask\": 18 },"
            ))
        var partial = SampleSnapshots.screen
        partial.windows[0].subviews[0].layout = ViewLayout(autoresizingMask: 45)
        partial.windows[0].subviews[0].subviews[0].layout = ViewLayout()
        let text = partial.jsonText()
        #expect(text.contains("\n          \"layout\": { \"autoresizingMask\": 45 },\n"))
        #expect(text.contains("\n              \"layout\": {},\n"))
        #expect(!text.contains("\"constraints\""), "no constraint recorded: no table")
        expectEqual(Self.fast(text), partial)
        expectEqual(try Snapshot.decodedWithDecoder(Data(text.utf8)), partial)
    }

    @Test(
        "a constraint a view and a guide both name is in the table once, numbered in the order the file names it"
    )
    func sharedTable() throws {
        let snapshot = Self.sample
        let text = snapshot.jsonText()
        expectEqual(text.components(separatedBy: "0x600000e01").count, 2)
        expectEqual(text.components(separatedBy: "0x600000e03").count, 2)
        let numbering = SnapshotJSONWriter.constraintTable(of: snapshot)
        // The root view's own constraints come before its guides', its subviews' after;
        // horizontal before vertical.
        expectEqual(numbering.table, [Self.inactive, Self.shared, Self.labelWidth])
        expectEqual(numbering.views.map(\.horizontal), [[0], [2, 0]])
        expectEqual(numbering.views.map(\.vertical), [[1], []])
        expectEqual(numbering.guides.map(\.vertical), [[1]])
        #expect(text.contains("\"constraints\": { \"horizontal\": [2, 0], \"vertical\": [] }"))
        // A view's list between two guides' leaves their shared numbering alone.
        let chain = PlacementInputsCodecTests.chain
        var interleaved = chain
        interleaved.windows[0].subviews[0].subviews[0].layout = ViewLayout(
            constraints: GuideConstraints(vertical: [Self.labelWidth]))
        expectEqual(
            SnapshotJSONWriter.constraintTable(of: interleaved).guides.map(\.vertical),
            SnapshotJSONWriter.constraintTable(of: chain).guides.map(\.vertical))
        expectEqual(try Snapshot(json: interleaved.jsonData()), interleaved)
    }

    @Test("an intrinsic size the format holds is finite on both axes; -1 (no intrinsic metric) is a value")
    func intrinsicSizes() {
        #expect(ViewLayout.holds(intrinsicContentSize: Size(width: -1, height: 20.5)))
        #expect(!ViewLayout.holds(intrinsicContentSize: Size(width: 12.5, height: .infinity)))
        #expect(!ViewLayout.holds(intrinsicContentSize: Size(width: .nan, height: 20.5)))
    }

    @Test("a file without layouts is written as before and reads with none")
    func withoutLayouts() throws {
        let plain = PlacementInputsCodecTests.sample
        var withEmptyCapture = plain
        withEmptyCapture.windows[0].subviews[0].layout = nil
        expectEqual(withEmptyCapture.jsonText(), plain.jsonText())
        #expect(!plain.jsonText().contains("\"layout\""))
        let read = try Snapshot(json: plain.jsonData())
        var noLayout = true
        read.forEachView { visit in noLayout = noLayout && visit.view.layout == nil }
        #expect(noLayout)
        let versionOne = SampleSnapshots.screen.jsonText().replacingOccurrences(
            of: "\"version\": 2", with: "\"version\": 1")
        expectEqual(Self.fast(versionOne), SampleSnapshots.screen)
        expectEqual(try Snapshot.decodedWithDecoder(Data(versionOne.utf8)), SampleSnapshots.screen)
    }

    @Test("null and unknown fields read as nothing recorded, as elsewhere in the format")
    func nullAndUnknown() throws {
        let text = Self.sample.jsonText()
            .replacingOccurrences(
                of: "\"intrinsicContentSize\": [-1, -1]", with: "\"intrinsicContentSize\": null"
            )
            .replacingOccurrences(
                of: "\"autoresizingMask\": 18 }", with: "\"autoresizingMask\": 18, \"laterField\": [1, {}] }")
        var expected = Self.sample
        expected.windows[0].subviews[0].layout?.intrinsicContentSize = nil
        expectEqual(Self.fast(text), expected)
        expectEqual(try Snapshot.decodedWithDecoder(Data(text.utf8)), expected)
        let noLayout = text.replacing(
            #/"layout": \{ "constraints": \{ "horizontal": \[0\][^\n]*/#, with: "\"layout\": null,")
        #expect(noLayout != text)
        let read = try Snapshot(json: Data(noLayout.utf8))
        expectEqual(read.windows[0].subviews[0].layout, nil)
        expectEqual(
            read.windows[0].subviews[0].subviews[1].layout,
            Self.sample.windows[0].subviews[0].subviews[1].layout)
    }

    @Test(
        "a bad layout value names its JSON path",
        arguments: [
            (
                "\"contentHugging\": [250, 250]", "\"contentHugging\": [\"high\", 250]",
                "windows[0].subviews[0].layout.contentHugging: expected 2 priorities [horizontal, vertical], each from 0 to 1000"
            ),
            (
                "\"contentHugging\": [250, 250]", "\"contentHugging\": [-1, 250]",
                "windows[0].subviews[0].layout.contentHugging: expected 2 priorities [horizontal, vertical], each from 0 to 1000"
            ),
            (
                "\"compressionResistance\": [750, 750]", "\"compressionResistance\": [750, \"nan\"]",
                "windows[0].subviews[0].layout.compressionResistance: expected 2 priorities [horizontal, vertical], each from 0 to 1000"
            ),
            (
                "\"compressionResistance\": [750, 750]", "\"compressionResistance\": [750, 1000.5]",
                "windows[0].subviews[0].layout.compressionResistance: expected 2 priorities [horizontal, vertical], each from 0 to 1000"
            ),
            (
                "\"compressionResistance\": [750, 750]", "\"compressionResistance\": [750]",
                "windows[0].subviews[0].layout.compressionResistance: expected 2 priorities [horizontal, vertical], each from 0 to 1000"
            ),
            (
                "\"intrinsicContentSize\": [-1, -1]", "\"intrinsicContentSize\": [\"nan\", -1]",
                "windows[0].subviews[0].layout.intrinsicContentSize: expected 2 finite numbers [width, height] (-1 is no intrinsic size)"
            ),
            (
                "\"intrinsicContentSize\": [-1, -1]", "\"intrinsicContentSize\": [\"wide\", -1]",
                "windows[0].subviews[0].layout.intrinsicContentSize: expected 2 finite numbers [width, height] (-1 is no intrinsic size)"
            ),
            (
                "\"autoresizingMask\": 18", "\"autoresizingMask\": -2",
                "windows[0].subviews[0].layout.autoresizingMask: expected a whole number from 0, found -2"
            ),
            (
                "\"autoresizingMask\": 18", "\"autoresizingMask\": \"18\"",
                "windows[0].subviews[0].layout.autoresizingMask: expected a whole number from 0"
            ),
            (
                "\"translatesAutoresizingMaskIntoConstraints\": true",
                "\"translatesAutoresizingMaskIntoConstraints\": 1",
                "windows[0].subviews[0].layout.translatesAutoresizingMaskIntoConstraints: expected true or false"
            ),
            (
                "\"horizontal\": [2, 0]", "\"horizontal\": [2, 3]",
                "windows[0].subviews[0].subviews[1].layout.constraints.horizontal[1]: expected the number of a constraint in the snapshot's \"constraints\" table (0 to 2), found 3"
            ),
            (
                "\"horizontal\": [2, 0]", "\"horizontal\": [2, \"0\"]",
                "windows[0].subviews[0].subviews[1].layout.constraints.horizontal[1]: expected a constraint's number in the \"constraints\" table, or a constraint object"
            ),
            (
                "\"layout\": { \"constraints\": { \"horizontal\": [0]",
                "\"layout\": [{ \"constraints\": { \"horizontal\": [0]",
                "windows[0].subviews[0].layout: expected an object of what places the view"
            ),
        ])
    func pathPreciseErrors(original: String, replacement: String, message: String) throws {
        let text = Self.sample.jsonText()
        #expect(text.contains(original))
        var broken = text.replacingOccurrences(of: original, with: replacement)
        if replacement.hasPrefix("\"layout\": [") {
            // Close the array the replacement opened, on the same line.
            let line = try #require(broken.range(of: replacement))
            let end = try #require(broken.range(of: " },\n", range: line.upperBound..<broken.endIndex))
            broken.replaceSubrange(end, with: " }],\n")
        }
        expectEqual(Self.fast(broken), nil, "the fast reader gives up, leaving the error to the slow one")
        #expect(
            throws: SnapshotError.invalid(
                path: String(message.split(separator: ":")[0]),
                expected: String(message.drop(while: { $0 != ":" }).dropFirst(2)))
        ) {
            try Snapshot(json: Data(broken.utf8))
        }
    }

    @Test("what the format does not hold is left out when written, so that every file written reads back")
    func unholdable() throws {
        var snapshot = SampleSnapshots.screen
        snapshot.windows[0].subviews[0].layout = ViewLayout(
            intrinsicContentSize: Size(width: .nan, height: 20),
            contentHugging: AxisPriorities(horizontal: -1, vertical: 250),
            compressionResistance: AxisPriorities(horizontal: 750, vertical: .infinity),
            translatesAutoresizingMaskIntoConstraints: false, autoresizingMask: -4)
        let text = snapshot.jsonText()
        #expect(text.contains("\"layout\": { \"translatesAutoresizingMaskIntoConstraints\": false },"))
        let read = try Snapshot(json: Data(text.utf8))
        expectEqual(
            read.windows[0].subviews[0].layout, ViewLayout(translatesAutoresizingMaskIntoConstraints: false))
        expectEqual(Self.fast(text), read)
        #expect(ViewLayout.holds(priority: 0) && ViewLayout.holds(priority: 1000))
        #expect(!ViewLayout.holds(priority: -0.001) && !ViewLayout.holds(priority: 1000.001))
    }

    @Test("stabilizing rewrites the addresses in a view's constraints and rounds its numbers")
    func stable() {
        let stable = Self.sample.stabilized()
        let root = stable.windows[0].subviews[0]
        let layout = root.layout
        expectEqual(layout?.constraints?.vertical[0].description.contains("UIView:\(root.address).top"), true)
        // The root view's constraints are named before its guides', horizontal first, so they
        // take the first stable addresses.
        expectEqual(
            layout?.constraints?.horizontal[0].description.hasPrefix("<NSLayoutConstraint:0xc000000 "), true)
        expectEqual(
            layout?.constraints?.vertical[0].description.hasPrefix("<NSLayoutConstraint:0xc000001 "), true)
        expectEqual(root.guides[0].constraints?.vertical, layout?.constraints?.vertical)
        let label = stable.windows[0].subviews[0].subviews[1].layout
        expectEqual(label?.intrinsicContentSize, Size(width: 104, height: 20.333))
        expectEqual(label?.contentHugging, AxisPriorities(horizontal: 251, vertical: 251.5))
        expectEqual(label?.autoresizingMask, 0)
        expectEqual(stable.stabilized(), stable)
    }

    @Test("the view-walking operations keep a view's layout")
    func walksKeepIt() throws {
        let snapshot = Self.sample
        let label = snapshot.windows[0].subviews[0].subviews[1]
        expectEqual(snapshot.subtree(at: label.address)?.windows[0].layout, label.layout)
        expectEqual(
            snapshot.keepingGuides(of: []).windows[0].subviews[0].layout,
            snapshot.windows[0].subviews[0].layout)
        let builder = HierarchyBuilder()
        let built = builder.view(
            frame: Rect(x: 0, y: 0, width: 10, height: 10), in: .window(size: Size(width: 10, height: 10)),
            layoutInputs: nil, layout: ViewLayout(autoresizingMask: 2))
        expectEqual(built.layout, ViewLayout(autoresizingMask: 2))
        expectEqual(
            builder.view(frame: .zero, in: .window(size: Size(width: 0, height: 0)), layoutInputs: nil)
                .layout, nil)
    }

    @Test("Documentation/SnapshotFormat.md's layout line is one the writer writes, and it reads back")
    func documentedLine() throws {
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Documentation/SnapshotFormat.md")
        let text = try String(contentsOf: page, encoding: .utf8)
        let marker = try #require(text.range(of: "<!-- snapshot-layout-example"))
        let fence = try #require(text.range(of: "```\n", range: marker.upperBound..<text.endIndex))
        let end = try #require(text.range(of: "\n```", range: fence.upperBound..<text.endIndex))
        let line = String(text[fence.upperBound..<end.lowerBound])
        // Six constraints: the window's guide names the first three, so the view's are 3, 4 and 5.
        let constraints = (0..<6).map {
            RecordedConstraint(description: "<NSLayoutConstraint:0x60000000000\($0) c\($0)>")
        }
        let builder = HierarchyBuilder()
        var guide = HierarchyBuilder.Guide(
            identifier: "g", layoutFrame: Rect(x: 0, y: 0, width: 10, height: 10))
        guide.constraints = GuideConstraints(horizontal: Array(constraints[0..<3]))
        let window = builder.window(size: Size(width: 390, height: 844), guides: [guide]) { space in
            [
                builder.view(
                    "UILabel", frame: Rect(x: 16, y: 60, width: 104, height: 20.5), in: space,
                    layoutInputs: nil,
                    layout: ViewLayout(
                        constraints: GuideConstraints(
                            horizontal: [constraints[3], constraints[4]], vertical: [constraints[5]]),
                        intrinsicContentSize: Size(width: 104, height: 20.5),
                        contentHugging: AxisPriorities(horizontal: 251, vertical: 251),
                        compressionResistance: AxisPriorities(horizontal: 750, vertical: 750),
                        translatesAutoresizingMaskIntoConstraints: false, autoresizingMask: 18))
            ]
        }
        let snapshot = Snapshot(windows: [window])
        let written = snapshot.jsonText()
        #expect(written.contains(" " + line + ",\n"), "\(line)\n\(written)")
        expectEqual(try Snapshot(json: Data(written.utf8)), snapshot)
    }

    @Test("2,000 seeded random mutations of a file with layouts decode to a value or a path-precise error")
    func mutations() {
        let base = Array(Self.sample.jsonText().utf8)
        var random = SeededGenerator(seed: SnapshotFuzzTests.seed)
        let topLevelKeys: Set<String> = [
            "format", "version", "title", "screenScale", "constraints", "windows", "",
        ]
        var outcomes = 0
        var pathErrors = 0
        for iteration in 0..<2000 {
            let (_, bytes) = SnapshotFuzzTests.mutate(base, using: &random)
            do {
                _ = try Snapshot(json: Data(bytes))
                outcomes += 1
            } catch SnapshotError.invalid(let path, let expected) {
                outcomes += 1
                pathErrors += 1
                let head = String(path.prefix(while: { $0 != "." && $0 != "[" }))
                #expect(
                    topLevelKeys.contains(head),
                    "seed \(SnapshotFuzzTests.seed), iteration \(iteration): \(path)")
                #expect(!expected.isEmpty)
            } catch SnapshotError.notJSON, SnapshotError.tooDeep {
                outcomes += 1
            } catch {
                Issue.record(
                    "seed \(SnapshotFuzzTests.seed), iteration \(iteration): not a SnapshotError: \(error)")
            }
        }
        expectEqual(outcomes, 2000)
        #expect(pathErrors > 200)
    }
}

/// A recorded mask printed as UIKit prints it, each axis on its own: `h=` takes the left margin,
/// width and right margin bits (1, 2, 4), `v=` the top margin, height and bottom margin (8, 16, 32),
/// each letter in its place.
@Suite("Snapshot: a recorded autoresizing mask in the log's letters")
struct AutoresizingMaskTextTests {
    @Test(
        "every bit alone and axes that differ print each letter in its place",
        arguments: [
            (1, "h=&-- v=---"), (2, "h=-&- v=---"), (4, "h=--& v=---"),
            (8, "h=--- v=&--"), (16, "h=--- v=-&-"), (32, "h=--- v=--&"),
            (2 | 8, "h=-&- v=&--"), (1 | 32, "h=&-- v=--&"), (4 | 16, "h=--& v=-&-"),
            (2 | 4 | 8 | 16, "h=-&& v=&&-"), (0, "h=--- v=---"), (63, "h=&&& v=&&&"),
        ])
    func maskLetters(mask: Int, text: String) {
        let layout = ViewLayout(autoresizingMask: mask)
        expectEqual(layout.maskText, text)
        // The log's reader takes the same letters back to the same flexible parts.
        let parsed = AutoresizingMask(text: text)
        expectEqual(parsed?.text, text)
    }

    @Test("no recorded mask prints nothing")
    func noMask() {
        expectEqual(ViewLayout().maskText, nil)
    }
}
