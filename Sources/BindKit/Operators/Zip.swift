extension ObservableType {
    /// Pairs the n-th elements of two sources with `resultSelector` (RxSwift
    /// `zip`): each source's elements wait in a queue until every source has one;
    /// completes when every source has completed, fails on the first error.
    public static func zip<O1: ObservableType, O2: ObservableType>(
        _ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element
    ) -> Observable<Element> {
        let (a, b) = (source1.asObservable(), source2.asObservable())
        return Observable { downstream in
            var queueA: [O1.Element] = []
            var queueB: [O2.Element] = []
            let core = ZipCore(arity: 2, downstream: downstream, ready: { !queueA.isEmpty && !queueB.isEmpty }) {
                try resultSelector(queueA.removeFirst(), queueB.removeFirst())
            }
            core.subscribe(a, index: 0) { queueA.append($0) }
            core.subscribe(b, index: 1) { queueB.append($0) }
            return core.stage
        }
    }

    /// Combines the n-th elements of three sources with `resultSelector`.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3,
        resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element
    ) -> Observable<Element> {
        let (a, b, c) = (source1.asObservable(), source2.asObservable(), source3.asObservable())
        return Observable { downstream in
            var queueA: [O1.Element] = []
            var queueB: [O2.Element] = []
            var queueC: [O3.Element] = []
            let core = ZipCore(arity: 3, downstream: downstream,
                               ready: { !queueA.isEmpty && !queueB.isEmpty && !queueC.isEmpty }) {
                try resultSelector(queueA.removeFirst(), queueB.removeFirst(), queueC.removeFirst())
            }
            core.subscribe(a, index: 0) { queueA.append($0) }
            core.subscribe(b, index: 1) { queueB.append($0) }
            core.subscribe(c, index: 2) { queueC.append($0) }
            return core.stage
        }
    }
}

extension ObservableType where Element == Any {
    /// Pairs the n-th elements of two sources into tuples.
    public static func zip<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2)
        -> Observable<(O1.Element, O2.Element)> {
        Observable.zip(source1, source2) { ($0, $1) }
    }

    /// Combines the n-th elements of three sources into tuples.
    public static func zip<O1: ObservableType, O2: ObservableType, O3: ObservableType>(
        _ source1: O1, _ source2: O2, _ source3: O3
    ) -> Observable<(O1.Element, O2.Element, O3.Element)> {
        Observable.zip(source1, source2, source3) { ($0, $1, $2) }
    }
}

/// RxSwift's `ZipSink`: emits when every queue has an element; completes when
/// every source is done.
final class ZipCore<Result> {
    let downstream: Sink<Result>
    let stage = Stage()
    private var isDone: [Bool]
    private let ready: () -> Bool
    private let result: () throws -> Result

    init(arity: Int, downstream: Sink<Result>, ready: @escaping () -> Bool, result: @escaping () throws -> Result) {
        self.downstream = downstream
        self.ready = ready
        self.result = result
        isDone = Array(repeating: false, count: arity)
    }

    func subscribe<Element>(_ source: Observable<Element>, index: Int, enqueue: @escaping (Element) -> Void) {
        let slot = SingleAssignmentDisposable()
        stage.hold(slot)
        slot.setDisposable(source.subscribe(Sink(runtime: downstream.runtime, forward: { [self] value in
            enqueue(value)
            guard !stage.isDisposed, ready() else { return }
            let combined: Result
            do { combined = try result() } catch {
                stage.finish(.error(error), to: downstream)
                return
            }
            downstream.on(combined)
        }, terminate: { [self] completion in
            slot.dispose()
            switch completion {
            case .error:
                stage.finish(completion, to: downstream)
            case .completed:
                isDone[index] = true
                if isDone.allSatisfy({ $0 }) { stage.finish(completion, to: downstream) }
            }
        })))
    }
}
