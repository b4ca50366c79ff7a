#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and error for one command run: the real descriptors, or one
/// shared memory sink (golden tests, which see both interleaved as written).
struct Console {
    let out: OutputSink
    let err: OutputSink
    let environment: [String: String]
    /// Whether this console writes to the real terminal descriptors.
    let isReal: Bool

    static func standard(environment: [String: String]) -> Console {
        let out = OutputSink(.standardOutput)
        let err = OutputSink(.standardError)
        err.writeThrough(after: out)
        return Console(out: out, err: err, environment: environment, isReal: true)
    }

    /// Output kept in memory, at most `limit` bytes of it (more is counted, not kept: see
    /// `OutputSink.overflowed`).
    static func memory(limit: Int = .max) -> Console {
        let sink = OutputSink(.memory, limit: limit)
        return Console(out: sink, err: sink, environment: [:], isReal: false)
    }

    func flush() {
        out.flush()
        err.flush()
    }
}

/// Whether `descriptor` is a terminal.
func isTerminal(_ descriptor: Int32) -> Bool {
    isatty(descriptor) == 1
}
