import Foundation

/// A language client for tests: `bindsim lsp` started as its own process, spoken to
/// through real pipes with `Content-Length` framing, the way an editor does. Every wait
/// has a deadline, so a server that hangs fails the test instead of stalling it.
final class LanguageServerClient: @unchecked Sendable {
    struct Timeout: Error, CustomStringConvertible {
        var waitingFor: String
        var description: String { "no answer from bindsim lsp while waiting for \(waitingFor)" }
    }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private let condition = NSCondition()
    private var received: [UInt8] = []
    private var outputEnded = false
    private var nextID = 1
    /// Notifications (and anything else not yet asked for), in arrival order.
    private var pending: [[String: Any]] = []
    private let deadline: TimeInterval

    init(arguments: [String] = ["lsp"], deadline: TimeInterval = 60) throws {
        guard let executable = BindsimProcess.executable else { throw BindsimProcess.NotFound() }
        self.deadline = deadline
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["ASAN_OPTIONS"] = [environment["ASAN_OPTIONS"], "detect_leaks=0"].compactMap { $0 }
            .joined(separator: ":")
        process.environment = environment
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let reading = output.fileHandleForReading
        Thread.detachNewThread { [self] in
            while true {
                let data = reading.availableData
                condition.lock()
                if data.isEmpty { outputEnded = true } else { received.append(contentsOf: data) }
                condition.broadcast()
                condition.unlock()
                if data.isEmpty { return }
            }
        }
    }

    deinit {
        if process.isRunning { process.terminate() }
    }

    /// Writes raw bytes to the server's standard input.
    func write(_ bytes: [UInt8]) {
        input.fileHandleForWriting.write(Data(bytes))
    }

    /// Sends one message, framed.
    func send(_ message: [String: Any]) throws {
        let body = try JSONSerialization.data(withJSONObject: message, options: [.sortedKeys])
        write(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + Array(body))
    }

    func notify(_ method: String, _ params: [String: Any]) throws {
        try send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// Sends a request and waits for its response (notifications that arrive meanwhile are kept).
    func request(_ method: String, _ params: Any = NSNull()) throws -> [String: Any] {
        let id = nextID
        nextID += 1
        try send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        return try message(matching: "the answer to \(method)") { ($0["id"] as? Int) == id }
    }

    /// The next `textDocument/publishDiagnostics` notification's params.
    func nextDiagnostics() throws -> [String: Any] {
        let message = try message(matching: "publishDiagnostics") {
            $0["method"] as? String == "textDocument/publishDiagnostics"
        }
        return message["params"] as? [String: Any] ?? [:]
    }

    /// The first message (kept or new) that `matches`.
    func message(matching what: String, _ matches: ([String: Any]) -> Bool) throws -> [String: Any] {
        let end = Date(timeIntervalSinceNow: deadline)
        while true {
            if let index = pending.firstIndex(where: matches) { return pending.remove(at: index) }
            guard let body = try nextBody(until: end, waitingFor: what) else { throw Timeout(waitingFor: what) }
            let object = try JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] ?? [:]
            pending.append(object)
        }
    }

    /// The next framed body from the server, nil when its output ended.
    private func nextBody(until end: Date, waitingFor what: String) throws -> [UInt8]? {
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let (length, headerEnd) = Self.header(in: received), received.count >= headerEnd + length {
                let body = Array(received[headerEnd..<(headerEnd + length)])
                received.removeSubrange(0..<(headerEnd + length))
                return body
            }
            if outputEnded { return nil }
            guard condition.wait(until: end) else { throw Timeout(waitingFor: what) }
        }
    }

    /// The Content-Length of the header block at the start of `bytes` and where its body starts.
    private static func header(in bytes: [UInt8]) -> (Int, Int)? {
        let separator = Array("\r\n\r\n".utf8)
        guard bytes.count >= 4, let end = (0...(bytes.count - 4)).first(where: { Array(bytes[$0..<($0 + 4)]) == separator })
        else { return nil }
        let header = String(decoding: bytes[0..<end], as: UTF8.self)
        for line in header.split(separator: "\r\n") where line.lowercased().hasPrefix("content-length:") {
            if let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces)) {
                return (length, end + 4)
            }
        }
        return nil
    }

    /// Closes the server's input and waits for it to end; its exit status.
    func waitForExit() throws -> Int32 {
        try? input.fileHandleForWriting.close()
        let end = Date(timeIntervalSinceNow: deadline)
        while process.isRunning {
            guard Date() < end else {
                process.terminate()
                throw Timeout(waitingFor: "the process to exit")
            }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return process.terminationStatus
    }

    /// Everything the server wrote that no wait has taken (after it exited: its last words).
    var unreadOutput: [UInt8] {
        condition.lock()
        defer { condition.unlock() }
        return received
    }
}
