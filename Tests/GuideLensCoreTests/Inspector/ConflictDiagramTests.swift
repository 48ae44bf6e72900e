import Foundation
import Testing

@testable @_spi(Engine) import GuideLensCore

/// `guidelens explain --html`: each conflict drawn as its items and constraints, beside its
/// explanation.
@Suite("Inspector page: a log's conflicts")
struct ConflictDiagramTests {
    /// The spacer-views scene's conflict: a guide 100 high between two views, the second view
    /// also pinned 150 under the first (UIKit broke that one, constraint 4).
    static let log = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x600002a8a4e0 UILayoutGuide:0x6000005ac000'space1'.top == UIView:0x7fb63fc06460.bottom   (active)>",
            "<NSLayoutConstraint:0x600002a8a530 UILayoutGuide:0x6000005ac000'space1'.height == 100   (active)>",
            "<NSLayoutConstraint:0x600002a8a580 UIView:0x7fb63fc06690.top == UILayoutGuide:0x6000005ac000'space1'.bottom   (active)>",
            "<NSLayoutConstraint:0x600002a8a5d0 UIView:0x7fb63fc06690.top == UIView:0x7fb63fc06460.bottom + 150.5   (active)>"
        )

        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:0x600002a8a5d0 UIView:0x7fb63fc06690.top == UIView:0x7fb63fc06460.bottom + 150.5   (active)>
        """

    @Test(
        "boxes for the items, an edge for each two-item constraint: broken red, the others that cannot hold orange"
    )
    func diagram() throws {
        let conflict = try #require(ConstraintLog.parse(Self.log).conflicts.first)
        let diagram = ConflictDiagram(conflict: conflict, places: [:])
        expectEqual(
            diagram.boxes.map(\.label),
            ["UILayoutGuide 'space1'", "UIView 0x7fb63fc06460", "UIView 0x7fb63fc06690"])
        expectEqual(diagram.roles, [.chain, .chain, .chain, .broken])
        expectEqual(diagram.boxes[0].notes.map(\.text), ["2. height == 100"])
        #expect(diagram.svg.contains("<text class=\"note chain\" data-constraint=\"2\" data-items=\"0\""))
        expectEqual(diagram.boxes[0].constraints, [1, 2, 3])
        let svg = diagram.svg
        expectEqual(svg.components(separatedBy: "<path ").count, 4, "three edges: constraint 2 has one item")
        #expect(svg.contains("class=\"edge broken\" data-constraint=\"4\" data-items=\"2 1\""))
        #expect(svg.contains(">4. top == bottom + 150.5</text>"))
        #expect(svg.contains("class=\"edge chain\" data-constraint=\"1\" data-items=\"0 1\""))
        // Three boxes on an ellipse: none overlaps another.
        for (index, box) in diagram.boxes.enumerated() {
            for other in diagram.boxes[(index + 1)...] { #expect(box.frame.intersection(other.frame) == nil) }
            #expect(box.frame.minX >= 0 && box.frame.maxX <= diagram.width)
        }
        #expect(
            diagram.listItems.contains(
                "UIView 0x7fb63fc06690.top == UIView 0x7fb63fc06460.bottom + 150.5 (broken)</li>"))
    }

    @Test("the page: a section per conflict with the explanation guidelens explain prints")
    func page() throws {
        let parsed = ConstraintLog.parse(Self.log + "\n" + Self.log)
        let html = ConflictPage(log: parsed, from: 2, limit: 1).html(title: "Conflicts in a <log>")
        #expect(html.contains("<title>Conflicts in a &lt;log&gt; — GuideLens</title>"))
        #expect(html.contains("2 conflicts, 2 to 2 shown"))
        #expect(!html.contains("id=\"conflict-1\"") && html.contains("id=\"conflict-2\""))
        let text = ConflictExplanation(log: parsed, from: 2, limit: 1).text
        #expect(html.contains("<pre>" + SnapshotRenderer.escape(text) + "</pre>"))
        let empty = ConflictPage(log: ConstraintLog.parse("nothing here")).html(title: "x")
        #expect(empty.contains("<p>No conflict in this log.</p>"))
    }

    @Test("a name from the log stays text")
    func escaped() throws {
        let hostile = Self.log.replacingOccurrences(of: "'space1'", with: "'</script ><b>x'")
        let html = ConflictPage(log: ConstraintLog.parse(hostile)).html(title: "t")
        #expect(!html.contains("<b>x"))
        #expect(html.contains("&lt;/script &gt;&lt;b&gt;x"))
    }

    @Test("a long name is cut in its box and whole in its tooltip")
    func longName() throws {
        let long = String(repeating: "Long", count: 15) + "View"
        let log = Self.log.replacingOccurrences(of: "UIView:0x7fb63fc06690", with: "\(long):0x7fb63fc06690")
        let conflict = try #require(ConstraintLog.parse(log).conflicts.first)
        let diagram = ConflictDiagram(conflict: conflict, places: [:])
        let box = try #require(diagram.boxes.first { $0.label.hasPrefix("Long") })
        #expect(box.frame.width == Double(ConflictDiagram.longestLabel) * 6.7 + 14)
        #expect(diagram.svg.contains("<title>\(long) 0x7fb63fc06690</title>"))
        #expect(
            diagram.svg.contains(
                ">" + String(box.label.prefix(ConflictDiagram.longestLabel - 1)) + "…</text>"))
    }
}

/// A conflict whose broken constraint is on one item: it is marked where it is written.
@Suite("Inspector page: a broken constraint on one item")
struct ConflictDiagramBrokenNoteTests {
    @Test("the broken width is written under its box in red, and lights with its box")
    func brokenNote() throws {
        let log = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600001000010 UILabel:0x7f8000001000'Price'.width == 120   (active)>",
                "<NSLayoutConstraint:0x600001000020 UILabel:0x7f8000001000'Price'.leading == UIView:0x7f8000002000.leading + 16   (active)>",
                "<NSLayoutConstraint:0x600001000030 UIView:0x7f8000002000.trailing == UILabel:0x7f8000001000'Price'.trailing + 16   (active)>",
                "<NSLayoutConstraint:0x600001000040 UIView:0x7f8000002000.width == 300   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600001000010 UILabel:0x7f8000001000'Price'.width == 120   (active)>
            """
        let conflict = try #require(ConstraintLog.parse(log).conflicts.first)
        let diagram = ConflictDiagram(conflict: conflict, places: [:])
        expectEqual(diagram.roles, [.broken, .chain, .chain, .chain])
        let svg = diagram.svg
        #expect(svg.contains("<text class=\"note broken\" data-constraint=\"1\" data-items=\"0\""))
        #expect(svg.contains(">1. width == 120</text>"))
        #expect(svg.contains("<text class=\"note chain\" data-constraint=\"4\" data-items=\"1\""))
    }
}

