import Foundation
import Testing
@testable import bindsim

/// A language server driven in process, message by message (the process-level exchange
/// is `LanguageServerProcessTests`): JSON in, JSON out, as a client would see it.
final class InProcessSession {
    let server: LanguageServer
    let uri = "file:///scenario.txt"
    private var nextID = 1

    /// A session past `initialize`, with the position encodings the client offers.
    init(encodings: [String]? = nil, initialize: Bool = true, limits: FrontendLimits = .standard) {
        server = LanguageServer(version: "test", limits: limits)
        guard initialize else { return }
        var capabilities: [String: Any] = [:]
        if let encodings { capabilities["general"] = ["positionEncodings": encodings] }
        _ = request("initialize", ["capabilities": capabilities])
        _ = send(["jsonrpc": "2.0", "method": "initialized", "params": [:] as [String: Any]])
    }

    /// Every message the server sends for `message`.
    func send(_ message: [String: Any]) -> [[String: Any]] {
        let body = try! JSONSerialization.data(withJSONObject: message)
        return server.receive(Array(body)).map(Self.object)
    }

    static func object(_ json: JSONValue) -> [String: Any] {
        let text = JSONWriter.render(json)
        return (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
    }

    /// The whole response to a request.
    func request(_ method: String, _ params: Any) -> [String: Any] {
        let id = nextID
        nextID += 1
        return send(["jsonrpc": "2.0", "id": id, "method": method, "params": params]).first ?? [:]
    }

    /// A request's result (`NSNull` for null).
    func result(_ method: String, _ params: [String: Any]) -> Any? {
        request(method, params)["result"]
    }

    /// Opens (or replaces) the document; the diagnostics published for it.
    @discardableResult
    func open(_ text: String, version: Int = 1) -> [[String: Any]] {
        let messages = send(["jsonrpc": "2.0", "method": "textDocument/didOpen", "params": [
            "textDocument": ["uri": uri, "languageId": "bindsim", "version": version, "text": text],
        ]])
        return (messages.first?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]] ?? []
    }

    /// Sends one `didChange` of `changes`; the diagnostics published for it (nil: none published).
    func change(_ changes: [[String: Any]], version: Int) -> [[String: Any]]? {
        let messages = send(["jsonrpc": "2.0", "method": "textDocument/didChange", "params": [
            "textDocument": ["uri": uri, "version": version], "contentChanges": changes,
        ]])
        return (messages.first?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]
    }

    /// The text the server holds for the document.
    var text: String? {
        server.documents[uri].map { String(decoding: $0.file.bytes, as: UTF8.self) }
    }

    /// `textDocument` and `position` for a request at the `|` of `marked` (opened without it).
    func at(_ marked: String) -> [String: Any] {
        let parts = marked.components(separatedBy: "|")
        open(parts.joined())
        let before = parts[0].components(separatedBy: "\n")
        let character = before.last!.utf16.count
        return ["textDocument": ["uri": uri], "position": ["line": before.count - 1, "character": character]]
    }

    /// The labels completion offers at the `|` of `marked`.
    func completionLabels(_ marked: String) -> [String] {
        let list = result("textDocument/completion", at(marked)) as? [String: Any]
        return (list?["items"] as? [[String: Any]] ?? []).compactMap { $0["label"] as? String }
    }

    /// The hover text at the `|` of `marked`, nil for a null hover.
    func hover(_ marked: String) -> String? {
        let hover = result("textDocument/hover", at(marked)) as? [String: Any]
        return (hover?["contents"] as? [String: Any])?["value"] as? String
    }
}

/// `{"line": l, "character": c}` as the tests compare ranges: `l:c-l:c`.
/// A `contentChanges` entry replacing a range (`line:character` to `line:character`) with `text`.
func rangedChange(_ start: (Int, Int), _ end: (Int, Int), _ text: String) -> [String: Any] {
    ["range": ["start": ["line": start.0, "character": start.1], "end": ["line": end.0, "character": end.1]],
     "text": text]
}

func rangeText(_ range: Any?) -> String {
    guard let range = range as? [String: Any], let start = range["start"] as? [String: Int],
          let end = range["end"] as? [String: Int] else { return "none" }
    return "\(start["line"]!):\(start["character"]!)-\(end["line"]!):\(end["character"]!)"
}

