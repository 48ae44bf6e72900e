/// Visits a tree of views without recursion, so no hierarchy is too deep to walk.
package enum HierarchyWalk {
    /// Visits every node reachable from `roots`, each parent before its children, siblings in
    /// order. `visit` returns whether to go on into the node's children.
    package static func depthFirst<Node>(
        from roots: [Node], children: (Node) -> [Node], visit: (Node) -> Bool
    ) {
        var pending = Array(roots.reversed())
        while let node = pending.popLast() {
            if visit(node) { pending.append(contentsOf: children(node).reversed()) }
        }
    }

    /// Builds a value for the tree under `root` without recursion, children before their
    /// parent: `make` receives each node with the values made for its children, in order. So a
    /// hierarchy of any depth can be read (the debugger's call runs on whatever stack the paused
    /// thread has left).
    package static func build<Node, Value>(
        from root: Node, children: (Node) -> [Node], make: (Node, [Value]) -> Value
    ) -> Value {
        var stack: [PendingNode<Node, Value>] = [PendingNode(node: root, children: children(root))]
        while true {
            let top = stack.count - 1
            if stack[top].next < stack[top].children.count {
                let child = stack[top].children[stack[top].next]
                stack[top].next += 1
                stack.append(PendingNode(node: child, children: children(child)))
                continue
            }
            let finished = stack.removeLast()
            let value = make(finished.node, finished.made)
            if stack.isEmpty { return value }
            stack[stack.count - 1].made.append(value)
        }
    }

    /// A node whose children are being built.
    private struct PendingNode<Node, Value> {
        var node: Node
        var children: [Node]
        var next = 0
        var made: [Value] = []
    }
}
