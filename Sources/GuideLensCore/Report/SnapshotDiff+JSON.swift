/// The diff as JSON, for scripts and the MCP server: the facts of ``SnapshotDiff/text`` without
/// parsing text.
extension SnapshotDiff {
    /// The version of the diff's JSON: raised when a field changes meaning or goes.
    package static let schemaVersion = 1

    /// What `guidelens diff --json` writes.
    package struct Document: Codable, Equatable, Sendable {
        /// ``SnapshotDiff/schemaVersion`` when written.
        package var schemaVersion: Int
        /// Guides only in the second snapshot.
        package var added: [Guide]
        /// Guides only in the first snapshot.
        package var removed: [Guide]
        /// Guides whose window position changed by more than the tolerance.
        package var moved: [Change]
        /// Guides whose size changed by more than the tolerance (a guide can be in both lists).
        package var resized: [Change]
        /// Whether anything changed.
        package var changed: Bool

        /// One guide of the diff.
        package struct Guide: Codable, Equatable, Sendable {
            /// The guide's name: its identifier, else its class.
            package var name: String
            /// The owner's structural path.
            package var owner: String
            /// What the guide is for.
            package var kind: GuideKind
            /// The guide's frame in its window: x, y, width, height.
            package var windowFrame: [Double]
        }

        /// One guide before and after.
        package struct Change: Codable, Equatable, Sendable {
            /// The guide in the first snapshot.
            package var before: Guide
            /// The guide in the second snapshot.
            package var after: Guide
        }
    }

    /// The diff as ``Document``.
    package var document: Document {
        func guide(_ entry: Entry) -> Document.Guide {
            Document.Guide(
                name: entry.name, owner: entry.ownerPath, kind: entry.kind,
                windowFrame: entry.frameInWindow.components)
        }
        func change(_ change: Change) -> Document.Change {
            Document.Change(before: guide(change.before), after: guide(change.after))
        }
        return Document(
            schemaVersion: Self.schemaVersion, added: added.map(guide), removed: removed.map(guide),
            moved: moved.map(change), resized: resized.map(change), changed: !isEmpty)
    }

    /// The diff as JSON text: ``document``, written by ``JSONAnswer``.
    package var json: String { JSONAnswer.text(document) }
}
