/// The words of a recomputation (`why --check`, and the line of one guide's answer).
extension PlacementText {
    /// `left`, `width`, `top`, `height`: a checked value's name (physical edges: the model
    /// recomputes frames).
    static func name(_ check: Recomputation.Check) -> String {
        check.axis.attribute(check.role, physical: true).name
    }

    /// The whole snapshot: how many items were recomputed within the margin, then each value that
    /// was not, with what the record lacks or what differs.
    package static func check(_ recomputation: Recomputation) -> String {
        let (guides, views) = recomputation.items
        func count(_ part: (matching: Int, total: Int), _ noun: String) -> String {
            "\(part.matching) of \(part.total) \(noun)\(part.total == 1 ? "" : "s")"
        }
        var text = "Recomputed from the record (required constraints held, priorities solved as UIKit does): "
        text +=
            count(guides, "guide")
            + (views.total == 0 ? " (no view records its layout)" : " and " + count(views, "view"))
        text += " within \(number(Recomputation.margin)) pt of their recorded frames"
        text +=
            guides.total + views.total == 0
            ? "; the snapshot records no constraints to recompute from.\n" : ".\n"
        for check in recomputation.mismatches {
            text += "  \(item(check.name, check.address)) \(name(check)): " + mismatch(check) + "\n"
        }
        return text
    }

    /// What one check that does not match says.
    static func mismatch(_ check: Recomputation.Check) -> String {
        switch check.outcome {
        case .matches(let value): return "recomputed \(number(value))"
        case .differs(let value):
            let difference = value - check.recorded
            return "recomputed \(number(value)), recorded \(number(check.recorded)) "
                + "(\(difference > 0 ? "+" : "−")\(number(abs(difference)))): the record does not hold what makes "
                + "the difference (a constraint it lacks, a layout pass since, or a tie UIKit broke another way)"
        case .open(let lower, let upper):
            switch (lower, upper) {
            case (let lower?, let upper?):
                return "the record leaves it anywhere from \(number(lower)) to \(number(upper)) (recorded "
                    + "\(number(check.recorded))): a constraint it does not hold fixes it"
            case (let lower?, nil):
                return
                    "the record bounds it only from below, at \(number(lower)) (recorded \(number(check.recorded))): "
                    + "a constraint it does not hold fixes it"
            case (nil, let upper?):
                return
                    "the record bounds it only from above, at \(number(upper)) (recorded \(number(check.recorded))): "
                    + "a constraint it does not hold fixes it"
            case (nil, nil):
                return "no recorded constraint places it on this axis (recorded \(number(check.recorded)))"
            }
        case .tied(let lower, let upper):
            return
                "constraints below required tie: every value from \(number(lower)) to \(number(upper)) is as good "
                + "(recorded \(number(check.recorded))), and UIKit picks one without saying which (a layout Apple's "
                + "Auto Layout Guide calls ambiguous); a different priority for one of them decides it"
        case .conflict(let entries):
            return "its recorded required constraints cannot hold together (\(entries.count) of the record's "
                + "constraints): `guidelens explain` on them gives the arithmetic"
        case .unsettled(let reason): return "not settled (\(reason))"
        }
    }

    /// One guide's line: its own values recomputed, or which are not and why.
    static func recomputed(_ checks: [Recomputation.Check]) -> String {
        guard !checks.isEmpty else { return "" }
        if checks.allSatisfy(\.matches) {
            return "Recomputed: "
                + checks.map { "\(name($0)) \(number($0.computed ?? .nan))" }.joined(separator: ", ")
                + " from the record, each within \(number(Recomputation.margin)) pt of the recorded frame.\n"
        }
        var text = "Recomputed from the record:\n"
        for check in checks {
            text +=
                "  \(name(check)) " + (check.matches ? number(check.computed ?? .nan) : mismatch(check))
                + "\n"
        }
        return text
    }
}
