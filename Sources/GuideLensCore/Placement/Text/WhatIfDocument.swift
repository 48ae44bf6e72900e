/// What `why --json … --set` writes: the layout after the changes, as a documented `Codable`
/// value (the conventions of ``PlacementDocument``).
package struct WhatIfDocument: Codable, Equatable, Sendable {
    /// What the changes do.
    package enum Outcome: String, Codable, Equatable, Sendable {
        /// The layout settles: the guide's values (`guideValues`) and the others that move.
        case moves
        /// The required constraints contradict each other (`constraints`, `text`).
        case conflict
        /// The changed record does not settle (`reason`).
        case unsettled
    }

    /// ``GuidePlacement/jsonSchemaVersion``.
    package var schemaVersion: Int
    /// The guide's name.
    package var guide: String
    /// The changes made.
    package var changes: [Change]
    package var outcome: Outcome
    /// The guide's values before and after.
    package var guideValues: [Move]?
    /// The other recorded values that move.
    package var othersMoved: [Move]?
    /// The required constraints that contradict each other, as equations.
    package var constraints: [String]?
    /// Their numbers in the answer, each `null` for a constraint the answer does not number.
    package var answerNumbers: [Int?]?
    /// The conflict's arithmetic, in words.
    package var text: String?
    /// Why the changed record does not settle.
    package var reason: String?

    /// One change: a constraint's number and what is set (one of the other fields).
    package struct Change: Codable, Equatable, Sendable {
        package var constraint: Int
        package var constant: Double?
        package var priority: Double?
        package var deactivate: Bool?
        package var hugging: Double?
        package var compressionResistance: Double?
    }

    /// A value before and after the changes.
    package struct Move: Codable, Equatable, Sendable {
        /// The guide's or view's name.
        package var item: String
        package var address: String
        /// `top`, `left`, `width` or `height`.
        package var attribute: String
        package var before: Double
        package var after: Double
        /// Where equally good values reach after the changes.
        package var tie: ValueRange?
        /// Where the changed record leaves it free.
        package var open: ValueRange?
    }
}

extension WhatIfDocument {
    /// The document of `whatIf`.
    package init(_ whatIf: WhatIf) {
        self.init(
            schemaVersion: GuidePlacement.jsonSchemaVersion, guide: whatIf.placement.name,
            changes: whatIf.changes.map(Change.init), outcome: .moves)
        switch whatIf.outcome {
        case .moves(let own, let others):
            (guideValues, othersMoved) = (own.map(Move.init), others.map(Move.init))
        case .conflict(let conflict, let numbers, _):
            outcome = .conflict
            constraints = conflict.constraints.map(ConflictExplanation.equation)
            answerNumbers = numbers
            text = PlacementText.whatIf(whatIf)
        case .unsettled(let reason): (outcome, self.reason) = (.unsettled, reason.description)
        }
    }
}

extension WhatIfDocument.Change {
    init(_ change: WhatIf.Change) {
        self.init(constraint: change.number)
        switch change.edit {
        case .constant(let value): constant = value
        case .priority(let value): priority = value
        case .deactivate: deactivate = true
        case .hugging(let value): hugging = value
        case .compressionResistance(let value): compressionResistance = value
        }
    }
}

extension WhatIfDocument.Move {
    init(_ move: WhatIf.Move) {
        self.init(
            item: move.name, address: move.address.description, attribute: move.attribute,
            before: move.before,
            after: move.after)
        if move.isTie { tie = move.afterRange } else { open = move.afterRange }
    }
}
