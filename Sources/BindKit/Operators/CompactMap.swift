extension ObservableType {
    /// Transforms each element and forwards the non-nil results (RxSwift `compactMap`);
    /// nil results are dropped (traced as dropped by `compactMap`).
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        let source = asObservable()
        return Observable { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            stage.hold(source.subscribe(Sink(runtime: runtime, forward: { value in
                guard !stage.isDisposed else { return }
                let result: Result?
                do { result = try transform(value) } catch {
                    stage.finish(.error(error), to: downstream)
                    return
                }
                if let result {
                    downstream.on(result)
                } else {
                    runtime.traceDrop(value, reason: "compactMap")
                }
            }, terminate: stage.forwardEnd(to: downstream))))
            return stage
        }
    }
}
