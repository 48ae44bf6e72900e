import Testing

@testable import GuideLensCore

@Suite("What a capture records of layout inputs")
struct LayoutInputsCaptureTests {
    static func view(guides: [GuideNode] = [], inputs: LayoutInputs? = nil, subviews: [ViewNode] = [])
        -> ViewNode
    {
        let frame = Rect(x: 20.5, y: 64.25, width: 100, height: 50)
        var node = ViewNode(
            className: "UIView", address: ObjectAddress(0x10), frame: frame, bounds: frame,
            frameInWindow: frame,
            guides: guides, subviews: subviews)
        node.layoutInputs = inputs
        return node
    }

    @Test("a view that owns a guide, or holds one below it, has its inputs recorded; others do not")
    func recordedViews() {
        let guide = GuideNode(
            address: ObjectAddress(0x20), kind: .custom, layoutFrame: Rect(x: 0, y: 0, width: 1, height: 1),
            frameInWindow: Rect(x: 0, y: 0, width: 1, height: 1), owningViewAddress: ObjectAddress(0x10))
        #expect(LayoutInputs.isRecorded(ownsGuides: true, subviews: []))
        #expect(!LayoutInputs.isRecorded(ownsGuides: false, subviews: []))
        #expect(!LayoutInputs.isRecorded(ownsGuides: false, subviews: [Self.view()]))
        #expect(LayoutInputs.isRecorded(ownsGuides: false, subviews: [Self.view(guides: [guide])]))
        // A grandchild's guide shows as the child's recorded inputs.
        #expect(LayoutInputs.isRecorded(ownsGuides: false, subviews: [Self.view(inputs: LayoutInputs())]))
    }

    @Test("UIKit's content inset adjustment behaviours by raw value, an unknown one kept as a number")
    func behaviours() {
        expectEqual(
            (0...3).map(ScrollViewInputs.behaviorName(rawValue:)),
            ["automatic", "scrollableAxes", "never", "always"])
        expectEqual(ScrollViewInputs.behaviorName(rawValue: 4), "unknown(4)")
        expectEqual(ScrollViewInputs.behaviorName(rawValue: -1), "unknown(-1)")
    }
}
