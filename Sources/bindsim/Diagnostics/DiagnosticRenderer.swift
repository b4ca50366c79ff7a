/// Renders diagnostics in a rustc-like layout:
///
/// ```
/// FILE:LINE:COL: error: message [E0201]
///  LINE | source line text
///       |        ^^^^^
///       = help: did you mean 'email'?
/// ```
///
/// Diagnostics are separated by a blank line. Tabs in the shown line become 4 spaces,
/// control characters become U+FFFD, wide characters take two caret columns, and a line
/// wider than `maxLineWidth` is cut around the caret with `...` on the cut sides.
struct DiagnosticRenderer {
    let file: SourceFile
    let color: Bool
    var maxLineWidth = 100
    var contextBeforeCaret = 40

    func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined(separator: "\n")
    }

    func render(_ diagnostic: Diagnostic) -> String {
        let start = diagnostic.range.start
        var out = paint("\(file.path):\(start.line):\(start.column):", Style.bold)
        out += " " + paint("\(diagnostic.severity.rawValue):", severityStyle(diagnostic.severity))
        out += paint(" \(diagnostic.text) [\(diagnostic.code)]", Style.bold) + "\n"
        let lineNumber = String(start.line)
        let gutter = String(repeating: " ", count: lineNumber.count + 2)
        let snippet = snippet(for: diagnostic.range)
        let shown = snippet.text.isEmpty ? "" : " " + snippet.text
        out += paint(" \(lineNumber) |", Style.gutter) + shown + "\n"
        out += paint(gutter + "|", Style.gutter) + " " + String(repeating: " ", count: snippet.caretOffset)
        out += paint(String(repeating: "^", count: snippet.caretWidth), severityStyle(diagnostic.severity)) + "\n"
        if let note = diagnostic.note {
            out += paint(gutter + "= note:", Style.help) + " " + note + "\n"
        }
        if let help = diagnostic.help {
            out += paint(gutter + "= help:", Style.help) + " " + help.text + "\n"
        }
        return out
    }

    /// The shown line text, and where the caret starts and how wide it is, in display columns.
    func snippet(for range: SourceRange) -> (text: String, caretOffset: Int, caretWidth: Int) {
        let scalars = Array(file.lineText(range.start.line).unicodeScalars)
        let first = max(0, min(range.start.column - 1, scalars.count))
        var last = range.end.line == range.start.line ? range.end.column - 1 : scalars.count
        last = max(first, min(last, scalars.count))
        let widths = scalars.map(Self.displayWidth)
        let total = widths.reduce(0, +)

        var windowStart = 0
        var windowEnd = scalars.count
        if total > maxLineWidth {
            var before = 0
            windowStart = first
            while windowStart > 0, before + widths[windowStart - 1] <= contextBeforeCaret {
                windowStart -= 1
                before += widths[windowStart]
            }
            var width = 0
            windowEnd = windowStart
            while windowEnd < scalars.count, width + widths[windowEnd] <= maxLineWidth {
                width += widths[windowEnd]
                windowEnd += 1
            }
        }
        let prefix = windowStart > 0 ? "..." : ""
        let suffix = windowEnd < scalars.count ? "..." : ""
        var text = prefix
        for index in windowStart..<windowEnd {
            text += Self.displayText(scalars[index])
        }
        text += suffix
        let caretOffset = prefix.count + widths[windowStart..<min(first, windowEnd)].reduce(0, +)
        let clippedLast = min(last, windowEnd)
        let caretWidth = first < clippedLast ? widths[first..<clippedLast].reduce(0, +) : 0
        return (text, caretOffset, max(1, caretWidth))
    }

    static func displayText(_ scalar: Unicode.Scalar) -> String {
        if scalar == "\t" { return "    " }
        if isControl(scalar) { return "\u{FFFD}" }
        return String(Character(scalar))
    }

    /// A character the shown line replaces with U+FFFD: one that would act on the terminal or
    /// show other than it reads (a control character, a bidirectional control).
    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        LiteralText.isInvisible(scalar)
    }

    /// How many terminal columns a scalar takes in the shown line.
    static func displayWidth(_ scalar: Unicode.Scalar) -> Int {
        if scalar == "\t" { return 4 }
        if isControl(scalar) { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return 0
        default: break
        }
        let value = scalar.value
        let wide = (0x1100...0x115F).contains(value) || (0x2E80...0xA4CF).contains(value)
            || (0xAC00...0xD7A3).contains(value) || (0xF900...0xFAFF).contains(value)
            || (0xFE30...0xFE4F).contains(value) || (0xFF00...0xFF60).contains(value)
            || (0xFFE0...0xFFE6).contains(value) || (0x1F300...0x1FAFF).contains(value)
            || (0x20000...0x3FFFD).contains(value)
        return wide ? 2 : 1
    }

    private enum Style {
        static let bold = "\u{1B}[1m"
        static let red = "\u{1B}[1;31m"
        static let yellow = "\u{1B}[1;33m"
        static let gutter = "\u{1B}[1;34m"
        static let help = "\u{1B}[1;36m"
        static let reset = "\u{1B}[0m"
    }

    private func severityStyle(_ severity: DiagnosticSeverity) -> String {
        switch severity {
        case .error: Style.red
        case .warning: Style.yellow
        case .note: Style.help
        }
    }

    private func paint(_ text: String, _ style: String) -> String {
        color ? style + text + Style.reset : text
    }
}

/// Renders diagnostics for one file; the text ends with a newline unless there are none.
func renderDiagnostics(_ diagnostics: [Diagnostic], in file: SourceFile, color: Bool = false) -> String {
    DiagnosticRenderer(file: file, color: color).render(diagnostics)
}
