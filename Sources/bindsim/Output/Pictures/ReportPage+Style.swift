/// The report page's style sheet. Text colours keep a contrast ratio of at
/// least 4.5:1 on their backgrounds (WCAG AA) and no text is smaller than 11
/// pixels; one column below 1100 pixels, two above when there are several
/// scenarios. A marble diagram is drawn as wide as its column (it wraps into
/// rows, `ReportPage.marbleWidth`), so it never hides in a scroll box; a graph
/// wider than its column scrolls rather than shrinking its text.
extension ReportPage {
    static let css = """
        :root { color-scheme: light; }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 16px; background: #f3f4f6; color: #1f2937;
          font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "Liberation Sans", Arial, sans-serif; }
        h1 { font-size: 22px; margin: 0 0 2px; }
        h2 { font-size: 18px; margin: 0; overflow-wrap: anywhere; }
        h3 { font-size: 13px; margin: 18px 0 6px; color: #374151; text-transform: uppercase; letter-spacing: .04em; }
        h3 .count { text-transform: none; letter-spacing: 0; font-weight: normal; color: #4b5563; margin-left: 6px; }
        .summary { color: #4b5563; margin: 0 0 18px; }
        .comparison, article { background: #ffffff; border: 1px solid #d1d5db; border-radius: 8px; }
        .comparison { padding: 12px 16px; margin-bottom: 16px; overflow-x: auto; }
        .comparison h2 { margin-bottom: 8px; }
        table { border-collapse: collapse; }
        th, td { text-align: left; padding: 4px 12px 4px 0; border-bottom: 1px solid #e5e7eb; white-space: nowrap; }
        th { color: #374151; font-weight: 600; }
        td.num { text-align: right; font-variant-numeric: tabular-nums; }
        td:first-child { white-space: normal; overflow-wrap: anywhere; min-width: 10em; }
        .scenarios { display: grid; grid-template-columns: minmax(0, 1fr); gap: 16px; align-items: start; }
        @media (min-width: 1100px) { .scenarios.several { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
        article { padding: 16px; min-width: 0; border-top-width: 5px; }
        article.ok { border-top-color: #16a34a; }
        article.fail { border-top-color: #dc2626; }
        article.loop { border-top-color: #ea580c; }
        .file { font-family: ui-monospace, "Liberation Mono", Menlo, Consolas, monospace; font-size: 13px;
          color: #4b5563; margin: 2px 0 8px; overflow-wrap: anywhere; }
        .verdict { display: inline-block; padding: 2px 10px; border-radius: 999px; font-weight: 600; }
        .verdict.ok, .verdict-cell.ok { background: #dcfce7; color: #14532d; }
        .verdict.fail, .verdict-cell.fail { background: #fee2e2; color: #7f1d1d; }
        .verdict.loop, .verdict-cell.loop { background: #ffedd5; color: #7c2d12; }
        td.verdict-cell { padding-left: 8px; font-weight: 600; }
        .picture { border: 1px solid #e5e7eb; border-radius: 6px; background: #ffffff; }
        .picture svg { display: block; }
        .picture.graph { overflow-x: auto; }
        .picture.graph svg { margin: 0 auto; }
        .picture.marble svg { max-width: 100%; height: auto; }
        ul.expectations { list-style: none; padding: 0; margin: 0; }
        ul.expectations li { position: relative; padding: 3px 6px 3px 28px; border-bottom: 1px solid #f3f4f6; }
        ul.expectations li.fail { background: #fef2f2; }
        .mark { position: absolute; left: 8px; font-weight: 700; }
        li.pass .mark { color: #15803d; }
        li.fail .mark { color: #b91c1c; }
        .line { color: #4b5563; font-size: 12px; margin-right: 4px; }
        .detail { display: block; color: #7f1d1d; font-size: 13px; overflow-wrap: anywhere; }
        code, pre, .trace { font-family: ui-monospace, "Liberation Mono", Menlo, Consolas, monospace; font-size: 12.5px; }
        code { overflow-wrap: anywhere; }
        pre.loops, pre.diagnostics { margin: 0; padding: 8px 10px; border-radius: 6px; color: #1f2937; }
        pre.loops { white-space: pre-wrap; overflow-wrap: anywhere; }
        /* A diagnostic's caret line must stay under its column: no wrapping, a scroll bar instead. */
        pre.diagnostics { white-space: pre; overflow-x: auto; }
        pre.loops { background: #f9fafb; border: 1px solid #e5e7eb; }
        pre.errors { background: #fef2f2; border: 1px solid #fecaca; }
        pre.warnings { background: #fffbeb; border: 1px solid #fcd34d; }
        .controls { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 12px; margin: 14px 0 0;
          padding: 8px 10px; background: #f9fafb; border: 1px solid #e5e7eb; border-radius: 6px; font-size: 13px; }
        .controls .slider { width: 220px; vertical-align: middle; }
        .controls .now { font-variant-numeric: tabular-nums; color: #374151; }
        .controls .hint { color: #4b5563; font-size: 12px; }
        .controls button { font: inherit; padding: 1px 10px; }
        fieldset.lanes { flex-basis: 100%; margin: 0; padding: 2px 8px 4px; border: 1px solid #e5e7eb; border-radius: 6px; }
        fieldset.lanes legend { font-size: 12px; color: #4b5563; padding: 0 4px; }
        fieldset.lanes label { display: inline-block; margin-right: 12px; white-space: nowrap; }
        .trace { position: relative; max-height: 480px; overflow-y: auto; border: 1px solid #e5e7eb; border-radius: 6px;
          padding: 4px 0; }
        .tl { padding: 0 8px 0 calc(26px + var(--depth) * 1.25em); white-space: pre-wrap; overflow-wrap: anywhere;
          border-left: 3px solid transparent; }
        .tl.step { padding-left: 8px; }
        .tl.step { font-weight: 700; color: #1e3a8a; margin-top: 4px; }
        .tl.note { color: #4b5563; }
        .tl.ev { cursor: pointer; }
        .tl.ev:hover { background: #f3f4f6; }
        .tl .fold { font: 11px/1 system-ui, sans-serif; width: 18px; margin: 0 4px 0 -22px; padding: 0; border: none;
          background: none; color: #374151; cursor: pointer; }
        .tl.folded .fold { color: #b45309; }
        .tl.hidden { display: none; }
        .trace-note { color: #7f1d1d; margin: 4px 8px; }
        .tl.hl-selected { background: #fde68a; border-left-color: #b45309; }
        .tl.hl-cause { background: #dbeafe; border-left-color: #1e40af; }
        .tl.hl-effect { background: #dcfce7; border-left-color: #166534; }
        .tl.future, .marble g.future { opacity: .35; }
        .tl.future.hl-effect, .marble g.future.hl-effect { opacity: .8; }
        .marble g[data-event] { cursor: pointer; }
        .marble g.hl-selected > rect:not([data-ring]), .marble g.hl-selected > circle:not([data-badge]),
        .marble g.hl-selected > line, .marble g.hl-selected > path { stroke: #111827; stroke-width: 3px; }
        .marble g.hl-cause > rect:not([data-ring]) { stroke: #1e40af; stroke-width: 2.5px; }
        .marble g.hl-effect > rect:not([data-ring]) { stroke: #15803d; stroke-width: 2.5px; }
        .graph g[data-tags] { cursor: pointer; }
        .graph.linked g[data-tags]:not(.hl-chain) { opacity: .3; }
        .graph g.hl-chain > path { stroke-width: 3.5px; }
        .graph g.hl-chain > rect, .graph g.hl-chain > ellipse, .graph g.hl-chain > polygon { stroke-width: 3px; }

        """
}
