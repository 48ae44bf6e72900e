/// One conflict as Auto Layout reported it to the app, kept as plain values: the `description`
/// of each constraint it lists and of the one it breaks, as UIKit passes them to
/// `-[UIView engine:willBreakConstraint:dueToMutuallyExclusiveConstraints:]` just before it logs
/// "Unable to simultaneously satisfy constraints". Plain values, so that the rules about what
/// counts and the messages can be tested from recorded arguments, without UIKit.
package struct ObservedConflict: Hashable, Sendable {
    /// Each listed constraint's `description`, in UIKit's order.
    package var constraints: [String]
    /// The broken constraint's `description`.
    package var broken: String
    /// Whether Auto Layout reported it on the main thread (it lays out elsewhere only when the
    /// app touches views off the main thread).
    package var isOnMainThread: Bool

    package init(constraints: [String], broken: String, isOnMainThread: Bool = true) {
        self.constraints = constraints
        self.broken = broken
        self.isOnMainThread = isOnMainThread
    }

    /// The report exactly as Auto Layout logs it (``ConstraintLog/report(constraints:broken:)``),
    /// which `guidelens explain` reads.
    package var logText: String { ConstraintLog.report(constraints: constraints, broken: broken) }

    /// Two reports of the same conflict (the same constraint objects, the same one broken) are
    /// one conflict: Auto Layout reports it again on every pass until the layout changes.
    package var identity: [String] { constraints + [broken] }
}
