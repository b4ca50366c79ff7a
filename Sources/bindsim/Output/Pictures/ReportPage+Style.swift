/// The report page's style sheet. Text colours keep a contrast ratio of at
/// least 4.5:1 on their backgrounds (WCAG AA); one column below 1100 pixels,
/// two above when there are several scenarios; wide pictures scroll inside
/// their frame instead of overlapping the next column.
extension ReportPage {
    static let css = """
        :root { color-scheme: light; }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 24px; background: #f3f4f6; color: #1f2937;
          font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "Liberation Sans", Arial, sans-serif; }
        h1 { font-size: 22px; margin: 0 0 2px; }
        h2 { font-size: 18px; margin: 0; overflow-wrap: anywhere; }
        h3 { font-size: 13px; margin: 18px 0 6px; color: #374151; text-transform: uppercase; letter-spacing: .04em; }
        h3 .count { text-transform: none; letter-spacing: 0; font-weight: normal; color: #4b5563; margin-left: 6px; }
        .summary { color: #4b5563; margin: 0 0 18px; }
        .comparison, article { background: #ffffff; border: 1px solid #d1d5db; border-radius: 8px; }
        .comparison { padding: 12px 16px; margin-bottom: 24px; overflow-x: auto; }
        .comparison h2 { margin-bottom: 8px; }
        table { border-collapse: collapse; }
        th, td { text-align: left; padding: 4px 12px 4px 0; border-bottom: 1px solid #e5e7eb; white-space: nowrap; }
        th { color: #374151; font-weight: 600; }
        td.num { text-align: right; font-variant-numeric: tabular-nums; }
        td:first-child { white-space: normal; overflow-wrap: anywhere; min-width: 10em; }
        .scenarios { display: grid; grid-template-columns: minmax(0, 1fr); gap: 24px; align-items: start; }
        @media (min-width: 1100px) { .scenarios.several { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
        article { padding: 16px 20px; min-width: 0; border-top-width: 5px; }
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
        .picture { overflow-x: auto; border: 1px solid #e5e7eb; border-radius: 6px; background: #ffffff; }
        .picture svg { display: block; }
        .picture.graph svg { max-width: 100%; height: auto; margin: 0 auto; }
        ul.expectations { list-style: none; padding: 0; margin: 0; }
        ul.expectations li { position: relative; padding: 3px 6px 3px 28px; border-bottom: 1px solid #f3f4f6; }
        ul.expectations li.fail { background: #fef2f2; }
        .mark { position: absolute; left: 8px; font-weight: 700; }
        li.pass .mark { color: #15803d; }
        li.fail .mark { color: #b91c1c; }
        .line { color: #4b5563; font-size: 12px; margin-right: 4px; }
        .detail { display: block; color: #7f1d1d; font-size: 13px; overflow-wrap: anywhere; }
        code, pre { font-family: ui-monospace, "Liberation Mono", Menlo, Consolas, monospace; font-size: 12.5px; }
        code { overflow-wrap: anywhere; }
        pre.loops { margin: 0; padding: 8px 10px; background: #f9fafb; border: 1px solid #e5e7eb; border-radius: 6px;
          white-space: pre-wrap; overflow-wrap: anywhere; }
        pre.diagnostics { margin: 0; padding: 8px 10px; background: #fef2f2; border: 1px solid #fecaca; border-radius: 6px;
          color: #1f2937; white-space: pre-wrap; overflow-wrap: anywhere; }

        """
}
