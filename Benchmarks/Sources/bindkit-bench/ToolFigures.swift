import Foundation

/// End-to-end figures of the bindsim executable on generated scenarios.
enum ToolFigures {
    /// Runs `executable` with `arguments`, standard output to a pipe that is read and
    /// counted; returns (seconds, lines, exit status).
    static func time(_ executable: String, _ arguments: [String]) -> (seconds: Double, lines: Int, status: Int32) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        let start = nowNanoseconds()
        do { try process.run() } catch { return (0, 0, -1) }
        var lines = 0
        let handle = pipe.fileHandleForReading
        while true {
            let chunk = handle.availableData
            if chunk.isEmpty { break }
            // Count over the raw bytes: iterating `Data` element by element would make
            // the reader, not bindsim, the slow end of the pipe.
            chunk.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
                for byte in raw where byte == 0x0A { lines += 1 }
            }
        }
        process.waitUntilExit()
        let seconds = Double(nowNanoseconds() - start) / 1e9
        return (seconds, lines, process.terminationStatus)
    }

    static func median(_ runs: Int, _ body: () -> Double) -> Double {
        let samples = (0..<runs).map { _ in body() }.sorted()
        return samples[samples.count / 2]
    }

    static func write(_ text: String, to path: String) {
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    /// A `bind(to:)` chain of `length` relays and one `set` at its head.
    static func chainScenario(length: Int) -> String {
        var text = "scenario \"generated chain of \(length) relays\"\n"
        for index in 0..<length { text += "relay r\(index) = 0\n" }
        for index in 0..<(length - 1) { text += "bind r\(index) -> r\(index + 1)\n" }
        text += "set r0 = 1\nexpect r\(length - 1) == 1\n"
        return text
    }

    /// About `bytes` of varied statements: declarations, operator chains, `on` blocks, expectations.
    static func largeScenario(bytes: Int) -> String {
        var text = "scenario \"generated large scenario\"\n"
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
