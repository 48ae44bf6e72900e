@testable @_spi(Engine) import GuideLensCore

/// Small hierarchies for tests, at fixed addresses, built with the core's ``HierarchyBuilder``.
enum SnapshotBuilder {
    /// A guide at a fixed address; its kind is classified for `ownerClass` unless given.
    static func guide(
        _ address: UInt64, _ frame: Rect, identifier: String = "", className: String = "UILayoutGuide",
        kind: GuideKind? = nil, ambiguous: Bool? = nil, ownerClass: String = "UIView"
    ) -> HierarchyBuilder.Guide {
        HierarchyBuilder.Guide(
            className: className, identifier: identifier, layoutFrame: frame, ambiguous: ambiguous,
            kind: kind
                ?? GuideKindClassifier.kind(
                    className: className, identifier: identifier, ownerClassName: ownerClass),
            address: ObjectAddress(address))
    }

    /// A view at a fixed address; `guides` are placed in it with window frames converted from `parent`.
    static func view(
        _ className: String = "UIView", address: UInt64, frame: Rect, bounds: Rect? = nil,
        in parent: ViewCoordinates, clips: Bool = false, hidden: Bool = false,
        guides: [HierarchyBuilder.Guide] = [],
        subviews: (ViewCoordinates) -> [ViewNode] = { _ in [] }
    ) -> ViewNode {
        HierarchyBuilder().view(
            className, frame: frame, bounds: bounds, address: ObjectAddress(address), in: parent,
            clipsToBounds: clips,
            isHidden: hidden, guides: guides, subviews: subviews)
    }

    /// A 390×844 window at the origin holding `subviews`: the screen most tests draw on.
    static func window(address: UInt64 = 0x100, subviews: [ViewNode]) -> ViewNode {
        let screen = Rect(x: 0, y: 0, width: 390, height: 844)
        return ViewNode(
            className: "UIWindow", address: ObjectAddress(address), frame: screen, bounds: screen,
            frameInWindow: screen, subviews: subviews)
    }

    /// A 390×844 window holding one root view with the given guides and subviews.
    static func phone(
        title: String = "test",
        guides: [HierarchyBuilder.Guide] = [],
        subviews: @escaping (ViewCoordinates) -> [ViewNode] = { _ in [] }
    ) -> Snapshot {
        let screen = Rect(x: 0, y: 0, width: 390, height: 844)
        let window = ViewCoordinates.window(size: screen.size)
        let root = view(address: 0x200, frame: screen, in: window, guides: guides, subviews: subviews)
        return Snapshot(title: title, windows: [Self.window(subviews: [root])])
    }

    /// A snapshot of `viewCount` views under one window, each with `guidesPerView` guides.
    static func large(viewCount: Int, guidesPerView: Int) -> Snapshot {
        let screen = Rect(x: 0, y: 0, width: 390, height: 844)
        let window = ViewCoordinates.window(size: screen.size)
        var views: [ViewNode] = []
        for index in 0..<viewCount {
            let column = Double(index % 10)
            let row = Double(index / 10 % 20)
            let frame = Rect(x: column * 39, y: row * 42, width: 39, height: 42)
            let guides = (0..<guidesPerView).map { g in
                let top = Double(g % 10) * 4
                let address = UInt64(0x10_0000 + index * 64 + g)
                return guide(address, Rect(x: 1, y: top, width: 30, height: 4), identifier: "g\(g)")
            }
            views.append(view(address: UInt64(0x1000 + index), frame: frame, in: window, guides: guides))
        }
        return Snapshot(title: "large", windows: [Self.window(subviews: views)])
    }
}
