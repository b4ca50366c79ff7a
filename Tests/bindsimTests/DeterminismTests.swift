import Foundation
import Testing
@testable import bindsim

/// Output is deterministic across processes (docs/cli.md): every command line below (each
/// format of the registry on representative scenarios, and the commands that draw or explore)
/// runs as two separate `bindsim` processes, each with its own hash seed, and both
/// print the same bytes on standard output and standard error, with the same status.
/// Comparing two runs inside one process could not see an order that follows a
/// `Set` or `Dictionary`: Swift seeds hashing once per process.
@Suite("Determinism across processes")
struct DeterminismTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        /// Text standard output must hold: two runs that printed nothing would agree too.
        var shows: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let seeds = PictureCommandTests.seeds.prefix(3).map { "Scenarios/\($0).txt" }

    /// Scenarios that between them reach what an order could follow a hash in: two-way
    /// bindings and components of several cycles, an unguarded loop, re-entrancy, timers and
    /// hops at one instant, errors ending bindings, overwritten edits, a disabled button, and a
    /// file that does not parse. The in-process corpus goldens cover every scenario.
    static let representative = [
        "Scenarios/forms/name-form.txt", "Scenarios/channel/temperature-slider.txt", "Scenarios/loops/counter-cycle.txt",
        "Scenarios/ordering/reentrant-stale.txt", "Scenarios/rxswift/zero-length-timers.txt",
        "Scenarios/lifecycle/error-ends-one-binding.txt", "Scenarios/forms/keyboard-late-echo.txt",
        "Scenarios/buttons/submit-disabled-during-request.txt", "Scenarios/errors/misspelt-names.txt",
    ]

    /// Every reporter format of every command that runs, checks or tests, from the format
    /// registry (a new format is covered with no edit here), on the representative scenarios;
    /// a drawing format (one picture a file) on one of them. Explore is below.
    static let formatCases: [Case] = OutputFormats.reporters.flatMap { format -> [Case] in
        let drawing = format.name == "svg" || format.name == "marble"
        let files: [String] = drawing ? [representative[3]] : representative
        return format.commands.filter { $0 != CommandName.explore }.map { command in
            Case(arguments: [command.rawValue, "--format", format.name] + files, shows: "")
        }
    }

    static let cases: [Case] = formatCases + commandCases + graphCases

    static let commandCases: [Case] = [
        Case(arguments: ["trace", "--loop-check", "--format", "json"] + representative, shows: "\"type\":\"loop_check\""),
        Case(arguments: ["trace", "--loop-check", "--styles", "all", "Scenarios/styles", "Scenarios/twoway"],
             shows: "[reactivekit]"),
        Case(arguments: ["run", "--quiet"] + representative, shows: ""),
        Case(arguments: ["explore", "--jobs", "2", "Scenarios/forms/name-form.txt"], shows: "counterexample"),
        Case(arguments: ["explore", "--format", "json", "--runs", "300", "--jobs", "2", "Scenarios/forms/name-form.txt"],
             shows: "\"type\":\"counterexample\""),
        Case(arguments: ["report", "-o", "-"] + representative, shows: "<h2>Comparison</h2>"),
        Case(arguments: ["export", "--observed", "Scenarios/forms/name-form-seed-current-and-previous.txt"],
             shows: "final class NameFormSeedCurrentAndPreviousTests: XCTestCase"),
        Case(arguments: ["export", "Scenarios/loops/counter-cycle.txt"], shows: "throw XCTSkip(\"line 12 loops"),
    ]

    /// Every graph format of the registry, and a graph after a run, on a few seeds.
    static let graphCases: [Case] = seeds.flatMap { path -> [Case] in
        let formats: [Case] = OutputFormats.graphWriters.map { Case(arguments: ["graph", "--format", $0.name, path], shows: "") }
        return formats + [Case(arguments: ["graph", "--run", "--format", "svg", path], shows: "<svg")]
    }

    @Test("two processes print the same bytes", arguments: cases)
    func twoProcessesAgree(_ example: Case) throws {
        let first = try BindsimProcess.run(example.arguments)
        let second = try BindsimProcess.run(example.arguments)
        #expect(!first.out.isEmpty && (example.shows.isEmpty || first.outText.contains(example.shows)), "\(first.errText)")
        #expect(first.status == second.status)
        #expect(first.out == second.out, "standard output differs between two processes")
        #expect(first.err == second.err, "standard error differs between two processes")
    }

    /// A generated scenario of 120 relays bound at random (with operators, joins and
    /// `on` blocks): its graph is laid out, coloured and counted the same way by two
    /// processes, in every format.
    @Test("a large generated graph is drawn, checked and run the same by two processes", arguments: [
        Case(arguments: ["graph"], shows: "\"r119\" [label="),
        Case(arguments: ["graph", "--format", "mermaid"], shows: "[\"r119\"]"),
        Case(arguments: ["graph", "--format", "svg"], shows: ">r119</text>"),
        Case(arguments: ["graph", "--run", "--format", "svg"], shows: ">r119</text>"),
        Case(arguments: ["check", "--format", "json"], shows: "\"static_cycles\":[{\"path\""),
        Case(arguments: ["trace", "--format", "json"], shows: "\"r119\":"),
    ])
    func generatedGraph(_ example: Case) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bindsim-determinism-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("generated.txt")
        try Self.generatedScenario(relays: 120, binds: 160).write(to: file, atomically: true, encoding: .utf8)
        let first = try BindsimProcess.run(example.arguments + [file.path])
        let second = try BindsimProcess.run(example.arguments + [file.path])
        #expect(first.outText.contains(example.shows), "\(first.errText)")
        #expect(first.status == second.status)
        #expect(first.out == second.out)
        #expect(first.err == second.err)
    }

    /// Relays `r0`… bound at random (a fixed linear congruential generator): plain
    /// binds, `map`/`distinct`/`filter` chains, `combineLatest` and `merge` joins, and
    /// `on` blocks that write back; the first relay is set once.
    static func generatedScenario(relays: Int, binds: Int) -> String {
        var state: UInt64 = 2_024
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        var lines = ["scenario \"generated\""] + (0..<relays).map { "relay r\($0) = 0" }
        for _ in 0..<binds {
            let (a, b, c) = (next(relays), next(relays), next(relays))
            switch next(6) {
            case 0: lines.append("bind r\(a) -> r\(b)")
            case 1: lines.append("bind r\(a).map(it + 1).distinct() -> r\(b)")
            case 2: lines.append("bind r\(a).filter(it < 3) -> r\(b)")
            case 3: lines.append("bind combineLatest(r\(a), r\(b)).map($0 + $1).distinct() -> r\(c)")
            case 4: lines.append("bind merge(r\(a), r\(b)).distinct() -> r\(c)")
            default: lines.append("on r\(a) { if it < 2 { set r\(b) = it + 1 } }")
            }
        }
        lines.append("set r0 = 1")
        return lines.joined(separator: "\n") + "\n"
    }
}
