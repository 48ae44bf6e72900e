import GuideLens
import UIKit
import XCTest

/// What the acceptance tests read of the overlay: the real Core Animation layers GuideLens adds
/// to a view, found the way any code walking `layer.sublayers` would find them.
@MainActor
enum OverlayProbe {
    /// The name GuideLens gives the one container layer it keeps in an owning view's layer.
    static let containerName = "GuideLensOverlay"

    /// The container GuideLens keeps in `view.layer`, if any.
    static func container(in view: UIView) -> CALayer? {
        view.layer.sublayers?.first { $0.name == containerName }
    }

    /// The outlines in `view`'s container: one shape layer per drawn guide.
    static func outlines(in view: UIView) -> [CAShapeLayer] {
        container(in: view)?.sublayers?.compactMap { $0 as? CAShapeLayer } ?? []
    }

    /// The rectangles the outlines trace as the screen shows them in the owning view: each path's
    /// box converted from its own layer through the container to the view's layer (so a container
    /// or outline moved, scaled or transformed shows), sorted top to bottom then left to right so
    /// they can be compared with guides' frames.
    static func outlineRects(in view: UIView) -> [CGRect] {
        sorted(
            outlines(in: view).compactMap { outline in
                outline.path.map { outline.convert($0.boundingBoxOfPath, to: view.layer) }
            })
    }

    /// The same rectangles in `window`'s coordinates, where the user sees them.
    static func outlineRects(in view: UIView, window: UIWindow) -> [CGRect] {
        sorted(
            outlines(in: view).compactMap { outline in
                outline.path.map { outline.convert($0.boundingBoxOfPath, to: window.layer) }
            })
    }

    /// Whether two lists of rectangles match, each component within `tolerance` points (frames
    /// converted through scaled layers pick up rounding in the last bits).
    static func matches(_ first: [CGRect], _ second: [CGRect], tolerance: CGFloat = 0.001) -> Bool {
        first.count == second.count
            && zip(first, second).allSatisfy { a, b in
                abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
                    && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
            }
    }

    /// The texts of the outlines' labels.
    static func labelTexts(in view: UIView) -> [String] {
        outlines(in: view).flatMap { outline in
            (outline.sublayers ?? []).compactMap { ($0 as? CATextLayer)?.string as? String }
        }
    }

    /// `rects` sorted top to bottom, then left to right.
    static func sorted(_ rects: [CGRect]) -> [CGRect] {
        rects.sorted { ($0.minY, $0.minX, $0.width, $0.height) < ($1.minY, $1.minX, $1.width, $1.height) }
    }

    /// Turns the overlay on for the length of `body` and restores GuideLens's shared state
    /// afterwards, so tests do not see each other's overlays or styles.
    static func withOverlay(_ body: () throws -> Void) rethrows {
        GuideLens.install()
        GuideLens.isOverlayVisible = true
        defer {
            GuideLens.isOverlayVisible = false
            GuideLens.style = .default
        }
        try body()
    }
}

/// A screen of guides to test with: an owner view away from its parent's origin, at a
/// fractional position, holding `count` custom guides stacked with fractional heights.
@MainActor
struct GuideScreen {
    let root: UIView
    let owner: UIView
    let guides: [UILayoutGuide]
    /// Each guide's top offset from the owner's top: change `constant` to move a guide.
    let tops: [NSLayoutConstraint]

    init(
        guideCount: Int, ownerFrame: CGRect = CGRect(x: 20.5, y: 64.25, width: 300.5, height: 600),
        identifierPrefix: String = "guide"
    ) {
        root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        owner = UIView(frame: ownerFrame)
        root.addSubview(owner)
        var guides: [UILayoutGuide] = []
        var tops: [NSLayoutConstraint] = []
        var constraints: [NSLayoutConstraint] = []
        let height = ownerFrame.height / CGFloat(max(guideCount, 1))
        for index in 0..<guideCount {
            let guide = UILayoutGuide()
            guide.identifier = "\(identifierPrefix)\(index)"
            owner.addLayoutGuide(guide)
            let top = guide.topAnchor.constraint(equalTo: owner.topAnchor, constant: CGFloat(index) * height)
            tops.append(top)
            constraints += [
                top,
                guide.leadingAnchor.constraint(equalTo: owner.leadingAnchor, constant: 10.5),
                guide.trailingAnchor.constraint(equalTo: owner.trailingAnchor, constant: -10.25),
                guide.heightAnchor.constraint(equalToConstant: max(height - 0.5, 0.5)),
            ]
            guides.append(guide)
        }
        NSLayoutConstraint.activate(constraints)
        self.guides = guides
        self.tops = tops
    }

    /// Lays the screen out, as a layout pass in an app would.
    func layOut() {
        root.setNeedsLayout()
        root.layoutIfNeeded()
        owner.setNeedsLayout()
        owner.layoutIfNeeded()
    }

    /// The guides' frames, sorted as ``OverlayProbe/outlineRects(in:)`` sorts outlines.
    var guideFrames: [CGRect] { OverlayProbe.sorted(guides.map(\.layoutFrame)) }
}

/// A guide added to `owner`, pinned by required constraints to `frame` in the owner's coordinates.
@MainActor
@discardableResult
func addGuide(to owner: UIView, at frame: CGRect, identifier: String = "") -> UILayoutGuide {
    let guide = UILayoutGuide()
    guide.identifier = identifier
    owner.addLayoutGuide(guide)
    NSLayoutConstraint.activate([
        guide.leadingAnchor.constraint(equalTo: owner.leadingAnchor, constant: frame.minX),
        guide.topAnchor.constraint(equalTo: owner.topAnchor, constant: frame.minY),
        guide.widthAnchor.constraint(equalToConstant: frame.width),
        guide.heightAnchor.constraint(equalToConstant: frame.height),
    ])
    return guide
}

/// A window in the test host's scene, shown for the length of `body`. GuideLens walks the
/// windows of connected scenes, so a test that needs one fails when the host has none (the
/// example app, which hosts these tests, always connects one).
@MainActor
func withWindow(_ body: (UIWindow) throws -> Void) throws {
    let scene = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first
    let windowScene = try XCTUnwrap(
        scene, "these tests run hosted by the example app, which connects a window scene")
    let window = UIWindow(windowScene: windowScene)
    window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
    window.rootViewController = UIViewController()
    window.isHidden = false
    defer { window.isHidden = true }
    try body(window)
}
