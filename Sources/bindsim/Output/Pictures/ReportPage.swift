/// One self-contained HTML page for `bindsim report FILE... -o report.html`:
/// for each scenario its title, verdict, binding graph, marble diagram,
/// expectations and loop report; with several scenarios a comparison table
/// first and the scenarios side by side (two columns on a wide screen).
///
/// Each scenario's trace comes too, and the pictures are linked: clicking an
/// event in the trace, a marble or a part of the graph highlights its causal
/// chain in all three; lanes can be hidden; a slider and the arrow keys step
/// through the run; causal subtrees fold (`ReportPage.script`; `#selftest`
/// after the page's address makes the page try these on its first scenario and
/// write `data-selftest="pass"` or `"fail: …"` on `<body>`).
///
/// Inline CSS, inline SVG and one inline script only: no script, font, image or
/// anything else fetched, so it opens offline in any current browser. The markup
/// is also well-formed XML (void elements self-closed, the script in CDATA),
/// which the tests check. The SVG strings are embedded as given: pass what
/// `GraphSVGRenderer` and `MarbleSVGRenderer` render (they use no ids and no
/// `<style>`, so several pictures can share a page).
struct ReportPage {
    /// How a scenario ended, as the page colours it.
    enum VerdictClass: String, Sendable {
        /// Every expectation held and nothing looped unexpectedly.
        case ok
        /// An expectation failed or the run stopped on an error.
        case fail
        /// A step looped (expected or not): shown in orange.
        case loop
    }

    struct Expectation: Sendable, Equatable {
        var line: Int?
        /// The statement as written (`expect fullField == "Ada"`).
        var text: String
        var passed: Bool
        /// For a failure: what was expected and what was found.
        var detail: String?

        init(line: Int? = nil, text: String, passed: Bool, detail: String? = nil) {
            self.line = line
            self.text = text
            self.passed = passed
            self.detail = detail
        }
    }

    /// One line of a scenario's trace on the page: a step's heading, an event (with its
    /// id, its cause's id and the tags of the pictures' parts it touches), or a note.
    struct TraceLine: Sendable, Equatable {
        enum Kind: String, Sendable { case step, event, note }

        var kind: Kind
        /// Depth in the step's causal tree (0 for a heading or a root event).
        var depth: Int
        var text: String
        var event: Int?
        var parent: Int?
        /// Matched against the `data-tags` of the graph's vertices and edges.
        var tags: [String]

        init(kind: Kind, depth: Int = 0, text: String, event: Int? = nil, parent: Int? = nil, tags: [String] = []) {
            self.kind = kind
            self.depth = depth
            self.text = text
            self.event = event
            self.parent = parent
            self.tags = tags
        }
    }

    struct Section: Sendable {
        var title: String
        var file: String
        /// The verdict in words (`no loop`, `loops, as expected`, `2 expectations failed`).
        var verdict: String
        var verdictClass: VerdictClass
        var graphSVG: String?
        var marbleSVG: String?
        var expectations: [Expectation]
        /// The loop report's lines (static cycles, what happened at run time, verdict).
        var loopReport: [String]
        /// Errors as the terminal shows them (a file that could not be read or
        /// parsed, a run-time error), one line each: shown in a red box.
        var diagnostics: [String]
        /// Warnings and notes, one line each: shown in a box of their own, not the errors'.
        var warnings: [String]
        /// The run's trace, whose events link to the marbles and the graph.
        var trace: [TraceLine]
        /// Said under the trace when it was cut short.
        var traceNote: String?
        /// The marble diagram's lane names, in order (the lane filter lists them).
        var lanes: [String]
        /// The event lines of the run, those folded into `... N more times` included: more than
        /// the trace shows when it folds, which the controls then say.
        var eventsInRun: Int

