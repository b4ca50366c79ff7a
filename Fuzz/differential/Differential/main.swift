import Foundation

// The differential check of bindsim against the real libraries (issue 23, item 4; issue 38;
// docs/export.md):
//
//   differential rxswift RXSWIFT_CHECKOUT N SEED WORK BINDSIM
//   differential observation N SEED WORK BINDSIM
//
// generates N random scenarios from SEED, runs each on bindsim and exports it with `--observed`
// (after every step, what every node holds in bindsim, and for RxSwift what it announced), runs
// the exports on RxSwift or on Swift's Observation module, and prints `N scenarios, A agree, D
// disagree, L skipped (loop)`. Each disagreement is shrunk and written to WORK/disagreements/
// with what differs. `Fuzz/differential/run.sh` and `observation.sh` build and run it.

/// Runs `body`; an error (an export that does not build, a folder that cannot be written) is
/// printed as one line and ends the run with status 2, not a Swift backtrace.
func orExit<T>(_ body: () throws -> T) -> T {
    do {
        return try body()
    } catch {
        FileHandle.standardError.write(Data("differential: \(error)\n".utf8))
        exit(2)
    }
}

/// A generated scenario: its text, and the scenarios one change smaller (for shrinking).
protocol GeneratedScenario {
    var text: String { get }
    var smaller: [Self] { get }
}

extension Scenario: GeneratedScenario {
    var smaller: [Scenario] { Shrinker.candidates(of: self) }
}

extension ObservationScenario: GeneratedScenario {}

/// Generates `count` scenarios with `generate`, runs them on bindsim and on the library, shrinks
/// every disagreement, prints the summary; the exit status.
func campaign<Case: GeneratedScenario>(_ harness: Harness, count: Int, libraryName: String,
                                       generate: () -> Case) -> Int32 {
    let fileManager = FileManager.default
    for folder in ["scenarios", "disagreements"] {
        try? fileManager.removeItem(atPath: harness.work + "/" + folder)
        orExit { try fileManager.createDirectory(atPath: harness.work + "/" + folder, withIntermediateDirectories: true) }
    }
    orExit { try harness.writePackage() }
    harness.clearTests()

    // Scenario names with their scenarios: `s0001`, … (and `c…` for shrinking candidates).
    var scenarios: [String: Case] = [:]
    var refused: [String] = []
    for index in 1...count {
        let name = String(format: "s%04d", index)
        let scenario = generate()
        scenarios[name] = scenario
        if let problem = harness.export(scenario.text, as: name) { refused.append("\(name): \(problem)") }
    }
    let exported = scenarios.keys.sorted().filter { name in !refused.contains { $0.hasPrefix(name + ":") } }
    FileHandle.standardError.write(Data("exported \(exported.count) of \(count) scenarios; building against \(libraryName)\n".utf8))
    orExit { try harness.build() }
    let outcomes = harness.runTests(exported)

    var disagreeing: [String] = []
    var skipped = 0
    for name in exported {
        guard let outcome = outcomes[name] else { disagreeing.append(name); continue }
        if outcome.disagrees { disagreeing.append(name) } else if outcome.skipped { skipped += 1 }
    }

    // Shrink every disagreement, all of them in each round's one build.
    var current = Dictionary(uniqueKeysWithValues: disagreeing.map { ($0, scenarios[$0]!) })
    var differences = Dictionary(uniqueKeysWithValues: disagreeing.map { ($0, outcomes[$0]?.differences ?? ["it did not run"]) })
    var active = Set(disagreeing)
    var round = 0
    while !active.isEmpty && round < 6 {
        round += 1
        harness.clearTests()
        var tried: [String: [(name: String, scenario: Case)]] = [:]
        var names: [String] = []
        for original in active.sorted() {
            for (index, candidate) in current[original]!.smaller.enumerated() {
                let name = "c\(original.dropFirst())x\(index)"
                if harness.export(candidate.text, as: name) == nil {
                    tried[original, default: []].append((name, candidate))
                    names.append(name)
                }
            }
        }
        FileHandle.standardError.write(Data("shrinking round \(round): \(active.count) scenarios, \(names.count) candidates\n".utf8))
        if names.isEmpty { break }
        orExit { try harness.build() }
        let results = harness.runTests(names)
        for original in active.sorted() {
            guard let smaller = tried[original]?.first(where: { results[$0.name]?.disagrees ?? false }) else {
                active.remove(original)
                continue
            }
            current[original] = smaller.scenario
            differences[original] = results[smaller.name]?.differences ?? []
        }
    }

    for name in disagreeing {
        let folder = harness.work + "/disagreements/"
        orExit { try scenarios[name]!.text.write(toFile: folder + name + ".txt", atomically: true, encoding: .utf8) }
        let shrunk = "# shrunk from \(name).txt; on \(libraryName):\n"
            + (differences[name] ?? []).map { "#   " + $0 }.joined(separator: "\n") + "\n" + current[name]!.text
        orExit { try shrunk.write(toFile: folder + name + ".min.txt", atomically: true, encoding: .utf8) }
        print("DISAGREE \(name) (shrunk: \(folder)\(name).min.txt)")
        for difference in (differences[name] ?? []).prefix(3) { print("  \(difference)") }
    }
    for problem in refused { print("NOT EXPORTED \(problem.split(separator: "\n").first ?? "")") }
    let agree = exported.count - disagreeing.count - skipped
    print("\(count) scenarios, \(agree) agree, \(disagreeing.count) disagree, \(skipped) skipped (loop)"
          + (refused.isEmpty ? "" : "; \(refused.count) not exported"))
    return disagreeing.isEmpty && refused.isEmpty ? 0 : 1
}

let arguments = CommandLine.arguments
switch arguments.count > 1 ? arguments[1] : "" {
case "rxswift" where arguments.count == 7:
    guard let count = Int(arguments[3]), let seed = UInt64(arguments[4]) else { break }
    var generator = Generator(seed: seed)
    let harness = Harness(bindsim: arguments[6], library: .rxswift(checkout: arguments[2]), work: arguments[5])
    exit(campaign(harness, count: count, libraryName: "RxSwift") { generator.scenario() })
case "observation" where arguments.count == 6:
    guard let count = Int(arguments[2]), let seed = UInt64(arguments[3]) else { break }
    var generator = ObservationGenerator(seed: seed)
    let harness = Harness(bindsim: arguments[5], library: .observation, work: arguments[4])
    exit(campaign(harness, count: count, libraryName: "Swift's Observation") { generator.scenario() })
default:
    break
}
print("usage: differential rxswift RXSWIFT_CHECKOUT N SEED WORK BINDSIM | differential observation N SEED WORK BINDSIM")
exit(64)
