import Foundation
import Testing

@testable @_spi(Engine) import GuideLensCore

@Suite("Snapshot JSON")
struct SnapshotCodecTests {
    static let sample = SampleSnapshots.screen

    @Test("a snapshot survives a round trip exactly")
    func roundTrip() throws {
        let decoded = try Snapshot(json: Self.sample.jsonData())
        expectEqual(decoded, Self.sample)
    }

    @Test("non-finite and negative frames survive export so they can be linted")
    func degenerateRoundTrip() throws {
        var snapshot = Self.sample
        snapshot.windows[0].subviews[0].guides[0].layoutFrame = Rect(
            x: .infinity, y: -.infinity, width: 10, height: -3)
        snapshot.windows[0].subviews[0].guides[0].frameInWindow = Rect(x: 1, y: 2, width: 3, height: 4)
        let text = snapshot.jsonText()
        #expect(text.contains("\"layoutFrame\": [\"inf\", \"-inf\", 10, -3]"))
        let decoded = try Snapshot(json: Data(text.utf8))
        expectEqual(decoded.windows[0].subviews[0].guides[0].layoutFrame.geometryIssue, .nonFinite)
        let nan = text.replacingOccurrences(of: "[\"inf\", \"-inf\", 10, -3]", with: "[\"nan\", 0, 10, 3]")
        #expect(try Snapshot(json: Data(nan.utf8)).windows[0].subviews[0].guides[0].layoutFrame.minX.isNaN)
    }

    @Test("guides may leave out class, kind, window frame and owner; the owner fills them in")
    func minimalGuide() throws {
        let json = """
            {"format": "guidelens-snapshot", "version": 1, "windows": [
              {"class": "UIWindow", "address": "0x1", "frame": [0, 0, 390, 844], "bounds": [0, 0, 390, 844],
               "windowFrame": [0, 0, 390, 844], "subviews": [
                 {"class": "UIView", "address": "0x2", "frame": [10, 20, 100, 100], "bounds": [0, 0, 100, 100],
                  "windowFrame": [10, 20, 100, 100],
                  "guides": [{"address": "0x3", "identifier": "UIViewSafeAreaLayoutGuide", "layoutFrame": [0, 5, 100, 90]},
                             {"address": "0x4", "layoutFrame": [1, 1, 1, 1], "owner": null}]}]}]}
            """
        let snapshot = try Snapshot(json: Data(json.utf8))
        let guides = snapshot.windows[0].subviews[0].guides
        expectEqual(guides[0].kind, .safeArea)
        expectEqual(guides[0].className, "UILayoutGuide")
        expectEqual(guides[0].frameInWindow, Rect(x: 10, y: 25, width: 100, height: 90))
        expectEqual(guides[0].owningViewAddress, ObjectAddress(2))
        expectEqual(guides[1].owningViewAddress, nil)
        expectEqual(guides[1].kind, .custom)
    }

    @Test(
        "errors name the JSON path and what was expected",
        arguments: [
            (
                "\"layoutFrame\": [145, 320, 100, 100]", "\"layoutFrame\": [145, 320, \"wide\", 100]",
                "windows[0].subviews[0].guides[0].layoutFrame: expected 4 numbers [x, y, width, height]"
            ),
            (
                "\"layoutFrame\": [145, 320, 100, 100]", "\"layoutFrame\": [145, 320, 100]",
                "windows[0].subviews[0].guides[0].layoutFrame: expected 4 numbers [x, y, width, height]"
            ),
            (
                "\"address\": \"0x301\"", "\"address\": 769",
                "windows[0].subviews[0].guides[1].address: expected an address string such as \"0x7fb63fc06df0\""
            ),
            (
                "\"kind\": \"safe-area\"", "\"kind\": \"safearea\"",
                "windows[0].subviews[0].guides[1].kind: expected a guide kind: safe-area, layout-margins, readable-content, keyboard, scroll-content, scroll-frame, stack-spacer, focus, custom, system"
            ),
            (
                "\"class\": \"UIScrollView\"", "\"class\": false",
                "windows[0].subviews[0].subviews[0].class: expected a class name string"
            ),
            (
                "\"format\": \"guidelens-snapshot\"", "\"format\": \"other\"",
                "format: expected \"guidelens-snapshot\", found \"other\"; this is not a GuideLens snapshot"
            ),
            (
                "\"version\": 2", "\"version\": 3",
                "version: expected 1 to 2, found 3; this guidelens reads versions 1 to 2"
            ),
            ("\"screenScale\": 3", "\"screenScale\": -1", "screenScale: expected a positive number"),
            // Not a number at all: the decoder's own failure, named the same way.
            ("\"screenScale\": 3", "\"screenScale\": \"three\"", "screenScale: expected a positive number"),
            (
                "\"clipsToBounds\": true", "\"clipsToBounds\": \"yes\"",
                "windows[0].subviews[0].subviews[0].clipsToBounds: expected true or false"
            ),
        ])
    func pathPreciseErrors(original: String, replacement: String, message: String) throws {
        let text = Self.sample.jsonText()
        #expect(text.contains(original))
        let broken = text.replacingOccurrences(of: original, with: replacement)
        #expect(throws: (any Error).self) { try Snapshot(json: Data(broken.utf8)) }
        do {
            _ = try Snapshot(json: Data(broken.utf8))
        } catch {
            expectEqual("\(error)", message)
        }
    }

