import Testing

@testable @_spi(Engine) import GuideLensCore

/// Where UIKit starts what the app does not place: a scroll view's content guide at the scroll
/// view's content origin (its bounds origin, which scrolling moves), and a window's frame in the
/// screen's coordinates.
@Suite("why: a scroll view's content origin and a window's frame")
struct ContentOriginTests {
    typealias F = PlacementFixture
    static let scroll = F.Item("UIScrollView", ObjectAddress(0x4000))
    static let content = F.Item(
        "_UIScrollViewLayoutGuide", ObjectAddress(0xB400), identifier: "UIScrollView-contentLayoutGuide")
    /// The scroll view in the window, scrolled 40 down (its bounds origin y 40).
    static let scrollFrame = Rect(x: 30.5, y: 300.25, width: 300, height: 200)

    /// A scroll view scrolled 40 down whose content guide is 300 wide and 600.5 high: in the
    /// window, its top is the scroll view's 300.25 less the 40 scrolled.
    static var scrolled: Snapshot {
        var snapshot = F.snapshot([])
        var guide = GuideNode(
            className: "_UIScrollViewLayoutGuide", address: content.address,
            identifier: "UIScrollView-contentLayoutGuide", kind: .scrollContent,
            layoutFrame: Rect(x: 0, y: 0, width: 300, height: 600.5),
            frameInWindow: Rect(x: 30.5, y: 260.25, width: 300, height: 600.5), hasAmbiguousLayout: false,
            owningViewAddress: scroll.address)
        guide.constraints = GuideConstraints(
            horizontal: [F.constraint(1, content, .width, constant: 300)],
            vertical: [F.constraint(2, content, .height, constant: 600.5)])
        let scrollView = ViewNode(
            className: "UIScrollView", address: scroll.address,
            frame: scrollFrame.offsetBy(dx: -F.ownerFrame.minX, dy: -F.ownerFrame.minY),
            bounds: Rect(x: 0, y: 40, width: 300, height: 200), frameInWindow: scrollFrame, guides: [guide])
        snapshot.windows[0].subviews[0].subviews.append(scrollView)
        return snapshot
    }

