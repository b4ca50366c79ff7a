extension ObservableType {
    /// Forwards only the elements for which `predicate` is true (RxSwift `filter`);
    /// the others are dropped (traced as dropped by `filter`). An error the
    /// predicate throws ends the sequence.
    @inlinable
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Observable.operating(on: asObservable()) { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            return (Sink(runtime: runtime, forward: { value in
                guard !stage.isDisposed else { return }
                let passes: Bool
                do { passes = try predicate(value) } catch {
                    stage.finish(.error(error), to: downstream)
                    return
                }
                if passes {
                    downstream.tailOn(value)
                } else {
                    runtime.traceDrop(value, reason: "filter")
                }
            }, terminate: stage.forwardEnd(to: downstream)), .hold(stage))
        }
    }
}
