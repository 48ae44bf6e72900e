/// Insets by physical edge, as `UIEdgeInsets` holds them (`safeAreaInsets`,
/// `additionalSafeAreaInsets`, `adjustedContentInset`), in points.
package struct EdgeInsets: Hashable, Sendable {
    package var top: Double
    package var left: Double
    package var bottom: Double
    package var right: Double

    /// Creates insets.
    package init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    package static let zero = EdgeInsets()

    /// `[top, left, bottom, right]`: the order of the JSON form.
    package var components: [Double] { [top, left, bottom, right] }
}

/// Insets by reading direction, as `NSDirectionalEdgeInsets` holds them
/// (`directionalLayoutMargins`, `systemMinimumLayoutMargins`), in points.
package struct DirectionalEdgeInsets: Hashable, Sendable {
    package var top: Double
    package var leading: Double
    package var bottom: Double
    package var trailing: Double

    /// Creates insets.
    package init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// `[top, leading, bottom, trailing]`: the order of the JSON form.
    package var components: [Double] { [top, leading, bottom, trailing] }
}
