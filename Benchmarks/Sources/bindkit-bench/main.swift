import BindKit
import Foundation

// The BindKit and bindsim benchmark. Build and run in release:
//   bash Benchmarks/run.sh
// Figures are medians of several runs; time figures are quoted as ratios to the
// baseline (a relay storing an Int and calling an array of closures) measured in
// the same process, because the machines are shared and noisy.

let arguments = Array(CommandLine.arguments.dropFirst())
let selfPath = CommandLine.arguments[0]

func child(_ arguments: [String]) -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: selfPath)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    do { try process.run() } catch { return "failed to start" }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    if process.terminationReason == .uncaughtSignal { return "crashed (signal \(process.terminationStatus))" }
    return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
}

func format(_ value: Double, _ digits: Int = 2) -> String {
    String(format: "%.\(digits)f", value)
}

switch arguments.first {
case "deep-chain":
    let length = Int(arguments.dropFirst().first ?? "") ?? 1_000_000
    print(LibraryFigures.deepChain(length: length) ? "ok" : "wrong value")
case "quick":
    // A tenth of the work, for profiling and quick checks; not the quoted figures.
    LibraryFigures.chainAccepts = 10_000
    LibraryFigures.fanOutAccepts = 1000
    let baseline = LibraryFigures.baselineChain()
    let chain = LibraryFigures.bindKitChain(tracing: false)
    let baselineFan = LibraryFigures.baselineFanOut()
    let fan = LibraryFigures.bindKitFanOut(tracing: false)
    let tracedChain = LibraryFigures.bindKitChain(tracing: true)
    let tracedFan = LibraryFigures.bindKitFanOut(tracing: true)
    print("chain \(format(chain / baseline))x, fan-out \(format(fan / baselineFan))x, "
        + "traced chain \(format(tracedChain / baseline))x, traced fan-out \(format(tracedFan / baselineFan))x "
        + "(baseline hop \(format(baseline)) ns, delivery \(format(baselineFan)) ns)")
case "profile-traced-chain":
    // The chain with a counting tracer, for instruction counting.
    LibraryFigures.chainAccepts = Int(arguments.dropFirst().first ?? "") ?? 1000
    LibraryFigures.runs = 1
    _ = LibraryFigures.bindKitChain(tracing: true)
case "profile-chain", "profile-baseline":
    // One short run for instruction counting (valgrind --tool=callgrind): subtract
    // the counts of `profile-chain 0` to remove setup.
    let accepts = Int(arguments.dropFirst().first ?? "") ?? 1000
    LibraryFigures.chainAccepts = accepts
    LibraryFigures.runs = 1
    _ = arguments.first == "profile-chain"
        ? LibraryFigures.bindKitChain(tracing: false) : LibraryFigures.baselineChain()
case "profile-operators":
    // Accepts through a five-stage operator pipeline, for instruction counting.
    let accepts = Int(arguments.dropFirst().first ?? "") ?? 100_000
    _ = LibraryFigures.operatorPipeline(accepts: accepts, runs: 1)
case "observation":
    // Swift's @Observable beside BindKit's ObservedProperty, per write (issue 38).
    Runtime().withCurrent { print(ObservationFigures.table()) }
case "rss":
    let count = Int(arguments.dropFirst().first ?? "") ?? 1_000_000
    print(LibraryFigures.relaysResident(count: count))
case "scaling":
    // bindsim's scaling with size: `run` over chains of 1k to 1M relays, `check` over 1 to 60 MB.
    //   bindkit-bench scaling --bindsim PATH
    guard let bindsim = option("--bindsim") else { print("scaling needs --bindsim PATH"); break }
    let folder = scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    print("| relays | `run` seconds (median of 3) | peak RSS | per relay | `check` peak RSS | run minus check, per relay |")
    print("|---|---|---|---|---|---|")
    for length in [1_000, 10_000, 100_000, 1_000_000] {
        let path = folder + "/chain-\(length).txt"
        ToolFigures.write(ToolFigures.chainScenario(length: length), to: path)
        let run = ToolFigures.medianRun(3, bindsim, ["run", path])
        let check = ToolFigures.medianRun(3, bindsim, ["check", path])
        print("| \(length) | \(format(run.seconds)) | \(megabytes(run.peakBytes)) MB | \(run.peakBytes / length) B "
            + "| \(megabytes(check.peakBytes)) MB | \((run.peakBytes - check.peakBytes) / length) B |")
    }
    print("")
    print("| scenario size | `check` seconds (median of 3) | MB/s | peak RSS |")
    print("|---|---|---|---|")
    for size in [1, 5, 20, 60] {
        let path = folder + "/large-\(size).txt"
        let text = ToolFigures.largeScenario(bytes: size * 1_000_000)
        ToolFigures.write(text, to: path)
        let check = ToolFigures.medianRun(3, bindsim, ["check", path])
        let mb = Double(text.utf8.count) / 1_000_000
        print("| \(format(mb, 1)) MB | \(format(check.seconds)) | \(format(mb / check.seconds, 1)) | \(megabytes(check.peakBytes)) MB |")
    }
default:
    // The goals table of issue 13 (library figures in this process; bindsim's end to end).
    //   bindkit-bench [--bindsim PATH [--explore SCENARIO]]
    let bindsim = option("--bindsim")
    print("| figure | measured | goal |")
    print("|---|---|---|")
    let baselineChain = LibraryFigures.baselineChain()
    let chain = LibraryFigures.bindKitChain(tracing: false)
    let tracedChain = LibraryFigures.bindKitChain(tracing: true)
    let baselineFanOut = LibraryFigures.baselineFanOut()
    let fanOut = LibraryFigures.bindKitFanOut(tracing: false)
    let tracedFanOut = LibraryFigures.bindKitFanOut(tracing: true)
    print("| baseline hop (`ClosureRelay` chain of 100, 100,000 accepts) | \(format(baselineChain)) ns | |")
    print("| chain of 100 `BehaviorRelay`s, `subscribe(onNext:)`: per hop | \(format(chain)) ns = \(format(chain / baselineChain))x | <= 2.0x |")
    print("| baseline delivery (1,000 subscribers, 10,000 accepts) | \(format(baselineFanOut)) ns | |")
    print("| one relay, 1,000 subscribers: per delivery | \(format(fanOut)) ns = \(format(fanOut / baselineFanOut))x | <= 2.0x |")
    print("| chain with a counting tracer: per hop | \(format(tracedChain)) ns = \(format(tracedChain / baselineChain))x | <= 3x |")
    print("| fan-out with a counting tracer: per delivery | \(format(tracedFanOut)) ns = \(format(tracedFanOut / baselineFanOut))x | |")
    let operators = LibraryFigures.operatorPipeline(accepts: 100_000, runs: LibraryFigures.runs)
    print("| `map`, `filter`, `scan`, `distinctUntilChanged`, `map` into `subscribe(onNext:)`: per accept | \(format(operators)) ns | |")
    let deep = child(["deep-chain", "1000000"])
    print("| `bind(to:)` chain of 1,000,000 relays from the 8 MiB main stack | \(deep) | >= 1,000,000 |")
    let rssText = child(["rss", "1000000"])
    let rss = Double(Int(rssText) ?? 0) / 1_048_576
    print("| peak RSS, 1,000,000 relays with one subscription each | \(format(rss, 0)) MiB | <= 320 MB |")
    let loop = LibraryFigures.loopCutOff()
    print("| naive relay <-> relay loop cut off and reported | \(format(loop / 1e6, 3)) ms | < 10 ms |")
    if let bindsim {
        let folder = scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let largePath = folder + "/large.txt"
        let large = ToolFigures.largeScenario(bytes: 20_000_000)
        ToolFigures.write(large, to: largePath)
        let megabytes = Double(large.utf8.count) / 1_000_000
        let checkSeconds = ToolFigures.median(3) { ToolFigures.time(bindsim, ["check", largePath]).seconds }
        print("| `bindsim check`, generated \(format(megabytes, 1)) MB scenario | \(format(megabytes / checkSeconds, 1)) MB/s | >= 100 MB/s |")
        let chainPath = folder + "/chain.txt"
        ToolFigures.write(ToolFigures.chainScenario(length: 1_000_000), to: chainPath)
        let run = ToolFigures.medianRun(3, bindsim, ["run", chainPath])
        let check = ToolFigures.run(bindsim, ["check", chainPath])
        print("| `bindsim run`, generated 1,000,000-relay chain, end to end | \(format(run.seconds)) s | <= 5 s |")
        print("| interpreter memory per relay of that chain: peak RSS of `run` minus `check` | "
            + "\((run.peakBytes - check.peakBytes) / 1_000_000) B | <= 600 B |")
        print("| the whole `run` process per relay (front end included) | \(run.peakBytes / 1_000_000) B | |")
        let letPath = folder + "/lets.txt"
        ToolFigures.write(ToolFigures.letChainScenario(length: 1_000_000), to: letPath)
        let lets = ToolFigures.run(bindsim, ["run", "--max-subscriptions", "2000000", letPath])
        print("| `bindsim run`, chain of 1,000,000 `let`s (`--max-subscriptions 2000000`) | "
            + "\(lets.status == 0 ? "passes" : "status \(lets.status)") in \(format(lets.seconds)) s | runs |")
        if let scenario = option("--explore") {
            let explore = ToolFigures.medianRun(3, bindsim, ["explore", scenario, "--jobs", "2", "--runs", "100000",
                                                             "--ignore", "rewrite"], capture: true)
            let actions = explore.output.split(separator: "\n").first { $0.contains("actions run") }
                .flatMap { line in line.split(separator: ":").last?.split(separator: " ").first.flatMap { Int($0) } } ?? 0
            print("| `bindsim explore` (\((scenario as NSString).lastPathComponent), 2 jobs, 100,000 runs) | "
                + "\(format(Double(actions) / explore.seconds / 1000, 1))k actions/s | kept |")
        }
        let tracePath = folder + "/trace.txt"
        ToolFigures.write(ToolFigures.traceScenario(chain: 1000, sets: 600), to: tracePath)
        var traceLines = 0
        let traceSeconds = ToolFigures.median(3) {
            let result = ToolFigures.time(bindsim, ["trace", tracePath])
            traceLines = result.lines
            return result.seconds
        }
        print("| `bindsim trace` to a pipe, \(traceLines) lines | \(format(Double(traceLines) / traceSeconds / 1e6, 2)) M lines/s | |")
    }
}

/// The value after `name` among the arguments, if any.
func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

func scratchFolder() -> String {
    let folder = NSTemporaryDirectory() + "bindsim-bench-\(ProcessInfo.processInfo.processIdentifier)"
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
}

func megabytes(_ bytes: Int) -> String {
    format(Double(bytes) / 1_000_000, 0)
}
