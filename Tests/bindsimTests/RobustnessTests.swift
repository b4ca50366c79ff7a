import Foundation
import Testing
import BindKit
@testable import bindsim

/// Small valid files must not crash the tool, hang it or take the machine's
/// memory, and no failure may exit 0 (each case below once did one of these).
@Suite("Robustness")
struct RobustnessTests {
    static func run(_ source: String, options: RunOptions = RunOptions()) throws -> ScenarioOutcome {
        let file = SourceFile(path: "t.txt", text: source)
        let parsed = Frontend.parseAndCheck(file)
        let program = try #require(parsed.program, "\(renderDiagnostics(parsed.diagnostics, in: file))")
        return ScenarioRun(program: program, file: file, options: options, listener: nil).runWholeFile()
    }

    /// `let a1 = OP(a0, a0)` ... `let aN = OP(aN-1, aN-1)`, bound into `out`.
    static func diamond(_ levels: Int, _ op: String) -> String {
        var lines = ["relay a0 = 0", "relay out = 0"]
        for level in 1...levels {
            let pair = op == "merge" ? "merge(a\(level - 1), a\(level - 1))"
                : "combineLatest(a\(level - 1), a\(level - 1)).map($0)"
            lines.append("let a\(level) = \(pair)")
        }
        lines.append("bind a\(levels) -> out")
        return lines.joined(separator: "\n") + "\n"
    }

    @Test("a doubling diamond of 30 lets: check is linear, run refuses it naming the let that fans out",
          arguments: ["merge", "combineLatest"])
    func exponentialLets(_ op: String) throws {
        let source = Self.diamond(30, op)
        let program = try #require(Frontend.parseAndCheck(SourceFile(path: "t.txt", text: source)).program)
        let graph = BindingGraph(program: program)
        #expect(graph.edges.count == 1, "a0 -> out once, however often the lets repeat it")
        let outcome = try Self.run(source)
        let error = try #require(outcome.runtimeError)
        #expect(error.message.code == "E0319")
        #expect(error.range.start.line == 33)
        guard case .subscriptionBudget(_, let limit, let fanOut) = error.message else {
            Issue.record("\(error.message)")
            return
        }
        #expect(limit == 1_000_000)
        #expect(fanOut == "'a1' reads 'a0' twice")
    }

    @Test("a diamond within the subscription budget runs, one delivery per subscription")
    func diamondWithinBudget() throws {
        let outcome = try Self.run(Self.diamond(10, "merge") + "set a0 = 1\nexpect out == 1\n")
        #expect(outcome.runtimeError == nil)
        #expect(outcome.failed == 0)
        // The set: a0 announces to 1024 subscriptions, each reaches out, which announces.
        #expect(outcome.loops.isEmpty)
        var options = RunOptions()
        options.maxSubscriptions = 1_000
        #expect(try Self.run(Self.diamond(10, "merge"), options: options).runtimeError?.message.code == "E0319")
    }

    @Test("a chain of 100 lets keeps its edges in the static graph (it used to stop at 64)")
    func longLetChainIsAnalysed() throws {
        var lines = ["relay a0 = 0"]
        for level in 1...100 { lines.append("let a\(level) = a\(level - 1).map(it + 1)") }
        lines.append("bind a100 -> a0")
        let program = try #require(Frontend.parseAndCheck(SourceFile(path: "t.txt", text: lines.joined(separator: "\n"))).program)
        let cycles = LoopAnalysis.cycles(in: BindingGraph(program: program))
        #expect(cycles.map(\.path) == [["a0", "a0"]])
        #expect(cycles.first?.hasUnguardedCycle == true)
    }

    @Test("a chain of 100,000 lets runs on a test thread's small stack (subscribing and delivering do not recurse per let)")
    func deepLetChainRuns() throws {
        let count = 100_000
        var source = "relay a0 = 0\n"
        source.reserveCapacity(count * 32)
        for level in 1...count { source += "let a\(level) = a\(level - 1).map(it + 1)\n" }
        source += "relay out = 0\nbind a\(count) -> out\nset a0 = 1\nexpect out == \(count + 1)\n"
        let outcome = try Self.run(source)
        #expect(outcome.runtimeError == nil)
        #expect(outcome.passed == 1)
        #expect(outcome.failed == 0)
    }

