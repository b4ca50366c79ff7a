/// One self-contained HTML page for `bindsim report FILE... -o report.html`:
/// for each scenario its title, verdict, binding graph, marble diagram,
/// expectations and loop report; with several scenarios a comparison table
/// first and the scenarios side by side (two columns on a wide screen).
///
/// Inline CSS and inline SVG only: no script, font, image or anything else
/// fetched, so it opens offline in any current browser. The markup is also
/// well-formed XML (void elements self-closed), which the tests check. The
/// SVG strings are embedded as given: pass what `GraphSVGRenderer` and
/// `MarbleSVGRenderer` render (they use no ids and no `<style>`, so several
/// pictures can share a page).
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
        /// Diagnostics as the terminal shows them (a file that could not be read or
        /// parsed, a warning, a run-time error), one line each.
        var diagnostics: [String]

        init(
            title: String, file: String, verdict: String, verdictClass: VerdictClass, graphSVG: String? = nil,
            marbleSVG: String? = nil, expectations: [Expectation] = [], loopReport: [String] = [],
            diagnostics: [String] = []
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
        for section in sections { html += article(section) }
        html += "</main>\n</body>\n</html>\n"
        return html
    }

    private func esc(_ text: String) -> String { PictureText.xml(text) }

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

    private func article(_ section: Section) -> String {
        var html = "<article class=\"scenario \(section.verdictClass.rawValue)\">\n"
        html += "<h2>\(esc(section.title))</h2>\n<p class=\"file\">\(esc(section.file))</p>\n"
        html += "<p><span class=\"verdict \(section.verdictClass.rawValue)\">\(esc(section.verdict))</span></p>\n"
        if !section.diagnostics.isEmpty {
            html += "<h3>Diagnostics</h3>\n<pre class=\"diagnostics\">"
            html += section.diagnostics.map(esc).joined(separator: "\n")
            html += "</pre>\n"
        }
        if let graph = section.graphSVG {
            html += "<h3>Binding graph</h3>\n<div class=\"picture graph\">\n\(graph)</div>\n"
        }
        if let marble = section.marbleSVG {
            html += "<h3>Marble diagram</h3>\n<div class=\"picture marble\">\n\(marble)</div>\n"
        }
        if !section.expectations.isEmpty {
            let failed = section.expectations.filter { !$0.passed }.count
            html += "<h3>Expectations <span class=\"count\">\(section.expectations.count - failed) passed, "
            html += "\(failed) failed</span></h3>\n<ul class=\"expectations\">\n"
            for expectation in section.expectations {
                let state = expectation.passed ? "pass" : "fail"
                html += "<li class=\"\(state)\"><span class=\"mark\" aria-label=\"\(state)\">"
                html += expectation.passed ? "✓" : "✗"
                html += "</span>"
                if let line = expectation.line { html += "<span class=\"line\">line \(line)</span> " }
                html += "<code>\(esc(expectation.text))</code>"
                if let detail = expectation.detail { html += "<span class=\"detail\">\(esc(detail))</span>" }
                html += "</li>\n"
            }
            html += "</ul>\n"
        }
        if !section.loopReport.isEmpty {
            html += "<h3>Loop report</h3>\n<pre class=\"loops\">"
            html += section.loopReport.map(esc).joined(separator: "\n")
            html += "</pre>\n"
        }
        return html + "</article>\n"
    }
}
