/// The trait of ``Completable``.
public enum CompletableTrait {}

/// A sequence that only ends, with a completion or an error (RxSwift's
/// `Completable`): a ``PrimitiveSequence`` of `Never` with the ``CompletableTrait``.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a ``Completable`` sends (RxSwift's `CompletableEvent`).
@frozen public enum CompletableEvent {
    /// An error.
    case error(Swift.Error)
    /// The completion.
    case completed
}

extension PrimitiveSequenceType where Trait == CompletableTrait, Element == Swift.Never {
    /// The observer `Completable.create` hands to its subscribe closure.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// A completable whose subscriptions run `subscribe` (RxSwift `Completable.create`).
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable)
        -> PrimitiveSequence<Trait, Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        }
        return PrimitiveSequence(raw: source)
    }

    /// Subscribes `observer` to the end (RxSwift `subscribe(_:)`).
    public func subscribe(_ observer: @escaping (CompletableEvent) -> Void) -> Disposable {
        var stopped = false
        return primitiveSequence.asObservable().subscribe { event in
            if stopped { return }
            stopped = true
            switch event {
            case .next: preconditionFailure("BindKit: Completables can't emit values")
            case .error(let error): observer(.error(error))
            case .completed: observer(.completed)
            }
        }
    }

    /// Subscribes handlers that receive `object` (held weakly); once it is gone, they are not called.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onCompleted: ((Object) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onError: { [weak object] in
                guard let object else { return }
                onError?(object, $0)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            })
    }

    /// Subscribes handlers for the completion, the error and the end of the
    /// subscription (RxSwift `subscribe(onCompleted:onError:onDisposed:)`).
    public func subscribe(
        onCompleted: (() -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable: Disposable = onDisposed.map(Disposables.create(with:)) ?? Disposables.create()
        let runtime = Runtime.current
        let observer: CompletableObserver = { event in
            switch event {
            case .error(let error):
                if let onError { onError(error) } else { runtime.defaultErrorHandler(error) }
            case .completed:
                onCompleted?()
            }
            disposable.dispose()
        }
        return Disposables.create(primitiveSequence.subscribe(observer), disposable)
    }

    /// A completable that fails with `error`.
    public static func error(_ error: Swift.Error) -> Completable {
        Completable(raw: Observable.error(error))
    }

    /// A completable that never ends.
    public static func never() -> Completable {
        Completable(raw: Observable.never())
    }

    /// A completable that completes at once.
    public static func empty() -> Completable {
        Completable(raw: Observable.empty())
    }

    /// Runs side effects for its events (RxSwift `do`).
    public func `do`(
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Completable {
        Completable(raw: primitiveSequence.source.do(
            onError: onError, afterError: afterError, onCompleted: onCompleted, afterCompleted: afterCompleted,
            onSubscribe: onSubscribe, onSubscribed: onSubscribed, onDispose: onDispose))
    }

    /// This completable, then `second` once it completed.
    public func concat(_ second: Completable) -> Completable {
        Completable.concat(primitiveSequence, second)
    }

    /// The completables of `sequence`, one after another.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Completable
    where Sequence.Element == Completable {
        Completable(raw: Observable.concat(sequence.lazy.map { $0.asObservable() }))
    }

    /// The completables of `collection`, one after another.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.concat(collection.map { $0.asObservable() }))
    }

    /// `sources`, one after another.
    public static func concat(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.concat(sources.map { $0.asObservable() }))
    }

    /// Completes once every completable of `sources` has (RxSwift `Completable.zip`: a merge).
    public static func zip<Collection: Swift.Collection>(_ sources: Collection) -> Completable
    where Collection.Element == Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Completes once every completable of `sources` has.
    public static func zip(_ sources: [Completable]) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// Completes once every one of `sources` has.
    public static func zip(_ sources: Completable...) -> Completable {
        Completable(raw: Observable.merge(sources.map { $0.asObservable() }))
    }

    /// `second`'s element once this completable completed (RxSwift `andThen`).
    public func andThen<Element>(_ second: Single<Element>) -> Single<Element> {
        Single(raw: ConcatCompletable.observable(primitiveSequence.asObservable(), then: second.asObservable()))
    }

    /// `second`'s events once this completable completed.
    public func andThen<Element>(_ second: Maybe<Element>) -> Maybe<Element> {
        Maybe(raw: ConcatCompletable.observable(primitiveSequence.asObservable(), then: second.asObservable()))
    }

    /// `second`'s end once this completable completed.
    public func andThen(_ second: Completable) -> Completable {
        Completable(raw: ConcatCompletable.observable(primitiveSequence.asObservable(), then: second.asObservable()))
    }

    /// `second`'s events once this completable completed.
    public func andThen<Element>(_ second: Observable<Element>) -> Observable<Element> {
        ConcatCompletable.observable(primitiveSequence.asObservable(), then: second.asObservable())
    }
}

/// RxSwift's `ConcatCompletable`: the completable, then, on its completion, the second sequence.
private enum ConcatCompletable {
    static func observable<Element>(_ completable: Observable<Never>, then second: Observable<Element>)
        -> Observable<Element> {
        Observable { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            let subscription = SerialDisposable()
            stage.hold(subscription)
            let first = SingleAssignmentDisposable()
            subscription.disposable = first
            first.setDisposable(completable.subscribe(Sink(runtime: runtime, forward: { _ in }, terminate: { completion in
                switch completion {
                case .error:
                    stage.finish(completion, to: downstream)
                case .completed:
                    subscription.disposable = second.subscribe(Sink(runtime: runtime, forward: { value in
                        guard !stage.isDisposed else { return }
                        downstream.on(value)
                    }, terminate: stage.forwardEnd(to: downstream)))
                }
            })))
            return stage
        }
    }
}
