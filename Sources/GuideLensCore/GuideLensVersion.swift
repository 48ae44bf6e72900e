/// The version of GuideLens, shown by `guidelens --version`.
package enum GuideLensVersion {
    /// The current release.
    package static let current = "0.1.0"
}
