/// What `why --check --json` writes: each recorded value of the snapshot computed again from the
/// recorded constraints, as a documented `Codable` value (the conventions of
/// ``PlacementDocument``).
package struct CheckDocument: Codable, Equatable, Sendable {
    /// ``GuidePlacement/jsonSchemaVersion``.
    package var schemaVersion: Int
    /// How many guides' values all match, of how many checked.
    package var guides: Count
    /// How many views' values all match, of how many checked.
    package var views: Count
    /// How far a computed value may be from the recorded one and still match, in points.
    package var margin: Double
    /// Every value checked.
    package var checks: [Check]

    /// How many items match, of how many.
    package struct Count: Codable, Equatable, Sendable {
        package var matching: Int
        package var total: Int
    }

    /// One recorded value, computed again.
    package struct Check: Codable, Equatable, Sendable {
        /// Whether the item is a guide or a view.
        package enum Item: String, Codable, Equatable, Sendable {
            case guide
            case view
        }

        /// What computing it again gives.
        package enum Outcome: String, Codable, Equatable, Sendable {
            /// The value computed (`computed`) matches the recorded one.
            case matches
            /// The value computed (`computed`) differs from it.
            case differs
            /// The record leaves it free from `lower` to `upper`.
            case open
            /// Equally good values reach from `lower` to `upper`.
            case tied
            /// The record's required constraints contradict each other (`constraints` of them).
            case conflict
            /// The record does not settle it (`reason`).
            case unsettled
        }

        /// The item's name.
        package var item: String
        /// The item's address.
        package var address: String
        /// Whether it is a guide or a view.
        package var `is`: Item
        /// `top`, `left`, `width` or `height`.
        package var attribute: String
        /// The recorded value.
        package var recorded: Double?
        package var outcome: Outcome
        package var computed: Double?
        package var lower: Double?
        package var upper: Double?
        package var constraints: Int?
        package var reason: String?
    }
}

extension CheckDocument {
    /// The document of `recomputation`.
    package init(_ recomputation: Recomputation) {
        let (guides, views) = recomputation.items
        self.init(
            schemaVersion: GuidePlacement.jsonSchemaVersion,
            guides: Count(matching: guides.matching, total: guides.total),
            views: Count(matching: views.matching, total: views.total), margin: Recomputation.margin,
            checks: recomputation.checks.map(Check.init))
    }
}

extension CheckDocument.Check {
    init(_ check: Recomputation.Check) {
        self.init(
            item: check.name, address: check.address.description, is: check.isGuide ? .guide : .view,
            attribute: PlacementText.name(check), recorded: check.recorded, outcome: .matches)
        switch check.outcome {
        case .matches(let value): (outcome, computed) = (.matches, value)
        case .differs(let value): (outcome, computed) = (.differs, value)
        case .open(let lower, let upper): (outcome, self.lower, self.upper) = (.open, lower, upper)
        case .tied(let lower, let upper): (outcome, self.lower, self.upper) = (.tied, lower, upper)
        case .conflict(let entries): (outcome, constraints) = (.conflict, entries.count)
        case .unsettled(let reason): (outcome, self.reason) = (.unsettled, reason.description)
        }
    }
}
