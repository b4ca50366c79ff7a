import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// End-to-end figures of the bindsim executable on generated scenarios.
enum ToolFigures {
    struct ChildResult {
        var seconds: Double
        var lines: Int
        var status: Int32
        /// The child's peak resident set size, in bytes (`wait4`'s `ru_maxrss`).
        var peakBytes: Int
        /// Standard output, when asked for.
        var output = ""
    }

    /// Runs `executable` with `arguments`, its standard output to a pipe that is read
    /// and counted (standard error discarded); returns time, lines, status and peak RSS.
    static func run(_ executable: String, _ arguments: [String], capture: Bool = false) -> ChildResult {
        var pipe: [Int32] = [0, 0]
        guard Glibc.pipe(&pipe) == 0 else { return ChildResult(seconds: 0, lines: 0, status: -1, peakBytes: 0) }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, pipe[1], 1)
        posix_spawn_file_actions_addclose(&actions, pipe[0])
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = nowNanoseconds()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(pipe[1])
        guard spawned == 0 else {
            close(pipe[0])
            return ChildResult(seconds: 0, lines: 0, status: -1, peakBytes: 0)
        }
        // Count lines over raw bytes, so that the reader is never the slow end of the pipe.
        var lines = 0
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        var captured: [UInt8] = []
        while true {
            let count = buffer.withUnsafeMutableBytes { read(pipe[0], $0.baseAddress, $0.count) }
            if count <= 0 { break }
            for index in 0..<count where buffer[index] == 0x0A { lines += 1 }
            if capture { captured.append(contentsOf: buffer[0..<count]) }
        }
        close(pipe[0])
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        let seconds = Double(nowNanoseconds() - start) / 1e9
        let exitStatus = (status & 0x7f) == 0 ? (status >> 8) & 0xff : -(status & 0x7f)
        return ChildResult(seconds: seconds, lines: lines, status: exitStatus, peakBytes: usage.ru_maxrss * 1024,
                           output: String(decoding: captured, as: UTF8.self))
    }

    /// Seconds, lines and status of a run (for the figures that need only those).
    static func time(_ executable: String, _ arguments: [String]) -> (seconds: Double, lines: Int, status: Int32) {
        let result = run(executable, arguments)
        return (result.seconds, result.lines, result.status)
    }

    static func median(_ runs: Int, _ body: () -> Double) -> Double {
        let samples = (0..<runs).map { _ in body() }.sorted()
        return samples[samples.count / 2]
    }

    /// The median result of `runs` runs, by time (its peak RSS with it).
    static func medianRun(_ runs: Int, _ executable: String, _ arguments: [String], capture: Bool = false) -> ChildResult {
        let results = (0..<runs).map { _ in run(executable, arguments, capture: capture) }.sorted { $0.seconds < $1.seconds }
        return results[results.count / 2]
    }

    static func write(_ text: String, to path: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    /// A `bind(to:)` chain of `length` relays and one `set` at its head.
    static func chainScenario(length: Int) -> String {
        var text = "scenario \"generated chain of \(length) relays\"\n"
        text.reserveCapacity(length * 42)
        for index in 0..<length { text += "relay r\(index) = 0\n" }
        for index in 0..<(length - 1) { text += "bind r\(index) -> r\(index + 1)\n" }
        text += "set r0 = 1\nexpect r\(length - 1) == 1\n"
        return text
    }

    /// A chain of `length` `let` streams, each one `map` on the one before, bound into a relay.
    static func letChainScenario(length: Int) -> String {
        var text = "relay a0 = 0\n"
        text.reserveCapacity(length * 30)
        for index in 1...length { text += "let a\(index) = a\(index - 1).map(it + 1)\n" }
        text += "relay out = 0\nbind a\(length) -> out\nset a0 = 1\nexpect out == \(length + 1)\n"
        return text
    }

    /// About `bytes` of varied statements: declarations, operator chains, `on` blocks, expectations.
    static func largeScenario(bytes: Int) -> String {
        var text = "scenario \"generated large scenario\"\n"
        text.reserveCapacity(bytes + 512)
        var index = 0
        while text.utf8.count < bytes {
            text += """
            relay a\(index): Number = \(index)
            field f\(index) = "v\(index)"
            bind a\(index).map(it * 2 + 1).filter(it > 3 && it != 7).distinct() -> a\(index)
            bind f\(index) <-> a\(index).map(string(it)) using bibinding
            on combineLatest(a\(index), f\(index)).skip(1) { if $0 > 10 { set a\(index) = $0 - 1 } else { set f\(index) = upper(trim($1)) } }
            expect a\(index) == \(index)   # a comment to skip

            """
            index += 1
        }
        return text
    }

    /// A scenario whose trace has well over a million lines: a chain set many times.
    static func traceScenario(chain: Int, sets: Int) -> String {
        var text = "scenario \"generated trace volume\"\n"
        for index in 0..<chain { text += "relay r\(index) = 0\n" }
        for index in 0..<(chain - 1) { text += "bind r\(index) -> r\(index + 1)\n" }
        for value in 1...sets { text += "set r0 = \(value)\n" }
        return text
    }
}
