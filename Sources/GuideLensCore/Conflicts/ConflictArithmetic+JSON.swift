/// The arithmetic as structured data, for `explain --json`, MCP and tests.
extension ConflictArithmetic {
    /// The answers as structured data.
    package var json: JSONValue {
        func numbers(_ list: [Int]) -> JSONValue { .array(list.map(JSONValue.integer)) }
        return .array(
            answers.map { axis, answer in
                switch answer {
                case .conflict(let reduction):
                    var value: [String: JSONValue] = [
                        "axis": .string(axis.text), "outcome": "conflict",
                        "members": numbers(reduction.members),
                        "anchor": .integer(reduction.anchor), "anchorValue": .number(reduction.anchorValue),
                        "anchorText": .string(reduction.anchorText),
                        "terms": .array(
                            reduction.terms.map {
                                .object([
                                    "constraint": .integer($0.index), "value": .number($0.value),
                                    "text": .string($0.text), "solverWeight": .number($0.solverWeight),
                                ])
                            }),
                        "sum": .number(reduction.sum), "relation": .string(reduction.relation.symbol),
                        "removable": numbers(reduction.removable),
                        "removableComplete": .bool(reduction.removableIsComplete),
                        "assumesNonNegative": .bool(reduction.usesAssumptions),
                    ]
                    if let holds = reduction.brokenLetsTheRestHold {
                        value["brokenLetsTheRestHold"] = .bool(holds)
                        if !holds { value["stillConflicting"] = numbers(reduction.stillConflicting) }
                    }
                    return .object(value)
                case .holds:
                    return .object(["axis": .string(axis.text), "reduced": false, "outcome": "holds"])
                case .holdsOnlyAsPrinted(let members):
                    return .object([
                        "axis": .string(axis.text), "reduced": false, "outcome": "holdsOnlyAsPrinted",
                        "members": numbers(members),
                    ])
                case .holdsWithFreePosition(let members, let reason):
                    return .object([
                        "axis": .string(axis.text), "reduced": false, "outcome": "holdsWithFreePosition",
                        "members": numbers(members), "reason": .string(reason.rawValue),
                    ])
                case .holdsWithinRounding(let members):
                    return .object([
                        "axis": .string(axis.text), "reduced": false, "outcome": "holdsWithinRounding",
                        "members": numbers(members),
                    ])
                case .holdsWithUnprinted(let room):
                    var value: [String: JSONValue] = [
                        "axis": .string(axis.text), "reduced": false, "outcome": "holdsWithUnprinted",
                        "unprinted": .array(
                            room.unknowns.map { variable in
                                .object([
                                    "address": .string(variable.address.description),
                                    "item": .string(Self.itemName(variable.address, in: conflict)),
                                    "value": .string(Self.unprintedName(variable.slot) ?? ""),
                                ])
                            }),
                    ]
                    if let lower = room.lower { value["lower"] = .number(lower) }
                    if let upper = room.upper { value["upper"] = .number(upper) }
                    if let reduction = room.reduction {
                        value["members"] = numbers(reduction.members)
                        value["anchor"] = .integer(reduction.anchor)
                        value["anchorValue"] = .number(reduction.anchorValue)
                        value["terms"] = .array(
                            reduction.terms.map {
                                .object([
                                    "constraint": .integer($0.index), "value": .number($0.value),
                                    "text": .string($0.text),
                                ])
                            })
                        value["sum"] = .number(reduction.sum)
                    }
                    return .object(value)
                case .notSettled(let reason):
                    return .object([
                        "axis": .string(axis.text), "reduced": false, "outcome": "notSettled",
                        "reason": .string(reason.description),
                    ])
                }
            })
    }
}
