import BindKit

/// A recording observer: each subscription it makes appends `"name: value"` to
/// one shared history, so the order in which several subscribers were called
/// compares as a whole (`["A: 1", "A: 2", "B: 2", "B: 1"]`).
final class Recorder {
    private(set) var history: [String] = []
    private let bag = DisposeBag()

    /// Subscribes to `source` as `name` (also the subscription's trace label);
    /// `reaction` runs after the value is recorded (to write back re-entrantly).
    /// The recorder disposes its subscriptions when it is freed, so a reaction that
    /// uses the recorder captures it `[unowned rec]`: a strong capture would keep
    /// the recorder, and so the subscription, alive for good.
    @discardableResult
    func observe<Source: ObservableType>(
        _ source: Source, as name: String, reaction: @escaping (Source.Element) -> Void = { _ in }
    ) -> Disposable {
        let disposable = Runtime.current.withLabel(name) {
            source.subscribe(onNext: { [unowned self] value in
                history.append("\(name): \(TraceRecorder.render(value))")
                reaction(value)
            })
        }
        disposable.disposed(by: bag)
        return disposable
    }

    /// Appends a free-form line (a marker between steps, a value read during a delivery).
    func note(_ line: String) { history.append(line) }

    /// Forgets the history so far.
    func clear() { history.removeAll() }
}

/// Collects the values a source delivers, with the virtual time each arrived at.
final class TimedRecorder<Element> {
    private(set) var values: [(time: Int, value: Element)] = []
    private var subscription: Disposable?

    init<Source: ObservableType>(_ source: Source, scheduler: VirtualTimeScheduler)
    where Source.Element == Element {
        subscription = source.subscribe(onNext: { [unowned self, unowned scheduler] value in
            values.append((scheduler.now, value))
        })
    }

    /// The history as `"value@ms"` strings, for whole comparison.
    var timeline: [String] {
        values.map { "\(TraceRecorder.render($0.value))@\($0.time / 1_000_000)ms" }
    }

    deinit { subscription?.dispose() }
}

/// Milliseconds on the virtual clock, in the scheduler's nanoseconds.
func ms(_ value: Int) -> Int { value * 1_000_000 }
