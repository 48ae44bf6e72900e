/// Every answer the model can give, checked: what `why` would say of each recomputed item's
/// position and size, read from the solution (``DecisionReader``) and verified another way
/// (``DecisionChecker``). What the tests run over every sample scene, every hand-written snapshot
/// and thousands of random layouts; cheap enough for a debug build to run on an answer.
extension LayoutModel {
    /// One claim that did not check out: the item and value it was about, and what was wrong.
    package struct Contradiction: Hashable, Sendable, CustomStringConvertible {
        package var address: ObjectAddress
        package var slot: ConstraintRows.Slot
        package var failure: DecisionChecker.Failure

        package var description: String { "\(address) \(slot): \(failure)" }
    }

    /// The contradictions among the answers for `values` (each recomputed item's position and size
    /// on each axis when `nil`). The misses a group's answers share are checked once.
    package func contradictions(among values: [ConstraintRows.Variable]? = nil) -> [Contradiction] {
        let (builder, system) = rows()
        let groups = SolvedGroup.groups(builder: builder, system: system)
        var groupOf: [Int: Int] = [:]
        for (index, group) in groups.enumerated() {
            for unknown in group.unknowns { groupOf[unknown] = index }
        }
        let placed = Set(self.placed.map(\.address))
        let asked =
            values
            ?? builder.unknowns.keys.sorted().filter { variable in
                switch variable.slot {
                case .position, .size: placed.contains(variable.address)
                default: false
                }
            }
        var checking: [Int: (reader: DecisionReader, checker: DecisionChecker)] = [:]
        var missesChecked = Set<Int>()
        var found: [Contradiction] = []
        for variable in asked {
            guard let unknown = builder.unknowns[variable], let index = groupOf[unknown],
                let terms = groups[index].localTerms([unknown: 1])
            else { continue }
            let pair =
                checking[index] ?? (
                    DecisionReader(group: groups[index]), DecisionChecker(group: groups[index])
                )
            checking[index] = pair
            var decision = pair.reader.decision(of: terms)
            if !missesChecked.insert(index).inserted { decision.misses = [] }
            for failure in pair.checker.check(decision, of: terms) {
                found.append(Contradiction(address: variable.address, slot: variable.slot, failure: failure))
            }
        }
        return found
    }
}
