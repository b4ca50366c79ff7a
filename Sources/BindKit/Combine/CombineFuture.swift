/// Combine's `Future` (rule C13; OpenCombine `Future.swift`), traced and budgeted as a subject:
///
/// - its closure runs when it is created, once (`Future.swift:29-33`), and may call the promise
///   then or keep it for later;
/// - the first result is kept and later promise calls are ignored (traced) (`:39-45`);
/// - at a value, each subscriber receives it and then its end, one subscriber after the other,
///   in the order of a Set (C7); at a failure, each receives the failure;
/// - a subscriber that comes after the result receives it at once: the value and the end, or
///   the failure.
public final class Future<Element>: Observable<Element> {
    /// What the closure is given: call it with the result.
    public typealias Promise = (Result<Element, Swift.Error>) -> Void

    private let core: SubjectCore<Element>
    private var result: Result<Element, Swift.Error>?

    /// Creates the future and runs `attemptToFulfill` at once. `name` labels it in traces.
    public init(name: String = "future", _ attemptToFulfill: (@escaping Promise) -> Void) {
        core = SubjectCore(name: name, kind: .future)
        core.announcer.markOrderUnspecified()
        super.init()
        // The promise keeps the future, as OpenCombine's (`attemptToFulfill(self.promise)`): a
        // future made for one subscription (`Deferred`) lives while its promise is kept.
        attemptToFulfill { result in self.fulfil(result) }
    }

    /// Whether the promise has been called.
    public var isFulfilled: Bool { result != nil }

    private func fulfil(_ result: Result<Element, Swift.Error>) {
        guard self.result == nil else {
            let reason = "\(core.announcer.traceName) (fulfilled: promise ignored)"
            switch result {
            case .success(let value): core.runtime.traceDrop(value, reason: reason)
            case .failure(let error): core.runtime.traceDrop(error, reason: reason)
            }
            return
        }
        self.result = result
        switch result {
        case .success(let value):
            // Each subscriber's stage ends it after the value; the end then only records it.
            core.sendUnlessEnded(value)
            core.stop(.completed)
        case .failure(let error):
            core.stop(.error(error))
        }
    }

    override func subscribe(_ sink: Sink<Element>) -> Disposable {
        switch result {
        case nil:
            return core.attach(sink, endingAfterValue: true)
        case .success(let value):
            core.announcer.replayWithoutAttaching(sink, current: value)
            sink.stop(.completed)
            return Disposables.create()
        case .failure(let error):
            sink.stop(.error(error))
            return Disposables.create()
        }
    }
}
