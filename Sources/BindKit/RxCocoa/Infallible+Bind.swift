extension InfallibleType {
    /// Sends every event to each of `observers` (RxCocoa's `bind(to:)` on an infallible sequence).
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe { (event: InfallibleEvent<Element>) in
            for observer in observers { observer.on(event.event) }
        }
    }

    /// Sends every event, elements as optionals, to each of `observers`.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        map { $0 as Element? }.subscribe { (event: InfallibleEvent<Element?>) in
            for observer in observers { observer.on(event.event) }
        }
    }

    /// Calls `binder` with this sequence and returns what it returns.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }

    /// Calls `binder` with this sequence, then with `curriedArgument`.
    public func bind<R1, R2>(to binder: (Self) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        binder(self)(curriedArgument)
    }

    /// Subscribes `onNext` to the elements.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext)
    }

    /// Accepts every element into each of `relays`.
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Accepts every element, as an optional, into each of `relays`.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Accepts every element into each of `relays`.
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Accepts every element, as an optional, into each of `relays`.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Accepts every element into each of `relays`.
    public func bind(to relays: ReplayRelay<Element>...) -> Disposable {
        subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Accepts every element, as an optional, into each of `relays`.
    public func bind(to relays: ReplayRelay<Element?>...) -> Disposable {
        subscribe(onNext: { element in for relay in relays { relay.accept(element) } })
    }
}
