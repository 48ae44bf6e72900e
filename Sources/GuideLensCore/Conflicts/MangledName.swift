/// A class name (or a constraint's identifier) a log's copy printed otherwise than UIKit does, because Markdown read the text
/// between two underscores as emphasis: `*UIRemoteKeyboardPlaceholderView`, or
/// `UIRemoteKeyboardPlaceholderView` where another line names the same address
/// `_UIRemoteKeyboardPlaceholderView`. The explanation says so, so that a reader who searches the
/// code for the printed name knows why it is not there.
package struct MangledName: Hashable, Sendable {
    /// The name as the copy printed it.
    package var logged: String
    /// The name it was read as.
    package var read: String

    package init(logged: String, read: String) {
        self.logged = logged
        self.read = read
    }
}

extension Conflict {
    /// The conflict with each item's class name as UIKit printed it: an item read from a
    /// Markdown-mangled name (`*Name`), and an item whose address another line names with a
    /// leading underscore its own name lacks, take the underscored name; each such name is noted
    /// once in ``mangledNames``.
    package func readingMangledNames() -> Conflict {
        // Most conflicts have nothing mangled: tell without allocating.
        var needsReading =
            constraints.contains { $0.identifierLoggedAs != nil } || broken?.identifierLoggedAs != nil
        if !needsReading { forEachItem { item in if item.loggedAs != nil { needsReading = true } } }
        if !needsReading {
            // An underscore lost altogether: the same address named with and without it.
            forEachItem { item in
                guard !needsReading, item.className.utf8.first == UInt8(ascii: "_") else { return }
                forEachItem { other in
                    if other.address == item.address,
                        item.className.utf8.dropFirst().elementsEqual(other.className.utf8)
                    {
                        needsReading = true
                    }
                }
            }
        }
        guard needsReading else { return self }
        var underscored: [ObjectAddress: String] = [:]
        forEachItem { item in
            if item.className.utf8.first == UInt8(ascii: "_") { underscored[item.address] = item.className }
        }
        var copy = self
        var noted: [MangledName] = []
        func read(_ item: LoggedItem) -> LoggedItem {
            var item = item
            var logged = item.loggedAs
            if logged == nil, let name = underscored[item.address], name != item.className,
                name.dropFirst() == item.className[...]
            {
                logged = item.className
                item.className = name
            }
            if let logged {
                let mangled = MangledName(logged: logged, read: item.className)
                if !noted.contains(mangled) { noted.append(mangled) }
            }
            item.loggedAs = nil
            return item
        }
        func read(_ constraint: LoggedConstraint) -> LoggedConstraint {
            var constraint = constraint
            if let logged = constraint.identifierLoggedAs, let identifier = constraint.identifier {
                let mangled = MangledName(logged: logged, read: identifier)
                if !noted.contains(mangled) { noted.append(mangled) }
                constraint.identifierLoggedAs = nil
            }
            constraint.first.item = read(constraint.first.item)
            if let second = constraint.second { constraint.second?.item = read(second.item) }
            if let superview = constraint.superview { constraint.superview = read(superview) }
            return constraint
        }
        copy.constraints = constraints.map(read)
        copy.broken = broken.map(read)
        copy.mangledNames = noted
        return copy
    }
}
