/// One change to apply to the overlay layers of a view.
public enum LayerOperation: Hashable, Sendable {
    /// Create a layer for a guide that has none.
    case insert(OverlayItem)
    /// Reconfigure the layer of a guide whose item changed.
    case update(OverlayItem)
    /// Remove the layer of a guide that is gone or no longer drawn.
    case remove(ObjectAddress)
}

/// Compares what a view's overlay layers show with what should be shown and says what to
/// change: insert, update or remove, keyed by guide identity.
///
/// This is what makes the overlay cheap and safe inside layout: a pass in which nothing
/// changed yields no operation and allocates nothing, so the app's layers are not touched,
/// nothing is marked for layout again, and no layout loop can start.
public struct LayerReconciler: Sendable {
    private struct Entry: Sendable {
        var item: OverlayItem
        var pass: UInt64
    }

    private var entries: [ObjectAddress: Entry] = [:]
    private var pass: UInt64 = 0

    /// Creates a reconciler for a view with no overlay layers.
    public init() {}

    /// What the layers show now, by guide.
    public var shown: [ObjectAddress: OverlayItem] { entries.mapValues(\.item) }

    /// The number of layers shown now.
    public var shownCount: Int { entries.count }

    /// The operations that turn what is shown into `wanted`, recording `wanted` as shown.
    ///
    /// Inserts and updates come in `wanted`'s order, then removals in address order. If
    /// `wanted` names a guide twice, the first item wins.
    public mutating func reconcile(_ wanted: [OverlayItem]) -> [LayerOperation] {
        var operations: [LayerOperation] = []
        reconcile(wanted, into: &operations)
        return operations
    }

    /// The same, appending to `operations`: a caller that keeps its buffer from pass to pass
    /// allocates nothing when nothing is removed.
    package mutating func reconcile(_ wanted: [OverlayItem], into operations: inout [LayerOperation]) {
        pass &+= 1
        let current = pass
        var touched = 0
        for item in wanted {
            if let entry = entries[item.guide] {
                guard entry.pass != current else { continue }  // a duplicate: the first one won
                if entry.item != item {
                    operations.append(.update(item))
                    entries[item.guide] = Entry(item: item, pass: current)
                } else {
                    entries[item.guide]?.pass = current
                }
            } else {
                operations.append(.insert(item))
                entries[item.guide] = Entry(item: item, pass: current)
            }
            touched += 1
        }
        if touched < entries.count {
            let gone = entries.filter { $0.value.pass != current }.keys.sorted()
            for guide in gone {
                operations.append(.remove(guide))
                entries[guide] = nil
            }
        }
    }

    /// The operations that remove every layer (the overlay was turned off).
    public mutating func removeAll() -> [LayerOperation] {
        let operations = entries.keys.sorted().map(LayerOperation.remove)
        entries.removeAll()
        return operations
    }
}
