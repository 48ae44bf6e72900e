import Testing
import Tiny

@Suite("Tiny")
struct TinyTests {
    @Test("both ends of the range are inside, one past either end is outside")
    func within() {
        #expect(isWithin(3, low: 3, high: 5))
        #expect(isWithin(5, low: 3, high: 5))
        #expect(!isWithin(2, low: 3, high: 5))
        #expect(!isWithin(6, low: 3, high: 5))
    }

    @Test("far above and far below")
    func above() {
        #expect(isAbove(100, limit: 10))
        #expect(!isAbove(1, limit: 10))
    }
}
