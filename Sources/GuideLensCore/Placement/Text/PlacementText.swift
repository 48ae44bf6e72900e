extension AxisPlacement {
    /// `top`, `leading`, `right`: the position's name in the answer.
    package var positionName: String { positionAttribute.name }
    /// `height`, `width`.
    package var sizeName: String { sizeAttribute.name }
}

/// The words and numbers of a placement: values to a thousandth with a true minus sign,
/// constants as the constraint printed them, and the answer as text and as JSON.
package enum PlacementText {
    /// `75`, `−12.5`, `133.333`.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "?" : (value > 0 ? "∞" : "−∞") }
        return NumberFormatting.printed(NumberFormatting.rounding(value, places: 3))
    }

    /// A constant or multiplier as the constraint printed it.
    package static func shortest(_ value: Double) -> String { NumberFormatting.printed(value) }

    /// ` + 16`, ` − 8`, or nothing for 0.
    package static func signed(_ value: Double) -> String {
        if value == 0 { return "" }
        return (value < 0 ? " − " : " + ") + NumberFormatting.shortest(abs(value))
    }

    /// `constraint 2`, `constraints 2, 4`.
    package static func list(_ numbers: [Int]) -> String {
        ConstraintNumbers.text(numbers)
    }

    static func barName(_ kind: BarInputs.Kind) -> String {
        switch kind {
        case .navigationBar: "navigation bar"
        case .toolbar: "toolbar"
        case .tabBar: "tab bar"
        }
    }

    static func decision(_ decision: Decision) -> String {
        switch decision {
        case .fixed(let numbers): numbers.isEmpty ? "fixed" : "fixed by " + list(numbers)
        case .heldByInequalities(let numbers): "held from both sides by the inequalities of " + list(numbers)
        case .decidedByPriority(let verdict): decided(verdict)
        case .free: "free"
        case .notSettled(let reason): "not settled (\(reason))"
        }
    }

    /// `decided at priority 251 by constraint 12's content hugging (the required constraints leave
    /// it from 0 to 290.5); constraint 10's content hugging at priority 250 misses by 120.5`, or a
    /// tie's range, read from the solved layout; the verdict's own words otherwise.
    static func decided(_ verdict: PriorityVerdict) -> String {
        var text: String
        if let priority = verdict.decidingPriority {
            text =
                "decided at priority \(number(priority)) by "
                + verdict.holding.map { goal($0, withPriority: false) }.joined(separator: ", ")
        } else if case .tie(let lower, let upper, _)? = verdict.uncertainty {
            text = "a tie: any value from \(number(lower)) to \(number(upper)) is as good"
        } else {
            return verdict.holding.count == 1 && verdict.uncertainty == nil
                ? "decided by constraint \(verdict.holding[0].constraint), below required"
                : "decided by the priorities below required"
        }
        var notes: [String] = []
        if let range = verdict.requiredRange {
            notes.append(
                "the required constraints leave it "
                    + self.range(range).replacingOccurrences(of: "free ", with: ""))
        }
        notes += verdict.losing.map { "\(goal($0)) misses by \(number($0.miss))" }
        return notes.isEmpty ? text : text + " (" + notes.joined(separator: "; ") + ")"
    }

    // MARK: Text

    /// One line for a property list (Xcode's view debugger, the FLEX row): what decides each
    /// position and size, what is free, or what the snapshot lacks.
    /// `top 147.5: constraints 3, 4, 5, 6, 8; height 20: constraints 6, 9; free: none`.
    package static func summary(_ placement: GuidePlacement) -> String {
        var parts: [String] = []
        for axis in placement.axes.reversed() {
            for (name, value, decided) in [
                (axis.positionName, axis.positionValue, axis.positionDecision),
                (axis.sizeName, axis.sizeValue, axis.sizeDecision),
            ] {
                let how: String
                switch decided {
                case .fixed(let numbers), .heldByInequalities(let numbers):
                    how = numbers.isEmpty ? "fixed" : list(numbers)
                case .decidedByPriority(let verdict):
                    how =
                        verdict.holding.count == 1 && verdict.uncertainty == nil
                        ? "constraint \(verdict.holding[0].constraint) (below required)"
                        : "priorities below required"
                case .free: how = "free"
                case .notSettled: how = "not settled"
                }
                parts.append("\(name) \(number(value)): \(how)")
            }
        }
        if let insets = placement.insets {
            parts += insets.edges.map {
                "\($0.edge) inset \(number($0.inset))" + ($0.isDerived ? "" : " (not derived)")
            }
        }
        if parts.isEmpty {
            return placement.missing.isEmpty ? "nothing recorded" : "constraints not recorded"
        }
        return parts.joined(separator: "; ")
    }

    /// The answer as `guidelens why`, `showguides --why` and the FLEX panel print it.
    package static func text(_ placement: GuidePlacement) -> String {
        let frame = placement.frameInWindow
        var text = "\(placement.name) — \(placement.path)\n"
        text +=
            "\(placement.kind.displayName) guide at x \(number(frame.minX)), y \(number(frame.minY)), "
            + "width \(number(frame.width)), height \(number(frame.height)) (window coordinates)"
        if placement.hasAmbiguousLayout == true { text += "; UIKit reports its layout as ambiguous" }
        text += "\n"
        for context in placement.context { text += "Context: \(self.context(context)).\n" }
        for axis in placement.axes.reversed() {
            text +=
                "\n\(axis.axis.rawValue.capitalized): \(axis.positionName) \(number(axis.positionValue)), "
            text += "\(axis.sizeName) \(number(axis.sizeValue))\n"
            for line in axis.lines { text += indent(line) }
            if axis.lines.isEmpty { text += "  no recorded required constraint sets an edge on this axis\n" }
            for other in axis.others { text += "  " + other.text + "\n" }
            text += "  \(axis.positionName): \(decision(axis.positionDecision)); "
            text += "\(axis.sizeName): \(decision(axis.sizeDecision))\n"
            if let freedom = axis.freedom {
                text += "  Free: \(freedom.sentence).\n"
                text += "  Would fix it: " + freedom.fixTexts.joined(separator: "; or ") + ".\n"
            }
            for note in axis.notes { text += "  Note: \(note.text)\n" }
        }
        if !placement.recomputed.isEmpty { text += "\n" + recomputed(placement.recomputed) }
        if let insets = placement.insets {
            text +=
                "\n\(insets.kind == .safeArea ? "Safe area" : "Margins") insets, edge by edge:\n"
            for edge in insets.edges {
                for line in edge.lines {
                    text += String(repeating: "  ", count: line.depth + 1) + line.text + "\n"
                }
            }
        }
        let listed = placement.constraints
        if !listed.isEmpty {
            if listed.allSatisfy({ $0.source == .guide }) {
                text += "\nConstraints (as recorded by constraintsAffectingLayout):\n"
            } else {
                text +=
                    "\nConstraints (as recorded by constraintsAffectingLayout, the guide's, then the views' the "
                text +=
                    "trace goes through; then the content sizes UIKit makes from their intrinsic sizes"
                text +=
                    listed.contains(where: {
                        if case .contentOrigin = $0.source { true } else { false }
                    }) ? ", and where it starts a scroll view's content):\n" : "):\n"
            }
            for constraint in listed {
                var flags: [String] = [constraint.axis.rawValue]
                switch constraint.source {
                case .guide: break
                case .view(let address): flags.append("\(viewName(address, in: placement))'s")
                case .intrinsicSize: flags.append("intrinsic size")
                case .contentOrigin: flags.append("content origin")
                }
                if !LayoutPriority.isRequired(constraint.priority) {
                    flags.append("priority \(number(constraint.priority))")
                }
                if !constraint.isActive { flags.append("inactive") }
                if constraint.read == nil { flags.append("not read") }
                text +=
                    "  \(constraint.number). [\(flags.joined(separator: ", "))] \(constraint.description)\n"
            }
        }
        for missing in placement.missing { text += "\nMissing: \(missing.text).\n" }
        return text
    }

    /// `UILabel 0x3100`: a view of the answer by class and address, as its constraints name it.
    static func viewName(_ address: ObjectAddress, in placement: GuidePlacement) -> String {
        for constraint in placement.constraints {
            if let item = constraint.read?.items.first(where: { $0.address == address }) {
                return item.className.unqualifiedClassName + " " + address.description
            }
        }
        return address.description
    }

    static func indent(_ line: TraceLine) -> String {
        String(repeating: "  ", count: line.depth + 1) + line.text + "\n"
    }

    /// `why` for the guide at `address` in `snapshot`, or a line saying the capture lacks it: what
    /// the app's `GuideLens.whyHere(_:)` returns.
    package static func why(of address: ObjectAddress, in snapshot: Snapshot) -> String {
        let tracer = PlacementTracer(snapshot)
        guard case .found(let match) = GuideLookup(tracer).find(address.description) else {
            return "The guide \(address) is not in the capture of its hierarchy.\n"
        }
        return text(tracer.placement(of: match))
    }
}
