import Foundation
import Testing

@testable @_spi(Engine) import GuideLensCore

/// Small values of the snapshot model, each pinned where `Scripts/mutate` found nothing that
/// would notice a change.
@Suite("Snapshot values")
struct SnapshotValueTests {
    @Test("directional insets left out are 0, each on its own")
    func insetDefaults() {
        let none = DirectionalEdgeInsets()
        #expect(none.top == 0 && none.leading == 0 && none.bottom == 0 && none.trailing == 0)
        let top = DirectionalEdgeInsets(top: 5)
        #expect(top.top == 5 && top.leading == 0 && top.bottom == 0 && top.trailing == 0)
        let trailing = DirectionalEdgeInsets(trailing: 7)
        #expect(trailing.top == 0 && trailing.leading == 0 && trailing.bottom == 0 && trailing.trailing == 7)
    }

    @Test("every kind has its own rank, in declaration order")
    func ranks() {
        expectEqual(GuideKind.allCases.map(\.rank), Array(0..<GuideKind.allCases.count))
    }

    @Test("spaces and tabs are trimmed on both sides, in any order; nothing else is")
    func trimming() {
        expectEqual("\t a b \t".trimmingSpaces, "a b")
        expectEqual(" \tx\t ".trimmingSpaces, "x")
        expectEqual("\nx\n".trimmingSpaces, "\nx\n")
        expectEqual(" \t ".trimmingSpaces, "")
    }

    @Test("layout inputs are empty when nothing is recorded, and only then")
    func emptyInputs() {
        #expect(LayoutInputs().isEmpty)
        #expect(!LayoutInputs(safeAreaInsets: .zero).isEmpty)
        #expect(!LayoutInputs(isRightToLeft: false).isEmpty)
    }

