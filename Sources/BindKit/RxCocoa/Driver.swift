/// How a ``SharedSequence`` shares and where it delivers (RxCocoa's `SharingStrategyProtocol`).
public protocol SharingStrategyProtocol {
    /// The scheduler its elements are delivered on.
    static var scheduler: SchedulerType { get }
    /// Shares `source` among subscribers.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// The ``Driver`` strategy: delivers on a `MainScheduler` and shares with
/// `share(replay: 1, scope: .whileConnected)` (RxCocoa's `DriverSharingStrategy`).
public struct DriverSharingStrategy: SharingStrategyProtocol {
    /// A new `MainScheduler` (each one counts its own queued work, as in RxCocoa).
    public static var scheduler: SchedulerType { MainScheduler() }

    /// `source.share(replay: 1, scope: .whileConnected)`.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

/// A type that can be turned into a ``SharedSequence`` (RxCocoa's `SharedSequenceConvertibleType`).
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// The sharing strategy.
    associatedtype SharingStrategy: SharingStrategyProtocol
    /// This sequence as a ``SharedSequence``.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

/// A sequence that cannot fail, delivers on the main scheduler and shares its
/// latest element, as RxCocoa's `SharedSequence` (``Driver`` is one).
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType {
    let source: Observable<Element>

    /// Shares `source` with the strategy.
    init(_ source: Observable<Element>) {
        self.source = SharingStrategy.share(source)
    }

    init(raw source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as an observable.
    public func asObservable() -> Observable<Element> { source }

    /// Returns `self`.
    public func asSharedSequence() -> SharedSequence<SharingStrategy, Element> { self }

    /// A sequence of one element.
    public static func just(_ element: Element) -> SharedSequence {
        SharedSequence(raw: Observable.just(element).subscribe(onScheduler: SharingStrategy.scheduler))
    }

    /// A sequence that completes at once.
    public static func empty() -> SharedSequence {
        SharedSequence(raw: Observable.empty().subscribe(onScheduler: SharingStrategy.scheduler))
    }

    /// A sequence that never sends anything.
    public static func never() -> SharedSequence {
        SharedSequence(raw: Observable.never())
    }

    /// Merges `sources`.
    public static func merge(_ sources: SharedSequence...) -> SharedSequence {
        SharedSequence(Observable.merge(sources.map { $0.asObservable() }))
    }
}

/// A sequence for UI: it never fails, delivers on the main scheduler and replays
/// its latest element to new subscribers (RxCocoa's `Driver`).
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

extension Observable {
    /// Subscribes through `scheduler` (how RxCocoa's `just` for shared sequences works).
    fileprivate func subscribe(onScheduler scheduler: SchedulerType) -> Observable<Element> {
        let source = self
        return Observable { downstream in
            let slot = SerialDisposable()
            slot.disposable = scheduler.schedule(()) { _ in source.subscribe(downstream) }
            return slot
        }
    }
}

extension ObservableConvertibleType {
    /// This sequence as a ``Driver``: delivered on a `MainScheduler`, an error
    /// replaced by `onErrorJustReturn`, shared (RxCocoa's `asDriver(onErrorJustReturn:)`).
    public func asDriver(onErrorJustReturn: Element) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// This sequence as a ``Driver`` that continues with `onErrorDriveWith` after an error.
    public func asDriver(onErrorDriveWith: Driver<Element>) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catch { _ in
            onErrorDriveWith.asObservable()
        })
    }

    /// This sequence as a ``Driver`` that continues with what `onErrorRecover` returns after an error.
    public func asDriver(onErrorRecover: @escaping (Swift.Error) -> Driver<Element>) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catch { error in
            onErrorRecover(error).asObservable()
        })
    }
}

extension ControlProperty {
    /// The property as a ``Driver`` (it cannot fail).
    public func asDriver() -> Driver<PropertyType> {
        asDriver { _ in Driver.empty() }
    }
}

extension ControlEvent {
    /// The events as a ``Driver`` (they cannot fail).
    public func asDriver() -> Driver<PropertyType> {
        asDriver { _ in Driver.empty() }
    }
}

