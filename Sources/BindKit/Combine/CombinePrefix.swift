extension CombineRules {
    /// Combine's `prefix(_:)` as OpenCombine 0.14.0 implements it (`Publishers.Output.swift:171-186`,
    /// measured: docs/combine-comparison 05): the first `maxLength` elements pass, and the
    /// stream finishes when the element after them arrives (dropped) or the upstream ends —
    /// not right after the last one, as RxSwift's `take` does. Apple's is not measured.
    public func prefix(_ maxLength: Int) -> Observable<Base.Element> {
        Observable.operating(on: base.asObservable()) { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            var remaining = maxLength
            return (Sink(runtime: runtime, forward: { value in
                guard !stage.isDisposed else { return }
                guard remaining > 0 else {
                    runtime.traceDrop(value, reason: "prefix (past its count: it ends)")
                    stage.finish(.completed, to: downstream)
                    return
                }
                remaining -= 1
                downstream.tailOn(value)
            }, terminate: { completion in
                guard !stage.isDisposed else { return }
                stage.finish(completion, to: downstream)
            }), .hold(stage))
        }
    }
}
