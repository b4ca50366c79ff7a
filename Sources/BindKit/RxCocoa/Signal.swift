/// A sequence for UI events: it never fails, delivers on the main scheduler and
/// shares without replaying (RxCocoa's `Signal`): a subscriber gets only the
/// elements sent after it subscribed.
public typealias Signal<Element> = SharedSequence<SignalSharingStrategy, Element>

/// The ``Signal`` strategy: delivers on ``SharingScheduler/make`` and shares with
/// `share(scope: .whileConnected)` (RxCocoa's `SignalSharingStrategy`).
public struct SignalSharingStrategy: SharingStrategyProtocol {
    /// The scheduler ``SharingScheduler`` makes.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// `source.share(scope: .whileConnected)`.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Returns `self` as a ``Signal``.
    public func asSignal() -> Signal<Element> {
        asSharedSequence()
    }
}

extension ObservableConvertibleType {
    /// This sequence as a ``Signal``: delivered on a `MainScheduler`, an error
    /// replaced by `onErrorJustReturn` (RxCocoa's `asSignal(onErrorJustReturn:)`).
    public func asSignal(onErrorJustReturn: Element) -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// This sequence as a ``Signal`` that continues with `onErrorSignalWith` after an error.
    public func asSignal(onErrorSignalWith: Signal<Element>) -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catch { _ in
            onErrorSignalWith.asObservable()
        })
    }

    /// This sequence as a ``Signal`` that continues with what `onErrorRecover` returns after an error.
    public func asSignal(onErrorRecover: @escaping (_ error: Swift.Error) -> Signal<Element>) -> Signal<Element> {
        Signal(asObservable().observe(on: SignalSharingStrategy.scheduler).catch { error in
            onErrorRecover(error).asObservable()
        })
    }
}

extension PublishRelay {
    /// The relay as a ``Signal``.
    public func asSignal() -> Signal<Element> {
        SharedSequence(asObservable().observe(on: SignalSharingStrategy.scheduler))
    }
}

extension ControlEvent {
    /// The events as a ``Signal`` (they cannot fail; an error would stop debug builds).
    public func asSignal() -> Signal<Element> {
        asSignal { _ -> Signal<Element> in
            rxFatalErrorInDebug("Somehow signal received error from a source that shouldn't fail.")
            return Signal.empty()
        }
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == SignalSharingStrategy {
    /// Sends every event to each of `observers` (RxCocoa's `emit(to:)`); runs as user code.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        asSharedSequence().asObservable().subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Sends every event, elements as optionals, to each of `observers`.
    public func emit<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        asSharedSequence().asObservable().map { $0 as Element? }.subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Accepts every element into each of `relays`.
    public func emit(to relays: BehaviorRelay<Element>...) -> Disposable {
        emit(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Accepts every element, as an optional, into each of `relays`.
    public func emit(to relays: BehaviorRelay<Element?>...) -> Disposable {
        emit(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Accepts every element into each of `relays`.
    public func emit(to relays: PublishRelay<Element>...) -> Disposable {
        emit(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Accepts every element, as an optional, into each of `relays`.
    public func emit(to relays: PublishRelay<Element?>...) -> Disposable {
        emit(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Accepts every element into each of `relays`.
    public func emit(to relays: ReplayRelay<Element>...) -> Disposable {
        emit(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Accepts every element, as an optional, into each of `relays`.
    public func emit(to relays: ReplayRelay<Element?>...) -> Disposable {
        emit(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Subscribes handlers that receive `object` (held weakly).
    public func emit<Object: AnyObject>(
        with object: Object, onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes handlers (RxCocoa's `emit(onNext:onCompleted:onDisposed:)`).
    public func emit(
        onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes with no handler (RxCocoa's `emit()`).
    public func emit() -> Disposable {
        emit(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
