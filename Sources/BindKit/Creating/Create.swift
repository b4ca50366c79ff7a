extension ObservableType {
    /// A sequence whose subscriptions run `subscribe` (RxSwift `create`): it gets an
    /// observer to send events to and returns what disposing the subscription
    /// releases. Elements sent after the end are ignored; `subscribe` runs as user
    /// code, and so do the sends it makes.
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        Observable { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            var stopped = false
            let observer = AnyObserver<Element> { event in
                switch event {
                case .next(let element):
                    guard !stopped, !stage.isDisposed else { return }
                    downstream.on(element)
                case .error, .completed:
                    guard !stopped else { return }
                    stopped = true
                    if let completion = Completion(event) { stage.finish(completion, to: downstream) }
                }
            }
            runtime.runUserCode { stage.hold(subscribe(observer)) }
            return stage
        }
    }

    /// A sequence that calls `observableFactory` for each subscription and
    /// subscribes to what it returns (RxSwift `deferred`); an error it throws
    /// becomes the sequence's error.
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>)
        -> Observable<Element> {
        Observable { downstream in
            let stage = Stage()
            let source: Observable<Element>
            do { source = try observableFactory() } catch {
                stage.finish(.error(error), to: downstream)
                return stage
            }
            stage.hold(source.subscribe(Sink(runtime: downstream.runtime, forward: { value in
                guard !stage.isDisposed else { return }
                downstream.on(value)
            }, terminate: stage.forwardEnd(to: downstream))))
            return stage
        }
    }
}

extension ObservableType {
    /// Drops every element and passes the end on (RxSwift `ignoreElements`).
    public func ignoreElements() -> Observable<Never> {
        let source = asObservable()
        return Observable<Never> { downstream in
            let stage = Stage()
            stage.hold(source.subscribe(Sink(runtime: downstream.runtime, forward: { _ in },
                                             terminate: stage.forwardEnd(to: downstream))))
            return stage
        }
    }
}
