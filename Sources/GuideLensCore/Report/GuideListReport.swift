/// The report as JSON, one object per guide, for scripts that want the text tree's facts
/// without parsing text.
package enum GuideListReport {
    /// The version of the report's JSON: raised when a field changes meaning or goes.
    package static let schemaVersion = 1

    /// What `guidelens report --json` writes.
    package struct Document: Codable, Equatable, Sendable {
        /// ``GuideListReport/schemaVersion`` when written.
        package var schemaVersion: Int
        /// How many guides the snapshot holds.
        package var guideCount: Int
        /// How many views own at least one guide.
        package var viewCount: Int
        /// How many guides break at least one lint rule.
        package var flagged: Int
        /// Every guide, in snapshot order.
        package var guides: [Guide]
    }

    /// One guide of the report.
    package struct Guide: Codable, Equatable, Sendable {
        /// Where it is in the snapshot: `windows[0].subviews[2].guides[1]`.
        package var path: String
        /// The owning view's class.
        package var owner: String
        /// The owning view's address, `0x…`.
        package var ownerAddress: String
        /// The guide's class (`class` in the JSON).
        package var className: String
        /// The guide's address, `0x…`.
        package var address: String
        /// The guide's identifier (empty when it has none).
        package var identifier: String
        /// What the guide is for.
        package var kind: GuideKind
        /// The guide's frame in its owner: x, y, width, height.
        package var layoutFrame: [Double]
        /// The guide's frame in its window: x, y, width, height.
        package var windowFrame: [Double]
        /// The names of the rules it breaks (`ambiguous`, `zero-area`), as the text report flags them.
        package var flags: [String]

        private enum CodingKeys: String, CodingKey {
            case path, owner, ownerAddress, className = "class", address, identifier, kind, layoutFrame,
                windowFrame, flags
        }
    }

    /// The report of `snapshot`.
    package static func document(for snapshot: Snapshot) -> Document {
        var guides: [Guide] = []
        var owners = 0
        snapshot.forEachView { visit in
            let view = visit.view
            if !view.guides.isEmpty { owners += 1 }
            let duplicated = LintRule.duplicatedIdentifiers(in: view)
            for (index, guide) in view.guides.enumerated() {
                guides.append(
                    Guide(
                        path: visit.path + ".guides[\(index)]", owner: view.className,
                        ownerAddress: view.address.description, className: guide.className,
                        address: guide.address.description, identifier: guide.identifier, kind: guide.kind,
                        layoutFrame: guide.layoutFrame.components,
                        windowFrame: guide.frameInWindow.components,
                        flags: LintRule.violations(of: guide, in: view, duplicatedIdentifiers: duplicated)
                            .map(\.name)))
            }
        }
        return Document(
            schemaVersion: schemaVersion, guideCount: guides.count, viewCount: owners,
            flagged: guides.filter { !$0.flags.isEmpty }.count, guides: guides)
    }

    /// The report of `snapshot` as JSON text: ``Document``, written by ``JSONAnswer``.
    package static func json(for snapshot: Snapshot) -> String {
        JSONAnswer.text(document(for: snapshot))
    }
}
