import Testing

@testable @_spi(Engine) import GuideLensCore

/// Edges of the conflict reading and the conflict center that no test reached until
/// `Scripts/mutate` planted a defect in each (the defect is named in each test).
@Suite("Conflict edges")
struct ConflictEdgeTests {
    @Test("a marker is found one byte after a false start of its first byte (`start += 1` as `+= 2`)")
    func falseStart() {
        let text = Substring("xx(a(active")
        let range = text.byteRange(of: "(active")
        #expect(range.map { text.utf8.distance(from: text.startIndex, to: $0.lowerBound) } == 4)
        #expect(Substring("aab").byteRange(of: "ab") != nil)
    }

    @Test("tabs around text are trimmed like spaces, on both sides (0x09 nudged)")
    func tabsTrimmed() {
        expectEqual(Substring("\t \tH:|-(8)-[v]\t ").withoutSurroundingSpaces, "H:|-(8)-[v]")
        expectEqual(Substring("\n(a)\n").withoutSurroundingSpaces, "\n(a)\n")
    }

    @Test("the center says whether the adapter's patch is in place, and whether anyone listens")
    func centerState() {
        let center = ConflictCenter()
        #expect(!center.isObserving)
        #expect(!center.isListening)
        center.markObserving()
        #expect(center.isObserving)
        let scope = center.begin()
        #expect(center.isListening)
        _ = center.end(scope)
        #expect(!center.isListening)
    }
}
