#if DEBUG && (os(iOS) || os(tvOS))
    #if canImport(GuideLensCore)
        @_spi(Engine) import GuideLensCore  // one module with the rest under CocoaPods
    #endif
    import ObjectiveC
    import UIKit

    extension UIApplication {
        private typealias SendEvent = @convention(c) (UIApplication, Selector, UIEvent) -> Void

        /// Patches `UIApplication.sendEvent(_:)` (once) to watch for shakes and the keyboard
        /// shortcut. Every event is delivered first, untouched, with its own selector: the app's
        /// own shake handling, its key commands and other tools still get it.
        static func patchSendEvent() {
            MethodPatch.replaceOnce(
                UIApplication.self, #selector(UIApplication.sendEvent(_:)), with: sendEventReplacement)
        }

        /// The patch as the diagnosis reports it: shakes and the shortcut are seen through it.
        static var sendEventPatch: DiagnosisFacts.PatchedMethod {
            let state = MethodPatch.state(of: UIApplication.self, #selector(UIApplication.sendEvent(_:)))
            return DiagnosisFacts.PatchedMethod(
                name: "UIApplication.sendEvent(_:)", isPatched: state.isPatched, isOurs: state.isOurs,
                drawsGuides: false)
        }

        private nonisolated static func sendEventReplacement(calling original: IMP) -> Any {
            let callOriginal = unsafeBitCast(original, to: SendEvent.self)
            let selector = #selector(UIApplication.sendEvent(_:))
            let replacement: @convention(block) (UIApplication, UIEvent) -> Void = { application, event in
                callOriginal(application, selector, event)
                guard Thread.isMainThread else { return }
                MainThread.runIfMain { OverlayRuntime.shared.eventDelivered(event) }
            }
            return replacement
        }

        /// Where in the shake the event was sent. UIKit's motion events carry a `shakeState`
        /// (0 as the shake begins, 1 as it ends, 2 if it is cancelled) that no public API exposes;
        /// it is read only if the event answers to it, and treated as unknown otherwise.
        static func shakePhase(of event: UIEvent) -> ShakePhase {
            guard event.responds(to: NSSelectorFromString("shakeState")) else { return .unknown }
            return ShakePhase(shakeState: event.value(forKey: "shakeState") as? Int)
        }

        /// Whether the system would answer a shake with its "Undo" alert now: the app allows
        /// shake to edit, a text input is first responder, and it has something to undo or redo.
        var systemUndoWantsShake: Bool {
            #if os(iOS)
                // The first responder is looked for only when shake to edit is on at all.
                guard applicationSupportsShakeToEdit else { return false }
                let responder = UIResponder.guideLensFirstResponder()
                return OverlaySwitch.systemUndoWantsShake(
                    shakeToEditEnabled: true, textInputIsFirstResponder: responder is UITextInput,
                    canUndo: responder?.undoManager?.canUndo == true,
                    canRedo: responder?.undoManager?.canRedo == true)
            #else
                return false
            #endif
        }
    }

    extension UIResponder {
        private static weak var guideLensFoundResponder: UIResponder?

        /// The first responder, found by sending an action to it (public API, no private state).
        static func guideLensFirstResponder() -> UIResponder? {
            guideLensFoundResponder = nil
            UIApplication.shared.sendAction(
                #selector(guideLensReportFirstResponder(_:)), to: nil, from: nil, for: nil)
            defer { guideLensFoundResponder = nil }
            return guideLensFoundResponder
        }

        @objc private func guideLensReportFirstResponder(_ sender: Any?) {
            UIResponder.guideLensFoundResponder = self
        }
    }

    extension OverlayShortcut.Modifiers {
        /// The modifiers GuideLens compares, from UIKit's flags (Caps Lock and the keypad ignored).
        init(_ flags: UIKeyModifierFlags) {
            self = []
            if flags.contains(.shift) { insert(.shift) }
            if flags.contains(.control) { insert(.control) }
            if flags.contains(.alternate) { insert(.option) }
            if flags.contains(.command) { insert(.command) }
        }
    }
#endif
