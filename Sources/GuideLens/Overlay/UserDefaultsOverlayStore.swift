#if DEBUG && (os(iOS) || os(tvOS))
    import Foundation
    #if canImport(GuideLensCore)
        @_spi(Engine) import GuideLensCore  // one module with the rest under CocoaPods
    #endif

    /// Remembers the overlay's state in the app's `UserDefaults`, when the app opts in.
    final class UserDefaultsOverlayStore: OverlayStateStore {
        static let key = "GuideLensOverlayVisible"

        func loadOverlayState() -> Bool? { UserDefaults.standard.object(forKey: Self.key) as? Bool }

        func saveOverlayState(_ isOn: Bool) { UserDefaults.standard.set(isOn, forKey: Self.key) }
    }
#endif