    @Test(
        "nesting: 512 levels pass and 513 do not; siblings, brackets in strings and escaped quotes do not count"
    )
    func nesting() {
        func nested(_ depth: Int) -> Data {
            Data((String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
        }
        #expect(Snapshot.nestingIsShallow(nested(512)))
        #expect(!Snapshot.nestingIsShallow(nested(513)))
        // Six hundred empty lists side by side are one level deep.
        #expect(
            Snapshot.nestingIsShallow(
                Data(("[" + Array(repeating: "[]", count: 600).joined(separator: ",") + "]").utf8)))
        // Brackets inside a string, after an escaped quote and after an escaped backslash.
        let brackets = String(repeating: "[", count: 600)
        #expect(Snapshot.nestingIsShallow(Data("[\"\\\"\(brackets)\"]".utf8)))
        #expect(Snapshot.nestingIsShallow(Data("[\"\\\\\", \"\(brackets)\"]".utf8)))
        // A string that ends leaves the brackets after it counted.
        #expect(!Snapshot.nestingIsShallow(Data("[\"a\", \(brackets)".utf8)))
        // Each closing bracket closes one level: each list opened beside an empty one goes one
        // deeper, and the empty one inside the 511th reaches 512.
        let stairs = String(repeating: "[[]", count: 600) + String(repeating: "]", count: 600)
        #expect(!Snapshot.nestingIsShallow(Data(stairs.utf8)))
        let shallowStairs = String(repeating: "[[]", count: 511) + String(repeating: "]", count: 511)
        #expect(Snapshot.nestingIsShallow(Data(shallowStairs.utf8)))
    }

    @Test(
        "a screen scale of 0 is refused, naming the field; a format that is not ours is quoted to 60 characters"
    )
    func topLevelErrors() {
        let text = SampleSnapshots.screen.jsonText()
        let zero = text.replacingOccurrences(of: "\"screenScale\": 3", with: "\"screenScale\": 0")
        #expect(zero != text)
        #expect(throws: SnapshotError.invalid(path: "screenScale", expected: "expected a positive number")) {
            try Snapshot(json: Data(zero.utf8))
        }
        let long = String(repeating: "x", count: 100)
        let other = text.replacingOccurrences(
            of: "\"format\": \"\(Snapshot.format)\"", with: "\"format\": \"\(long)\"")
        #expect(other != text)
        #expect(
            throws: SnapshotError.invalid(
                path: "format",
                expected:
                    "expected \"\(Snapshot.format)\", found \"\(String(repeating: "x", count: 60))\"; this is not a GuideLens snapshot"
            )
        ) {
            try Snapshot(json: Data(other.utf8))
        }
    }

    @Test("stabilizing numbers views, guides and constraints in walk order, inside descriptions too; scale 3")
    func stabilized() {
        let builder = HierarchyBuilder(
            firstViewAddress: 0x7f00_0000_1000, firstGuideAddress: 0x6000_0000_2000)
        var second = HierarchyBuilder.Guide(
            identifier: "b", layoutFrame: Rect(x: 0, y: 58, width: 10, height: 10))
        second.constraints = GuideConstraints(vertical: [
            RecordedConstraint(
                description:
                    "<NSLayoutConstraint:0x600000003000 UILayoutGuide:0x600000002060'b'.top == UILayoutGuide:0x600000002000'a'.bottom + 8>"
            ),
            RecordedConstraint(
                description:
                    "<NSLayoutConstraint:0x600000003040 UILayoutGuide:0x600000002060'b'.height == 10>"),
        ])
        let window = builder.window(size: Size(width: 390, height: 844)) { space in
            [
                builder.view(
                    frame: Rect(x: 0, y: 0, width: 100, height: 100), in: space,
                    guides: [
                        HierarchyBuilder.Guide(
                            identifier: "a", layoutFrame: Rect(x: 0, y: 40, width: 10, height: 10)), second,
                    ])
            ]
        }
        let stable = Snapshot(title: "t", screenScale: 2, windows: [window]).stabilized()
        expectEqual(stable.screenScale, 3)
        expectEqual(stable.windows[0].address, ObjectAddress(0x1000))
        expectEqual(stable.windows[0].subviews[0].address, ObjectAddress(0x1001))
        let guides = stable.windows[0].subviews[0].guides
        expectEqual(guides.map(\.address), [ObjectAddress(0x10_0000), ObjectAddress(0x10_0001)])
        expectEqual(
            guides[1].constraints?.vertical.map(\.description),
            [
                "<NSLayoutConstraint:0xc000000 UILayoutGuide:0x100001'b'.top == UILayoutGuide:0x100000'a'.bottom + 8>",
                "<NSLayoutConstraint:0xc000001 UILayoutGuide:0x100001'b'.height == 10>",
            ])
    }

    @Test("addresses of up to 16 hexadecimal digits are replaced, also at the very end of the text")
    func addressLengths() {
        let add: (ObjectAddress) -> ObjectAddress = { ObjectAddress($0.value + 1) }
        expectEqual(AddressText.replacingAddresses(in: "x:0x60", add), "x:0x61")
        expectEqual(
            AddressText.replacingAddresses(in: "a:0x1234567890abcdee.top", add), "a:0x1234567890abcdef.top")
        expectEqual(
            AddressText.replacingAddresses(in: "a:0x1234567890abcdef0.top", add), "a:0x1234567890abcdef0.top")
    }

    @Test("text of nothing but characters to escape is escaped whole; control characters in hexadecimal")
    func escapes() {
        expectEqual(JSONText.quoted("\""), "\"\\\"\"")
        expectEqual(JSONText.quoted("\\"), "\"\\\\\"")
        expectEqual(JSONText.quoted("\n\t"), "\"\\n\\t\"")
        #expect(JSONText.quoted("\u{1F}") == "\"\\u001f\"")
        #expect(JSONText.quoted("\u{1}") == "\"\\u0001\"")
        expectEqual(JSONText.quoted("plain"), "\"plain\"")
    }
}
