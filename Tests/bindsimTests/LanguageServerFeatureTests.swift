import Foundation
import Testing
@testable import bindsim

/// What the language server answers about scenarios: diagnostics, positions, completion,
/// hover, definitions, references, the outline and quick fixes.
@Suite("Language server: answers")
struct LanguageServerFeatureTests {
    static let form = """
    scenario "login"
    field email: String = ""
    relay model = ""
    button go
    let valid = email.map(contains(it, "@"))
    bind email <-> model as sync
    bind valid -> model
    on go { set model = "" }
    user email = "a@b"
    expect model == "a@b"
    expect no loop
    unbind sync
    expect sync ended
    tap go
    """

    @Test("diagnostics: a misspelt keyword at the word's range, cleared when fixed; warnings as warnings")
    func diagnostics() throws {
        let session = InProcessSession()
        let broken = session.open("relay a = 1\nbnid a -> a\n")
        #expect(broken.count == 1)
        #expect(broken.first?["code"] as? String == "E0102")
        #expect(broken.first?["severity"] as? Int == 1)
        #expect(rangeText(broken.first?["range"]) == "1:0-1:4")
        #expect(broken.first?["message"] as? String == "expected a statement, found 'bnid'\nhelp: did you mean 'bind'?")
        let looping = session.open("relay a = 1\nrelay b = 1\nbind a -> b\nbind b -> a\n", version: 2)
        #expect(looping.map { $0["code"] as? String } == ["W0304"])
        #expect(looping.first?["severity"] as? Int == 2)
        #expect(rangeText(looping.first?["range"]) == "3:0-3:11")
        #expect(session.open("relay a = 1\n", version: 3).isEmpty)
    }

