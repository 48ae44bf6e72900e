/// One constraint that affects a guide's layout, as the app recorded it from
/// `constraintsAffectingLayout(for:)`: UIKit's own `description` (the grammar of its conflict
/// logs, which ``LoggedConstraintReader`` reads), and the priority and activity it had, which the
/// description does not always print.
package struct RecordedConstraint: Hashable, Sendable {
    /// The constraint's `description`, exactly as UIKit gives it
    /// (`<NSLayoutConstraint:0x600… UILayoutGuide:0x6000….top == UIView:0x7f….top + 16   (active)>`).
    package var description: String
    /// `priority` (1000 is required).
    package var priority: Double
    /// `isActive`.
    package var isActive: Bool

    /// Creates a recorded constraint.
    package init(description: String, priority: Double = 1000, isActive: Bool = true) {
        self.description = description
        self.priority = priority
        self.isActive = isActive
    }

    /// Hashes the description's length and its first 48 bytes (UIKit's descriptions begin with
    /// the constraint's own address), not the whole text: a snapshot's table of constraints
    /// hashes every constraint of every guide, and equal constraints still hash alike.
    package func hash(into hasher: inout Hasher) {
        let bytes = description.utf8
        hasher.combine(bytes.count)
        let hashed: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            hasher.combine(bytes: UnsafeRawBufferPointer(UnsafeBufferPointer(rebasing: buffer.prefix(48))))
        }
        if hashed == nil { for byte in bytes.prefix(48) { hasher.combine(byte) } }
        hasher.combine(priority)
        hasher.combine(isActive)
    }
}

/// The constraints affecting one guide's layout, per axis, as recorded when the snapshot was
/// taken (`constraintsAffectingLayout(for: .horizontal)` and `(for: .vertical)`).
package struct GuideConstraints: Hashable, Sendable {
    /// The constraints UIKit named for the horizontal axis, in its order.
    package var horizontal: [RecordedConstraint]
    /// The constraints UIKit named for the vertical axis, in its order.
    package var vertical: [RecordedConstraint]

    /// Creates the record of both axes.
    package init(horizontal: [RecordedConstraint] = [], vertical: [RecordedConstraint] = []) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}