/// The two items a diagram draws that are not two boxes joined: a visual format's `|` whose
/// superview the log does not name, and one item's two attributes tied together.
@Suite("Inspector page: the superview placeholder and an aspect ratio")
struct ConflictDiagramShapeTests {
    /// A label 20.5 from an unnamed superview's leading edge in a visual format, its width twice
    /// its height, and a height and width that cannot both hold with that ratio.
    static let log = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x600001000010 H:|-(20.5)-[UILabel:0x7f8000001000]   (active)>",
            "<NSLayoutConstraint:0x600001000020 UILabel:0x7f8000001000.width == 2*UILabel:0x7f8000001000.height   (active)>",
            "<NSLayoutConstraint:0x600001000030 UILabel:0x7f8000001000.height == 30.5   (active)>",
            "<NSLayoutConstraint:0x600001000040 UILabel:0x7f8000001000.width == 100   (active)>"
        )
        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x600001000040 UILabel:0x7f8000001000.width == 100   (active)>
        """

    @Test("the unnamed superview is a box of its own, called what the format calls it")
    func placeholder() throws {
        let conflict = try #require(ConstraintLog.parse(Self.log).conflicts.first)
        let diagram = ConflictDiagram(conflict: conflict, places: [:])
        expectEqual(diagram.boxes.map(\.label).sorted(), ["UILabel 0x7f8000001000", "superview (|)"])
    }

    @Test("a constraint between one item's width and height is a loop above its box, its label over it")
    func aspectRatioLoop() throws {
        let conflict = try #require(ConstraintLog.parse(Self.log).conflicts.first)
        let diagram = ConflictDiagram(conflict: conflict, places: [:])
        let label = try #require(diagram.boxes.first { $0.label == "UILabel 0x7f8000001000" })
        let frame = label.frame
        func n(_ value: Double) -> String { NumberFormatting.rounded(value, places: 1) }
        // A loop from 12 left of the middle to 12 right, its controls 40 out and 34 up.
        let loop =
            "M \(n(frame.midX - 12)) \(n(frame.minY)) C \(n(frame.midX - 40)) \(n(frame.minY - 34)), "
            + "\(n(frame.midX + 40)) \(n(frame.minY - 34)), \(n(frame.midX + 12)) \(n(frame.minY))"
        #expect(diagram.svg.contains(loop), "\(diagram.svg)")
    }
}
