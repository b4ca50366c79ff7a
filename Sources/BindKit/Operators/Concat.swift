extension ObservableType {
    /// Forwards this sequence's elements, then, once it has completed, the
    /// elements of `second` (RxSwift `concat(_:)`); an error ends it at once.
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element>
    where Source.Element == Element {
        Observable.concat([asObservable(), second.asObservable()])
    }

    /// Subscribes the sources of `sequence` one after another, each once the
    /// previous one has completed (RxSwift `Observable.concat`); an error ends the
    /// whole sequence. Nested `concat`s are flattened, so a long chain does not
    /// grow the call stack.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        ConcatProducer { SequenceRunner.generator(sequence, count: nil) }
    }

    /// Subscribes the sources of `collection` one after another (RxSwift `Observable.concat`).
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element>
    where Collection.Element == Observable<Element> {
        let count = collection.count
        return ConcatProducer { SequenceRunner.generator(collection, count: count) }
    }

    /// Subscribes `sources` one after another (RxSwift `Observable.concat`).
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        concat(sources)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Subscribes each inner sequence once the previous one has completed, queueing
    /// those that arrive meanwhile (RxSwift `concat()`, which is `merge(maxConcurrent: 1)`).
    public func concat() -> Observable<Element.Element> {
        merge(maxConcurrent: 1)
    }
}

/// RxSwift's `Concat` producer, recognisable so that an outer `concat` runs its
/// sources inline (RxSwift's `extract`).
final class ConcatProducer<Element>: Observable<Element> {
    /// A fresh generator over the sources: each subscription (and each outer
    /// concat this one is nested in) iterates afresh.
    let makeGenerator: () -> SourceIterators<Element>.Generator

    init(_ makeGenerator: @escaping () -> SourceIterators<Element>.Generator) {
        self.makeGenerator = makeGenerator
        super.init(producer: true) { downstream in
            let runner = SequenceRunner(
                downstream: downstream, sources: SourceIterators(makeGenerator(), extract: ConcatProducer.extract))
            let stage = runner.stage
            runner.done = { stage.finish(.completed, to: downstream) }
            runner.subscribeSource = { source in
                source.subscribe(Sink(runtime: downstream.runtime, forward: { value in
                    guard !stage.isDisposed else { return }
                    downstream.on(value)
                }, terminate: { completion in
                    switch completion {
                    case .error: stage.finish(completion, to: downstream)
                    case .completed: runner.moveNext()
                    }
                }))
            }
            return runner.run()
        }
    }

    static func extract(_ source: Observable<Element>) -> SourceIterators<Element>.Generator? {
        (source as? ConcatProducer<Element>)?.makeGenerator()
    }
}
