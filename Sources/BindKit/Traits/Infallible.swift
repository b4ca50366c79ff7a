/// A type that is an ``Infallible`` (RxSwift's `InfallibleType`).
public protocol InfallibleType: ObservableConvertibleType {}

/// A sequence that never fails (RxSwift's `Infallible`): its operators keep it
/// infallible, and it has no `onError`.
public struct Infallible<Element>: InfallibleType {
    private let source: Observable<Element>

    init(_ source: Observable<Element>) {
        self.source = source
    }

    /// The sequence as a plain ``Observable``.
    public func asObservable() -> Observable<Element> { source }
}

/// What an ``Infallible`` sends: an element or the completion (RxSwift's `InfallibleEvent`).
public enum InfallibleEvent<Element> {
    /// An element.
    case next(Element)
    /// The completion.
    case completed
}

extension InfallibleEvent: EventConvertible {
    /// The same event as an ``Event``.
    public var event: Event<Element> {
        switch self {
        case .next(let element): .next(element)
        case .completed: .completed
        }
    }
}

extension InfallibleType {
    /// Subscribes handlers that receive `object` (held weakly); once it is gone, they are not called.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(with: object, onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes handlers for the elements, the completion and the end of the subscription.
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        asObservable().subscribe(onNext: onNext, onCompleted: onCompleted, onDisposed: onDisposed)
    }

    /// Subscribes an event handler (an error, which cannot happen, stops debug builds).
    public func subscribe(_ on: @escaping (InfallibleEvent<Element>) -> Void) -> Disposable {
        asObservable().subscribe { (event: Event<Element>) in
            switch event {
            case .next(let element): on(.next(element))
            case .completed: on(.completed)
            case .error(let error): rxFatalErrorInDebug("Infallible must never emit a error event. error: \(error)")
            }
        }
    }

    /// Prints every event (RxSwift `debug`).
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false,
                      file: String = #file, line: UInt = #line, function: String = #function) -> Infallible<Element> {
        Infallible(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}

extension Infallible {
    /// The observer `Infallible.create` hands to its subscribe closure.
    public typealias InfallibleObserver = (InfallibleEvent<Element>) -> Void

    /// An infallible sequence whose subscriptions run `subscribe` (RxSwift `Infallible.create`).
    public static func create(subscribe: @escaping (@escaping InfallibleObserver) -> Disposable) -> Infallible<Element> {
        Infallible(Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .next(let element): observer.onNext(element)
                case .completed: observer.onCompleted()
                }
            }
        })
    }
}

extension ObservableConvertibleType {
    /// This sequence as an ``Infallible`` that replaces an error with `element`.
    public func asInfallible(onErrorJustReturn element: Element) -> Infallible<Element> {
        Infallible(asObservable().catchAndReturn(element))
    }

    /// This sequence as an ``Infallible`` that continues with `infallible` after an error.
    public func asInfallible(onErrorFallbackTo infallible: Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { _ in infallible.asObservable() })
    }

    /// This sequence as an ``Infallible`` that continues with what `onErrorRecover` returns after an error.
    public func asInfallible(onErrorRecover: @escaping (Swift.Error) -> Infallible<Element>) -> Infallible<Element> {
        Infallible(asObservable().catch { onErrorRecover($0).asObservable() })
    }
}
