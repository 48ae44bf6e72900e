import Testing

@testable @_spi(Engine) import GuideLensCore

/// The words and numbers of a placement at their edges.
@Suite("Placement: text")
struct PlacementTextTests {
    @Test("a value that is not a number is ?, infinities keep their sign; finite values to a thousandth")
    func numbers() {
        expectEqual(PlacementText.number(.nan), "?")
        expectEqual(PlacementText.number(.infinity), "∞")
        expectEqual(PlacementText.number(-.infinity), "−∞")
        expectEqual(PlacementText.number(-12.5), "−12.5")
        expectEqual(PlacementText.number(133.33333), "133.333")
        expectEqual(PlacementText.number(-0.0001), "0")
    }

    @Test("a signed constant: + for positive, − for negative, nothing for 0")
    func signed() {
        expectEqual(PlacementText.signed(16), " + 16")
        expectEqual(PlacementText.signed(-8.5), " − 8.5")
        expectEqual(PlacementText.signed(0), "")
        expectEqual(PlacementText.signed(0.25), " + 0.25")
    }

    @Test(
        "the one-line summary names insets that are not derived, and what is missing when nothing is recorded"
    )
    func summary() {
        func placement(insets: InsetExplanation?, missing: [PlacementGap]) -> GuidePlacement {
            GuidePlacement(
                name: "g", path: "UIView › g", address: ObjectAddress(0xB000), owner: ObjectAddress(0x2000),
                kind: .safeArea, frameInWindow: Rect(x: 0, y: 47, width: 390, height: 763),
                hasAmbiguousLayout: nil,
                constraints: [], axes: [], insets: insets, missing: missing)
        }
        let edges = InsetExplanation(
            kind: .safeArea,
            edges: [
                EdgeInsetSource(edge: "top", side: "top", inset: 47, isDerived: true, lines: []),
                EdgeInsetSource(edge: "bottom", side: "bottom", inset: 34, isDerived: false, lines: []),
            ], inputsMissing: false)
        expectEqual(
            PlacementText.summary(placement(insets: edges, missing: [])),
            "top inset 47; bottom inset 34 (not derived)")
        expectEqual(PlacementText.summary(placement(insets: nil, missing: [])), "nothing recorded")
        expectEqual(
            PlacementText.summary(placement(insets: nil, missing: [.constraintsNotRecorded])),
            "constraints not recorded")
    }
}
