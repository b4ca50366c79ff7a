#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where output goes: standard output or standard error in large writes, or a
/// string (tests, golden files). Everything bindsim prints goes through one.
final class OutputSink {
    enum Target {
        case standardOutput
        case standardError
        /// Any open file descriptor (tests use `/dev/full` and closed pipes).
        case descriptor(Int32)
        case memory
    }

    private let target: Target
    // No dynamic exclusivity checks on the buffer written for every line.
    @exclusivity(unchecked) private var buffer = TextBytes()
    @exclusivity(unchecked) private(set) var captured: [UInt8] = []
    /// The first failed write (`errno`), if any: everything after it is dropped, and
    /// the command ends with status 2 (a lost output must not pass for success).
    private(set) var writeError: Int32?

    /// Standard error on a console: it writes through (no buffering), and writes out
    /// what standard output holds first, so that the two keep the order they were
    /// written in when they share a terminal ("warning above" stays above) without
    /// a cost on every write to standard output.
    private(set) var writesThrough = false
    private weak var writtenAfter: OutputSink?

    /// A memory sink keeps at most this many bytes; past it, `overflowed` is set and
    /// the rest is dropped (a golden test's output larger than any golden).
    private let limit: Int
    /// True once a memory sink dropped output past its limit.
    private(set) var overflowed = false

    init(_ target: Target, limit: Int = .max) {
        self.target = target
        self.limit = limit
        buffer.reserveCapacity(1 << 16)
    }

    /// Makes this sink write through, after writing out what `other` holds.
    func writeThrough(after other: OutputSink) {
        writesThrough = true
        writtenAfter = other
    }

    /// Writes `text` followed by a newline.
    func line(_ text: String) {
        write(text)
        endLine()
    }

    func write(_ text: String) {
        if writesThrough { writtenAfter?.flush() }
        buffer.append(text)
        if writesThrough { flush() }
    }

    func write(_ text: TextBytes) {
        if writesThrough { writtenAfter?.flush() }
        buffer.append(text)
        if writesThrough { flush() }
    }

    func writeSpaces(_ count: Int) {
        if writesThrough { writtenAfter?.flush() }
        buffer.appendSpaces(count)
        if writesThrough { flush() }
    }

    func writeDecimal(_ number: Int) {
        if writesThrough { writtenAfter?.flush() }
        buffer.appendDecimal(number)
        if writesThrough { flush() }
    }

    /// Ends the current line; a full buffer is written out.
    func endLine() {
        buffer.append(ascii: UInt8(ascii: "\n"))
        if buffer.count >= 1 << 16 || writesThrough { flush() }
    }

    /// Forgets what a memory sink holds (a caller that needs only the last part of a run).
    func discardCaptured() {
        buffer.removeAll()
        captured.removeAll(keepingCapacity: true)
    }

    /// Everything written so far, for a memory sink.
    var text: String {
        flush()
        return String(decoding: captured, as: UTF8.self)
    }

    func flush() {
        guard !buffer.isEmpty else { return }
        switch target {
        case .memory:
            let room = limit - captured.count
            if buffer.count > room { overflowed = true }
            captured.append(contentsOf: buffer.bytes.prefix(max(0, room)))
        case .standardOutput, .standardError, .descriptor:
            guard writeError == nil else { break }
            writeError = buffer.bytes.withUnsafeBytes { writeAll($0, to: descriptor) }
        }
        buffer.removeAll()
    }

    private var descriptor: Int32 {
        switch target {
        case .standardOutput: 1
        case .standardError: 2
        case .descriptor(let descriptor): descriptor
        case .memory: -1
        }
    }

    /// The failed write as a message (`No space left on device`), if one failed.
    var writeErrorMessage: String? {
        writeError.map { String(cString: strerror($0)) }
    }

    deinit { flush() }
}

/// Writes all of `bytes` to `descriptor`, retrying interrupted and short writes;
/// the `errno` of a failure, or nil. (One loop for standard output, goldens and
/// `-o` files.)
func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32? {
    guard let base = bytes.baseAddress else { return nil }
    var offset = 0
    while offset < bytes.count {
        let written = write(descriptor, base + offset, bytes.count - offset)
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { return written < 0 ? errno : EIO }
        offset += written
    }
    return nil
}
