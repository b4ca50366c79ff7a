import Foundation
import Testing
@testable import bindsim

/// The report page: one self-contained, well-formed HTML file.
@Suite struct ReportPageTests {
    @Test func isWellFormedAndFetchesNothing() {
        let html = PictureSamples.report().render()
        #expect(XMLChecker.problems(html) == [])
        #expect(html.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        for forbidden in ["<link", "<img", "<iframe", "@import", "url(", "https:", "src=", "fetch(", "XMLHttpRequest"] {
            #expect(!html.contains(forbidden), "\(forbidden)")
        }
        // One script, inline, in CDATA (so the page stays well-formed XML).
        #expect(html.components(separatedBy: "<script").count - 1 == 1)
        #expect(html.contains("<script>//<![CDATA[\n") && html.contains("//]]></script>\n</body>"))
        #expect(!ReportPage.script.contains("]]>"))
        // The only http: is the SVG namespace.
        let http = html.components(separatedBy: "http:").count - 1
        let namespaces = html.components(separatedBy: "xmlns=\"http://www.w3.org/2000/svg\"").count - 1
        #expect(http == namespaces && namespaces == 4)
        #expect(html == PictureSamples.report().render())
    }

    @Test func comparisonComesFirstThenTheScenariosSideBySide() throws {
        let html = PictureSamples.report().render()
        let table = try #require(html.range(of: "<section class=\"comparison\">"))
        let first = try #require(html.range(of: "<article"))
        #expect(table.lowerBound < first.lowerBound)
        #expect(html.contains("<main class=\"scenarios several\">"))
        #expect(html.contains("@media (min-width: 1100px) { .scenarios.several { grid-template-columns: repeat(2, minmax(0, 1fr)); } }"))
        #expect(html.contains("<td class=\"num\">815</td>"))
        #expect(html.contains("<td class=\"verdict-cell loop\">loops, as expected</td>"))
        #expect(html.contains("<p class=\"summary\">2 scenarios: 1 ok, 1 looping, 0 failing</p>"))
    }

    @Test func aSingleScenarioHasNoComparisonAndOneColumn() {
        var page = PictureSamples.report()
        page.sections.removeLast()
        page.comparison = nil
        let html = page.render()
        #expect(XMLChecker.problems(html) == [])
        #expect(!html.contains("comparison\">"))
        #expect(html.contains("<main class=\"scenarios\">"))
    }

    @Test func everythingTextualIsEscaped() {
        let page = ReportPage(
            title: "a <b> & \"c\"",
            sections: [ReportPage.Section(
                title: "<script>alert(1)</script>", file: "x&y.txt", verdict: "1 < 2", verdictClass: .fail,
                expectations: [.init(line: 3, text: "expect a == \"<\"", passed: false, detail: "found '&'")],
                loopReport: ["a -> b <- c"])],
            comparison: ReportPage.Table(header: ["<h>"], rows: [["<c>"]]))
        let html = page.render()
        #expect(XMLChecker.problems(html) == [])
        #expect(html.components(separatedBy: "<script>").count - 1 == 1)  // the page's own, at the end
        #expect(!html.contains("<b>") && !html.contains("<h>") && !html.contains("<c>"))
        #expect(html.contains("<h2>&lt;script&gt;alert(1)&lt;/script&gt;</h2>"))
        #expect(html.contains("<code>expect a == &quot;&lt;&quot;</code><span class=\"detail\">found &#39;&amp;&#39;</span>"))
        #expect(html.contains("<pre class=\"loops\">a -&gt; b &lt;- c</pre>"))
        #expect(html.contains("<li class=\"fail\"><span class=\"mark\" aria-label=\"fail\">✗</span>"))
    }

    /// Text colours against the backgrounds the style sheet pairs them with.
    @Test func theStyleSheetsColoursAreReadable() {
        let pairs: [(String, String)] = [
            ("#14532d", "#dcfce7"), ("#7f1d1d", "#fee2e2"), ("#7c2d12", "#ffedd5"), ("#1f2937", "#f3f4f6"),
            ("#4b5563", "#ffffff"), ("#374151", "#ffffff"), ("#15803d", "#ffffff"), ("#b91c1c", "#fef2f2"),
            ("#7f1d1d", "#fef2f2"), ("#1f2937", "#f9fafb"),
        ]
        for (text, background) in pairs {
            #expect(ReportPage.css.contains(text) && ReportPage.css.contains(background))
            #expect(contrastRatio(text, background) >= 4.5, "\(text) on \(background)")
        }
    }
}
