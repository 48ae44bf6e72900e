#if canImport(UIKit)
    // UIKit strategies run on the main thread, as UIKit needs: swift-snapshot-testing calls
    // them from the test, which for UIKit tests is the main actor (mark Swift Testing tests
    // `@MainActor`); off it, `MainActor.assumeIsolated` stops the test.
    import GuideLens
    import SnapshotTesting
    import UIKit

    extension Snapshotting where Value == UIView, Format == String {
        /// A view's guides as a text tree (``Snapshotting/guides`` of its snapshot, taken after
        /// laying it out).
        ///
        /// ```swift
        /// assertSnapshot(of: view, as: .guides)
        /// ```
        public static var guides: Snapshotting {
            Snapshotting<Snapshot, String>.guides.pullback { value in
                MainActor.assumeIsolated { GuideLens.snapshot(of: value) }
            }
        }

        /// A view's guides as snapshot JSON.
        public static var guidesJSON: Snapshotting {
            Snapshotting<Snapshot, String>.guidesJSON.pullback { value in
                MainActor.assumeIsolated { GuideLens.snapshot(of: value) }
            }
        }

        /// A view's guides drawn as SVG.
        public static var guidesSVG: Snapshotting {
            Snapshotting<Snapshot, String>.guidesSVG.pullback { value in
                MainActor.assumeIsolated { GuideLens.snapshot(of: value) }
            }
        }
    }

    extension Snapshotting where Value == UIViewController, Format == String {
        /// A view controller's guides as a text tree (its view, loaded and laid out).
        ///
        /// ```swift
        /// assertSnapshot(of: SpacerViewsViewController(), as: .guides)
        /// ```
        public static var guides: Snapshotting {
            Snapshotting<Snapshot, String>.guides.pullback { value in
                MainActor.assumeIsolated { GuideLens.snapshot(of: value) }
            }
        }

        /// A view controller's guides as snapshot JSON.
        public static var guidesJSON: Snapshotting {
            Snapshotting<Snapshot, String>.guidesJSON.pullback { value in
                MainActor.assumeIsolated { GuideLens.snapshot(of: value) }
            }
        }

        /// A view controller's guides drawn as SVG.
        public static var guidesSVG: Snapshotting {
            Snapshotting<Snapshot, String>.guidesSVG.pullback { value in
                MainActor.assumeIsolated { GuideLens.snapshot(of: value) }
            }
        }
    }
#endif
