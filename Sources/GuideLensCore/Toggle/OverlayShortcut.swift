/// A key combination that toggles the overlay from a hardware keyboard: an iPad with a
/// keyboard, Mac Catalyst, or the simulator with the Mac's keyboard.
///
/// GuideLens watches key presses after the app has received them and never consumes one, so
/// the app's own shortcuts keep working. The standard combination, ⌃⌥⌘G, is one apps and the
/// system rarely use; choose another with `GuideLens.install(keyboardShortcut:)`, or turn it off
/// with ``disabled``.
public struct OverlayShortcut: Hashable, Sendable, CustomStringConvertible {
    /// Modifier keys, as UIKit reports them.
    public struct Modifiers: OptionSet, Hashable, Sendable {
        /// The raw bits.
        public let rawValue: Int

        /// Creates modifiers from raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// ⇧ Shift.
        public static let shift = Modifiers(rawValue: 1 << 0)
        /// ⌃ Control.
        public static let control = Modifiers(rawValue: 1 << 1)
        /// ⌥ Option (Alt).
        public static let option = Modifiers(rawValue: 1 << 2)
        /// ⌘ Command.
        public static let command = Modifiers(rawValue: 1 << 3)
    }

    /// The key, as `charactersIgnoringModifiers` reports it (`"g"`); empty when disabled.
    public var key: String
    /// The modifier keys that must be held, no more and no fewer (Caps Lock is ignored).
    public var modifiers: Modifiers

    /// Creates a shortcut: `OverlayShortcut(key: "g", modifiers: [.control, .option, .command])`.
    public init(key: String, modifiers: Modifiers) {
        self.key = key.lowercased()
        self.modifiers = modifiers
    }

    /// ⌃⌥⌘G.
    public static let standard = OverlayShortcut(key: "g", modifiers: [.control, .option, .command])

    /// No shortcut: key presses never toggle the overlay.
    public static let disabled = OverlayShortcut(key: "", modifiers: [])

    /// Whether this shortcut can fire at all.
    public var isEnabled: Bool { !key.isEmpty }

    /// Whether a key press matches: the same key (letter case ignored) with exactly these
    /// modifiers. A shortcut without a modifier never matches, so typing can never toggle.
    public func matches(charactersIgnoringModifiers characters: String, modifiers pressed: Modifiers) -> Bool
    {
        guard isEnabled, !modifiers.isEmpty, pressed == modifiers else { return false }
        return characters.lowercased() == key
    }

    /// How the shortcut reads in menus and docs: `⌃⌥⌘G`, or `none`.
    public var description: String {
        guard isEnabled else { return "none" }
        var text = ""
        if modifiers.contains(.control) { text += "⌃" }
        if modifiers.contains(.option) { text += "⌥" }
        if modifiers.contains(.shift) { text += "⇧" }
        if modifiers.contains(.command) { text += "⌘" }
        return text + key.uppercased()
    }
}
