/// The diff as JSON, for scripts and the MCP server: the facts of ``SnapshotDiff/text`` without
/// parsing text.
extension SnapshotDiff {
    /// `{"added": [entry], "removed": [entry], "moved": [{"before", "after"}], "resized":
    /// [{"before", "after"}], "changed": Bool}`, each entry `{"name", "owner", "kind",
    /// "windowFrame": [x, y, width, height]}` (`owner` is the owner's structural path).
    package var json: String {
        func entry(_ entry: Entry) -> String {
            "{\"name\": \(JSONText.quoted(entry.name)), \"owner\": \(JSONText.quoted(entry.ownerPath)), "
                + "\"kind\": \(JSONText.quoted(entry.kind.rawValue)), \"windowFrame\": "
                + "[" + entry.frameInWindow.components.map(NumberFormatting.json).joined(separator: ", ")
                + "]}"
        }
        func change(_ change: Change) -> String {
            "{\"before\": \(entry(change.before)), \"after\": \(entry(change.after))}"
        }
        func list(_ items: [String]) -> String {
            items.isEmpty ? "[]" : "[\n    " + items.joined(separator: ",\n    ") + "\n  ]"
        }
        return "{\n  \"added\": \(list(added.map(entry))),\n  \"removed\": \(list(removed.map(entry))),\n"
            + "  \"moved\": \(list(moved.map(change))),\n  \"resized\": \(list(resized.map(change))),\n"
            + "  \"changed\": \(!isEmpty)\n}\n"
    }
}
