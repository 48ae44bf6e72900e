@_spi(Engine) import GuideLensCore

/// A guide placed in a scene.
typealias SceneGuide = HierarchyBuilder.Guide

/// Builds the sample scenes on the core's ``HierarchyBuilder``, on a phone-sized canvas, with
/// every guide's ambiguity stated as UIKit's reader states it; and records what places them
/// (``constraints``), as a capture does, once the hierarchy is built.
///
/// Views given a name, guides by their identifier (or, without one, their class) and by their
/// view's name and that (`root.UIViewLayoutMarginsGuide`), the window as `window` and a root view
/// as `root` can be looked up by that name (``subscript(_:)``) to write the constraints that name
/// them.
final class SceneBuilder {
    typealias Item = ConstraintDescription.Item

    private let builder = HierarchyBuilder()
    /// The constraints written for the scene, recorded into it by ``snapshot(title:screenScale:windows:)``.
    let constraints: SceneConstraints
    /// The items built, by name, in the order built (guides sharing an identifier share a name).
    private var items: [String: [Item]] = [:]

    /// The phone canvas: 390×844 points in portrait, as on iPhone 14.
    static let phone = Size(width: 390, height: 844)
    /// Its safe area: 47 points under the status bar and notch, 34 above the home indicator.
    static let phoneSafeArea = Rect(x: 0, y: 47, width: 390, height: 844 - 47 - 34)
    /// A view controller's root view keeps 16-point side margins on a 390-point-wide phone,
    /// measured inside the safe area.
    static let phoneMargins = Rect(x: 16, y: 47, width: 390 - 32, height: 844 - 47 - 34)

    /// A builder whose constraints get addresses from `firstConstraintAddress` on.
    init(firstConstraintAddress: UInt64 = 0x6000_0217_3000) {
        constraints = SceneConstraints(firstAddress: firstConstraintAddress)
    }

    /// The item built under `name`; a scene asks only for names it built.
    subscript(_ name: String) -> Item {
        guard let item = items[name]?.first else { preconditionFailure("no item named \(name) in the scene") }
        return item
    }

    /// Every item built under `name`, in the order built (a stack view's gap guides).
    func all(_ name: String) -> [Item] { items[name] ?? [] }

    private func register(_ name: String, _ item: Item) { items[name, default: []].append(item) }

    /// The safe area of each window built, in its coordinates: what the safe-area inputs a capture
    /// records of each view come from.
    private var windowSafeAreas: [ObjectAddress: Rect] = [:]
    /// The root views built.
    private var roots: Set<ObjectAddress> = []

    /// The window, named `window`, its layout the screen's; `safeArea` its safe area (the phone's
    /// on the phone canvas, the whole window otherwise, unless given).
    func window(
        size: Size = SceneBuilder.phone, safeArea: Rect? = nil, guides: [SceneGuide] = [],
        subviews: (ViewCoordinates) -> [ViewNode]
    ) -> ViewNode {
        windowSafeAreas[builder.upcomingViewAddress] =
            safeArea ?? (size == Self.phone ? Self.phoneSafeArea : Rect(origin: .zero, size: size))
        // Named before its subviews are built, so that a root view's constraints can name it.
        let window = Item("UIWindow", builder.upcomingViewAddress)
        register("window", window)
        constraints.window(window, size: size)
        let node = builder.window(size: size, guides: guides.map(Self.asReported), subviews: subviews)
        registered(node, name: nil, text: nil)
        return node
    }

    /// A view, named `name` when given (its description then carries `text`, as a label's or a
    /// button's does: `UILabel:0x…'Name:'`), with `traits` for the record.
    func view(
        _ className: String = "UIView", frame: Rect, bounds: Rect? = nil, in parent: ViewCoordinates,
        clipsToBounds: Bool = false, guides: [SceneGuide] = [], layoutInputs: LayoutInputs? = nil,
        name: String? = nil, text: String? = nil, traits: ViewTraits = .plain,
        subviews: (ViewCoordinates) -> [ViewNode] = { _ in [] }
    ) -> ViewNode {
        let node = builder.view(
            className, frame: frame, bounds: bounds, in: parent, clipsToBounds: clipsToBounds,
            guides: guides.map(Self.asReported), layoutInputs: layoutInputs, subviews: subviews)
        registered(node, name: name, text: text)
        if let name { constraints.view(self[name], traits) }
        return node
    }

    /// A full-screen view controller root view on the phone, named `root`: placed by its mask and
    /// its container's size, as UIKit places a root view.
    func rootView(
        size: Size = SceneBuilder.phone, guides: [SceneGuide], in window: ViewCoordinates,
        layoutInputs: LayoutInputs? = nil, subviews: (ViewCoordinates) -> [ViewNode]
    ) -> ViewNode {
        let node = view(
            frame: Rect(origin: .zero, size: size), in: window, guides: guides, layoutInputs: layoutInputs,
            name: "root", traits: .rootView, subviews: subviews)
        constraints.rootView(self["root"], size: size, in: self["window"])
        roots.insert(node.address)
        return node
    }