    /// An operator's expression that passes the limit ends its binding (version 3: an
    /// error inside a delivery); a value that reaches a node too large stops the run.
    @Test("values that grow on every round stop at the value limit", arguments: [
        ("relay a = [1]\nbind a.map(it + it) -> a\n", false),
        ("relay a = \"ab\"\nbind a.map(it + it) -> a\n", false),
        ("relay a = \"x\"\nrelay b = \"\"\nbind a.scan(\"y\", acc + acc) -> b\nset a = \"z\"\nset a = \"z\"\n"
            + String(repeating: "set a = \"z\"\n", count: 30), false),
        ("relay a = 1\nbind combineLatest(a, a) -> a\n", true),
        ("relay a = 1\nbind a.map([it]) -> a\n", false),
    ])
    func growingValues(_ source: String, _ stopsRun: Bool) throws {
        let outcome = try Self.run(source, options: RunOptions(budgets: Budgets(maxReentries: 100_000, maxEvents: 10_000_000, maxTurns: 1000)))
        if stopsRun {
            #expect(outcome.runtimeError?.message.code == "E0317")
            #expect(outcome.errors.isEmpty)
        } else {
            #expect(outcome.runtimeError == nil)
            #expect(outcome.errors.map(\.error.error.message.code) == ["E0317"])
            #expect(outcome.unexpectedErrors == 1)
        }
    }

    @Test("arithmetic that leaves the finite numbers is an error, not inf or nan")
    func notFinite() throws {
        let big = "1" + String(repeating: "0", count: 308)
        let outcome = try Self.run("relay a = \(big)\nrelay b = 0\nset b = a * a\nexpect b == 0\n")
        #expect(outcome.runtimeError?.message == .notFinite("inf"))
        #expect(outcome.runtimeError?.range.start.line == 3)
        #expect(try Self.run("relay a = \(big)\nrelay b = 0\nset b = a * a - a * a\n").runtimeError?.message.code == "E0318")
    }

    @Test("virtual time stops at its end with an error, not a clock that stands still")
    func clockEnd() throws {
        let wait = try Self.run("wait 9223372036854ms\nwait 1ms\n")
        #expect(wait.runtimeError?.message == .clockOverflow)
        #expect(wait.runtimeError?.range.start.line == 2)
        let delay = try Self.run("relay a = 0\nrelay b = 0\nbind a.delay(9223372036854ms) -> b\nwait 10ms\nset a = 1\n")
        #expect(delay.runtimeError?.message == .clockOverflow)
        #expect(delay.runtimeError?.range.start.line == 5)
        #expect(try Self.run("wait 9223372036854ms\n").runtimeError == nil)
    }

    @Test("every timed operator's timer due past the clock's end stops the run (E0320), as delay's does")
    func timersPastTheClockEnd() throws {
        // debounce and throttle reach the clock through its due time, not through delay's path.
        for op in ["debounce", "delay"] {
            let past = try Self.run("relay a = 0\nrelay b = 0\nbind a.\(op)(9223372036854ms) -> b\nwait 10ms\nset a = 1\n")
            #expect(past.runtimeError?.message == .clockOverflow, "\(op)")
            #expect(past.runtimeError?.range.start.line == 5, "\(op)")
        }
        // throttle forwards its first value at once; the second waits for the window's end.
        let throttled = try Self.run("relay a = 0\nrelay b = 0\nwait 10ms\nbind a.throttle(9223372036854ms) -> b\n"
                                     + "wait 10ms\nset a = 1\n")
        #expect(throttled.runtimeError?.message == .clockOverflow)
        #expect(throttled.runtimeError?.range.start.line == 6)
        let timer = try Self.run("relay a = 0\nwait 10ms\nbind timer(9223372036854ms) -> a\n")
        #expect(timer.runtimeError?.message == .clockOverflow)
        #expect(timer.runtimeError?.range.start.line == 3)
        // A window that ends at the clock's last millisecond is still on the clock.
        let onTheClock = try Self.run("relay a = 0\nrelay b = 0\nbind a.throttle(9223372036854ms) -> b\n"
                                      + "wait 10ms\nset a = 1\nwait 9223372036844ms\nexpect b == 1\n")
        #expect(onTheClock.runtimeError == nil)
        #expect(onTheClock.passed == 1)
    }

