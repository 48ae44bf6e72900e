@testable @_spi(Engine) import GuideLensCore

/// The sample hierarchies the suites share, in one place.
enum SampleSnapshots {
    /// The screen the JSON, report, lint, diff, SVG, bridge and FLEX panel suites share: a root
    /// view with two spacers and the safe area; a scrolled scroll view with its content guide; a
    /// view with no guide (reports prune it); a stack view with UIKit's zero-thick gap guide and
    /// an ambiguous guide reaching outside it. The title needs escaping in JSON.
    static let screen = SnapshotBuilder.phone(
        title: "sample \"quoted\"",
        guides: [
            SnapshotBuilder.guide(
                0x300, Rect(x: 145, y: 320, width: 100, height: 100), identifier: "space1", ambiguous: false),
            SnapshotBuilder.guide(
                0x301, Rect(x: 0, y: 47, width: 390, height: 763), identifier: "UIViewSafeAreaLayoutGuide"),
            SnapshotBuilder.guide(0x302, Rect(x: 145, y: 470, width: 100, height: 100), identifier: "Alpha"),
        ],
        subviews: { space in
            [
                SnapshotBuilder.view(
                    "UIScrollView", address: 0x400, frame: Rect(x: 0, y: 100, width: 390, height: 300),
                    bounds: Rect(x: 0, y: 40, width: 390, height: 300), in: space, clips: true,
                    guides: [
                        SnapshotBuilder.guide(
                            0x401, Rect(x: 0, y: 0, width: 390, height: 900),
                            identifier: "UIScrollView-contentLayoutGuide",
                            className: "_UIScrollViewLayoutGuide")
                    ]),
                SnapshotBuilder.view(
                    "UIView", address: 0x450, frame: Rect(x: 0, y: 0, width: 50, height: 50), in: space),
                SnapshotBuilder.view(
                    "UIStackView", address: 0x500, frame: Rect(x: 20, y: 600, width: 350, height: 100),
                    in: space,
                    guides: [
                        SnapshotBuilder.guide(
                            0x501, Rect(x: 0, y: 40, width: 350, height: 0), identifier: "UISV-distributing",
                            className: "_UIOLAGapGuide"),
                        SnapshotBuilder.guide(
                            0x502, Rect(x: 300, y: 0, width: 100, height: 10), identifier: "badge",
                            ambiguous: true),
                    ]),
            ]
        })

    /// Windows and views nested a few levels, for walks.
    static func view(_ name: String, _ subviews: [ViewNode] = []) -> ViewNode {
        ViewNode(
            className: name, address: ObjectAddress(UInt64(abs(name.hashValue) % 100_000 + 1)), frame: .zero,
            bounds: .zero, frameInWindow: .zero, subviews: subviews)
    }

    static let nested = Snapshot(windows: [
        view(
            "UIWindow", [view("A", [view("A1"), view("A2")]), view("Skipped", [view("Hidden")]), view("B")]),
        view("FLEXWindow", [view("C")]),
    ])
}
