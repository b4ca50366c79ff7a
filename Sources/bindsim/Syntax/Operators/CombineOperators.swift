import BindKit

// Combine's spellings (language 4, `semantics combine`): each means the operator whose
// name RxSwift gives it, under the file's rules (docs/semantics.md, "Combine"), and is
// foreign to an `rx` file, whose help names RxSwift's spelling.
extension OperatorDescription {
    static let removeDuplicates = OperatorDescription(
        "removeDuplicates", vocabulary: .combine(rx: "distinct()"),
        guardKind: .init(kind: .value, name: "removeDuplicates()"),
        stage: .dedupe,
        exported: ".distinctUntilChanged()",
        documentation: .init(signature: "removeDuplicates()", meaning: "Combine's removeDuplicates: `distinct()`",
                             example: "a.removeDuplicates()"))

    static let dropFirst = OperatorDescription(
        "dropFirst", vocabulary: .combine(rx: "skip(N)"), parameters: [.count], chainArity: .range(0, 1),
        guardKind: .init(kind: .count, name: "dropFirst()"),
        stage: .stream { inputs throws(RuntimeError) in
            inputs.source.skip(inputs.context.call.arguments.isEmpty ? 1 : try inputs.context.count(at: 0))
        },
        exported: ".skip({0|1})",
        documentation: .init(signature: "dropFirst(N)", meaning: "Combine's dropFirst: `skip(N)`, N = 1 when not written",
                             example: "a.dropFirst()"))

    static let prefix = OperatorDescription(
        "prefix", vocabulary: .combine(rx: "take(N)"), parameters: [.count],
        guardKind: .init(kind: .count, name: "prefix()"),
        stage: .stream { inputs throws(RuntimeError) in inputs.source.combine.prefix(try inputs.context.count(at: 0)) },
        exported: ".take({0})",
        documentation: .init(signature: "prefix(N)",
                             meaning: "Combine's prefix: `take(N)`, but it ends when the element after the N-th arrives (OpenCombine)",
                             example: "a.prefix(3)"))

    static let prepend = OperatorDescription(
        "prepend", vocabulary: .combine(rx: "startWith(E)"), parameters: [.value], chainArity: .atLeast(1),
        stage: .stream { inputs in
            let context = inputs.context
            return context.call.arguments.indices.reversed().reduce(inputs.source) { $0.startWith(context.value(at: $1)) }
        },
        exported: ".startWith({0})", exportedElement: .joined(0),
        documentation: .init(signature: "prepend(E, …)", meaning: "Combine's prepend: the values in order, then the stream",
                             example: "a.prepend(0)"))

    /// Written `map(S).switchToLatest()`: the parser reads the pair as this one call.
    static let switchToLatest = OperatorDescription(
        "switchToLatest", vocabulary: .combine(rx: "flatMapLatest(S)"), parameters: [.stream(.inner)],
        stage: .stream { inputs in inputs.source.flatMapLatest(inputs.inner) },
        exported: ".flatMapLatest { outer in {0} }", exportedElement: .stream(0),
        documentation: .init(signature: "map(S).switchToLatest()",
                             meaning: "Combine's switchToLatest over a map to streams: `flatMapLatest(S)`",
                             example: "query.map(just(outer).delay(300ms)).switchToLatest()"))

    static let receive = OperatorDescription(
        "receive", vocabulary: .combine(rx: "async()' for 'receive(on: main)', or nothing for 'receive(on: immediate)"), parameters: [.scheduler(label: "on")], hops: true,
        stage: .stream { inputs in
            inputs.context.value(at: 0) == .string("main") ? inputs.source.observe(on: inputs.scheduler) : inputs.source
        },
        exported: ".observe(on: MainScheduler.asyncInstance){hop}",
        documentation: .init(signature: "receive(on: S)",
                             meaning: "Combine's receive(on:): S is `main` (`async()`: RunLoop.main, DispatchQueue.main) or `immediate` (at once)",
                             example: "a.receive(on: main)"))

    static let tryMap = OperatorDescription(
        "tryMap", vocabulary: .combine(rx: "map(E)"), parameters: [.element], mayFail: true,
        stage: .map { element, context throws(RuntimeError) in try context.evaluate(0, element: element) },
        exported: ".map { it in {0} }", exportedElement: .expression(0),
        documentation: .init(signature: "tryMap(E)",
                             meaning: "Combine's tryMap: an error in E fails the stream (in `map` it stops the scenario)",
                             example: "a.tryMap(number(it))"))

    static let replaceError = OperatorDescription(
        "replaceError", vocabulary: .combine(rx: "catchAndReturn(E)"), parameters: [.labelled("with")],
        stage: .stream { inputs in inputs.source.catchAndReturn(inputs.context.value(at: 0)) },
        exported: ".catchAndReturn({0})", exportedElement: .joined(0),
        documentation: .init(signature: "replaceError(with: E)",
                             meaning: "Combine's replaceError: a failure becomes E, then completion",
                             example: "a.tryMap(number(it)).replaceError(with: 0)"))

    /// The block runs for each element before it goes on, as a sink's block would (its writes come
    /// first); Combine's closures cannot throw, so an error in it stops the scenario.
    static let handleEvents = OperatorDescription(
        "handleEvents",
        vocabulary: .combineOnly(rxHelp: "RxSwift's 'do(onNext:)' is not in the language: write the effect in an 'on' block "
                                 + "of its own, or use 'semantics combine'"),
        parameters: [.block(label: "receiveOutput")],
        stage: .stream { inputs in
            let body = inputs.context.call.blockArguments.first ?? []
            return inputs.source.do(onNext: { element in try inputs.perform(body, element) })
        },
        exported: ".do(onNext: { it in {0} })",
        documentation: .init(signature: "handleEvents(receiveOutput: { … })",
                             meaning: "Combine's handleEvents: the block runs for each element (`it`), then the element goes on",
                             example: "query.handleEvents(receiveOutput: { set loading = true })"))

