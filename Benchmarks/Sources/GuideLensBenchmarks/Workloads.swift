@_spi(Engine) import GuideLensCore

/// The data every benchmark works on, built once, outside the measurements.
enum Workloads {
    static let owner = OwnerSample(className: "UIView", bounds: Rect(x: 0, y: 0, width: 390, height: 844))

    /// An owner tall enough for `count` guides laid out by ``guides(_:shiftedBy:)``, so that
    /// labels are as crowded with 1,000 guides as with 10 and the cost per guide is comparable.
    static func owner(for count: Int) -> OwnerSample {
        OwnerSample(
            className: "UIView",
            bounds: Rect(x: 0, y: 0, width: 390, height: max(844, Double(count / 4 + 1) * 60 + 40)))
    }

    /// `count` custom guides, four to a row, rows 60 points apart, each 80×20.
    static func guides(_ count: Int, shiftedBy shift: Double = 0) -> [GuideSample] {
        (0..<count).map { index -> GuideSample in
            let column = Double(index % 4)
            let row = Double(index / 4)
            let address = ObjectAddress(UInt64(0x6000_0000_0000 + index * 0x40))
            let frame = Rect(x: column * 96 + 4 + shift, y: row * 60 + 30, width: 80, height: 20)
            return GuideSample(identity: address, identifier: "guide\(index)", layoutFrame: frame)
        }
    }

    /// A view with `count` custom guide objects laid out as ``guides(_:shiftedBy:)`` lays them
    /// out, read through the app's own read path.
    @MainActor
    static func view(_ count: Int) -> ModelGuideOwner {
        ModelGuideOwner(
            guides: guides(count).map {
                ModelGuideOwner.Guide(frame: $0.layoutFrame, identifier: $0.identifier)
            },
            owner: owner(for: count))
    }

    /// A screen: `views` views under one window, `guidesPerView` guides each.
    static func screen(views: Int, guidesPerView: Int) -> [(OwnerSample, [GuideSample])] {
        (0..<views).map { view in
            let guides = (0..<guidesPerView).map { index -> GuideSample in
                let number = view * guidesPerView + index
                let address = ObjectAddress(UInt64(0x6000_0000_0000 + number * 0x40))
                let frame = Rect(x: 2, y: Double(index) * 12, width: 60, height: 10)
                return GuideSample(identity: address, identifier: "guide\(index)", layoutFrame: frame)
            }
            return (OwnerSample(className: "UIView", bounds: Rect(x: 0, y: 0, width: 80, height: 40)), guides)
        }
    }

    /// A snapshot with `guides` guides in views of ten guides each, built as the sample scenes
    /// and the tests build theirs.
    static func snapshot(guides: Int) -> Snapshot {
        let builder = HierarchyBuilder(
            firstViewAddress: 0x7f00_0000_0000, firstGuideAddress: 0x6000_0000_0000)
        let window = builder.window(size: Size(width: 390, height: 844)) { space in
            (0..<(guides / 10)).map { view -> ViewNode in
                let frame = Rect(
                    x: Double(view % 10) * 39, y: Double(view / 10 % 20) * 42, width: 39, height: 42)
                return builder.view(
                    frame: frame, in: space,
                    guides: (0..<10).map { index in
                        HierarchyBuilder.Guide(
                            identifier: "guide\(index)",
                            layoutFrame: Rect(x: 1, y: Double(index) * 4, width: 30, height: 4),
                            kind: .custom)
                    })
            }
        }
        return Snapshot(title: "benchmark", windows: [window])
    }
}

/// A `CAShapeLayer` as the remove-and-recreate helper makes one: a heap object with a path, a stroke colour,
/// a line width and a dash pattern, added to its owner's layer.
final class ModelShapeLayer {
    /// A `CGPath`: a heap object of its own.
    final class Path {
        let rect: Rect
        init(rect: Rect) { self.rect = rect }
    }

    var path: Path?
    var strokeColor = OverlayColor(hex: 0)
    var fillColor: OverlayColor?
    var lineWidth = 0.0
    var lineDashPattern: [Double] = []
}

/// The usual hand-written helper (`showLayoutGuides()`, called from `viewDidLayoutSubviews`) on
/// the same data: every pass removes every overlay layer, then for every guide reads its frame
/// and creates a new layer, a new path and a new dash pattern.
///
/// `withLabels` draws what GuideLens draws that way: each pass also plans every guide from
/// scratch (kind, colour, label text and place, as ``OverlayPlanner`` does) and creates a text
/// layer for each label. Without it, it is the helper as usually written: dashed red outlines only.
@MainActor
struct RecreatingOverlay {
    let withLabels: Bool
    private var sublayers: [ModelShapeLayer] = []
    private var labelLayers: [ModelTextLayer] = []

    init(withLabels: Bool) {
        self.withLabels = withLabels
    }

