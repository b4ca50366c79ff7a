/// A sequence for UI state: it never fails, delivers on the main scheduler and
/// replays its latest element to new subscribers (RxCocoa's `Driver`).
public typealias Driver<Element> = SharedSequence<DriverSharingStrategy, Element>

/// The ``Driver`` strategy: delivers on ``SharingScheduler/make`` (a new
/// `MainScheduler`) and shares with `share(replay: 1, scope: .whileConnected)`
/// (RxCocoa's `DriverSharingStrategy`).
public struct DriverSharingStrategy: SharingStrategyProtocol {
    /// The scheduler ``SharingScheduler`` makes.
    public static var scheduler: SchedulerType { SharingScheduler.make() }

    /// `source.share(replay: 1, scope: .whileConnected)`.
    public static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 1, scope: .whileConnected)
    }
}

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Returns `self` as a ``Driver``.
    public func asDriver() -> Driver<Element> {
        asSharedSequence()
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
    public func asDriver(onErrorRecover: @escaping (_ error: Swift.Error) -> Driver<Element>) -> Driver<Element> {
        Driver(asObservable().observe(on: DriverSharingStrategy.scheduler).catch { error in
            onErrorRecover(error).asObservable()
        })
    }
}

extension ControlProperty {
    /// The property as a ``Driver`` (it cannot fail; an error would stop debug builds).
    public func asDriver() -> Driver<Element> {
        asDriver { _ -> Driver<Element> in
            rxFatalErrorInDebug("Somehow driver received error from a source that shouldn't fail.")
            return Driver.empty()
        }
    }
}

extension ControlEvent {
    /// The events as a ``Driver`` (they cannot fail; an error would stop debug builds).
    public func asDriver() -> Driver<Element> {
        asDriver { _ -> Driver<Element> in
            rxFatalErrorInDebug("Somehow driver received error from a source that shouldn't fail.")
            return Driver.empty()
        }
    }
}

extension BehaviorRelay {
    /// The relay as a ``Driver``.
    public func asDriver() -> Driver<Element> {
        SharedSequence(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

extension InfallibleType {
    /// The sequence as a ``Driver``.
    public func asDriver() -> Driver<Element> {
        SharedSequence(asObservable().observe(on: DriverSharingStrategy.scheduler))
    }
}

private let driveThreadMessage = "`drive*` family of methods can be only called from `MainThread`.\n"
    + "This is required to ensure that the last replayed `Driver` element is delivered on `MainThread`.\n"

extension SharedSequenceConvertibleType where SharingStrategy == DriverSharingStrategy {
    /// Sends every event to each of `observers` (RxCocoa's `drive`); runs as user code.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveThreadMessage)
        return asSharedSequence().asObservable().subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Sends every event, elements as optionals, to each of `observers`.
    public func drive<Observer: ObserverType>(_ observers: Observer...) -> Disposable
    where Observer.Element == Element? {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveThreadMessage)
        return asSharedSequence().asObservable().map { $0 as Element? }.subscribe { event in
            for observer in observers { observer.on(event) }
        }
    }

    /// Accepts every element into each of `relays`.
    public func drive(_ relays: BehaviorRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveThreadMessage)
        return drive(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Accepts every element, as an optional, into each of `relays`.
    public func drive(_ relays: BehaviorRelay<Element?>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveThreadMessage)
        return drive(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Accepts every element into each of `relays`.
    public func drive(_ relays: ReplayRelay<Element>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveThreadMessage)
        return drive(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Accepts every element, as an optional, into each of `relays`.
    public func drive(_ relays: ReplayRelay<Element?>...) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveThreadMessage)
        return drive(onNext: { element in for relay in relays { relay.accept(element) } })
    }

    /// Calls `transformation` with this sequence as an observable.
    public func drive<Result>(_ transformation: (Observable<Element>) -> Result) -> Result {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveThreadMessage)
        return transformation(asObservable())
    }

    /// Calls `with` with this sequence as an observable, then with `curriedArgument`.
    public func drive<R1, R2>(_ with: (Observable<Element>) -> (R1) -> R2, curriedArgument: R1) -> R2 {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveThreadMessage)
        return with(asObservable())(curriedArgument)
    }

    /// Subscribes handlers that receive `object` (held weakly).
    public func drive<Object: AnyObject>(
        with object: Object, onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveThreadMessage)
        return asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes handlers (RxCocoa's `drive(onNext:onCompleted:onDisposed:)`).
    public func drive(
        onNext: ((Element) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        MainScheduler.ensureRunningOnMainThread(errorMessage: driveThreadMessage)
        return asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes with no handler (RxCocoa's `drive()`).
    public func drive() -> Disposable {
        drive(onNext: nil, onCompleted: nil, onDisposed: nil)
    }
}
