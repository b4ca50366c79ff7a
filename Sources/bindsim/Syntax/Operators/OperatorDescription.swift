import BindKit

/// One operator of the scenario language, described once: how it is spelt and parsed,
/// what its arguments may read, what it does to elements and to time, what it can stop
/// from going round a cycle, and how its BindKit stage is built. The parser, checker,
/// interpreter, loop check, value pools, round-trip check, pictures and docs all read
/// these facts; none of them switches over operators (docs/architecture.md, "Operators").
///
/// Adding an operator: its BindKit operator, its description (in the family file of
/// `Syntax/Operators/`, listed in `OperatorCatalog.all`), its row in docs/language.md
/// (a test holds the table equal to the descriptions), its tests.
struct OperatorDescription: Sendable {
    /// The language's spelling (`distinct`).
    let name: String
    /// RxSwift's name for it, for hints and completion (`distinctUntilChanged`).
    let rxSwift: String
    /// Other spellings the parser takes as this operator (RxSwift's, where they differ).
    let aliases: [String]
    /// The parameters in order; with an `atLeast` arity the last one repeats.
    let parameters: [OperatorParameter]
    /// How many arguments it takes after a dot (`a.merge(b)`); nil when it is not a chain operator.
    let chainArity: ArgumentCount?
    /// How many it takes at the start of a stream (`merge(a, b)`); nil when it is not a source.
    let sourceArity: ArgumentCount?
    /// Whether its elements reach subscribers on a later turn or instant (a scheduler hop).
    let hops: Bool
    /// Whether one stage serves every subscriber (`share`): it is built, and its
    /// arguments computed, when the stream is made, not per subscription.
    let isShared: Bool
    /// What it can stop from going round a cycle, for the loop check; nil when nothing.
    let guardKind: OperatorGuard?
    /// Whether an error in its expressions fails the stream under `semantics combine`
    /// (`tryMap`); in every other operator there it stops the scenario, as Combine's
    /// closures cannot throw. Under `rx` every such error fails the stream.
    let mayFail: Bool
    /// What it does to elements, and how its stage is built.
    let stage: OperatorStage
    /// How `bindsim export` writes it in RxSwift: Swift source with placeholders that the
    /// exporter fills (docs/export.md). `{in}` is the stream it follows (a template that
    /// starts with `.` follows it), `{inputs}` that stream and the stream arguments,
    /// comma-separated; `{N}` is argument N as its parameter makes it (an element or value
    /// expression in its Swift type, `exportedElement`'s where the stage gives it; a count an
    /// `Int`, a duration an interval, a stream an `Observable`), `{N?}` argument N as a
    /// condition (a `Bool`), `{N|D}` and `{N?|D}` the same with `D` when it is not written;
    /// `{!it}` the element negated and `{0!=it}` argument 0 unequal to it, as conditions;
    /// `{time}` is the scheduler of the test's timed operators (`run.timers`), `{hop}` marks a
    /// stage that delivers on a later turn or instant. A Combine spelling's is the RxSwift stage
    /// it runs as, which no export writes in this round (a `semantics combine` file is refused).
    let exported: String
    /// The Swift type of the elements its exported stage gives, where the export knows types.
    let exportedElement: ExportedElement
    /// Its row in the operator table of docs/language.md.
    let documentation: OperatorDocumentation
    /// Which semantics spell it so (language 4: a spelling foreign to the file's semantics
    /// is an error whose help is the native one).
    let vocabulary: OperatorVocabulary
    /// The label Combine writes before the first argument (`while:` in `prefix(while: E)`), which
    /// tells this operator from another of the same name (`prefix(N)`); nil for most.
    let argumentLabel: String?
    /// The name the file writes (`prefix` for `prefix(while:)`), for messages about the call.
    var writtenName: String { argumentLabel == nil ? name : String(name.prefix { $0 != "(" }) }

