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
        expectEqual(Self.frame(empty).count, 2)
        expectEqual(Self.frame(empty), Self.frame(window))
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

    @Test("a highlight sits where its view is drawn in a window away from the screen's origin, on both axes")
    func highlightInAMovedWindow() {
        let frame = Rect(x: 100.5, y: 200.25, width: 50, height: 20)
        let view = ViewNode(
            className: "V", address: ObjectAddress(0x200), frame: frame,
            bounds: Rect(x: 0, y: 0, width: 50, height: 20), frameInWindow: frame)
        let window = ViewNode(
            className: "UIWindow", address: ObjectAddress(0x100),
            frame: Rect(x: 30, y: 500.5, width: 390, height: 844),
            bounds: Rect(x: 0, y: 0, width: 390, height: 844),
            frameInWindow: Rect(x: 0, y: 0, width: 390, height: 844), subviews: [view])
        var options = SnapshotRenderer.Options()
        options.highlighted = [ObjectAddress(0x200)]
        let svg = SnapshotRenderer(options: options).svg(for: Snapshot(windows: [window]))
        // The view at (100.5, 200.25) in a window at (30, 500.5): outlined 1 outside (129.5, 699.75).
        #expect(
            svg.contains("<rect x=\"129.5\" y=\"699.75\" width=\"52\" height=\"22\" fill=\"#e0202a\""),
            "\(svg.split(separator: "\n").filter { $0.contains("#e0202a") })")
    }

    /// A 390×844 window holding one view of class `V` at (100.5, 200.25) of `size`.
    static func withView(_ size: Size) -> Snapshot {
        let frame = Rect(origin: Point(x: 100.5, y: 200.25), size: size)
        let view = ViewNode(
            className: "V", address: ObjectAddress(0x200), frame: frame,
            bounds: Rect(origin: Point(x: 0, y: 0), size: size), frameInWindow: frame)
        return Snapshot(windows: [SnapshotBuilder.window(subviews: [view])])
    }

    @Test("a view is named when it is at least 40 wide and 12 high, and not when it is less")
    func viewNames() {
        func named(_ size: Size) -> Bool {
            SnapshotRenderer().svg(for: Self.withView(size)).contains("class=\"view-name\">V</text>")
        }
        #expect(named(Size(width: 40, height: 12)))
        #expect(!named(Size(width: 39.9, height: 12)))
        #expect(!named(Size(width: 40, height: 11.9)))
        #expect(named(Size(width: 120.5, height: 30.25)))
    }

    @Test("the drawing's size is scaled by a positive scale, and by 1 for 0, a negative one or NaN")
    func scale() {
        func svgLine(_ scale: Double) -> String {
            var options = SnapshotRenderer.Options()
            options.scale = scale
            return SnapshotRenderer(options: options).svg(for: Self.withView(Size(width: 40, height: 12)))
                .split(
                    separator: "\n"
                ).first { $0.hasPrefix("<svg ") }.map(String.init) ?? ""
        }
        let plain = svgLine(1)
        #expect(plain.contains("width=\"422\""), "\(plain)")
        #expect(svgLine(2).contains("width=\"844\""))
        #expect(svgLine(0.5).contains("width=\"211\""))
        for invalid in [0, -2, Double.nan, .infinity] { #expect(svgLine(invalid) == plain, "\(invalid)") }
    }

    @Test("a view's name is drawn only when its plate fits the view's width less 2")
    func nameWidth() {
        // 📐 and six letters: a plate 39 wide, one more than a 40-wide view leaves.
        var snapshot = Self.withView(Size(width: 40, height: 12))
        snapshot.windows[0].subviews[0].className = "📐ABCDEF"
        #expect(!SnapshotRenderer().svg(for: snapshot).contains("class=\"view-name\">📐ABCDEF</text>"))
        snapshot.windows[0].subviews[0].className = "ABCDEFGH"
        #expect(SnapshotRenderer().svg(for: snapshot).contains("class=\"view-name\">ABCDEFGH</text>"))
    }

    @Test("the legend adds its rows' height, and nothing when no guide is drawn")
    func legendHeight() {
        func height(_ snapshot: Snapshot) -> Double? {
            let line =
                SnapshotRenderer().svg(for: snapshot).split(separator: "\n").first { $0.hasPrefix("<svg ") }
                ?? ""
            guard let start = line.range(of: " height=\"") else { return nil }
            return Double(line[start.upperBound...].prefix { $0 != "\"" })
        }
        var withGuide = Self.withView(Size(width: 120, height: 60))
        withGuide.windows[0].guides = [
            GuideNode(
                address: ObjectAddress(0xA0), identifier: "g", kind: .custom,
                layoutFrame: Rect(x: 10, y: 400, width: 100, height: 50),
                frameInWindow: Rect(x: 10, y: 400, width: 100, height: 50),
                owningViewAddress: ObjectAddress(0x100))
        ]
        let without = Self.withView(Size(width: 120, height: 60))
        guard let plain = height(without), let legend = height(withGuide) else {
            Issue.record("the drawings give their height")
            return
        }
        // One kind: one row of 16 and 8 below it.
        #expect(legend - plain == 24)
        // A window and no snapshot at all: the same height.
        expectEqual(plain, height(Snapshot(windows: [])))
    }
}
