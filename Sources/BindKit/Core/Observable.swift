/// A type that can be turned into an ``Observable`` (RxSwift's
/// `ObservableConvertibleType`): a relay, a control property, a `Driver`.
public protocol ObservableConvertibleType<Element> {
    /// The type of the elements.
    associatedtype Element

    /// This sequence as an ``Observable``.
    func asObservable() -> Observable<Element>
}

extension ObservableConvertibleType {
    /// RxSwift 5's name for ``ObservableConvertibleType/Element``, kept so that
    /// older pasted code (`Observable<E>`) compiles.
    @available(*, deprecated, renamed: "Element")
    public typealias E = Element
}

/// A sequence of events that observers subscribe to, as RxSwift's `ObservableType`.
///
/// A sequence sends elements and then at most one end (an error or a completion);
/// relays and controls never end. Subscribing runs synchronously: a replaying
/// source delivers its current value before `subscribe` returns.
///
/// Conform a type of your own by implementing ``subscribe(_:)`` (as in RxSwift)
/// or ``ObservableConvertibleType/asObservable()``; each has a default that uses
/// the other, so implement at least one.
public protocol ObservableType<Element>: ObservableConvertibleType {
    /// Subscribes `observer` to the events of this sequence; disposing the result
    /// ends the subscription.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    /// This sequence as an ``Observable`` that subscribes through ``subscribe(_:)``.
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }

    /// Subscribes `observer` through ``ObservableConvertibleType/asObservable()``.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        asObservable().subscribe(observer)
    }
}

/// A type-erased observable sequence, as RxSwift's `Observable`: a recipe that
/// each subscription runs anew (operators are cold: every subscriber gets its
/// own operator state). Subjects are observables too.
public class Observable<Element>: ObservableType {
    @usableFromInline let handler: ((Sink<Element>) -> Disposable)?
    /// For an operator with one source: how it subscribes, without a nested call.
    @usableFromInline let link: OperatorLink?
    /// Whether subscribing at top level runs on the current-thread trampoline, as
    /// RxSwift's `Producer` does (operators, `create`, `of`); subjects, relays and
    /// `just` subscribe directly.
    @usableFromInline let isProducer: Bool

    @inlinable init(producer: Bool = true, _ handler: @escaping (Sink<Element>) -> Disposable) {
        self.handler = handler
        self.link = nil
        self.isProducer = producer
    }

    /// An operator with one source (see ``OperatorLink``).
    @usableFromInline init(link: OperatorLink) {
        self.handler = nil
        self.link = link
        self.isProducer = true
    }

    /// For subclasses that override `subscribe(_:)` (subjects).
    init() {
        handler = nil
        link = nil
        isProducer = false
    }

    /// Returns `self`.
    public func asObservable() -> Observable<Element> { self }

    /// Subscribes `observer`: it receives every element and the end of the sequence.
    /// `observer.on(_:)` runs as user code: writes it makes are delivered before it
    /// continues.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable
    where Observer.Element == Element {
        let runtime = Runtime.current
        let sink = Sink<Element>.userCode(
            runtime: runtime, { observer.on(.next($0)) }, terminate: { observer.on($0.event()) })
        return runtime.runSubscription { subscribe(sink) }
    }

    /// Subscribes an engine stage.
    @usableFromInline func subscribe(_ sink: Sink<Element>) -> Disposable {
        if isProducer {
            let runtime = sink.runtime
            if !runtime.isTrampolineActive {
                return runtime.runOnTrampoline { subscribeNow(sink) }
            }
        }
        return subscribeNow(sink)
    }

    private func subscribeNow(_ sink: Sink<Element>) -> Disposable {
        if let link { return link.subscribe(sink) }
        guard let handler else { preconditionFailure("BindKit: Observable subclass without subscribe(_:)") }
        return handler(sink)
    }
}

/// Something that receives events, as RxSwift's `ObserverType`: a relay, a
/// subject, a control's property, a binder.
///
/// Conform a type of your own by implementing ``on(_:)`` (as in RxSwift) or
/// ``onNext(_:)``; each has a default that uses the other, so implement at least one.
public protocol ObserverType<Element> {
    /// The type of the elements.
    associatedtype Element

    /// Receives one event.
    func on(_ event: Event<Element>)

    /// Receives one element (for a relay: `accept`; for a control: a programmatic set).
    func onNext(_ element: Element)
}

extension ObserverType {
    /// Passes an element to ``onNext(_:)``; the end of a sequence is ignored.
    public func on(_ event: Event<Element>) {
        if case .next(let element) = event { onNext(element) }
    }

    /// Sends `.next(element)` to ``on(_:)``.
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Sends `.completed` to ``on(_:)``.
    public func onCompleted() {
        on(.completed)
    }

    /// Sends `.error(error)` to ``on(_:)``.
    public func onError(_ error: Swift.Error) {
        on(.error(error))
    }
}
