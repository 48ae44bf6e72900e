/// What the benchmarks measure of a log's explanation, without making the explanation's types public.
@_spi(Engine)
extension ConstraintLog {
    /// The text `guidelens explain` prints for the log.
    public var explanationText: String { ConflictExplanation(log: self).text }

    /// For each conflict, how many fixes `guidelens explain --fix` offers: its arithmetic, then
    /// every candidate change solved again.
    public var fixCounts: [Int] {
        conflicts.map { ConflictFix.search($0, arithmetic: ConflictArithmetic(conflict: $0)).count }
    }

    /// For each conflict, how many constraints its arithmetic finds in the smallest set that
    /// cannot hold together, on the axis with the largest such set (0 where it finds none).
    public var smallestConflictingSetSizes: [Int] {
        conflicts.map { conflict in
            ConflictArithmetic(conflict: conflict).reductions.map(\.members.count).max() ?? 0
        }
    }
}
