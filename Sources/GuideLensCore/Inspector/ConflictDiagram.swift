import Foundation

/// One conflict drawn as a graph: its items as boxes (two side by side, more on an ellipse), each
/// constraint between two items as a labelled curve between their boxes,
/// each constraint on one item written under its box. The constraint UIKit broke is dashed red;
/// those that cannot hold together (the arithmetic's reduced set) are orange; the rest grey.
struct ConflictDiagram {
    /// A box: an item and where it is drawn.
    struct Box {
        var item: LoggedItem
        var label: String
        var frame: Rect
        /// The numbers of the constraints that name it.
        var constraints: [Int] = []
        /// The constraints on it alone (`width == 40`), as written under it: each constraint's
        /// index among the weighed ones, and its words.
        var notes: [(constraint: Int, text: String)] = []
    }

    /// What role a constraint plays.
    enum Role: String {
        case broken, chain, other
    }

    let conflict: Conflict
    var boxes: [Box] = []
    /// The weighed constraints' numbers, as the explanation numbers them.
    let numbers: [Int]
    let roles: [Role]
    let width: Double
    let height: Double
    /// How the boxes and the list name the items.
    let places: [ObjectAddress: ConflictExplanation.Place]

    init(conflict: Conflict, places: [ObjectAddress: ConflictExplanation.Place]) {
        self.conflict = conflict
        numbers = ConflictExplanation.listNumbers(conflict)
        let chain = Set(ConflictArithmetic(conflict: conflict).reductions.flatMap(\.members))
        roles = conflict.weighed.indices.map { index in
            index == conflict.weighedBrokenIndex ? .broken : chain.contains(index) ? .chain : .other
        }
        self.places = places
        let items = conflict.items
        let onEllipse = items.count > 2
        width = 760
        height = onEllipse ? 440 : 170
        let centre = Point(x: width / 2, y: height / 2)
        for (index, item) in items.enumerated() {
            let label = Self.label(item, places: places)
            let boxWidth = Double(min(label.count, Self.longestLabel)) * 6.7 + 14
            let point: Point
            if onEllipse {
                let angle = -Double.pi / 2 + 2 * Double.pi * Double(index) / Double(items.count)
                point = Point(x: centre.x + 250 * cos(angle), y: centre.y + 160 * sin(angle))
            } else {
                point = Point(
                    x: items.count == 1 ? centre.x : width * (index == 0 ? 0.2 : 0.8), y: centre.y - 10)
            }
            boxes.append(
                Box(
                    item: item, label: label,
                    frame: Rect(x: point.x - boxWidth / 2, y: point.y - 14, width: boxWidth, height: 28)))
        }
        for (index, constraint) in conflict.weighed.enumerated() {
            for item in constraint.items {
                if let box = boxes.firstIndex(where: { $0.item.address == item.address }),
                    !boxes[box].constraints.contains(numbers[index])
                {
                    boxes[box].constraints.append(numbers[index])
                }
            }
            if constraint.second == nil,
                let box = boxes.firstIndex(where: { $0.item.address == constraint.first.item.address })
            {
                boxes[box].notes.append((index, "\(numbers[index]). " + Self.relation(of: constraint)))
            }
        }
    }

    /// The most characters a box shows; a longer name ends in `…` (the whole name is the box's
    /// tooltip).
    static let longestLabel = 40

    /// `UIButton 'OK'`, `safe area of UIView`, `superview`: short enough for a box.
    static func label(_ item: LoggedItem, places: [ObjectAddress: ConflictExplanation.Place]) -> String {
        if item.isPlaceholder { return "superview (|)" }
        let className = (item.className.isEmpty ? "view" : item.className).unqualifiedClassName
        if let kind = places[item.address]?.guideKind, kind != .custom { return "\(kind.displayName) guide" }
        if let identifier = item.identifier, !identifier.isEmpty { return "\(className) '\(identifier)'" }
        return "\(className) \(item.shownAddress)"
    }

    /// `top == 0.5 × bottom + 150`: the relation without its items.
    static func relation(of constraint: LoggedConstraint) -> String {
        var text = constraint.first.attribute.name + " " + constraint.relation.rawValue + " "
        if let second = constraint.second {
            if constraint.multiplier != 1 { text += NumberFormatting.shortest(constraint.multiplier) + " × " }
            text += second.attribute.name
            if constraint.constant != 0 {
                text +=
                    (constraint.constant < 0 ? " − " : " + ")
                    + NumberFormatting.shortest(abs(constraint.constant))
            }
        } else {
            text += NumberFormatting.shortest(constraint.constant)
        }
        if !LayoutPriority.isRequired(constraint.priority) {
            text += " @" + NumberFormatting.shortest(constraint.priority)
        }
        return text
    }

    static let legend =
        "<span style=\"color:#e0202a\">- - broken by UIKit</span> · <span style=\"color:#e07a00\">— cannot hold together</span> · "
        + "<span style=\"color:#7d8593\">— listed too</span>; hover a box or a constraint"