    /// Returns the number of layer operations the pass performs.
    mutating func pass(_ owner: ModelGuideOwner, style: OverlayStyle) -> Int {
        var operations = sublayers.count + labelLayers.count  // every existing layer removed
        sublayers.removeAll()
        labelLayers.removeAll()
        guard withLabels else {
            for guide in owner.guides {
                let layer = ModelShapeLayer()
                layer.path = ModelShapeLayer.Path(rect: owner.layoutFrame(of: guide))
                layer.strokeColor = OverlayColor(hex: 0xFF0000)
                layer.fillColor = nil
                layer.lineWidth = 1
                layer.lineDashPattern = [4, 2]
                sublayers.append(layer)  // and a new one added for every guide
                operations += 1
            }
            return operations
        }
        let samples = owner.guides.map { guide in
            GuideSample(
                identity: owner.identity(of: guide), className: owner.className(of: guide),
                identifier: owner.identifier(of: guide), layoutFrame: owner.layoutFrame(of: guide))
        }
        for item in OverlayPlanner.items(for: samples, owner: owner.ownerSample, style: style) {
            let layer = ModelShapeLayer()
            layer.path = ModelShapeLayer.Path(rect: item.rect)
            layer.strokeColor = item.strokeColor
            layer.fillColor = nil
            layer.lineWidth = item.lineWidth
            layer.lineDashPattern = item.dashPattern.map { $0 }
            sublayers.append(layer)
            operations += 1
            if let label = item.label {
                let text = ModelTextLayer()
                text.string = label.text
                text.frame = label.frame
                text.backgroundColor = OverlayLabel.plateColor(for: item.strokeColor)
                labelLayers.append(text)
                operations += 1
            }
        }
        return operations
    }
}

/// A `CATextLayer` as a label needs one: a heap object with its text, frame and plate colour.
final class ModelTextLayer {
    var string = ""
    var frame = Rect(x: 0, y: 0, width: 0, height: 0)
    var backgroundColor = OverlayColor(hex: 0)
}

extension Workloads {
    /// A console log of `conflicts` reports as Xcode prints them, each with the date and process
    /// prefix, four constraints in both notations (guides, an identifier, an encapsulated height)
    /// and the broken one, with other console output between reports.
    static func conflictLog(conflicts: Int) -> String {
        var text = ""
        for index in 0..<conflicts {
            let cell = String(0x7f9b_0000_0000 + index * 0x200, radix: 16)
            let label = String(0x7f9c_0000_0000 + index * 0x200, radix: 16)
            let guide = String(0x6000_0000_0000 + index * 0x200, radix: 16)
            let constraint = { (offset: Int) in String(0x6000_1000_0000 + index * 0x40 + offset, radix: 16) }
            let broken =
                "<NSLayoutConstraint:0x\(constraint(1)) UILabel:0x\(label)'Title'.height == 44   (active)>"
            text += """
                2024-05-02 10:22:33.123456+0200 Shop[1234:56789] [LayoutConstraints] Unable to simultaneously satisfy constraints.
                \tProbably at least one of the constraints in the following list is one you don't want.
                (
                    "<NSLayoutConstraint:0x\(constraint(0)) V:|-(8)-[UILabel:0x\(label)'Title']   (active, names: '|':Shop.CardCell:0x\(cell) )>",
                    "\(broken)",
                    "<NSLayoutConstraint:0x\(constraint(2)) 'bottom' UILabel:0x\(label)'Title'.bottom == UILayoutGuide:0x\(guide)'UIViewLayoutMarginsGuide'.bottom - 8 @999   (active)>",
                    "<NSLayoutConstraint:0x\(constraint(3)) 'UIView-Encapsulated-Layout-Height' Shop.CardCell:0x\(cell).height == 44   (active)>"
                )

                Will attempt to recover by breaking constraint
                \(broken)

                Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
                The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
                2024-05-02 10:22:33.200000+0200 Shop[1234:56789] Loaded \(index) cards

                """
        }
        return text
    }
}

extension Workloads {
    /// A report of one conflict with the shape of any toolbar, rating row or stack of chips:
    /// `labels` labels in a row, each at least 10 wide, at least 8 apart and 8 from the container's
    /// edges, in a container UIKit made `short` points too narrow for them: `2 × labels + 2`
    /// constraints, every one of them needed for the conflict.
    static func conflictRow(labels: Int, short: Int = 1) -> String {
        conflictRows(labels: labels, short: short, down: false)
    }

    /// ``conflictRow(labels:short:)``, and with `down` the same row down as well, in one report:
    /// each axis too short, so no single change resolves both and `explain --fix` searches pairs
    /// (each first change, then the single fixes of the other axis).
    static func conflictRows(labels: Int, short: Int = 1, down: Bool = true) -> String {
        var lines: [String] = []
        let container = "UIView:0x7f0000000100"
        func label(_ index: Int) -> String { "UILabel:0x7f00000\(String(0x1000 + index, radix: 16))" }
        func add(_ text: String, names: String? = nil) {
            let state = names.map { "active, names: \($0)" } ?? "active"
            lines.append(
                "    \"<NSLayoutConstraint:0x6000\(String(lines.count + 1, radix: 16)) \(text)   (\(state))>\","
            )
        }
        let size = labels * 10 + (labels + 1) * 8 - short
        let axes = [
            ("H", "Width", "leading", "trailing", "width"), ("V", "Height", "top", "bottom", "height"),
        ]
        for (axis, format, before, after, length) in down ? axes : [axes[0]] {
            add("\(axis):|-(8)-[\(label(0))]", names: "'|':\(container) ")
            for index in 0..<labels {
                add("\(label(index)).\(length) >= 10")
                if index > 0 { add("\(label(index)).\(before) >= \(label(index - 1)).\(after) + 8") }
            }
            add("\(axis):[\(label(labels - 1))]-(8)-|", names: "'|':\(container) ")
            add("'UIView-Encapsulated-Layout-\(format)' \(container).\(length) == \(size)")
        }
        return "Unable to simultaneously satisfy constraints.\n(\n" + lines.joined(separator: "\n")
            + "\n)\n\n"
            + "Will attempt to recover by breaking constraint \n"
            + "<NSLayoutConstraint:0x60002 \(label(0)).width >= 10   (active)>\n"
    }
}
