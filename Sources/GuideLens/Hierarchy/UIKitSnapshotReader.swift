#if DEBUG && (os(iOS) || os(tvOS))
    #if canImport(GuideLensCore)
        @_spi(Engine) import GuideLensCore  // one module with the rest under CocoaPods
    #endif
    import UIKit

    /// Reads UIKit views and their guides into the core's snapshot model, reading only
    /// `layoutGuides` (never the lazily created guide properties).
    @MainActor
    package enum UIKitSnapshotReader {
        package static func snapshot(root: ObjectAddress?) -> Result<Snapshot, BridgeError> {
            let windows = LiveHierarchy.windows().filter {
                OverlayScope.coversWindow(className: LiveHierarchy.className(of: $0))
            }
            let scale = Double(windows.first?.traitCollection.displayScale ?? 2)
            let title = Bundle.main.bundleIdentifier ?? "app"
            guard let root else {
                return .success(
                    Snapshot(title: title, screenScale: scale, windows: windows.map { node(for: $0) }))
            }
            guard let view = LiveHierarchy.view(at: root, in: windows) else {
                return .failure(.notAView(root))
            }
            return .success(Snapshot(title: title, screenScale: scale, windows: [node(for: view)]))
        }

        /// The view and everything under it, read without recursion: the debugger's call runs on
        /// whatever stack the paused thread has left, and hierarchies can be deep. With
        /// `recordingPlacement`, what decides each guide's place is read too (the constraints
        /// affecting it, the safe-area and margin inputs of its view and the view's ancestors in
        /// the capture, and what places the views those constraints name: ``ViewLayoutRecorder``):
        /// a capture asked for on demand, never the overlay's layout pass.
        static func node(
            for root: UIView, includingSubviews: Bool = true, recordingPlacement: Bool = true
        ) -> ViewNode {
            let recorder = ConstraintRecorder()
            let views = ViewLayoutRecorder(recorder: recorder)
            let built = HierarchyWalk.build(from: root, children: { includingSubviews ? $0.subviews : [] }) {
                (view: UIView, subviews: [ViewNode]) in
                let viewClass = LiveHierarchy.className(of: view)
                let guides = view.layoutGuides.map { guide in
                    let chain = LiveHierarchy.classChain(of: guide)
                    var node = GuideNode(
                        className: LiveHierarchy.className(of: guide), classChain: chain,
                        address: ObjectAddress(of: guide), identifier: guide.identifier,
                        kind: GuideKindClassifier.kind(
                            classChain: chain, identifier: guide.identifier, ownerClassName: viewClass),
                        layoutFrame: Rect(guide.layoutFrame),
                        frameInWindow: Rect(view.convert(guide.layoutFrame, to: nil)),
                        hasAmbiguousLayout: guide.hasAmbiguousLayout,
                        owningViewAddress: guide.owningView.map { ObjectAddress(of: $0) })
                    if recordingPlacement {
                        node.constraints = UIKitLayoutInputs.constraints(
                            of: guide, recorder: recorder, views: views)
                    }
                    return node
                }
                var node = ViewNode(
                    className: viewClass, address: ObjectAddress(of: view), frame: Rect(view.frame),
                    bounds: Rect(view.bounds), frameInWindow: Rect(view.convert(view.bounds, to: nil)),
                    isHidden: view.isHidden, alpha: Double(view.alpha), clipsToBounds: view.clipsToBounds,
                    guides: guides, subviews: subviews)
                if recordingPlacement {
                    views.noteCaptured(view)
                    if LayoutInputs.isRecorded(ownsGuides: !guides.isEmpty, subviews: subviews) {
                        node.layoutInputs = UIKitLayoutInputs.inputs(of: view)
                    }
                }
                return node
            }
            guard recordingPlacement else { return built }
            return ViewRecording.applying(views.recordedLayouts(), to: built)
        }
    }
#endif
