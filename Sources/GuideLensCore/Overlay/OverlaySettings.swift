/// What every view's overlay in an app shares: the style, and the guide kinds worked out so far.
///
/// A view's overlay remembers the ``generation`` of the style it last planned with, so a layout
/// pass tells an unchanged style by one comparison of numbers, however large the style. Kinds
/// are classified once per guide class, identifier and owner class, however many views and
/// passes show that combination. One per app (the UIKit layer keeps it), on the main thread.
@MainActor
@_spi(Engine)
public final class OverlaySettings {
    private struct KindKey: Hashable {
        var className: String
        var identifier: String
        var ownerClassName: String
    }

    /// How guides are drawn. Setting it makes every view's next pass plan again.
    public var style: OverlayStyle {
        didSet {
            generation &+= 1
            kindStyles = KindStyleTable(style)
        }
    }

    /// The style of each kind, looked up without hashing.
    package private(set) var kindStyles: KindStyleTable

    /// Changes each time ``style`` is set.
    public private(set) var generation: UInt64 = 0

    private var kinds: [KindKey: GuideKind] = [:]

    /// Creates settings with a style.
    public init(style: OverlayStyle = .default) {
        self.style = style
        self.kindStyles = KindStyleTable(style)
    }

    /// The number of combinations classified so far.
    public var classifiedCount: Int { kinds.count }

    /// The kind for this combination, classified by ``GuideKindClassifier`` the first time, by
    /// the class chain `classChain` gives (asked only then: a class's chain never changes).
    public func kind(
        className: String, identifier: String, ownerClassName: String, classChain: () -> [String]
    ) -> GuideKind {
        let key = KindKey(className: className, identifier: identifier, ownerClassName: ownerClassName)
        if let kind = kinds[key] { return kind }
        let kind = GuideKindClassifier.kind(
            classChain: classChain(), identifier: identifier, ownerClassName: ownerClassName)
        kinds[key] = kind
        return kind
    }
}