    @Test("a missing field says it is missing")
    func missingField() {
        let text = Self.sample.jsonText().replacingOccurrences(
            of: "\"windowFrame\": [0, 0, 390, 844],\n", with: "")
        do {
            _ = try Snapshot(json: Data(text.utf8))
            Issue.record("decoded a window without windowFrame")
        } catch {
            expectEqual(
                "\(error)", "windows[0].windowFrame: missing; expected 4 numbers [x, y, width, height]")
        }
    }

    @Test(
        "text that is not JSON, or not an object, is refused with a clear error",
        arguments: [
            ("", "not valid JSON"), ("{\"format\": ", "not valid JSON"),
            ("[1, 2]", "(top level): expected a JSON object"),
            ("\"just a string\"", "(top level): expected a JSON object"),
            ("{}", "format: missing; expected the string"),
            (
                "{\"format\": \"guidelens-snapshot\", \"version\": 2, \"title\": \"\", \"windows\": [5]}",
                "windows[0]: expected a view object"
            ),
        ])
    func notASnapshot(text: String, prefix: String) {
        do {
            _ = try Snapshot(json: Data(text.utf8))
            Issue.record("decoded \(text)")
        } catch {
            #expect("\(error)".hasPrefix(prefix), "\("\(error)")")
        }
    }

    @Test("absurdly deep nesting is refused before decoding starts")
    func deepNesting() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: SnapshotError.tooDeep(limit: Snapshot.maximumNesting)) {
            try Snapshot(json: Data(deep.utf8))
        }
        let brackets =
            "{\"format\": \"guidelens-snapshot\", \"title\": \"" + String(repeating: "[", count: 2000) + "\"}"
        // Brackets inside strings do not count.
        #expect(throws: SnapshotError.invalid(path: "version", expected: "missing; expected a whole number"))
        {
            try Snapshot(json: Data(brackets.utf8))
        }
    }

    @Test("strings with quotes, backslashes and control characters are escaped")
    func escaping() throws {
        var snapshot = Self.sample
        snapshot.title = "a\"b\\c\nd\u{1}é😀"
        snapshot.windows[0].subviews[0].guides[0].identifier = "tab\there"
        let decoded = try Snapshot(json: snapshot.jsonData())
        expectEqual(decoded.title, snapshot.title)
        expectEqual(decoded.windows[0].subviews[0].guides[0].identifier, "tab\there")
    }
}

// Behaviours pinned after they were wrong once.
extension SnapshotCodecTests {
    @Test("what the writer writes, the reader reads: alpha outside 0…1 and odd scales are written clamped")
    func writerMatchesReader() throws {
        var snapshot = SampleSnapshots.screen
        snapshot.windows[0].alpha = 1.0000001
        snapshot.windows[0].subviews[0].alpha = -0.2
        snapshot.screenScale = .nan
        let decoded = try Snapshot(json: snapshot.jsonData())
        #expect(
            decoded.windows[0].alpha == 1 && decoded.windows[0].subviews[0].alpha == 0
                && decoded.screenScale == 3)
        // An alpha that is not a number is written as the default, 1: left out.
        var unknown = SampleSnapshots.screen
        unknown.windows[0].alpha = .nan
        #expect(!unknown.jsonText().contains("\"alpha\""))
        expectEqual(try Snapshot(json: unknown.jsonData()).windows[0].alpha, 1)
    }

    @Test(
        "addresses are digits only",
        arguments: [
            ("0x7fb63fc06230", UInt64?.some(0x7fb6_3fc0_6230)), ("0X0000000000000000ff", 0xff), ("123", 123),
            ("0x0", 0),
            ("+5", nil), ("0x-0", nil), ("0x+ff", nil), ("0x", nil), ("", nil), ("12 3", nil),
            ("0x1ffffffffffffffff", nil), ("٣", nil),
        ])
    func addressParsing(text: String, value: UInt64?) {
        expectEqual(ObjectAddress(parsing: text)?.value, value)
    }
}

