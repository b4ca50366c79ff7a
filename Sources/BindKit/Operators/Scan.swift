extension ObservableType {
    /// Folds each element into an accumulator and forwards the accumulator
    /// (RxSwift `scan(_:accumulator:)`). The accumulator is stored before forwarding.
    public func scan<State>(_ seed: State, accumulator: @escaping (State, Element) -> State) -> Observable<State> {
        let source = asObservable()
        return Observable { downstream in
            var state = seed
            return source.subscribe(Sink(runtime: downstream.runtime) { value in
                state = accumulator(state, value)
                downstream.on(state)
            })
        }
    }
}
