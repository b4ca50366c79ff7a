extension ObservableType {
    /// Forwards only the elements for which `predicate` is true (RxSwift `filter`);
    /// the others are dropped (traced as dropped by `filter`). An error the
    /// predicate throws ends the sequence.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        let source = asObservable()
        return Observable { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            stage.hold(source.subscribe(Sink(runtime: runtime, forward: { value in
                guard !stage.isDisposed else { return }
                let passes: Bool
                do { passes = try predicate(value) } catch {
                    stage.finish(.error(error), to: downstream)
                    return
                }
                if passes {
                    downstream.on(value)
                } else {
                    runtime.traceDrop(value, reason: "filter")
                }
            }, terminate: stage.forwardEnd(to: downstream))))
            return stage
        }
    }
}
