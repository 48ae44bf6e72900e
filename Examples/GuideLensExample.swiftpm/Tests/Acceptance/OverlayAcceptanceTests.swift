import GuideLens
import UIKit
import XCTest

/// The promises of Documentation/Overlay.md, checked on real UIKit views and Core Animation
/// layers: what is drawn, where, what survives the app's own changes, and what never changes.
@MainActor
final class OverlayAcceptanceTests: XCTestCase {
    /// "draws every UILayoutGuide … as dashed, colour-coded, labelled outlines": one container,
    /// one outline per guide, each tracing the guide's `layoutFrame` in the owner's coordinates.
    func testEachGuideHasOneOutlineOnItsLayoutFrame() {
        let screen = GuideScreen(guideCount: 3)
        OverlayProbe.withOverlay {
            screen.layOut()
            let containers = screen.owner.layer.sublayers?.filter { $0.name == OverlayProbe.containerName }
            XCTAssertEqual(containers?.count, 1)
            XCTAssertEqual(OverlayProbe.outlines(in: screen.owner).count, 3)
            XCTAssertEqual(OverlayProbe.outlineRects(in: screen.owner), screen.guideFrames)
            XCTAssertEqual(screen.guides[1].layoutFrame.minX, 10.5)
            for outline in OverlayProbe.outlines(in: screen.owner) {
                XCTAssertFalse(outline.lineDashPattern?.isEmpty ?? true, "outlines are dashed")
                XCTAssertNotNil(outline.strokeColor)
                XCTAssertNil(outline.fillColor)
            }
            let labels = OverlayProbe.labelTexts(in: screen.owner)
            XCTAssertFalse(labels.isEmpty, "outlines are labelled")
            for label in labels {
                XCTAssertTrue(screen.guides.contains { label.hasPrefix($0.identifier) }, label)
            }
        }
    }

    /// "only what changed is touched": moving a guide moves its outline, with the same layer.
    func testMovingAGuideMovesItsOutlineAndMakesNoNewLayer() {
        let screen = GuideScreen(guideCount: 2)
        OverlayProbe.withOverlay {
            screen.layOut()
            let before = OverlayProbe.outlines(in: screen.owner)
            screen.tops[0].constant += 20.25
            screen.layOut()
            let after = OverlayProbe.outlines(in: screen.owner)
            XCTAssertEqual(after.count, 2)
            XCTAssertTrue(zip(before, after).allSatisfy { $0 === $1 }, "the same layers, updated")
            XCTAssertEqual(OverlayProbe.outlineRects(in: screen.owner), screen.guideFrames)
            XCTAssertEqual(screen.guides[0].layoutFrame.minY, 20.25, accuracy: 0.5, "the guide moved")
        }
    }

    /// "a layout pass in which nothing moved changes no layer": the container's sublayers and
    /// paths stay the very same objects.
    func testAPassWithNothingChangedTouchesNoLayer() {
        let screen = GuideScreen(guideCount: 4)
        OverlayProbe.withOverlay {
            screen.layOut()
            let layers = OverlayProbe.outlines(in: screen.owner)
            let paths = layers.map(\.path)
            screen.layOut()
            XCTAssertTrue(zip(layers, OverlayProbe.outlines(in: screen.owner)).allSatisfy { $0 === $1 })
            XCTAssertTrue(zip(paths, layers.map(\.path)).allSatisfy { $0 === $1 })
        }
    }

    /// "if app code removes, hides or lowers the container anyway, the next layout pass of that
    /// view puts it back".
    func testTheNextPassRepairsWhatTheAppDidToTheContainer() throws {
        let screen = GuideScreen(guideCount: 2)
        try OverlayProbe.withOverlay {
            screen.layOut()
            // The app clears every sublayer of a view that has no subviews of its own.
            screen.owner.layer.sublayers?.forEach { $0.removeFromSuperlayer() }
            XCTAssertNil(OverlayProbe.container(in: screen.owner))
            screen.layOut()
            XCTAssertEqual(OverlayProbe.outlineRects(in: screen.owner), screen.guideFrames)

            let container = try XCTUnwrap(OverlayProbe.container(in: screen.owner))
            container.isHidden = true
            container.zPosition = -5
            container.opacity = 0
            screen.layOut()
            XCTAssertFalse(container.isHidden)
            XCTAssertEqual(container.zPosition, 1)
            XCTAssertEqual(container.opacity, 1)
        }
    }