    @Test("didChange applies whole texts and ranged edits, and republishes")
    func changes() throws {
        let session = InProcessSession()
        session.open("relay a = 1\nset a = 2\n")
        let messages = session.send(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
            "textDocument": ["uri": session.uri, "version": 2],
            "contentChanges": [["range": ["start": ["line": 1, "character": 4], "end": ["line": 1, "character": 5]],
                                "text": "emial"]],
        ]])
        let params = try #require(messages.first?["params"] as? [String: Any])
        #expect(params["version"] as? Int == 2)
        let diagnostics = try #require(params["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["code"] as? String } == ["E0201"])
        #expect(rangeText(diagnostics.first?["range"]) == "1:4-1:9")
        #expect(String(decoding: session.server.documents[session.uri]!.file.bytes, as: UTF8.self) == "relay a = 1\nset emial = 2\n")
        let closed = session.send(["jsonrpc": "2.0", "method": "textDocument/didClose",
                                   "params": ["textDocument": ["uri": session.uri]]])
        #expect(((closed.first?["params"] as? [String: Any])?["diagnostics"] as? [Any])?.isEmpty == true)
        #expect(session.server.documents.isEmpty)
    }

    @Test("positions count characters in the agreed encoding", arguments: [("utf-16", 17), ("utf-8", 19), ("utf-32", 16)])
    func encodings(_ encoding: String, _ character: Int) {
        let session = InProcessSession(encodings: [encoding])
        let diagnostics = session.open("relay s = \"😀\" + emial\n")
        #expect(rangeText(diagnostics.first?["range"]) == "0:\(character)-0:\(character + 5)")
        let definition = session.result("textDocument/hover", [
            "textDocument": ["uri": session.uri], "position": ["line": 0, "character": character + 2],
        ]) as? [String: Any]
        #expect((definition?["contents"] as? [String: Any])?["value"] as? String != nil)
    }

    struct CompletionCase: CustomTestStringConvertible, Sendable {
        var marked: String
        var expected: [String]
        /// Whether `expected` is all that is offered, or some of it.
        var exactly = true
        var testDescription: String { marked.replacingOccurrences(of: "\n", with: "⏎") }
    }

    static let declared = "relay a = 1\nfield f = \"\"\nbutton go\nlabel l = 0\nlet s = a.map(it)\n"

    static let completionCases: [CompletionCase] = [
        .init(marked: "|", expected: Keyword.statementStarters + ["button", "tap", "unbind", "language", "semantics",
                                                  "observable", "computed", "track", "observe", "mutate", "task", "batch",
                                                  "currentValue", "passthrough", "sink", "assign", "complete", "fail", "object", "future", "plain", "state", "view"]),
        .init(marked: declared + "bind |", expected: ["a", "f", "go", "s", "merge", "combineLatest", "just", "from",
                                                      "interval", "timer", "empty", "never", "error", "zip",
                                                      "deferred"]),
        .init(marked: declared + "bind a.|",
              expected: OperatorCatalog.all.filter { $0.chainArity != nil && $0.vocabulary.belongs(to: .rx) }.map(\.name)),
        // A Combine file is offered Combine's spellings, not RxSwift's (`distinct`).
        .init(marked: "semantics combine\n" + declared + "bind a.|",
              expected: OperatorCatalog.all.filter { $0.chainArity != nil && $0.vocabulary.belongs(to: .combine) }.map(\.name)),
        .init(marked: "semantics combine\n" + declared + "bind a.re|", expected: ["removeDuplicates", "receive", "retry"],
              exactly: false),
        .init(marked: declared + "bind a.ma|", expected: ["map", "distinct", "merge"], exactly: false),
        .init(marked: declared + "bind a -> |", expected: ["a", "f", "l", "go.enabled"]),
        .init(marked: declared + "bind a <-> |", expected: ["a", "f"]),
        .init(marked: declared + "bind a <-> f using |", expected: ["rx", "bibinding", "channel", "reactivekit"]),
        .init(marked: declared + "user |", expected: ["f"]),
        .init(marked: declared + "type |", expected: ["f"]),
        .init(marked: declared + "tap |", expected: ["go"]),
        .init(marked: declared + "set |", expected: ["a", "f", "l"]),
        .init(marked: declared + "on a {\n  |", expected: ["set", "user", "if", "track", "mutate", "task", "complete", "fail"]),
        .init(marked: declared + "on a { if it > 1 { set a = 1 } |",
              expected: ["set", "user", "if", "track", "mutate", "task", "complete", "fail", "else"]),
        .init(marked: declared + "bind a -> f as sync\nunbind |", expected: ["sync"]),
        .init(marked: declared + "bind a -> f\nexpect b1 |", expected: ["emitted", "ended", "running", "in"]),
        .init(marked: declared + "expect no |", expected: ["loop", "error", "overwrite", "lost"]),
        .init(marked: declared + "expect |", expected: ["a", "f", "go", "l", "go.enabled", "loop", "no", "error", "overwrite", "lost"]),
        .init(marked: declared + "allow rewrite |", expected: ["f"]),
        .init(marked: "relay x: |", expected: ["String", "Number", "Bool", "Duration"]),
        .init(marked: declared + "relay b = |", expected: ["a", "f", "l"] + BuiltinFunction.names + ["it", "true", "false", "nil"]),
        .init(marked: declared + "bind merge(a, |", expected: ["a", "f", "go", "s", "merge"], exactly: false),
        .init(marked: declared + "bind a.map(length(|", expected: ["a", "length", "it"], exactly: false),
        .init(marked: declared + "bind a.currentAndPrevious().map(it.|", expected: ["current", "previous"]),
        .init(marked: declared + "let t = |", expected: ["a", "s", "merge"], exactly: false),
        .init(marked: declared + "relay |", expected: []),
        .init(marked: declared + "bind a -> f as |", expected: []),
        .init(marked: declared + "set a = \"text |", expected: []),
        .init(marked: declared + "# bind |", expected: []),
        .init(marked: declared + "wait 1.|", expected: []),
    ]

    @Test("completion offers what may be written at the cursor", arguments: completionCases)
    func completion(_ example: CompletionCase) {
        let labels = InProcessSession().completionLabels(example.marked)
        if example.exactly {
            #expect(labels == example.expected)
        } else {
            #expect(Set(example.expected).isSubset(of: labels), "\(labels)")
        }
    }

    @Test("a file of many nodes gets at most 1000 items, those starting with what is typed, marked incomplete")
    func manyNodes() throws {
        let session = InProcessSession()
        let declarations = (0..<3000).map { "relay n\($0) = 0" }.joined(separator: "\n")
        let all = session.result("textDocument/completion", session.at(declarations + "\nset |")) as? [String: Any]
        #expect(all?["isIncomplete"] as? Bool == true)
        #expect((all?["items"] as? [Any])?.count == CompletionAnswers.maxItems)
        let typed = session.result("textDocument/completion", session.at(declarations + "\nset n29|")) as? [String: Any]
        let labels = (typed?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
        #expect(labels == ["n29"] + (290..<300).map { "n\($0)" } + (2900..<3000).map { "n\($0)" })
        #expect(typed?["isIncomplete"] as? Bool == true)
        let few = session.result("textDocument/completion", session.at("relay a = 1\nset |")) as? [String: Any]
        #expect(few?["isIncomplete"] as? Bool == false)
    }

    @Test("operator completions carry the signature and RxSwift's name")
    func operatorDetails() throws {
        let session = InProcessSession()
        let list = session.result("textDocument/completion", session.at("relay a = 1\nbind a.|")) as? [String: Any]
        let items = try #require(list?["items"] as? [[String: Any]])
        let distinct = try #require(items.first { $0["label"] as? String == "distinct" })
        #expect(distinct["detail"] as? String == "distinct() · RxSwift distinctUntilChanged")
        #expect(distinct["kind"] as? Int == 2)
        let documentation = (distinct["documentation"] as? [String: Any])?["value"] as? String
        #expect(documentation?.contains("also written `distinctUntilChanged`") == true)
    }

    @Test("hover names a node's kind, type, line and model; an operator's meaning; a code's explanation")
    func hover() throws {
        let session = InProcessSession()
        let node = try #require(session.hover(Self.form.replacingOccurrences(of: "bind email <->", with: "bind em|ail <->")))
        #expect(node.contains("**field** `email` · type `String`"))
        #expect(node.contains("declared on line 2 · models RxCocoa `ControlProperty`"))
        let inferred = try #require(session.hover(Self.form.replacingOccurrences(of: "<-> model", with: "<-> mod|el")))
        #expect(inferred.contains("**relay** `model` · holds a `String` (its initial value; not annotated)"))
        let op = try #require(session.hover(Self.form.replacingOccurrences(of: "email.map", with: "email.m|ap")))
        #expect(op.hasPrefix("**map(E)** · RxSwift `map`"))
        #expect(op.contains("example: `a.map(it * 2)`"))
        let builtin = try #require(session.hover(Self.form.replacingOccurrences(of: "contains(", with: "cont|ains(")))
        #expect(builtin == "**contains(…)** · builtin function, takes 2 arguments")
        let label = try #require(session.hover(Self.form.replacingOccurrences(of: "unbind sync", with: "unbind sy|nc")))
        #expect(label.contains("subscription **sync** (`b1` in traces) · line 6"))
        let keyword = try #require(session.hover(Self.form.replacingOccurrences(of: "button go", with: "butt|on go")))
        #expect(keyword.contains("models RxCocoa `ControlEvent<Void>`"))
        let code = try #require(session.hover("relay a = 1\nset a = emi|al\n"))
        #expect(code.hasPrefix("**E0201** error: unknown node 'emial'"))
        #expect(code.contains("An error: the scenario does not run until it is fixed"))
        #expect(session.hover("relay a = 1\n|\n") == nil)
    }

    @Test("definition and references for nodes and labels, the generated names too")
    func navigation() throws {
        let session = InProcessSession()
        let at = session.at(Self.form.replacingOccurrences(of: "unbind sync", with: "unbind s|ync"))
        let definition = session.result("textDocument/definition", at) as? [String: Any]
        #expect(rangeText(definition?["range"]) == "5:24-5:28")
        var params = at
        params["context"] = ["includeDeclaration": true]
        let references = session.result("textDocument/references", params) as? [[String: Any]] ?? []
        #expect(references.map { rangeText($0["range"]) } == ["5:24-5:28", "11:7-11:11", "12:7-12:11"])

        let model = session.at(Self.form.replacingOccurrences(of: "set model", with: "set mo|del"))
        #expect(rangeText((session.result("textDocument/definition", model) as? [String: Any])?["range"]) == "2:6-2:11")
        params = model
        params["context"] = ["includeDeclaration": false]
        let nodeUses = session.result("textDocument/references", params) as? [[String: Any]] ?? []
        #expect(nodeUses.map { rangeText($0["range"]) } == ["5:15-5:20", "6:14-6:19", "7:12-7:17", "9:7-9:12"])

        let generated = session.at("relay a = 1\nbind a -> a\nunbind b|1\n")
        #expect(rangeText((session.result("textDocument/definition", generated) as? [String: Any])?["range"]) == "1:0-1:4")
        params = session.at("relay a = 1\nbi|nd a -> a\nexpect b1 running\nunbind b1\n")
        params["context"] = ["includeDeclaration": true]
        let uses = session.result("textDocument/references", params) as? [[String: Any]] ?? []
        #expect(uses.map { rangeText($0["range"]) } == ["1:0-1:4", "2:7-2:9", "3:7-3:9"])
        #expect(session.hover("relay a = 1\nbi|nd a -> a\n")?.hasPrefix("subscription **b1** · line 2") == true)
        #expect(session.result("textDocument/definition", session.at("relay a = 1\nset a = 2 |\n")) is NSNull)

        // `go.enabled` is a use of button go: found by its references, led to its declaration.
        params = session.at("button g|o\nrelay ok = true\nbind ok -> go.enabled\nexpect go.enabled == true\ntap go\n")
        params["context"] = ["includeDeclaration": true]
        let button = session.result("textDocument/references", params) as? [[String: Any]] ?? []
        #expect(button.map { rangeText($0["range"]) } == ["0:7-0:9", "2:11-2:13", "3:7-3:9", "4:4-4:6"])
        let state = session.at("button go\nrelay ok = true\nbind ok -> g|o.enabled\n")
        #expect(rangeText((session.result("textDocument/definition", state) as? [String: Any])?["range"]) == "0:7-0:9")
    }

    @Test("in a statement the parser gave up on, hover and definition still know the names before the cursor")
    func namesInBrokenStatements() throws {
        let session = InProcessSession()
        let declared = "relay first = \"\"\nrelay last = \"\"\nbind first -> last as sync\n"
        #expect(session.hover(declared + "bind fi|rst.")?.hasPrefix("**relay** `first`") == true)
        let definition = session.result("textDocument/definition", session.at(declared + "bind combineLatest(first, la|st).map(")) as? [String: Any]
        #expect(rangeText(definition?["range"]) == "1:6-1:10")
        #expect(session.hover(declared + "bind first.ma|p(trim(")?.hasPrefix("**map(E)**") == true)
        #expect(session.hover(declared + "bind first.map(tr|im(")?.hasPrefix("**trim(…)** · builtin") == true)
        #expect(session.hover(declared + "unbind sy|nc sync")?.hasPrefix("subscription **sync**") == true)
        var references = session.at(declared + "bind fir|st -> -> last")
        references["context"] = ["includeDeclaration": true]
        let uses = session.result("textDocument/references", references) as? [[String: Any]] ?? []
        #expect(uses.map { rangeText($0["range"]) } == ["0:6-0:11", "2:5-2:10"])
        // Not a name: a word in a string or a comment, a name declared later.
        #expect(session.hover(declared + "bind first.map(\"fi|rst\"") == nil)
        #expect(session.hover(declared + "bind -> # fi|rst") == nil)
        #expect(session.hover("bind la|ter.\nrelay later = 1\n") == nil)
    }

    @Test("the outline: nodes, bindings named as traces name them, steps with their expectations")
    func outline() throws {
        let session = InProcessSession()
        session.open(Self.form)
        let symbols = try #require(session.result("textDocument/documentSymbol",
                                                  ["textDocument": ["uri": session.uri]]) as? [[String: Any]])
        let names = symbols.map { "\($0["name"] as? String ?? "") [\($0["detail"] as? String ?? "")]" }
        #expect(names == [
            "email [field: String]", "model [relay]", "go [button]", "valid [let]",
            "sync [step 1 · bind email <-> model as sync]", "b2 [step 2 · bind valid -> model]",
            "on1 [step 3 · on go { set model = \"\" }]", "user email = \"a@b\" [step 4]", "unbind sync [step 5]",
            "tap go [step 6]",
        ])
        let user = symbols[7]
        #expect((user["children"] as? [[String: Any]])?.map { $0["name"] as? String } == ["expect model == \"a@b\"", "expect no loop"])
        #expect(rangeText(user["range"]) == "8:0-10:14")
    }

    @Test("the outline lists a button once, not its enabled state the parser declares beside it")
    func outlineWithEnabledState() throws {
        let session = InProcessSession()
        session.open("button go\nrelay ok = true\nbind ok -> go.enabled\n")
        let symbols = try #require(session.result("textDocument/documentSymbol",
                                                  ["textDocument": ["uri": session.uri]]) as? [[String: Any]])
        #expect(symbols.map { $0["name"] as? String ?? "" } == ["go", "ok", "b1"])
    }

    @Test("an outline of thousands of statements lists the first ones and says how many are left out")
    func outlineBound() throws {
        let session = InProcessSession()
        let count = OutlineAnswers.maxSymbols + 1500
        session.open((0..<count).map { "relay n\($0) = 0" }.joined(separator: "\n") + "\nexpect n0 == 0\n")
        let symbols = try #require(session.result("textDocument/documentSymbol",
                                                  ["textDocument": ["uri": session.uri]]) as? [[String: Any]])
        #expect(symbols.count == OutlineAnswers.maxSymbols + 1)
        #expect(symbols[OutlineAnswers.maxSymbols - 1]["name"] as? String == "n\(OutlineAnswers.maxSymbols - 1)")
        let rest = try #require(symbols.last)
        #expect(rest["name"] as? String == "… 1501 more statements not listed")
        #expect(rest["detail"] as? String == "the outline lists at most \(OutlineAnswers.maxSymbols) symbols")
        #expect(rangeText(rest["range"]) == "\(OutlineAnswers.maxSymbols):0-\(count):14")
    }

    @Test("code actions apply a did-you-mean", arguments: [
        ("relay email = 1\nset emial = 2\n", "1:4-1:9", "email", "Replace 'emial' with 'email'"),
        ("relay a: Strng? = nil\n", "0:9-0:14", "String", "Replace 'Strng' with 'String'"),
        ("relay a = 1\nset a = 2\nexpect a = 2\n", "2:9-2:10", "==", "Replace '=' with '=='"),
        ("relay a = 1\nbind a.mpa(it) -> a\n", "1:7-1:10", "map", "Replace 'mpa' with 'map'"),
        ("relay a = true\nrelay b = a & a\n", "1:12-1:13", "&&", "Replace '&' with '&&'"),
    ])
    func codeActions(_ text: String, _ range: String, _ newText: String, _ title: String) throws {
        let session = InProcessSession()
        session.open(text)
        let all = ["start": ["line": 0, "character": 0], "end": ["line": 9, "character": 0]]
        let actions = try #require(session.result("textDocument/codeAction", [
            "textDocument": ["uri": session.uri], "range": all, "context": ["diagnostics": [] as [Any]],
        ]) as? [[String: Any]])
        #expect(actions.count == 1)
        #expect(actions.first?["title"] as? String == title)
        #expect(actions.first?["kind"] as? String == "quickfix")
        let changes = (actions.first?["edit"] as? [String: Any])?["changes"] as? [String: [[String: Any]]]
        let edit = try #require(changes?[session.uri]?.first)
        #expect(rangeText(edit["range"]) == range)
        #expect(edit["newText"] as? String == newText)
        let refactors = session.result("textDocument/codeAction", [
            "textDocument": ["uri": session.uri], "range": all, "context": ["only": ["refactor"]],
        ]) as? [Any]
        #expect(refactors?.isEmpty == true)
    }

    @Test("odd documents are read and answered too", arguments: [
        "", "\u{0}", "relay a = 1\rset a = 2", String(repeating: "(", count: 200_000), "bind " + String(repeating: "a.", count: 5_000),
        "relay " + String(repeating: "x", count: 120_000), "on a { on b { if { } }", "\u{FEFF}relay é = \"😀\"\n",
        String(repeating: "relay a = 1\n", count: 70), "expect", "language 9\nrelay a = 1",
    ])
    func oddDocuments(_ text: String) {
        let session = InProcessSession()
        let diagnostics = session.open(text)
        #expect(text.isEmpty || text.hasPrefix("relay a = 1\n") || !diagnostics.isEmpty)
        let lines = text.components(separatedBy: "\n")
        for (line, character) in [(0, 0), (0, 3), (lines.count - 1, lines.last!.utf16.count), (lines.count + 5, 9)] {
            let at: [String: Any] = ["textDocument": ["uri": session.uri], "position": ["line": line, "character": character],
                                     "context": ["includeDeclaration": true]]
            for method in ["textDocument/completion", "textDocument/hover", "textDocument/definition", "textDocument/references"] {
                #expect(session.request(method, at)["error"] == nil, "\(method)")
            }
        }
        #expect(session.request("textDocument/documentSymbol", ["textDocument": ["uri": session.uri]])["result"] is [Any])
        let all = ["start": ["line": 0, "character": 0], "end": ["line": 99, "character": 0]]
        #expect(session.request("textDocument/codeAction", ["textDocument": ["uri": session.uri], "range": all,
                                                            "context": [:] as [String: Any]])["result"] is [Any])
    }

    /// Every prefix of real scenarios, as an editor sees a file being typed: each is read,
    /// and every request at its end and in its middle gets an answer (no crash, no error).
    @Test("a half-typed file never breaks an answer", arguments: ["forms/name-form.txt", "channel/temperature-slider.txt",
                                                                  "errors/operators.txt", "search/flatmaplatest-drops-stale-response.txt"])
    func halfTyped(_ path: String) throws {
        let full = try String(contentsOfFile: GoldenScenarioTests.packageRoot + "/Scenarios/" + path, encoding: .utf8)
        let session = InProcessSession()
        let scalars = Array(full.unicodeScalars)
        for length in stride(from: 0, through: scalars.count, by: 5) {
            var text = String.UnicodeScalarView()
            text.append(contentsOf: scalars[0..<length])
            let prefix = String(text)
            session.open(prefix)
            let lines = prefix.components(separatedBy: "\n")
            for (line, character) in [(lines.count - 1, lines.last!.utf16.count), (lines.count / 2, 3), (0, 0)] {
                let at: [String: Any] = ["textDocument": ["uri": session.uri],
                                         "position": ["line": line, "character": character],
                                         "context": ["includeDeclaration": true]]
                for method in ["textDocument/completion", "textDocument/hover", "textDocument/definition",
                               "textDocument/references"] {
                    #expect(session.request(method, at)["error"] == nil, "\(method) at \(line):\(character)")
                }
            }
            let symbols = session.request("textDocument/documentSymbol", ["textDocument": ["uri": session.uri]])
            #expect(symbols["result"] is [Any])
        }
    }
}