    /// Names the view built and its guides (by identifier; one without, by its class).
    private func registered(_ node: ViewNode, name: String?, text: String?) {
        if let name { register(name, Item(node.className, node.address, identifier: text)) }
        for guide in node.guides {
            let guideName = guide.identifier.isEmpty ? guide.className.unqualifiedClassName : guide.identifier
            let item = Item(
                guide.className, guide.address, identifier: guide.identifier.isEmpty ? nil : guide.identifier)
            register(guideName, item)
            if let name { register(name + "." + guideName, item) }
        }
    }

    /// The scene's snapshot, each window recorded as a capture records it: the constraints that
    /// place each guide written for it, and the layout of each view those constraints name.
    func snapshot(title: String, screenScale: Double = 3, windows: [ViewNode]) -> Snapshot {
        let recorded = windows.map { window in
            constraints.recorded(withInputs(window, safeArea: windowSafeAreas[window.address]))
        }
        return Snapshot(title: title, screenScale: screenScale, windows: recorded)
    }

    /// `window` with the safe-area and margin inputs a capture records (``LayoutInputs``) given to
    /// each view that owns a guide or holds one that does, where the scene gave none: the safe
    /// area its own guide shows, or the part of the window's unsafe edges the view covers; margins
    /// as its own guide shows them, or UIKit's defaults (8 points; a root view the system minimum).
    private func withInputs(_ window: ViewNode, safeArea: Rect?) -> ViewNode {
        let safeArea = safeArea ?? window.bounds
        return HierarchyWalk.build(from: window, children: \.subviews) {
            (view: ViewNode, subviews: [ViewNode]) in
            var copy = view
            copy.subviews = subviews
            if copy.layoutInputs == nil,
                LayoutInputs.isRecorded(ownsGuides: !view.guides.isEmpty, subviews: subviews)
            {
                copy.layoutInputs = inputs(of: view, windowSafeArea: safeArea)
            }
            return copy
        }
    }

    /// The inputs of `view` a capture would read, as ``withInputs(_:safeArea:)`` describes them.
    private func inputs(of view: ViewNode, windowSafeArea: Rect) -> LayoutInputs {
        let bounds = view.bounds
        let frame = view.frameInWindow
        let safe: EdgeInsets
        if let guide = view.guides.first(where: { $0.kind == .safeArea }) {
            safe = EdgeInsets(
                top: guide.layoutFrame.minY - bounds.minY, left: guide.layoutFrame.minX - bounds.minX,
                bottom: bounds.maxY - guide.layoutFrame.maxY, right: bounds.maxX - guide.layoutFrame.maxX)
        } else {
            func clamped(_ value: Double, _ limit: Double) -> Double { min(max(value, 0), limit) }
            safe = EdgeInsets(
                top: clamped(windowSafeArea.minY - frame.minY, frame.height),
                left: clamped(windowSafeArea.minX - frame.minX, frame.width),
                bottom: clamped(frame.maxY - windowSafeArea.maxY, frame.height),
                right: clamped(frame.maxX - windowSafeArea.maxX, frame.width))
        }
        let isRoot = roots.contains(view.address)
        // A root view's side margins are the system minimum: 16 points on a phone, 20 on a wider screen.
        let side = bounds.width > 500 ? 20.0 : 16.0
        var margins =
            isRoot
            ? DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
            : DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        if let guide = view.guides.first(where: {
            $0.kind == .layoutMargins && $0.identifier == "UIViewLayoutMarginsGuide"
        }) {
            margins = DirectionalEdgeInsets(
                top: guide.layoutFrame.minY - bounds.minY - safe.top,
                leading: guide.layoutFrame.minX - bounds.minX - safe.left,
                bottom: bounds.maxY - guide.layoutFrame.maxY - safe.bottom,
                trailing: bounds.maxX - guide.layoutFrame.maxX - safe.right)
        }
        var inputs = LayoutInputs(
            safeAreaInsets: safe, directionalLayoutMargins: margins, insetsLayoutMarginsFromSafeArea: true,
            preservesSuperviewLayoutMargins: false, isRightToLeft: false)
        if view.className == "UIScrollView" {
            // Automatic adjustment adds the scroll view's safe-area insets; the content is as large
            // as its content guide, when it has one.
            inputs.scrollView = ScrollViewInputs(
                contentInsetAdjustmentBehavior: "automatic", adjustedContentInset: safe, contentInset: .zero,
                contentSize: view.guides.first { $0.kind == .scrollContent }?.layoutFrame.size)
        }
        if isRoot {
            inputs.controller = ControllerInputs(className: "MyApp.ViewController")
            inputs.systemMinimumLayoutMargins = DirectionalEdgeInsets(
                top: 0, leading: side, bottom: 0, trailing: side)
            inputs.viewRespectsSystemMinimumLayoutMargins = true
        }
        return inputs
    }

    /// The reader always states whether a guide's layout is ambiguous.
    private static func asReported(_ guide: SceneGuide) -> SceneGuide {
        var reported = guide
        reported.ambiguous = guide.ambiguous ?? false
        return reported
    }
}