    @Test("timers of many steps due at one instant past the turn budget are cut off once, not one by one")
    func oneCutOffPerInstant() throws {
        var source = "relay a = 0\n"
        for index in 0..<3_000 { source += "relay b\(index) = 0\nbind a.delay(10ms) -> b\(index)\n" }
        source += "wait 10ms\nexpect loop\nrelay c = 0\nbind a.delay(10ms) -> c\nwait 10ms\nexpect c == 0\n"
        let outcome = try Self.run(source)
        // One report for the instant (each timer was set by its own step: each used to be
        // cut off on its own turn, with a report and a scan of the queue each).
        #expect(outcome.loops.count == 1)
        #expect(outcome.loops.first?.report.reason == .turns)
        // The next instant runs as usual.
        #expect(outcome.failed == 0)
        #expect(outcome.passed == 2)
    }

    @Test("a step keeps no more announcements than an 'expect … emitted' lists, and counts the rest")
    func announcementsKeptForExpectations() throws {
        let text = String(repeating: "y", count: 200)
        let outcome = try Self.run("field f = \"\"\ntype f \"\(text)\"\nexpect f emitted [\"y\"]\n")
        #expect(outcome.failed == 1)
        let (program, file) = try ExploreTests.program("field f = \"\"\ntype f \"yyy\"\nexpect f emitted [\"y\"]\n")
        let run = ScenarioRun(program: program, file: file, options: RunOptions(), listener: nil)
        for statement in program.statements.prefix(2) { run.execute(statement) }
        let step = try #require(run.previousStep)
        #expect(step.announcements["f"] == [.string("y"), .string("yy")])
        #expect(step.announcementCounts["f"] == 3)
        let exact = try Self.run("field f = \"\"\ntype f \"yy\"\nexpect f emitted [\"y\", \"yy\"]\n")
        #expect(exact.passed == 1)
    }

    @Test("typing is limited to 4096 characters, with a diagnostic before anything runs")
    func typedTextLimit() {
        let long = String(repeating: "x", count: 4_097)
        let found = Frontend.parseAndCheck(SourceFile(path: "t.txt", text: "field f = \"\"\ntype f \"\(long)\"\n")).diagnostics
        #expect(found.map(\.code) == ["E0217"])
        let fits = String(repeating: "x", count: 4_096)
        #expect(Frontend.parseAndCheck(SourceFile(path: "t.txt", text: "field f = \"\"\ntype f \"\(fits)\"\n")).diagnostics.isEmpty)
    }

    @Test("a write that fails on standard output exits 2 with a message on standard error")
    func writeErrors() throws {
        let path = CommandLineTests.scenario("relay a = 1\nset a = 2\nexpect a == 2\n", name: "write-error")
        let full = open("/dev/full", O_WRONLY)
        try #require(full >= 0)
        defer { close(full) }
        let errors = OutputSink(.memory)
        let console = Console(out: OutputSink(.descriptor(full)), err: errors, environment: [:], isReal: false)
        #expect(Commands.main(["trace", path], console: console) == .invalidInput)
        #expect(errors.text.contains("cannot write to standard output: No space left on device"))
    }

    @Test("a cut-off that found no cycle names the budget, never an empty cycle")
    func emptyCycleMessage() {
        let path = CommandLineTests.scenario("relay a = 0\nrelay b = 0\nbind a -> b\nbind a -> b\nbind a -> b\nbind a -> b\nset a = 1\n",
                                             name: "empty-cycle")
        let output = CommandLineTests.run(["run", "--max-events", "3", path]).output
        #expect(output.contains("looped (more than 3 deliveries in one step, no node repeating)"))
        #expect(!output.contains("()"))
    }

