/// What a command tells the reporter it makes: where to write, whether to colour the
/// text, and how much of a trace to show.
struct ReporterSettings {
    let console: Console
    /// Whether text may be coloured (`--color`; formats that do not colour ignore it).
    var color = false
    var detail = TraceDetail.full
    /// `--quiet`: only failures and the summary (formats that print only those already ignore it).
    var quiet = false
}

/// How much of the trace a reporter shows: `trace` shows every event; `run`
/// (compact) shows announcements, silent sets, drops, timers firing and cut-offs.
enum TraceDetail {
    case full, compact
}
