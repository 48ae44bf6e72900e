import Testing

@testable @_spi(Engine) import GuideLensCore

/// The workload the benchmarks time is the one they say: the count of goals met, worked out by
/// hand at the edge where one more goal fits.
@Suite("Linear engine: the benchmarks' row of items")
struct PriorityWorkloadTests {
    @Test("nine items hold 40 + 40 + 40 and the fourth goal misses: 4 × 40 + 5 × 10 = 210 > 206")
    func goalsMet() {
        // The row ends at most at 9 × 30 = 270 and has 8 gaps of 8: the sizes share 206 at most,
        // each at least 10. Goals 0 and 3 at 750, 1 at 500, 2 at 250: four goals of 40 need 210.
        expectEqual(PriorityWorkload.solveRow(items: 9, goals: 4), 3)
        // Three need 3 × 40 + 6 × 10 = 180: all met.
        expectEqual(PriorityWorkload.solveRow(items: 9, goals: 3), 3)
        // Ten items share 22 × 10 + 8 = 228: four goals need 4 × 40 + 6 × 10 = 220, all met.
        expectEqual(PriorityWorkload.solveRow(items: 10, goals: 4), 4)
        // One item of at most 30 misses its 40.
        expectEqual(PriorityWorkload.solveRow(items: 1, goals: 1), 0)
    }
}
