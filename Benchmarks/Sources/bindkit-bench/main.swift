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
case "rss":
    let count = Int(arguments.dropFirst().first ?? "") ?? 1_000_000
    print(LibraryFigures.relaysResident(count: count))
default:
    var bindsim: String?
    if let index = arguments.firstIndex(of: "--bindsim"), index + 1 < arguments.count {
        bindsim = arguments[index + 1]
    }
    print("| figure | measured | goal |")
    print("|---|---|---|")
    let baselineChain = LibraryFigures.baselineChain()
    let chain = LibraryFigures.bindKitChain(tracing: false)
    let tracedChain = LibraryFigures.bindKitChain(tracing: true)
    let baselineFanOut = LibraryFigures.baselineFanOut()
    let fanOut = LibraryFigures.bindKitFanOut(tracing: false)
    let tracedFanOut = LibraryFigures.bindKitFanOut(tracing: true)
    print("| baseline hop (chain of 100, 100,000 accepts) | \(format(baselineChain)) ns | |")
    print("| chain of 100 `BehaviorRelay`s, `subscribe(onNext:)`: per hop | \(format(chain)) ns = \(format(chain / baselineChain))x | <= 2.0x |")
    print("| baseline delivery (1,000 subscribers, 10,000 accepts) | \(format(baselineFanOut)) ns | |")
    print("| one relay, 1,000 subscribers: per delivery | \(format(fanOut)) ns = \(format(fanOut / baselineFanOut))x | <= 2.0x |")
    print("| chain with a counting tracer: per hop | \(format(tracedChain)) ns = \(format(tracedChain / baselineChain))x | <= 4x |")
    print("| fan-out with a counting tracer: per delivery | \(format(tracedFanOut)) ns = \(format(tracedFanOut / baselineFanOut))x | <= 4x |")
    let deep = child(["deep-chain", "1000000"])
    print("| `bind(to:)` chain of 1,000,000 relays from the 8 MiB main stack | \(deep) | >= 1,000,000 |")
    let rssText = child(["rss", "1000000"])
    let rss = Double(Int(rssText) ?? 0) / 1_048_576
    print("| peak RSS, 1,000,000 relays with one subscription each | \(format(rss, 0)) MB | <= 320 MB |")
    let loop = LibraryFigures.loopCutOff()
    print("| naive relay <-> relay loop cut off and reported | \(format(loop / 1e6, 3)) ms | < 10 ms |")
    if let bindsim {
        let folder = NSTemporaryDirectory() + "bindsim-bench-\(ProcessInfo.processInfo.processIdentifier)"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let chainPath = folder + "/chain.txt"
        ToolFigures.write(ToolFigures.chainScenario(length: 100_000), to: chainPath)
        let runSeconds = ToolFigures.median(3) { ToolFigures.time(bindsim, ["run", chainPath]).seconds }
        print("| `bindsim run`, generated 100,000-relay chain, end to end | \(format(runSeconds)) s | <= 10 s |")
        let largePath = folder + "/large.txt"
        let large = ToolFigures.largeScenario(bytes: 20_000_000)
        ToolFigures.write(large, to: largePath)
        let megabytes = Double(large.utf8.count) / 1_000_000
        let checkSeconds = ToolFigures.median(3) { ToolFigures.time(bindsim, ["check", largePath]).seconds }
        print("| `bindsim check`, generated \(format(megabytes, 1)) MB scenario | \(format(megabytes / checkSeconds, 1)) MB/s | >= 50 MB/s |")
        let tracePath = folder + "/trace.txt"
        ToolFigures.write(ToolFigures.traceScenario(chain: 1000, sets: 600), to: tracePath)
        var traceLines = 0
        let traceSeconds = ToolFigures.median(3) {
            let result = ToolFigures.time(bindsim, ["trace", tracePath])
            traceLines = result.lines
            return result.seconds
        }
        print("| `bindsim trace` to a pipe, \(traceLines) lines | \(format(Double(traceLines) / traceSeconds / 1e6, 2)) M lines/s | >= 1 M lines/s |")
    }
}
