extension ObservableType {
    /// Folds every element into an accumulator and, when the sequence completes,
    /// forwards `mapResult` of it, then completes (RxSwift `reduce(_:accumulator:mapResult:)`).
    public func reduce<A, Result>(
        _ seed: A, accumulator: @escaping (A, Element) throws -> A, mapResult: @escaping (A) throws -> Result
    ) -> Observable<Result> {
        Observable.operating(on: asObservable()) { downstream in
            let stage = Stage()
            let accumulation = UncheckedCell(seed)
            return (Sink(runtime: downstream.runtime, forward: { value in
                do { accumulation.value = try accumulator(accumulation.value, value) } catch {
                    stage.finish(.error(error), to: downstream)
                }
            }, terminate: { completion in
                guard case .completed = completion else {
                    stage.finish(completion, to: downstream)
                    return
                }
                let result: Result
                do { result = try mapResult(accumulation.value) } catch {
                    stage.finish(.error(error), to: downstream)
                    return
                }
                if !stage.isDisposed { downstream.on(result) }
                stage.finish(.completed, to: downstream)
            }), .hold(stage))
        }
    }

    /// Folds every element into an accumulator and forwards it when the sequence
    /// completes (RxSwift `reduce(_:accumulator:)`).
    public func reduce<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        reduce(seed, accumulator: accumulator, mapResult: { $0 })
    }
}
