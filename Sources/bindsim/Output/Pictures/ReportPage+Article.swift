/// One scenario's section of the page: heading, verdict, problems, the controls
/// that step through its run, its pictures, its trace, expectations and loop report.
extension ReportPage {
    func article(_ section: Section, number: Int) -> String {
        var html = "<article class=\"scenario \(section.verdictClass.rawValue)\" data-scenario=\"\(number)\">\n"
        html += "<h2>\(esc(section.title))</h2>\n<p class=\"file\">\(esc(section.file))</p>\n"
        html += "<p><span class=\"verdict \(section.verdictClass.rawValue)\">\(esc(section.verdict))</span></p>\n"
        if !section.diagnostics.isEmpty {
            html += "<h3>Errors</h3>\n<pre class=\"diagnostics errors\">"
            html += section.diagnostics.map(esc).joined(separator: "\n")
            html += "</pre>\n"
        }
        if !section.warnings.isEmpty {
            html += "<h3>Warnings</h3>\n<pre class=\"diagnostics warnings\">"
            html += section.warnings.map(esc).joined(separator: "\n")
            html += "</pre>\n"
        }
        let events = section.trace.filter { $0.kind == .event }.count
        if events > 0 { html += controls(section, events: events) }
        if let graph = section.graphSVG {
            html += "<h3>Binding graph</h3>\n<div class=\"picture graph\">\n\(graph)</div>\n"
        }
        if let marble = section.marbleSVG {
            html += "<h3>Marble diagram</h3>\n<div class=\"picture marble\">\n\(marble)</div>\n"
        }
        if !section.trace.isEmpty { html += trace(section) }
        html += expectations(section)
        if !section.loopReport.isEmpty {
            html += "<h3>Loop report</h3>\n<pre class=\"loops\">"
            html += section.loopReport.map(esc).joined(separator: "\n")
            html += "</pre>\n"
        }
        return html + "</article>\n"
    }

    /// The slider over the run's events and the lane filter.
    private func controls(_ section: Section, events: Int) -> String {
        var html = "<div class=\"controls\">\n<label class=\"time\">time "
        html += "<input type=\"range\" class=\"slider\" min=\"0\" max=\"\(events - 1)\" value=\"\(events - 1)\" "
        html += "aria-label=\"step through the run's events\"/></label>\n"
        html += "<span class=\"now\">all \(events) events</span>\n"
        if section.eventsInRun > events {
            // The slider steps through the lines shown; a folded repeat hides the rest.
            html += "<span class=\"folded\">— the run had \(section.eventsInRun): the trace folds repeats "
                + "(<code>bindsim trace</code> prints each)</span>\n"
        }
        html += "<button type=\"button\" class=\"clear\">clear</button>\n"
        html += "<span class=\"hint\">click an event in the trace, a marble or a part of the graph; ← → step</span>\n"
        if !section.lanes.isEmpty {
            html += "<fieldset class=\"lanes\"><legend>lanes</legend>\n"
            for (index, lane) in section.lanes.enumerated() {
                html += "<label><input type=\"checkbox\" checked=\"checked\" data-lane=\"\(index)\"/> \(esc(lane))</label>\n"
            }
            html += "</fieldset>\n"
        }
        return html + "</div>\n"
    }

    /// The trace, one line per element: events with their id, cause and tags, and a
    /// fold button on each line that has lines caused by it.
    private func trace(_ section: Section) -> String {
        var html = "<h3>Trace</h3>\n<div class=\"trace\">\n"
        for (index, line) in section.trace.enumerated() {
            var attributes = "class=\"tl \(line.kind == .event ? "ev" : line.kind.rawValue)\" data-depth=\"\(line.depth)\""
            attributes += " style=\"--depth:\(min(line.depth, 16))\""
            if let event = line.event { attributes += " data-event=\"\(event)\"" }
            if let parent = line.parent { attributes += " data-parent=\"\(parent)\"" }
            if !line.tags.isEmpty { attributes += " data-tags=\"\(esc(line.tags.joined(separator: " ")))\"" }
            html += "<div \(attributes)>"
            let next = index + 1 < section.trace.count ? section.trace[index + 1] : nil
            if line.kind == .event, let next, next.kind != .step, next.depth > line.depth {
                html += "<button type=\"button\" class=\"fold\" aria-expanded=\"true\" aria-label=\"fold\">▾</button>"
            }
            html += "<span class=\"text\">\(esc(line.text))</span></div>\n"
        }
        if let note = section.traceNote { html += "<p class=\"trace-note\">\(esc(note))</p>\n" }
        return html + "</div>\n"
    }

    private func expectations(_ section: Section) -> String {
        guard !section.expectations.isEmpty else { return "" }
        let failed = section.expectations.filter { !$0.passed }.count
        var html = "<h3>Expectations <span class=\"count\">\(section.expectations.count - failed) passed, "
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
        return html + "</ul>\n"
    }
}