@Suite("Snapshot JSON: class chains")
struct SnapshotClassChainTests {
    static var withChain: Snapshot {
        let builder = HierarchyBuilder()
        let window = builder.window(
            size: Size(width: 100, height: 100),
            guides: [
                HierarchyBuilder.Guide(
                    className: "MyApp.FocusGuide",
                    classChain: ["MyApp.FocusGuide", "UIFocusGuide", "UILayoutGuide"],
                    layoutFrame: Rect(x: 0, y: 0, width: 10, height: 10))
            ])
        return Snapshot(windows: [window])
    }

    @Test("a class chain is written, read back, and classifies the guide by its family")
    func roundTrip() throws {
        let snapshot = Self.withChain
        expectEqual(snapshot.windows[0].guides[0].kind, .focus)
        let text = snapshot.jsonText()
        #expect(text.contains("\"classChain\": [\"MyApp.FocusGuide\", \"UIFocusGuide\", \"UILayoutGuide\"]"))
        let decoded = try Snapshot(json: Data(text.utf8))
        expectEqual(decoded, snapshot)
        expectEqual(try Snapshot.decodedWithDecoder(Data(text.utf8)), snapshot)
    }

    @Test("without a stated kind, the chain classifies; a snapshot without chains still reads, by class name")
    func classifiesWithoutKind() throws {
        let text = Self.withChain.jsonText().replacingOccurrences(of: "\"kind\": \"focus\", ", with: "")
        #expect(!text.contains("\"kind\""))
        expectEqual(try Snapshot(json: Data(text.utf8)).windows[0].guides[0].kind, .focus)
        let old = text.replacingOccurrences(
            of: "\"classChain\": [\"MyApp.FocusGuide\", \"UIFocusGuide\", \"UILayoutGuide\"], ", with: "")
        let decoded = try Snapshot(json: Data(old.utf8))
        expectEqual(decoded.windows[0].guides[0].classChain, nil)
        expectEqual(decoded.windows[0].guides[0].kind, .custom)
    }
}

@Suite("Stable snapshots for tests")
struct StableSnapshotTests {
    static func capture(base: UInt64, jitter: Double) -> Snapshot {
        let builder = HierarchyBuilder(firstViewAddress: base, firstGuideAddress: base * 2)
        let window = builder.window(size: Size(width: 390, height: 844)) { space in
            [
                builder.view(
                    frame: Rect(x: 0, y: 0, width: 390, height: 844), in: space,
                    guides: [
                        HierarchyBuilder.Guide(
                            identifier: "third",
                            layoutFrame: Rect(x: 0, y: 174.33333333333334 + jitter, width: 10, height: 1))
                    ])
            ]
        }
        return Snapshot(title: "capture", windows: [window])
    }

    @Test("two captures that differ only in addresses and last bits give byte-identical text, JSON and SVG")
    func identicalOutputs() {
        let first = Self.capture(base: 0x7fb6_3fc0_6000, jitter: 0).stabilized()
        let second = Self.capture(base: 0x6000_0000_1000, jitter: 1e-9).stabilized()
        expectEqual(GuideTreeReport.text(for: first), GuideTreeReport.text(for: second))
        expectEqual(first.jsonText(), second.jsonText())
        expectEqual(SnapshotRenderer().svg(for: first), SnapshotRenderer().svg(for: second))
        expectEqual(first.windows[0].address, ObjectAddress(0x1000))
        expectEqual(first.windows[0].subviews[0].guides[0].address, ObjectAddress(0x10_0000))
        expectEqual(first.windows[0].subviews[0].guides[0].owningViewAddress, ObjectAddress(0x1001))
        expectEqual(first.windows[0].subviews[0].guides[0].layoutFrame.minY, 174.333)
    }
}

