// Release benchmark for the front end: generates a large valid scenario in memory and
// times `Frontend.parseAndCheck` on it. Built and run by Fuzz/bench.sh (not SwiftPM).
import Foundation

@main
enum FrontendBench {
    static func main() {
        let megabytes = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 50
        let simple = CommandLine.arguments.contains("chain")
        let bytes = simple ? generateChain(targetBytes: megabytes * 1_000_000) : generate(targetBytes: megabytes * 1_000_000)
        let file = SourceFile(path: "bench.txt", bytes: bytes)
        var best = Double.infinity
        var statements = 0
        for _ in 0..<3 {
            let start = cpuNanoseconds()
            let result = Frontend.parseAndCheck(file)
            let seconds = Double(cpuNanoseconds() - start) / 1e9
            guard let program = result.program, result.diagnostics.isEmpty else {
                print(renderDiagnostics(Array(result.diagnostics.prefix(3)), in: file))
                exit(1)
            }
            statements = program.statements.count
            best = min(best, seconds)
        }
        let size = Double(bytes.count) / 1e6
        if CommandLine.arguments.contains("phases") {
            let start = cpuNanoseconds()
            var tokens = 0
            bytes.withUnsafeBufferPointer { buffer in
                let lexer = Lexer(bytes: buffer, diagnostics: DiagnosticEngine(limit: FrontendLimits.standard.maxErrors), limits: .standard)
                while lexer.next().kind != .endOfFile { tokens += 1 }
            }
            let seconds = Double(cpuNanoseconds() - start) / 1e9
            print(String(format: "lexing only: %d tokens, %.3f s = %.1f MB/s", tokens, seconds, size / seconds))
            for _ in 0..<2 {
                let start2 = cpuNanoseconds()
                let parsed = Frontend.parseOnly(file)
                let seconds2 = Double(cpuNanoseconds() - start2) / 1e9
                print(String(format: "parse only: %.3f s = %.1f MB/s (%d)", seconds2, size / seconds2,
                             parsed.program?.statements.count ?? 0))
            }
        }
        print(String(format: "%.1f MB, %d statements: best of 3 %.3f s CPU = %.1f MB/s", size, statements, best, size / best))
    }

    /// CPU time of this thread, so a busy machine does not distort the figure.
    static func cpuNanoseconds() -> UInt64 {
        var spec = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &spec)
        return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
    }

    /// The contract's long relay chain: declarations and one-way binds, then a set and expectations.
    static func generateChain(targetBytes: Int) -> [UInt8] {
        var text = "relay r0 = 0\n"
        var index = 0
        while text.utf8.count < targetBytes {
            text += "relay r\(index + 1) = 0\nbind r\(index) -> r\(index + 1)\n"
            index += 1
        }
        text += "set r0 = 1\nexpect r\(index) == 1\nexpect no loop\n"
        return Array(text.utf8)
    }

    /// A scenario using every statement family, one node group after another.
    static func generate(targetBytes: Int) -> [UInt8] {
        var text = "scenario \"generated benchmark\"\nrelay r0: Number = 0\nfield f0 = \"\"\n"
        var index = 0
        while text.utf8.count < targetBytes {
            let a = "r\(index)", b = "r\(index + 1)", f = "f\(index)", g = "f\(index + 1)"
            text += """
                relay \(b): Number = \(index)  # a comment
                field \(g) = "seed \\"\(index)\\" \\u{1F600}"
                bind \(a).map(it * 2 + 1).filter(it > 3 && it % 2 == 1).distinct() -> \(b)
                bind \(f) <-> \(g).map(trim(it) + "!") using bibinding
                on \(b) { if it > 10 { set \(a) = it - 1 } else { user \(f) = "x" + string(it) } }
                let s\(index) = combineLatest(\(a), \(b)).map($0 + $1).delay(100ms)
                set \(a) = [1, 2, 3][0] + length("abc"); wait 1.5s
                type \(f) "Ada" every 10ms
                expect \(b) == 5
                expect \(b) emitted [1, 2, 3]
                expect no loop

                """
            index += 1
        }
        return Array(text.utf8)
    }
}
