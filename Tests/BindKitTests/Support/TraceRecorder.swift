import BindKit

/// A tracer that keeps every event as one readable line, so a whole run compares
/// as a single array and prints as a trace when an expectation fails:
///
///     ["announce r 1", "deliver r 1 -> A", "announce r 2 (reentrant over 1)", ...]
final class TraceRecorder: Tracer {
    private(set) var events: [TraceEvent] = []

    func record(_ event: TraceEvent) {
        events.append(event)
    }

    /// Every event as a line.
    var lines: [String] { events.map(Self.line) }

    /// The lines of the given kinds only.
    func lines(_ kinds: TraceEvent.Kind...) -> [String] {
        events.filter { kinds.contains($0.kind) }.map(Self.line)
    }

    /// Forgets what was recorded so far (to look at one step only).
    func clear() { events.removeAll() }

    static func line(_ event: TraceEvent) -> String {
        var text = event.kind.rawValue
        if let node = event.node { text += " \(node)" }
        if let value = event.value { text += " \(render(value))" }
        if let via = event.via { text += " -> \(via)" }
        if let dueTime = event.dueTime { text += " at \(dueTime / 1_000_000)ms" }
        if let over = event.reentrantOver { text += " (reentrant over \(render(over)))" }
        if event.outOfOrder { text += " (out of order)" }
        if let note = event.note { text += " [\(note)]" }
        if let loop = event.loop {
            text += " \(loop.reason.rawValue): \(loop.cycleDescription)"
        }
        return text
    }

    /// Renders a value the way the traces above print it (`1`, `x`, `(1, 2)`).
    static func render(_ value: Any) -> String {
        String(describing: value)
    }
}

/// Runs `body` with a fresh ``TraceRecorder`` installed as the calling thread's
/// tracer, and restores the previous tracer afterwards (Swift Testing runs tests
/// in parallel, and several tests may share one thread's runtime in turn).
@discardableResult
func withTracer<T>(_ body: (TraceRecorder) throws -> T) rethrows -> T {
    let runtime = Runtime.current
    let saved = runtime.tracer
    let recorder = TraceRecorder()
    runtime.tracer = recorder
    defer { runtime.tracer = saved }
    return try body(recorder)
}

/// Runs `body` with `budgets` on the calling thread's runtime, restoring the
/// previous budgets afterwards.
@discardableResult
func withBudgets<T>(_ budgets: Budgets, _ body: () throws -> T) rethrows -> T {
    let runtime = Runtime.current
    let saved = runtime.budgets
    runtime.budgets = budgets
    defer { runtime.budgets = saved }
    return try body()
}

/// Runs `body` and returns the loop reports made while it ran (through
/// `onLoop`, restored afterwards; `loopReports` accumulates per thread).
func loopsDuring(_ body: () throws -> Void) rethrows -> [LoopReport] {
    let runtime = Runtime.current
    let saved = runtime.onLoop
    var reports: [LoopReport] = []
    runtime.onLoop = { reports.append($0) }
    defer { runtime.onLoop = saved }
    try body()
    return reports
}
