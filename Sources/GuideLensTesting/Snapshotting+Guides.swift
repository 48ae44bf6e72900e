import Foundation
@_spi(Engine) import GuideLensCore
import SnapshotTesting

extension Snapshotting where Value == Snapshot, Format == String {
    /// The guides as the text tree LLDB's `showguides` prints, with stable addresses and numbers
    /// rounded to a thousandth, so that the same layout always records the same text. A failure
    /// names each guide that moved or changed size, and by how much.
    ///
    /// ```swift
    /// assertSnapshot(of: snapshot, as: .guides)
    /// ```
    public static var guides: Snapshotting {
        Snapshotting(pathExtension: "guides.txt", diffing: .guideTree) {
            GuideTreeReport.text(for: $0.stabilized())
        }
    }

    /// The snapshot's JSON (what `guidelens` reads), stable as ``guides`` is. A failure lists the
    /// guides added, removed, moved and resized, as `guidelens diff` does.
    public static var guidesJSON: Snapshotting {
        Snapshotting(pathExtension: "guides.json", diffing: .guideSnapshotJSON) { $0.stabilized().jsonText() }
    }

    /// The snapshot drawn as SVG (what `guidelens render` draws), stable as ``guides`` is.
    public static var guidesSVG: Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { SnapshotRenderer().svg(for: $0.stabilized()) }
    }
}

extension Diffing where Value == String {
    /// Text trees compared guide by guide: a failure names what changed before the line diff.
    static var guideTree: Diffing {
        Diffing.diff(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) {
            old, new in
            guard old != new else { return nil }
            let line = Diffing<String>.lines.diffV2(old, new)?.0 ?? ""
            let changes = GuideTreeChanges(old: old, new: new).lines
            let message = (changes.isEmpty ? "" : changes.joined(separator: "\n") + "\n\n") + line
            return (message, [.data(Data(message.utf8), name: "difference.patch")])
        }
    }

    /// Snapshot JSON compared with `SnapshotDiff`; text that does not read falls back to lines.
    static var guideSnapshotJSON: Diffing {
        Diffing.diff(toData: { Data($0.utf8) }, fromData: { String(decoding: $0, as: UTF8.self) }) {
            old, new in
            guard old != new else { return nil }
            guard let before = try? Snapshot(json: Data(old.utf8)),
                let after = try? Snapshot(json: Data(new.utf8))
            else { return Diffing<String>.lines.diffV2(old, new) }
            let diff = SnapshotDiff(before: before, after: after, tolerance: 0)
            let message = diff.isEmpty ? "the JSON differs, but no guide did" : diff.text
            return (message, [.data(Data(message.utf8), name: "guides.diff")])
        }
    }
}

/// The guides that differ between two text trees, matched by owner and name.
struct GuideTreeChanges {
    let lines: [String]

    init(old: String, new: String) {
        let before = Self.entries(old)
        let after = Self.entries(new)
        var lines: [String] = []
        for (key, frame) in after {
            guard let previous = before[key] else {
                lines.append("added: \(key)")
                continue
            }
            guard previous != frame, previous.count == 4, frame.count == 4 else { continue }
            let moved = (frame[0] - previous[0], frame[1] - previous[1])
            let resized = (frame[2] - previous[2], frame[3] - previous[3])
            if moved != (0, 0) {
                lines.append("moved: \(key) by (\(Self.text(moved.0)), \(Self.text(moved.1)))")
            }
            if resized != (0, 0) {
                lines.append(
                    "resized: \(key) from \(Self.text(previous[2]))×\(Self.text(previous[3])) to "
                        + "\(Self.text(frame[2]))×\(Self.text(frame[3]))")
            }
        }
        for key in before.keys where after[key] == nil { lines.append("removed: \(key)") }
        self.lines = lines.sorted()
    }

    private static func text(_ value: Double) -> String { NumberFormatting.shortest(value) }

    /// Guide lines by "owner › name", with their layoutFrame numbers.
    private static func entries(_ text: String) -> [String: [Double]] {
        var result: [String: [Double]] = [:]
        var owner = ""
        for line in text.split(separator: "\n") {
            let trimmed = line.drop(while: { $0 == " " })
            if trimmed.hasPrefix("<") {
                owner = String(trimmed.prefix(while: { $0 != ":" }).dropFirst())
                continue
            }
            // `| <Class: 0x… - "name"> kind layoutFrame = {{x, y}, {w, h}} …`; a guide without an
            // identifier goes by its class and (stable) address.
            // The description ends at the last `>` before the frame: an identifier may hold one.
            guard trimmed.hasPrefix("| <"), let frameStart = trimmed.range(of: "layoutFrame = {{"),
                let descriptionEnd = trimmed[..<frameStart.lowerBound].lastIndex(of: ">")
            else { continue }
            let description = trimmed[trimmed.index(trimmed.startIndex, offsetBy: 3)..<descriptionEnd]
            let name =
                description.range(of: " - \"").map { String(description[$0.upperBound...].dropLast()) }
                ?? String(description)
            let numbers = trimmed[frameStart.upperBound...].prefix(while: { $0 != "w" })
                .split(whereSeparator: { "{}, ".contains($0) }).compactMap { Double($0) }
            var key = owner + " › " + name
            var suffix = 2
            while result[key] != nil {
                key = owner + " › " + name + " #\(suffix)"
                suffix += 1
            }
            result[key] = Array(numbers.prefix(4))
        }
        return result
    }
}