// Owners away from the window's origin, fractional frames, and what rounding must not leave.
extension StableSnapshotTests {
    /// A card at (10.25, 30.75) in a container at (20.5, 100.25) whose bounds are scrolled by a
    /// third of a point (plus `jitter`): the card's window origin is (30.75, 120.666…).
    static func nested(base: UInt64, jitter: Double) -> Snapshot {
        let builder = HierarchyBuilder(firstViewAddress: base, firstGuideAddress: base * 2)
        var window = builder.window(size: Size(width: 390, height: 844)) { space in
            [
                builder.view(
                    "App.Container", frame: Rect(x: 20.5, y: 100.25, width: 300, height: 400),
                    bounds: Rect(x: 0, y: 10.333333333333334 + jitter, width: 300, height: 400), in: space
                ) { inner in
                    [
                        builder.view(
                            "App.CardView", frame: Rect(x: 10.25, y: 30.75, width: 200.5, height: 120.5),
                            in: inner,
                            guides: [
                                HierarchyBuilder.Guide(
                                    identifier: "badgeGap",
                                    layoutFrame: Rect(x: 8.5, y: 4.25 + jitter, width: 120.72, height: 44.16)),
                                HierarchyBuilder.Guide(
                                    identifier: "edge",
                                    layoutFrame: Rect(x: -0.0001, y: 0, width: 0.0004, height: 10)),
                                HierarchyBuilder.Guide(
                                    identifier: "lent", layoutFrame: Rect(x: 0, y: 0, width: 1, height: 1)),
                                HierarchyBuilder.Guide(
                                    identifier: "lent2", layoutFrame: Rect(x: 0, y: 0, width: 1, height: 1)),
                                HierarchyBuilder.Guide(
                                    identifier: "lent3", layoutFrame: Rect(x: 0, y: 0, width: 1, height: 1)),
                            ])
                    ]
                }
            ]
        }
        // Guides listed by a view that does not own them: two owners outside the snapshot.
        window.subviews[0].subviews[0].guides[2].owningViewAddress = ObjectAddress(base + 0xA000)
        window.subviews[0].subviews[0].guides[3].owningViewAddress = ObjectAddress(base + 0xB000)
        window.subviews[0].subviews[0].guides[4].owningViewAddress = ObjectAddress(base + 0xA000)
        return Snapshot(title: "nested", windows: [window])
    }

    @Test("owners away from the origin keep their own window frames, rounded, and every capture matches")
    func nestedOwners() throws {
        let first = Self.nested(base: 0x7fb6_3fc0_6000, jitter: 0).stabilized()
        let second = Self.nested(base: 0x6000_0000_1000, jitter: 1e-9).stabilized()
        expectEqual(first.jsonText(), second.jsonText())
        expectEqual(GuideTreeReport.text(for: first), GuideTreeReport.text(for: second))
        let container = first.windows[0].subviews[0]
        expectEqual(container.frameInWindow, Rect(x: 20.5, y: 100.25, width: 300, height: 400))
        expectEqual(container.bounds, Rect(x: 0, y: 10.333, width: 300, height: 400))
        let card = container.subviews[0]
        expectEqual(card.frame, Rect(x: 10.25, y: 30.75, width: 200.5, height: 120.5))
        expectEqual(card.frameInWindow, Rect(x: 30.75, y: 120.667, width: 200.5, height: 120.5))
        expectEqual(card.guides[0].layoutFrame, Rect(x: 8.5, y: 4.25, width: 120.72, height: 44.16))
        expectEqual(card.guides[0].frameInWindow, Rect(x: 39.25, y: 124.917, width: 120.72, height: 44.16))
    }

    @Test("a component that rounds to zero is +0, never -0, in values and in the JSON")
    func noNegativeZero() {
        let edge = Self.nested(base: 0x1_0000, jitter: 0).stabilized().windows[0].subviews[0].subviews[0]
            .guides[1]
        #expect(edge.layoutFrame.minX == 0 && edge.layoutFrame.minX.sign == .plus)
        #expect(edge.layoutFrame.width == 0 && edge.layoutFrame.width.sign == .plus)
        expectEqual(Rect.round(-0.0004).sign, .plus)
        expectEqual(Rect.round(-0.0005), -0.001)
        #expect(!Self.nested(base: 0x1_0000, jitter: 0).stabilized().jsonText().contains("-0,"))
    }

    @Test("owners outside the snapshot get stable addresses of their own, one per owner, in walk order")
    func strangers() {
        let guides = Self.nested(base: 0x7fb6_3fc0_6000, jitter: 0).stabilized().windows[0].subviews[0]
            .subviews[0]
            .guides
        expectEqual(guides[0].owningViewAddress, ObjectAddress(0x1002))
        expectEqual(guides[2].owningViewAddress, ObjectAddress(0xF000_0000))
        expectEqual(guides[3].owningViewAddress, ObjectAddress(0xF000_0001))
        expectEqual(guides[4].owningViewAddress, ObjectAddress(0xF000_0000))
    }
}
