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

/// One source's waiting elements in a `zip`, first in first out.
final class ZipQueue<Element> {
    private var elements: [Element] = []
    private var head = 0

    var isEmpty: Bool { head == elements.count }
    var count: Int { elements.count - head }

    func enqueue(_ element: Element) {
        elements.append(element)
    }

    /// The oldest element; the queue must not be empty.
    func dequeue() -> Element {
        let element = elements[head]
        head += 1
        if head == elements.count {
            elements.removeAll(keepingCapacity: true)
            head = 0
        }
        return element
    }
}

extension ObservableType {
    /// Combines the n-th elements of every source of `collection` with
    /// `resultSelector` (RxSwift's collection `zip`). Unlike the fixed-arity forms,
    /// it completes as soon as a source that has completed has no element left for
    /// the next combination.
    public static func zip<Collection: Swift.Collection>(
        _ collection: Collection, resultSelector: @escaping ([Collection.Element.Element]) throws -> Element
    ) -> Observable<Element> where Collection.Element: ObservableType {
        let sources = collection.map { $0.asObservable() }
        return Observable { downstream in
            let runtime = downstream.runtime
            let stage = Stage()
            let count = sources.count
            let queues = sources.map { _ in ZipQueue<Collection.Element.Element>() }
            var isDone = [Bool](repeating: false, count: count)
            var numberOfValues = 0
            var numberOfDone = 0
            let subscriptions = sources.map { _ in SingleAssignmentDisposable() }
            for subscription in subscriptions { stage.hold(subscription) }
            for (index, source) in sources.enumerated() {
                subscriptions[index].setDisposable(source.subscribe(Sink(runtime: runtime, forward: { value in
                    queues[index].enqueue(value)
                    if queues[index].count == 1 { numberOfValues += 1 }
                    if numberOfValues < count {
                        if numberOfDone == count - 1 { stage.finish(.completed, to: downstream) }
                        return
                    }
                    numberOfValues = 0
                    var arguments: [Collection.Element.Element] = []
                    arguments.reserveCapacity(count)
                    for queue in queues {
                        arguments.append(queue.dequeue())
                        if !queue.isEmpty { numberOfValues += 1 }
                    }
                    let result: Element
                    do { result = try resultSelector(arguments) } catch {
                        stage.finish(.error(error), to: downstream)
                        return
                    }
                    if !stage.isDisposed { downstream.on(result) }
                }, terminate: { completion in
                    switch completion {
                    case .error:
                        stage.finish(completion, to: downstream)
                    case .completed:
                        if isDone[index] { return }
                        isDone[index] = true
                        numberOfDone += 1
                        if numberOfDone == count {
                            stage.finish(completion, to: downstream)
                        } else {
                            subscriptions[index].dispose()
                        }
                    }
                })))
            }
            if sources.isEmpty { stage.finish(.completed, to: downstream) }
            return stage
        }
    }

    /// The n-th elements of every source of `collection`, as arrays (RxSwift's collection `zip`).
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> Observable<[Element]>
    where Collection.Element: ObservableType, Collection.Element.Element == Element {
        Observable<[Element]>.zip(collection) { $0 }
    }
}