    static let fail = OperatorDescription(
        "fail", vocabulary: .combine(rx: "error(E)"), parameters: [.value], sourceArity: .exactly(1),
        stage: OperatorDescription.error.stage,
        exported: OperatorDescription.error.exported, exportedElement: .value,
        documentation: .init(signature: "fail(E)", meaning: "Combine's Fail: fails with the message E",
                             example: "fail(\"offline\")"))
}

// Combine's spellings with an argument label, each told from the operator of the same name by
// that label (`prefix(while: E)` beside `prefix(N)`; the parser reads the label).
extension OperatorDescription {
    static let prefixWhile = OperatorDescription(
        "prefix(while:)", vocabulary: .combine(rx: "takeWhile(E)"), argumentLabel: "while", parameters: [.element],
        guardKind: .init(kind: .value, name: "prefix(while:)"),
        stage: OperatorDescription.takeWhile.stage, exported: OperatorDescription.takeWhile.exported,
        documentation: .init(signature: "prefix(while: E)", meaning: "Combine's prefix(while:): `takeWhile(E)`",
                             example: "a.prefix(while: it < 10)"))

    static let dropWhile = OperatorDescription(
        "drop(while:)", vocabulary: .combine(rx: "skipWhile(E)"), argumentLabel: "while", parameters: [.element],
        guardKind: .init(kind: .value, name: "drop(while:)"),
        stage: OperatorDescription.skipWhile.stage, exported: OperatorDescription.skipWhile.exported,
        documentation: .init(signature: "drop(while: E)", meaning: "Combine's drop(while:): `skipWhile(E)`",
                             example: "a.drop(while: it == \"\")"))

    static let prefixUntilOutput = OperatorDescription(
        "prefix(untilOutputFrom:)", vocabulary: .combine(rx: "takeUntil(S)"), argumentLabel: "untilOutputFrom",
        parameters: [.stream(.notifier)], guardKind: .init(kind: .timeOrState, name: "prefix(untilOutputFrom:)"),
        stage: OperatorDescription.takeUntil.stage, exported: OperatorDescription.takeUntil.exported,
        documentation: .init(signature: "prefix(untilOutputFrom: S)",
                             meaning: "Combine's prefix(untilOutputFrom:): `takeUntil(S)` (subscribes S first)",
                             example: "ticks.prefix(untilOutputFrom: stop)"))

    static let dropUntilOutput = OperatorDescription(
        "drop(untilOutputFrom:)", vocabulary: .combine(rx: "skipUntil(S)"), argumentLabel: "untilOutputFrom",
        parameters: [.stream(.notifier)],
        stage: .stream { inputs in inputs.source.combine.drop(untilOutputFrom: inputs.streams[1]) },
        exported: OperatorDescription.skipUntil.exported,
        documentation: .init(signature: "drop(untilOutputFrom: S)",
                             meaning: "Combine's drop(untilOutputFrom:): `skipUntil(S)`, but S is subscribed first",
                             example: "edits.drop(untilOutputFrom: ready)"))
}

// Names both libraries have, new in language 4: each means the file's semantics' operator.
extension OperatorDescription {
    static let `catch` = OperatorDescription(
        "catch", parameters: [.stream(.input)],
        stage: .stream { inputs in
            let replacement = inputs.streams[1]
            return inputs.source.catch { _ in replacement }
        },
        // RxSwift's `catch(sequence:)`: the stream, then S when it fails (each as the joined type).
        exported: "Observable.catch(sequence: [{inputs}])", exportedElement: .merged,
        documentation: .init(signature: "catch(S)", meaning: "catch: a failure is replaced by S's events (subscribed then)",
                             example: "fetch.catch(just(\"offline\"))"))

    /// Made at each subscription (Combine's `Deferred`, RxSwift's `deferred`): a `future` S starts
    /// from is made then too, its block run once per subscription (docs/language.md, "Combine").
    static let deferred = OperatorDescription(
        "deferred", parameters: [.stream(.recipe)], sourceArity: .exactly(1),
        stage: .stream { inputs in inputs.streams[0] },
        exported: "Observable.deferred { {0} }", exportedElement: .stream(0),
        documentation: .init(signature: "deferred(S)",
                             meaning: "Deferred: S made at each subscription; a future S starts from runs its block then",
                             example: "deferred(fetch).retry(2)"))

    static let zip = OperatorDescription(
        "zip", parameters: [.stream(.input)], chainArity: .atLeast(1), sourceArity: .atLeast(2),
        stage: .stream { inputs in
            guard inputs.semantics == .combine else { return Observable.zip(inputs.streams).map(Value.tuple) }
            let range = inputs.context.call.range
            return CombineRules<Observable<Value>>.zip(inputs.streams, reentrantPair: {
                inputs.stop(RuntimeError(.zipReentrantPair, at: range))
                return false
            }).map(Value.tuple)
        },
        exported: "Observable.zip({inputs})", exportedElement: .tuple,
        documentation: .init(signature: "zip(S...)",
                             meaning: "zip: pairs in order; under Combine it finishes as soon as a finished input has nothing buffered",
                             example: "a.zip(b).map($0 + $1)"))
}
