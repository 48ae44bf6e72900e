/// Auto Layout's priorities as one rule: what counts as required is decided here, once, for the
/// engine, the readers and every sentence that prints a priority.
package enum LayoutPriority {
    /// `UILayoutPriority.required`: a constraint at it must hold; below it, it is a goal.
    package static let required = 1000.0

    /// Whether a constraint at `priority` must hold (UIKit clamps priorities to 1…1000, so
    /// anything at 1000 or above is required).
    package static func isRequired(_ priority: Double) -> Bool { priority >= required }
}
