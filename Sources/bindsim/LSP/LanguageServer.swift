/// `bindsim lsp`: the Language Server Protocol (3.17) over a byte stream, one message at a
/// time. Every answer comes from the front end and `check`'s analysis (`ScenarioDocument`);
/// this type only keeps the session — its phase, the open documents, what the client can
/// read — and turns requests into answers (docs/editors.md).
final class LanguageServer {
    /// Where the session is: before `initialize`, serving, after `shutdown`.
    enum Phase: Equatable {
        case starting, running, shutDown
    }

    /// A JSON-RPC error answer.
    struct ResponseError: Error, Equatable {
        var code: Int
        var message: String

        static let parseError = -32700
        static let invalidRequest = -32600
        static let methodNotFound = -32601
        static let invalidParams = -32602
        static let serverNotInitialized = -32002
    }

    private(set) var phase = Phase.starting
    /// How the process ends, once `exit` has come.
    private(set) var exitCode: ExitCode?
    private(set) var documents: [String: ScenarioDocument] = [:]
    private(set) var encoding = PositionEncoding.utf16
    /// Whether the client shows Markdown in hovers and completion details.
    private var markdown = true
    private let version: String
    /// The front end's limits; a document over its file limit is not kept.
    private let limits: FrontendLimits

    /// `version` is what `initialize` names the server's version.
    init(version: String, limits: FrontendLimits = .standard) {
        self.version = version
        self.limits = limits
    }

    /// How the process ends when the input ends without `exit`: as `exit` would.
    var statusAtEndOfInput: ExitCode {
        phase == .shutDown ? .success : .exitWithoutShutdown
    }

    /// Serves messages from `input` until `exit` or the end of the input, writing to `output`.
    static func serve(input: ByteSource, output: ByteSink, version: String) -> ExitCode {
        let reader = MessageReader(input)
        let writer = MessageWriter(output)
        let server = LanguageServer(version: version)
        while true {
            let outgoing: [JSONValue]
            switch reader.next() {
            case .end:
                return server.statusAtEndOfInput
            case .malformed(let problem):
                outgoing = [errorResponse(id: .null, ResponseError(code: ResponseError.parseError, message: problem))]
            case .tooLarge(let length):
                outgoing = [errorResponse(id: .null, ResponseError(
                    code: ResponseError.invalidRequest,
                    message: "a message of \(length) bytes is over the limit of \(reader.maxContentLength) bytes"))]
            case .message(let body):
                outgoing = server.receive(body)
            }
            outgoing.forEach(writer.send)
            if let code = server.exitCode { return code }
            if writer.failed { return server.statusAtEndOfInput }
        }
    }

    /// The messages to send for one message's body.
    func receive(_ body: [UInt8]) -> [JSONValue] {
        let message: JSONValue
        do {
            message = try JSONReader.read(body)
        } catch {
            let text = "the message is not JSON: \(error.message) (byte \(error.offset))"
            return [Self.errorResponse(id: .null, ResponseError(code: ResponseError.parseError, message: text))]
        }
        return receive(message)
    }

    /// The messages to send for one message: an answer to a request, the diagnostics a
    /// change brings, or nothing.
    func receive(_ message: JSONValue) -> [JSONValue] {
        let id = message["id"]
        guard case .object = message, let method = message["method"]?.stringValue else {
            // A response to a request of ours (we send none) needs nothing; anything else is wrong.
            if id != nil, message["result"] != nil || message["error"] != nil { return [] }
            return [Self.errorResponse(id: id ?? .null, ResponseError(
                code: ResponseError.invalidRequest, message: "a message needs a 'method' (a JSON-RPC 2.0 object)"))]
        }
        guard let id else { return notification(method, message["params"]) }
        do {
            let result = try request(method, message["params"])
            return [.object([("jsonrpc", .string("2.0")), ("id", id), ("result", result)])]
        } catch {
            return [Self.errorResponse(id: id, error)]
        }
    }

    static func errorResponse(id: JSONValue, _ error: ResponseError) -> JSONValue {
        .object([("jsonrpc", .string("2.0")), ("id", id),
                 ("error", .object([("code", .int(error.code)), ("message", .string(error.message))]))])
    }

    // MARK: Notifications

    private func notification(_ method: String, _ params: JSONValue?) -> [JSONValue] {
        if method == "exit" {
            exitCode = statusAtEndOfInput
            return []
        }
        guard phase == .running else { return [] }  // dropped, as the protocol says
        switch method {
        case "textDocument/didOpen":
            guard let item = params?["textDocument"], let uri = item["uri"]?.stringValue,
                  let text = item["text"]?.stringValue else { return [] }
            return [publish(ScenarioDocument(uri: uri, version: item["version"]?.intValue, text: text, limits: limits))]
        case "textDocument/didChange":
            guard let uri = params?["textDocument"]?["uri"]?.stringValue, let changes = params?["contentChanges"]?.arrayValue,
                  let changed = documents[uri]?.text(applying: changes, encoding: encoding, limits: limits) else { return [] }
            let version = params?["textDocument"]?["version"]?.intValue
            switch changed {
            case .malformed:
                return []
            case .overLimit(let size):
                // Refused with check's error for such a file, and nothing of it kept.
                return [publish(ScenarioDocument(uri: uri, version: version, overLimit: size, limits: limits))]
            case .text(let bytes):
                // The old version goes before the new one is read: a large file is not held twice.
                documents[uri] = nil
                return [publish(ScenarioDocument(uri: uri, version: version, file: SourceFile(path: uri, bytes: bytes),
                                                 limits: limits))]
            }
        case "textDocument/didClose":
            guard let uri = params?["textDocument"]?["uri"]?.stringValue, documents.removeValue(forKey: uri) != nil else {
                return []
            }
            // Closing clears what the editor shows for the file.
            return [DiagnosticAnswers.cleared(uri: uri)]
        default:
            return []  // initialized, didSave, $/cancelRequest, $/setTrace, …
        }
    }

