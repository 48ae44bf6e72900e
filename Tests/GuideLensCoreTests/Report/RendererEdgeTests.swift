import Testing

@testable @_spi(Engine) import GuideLensCore

/// The renderer at its edges: a snapshot with no window, and a highlight with nothing linked.
@Suite("Renderer edges")
struct RendererEdgeTests {
    /// The `<svg …>` line and the content group's translation of a drawing.
    static func frame(_ svg: String) -> [String] {
        svg.split(separator: "\n").filter {
            $0.hasPrefix("<svg ") || $0.hasPrefix("<g transform=\"translate(")
        }
        .map(String.init)
    }

    @Test(
        "a snapshot without a window is drawn on a phone's canvas, at the origin, like an empty 390×844 window"
    )
    func noWindow() {
        let empty = SnapshotRenderer().svg(for: Snapshot(windows: []))
        let phone = ViewNode(
            className: "UIWindow", address: ObjectAddress(0x100),
            frame: Rect(x: 0, y: 0, width: 390, height: 844),
            bounds: Rect(x: 0, y: 0, width: 390, height: 844),
            frameInWindow: Rect(x: 0, y: 0, width: 390, height: 844))
        let window = SnapshotRenderer().svg(for: Snapshot(windows: [phone]))
        #expect(Self.frame(empty).count == 2)
        #expect(Self.frame(empty) == Self.frame(window))
    }

    @Test("a highlighted guide is marked even when nothing is linked to it")
    func highlightAlone() {
        let snapshot = SampleSnapshots.screen
        let guide = snapshot.windows[0].subviews[0].guides[0].address
        var options = SnapshotRenderer.Options()
        options.highlighted = [guide]
        #expect(SnapshotRenderer(options: options).svg(for: snapshot).contains("<g class=\"conflict\">"))
        #expect(!SnapshotRenderer().svg(for: snapshot).contains("<g class=\"conflict\">"))
    }
}