@Suite("Language server: the protocol")
struct LanguageServerProtocolTests {
    @Test("initialize advertises what is served and agrees a position encoding", arguments: [
        ([String]?.none, "utf-16"), (["utf-16"], "utf-16"), (["utf-32", "utf-16"], "utf-32"),
        (["utf-16", "utf-8"], "utf-8"),
    ])
    func initialize(_ offered: [String]?, _ agreed: String) throws {
        let session = InProcessSession(initialize: false)
        var capabilities: [String: Any] = [:]
        if let offered { capabilities["general"] = ["positionEncodings": offered] }
        let result = try #require(session.result("initialize", ["capabilities": capabilities]) as? [String: Any])
        let served = try #require(result["capabilities"] as? [String: Any])
        #expect(served["positionEncoding"] as? String == agreed)
        #expect((served["textDocumentSync"] as? [String: Any])?["change"] as? Int == 1)
        #expect((served["completionProvider"] as? [String: Any])?["triggerCharacters"] as? [String] == ["."])
        for provider in ["hoverProvider", "definitionProvider", "referencesProvider", "documentSymbolProvider"] {
            #expect(served[provider] as? Bool == true, "\(provider)")
        }
        #expect((served["codeActionProvider"] as? [String: Any])?["codeActionKinds"] as? [String] == ["quickfix"])
        #expect((result["serverInfo"] as? [String: Any])?["name"] as? String == "bindsim")
    }

    @Test("before initialize a request is refused (-32002) and a notification dropped")
    func beforeInitialize() {
        let session = InProcessSession(initialize: false)
        let answer = session.request("textDocument/hover", ["textDocument": ["uri": session.uri],
                                                            "position": ["line": 0, "character": 0]])
        #expect((answer["error"] as? [String: Any])?["code"] as? Int == -32002)
        #expect(session.open("relay a = 1").isEmpty)
        #expect(session.server.documents.isEmpty)
    }

    @Test("shutdown, then requests are invalid and exit ends with 0; exit without shutdown ends with 1")
    func shutdownAndExit() {
        let session = InProcessSession()
        #expect(session.request("shutdown", NSNull())["result"] is NSNull)
        let late = session.request("textDocument/documentSymbol", ["textDocument": ["uri": session.uri]])
        #expect((late["error"] as? [String: Any])?["code"] as? Int == -32600)
        #expect(session.server.exitCode == nil)
        _ = session.send(["jsonrpc": "2.0", "method": "exit"])
        #expect(session.server.exitCode == .success)

        let abrupt = InProcessSession()
        #expect(abrupt.server.statusAtEndOfInput.rawValue == 1)
        _ = abrupt.send(["jsonrpc": "2.0", "method": "exit"])
        #expect(abrupt.server.exitCode?.rawValue == 1)
    }

    @Test("bad messages get JSON-RPC errors, not a crash", arguments: [
        ("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"nope\"}", -32601),
        ("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"textDocument/hover\", \"params\": {}}", -32602),
        ("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"textDocument/hover\", \"params\": "
            + "{\"textDocument\": {\"uri\": \"file:///not-open.txt\"}, \"position\": {\"line\": 0, \"character\": 0}}}", -32602),
        ("{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": \"initialize\", \"params\": {}}", -32600),
        ("{\"jsonrpc\": \"2.0\", \"id\": 1}", -32600),
        ("[1, 2]", -32600),
        ("{\"id\": 1, \"method\": ", -32700),
        (String(repeating: "[", count: 100_000), -32700),
    ])
    func badMessages(_ text: String, _ code: Int) {
        let session = InProcessSession()
        let answers = session.server.receive(Array(text.utf8)).map(InProcessSession.object)
        #expect(answers.count == 1)
        #expect((answers.first?["error"] as? [String: Any])?["code"] as? Int == code)
    }

    @Test("a response from the client and unknown notifications need no answer")
    func quietMessages() {
        let session = InProcessSession()
        #expect(session.send(["jsonrpc": "2.0", "id": 7, "result": NSNull()]).isEmpty)
        #expect(session.send(["jsonrpc": "2.0", "method": "$/cancelRequest", "params": ["id": 3]]).isEmpty)
        #expect(session.send(["jsonrpc": "2.0", "method": "workspace/didChangeConfiguration", "params": [:] as [String: Any]])
            .isEmpty)
    }
}

