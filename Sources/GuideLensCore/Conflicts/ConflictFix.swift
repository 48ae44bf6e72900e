/// One change (or, when no single change does, two together) that resolves a conflict read from a
/// log, found by search and checked by solving the changed constraints again: what to change, what
/// it does to the layout UIKit shows, and the line a developer edits.
package struct ConflictFix: Hashable, Sendable {
    /// What the fix changes, always on the app's side: never a constraint UIKit owns.
    package enum Change: Hashable, Sendable {
        /// A required constraint (an index into the conflict's weighed constraints) made optional.
        case priority(constraint: Int, to: Double)
        /// A constraint's constant changed to the value that lets the others hold.
        case constant(constraint: Int, from: Double, to: Double)
        /// A view that translates its autoresizing mask into constraints stops doing so: its
        /// autoresizing constraints (these indices) are gone.
        case stopTranslatingMask(view: LoggedItem, constraints: [Int])
    }

    /// How the fix leaves the layout, as far as a log can tell (it has no frames).
    package enum Effect: String, Hashable, Sendable {
        /// The constraint UIKit broke made optional, or its constant set to what its side has once
        /// it is broken: the layout UIKit shows today, without the log.
        case keepsUIKitsLayout
        /// A layout UIKit did not show: another constraint gives way.
        case changesTheLayout
    }

    package var change: Change
    package var effect: Effect
    /// A second change made together with ``change``, when no single change resolves the conflict.
    package var second: Change? = nil

    /// The changes the fix makes: one, or two together.
    package var changes: [Change] { [change] + (second.map { [$0] } ?? []) }
}

extension ConflictFix {
    /// `lower constraint 3 to priority 999`, in the list's numbers; two changes joined by `, and `.
    package func summary(numbers: [Int], conflict: Conflict) -> String {
        changes.map { Self.summary($0, numbers: numbers) }.joined(separator: ", and ")
    }

    /// One change in words.
    static func summary(_ change: Change, numbers: [Int]) -> String {
        switch change {
        case .priority(let index, let priority):
            return "lower constraint \(numbers[index]) to priority \(NumberFormatting.shortest(priority))"
        case .constant(let index, let from, let to):
            return "change constraint \(numbers[index])'s constant from \(NumberFormatting.printed(from)) to "
                + NumberFormatting.printed(to)
        case .stopTranslatingMask(let view, let indices):
            return "stop translating the autoresizing mask of \(ConflictExplanation.itemName(view)) into "
                + ConstraintNumbers.text(indices.map { numbers[$0] })
        }
    }

    /// What the fix does to the layout, in words.
    package func effectText(conflict: Conflict, numbers: [Int]) -> String {
        if second != nil {
            let broken = changes.lazy.compactMap { change -> Int? in
                if case .priority(let index, _) = change, index == conflict.weighedBrokenIndex {
                    return index
                }
                return nil
            }.first
            return broken.map {
                "UIKit broke constraint \(numbers[$0]) to recover; with the other change too, every listed "
                    + "required constraint holds: a layout UIKit did not show"
            }
                ?? "together, every listed required constraint holds: a layout UIKit did not show"
        }
        switch (effect, change) {
        case (.keepsUIKitsLayout, .constant(_, _, let to)):
            return
                "UIKit broke this constraint to recover: at \(NumberFormatting.printed(to)) it holds in the "
                + "layout UIKit shows today, and the log goes"
        case (.keepsUIKitsLayout, _):
            return "UIKit broke this constraint to recover: at 999 it keeps the layout UIKit shows today "
                + "and silences the log"
        case (.changesTheLayout, .priority(let index, _)):
            let broken =
                conflict.weighedBrokenIndex.map { " (UIKit broke constraint \(numbers[$0]) instead)" } ?? ""
            return
                "constraint \(numbers[index]) gives way where the others cannot hold: a layout UIKit did not "
                + "show\(broken)"
        case (.changesTheLayout, .constant):
            return "every listed constraint then holds at once: a layout UIKit did not show"
        case (.changesTheLayout, .stopTranslatingMask):
            return "the view then needs constraints of its own for its position and size: a layout UIKit did "
                + "not show"
        }
    }

    /// The line to write, in Swift (or Objective-C): the constraint named by its identifier (a
    /// Masonry key is one) or as the log prints it, and where the app made it when the log says
    /// (SnapKit's `File.swift#17`).
    package func code(conflict: Conflict, objectiveC: Bool = false) -> String {
        changes.map { Self.code($0, conflict: conflict, objectiveC: objectiveC) }.joined(separator: "\n")
    }

    /// The line that makes one change.
    static func code(_ change: Change, conflict: Conflict, objectiveC: Bool) -> String {
        func name(_ index: Int) -> String {
            let constraint = conflict.weighed[index]
            let madeAt = constraint.madeAt.map { " at " + $0 } ?? ""
            if let identifier = constraint.identifier {
                return objectiveC
                    ? "/* the constraint '\(identifier)'\(madeAt) */ constraint"
                    : "/* '\(identifier)'\(madeAt) */ constraint"
            }
            if let location = constraint.madeAt {
                return "/* the constraint made at \(location) */ constraint"
            }
            return "/* " + ConflictExplanation.equation(constraint) + " */ constraint"
        }
        switch change {
        case .priority(let index, let priority):
            let value = NumberFormatting.shortest(priority)
            return objectiveC
                ? "\(name(index)).priority = \(value);"
                : "\(name(index)).priority = UILayoutPriority(\(value))"
        case .constant(let index, _, let to):
            let value = NumberFormatting.shortest(to)
            return objectiveC ? "\(name(index)).constant = \(value);" : "\(name(index)).constant = \(value)"
        case .stopTranslatingMask(let view, _):
            let item = "/* \(ConflictExplanation.itemName(view)) */ view"
            return objectiveC
                ? "\(item).translatesAutoresizingMaskIntoConstraints = NO;"
                : "\(item).translatesAutoresizingMaskIntoConstraints = false"
        }
    }
}
