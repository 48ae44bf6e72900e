import Foundation

/// What the FLEX panel shares of a capture: the snapshot itself, which `guidelens` reads, or the
/// one-page inspector, which anyone opens in a browser. Each with its words and its file.
package enum SnapshotExport: CaseIterable, Sendable {
    /// The snapshot JSON.
    case snapshot
    /// The inspector page (`guidelens html`'s), written on the device.
    case page

    /// The action's title.
    package var title: String {
        switch self {
        case .snapshot: "Export snapshot"
        case .page: "Export HTML"
        }
    }

    /// What the action shares, in a few words.
    package var detail: String {
        switch self {
        case .snapshot: "JSON that `guidelens` renders, lints and diffs"
        case .page: "one page for a bug report: the wireframe, the tree, each guide's why"
        }
    }

    /// The shared file's name.
    package var fileName: String {
        switch self {
        case .snapshot: "guidelens-snapshot.json"
        case .page: "guidelens-snapshot.html"
        }
    }

    /// The file's contents for `snapshot`.
    package func data(for snapshot: Snapshot) -> Data {
        switch self {
        case .snapshot: snapshot.jsonData()
        case .page: Data(text(for: snapshot).utf8)
        }
    }

    /// The file's contents for `snapshot`, as text.
    package func text(for snapshot: Snapshot) -> String {
        switch self {
        case .snapshot: snapshot.jsonText()
        case .page: InspectorPage().html(for: snapshot)
        }
    }
}
