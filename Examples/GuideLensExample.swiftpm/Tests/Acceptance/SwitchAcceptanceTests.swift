import GuideLens
import UIKit
import XCTest

/// The documentation's promises about turning the overlay on and off: the API, the keyboard shortcut,
/// the notification, and the rule that tests never see outlines unless they ask.
@MainActor
final class SwitchAcceptanceTests: XCTestCase {
    /// "Under tests … the launch argument and the remembered state are both ignored": a test
    /// process starts with the overlay off and draws nothing until a test turns it on.
    func testUnderXCTestTheOverlayStaysOffUntilATestTurnsItOn() {
        GuideLens.install(remembersOverlayState: true)
        defer { GuideLens.install(remembersOverlayState: false) }
        XCTAssertFalse(GuideLens.isOverlayVisible)
        let screen = GuideScreen(guideCount: 2)
        screen.layOut()
        XCTAssertNil(OverlayProbe.container(in: screen.owner))
        OverlayProbe.withOverlay {
            screen.layOut()
            XCTAssertEqual(OverlayProbe.outlines(in: screen.owner).count, 2)
        }
    }

    /// `GuideLens.toggle()` shows every guide, then hides every outline it drew.
    func testToggleShowsThenRemovesEveryOutline() {
        let screen = GuideScreen(guideCount: 3)
        GuideLens.install()
        defer { GuideLens.isOverlayVisible = false }
        XCTAssertFalse(GuideLens.isOverlayVisible)
        GuideLens.toggle()
        XCTAssertTrue(GuideLens.isOverlayVisible)
        screen.layOut()
        XCTAssertEqual(OverlayProbe.outlineRects(in: screen.owner), screen.guideFrames)
        GuideLens.toggle()
        XCTAssertFalse(GuideLens.isOverlayVisible)
        XCTAssertNil(OverlayProbe.container(in: screen.owner))
    }

    /// Turning the overlay on walks every window once: views already laid out get outlines
    /// without another layout pass (views that override `layoutSubviews` without `super`).
    func testTurningOnDrawsViewsInWindowsWithoutALayoutPass() throws {
        final class NoSuperView: UIView {
            override func layoutSubviews() {}
        }
        try withWindow { window in
            let view = NoSuperView(frame: CGRect(x: 30.5, y: 100.25, width: 200, height: 120))
            let guide = addGuide(to: view, at: CGRect(x: 8.5, y: 8.5, width: 100, height: 30))
            window.rootViewController?.view.addSubview(view)
            window.layoutIfNeeded()
            XCTAssertNil(OverlayProbe.container(in: view))
            OverlayProbe.withOverlay {
                XCTAssertEqual(OverlayProbe.outlineRects(in: view), [guide.layoutFrame])
            }
        }
    }

    /// "press ⌃⌥⌘G on a hardware keyboard … to show or hide every guide": the key press the
    /// app receives toggles the overlay, after the app has received it.
    func testTheKeyboardShortcutToggles() {
        GuideLens.install(
            keyboardShortcut: OverlayShortcut(key: "g", modifiers: [.control, .option, .command]))
        defer { GuideLens.isOverlayVisible = false }
        XCTAssertFalse(GuideLens.isOverlayVisible)
        UIApplication.shared.sendEvent(KeyPressEvent(key: "g", modifiers: [.control, .alternate, .command]))
        XCTAssertTrue(GuideLens.isOverlayVisible)
        UIApplication.shared.sendEvent(KeyPressEvent(key: "g", modifiers: [.command]))
        XCTAssertTrue(GuideLens.isOverlayVisible, "another combination leaves it alone")
        UIApplication.shared.sendEvent(KeyPressEvent(key: "g", modifiers: [.control, .alternate, .command]))
        XCTAssertFalse(GuideLens.isOverlayVisible)
    }

    /// "Nothing shows?": `GuideLens.diagnose()` reads the live app — the patch in place, the
    /// overlay's state and who decided it, the guides of a window's view drawn.
    func testDiagnoseReportsThePatchTheSwitchAndTheGuidesDrawn() throws {
        try withWindow { window in
            let screen = GuideScreen(guideCount: 2)
            window.rootViewController?.view.addSubview(screen.root)
            GuideLens.install()
            let off = GuideLens.diagnose()
            XCTAssertTrue(off.contains("overlay: off"), off)
            OverlayProbe.withOverlay {
                screen.layOut()
                let on = GuideLens.diagnose()
                XCTAssertTrue(
                    on.contains("UIView.layoutSubviews (GuideLens's implementation is current)"), on)
                XCTAssertTrue(on.contains("overlay: on, decided by the app"), on)
                XCTAssertFalse(on.contains("not patched"), on)
            }
        }
    }

    /// "Posted … after the overlay is shown or hidden, whoever asked": the FLEX panel's switch
    /// follows changes through it.
    func testEveryChangeIsAnnounced() {
        GuideLens.install()
        defer { GuideLens.isOverlayVisible = false }
        let announcements = Counter()
        let observer = NotificationCenter.default.addObserver(
            forName: Notification.Name("GuideLensOverlayVisibilityDidChange"), object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { announcements.count += 1 } }
        defer { NotificationCenter.default.removeObserver(observer) }
        GuideLens.isOverlayVisible = true
        GuideLens.toggle()
        XCTAssertEqual(announcements.count, 2)
    }
}

/// A count kept on the main actor.
@MainActor
final class Counter {
    var count = 0
}

/// A hardware key press, as UIKit delivers one: UIKit has no public way to make a press, so
/// these subclasses answer what GuideLens reads of one (phase, key, modifiers).
final class KeyPressEvent: UIPressesEvent {
    private let press: KeyPress

    init(key: String, modifiers: UIKeyModifierFlags) {
        press = KeyPress(key: PressedKey(characters: key, modifiers: modifiers))
        super.init()
    }

    override var type: UIEvent.EventType { .presses }
    override var allPresses: Set<UIPress> { [press] }
}

final class KeyPress: UIPress {
    private let pressedKey: PressedKey

    init(key: PressedKey) {
        pressedKey = key
        super.init()
    }

    override var phase: UIPress.Phase { .began }
    override var key: UIKey? { pressedKey }
}

final class PressedKey: UIKey {
    private let text: String
    private let flags: UIKeyModifierFlags

    init(characters: String, modifiers: UIKeyModifierFlags) {
        text = characters
        flags = modifiers
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override var characters: String { text }
    override var charactersIgnoringModifiers: String { text }
    override var modifierFlags: UIKeyModifierFlags { flags }
}
