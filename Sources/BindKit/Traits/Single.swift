/// The trait of ``Single``.
public enum SingleTrait {}

/// A sequence of exactly one element or an error (RxSwift's `Single`): a
/// ``PrimitiveSequence`` with the ``SingleTrait``.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>

/// What a ``Single`` sends: `.success(element)` or `.failure(error)` (RxSwift's `SingleEvent`).
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

extension PrimitiveSequenceType where Trait == SingleTrait {
    /// The observer `Single.create` hands to its subscribe closure.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// A single whose subscriptions run `subscribe` (RxSwift `Single.create`): it gets
    /// an observer to send one `.success` or `.failure` to, and returns what disposing
    /// the subscription releases.
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .failure(let error):
                    observer.on(.error(error))
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes `observer` to the one event (RxSwift `subscribe(_:)`).
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        var stopped = false
        return primitiveSequence.asObservable().subscribe { event in
            if stopped { return }
            stopped = true
            switch event {
            case .next(let element): observer(.success(element))
            case .error(let error): observer(.failure(error))
            case .completed: rxFatalErrorInDebug("Singles can't emit a completion event")
            }
        }
    }

    /// Subscribes handlers for the element, the error and the end of the
    /// subscription (RxSwift `subscribe(onSuccess:onFailure:onDisposed:)`); an error
    /// with no `onFailure` goes to ``Hooks/defaultErrorHandler``.
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil,
        onFailure: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable: Disposable = onDisposed.map(Disposables.create(with:)) ?? Disposables.create()
        let runtime = Runtime.current
        let observer: SingleObserver = { event in
            switch event {
            case .success(let element):
                onSuccess?(element)
            case .failure(let error):
                if let onFailure { onFailure(error) } else { runtime.defaultErrorHandler(error) }
            }
            disposable.dispose()
        }
        return Disposables.create(primitiveSequence.subscribe(observer), disposable)
    }

    /// RxSwift's deprecated form of ``subscribe(onSuccess:onFailure:onDisposed:)``.
    @available(*, deprecated, renamed: "subscribe(onSuccess:onFailure:onDisposed:)")
    public func subscribe(
        onSuccess: ((Element) -> Void)? = nil, onError: @escaping ((Swift.Error) -> Void), onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        subscribe(onSuccess: onSuccess, onFailure: onError, onDisposed: onDisposed)
    }

    /// Subscribes handlers that receive `object` (held weakly); once it is gone, they are not called.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onSuccess: ((Object, Element) -> Void)? = nil,
        onFailure: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onSuccess: { [weak object] in
                guard let object else { return }
                onSuccess?(object, $0)
            },
            onFailure: { [weak object] in
                guard let object else { return }
                onFailure?(object, $0)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            })
    }

    /// A single of `element` (RxSwift `Single.just`).
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: Observable.just(element))
    }

    /// A single of `element`, sent on `scheduler`.
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Single<Element> {
        Single(raw: Observable.just(element, scheduler: scheduler))
    }

    /// A single that fails with `error`.
    public static func error(_ error: Swift.Error) -> Single<Element> {
        Single(raw: Observable.error(error))
    }

    /// A single that never sends anything.
    public static func never() -> Single<Element> {
        Single(raw: Observable.never())
    }

    /// Runs side effects for its events (RxSwift `do(onSuccess:…)`).
    public func `do`(
        onSuccess: ((Element) throws -> Void)? = nil,
        afterSuccess: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Single<Element> {
        Single(raw: primitiveSequence.source.do(
            onNext: onSuccess, afterNext: afterSuccess, onError: onError, afterError: afterError,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// The element if `predicate` is true, else nothing (RxSwift `filter`, a ``Maybe``).
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source.filter(predicate))
    }

    /// The element transformed (RxSwift `map`).
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: primitiveSequence.source.map(transform))
    }

    /// The element transformed, or nothing when `transform` gives nil (a ``Maybe``).
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.compactMap(transform))
    }

    /// The single `selector` makes from the element (RxSwift `flatMap`).
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: primitiveSequence.source.flatMap(selector))
    }

    /// The maybe `selector` makes from the element (RxSwift `flatMapMaybe`).
    public func flatMapMaybe<Result>(_ selector: @escaping (Element) throws -> Maybe<Result>) -> Maybe<Result> {
        Maybe(raw: primitiveSequence.source.flatMap(selector))
    }

    /// The completable `selector` makes from the element (RxSwift `flatMapCompletable`).
    public func flatMapCompletable(_ selector: @escaping (Element) throws -> Completable) -> Completable {
        Completable(raw: primitiveSequence.source.flatMap(selector))
    }

    /// The elements of `collection`'s singles combined by `resultSelector` (RxSwift `Single.zip`).
    public static func zip<Collection: Swift.Collection, Result>(
        _ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result
    ) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            return PrimitiveSequence<Trait, Result>.deferred {
                try PrimitiveSequence<Trait, Result>(raw: .just(resultSelector([])))
            }
        }
        return PrimitiveSequence<Trait, Result>(raw: Observable.zip(collection.map { $0.asObservable() },
                                                                    resultSelector: resultSelector))
    }

    /// The elements of `collection`'s singles, as an array (RxSwift `Single.zip`).
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> PrimitiveSequence<Trait, [Element]>
    where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty { return PrimitiveSequence<Trait, [Element]>(raw: .just([])) }
        return PrimitiveSequence(raw: Observable.zip(collection.map { $0.asObservable() }))
    }

    /// Replaces an error with `element` (RxSwift `catchAndReturn`).
    public func catchAndReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: primitiveSequence.source.catchAndReturn(element))
    }

    /// RxSwift's deprecated name of `catchAndReturn(_:)`.
    @available(*, deprecated, renamed: "catchAndReturn(_:)")
    public func catchErrorJustReturn(_ element: Element) -> PrimitiveSequence<Trait, Element> {
        catchAndReturn(element)
    }

    /// The single as a ``Maybe``.
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: primitiveSequence.source)
    }

    /// The single's end only, as a ``Completable``.
    public func asCompletable() -> Completable {
        primitiveSequence.source.ignoreElements().asCompletable()
    }
}
