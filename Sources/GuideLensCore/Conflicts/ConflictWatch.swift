/// Which constraint conflicts count, and where: the rules behind `assertNoConstraintConflicts`,
/// the `.noConstraintConflicts` test trait and the XCTest observer.
///
/// A scope is opened around what a test runs and closed when it ends. Each conflict Auto Layout
/// reports goes to exactly one open scope, so that nested scopes never report it twice:
/// - the scope the reporting code runs in (its task-local scope), when that scope is still open;
/// - otherwise (layout run from the run loop, or from a thread no scope knows) the innermost
///   open scope, the one opened last.
/// With no scope open, it goes to no scope (the app's own reporter may still see it).
/// A conflict reported again (the same constraints, the same one broken: Auto Layout repeats it
/// on every layout pass) is one conflict, with the number of times it was reported.
package struct ConflictWatch: Sendable {
    /// A scope's handle.
    package struct Scope: Hashable, Sendable {
        package var id: Int
    }

    /// A conflict a scope saw, with how many times Auto Layout reported it.
    package struct Entry: Hashable, Sendable {
        package var conflict: ObservedConflict
        package var reports: Int
    }

    private var open: [(scope: Scope, entries: [Entry])] = []
    private var nextID = 1

    package init() {}

    /// How many scopes are open.
    package var openScopeCount: Int { open.count }

    /// Opens a scope.
    package mutating func begin() -> Scope {
        let scope = Scope(id: nextID)
        nextID += 1
        open.append((scope, []))
        return scope
    }

    /// Records `conflict` in the scope that owns it (see the type's rules); `current` is the
    /// scope the reporting code runs in, if it knows one. Returns the scope it went to.
    @discardableResult
    package mutating func record(_ conflict: ObservedConflict, current: Scope? = nil) -> Scope? {
        let index = current.flatMap { scope in open.firstIndex { $0.scope == scope } } ?? open.indices.last
        guard let index else { return nil }
        if let seen = open[index].entries.firstIndex(where: { $0.conflict.identity == conflict.identity }) {
            open[index].entries[seen].reports += 1
        } else {
            open[index].entries.append(Entry(conflict: conflict, reports: 1))
        }
        return open[index].scope
    }

    /// Closes `scope` and returns the conflicts it saw, in the order first reported. Closing a
    /// scope that is not open returns nothing and changes nothing; scopes opened inside it and
    /// still open stay open.
    package mutating func end(_ scope: Scope) -> [Entry] {
        guard let index = open.firstIndex(where: { $0.scope == scope }) else { return [] }
        return open.remove(at: index).entries
    }
}
