extension ObservableType {
    /// Subscribes an event handler: it receives every event; nothing after the end.
    /// The handler runs as user code (its writes are delivered before it continues).
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        asObservable().subscribe(AnonymousObserver(on))
    }

    /// Subscribes `onNext` to the elements (the common case of
    /// ``subscribe(onNext:onError:onCompleted:onDisposed:)``, without the optional
    /// closure's thunk on every delivery). An error goes to ``Hooks/defaultErrorHandler``.
    ///
    /// Both `onNext` forms are disfavoured overloads, so that a trailing closure
    /// that fits either `Event` or `Element` (`subscribe { _ in }`) means
    /// `subscribe(_:)` with an event handler, as it does in RxSwift; between the
    /// two, this one is chosen whenever it fits.
    @inlinable @_disfavoredOverload
    public func subscribe(onNext: @escaping (Element) -> Void) -> Disposable {
        let runtime = Runtime.current
        let label = runtime.currentLabel
        let sink = Sink<Element>.userCode(runtime: runtime, onNext, terminate: { completion in
            if case .error(let error) = completion {
                runtime.traceEnd(completion, node: nil, via: label)
                runtime.defaultErrorHandler(error)
            }
        })
        return runtime.runSubscription { asObservable().subscribe(sink) }
    }

    /// Subscribes handlers for the elements, the error, the completion and the end of
    /// the subscription, as RxSwift's `subscribe(onNext:onError:onCompleted:onDisposed:)`.
    ///
    /// Each handler runs synchronously as user code; writes it makes are delivered
    /// completely before it continues. `onDisposed` runs after the end of the
    /// sequence, or when the returned disposable is disposed. An error with no
    /// `onError` goes to ``Hooks/defaultErrorHandler`` (which prints it in debug
    /// builds, as RxSwift does).
    @_disfavoredOverload
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let runtime = Runtime.current
        let disposed = onDisposed.map { Disposables.create(with: $0) }
        let label = runtime.currentLabel
        let tracesEnd = onError != nil || onCompleted != nil || onDisposed != nil
        var stopped = false
        let sink = Sink<Element>.userCode(runtime: runtime, onNext ?? { _ in }, terminate: { completion in
            guard !stopped else { return }
            stopped = true
            if tracesEnd || Self.isError(completion) {
                runtime.traceEnd(completion, node: nil, via: label)
            }
            switch completion {
            case .error(let error):
                if let onError { onError(error) } else { runtime.defaultErrorHandler(error) }
            case .completed:
                onCompleted?()
            }
            disposed?.dispose()
        })
        let subscription = runtime.runSubscription { asObservable().subscribe(sink) }
        guard let disposed else { return subscription }
        return Disposables.create(subscription, disposed)
    }

    /// Subscribes handlers that receive `object` (held weakly) with each event; when
    /// `object` is gone, the handlers are not called.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: { [weak object] in
                guard let object else { return }
                onNext?(object, $0)
            },
            onError: { [weak object] in
                guard let object else { return }
                onError?(object, $0)
            },
            onCompleted: { [weak object] in
                guard let object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object else { return }
                onDisposed?(object)
            })
    }

    private static func isError(_ completion: Completion) -> Bool {
        if case .error = completion { return true }
        return false
    }
}

/// An observer made of one event handler that ignores everything after the end of
/// the sequence (RxSwift's `AnonymousObserver`).
final class AnonymousObserver<Element>: ObserverType {
    private let handler: (Event<Element>) -> Void
    private var isStopped = false

    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
    }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if !isStopped { handler(event) }
        case .error, .completed:
            if !isStopped {
                isStopped = true
                handler(event)
            }
        }
    }
}

/// A type-erased observer, as RxSwift's `AnyObserver`: it forwards every event to a
/// handler or to the observer it wraps.
public struct AnyObserver<Element>: ObserverType {
    /// The type of the handler.
    public typealias EventHandler = (Event<Element>) -> Void

    private let observer: EventHandler

    /// An observer that calls `eventHandler` with each event.
    public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
    }

    /// An observer that forwards each event to `observer`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.on
    }

    /// Forwards `event`.
    public func on(_ event: Event<Element>) {
        observer(event)
    }

    /// Returns `self`.
    public func asObserver() -> AnyObserver<Element> { self }
}

extension ObserverType {
    /// This observer as an ``AnyObserver``.
    public func asObserver() -> AnyObserver<Element> {
        AnyObserver(self)
    }

    /// An observer of `Result` that transforms each element with `transform` and
    /// passes it to this observer (an error thrown by `transform` is passed as `.error`).
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}

/// Global hooks, as RxSwift's `Hooks` (each runtime keeps its own).
public enum Hooks {
    /// The handler of an error that reaches a subscription without `onError`,
    /// given the subscription's call stack (always empty in BindKit) and the error.
    public typealias DefaultErrorHandler = (_ subscriptionCallStack: [String], _ error: Error) -> Void

    /// Called for an error no `onError` handles. The default prints
    /// `Unhandled error happened: <error>` in debug builds, as RxSwift does.
    public static var defaultErrorHandler: DefaultErrorHandler {
        get { Runtime.current.rx.defaultErrorHandler ?? RxState.printUnhandledError }
        set { Runtime.current.rx.defaultErrorHandler = newValue }
    }

    /// What captures a subscription's call stack (RxSwift's `CustomCaptureSubscriptionCallstack`).
    public typealias CustomCaptureSubscriptionCallstack = () -> [String]

    /// Captures a subscription's call stack when ``recordCallStackOnError`` is on.
    /// BindKit never calls it (it records no call stacks); kept per runtime.
    public static var customCaptureSubscriptionCallstack: CustomCaptureSubscriptionCallstack {
        get { Runtime.current.rx.customCaptureSubscriptionCallstack ?? { [] } }
        set { Runtime.current.rx.customCaptureSubscriptionCallstack = newValue }
    }

    /// Whether a subscription records its call stack for the error handler. BindKit
    /// records none (``DefaultErrorHandler`` always gets an empty stack); kept per
    /// runtime so that code setting it compiles and reads back what it set.
    public static var recordCallStackOnError: Bool {
        get { Runtime.current.rx.recordCallStackOnError }
        set { Runtime.current.rx.recordCallStackOnError = newValue }
    }
}

extension Runtime {
    @usableFromInline func defaultErrorHandler(_ error: Error) {
        (rx.defaultErrorHandler ?? RxState.printUnhandledError)([], error)
    }

    /// Records the end of a sequence: where a node ends (`node`), or where a
    /// subscriber receives it (`via`).
    /// Returns the event's id (0 when not tracing).
    @discardableResult @usableFromInline
    func traceEnd(_ completion: Completion, node: String?, nodeKind: TraceNodeKind? = nil, via label: Int32 = 0) -> Int {
        guard let tracer else { return 0 }
        let id = makeEventID()
        tracer.record(TraceEvent(
            id: id, parent: currentCause, depth: depth, kind: .terminate,
            node: node, nodeKind: nodeKind, value: completion.error, via: traceNames[TraceName(id: label)],
            note: completion.note))
        return id
    }
}

/// Stops in debug builds (and prints in release builds), as RxSwift's
/// `rxFatalErrorInDebug` does for an error bound into UI or a relay.
@usableFromInline
func rxFatalErrorInDebug(_ message: @autoclosure () -> String) {
    #if DEBUG
    fatalError(message())
    #else
    print(message())
    #endif
}
