/// One rule broken by one guide.
package struct LintFinding: Hashable, Sendable {
    /// The rule.
    package var rule: LintRule
    /// Where the guide is in the snapshot: `windows[0].subviews[2].guides[1]`.
    package var path: String
    /// The guide's description, `<UILayoutGuide: 0x… - "space1">`.
    package var guide: String
    /// The owning view's description.
    package var owner: String
    /// What the rule's summary leaves out, when known: for GL001, the free attribute
    /// (`free: height (vertical)`), from the recorded constraints.
    package var detail: String? = nil

    /// The finding's severity (its rule's).
    package var severity: LintSeverity { rule.severity }

    /// `error GL001 ambiguous windows[0]…guides[1] <UILayoutGuide: …> in <UIView: …>: …`.
    package var line: String {
        "\(severity.rawValue) \(rule.id) \(rule.name) \(path) \(guide) in \(owner): \(message)"
    }

    /// The rule's summary, and the detail when there is one.
    package var message: String { rule.summary + (detail.map { "; " + $0 } ?? "") }
}

/// Checks every guide of a snapshot against the ``LintRule``s, for people and for CI.
package struct SnapshotLint: Sendable {
    /// Every finding, in snapshot order, then rule order.
    package var findings: [LintFinding]

    /// Lints a snapshot.
    package init(_ snapshot: Snapshot) {
        var findings: [LintFinding] = []
        var tracer: PlacementTracer?
        snapshot.forEachView { visit in
            let duplicated = LintRule.duplicatedIdentifiers(in: visit.view)
            for (index, guide) in visit.view.guides.enumerated() {
                for rule in LintRule.violations(of: guide, in: visit.view, duplicatedIdentifiers: duplicated)
                {
                    var finding = LintFinding(
                        rule: rule, path: visit.path + ".guides[\(index)]",
                        guide: Description.guide(guide),
                        owner: Description.view(visit.view))
                    if rule == .ambiguousLayout, guide.constraints != nil {
                        let placer = tracer ?? PlacementTracer(snapshot)
                        tracer = placer
                        let free = placer.placement(
                            of: GuideLookup.Match(guide: guide, owner: visit, path: "")
                        )
                        .freeAttributes
                        finding.detail =
                            free.isEmpty
                            ? "the recorded constraints fix every attribute"
                            : "free: " + free.joined(separator: ", ")
                    }
                    findings.append(finding)
                }
            }
        }
        self.findings = findings
    }

    /// The number of findings of a severity.
    package func count(of severity: LintSeverity) -> Int {
        findings.reduce(0) { $0 + ($1.severity == severity ? 1 : 0) }
    }

    /// Whether any finding is at least as severe as `threshold`: what fails a CI step.
    package func hasFindings(atLeast threshold: LintSeverity) -> Bool {
        findings.contains(where: { $0.severity >= threshold })
    }

    /// `2 errors, 1 warning` (or `no findings`).
    package var summary: String {
        guard !findings.isEmpty else { return "no findings" }
        let errors = count(of: .error)
        let warnings = count(of: .warning)
        return "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    }

    /// One line per finding, then the summary.
    package var text: String {
        (findings.map(\.line) + [summary]).joined(separator: "\n") + "\n"
    }

    /// The version of lint's JSON: raised when a field changes meaning or goes.
    package static let schemaVersion = 1

    /// What `guidelens lint --format json` writes.
    package struct Document: Codable, Equatable, Sendable {
        /// ``SnapshotLint/schemaVersion`` when written.
        package var schemaVersion: Int
        /// Every finding, in snapshot order, then rule order.
        package var findings: [Finding]
        /// How many findings are errors.
        package var errors: Int
        /// How many findings are warnings.
        package var warnings: Int
    }

    /// One finding as lint's JSON writes it.
    package struct Finding: Codable, Equatable, Sendable {
        /// The rule's id, `GL001`.
        package var rule: LintRule
        /// The rule's short name, `ambiguous`.
        package var name: String
        /// The rule's severity.
        package var severity: LintSeverity
        /// Where the guide is in the snapshot.
        package var path: String
        /// The guide's description.
        package var guide: String
        /// The owning view's description.
        package var owner: String
        /// The rule's summary, and the detail when there is one.
        package var message: String
    }

    /// The findings as ``Document``.
    package var document: Document {
        Document(
            schemaVersion: Self.schemaVersion,
            findings: findings.map {
                Finding(
                    rule: $0.rule, name: $0.rule.name, severity: $0.severity, path: $0.path, guide: $0.guide,
                    owner: $0.owner, message: $0.message)
            }, errors: count(of: .error), warnings: count(of: .warning))
    }

    /// The findings as JSON text: ``document``, written by ``JSONAnswer``.
    package var json: String { JSONAnswer.text(document) }
}
