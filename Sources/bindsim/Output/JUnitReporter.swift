/// Reports `bindsim test` as JUnit XML (`--format junit`), the report GitHub, GitLab and
/// Jenkins read: one `<testcase>` per scenario (its folder as the class name, its file as
/// the name), a `<failure>` with the first lines of the diff for a golden that does not
/// match or is missing, an `<error>` for a scenario that could not be tested. The document
/// is written whole when the summary comes. No times: output is deterministic. See
/// docs/cli.md, "CI formats".
final class JUnitReporter: Reporter {
    let console: Console
    private var results: [GoldenResult] = []

    init(console: Console) {
        self.console = console
    }

    func report(_ result: CommandResult) {
        switch result {
        case .golden(let golden):
            results.append(golden)
        case .testSummary:
            console.out.write(document)
        default:
            // `test` reports nothing else; the other commands take no junit.
            break
        }
    }

    private var document: String {
        let failures = results.filter { $0.status == .differs || $0.status == .missingGolden }.count
        let errors = results.filter { $0.status == .error }.count
        let counts = "tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            "<testsuites name=\"bindsim test\" \(counts)>",
            "  <testsuite name=\"bindsim test\" \(counts)>",
        ]
        for result in results { lines += testCase(result) }
        lines += ["  </testsuite>", "</testsuites>"]
        return lines.joined(separator: "\n") + "\n"
    }

    private func testCase(_ result: GoldenResult) -> [String] {
        // `Scenarios/forms/name-form.txt`: class `Scenarios.forms`, name `name-form.txt`.
        let parts = result.path.split(separator: "/")
        let name = parts.last.map(String.init) ?? result.path
        let className = parts.count > 1 ? parts.dropLast().joined(separator: ".") : "bindsim"
        let open = "    <testcase name=\"\(Self.xml(name))\" classname=\"\(Self.xml(className))\" file=\"\(Self.xml(result.path))\""
        let (element, type, message): (String, String, String)
        switch result.status {
        case .passed, .recorded: return [open + "/>"]
        case .differs: (element, type, message) = ("failure", "differs", "the output differs from its golden")
        case .missingGolden: (element, type, message) = ("failure", "missing_golden", "the scenario has no golden")
        case .error: (element, type, message) = ("error", "error", "the scenario could not be tested")
        }
        let body = result.report.map { Self.xml(GoldenResult.firstLines(of: $0)) } ?? ""
        return [
            open + ">",
            "      <\(element) type=\"\(type)\" message=\"\(Self.xml(message))\">\(body)</\(element)>",
            "    </testcase>",
        ]
    }

    /// Text escaped for XML (the pictures' escaping: control characters XML cannot hold become U+FFFD).
    private static func xml(_ text: String) -> String {
        PictureText.xml(text)
    }
}