@Suite("Language server: many edits in one change, and the size limit")
struct LanguageServerEditTests {
    /// The text each change leaves, read as the server read changes before `EditedText`: the
    /// positions of each against a fresh line table of the text the one before left.
    static func reference(_ text: [UInt8], _ changes: [(LSPPosition, LSPPosition, String)],
                          encoding: PositionEncoding) -> [UInt8] {
        var bytes = text
        for (start, end, inserted) in changes {
            let map = PositionMap(file: SourceFile(path: "", bytes: bytes), encoding: encoding)
            let low = map.offset(of: start)
            bytes.replaceSubrange(low..<max(low, map.offset(of: end)), with: Array(inserted.utf8))
        }
        return bytes
    }

    @Test("20,000 one-character edits of a 2 MB document in one didChange leave the text they describe")
    func manyEditsOfALargeDocument() throws {
        let session = InProcessSession()
        let broken = (0..<20_000).map { "relay broken\($0) =" }
        var lines = ["scenario \"many edits\""] + broken
        var size = lines.reduce(0) { $0 + $1.utf8.count + 1 }
        while size < 2_000_000 {
            lines.append("relay r\(lines.count) = \(lines.count)")
            size += lines.last!.utf8.count + 1
        }
        let text = lines.joined(separator: "\n") + "\n"
        #expect(!session.open(text).isEmpty)
        // A multi-cursor "comment out": `#` at the start of each broken line, in order.
        let changes = (1...broken.count).map { rangedChange(($0, 0), ($0, 0), "#") }
        let diagnostics = try #require(session.change(changes, version: 2))
        #expect(diagnostics.isEmpty)
        let expected = ([lines[0]] + broken.map { "#" + $0 } + lines[(broken.count + 1)...]).joined(separator: "\n") + "\n"
        #expect(session.text == expected)
    }

    @Test("edits typed along one long line, forwards and backwards, land where a fresh line table puts them")
    func editsAlongALongLine() throws {
        let session = InProcessSession()
        // 63,000 bytes: within the front end's limits on a line and a string.
        let line = String(repeating: "é😀a", count: 9_000)
        session.open("relay s = \"\(line)\"\n")
        // Typing `x` after every 😀 from the end of the line back to its start (UTF-16: 4 units a group).
        let groups = 9_000
        let backwards = (0..<groups).reversed().map { rangedChange((0, 11 + $0 * 4 + 3), (0, 11 + $0 * 4 + 3), "x") }
        _ = try #require(session.change(backwards, version: 2))
        #expect(session.text == "relay s = \"\(String(repeating: "é😀xa", count: groups))\"\n")
        // Then deleting each `x` again from the start, the line shrinking under the cursor.
        let forwards = (0..<groups).map { rangedChange((0, 11 + $0 * 4 + 3), (0, 11 + $0 * 4 + 4), "") }
        #expect(try #require(session.change(forwards, version: 3)).isEmpty)
        #expect(session.text == "relay s = \"\(line)\"\n")
    }

    @Test("random edits agree with a fresh line table per change", arguments: [PositionEncoding.utf8, .utf16, .utf32])
    func randomEdits(_ encoding: PositionEncoding) {
        var random = SplitMix64(seed: 33, run: 0)
        let pieces = ["a", "bc", "\n", "\r\n", "é", "😀", "\r", "relay x = 1\n", "", "日本"]
        func piece() -> String { pieces[random.next(below: pieces.count)] }
        var text = ""
        for _ in 0..<300 { text += piece() }
        var changes: [(LSPPosition, LSPPosition, String)] = []
        for _ in 0..<3_000 {
            // Positions near the last edit, as typing makes them, and anywhere, past line ends and
            // the last line, inside scalars, and reversed ranges.
            func position() -> LSPPosition {
                LSPPosition(line: random.next(below: 60), character: random.next(below: 12))
            }
            let start = position()
            let end = switch random.next(below: 3) {
            case 0: start
            case 1: LSPPosition(line: start.line, character: random.next(below: 12))
            default: position()
            }
            changes.append((start, end, random.next(below: 3) == 0 ? "" : piece() + piece()))
        }
        var edited = EditedText(bytes: Array(text.utf8))
        var expected = Array(text.utf8)
        for (index, (start, end, inserted)) in changes.enumerated() {
            edited.replace(edited.span(from: start, to: end, encoding: encoding), with: inserted.utf8)
            // Compared at every change, so the first wrong one is named.
            expected = Self.reference(expected, [(start, end, inserted)], encoding: encoding)
            guard edited.bytes == expected else {
                Issue.record("change \(index): \(start) to \(end), \"\(inserted)\"")
                return
            }
        }
        #expect(edited.bytes.count > 100)
    }

