import Testing

@testable @_spi(Engine) import GuideLensCore

/// The trace where items depend on each other: a view placed only by its own record, a way round
/// a loop when there is one, a loop named as a loop when there is none, and a view's size the
/// priorities decide once the chain that leads to it is set aside. The fixture's owner is away from
/// the origin (30.5, 100.25), 300×500.
@Suite("why: loops and a view's own record")
struct LoopTraceTests {
    typealias F = PlacementFixture
    static let target = F.Item.guide(ObjectAddress(0xB000), "target")
    static let other = F.Item.guide(ObjectAddress(0xB100), "other")
    static let third = F.Item.guide(ObjectAddress(0xB200), "third")

    /// The owner's layout: placed by its mask in the window, as a controller's root view is.
    static var ownerLayout: ViewLayout {
        func mask(_ number: UInt64, _ attribute: LayoutAttribute, _ constant: Double) -> RecordedConstraint {
            ConstraintDescription.autoresizing(
                ObjectAddress(0xD_0000 + number), mask: 18, F.owner, attribute, constant: constant,
                superview: F.Item("UIWindow", F.windowAddress))
        }
        return ViewLayout(
            constraints: GuideConstraints(
                horizontal: [mask(1, .minX, 30.5), mask(2, .width, 300)],
                vertical: [mask(3, .minY, 100.25), mask(4, .height, 500)]),
            translatesAutoresizingMaskIntoConstraints: true, autoresizingMask: 18)
    }

    @Test("a view's centre comes from its own record, not from another guide centred on it")
    func ownRecord() throws {
        let horizontal = [
            F.constraint(1, Self.other, .centerX, .equal, F.owner, .centerX),
            F.constraint(2, Self.other, .width, constant: 80),
            F.constraint(3, Self.target, .centerX, .equal, F.owner, .centerX),
            F.constraint(4, Self.target, .width, .equal, Self.other, .width),
        ]
        var snapshot = F.snapshot([
            F.guide(
                0xB100, "other", Rect(x: 140.5, y: 200.25, width: 80, height: 10), horizontal: horizontal),
            F.guide(
                0xB000, "target", Rect(x: 140.5, y: 250.25, width: 80, height: 10), horizontal: horizontal),
        ])
        snapshot.windows[0].subviews[0].layout = Self.ownerLayout
        let placement = try #require(F.placement("target", in: snapshot))
        let lines = try #require(placement.axes.first { $0.axis == .horizontal }).lines.map(\.text)
        expectEqual(
            Array(lines.prefix(4)),
            [
                "centerX 180.5 = UIView centerX 180.5 (constraint 3)",
                "UIView leading 30.5 = 30.5 (constraint 5: autoresizing mask h=-&- v=-&-, its frame set in code)",
                "UIView width 300 = 300 (constraint 6: autoresizing mask h=-&- v=-&-, its frame set in code)",
                "UIView centerX 180.5 = UIView leading 30.5 + ½ × UIView width 300 (constraints 5, 6)",
            ])
    }

    @Test("when the first constraint leads back into the chain, the next way is taken, and no cycle is noted")
    func wayRound() throws {
        let vertical = [
            F.constraint(1, Self.target, .height, .equal, Self.other, .height),
            F.constraint(2, Self.other, .height, .equal, Self.third, .height),
            F.constraint(3, Self.third, .height, .equal, Self.target, .height),
            F.constraint(4, Self.other, .height, constant: 30),
            F.constraint(5, Self.target, .top, .equal, F.owner, .top, constant: 10),
        ]
        let snapshot = F.snapshot([
            F.guide(0xB100, "other", Rect(x: 40.5, y: 200.25, width: 100, height: 30), vertical: vertical),
            F.guide(0xB200, "third", Rect(x: 40.5, y: 300.25, width: 100, height: 30), vertical: vertical),
            F.guide(0xB000, "target", Rect(x: 40.5, y: 110.25, width: 100, height: 30), vertical: vertical),
        ])
        let axis = try #require(F.vertical(F.placement("target", in: snapshot)))
        expectEqual(
            axis.lines.map(\.text),
            [
                "top 110.25 = UIView top 100.25 + 10 (constraint 5)",
                "height 30 = other height 30 (constraint 1)", "other height 30 = 30 (constraint 4)",
                "bottom 140.25 = top 110.25 + height 30 (constraints 1, 4, 5)",
            ])
        #expect(axis.notes.isEmpty, "\(axis.notes)")
    }

