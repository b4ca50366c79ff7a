// RxSwift code names types by module as well (`extension RxSwift.ObservableType where Element:
// RxSwift.EventConvertible`, `RxCocoa.Driver<String>`, `RxRelay.BehaviorRelay<Int>`). With its
// imports swapped for `import BindKit` those modules are gone, so BindKit declares one namespace
// per module RxSwift ships, holding the names it declares there: a module-qualified name
// resolves with only the import changed (PortingRxSwiftBindingCode.md). A name RxSwift's module
// declares that BindKit does not (its generic `VirtualTimeScheduler<Converter>`) is left out, so
// it stays a compile error rather than meaning something else.

/// RxSwift's names, qualified as `RxSwift.Observable` and so on.
public enum RxSwift {
    public typealias AnyObserver<Element> = BindKit.AnyObserver<Element>
    public typealias AsyncSubject<Element> = BindKit.AsyncSubject<Element>
    public typealias BehaviorSubject<Element> = BindKit.BehaviorSubject<Element>
    public typealias Binder<Value> = BindKit.Binder<Value>
    public typealias BooleanDisposable = BindKit.BooleanDisposable
    public typealias Cancelable = BindKit.Cancelable
    public typealias Completable = BindKit.Completable
    public typealias CompletableEvent = BindKit.CompletableEvent
    public typealias CompletableTrait = BindKit.CompletableTrait
    public typealias CompositeDisposable = BindKit.CompositeDisposable
    public typealias ConcurrentDispatchQueueScheduler = BindKit.ConcurrentDispatchQueueScheduler
    public typealias ConcurrentMainScheduler = BindKit.ConcurrentMainScheduler
    public typealias ConnectableObservable<Element> = BindKit.ConnectableObservable<Element>
    public typealias ConnectableObservableType = BindKit.ConnectableObservableType
    public typealias CurrentThreadScheduler = BindKit.CurrentThreadScheduler
    public typealias Disposable = BindKit.Disposable
    public typealias Disposables = BindKit.Disposables
    public typealias DisposeBag = BindKit.DisposeBag
    public typealias Event<Element> = BindKit.Event<Element>
    public typealias EventConvertible = BindKit.EventConvertible
    public typealias GroupedObservable<Key, Element> = BindKit.GroupedObservable<Key, Element>
    public typealias HistoricalScheduler = BindKit.HistoricalScheduler
    public typealias Hooks = BindKit.Hooks
    public typealias ImmediateSchedulerType = BindKit.ImmediateSchedulerType
    public typealias Infallible<Element> = BindKit.Infallible<Element>
    public typealias InfallibleType = BindKit.InfallibleType
    public typealias MainScheduler = BindKit.MainScheduler
    public typealias Maybe<Element> = BindKit.Maybe<Element>
    public typealias MaybeEvent<Element> = BindKit.MaybeEvent<Element>
    public typealias MaybeTrait = BindKit.MaybeTrait
    public typealias Observable<Element> = BindKit.Observable<Element>
    public typealias ObservableConvertibleType = BindKit.ObservableConvertibleType
    public typealias ObservableType = BindKit.ObservableType
    public typealias ObserverType = BindKit.ObserverType
    public typealias OperationQueueScheduler = BindKit.OperationQueueScheduler
    public typealias PrimitiveSequence<Trait, Element> = BindKit.PrimitiveSequence<Trait, Element>
    public typealias PrimitiveSequenceType = BindKit.PrimitiveSequenceType
    public typealias PublishSubject<Element> = BindKit.PublishSubject<Element>
    public typealias Reactive<Base> = BindKit.Reactive<Base>
    public typealias ReactiveCompatible = BindKit.ReactiveCompatible
    public typealias RefCountDisposable = BindKit.RefCountDisposable
    public typealias ReplaySubject<Element> = BindKit.ReplaySubject<Element>
    public typealias RxAbstractInteger = BindKit.RxAbstractInteger
    public typealias RxError = BindKit.RxError
    public typealias RxTime = BindKit.RxTime
    public typealias RxTimeInterval = BindKit.RxTimeInterval
    public typealias ScheduledDisposable = BindKit.ScheduledDisposable
    public typealias SchedulerType = BindKit.SchedulerType
    public typealias SerialDispatchQueueScheduler = BindKit.SerialDispatchQueueScheduler
    public typealias SerialDisposable = BindKit.SerialDisposable
    public typealias Single<Element> = BindKit.Single<Element>
    public typealias SingleAssignmentDisposable = BindKit.SingleAssignmentDisposable
    public typealias SingleEvent<Element> = BindKit.SingleEvent<Element>
    public typealias SingleTrait = BindKit.SingleTrait
    public typealias SubjectType = BindKit.SubjectType
    public typealias TakeBehavior = BindKit.TakeBehavior
}

/// RxRelay's names (`RxRelay.BehaviorRelay`).
public enum RxRelay {
    public typealias BehaviorRelay<Element> = BindKit.BehaviorRelay<Element>
    public typealias PublishRelay<Element> = BindKit.PublishRelay<Element>
    public typealias ReplayRelay<Element> = BindKit.ReplayRelay<Element>
}

/// RxCocoa's names (`RxCocoa.Driver`).
public enum RxCocoa {
    public typealias ControlEvent<PropertyType> = BindKit.ControlEvent<PropertyType>
    public typealias ControlEventType = BindKit.ControlEventType
    public typealias ControlProperty<PropertyType> = BindKit.ControlProperty<PropertyType>
    public typealias ControlPropertyType = BindKit.ControlPropertyType
    public typealias Driver<Element> = BindKit.Driver<Element>
    public typealias DriverSharingStrategy = BindKit.DriverSharingStrategy
    public typealias RxCocoaError = BindKit.RxCocoaError
    public typealias SharedSequence<SharingStrategy: SharingStrategyProtocol, Element> =
        BindKit.SharedSequence<SharingStrategy, Element>
    public typealias SharedSequenceConvertibleType = BindKit.SharedSequenceConvertibleType
    public typealias SharingScheduler = BindKit.SharingScheduler
    public typealias SharingStrategyProtocol = BindKit.SharingStrategyProtocol
    public typealias Signal<Element> = BindKit.Signal<Element>
    public typealias SignalSharingStrategy = BindKit.SignalSharingStrategy
}

/// RxTest's names (`RxTest.TestScheduler`).
public enum RxTest {
    public typealias Recorded<Value> = BindKit.Recorded<Value>
    public typealias Subscription = BindKit.Subscription
    public typealias TestScheduler = BindKit.TestScheduler
    public typealias TestTime = BindKit.TestTime
    public typealias TestableObservable<Element> = BindKit.TestableObservable<Element>
    public typealias TestableObserver<Element> = BindKit.TestableObserver<Element>
}

/// RxBlocking's names (`RxBlocking.BlockingObservable`).
public enum RxBlocking {
    public typealias BlockingObservable<Element> = BindKit.BlockingObservable<Element>
}
