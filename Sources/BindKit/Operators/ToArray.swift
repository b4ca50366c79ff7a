extension ObservableType {
    /// Collects every element and, when the sequence completes, succeeds with the
    /// array (RxSwift `toArray()`).
    public func toArray() -> Single<[Element]> {
        Single(raw: reduce(into: [Element]()) { $0.append($1) })
    }

    /// `reduce` with an accumulator changed in place (RxSwift's `ToArraySink` keeps
    /// its list this way).
    func reduce<A>(into seed: A, _ accumulator: @escaping (inout A, Element) -> Void) -> Observable<A> {
        Observable.operating(on: asObservable()) { downstream in
            let stage = Stage()
            let accumulation = UncheckedCell(seed)
            return (Sink(runtime: downstream.runtime, forward: { value in
                accumulator(&accumulation.value, value)
            }, terminate: { completion in
                if case .completed = completion, !stage.isDisposed { downstream.on(accumulation.value) }
                stage.finish(completion, to: downstream)
            }), .hold(stage))
        }
    }
}
