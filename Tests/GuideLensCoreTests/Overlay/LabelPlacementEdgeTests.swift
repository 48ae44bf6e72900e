import Testing

@testable @_spi(Engine) import GuideLensCore

/// Where a label goes at the edges of its rules: an emoji drawn as text by default, a plate that
/// just fits inside its target or its container, and one a point too large.
@Suite("Label layout at the edges")
struct LabelPlacementEdgeTests {
    @Test(
        "a symbol past U+1F000 that is an emoji takes an emoji's width even when text is its default; © does not"
    )
    func emojiByDefaultText() {
        #expect(LabelLayout.textWidthInEms("\u{1F321}") == 1.25)  // thermometer: emoji, text by default
        #expect(LabelLayout.textWidthInEms("\u{1F3F3}") == 1.25)  // white flag
        #expect(LabelLayout.textWidthInEms("\u{00A9}") == 0.6)  // ©: an emoji below U+1F000, text by default
        #expect(LabelLayout.textWidthInEms("\u{2600}") == 0.6)  // ☀ likewise
        #expect(LabelLayout.textWidthInEms("\u{1F000}") == 0.6)  // a mahjong tile: not an emoji
    }

    @Test("a plate up to 2 points narrower and lower than its target sits inside it; a point more goes above")
    func fitsInside() {
        let target = Rect(x: 10.5, y: 40.25, width: 100, height: 30)
        var layout = LabelLayout(container: nil)
        expectEqual(
            layout.place(Size(width: 98, height: 28), near: target),
            Rect(x: 11.5, y: 41.25, width: 98, height: 28))
        layout = LabelLayout(container: nil)
        expectEqual(
            layout.place(Size(width: 99, height: 28), near: target),
            Rect(x: 10.5, y: 12.25, width: 99, height: 28))
        layout = LabelLayout(container: nil)
        expectEqual(
            layout.place(Size(width: 98, height: 29), near: target),
            Rect(x: 10.5, y: 11.25, width: 98, height: 29))
    }

    @Test("a plate as wide and as high as its container slides inside it; one wider is left where it falls")
    func slidesIntoTheContainer() {
        let container = Rect(x: 0, y: 0, width: 50, height: 20)
        // A target at the container's right edge: its plate, as wide as the container, slides left.
        var layout = LabelLayout(container: container)
        expectEqual(
            layout.place(Size(width: 50, height: 20), near: Rect(x: 30, y: 20, width: 10, height: 10)),
            Rect(x: 0, y: 0, width: 50, height: 20))
        // One point wider than the container: not slid, so it lands outside, above its target.
        layout = LabelLayout(container: container)
        expectEqual(
            layout.place(Size(width: 51, height: 10), near: Rect(x: 30, y: 20, width: 10, height: 10)),
            Rect(x: 30, y: 10, width: 51, height: 10))
        // One point higher than the container: the same.
        layout = LabelLayout(container: container)
        expectEqual(
            layout.place(Size(width: 20, height: 21), near: Rect(x: 40, y: 30, width: 10, height: 10)),
            Rect(x: 40, y: 9, width: 20, height: 21))
    }
}
