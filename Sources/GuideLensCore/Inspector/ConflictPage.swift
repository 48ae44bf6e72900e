import Foundation

/// A constraint log's conflicts as one self-contained HTML page (`guidelens explain LOG --html`):
/// for each conflict, its items as boxes and its constraints as labelled edges between them (the
/// one UIKit broke dashed red, those that cannot hold together in orange, as the arithmetic found
/// them), the constraints as equations beside it, and the explanation `guidelens explain` prints.
/// Hovering a constraint or an edge marks it and its items; a box marks its constraints.
///
/// Everything the log holds reaches the page as escaped text; nothing is fetched.
@_spi(Engine)
public struct ConflictPage: Sendable {
    /// The conflicts shown: all of them, or a page, as `explain --from --limit` chooses.
    var explanation: ConflictExplanation
    /// Whether each conflict ends with its fixes (`--fix`).
    var includesFixes: Bool

    /// The page of `log`'s conflicts from the `from`th on (at most `limit`), with `snapshot`'s
    /// places when given.
    package init(
        log: ConstraintLog, snapshot: Snapshot? = nil, from: Int = 1, limit: Int? = nil,
        includesFixes: Bool = false
    ) {
        explanation = ConflictExplanation(log: log, snapshot: snapshot, from: from, limit: limit)
        self.includesFixes = includesFixes
    }

    /// The page.
    package func html(title: String) -> String {
        let log = explanation.log
        let places = explanation.snapshot.map(ConflictExplanation.places) ?? [:]
        var sections = ""
        var contents = ""
        for index in explanation.shown {
            let conflict = log.conflicts[index]
            let number = index + 1
            var one = ConflictExplanation(
                log: log, snapshot: explanation.snapshot, from: number, limit: 1)
            one.includesFixes = includesFixes
            let diagram = ConflictDiagram(conflict: conflict, places: places)
            contents +=
                "<li><a href=\"#conflict-\(number)\">Conflict \(number)</a>: \(conflict.items.count) items, "
                + "\(conflict.weighed.count) constraints\(conflict.broken == nil ? "" : ", one broken")</li>\n"
            sections += """
                <section class="conflict" id="conflict-\(number)" aria-labelledby="conflict-\(number)-title">
                <h2 id="conflict-\(number)-title">Conflict \(number) <span class="muted">(log line \(conflict.line))</span></h2>
                <div class="columns">
                <figure>\(diagram.svg)<figcaption>\(ConflictDiagram.legend)</figcaption></figure>
                <div><h3>Constraints</h3><ol class="constraints">\(diagram.listItems)</ol></div>
                </div>
                <h3>Explained</h3>
                <pre>\(SnapshotRenderer.escape(one.text))</pre>
                </section>

                """
        }
        let summary =
            log.conflicts.isEmpty
            ? "No conflict in this log."
            : "\(log.conflicts.count) conflict\(log.conflicts.count == 1 ? "" : "s")"
                + (explanation.isPage
                    ? ", \(explanation.shown.lowerBound + 1) to \(explanation.shown.upperBound) shown" : "")
        return PageHead.html(title: title, style: Self.style)
            + """
            <header><h1>\(SnapshotRenderer.escape(title))</h1><p>\(summary)</p><ol>\(contents)</ol></header>
            <main>
            \(sections)</main>
            <script>
            \(Self.script)</script>
            </body>
            </html>

            """
    }

