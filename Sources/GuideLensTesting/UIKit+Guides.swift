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
            capturing(.guides)
        }

        /// A view's guides as snapshot JSON.
        public static var guidesJSON: Snapshotting {
            capturing(.guidesJSON)
        }

        /// A view's guides drawn as SVG.
        public static var guidesSVG: Snapshotting {
            capturing(.guidesSVG)
        }

        /// `format`, applied to the view's snapshot taken on the main actor.
        private static func capturing(_ format: Snapshotting<Snapshot, String>) -> Snapshotting {
            format.pullback { value in MainActor.assumeIsolated { GuideLens.snapshot(of: value) } }
        }
    }

    extension Snapshotting where Value == UIViewController, Format == String {
        /// A view controller's guides as a text tree (its view, loaded and laid out).
        ///
        /// ```swift
        /// assertSnapshot(of: SpacerViewsViewController(), as: .guides)
        /// ```
        public static var guides: Snapshotting {
            capturing(.guides)
        }

        /// A view controller's guides as snapshot JSON.
        public static var guidesJSON: Snapshotting {
            capturing(.guidesJSON)
        }

        /// A view controller's guides drawn as SVG.
        public static var guidesSVG: Snapshotting {
            capturing(.guidesSVG)
        }

        /// `format`, applied to the controller's snapshot taken on the main actor.
        private static func capturing(_ format: Snapshotting<Snapshot, String>) -> Snapshotting {
            format.pullback { value in MainActor.assumeIsolated { GuideLens.snapshot(of: value) } }
        }
    }
#endif
