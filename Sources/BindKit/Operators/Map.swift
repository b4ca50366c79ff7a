extension ObservableType {
    /// Transforms each element with `transform` (RxSwift `map`); an error it throws
    /// ends the sequence with that error. The closure should be pure.
    @inlinable
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        Observable.operating(on: asObservable()) { downstream in
            let stage = Stage()
            return (Sink(runtime: downstream.runtime, forward: { value in
                guard !stage.isDisposed else { return }
                let result: Result
                do { result = try transform(value) } catch {
                    stage.finish(.error(error), to: downstream)
                    return
                }
                downstream.tailOn(result)
            }, terminate: stage.forwardEnd(to: downstream)), .hold(stage))
        }
    }
}