    init(_ name: String, vocabulary: OperatorVocabulary = .shared, rxSwift: String? = nil, aliases: [String] = [],
         argumentLabel: String? = nil, parameters: [OperatorParameter] = [],
         chainArity: ArgumentCount? = nil, sourceArity: ArgumentCount? = nil, hops: Bool = false,
         isShared: Bool = false, guardKind: OperatorGuard? = nil, mayFail: Bool = false, stage: OperatorStage, exported: String,
         exportedElement: ExportedElement = .same, documentation: OperatorDocumentation) {
        self.vocabulary = vocabulary
        self.argumentLabel = argumentLabel
        self.name = name
        self.rxSwift = rxSwift ?? name
        self.aliases = aliases
        self.parameters = parameters
        self.chainArity = chainArity ?? (sourceArity == nil ? .exactly(parameters.count) : nil)
        self.sourceArity = sourceArity
        self.hops = hops
        self.isShared = isShared
        self.guardKind = guardKind
        self.mayFail = mayFail
        self.stage = stage
        self.exported = exported
        self.exportedElement = exportedElement
        self.documentation = documentation
    }

    /// The parameter of argument `index`: an `atLeast` arity repeats the last one;
    /// arguments past a fixed arity (an error already reported) are read as values.
    func parameter(at index: Int) -> OperatorParameter {
        if index < parameters.count { return parameters[index] }
        if case .atLeast = chainArity ?? sourceArity, let last = parameters.last { return last }
        return .value
    }
}

/// Whose spelling an operator's name is (docs/language.md, "Combine's names").
enum OperatorVocabulary: Sendable, Equatable {
    /// Both libraries have the name; it means the file's semantics' operator (`map`, `retry`).
    case shared
    /// RxSwift's spelling, foreign under `combine`: Combine's spelling for the help, or nil
    /// when Combine has no counterpart (`withLatestFrom`); `toCome` when this bindsim does not
    /// run Combine's spelling yet (`prefix(untilOutputFrom:)`).
    case rx(combine: String?, toCome: Bool = false)
    /// Combine's spelling, foreign under `rx`: RxSwift's spelling for the help.
    case combine(rx: String)
    /// Combine's spelling whose RxSwift counterpart the language does not have: what to write instead.
    case combineOnly(rxHelp: String)

    /// Whether a file of `semantics` may write it.
    func belongs(to semantics: Semantics) -> Bool {
        switch (self, semantics) {
        case (.shared, _), (.rx, .rx), (.combine, .combine), (.combineOnly, .combine): true
        case (.rx, .combine), (.combine, .rx), (.combineOnly, .rx): false
        }
    }
}

/// The element type of an operator's exported stage (docs/export.md, "Typed Swift"): what the
/// export infers it from.
enum ExportedElement: Sendable, Equatable {
    /// Its input's (`filter`, `distinct`, `delay`, …).
    case same
    /// Argument N's expression's (`map`, `just`).
    case expression(Int)
    /// Its input's or argument N's, joined (`startWith`, `catchAndReturn`).
    case joined(Int)
    /// Argument `seed`'s, joined with what `step` makes of it (`scan`).
    case accumulated(seed: Int, step: Int)
    /// Its inputs', joined (`merge`).
    case merged
    /// A tuple of its inputs' (`combineLatest`).
    case tuple
    /// Stream argument N's (`withLatestFrom`, the flatMap family).
    case stream(Int)
    /// Always a Number, a Bool, or a value whose type mixes.
    case number, bool, value
}

/// What one argument of an operator is, which decides how it is parsed, what its
/// expression may read, and when it is evaluated.
enum OperatorParameter: Sendable, Equatable {
    /// An expression evaluated for each element: `it` and `$N` read the element.
    case element
    /// `scan`'s step: an element expression in which `acc` is the accumulator.
    case accumulator
    /// A value computed once, when the stream is made (`ignore`'s, `scan`'s seed).
    case value
    /// A whole number ≥ 0, computed once, when the stream is made (`take(n)`).
    case count
    /// A duration, computed once, when the stream is made (`delay(300ms)`, `delay(ms(n))`).
    case duration
    /// A stream argument; `role` says when it is subscribed and what its elements do.
    case stream(StreamRole)
    /// A value computed once and written `label: E` (`throttle(300ms, latest: false)`).
    case labelled(String)
    /// A scheduler written `label: WORD` (`receive(on: main)`): `main` or `immediate`, read
    /// as words, never as node names; its value is the word, as a String.
    case scheduler(label: String)
    /// A block of statements written `label: { … }` (`handleEvents(receiveOutput: { … })`), run
    /// for each element with `it` the element, as an `on` block runs.
    case block(label: String)

