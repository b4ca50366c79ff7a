extension ObservableType {
    /// Projects an element to a sequence and forwards its elements, ignoring the
    /// elements that arrive while a projected sequence is still running (RxSwift
    /// `flatMapFirst`); completes when the source and the running inner sequence have.
    public func flatMapFirst<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        let source = asObservable()
        return Observable { downstream in
            let runtime = downstream.runtime
            let group = MergeGroup(downstream: downstream)
            let stage = group.stage
            let sourceSubscription = SingleAssignmentDisposable()
            stage.hold(sourceSubscription)
            sourceSubscription.setDisposable(source.subscribe(Sink(runtime: runtime, forward: { value in
                // RxSwift's `FlatMapFirstSink.subscribeNext`: only while nothing runs.
                guard group.active == 0 else {
                    runtime.traceDrop(value, reason: "flatMapFirst")
                    return
                }
                let inner: Observable<Source.Element>
                do { inner = try selector(value).asObservable() } catch {
                    stage.finish(.error(error), to: downstream)
                    return
                }
                group.active += 1
                group.subscribeInner(inner)
            }, terminate: group.sourceEnded(sourceSubscription))))
            return stage
        }
    }
}
