extension InspectorPage {
    /// The page's style sheet: three panes (tree, picture, details) over the findings; light and
    /// dark by the reader's setting; the picture keeps its own light canvas, as a screenshot does.
    static let style = #"""
        :root {
          --background: #ffffff; --pane: #f6f7f9; --text: #1d2230; --muted: #5b6270; --line: #d9dce2;
          --accent: #0a66d8; --accent-text: #ffffff; --hover: #e7effb; --selected: #cfe0fa;
          --error: #c62828; --warning: #855800; --note: #3c4350; --code: #eef0f3;
        }
        @media (prefers-color-scheme: dark) {
          :root {
            --background: #15171c; --pane: #1d2027; --text: #e6e8ec; --muted: #a2a9b6; --line: #343945;
            --accent: #5aa2ff; --accent-text: #0b1220; --hover: #26324a; --selected: #2c4470;
            --error: #ff7b72; --warning: #e3b341; --note: #c9d1d9; --code: #262a33;
          }
        }
        * { box-sizing: border-box; }
        html, body { height: 100%; margin: 0; }
        body { display: flex; flex-direction: column; background: var(--background); color: var(--text);
          font: 13px/1.4 -apple-system, BlinkMacSystemFont, "Segoe UI", "DejaVu Sans", sans-serif; }
        header { padding: 8px 14px; border-bottom: 1px solid var(--line); }
        h1 { font-size: 16px; margin: 0 0 2px; }
        #counts { margin: 0; color: var(--muted); }
        #findings summary { cursor: pointer; color: var(--muted); margin-top: 4px; }
        #findings ul { margin: 4px 0 0; padding: 0; list-style: none; max-height: 22vh; overflow: auto; }
        #findings li { padding: 1px 0; }
        #findings button { all: unset; cursor: pointer; color: var(--accent); text-decoration: underline; }
        #findings button:focus-visible { outline: 2px solid var(--accent); }
        .severity-error { color: var(--error); font-weight: 600; }
        .severity-warning { color: var(--warning); font-weight: 600; }
        .severity-note { color: var(--note); font-weight: 600; }
        main { flex: 1; display: grid; grid-template-columns: minmax(220px, 24%) 1fr minmax(280px, 30%); min-height: 0; }
        #side { display: flex; flex-direction: column; border-right: 1px solid var(--line); background: var(--pane); min-height: 0; }
        .controls { padding: 8px; display: grid; gap: 6px; border-bottom: 1px solid var(--line); }
        .controls input, .controls select { font: inherit; padding: 4px 6px; color: var(--text);
          background: var(--background); border: 1px solid var(--line); border-radius: 4px; }
        #search-status { margin: 0; color: var(--muted); min-height: 1.2em; }
        #tree, #tree ul { list-style: none; margin: 0; padding: 0; }
        #tree { overflow: auto; flex: 1; padding: 4px 0; }
        #tree .row { display: flex; align-items: center; gap: 5px; white-space: nowrap; cursor: pointer;
          padding: 1px 6px 1px calc(6px + var(--depth, 0) * 14px); }
        #tree .row:hover, #tree .row.hovered { background: var(--hover); }
        #tree [aria-selected="true"] > .row { background: var(--selected); }
        #tree [aria-selected="true"] > .row .muted { color: var(--text); }
        #tree [role="treeitem"]:focus { outline: none; }
        #tree [role="treeitem"]:focus-visible > .row { outline: 2px solid var(--accent); outline-offset: -2px; }
        #tree [aria-expanded="false"] > ul { display: none; }
        .twisty { width: 10px; color: var(--muted); flex: none; text-align: center; }
        .swatch { width: 9px; height: 9px; border: 1.5px dashed currentColor; flex: none; }
        .name { flex: none; }
        .muted { color: var(--muted); }
        .badge { font-size: 11px; padding: 0 4px; border-radius: 3px; background: var(--code); color: var(--muted); }
        .badge.flag { color: var(--warning); }
        .filtered-out { display: none !important; }
        #stage { display: flex; flex-direction: column; min-width: 0; min-height: 0; }
        .toolbar { display: flex; gap: 4px; align-items: center; padding: 6px 8px; border-bottom: 1px solid var(--line); }
        .toolbar .spacer { flex: 1; }
        .toolbar button, #tabs button { font: inherit; color: var(--text); background: var(--pane);
          border: 1px solid var(--line); border-radius: 4px; padding: 2px 9px; cursor: pointer; }
        #tabs button[aria-pressed="true"] { background: var(--accent); color: var(--accent-text); }
        #pictures { flex: 1; position: relative; min-height: 0; background: var(--pane); }
        .picture { position: absolute; inset: 0; overflow: hidden; cursor: grab; }
        .picture.panning { cursor: grabbing; }
        .picture svg { width: 100%; height: 100%; display: block; background: #f4f5f7; }
        .picture .labels, .picture .view-name { pointer-events: none; }
        .marks rect { fill: none; pointer-events: none; vector-effect: non-scaling-stroke; }
        .marks .mark-selected { stroke: #0a66d8; stroke-width: 3; fill: #0a66d8; fill-opacity: 0.10; }
        .marks .mark-hovered { stroke: #0a66d8; stroke-width: 1.5; stroke-dasharray: 4 2; }
        .marks .mark-related { stroke: #e07a00; stroke-width: 2.5; fill: #e07a00; fill-opacity: 0.10; }
        .marks .change-moved, .marks .change-resized { stroke: #5b6270; stroke-width: 1.5; stroke-dasharray: 3 2; }
        .marks .change-removed { stroke: #e0202a; stroke-width: 1.5; stroke-dasharray: 3 2; }
        .marks line.change-path { stroke: #5b6270; stroke-width: 1; stroke-dasharray: 1 2; vector-effect: non-scaling-stroke; pointer-events: none; }
        #details { overflow: auto; padding: 10px 14px; border-left: 1px solid var(--line); }
        #details h2 { font-size: 15px; margin: 0 0 6px; word-break: break-all; }
        #details h3 { font-size: 13px; margin: 14px 0 4px; }
        #details dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 10px; margin: 0; }
        #details dt { color: var(--muted); }
        #details dd { margin: 0; word-break: break-word; }
        #details pre, #details code { font: 12px/1.45 Menlo, "DejaVu Sans Mono", monospace; background: var(--code); border-radius: 4px; }
        #details pre { padding: 8px; white-space: pre-wrap; overflow-wrap: anywhere; }
        #details code { padding: 0 3px; }
        #details ul { margin: 0; padding-left: 18px; }
        .constraint { padding: 2px 4px; border-radius: 3px; cursor: default; }
        .constraint:hover, .constraint:focus { background: var(--hover); outline: none; }
        .constraint:focus-visible { outline: 2px solid var(--accent); outline-offset: -2px; }
        #details a { color: var(--accent); }
        .constraint.inactive { color: var(--muted); text-decoration: line-through; }
        .link { all: unset; cursor: pointer; color: var(--accent); text-decoration: underline; }
        .link:focus-visible { outline: 2px solid var(--accent); }
        .empty { color: var(--muted); }
        """#
}
