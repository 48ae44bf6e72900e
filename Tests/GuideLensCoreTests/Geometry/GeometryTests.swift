import Testing

@testable @_spi(Engine) import GuideLensCore

@Suite("Geometry")
struct GeometryTests {
    @Test(
        "degenerate frames are flagged, never drawn",
        arguments: [
            (Rect(x: .nan, y: 0, width: 10, height: 10), GeometryIssue?.some(.nonFinite)),
            (Rect(x: 0, y: 0, width: .infinity, height: 10), .some(.nonFinite)),
            (Rect(x: 0, y: -.infinity, width: 1, height: 1), .some(.nonFinite)),
            (Rect(x: 0, y: 0, width: -1, height: 10), .some(.negativeSize)),
            (Rect(x: 0, y: 0, width: 10, height: -0.5), .some(.negativeSize)),
            (Rect(x: -5, y: -5, width: 0, height: 10), nil),
            (Rect(x: 1e300, y: 0, width: 10, height: 10), nil),
        ])
    func degenerateFrames(rect: Rect, issue: GeometryIssue?) {
        expectEqual(rect.geometryIssue, issue)
        expectEqual(rect.isDrawable, (issue == nil))
    }

    @Test("intersection keeps touching edges and rejects disjoint or degenerate rectangles")
    func intersection() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        expectEqual(
            a.intersection(Rect(x: 5, y: 5, width: 10, height: 10)), Rect(x: 5, y: 5, width: 5, height: 5))
        expectEqual(
            a.intersection(Rect(x: 10, y: 0, width: 5, height: 5)), Rect(x: 10, y: 0, width: 0, height: 5))
        expectEqual(a.intersection(Rect(x: 11, y: 0, width: 5, height: 5)), nil)
        expectEqual(a.intersection(Rect(x: .nan, y: 0, width: 5, height: 5)), nil)
        #expect(!a.overlaps(Rect(x: 10, y: 0, width: 5, height: 5)))
        #expect(a.overlaps(Rect(x: 9, y: 9, width: 5, height: 5)))
    }

    @Test("owner coordinates convert to the window through frame and bounds origin")
    func conversion() {
        let window = ViewCoordinates.window(size: Size(width: 390, height: 844))
        // A scroll view at (0, 100) scrolled down by 250 points.
        let scroll = window.child(
            frame: Rect(x: 0, y: 100, width: 390, height: 600),
            bounds: Rect(x: 0, y: 250, width: 390, height: 600))
        let guide = Rect(x: 20, y: 300, width: 50, height: 40)
        expectEqual(scroll.toWindow(guide), Rect(x: 20, y: 150, width: 50, height: 40))
        let inner = scroll.child(
            frame: Rect(x: 10, y: 260, width: 100, height: 100),
            bounds: Rect(x: 0, y: 0, width: 100, height: 100))
        expectEqual(
            inner.toWindow(Rect(x: 5, y: 5, width: 1, height: 1)), Rect(x: 15, y: 115, width: 1, height: 1))
    }

    @Test("non-finite input converts to non-finite output without trapping")
    func nonFiniteConversion() {
        let space = ViewCoordinates(
            bounds: Rect(x: 0, y: 0, width: 10, height: 10),
            frameInWindow: Rect(x: 5, y: 5, width: 10, height: 10))
        expectEqual(space.toWindow(Rect(x: .nan, y: 0, width: 1, height: 1)).geometryIssue, .nonFinite)
        let broken = ViewCoordinates(
            bounds: Rect(x: .infinity, y: 0, width: 1, height: 1), frameInWindow: .zero)
        expectEqual(broken.toWindow(Rect(x: 0, y: 0, width: 1, height: 1)).geometryIssue, .nonFinite)
    }

    @Test("clipping ancestors cut guides to what is visible")
    func clipping() {
        let clip = Clipping.unclipped
            .entering(viewFrameInWindow: Rect(x: 0, y: 100, width: 390, height: 600), clips: true)
            .entering(viewFrameInWindow: Rect(x: 0, y: 0, width: 200, height: 2000), clips: false)
        expectEqual(
            clip.visiblePart(of: Rect(x: 10, y: 50, width: 20, height: 100)),
            Rect(x: 10, y: 100, width: 20, height: 50))
        expectEqual(clip.visiblePart(of: Rect(x: 10, y: 800, width: 20, height: 20)), nil)
        let nested = clip.entering(viewFrameInWindow: Rect(x: 500, y: 0, width: 10, height: 10), clips: true)
        expectEqual(nested, .hidden)
        expectEqual(
            Clipping.unclipped.entering(
                viewFrameInWindow: Rect(x: 0, y: 0, width: .nan, height: 1), clips: true), .hidden)
        expectEqual(Clipping.unclipped.visiblePart(of: Rect(x: 0, y: 0, width: -1, height: 1)), nil)
    }

    @Test("numbers print locale-free, shortest, with at most the asked decimals")
    func numberText() {
        expectEqual(NumberFormatting.rounded(145), "145")
        expectEqual(NumberFormatting.rounded(-0.0), "0")
        expectEqual(NumberFormatting.rounded(1.0 / 3.0), "0.33")
        expectEqual(NumberFormatting.rounded(144.5), "144.5")
        expectEqual(NumberFormatting.rounded(.nan), "nan")
        expectEqual(NumberFormatting.rounded(-.infinity), "-inf")
        expectEqual(NumberFormatting.shortest(0.1), "0.1")
        expectEqual(NumberFormatting.rounded(1e300), "1e+300")
    }
}
