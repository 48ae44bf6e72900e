/// What `why --json` writes for one guide: the same values the text words, as a documented
/// `Codable` value a tool or an agent decodes (``JSONAnswer/decoder()``) instead of parsing prose.
/// A value that can be one of several says which by its `kind` (or `by`, `outcome`); the fields
/// of the other kinds are absent. Numbers are JSON numbers; one JSON cannot hold is the string
/// `"nan"`, `"inf"` or `"-inf"`, as in every `--json` answer; a value the record does not give is
/// absent.
package struct PlacementDocument: Codable, Equatable, Sendable {
    /// ``GuidePlacement/jsonSchemaVersion``.
    package var schemaVersion: Int
    /// The guide's name, as the answer calls it.
    package var guide: String
    /// The guide's path from its window (`window > UIView > spacer1`).
    package var path: String
    /// The guide's address.
    package var address: String
    /// The address of the view that owns the guide.
    package var owner: String
    /// What kind of guide it is.
    package var kind: GuideKind
    /// The guide's frame in its window: x, y, width, height.
    package var windowFrame: [Double]
    /// What UIKit said of the owner's `hasAmbiguousLayout`, when recorded.
    package var ambiguous: Bool?
    /// The answer for each axis: horizontal, then vertical.
    package var axes: [Axis]
    /// Where a safe area's or margins' insets come from, for a guide UIKit places from them.
    package var insets: Insets?
    /// Every constraint the answer numbers, by its number.
    package var constraints: [Constraint]
    /// The inset inputs of a scroll view owner: they add room to scroll and move no guide.
    package var context: [ScrollContext]
    /// What the record lacks for a whole answer.
    package var missing: [Gap]
    /// Each recorded value of the layout around the guide, computed again from the record.
    package var recomputed: [CheckDocument.Check]

    /// A constraint of the answer.
    package struct Constraint: Codable, Equatable, Sendable {
        /// Its number in the answer: what the trace and the fixes call it.
        package var number: Int
        /// The axis it acts on.
        package var axis: LayoutAxis
        /// How UIKit describes it.
        package var description: String
        /// Its priority.
        package var priority: Double
        /// Whether it is active.
        package var active: Bool
        /// Why the description could not be read, for one the answer cannot use.
        package var unread: String?
        /// The address of the view it belongs to, for a constraint of a view rather than the guide.
        package var view: String?
        /// The address of the view whose intrinsic content size it stands for.
        package var intrinsicSizeOf: String?
        /// The address of the scroll view whose content origin it stands for.
        package var contentOriginOf: String?
    }

    /// The answer on one axis.
    package struct Axis: Codable, Equatable, Sendable {
        /// Which axis.
        package var axis: LayoutAxis
        /// The edge the answer calls the position, its value, and what decides it.
        package var position: DecidedValue
        /// The size, its value, and what decides it.
        package var size: DecidedValue
        /// How each edge, centre or size gets its value, one line each.
        package var trace: [TraceLine]
        /// The constraints that are not required equations of the trace, each as what it is.
        package var others: [Other]
        /// What the required constraints leave free, and what would fix it.
        package var free: Free?
        /// Cycles, unread lines, items not in the snapshot, values that do not add up.
        package var notes: [Note]
    }

    /// A position or size, its value, and what decides it.
    package struct DecidedValue: Codable, Equatable, Sendable {
        /// `top`, `leading`, `height` …
        package var name: String
        /// Its value in the window's coordinates.
        package var value: Double
        /// What decides it.
        package var decided: Decision
    }

    /// What decides a value.
    package struct Decision: Codable, Equatable, Sendable {
        /// The kinds of decision.
        package enum By: String, Codable, Equatable, Sendable {
            /// Required equations.
            case equations
            /// Required inequalities, holding it at a bound.
            case inequalities
            /// Constraints below required, weighed by UIKit's engine (`verdict`).
            case priority
            /// Nothing: the value is free.
            case nothing
            /// The record does not settle it (`reason`).
            case notSettled
        }

        /// The kind of decision.
        package var by: By
        /// The constraints that decide it; absent when the record does not settle it.
        package var constraints: [Int]?
        /// What the priorities decide, for a value decided by priority.
        package var verdict: Verdict?
        /// Why the record does not settle it.
        package var reason: String?
    }

    /// An item's attribute with its value: `safe area top 59`.
    package struct Anchor: Codable, Equatable, Sendable {
        /// How the answer names the item.
        package var item: String
        /// The item's address.
        package var address: String
        /// The attribute, as the answer names it.
        package var attribute: String
        /// Its value, when the snapshot holds it.
        package var value: Double?
    }

    /// A constraint with names and values: `first relation multiplier × second + constant`.
    package struct Equation: Codable, Equatable, Sendable {
        package var first: Anchor
        package var relation: LayoutRelation
        package var multiplier: Double
        /// Absent for a constant (`height == 24`).
        package var second: Anchor?
        package var constant: Double
    }

    /// One line of a trace.
    package struct TraceLine: Codable, Equatable, Sendable {
        /// The kinds of line.
        package enum Kind: String, Codable, Equatable, Sendable {
            /// Set by one required equation from its other side.
            case pinned
            /// Two other attributes of the same item (`bottom = top + height`).
            case combined
            /// A guide UIKit places from its own inputs: where the trace ends.
            case placedByUIKit
            /// A frame the record gives and nothing recorded explains.
            case recordedFrame
            /// Set only from items the trace is already following.
            case loopsBack
            /// A view no recorded constraint places: its frame is set in code.
            case setInCode
            /// Held by one constraint below required.
            case heldByPriority
            /// Decided by the priorities (`verdict`).
            case decidedByPriorities
        }

        /// Which side of a pinning constraint the edge is on.
        package enum Side: String, Codable, Equatable, Sendable {
            case first
            case second
        }

        /// 0 for the guide's own edges, 1 for an item they refer to, and so on.
        package var depth: Int
        /// The constraints the line uses.
        package var constraints: [Int]
        /// What the line says.
        package var kind: Kind
        /// The attribute the line gives a value.
        package var target: Anchor
        /// A pinned edge's other side; absent for a constant.
        package var other: Anchor?
        /// A pinning constraint's multiplier.
        package var multiplier: Double?
        /// A pinning constraint's constant.
        package var constant: Double?
        /// Which side of a pinning constraint the edge is on.
        package var side: Side?
        /// What a pinning constraint makes of the edge, when the other side's value is known.
        package var computed: Double?
        /// A pinning autoresizing constraint's or a view set in code's mask (`h=-&- v=-&-`).
        package var autoresizingMask: String?
        /// Where a frame attribute is measured from, when it is not 0.
        package var superviewOrigin: Anchor?
        /// Whether the constraint is where UIKit starts a scroll view's content.
        package var contentOrigin: Bool?
        /// A combined attribute's recorded value.
        package var recorded: Double?
        /// The two attributes a combined one follows from.
        package var from: [Anchor]?
        /// How a combined attribute follows from them.
        package var how: Combination?
        /// The constraint below required that holds it.
        package var constraint: Int?
        /// That constraint's priority.
        package var priority: Double?
        /// That constraint with names and values.
        package var equation: Equation?
        /// What the priorities decide.
        package var verdict: Verdict?
    }

    /// What the priorities decide for one value.
    package struct Verdict: Codable, Equatable, Sendable {
        /// The value chosen.
        package var value: Double
        /// The met goals that hold it: without each, it would move.
        package var holding: [Outcome]
        /// The goals that miss, with their misses.
        package var losing: [Outcome]
        /// The met goals that do not hold it but would stop it moving their way.
        package var standing: [Outcome]
        /// The range the required constraints alone leave it.
        package var requiredRange: ValueRange?
        /// The priority whose goals pin it.
        package var decidingPriority: Double?
        /// Equally good values from `lower` to `upper`: UIKit picks one without saying which.
        package var tie: Tie?
        /// The value were the priorities weighed as numbers rather than in order.
        package var weighedAsNumbers: WeighedAsNumbers?
    }

    /// Where equally good values reach, and the goals that pull the ways that tie.
    package struct Tie: Codable, Equatable, Sendable {
        package var lower: Double
        package var upper: Double
        package var deciding: [Int]
    }

    /// The value lower goals weighed as numbers would give, and those goals.
    package struct WeighedAsNumbers: Codable, Equatable, Sendable {
        package var value: Double
        package var outweighing: [Int]
    }

    /// Which part of a content-size constraint a goal is; absent for a whole constraint.
    package enum Part: String, Codable, Equatable, Sendable {
        case hugging
        case compressionResistance
    }

    /// One goal's part in a verdict.
    package struct Outcome: Codable, Equatable, Sendable {
        package var constraint: Int
        package var part: Part?
        package var priority: Double
        /// How far it misses at the chosen values: 0 when met.
        package var miss: Double
        package var equation: Equation
        /// For a goal that misses: what it cannot hold with.
        package var beatenBy: Beating?
    }

    /// What a goal that misses cannot hold with, none of it spare.
    package struct Beating: Codable, Equatable, Sendable {
        /// Required constraints.
        package var required: [Int]
        /// Goals of higher priorities or of its own.
        package var goals: [Goal]
    }

    /// A goal as an answer names it.
    package struct Goal: Codable, Equatable, Sendable {
        package var constraint: Int
        package var part: Part?
        package var priority: Double
    }

    /// A constraint that is not a required equation of the trace.
    package struct Other: Codable, Equatable, Sendable {
        /// What the record says of it, weighed against the snapshot's values.
        package enum Outcome: String, Codable, Equatable, Sendable {
            /// It plays no part.
            case inactive
            /// An equation met.
            case met
            /// An equation not met (`actual`).
            case notMet
            /// An inequality that holds (`spare`: 0 at its bound).
            case holds
            /// An inequality short by `miss`.
            case short
            /// A value it names is not in the snapshot.
            case valueMissing
        }

        package var constraint: Int
        /// Its priority, when below required.
        package var priority: Double?
        package var equation: Equation
        package var outcome: Outcome
        /// The value an equation not met has.
        package var actual: Double?
        /// The room an inequality that holds has.
        package var spare: Double?
        /// How far an inequality that does not hold misses.
        package var miss: Double?
        /// The required constraints that leave no room for one below required; empty when they
        /// would allow it and another constraint decides.
        package var overriddenBy: [Int]?
        /// What it cannot hold with, read from the solved layout.
        package var beatenBy: Beating?
        /// Whether an equally good layout would meet it.
        package var tied: Bool?
    }

    /// What the required constraints leave free on one axis, and what would fix it.
    package struct Free: Codable, Equatable, Sendable {
        /// Which values are free.
        package enum Reason: String, Codable, Equatable, Sendable {
            case sizeFree
            case positionFree
            case bothFree
        }

        /// The free attributes.
        package var attributes: [String]
        package var reason: Reason
        /// What is pinned, by attribute: `[{"top": 2}]`.
        package var pinned: [[String: Int]]
        /// What would fix it, in words.
        package var fixes: [String]
    }

    /// A note on an axis's answer.
    package struct Note: Codable, Equatable, Sendable {
        /// The kinds of note.
        package enum Kind: String, Codable, Equatable, Sendable {
            /// A constraint the answer could not read (`constraint`, `reason`, `description`).
            case unread
            /// The trace came back to an attribute it was following (`item`, `attribute`).
            case cycle
            /// The trace stopped at its depth limit (`limit`).
            case depthLimit
            /// An item the snapshot does not hold (`item`, `class`, `address`).
            case notInSnapshot
            /// The computed value differs from the recorded one.
            case differs
            /// Values free that UIKit did not report ambiguous (`free`).
            case notReportedAmbiguous
            /// Leading and trailing named left and right (`owner`).
            case rightToLeft
            /// The record does not say the owner's layout direction (`owner`).
            case directionUnknown
        }

        package var kind: Kind
        package var constraint: Int?
        package var reason: String?
        package var description: String?
        package var item: String?
        package var attribute: String?
        package var limit: Int?
        package var className: String?
        package var address: String?
        package var computed: Double?
        package var recorded: Double?
        package var free: [String]?
        package var owner: String?

        enum CodingKeys: String, CodingKey {
            case kind, constraint, reason, description, item, attribute, limit, address, computed
            case recorded, free, owner
            case className = "class"
        }
    }

    /// What the record lacks for a whole answer.
    package struct Gap: Codable, Equatable, Sendable {
        package enum Kind: String, Codable, Equatable, Sendable {
            /// The snapshot records no constraints.
            case constraintsNotRecorded
            /// UIKit reports ambiguity the record does not explain.
            case ambiguityBeyondRecord
            /// The inputs of the owner's insets are not recorded (`owner`).
            case insetInputsNotRecorded
        }

        package var kind: Kind
        package var owner: String?
    }

    /// A scroll view owner's inset inputs.
    package struct ScrollContext: Codable, Equatable, Sendable {
        package var contentInsetAdjustmentBehavior: String
        /// Top, left, bottom, right.
        package var adjustedContentInset: [Double]
        package var contentInset: [Double]?
        /// Width, height.
        package var contentSize: [Double]?
        /// Whether the adjustment adds exactly the safe-area insets, when the safe area is recorded.
        package var addsSafeArea: Bool?
    }

    /// Where a safe area's or margins' insets come from.
    package struct Insets: Codable, Equatable, Sendable {
        /// `safe area` or `margins`.
        package var kind: String
        package var edges: [Edge]
    }

    /// One edge's inset and where it comes from.
    package struct Edge: Codable, Equatable, Sendable {
        package var edge: String
        package var inset: Double
        /// Whether the inset is worked out from recorded inputs.
        package var derived: Bool
        package var sources: [InsetLine]
    }

    /// One line of an inset's explanation.
    package struct InsetLine: Codable, Equatable, Sendable {
        package enum Kind: String, Codable, Equatable, Sendable {
            /// The inset as the sum of `sources`.
            case sum
            /// The window's own insets.
            case window
            /// The recorded inset of `view` differs (`recorded`).
            case recordedDiffers
            /// The safe-area inputs of `view` are not recorded.
            case safeAreaInputsMissing
            /// The safe area of `superview` is not recorded.
            case superviewSafeAreaMissing
            /// The view stops the superview's inset (`superviewInset`, `overlap`).
            case stops
            /// Not derived: the `inputs` make `makes`.
            case notDerived
            /// The margins' inputs are not recorded.
            case marginInputsMissing
        }

        package var depth: Int
        package var kind: Kind
        package var sources: [InsetSource]?
        package var view: String?
        package var recorded: Double?
        package var superview: String?
        package var superviewInset: Double?
        package var overlap: Double?
        package var inputs: [InsetSource]?
        package var makes: Double?
    }

    /// One source of an inset.
    package struct InsetSource: Codable, Equatable, Sendable {
        package enum Kind: String, Codable, Equatable, Sendable {
            /// The part of the superview's inset that reaches the view.
            case superviewUnsafe
            /// A bar (`bar`) of a view controller (`controller`).
            case bar
            /// A view controller's `additionalSafeAreaInsets`.
            case additionalSafeAreaInsets
            /// Nothing adds to this edge.
            case nothing
            /// Where the view overlaps the superview's inset.
            case superviewOverlap
            /// `directionalLayoutMargins`.
            case directionalLayoutMargins
            /// The system's minimum margins, with the directional margins beside them.
            case systemMinimum
            /// The safe area's inset, added to the margins.
            case safeAreaInset
            /// The superview's margin that reaches the view.
            case superviewMargin
        }

        package var kind: Kind
        package var superview: String?
        package var value: Double?
        package var bar: String?
        package var controller: String?
        package var over: Double?
        package var directionalLayoutMargins: Double?
    }
}