    @Test("inserts that would take a document past the file limit are refused with E0001, and nothing of it is kept")
    func growingPastTheLimit() throws {
        let limits = FrontendLimits(maxFileSize: 1_000)
        let session = InProcessSession(limits: limits)
        let start = "scenario \"grows\"\n"
        session.open(start + String(repeating: "# a comment\n", count: 70))  // 857 bytes
        let inserts = (0..<200).map { _ in rangedChange((1, 0), (1, 0), "#") }
        let refused = try #require(session.change(inserts, version: 2))
        #expect(refused.map { $0["code"] as? String } == ["E0001"])
        let message = try #require(refused.first?["message"] as? String)
        #expect(message.hasPrefix("file is larger than the limit of 1000 bytes"))
        #expect(message.contains("note: the document is 1001 bytes"))
        #expect(message.contains("edits are ignored until the whole text is sent again"))
        #expect(session.server.documents[session.uri]?.file.bytes.isEmpty == true)
        // Edits of a text it does not hold are ignored, and the error stays.
        let ignored = try #require(session.change([rangedChange((0, 0), (0, 0), "x")], version: 3))
        #expect(ignored.map { $0["code"] as? String } == ["E0001"])
        #expect(session.text == "")
        // The whole text again, within the limit, is read as usual.
        let back = try #require(session.change([["text": start + "relay a = 1\n"]], version: 4))
        #expect(back.isEmpty)
        #expect(session.text == start + "relay a = 1\n")
        // A whole text over the limit, in a change or an open, is refused the same way.
        let whole = try #require(session.change([["text": String(repeating: "#", count: 1_001)]], version: 5))
        #expect(whole.map { $0["code"] as? String } == ["E0001"])
        #expect(session.open(String(repeating: "#", count: 5_000)).map { $0["code"] as? String } == ["E0001"])
        #expect(session.text == "")
    }

    @Test("the server's limit is the front end's file limit (64 MiB)")
    func standardLimit() throws {
        let session = InProcessSession()
        session.open("relay a = 1\n")
        let limit = FrontendLimits.standard.maxFileSize
        // Given as a JSON value: serializing and reading 64 MiB of JSON would be most of the test.
        let insert: JSONValue = .object([("range", .object([
            ("start", .object([("line", .int(0)), ("character", .int(0))])),
            ("end", .object([("line", .int(0)), ("character", .int(0))])),
        ])), ("text", .string(String(repeating: "#", count: limit)))])
        let answers = session.server.receive(.object([
            ("jsonrpc", .string("2.0")), ("method", .string("textDocument/didChange")), ("params", .object([
                ("textDocument", .object([("uri", .string(session.uri)), ("version", .int(2))])),
                ("contentChanges", .array([insert])),
            ])),
        ])).map(InProcessSession.object)
        let diagnostics = try #require((answers.first?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]])
        #expect(diagnostics.map { $0["code"] as? String } == ["E0001"])
        #expect((diagnostics.first?["message"] as? String)?.contains("note: the document is \(limit + 12) bytes") == true)
        #expect(session.text == "")
    }

    @Test("a change that stays within the limit, shrinking first, is applied")
    func shrinkingThenGrowing() throws {
        let session = InProcessSession(limits: FrontendLimits(maxFileSize: 100))
        let text = "relay a = 1\n" + String(repeating: "#", count: 87) + "\n"  // 100 bytes, the limit
        session.open(text)
        let changes = [rangedChange((1, 0), (1, 50), ""), rangedChange((1, 0), (1, 0), String(repeating: "#", count: 50))]
        #expect(try #require(session.change(changes, version: 2)).isEmpty)
        #expect(session.text == text)
    }
}

