@_spi(Engine) import GuideLensCore

/// A sample screen, built as the snapshot the app would export: common layout-guide recipes,
/// and the guides UIKit itself makes, as real logs show them.
package struct SampleScene: Sendable {
    /// The name used on the command line and for file names.
    package var name: String
    /// What the scene shows.
    package var summary: String
    /// The guide whose placement the demo explains (`guidelens why`), by address or name.
    package var traced: String? = nil
    /// Builds the snapshot.
    package var build: @Sendable () -> Snapshot

    /// Every scene, in the order the demo writes them.
    package static let all: [SampleScene] = [
        .spacerViews, .buttonRow, .equalSpacing, .stackDistribution, .notchGuide,
        .safeAreaAndMargins, .readableContent, .keyboard, .scrollView, .stackCenterEqualSpacing,
        .navigationBar, .legacyLayoutGuides, .keyboardWithoutSafeArea, .scrollContentMargins,
        .placementChain, .ambiguousHeight, .safeAreaSources, .scrollContentPlacement, .marginsSources,
        .huggingRow, .autoresizingFrame, .optionalHeight,
    ]

    /// The scene with this name, if any.
    package static func named(_ name: String) -> SampleScene? { all.first { $0.name == name } }
}
