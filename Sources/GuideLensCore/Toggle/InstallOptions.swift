/// The options GuideLens runs with in an app, as successive `install` calls leave them.
///
/// Each call passes only the options it cares about (`nil` for the rest): an option left out
/// keeps its current value, so `GuideLensFLEX.register()` after `GuideLens.install(...)` (or a
/// `toggle()` that installs GuideLens first) never resets what the app chose.
package struct InstallOptions: Hashable, Sendable {
    /// Whether shaking the device toggles the overlay.
    package var shakeToToggle: Bool
    /// Whether the overlay's state survives relaunches.
    package var remembersOverlayState: Bool
    /// The key combination that toggles the overlay from a hardware keyboard.
    package var keyboardShortcut: OverlayShortcut

    /// The options before any call: shake on, nothing remembered, the standard shortcut.
    package static let defaults = InstallOptions(
        shakeToToggle: true, remembersOverlayState: false, keyboardShortcut: .standard)

    /// Creates options.
    package init(shakeToToggle: Bool, remembersOverlayState: Bool, keyboardShortcut: OverlayShortcut) {
        self.shakeToToggle = shakeToToggle
        self.remembersOverlayState = remembersOverlayState
        self.keyboardShortcut = keyboardShortcut
    }

    /// These options after a call that passed the given values; `nil` keeps the current one.
    package func merging(
        shakeToToggle: Bool? = nil, remembersOverlayState: Bool? = nil,
        keyboardShortcut: OverlayShortcut? = nil
    ) -> InstallOptions {
        InstallOptions(
            shakeToToggle: shakeToToggle ?? self.shakeToToggle,
            remembersOverlayState: remembersOverlayState ?? self.remembersOverlayState,
            keyboardShortcut: keyboardShortcut ?? self.keyboardShortcut)
    }
}
