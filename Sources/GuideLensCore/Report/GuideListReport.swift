/// The report as JSON, one object per guide, for scripts that want the text tree's facts
/// without parsing text.
package enum GuideListReport {
    /// `{"guideCount", "viewCount", "flagged", "guides": [{"path", "owner", "ownerAddress",
    /// "class", "address", "identifier", "kind", "layoutFrame", "windowFrame", "flags"}]}`.
    package static func json(for snapshot: Snapshot) -> String {
        var entries: [String] = []
        var owners = 0
        var flagged = 0
        snapshot.forEachView { visit in
            let view = visit.view
            if !view.guides.isEmpty { owners += 1 }
            let duplicated = LintRule.duplicatedIdentifiers(in: view)
            for (index, guide) in view.guides.enumerated() {
                let flags = LintRule.violations(of: guide, in: view, duplicatedIdentifiers: duplicated)
                if !flags.isEmpty { flagged += 1 }
                let fields = [
                    "\"path\": " + JSONText.quoted(visit.path + ".guides[\(index)]"),
                    "\"owner\": " + JSONText.quoted(view.className),
                    "\"ownerAddress\": " + JSONText.quoted(view.address.description),
                    "\"class\": " + JSONText.quoted(guide.className),
                    "\"address\": " + JSONText.quoted(guide.address.description),
                    "\"identifier\": " + JSONText.quoted(guide.identifier),
                    "\"kind\": " + JSONText.quoted(guide.kind.rawValue),
                    "\"layoutFrame\": " + rect(guide.layoutFrame),
                    "\"windowFrame\": " + rect(guide.frameInWindow),
                    "\"flags\": [" + flags.map { JSONText.quoted($0.name) }.joined(separator: ", ") + "]",
                ]
                entries.append("    {" + fields.joined(separator: ", ") + "}")
            }
        }
        let list = entries.isEmpty ? "[]" : "[\n" + entries.joined(separator: ",\n") + "\n  ]"
        return
            "{\n  \"guideCount\": \(entries.count),\n  \"viewCount\": \(owners),\n  \"flagged\": \(flagged),\n  \"guides\": \(list)\n}\n"
    }

    private static func rect(_ rect: Rect) -> String {
        "[" + rect.components.map(NumberFormatting.json).joined(separator: ", ") + "]"
    }
}
