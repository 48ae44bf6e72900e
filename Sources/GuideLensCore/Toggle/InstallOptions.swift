/// The options GuideLens runs with in an app, as successive `install` calls leave them.
///
/// Each call passes only the options it cares about (`nil` for the rest): an option left out
/// keeps its current value, so `GuideLensFLEX.register()` after `GuideLens.install(...)` (or a
/// `toggle()` that installs GuideLens first) never resets what the app chose.
public struct InstallOptions: Hashable, Sendable {
    /// Whether shaking the device toggles the overlay.
    public var shakeToToggle: Bool
    /// Whether the overlay's state survives relaunches.
    public var remembersOverlayState: Bool
    /// The key combination that toggles the overlay from a hardware keyboard.
    public var keyboardShortcut: OverlayShortcut

    /// The options before any call: shake on, nothing remembered, the standard shortcut.
    public static let defaults = InstallOptions(
        shakeToToggle: true, remembersOverlayState: false, keyboardShortcut: .standard)

    /// Creates options.
    public init(shakeToToggle: Bool, remembersOverlayState: Bool, keyboardShortcut: OverlayShortcut) {
        self.shakeToToggle = shakeToToggle
        self.remembersOverlayState = remembersOverlayState
        self.keyboardShortcut = keyboardShortcut
    }

    /// These options after a call that passed the given values; `nil` keeps the current one.
    public func merging(
        shakeToToggle: Bool? = nil, remembersOverlayState: Bool? = nil,
        keyboardShortcut: OverlayShortcut? = nil
    ) -> InstallOptions {
        InstallOptions(
            shakeToToggle: shakeToToggle ?? self.shakeToToggle,
            remembersOverlayState: remembersOverlayState ?? self.remembersOverlayState,
            keyboardShortcut: keyboardShortcut ?? self.keyboardShortcut)
    }
}
