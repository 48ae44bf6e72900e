/// What the benchmarks measure of the priorities' objective, without making the engine public.
@_spi(Engine)
public enum PriorityWorkload {
    /// Solves a row of `items` items laid out one after the other, 8 apart, each at least 10 wide,
    /// the last ending at most at `items × 30`: `2 × items` required rows; and `goals` goals below
    /// required, each asking an item to be 40 wide, at 750, 500 or 250 in turn (more than fit, so
    /// some lose). Returns the number of goals met, or -1 when it could not be settled.
    public static func solveRow(items: Int, goals: Int) -> Int {
        var system = LinearSystem()
        var positions: [Int] = []
        var sizes: [Int] = []
        for _ in 0..<items {
            positions.append(system.addUnknown(nonNegative: false))
            sizes.append(system.addUnknown(nonNegative: true))
        }
        system.rows.append(LinearSystem.Row(terms: [positions[0]: 1], relation: .equal, constant: 0))
        for index in 0..<items {
            system.rows.append(LinearSystem.Row(terms: [sizes[index]: 1], relation: .atLeast, constant: 10))
            if index + 1 < items {
                system.rows.append(
                    LinearSystem.Row(
                        terms: [positions[index + 1]: 1, positions[index]: -1, sizes[index]: -1],
                        relation: .equal,
                        constant: 8))
            }
        }
        let last = items - 1
        system.rows.append(
            LinearSystem.Row(
                terms: [positions[last]: -1, sizes[last]: -1], relation: .atLeast,
                constant: -Double(items * 30)))
        let wanted = (0..<goals).map { index in
            LinearSystem.Goal(
                row: LinearSystem.Row(terms: [sizes[index % items]: 1], relation: .equal, constant: 40),
                priority: [750, 500, 250][index % 3])
        }
        guard let solution = system.solvePriorities(wanted).solution else { return -1 }
        return solution.misses.filter { $0 <= EngineTolerance.value }.count
    }
}
