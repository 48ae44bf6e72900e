import Testing

@testable @_spi(Engine) import GuideLensCore

@Suite("Diagnosis")
struct DiagnosisTests {
    /// A guide in a window, of this class and identifier, on a view away from the window's origin.
    static func guide(
        _ className: String = "UILayoutGuide", _ identifier: String = "spacer",
        frame: Rect = Rect(x: 12.5, y: 40.25, width: 100.5, height: 20.75), window: String? = "UIWindow",
        owner: String = "App.CardView"
    ) -> DiagnosisFacts.Guide {
        DiagnosisFacts.Guide(
            className: className, identifier: identifier, ownerClassName: owner, layoutFrame: frame,
            windowClassName: window)
    }

    static let layoutSubviews = DiagnosisFacts.PatchedMethod(
        name: "UIView.layoutSubviews", isPatched: true, isOurs: true, drawsGuides: true)
    static let sendEvent = DiagnosisFacts.PatchedMethod(
        name: "UIApplication.sendEvent(_:)", isPatched: true, isOurs: true, drawsGuides: false)

    /// An installed app in DEBUG, overlay turned on by the app, one window with two custom guides.
    static func installed() -> DiagnosisFacts {
        var facts = DiagnosisFacts(build: .debug(platform: "iOS"))
        facts.isInstalled = true
        facts.options = .defaults
        facts.patchedMethods = [layoutSubviews, sendEvent]
        facts.isOverlayOn = true
        facts.overlayDecision = .request(.api)
        facts.sceneCount = 1
        facts.windowClassNames = ["UIWindow"]
        facts.guides = [guide(), guide("UILayoutGuide", "gap")]
        return facts
    }

    @Test("a Release build says GuideLens is inert, and nothing more")
    func release() {
        let diagnosis = Diagnosis(facts: DiagnosisFacts(build: .release))
        expectEqual(diagnosis.verdict, .releaseBuild)
        expectEqual(
            diagnosis.lines,
            [
                "GuideLens: Release build: GuideLens is inert (no overlay and no patching are compiled in);"
                    + " guides show in DEBUG builds.", "build: Release",
            ])
        // Facts a Release build cannot have are not reported even if given.
        var facts = Self.installed()
        facts.build = .release
        expectEqual(Diagnosis(facts: facts).lines.count, 2)
    }

    @Test("a platform without the overlay runtime says so and names it")
    func noRuntime() {
        let diagnosis = Diagnosis(facts: DiagnosisFacts(build: .noRuntime(platform: "visionOS")))
        expectEqual(diagnosis.verdict, .noRuntime)
        #expect(diagnosis.lines[0].contains("no overlay runtime on this platform"))
        expectEqual(diagnosis.lines[1], "build: DEBUG, no overlay runtime compiled (visionOS)")
        expectEqual(diagnosis.lines.count, 2)
    }

    @Test("install() never called comes first, whatever else is known")
    func notInstalled() {
        var facts = DiagnosisFacts(build: .debug(platform: "iOS"))
        facts.windowClassNames = ["UIWindow"]
        facts.guides = [Self.guide()]
        let diagnosis = Diagnosis(facts: facts)
        expectEqual(diagnosis.verdict, .notInstalled)
        #expect(diagnosis.lines.contains("install(): never called"))
        #expect(diagnosis.lines.contains("patched: nothing"))
        #expect(diagnosis.lines.contains("overlay: off: nothing asked for it this launch (it starts off)"))
    }

