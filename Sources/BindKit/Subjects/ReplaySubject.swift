/// A subject that replays a buffer of its latest elements to every new
/// subscriber, as RxSwift's `ReplaySubject`.
///
/// - a new subscriber first receives the buffered elements (oldest first), and
///   only then joins (a write made during that replay does not reach it), then
///   the end if the subject has ended;
/// - `onNext` buffers the element, then announces it, depth-first (as a relay);
/// - `onCompleted` / `onError` end it; the buffer still replays to later subscribers.
public final class ReplaySubject<Element>: Observable<Element>, SubjectType, ObserverType, Cancelable {
    @usableFromInline let core: SubjectCore<Element>
    @usableFromInline let bufferSize: Int?
    @usableFromInline var buffer: [Element] = []

    private init(bufferSize: Int?, name: String) {
        self.bufferSize = bufferSize
        core = SubjectCore(name: name, kind: .replaySubject)
        super.init()
    }

    /// A subject that replays up to `bufferSize` latest elements.
    public static func create(bufferSize: Int, name: String = "subject") -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: bufferSize, name: name)
    }

    /// A subject that replays every element it received.
    public static func createUnbounded(name: String = "subject") -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: nil, name: name)
    }

    /// True while it has subscribers.
    public var hasObservers: Bool { core.hasObservers }

    /// True once ``dispose()`` was called.
    public var isDisposed: Bool { core.isDisposed }

    /// Sends `event` to the subscribers (nothing after the end).
    @inlinable
    public func on(_ event: Event<Element>) {
        switch event {
        case .next(let value): onNext(value)
        case .error(let error): core.stop(.error(error))
        case .completed: core.stop(.completed)
        }
    }

    /// Buffers `element`, then announces it.
    @inlinable
    public func onNext(_ element: Element) {
        core.next(element) { value in
            buffer.append(value)
            if let bufferSize, buffer.count > bufferSize { buffer.removeFirst(buffer.count - bufferSize) }
        }
    }

    /// Returns `self`.
    public func asObserver() -> ReplaySubject<Element> { self }

    /// Drops every subscriber and the buffer; later subscribers receive an
    /// `RxError.disposed` error.
    public func dispose() {
        core.dispose()
        buffer = []
    }

    override func subscribe(_ sink: Sink<Element>) -> Disposable {
        if core.isDisposed {
            sink.stop(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        let runtime = core.runtime
        runtime.checkThread(core.announcer.objectDescription, "subscribe")
        for value in buffer {
            runtime.replay(value, from: core.announcer, to: sink)
        }
        if let stoppedEvent = core.stoppedEvent {
            sink.stop(stoppedEvent)
            return Disposables.create()
        }
        return core.attach(sink)
    }
}

extension Runtime {
    /// Delivers a buffered `value` of `node` to a subscriber that has not joined
    /// yet (a `ReplaySubject`'s replay): traced as a replay, counted against the budget.
    func replay<Element>(_ value: Element, from node: Announcer<Element>, to sink: Sink<Element>) {
        enterTopLevelIfNeeded()
        guard !isCutOff, countDelivery() else { return }
        let savedCause = currentCause
        if isTracing {
            let id = makeEventID()
            record(CompactTraceEvent(
                id: id, parent: currentCause, depth: depth, kind: .replay, node: node.tracedName,
                nodeKind: node.traceKind, via: TraceName(id: currentLabel)), carrying: value)
            currentCause = id
        }
        let receive = sink.receive
        runUserCode { receive(value) }
        currentCause = savedCause
    }
}
