/// How a ``SharedSequence`` shares and where it delivers (RxCocoa's `SharingStrategyProtocol`).
public protocol SharingStrategyProtocol {
    /// The scheduler its elements are delivered on.
    static var scheduler: SchedulerType { get }
    /// Shares `source` among subscribers.
    static func share<Element>(_ source: Observable<Element>) -> Observable<Element>
}

/// A type that can be turned into a ``SharedSequence`` (RxCocoa's `SharedSequenceConvertibleType`).
public protocol SharedSequenceConvertibleType: ObservableConvertibleType {
    /// The sharing strategy.
    associatedtype SharingStrategy: SharingStrategyProtocol
    /// This sequence as a ``SharedSequence``.
    func asSharedSequence() -> SharedSequence<SharingStrategy, Element>
}

extension SharedSequenceConvertibleType {
    /// The sequence as an observable.
    public func asObservable() -> Observable<Element> {
        asSharedSequence().asObservable()
    }
}

/// A sequence that cannot fail, delivers on the strategy's scheduler and shares
/// its subscription, as RxCocoa's `SharedSequence` (``Driver`` and ``Signal`` are ones).
public struct SharedSequence<SharingStrategy: SharingStrategyProtocol, Element>: SharedSequenceConvertibleType,
    ObservableConvertibleType {
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

    /// The sequence as an ``Infallible`` (an error cannot happen; it would end it).
    public func asInfallible() -> Infallible<Element> {
        asInfallible(onErrorFallbackTo: .empty())
    }
}

extension SharedSequence {
    /// A sequence that completes at once, subscribed on the strategy's scheduler.
    public static func empty() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.empty().subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence that never sends anything.
    public static func never() -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.never())
    }

    /// A sequence of one element, subscribed on the strategy's scheduler.
    public static func just(_ element: Element) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.just(element).subscribe(on: SharingStrategy.scheduler))
    }

    /// A sequence whose subscriptions each subscribe to what `observableFactory` returns then.
    public static func deferred(_ observableFactory: @escaping () -> SharedSequence<SharingStrategy, Element>)
        -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.deferred { observableFactory().asObservable() })
    }

    /// A sequence of `elements`, sent on the strategy's scheduler.
    public static func of(_ elements: Element...) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(elements, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence of the elements of `array`, sent on the strategy's scheduler.
    public static func from(_ array: [Element]) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(array, scheduler: SharingStrategy.scheduler))
    }

    /// A sequence of the elements of `sequence`, sent on the strategy's scheduler.
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence) -> SharedSequence<SharingStrategy, Element>
    where Sequence.Element == Element {
        SharedSequence(raw: Observable.from(sequence, scheduler: SharingStrategy.scheduler))
    }

    /// The element of `optional`, if any, sent on the strategy's scheduler.
    public static func from(optional: Element?) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(raw: Observable.from(optional: optional, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// 0, 1, 2, … one each `period` on the strategy's scheduler.
    public static func interval(_ period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// 0 after `dueTime`, then 1, 2, … one each `period`, on the strategy's scheduler.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}

extension ObservableConvertibleType {
    /// This sequence as a shared sequence of strategy `S`: delivered on its scheduler,
    /// an error replaced by `onErrorJustReturn` (RxCocoa's `asSharedSequence`).
    public func asSharedSequence<S>(sharingStrategy _: S.Type = S.self, onErrorJustReturn: Element)
        -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catchAndReturn(onErrorJustReturn))
    }

    /// This sequence as a shared sequence that continues with `onErrorDriveWith` after an error.
    public func asSharedSequence<S>(sharingStrategy _: S.Type = S.self, onErrorDriveWith: SharedSequence<S, Element>)
        -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catch { _ in onErrorDriveWith.asObservable() })
    }

    /// This sequence as a shared sequence that continues with what `onErrorRecover` returns after an error.
    public func asSharedSequence<S>(
        sharingStrategy _: S.Type = S.self, onErrorRecover: @escaping (_ error: Swift.Error) -> SharedSequence<S, Element>
    ) -> SharedSequence<S, Element> {
        SharedSequence(asObservable().observe(on: S.scheduler).catch { onErrorRecover($0).asObservable() })
    }
}

/// The scheduler ``Driver`` and ``Signal`` deliver on, replaceable in tests
/// (RxCocoa's `SharingScheduler`). BindKit keeps it per runtime.
public enum SharingScheduler {
    /// Makes the scheduler of each new driver or signal: a new `MainScheduler`, or
    /// the one given to ``mock(scheduler:action:)`` while it runs.
    public static var make: () -> SchedulerType {
        Runtime.current.rx.makeSharingScheduler ?? { MainScheduler() }
    }

    /// Runs `action` with every driver and signal it makes delivering on `scheduler`
    /// (a `TestScheduler` in tests).
    public static func mock(scheduler: SchedulerType, action: () throws -> Void) rethrows {
        try mock(makeScheduler: { scheduler }, action: action)
    }

    /// Runs `action` with every driver and signal it makes delivering on the
    /// scheduler `makeScheduler` makes.
    public static func mock(makeScheduler: @escaping () -> SchedulerType, action: () throws -> Void) rethrows {
        let runtime = Runtime.current
        let original = runtime.rx.makeSharingScheduler
        runtime.rx.makeSharingScheduler = makeScheduler
        defer { runtime.rx.makeSharingScheduler = original }
        try action()
    }
}
