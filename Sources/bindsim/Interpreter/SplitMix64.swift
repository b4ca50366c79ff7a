/// SplitMix64 (Steele, Lea and Flood; the JDK's `SplittableRandom`): explore's
/// random numbers, the same on every toolchain and machine (the standard
/// library's random algorithms may change between releases).
struct SplitMix64 {
    private var state: UInt64

    /// The generator of random run `run` under seed `seed`: `seed * 0x9E3779B97F4A7C15 + run`.
    init(seed: UInt64, run: UInt64) {
        state = seed &* 0x9E37_79B9_7F4A_7C15 &+ run
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound` (by remainder: the tiny bias is deterministic and documented).
    mutating func next(below bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}
