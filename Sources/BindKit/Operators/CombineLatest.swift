extension ObservableType {
    /// Combines the latest elements of `collection`: once every source has produced
    /// an element, each element from any source produces an array of the latest
    /// ones (RxSwift's collection `combineLatest`). Sources are subscribed in
    /// order; the latest element is stored before the combination is forwarded.
    /// It completes when every source has completed (or when a source produces an
    /// element while every other one has completed without one), and fails on the
    /// first error.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(_ collection: Collection)
        -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.combineLatest(collection) { $0 }
    }

    /// Combines the latest elements of `collection` with `resultSelector`.
    @inlinable
    public static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        combineLatest(collection, guardingRecursion: false, resultSelector: resultSelector)
    }

    /// RxSwift's collection `combineLatest`, or Combine's (`guardingRecursion`, rule C1): a value
    /// that arrives while a combination is being delivered — sent from downstream code, directly
    /// or through any chain — only replaces that source's latest value, and the next value from
    /// any source emits with it. Delivery then runs nested, as user code does, so "while
    /// delivering" covers everything the delivery causes.
    @usableFromInline
    static func combineLatest<Collection: Swift.Collection>(
        _ collection: Collection, guardingRecursion: Bool,
        resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        return Observable { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            let count = sources.count
            let values = UncheckedCell([Collection.Element.Element?](repeating: nil, count: count))
            let numberOfValues = UncheckedCell(0)
            let isDone = UncheckedCell([Bool](repeating: false, count: count))
            let numberOfDone = UncheckedCell(0)
            let delivering = UncheckedCell(false)
            let subscriptions = (0..<count).map { _ in SingleAssignmentDisposable() }
            for subscription in subscriptions { stage.hold(subscription) }
            for (index, source) in sources.enumerated() {
                subscriptions[index].setDisposable(source.subscribe(Sink(runtime: runtime, forward: { value in
                    if values.value[index] == nil { numberOfValues.value += 1 }
                    values.value[index] = value
                    guard !stage.isDisposed else { return }
                    if numberOfValues.value < count {
                        runtime.traceDrop(value, reason: "combineLatest (waiting for every source)")
                        let othersDone = numberOfDone.value - (isDone.value[index] ? 1 : 0)
                        if othersDone == count - 1 { stage.finish(.completed, to: downstream) }
                        return
                    }
                    if delivering.value {
                        runtime.traceDrop(value, reason: "combineLatest (kept as the latest, not emitted: it is delivering)")
                        return
                    }
                    let result: Element
                    do { result = try resultSelector(values.value.map { $0! }) } catch {
                        stage.finish(.error(error), to: downstream)
                        return
                    }
                    guard guardingRecursion else {
                        downstream.tailOn(result)
                        return
                    }
                    delivering.value = true
                    runtime.runUserCode { downstream.on(result) }
                    delivering.value = false
                }, terminate: { completion in
                    switch completion {
                    case .error:
                        stage.finish(completion, to: downstream)
                    case .completed:
                        if isDone.value[index] { return }
                        isDone.value[index] = true
                        numberOfDone.value += 1
                        if numberOfDone.value == count {
                            stage.finish(completion, to: downstream)
                        } else {
                            subscriptions[index].dispose()
                        }
                    }
                })))
            }
            if sources.isEmpty {
                do {
                    let result = try resultSelector([])
                    downstream.on(result)
                    stage.finish(.completed, to: downstream)
                } catch {
                    stage.finish(.error(error), to: downstream)
                }
            }
            return stage
        }
    }
}

/// The fixed-arity `combineLatest` (RxSwift's `CombineLatestSink`): which sources
/// have a value and which are done; the typed latest values live in the caller.
final class CombineLatestCore<Result> {
    let downstream: Sink<Result>
    let stage = Stage()
    private let arity: Int
    private var hasValue: [Bool]
    private var isDone: [Bool]
    private var numberOfValues = 0
    private var numberOfDone = 0
    private let result: () throws -> Result

    init(arity: Int, downstream: Sink<Result>, result: @escaping () throws -> Result) {
        self.arity = arity
        self.downstream = downstream
        self.result = result
        hasValue = Array(repeating: false, count: arity)
        isDone = Array(repeating: false, count: arity)
    }

    /// Subscribes source `index`; `store` keeps its latest value.
    func subscribe<Element>(_ source: Observable<Element>, index: Int, store: @escaping (Element) -> Void) {
        let slot = SingleAssignmentDisposable()
        stage.hold(slot)
        slot.setDisposable(source.subscribe(Sink(runtime: downstream.runtime, forward: { [self] value in
            store(value)
            next(index, value)
        }, terminate: { [self] completion in
            slot.dispose()
            switch completion {
            case .error: stage.finish(completion, to: downstream)
            case .completed: done(index)
            }
        })))
    }

    private func next(_ index: Int, _ value: Any) {
        if !hasValue[index] {
            hasValue[index] = true
            numberOfValues += 1
        }
        guard !stage.isDisposed else { return }
        if numberOfValues == arity {
            let combined: Result
            do { combined = try result() } catch {
                stage.finish(.error(error), to: downstream)
                return
            }
            downstream.tailOn(combined)
        } else {
            downstream.runtime.traceDrop(value, reason: "combineLatest (waiting for every source)")
            if (0..<arity).allSatisfy({ $0 == index || isDone[$0] }) {
                stage.finish(.completed, to: downstream)
            }
        }
    }

    private func done(_ index: Int) {
        if isDone[index] { return }
        isDone[index] = true
        numberOfDone += 1
        if numberOfDone == arity { stage.finish(.completed, to: downstream) }
    }
}
