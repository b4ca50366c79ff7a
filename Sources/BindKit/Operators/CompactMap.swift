extension ObservableType {
    /// Transforms each element and forwards the non-nil results (RxSwift `compactMap`);
    /// nil results are dropped (traced as dropped by `compactMap`).
    @inlinable
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        Observable.operating(on: asObservable()) { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            return (Sink(runtime: runtime, forward: { value in
                guard !stage.isDisposed else { return }
                let result: Result?
                do { result = try transform(value) } catch {
                    stage.finish(.error(error), to: downstream)
                    return
                }
                if let result {
                    downstream.tailOn(result)
                } else {
                    runtime.traceDrop(value, reason: "compactMap")
                }
            }, terminate: stage.forwardEnd(to: downstream)), .hold(stage))
        }
    }
}
