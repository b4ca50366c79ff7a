// A minimal virtual-time scheduler for the programs of docs/combine-comparison (ours, not
// OpenCombine's test helper). One tick is one millisecond; nothing runs until the program
// advances the clock.
//
// - `schedule(options:_:)` queues the action at the current instant, after every action already
//   queued for that instant (FIFO).
// - `schedule(after:...)` queues it at that time (a time already past is taken as "now", so it
//   goes after what is queued for now).
// - `schedule(after:interval:...)` queues the action at that time and, each time it has run,
//   again `interval` later, until the returned Cancellable is cancelled (Debounce uses it).
// - `advance(to:)` runs every action due up to that time, in time order and FIFO within an
//   instant; the clock reads the action's time while it runs. An action scheduled while
//   advancing that is due by the target time runs in the same advance. Afterwards the clock
//   reads the target time. `advance(by: .zero)` runs what is queued for the current instant.
// - Sub-millisecond strides (`microseconds`, `nanoseconds`, fractional `seconds`) are truncated
//   toward zero to whole milliseconds; the programs use only whole milliseconds.
import OpenCombine

final class TestScheduler: Scheduler {
    struct Time: Strideable, Hashable, CustomStringConvertible {
        var ms: Int
        init(_ ms: Int) { self.ms = ms }
        func distance(to other: Time) -> Stride { Stride(other.ms - ms) }
        func advanced(by n: Stride) -> Time { Time(ms + n.ms) }
        var description: String { String(ms) }

        struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable,
                       CustomStringConvertible {
            var ms: Int
            init(_ ms: Int) { self.ms = ms }
            init(integerLiteral value: Int) { ms = value }
            init?<T: BinaryInteger>(exactly source: T) {
                guard let v = Int(exactly: source) else { return nil }
                ms = v
            }
            var magnitude: Stride { Stride(abs(ms)) }
            var description: String { "\(ms)ms" }

            static func seconds(_ s: Int) -> Stride { Stride(s * 1000) }
            static func seconds(_ s: Double) -> Stride { Stride(Int(s * 1000)) }
            static func milliseconds(_ ms: Int) -> Stride { Stride(ms) }
            static func microseconds(_ us: Int) -> Stride { Stride(us / 1000) }
            static func nanoseconds(_ ns: Int) -> Stride { Stride(ns / 1_000_000) }

            static func < (l: Stride, r: Stride) -> Bool { l.ms < r.ms }
            static func + (l: Stride, r: Stride) -> Stride { Stride(l.ms + r.ms) }
            static func - (l: Stride, r: Stride) -> Stride { Stride(l.ms - r.ms) }
            static func * (l: Stride, r: Stride) -> Stride { Stride(l.ms * r.ms) }
            static func += (l: inout Stride, r: Stride) { l.ms += r.ms }
            static func -= (l: inout Stride, r: Stride) { l.ms -= r.ms }
            static func *= (l: inout Stride, r: Stride) { l.ms *= r.ms }
            static prefix func - (x: Stride) -> Stride { Stride(-x.ms) }
        }
    }

    typealias SchedulerTimeType = Time
    typealias SchedulerOptions = Never

    private struct Entry {
        let due: Time
        let order: Int
        let action: () -> Void
    }

    private final class Repeat: Cancellable {
        var cancelled = false
        func cancel() { cancelled = true }
    }

    private(set) var now = Time(0)
    var minimumTolerance: Time.Stride { Time.Stride(0) }
    private var queue: [Entry] = []
    private var nextOrder = 0

    private func enqueue(at date: Time, _ action: @escaping () -> Void) {
        let due = date < now ? now : date
        queue.append(Entry(due: due, order: nextOrder, action: action))
        nextOrder += 1
    }

    func schedule(options: Never?, _ action: @escaping () -> Void) {
        enqueue(at: now, action)
    }

    func schedule(after date: Time, tolerance: Time.Stride, options: Never?,
                  _ action: @escaping () -> Void) {
        enqueue(at: date, action)
    }

    func schedule(after date: Time, interval: Time.Stride, tolerance: Time.Stride,
                  options: Never?, _ action: @escaping () -> Void) -> Cancellable {
        let token = Repeat()
        func fire(at time: Time) {
            enqueue(at: time) { [unowned self] in
                guard !token.cancelled else { return }
                action()
                guard !token.cancelled else { return }
                fire(at: self.now.advanced(by: interval))
            }
        }
        fire(at: date)
        return token
    }

    /// Runs everything due by `target`, in time order (FIFO within an instant), then sets the
    /// clock to `target`.
    func advance(to target: Time) {
        while let index = nextDue(by: target) {
            let entry = queue.remove(at: index)
            if now < entry.due { now = entry.due }
            entry.action()
        }
        if now < target { now = target }
    }

    func advance(to ms: Int) { advance(to: Time(ms)) }
    func advance(by stride: Time.Stride) { advance(to: now.advanced(by: stride)) }

    private func nextDue(by target: Time) -> Int? {
        var best: Int?
        for (i, e) in queue.enumerated() where e.due <= target {
            if let b = best {
                let q = queue[b]
                if (e.due, e.order) < (q.due, q.order) { best = i }
            } else {
                best = i
            }
        }
        return best
    }
}