    @Test("a row whose two items share out its width: the loop is named, with the constraint that closes it")
    func loopNamed() throws {
        let horizontal = [
            F.constraint(1, Self.target, .leading, .equal, F.owner, .leading, constant: 10),
            F.constraint(2, Self.other, .leading, .equal, Self.target, .trailing),
            F.constraint(3, Self.other, .trailing, .equal, F.owner, .trailing, constant: -10),
            F.constraint(4, Self.other, .width, .equal, Self.target, .width),
        ]
        // (300 − 2 × 10) ÷ 2 = 140 each.
        let snapshot = F.snapshot([
            F.guide(
                0xB100, "other", Rect(x: 180.5, y: 200.25, width: 140, height: 10), horizontal: horizontal),
            F.guide(
                0xB000, "target", Rect(x: 40.5, y: 200.25, width: 140, height: 10), horizontal: horizontal),
        ])
        let placement = try #require(F.placement("target", in: snapshot))
        let axis = try #require(placement.axes.first { $0.axis == .horizontal })
        #expect(
            axis.lines.map(\.text).contains(
                "width 140: its recorded frame; constraint 4 sets it from the items already being followed (a loop), "
                    + "so the trace stops here"))
        #expect(!axis.notes.contains { if case .differs = $0 { true } else { false } })
        // Solved as a whole, the row adds up (the guides' heights are not recorded, so only widths).
        #expect(LayoutModel(snapshot).recompute().mismatches.filter { $0.axis == .horizontal }.isEmpty)
    }

    @Test(
        "a view's size that the chain leading to it would fix through a recorded frame is its intrinsic size, when that adds up"
    )
    func sizeOffTheChain() throws {
        let field = F.Item("UITextField", ObjectAddress(0x3300))
        let button = F.Item("UIButton", ObjectAddress(0x3400))
        let container = F.Item.guide(ObjectAddress(0xB300), "container")
        let vertical = [
            F.constraint(1, container, .top, .equal, F.owner, .top, constant: 20),
            F.constraint(2, field, .top, .equal, container, .top),
            F.constraint(3, field, .bottom, .equal, container, .bottom),
            F.constraint(4, button, .top, .equal, container, .bottom, constant: 20),
            F.constraint(5, button, .height, constant: 30),
            F.constraint(6, Self.target, .top, .equal, button, .top),
            F.constraint(7, Self.target, .height, .equal, button, .height),
        ]
        // container 120.25 to 154.25 (the field's 34); the button 20 under it; the target with it.
        var snapshot = F.snapshot([
            F.guide(
                0xB300, "container", Rect(x: 40.5, y: 120.25, width: 200, height: 34), vertical: vertical),
            F.guide(0xB000, "target", Rect(x: 40.5, y: 174.25, width: 100, height: 30), vertical: vertical),
        ])
        var fieldView = ViewNode(
            className: "UITextField", address: field.address,
            frame: Rect(x: 10, y: 20, width: 200, height: 34),
            bounds: Rect(x: 0, y: 0, width: 200, height: 34),
            frameInWindow: Rect(x: 40.5, y: 120.25, width: 200, height: 34))
        fieldView.layout = ViewLayout(
            constraints: GuideConstraints(vertical: Array(vertical[0..<3])),
            intrinsicContentSize: Size(width: 97, height: 34),
            contentHugging: AxisPriorities(horizontal: 250, vertical: 250),
            compressionResistance: AxisPriorities(horizontal: 750, vertical: 750),
            translatesAutoresizingMaskIntoConstraints: false, autoresizingMask: 0)
        var buttonView = ViewNode(
            className: "UIButton", address: button.address, frame: Rect(x: 10, y: 74, width: 60, height: 30),
            bounds: Rect(x: 0, y: 0, width: 60, height: 30),
            frameInWindow: Rect(x: 40.5, y: 174.25, width: 60, height: 30))
        buttonView.layout = ViewLayout(
            constraints: GuideConstraints(vertical: Array(vertical[0..<5])),
            translatesAutoresizingMaskIntoConstraints: false, autoresizingMask: 0)
        snapshot.windows[0].subviews[0].subviews += [fieldView, buttonView]
        let axis = try #require(F.vertical(F.placement("target", in: snapshot)))
        let lines = axis.lines.map(\.text)
        #expect(lines.contains("UITextField top 120.25 = container top 120.25 (constraint 2)"))
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "UITextField height 34 = its intrinsic height 34 (constraint 9): its content hugging")
            }, "\(lines)")
        #expect(!lines.contains { $0.contains("a loop") || $0.contains("layoutSubviews") }, "\(lines)")
        #expect(axis.notes.isEmpty, "\(axis.notes)")
    }
    @Test(
        "a view's size is weighed on its own record: a view centred on it does not fix it through its frame")
    func sizeOnItsOwnRecord() throws {
        let title = F.Item("UILabel", ObjectAddress(0x3500))
        let value = F.Item("UILabel", ObjectAddress(0x3600))
        let titleContent = ConstraintDescription.contentSize(
            ObjectAddress(0xC_0100), title, .vertical, size: 20.5, hugging: 251, compressionResistance: 750)
        let titleTop = F.constraint(1, title, .top, .equal, F.owner, .top, constant: 24.5)
        let vertical = [
            titleContent, titleTop,
            F.constraint(2, value, .centerY, .equal, title, .centerY),
            F.constraint(3, Self.target, .top, .equal, title, .top),
            F.constraint(4, Self.target, .bottom, .equal, title, .bottom),
        ]
        var snapshot = F.snapshot([
            F.guide(0xB000, "target", Rect(x: 200.5, y: 124.75, width: 50, height: 20.5), vertical: vertical)
        ])
        func label(_ item: F.Item, _ frame: Rect, _ layout: ViewLayout?) -> ViewNode {
            var node = ViewNode(
                className: "UILabel", address: item.address,
                frame: frame.offsetBy(dx: -F.ownerFrame.minX, dy: -F.ownerFrame.minY),
                bounds: Rect(x: 0, y: 0, width: frame.width, height: frame.height), frameInWindow: frame)
            node.layout = layout
            return node
        }
        let titleLayout = ViewLayout(
            constraints: GuideConstraints(vertical: [titleContent, titleTop]),
            intrinsicContentSize: Size(width: 100, height: 20.5),
            contentHugging: AxisPriorities(horizontal: 251, vertical: 251),
            compressionResistance: AxisPriorities(horizontal: 750, vertical: 750),
            translatesAutoresizingMaskIntoConstraints: false, autoresizingMask: 0)
        snapshot.windows[0].subviews[0].subviews += [
            label(title, Rect(x: 46.5, y: 124.75, width: 100, height: 20.5), titleLayout),
            label(value, Rect(x: 260.5, y: 124.75, width: 60, height: 20.5), nil),
        ]
        let lines = try #require(F.vertical(F.placement("target", in: snapshot))).lines.map(\.text)
        #expect(
            lines.contains {
                $0.hasPrefix(
                    "UILabel (0x3500) height 20.5 = its intrinsic height 20.5 (constraint 1): its content hugging"
                )
            }, "\(lines)")
    }
}
