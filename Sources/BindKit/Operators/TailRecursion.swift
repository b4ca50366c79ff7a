/// A sequence of sources subscribed one after another, as the operators built on
/// RxSwift's `TailRecursiveSink` (`concat`, `catch(sequence:)`, `retry`) keep it: a
/// stack of iterators, the innermost last, each with how many sources it has left
/// when that is known (a collection's count), so that the last source of a
/// collection is subscribed without asking its iterator for one more.
final class SourceIterators<Element> {
    typealias Generator = (next: () -> Observable<Element>?, remaining: Int?)

    private var generators: [Generator] = []
    /// Recognises a source that is itself a sequence of sources (a nested `concat`)
    /// and returns its generator, to be run inline rather than subscribed.
    private let extract: (Observable<Element>) -> Generator?

    init(_ first: Generator, extract: @escaping (Observable<Element>) -> Generator? = { _ in nil }) {
        generators = [first]
        self.extract = extract
    }

    /// The next source to subscribe, or nil when every iterator is exhausted.
    /// `isDisposed` is asked before each iterator is advanced (RxSwift's `moveNextCommand`).
    func next(isDisposed: () -> Bool) -> Observable<Element>?? {
        // The iterator stays in place while it has sources left: taking its closure out and
        // appending it again wraps it in one more reabstraction thunk each time, and a `retry`
        // of a million attempts then calls through a million thunks per attempt.
        while let last = generators.indices.last {
            if isDisposed() { return .some(nil) }
            let (next, remaining) = generators[last]
            guard let candidate = next() else {
                generators.removeLast()
                continue
            }
            if let remaining {
                if remaining - 1 >= 1 { generators[last].remaining = remaining - 1 } else { generators.removeLast() }
            }
            if let nested = extract(candidate) {
                generators.append(nested)
            } else {
                return .some(candidate)
            }
        }
        return nil
    }
}

/// RxSwift's `AsyncLock` as `TailRecursiveSink` uses it: a command asked for while
/// one runs (a source that ends during its own subscription) runs after it, in
/// order, instead of nesting; once faulted (the subscription was disposed) nothing
/// more runs. This keeps `concat` and `retry` of sources that end at once from
/// growing the call stack per source.
final class CommandGate {
    private var isExecuting = false
    private var hasFaulted = false
    private var queued: [() -> Void] = []
    private var head = 0

    /// Runs `command` now, or after the command that is running.
    func invoke(_ command: @escaping () -> Void) {
        if hasFaulted { return }
        if isExecuting {
            queued.append(command)
            return
        }
        isExecuting = true
        command()
        while head < queued.count {
            let next = queued[head]
            head += 1
            next()
        }
        queued.removeAll()
        head = 0
        isExecuting = false
    }

    /// Drops what is queued and refuses later commands.
    func fault() {
        hasFaulted = true
        queued.removeAll()
        head = 0
    }
}

/// The shared worker of `concat`, `catch(sequence:)` and `retry` (RxSwift's
/// `TailRecursiveSink`): subscribes the sources one at a time; `onEnd` decides,
/// for each source's end, whether to move to the next one.
final class SequenceRunner<Element> {
    let downstream: Sink<Element>
    let stage = Stage()
    private let sources: SourceIterators<Element>
    private let subscription = SerialDisposable()
    private let gate = CommandGate()
    /// Subscribes one source (its events go to the operator's handlers).
    var subscribeSource: (Observable<Element>) -> Disposable = { _ in Disposables.create() }
    /// Runs when no source is left.
    var done: () -> Void = {}

    init(downstream: Sink<Element>, sources: SourceIterators<Element>) {
        self.downstream = downstream
        self.sources = sources
        stage.hold(subscription)
        // The handlers refer to this runner: disposing releases them (and the cycle).
        stage.hold(Disposables.create { [self] in
            gate.fault()
            subscribeSource = { _ in Disposables.create() }
            done = {}
        })
    }

    /// Starts with the first source.
    func run() -> Disposable {
        moveNext()
        return stage
    }

    /// Subscribes the next source (after the command that is running, if any).
    func moveNext() {
        gate.invoke { [self] in
            switch sources.next(isDisposed: { stage.isDisposed }) {
            case .none:
                done()
            case .some(.none):
                return
            case .some(.some(let source)):
                let slot = SingleAssignmentDisposable()
                // Replacing the slot disposes the previous source's subscription first.
                subscription.disposable = slot
                slot.setDisposable(subscribeSource(source))
            }
        }
    }

    /// A generator over `sequence` (`count`: how many sources it has, when known).
    static func generator<S: Swift.Sequence>(_ sequence: S, count: Int?) -> SourceIterators<Element>.Generator
    where S.Element: ObservableConvertibleType, S.Element.Element == Element {
        var iterator = sequence.makeIterator()
        return ({ iterator.next()?.asObservable() }, count)
    }
}
