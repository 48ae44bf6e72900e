/// What an inspector page knows of a snapshot, as the page's script reads it: every window, view
/// and guide as a row of one flat list (parents by index), each with its frames, flags, lint
/// findings, constraints as equations with the items they name, its `why` answer and what
/// `why --check` says of it; and the snapshot's findings, for the top of the page.
///
/// Every sentence in it is the CLI's own (`report`, `lint`, `why`, `why --check`), so the page
/// and the terminal never disagree.
package struct InspectorDocument: Encodable, Sendable {
    /// The version of this shape, for a page's script and for anyone reading the data.
    package static let schemaVersion = 1

    package var schemaVersion = Self.schemaVersion
    /// The snapshot's title.
    package var title: String
    /// The windows, each with the index of its row in ``items``.
    package var windows: [Window]
    /// Every window, view and guide, depth first, a view before its guides and its subviews.
    package var items: [Item]
    /// The lint findings, what the recomputation could not place, and what the page leaves out.
    package var findings: [Finding]
    /// Counts for the page's header.
    package var counts: Counts
    /// Every constraint the items name, each once (a chain's constraints place many guides):
    /// items refer to them by index.
    package var constraints: [Constraint]
    /// Every kind's evidence, each once: guides refer to them by index.
    package var evidence: [String]
    /// Each kind of guide, its words and its colour in the picture, for the tree and the filter.
    package var kinds: [Kind]
    /// What changed since an earlier snapshot, on a page of `guidelens diff --html`: each guide
    /// added, removed, moved or resized, with where it was before.
    package var changes: [Change]?

    /// One guide's change, drawn on its window's picture.
    package struct Change: Encodable, Sendable {
        /// `added`, `removed`, `moved` or `resized`.
        package var kind: String
        /// The guide's row, when it is on the page (every change but a removal).
        package var item: Int?
        /// The index of the window whose picture shows it.
        package var window: Int
        /// Where it was before, on that picture, `[x, y, width, height]`; `nil` when it was not
        /// there or cannot be drawn.
        package var before: [Double]?
        /// The diff's line for it.
        package var text: String
    }

    /// A kind of guide as the page shows it.
    package struct Kind: Encodable, Sendable {
        /// `safe-area`.
        package var kind: String
        /// `safe area`.
        package var name: String
        /// `#34c759`: the colour the overlay draws it in.
        package var color: String
    }

    /// One window (or the root of a subtree).
    package struct Window: Encodable, Sendable {
        /// The index of its row in ``InspectorDocument/items``.
        package var item: Int
        /// `UIWindow (0x…)`.
        package var name: String
    }

    /// A window, view or guide.
    package struct Item: Encodable, Sendable {
        /// Its address, as UIKit prints it: the page's link to it (`page.html#0x6000005ac060`).
        package var id: String
        /// `window`, `view` or `guide`.
        package var type: String
        /// Its class, without module.
        package var className: String
        /// A guide's identifier (empty when it has none).
        package var identifier: String?
        /// A view's text or identifier as its constraints print it beside its address (a label's
        /// text: `UILabel:0x…'Total'`), which tells it apart and which a search finds.
        package var label: String?
        /// A guide's kind, as `GuideKind` names it (`safe-area`).
        package var kind: String?
        /// A guide's kind in words, and the evidence for it: an index into
        /// ``InspectorDocument/evidence``.
        package var kindEvidence: Int?
        /// The index of the row of its owner or superview.
        package var parent: Int?
        /// The index of its window in ``InspectorDocument/windows``.
        package var window: Int
        /// Where it is in the snapshot: `windows[0].subviews[2].guides[1]`.
        package var path: String
        /// A view's frame in its superview, or a guide's `layoutFrame` in its owner.
        package var frame: String
        /// Its frame in the window.
        package var windowFrame: String
        /// Where it is on its window's picture, `[x, y, width, height]`; `nil` when it cannot be
        /// drawn (a frame that is not a number, or infinite).
        package var box: [Double]?
        /// What the report flags: hidden, transparent, clips, ambiguous, a frame that cannot be
        /// drawn, and the names of the lint rules it breaks.
        package var flags: [String]
        /// The recorded constraints that place it: indices into ``InspectorDocument/constraints``.
        package var constraints: [Int]
        /// Each constraint's number in the `why` answer, when the page holds the answer.
        package var constraintNumbers: [Int]?
        /// Its `why` answer (guides).
        package var why: String?
        /// What `why --check` says of its values.
        package var check: [String]?
    }

    /// A recorded constraint as an equation, with the items it names.
    package struct Constraint: Hashable, Encodable, Sendable {
        /// `UILayoutGuide(0x…).top == UIView(0x…).top + 16`, or the description as recorded when
        /// it does not read.
        package var text: String
        /// The addresses of the items it names.
        package var items: [String]
        /// Whether it is active.
        package var isActive: Bool
        /// The rows of the items it names that the snapshot holds: what the page reads, as
        /// `items` (a number is shorter than an address, and a page may hold 40,000 constraints).
        package var rows: [Int] = []

        package init(text: String, items: [String], isActive: Bool) {
            self.text = text
            self.items = items
            self.isActive = isActive
        }

        private enum CodingKeys: String, CodingKey {
            case text, items, inactive
        }

        /// `{"text", "items": [rows], "inactive": true}`, `inactive` only when it is.
        package func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(text, forKey: .text)
            try container.encode(rows, forKey: .items)
            if !isActive { try container.encode(true, forKey: .inactive) }
        }
    }

    /// One line at the top of the page.
    package struct Finding: Encodable, Sendable {
        /// `error`, `warning` or `note`.
        package var severity: String
        /// What found it: `lint GL001`, `why --check`, `page`.
        package var source: String
        /// What it says.
        package var text: String
        /// The address of the item it is about.
        package var item: String?
    }

    /// The numbers the page's header shows.
    package struct Counts: Encodable, Sendable {
        package var windows: Int
        package var views: Int
        package var guides: Int
        package var answered: Int
    }
}
