import Testing
@testable import bindsim

/// Parses and checks `text`; returns the AST dump, or the rendered diagnostics if any.
func frontendOutput(_ text: String, path: String = "test.txt", ranges: Bool = false) -> String {
    let file = SourceFile(path: path, text: text)
    let result = Frontend.parseAndCheck(file)
    if let program = result.program, result.diagnostics.isEmpty {
        return ASTDumper.dump(program, ranges: ranges)
    }
    return renderDiagnostics(result.diagnostics, in: file, color: false)
}

/// Rendered diagnostics for raw bytes.
func diagnosticsOutput(_ bytes: [UInt8], path: String = "test.txt") -> String {
    let file = SourceFile(path: path, bytes: bytes)
    return renderDiagnostics(Frontend.parseAndCheck(file).diagnostics, in: file, color: false)
}

/// A test case that prints as its first source line in test listings.
struct FrontendCase: CustomTestStringConvertible, Sendable {
    let source: String
    let expected: String

    init(_ source: String, _ expected: String) {
        self.source = source
        self.expected = expected
    }

    var testDescription: String {
        let firstLine = source.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return firstLine.count > 60 ? String(firstLine.prefix(60)) + "..." : firstLine
    }
}