    static let style = #"""
        :root { --background: #ffffff; --text: #1d2230; --muted: #5b6270; --line: #d9dce2; --code: #eef0f3; --hover: #e7effb;
          --link: #0a66d8; --broken: #c0181f; --chain: #a85a00; }
        @media (prefers-color-scheme: dark) {
          :root { --background: #15171c; --text: #e6e8ec; --muted: #a2a9b6; --line: #343945; --code: #262a33; --hover: #26324a;
            --link: #5aa2ff; --broken: #ff7b72; --chain: #f0a04b; }
        }
        body { margin: 0; padding: 0 18px 30px; background: var(--background); color: var(--text);
          font: 13px/1.45 -apple-system, BlinkMacSystemFont, "Segoe UI", "DejaVu Sans", sans-serif; }
        header { border-bottom: 1px solid var(--line); padding: 10px 0; }
        h1 { font-size: 17px; margin: 0; } h2 { font-size: 15px; } h3 { font-size: 13px; margin: 12px 0 4px; }
        a { color: var(--link); }
        .muted { color: var(--muted); font-weight: normal; }
        .conflict { border-bottom: 1px solid var(--line); padding-bottom: 12px; }
        .columns { display: flex; flex-wrap: wrap; gap: 18px; align-items: flex-start; }
        figure { margin: 0; } figcaption { color: var(--muted); font-size: 12px; }
        svg.diagram { background: #f7f8fa; border: 1px solid var(--line); border-radius: 6px; max-width: 100%; height: auto; }
        .box rect { fill: #ffffff; stroke: #7d8593; stroke-width: 1.2; }
        .box text { font: 11px Menlo, "DejaVu Sans Mono", monospace; fill: #1d2230; }
        .box .note { fill: #5b6270; font-size: 10px; }
        .box .note.broken { fill: #c0181f; font-weight: bold; } .box .note.chain { fill: #a85a00; }
        .box .note.lit { text-decoration: underline; }
        .edge path { fill: none; stroke: #9aa1ad; stroke-width: 1.5; }
        .edge.chain path { stroke: #e07a00; stroke-width: 2.2; }
        .edge.broken path { stroke: #e0202a; stroke-width: 2.2; stroke-dasharray: 6 3; }
        .edge rect { fill: #ffffff; fill-opacity: 0.92; }
        .edge text { font: 10.5px Menlo, "DejaVu Sans Mono", monospace; fill: #3c4350; }
        .edge.broken text { fill: #c0181f; } .edge.chain text { fill: #a85a00; }
        .lit path { stroke-width: 4 !important; } .lit rect { stroke: #0a66d8 !important; stroke-width: 2.5 !important; }
        ol.constraints { margin: 0; padding-left: 26px; font: 12px/1.6 Menlo, "DejaVu Sans Mono", monospace; }
        ol.constraints li { padding: 0 4px; border-radius: 3px; }
        ol.constraints li:hover, ol.constraints li:focus, ol.constraints li.lit { background: var(--hover); outline: none; }
        ol.constraints .broken { color: var(--broken); } ol.constraints .chain { color: var(--chain); }
        ol.constraints li:focus-visible { outline: 2px solid var(--link); outline-offset: -2px; }
        pre { font: 12px/1.45 Menlo, "DejaVu Sans Mono", monospace; background: var(--code); padding: 8px; border-radius: 4px; white-space: pre-wrap; overflow-wrap: anywhere; }
        """#

    /// Hover and focus in step: a constraint (list or edge) lights itself and its items, a box
    /// its constraints.
    static let script = #"""
        (function () {
          "use strict";
          document.querySelectorAll("section.conflict").forEach(function (section) {
            function light(constraints, items, on) {
              constraints.forEach(function (n) {
                section.querySelectorAll('[data-constraint="' + n + '"]').forEach(function (node) { node.classList.toggle("lit", on); });
              });
              items.forEach(function (n) {
                section.querySelectorAll('.box[data-item="' + n + '"]').forEach(function (node) { node.classList.toggle("lit", on); });
              });
            }
            section.querySelectorAll("[data-constraint]").forEach(function (node) {
              var constraint = node.getAttribute("data-constraint");
              var items = (node.getAttribute("data-items") || "").split(" ").filter(Boolean);
              ["mouseenter", "focus"].forEach(function (name) { node.addEventListener(name, function () { light([constraint], items, true); }); });
              ["mouseleave", "blur"].forEach(function (name) { node.addEventListener(name, function () { light([constraint], items, false); }); });
            });
            section.querySelectorAll(".box").forEach(function (box) {
              var constraints = (box.getAttribute("data-constraints") || "").split(" ").filter(Boolean);
              var item = [box.getAttribute("data-item")];
              box.addEventListener("mouseenter", function () { light(constraints, item, true); });
              box.addEventListener("mouseleave", function () { light(constraints, item, false); });
            });
          });
          document.documentElement.dataset.ready = "true";
        })();
        """#
}
