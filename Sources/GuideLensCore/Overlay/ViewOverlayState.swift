/// The overlay of one owning view across layout passes: reads, plans and reconciles,
/// remembering what it last saw so that a pass with unchanged guides costs a comparison and
/// nothing else, and a pass in which guides only moved re-places them without re-planning.
///
/// The UIKit layer keeps one per view that hosts an overlay and applies the operations each
/// pass returns; this type makes every decision. Its read path,
/// ``update(from:settings:)``, is the one the app, the tests and the benchmarks all run.
@_spi(Engine)
public struct ViewOverlayState: Sendable {
    private var reconciler = LayerReconciler()
    @usableFromInline var planned: [PlannedGuide] = []
    @usableFromInline var lastOwner: OwnerSample?
    /// The settings object and style generation the last plan used.
    @usableFromInline var lastStyle: (settings: ObjectIdentifier, generation: UInt64)?
    // Storage kept from pass to pass, so that passes allocate nothing of their own.
    private var labels = LabelLayout(container: nil)
    private var items: [OverlayItem] = []
    private var operations: [LayerOperation] = []
    /// The settings of passes given as samples and a style.
    private var sampledSettings: OverlaySettings?

    /// Creates the state of a view with no overlay yet.
    public init() {}

    /// The number of overlay layers the view should host now.
    public var layerCount: Int { reconciler.shownCount }

    /// What the layers show now, by guide.
    public var shown: [ObjectAddress: OverlayItem] { reconciler.shown }

    /// The operations for a layout pass of `owner`.
    ///
    /// Lists the owner's guides once and compares each with what the view showed last pass, in
    /// place. When the guides, the owner (as far as planning goes: a scroll view's offset does
    /// not count) and the style are what they were, returns no operation, having built nothing.
    /// When guides only moved, it re-places them with what it kept (kinds, label texts, storage);
    /// only new guides, or ones whose class or identifier changed, are classified (through
    /// `settings`, once per combination) and planned from scratch. A new style (a new
    /// ``OverlaySettings/generation``) plans again.
    ///
    /// The returned array shares storage kept for the next pass: let it go before then.
    @MainActor
    @inlinable
    public mutating func update<Owner: LayoutGuideOwner>(
        from owner: Owner, settings: OverlaySettings
    ) -> [LayerOperation] {
        // Inlinable so that the comparison below is specialized for the caller's owner type
        // (a `UIView` reader in the app): a pass with nothing changed runs only this.
        let guides = owner.guides
        let ownerSample = owner.ownerSample
        let ownerClassChanged = lastOwner.map { $0.className != ownerSample.className } ?? true
        var sameGuides = !ownerClassChanged && guides.count == planned.count
        var moved = false
        if sameGuides {
            for index in guides.indices {
                let guide = guides[index]
                guard owner.identity(of: guide) == planned[index].identity,
                    owner.identifier(of: guide) == planned[index].identifier,
                    owner.className(of: guide) == planned[index].className
                else {
                    sameGuides = false
                    break
                }
                let frame = owner.layoutFrame(of: guide)
                if frame != planned[index].frame {
                    planned[index].frame = frame
                    moved = true
                }
            }
        }
        if sameGuides, !moved, lastOwner?.plansLike(ownerSample) == true,
            let lastStyle, lastStyle.generation == settings.generation,
            lastStyle.settings == ObjectIdentifier(settings)
        {
            return []
        }
        if !sameGuides {
            replan(
                owner, guides: guides, ownerClassName: ownerSample.className, reuse: !ownerClassChanged,
                settings: settings)
        }
        return plan(owner: ownerSample, settings: settings)
    }

    /// Plans the guides as they are now and reconciles: what every pass that changed something
    /// ends with.
    @MainActor
    @usableFromInline
    mutating func plan(owner: OwnerSample, settings: OverlaySettings) -> [LayerOperation] {
        lastOwner = owner
        lastStyle = (ObjectIdentifier(settings), settings.generation)
        OverlayPlanner.plan(
            &planned, owner: owner, style: settings.style, kindStyles: settings.kindStyles, labels: &labels,
            into: &items)
        operations.removeAll(keepingCapacity: true)
        reconciler.reconcile(taking: &items, into: &operations)
        return operations
    }

    /// The operations for a pass in which the view has `guides` (read already): the same read
    /// path, over samples.
    @MainActor
    public mutating func update(
        guides: [GuideSample], owner: OwnerSample, style: OverlayStyle
    ) -> [LayerOperation] {
        let settings = sampledSettings ?? OverlaySettings(style: style)
        sampledSettings = settings
        if settings.style != style { settings.style = style }
        return update(from: SampledGuideOwner(guides: guides, owner: owner), settings: settings)
    }

    /// The operations that remove every overlay layer of the view, forgetting what it saw.
    public mutating func removeAll() -> [LayerOperation] {
        planned.removeAll()
        lastOwner = nil
        lastStyle = nil
        return reconciler.removeAll()
    }

    /// Where the storage kept across passes lives now, in no particular order: the same set
    /// after a pass that allocated nothing of its own (the planned items and the shown items
    /// trade buffers each pass). For tests.
    package var storageAddresses: [UInt] {
        let buffers = [
            planned.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) },
            items.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) },
            operations.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) },
            reconciler.storageAddress,
        ]
        return (buffers + labels.storageAddresses).sorted()
    }

    /// Reads every guide anew (the slow path: guides came, went, or changed class or
    /// identifier), keeping what was planned for guides that are still the same.
    @MainActor
    @usableFromInline
    mutating func replan<Owner: LayoutGuideOwner>(
        _ owner: Owner, guides: [Owner.Guide], ownerClassName: String, reuse: Bool, settings: OverlaySettings
    ) {
        var previous: [ObjectAddress: PlannedGuide] = [:]
        if reuse {
            for guide in planned { previous[guide.identity] = guide }
        }
        planned = guides.map { guide in
            let identity = owner.identity(of: guide)
            let className = owner.className(of: guide)
            let identifier = owner.identifier(of: guide)
            let frame = owner.layoutFrame(of: guide)
            if var kept = previous[identity], kept.className == className, kept.identifier == identifier {
                kept.frame = frame
                return kept
            }
            let kind = settings.kind(
                className: className, identifier: identifier, ownerClassName: ownerClassName,
                classChain: { owner.classChain(of: guide) })
            return PlannedGuide(
                identity: identity, className: className, identifier: identifier, frame: frame, kind: kind)
        }
    }
}
