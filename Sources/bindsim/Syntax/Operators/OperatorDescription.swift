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
    /// What it can stop from going round a cycle, for the loop check; nil when nothing.
    let guardKind: OperatorGuard?
    /// What it does to elements, and how its stage is built.
    let stage: OperatorStage
    /// Its row in the operator table of docs/language.md.
    let documentation: OperatorDocumentation

    init(_ name: String, rxSwift: String? = nil, aliases: [String] = [], parameters: [OperatorParameter] = [],
         chainArity: ArgumentCount? = nil, sourceArity: ArgumentCount? = nil, hops: Bool = false,
         guardKind: OperatorGuard? = nil, stage: OperatorStage, documentation: OperatorDocumentation) {
        self.name = name
        self.rxSwift = rxSwift ?? name
        self.aliases = aliases
        self.parameters = parameters
        self.chainArity = chainArity ?? (sourceArity == nil ? .exactly(parameters.count) : nil)
        self.sourceArity = sourceArity
        self.hops = hops
        self.guardKind = guardKind
        self.stage = stage
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

/// What one argument of an operator is, which decides how it is parsed, what its
/// expression may read, and when it is evaluated.
enum OperatorParameter: Sendable, Equatable {
    /// An expression evaluated for each element: `it` and `$N` read the element.
    case element
    /// `scan`'s step: an element expression in which `acc` is the accumulator.
    case accumulator
    /// A value computed once, when the stream is made (`ignore`'s, `scan`'s seed).
    case value
    /// A whole number ≥ 0, written as a literal.
    case count
    /// A duration literal (`300ms`, `1.5s`).
    case duration
    /// A stream subscribed together with the operator; `role` says what its elements do.
    case stream(StreamRole)

    /// Whether the argument is a stream rather than an expression.
    var isStream: Bool {
        if case .stream = self { true } else { false }
    }
}

/// What a stream argument's elements do to the operator's output.
enum StreamRole: Sendable, Equatable {
    /// They make the operator emit (`merge`'s and `combineLatest`'s inputs): the
    /// binding graph has an edge from each of its sources.
    case input
    /// They are only read when another input emits (a sampled stream): no edge.
    case sampled
}

/// What an operator can stop from going round a cycle of bindings.
enum OperatorGuard: Sendable {
    /// A value equal to the previous one stops (`distinct`).
    case distinct
    /// A value the condition rejects stops (`filter`, `ignore`).
    case filter
    /// Everything stops after a count (`take`).
    case take
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
    /// Built as a whole from its input streams; a round trip cannot be evaluated through it.
    case stream(@Sendable (OperatorInputs) -> Observable<Value>)
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
