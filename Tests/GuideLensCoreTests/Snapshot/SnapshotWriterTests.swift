import Foundation
import GuideLensTestSupport
import Testing

@testable import GuideLensCore

/// The writer's shortcuts: the escape check that reads eight bytes at a time, and the numbering
/// of constraints that reuses the previous guide's list.
@Suite("Snapshot writer")
struct SnapshotWriterTests {
    /// The plain definition the word-at-a-time check must agree with.
    private static func special(_ byte: UInt8, withSlash: Bool) -> Bool {
        byte < 0x20 || byte == 0x22 || byte == 0x5C || (withSlash && byte == 0x2F)
    }

    @Test("each byte next to a special one, in every place of a word and in the tail, is told apart")
    func escapeBoundaries() {
        // Long enough for two words and a tail of five.
        let filler = Array("abcdefghijklmnopqrstu".utf8)
        for byte in UInt8(0)...UInt8(0x7F) {
            for place in filler.indices {
                var bytes = filler
                bytes[place] = byte
                let text = String(decoding: bytes, as: UTF8.self)
                for withSlash in [false, true] {
                    expectEqual(
                        JSONText.needsEscape(text, withSlash: withSlash),
                        Self.special(byte, withSlash: withSlash),
                        "byte \(byte) at \(place), slash \(withSlash)")
                }
            }
        }
    }

    @Test("text beyond ASCII needs no escape of its own, and a special byte beside it is found")
    func escapeBeyondASCII() {
        let wide = "é—🙂ü√ÿ€" + String(repeating: "ß", count: 9)
        #expect(!JSONText.needsEscape(wide, withSlash: true))
        #expect(JSONText.needsEscape(wide + "\"", withSlash: false))
        #expect(JSONText.needsEscape("🙂🙂\n", withSlash: false))
        #expect(JSONText.needsEscape("ÿÿÿÿ/ÿÿÿÿ", withSlash: true))
        #expect(!JSONText.needsEscape("ÿÿÿÿ/ÿÿÿÿ", withSlash: false))
        // Bytes 0x80 and above next to one just above the limit (a borrow must not spill).
        let mixed = String(
            decoding: [0xC3, 0xA0, 0x20, 0xC3, 0xA0, 0x21, 0x23, 0x5B, 0x5D, 0x30], as: UTF8.self)
        #expect(!JSONText.needsEscape(mixed, withSlash: true))
    }

    @Test("random text: the check agrees with the plain definition, and quoting reads back")
    func escapeRandom() throws {
        var generator = SeededGenerator(seed: 7)
        let alphabet: [UInt8] = Array(0x00...0x7F)
        for _ in 0..<400 {
            let length = Int.random(in: 0...40, using: &generator)
            var bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? 0x61 }
            // Mostly plain text, as real names are.
            for index in bytes.indices where bytes[index] < 0x20 && Bool.random(using: &generator) {
                bytes[index] = 0x41
            }
            let text = String(decoding: bytes, as: UTF8.self)
            let expected = bytes.contains { Self.special($0, withSlash: false) }
            expectEqual(JSONText.needsEscape(text, withSlash: false), expected, "\(bytes)")
            let quoted = JSONText.quoted(text)
            let decoded = try JSONDecoder().decode(String.self, from: Data(quoted.utf8))
            expectEqual(decoded, text)
        }
    }

    @Test("a constraint at its place in the previous guide's list keeps that number only when equal")
    func numberingReusesThePreviousList() {
        let shared = RecordedConstraint(
            description: "<NSLayoutConstraint:0x600000e01 shared.top == owner.top>")
        let other = RecordedConstraint(description: "<NSLayoutConstraint:0x600000e02 other.top == owner.top>")
        var snapshot = SampleSnapshots.screen
        let view = snapshot.windows[0].subviews[0]
        #expect(view.guides.count >= 3)
        // The same text at the same place, but a priority or an activity of its own: new entries.
        snapshot.windows[0].subviews[0].guides[0].constraints = GuideConstraints(
            horizontal: [shared], vertical: [shared, other])
        snapshot.windows[0].subviews[0].guides[1].constraints = GuideConstraints(
            horizontal: [RecordedConstraint(description: shared.description, priority: 999)],
            vertical: [shared, RecordedConstraint(description: other.description, isActive: false)])
        // A longer list whose first places repeat the previous one's, then one met two guides ago.
        snapshot.windows[0].subviews[0].guides[2].constraints = GuideConstraints(
            horizontal: [],
            vertical: [shared, RecordedConstraint(description: other.description, isActive: false), other])
        let (table, guides, _) = SnapshotJSONWriter.constraintTable(of: snapshot)
        expectEqual(table.count, 4)
        expectEqual(guides.map(\.horizontal), [[0], [2], []])
        expectEqual(guides.map(\.vertical), [[0, 1], [0, 3], [0, 3, 1]])
    }
}

/// How a syntax error's detail is told, whatever the platform's Foundation gives.
@Suite("Snapshot syntax errors")
struct SnapshotSyntaxDetailTests {
    struct Underlying: Error, CustomStringConvertible {
        var description: String
    }

    static func detail(_ underlying: String?) -> String {
        Snapshot.syntaxDetail(
            DecodingError.Context(
                codingPath: [], debugDescription: "The given data was not valid JSON.",
                underlyingError: underlying.map { Underlying(description: $0) }))
    }

    @Test("Darwin's NSDebugDescription is the detail, up to its first comma or the end of its dictionary")
    func debugDescription() {
        let prefix = "Error Domain=NSCocoaErrorDomain Code=3840 \"(null)\" UserInfo={NSDebugDescription="
        expectEqual(
            Self.detail(prefix + "Unexpected character 'b' around line 1, column 3.}"),
            "Unexpected character 'b' around line 1")
        expectEqual(
            Self.detail(prefix + "Badly formed object around line 2}"), "Badly formed object around line 2")
    }

    @Test("another underlying error is cut at 200 characters; without one, the decoder's words")
    func otherErrors() {
        let long = String(repeating: "x", count: 250)
        expectEqual(Self.detail(long), String(repeating: "x", count: 200))
        expectEqual(Self.detail(String(repeating: "y", count: 200)), String(repeating: "y", count: 200))
        expectEqual(Self.detail(nil), "The given data was not valid JSON.")
    }
}
