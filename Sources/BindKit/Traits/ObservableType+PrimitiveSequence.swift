extension ObservableType {
    /// This sequence as a ``Single``: it fails with `RxError.noElements` when it
    /// completes without an element, `RxError.moreThanOneElement` at a second one
    /// (RxSwift `asSingle()`).
    public func asSingle() -> Single<Element> {
        Single(raw: AsSingle.observable(asObservable(), requiresElement: true))
    }

    /// This sequence as a ``Maybe``: it fails with `RxError.moreThanOneElement` at a
    /// second element (RxSwift `asMaybe()`).
    public func asMaybe() -> Maybe<Element> {
        Maybe(raw: AsSingle.observable(asObservable(), requiresElement: false))
    }

    /// The first element, or nil when the sequence completes without one (RxSwift `first()`).
    public func first() -> Single<Element?> {
        let source = asObservable()
        return Single(raw: Observable.operating(on: source) { downstream in
            let stage = Stage()
            return (Sink(runtime: downstream.runtime, forward: { value in
                if !stage.isDisposed { downstream.on(value) }
                stage.finish(.completed, to: downstream)
            }, terminate: { completion in
                if case .completed = completion, !stage.isDisposed { downstream.on(nil) }
                stage.finish(completion, to: downstream)
            }), .hold(stage))
        })
    }
}

extension ObservableType where Element == Never {
    /// This sequence as a ``Completable``.
    public func asCompletable() -> Completable {
        Completable(raw: asObservable())
    }
}

/// RxSwift's `AsSingleSink` and `AsMaybeSink`: the element is held until the
/// completion, which forwards it (or fails, for a single without one).
private enum AsSingle {
    static func observable<Element>(_ source: Observable<Element>, requiresElement: Bool) -> Observable<Element> {
        Observable.operating(on: source) { downstream in
            let stage = Stage()
            let element = UncheckedCell<Element?>(nil)
            return (Sink(runtime: downstream.runtime, forward: { value in
                if element.value != nil {
                    stage.finish(.error(RxError.moreThanOneElement), to: downstream)
                }
                element.value = value
            }, terminate: { completion in
                guard case .completed = completion else {
                    stage.finish(completion, to: downstream)
                    return
                }
                if let held = element.value {
                    if !stage.isDisposed { downstream.on(held) }
                    stage.finish(.completed, to: downstream)
                } else {
                    stage.finish(requiresElement ? .error(RxError.noElements) : .completed, to: downstream)
                }
            }), .hold(stage))
        }
    }
}
