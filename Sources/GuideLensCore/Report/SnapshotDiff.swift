/// What changed about the guides between two snapshots: guides added, removed, moved and
/// resized — the question after "I changed a constraint, what else moved?".
///
/// Guides are matched by address first (two exports of the same running app) when the name
/// agrees too (another object can reuse an address), then by where
/// they sit: the chain of owner classes and sibling positions from the window down, plus the
/// guide's identifier (or class) and its position among guides so named in that owner. That
/// second key survives relaunches, which change every address.
package struct SnapshotDiff: Sendable {
    /// A guide as the diff reports it.
    package struct Entry: Hashable, Sendable {
        /// The guide's name: identifier, else class.
        package var name: String
        /// The owner's structural path, such as `UIWindow[0]/UIView[0]/UIStackView[1]`: class names
        /// (with their module) and positions among siblings of the same class.
        package var ownerPath: String
        /// The guide's frame in its window.
        package var frameInWindow: Rect
        /// The guide's kind.
        package var kind: GuideKind
        /// The guide's address, and the index of its window in its snapshot: where a page of the
        /// diff finds it.
        package var address = ObjectAddress(0)
        package var window = 0
    }

    /// A guide present in both snapshots.
    package struct Change: Hashable, Sendable {
        /// The guide before.
        package var before: Entry
        /// The guide after.
        package var after: Entry
    }

    /// Guides only in the second snapshot.
    package var added: [Entry] = []
    /// Guides only in the first snapshot.
    package var removed: [Entry] = []
    /// Guides whose window position changed by more than the tolerance.
    package var moved: [Change] = []
    /// Guides whose size changed by more than the tolerance.
    package var resized: [Change] = []

    /// Compares two snapshots; changes of `tolerance` points or less do not count.
    package init(before: Snapshot, after: Snapshot, tolerance: Double = 0.5) {
        let old = Self.entries(of: before)
        let new = Self.entries(of: after)
        var unmatchedNew = Set(new.indices)
        var pairs: [(Int, Int)] = []
        var newByAddress: [ObjectAddress: Int] = [:]
        for (index, entry) in new.enumerated() { newByAddress[entry.address] = index }
        var unmatchedOld: [Int] = []
        for (index, entry) in old.enumerated() {
            if let match = newByAddress[entry.address], unmatchedNew.contains(match),
                new[match].entry.name == entry.entry.name
            {
                pairs.append((index, match))
                unmatchedNew.remove(match)
            } else {
                unmatchedOld.append(index)
            }
        }
        var newByKey: [String: [Int]] = [:]
        for index in new.indices where unmatchedNew.contains(index) {
            newByKey[new[index].key, default: []].append(index)
        }
        for index in unmatchedOld {
            if var candidates = newByKey[old[index].key], !candidates.isEmpty {
                let match = candidates.removeFirst()
                newByKey[old[index].key] = candidates
                pairs.append((index, match))
                unmatchedNew.remove(match)
            } else {
                removed.append(old[index].entry)
            }
        }
        added = new.indices.filter { unmatchedNew.contains($0) }.map { new[$0].entry }
        for (oldIndex, newIndex) in pairs.sorted(by: { $0.1 < $1.1 }) {
            let change = Change(before: old[oldIndex].entry, after: new[newIndex].entry)
            let a = change.before.frameInWindow
            let b = change.after.frameInWindow
            if Self.differs(a.minX, b.minX, tolerance) || Self.differs(a.minY, b.minY, tolerance) {
                moved.append(change)
            }
            if Self.differs(a.width, b.width, tolerance) || Self.differs(a.height, b.height, tolerance) {
                resized.append(change)
            }
        }
    }

    /// Whether anything changed.
    package var isEmpty: Bool { added.isEmpty && removed.isEmpty && moved.isEmpty && resized.isEmpty }

    /// One line per change, then a summary line.
    package var text: String {
        (changeLines + [summary]).joined(separator: "\n") + "\n"
    }

    /// `3 added, 0 removed, 1 moved, 0 resized`, or `no changes`.
    package var summary: String {
        isEmpty
            ? "no changes"
            : "\(added.count) added, \(removed.count) removed, \(moved.count) moved, \(resized.count) resized"
    }

    /// One line per change: the added, the removed, the moved, the resized, in that order.
    package var changeLines: [String] {
        var lines: [String] = []
        for entry in added {
            lines.append("+ added   \(Self.describe(entry)) at \(Description.frame(entry.frameInWindow))")
        }
        for entry in removed {
            lines.append("- removed \(Self.describe(entry)) at \(Description.frame(entry.frameInWindow))")
        }
        for change in moved {
            let dx = change.after.frameInWindow.minX - change.before.frameInWindow.minX
            let dy = change.after.frameInWindow.minY - change.before.frameInWindow.minY
            lines.append(
                "~ moved   \(Self.describe(change.after)) (\(Description.number(change.before.frameInWindow.minX)) "
                    + "\(Description.number(change.before.frameInWindow.minY))) -> "
                    + "(\(Description.number(change.after.frameInWindow.minX)) \(Description.number(change.after.frameInWindow.minY))) "
                    + "by (\(Self.signed(dx)) \(Self.signed(dy)))")
        }
        for change in resized {
            lines.append(
                "~ resized \(Self.describe(change.after)) \(Self.size(change.before.frameInWindow)) -> "
                    + Self.size(change.after.frameInWindow))
        }
        return lines
    }

    private struct Keyed {
        var address: ObjectAddress
        var key: String
        var entry: Entry
    }

    private static func entries(of snapshot: Snapshot) -> [Keyed] {
        var result: [Keyed] = []
        var windowIndex = 0
        func walk(_ view: ViewNode, path: String) {
            var ordinals: [String: Int] = [:]
            for guide in view.guides {
                let name = guide.displayName
                let ordinal = ordinals[name, default: 0]
                ordinals[name] = ordinal + 1
                result.append(
                    Keyed(
                        address: guide.address, key: path + "#" + name + "#\(ordinal)",
                        entry: Entry(
                            name: name, ownerPath: path, frameInWindow: guide.frameInWindow, kind: guide.kind,
                            address: guide.address, window: windowIndex)
                    ))
            }
            var siblings: [String: Int] = [:]
            for subview in view.subviews {
                let position = siblings[subview.className, default: 0]
                siblings[subview.className] = position + 1
                walk(subview, path: path + "/" + subview.className + "[\(position)]")
            }
        }
        for (index, window) in snapshot.windows.enumerated() {
            windowIndex = index
            walk(window, path: window.className + "[\(index)]")
        }
        return result
    }

    private static func differs(_ a: Double, _ b: Double, _ tolerance: Double) -> Bool {
        if a.isNaN || b.isNaN { return a.isNaN != b.isNaN }
        if a == b { return false }
        return !(abs(a - b) <= tolerance)
    }

    private static func describe(_ entry: Entry) -> String {
        JSONText.quoted(entry.name) + " (\(entry.kind.rawValue)) in \(entry.ownerPath)"
    }

    private static func signed(_ value: Double) -> String {
        (value > 0 ? "+" : "") + Description.number(value)
    }

    private static func size(_ rect: Rect) -> String {
        Description.number(rect.width) + "×" + Description.number(rect.height)
    }
}
