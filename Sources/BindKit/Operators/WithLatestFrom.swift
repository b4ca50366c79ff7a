extension ObservableType {
    /// On each element, forwards `resultSelector(element, latest of second)`; elements
    /// arriving before `second` has produced one are dropped. `second` is subscribed
    /// first, as in RxSwift's `withLatestFrom`; its completion is ignored, its error
    /// ends the sequence.
    @inlinable
    public func withLatestFrom<Second: ObservableConvertibleType, Result>(
        _ second: Second, resultSelector: @escaping (Element, Second.Element) throws -> Result
    ) -> Observable<Result> {
        let other = second.asObservable()
        return Observable.operating(on: asObservable()) { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            let latest = UncheckedCell<Second.Element?>(nil)
            let secondSubscription = SingleAssignmentDisposable()
            stage.hold(secondSubscription)
            secondSubscription.setDisposable(other.subscribe(Sink(runtime: runtime, forward: { latest.value = $0 },
                terminate: { completion in
                    if case .error = completion {
                        stage.finish(completion, to: downstream)
                    } else {
                        secondSubscription.dispose()
                    }
                })))
            return (Sink(runtime: runtime, forward: { value in
                guard !stage.isDisposed else { return }
                guard let other = latest.value else {
                    runtime.traceDrop(value, reason: "withLatestFrom (no value yet)")
                    return
                }
                let result: Result
                do { result = try resultSelector(value, other) } catch {
                    stage.finish(.error(error), to: downstream)
                    return
                }
                downstream.tailOn(result)
            }, terminate: stage.forwardEnd(to: downstream)), .hold(stage))
        }
    }

    /// On each element, forwards the latest element of `second`.
    @inlinable
    public func withLatestFrom<Second: ObservableConvertibleType>(_ second: Second) -> Observable<Second.Element> {
        withLatestFrom(second) { _, latest in latest }
    }
}
