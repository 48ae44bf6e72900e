import Foundation
import Testing

/// Reference outputs ("golden files") for everything the CLI prints or writes, compared byte for
/// byte and re-recorded only on purpose: `GUIDELENS_RECORD=1 swift test` writes every reference
/// anew (then review the change like code). Like swift-snapshot-testing's `assertSnapshot` and
/// swift-argument-parser's test helpers, one function, one switch.
enum Golden {
    /// `Tests/guidelensTests/Golden`.
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Golden")

    /// Whether this run records references instead of comparing with them.
    static var isRecording: Bool { ProcessInfo.processInfo.environment["GUIDELENS_RECORD"] == "1" }

    /// Expects `text` to be the reference named `name` (a file in ``directory``).
    static func expect(
        _ text: String, matchesReference name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        expect(text, matches: directory.appendingPathComponent(name), sourceLocation: sourceLocation)
    }

    /// Expects `text` to be the content of the reference file at `url`.
    static func expect(_ text: String, matches url: URL, sourceLocation: SourceLocation = #_sourceLocation) {
        if isRecording {
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            } catch {
                Issue.record("could not record \(url.path): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = FileManager.default.contents(atPath: url.path) else {
            Issue.record(
                "no reference at \(url.lastPathComponent): record it with GUIDELENS_RECORD=1 swift test",
                sourceLocation: sourceLocation)
            return
        }
        let recorded = String(decoding: data, as: UTF8.self)
        guard recorded != text else { return }
        let difference = firstDifference(recorded, text)
        Issue.record(
            "\(url.lastPathComponent) differs: \(difference). If the change is meant, review it and re-record with GUIDELENS_RECORD=1 swift test",
            sourceLocation: sourceLocation)
    }

    /// Where two texts part: the first line that differs, as recorded and as produced now.
    static func firstDifference(_ recorded: String, _ produced: String) -> String {
        let old = recorded.split(separator: "\n", omittingEmptySubsequences: false)
        let new = produced.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(old.count, new.count) {
            let before = index < old.count ? String(old[index]) : "(end of file)"
            let after = index < new.count ? String(new[index]) : "(end of file)"
            if before != after {
                return "line \(index + 1) was \"\(before.prefix(160))\", is \"\(after.prefix(160))\""
            }
        }
        return "they differ only in line endings"
    }
}
