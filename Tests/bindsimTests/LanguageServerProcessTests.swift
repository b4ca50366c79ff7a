import Foundation
import Testing

/// `bindsim lsp` as an editor runs it: a separate process spoken to through pipes, with
/// `Content-Length` framing (issue 28's "done when": a misspelt keyword's diagnostic at the
/// word's range, node names after `bind `, operators after `name.`, a node's kind on hover,
/// the declaration as definition, diagnostics cleared when fixed, exit 0 after shutdown).
@Suite("Language server: a client's session with the process")
struct LanguageServerProcessTests {
    static let uri = "file:///work/login.txt"
    static let typo = """
    scenario "login"
    field email = ""
    relay model = ""
    bnid email <-> model
    """

    static func initialized(encodings: [String] = ["utf-16"]) throws -> LanguageServerClient {
        let client = try LanguageServerClient()
        let answer = try client.request("initialize", ["processId": NSNull(), "rootUri": NSNull(),
                                                       "capabilities": ["general": ["positionEncodings": encodings]]])
        let capabilities = (answer["result"] as? [String: Any])?["capabilities"] as? [String: Any]
        #expect(capabilities?["hoverProvider"] as? Bool == true)
        try client.notify("initialized", [:])
        return client
    }

    static func change(_ client: LanguageServerClient, to text: String, version: Int) throws -> [[String: Any]] {
        try client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": version],
                                                     "contentChanges": [["text": text]]])
        let published = try client.nextDiagnostics()
        #expect(published["version"] as? Int == version)
        return published["diagnostics"] as? [[String: Any]] ?? []
    }

    static func at(_ line: Int, _ character: Int) -> [String: Any] {
        ["textDocument": ["uri": uri], "position": ["line": line, "character": character]]
    }

    static func labels(_ answer: [String: Any]) -> [String] {
        let items = (answer["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? []
        return items.compactMap { $0["label"] as? String }
    }

    @Test("open, edit, complete, hover, definition, shutdown, exit")
    func session() throws {
        let client = try Self.initialized()
        try client.notify("textDocument/didOpen", ["textDocument": ["uri": Self.uri, "languageId": "bindsim", "version": 1,
                                                                    "text": Self.typo]])
        let opened = try client.nextDiagnostics()["diagnostics"] as? [[String: Any]] ?? []
        #expect(opened.count == 1)
        #expect(opened.first?["code"] as? String == "E0102")
        #expect(rangeText(opened.first?["range"]) == "3:0-3:4")

        let fixed = Self.typo.replacingOccurrences(of: "bnid", with: "bind")
        #expect(try Self.change(client, to: fixed, version: 2).isEmpty, "the diagnostics clear when the typo is fixed")

        _ = try Self.change(client, to: fixed + "\nbind ", version: 3)
        let afterBind = Self.labels(try client.request("textDocument/completion", Self.at(4, 5)))
        #expect(Array(afterBind.prefix(2)) == ["email", "model"])
        #expect(afterBind.contains("combineLatest"))

        _ = try Self.change(client, to: fixed + "\nbind email.", version: 4)
        let completion = try client.request("textDocument/completion", Self.at(4, 11))
        #expect(Self.labels(completion).contains("debounce"))
        let items = (completion["result"] as? [String: Any])?["items"] as? [[String: Any]] ?? []
        #expect(items.first { $0["label"] as? String == "throttle" }?["detail"] as? String
                    == "throttle(D, latest: B) · RxSwift throttle")

        let hover = try client.request("textDocument/hover", Self.at(3, 7))
        let contents = ((hover["result"] as? [String: Any])?["contents"] as? [String: Any])?["value"] as? String ?? ""
        #expect(contents.hasPrefix("**field** `email`"))
        #expect(contents.contains("RxCocoa `ControlProperty`"))

        let definition = try client.request("textDocument/definition", Self.at(3, 17))
        #expect(rangeText((definition["result"] as? [String: Any])?["range"]) == "2:6-2:11")
        #expect((definition["result"] as? [String: Any])?["uri"] as? String == Self.uri)

        #expect(try client.request("shutdown")["result"] is NSNull)
        try client.notify("exit", [:])
        #expect(try client.waitForExit() == 0)
    }

    @Test("exit without shutdown ends with 1, and so does an input that just ends")
    func exitWithoutShutdown() throws {
        let client = try Self.initialized()
        try client.notify("exit", [:])
        #expect(try client.waitForExit() == 1)
        let closed = try Self.initialized()
        #expect(try closed.waitForExit() == 1)
        let polite = try Self.initialized()
        _ = try polite.request("shutdown")
        #expect(try polite.waitForExit() == 0)
    }

    @Test("the command line: 'lsp' takes no file, '--stdio' is accepted, help describes it")
    func commandLine() throws {
        let extra = try BindsimProcess.run(["lsp", "Scenarios/forms/name-form.txt"])
        #expect(extra.status == 64)
        #expect(extra.errText.hasPrefix("Error: Unexpected argument 'Scenarios/forms/name-form.txt': lsp takes no arguments"))
        let help = try BindsimProcess.run(["help", "lsp"])
        #expect(help.outText.contains("USAGE: bindsim lsp [--stdio] [<options>]"))
        let client = try LanguageServerClient(arguments: ["lsp", "--stdio"])
        #expect((try client.request("initialize", ["capabilities": [:] as [String: Any]])["result"] as? [String: Any]) != nil)
        _ = try client.request("shutdown")
        try client.notify("exit", [:])
        #expect(try client.waitForExit() == 0)
    }

    @Test("hostile messages get errors and the server goes on")
    func hostile() throws {
        let client = try Self.initialized()
        let broken = "{\"id\": 1, \""
        client.write(Array("Content-Length: \(broken.utf8.count)\r\n\r\n\(broken)".utf8))
        let notJSON = try client.message(matching: "a parse error") { $0["error"] != nil }
        #expect((notJSON["error"] as? [String: Any])?["code"] as? Int == -32700)
        let deep = String(repeating: "[", count: 200_000)
        client.write(Array("Content-Length: \(deep.utf8.count)\r\n\r\n\(deep)".utf8))
        let nested = try client.message(matching: "a nesting error") { $0["error"] != nil }
        #expect(((nested["error"] as? [String: Any])?["message"] as? String)?.contains("nesting is deeper") == true)
        #expect(try client.request("textDocument/documentSymbol", ["textDocument": ["uri": "file:///x.txt"]])["error"] != nil)
        // A body announced as 100 GB: refused, and the server waits for it to pass, holding nothing.
        client.write(Array("Content-Length: 100000000000\r\n\r\n{}".utf8))
        let huge = try client.message(matching: "the size error") { $0["error"] != nil }
        #expect(((huge["error"] as? [String: Any])?["message"] as? String)?.hasPrefix("a message of 100000000000 bytes") == true)
        #expect(try client.waitForExit() == 1)
    }

    /// Every corpus file's diagnostics as the server publishes them equal what `bindsim check
    /// --format json` prints: code, severity, message, line and column (UTF-32 positions
    /// count characters as check's columns do).
    @Test("the server's diagnostics are check's, for every scenario of the corpus")
    func sameAsCheck() throws {
        let check = try BindsimProcess.run(["check", "--format", "json", "Scenarios"])
        var expected: [String: [String]] = [:]
        for line in check.outText.split(separator: "\n") {
            guard let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  object["type"] as? String == "diagnostic", let file = object["file"] as? String else { continue }
            expected[file, default: []].append("\(object["line"]!):\(object["column"]!) \(object["severity"]!) "
                                               + "\(object["code"]!) \(object["message"]!)")
        }
        #expect(expected.count > 5, "check printed no diagnostics: \(check.errText)")
        let client = try Self.initialized(encodings: ["utf-32"])
        let files = (FileManager.default.enumerator(atPath: GoldenScenarioTests.packageRoot + "/Scenarios")?.allObjects as? [String] ?? [])
            .filter { $0.hasSuffix(".txt") }.sorted()
        #expect(files.count > 50)
        for (number, file) in files.enumerated() {
            let text = try String(contentsOfFile: GoldenScenarioTests.packageRoot + "/Scenarios/" + file, encoding: .utf8)
            let uri = "file:///corpus/\(file)"
            try client.notify("textDocument/didOpen", ["textDocument": ["uri": uri, "languageId": "bindsim",
                                                                        "version": number, "text": text]])
            let published = try client.nextDiagnostics()
            #expect(published["uri"] as? String == uri)
            let severities = [1: "error", 2: "warning", 3: "note"]
            let got = (published["diagnostics"] as? [[String: Any]] ?? []).map { diagnostic -> String in
                let start = (diagnostic["range"] as? [String: Any])?["start"] as? [String: Int] ?? [:]
                let message = (diagnostic["message"] as? String ?? "").components(separatedBy: "\n")[0]
                return "\(start["line"]! + 1):\(start["character"]! + 1) \(severities[diagnostic["severity"] as? Int ?? 0]!) "
                    + "\(diagnostic["code"]!) \(message)"
            }
            #expect(got == expected["Scenarios/" + file, default: []], "\(file)")
        }
        _ = try client.request("shutdown")
        try client.notify("exit", [:])
        #expect(try client.waitForExit() == 0)
    }
}
