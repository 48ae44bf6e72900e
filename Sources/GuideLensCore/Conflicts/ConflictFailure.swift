/// The failure message for the conflicts a test caused: `guidelens explain`'s explanation of
/// each, the first fix of each (solved again), then the reports as Auto Layout logged them (the explanation's line numbers point into
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
        // The fix before the log, which stays last, as `guidelens explain` reads it.
        text += firstFixes(ConstraintLog.parse(log))
        text += "As Auto Layout logged it:\n" + log
        return text
    }

    /// `First fix …`: for each conflict, the first of `explain --fix`'s fixes, solved again, with
    /// the line to write; nothing when no conflict has one. A failing test's message and
    /// `showguides --conflict` end with it.
    package static func firstFixes(_ log: ConstraintLog) -> String {
        var text = ""
        for (number, conflict) in log.conflicts.enumerated() {
            guard
                let fix = ConflictFix.search(conflict, arithmetic: ConflictArithmetic(conflict: conflict))
                    .first
            else { continue }
            let numbers = ConflictExplanation.listNumbers(conflict)
            text += "  Conflict \(number + 1): " + fix.summary(numbers: numbers, conflict: conflict) + ": "
            text += fix.effectText(conflict: conflict, numbers: numbers) + ".\n"
            text += fix.code(conflict: conflict).split(separator: "\n").map { "    " + $0 + "\n" }.joined()
        }
        guard !text.isEmpty else { return "" }
        return
            "First fix (solved again: every listed required constraint then holds; `guidelens explain --fix` lists "
            + "the others):\n" + text + "\n"
    }
}
