#if DEBUG && (os(iOS) || os(tvOS))
    #if canImport(GuideLensCore)
        @_spi(Engine) import GuideLensCore  // one module with the rest under CocoaPods
    #endif
    import UIKit

    /// Records each constraint once per capture. `constraintsAffectingLayout(for:)` names, for
    /// every guide, the whole chain of constraints above it, so the same constraint comes back for
    /// guide after guide; its `description` (UIKit formats a string) is asked for the first time
    /// only, and the snapshot shares the record. Lives for one capture: it holds the constraints
    /// it has seen (so no other object can take an address it knows) and lets them go with it.
    @MainActor
    package final class ConstraintRecorder {
        private var records:
            [ObjectIdentifier: (constraint: NSLayoutConstraint, record: RecordedConstraint)] = [:]

        /// A recorder for one capture.
        package init() {}

        /// `constraint` as the snapshot records it: its description, priority and whether active.
        package func record(_ constraint: NSLayoutConstraint) -> RecordedConstraint {
            let key = ObjectIdentifier(constraint)
            if let known = records[key] { return known.record }
            let record = RecordedConstraint(
                description: constraint.description, priority: Double(constraint.priority.rawValue),
                isActive: constraint.isActive)
            records[key] = (constraint, record)
            return record
        }
    }
#endif
