import Testing

@testable @_spi(Engine) import GuideLensCore

/// The chain picture notes each view the trace goes through with where its size or frame comes
/// from, in a few words: its intrinsic size and the priority that holds it (or loses), its
/// autoresizing mask, or a frame set in code. Each note is drawn once, by its view, which is
/// outlined. The scenes are ``ViewTraceTests``'s: the row of two labels and a spacer, and the
/// badge under a card in a scroll view.
@Suite("why: notes on the chain's views")
struct PlacementNotesTests {
    typealias V = ViewTraceTests
    typealias F = PlacementFixture

    /// The chain's markings for the guide named `guide` in `snapshot`.
    static func markings(_ snapshot: Snapshot, guide: String) throws -> SnapshotRenderer.Options {
        let tracer = PlacementTracer(snapshot)
        guard case .found(let match) = GuideLookup(tracer).find(guide) else {
            Issue.record("no guide \(guide)")
            return SnapshotRenderer.Options()
        }
        var options = SnapshotRenderer.Options()
        tracer.placement(of: match).markings(into: &options, tracer: tracer)
        return options
    }

    @Test("each label of the row is noted with its intrinsic width and the hugging that holds it, once")
    func intrinsicWidths() throws {
        let snapshot = V.rowSnapshot(
            first: V.labelLayout(intrinsicWidth: 104.25), second: V.labelLayout(intrinsicWidth: 80.5))
        let options = try Self.markings(snapshot, guide: "spacer")
        expectEqual(
            options.notes,
            [
                .init(item: V.first.address, text: "intrinsic width 104.25 · hug 251"),
                .init(item: V.second.address, text: "intrinsic width 80.5 · hug 251"),
            ])
        #expect(options.highlighted.isSuperset(of: [V.first.address, V.second.address]))
    }

    @Test(
        "a label whose hugging loses to the spacer's wish is noted with the width it takes and its intrinsic one"
    )
    func huggingLoses() throws {
        let snapshot = V.rowSnapshot(
            first: V.labelLayout(intrinsicWidth: 104.25, hugging: 249),
            second: V.labelLayout(intrinsicWidth: 80.5))
        let options = try Self.markings(snapshot, guide: "spacer")
        // The owner's 300 less the margins, the spacer's least 8 and the other label's 80.5.
        let width = PlacementText.number(300 - 2 * 16 - 8 - 80.5)
        #expect(
            options.notes.first { $0.item == V.first.address }?.text
                == "width \(width), intrinsic 104.25 · hug 249 loses")
    }

    @Test(
        "a card placed by its autoresizing mask is noted with the mask; one set in code, with the mask it translates or alone"
    )
    func framesOfCards() throws {
        let mask = ViewLayout(
            constraints: V.cardMask, translatesAutoresizingMaskIntoConstraints: true, autoresizingMask: 36)
        expectEqual(
            try Self.markings(V.badgeSnapshot(card: mask), guide: "badge").notes,
            [.init(item: V.card.address, text: "autoresizing h=--& v=--&")])
        let none = GuideConstraints(horizontal: [], vertical: [])
        let translated = ViewLayout(
            constraints: none, translatesAutoresizingMaskIntoConstraints: true, autoresizingMask: 36)
        expectEqual(
            try Self.markings(V.badgeSnapshot(card: translated), guide: "badge").notes,
            [.init(item: V.card.address, text: "set in code · autoresizing h=--& v=--&")])
        let plain = ViewLayout(constraints: none, translatesAutoresizingMaskIntoConstraints: false)
        expectEqual(
            try Self.markings(V.badgeSnapshot(card: plain), guide: "badge").notes,
            [.init(item: V.card.address, text: "set in code")])
    }

    @Test(
        "an autoresizing constraint whose line prints no mask letters is noted \"autoresizing\" alone; one that prints them, with them"
    )
    func maskLettersInTheNote() throws {
        let card = TraceAnchor(
            item: .view(className: "UIView", identifier: nil, address: nil), address: V.card.address,
            attribute: .layout(.leading), value: 16.25)
        func note(_ mask: String?) -> String? {
            let pin = TraceStep.Pin(
                target: card, other: nil, multiplier: 1, constant: 16.25, isFirst: true, computed: 16.25,
                constraint: 3, autoresizingMask: mask)
            return PlacementText.drawingNote(for: .pinned(pin))?.text
        }
        expectEqual(note(""), "autoresizing")
        expectEqual(note("h=&-& v=--&"), "autoresizing h=&-& v=--&")
        expectEqual(note(nil), nil)
        expectEqual(
            PlacementText.drawingNote(for: .setInCode(card, autoresizingMask: ""))?.text, "set in code")
    }

    @Test("the picture writes each note and label once, escaped, in the chain's colour, covering no other")
    func picture() throws {
        let mask = ViewLayout(
            constraints: V.cardMask, translatesAutoresizingMaskIntoConstraints: true, autoresizingMask: 36)
        let snapshot = V.badgeSnapshot(card: mask)
        let options = try Self.markings(snapshot, guide: "badge")
        let svg = SnapshotRenderer(options: options).svg(for: snapshot)
        let texts = svg.split(separator: "\n").filter {
            $0.contains("fill=\"#e07a00\">") && $0.hasPrefix("<text")
        }
        #expect(texts.count == options.notes.count + options.links.count)
        #expect(texts.filter { $0.contains(">autoresizing h=--&amp; v=--&amp;</text>") }.count == 1)
        // Every text's extent, from where it is written, overlaps no other's.
        let frames = try texts.map { line -> Rect in
            func number(_ name: String) throws -> Double {
                try #require(
                    line.split(separator: "\(name)=\"").dropFirst().first?.split(separator: "\"").first
                        .flatMap {
                            Double($0)
                        })
            }
            let text = try #require(line.split(separator: ">").dropFirst().first?.split(separator: "<").first)
            let size = MarkingLabelLayout.textSize(
                String(text).replacingOccurrences(of: "&amp;", with: "&"))
            return Rect(
                x: try number("x") - 0.1 * MarkingLabelLayout.fontSize,
                y: try number("y") - 0.95 * MarkingLabelLayout.fontSize, width: size.width,
                height: size.height)
        }
        for (index, frame) in frames.enumerated() {
            for other in frames[(index + 1)...] {
                #expect(!frame.overlaps(other.insetBy(dx: 0.01, dy: 0.01)))
            }
        }
    }
}
