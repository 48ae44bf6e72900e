import Foundation

/// A snapshot as one self-contained HTML page: the wireframe of each window as the overlay draws
/// it, the tree of windows, views and guides, and every answer the CLI gives of the item selected
/// (frames, kind and its evidence, constraints as equations, `why`, `why --check`, lint). Nothing
/// is fetched: the style, the script and the data are in the file, so that it can be attached to
/// a bug report or a pull request and opened by anyone, on any machine, offline.
///
/// Everything the app wrote (identifiers, class names, label text) reaches the page as text: the
/// data is JSON in a script element of its own, with every `<` written `\u003c`, and the script
/// puts it on the page as text, never as markup.
@_spi(Engine)
public struct InspectorPage: Sendable {
    /// How many guides get their `why` answer by default.
    public static let defaultWhyLimit = 1_000

    /// The guides whose `why` answer the page holds: the first this many, in walk order.
    public var whyLimit: Int

    /// A page writer.
    public init(whyLimit: Int = InspectorPage.defaultWhyLimit) {
        self.whyLimit = whyLimit
    }

    /// The page of `snapshot`.
    public func html(for snapshot: Snapshot) -> String {
        html(InspectorDocument(snapshot, whyLimit: whyLimit), of: snapshot)
    }

    /// The page of `after`, with what changed since `before` (`guidelens diff --html`): each
    /// guide added, removed, moved or resized by more than `tolerance` points, listed on top,
    /// flagged in the tree and drawn where it was before.
    public func html(for after: Snapshot, comparedWith before: Snapshot, tolerance: Double = 0.5) -> String {
        html(
            InspectorDocument(after, comparedWith: before, tolerance: tolerance, whyLimit: whyLimit),
            of: after)
    }

    private func html(_ document: InspectorDocument, of snapshot: Snapshot) -> String {
        var options = SnapshotRenderer.Options()
        options.isForInspector = true
        let renderer = SnapshotRenderer(options: options)
        var pictures = ""
        for (index, window) in snapshot.windows.enumerated() {
            let single = Snapshot(title: snapshot.title, screenScale: snapshot.screenScale, windows: [window])
            pictures +=
                "<div class=\"picture\" data-window=\"\(index)\"\(index == 0 ? "" : " hidden")>"
                + renderer.svg(for: single) + "</div>\n"
        }
        let title = snapshot.title.isEmpty ? "GuideLens snapshot" : snapshot.title
        return PageHead.html(title: title, style: Self.style)
            + """
            <header id="top">
            <h1>\(SnapshotRenderer.escape(title))</h1>
            <p id="counts"></p>
            <details id="findings" open><summary id="findings-summary">Findings</summary><ul id="findings-list"></ul></details>
            </header>
            <main>
            <nav id="side" aria-label="Hierarchy">
            <div class="controls">
            <input id="search" type="search" placeholder="Search: name, address, identifier, label" aria-label="Search the hierarchy" autocomplete="off">
            <select id="kind-filter" aria-label="Show"><option value="">Everything</option><option value="view">Views and windows</option><option value="guide">Every guide</option></select>
            <p id="search-status" aria-live="polite"></p>
            </div>
            <ul id="tree" role="tree" aria-label="Windows, views and guides"></ul>
            </nav>
            <section id="stage" aria-label="Wireframe">
            <div class="toolbar"><div id="tabs" role="group" aria-label="Windows"></div>
            <span class="spacer"></span>
            <button type="button" id="zoom-out" aria-label="Zoom out">−</button><button type="button" id="zoom-fit">Fit</button><button type="button" id="zoom-in" aria-label="Zoom in">+</button></div>
            <div id="pictures">
            \(pictures)</div>
            </section>
            <aside id="details" aria-label="Details"><p class="empty">Select a view or a guide, in the tree or on the picture.</p></aside>
            </main>
            <script type="application/json" id="guidelens-data">\(Self.scriptSafeJSON(document))</script>
            <script>
            \(Self.script)</script>
            </body>
            </html>

            """
    }

    /// `document` as JSON that cannot end the script element it sits in: every `<` (and the
    /// line separators JavaScript once read as line ends) written as a `\u` escape, which
    /// `JSON.parse` reads back as the same text.
    static func scriptSafeJSON(_ document: InspectorDocument) -> String {
        let encoder = JSONEncoder()
        // Keys sorted: the same snapshot gives the same page, byte for byte.
        encoder.outputFormatting = [.withoutEscapingSlashes, .sortedKeys]
        let data = (try? encoder.encode(document)) ?? Data("{}".utf8)
        var text = ""
        text.reserveCapacity(data.count + data.count / 64)
        for scalar in String(decoding: data, as: UTF8.self).unicodeScalars {
            switch scalar {
            case "<": text += "\\u003c"
            case ">": text += "\\u003e"
            case "&": text += "\\u0026"
            case "\u{2028}": text += "\\u2028"
            case "\u{2029}": text += "\\u2029"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