    private func publish(_ document: ScenarioDocument) -> JSONValue {
        documents[document.uri] = document
        return DiagnosticAnswers.publish(document, encoding: encoding)
    }

    // MARK: Requests

    private func request(_ method: String, _ params: JSONValue?) throws(ResponseError) -> JSONValue {
        switch phase {
        case .starting:
            guard method == "initialize" else {
                throw ResponseError(code: ResponseError.serverNotInitialized, message: "the server is not initialized")
            }
            return initialize(params)
        case .shutDown:
            throw ResponseError(code: ResponseError.invalidRequest, message: "the server is shut down: only 'exit' is served")
        case .running:
            break
        }
        switch method {
        case "initialize":
            throw ResponseError(code: ResponseError.invalidRequest, message: "'initialize' came twice")
        case "shutdown":
            phase = .shutDown
            return .null
        case "textDocument/hover":
            let (document, offset) = try documentAndOffset(params)
            return HoverAnswers.hover(document, at: offset, encoding: encoding, markdown: markdown)
        case "textDocument/completion":
            let (document, offset) = try documentAndOffset(params)
            return CompletionAnswers.complete(document, at: offset, markdown: markdown)
        case "textDocument/definition":
            let (document, offset) = try documentAndOffset(params)
            return NavigationAnswers.definition(document, at: offset, encoding: encoding)
        case "textDocument/references":
            let (document, offset) = try documentAndOffset(params)
            let includingDeclaration = params?["context"]?["includeDeclaration"]?.boolValue ?? true
            return NavigationAnswers.references(document, at: offset, includingDeclaration: includingDeclaration,
                                                encoding: encoding)
        case "textDocument/documentSymbol":
            return OutlineAnswers.symbols(try document(params), encoding: encoding)
        case "textDocument/codeAction":
            return try codeActions(params)
        default:
            throw ResponseError(code: ResponseError.methodNotFound, message: "'\(method)' is not served")
        }
    }

    private func initialize(_ params: JSONValue?) -> JSONValue {
        phase = .running
        let capabilities = params?["capabilities"]
        let offered = capabilities?["general"]?["positionEncodings"]?.arrayValue?.compactMap(\.stringValue) ?? []
        encoding = PositionEncoding.choose(from: offered)
        if let formats = capabilities?["textDocument"]?["hover"]?["contentFormat"]?.arrayValue?.compactMap(\.stringValue) {
            markdown = formats.contains("markdown")
        }
        let served: JSONValue = .object([
            ("positionEncoding", .string(encoding.rawValue)),
            ("textDocumentSync", .object([("openClose", .bool(true)), ("change", .int(1))])),
            ("completionProvider", .object([("triggerCharacters", .array([.string(".")]))])),
            ("hoverProvider", .bool(true)),
            ("definitionProvider", .bool(true)),
            ("referencesProvider", .bool(true)),
            ("documentSymbolProvider", .bool(true)),
            ("codeActionProvider", .object([("codeActionKinds", .array([.string("quickfix")]))])),
        ])
        return .object([("capabilities", served),
                        ("serverInfo", .object([("name", .string("bindsim")), ("version", .string(version))]))])
    }

    private func document(_ params: JSONValue?) throws(ResponseError) -> ScenarioDocument {
        guard let uri = params?["textDocument"]?["uri"]?.stringValue else {
            throw ResponseError(code: ResponseError.invalidParams, message: "'textDocument.uri' is missing or not a string")
        }
        guard let document = documents[uri] else {
            throw ResponseError(code: ResponseError.invalidParams, message: "'\(uri)' is not open")
        }
        return document
    }

    private func documentAndOffset(_ params: JSONValue?) throws(ResponseError) -> (ScenarioDocument, Int) {
        let document = try document(params)
        guard let position = LSPPosition(params?["position"]) else {
            throw ResponseError(code: ResponseError.invalidParams, message: "'position' is missing or not a position")
        }
        return (document, document.positions(encoding).offset(of: position))
    }

    private func codeActions(_ params: JSONValue?) throws(ResponseError) -> JSONValue {
        let document = try document(params)
        guard let start = LSPPosition(params?["range"]?["start"]), let end = LSPPosition(params?["range"]?["end"]) else {
            throw ResponseError(code: ResponseError.invalidParams, message: "'range' is missing or not a range")
        }
        let map = document.positions(encoding)
        let low = map.offset(of: start)
        let only = params?["context"]?["only"]?.arrayValue?.compactMap(\.stringValue)
        return DiagnosticAnswers.codeActions(document, range: low..<max(low, map.offset(of: end)), only: only,
                                             encoding: encoding)
    }
}
