/// A sequence of elements that observers subscribe to, as in RxSwift.
///
/// BindKit's observables never error or complete: relays and controls cannot
/// end, and every operator here forwards elements only. Subscribing runs
/// synchronously; a replaying source delivers its current value before
/// `subscribe` returns.
public protocol ObservableType<Element> {
    /// The type of the elements.
    associatedtype Element

    /// This sequence as an `Observable`.
    func asObservable() -> Observable<Element>
}

/// A type-erased observable sequence: a recipe that each subscription runs anew
/// (operators are cold: every subscriber gets its own operator state).
public final class Observable<Element>: ObservableType {
    private let subscribeHandler: (Sink<Element>) -> Disposable

    init(_ subscribeHandler: @escaping (Sink<Element>) -> Disposable) {
        self.subscribeHandler = subscribeHandler
    }

    /// Returns `self`.
    public func asObservable() -> Observable<Element> { self }

    func subscribe(_ sink: Sink<Element>) -> Disposable {
        subscribeHandler(sink)
    }
}

/// Something that receives elements: a relay, a control's property, a binder.
public protocol ObserverType<Element> {
    /// The type of the elements.
    associatedtype Element

    /// Receives one element (for a relay: `accept`; for a control: a programmatic set).
    func onNext(_ element: Element)
}

extension ObservableType {
    /// Subscribes `onNext` to every element. The closure runs synchronously, once per
    /// delivery; writes it makes are delivered completely before it continues.
    public func subscribe(onNext: @escaping (Element) -> Void) -> Disposable {
        let runtime = Runtime.current
        return runtime.runSubscription {
            asObservable().subscribe(Sink.userCode(runtime: runtime, onNext))
        }
    }

    /// Subscribes each observer to this sequence, in order (`bind(to:)`): every
    /// element is written into them. The returned disposable ends all the bindings.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable
    where Observer.Element == Element {
        let runtime = Runtime.current
        let source = asObservable()
        let disposables = runtime.runSubscription {
            observers.map { observer in
                source.subscribe(Sink(runtime: runtime) { observer.onNext($0) })
            }
        }
        return disposables.count == 1 ? disposables[0] : Disposables.create(disposables)
    }
}
