import GuideLensCommandLine
@_spi(Engine) import GuideLensCore
import Testing

/// `why --fix` over every sample scene: each value a guide's answer leaves free or tied (what
/// UIKit reports as an ambiguous layout) and each goal of its answer that misses gets a fix,
/// which is then written into the record and the record recomputed as `why --check` does; or,
/// for a guide UIKit makes for itself, the answer that the fix is on what the guide serves.
@Suite("why --fix on every sample scene: each ambiguity and missed goal fixed, checked on the changed record")
struct SceneFixSweepTests {
    /// `top`, `left`, `width` or `height`: a recomputed value's attribute as `why` names it.
    static func attribute(_ check: Recomputation.Check) -> String {
        switch (check.axis, check.role) {
        case (.vertical, .size): "height"
        case (.vertical, _): "top"
        case (.horizontal, .size): "width"
        case (.horizontal, _): "left"
        }
    }

    /// `constraint` as UIKit's `description` prints it, any relation, so that it can be written
    /// into a record as the constraint at `0x600000f0NNNN`.
    static func described(_ constraint: LoggedConstraint, number: Int) -> String {
        func anchor(_ anchor: LoggedAnchor) -> String {
            let item = anchor.item
            return "\(item.className):\(item.address)" + (item.identifier.map { "'\($0)'" } ?? "") + "."
                + anchor.attribute.name
        }
        let relation =
            switch constraint.relation {
            case .equal: "=="
            case .lessThanOrEqual: "<="
            case .greaterThanOrEqual: ">="
            }
        var text =
            "<NSLayoutConstraint:0x600000f0\(String(0x1000 + number, radix: 16)) "
            + "\(anchor(constraint.first)) \(relation) "
        guard let second = constraint.second else {
            return text + NumberFormatting.shortest(constraint.constant) + "   (active)>"
        }
        if constraint.multiplier != 1 { text += NumberFormatting.shortest(constraint.multiplier) + "*" }
        text += anchor(second)
        if constraint.constant != 0 {
            text +=
                (constraint.constant < 0 ? " - " : " + ")
                + NumberFormatting.shortest(abs(constraint.constant))
        }
        return text + "   (active)>"
    }

    struct Unapplied: Error, CustomStringConvertible {
        var description: String
    }

    /// `snapshot` with `fix` made in the record, as the app would make it: a priority set or a
    /// constraint deactivated where it is recorded; a constant changed as the constraint
    /// deactivated and one with the new constant added beside it (what Auto Layout solves alike);
    /// a hugging or compression resistance set on the view; constraints added to the guide.
    static func applying(_ fix: WishFix, _ placement: GuidePlacement, to snapshot: Snapshot) throws
        -> Snapshot
    {
        var changed = snapshot
        var edits:
            [(address: ObjectAddress, edit: LayoutModel.Edit, read: LoggedConstraint, priority: Double)] = []
        for change in fix.changes {
            let constraint = try #require(placement.constraints.first { $0.number == change.number })
            let read = try #require(constraint.read)
            edits.append((read.address, change.edit, read, constraint.priority))
        }
        var added: [(owner: ObjectAddress, constraint: RecordedConstraint, vertical: Bool)] = fix.added
            .enumerated().map { number, constraint in
                (
                    placement.address, RecordedConstraint(description: described(constraint, number: number)),
                    constraint.first.attribute.axis == .vertical
                )
            }
        var applied = 0
        func edit(_ constraints: inout GuideConstraints, owner: ObjectAddress) {
            for vertical in [false, true] {
                var list = vertical ? constraints.vertical : constraints.horizontal
                for index in list.indices {
                    for (address, change, read, priority) in edits
                    where list[index].description.contains(":\(address) ") {
                        applied += 1
                        switch change {
                        case .priority(let value): list[index].priority = value
                        case .deactivate: list[index].isActive = false
                        case .constant(let value):
                            list[index].isActive = false
                            var moved = read
                            moved.constant = value
                            added.append(
                                (
                                    owner,
                                    RecordedConstraint(
                                        description: described(moved, number: added.count + 1),
                                        priority: priority),
                                    vertical
                                ))
                        case .hugging, .compressionResistance: applied -= 1
                        }
                    }
                }
                if vertical { constraints.vertical = list } else { constraints.horizontal = list }
            }
        }
        func visit(_ view: inout ViewNode) {
            for index in view.guides.indices {
                if var constraints = view.guides[index].constraints {
                    edit(&constraints, owner: view.guides[index].address)
                    view.guides[index].constraints = constraints
                }
            }
            if var constraints = view.layout?.constraints {
                edit(&constraints, owner: view.address)
                view.layout?.constraints = constraints
            }
            for (_, change, read, _) in edits where read.first.item.address == view.address {
                // UIKit's defaults where the record has none: hugging 250, compression resistance 750.
                let (path, value, unset): (WritableKeyPath<ViewLayout, AxisPriorities?>, Double, Double)
                switch change {
                case .hugging(let priority): (path, value, unset) = (\.contentHugging, priority, 250)
                case .compressionResistance(let priority):
                    (path, value, unset) = (\.compressionResistance, priority, 750)
                default: continue
                }
                var layout = view.layout ?? ViewLayout()
                var priorities = layout[keyPath: path] ?? AxisPriorities(horizontal: unset, vertical: unset)
                if read.first.attribute.axis == .vertical {
                    priorities.vertical = value
                } else {
                    priorities.horizontal = value
                }
                layout[keyPath: path] = priorities
                view.layout = layout
                applied += 1
            }
            for index in view.subviews.indices { visit(&view.subviews[index]) }
        }
        for index in changed.windows.indices { visit(&changed.windows[index]) }
        guard applied >= edits.count else {
            throw Unapplied(description: "\(fix.changes) not all in the record")
        }
        // Added constraints go to the guide or view they were written for, on their axis.
        func add(_ view: inout ViewNode) {
            for (owner, constraint, vertical) in added {
                if let index = view.guides.firstIndex(where: { $0.address == owner }) {
                    var constraints = view.guides[index].constraints ?? GuideConstraints()
                    if vertical {
                        constraints.vertical.append(constraint)
                    } else {
                        constraints.horizontal.append(constraint)
                    }
                    view.guides[index].constraints = constraints
                } else if view.address == owner {
                    var layout = view.layout ?? ViewLayout()
                    var constraints = layout.constraints ?? GuideConstraints()
                    if vertical {
                        constraints.vertical.append(constraint)
                    } else {
                        constraints.horizontal.append(constraint)
                    }
                    layout.constraints = constraints
                    view.layout = layout
                }
            }
            for index in view.subviews.indices { add(&view.subviews[index]) }
        }
        for index in changed.windows.indices { add(&changed.windows[index]) }
        return changed
    }

