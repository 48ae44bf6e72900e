#if DEBUG && (os(iOS) || os(tvOS))
    #if canImport(GuideLensCore)
        @_spi(Engine) import GuideLensCore  // one module with the rest under CocoaPods
    #endif
    import UIKit

    /// Reads what places the views of one capture that `why` needs (``ViewLayout``): the core
    /// decides which (``ViewRecording``: the views the recorded guides' constraints name, and on
    /// from there to ``ViewRecording/depth``); this reads them. Lives for one capture, on demand,
    /// never on the overlay's layout pass: it holds the views the constraints named until the
    /// capture ends, and lets them go with it.
    @MainActor
    package final class ViewLayoutRecorder {
        private let recorder: ConstraintRecorder
        /// The views of the captured hierarchy: only these have a node to hold a layout.
        private var captured: Set<ObjectAddress> = []
        /// Every view a constraint read so far named, by address.
        private var named: [ObjectAddress: UIView] = [:]
        /// The views the guides' constraints name, in the order the capture met them.
        private var namedByGuides: [ObjectAddress] = []
        /// The layouts read, by address.
        private var layouts: [ObjectAddress: ViewLayout] = [:]

        /// A recorder for one capture, describing constraints through `recorder` (each once per capture).
        package init(recorder: ConstraintRecorder) {
            self.recorder = recorder
        }

        /// Notes a view of the captured hierarchy.
        package func noteCaptured(_ view: UIView) {
            captured.insert(ObjectAddress(of: view))
        }

        /// Notes the views a guide's constraints name (the first depth of the chain).
        package func noteGuideConstraints(_ constraints: [NSLayoutConstraint]) {
            namedByGuides += views(namedBy: constraints)
        }

        /// The layout of every view the core chooses, by address, reading each chosen view once.
        package func recordedLayouts() -> [ObjectAddress: ViewLayout] {
            let chosen = ViewRecording.addresses(
                namedByGuides: namedByGuides, isRecordable: { captured.contains($0) },
                namedBy: { address in read(address) })
            for address in chosen where layouts[address] == nil { _ = read(address) }
            return layouts
        }

        /// Reads the view at `address` (one a constraint named) into ``layouts``, and gives the
        /// views its own constraints name.
        private func read(_ address: ObjectAddress) -> [ObjectAddress] {
            guard let view = named[address] else { return [] }
            let horizontal = view.constraintsAffectingLayout(for: .horizontal)
            let vertical = view.constraintsAffectingLayout(for: .vertical)
            let size = view.intrinsicContentSize
            layouts[address] = ViewRecording.layout(
                constraints: GuideConstraints(
                    horizontal: horizontal.map(recorder.record), vertical: vertical.map(recorder.record)),
                intrinsicContentSize: Size(width: Double(size.width), height: Double(size.height)),
                contentHugging: AxisPriorities(
                    horizontal: Double(view.contentHuggingPriority(for: .horizontal).rawValue),
                    vertical: Double(view.contentHuggingPriority(for: .vertical).rawValue)),
                compressionResistance: AxisPriorities(
                    horizontal: Double(view.contentCompressionResistancePriority(for: .horizontal).rawValue),
                    vertical: Double(view.contentCompressionResistancePriority(for: .vertical).rawValue)),
                translatesAutoresizingMaskIntoConstraints: view.translatesAutoresizingMaskIntoConstraints,
                autoresizingMask: Int(clamping: view.autoresizingMask.rawValue))
            return views(namedBy: horizontal + vertical)
        }

        /// The views `constraints` name as their first or second item, in order (a guide is not a
        /// view, and is skipped), remembered by address for ``read(_:)``.
        private func views(namedBy constraints: [NSLayoutConstraint]) -> [ObjectAddress] {
            var addresses: [ObjectAddress] = []
            for constraint in constraints {
                for item in [constraint.firstItem, constraint.secondItem] {
                    guard let view = item as? UIView else { continue }
                    let address = ObjectAddress(of: view)
                    if named[address] == nil { named[address] = view }
                    addresses.append(address)
                }
            }
            return addresses
        }
    }
#endif