    /// The diagram.
    var svg: String {
        var edges = ""
        var labels = ""
        // Constraints between the same two boxes are bent apart.
        var seen: [String: Int] = [:]
        for (index, constraint) in conflict.weighed.enumerated() {
            guard let second = constraint.second,
                let from = boxes.firstIndex(where: { $0.item.address == constraint.first.item.address }),
                let to = boxes.firstIndex(where: { $0.item.address == second.item.address })
            else { continue }
            let key = "\(min(from, to))-\(max(from, to))"
            let order = seen[key, default: 0]
            seen[key] = order + 1
            let a = boxes[from].frame
            let b = boxes[to].frame
            let start = Point(x: a.midX, y: a.midY)
            let end = Point(x: b.midX, y: b.midY)
            let path: String
            let labelPoint: Point
            if from == to {
                // One item's two attributes (an aspect ratio): a loop above its box.
                let lift = 34 + Double(order) * 18
                path =
                    "M \(n(a.midX - 12)) \(n(a.minY)) C \(n(a.midX - 40)) \(n(a.minY - lift)), "
                    + "\(n(a.midX + 40)) \(n(a.minY - lift)), \(n(a.midX + 12)) \(n(a.minY))"
                labelPoint = Point(x: a.midX, y: a.minY - lift * 0.75)
            } else {
                // The first straight, then one to each side, farther each time.
                let bend = Double((order + 1) / 2) * 26 * (order % 2 == 0 ? -1 : 1)
                let length = max(hypot(end.x - start.x, end.y - start.y), 1)
                let normal = Point(x: -(end.y - start.y) / length, y: (end.x - start.x) / length)
                let control = Point(
                    x: (start.x + end.x) / 2 + normal.x * bend * 2,
                    y: (start.y + end.y) / 2 + normal.y * bend * 2)
                path =
                    "M \(n(start.x)) \(n(start.y)) Q \(n(control.x)) \(n(control.y)) \(n(end.x)) \(n(end.y))"
                labelPoint = Point(
                    x: (start.x + 2 * control.x + end.x) / 4, y: (start.y + 2 * control.y + end.y) / 4)
            }
            let label = "\(numbers[index]). " + Self.relation(of: constraint)
            let labelWidth = Double(label.count) * 6.3 + 6
            let group =
                "<g class=\"edge \(roles[index].rawValue)\" data-constraint=\"\(numbers[index])\" "
                + "data-items=\"\(from) \(to)\">"
            edges += group + "<path d=\"\(path)\"/></g>\n"
            labels +=
                group
                + "<rect x=\"\(n(labelPoint.x - labelWidth / 2))\" y=\"\(n(labelPoint.y - 8))\" width=\"\(n(labelWidth))\" height=\"14\" rx=\"3\"/>"
                + "<text x=\"\(n(labelPoint.x))\" y=\"\(n(labelPoint.y + 3))\" text-anchor=\"middle\">"
                + "\(SnapshotRenderer.escape(label))</text></g>\n"
        }
        var nodes = ""
        for (index, box) in boxes.enumerated() {
            let frame = box.frame
            nodes +=
                "<g class=\"box\" data-item=\"\(index)\" data-constraints=\"\(box.constraints.map(String.init).joined(separator: " "))\">"
                + "<rect x=\"\(n(frame.minX))\" y=\"\(n(frame.minY))\" width=\"\(n(frame.width))\" height=\"\(n(frame.height))\" rx=\"5\"/>"
                + "<title>\(SnapshotRenderer.escape(box.label))</title>"
                + "<text x=\"\(n(frame.midX))\" y=\"\(n(frame.midY + 4))\" text-anchor=\"middle\">"
                + SnapshotRenderer.escape(
                    box.label.count > Self.longestLabel
                        ? String(box.label.prefix(Self.longestLabel - 1)) + "…" : box.label) + "</text>"
            // A constraint on one item is written under its box, in its role's colour: the
            // broken one red, as its edge would be.
            for (line, note) in box.notes.enumerated() {
                nodes +=
                    "<text class=\"note \(roles[note.constraint].rawValue)\" data-constraint=\"\(numbers[note.constraint])\" "
                    + "data-items=\"\(index)\" x=\"\(n(frame.midX))\" y=\"\(n(frame.maxY + 13 + Double(line) * 12))\" "
                    + "text-anchor=\"middle\">\(SnapshotRenderer.escape(note.text))</text>"
            }
            nodes += "</g>\n"
        }
        return
            "<svg class=\"diagram\" xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(height))\" role=\"img\" aria-label=\"The conflict's items and constraints\">\n"
            + edges + nodes + labels + "</svg>"
    }

    /// The constraints as equations, numbered as the explanation numbers them, each naming the
    /// boxes it joins.
    var listItems: String {
        var text = ""
        for (index, constraint) in conflict.weighed.enumerated() {
            let items = constraint.items.compactMap { item in
                boxes.firstIndex { $0.item.address == item.address }.map(String.init)
            }
            let note = roles[index] == .broken ? " (broken)" : ""
            text +=
                "<li value=\"\(numbers[index])\" class=\"\(roles[index].rawValue)\" tabindex=\"0\" data-constraint=\"\(numbers[index])\" "
                + "data-items=\"\(items.joined(separator: " "))\">"
                + SnapshotRenderer.escape(
                    ConflictExplanation.equation(constraint) { Self.label($0, places: places) } + note)
                + "</li>"
        }
        return text
    }

    private func n(_ value: Double) -> String { NumberFormatting.rounded(value, places: 1) }
}
