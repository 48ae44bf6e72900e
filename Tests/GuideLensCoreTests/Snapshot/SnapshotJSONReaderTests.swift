import Foundation
import GuideLensTestSupport
import Testing

@testable @_spi(Engine) import GuideLensCore

/// The fast reader must read exactly what `JSONDecoder` reads, and leave every problem to it.
@Suite("The fast snapshot reader")
struct SnapshotJSONReaderTests {
    static func fast(_ text: String) -> Snapshot? {
        let data = Data(text.utf8)
        return data.withUnsafeBytes { SnapshotJSONReader.snapshot(in: $0) }
    }

    static var variedSnapshots: [Snapshot] {
        var escaped = SnapshotCodecTests.sample
        escaped.title = "a\"b\\c\nd\u{1}é😀 余白"
        escaped.windows[0].subviews[0].guides[0].identifier = "tab\there 📐"
        var degenerate = SnapshotCodecTests.sample
        degenerate.windows[0].subviews[0].guides[0].layoutFrame = Rect(
            x: .nan, y: .infinity, width: -.infinity, height: -3)
        degenerate.windows[0].subviews[0].guides[0].hasAmbiguousLayout = true
        degenerate.windows[0].subviews[0].guides[0].owningViewAddress = nil
        degenerate.windows[0].alpha = 0.25
        degenerate.windows[0].isHidden = true
        degenerate.screenScale = 2.5
        return [
            SnapshotCodecTests.sample, escaped, degenerate,
            SnapshotBuilder.large(viewCount: 30, guidesPerView: 4),
            Snapshot(windows: []),
        ]
    }

    @Test("valid snapshots read the same as with JSONDecoder, and round-trip")
    func sameAsDecoder() throws {
        for snapshot in Self.variedSnapshots {
            let text = snapshot.jsonText()
            let reference = try Snapshot.decodedWithDecoder(Data(text.utf8))
            let fast = try #require(Self.fast(text), "the fast reader gave up on a file the writer wrote")
            #expect(fast.jsonText() == reference.jsonText())  // NaN frames compare unequal as values
            #expect(fast.jsonText() == text)  // and nothing the writer wrote was lost
        }
    }

    @Test(
        "hand-written JSON: spacing, unknown keys, nulls and left-out fields read as JSONDecoder reads them")
    func handWritten() throws {
        let text = """
            {"version":1 , "format" : "guidelens-snapshot", "extra": {"a": [1, {"b": null}], "c": "\\u00e9"},
             "title": null, "screenScale": null, "windows": [ {"class": "UIWindow", "address": "0x10",
              "frame": [0,0,1e2,2E+2], "bounds": [ 0, 0, 100, 200 ], "windowFrame": [-0, 0.5e0, 100, 200],
              "hidden": null, "alpha": 1, "guides": [ {"address": "0x20", "layoutFrame": ["nan", "inf", "-inf", 0],
              "kind": null, "owner": null, "class": null, "identifier": "\\ud83d\\ude00 \\"q\\" \\/"},
              {"address": "0x21", "layoutFrame": [1, 2, 3, 4], "owner": "0x99", "windowFrame": null} ],
              "subviews": null } ] }
            """
        let reference = try Snapshot.decodedWithDecoder(Data(text.utf8))
        let fast = try #require(Self.fast(text))
        expectEqual(fast.jsonText(), reference.jsonText())
        expectEqual(fast.windows[0].guides[0].identifier, "😀 \"q\" /")
    }

    @Test(
        "anything unusual is left to JSONDecoder",
        arguments: [
            "{\"format\": \"guidelens-snapshot\", \"format\": \"guidelens-snapshot\", \"version\": 1, \"windows\": []}",
            "{\"format\": \"guidelens-snapshot\", \"version\": 1.0, \"windows\": []}",
            "{\"format\": \"guidelens-snapshot\", \"version\": 1, \"windows\": []} x",
            "{\"format\": \"guidelens-snapshot\", \"version\": 1, \"windows\": [], \"title\": \"\\x\"}",
            "{\"format\": \"guidelens-snapshot\", \"version\": 1, \"windows\": [], \"title\": \"a\u{1}b\"}",
            "{\"format\": \"guidelens-snapshot\", \"version\": 1, \"windows\": [], \"screenScale\": 01}",
            "{\"format\": \"guidelens-snapshot\", \"version\": 1, \"windows\": [], \"screenScale\": 1e400}",
            "{\"format\": \"other\", \"version\": 1, \"windows\": []}",
            "{\"format\": \"guidelens-snapshot\", \"version\": 3, \"windows\": []}",
            "{\"format\": \"guidelens-snapshot\", \"version\": 1}",
        ])
    func givesUp(text: String) {
        expectEqual(Self.fast(text), nil)
    }

    @Test("10,000 damaged files: whenever the fast reader reads one, JSONDecoder reads the same value")
    func damaged() {
        let base = Array(SnapshotCodecTests.sample.jsonText().utf8)
        var random = SeededGenerator(seed: SnapshotFuzzTests.seed)
        var read = 0
        for iteration in 0..<SnapshotFuzzTests.mutationCount {
            let (_, bytes) = SnapshotFuzzTests.mutate(base, using: &random)
            let data = Data(bytes)
            guard Snapshot.nestingIsShallow(data),
                let fast = data.withUnsafeBytes({ SnapshotJSONReader.snapshot(in: $0) })
            else { continue }
            read += 1
            expectEqual(
                (try? Snapshot.decodedWithDecoder(data))?.jsonText(), fast.jsonText(),
                "seed \(SnapshotFuzzTests.seed), iteration \(iteration)")
        }
        #expect(read > 500)
    }
}
