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
            let fallback = fallbackMethod(of: self)
            let inherited = class_getSuperclass(self).flatMap(fallbackMethod(of:))
            let listing = ViewDebuggerProperties.listing(
                isLayoutGuide: self === UILayoutGuide.self,
                declaresOwnFallback: fallback.map(method_getImplementation)
                    != inherited.map(method_getImplementation))
            switch listing {
            case .fallbackThenGuideLens:
                return ViewDebuggerProperties.merged(
                    fallback: fallback.flatMap(descriptions(from:)),
                    name: { ($0 as? NSDictionary)?["propertyName"] as? String },
                    own: { $0.dictionary as NSDictionary })
            case .ownFallback:
                return fallback.flatMap(descriptions(from:)) ?? []
            case .nothing:
                return []
            }
        }

        /// `+fallback_debugHierarchyPropertyDescriptions` as `type` answers it (its own or
        /// inherited), when the view-debugger support is loaded (only while Xcode captures).
        nonisolated private class func fallbackMethod(of type: AnyClass) -> Method? {
            class_getClassMethod(type, NSSelectorFromString("fallback_debugHierarchyPropertyDescriptions"))
        }

        /// The list `method` returns for this class.
        nonisolated private class func descriptions(from method: Method) -> [Any]? {
            let selector = NSSelectorFromString("fallback_debugHierarchyPropertyDescriptions")
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

        /// Why the guide is where it is, on one line: the constraints that decide each position
        /// and size, what is free, where each inset comes from. Traced in a capture of the
        /// owner's whole hierarchy (what the guide's constraints name), on the main thread only.
        @objc nonisolated var guideLensPlacement: String {
            MainThread.runIfMain { self.guideLensMainThreadPlacement } ?? "unreadable off the main thread"
        }

        private var guideLensMainThreadPlacement: String {
            guard var top = owningView else { return "no owning view" }
            while let superview = top.superview { top = superview }
            let snapshot = Snapshot(windows: [UIKitSnapshotReader.node(for: top)])
            return ViewDebuggerProperties.placement(of: ObjectAddress(of: self), in: snapshot)
        }

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
