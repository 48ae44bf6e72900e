/// Runtime class names as GuideLens compares them.
@_spi(Engine)
public enum ClassName {
    private static let observedPrefix = "NSKVONotifying_"

    /// The class an object really is: key-value observing gives observed objects a runtime
    /// subclass named `NSKVONotifying_…`, which would defeat classification and exclusions.
    public static func canonical(_ name: String) -> String {
        name.hasPrefix(observedPrefix) ? String(name.dropFirst(observedPrefix.count)) : name
    }
}
