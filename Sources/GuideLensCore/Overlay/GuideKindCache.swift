/// Guide kinds already worked out, by guide class, identifier and owner class: a guide's kind
/// is classified once per combination, however many views and passes show it.
///
/// One per app (the UIKit layer keeps it), used on the main thread only.
@MainActor
public final class GuideKindCache {
    private struct Key: Hashable {
        var className: String
        var identifier: String
        var ownerClassName: String
    }

    private var kinds: [Key: GuideKind] = [:]

    /// Creates an empty cache.
    public init() {}

    /// The number of combinations classified so far.
    public var count: Int { kinds.count }

    /// The kind for this combination, classified by ``GuideKindClassifier`` the first time.
    public func kind(className: String, identifier: String, ownerClassName: String) -> GuideKind {
        let key = Key(className: className, identifier: identifier, ownerClassName: ownerClassName)
        if let kind = kinds[key] { return kind }
        let kind = GuideKindClassifier.kind(
            className: className, identifier: identifier, ownerClassName: ownerClassName)
        kinds[key] = kind
        return kind
    }
}
