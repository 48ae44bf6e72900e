/// Why guides do or do not appear, in a few lines: what `GuideLens.diagnose()` returns and
/// `showguides --doctor` prints.
///
/// Built from plain ``DiagnosisFacts``: every decision (which fact explains an empty screen,
/// which guides count as drawn, hidden or skipped) and every word is made here, so the UIKit
/// adapter only reads facts and the same text comes out of an app, the debugger and the tests.
package struct Diagnosis: Hashable, Sendable {
    /// The one thing that decides what the user sees, most decisive first.
    package enum Verdict: Hashable, Sendable {
        /// A Release build: nothing is compiled in.
        case releaseBuild
        /// No overlay runtime on this platform.
        case noRuntime
        /// `install()` never ran.
        case notInstalled
        /// The method that draws guides is not patched.
        case notPatched(String)
        /// The overlay is off.
        case overlayOff
        /// No window GuideLens draws in.
        case noWindows
        /// The windows hold no layout guide.
        case noGuides
        /// Guides exist, none of them is drawn.
        case nothingDrawn
        /// Guides are drawn, but something replaced the drawing method after GuideLens.
        case replaced(String)
        /// Guides are drawn.
        case visible
    }

    /// How the guides found divide up. Each guide counts once, in the first group that
    /// applies: not in a window, in a window GuideLens leaves alone, an undrawable frame, a
    /// hidden kind, else drawn.
    package struct GuideCounts: Hashable, Sendable {
        /// Every guide found.
        package var found = 0
        /// Drawn (or, with the overlay off, drawn once it is on).
        package var drawn = 0
        /// Of those drawn, the ones with a zero width or height: a line, easy to miss.
        package var zeroArea = 0
        /// Hidden by `style.visibleKinds`, per kind.
        package var hiddenByKind: [GuideKind: Int] = [:]
        /// Skipped: a NaN, infinite or negative frame.
        package var undrawable = 0
        /// Skipped: the owning view is in no window, so nothing is on screen.
        package var notInWindow = 0
        /// Skipped: in a window GuideLens leaves alone (FLEX's, the keyboard's).
        package var inWindowLeftAlone = 0

        /// All guides hidden by kind.
        package var hidden: Int { hiddenByKind.values.reduce(0, +) }

        /// Counts `guides` as the overlay treats them with these visible kinds.
        package init(_ guides: [DiagnosisFacts.Guide], visibleKinds: Set<GuideKind>) {
            for guide in guides {
                found += 1
                guard let window = guide.windowClassName else {
                    notInWindow += 1
                    continue
                }
                guard OverlayScope.coversWindow(className: window) else {
                    inWindowLeftAlone += 1
                    continue
                }
                guard guide.layoutFrame.isDrawable else {
                    undrawable += 1
                    continue
                }
                let kind = GuideKindClassifier.kind(
                    className: guide.className, identifier: guide.identifier,
                    ownerClassName: guide.ownerClassName)
                guard visibleKinds.contains(kind) else {
                    hiddenByKind[kind, default: 0] += 1
                    continue
                }
                drawn += 1
                if guide.layoutFrame.hasZeroArea { zeroArea += 1 }
            }
        }
    }

    /// The facts this diagnosis was made from.
    package let facts: DiagnosisFacts
    /// How the guides found divide up.
    package let counts: GuideCounts
    /// What decides what the user sees.
    package let verdict: Verdict

    /// Diagnoses `facts`.
    package init(facts: DiagnosisFacts) {
        self.facts = facts
        counts = GuideCounts(facts.guides, visibleKinds: facts.visibleKinds)
        verdict = Self.verdict(facts: facts, counts: counts)
    }

    private static func verdict(facts: DiagnosisFacts, counts: GuideCounts) -> Verdict {
        switch facts.build {
        case .release: return .releaseBuild
        case .noRuntime: return .noRuntime
        case .debug: break
        }
        guard facts.isInstalled else { return .notInstalled }
        let drawing = facts.patchedMethods.filter(\.drawsGuides)
        if drawing.isEmpty { return .notPatched("UIView.layoutSubviews") }
        if let missing = drawing.first(where: { !$0.isPatched }) { return .notPatched(missing.name) }
        guard facts.isOverlayOn else { return .overlayOff }
        guard facts.windowClassNames.contains(where: OverlayScope.coversWindow(className:)) else {
            return .noWindows
        }
        guard counts.found > 0 else { return .noGuides }
        guard counts.drawn > 0 else { return .nothingDrawn }
        if let replaced = drawing.first(where: { !$0.isOurs }) { return .replaced(replaced.name) }
        return .visible
    }

    /// The report: the verdict first, then one line per fact.
    package var lines: [String] {
        var lines = ["GuideLens: " + verdictText]
        lines.append("build: " + buildText)
        guard case .debug = facts.build else { return lines }
        lines.append("install(): " + installText)
        lines.append("patched: " + patchesText)
        lines.append("overlay: " + overlayText)
        if let problem = facts.launchArgumentProblem { lines.append("launch argument: " + problem) }
        lines.append("windows: " + windowsText)
        lines.append("guides: " + guidesText)
        lines.append("containers repaired since install: " + repairsText)
        return lines
    }

    /// The report as one text, a line each, ending in a newline.
    package var text: String { lines.joined(separator: "\n") + "\n" }

    // MARK: Wording

    private var verdictText: String {
        switch verdict {
        case .releaseBuild:
            return "Release build: GuideLens is inert (no overlay and no patching are compiled in);"
                + " guides show in DEBUG builds."
        case .noRuntime:
            return "no overlay runtime on this platform: GuideLens is inert here; guides are drawn on"
                + " iOS, iPadOS, Mac Catalyst and tvOS."
        case .notInstalled:
            return "GuideLens.install() was never called: nothing is patched, so no guide is drawn."
                + " Call it once at launch."
        case .notPatched(let method):
            return "\(method) is not patched: no layout pass draws guides."
        case .overlayOff:
            if case .testRunnerRule = facts.overlayDecision {
                return "the overlay is off: tests are running, and under a test runner only the test"
                    + " turns it on (GuideLens.isOverlayVisible = true)."
            }
            return "the overlay is off: shake, press \(shortcutText), launch with -GuideLensOverlay YES,"
                + " or set GuideLens.isOverlayVisible = true."
        case .noWindows:
            return "no window GuideLens draws in: guides appear once a window of a connected scene"
                + " shows views."
        case .noGuides:
            return "the windows hold no layout guide: nothing to draw (guides are added with"
                + " addLayoutGuide, or made by UIKit when read)."
        case .nothingDrawn:
            return "none of the \(counts.found) guides found is drawn: see why on the guides line."
        case .replaced(let method):
            return "\(counts.drawn) guides drawn, but \(method) was replaced after GuideLens: guides"
                + " follow layout only if the new implementation calls the one it replaced."
        case .visible:
            return "\(counts.drawn) \(counts.drawn == 1 ? "guide is" : "guides are") drawn."
        }
    }

    private var buildText: String {
        switch facts.build {
        case .release: return "Release"
        case .noRuntime(let platform): return "DEBUG, no overlay runtime compiled (\(platform))"
        case .debug(let platform): return "DEBUG, overlay runtime compiled (\(platform))"
        }
    }

    private var shortcutText: String {
        let shortcut = facts.options?.keyboardShortcut ?? .standard
        guard shortcut.isEnabled else { return "the keyboard shortcut (turned off)" }
        var text = ""
        if shortcut.modifiers.contains(.control) { text += "⌃" }
        if shortcut.modifiers.contains(.option) { text += "⌥" }
        if shortcut.modifiers.contains(.shift) { text += "⇧" }
        if shortcut.modifiers.contains(.command) { text += "⌘" }
        return text + shortcut.key.uppercased()
    }

    private var installText: String {
        guard facts.isInstalled, let options = facts.options else { return "never called" }
        let keyboard = options.keyboardShortcut.isEnabled ? shortcutText : "off"
        return "called (shake toggles: \(options.shakeToToggle ? "on" : "off"); keyboard shortcut:"
            + " \(keyboard); state remembered: \(options.remembersOverlayState ? "on" : "off"))"
    }

    private var patchesText: String {
        let patched = facts.patchedMethods.filter(\.isPatched)
        guard !patched.isEmpty else { return "nothing" }
        return patched.map { method in
            method.name
                + (method.isOurs ? " (GuideLens's implementation is current)" : " (replaced after GuideLens)")
        }.joined(separator: "; ")
    }

    private var overlayText: String {
        let state = facts.isOverlayOn ? "on" : "off"
        switch facts.overlayDecision {
        case .nothingAsked:
            return "\(state): nothing asked for it this launch (it starts off)"
        case .request(let source):
            return "\(state), decided by \(Self.sourceText(source))"
        case .testRunnerRule(let ignoredLaunchArgument, let ignoredRememberedState):
            var ignored: [String] = []
            if ignoredLaunchArgument { ignored.append("the launch argument") }
            if ignoredRememberedState { ignored.append("the remembered state") }
            let suffix = ignored.isEmpty ? "" : "; \(ignored.joined(separator: " and ")) ignored"
            return "\(state), decided by the test-runner rule (tests are running\(suffix))"
        }
    }

    private static func sourceText(_ source: ToggleSource) -> String {
        switch source {
        case .shake: "a shake"
        case .keyboardShortcut: "the keyboard shortcut"
        case .launchArgument: "the launch argument -GuideLensOverlay"
        case .api: "the app (GuideLens.isOverlayVisible or toggle())"
        case .flex: "the FLEX panel"
        case .lldb: "LLDB (showguides)"
        case .persisted: "the state remembered from the last launch"
        }
    }

    private var windowsText: String {
        let windows = facts.windowClassNames
        let leftAlone = windows.filter { !OverlayScope.coversWindow(className: $0) }
        var text = windows.count == 1 ? "1 window" : "\(windows.count) windows"
        if let scenes = facts.sceneCount { text += scenes == 1 ? " in 1 scene" : " in \(scenes) scenes" }
        if !leftAlone.isEmpty { text += "; left alone: " + leftAlone.joined(separator: ", ") }
        return text
    }

    private var guidesText: String {
        let drawn = facts.isOverlayOn ? "drawn" : "to draw once the overlay is on"
        var text = "\(counts.found) found, \(counts.drawn) \(drawn)"
        if counts.zeroArea > 0 { text += " (\(counts.zeroArea) with zero area: a line)" }
        if counts.hidden > 0 {
            let kinds = counts.hiddenByKind.sorted { $0.key < $1.key }.map {
                "\($0.key.rawValue) \($0.value)"
            }
            text += "; \(counts.hidden) hidden by style.visibleKinds (" + kinds.joined(separator: ", ") + ")"
        }
        var skipped: [String] = []
        if counts.undrawable > 0 { skipped.append("\(counts.undrawable) NaN, infinite or negative frame") }
        if counts.notInWindow > 0 { skipped.append("\(counts.notInWindow) not in a window") }
        if counts.inWindowLeftAlone > 0 {
            skipped.append("\(counts.inWindowLeftAlone) in a window left alone")
        }
        if !skipped.isEmpty { text += "; skipped: " + skipped.joined(separator: ", ") }
        return text
    }

    private var repairsText: String {
        let owners = facts.repairedContainerOwners
        guard !owners.isEmpty else { return "none" }
        let named = owners.prefix(3).joined(separator: ", ") + (owners.count > 3 ? ", …" : "")
        return (owners.count == 1 ? "1 view" : "\(owners.count) views") + " (\(named))"
    }
}
