extension ObservableType {
    /// Writes every element into each of `observers`, in order, through one
    /// subscription (RxCocoa's `bind(to:)`); the end of the sequence is passed on.
    ///
    /// The writes are made by a library-owned stage: a chain of bindings between
    /// nodes does not grow the call stack per hop. An observer's `on(_:)` that
    /// writes and then goes on doing work sees its write delivered after it returns
    /// (see "Porting RxSwift binding code"); use `subscribe(_:)` for nested order.
    @inlinable
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        bindStage(asObservable(), to: observers)
    }

    /// Writes every element, as an optional, into each of `observers`
    /// (`Observable<String>` into `label.rx.text`).
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        bindStage(asObservable().map { $0 as Element? }, to: observers)
    }

    /// Accepts every element into each of `relays` (RxRelay's `bind(to:)`). The end of
    /// the sequence is ignored; an error stops debug builds, as in RxRelay.
    @inlinable
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        bindRelays(asObservable(), relays, kind: "behavior relay")
    }

    /// Accepts every element, as an optional, into each of `relays`.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        bindRelays(asObservable().map { $0 as Element? }, relays, kind: "behavior relay")
    }

    /// Accepts every element into each of `relays` (RxRelay's `bind(to:)`).
    @inlinable
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        bindRelays(asObservable(), relays, kind: "publish relay")
    }

    /// Accepts every element, as an optional, into each of `relays`.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        bindRelays(asObservable().map { $0 as Element? }, relays, kind: "publish relay")
    }

    /// Accepts every element into each of `relays` (RxRelay's `bind(to:)`).
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        bindRelays(asObservable(), relays, kind: "replay relay")
    }

    /// Accepts every element, as an optional, into each of `relays`.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        bindRelays(asObservable().map { $0 as Element? }, relays, kind: "replay relay")
    }

    /// Calls `binder` with this sequence and returns what it returns.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Calls `binder` with this sequence, then with `curriedArgument`.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext` to the elements; an error stops debug builds, as in RxCocoa.
    @inlinable
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        let runtime = Runtime.current
        let sink = Sink<Element>.userCode(runtime: runtime, onNext, terminate: { completion in
            if case .error(let error) = completion { rxFatalErrorInDebug("Binding error: \(error)") }
        })
        return runtime.runSubscription { asObservable().subscribe(sink) }
    }

    /// Subscribes `onNext`, which receives `object` (held weakly) with each element.
    public func bind<Object: AnyObject>(
        with object: Object, onNext: @escaping (Object, Element) -> Void
    ) -> Disposable {
        subscribe(
            onNext: { [weak object] in
                guard let object else { return }
                onNext(object, $0)
            },
            onError: { error in rxFatalErrorInDebug("Binding error: \(error)") })
    }
}

/// One library-owned subscription that writes each element into every observer.
@inlinable
func bindStage<Element, Observer: ObserverType>(
    _ source: Observable<Element>, to observers: [Observer]
) -> Disposable where Observer.Element == Element {
    let runtime = Runtime.current
    let label = runtime.currentLabel
    let sink: Sink<Element>
    if observers.count == 1 {
        let observer = observers[0]
        sink = Sink(runtime: runtime, forward: { observer.onNext($0) },
                    terminate: { completion in
                        runtime.traceEnd(completion, node: nil, via: label)
                        observer.on(completion.event())
                    })
    } else {
        sink = Sink(runtime: runtime, forward: { value in for observer in observers { observer.onNext(value) } },
                    terminate: { completion in
                        runtime.traceEnd(completion, node: nil, via: label)
                        for observer in observers { observer.on(completion.event()) }
                    })
    }
    return runtime.runSubscription { source.subscribe(sink) }
}

/// A relay that `bind(to:)` writes into.
@usableFromInline
protocol AcceptingRelay<Element> {
    associatedtype Element
    func accept(_ event: Element)
}

extension BehaviorRelay: AcceptingRelay {}
extension PublishRelay: AcceptingRelay {}
extension ReplayRelay: AcceptingRelay {}

@inlinable
func bindRelays<Element, Relay: AcceptingRelay>(
    _ source: Observable<Element>, _ relays: [Relay], kind: String
) -> Disposable where Relay.Element == Element {
    let runtime = Runtime.current
    let terminate: (Completion) -> Void = { completion in
        if case .error(let error) = completion {
            rxFatalErrorInDebug("Binding error to \(kind): \(error)")
        }
    }
    let sink: Sink<Element>
    if relays.count == 1 {
        let relay = relays[0]
        sink = Sink(runtime: runtime, forward: { relay.accept($0) }, terminate: terminate)
    } else {
        sink = Sink(runtime: runtime, forward: { value in for relay in relays { relay.accept(value) } },
                    terminate: terminate)
    }
    return runtime.runSubscription { source.subscribe(sink) }
}
