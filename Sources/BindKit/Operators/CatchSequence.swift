extension ObservableType {
    /// Subscribes the sources of `sequence` one after another, each when the
    /// previous one failed, until one completes (RxSwift `Observable.catch(sequence:)`);
    /// when every source failed, the last error ends it.
    public static func `catch`<Sequence: Swift.Sequence>(sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        CatchSequenceProducer { SequenceRunner.generator(sequence, count: nil) }
    }

    /// RxSwift's deprecated name of ``catch(sequence:)``.
    @available(*, deprecated, renamed: "catch(sequence:)")
    public static func catchError<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element>
    where Sequence.Element == Observable<Element> {
        `catch`(sequence: sequence)
    }
}

/// RxSwift's `CatchSequence` (under `catch(sequence:)` and `retry`): on an error the
/// next source is subscribed (after the current command, see ``CommandGate``); a
/// completion ends the whole sequence; with no source left, the last error (or a
/// completion, when there was none) ends it. Nested ones are flattened.
final class CatchSequenceProducer<Element>: Observable<Element> {
    let makeGenerator: () -> SourceIterators<Element>.Generator

    init(_ makeGenerator: @escaping () -> SourceIterators<Element>.Generator) {
        self.makeGenerator = makeGenerator
        super.init(producer: true) { downstream in
            let runner = SequenceRunner(
                downstream: downstream, sources: SourceIterators(makeGenerator(), extract: CatchSequenceProducer.extract))
            let stage = runner.stage
            var lastError: Swift.Error?
            runner.done = {
                stage.finish(lastError.map { .error($0) } ?? .completed, to: downstream)
            }
            runner.subscribeSource = { source in
                source.subscribe(Sink(runtime: downstream.runtime, forward: { value in
                    guard !stage.isDisposed else { return }
                    downstream.on(value)
                }, terminate: { completion in
                    switch completion {
                    case .error(let error):
                        lastError = error
                        runner.moveNext()
                    case .completed:
                        stage.finish(completion, to: downstream)
                    }
                }))
            }
            return runner.run()
        }
    }

    static func extract(_ source: Observable<Element>) -> SourceIterators<Element>.Generator? {
        (source as? CatchSequenceProducer<Element>)?.makeGenerator()
    }
}
