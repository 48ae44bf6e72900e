import Testing

@testable @_spi(Engine) import GuideLensCore

@Suite("Overlay scope and hierarchy walks")
struct OverlayScopeTests {
    @Test("debugging tools' and the keyboard's windows are left alone; app windows are covered")
    func scope() {
        #expect(OverlayScope.coversWindow(className: "UIWindow"))
        #expect(OverlayScope.coversWindow(className: "MyApp.MainWindow"))
        #expect(!OverlayScope.coversWindow(className: "FLEXWindow"))
        #expect(!OverlayScope.coversWindow(className: "UITextEffectsWindow"))
        #expect(!OverlayScope.coversWindow(className: "UIRemoteKeyboardWindow"))
    }

    @Test("the toggle walk visits every view of every window once, parents first, and can skip a subtree")
    func walk() {
        let snapshot = SampleSnapshots.nested
        var visited: [String] = []
        HierarchyWalk.depthFirst(from: snapshot.windows, children: \.subviews) { view in
            visited.append(view.className)
            return view.className != "Skipped"
        }
        expectEqual(visited, ["UIWindow", "A", "A1", "A2", "Skipped", "B", "FLEXWindow", "C"])
        var count = 0
        HierarchyWalk.depthFirst(from: snapshot.windows, children: \.subviews) { _ in
            count += 1
            return true
        }
        expectEqual(count, 9)
    }

    @Test("a hierarchy 100,000 views deep is walked without exhausting the stack")
    func deepWalk() {
        final class Node {
            var child: Node?
        }
        let root = Node()
        var tail = root
        for _ in 1..<100_000 {
            let next = Node()
            tail.child = next
            tail = next
        }
        var count = 0
        HierarchyWalk.depthFirst(from: [root], children: { $0.child.map { [$0] } ?? [] }) { _ in
            count += 1
            return true
        }
        expectEqual(count, 100_000)
        // Free the chain iteratively too.
        var cursor: Node? = root
        while let node = cursor {
            cursor = node.child
            node.child = nil
        }
    }
}

@Suite("Building values from a hierarchy")
struct HierarchyBuildTests {
    @Test("children are built before their parent, in order, each exactly once")
    func order() {
        let snapshot = SampleSnapshots.nested
        var made: [String] = []
        let text = HierarchyWalk.build(from: snapshot.windows[0], children: \.subviews) {
            (view: ViewNode, children: [String]) -> String in
            made.append(view.className)
            return children.isEmpty
                ? view.className : view.className + "(" + children.joined(separator: " ") + ")"
        }
        expectEqual(text, "UIWindow(A(A1 A2) Skipped(Hidden) B)")
        expectEqual(made, ["A1", "A2", "A", "Hidden", "Skipped", "B", "UIWindow"])
    }

    @Test("a hierarchy 100,000 views deep is built without exhausting the stack")
    func deepBuild() {
        let depth = 100_000
        // Node n's child is n + 1: the chain exists only as numbers, so nothing deep is freed.
        let deepest = HierarchyWalk.build(from: 0, children: { $0 + 1 < depth ? [$0 + 1] : [] }) {
            (node: Int, children: [Int]) -> Int in
            children.first ?? node
        }
        #expect(deepest == depth - 1)
    }
}

@Suite("Which layout passes update an overlay")
struct OverlayUpdateDecisionTests {
    @Test(
        "a view with guides or layers in a covered window (or none yet) is updated; others are left alone",
        arguments: [
            (true, false, String?.some("UIWindow"), true), (false, true, "UIWindow", true),
            (false, false, "UIWindow", false),
            (true, false, nil, true), (true, true, "FLEXWindow", false),
            (true, false, "UIRemoteKeyboardWindow", false),
            (true, false, "GuideLensFlashWindow", false),
        ])
    func decision(hasGuides: Bool, hasOverlay: Bool, window: String?, updates: Bool) {
        expectEqual(
            OverlayScope.updatesOverlay(
                hasGuides: hasGuides, hasOverlay: hasOverlay, windowClassName: window), updates)
    }
}
