extension ObservableType {
    /// Forwards the elements of every source as they arrive, subscribing to the
    /// sources in order; completes when all have completed, fails on the first
    /// error (RxSwift `Observable.merge`).
    @inlinable
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        merge(sources)
    }

    /// Forwards the elements of every source as they arrive, subscribing in order.
    @inlinable
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        Observable { downstream in
            let group = MergeGroup(downstream: downstream)
            group.active = sources.count
            for source in sources { group.subscribeInner(source) }
            group.sourceStopped = true
            group.checkCompleted()
            return group.stage
        }
    }

    /// Forwards the elements of every source of `sources` as they arrive.
    public static func merge<Sources: Collection>(_ sources: Sources) -> Observable<Element>
    where Sources.Element == Observable<Element> {
        merge(Array(sources))
    }

    /// Merges this sequence with `others` (this one is subscribed first).
    public func merge(with others: Observable<Element>...) -> Observable<Element> {
        Observable.merge([asObservable()] + others)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Forwards the elements of every inner sequence as they arrive (RxSwift `merge()`).
    public func merge() -> Observable<Element.Element> {
        flatMap { $0 }
    }
}

/// The shared state of `merge` and `flatMap` (RxSwift's `MergeSink`): how many
/// inner sequences are still running and whether the outer one has stopped.
@usableFromInline
final class MergeGroup<Element> {
    @usableFromInline let downstream: Sink<Element>
    @usableFromInline let stage = Stage()
    @usableFromInline var active = 0
    @usableFromInline var sourceStopped = false

    @inlinable init(downstream: Sink<Element>) {
        self.downstream = downstream
    }

    /// Subscribes one inner sequence; its end is counted, its error forwarded.
    /// Nothing is subscribed once the group was disposed (RxSwift's `group.insert`
    /// returns no key then).
    @inlinable func subscribeInner(_ source: Observable<Element>) {
        if stage.isDisposed { return }
        let slot = SingleAssignmentDisposable()
        stage.hold(slot)
        let downstream = self.downstream
        slot.setDisposable(source.subscribe(Sink(runtime: downstream.runtime, forward: { [stage] value in
            guard !stage.isDisposed else { return }
            downstream.tailOn(value)
        }, terminate: { [self] completion in
            switch completion {
            case .error:
                stage.finish(completion, to: downstream)
            case .completed:
                slot.dispose()
                active -= 1
                checkCompleted()
            }
        })))
    }

    /// The handler of the outer sequence's end (`flatMap`, `flatMapFirst`): an error
    /// ends everything; a completion disposes the outer subscription and completes
    /// once no inner sequence is running.
    @inlinable func sourceEnded(_ sourceSubscription: Disposable) -> (Completion) -> Void {
        { [self] completion in
            switch completion {
            case .error:
                stage.finish(completion, to: downstream)
            case .completed:
                sourceStopped = true
                sourceSubscription.dispose()
                checkCompleted()
            }
        }
    }

    @inlinable func checkCompleted() {
        if sourceStopped && active == 0 { stage.finish(.completed, to: downstream) }
    }
}
