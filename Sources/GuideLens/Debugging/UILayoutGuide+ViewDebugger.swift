#if DEBUG && (os(iOS) || os(tvOS))
    #if canImport(GuideLensCore)
        @_spi(Engine) import GuideLensCore  // one module with the rest under CocoaPods
    #endif
    import ObjectiveC
    import UIKit

    extension UILayoutGuide {
        /// The properties Xcode's Debug View Hierarchy lists for a captured guide: `UILayoutGuide`'s
        /// own (`layoutFrame`, `owningView`, `identifier`, from the OS's view-debugger support,
        /// looked up now and used only when it is there) followed by GuideLens's, decided by the
        /// core's ``ViewDebuggerProperties``.
        ///
        /// The view debugger uses a class's `+debugHierarchyPropertyDescriptions` in place of the
        /// fallback list and reads each value by key-value lookup of its name, so the getters
        /// below are all it needs; Apple's value method is left alone.
        @objc(debugHierarchyPropertyDescriptions)
        nonisolated class func guideLensDebugHierarchyPropertyDescriptions() -> [Any] {
            ViewDebuggerProperties.merged(
                fallback: fallbackPropertyDescriptions(),
                name: { ($0 as? NSDictionary)?["propertyName"] as? String },
                own: { $0.dictionary as NSDictionary })
        }

        /// `+fallback_debugHierarchyPropertyDescriptions` of this class, when the view-debugger
        /// support is loaded (it is only while Xcode captures); `nil` otherwise.
        nonisolated private class func fallbackPropertyDescriptions() -> [Any]? {
            let selector = NSSelectorFromString("fallback_debugHierarchyPropertyDescriptions")
            guard let method = class_getClassMethod(self, selector) else { return nil }
            typealias Descriptions = @convention(c) (AnyClass, Selector) -> Unmanaged<AnyObject>?
            let function = unsafeBitCast(method_getImplementation(method), to: Descriptions.self)
            return function(self, selector)?.takeUnretainedValue() as? [Any]
        }

        /// The guide's kind, as the overlay's legend names it.
        @objc nonisolated var guideLensKind: String { guideLensViewDebuggerValues.kind }

        /// The label the overlay draws next to the guide.
        @objc nonisolated var guideLensLabel: String { guideLensViewDebuggerValues.label }

        /// The guide's frame in its window.
        @objc nonisolated var guideLensFrameInWindow: CGRect {
            CGRect(guideLensViewDebuggerValues.frameInWindow)
        }

        /// The guide's lint findings, one a line.
        @objc nonisolated var guideLensLintFindings: String { guideLensViewDebuggerValues.lintFindings }

        /// Whether the overlay draws the guide now.
        @objc nonisolated var guideLensDrawnByOverlay: Bool { guideLensViewDebuggerValues.drawnByOverlay }

        /// The core's values for this guide, read from its owning view (only `layoutGuides`) on
        /// the main thread; on any other thread nothing of UIKit is read (the getters are not
        /// tied to the main actor, so a read from elsewhere never traps).
        nonisolated private var guideLensViewDebuggerValues: ViewDebuggerProperties.Values {
            MainThread.runIfMain { self.guideLensMainThreadValues } ?? ViewDebuggerProperties.unreadable
        }

        private var guideLensMainThreadValues: ViewDebuggerProperties.Values {
            guard let owner = owningView else { return ViewDebuggerProperties.unreadable }
            let node = UIKitSnapshotReader.node(for: owner, includingSubviews: false)
            let address = ObjectAddress(of: self)
            guard let guide = node.guides.first(where: { $0.address == address }) else {
                return ViewDebuggerProperties.unreadable
            }
            return ViewDebuggerProperties.values(
                for: guide, in: node, style: OverlayRuntime.shared.style, overlayIsOn: OverlayRuntime.isOn)
        }
    }
#endif