    /// "Outlines never take touches": hit testing finds the app's views and layers, never ours.
    func testTheOverlayTakesNoTouches() throws {
        let screen = GuideScreen(guideCount: 1)
        let button = UIButton(frame: CGRect(x: 12, y: 12, width: 100, height: 40))
        screen.owner.addSubview(button)
        try OverlayProbe.withOverlay {
            screen.layOut()
            let container = try XCTUnwrap(OverlayProbe.container(in: screen.owner))
            let inside = CGPoint(x: 30, y: 30)
            XCTAssertTrue(screen.owner.hitTest(inside, with: nil) === button)
            XCTAssertNil(container.hitTest(inside))
            let hitLayer = screen.owner.layer.hitTest(
                screen.owner.layer.convert(inside, to: screen.owner.layer.superlayer))
            XCTAssertFalse(hitLayer === container)
            XCTAssertFalse(OverlayProbe.outlines(in: screen.owner).contains { $0 === hitLayer })
        }
    }

    /// "never alter what the app owns": the app's own sublayers keep their order and identity.
    func testTheAppsOwnSublayersKeepTheirOrder() {
        let screen = GuideScreen(guideCount: 2)
        let shadow = CALayer()
        let badge = CAShapeLayer()
        screen.owner.layer.addSublayer(shadow)
        screen.owner.addSubview(UILabel())
        screen.owner.layer.addSublayer(badge)
        let before = screen.owner.layer.sublayers ?? []
        OverlayProbe.withOverlay {
            screen.layOut()
            let after = (screen.owner.layer.sublayers ?? []).filter { $0.name != OverlayProbe.containerName }
            XCTAssertEqual(after.count, before.count)
            XCTAssertTrue(zip(before, after).allSatisfy { $0 === $1 })
        }
        let afterOff = screen.owner.layer.sublayers ?? []
        XCTAssertTrue(zip(before, afterOff).allSatisfy { $0 === $1 })
        XCTAssertNil(
            OverlayProbe.container(in: screen.owner), "turning the overlay off leaves nothing behind")
    }

    /// "a scroll view's outlines … move with its content"; guides that depend on the scroll
    /// position are re-planned while scrolling.
    func testAScrolledScrollViewKeepsItsOutlinesOnItsGuides() throws {
        try withWindow { window in
            try scrolledScrollViewKeepsItsOutlines(in: window)
        }
    }