    /// The recomputed value of `attribute` of the item at `address` in `snapshot`.
    static func recomputed(_ attribute: String, of address: ObjectAddress, in snapshot: Snapshot) -> Double? {
        LayoutModel(snapshot).recompute().checks.first {
            $0.address == address && Self.attribute($0) == attribute
        }?
        .computed
    }

    @Test(
        "every free or tied value and every missed goal of a guide's answer: a fix, checked on the changed record"
    )
    func everyScene() throws {
        var checked: [String] = []
        var uikits: [String] = []
        for scene in SampleScene.all {
            let snapshot = scene.build()
            let tracer = PlacementTracer(snapshot)
            var addresses: [ObjectAddress] = []
            func collect(_ view: ViewNode) {
                addresses += view.guides.map(\.address)
                view.subviews.forEach(collect)
            }
            snapshot.windows.forEach(collect)
            for address in addresses {
                guard case .found(let match) = GuideLookup(tracer).find(address.description) else { continue }
                let placement = tracer.placement(of: match)
                let name = "\(scene.name) \(placement.name)"
                for check in placement.recomputed {
                    switch check.outcome {
                    case .open, .tied: break
                    case .matches, .differs, .conflict, .unsettled: continue
                    }
                    let attribute = Self.attribute(check)
                    let search = WishFix.search(
                        WishFix.Wish(attribute: attribute, value: nil), placement: placement, tracer: tracer)
                    if search.fixes.isEmpty && search.isUIKits {
                        uikits.append("\(name) \(attribute)")
                        continue
                    }
                    let fix = try #require(search.fixes.first, "\(name) \(attribute): no fix")
                    let changed = try Self.applying(fix, placement, to: snapshot)
                    let value = Self.recomputed(attribute, of: placement.address, in: changed)
                    #expect(
                        value.map { abs($0 - fix.value) <= EngineTolerance.value } == true,
                        "\(name) \(attribute): \(fix.changes) \(fix.added) gives \(String(describing: value)) on the record, not \(fix.value)"
                    )
                    // Before the fix, the record leaves it undecided.
                    expectEqual(Self.recomputed(attribute, of: placement.address, in: snapshot), nil)
                    checked.append("\(name) \(attribute)")
                }
                // The app's goals: UIKit's own (a stack view's `UISV-spanning-fit` at 51, which wants
                // its spanner as narrow as it goes) miss by design.
                for constraint in placement.constraints
                where constraint.isActive && !LayoutPriority.isRequired(constraint.priority)
                    && constraint.read.map({ !ConflictArithmetic.isUIKits($0) }) == true
                {
                    let search = WishFix.search(
                        WishFix.Wish(goal: constraint.number), placement: placement, tracer: tracer)
                    guard search.goal?.holds == false else { continue }
                    let fix = try #require(search.fixes.first, "\(name) goal \(constraint.number): no fix")
                    let changed = try Self.applying(fix, placement, to: snapshot)
                    // Every value the fix moves is where the changed record puts it.
                    for moved in fix.others {
                        let value = Self.recomputed(moved.attribute, of: moved.address, in: changed)
                        #expect(
                            value.map { abs($0 - moved.after) <= EngineTolerance.value } == true,
                            "\(name) goal \(constraint.number): \(moved.name) \(moved.attribute) is \(String(describing: value)) on the record, not \(moved.after)"
                        )
                    }
                    checked.append("\(name) goal \(constraint.number)")
                }
            }
        }
        // The scenes' ambiguities: button-row's three guides, centred on the row with no top or
        // height; ambiguous-height's content area, with no height. Their missed goals:
        // placement-chain's spacers (constraint 7 beaten by the 999 of constraint 6),
        // hugging-row's spacer (the ≤ 8 beaten by the labels' hugging), optional-height's
        // footer (the card's 750 height beaten by the 999). The stack view's spanner is UIKit's.
        expectEqual(
            Set(checked),
            [
                "button-row leadingGuide top", "button-row leadingGuide height", "button-row middleGuide top",
                "button-row middleGuide height", "button-row trailingGuide top",
                "button-row trailingGuide height", "ambiguous-height contentArea height",
                "placement-chain spacer1 goal 7", "placement-chain spacer2 goal 7",
                "hugging-row spacer goal 8", "optional-height footer goal 8",
            ], "\(checked)")
        expectEqual(
            uikits,
            [
                "stack-center-equal-spacing UISV-alignment-spanner top",
                "stack-center-equal-spacing UISV-alignment-spanner height",
            ])
    }
}