extension BehaviorRelay {
    /// The relay as a ``Driver``.
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension PublishRelay {
    /// The relay as a ``Driver``.
    public func asDriver() -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Sends every element to each of `observers` (RxCocoa's `drive`); the handler
    /// runs as user code.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element {
        MainScheduler.ensureRunningOnMainThread()
        return asSharedSequence().asObservable().subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Sends every element, as an optional, to each of `observers`.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        MainScheduler.ensureRunningOnMainThread()
        return asSharedSequence().asObservable().map { $0 as Element? }.subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Accepts every element into each of `relays`.
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread()
        return asSharedSequence().asObservable().subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Accepts every element, as an optional, into each of `relays`.
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread()
        return asSharedSequence().asObservable().subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Accepts every element into each of `relays`.
    public func drive(_ relays: PublishRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread()
        return asSharedSequence().asObservable().subscribe(onNext: { element in
            for relay in relays { relay.accept(element) }
        })
    }

    /// Subscribes handlers (RxCocoa's `drive(onNext:onCompleted:onDisposed:)`).
    public func drive(
        onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread()
        return asSharedSequence().asObservable().subscribe(
            onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes handlers that receive `object` (held weakly).
    public func drive<Object: AnyObject>(
        with object: Object, onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread()
        return asSharedSequence().asObservable().subscribe(
            with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Calls `transformation` with this sequence as an observable.
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        MainScheduler.ensureRunningOnMainThread()
        return transformation(asObservable())
    }
}

// MARK: Operators that keep a shared sequence shared

extension SharedSequenceConvertibleType {
    private typealias Shared<Result> = SharedSequence<SharingStrategy, Result>

    /// `map`, staying a shared sequence.
    public func map<Result>(_ selector: @escaping (Element) -> Result) -> SharedSequence<SharingStrategy, Result> {
        Shared(asObservable().map(selector))
    }

    /// `compactMap`, staying a shared sequence.
    public func compactMap<Result>(_ selector: @escaping (Element) -> Result?) -> SharedSequence<SharingStrategy, Result> {
        Shared(asObservable().compactMap(selector))
    }

    /// `filter`, staying a shared sequence.
    public func filter(_ predicate: @escaping (Element) -> Bool) -> SharedSequence<SharingStrategy, Element> {
        Shared(asObservable().filter(predicate))
    }

    /// `flatMapLatest`, staying a shared sequence.
    public func flatMapLatest<Sharing: SharedSequenceConvertibleType>(
        _ selector: @escaping (Element) -> Sharing
    ) -> SharedSequence<SharingStrategy, Sharing.Element> where Sharing.SharingStrategy == SharingStrategy {
        Shared(asObservable().flatMapLatest { selector($0).asObservable() })
    }

    /// `flatMap`, staying a shared sequence.
    public func flatMap<Sharing: SharedSequenceConvertibleType>(
        _ selector: @escaping (Element) -> Sharing
    ) -> SharedSequence<SharingStrategy, Sharing.Element> where Sharing.SharingStrategy == SharingStrategy {
        Shared(asObservable().flatMap { selector($0).asObservable() })
    }

    /// `startWith`, staying a shared sequence.
    public func startWith(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: asObservable().startWith(element))
    }

    /// `scan`, staying a shared sequence.
    public func scan<State>(_ seed: State, accumulator: @escaping (State, Element) -> State)
        -> SharedSequence<SharingStrategy, State> {
        Shared(asObservable().scan(seed, accumulator: accumulator))
    }

    /// `skip`, staying a shared sequence.
    public func skip(_ count: Int) -> SharedSequence<SharingStrategy, Element> {
        Shared(asObservable().skip(count))
    }

    /// `withLatestFrom`, staying a shared sequence.
    public func withLatestFrom<Second: SharedSequenceConvertibleType, Result>(
        _ second: Second, resultSelector: @escaping (Element, Second.Element) -> Result
    ) -> SharedSequence<SharingStrategy, Result> where Second.SharingStrategy == SharingStrategy {
        Shared(asObservable().withLatestFrom(second.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }

    /// `withLatestFrom`, staying a shared sequence.
    public func withLatestFrom<Second: SharedSequenceConvertibleType>(_ second: Second)
        -> SharedSequence<SharingStrategy, Second.Element> where Second.SharingStrategy == SharingStrategy {
        Shared(asObservable().withLatestFrom(second.asSharedSequence().asObservable()))
    }

    /// `debounce` on the strategy's scheduler.
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        Shared(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// `throttle` on the strategy's scheduler.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        Shared(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// `do`, staying a shared sequence.
    public func `do`(
        onNext: ((Element) -> Void)? = nil, afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil, afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil, onSubscribed: (() -> Void)? = nil, onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: asObservable().do(
            onNext: onNext, afterNext: afterNext, onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// `debug`, staying a shared sequence.
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false,
                      file: String = #file, line: UInt = #line, function: String = #function)
        -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line,
                                                 function: function))
    }
}

extension SharedSequenceConvertibleType where Element: Equatable {
    /// `distinctUntilChanged`, staying a shared sequence.
    public func distinctUntilChanged() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: asObservable().distinctUntilChanged())
    }
}

extension SharedSequence {
    /// `combineLatest` of two shared sequences with `resultSelector`.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) -> Element
    ) -> SharedSequence where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy {
        SharedSequence(Observable.combineLatest(
            source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(),
            resultSelector: resultSelector))
    }

    /// `combineLatest` of three shared sequences with `resultSelector`.
    public static func combineLatest<O1: SharedSequenceConvertibleType, O2: SharedSequenceConvertibleType,
                                     O3: SharedSequenceConvertibleType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) -> Element
    ) -> SharedSequence
    where O1.SharingStrategy == SharingStrategy, O2.SharingStrategy == SharingStrategy,
          O3.SharingStrategy == SharingStrategy {
        SharedSequence(Observable.combineLatest(
            source1.asSharedSequence().asObservable(), source2.asSharedSequence().asObservable(),
            source3.asSharedSequence().asObservable(), resultSelector: resultSelector))
    }
}