        init(
            title: String, file: String, verdict: String, verdictClass: VerdictClass, graphSVG: String? = nil,
            marbleSVG: String? = nil, expectations: [Expectation] = [], loopReport: [String] = [],
            diagnostics: [String] = [], warnings: [String] = [], trace: [TraceLine] = [], traceNote: String? = nil,
            lanes: [String] = [], eventsInRun: Int = 0
        ) {
            self.title = title
            self.file = file
            self.verdict = verdict
            self.verdictClass = verdictClass
            self.graphSVG = graphSVG
            self.marbleSVG = marbleSVG
            self.expectations = expectations
            self.loopReport = loopReport
            self.diagnostics = diagnostics
            self.warnings = warnings
            self.trace = trace
            self.traceNote = traceNote
            self.lanes = lanes
            self.eventsInRun = eventsInRun
        }
    }

    /// A table cell: text, optionally coloured as a verdict.
    struct Cell: Sendable, Equatable, ExpressibleByStringLiteral {
        var text: String
        var verdict: VerdictClass?

        init(_ text: String, verdict: VerdictClass? = nil) {
            self.text = text
            self.verdict = verdict
        }

        init(stringLiteral value: String) {
            self.init(value)
        }
    }

    struct Table: Sendable {
        var header: [String]
        var rows: [[Cell]]

        init(header: [String], rows: [[Cell]]) {
            self.header = header
            self.rows = rows
        }
    }

    var title: String
    var sections: [Section]
    var comparison: Table?

    init(title: String = "bindsim report", sections: [Section], comparison: Table? = nil) {
        self.title = title
        self.sections = sections
        self.comparison = comparison
    }

    /// The whole page, ending in a newline.
    func render() -> String {
        var html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n"
        html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n"
        html += "<title>\(esc(title))</title>\n<style>\n\(Self.css)</style>\n</head>\n<body>\n"
        html += "<header>\n<h1>\(esc(title))</h1>\n<p class=\"summary\">\(esc(summary()))</p>\n</header>\n"
        if let comparison, sections.count > 1 || !comparison.rows.isEmpty {
            html += table(comparison)
        }
        html += "<main class=\"scenarios\(sections.count > 1 ? " several" : "")\">\n"
        for (index, section) in sections.enumerated() { html += article(section, number: index) }
        html += "</main>\n<script>//<![CDATA[\n\(Self.script)//]]></script>\n</body>\n</html>\n"
        return html
    }

    /// How wide a marble diagram is drawn on the page: its column's width, so that it
    /// wraps into rows instead of scrolling (two columns above 1100 pixels).
    static func marbleWidth(scenarios: Int) -> Double {
        scenarios > 1 ? 600 : 1_240
    }

    func esc(_ text: String) -> String { PictureText.xml(text) }

    private func summary() -> String {
        let count = sections.count == 1 ? "1 scenario" : "\(sections.count) scenarios"
        let failed = sections.filter { $0.verdictClass == .fail }.count
        let looped = sections.filter { $0.verdictClass == .loop }.count
        return "\(count): \(sections.count - failed - looped) ok, \(looped) looping, \(failed) failing"
    }

    private func table(_ table: Table) -> String {
        var html = "<section class=\"comparison\">\n<h2>Comparison</h2>\n<table>\n<thead><tr>"
        for cell in table.header { html += "<th scope=\"col\">\(esc(cell))</th>" }
        html += "</tr></thead>\n<tbody>\n"
        for row in table.rows {
            html += "<tr>"
            for cell in row {
                var classes: [String] = []
                if Self.isNumeric(cell.text) { classes.append("num") }
                if let verdict = cell.verdict { classes.append("verdict-cell " + verdict.rawValue) }
                let attribute = classes.isEmpty ? "" : " class=\"\(classes.joined(separator: " "))\""
                html += "<td\(attribute)>\(esc(cell.text))</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>\n</section>\n"
    }

    private static func isNumeric(_ text: String) -> Bool {
        !text.isEmpty && text.allSatisfy { $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }
    }
}
