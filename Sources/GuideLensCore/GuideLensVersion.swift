/// The version of GuideLens, shown by `guidelens --version`.
public enum GuideLensVersion {
    /// The current release.
    public static let current = "0.1.0"
}
