/// A subject that sends only its last element, and only when it completes, as
/// RxSwift's `AsyncSubject`: every subscriber then receives that element and the
/// completion (a later subscriber receives them at once); an error is passed on
/// alone.
public final class AsyncSubject<Element>: Observable<Element>, SubjectType, ObserverType {
    /// The subject's own type, as its observer side (RxSwift's `SubjectObserverType`).
    public typealias SubjectObserverType = AsyncSubject<Element>

    private var observers: [(key: Int, sink: Sink<Element>)] = []
    private var nextKey = 0
    private var stoppedEvent: Event<Element>?
    private var lastElement: Element?
    private let runtime = Runtime.current

    /// A subject with no element yet.
    override public init() {
        super.init()
    }

    /// True while it has subscribers.
    public var hasObservers: Bool { !observers.isEmpty }

    /// Keeps an element (nothing is sent); on the end, sends the last element and the
    /// completion, or the error, to every subscriber.
    public func on(_ event: Event<Element>) {
        runtime.checkThread("AsyncSubject", "on")
        guard stoppedEvent == nil else { return }
        let snapshot: [(key: Int, sink: Sink<Element>)]
        switch event {
        case .next(let element):
            lastElement = element
            return
        case .error:
            stoppedEvent = event
            snapshot = observers
        case .completed:
            stoppedEvent = lastElement.map { .next($0) } ?? .completed
            snapshot = observers
        }
        observers = []
        runtime.enterTopLevelIfNeeded()
        switch stoppedEvent {
        case .next(let element)?:
            for observer in snapshot { observer.sink.runtime.runUserCode { observer.sink.receive(element) } }
            for observer in snapshot { observer.sink.stop(.completed) }
        case .error(let error)?:
            for observer in snapshot { observer.sink.stop(.error(error)) }
        default:
            for observer in snapshot { observer.sink.stop(.completed) }
        }
    }

    /// Returns `self`.
    public func asObserver() -> AsyncSubject<Element> { self }

    override func subscribe(_ sink: Sink<Element>) -> Disposable {
        runtime.checkThread("AsyncSubject", "subscribe")
        if let stoppedEvent {
            switch stoppedEvent {
            case .next(let element):
                sink.runtime.runUserCode { sink.receive(element) }
                sink.stop(.completed)
            case .error(let error):
                sink.stop(.error(error))
            case .completed:
                sink.stop(.completed)
            }
            return Disposables.create()
        }
        nextKey += 1
        let key = nextKey
        observers.append((key, sink))
        return Disposables.create { [weak self] in self?.observers.removeAll { $0.key == key } }
    }
}
