/// A hierarchy of windows, views and their layout guides, frozen at one moment.
///
/// The snapshot is the contract between every part of GuideLens: the app (FLEX's export,
/// LLDB's `showguides --json`) writes it, and the `guidelens` CLI reads it to report, lint,
/// diff and render. Its JSON form is versioned (``format``, ``currentVersion``).
///
/// A version grows only by optional fields, which older files simply lack and older readers
/// ignore: a guide's `"classChain"` (its class and superclasses up to `UILayoutGuide`, nearest
/// first, as an array of names) is one. A guide without it is classified by its class name alone.
/// Version 2 adds what decides a guide's place: a guide's `"constraints"` (per axis, as UIKit
/// describes them) and a view's `"layoutInputs"` (safe-area and margin inputs); it then grew a
/// view's `"layout"` (what places the views those constraints name: their constraints, in the same
/// table, intrinsic size, priorities and autoresizing mask). Every earlier version still reads
/// (``readableVersions``); what it lacks, `why` says is missing.
public struct Snapshot: Hashable, Sendable {
    /// The value of the JSON `format` field, naming what the file is.
    public static let format = "guidelens-snapshot"
    /// The JSON format version this build writes and reads.
    public static let currentVersion = 2
    /// The versions this build reads: every one up to ``currentVersion``.
    package static let readableVersions = 1...currentVersion

    /// A free-form title: the app, the screen, or the sample scene it shows.
    public var title: String
    /// Points per pixel of the screen the snapshot was taken on (2 or 3 on phones).
    public var screenScale: Double
    /// The windows, back to front.
    public var windows: [ViewNode]

    /// Creates a snapshot.
    public init(title: String = "", screenScale: Double = 3, windows: [ViewNode]) {
        self.title = title
        self.screenScale = screenScale
        self.windows = windows
    }

    /// Every view of every window, depth first, with the chain of its ancestors (outermost
    /// first) and its own coordinate path (`windows[0].subviews[2]`).
    package func forEachView(_ body: (ViewVisit) throws -> Void) rethrows {
        for (index, window) in windows.enumerated() {
            try visit(window, path: "windows[\(index)]", ancestors: [], body)
        }
    }

    private func visit(
        _ view: ViewNode,
        path: String,
        ancestors: [ViewNode],
        _ body: (ViewVisit) throws -> Void
    ) rethrows {
        try body(ViewVisit(view: view, path: path, ancestors: ancestors))
        let chain = ancestors + [view]
        for (index, subview) in view.subviews.enumerated() {
            try visit(subview, path: path + ".subviews[\(index)]", ancestors: chain, body)
        }
    }

    /// Every guide of every window, with its owner.
    package var allGuides: [(guide: GuideNode, owner: ViewVisit)] {
        var found: [(GuideNode, ViewVisit)] = []
        forEachView { visit in
            for guide in visit.view.guides { found.append((guide, visit)) }
        }
        return found
    }

    /// The number of guides in every window.
    public var guideCount: Int { windows.reduce(0) { $0 + $1.guideCountInSubtree } }

    /// The snapshot cut down to the subtree of the view at `address`, or `nil` when no view
    /// has that address. The view becomes the only root.
    public func subtree(at address: ObjectAddress) -> Snapshot? {
        for window in windows {
            if let view = window.view(at: address) {
                return Snapshot(title: title, screenScale: screenScale, windows: [view])
            }
        }
        return nil
    }

    /// The snapshot keeping only guides of the given kinds (views stay).
    public func keepingGuides(of kinds: Set<GuideKind>) -> Snapshot {
        func filter(_ view: ViewNode) -> ViewNode {
            var copy = view
            copy.guides = view.guides.filter { kinds.contains($0.kind) }
            copy.subviews = view.subviews.map(filter)
            return copy
        }
        return Snapshot(title: title, screenScale: screenScale, windows: windows.map(filter))
    }
}
