import Testing

@testable @_spi(Engine) import GuideLensCore

/// Which views a capture records the layout of: the views the recorded guides' constraints name,
/// and on along the chain to ``ViewRecording/depth``, never past it; each view once; only views
/// the capture holds.
@Suite("Which views a capture records")
struct ViewRecordingTests {
    /// A chain 1 → 2 → 3 → 4 → 5 of views naming the next, with 2 naming 6 beside 3, and 3
    /// naming 1 back (constraints name each other both ways).
    static let chain: [UInt64: [UInt64]] = [1: [2], 2: [3, 6], 3: [4, 1], 4: [5], 5: [], 6: []]

    /// The addresses recorded from the guides naming `start`, with the views `namedBy` was asked about.
    static func recorded(
        from start: [UInt64], depth: Int, recordable: Set<UInt64>? = nil,
        names: [UInt64: [UInt64]] = chain
    ) -> (recorded: [UInt64], asked: [UInt64]) {
        var asked: [UInt64] = []
        let recorded = ViewRecording.addresses(
            namedByGuides: start.map(ObjectAddress.init), depth: depth,
            isRecordable: { recordable?.contains($0.value) ?? true },
            namedBy: { address in
                asked.append(address.value)
                return (names[address.value] ?? []).map(ObjectAddress.init)
            })
        return (recorded.map(\.value), asked)
    }

    @Test("the views the guides name are depth 1; each depth adds the views the last one named")
    func depths() {
        expectEqual(Self.recorded(from: [1], depth: 1).recorded, [1])
        expectEqual(Self.recorded(from: [1], depth: 2).recorded, [1, 2])
        expectEqual(Self.recorded(from: [1], depth: 3).recorded, [1, 2, 3, 6])
        expectEqual(Self.recorded(from: [1], depth: 4).recorded, [1, 2, 3, 6, 4])
        expectEqual(Self.recorded(from: [1], depth: 10).recorded, [1, 2, 3, 6, 4, 5])
    }

    @Test("at the default depth, 3, a view three steps out is recorded and one four steps out is not")
    func defaultBoundary() {
        expectEqual(ViewRecording.depth, 3)
        let (recorded, asked) = Self.recorded(from: [1], depth: ViewRecording.depth)
        #expect(recorded.contains(3), "three steps: the guide names 1, 1 names 2, 2 names 3")
        #expect(!recorded.contains(4), "four steps: past the boundary")
        // The last depth is recorded, never followed: 3 and 6 are not asked what they name.
        expectEqual(asked, [1, 2])
    }

    @Test("depth 0 records nothing and asks nothing")
    func depthZero() {
        let (recorded, asked) = Self.recorded(from: [1, 2], depth: 0)
        #expect(recorded.isEmpty)
        #expect(asked.isEmpty)
    }

    @Test("each view is recorded and followed once, whatever names it again: a guide, a cycle, a sibling")
    func once() {
        let (recorded, asked) = Self.recorded(from: [1, 2, 1], depth: 5)
        expectEqual(recorded, [1, 2, 3, 6, 4, 5])
        expectEqual(asked.sorted(), [1, 2, 3, 4, 5, 6])
        expectEqual(Set(asked).count, asked.count)
        // A view named at two depths counts at the nearer one.
        expectEqual(Self.recorded(from: [1, 3], depth: 2).recorded, [1, 3, 2, 4])
    }

    @Test("a view the capture does not hold is neither recorded nor followed")
    func outsideTheCapture() {
        let (recorded, asked) = Self.recorded(from: [1], depth: 5, recordable: [1, 3, 4, 5, 6])
        expectEqual(recorded, [1])
        expectEqual(asked, [1])
        expectEqual(Self.recorded(from: [2, 1], depth: 2, recordable: [1, 3]).recorded, [1])
    }

    @Test("a capture records a view's values as read, leaving out those the snapshot format does not hold")
    func layoutAsRead() {
        // The writer's rule: what it would leave out, the capture does not record.
        let captured = ViewRecording.layout(
            constraints: GuideConstraints(), intrinsicContentSize: Size(width: .infinity, height: -1),
            contentHugging: AxisPriorities(horizontal: 250, vertical: 1000),
            compressionResistance: AxisPriorities(horizontal: .nan, vertical: 750),
            translatesAutoresizingMaskIntoConstraints: true, autoresizingMask: 63)
        expectEqual(captured.intrinsicContentSize, nil)
        expectEqual(captured.contentHugging, AxisPriorities(horizontal: 250, vertical: 1000))
        expectEqual(captured.compressionResistance, nil)
        expectEqual(captured.autoresizingMask, 63)
        expectEqual(captured.constraints, GuideConstraints())
        let label = ViewRecording.layout(
            constraints: GuideConstraints(), intrinsicContentSize: Size(width: -1, height: 20.5),
            contentHugging: AxisPriorities(horizontal: 251, vertical: 250),
            compressionResistance: AxisPriorities(horizontal: 0, vertical: 749.5),
            translatesAutoresizingMaskIntoConstraints: false, autoresizingMask: -1)
        expectEqual(
            label.intrinsicContentSize, Size(width: -1, height: 20.5), "-1 is UIView.noIntrinsicMetric, kept")
        expectEqual(label.compressionResistance, AxisPriorities(horizontal: 0, vertical: 749.5))
        expectEqual(label.translatesAutoresizingMaskIntoConstraints, false)
        expectEqual(label.autoresizingMask, nil)
    }

    @Test("the layouts read are set on the views with those addresses, anywhere in the tree")
    func applying() {
        let snapshot = SampleSnapshots.screen
        let root = snapshot.windows[0]
        let stack = ObjectAddress(0x500)
        let view = ObjectAddress(0x200)
        let layouts = [
            stack: ViewLayout(autoresizingMask: 18),
            view: ViewLayout(translatesAutoresizingMaskIntoConstraints: false),
            ObjectAddress(0x999): ViewLayout(autoresizingMask: 1),
        ]
        let applied = ViewRecording.applying(layouts, to: root)
        expectEqual(applied.view(at: stack)?.layout, ViewLayout(autoresizingMask: 18))
        expectEqual(
            applied.view(at: view)?.layout, ViewLayout(translatesAutoresizingMaskIntoConstraints: false))
        expectEqual(applied.view(at: ObjectAddress(0x400))?.layout, nil)
        var expected = root
        expected.subviews[0].layout = layouts[view]
        expected.subviews[0].subviews[2].layout = layouts[stack]
        expectEqual(applied, expected)
        expectEqual(ViewRecording.applying([:], to: root), root)
    }
}
