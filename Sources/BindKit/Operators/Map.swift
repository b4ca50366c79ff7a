extension ObservableType {
    /// Transforms each element with `transform` (RxSwift `map`); an error it throws
    /// ends the sequence with that error. The closure should be pure.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        let source = asObservable()
        return Observable { downstream in
            let stage = Stage()
            stage.hold(source.subscribe(Sink(runtime: downstream.runtime, forward: { value in
                guard !stage.isDisposed else { return }
                let result: Result
                do { result = try transform(value) } catch {
                    stage.finish(.error(error), to: downstream)
                    return
                }
                downstream.on(result)
            }, terminate: stage.forwardEnd(to: downstream))))
            return stage
        }
    }
}
