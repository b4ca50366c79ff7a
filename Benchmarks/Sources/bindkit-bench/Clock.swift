#if canImport(Glibc)
import Glibc
#endif

/// Monotonic nanoseconds.
func nowNanoseconds() -> UInt64 {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return UInt64(spec.tv_sec) * 1_000_000_000 + UInt64(spec.tv_nsec)
}

/// Runs `body` `runs` times and returns the median duration in nanoseconds.
func medianNanoseconds(runs: Int, _ body: () -> Void) -> Double {
    var samples: [UInt64] = []
    for _ in 0..<runs {
        let start = nowNanoseconds()
        body()
        samples.append(nowNanoseconds() - start)
    }
    samples.sort()
    return Double(samples[samples.count / 2])
}

/// Peak resident set size of this process, in bytes (Linux `VmHWM`).
func peakResidentBytes() -> Int {
    guard let file = fopen("/proc/self/status", "r") else { return 0 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.hasPrefix("VmHWM:") {
            let digits = text.filter(\.isNumber)
            return (Int(digits) ?? 0) * 1024
        }
    }
    return 0
}

/// Keeps a value alive and opaque to the optimiser.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
