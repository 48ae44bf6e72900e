/// One layout guide as it was when the snapshot was taken.
public struct GuideNode: Hashable, Sendable {
    /// The guide's class name (`UILayoutGuide`, `_UILayoutSpacer`, `UIKeyboardLayoutGuide`).
    public var className: String
    /// The guide's class and its superclasses up to `UILayoutGuide`, nearest first
    /// (`["_UIPrivateKeyboardGuide", "UIKeyboardLayoutGuide", "UITrackingLayoutGuide",
    /// "UILayoutGuide"]`), when the snapshot recorded them; `nil` in older snapshots.
    public var classChain: [String]?
    /// The guide's address: its identity in the running app.
    public var address: ObjectAddress
    /// The guide's `identifier`; empty when it has none.
    public var identifier: String
    /// What the guide is for.
    public var kind: GuideKind
    /// `layoutFrame`, in the owning view's coordinate system.
    public var layoutFrame: Rect
    /// `layoutFrame` converted to the window's coordinate system.
    public var frameInWindow: Rect
    /// `hasAmbiguousLayout`, when it was asked; `nil` when unknown.
    public var hasAmbiguousLayout: Bool?
    /// The address of the guide's `owningView`, or `nil` when the guide had no owning view
    /// although a view listed it.
    public var owningViewAddress: ObjectAddress?
    /// The constraints affecting the guide's layout on each axis, when the snapshot recorded
    /// them (format version 2 and later); `nil` when they were not recorded.
    package var constraints: GuideConstraints? = nil

    /// Creates a guide.
    public init(
        className: String = "UILayoutGuide",
        classChain: [String]? = nil,
        address: ObjectAddress,
        identifier: String = "",
        kind: GuideKind,
        layoutFrame: Rect,
        frameInWindow: Rect,
        hasAmbiguousLayout: Bool? = nil,
        owningViewAddress: ObjectAddress?
    ) {
        self.className = className
        self.classChain = classChain
        self.address = address
        self.identifier = identifier
        self.kind = kind
        self.layoutFrame = layoutFrame
        self.frameInWindow = frameInWindow
        self.hasAmbiguousLayout = hasAmbiguousLayout
        self.owningViewAddress = owningViewAddress
    }

    /// The name a person knows the guide by: its identifier, else its class without module.
    public var displayName: String {
        if !identifier.isEmpty { return identifier }
        return className.unqualifiedClassName
    }
}

extension String {
    /// A Swift class name without its module (`MyApp.NotchLayoutGuide` → `NotchLayoutGuide`).
    package var unqualifiedClassName: String {
        // By bytes: `.` is ASCII, and a search by characters walks graphemes backwards.
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return self }
        return String(self[utf8.index(after: dot)...])
    }
}
