@_spi(Engine) import GuideLensCore

/// The changes of a what-if as `guidelens why` and the MCP server take them: `N=VALUE` for a
/// constant, `N=P` for a priority, `N` to deactivate, N being a constraint's number in the guide's
/// answer. Read in one place so that both say the same thing of a bad one.
package enum WhatIfChanges {
    /// The changes, in the order given (constants, then priorities, then deactivations); a
    /// ``CommandFailure`` naming the option (`set`, `priority`, `deactivate`) and the text it
    /// could not read.
    package static func read(
        constants: [String], priorities: [String], deactivated: [String], command: String = "why"
    ) throws -> [WhatIf.Change] {
        func pair(_ text: String, option: String) throws -> (Int, Double) {
            let parts = text.split(separator: "=", maxSplits: 1).map {
                $0.trimmingCharacters(in: .whitespaces)
            }
            guard parts.count == 2, let number = Int(parts[0]), number > 0, let value = Double(parts[1])
            else {
                throw CommandFailure(
                    description:
                        "\(command): --\(option) takes N=VALUE, a constraint's number in the answer and a number (as in --\(option) 8=20); not '\(text)'"
                )
            }
            guard value.isFinite else {
                throw CommandFailure(
                    description: "\(command): --\(option) \(text): the value is not a finite number")
            }
            return (number, value)
        }
        var changes: [WhatIf.Change] = []
        for text in constants {
            let (number, value) = try pair(text, option: "set")
            changes.append(WhatIf.Change(number: number, edit: .constant(value)))
        }
        for text in priorities {
            let (number, value) = try pair(text, option: "priority")
            guard value >= 1, value <= 1000 else {
                throw CommandFailure(
                    description: "\(command): --priority \(text): a priority is from 1 to 1000")
            }
            changes.append(WhatIf.Change(number: number, edit: .priority(value)))
        }
        for text in deactivated {
            guard let number = Int(text.trimmingCharacters(in: .whitespaces)), number > 0 else {
                throw CommandFailure(
                    description:
                        "\(command): --deactivate takes a constraint's number in the answer (as in --deactivate 7); not '\(text)'"
                )
            }
            changes.append(WhatIf.Change(number: number, edit: .deactivate))
        }
        return changes
    }

    /// A list written on one line, `8=20, 3=12` or `7, 9`, split into its items.
    package static func items(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == "," || $0 == ";" }).map {
            $0.trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
    }
}
