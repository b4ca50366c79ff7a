extension ObservableType where Element: ObservableConvertibleType {
    /// Forwards the elements of the inner sequences, subscribed to at most
    /// `maxConcurrent` at a time; the others wait in a queue, in order (RxSwift
    /// `merge(maxConcurrent:)`). Completes when the source and every inner one have.
    public func merge(maxConcurrent: Int) -> Observable<Element.Element> {
        MergeLimited.observable(asObservable(), maxConcurrent: maxConcurrent) { $0 }
    }
}

/// RxSwift's `MergeLimitedSink` (under `merge(maxConcurrent:)`, `concat()` and
/// `concatMap`): below the limit an element is projected and subscribed at once;
/// at the limit it is projected at once and queued. When an inner sequence
/// completes, the next queued one is subscribed on the current-thread trampoline.
final class MergeLimited<SourceElement, Inner: ObservableConvertibleType> {
    typealias Element = Inner.Element

    private let downstream: Sink<Element>
    let stage = Stage()
    private let maxConcurrent: Int
    private let project: (SourceElement) throws -> Inner
    private var active = 0
    private var stopped = false
    private var queue: [Inner] = []
    private var queueHead = 0
    private let sourceSubscription = SingleAssignmentDisposable()
    private let group = CompositeDisposable()

    private init(downstream: Sink<Element>, maxConcurrent: Int, project: @escaping (SourceElement) throws -> Inner) {
        self.downstream = downstream
        self.maxConcurrent = maxConcurrent
        self.project = project
        stage.hold(group)
    }

    /// The operator: one worker per subscription.
    static func observable(
        _ source: Observable<SourceElement>, maxConcurrent: Int,
        project: @escaping (SourceElement) throws -> Inner
    ) -> Observable<Element> {
        Observable { downstream in
            MergeLimited(downstream: downstream, maxConcurrent: maxConcurrent, project: project).run(source)
        }
    }

    private func run(_ source: Observable<SourceElement>) -> Disposable {
        group.insert(sourceSubscription)
        sourceSubscription.setDisposable(source.subscribe(Sink(runtime: downstream.runtime, forward: { [self] value in
            next(value)
        }, terminate: { [self] completion in
            switch completion {
            case .error:
                stage.finish(completion, to: downstream)
            case .completed:
                if active == 0 {
                    stage.finish(completion, to: downstream)
                } else {
                    sourceSubscription.dispose()
                }
                stopped = true
            }
        })))
        return stage
    }

    private func next(_ value: SourceElement) {
        let inner: Inner
        do { inner = try project(value) } catch {
            stage.finish(.error(error), to: downstream)
            return
        }
        if active < maxConcurrent {
            active += 1
            subscribe(inner)
        } else {
            queue.append(inner)
        }
    }

    private func subscribe(_ inner: Inner) {
        let subscription = SingleAssignmentDisposable()
        guard let key = group.insert(subscription) else { return }
        let downstream = self.downstream
        subscription.setDisposable(inner.asObservable().subscribe(Sink(runtime: downstream.runtime, forward: { [stage] value in
            guard !stage.isDisposed else { return }
            downstream.on(value)
        }, terminate: { [self] completion in
            switch completion {
            case .error:
                stage.finish(completion, to: downstream)
            case .completed:
                group.remove(for: key)
                dequeueNextAndSubscribe()
            }
        })))
    }

    private func dequeueNextAndSubscribe() {
        if queueHead < queue.count {
            let next = queue[queueHead]
            queueHead += 1
            if queueHead == queue.count {
                queue.removeAll()
                queueHead = 0
            }
            group.insert(downstream.runtime.scheduleOnTrampoline { [self] in subscribe(next) })
        } else {
            active -= 1
            if stopped && active == 0 { stage.finish(.completed, to: downstream) }
        }
    }
}
