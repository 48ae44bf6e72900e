/// A view with layout guides held in memory, read through the same ``LayoutGuideOwner`` path a
/// `UIView` is: for running the overlay's per-pass code without UIKit (tests, benchmarks).
///
/// Its guides are objects, as `UILayoutGuide`s are, so moving one changes what the next pass
/// reads without building a new array.
@MainActor
@_spi(Engine)
public final class ModelGuideOwner: LayoutGuideOwner {
    /// One guide: an object with a frame, an identifier and a class name.
    public final class Guide {
        /// `layoutFrame`, in the owner's coordinates.
        public var frame: Rect
        /// The identifier; empty when none.
        public var identifier: String
        /// The class name.
        public var className: String
        /// The superclasses up to `UILayoutGuide`, nearest first.
        public var superclassNames: [String]

        /// Creates a guide.
        public init(
            frame: Rect, identifier: String = "", className: String = "UILayoutGuide",
            superclassNames: [String] = []
        ) {
            self.frame = frame
            self.identifier = identifier
            self.className = className
            self.superclassNames = superclassNames
        }
    }

    /// The guides, in order.
    public var guides: [Guide]
    /// The owner as planning sees it.
    public var ownerSample: OwnerSample

    /// Creates an owner of `guides`.
    public init(guides: [Guide], owner: OwnerSample) {
        self.guides = guides
        self.ownerSample = owner
    }

    /// The guide's address.
    public func identity(of guide: Guide) -> ObjectAddress { ObjectAddress(of: guide) }

    /// The guide's frame.
    public func layoutFrame(of guide: Guide) -> Rect { guide.frame }

    /// The guide's identifier.
    public func identifier(of guide: Guide) -> String { guide.identifier }

    /// The guide's class name.
    public func className(of guide: Guide) -> String { guide.className }

    /// The guide's class and superclasses.
    public func classChain(of guide: Guide) -> [String] { [guide.className] + guide.superclassNames }
}
