extension ObservableType {
    /// A sequence of one element, then completion (RxSwift `just`); it is delivered
    /// during `subscribe`.
    public static func just(_ element: Element) -> Observable<Element> {
        Observable(producer: false) { sink in
            sink.on(element)
            sink.stop(.completed)
            return Disposables.create()
        }
    }

    /// A sequence that completes at once (RxSwift `empty`).
    public static func empty() -> Observable<Element> {
        Observable(producer: false) { sink in
            sink.stop(.completed)
            return Disposables.create()
        }
    }

    /// A sequence that never sends anything (RxSwift `never`).
    public static func never() -> Observable<Element> {
        Observable(producer: false) { _ in Disposables.create() }
    }

    /// A sequence that fails at once with `error` (RxSwift `error`).
    public static func error(_ error: Swift.Error) -> Observable<Element> {
        Observable(producer: false) { sink in
            sink.stop(.error(error))
            return Disposables.create()
        }
    }
}

extension ObservableType {
    /// A sequence of one element sent on `scheduler`, then completion scheduled
    /// after it (RxSwift `just(_:scheduler:)`).
    public static func just(_ element: Element, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        Observable { downstream in
            let stage = Stage()
            stage.hold(scheduler.schedule(element) { element in
                if !stage.isDisposed { downstream.on(element) }
                return scheduler.schedule(()) { _ in
                    stage.finish(.completed, to: downstream)
                    return Disposables.create()
                }
            })
            return stage
        }
    }

    /// The element of `optional`, if any, then completion (RxSwift `from(optional:)`).
    public static func from(optional: Element?) -> Observable<Element> {
        Observable { sink in
            if let optional { sink.on(optional) }
            sink.stop(.completed)
            return Disposables.create()
        }
    }

    /// The element of `optional`, if any, then completion, each scheduled on
    /// `scheduler` (RxSwift `from(optional:scheduler:)`).
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        guard let element = optional else {
            return Observable { downstream in
                let stage = Stage()
                stage.hold(scheduler.schedule(()) { _ in
                    stage.finish(.completed, to: downstream)
                    return Disposables.create()
                })
                return stage
            }
        }
        return just(element, scheduler: scheduler)
    }
}
