extension ObservableType {
    /// Forwards the element at `index` (from 0), then completes; fails with
    /// `RxError.argumentOutOfRange` when the sequence completes before it
    /// (RxSwift `element(at:)`). The counter moves after forwarding, as in RxSwift.
    public func element(at index: Int) -> Observable<Element> {
        precondition(index >= 0, "BindKit: index can't be negative")
        return Observable.operating(on: asObservable()) { downstream in
            let stage = Stage()
            let remaining = UncheckedCell(index)
            return (Sink(runtime: downstream.runtime, forward: { value in
                if remaining.value == 0 {
                    if !stage.isDisposed { downstream.on(value) }
                    stage.finish(.completed, to: downstream)
                }
                remaining.value -= 1
            }, terminate: { completion in
                if case .completed = completion {
                    stage.finish(.error(RxError.argumentOutOfRange), to: downstream)
                } else {
                    stage.finish(completion, to: downstream)
                }
            }), .hold(stage))
        }
    }

    /// RxSwift's deprecated name of ``element(at:)``.
    @available(*, deprecated, renamed: "element(at:)")
    public func elementAt(_ index: Int) -> Observable<Element> {
        element(at: index)
    }
}
