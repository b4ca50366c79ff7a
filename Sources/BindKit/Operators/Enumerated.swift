extension ObservableType {
    /// Pairs each element with its index, from 0 (RxSwift `enumerated()`).
    public func enumerated() -> Observable<(index: Int, element: Element)> {
        Observable.operating(on: asObservable()) { downstream in
            let stage = Stage()
            let index = UncheckedCell(0)
            return (Sink(runtime: downstream.runtime, forward: { value in
                let current = index.value
                index.value += 1
                guard !stage.isDisposed else { return }
                downstream.tailOn((index: current, element: value))
            }, terminate: stage.forwardEnd(to: downstream)), .hold(stage))
        }
    }
}
