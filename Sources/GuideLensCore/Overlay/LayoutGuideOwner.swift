/// A view whose layout guides the overlay reads in a layout pass: a `UIView` in an app, a plain
/// value in tests and benchmarks, so all of them run the same read path
/// (``ViewOverlayState/update(from:style:kinds:)``).
///
/// Each requirement is one cheap read of one thing; the read path calls them in place, comparing
/// with what the view showed last pass, and builds nothing while nothing changed.
@MainActor
@_spi(Engine)
public protocol LayoutGuideOwner {
    /// A guide as the owner holds it (`UILayoutGuide` in an app).
    associatedtype Guide

    /// The owner's guides, read once per pass (`layoutGuides`, never the lazily created ones).
    var guides: [Guide] { get }

    /// What planning needs of the owner: its class, bounds, whether it scrolls, its scale.
    var ownerSample: OwnerSample { get }

    /// The guide's identity (its address).
    func identity(of guide: Guide) -> ObjectAddress

    /// The guide's `layoutFrame`, in the owner's coordinates.
    func layoutFrame(of guide: Guide) -> Rect

    /// The guide's identifier; empty when it has none.
    func identifier(of guide: Guide) -> String

    /// The guide's class name as ``ClassName/canonical(_:)`` gives it.
    func className(of guide: Guide) -> String

    /// The guide's class and its superclasses up to `UILayoutGuide`, nearest first: asked once
    /// per class, to classify it. By default, the class alone.
    func classChain(of guide: Guide) -> [String]
}

extension LayoutGuideOwner {
    /// The class alone, for owners that do not know superclasses.
    public func classChain(of guide: Guide) -> [String] { [className(of: guide)] }
}

/// Guides already read into ``GuideSample`` values, served through the same read path.
@_spi(Engine)
public struct SampledGuideOwner: LayoutGuideOwner {
    /// The samples.
    public var guides: [GuideSample]
    /// The owner.
    public var ownerSample: OwnerSample

    /// Creates an owner of `guides`.
    public init(guides: [GuideSample], owner: OwnerSample) {
        self.guides = guides
        self.ownerSample = owner
    }

    /// The sample's identity.
    public func identity(of guide: GuideSample) -> ObjectAddress { guide.identity }

    /// The sample's frame.
    public func layoutFrame(of guide: GuideSample) -> Rect { guide.layoutFrame }

    /// The sample's identifier.
    public func identifier(of guide: GuideSample) -> String { guide.identifier }

    /// The sample's class name.
    public func className(of guide: GuideSample) -> String { guide.className }
}
