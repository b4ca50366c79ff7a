extension ObservableType {
    /// Drops elements while `predicate` is true, then forwards the first element for
    /// which it is false and every element after it, unchecked (RxSwift `skip(while:)`).
    /// An error the predicate throws ends the sequence.
    @inlinable
    public func skip(while predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        Observable.operating(on: asObservable()) { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            let running = UncheckedCell(false)
            return (Sink(runtime: runtime, forward: { value in
                guard !stage.isDisposed else { return }
                if !running.value {
                    do { running.value = try !predicate(value) } catch {
                        stage.finish(.error(error), to: downstream)
                        return
                    }
                }
                if running.value {
                    downstream.tailOn(value)
                } else {
                    runtime.traceDrop(value, reason: "skip(while:)")
                }
            }, terminate: stage.forwardEnd(to: downstream)), .hold(stage))
        }
    }

    /// RxSwift's deprecated name of ``skip(while:)``.
    @available(*, deprecated, renamed: "skip(while:)")
    public func skipWhile(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        skip(while: predicate)
    }
}
