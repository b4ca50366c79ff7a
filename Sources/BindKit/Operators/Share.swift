/// How long `share(replay:scope:)` keeps its subject (RxSwift's `SubjectLifetimeScope`).
public enum SubjectLifetimeScope: Sendable {
    /// Each connection to the source has its own subject: when the last subscriber
    /// leaves or the source ends, the next subscriber starts afresh (the default).
    case whileConnected
    /// One subject for every connection: later subscribers receive its replay,
    /// and after the source ended, the replay and the end.
    case forever
}

extension ObservableType {
    /// Shares one subscription to the source among all subscribers and replays
    /// the latest `replay` elements to each new one (RxSwift `share(replay:scope:)`).
    ///
    /// With `.whileConnected`, the first subscriber connects to the source and the
    /// last one to leave disconnects it; a new subscriber is inserted, then given
    /// the replay, then (if it is the first) the source is connected.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        switch scope {
        case .forever:
            switch replay {
            case 0: return multicast(PublishSubject<Element>()).refCount()
            default: return multicast(ReplaySubject<Element>.create(bufferSize: replay)).refCount()
            }
        case .whileConnected:
            switch replay {
            case 0: return ShareWhileConnected(source: asObservable(), replaysLatest: false).observable
            case 1: return ShareWhileConnected(source: asObservable(), replaysLatest: true).observable
            default: return multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: replay) }).refCount()
            }
        }
    }
}

/// RxSwift's `ShareWhileConnected` and `ShareReplay1WhileConnected`: one
/// connection to the source while there are subscribers; each event goes to a
/// snapshot of them, by direct calls, as RxSwift's `dispatch` does.
private final class ShareWhileConnected<Element> {
    let source: Observable<Element>
    let replaysLatest: Bool
    var connection: Connection?

    init(source: Observable<Element>, replaysLatest: Bool) {
        self.source = source
        self.replaysLatest = replaysLatest
    }

    var observable: Observable<Element> {
        Observable(producer: false) { [self] sink in subscribe(sink) }
    }

    private func subscribe(_ sink: Sink<Element>) -> Disposable {
        let connection = self.connection ?? Connection(parent: self)
        self.connection = connection
        let count = connection.observers.count
        let key = connection.insert(sink)
        if replaysLatest, let latest = connection.element {
            sink.runtime.runUserCode { sink.receive(latest) }
        }
        if count == 0 { connection.connect() }
        return Disposables.create { connection.remove(key) }
    }

    final class Connection {
        let parent: ShareWhileConnected
        var observers: [(key: Int, sink: Sink<Element>)] = []
        var element: Element?
        private var nextKey = 0
        private var isDisposed = false
        private let subscription = SingleAssignmentDisposable()

        init(parent: ShareWhileConnected) {
            self.parent = parent
        }

        func insert(_ sink: Sink<Element>) -> Int {
            nextKey += 1
            observers.append((nextKey, sink))
            return nextKey
        }

        func connect() {
            let runtime = Runtime.current
            subscription.setDisposable(parent.source.subscribe(Sink(runtime: runtime, forward: { [self] value in
                guard !isDisposed else { return }
                if parent.replaysLatest { element = value }
                for observer in observers { observer.sink.on(value) }
            }, terminate: { [self] completion in
                guard !isDisposed else { return }
                let snapshot = observers
                disposeConnection()
                for observer in snapshot { observer.sink.stop(completion) }
            })))
        }

        func remove(_ key: Int) {
            guard let index = observers.firstIndex(where: { $0.key == key }) else { return }
            observers.remove(at: index)
            if observers.isEmpty {
                disposeConnection()
                subscription.dispose()
            }
        }

        private func disposeConnection() {
            isDisposed = true
            if parent.connection === self { parent.connection = nil }
            observers = []
        }
    }
}