    private func scrolledScrollViewKeepsItsOutlines(in window: UIWindow) throws {
        let scrollView = UIScrollView(frame: CGRect(x: 10.5, y: 40, width: 320, height: 480))
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        let band = UILayoutGuide()
        band.identifier = "band"
        scrollView.addLayoutGuide(band)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2000),
            band.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 100.5),
            band.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor),
            band.widthAnchor.constraint(equalToConstant: 200),
            band.heightAnchor.constraint(equalToConstant: 44),
        ])
        window.rootViewController?.view.addSubview(scrollView)
        OverlayProbe.withOverlay {
            scrollView.layoutIfNeeded()
            scrollView.contentOffset = CGPoint(x: 0, y: 100)
            scrollView.layoutIfNeeded()
            XCTAssertEqual(band.layoutFrame.minY, 200.5, "the band follows the frame guide")
            // Each outline on a guide of the scroll view, the band and the frame guide among them.
            let guideFrames = scrollView.layoutGuides.map(\.layoutFrame)
            let outlines = OverlayProbe.outlineRects(in: scrollView)
            XCTAssertTrue(outlines.allSatisfy { guideFrames.contains($0) }, "\(outlines) \(guideFrames)")
            XCTAssertTrue(outlines.contains(band.layoutFrame))
            XCTAssertTrue(outlines.contains(scrollView.frameLayoutGuide.layoutFrame))
            XCTAssertTrue(outlines.contains(scrollView.contentLayoutGuide.layoutFrame))
            XCTAssertEqual(scrollView.frameLayoutGuide.layoutFrame.minY, 100)
            // Where the user sees them: each outline, converted to the window, on a guide there.
            let guidesInWindow = scrollView.layoutGuides.map {
                scrollView.convert($0.layoutFrame, to: window)
            }
            for outline in OverlayProbe.outlineRects(in: scrollView, window: window) {
                XCTAssertTrue(
                    guidesInWindow.contains { OverlayProbe.matches([$0], [outline]) },
                    "\(outline) \(guidesInWindow)")
            }
            XCTAssertEqual(
                scrollView.convert(band.layoutFrame, to: window).minY, 140.5, "the band stays on screen")
        }
    }

    /// Outlines sit on their guides as the screen shows them when the owner's ancestors are
    /// moved, scaled and translated by a transform: converted from each outline's layer to the
    /// window, every outline is its guide's frame in the window. Catches an outline placed by the
    /// owner's `frame` instead of its `bounds`, a container offset or scaled with the owner's
    /// transform applied twice, or an outline drawn in the window's coordinates.
    func testOutlinesSitOnTheirGuidesInTheWindowWhateverTheirAncestors() throws {
        try withWindow { window in
            let holder = UIView(frame: CGRect(x: 30.5, y: 120.25, width: 340, height: 600))
            holder.transform = CGAffineTransform(translationX: 12.5, y: -8).scaledBy(x: 0.5, y: 0.5)
            let owner = UIView(frame: CGRect(x: 7.25, y: 15.5, width: 300.5, height: 400))
            owner.bounds.origin = CGPoint(x: 4, y: -6.5)
            holder.addSubview(owner)
            window.rootViewController?.view.addSubview(holder)
            let guides = [
                addGuide(to: owner, at: CGRect(x: 10.5, y: 20.25, width: 100, height: 50.5), identifier: "a"),
                addGuide(to: owner, at: CGRect(x: 0, y: 200.75, width: 280.5, height: 30), identifier: "b"),
            ]
            OverlayProbe.withOverlay {
                owner.setNeedsLayout()
                owner.layoutIfNeeded()
                let inOwner = OverlayProbe.sorted(guides.map(\.layoutFrame))
                let inWindow = OverlayProbe.sorted(guides.map { owner.convert($0.layoutFrame, to: window) })
                XCTAssertTrue(OverlayProbe.matches(OverlayProbe.outlineRects(in: owner), inOwner))
                XCTAssertTrue(
                    OverlayProbe.matches(OverlayProbe.outlineRects(in: owner, window: window), inWindow),
                    "\(OverlayProbe.outlineRects(in: owner, window: window)) \(inWindow)")
                // The scale shows in the window: half the guide's width.
                XCTAssertEqual(inWindow.first?.width ?? 0, 50, accuracy: 0.001)
            }
        }
    }

    /// What the overlay leaves alone: the owner's geometry, layer, subviews, guides and
    /// constraints are what the app set, with the overlay on and after it is turned off. Catches
    /// an overlay that resizes, clips, recolours or re-lays out the view it draws on.
    func testTheOverlayLeavesTheOwnerAsTheAppSetIt() {
        let screen = GuideScreen(guideCount: 2)
        screen.owner.backgroundColor = .systemTeal
        screen.owner.clipsToBounds = false
        screen.owner.layer.cornerRadius = 3.5
        screen.owner.addSubview(UILabel(frame: CGRect(x: 1, y: 2, width: 30, height: 10)))
        screen.layOut()
        func state() -> [String] {
            let owner = screen.owner
            return [
                "\(owner.frame)", "\(owner.bounds)", "\(owner.transform)", "\(owner.layer.transform)",
                "\(owner.clipsToBounds)", "\(owner.layer.masksToBounds)", "\(owner.layer.cornerRadius)",
                "\(String(describing: owner.backgroundColor))", "\(owner.isUserInteractionEnabled)",
                "\(owner.alpha)", "\(owner.subviews.count)", "\(owner.layoutGuides.count)",
                "\(owner.constraints.count)", "\(owner.layer.anchorPoint)",
                "\(owner.layer.position)", "\(owner.layer.zPosition)",
            ]
        }
        let before = state()
        let guideFrames = screen.guideFrames
        OverlayProbe.withOverlay {
            screen.layOut()
            XCTAssertEqual(state(), before)
            XCTAssertEqual(screen.guideFrames, guideFrames, "drawing moved no guide")
            XCTAssertFalse(OverlayProbe.outlines(in: screen.owner).isEmpty)
        }
        screen.layOut()
        XCTAssertEqual(state(), before)
    }

    /// "moved and resized outlines … glide over the same duration" as the layout animation.
    func testAnOutlineMovedInsideAnAnimationAnimatesWithItsDuration() throws {
        let screen = GuideScreen(guideCount: 1)
        try OverlayProbe.withOverlay {
            screen.layOut()
            UIView.animate(withDuration: 0.75) {
                screen.tops[0].constant = 50
                screen.layOut()
            }
            let outline = try XCTUnwrap(OverlayProbe.outlines(in: screen.owner).first)
            let animation = try XCTUnwrap(outline.animation(forKey: "path"))
            XCTAssertEqual(animation.duration, 0.75, accuracy: 0.001)
            XCTAssertEqual(outline.path?.boundingBoxOfPath, screen.guides[0].layoutFrame)
        }
    }

    /// "which kinds show": `style.visibleKinds` leaves out every other kind.
    func testVisibleKindsLeaveOutOtherKinds() {
        let screen = GuideScreen(guideCount: 2)
        OverlayProbe.withOverlay {
            GuideLens.style.visibleKinds = [.stackSpacer]
            screen.layOut()
            XCTAssertTrue(OverlayProbe.outlines(in: screen.owner).isEmpty)
            GuideLens.style.visibleKinds = [.custom]
            screen.layOut()
            XCTAssertEqual(OverlayProbe.outlines(in: screen.owner).count, 2)
        }
    }

    /// "Only `view.layoutGuides` is read — never `safeAreaLayoutGuide` … so GuideLens never
    /// changes the app it shows": drawing creates no guide.
    func testDrawingCreatesNoLazyGuide() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let before = view.layoutGuides.count
        OverlayProbe.withOverlay {
            view.setNeedsLayout()
            view.layoutIfNeeded()
            GuideLens.refresh()
        }
        XCTAssertEqual(view.layoutGuides.count, before)
    }

    /// "the overlay never causes layout loops": with the overlay on, a pass triggers no other.
    func testTheOverlayCausesNoExtraLayoutPass() {
        final class CountingView: UIView {
            var passes = 0
            override func layoutSubviews() {
                super.layoutSubviews()
                passes += 1
            }
        }
        let view = CountingView(frame: CGRect(x: 5.5, y: 5.5, width: 200, height: 200))
        addGuide(to: view, at: CGRect(x: 10, y: 10, width: 50, height: 50))
        OverlayProbe.withOverlay {
            view.setNeedsLayout()
            view.layoutIfNeeded()
            XCTAssertEqual(view.passes, 1)
            view.layoutIfNeeded()
            XCTAssertEqual(view.passes, 1, "drawing did not mark the view for layout again")
            XCTAssertEqual(OverlayProbe.outlines(in: view).count, 1)
        }
    }
}
