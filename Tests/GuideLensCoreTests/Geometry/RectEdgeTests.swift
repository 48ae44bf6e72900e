import Testing

@testable @_spi(Engine) import GuideLensCore

/// Edges and constants of `Rect` and `Point` that the rest of the suite never reached: found by
/// `Scripts/mutate` (each test names the mutant it catches).
@Suite("Rectangle edges and constants")
struct RectEdgeTests {
    @Test("zero is the empty rectangle at the origin (a nudged 0 in `Rect.zero` or `Point.zero`)")
    func zero() {
        expectEqual(Point.zero.x, 0)
        expectEqual(Point.zero.y, 0)
        expectEqual(Rect.zero.components, [0, 0, 0, 0])
        expectEqual(Rect.zero.origin, Point.zero)
    }

    @Test(
        "rectangles touching along a horizontal edge meet in a zero-height line (`bottom >= top` as `>`)",
        arguments: [
            (Rect(x: 20.5, y: 40.25, width: 10, height: 10), Rect(x: 25.5, y: 50.25, width: 10, height: 5)),
            (Rect(x: 25.5, y: 50.25, width: 10, height: 5), Rect(x: 20.5, y: 40.25, width: 10, height: 10)),
        ])
    func touchingVertically(first: Rect, second: Rect) {
        expectEqual(first.intersection(second), Rect(x: 25.5, y: 50.25, width: 5, height: 0))
        // One point further apart, they do not meet.
        expectEqual(first.intersection(second.offsetBy(dx: 0, dy: first.minY < second.minY ? 1 : -1)), nil)
    }

    @Test(
        "the union holds both rectangles exactly, whichever comes first (`min`/`max` swapped, `-` as `+`)",
        arguments: [false, true])
    func union(swapped: Bool) {
        let a = Rect(x: 10.5, y: 20.25, width: 30, height: 40)
        let b = Rect(x: -5, y: 100.5, width: 10, height: 10)
        let union = swapped ? b.union(a) : a.union(b)
        expectEqual(union, Rect(x: -5, y: 20.25, width: 45.5, height: 90.25))
    }

    @Test(
        "a rectangle that cannot be drawn adds nothing to a union (either guard negated)",
        arguments: [
            Rect(x: .nan, y: 0, width: 10, height: 10), Rect(x: 0, y: 0, width: -1, height: 10),
        ])
    func unionSkipsUndrawable(undrawable: Rect) {
        let drawable = Rect(x: 10.5, y: 20.25, width: 30, height: 40)
        expectEqual(drawable.union(undrawable), drawable)
        expectEqual(undrawable.union(drawable), drawable)
    }

    @Test("overlap needs shared area: touching edges do not overlap, one point more does (`<` as `<=`)")
    func overlapAtTheEdge() {
        let a = Rect(x: 10.5, y: 20.25, width: 30, height: 40)
        #expect(!a.overlaps(Rect(x: 40.5, y: 20.25, width: 10, height: 10)))
        #expect(!a.overlaps(Rect(x: 10.5, y: 60.25, width: 10, height: 10)))
        // Touching from the left and from above.
        #expect(!a.overlaps(Rect(x: 0.5, y: 20.25, width: 10, height: 10)))
        #expect(!a.overlaps(Rect(x: 10.5, y: 10.25, width: 10, height: 10)))
        #expect(a.overlaps(Rect(x: 40, y: 59.75, width: 10, height: 10)))
        #expect(!a.overlaps(Rect(x: .nan, y: 20.25, width: 10, height: 10)))
        #expect(!Rect(x: 0, y: 0, width: -1, height: 5).overlaps(a))
    }

    @Test("containment allows half a point by default, exactly, and never holds for an undrawable rectangle")
    func containment() {
        let outer = Rect(x: 10.5, y: 20.25, width: 100, height: 50)
        #expect(Rect(x: 10, y: 19.75, width: 100.5, height: 50.5).isContained(in: outer))
        #expect(!Rect(x: 9.75, y: 20.25, width: 10, height: 10).isContained(in: outer))
        #expect(!Rect(x: 10.5, y: 20.25, width: 101, height: 10).isContained(in: outer))
        #expect(Rect(x: 9.75, y: 20.25, width: 10, height: 10).isContained(in: outer, tolerance: 0.75))
        #expect(!Rect(x: .nan, y: 20.25, width: 10, height: 10).isContained(in: outer))
        #expect(
            !Rect(x: 20, y: 30, width: 10, height: 10).isContained(
                in: Rect(x: 0, y: 0, width: -5, height: 100)))
    }

    @Test("a view scrolled sideways maps to the window by its bounds' x as well as its y (`-` as `+`)")
    func scrolledSideways() {
        let coordinates = ViewCoordinates(
            bounds: Rect(x: 30.5, y: 12, width: 200, height: 100),
            frameInWindow: Rect(x: 5, y: 100.25, width: 200, height: 100))
        expectEqual(
            coordinates.toWindow(Rect(x: 40.5, y: 20, width: 10, height: 10)),
            Rect(x: 15, y: 108.25, width: 10, height: 10))
    }

    @Test("whole numbers print as integers below 1e15 and in exponent form from there (`<` as `<=`)")
    func largeWholeNumbers() {
        expectEqual(NumberFormatting.shortest(999_999_999_999_999), "999999999999999")
        expectEqual(NumberFormatting.shortest(1e15), "\(1e15)")
        expectEqual(NumberFormatting.shortest(-1e15), "\(-1e15)")
    }
}