    /// Whether the argument is a stream rather than an expression.
    var isStream: Bool {
        switch self {
        case .stream: true
        case .element, .accumulator, .value, .count, .duration, .labelled, .scheduler, .block: false
        }
    }

    /// Whether the argument is an expression computed once, when the stream is made.
    var isComputedOnce: Bool {
        switch self {
        case .value, .count, .duration, .labelled, .scheduler: true
        case .element, .accumulator, .stream, .block: false
        }
    }
}

/// What a stream argument's elements do to the operator's output.
enum StreamRole: Sendable, Equatable {
    /// They make the operator emit (`merge`'s and `combineLatest`'s inputs, `sample`'s
    /// trigger): the binding graph has an edge from each of its sources.
    case input
    /// They are only read when another input emits (a sampled stream): no edge.
    case sampled
    /// They only end or start the operator's output (`takeUntil`'s notifier): no edge.
    case notifier
    /// A stream made anew for each element and flattened (the flatMap family's
    /// argument): `outer` is that element in it, and so is `it` in what it computes
    /// once. Its sources make the operator emit: edges.
    case inner
    /// A stream made anew at each subscription of the operator (`deferred`'s argument), a future
    /// it starts from included: its sources make the operator emit: edges.
    case recipe
}

/// What an operator can stop from going round a cycle of bindings, and how the
/// loop check names it.
struct OperatorGuard: Sendable, Hashable {
    /// What the stop depends on; reports list guards in this order.
    enum Kind: Int, Sendable, Hashable, Comparable {
        /// The value: a repeat, or one a condition rejects (`distinct`, `filter`, `takeWhile`).
        case value
        /// A count of elements (`skip`, `take`).
        case count
        /// Time or the operator's own state (`debounce`, `sample`, `flatMapFirst`, `takeUntil`).
        case timeOrState

        static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    let kind: Kind
    /// As reports name it (`distinct()`, `filter`).
    let name: String

    /// As JSON and edge labels name it (`distinct`, `filter`).
    var shortName: String { name.hasSuffix("()") ? String(name.dropLast(2)) : name }
}

/// What an operator does to elements. The interpreter builds the first four with
/// BindKit's `map`, `filter`, `scan` and `distinctUntilChanged`, calling the closures
/// here for each element; the round-trip check of two-way transforms evaluates a side
/// by calling the same closures, so it cannot disagree with a run.
enum OperatorStage: Sendable {
    /// Each element becomes another (`map`, `not`).
    case map(@Sendable (Value, OperatorContext) throws(RuntimeError) -> Value)
    /// Each element passes or is dropped (`filter`, `ignore`).
    case filter(@Sendable (Value, OperatorContext) throws(RuntimeError) -> Bool)
    /// Each element is folded into an accumulator, which is emitted (`scan`); the seed
    /// is the first argument, a value.
    case accumulate(@Sendable (_ accumulator: Value, _ element: Value, OperatorContext) throws(RuntimeError) -> Value)
    /// An element equal to the one before is dropped; others pass unchanged (`distinct`).
    case dedupe
    /// Built as a whole from its input streams; a round trip cannot be evaluated through
    /// it. A thrown error ends the subscription that was being made.
    case stream(@Sendable (OperatorInputs) throws(RuntimeError) -> Observable<Value>)
}

/// An operator's row in docs/language.md: its arguments column is derived from its parameters.
struct OperatorDocumentation: Sendable {
    /// How the table writes the call (`scan(SEED, E)`).
    let signature: String
    /// The meaning column: RxSwift's name and what differs.
    let meaning: String
    /// A use (`a.scan(0, acc + it)`).
    let example: String
}
