extension ObservableType {
    /// On each element, forwards `resultSelector(element, latest of second)`; elements
    /// arriving before `second` has produced one are dropped. `second` is subscribed
    /// first, as in RxSwift's `withLatestFrom`; its completion is ignored, its error
    /// ends the sequence.
    public func withLatestFrom<Second: ObservableConvertibleType, Result>(
        _ second: Second, resultSelector: @escaping (Element, Second.Element) throws -> Result
    ) -> Observable<Result> {
        let source = asObservable()
        let other = second.asObservable()
        return Observable { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            var latest: Second.Element?
            let secondSubscription = SingleAssignmentDisposable()
            stage.hold(secondSubscription)
            secondSubscription.setDisposable(other.subscribe(Sink(runtime: runtime, forward: { latest = $0 },
                terminate: { completion in
                    if case .error = completion {
                        stage.finish(completion, to: downstream)
                    } else {
                        secondSubscription.dispose()
                    }
                })))
            stage.hold(source.subscribe(Sink(runtime: runtime, forward: { value in
                guard !stage.isDisposed else { return }
                guard let other = latest else {
                    runtime.traceDrop(value, reason: "withLatestFrom (no value yet)")
                    return
                }
                let result: Result
                do { result = try resultSelector(value, other) } catch {
                    stage.finish(.error(error), to: downstream)
                    return
                }
                downstream.on(result)
            }, terminate: stage.forwardEnd(to: downstream))))
            return stage
        }
    }

    /// On each element, forwards the latest element of `second`.
    public func withLatestFrom<Second: ObservableConvertibleType>(_ second: Second) -> Observable<Second.Element> {
        withLatestFrom(second) { _, latest in latest }
    }
}
