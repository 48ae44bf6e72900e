/// What the overlay reads of one guide during a layout pass: nothing more than it needs, and
/// no reference to the guide itself.
@_spi(Engine)
public struct GuideSample: Hashable, Sendable {
    /// The guide's identity (its address).
    public var identity: ObjectAddress
    /// The guide's class name.
    public var className: String
    /// The guide's identifier; empty when it has none.
    public var identifier: String
    /// `layoutFrame`, in the owning view's coordinates.
    public var layoutFrame: Rect

    /// Creates a sample.
    public init(
        identity: ObjectAddress, className: String = "UILayoutGuide", identifier: String = "",
        layoutFrame: Rect
    ) {
        self.identity = identity
        self.className = className
        self.identifier = identifier
        self.layoutFrame = layoutFrame
    }
}
