/// Builds snapshots of view hierarchies as UIKit would report them, for the sample scenes, the
/// tests and the benchmarks: it hands out deterministic addresses (unless given some), converts
/// every frame to window coordinates, and classifies guides as the app's reader does.
@_spi(Engine)
public final class HierarchyBuilder {
    /// A guide to place in a view: what a `UILayoutGuide` would be after Auto Layout solved it.
    public struct Guide: Sendable {
        /// The guide's class name.
        public var className: String
        /// The guide's class and superclasses up to `UILayoutGuide`, nearest first, when recorded.
        public var classChain: [String]?
        /// The guide's identifier.
        public var identifier: String
        /// `layoutFrame`, in the owning view's coordinates.
        public var layoutFrame: Rect
        /// `hasAmbiguousLayout`, when known.
        public var ambiguous: Bool?
        /// The kind, when it should not be classified.
        public var kind: GuideKind?
        /// The address, when it should not be handed out.
        public var address: ObjectAddress?
        /// The constraints affecting the guide's layout, as an app records them (UIKit's
        /// descriptions, with the guide named by ``identifier`` and its own address).
        package var constraints: GuideConstraints? = nil

        /// Creates a guide.
        public init(
            className: String = "UILayoutGuide", classChain: [String]? = nil, identifier: String = "",
            layoutFrame: Rect, ambiguous: Bool? = nil, kind: GuideKind? = nil, address: ObjectAddress? = nil
        ) {
            self.className = className
            self.classChain = classChain
            self.identifier = identifier
            self.layoutFrame = layoutFrame
            self.ambiguous = ambiguous
            self.kind = kind
            self.address = address
        }

        /// A view's safe-area guide.
        public static func safeArea(_ frame: Rect) -> Guide {
            Guide(identifier: "UIViewSafeAreaLayoutGuide", layoutFrame: frame)
        }

        /// A view's layout-margins guide.
        public static func margins(_ frame: Rect) -> Guide {
            Guide(identifier: "UIViewLayoutMarginsGuide", layoutFrame: frame)
        }
    }

    private var nextViewAddress: UInt64
    private var nextGuideAddress: UInt64

    /// Creates a builder whose views and guides get addresses counting up from these.
    public init(firstViewAddress: UInt64 = 0x7fb6_3fc0_6000, firstGuideAddress: UInt64 = 0x6000_005a_c000) {
        nextViewAddress = firstViewAddress
        nextGuideAddress = firstGuideAddress
    }

    /// A window of `size` (its own coordinate space is the screen's).
    public func window(
        _ className: String = "UIWindow", size: Size, address: ObjectAddress? = nil, guides: [Guide] = [],
        subviews: (ViewCoordinates) -> [ViewNode] = { _ in [] }
    ) -> ViewNode {
        view(
            className, frame: Rect(origin: .zero, size: size), address: address, in: .window(size: size),
            guides: guides, subviews: subviews)
    }

    /// A view at `frame` in its parent's coordinates, with its guides and subviews.
    public func view(
        _ className: String = "UIView", frame: Rect, bounds: Rect? = nil, address: ObjectAddress? = nil,
        in parent: ViewCoordinates, clipsToBounds: Bool = false, isHidden: Bool = false, guides: [Guide] = [],
        subviews: (ViewCoordinates) -> [ViewNode] = { _ in [] }
    ) -> ViewNode {
        view(
            className, frame: frame, bounds: bounds, address: address, in: parent,
            clipsToBounds: clipsToBounds,
            isHidden: isHidden, guides: guides, layoutInputs: nil, subviews: subviews)
    }

    /// A view with the safe-area and margin inputs an app records (``LayoutInputs``) and, when
    /// given, what places it (``ViewLayout``: its constraints, intrinsic size, priorities, mask).
    package func view(
        _ className: String = "UIView", frame: Rect, bounds: Rect? = nil, address: ObjectAddress? = nil,
        in parent: ViewCoordinates, clipsToBounds: Bool = false, isHidden: Bool = false, guides: [Guide] = [],
        layoutInputs: LayoutInputs?, layout: ViewLayout? = nil,
        subviews: (ViewCoordinates) -> [ViewNode] = { _ in [] }
    ) -> ViewNode {
        let bounds = bounds ?? Rect(origin: .zero, size: frame.size)
        let space = parent.child(frame: frame, bounds: bounds)
        let viewAddress = address ?? ObjectAddress(nextViewAddress)
        if address == nil { nextViewAddress += 0x230 }
        let guideNodes = guides.map { guide in
            let guideAddress = guide.address ?? ObjectAddress(nextGuideAddress)
            if guide.address == nil { nextGuideAddress += 0x60 }
            var node = GuideNode(
                className: guide.className, classChain: guide.classChain, address: guideAddress,
                identifier: guide.identifier,
                kind: guide.kind
                    ?? GuideKindClassifier.kind(
                        classChain: guide.classChain ?? [guide.className], identifier: guide.identifier,
                        ownerClassName: className),
                layoutFrame: guide.layoutFrame, frameInWindow: space.toWindow(guide.layoutFrame),
                hasAmbiguousLayout: guide.ambiguous, owningViewAddress: viewAddress)
            node.constraints = guide.constraints
            return node
        }
        var node = ViewNode(
            className: className, address: viewAddress, frame: frame, bounds: bounds,
            frameInWindow: space.frameInWindow, isHidden: isHidden, clipsToBounds: clipsToBounds,
            guides: guideNodes, subviews: subviews(space))
        node.layoutInputs = layoutInputs
        node.layout = layout
        return node
    }

    /// The address the next view will get, when none is given: for writing a constraint's
    /// description that names a view before the view is built.
    package var upcomingViewAddress: ObjectAddress { ObjectAddress(nextViewAddress) }

    /// The address the next guide will get, when none is given.
    package var upcomingGuideAddress: ObjectAddress { ObjectAddress(nextGuideAddress) }
}
