/// A constraint conflict Auto Layout just resolved by breaking a constraint, as GuideLens hands
/// it to the app's reporter (`GuideLens.onConstraintConflict`): the report as Auto Layout logs
/// it and GuideLens's explanation of it, for the app's own logging.
public struct ConstraintConflictReport: Hashable, Sendable, CustomStringConvertible {
    /// The report as Auto Layout logs it ("Unable to simultaneously satisfy constraints…"),
    /// which `guidelens explain` reads.
    public let log: String
    /// `guidelens explain`'s text for it: items, constraints as equations, the broken one, hints.
    public let explanation: String
    /// Whether Auto Layout reported it on the main thread.
    public let isOnMainThread: Bool

    package init(_ conflict: ObservedConflict) {
        log = conflict.logText
        isOnMainThread = conflict.isOnMainThread
        explanation = ConflictExplanation(log: ConstraintLog.parse(log)).text
    }

    /// The explanation, then the report as logged.
    public var description: String { explanation + log }
}