    @Test("a content guide starts at its scroll view's content origin: the bounds origin, scrolled or not")
    func startsAtTheContentOrigin() throws {
        let placement = try #require(F.placement("UIScrollView-contentLayoutGuide", in: Self.scrolled))
        let vertical = try #require(F.vertical(placement))
        #expect(
            vertical.lines.first?.text
                == "top 260.25 = UIScrollView bounds origin y 260.25 (constraint 4: the scroll view's content origin, "
                + "where UIKit starts its content guide)")
        expectEqual(vertical.positionDecision, .fixed([4]))
        expectEqual(
            placement.constraints.suffix(2).map(\.source),
            [.contentOrigin(Self.content.address), .contentOrigin(Self.content.address)])
        #expect(
            PlacementText.text(placement).contains(
                "  4. [vertical, content origin] _UIScrollViewLayoutGuide:"))
        let recomputed = LayoutModel(Self.scrolled).recompute()
        #expect(recomputed.items.guides == (matching: 1, total: 1))
        #expect(recomputed.mismatches.isEmpty, "\(recomputed.mismatches)")
    }

    /// The scroll view of ``scrolled`` at the bounds origin (`x`, `y`): its content guide's
    /// frame in the window moves by both.
    static func scrolled(x: Double, y: Double) -> Snapshot {
        var snapshot = scrolled
        let last = snapshot.windows[0].subviews[0].subviews.count - 1
        snapshot.windows[0].subviews[0].subviews[last].bounds = Rect(x: x, y: y, width: 300, height: 200)
        snapshot.windows[0].subviews[0].subviews[last].guides[0].frameInWindow = Rect(
            x: scrollFrame.minX - x, y: scrollFrame.minY - y, width: 300, height: 600.5)
        return snapshot
    }

    @Test(
        "scrolled sideways, or both ways at once, a content guide starts at the content's origin on each axis, not at the frame's",
        arguments: [(75.5, 0.0), (75.5, 40.0), (-12.25, 40.0)])
    func scrolledSideways(x: Double, y: Double) throws {
        let snapshot = Self.scrolled(x: x, y: y)
        let placement = try #require(F.placement("UIScrollView-contentLayoutGuide", in: snapshot))
        let horizontal = try #require(F.horizontal(placement))
        let vertical = try #require(F.vertical(placement))
        // In the window the content starts at the frame's 30.5 less x scrolled, 300.25 less y.
        // (The answer writes a minus sign, not a hyphen.)
        let left = NumberFormatting.shortest(30.5 - x).replacingOccurrences(of: "-", with: "−")
        let top = NumberFormatting.shortest(300.25 - y).replacingOccurrences(of: "-", with: "−")
        expectEqual(
            horizontal.lines.first?.text.hasPrefix(
                "leading \(left) = UIScrollView bounds origin x \(left) (constraint 3"), true,
            "\(horizontal.lines.map(\.text))")
        expectEqual(
            vertical.lines.first?.text.hasPrefix(
                "top \(top) = UIScrollView bounds origin y \(top) (constraint 4"), true,
            "\(vertical.lines.map(\.text))")
        let recomputed = LayoutModel(snapshot).recompute()
        #expect(recomputed.items.guides == (matching: 1, total: 1))
        #expect(recomputed.mismatches.isEmpty, "\(recomputed.mismatches)")
    }

    @Test("what if the content started 10 lower: the what-if reaches the content origin as any constraint")
    func whatIf() throws {
        let tracer = PlacementTracer(Self.scrolled)
        guard case .found(let match) = GuideLookup(tracer).find("UIScrollView-contentLayoutGuide") else {
            Issue.record("no content guide")
            return
        }
        let placement = tracer.placement(of: match)
        let whatIf = try WhatIf(
            [WhatIf.Change(number: 4, edit: .constant(10))], placement: placement, tracer: tracer)
        guard case .moves(let own, _) = whatIf.outcome else {
            Issue.record("\(whatIf.outcome)")
            return
        }
        #expect(
            own.filter(\.moves).map { "\($0.attribute) \($0.before) → \($0.after)" } == [
                "top 260.25 → 270.25"
            ])
    }

    @Test("a window's frame counts from the screen's origin: its autoresizing constraints place it")
    func window() throws {
        var snapshot = F.snapshot([])
        let window = F.Item("UIWindow", F.windowAddress)
        func mask(_ number: UInt64, _ attribute: LayoutAttribute, _ constant: Double) -> RecordedConstraint {
            ConstraintDescription.autoresizing(
                ObjectAddress(0xD_0000 + number), mask: 0, window, attribute, constant: constant,
                superview: nil)
        }
        expectEqual(
            mask(1, .width, 390).description,
            "<NSAutoresizingMaskLayoutConstraint:0xd0001 h=--- v=--- UIWindow:0x1000.width == 390   (active)>"
        )
        snapshot.windows[0].layout = ViewLayout(
            constraints: GuideConstraints(
                horizontal: [mask(1, .minX, 0), mask(2, .width, 390)],
                vertical: [mask(3, .minY, 0), mask(4, .height, 844)]),
            translatesAutoresizingMaskIntoConstraints: true, autoresizingMask: 0)
        var notch = GuideNode(
            address: ObjectAddress(0xB500), identifier: "notch", kind: .custom,
            layoutFrame: Rect(x: 80, y: 0, width: 230, height: 30),
            frameInWindow: Rect(x: 80, y: 0, width: 230, height: 30),
            hasAmbiguousLayout: false, owningViewAddress: F.windowAddress)
        let guideItem = F.Item.guide(notch.address, "notch")
        notch.constraints = GuideConstraints(
            horizontal: [
                F.constraint(1, guideItem, .centerX, .equal, window, .centerX),
                F.constraint(2, guideItem, .width, constant: 230),
            ],
            vertical: [
                F.constraint(3, guideItem, .top, .equal, window, .top),
                F.constraint(4, guideItem, .height, constant: 30),
            ])
        snapshot.windows[0].guides = [notch]
        let recomputed = LayoutModel(snapshot).recompute()
        #expect(
            recomputed.items.views == (matching: 1, total: 1)
                && recomputed.items.guides == (matching: 1, total: 1))
        #expect(recomputed.mismatches.isEmpty, "\(recomputed.mismatches)")
        let vertical = try #require(F.vertical(F.placement("notch", in: snapshot)))
        expectEqual(
            vertical.lines.map(\.text).prefix(2),
            [
                "top 0 = UIWindow top 0 (constraint 3)",
                "UIWindow top 0 = 0 (constraint 7: autoresizing mask h=--- v=---, its frame set in code)",
            ])
    }
}
