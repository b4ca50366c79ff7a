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
