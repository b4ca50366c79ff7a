/// A sequence that shares one subscription to its source among its subscribers,
/// started by ``connect()`` (RxSwift's `ConnectableObservableType`).
public protocol ConnectableObservableType: ObservableType {
    /// Subscribes the shared subject to the source; disposing the result ends it.
    func connect() -> Disposable
}

/// An observable that shares one subscription to its source through a subject,
/// started by ``connect()`` (RxSwift's `ConnectableObservable`).
public class ConnectableObservable<Element>: Observable<Element>, ConnectableObservableType {
    override init() { super.init() }

    /// Subscribes the subject to the source (once; again after it ended).
    public func connect() -> Disposable {
        preconditionFailure("BindKit: ConnectableObservable subclass without connect()")
    }
}

/// RxSwift's `ConnectableObservableAdapter`: subscribers subscribe to the subject
/// (made on first use); `connect()` subscribes the subject to the source. When
/// the source ends, or the connection is disposed, the next connection makes a
/// new subject (for `makeSubject` forms that make one each time).
final class ConnectableAdapter<Subject: SubjectType>: ConnectableObservable<Subject.Element>
where Subject.Observer.Element == Subject.Element {
    private let source: Observable<Subject.Element>
    private let makeSubject: () -> Subject
    private var subject: Subject?
    private var connection: Connection?

    init(source: Observable<Subject.Element>, makeSubject: @escaping () -> Subject) {
        self.source = source
        self.makeSubject = makeSubject
        super.init()
    }

    private var lazySubject: Subject {
        if let subject { return subject }
        let made = makeSubject()
        subject = made
        return made
    }

    override func subscribe(_ sink: Sink<Subject.Element>) -> Disposable {
        lazySubject.asObservable().subscribe(sink)
    }

    override func connect() -> Disposable {
        if let connection { return connection }
        let observer = lazySubject.asObserver()
        let connection = Connection(parent: self)
        self.connection = connection
        let runtime = Runtime.current
        connection.subscription.setDisposable(source.subscribe(Sink(runtime: runtime, forward: { value in
            guard !connection.isDisposed else { return }
            observer.onNext(value)
        }, terminate: { completion in
            guard !connection.isDisposed else { return }
            connection.dispose()
            observer.on(completion.event())
        })))
        return connection
    }

    final class Connection: Disposable {
        private(set) var isDisposed = false
        private weak var parent: ConnectableAdapter?
        let subscription = SingleAssignmentDisposable()

        init(parent: ConnectableAdapter) {
            self.parent = parent
        }

        func dispose() {
            guard !isDisposed else { return }
            isDisposed = true
            if let parent, parent.connection === self {
                parent.connection = nil
                parent.subject = nil
            }
            parent = nil
            subscription.dispose()
        }
    }
}

extension ObservableType {
    /// Multicasts the source through the subject `subjectSelector` makes, for the
    /// sequence `selector` builds from it (RxSwift `multicast(_:selector:)`): each
    /// subscription makes a subject, subscribes to `selector`'s result, then
    /// connects the subject to the source.
    public func multicast<Subject: SubjectType, Result>(
        _ subjectSelector: @escaping () throws -> Subject,
        selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>
    ) -> Observable<Result> where Subject.Observer.Element == Element, Subject.Element == Element {
        let source = asObservable()
        return Observable<Result> { downstream in
            let stage = Stage()
            do {
                let subject = try subjectSelector()
                let connectable = ConnectableAdapter(source: source, makeSubject: { subject })
                let observable = try selector(connectable)
                stage.hold(observable.subscribe(Sink(runtime: downstream.runtime, forward: { value in
                    guard !stage.isDisposed else { return }
                    downstream.on(value)
                }, terminate: stage.forwardEnd(to: downstream))))
                stage.hold(connectable.connect())
            } catch {
                stage.finish(.error(error), to: downstream)
            }
            return stage
        }
    }

    /// A connectable sequence that shares `subject` (RxSwift `multicast(_:)`).
    public func multicast<Subject: SubjectType>(_ subject: Subject) -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element, Subject.Element == Element {
        ConnectableAdapter(source: asObservable(), makeSubject: { subject })
    }

    /// A connectable sequence that makes a subject for each connection
    /// (RxSwift `multicast(makeSubject:)`).
    public func multicast<Subject: SubjectType>(makeSubject: @escaping () -> Subject)
        -> ConnectableObservable<Subject.Element>
    where Subject.Observer.Element == Element, Subject.Element == Element {
        ConnectableAdapter(source: asObservable(), makeSubject: makeSubject)
    }

    /// A connectable sequence through a `PublishSubject` (RxSwift `publish()`).
    public func publish() -> ConnectableObservable<Element> {
        multicast(makeSubject: { PublishSubject<Element>() })
    }

    /// A connectable sequence through a `ReplaySubject` that replays the latest
    /// `bufferSize` elements (RxSwift `replay(_:)`).
    public func replay(_ bufferSize: Int) -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject<Element>.create(bufferSize: bufferSize) })
    }

    /// A connectable sequence through a `ReplaySubject` that replays every element
    /// (RxSwift `replayAll()`).
    public func replayAll() -> ConnectableObservable<Element> {
        multicast(makeSubject: { ReplaySubject<Element>.createUnbounded() })
    }
}

extension ConnectableObservableType {
    /// Connects on the first subscription and disconnects when the last one is
    /// disposed (RxSwift `refCount()`).
    public func refCount() -> Observable<Element> {
        let state = RefCountState(source: self)
        return Observable { downstream in state.subscribe(downstream) }
    }
}

/// RxSwift's `RefCount`: the count of subscribers and the live connection.
private final class RefCountState<Source: ConnectableObservableType> {
    let source: Source
    var count = 0
    var connectionID = 0
    var connection: Disposable?

    init(source: Source) {
        self.source = source
    }

    func subscribe(_ downstream: Sink<Source.Element>) -> Disposable {
        let stage = Stage()
        var snapshot = -1
        let subscription = source.asObservable().subscribe(Sink(runtime: downstream.runtime, forward: { value in
            guard !stage.isDisposed else { return }
            downstream.on(value)
        }, terminate: { [self] completion in
            guard !stage.isDisposed else { return }
            if connectionID == snapshot {
                let live = connection
                count = 0
                connectionID &+= 1
                connection = nil
                live?.dispose()
            }
            stage.finish(completion, to: downstream)
        }))
        snapshot = connectionID
        if stage.isDisposed {
            subscription.dispose()
            return stage
        }
        if count == 0 {
            count = 1
            connection = source.connect()
        } else {
            count += 1
        }
        stage.hold(Disposables.create { [self] in
            subscription.dispose()
            guard connectionID == snapshot else { return }
            if count == 1 {
                count = 0
                let live = connection
                connection = nil
                live?.dispose()
            } else if count > 1 {
                count -= 1
            }
        })
        return stage
    }
}
