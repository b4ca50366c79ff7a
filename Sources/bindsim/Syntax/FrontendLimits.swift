/// The front end's limits. Each one, when exceeded, is a diagnostic rather than a crash,
/// a hang or unbounded memory. They are listed in docs/language.md.
struct FrontendLimits: Sendable {
    /// Largest file read, in bytes (64 MiB; positions are stored in 32 bits, so keep it below 2 GiB).
    var maxFileSize = 64 * 1024 * 1024
    /// Longest line, in bytes.
    var maxLineLength = 100_000
    /// Longest string literal after escapes are decoded, in bytes.
    var maxStringLength = 65_536
    /// Deepest nesting of parentheses, lists, operators, streams and blocks.
    var maxNesting = 256
    /// Errors reported before the front end stops with `too many errors`.
    var maxErrors = 50
    /// Largest duration, in milliseconds: the virtual clock counts 64-bit nanoseconds,
    /// so it ends at 9,223,372,036,854 ms (about 292 years); a run that would pass
    /// that stops with E0320.
    var maxDurationMilliseconds = 9_223_372_036_854
    /// Most characters one `type` statement types (each is a user edit of a string
    /// that grows by one: typing n characters costs n² bytes of copying).
    var maxTypedCharacters = 4_096
    /// Largest `skip`/`take` count and `$N` index.
    var maxCount = 1_000_000_000

    static let standard = FrontendLimits()
}
