/// The words of a what-if: the change, then what moves, or the conflict it creates.
extension PlacementText {
    /// `constraint 8's constant set to 20 (it is 8)`.
    static func change(_ change: WhatIf.Change, in placement: GuidePlacement) -> String {
        let read = placement.constraints.first { $0.number == change.number }?.read
        switch change.edit {
        case .constant(let value):
            return "constraint \(change.number)'s constant set to \(shortest(value))"
                + (read.map { " (it is \(shortest($0.constant)))" } ?? "")
        case .priority(let value):
            return "constraint \(change.number)'s priority set to \(shortest(value))"
                + (read.map { " (it is \(shortest($0.priority)))" } ?? "")
        case .deactivate: return "constraint \(change.number) deactivated"
        case .hugging(let value):
            return "constraint \(change.number)'s content hugging set to \(shortest(value))"
        case .compressionResistance(let value):
            return "constraint \(change.number)'s compression resistance set to \(shortest(value))"
        }
    }

    /// `266.5 (+166)`; `any value from 100 to 140, as good as each other (a tie UIKit breaks without
    /// saying how)`; `anywhere from 0 up (nothing decides it)`.
    static func after(_ move: WhatIf.Move) -> String {
        guard let range = move.afterRange else {
            return
                "\(number(move.after)) (\(move.after > move.before ? "+" : "−")\(number(abs(move.after - move.before))))"
        }
        if move.isTie, let lower = range.lower, let upper = range.upper {
            return "any value from \(number(lower)) to \(number(upper)), each as good as the others "
                + "(a tie UIKit breaks without saying how)"
        }
        // `free from 0 up` → `anywhere from 0 up`; `free` → `anywhere`.
        return "anywhere" + self.range(range).dropFirst("free".count) + " (nothing decides it)"
    }

    /// A view as the lists of other items name it: its name, with its address unless the name has it.
    static func item(_ name: String, _ address: ObjectAddress) -> String {
        name.contains(address.description) ? name : "\(name) (\(address))"
    }

    /// The what-if as `guidelens why … --set/--priority/--deactivate` prints it.
    package static func whatIf(_ whatIf: WhatIf) -> String {
        let changes =
            whatIf.changes.map { change($0, in: whatIf.placement) }
            + whatIf.added.map { addedEquation($0) + " were added" }
        var text = "What if " + changes.joined(separator: ", ") + ":\n"
        switch whatIf.outcome {
        case .unsettled(let reason):
            text += "  not settled (\(reason)).\n"
        case .moves(let own, let others):
            for move in own {
                if !move.wasDecided {
                    // A value the record left free or tied: still so, or decided now.
                    let value = "  \(move.name) \(move.attribute)"
                    if move.afterRange != nil {
                        text += "\(value) still \(after(move))\n"
                    } else if move.moves {
                        text +=
                            "\(value) \(number(move.before)) → \(after(move)): decided, where the record leaves "
                            + "it undecided\n"
                    } else {
                        text +=
                            "\(value) decided at \(number(move.after)), where UIKit shows it; the record leaves "
                            + "it undecided\n"
                    }
                    continue
                }
                text +=
                    move.moves
                    ? "  \(move.name) \(move.attribute) \(number(move.before)) → \(after(move))\n"
                    : "  \(move.name) \(move.attribute) unchanged (\(number(move.after)))\n"
            }
            if others.isEmpty {
                text += "  no other recorded guide or view moves.\n"
            }
            for move in others {
                text +=
                    "  \(item(move.name, move.address)) \(move.attribute) \(number(move.before)) → \(after(move))\n"
            }
        case .conflict(let conflict, let answerNumbers, let changed):
            text += "  the required constraints cannot hold together, so UIKit would break one and log it:\n"
            for (index, constraint) in conflict.constraints.enumerated() {
                let source = answerNumbers[index].map { " (constraint \($0) of the answer)" } ?? ""
                let mark = changed[index] ? " ← changed" : ""
                text += "    \(index + 1). " + ConflictExplanation.equation(constraint) + source + mark + "\n"
            }
            let numbers = Array(1...max(1, conflict.constraints.count))
            for line in ConflictArithmetic(conflict: conflict).text(numbers: numbers).split(separator: "\n") {
                text += "  " + line + "\n"
            }
        }
        return text
    }
}
