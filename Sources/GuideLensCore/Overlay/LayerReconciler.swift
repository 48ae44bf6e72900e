/// One change to apply to the overlay layers of a view.
@_spi(Engine)
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
@_spi(Engine)
public struct LayerReconciler: Sendable {
    /// What is shown, in the order it was last wanted (each guide once).
    private var order: [OverlayItem] = []
    /// Where each guide stands in ``order``; rebuilt only when the guides or their order change.
    private var positions: [ObjectAddress: Int] = [:]

    /// Creates a reconciler for a view with no overlay layers.
    public init() {}

    /// What the layers show now, by guide.
    public var shown: [ObjectAddress: OverlayItem] {
        Dictionary(order.map { ($0.guide, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The number of layers shown now.
    public var shownCount: Int { order.count }

    /// Where the shown items are stored. For tests of storage reuse.
    package var storageAddress: UInt { order.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }

    /// The operations that turn what is shown into `wanted`, recording `wanted` as shown.
    ///
    /// Inserts and updates come in `wanted`'s order, then removals in address order. If
    /// `wanted` names a guide twice, the first item wins.
    public mutating func reconcile(_ wanted: [OverlayItem]) -> [LayerOperation] {
        var operations: [LayerOperation] = []
        reconcile(wanted, into: &operations)
        return operations
    }

    /// The same, appending to `operations`. When `wanted` names the same guides in the same
    /// order as last time (every pass in which guides only moved), items are compared by
    /// position, without hashing, and nothing is allocated beyond what `operations` needs.
    package mutating func reconcile(_ wanted: [OverlayItem], into operations: inout [LayerOperation]) {
        var wanted = wanted
        reconcile(taking: &wanted, into: &operations)
    }

    /// The same, taking `wanted`'s storage as what is shown and leaving `wanted` with storage to
    /// reuse (its contents unspecified): the caller's buffer and the reconciler's trade places,
    /// so an item is never copied just to be remembered.
    package mutating func reconcile(
        taking wanted: inout [OverlayItem], into operations: inout [LayerOperation]
    ) {
        // Compared through buffer pointers, which lend the items in place: reading an array's
        // elements by subscript would copy each one (and retain what it holds) to compare it.
        let aligned = wanted.withUnsafeBufferPointer { wanted in
            order.withUnsafeBufferPointer { shown in
                guard wanted.count == shown.count else { return false }
                var index = 0
                while index < wanted.count {
                    if wanted[index].guide != shown[index].guide { return false }
                    index += 1
                }
                return true
            }
        }
        if aligned {
            wanted.withUnsafeBufferPointer { wanted in
                order.withUnsafeBufferPointer { shown in
                    var index = 0
                    while index < wanted.count {
                        if !wanted[index].drawsSame(as: shown[index]) {
                            operations.append(.update(wanted[index]))
                        }
                        index += 1
                    }
                }
            }
            swap(&order, &wanted)
            return
        }
        var newOrder: [OverlayItem] = []
        newOrder.reserveCapacity(wanted.count)
        var newPositions: [ObjectAddress: Int] = [:]
        newPositions.reserveCapacity(wanted.count)
        for item in wanted where newPositions[item.guide] == nil {
            if let position = positions[item.guide] {
                if order[position] != item { operations.append(.update(item)) }
            } else {
                operations.append(.insert(item))
            }
            newPositions[item.guide] = newOrder.count
            newOrder.append(item)
        }
        for guide in positions.keys.filter({ newPositions[$0] == nil }).sorted() {
            operations.append(.remove(guide))
        }
        order = newOrder
        positions = newPositions
    }

    /// The operations that remove every layer (the overlay was turned off).
    public mutating func removeAll() -> [LayerOperation] {
        let operations = order.map(\.guide).sorted().map(LayerOperation.remove)
        order.removeAll()
        positions.removeAll()
        return operations
    }
}