@Suite("Language server: reading JSON and messages")
struct LanguageServerFramingTests {
    @Test("JSON values read as written", arguments: [
        ("{\"a\": [1, -2.5, 3e2, true, false, null], \"b\": \"x\\n\\u00e9\\ud83d\\ude00\\\"\"}",
         #"{"a":[1,-2.5,300,true,false,null],"b":"x\n\#u{e9}\#u{1F600}\""}"#),
        (" [ ] ", "[]"),
        ("{}", "{}"),
        ("\"\\ud800\"", "\"\u{FFFD}\""),
    ])
    func reads(_ text: String, _ rendered: String) throws {
        #expect(JSONWriter.render(try JSONReader.read(Array(text.utf8))) == rendered)
    }

    @Test("malformed JSON is an error with its place", arguments: [
        ("", "expected a value, found the end"), ("{\"a\" 1}", "expected ':' after a key"), ("[1,]", "expected a value"),
        ("01", "unexpected text after the JSON value"), ("\"a\u{1}\"", "a control character must be escaped in a string"),
        ("1e999", "number '1e999' is out of range"), ("\"\\x\"", "unknown escape in a string"), ("tru", "expected 'true'"),
        (String(repeating: "{\"a\":", count: 65) + "1" + String(repeating: "}", count: 65), "nesting is deeper than the limit of 64"),
    ])
    func failures(_ text: String, _ message: String) {
        #expect(throws: JSONReader.Failure.self) { try JSONReader.read(Array(text.utf8)) }
        do {
            _ = try JSONReader.read(Array(text.utf8))
        } catch {
            #expect(error.message == message)
        }
    }

    /// Bytes handed out a few at a time, as a pipe may.
    final class Trickle: ByteSource {
        var bytes: [UInt8]
        let step: Int
        init(_ text: String, step: Int) {
            bytes = Array(text.utf8)
            self.step = step
        }
        func read(upTo count: Int) -> [UInt8] {
            let taken = Array(bytes.prefix(min(count, step)))
            bytes.removeFirst(taken.count)
            return taken
        }
    }

    static func frame(_ body: String) -> String {
        "Content-Length: \(body.utf8.count)\r\n\r\n" + body
    }

    @Test("messages are framed by Content-Length however the bytes arrive", arguments: [1, 3, 64 * 1024])
    func framing(_ step: Int) {
        let text = Self.frame("{\"a\":1}") + "Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n"
            + Self.frame("{\"é\":2}")
        let reader = MessageReader(Trickle(text, step: step))
        #expect(reader.next() == .message(Array("{\"a\":1}".utf8)))
        #expect(reader.next() == .message(Array("{\"é\":2}".utf8)))
        #expect(reader.next() == .end)
    }

    @Test("a body over the limit is skipped, not held; a bad header is reported; reading goes on")
    func limits() {
        let huge = "Content-Length: 5000\r\n\r\n" + String(repeating: "x", count: 5000)
        let text = huge + "Content-Length: x1\r\n\r\n" + "Content-Type: a\r\n\r\n"
            + String(repeating: "h", count: MessageReader.maxHeaderLine + 10) + "\r\n\r\n" + Self.frame("{}")
            + "Content-Length: 10\r\n\r\n{}"
        let reader = MessageReader(Trickle(text, step: 700), maxContentLength: 1000)
        #expect(reader.next() == .tooLarge(5000))
        #expect(reader.next() == .malformed("the Content-Length 'x1' is not a whole number"))
        #expect(reader.next() == .malformed("a message has no Content-Length header"))
        #expect(reader.next() == .malformed("a header line is longer than 8192 bytes"))
        #expect(reader.next() == .message(Array("{}".utf8)))
        #expect(reader.next() == .malformed("the input ended inside a message of 10 bytes"))
        #expect(reader.next() == .end)
    }

    @Test("a Content-Length of a terabyte with nothing behind it ends with the input, holding nothing")
    func hugeLength() {
        let reader = MessageReader(Trickle("Content-Length: 1000000000000\r\n\r\n{}", step: 100))
        #expect(reader.next() == .tooLarge(1_000_000_000_000))
        #expect(reader.next() == .end)
    }

    @Test("serve answers a stream of messages and ends as exit says")
    func serve() {
        final class Collect: ByteSink {
            var bytes: [UInt8] = []
            func write(_ bytes: [UInt8]) -> Bool {
                self.bytes += bytes
                return true
            }
        }
        let input = Self.frame(#"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#)
            + "Content-Length: 99999999999\r\n\r\n{}"
        let output = Collect()
        let status = LanguageServer.serve(input: Trickle(input, step: 50), output: output, version: "9")
        let text = String(decoding: output.bytes, as: UTF8.self)
        #expect(status.rawValue == 1)
        #expect(text.contains(#""serverInfo":{"name":"bindsim","version":"9"}"#))
        #expect(text.contains(#""error":{"code":-32600,"message":"a message of 99999999999 bytes is over the limit of 134217728 bytes"}"#))
    }
}
