/// The failure message for the conflicts a test caused: `guidelens explain`'s explanation of
/// each, then the reports as Auto Layout logged them (the explanation's line numbers point into
/// that log, and `guidelens explain` reads it as it is).
package enum ConflictFailure {
    /// The message for `entries`; `nil` when there are none (the test passes).
    package static func message(for entries: [ConflictWatch.Entry]) -> String? {
        guard !entries.isEmpty else { return nil }
        let count = entries.count
        var text =
            "Auto Layout broke a constraint to resolve \(count) conflict\(count == 1 ? "" : "s") during this test:\n\n"
        let log = entries.map(\.conflict.logText).joined(separator: "\n")
        // A line the reader cannot take (a library that overrides a constraint's description)
        // is kept in the explanation as logged and marked unread; the rest is still explained.
        text += ConflictExplanation(log: ConstraintLog.parse(log)).text
        let notes = entries.enumerated().compactMap { number, entry -> String? in
            var parts: [String] = []
            if entry.reports > 1 { parts.append("reported \(entry.reports) times") }
            if !entry.conflict.isOnMainThread { parts.append("reported off the main thread") }
            return parts.isEmpty ? nil : "  Conflict \(number + 1): " + parts.joined(separator: ", ") + ".\n"
        }
        if !notes.isEmpty { text += "Notes:\n" + notes.joined() + "\n" }
        text += "As Auto Layout logged it:\n" + log
        return text
    }
}
