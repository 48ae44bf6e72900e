/// How a trace reads leading and trailing when the guide's owner lays out right to left: a
/// leading edge is the right edge and a trailing edge the left, and their constants count
/// leftwards (`leading == superview.leading + 16` is 16 points left of the superview's right
/// edge). The trace rewrites such a constraint in physical edges (`right == superview.right − 16`)
/// so that one arithmetic serves both directions, and names the edges left and right.
enum RightToLeftReading {
    /// What a right-to-left reading does to one constraint.
    enum Outcome: Equatable {
        /// It names neither leading nor trailing: read as it is.
        case unchanged
        /// Its physical form.
        case physical(LoggedConstraint)
        /// A multiplier other than 1 on a leading or trailing edge: how UIKit mirrors it is not
        /// documented, so the trace does not read it.
        case notDerived(reason: String)
    }

    /// The physical edge of a leading or trailing attribute in a right-to-left layout.
    static func physicalAttribute(_ attribute: LayoutAttribute) -> LayoutAttribute? {
        switch attribute {
        case .leading: .right
        case .trailing: .left
        case .leadingMargin: .rightMargin
        case .trailingMargin: .leftMargin
        default: nil
        }
    }

    /// `constraint` read in a right-to-left layout.
    static func read(_ constraint: LoggedConstraint) -> Outcome {
        let first = physicalAttribute(constraint.first.attribute)
        let second = constraint.second.flatMap { physicalAttribute($0.attribute) }
        guard first != nil || second != nil else { return .unchanged }
        guard constraint.multiplier == 1 || constraint.second == nil else {
            return .notDerived(
                reason:
                    "a multiplier other than 1 on a leading or trailing edge in a right-to-left layout: how UIKit "
                    + "mirrors it is not documented")
        }
        var physical = constraint
        if let first { physical.first.attribute = first }
        if let second { physical.second?.attribute = second }
        // Mirrored: −a = −(m × b) + c, so a = m × b − c.
        physical.constant = -constraint.constant
        return .physical(physical)
    }
}