    @Test("a drawing method that is not patched explains an empty screen; sendEvent does not")
    func notPatched() {
        var facts = Self.installed()
        facts.patchedMethods = [
            DiagnosisFacts.PatchedMethod(
                name: "UIView.layoutSubviews", isPatched: false, isOurs: false, drawsGuides: true),
            Self.sendEvent,
        ]
        expectEqual(Diagnosis(facts: facts).verdict, .notPatched("UIView.layoutSubviews"))
        #expect(
            Diagnosis(facts: facts).lines.contains(
                "patched: UIApplication.sendEvent(_:) (GuideLens's implementation is current)"))
        facts.patchedMethods = []
        expectEqual(Diagnosis(facts: facts).verdict, .notPatched("UIView.layoutSubviews"))
        facts.patchedMethods = [Self.layoutSubviews]
        expectEqual(Diagnosis(facts: facts).verdict, .visible)
    }

    @Test("something that replaced a method after GuideLens is named, drawing or not")
    func replacedAfterUs() {
        var facts = Self.installed()
        facts.patchedMethods[0].isOurs = false
        let diagnosis = Diagnosis(facts: facts)
        expectEqual(diagnosis.verdict, .replaced("UIView.layoutSubviews"))
        #expect(
            diagnosis.lines[0]
                == "GuideLens: 2 guides drawn, but UIView.layoutSubviews was replaced after GuideLens: guides"
                + " follow layout only if the new implementation calls the one it replaced.")
        #expect(
            diagnosis.lines.contains(
                "patched: UIView.layoutSubviews (replaced after GuideLens); UIApplication.sendEvent(_:)"
                    + " (GuideLens's implementation is current)"))
        // A replaced sendEvent does not stop drawing: the verdict stays visible, the line says it.
        facts = Self.installed()
        facts.patchedMethods[1].isOurs = false
        expectEqual(Diagnosis(facts: facts).verdict, .visible)
        #expect(
            Diagnosis(facts: facts).lines[3].hasSuffix(
                "UIApplication.sendEvent(_:) (replaced after GuideLens)"))
    }

    @Test("the overlay off is the verdict, with what decided it", arguments: ToggleSource.allCases)
    func overlayOff(source: ToggleSource) {
        var facts = Self.installed()
        facts.isOverlayOn = false
        facts.overlayDecision = .request(source)
        let diagnosis = Diagnosis(facts: facts)
        expectEqual(diagnosis.verdict, .overlayOff)
        #expect(diagnosis.lines[0].contains("press ⌃⌥⌘G, launch with -GuideLensOverlay YES"))
        let expected: [ToggleSource: String] = [
            .shake: "a shake", .keyboardShortcut: "the keyboard shortcut",
            .launchArgument: "the launch argument -GuideLensOverlay",
            .api: "the app (GuideLens.isOverlayVisible or toggle())", .flex: "the FLEX panel",
            .lldb: "LLDB (showguides)", .persisted: "the state remembered from the last launch",
        ]
        #expect(diagnosis.lines.contains("overlay: off, decided by \(expected[source] ?? "?")"))
        #expect(diagnosis.lines.contains("guides: 2 found, 2 to draw once the overlay is on"))
    }

    @Test("under a test runner the rule is named, with what it ignored")
    func testRunnerRule() {
        var facts = Self.installed()
        facts.isOverlayOn = false
        facts.overlayDecision = .testRunnerRule(ignoredLaunchArgument: true, ignoredRememberedState: true)
        let diagnosis = Diagnosis(facts: facts)
        expectEqual(diagnosis.verdict, .overlayOff)
        #expect(
            diagnosis.lines[0].contains(
                "tests are running, and under a test runner only the test turns it on"))
        #expect(
            diagnosis.lines.contains(
                "overlay: off, decided by the test-runner rule (tests are running; the launch argument and"
                    + " the remembered state ignored)"))
        facts.overlayDecision = .testRunnerRule(ignoredLaunchArgument: false, ignoredRememberedState: false)
        #expect(
            Diagnosis(facts: facts).lines.contains(
                "overlay: off, decided by the test-runner rule (tests are running)"))
    }

    @Test("the keyboard shortcut in the advice is the app's, or none when it is off")
    func shortcutAdvice() {
        var facts = Self.installed()
        facts.isOverlayOn = false
        facts.options = InstallOptions(
            shakeToToggle: false, remembersOverlayState: true,
            keyboardShortcut: OverlayShortcut(key: "l", modifiers: [.shift, .command]))
        var diagnosis = Diagnosis(facts: facts)
        #expect(diagnosis.lines[0].contains("press ⇧⌘L"))
        #expect(
            diagnosis.lines.contains(
                "install(): called (shake toggles: off; keyboard shortcut: ⇧⌘L; state remembered: on)"))
        facts.options?.keyboardShortcut = .disabled
        diagnosis = Diagnosis(facts: facts)
        #expect(diagnosis.lines[0].contains("press the keyboard shortcut (turned off)"))
        #expect(
            diagnosis.lines.contains {
                $0.hasPrefix("install(): called (shake toggles: off; keyboard shortcut: off;")
            })
    }

    @Test("an unreadable launch argument is reported on a line of its own")
    func launchArgumentProblem() {
        var facts = Self.installed()
        #expect(!Diagnosis(facts: facts).lines.contains { $0.hasPrefix("launch argument:") })
        facts.launchArgumentProblem = "-GuideLensOverlay maybe: expected YES or NO; the argument is ignored"
        #expect(
            Diagnosis(facts: facts).lines.contains(
                "launch argument: -GuideLensOverlay maybe: expected YES or NO; the argument is ignored"))
    }

    @Test("no window GuideLens draws in: none, or only windows it leaves alone")
    func noWindows() {
        var facts = Self.installed()
        facts.windowClassNames = []
        facts.guides = []
        expectEqual(Diagnosis(facts: facts).verdict, .noWindows)
        #expect(Diagnosis(facts: facts).lines.contains("windows: 0 windows in 1 scene"))
        facts.windowClassNames = ["FLEXWindow", "UITextEffectsWindow"]
        facts.sceneCount = 2
        facts.guides = [Self.guide(window: "FLEXWindow")]
        let diagnosis = Diagnosis(facts: facts)
        expectEqual(diagnosis.verdict, .noWindows)
        #expect(
            diagnosis.lines.contains(
                "windows: 2 windows in 2 scenes; left alone: FLEXWindow, UITextEffectsWindow"))
        #expect(diagnosis.lines.contains("guides: 1 found, 0 drawn; skipped: 1 in a window left alone"))
        // One window GuideLens covers is enough; an unknown scene count is left out.
        facts.windowClassNames.append("UIWindow")
        facts.sceneCount = nil
        expectEqual(Diagnosis(facts: facts).verdict, .nothingDrawn)
        #expect(
            Diagnosis(facts: facts).lines.contains(
                "windows: 3 windows; left alone: FLEXWindow, UITextEffectsWindow"))
    }

    @Test("windows without guides: nothing to draw")
    func noGuides() {
        var facts = Self.installed()
        facts.guides = []
        let diagnosis = Diagnosis(facts: facts)
        expectEqual(diagnosis.verdict, .noGuides)
        #expect(diagnosis.lines.contains("guides: 0 found, 0 drawn"))
        #expect(diagnosis.lines.contains("windows: 1 window in 1 scene"))
    }

    @Test("guides found but none drawn: each reason counted, each guide once")
    func nothingDrawn() {
        var facts = Self.installed()
        facts.guides = [
            Self.guide("UILayoutGuide", "UIViewSafeAreaLayoutGuide"),  // hidden: only custom guides show
            Self.guide(frame: Rect(x: .nan, y: 0, width: 10, height: 10)),
            Self.guide(frame: Rect(x: 0, y: 0, width: .infinity, height: 10)),
            Self.guide(frame: Rect(x: 0, y: 0, width: -0.5, height: 10)),
            Self.guide(window: nil),
            // Not in a window and NaN: counted once, as not in a window.
            Self.guide(frame: Rect(x: .nan, y: 0, width: 1, height: 1), window: nil),
            Self.guide(window: "UIRemoteKeyboardWindow"),
        ]
        facts.visibleKinds = [.custom]
        let diagnosis = Diagnosis(facts: facts)
        expectEqual(diagnosis.verdict, .nothingDrawn)
        expectEqual(diagnosis.counts.found, 7)
        expectEqual(diagnosis.counts.drawn, 0)
        expectEqual(diagnosis.counts.hiddenByKind, [.safeArea: 1])
        expectEqual(diagnosis.counts.undrawable, 3)
        expectEqual(diagnosis.counts.notInWindow, 2)
        expectEqual(diagnosis.counts.inWindowLeftAlone, 1)
        expectEqual(
            diagnosis.lines[0], "GuideLens: none of the 7 guides found is drawn: see why on the guides line.")
        #expect(
            diagnosis.lines.contains(
                "guides: 7 found, 0 drawn; 1 hidden by style.visibleKinds (safe-area 1); skipped: 3 NaN,"
                    + " infinite or negative frame, 2 not in a window, 1 in a window left alone"))
    }

    @Test("one guide of each reason is counted and named: the counts' boundary")
    func oneOfEachReason() {
        var facts = Self.installed()
        facts.guides = [
            Self.guide(), Self.guide(frame: Rect(x: .nan, y: 0, width: 10, height: 10)),
            Self.guide(window: nil),
            Self.guide(window: "UIRemoteKeyboardWindow"),
        ]
        facts.visibleKinds = [.custom]
        let diagnosis = Diagnosis(facts: facts)
        #expect(
            diagnosis.lines.contains(
                "guides: 4 found, 1 drawn; skipped: 1 NaN, infinite or negative frame, 1 not in a window, 1 in a "
                    + "window left alone"))
    }

    @Test("hidden kinds are listed in kind order with their counts; a visible kind is drawn")
    func hiddenKinds() {
        var facts = Self.installed()
        facts.guides = [
            Self.guide("UIFocusGuide", ""), Self.guide("UILayoutGuide", "UIViewLayoutMarginsGuide"),
            Self.guide("UIFocusGuide", ""), Self.guide("UIKeyboardLayoutGuide", ""),
            Self.guide(),
        ]
        facts.visibleKinds = [.custom, .keyboard]
        let diagnosis = Diagnosis(facts: facts)
        expectEqual(diagnosis.counts.drawn, 2)
        #expect(
            diagnosis.lines.contains(
                "guides: 5 found, 2 drawn; 3 hidden by style.visibleKinds (layout-margins 1, focus 2)"))
        expectEqual(diagnosis.verdict, .visible)
        expectEqual(diagnosis.lines[0], "GuideLens: 2 guides are drawn.")
    }

    @Test("zero-area guides count as drawn, as a line, on both sides of zero")
    func zeroArea() {
        var facts = Self.installed()
        facts.guides = [
            Self.guide(frame: Rect(x: 200.5, y: 300.25, width: 0, height: 44)),
            Self.guide(frame: Rect(x: 200.5, y: 300.25, width: 10, height: 0)),
            Self.guide(frame: Rect(x: 200.5, y: 300.25, width: 0.5, height: 0.25)),
        ]
        let diagnosis = Diagnosis(facts: facts)
        expectEqual(diagnosis.counts.drawn, 3)
        expectEqual(diagnosis.counts.zeroArea, 2)
        #expect(diagnosis.lines.contains("guides: 3 found, 3 drawn (2 with zero area: a line)"))
        facts.guides = [Self.guide()]
        expectEqual(Diagnosis(facts: facts).lines[0], "GuideLens: 1 guide is drawn.")
    }

    @Test("repaired containers: none, one, and more than three named")
    func repairedContainers() {
        var facts = Self.installed()
        expectEqual(Diagnosis(facts: facts).lines.last, "containers repaired since install: none")
        facts.repairedContainerOwners = ["App.CardView"]
        expectEqual(
            Diagnosis(facts: facts).lines.last, "containers repaired since install: 1 view (App.CardView)")
        facts.repairedContainerOwners = ["A", "B", "C"]
        expectEqual(
            Diagnosis(facts: facts).lines.last, "containers repaired since install: 3 views (A, B, C)")
        facts.repairedContainerOwners = ["A", "B", "C", "D"]
        expectEqual(
            Diagnosis(facts: facts).lines.last, "containers repaired since install: 4 views (A, B, C, …)")
    }

    @Test("a whole report, as GuideLens.diagnose() prints it")
    func wholeReport() {
        var facts = Self.installed()
        facts.overlayDecision = .request(.launchArgument)
        facts.sceneCount = 1
        facts.windowClassNames = ["UIWindow", "UITextEffectsWindow"]
        facts.guides = [
            Self.guide("UILayoutGuide", "UIViewSafeAreaLayoutGuide", owner: "UIView"),
            Self.guide("UILayoutGuide", "UIViewLayoutMarginsGuide", owner: "UIView"),
            Self.guide(
                "_UILayoutSpacer", "UISV-alignment-spanner",
                frame: Rect(x: 16, y: 120.5, width: 358, height: 0)),
            Self.guide("UILayoutGuide", "leadingSpace"), Self.guide("UILayoutGuide", "trailingSpace"),
            Self.guide("UILayoutGuide", "BackButtonGuide(0x7f9)", owner: "_UINavigationBarContentView"),
            Self.guide("UILayoutGuide", "badge", frame: Rect(x: .nan, y: 0, width: 20, height: 20)),
        ]
        facts.repairedContainerOwners = ["App.GradientCardView"]
        let text = Diagnosis(facts: facts).text
        #expect(
            text == """
                GuideLens: 5 guides are drawn.
                build: DEBUG, overlay runtime compiled (iOS)
                install(): called (shake toggles: on; keyboard shortcut: ⌃⌥⌘G; state remembered: off)
                patched: UIView.layoutSubviews (GuideLens's implementation is current); UIApplication.sendEvent(_:) (GuideLens's implementation is current)
                overlay: on, decided by the launch argument -GuideLensOverlay
                windows: 2 windows in 1 scene; left alone: UITextEffectsWindow
                guides: 7 found, 5 drawn (1 with zero area: a line); 1 hidden by style.visibleKinds (system 1); skipped: 1 NaN, infinite or negative frame
                containers repaired since install: 1 view (App.GradientCardView)

                """)
    }
}
