extension ObservableType {
    /// Projects each element to a sequence and merges their elements as they arrive
    /// (RxSwift `flatMap`); completes when the source and every inner sequence have.
    public func flatMap<Source: ObservableConvertibleType>(
        _ selector: @escaping (Element) throws -> Source
    ) -> Observable<Source.Element> {
        let source = asObservable()
        return Observable { downstream in
            let group = MergeGroup(downstream: downstream)
            let stage = group.stage
            let sourceSubscription = SingleAssignmentDisposable()
            stage.hold(sourceSubscription)
            sourceSubscription.setDisposable(source.subscribe(Sink(runtime: downstream.runtime, forward: { value in
                guard !stage.isDisposed else { return }
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