    @Test("unreadable files say why", arguments: [("loop", "a loop of symbolic links"),
                                                  ("folder", "no scenarios (*.txt) in this folder")])
    func unreadable(_ kind: String, _ reason: String) throws {
        let folder = NSTemporaryDirectory() + "bindsim-unreadable-\(ProcessInfo.processInfo.processIdentifier)-\(kind)"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/x.txt"
        if kind == "loop" {
            symlink(folder + "/y.txt", path)
            symlink(path, folder + "/y.txt")
        } else {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        let (status, output) = CommandLineTests.run(["run", path])
        #expect(status == 2)
        #expect(output.contains("cannot read scenario file: \(reason)"))
    }
}

/// `bindsim test` must not pass when it tested nothing, and writes goldens safely.
@Suite("Golden test runs")
struct GoldenSafetyTests {
    static func folder(_ name: String) throws -> String {
        let folder = NSTemporaryDirectory() + "bindsim-golden-\(ProcessInfo.processInfo.processIdentifier)-\(name)"
        try? FileManager.default.removeItem(atPath: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("nothing to test is an error: an empty folder, a file that is not a scenario")
    func nothingToTest() throws {
        let empty = try Self.folder("empty")
        defer { try? FileManager.default.removeItem(atPath: empty) }
        let emptyRun = CommandLineTests.run(["test", empty])
        #expect(emptyRun.status == 2)
        #expect(emptyRun.output.contains("no scenarios (*.txt) found"))
        _ = FileManager.default.createFile(atPath: empty + "/notes.md", contents: Data("x".utf8))
        let notScenario = CommandLineTests.run(["test", empty + "/notes.md"])
        #expect(notScenario.status == 2)
        #expect(notScenario.output.contains("not a scenario"))
        #expect(!notScenario.output.hasSuffix("0 passed, 0 failed\n"))
    }

    @Test("an unreadable scenario fails its test whatever its golden says")
    func unreadableScenarioFails() throws {
        let folder = try Self.folder("unreadable")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/d.txt", withIntermediateDirectories: true)
        let golden = "scenario (d.txt)\nexit status 2\n"
        _ = FileManager.default.createFile(atPath: folder + "/d.expected", contents: Data(golden.utf8))
        let result = GoldenRunner(reporter: nil).check(folder + "/d.txt", update: false)
        #expect(result.status == .error)
        #expect(result.report == "cannot read scenario file: it is a directory")
    }

    @Test("--update writes through an exclusive temporary file and leaves files it did not create alone")
    func updateLeavesNoTemporaryFiles() throws {
        let folder = try Self.folder("update")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = FileManager.default.createFile(atPath: folder + "/a.txt", contents: Data("relay a = 1\n".utf8))
        _ = FileManager.default.createFile(atPath: folder + "/a.expected.tmp-4242", contents: Data("left".utf8))
        // A planted link at an old-style predictable temporary name is not followed.
        symlink("/etc/passwd", folder + "/a.expected.tmp-\(getpid())")
        #expect(CommandLineTests.run(["test", "--update", folder]).status == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(names == ["a.expected", "a.expected.tmp-\(getpid())", "a.expected.tmp-4242", "a.txt"].sorted())
        let written = try String(contentsOfFile: folder + "/a.expected", encoding: .utf8)
        #expect(written.hasPrefix("scenario (a.txt)"))
    }

    @Test("a golden that links out of its folder, or is a folder, is refused with a clear error")
    func refusedGoldens() throws {
        let folder = try Self.folder("refused")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = FileManager.default.createFile(atPath: folder + "/a.txt", contents: Data("relay a = 1\n".utf8))
        _ = FileManager.default.createFile(atPath: folder + "/b.txt", contents: Data("relay b = 1\n".utf8))
        symlink("/etc/hostname", folder + "/a.expected")
        try FileManager.default.createDirectory(atPath: folder + "/b.expected", withIntermediateDirectories: true)
        let (status, output) = CommandLineTests.run(["test", "--update", folder])
        #expect(status == 1)
        #expect(output.contains("a.expected: is a symbolic link out of its folder: refusing to read or replace it"))
        #expect(output.contains("b.expected: is a directory, not a golden file"))
        #expect(!output.contains("---"), "no diff is shown for a refused golden")
        var info = stat()
        #expect(lstat(folder + "/a.expected", &info) == 0 && info.st_mode & S_IFMT == S_IFLNK)
    }
}
