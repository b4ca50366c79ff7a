#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the language server's bytes come from: standard input, or bytes in memory (tests).
protocol ByteSource: AnyObject {
    /// Up to `count` bytes; empty at the end of the input.
    func read(upTo count: Int) -> [UInt8]
}

/// Where its bytes go: standard output, or memory (tests).
protocol ByteSink: AnyObject {
    /// Writes every byte; false when they could not be written (the client is gone).
    func write(_ bytes: [UInt8]) -> Bool
}

// The system calls by another name: inside `read(upTo:)` and `write(_:)` their own names mean the methods.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}

/// A file descriptor read with `read(2)` (standard input).
final class FileDescriptorSource: ByteSource {
    let descriptor: Int32

    init(_ descriptor: Int32) {
        self.descriptor = descriptor
    }

    func read(upTo count: Int) -> [UInt8] {
        var buffer = [UInt8](repeating: 0, count: count)
        while true {
            let got = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, count) }
            if got < 0, errno == EINTR { continue }
            return got > 0 ? Array(buffer[0..<got]) : []
        }
    }
}

/// A file descriptor written with `write(2)` (standard output), unbuffered: each message
/// is written whole as soon as it is framed, so the client sees every answer at once.
final class FileDescriptorSink: ByteSink {
    let descriptor: Int32

    init(_ descriptor: Int32) {
        self.descriptor = descriptor
    }

    func write(_ bytes: [UInt8]) -> Bool {
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress! + written, bytes.count - written) }
            if result < 0, errno == EINTR { continue }
            guard result > 0 else { return false }
            written += result
        }
        return true
    }
}

/// Reads the base protocol's messages: a header block (`Content-Length: N`, other headers
/// ignored, lines ended by `\r\n`, the block by an empty line) and then N bytes of JSON.
///
/// Bounded: a header line longer than `maxHeaderLine`, or a header block without a usable
/// `Content-Length`, is malformed; a body longer than `maxContentLength` is reported as too
/// large at once and then skipped as it arrives (never held). Memory is never taken on a
/// header's word: a body grows only with the bytes that actually arrive.
final class MessageReader {
    /// What the next read found.
    enum Outcome: Equatable {
        case message([UInt8])
        /// The header block was not usable; reading goes on with the next one.
        case malformed(String)
        /// A body of this many bytes was announced and skipped.
        case tooLarge(Int)
        /// The input ended.
        case end
    }

    static let maxHeaderLine = 8 * 1024
    /// Twice the front end's file size limit: a scenario at that limit, escaped as JSON, still fits.
    static let defaultMaxContentLength = 2 * FrontendLimits.standard.maxFileSize
    private static let chunk = 64 * 1024

    private let source: ByteSource
    let maxContentLength: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false
    /// Bytes of a body too large to read, still to be skipped before the next message.
    private var pendingSkip = 0

    init(_ source: ByteSource, maxContentLength: Int = MessageReader.defaultMaxContentLength) {
        self.source = source
        self.maxContentLength = maxContentLength
    }

    func next() -> Outcome {
        if pendingSkip > 0 {
            skip(pendingSkip)
            pendingSkip = 0
        }
        var length: Int?
        var problem: String?
        var sawHeader = false
        while true {
            guard let line = readLine() else {
                return sawHeader ? .malformed("the input ended inside a header") : .end
            }
            guard let text = line else {
                problem = problem ?? "a header line is longer than \(Self.maxHeaderLine) bytes"
                sawHeader = true
                continue
            }
            if text.isEmpty {
                if !sawHeader { continue }  // blank lines between messages are tolerated
                break
            }
            sawHeader = true
            guard let colon = text.firstIndex(of: ":") else {
                problem = problem ?? "a header line has no ':'"
                continue
            }
            let name = text[..<colon].lowercased()
            guard name == "content-length" else { continue }
            let value = String(text[text.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
                .reversed().drop { $0 == " " || $0 == "\t" }.reversed())
            guard let number = Int(value), number >= 0, value.utf8.allSatisfy(Byte.isDigit) else {
                problem = problem ?? "the Content-Length '\(FoundText.sanitized(value))' is not a whole number"
                continue
            }
            length = number
        }
        if let problem { return .malformed(problem) }
        guard let length else { return .malformed("a message has no Content-Length header") }
        if length > maxContentLength {
            pendingSkip = length
            return .tooLarge(length)
        }
        guard let body = readBody(length) else { return .malformed("the input ended inside a message of \(length) bytes") }
        return .message(body)
    }

    /// The next line without its `\r\n` (or `\n`); `.some(nil)` for a line over the limit
    /// (consumed without being kept); nil at the end of the input.
    private func readLine() -> String?? {
        var scanned = start
        var discarding = false
        while true {
            if let newline = buffer[scanned...].firstIndex(of: Byte.newline) {
                defer { start = newline + 1 }
                var end = newline
                if end > start, buffer[end - 1] == Byte.carriageReturn { end -= 1 }
                if discarding || end - start > Self.maxHeaderLine { return .some(nil) }
                return .some(String(decoding: buffer[start..<end], as: UTF8.self))
            }
            if buffer.count - start > Self.maxHeaderLine {
                discarding = true
                start = buffer.count
            }
            let pending = buffer.count - start
            compact()
            if !fill() { return nil }
            scanned = start + pending
        }
    }

    private func readBody(_ length: Int) -> [UInt8]? {
        while buffer.count - start < length {
            compact()
            if !fill(wanting: length - (buffer.count - start)) { return nil }
        }
        let body = Array(buffer[start..<(start + length)])
        start += length
        return body
    }

    private func skip(_ length: Int) {
        var remaining = length
        while remaining > 0 {
            let available = buffer.count - start
            if available >= remaining {
                start += remaining
                return
            }
            remaining -= available
            start = buffer.count
            compact()
            if !fill(wanting: remaining) { return }
        }
    }

    /// Drops the bytes already consumed.
    private func compact() {
        if start > 0 {
            buffer.removeSubrange(0..<start)
            start = 0
        }
    }

    /// Reads more input; false at its end.
    private func fill(wanting wanted: Int = MessageReader.chunk) -> Bool {
        guard !ended else { return false }
        let bytes = source.read(upTo: max(1, min(wanted, Self.chunk)))
        if bytes.isEmpty {
            ended = true
            return false
        }
        buffer.append(contentsOf: bytes)
        return true
    }
}

/// Writes messages with their `Content-Length` header.
final class MessageWriter {
    private let sink: ByteSink
    /// Whether a write failed (the client closed its end): nothing more is written.
    private(set) var failed = false

    init(_ sink: ByteSink) {
        self.sink = sink
    }

    func send(_ message: JSONValue) {
        guard !failed else { return }
        let body = Array(JSONWriter.render(message).utf8)
        let header = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        if !sink.write(header + body) { failed = true }
    }
}
