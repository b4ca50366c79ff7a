/// A chain operator as written: `.map(E)`, `.delay(100ms)`, ... with its source range.
struct OperatorCall: Sendable {
    var op: StreamOperator
    /// The whole `.name(args)`, from the dot to the closing parenthesis.
    var range: SourceRange
    /// Just the operator's name.
    var nameRange: SourceRange
}

/// The operators of a stream chain, with their arguments already checked for shape.
enum StreamOperator: Sendable {
    case map(Expr)
    case filter(Expr)
    case distinct
    case skip(Int)
    case take(Int)
    case startWith(Expr)
    // Boxed, as are the stream arguments: each is several times a plain `Expr`, and
    // every operator of every chain would otherwise be as large as the largest case.
    indirect case scan(seed: Expr, accumulator: Expr)
    case not
    case ignore(Expr)
    case merge([Stream])
    case combineLatest([Stream])
    indirect case withLatestFrom(Stream)
    case currentAndPrevious
    case async
    case delay(DurationLiteral)
    case debounce(DurationLiteral)
    case throttle(DurationLiteral)
}

extension StreamOperator {
    /// The operator's name, as the language spells it.
    var name: OperatorName {
        switch self {
        case .map: .map
        case .filter: .filter
        case .distinct: .distinct
        case .skip: .skip
        case .take: .take
        case .startWith: .startWith
        case .scan: .scan
        case .not: .not
        case .ignore: .ignore
        case .merge: .merge
        case .combineLatest: .combineLatest
        case .withLatestFrom: .withLatestFrom
        case .currentAndPrevious: .currentAndPrevious
        case .async: .async
        case .delay: .delay
        case .debounce: .debounce
        case .throttle: .throttle
        }
    }
}

/// A duration literal (`100ms`, `1.5s`) in whole milliseconds.
struct DurationLiteral: Sendable {
    var milliseconds: Int
    var range: SourceRange
}

/// The operator names, what arguments each takes, and how the parser reads them.
enum OperatorName: String, CaseIterable, Sendable {
    case map, filter, distinct, skip, take, startWith, scan, not, ignore
    case merge, combineLatest, withLatestFrom, currentAndPrevious, async, delay, debounce, throttle

    /// How one argument is parsed.
    enum Argument: Sendable {
        /// A value computed once (`startWith`, `scan`'s seed, `ignore`).
        case constant
        /// An expression evaluated per element: `it` and `$N` are available.
        case element
        /// `scan`'s second argument: `it`, `$N` and `acc` are available.
        case accumulator
        case stream
        case duration
        case count
    }

    var arguments: [Argument] {
        switch self {
        case .map, .filter: [.element]
        case .distinct, .not, .currentAndPrevious, .async: []
        case .skip, .take: [.count]
        case .startWith, .ignore: [.constant]
        case .scan: [.constant, .accumulator]
        case .merge, .combineLatest, .withLatestFrom: [.stream]
        case .delay, .debounce, .throttle: [.duration]
        }
    }

    var arity: ArgumentCount {
        switch self {
        case .merge, .combineLatest: .atLeast(1)
        default: .exactly(arguments.count)
        }
    }

    /// The parse mode of argument `index`; extra arguments are parsed as expressions.
    func argument(at index: Int) -> Argument {
        let list = arguments
        if index < list.count { return list[index] }
        if case .atLeast = arity, let last = list.last { return last }
        return .constant
    }

    static let names = allCases.map(\.rawValue)
    static let table = WordTable(allCases.map { ($0.rawValue, $0) })
    /// RxSwift's names the language takes as they are: `distinctUntilChanged()` is `distinct()`.
    static let aliases: [String: OperatorName] = ["distinctUntilChanged": .distinct]
}
