/// A stream: a source followed by a chain of operators, e.g.
/// `combineLatest(first, last).map(trim($0 + " " + $1)).distinct()`.
struct Stream: Sendable {
    var source: StreamSource
    var operators: [OperatorCall]
    var range: SourceRange
}

/// Where a stream's values come from.
enum StreamSource: Sendable {
    /// A declared node or `let` stream.
    case node(NameRef)
    /// An operator that starts a stream: `merge(S, S, ...)`, `combineLatest(S, S, ...)`.
    indirect case call(OperatorCall)
    /// `objectWillChange(NAME)` (version 4): the publisher of object NAME (a bare object name is
    /// no stream).
    case objectWillChange(NameRef)
}

/// A use of a name in the source, with where it was written.
struct NameRef: Sendable {
    var name: String
    var range: SourceRange
    // 32 bits, as in `SourceLocation`: name uses are the most numerous nodes of the tree.
    private var storedSymbol: Int32

    /// The parser's dense number for this spelling (equal names, equal symbols), or -1.
    var symbol: Int {
        get { Int(storedSymbol) }
        set { storedSymbol = Int32(truncatingIfNeeded: newValue) }
    }

    init(name: String, range: SourceRange, symbol: Int = -1) {
        self.name = name
        self.range = range
        self.storedSymbol = Int32(truncatingIfNeeded: symbol)
    }
}

/// One side of `bind SIDE <-> SIDE`: a node followed by the operators values cross.
struct TwoWaySide: Sendable {
    var node: NameRef
    var operators: [OperatorCall]
    var range: SourceRange
}

/// The loop-breaking mechanism of a two-way binding (`using STYLE`).
enum BindingStyle: String, CaseIterable, Sendable {
    /// RxSwift RxExample's `<->`: no guard (the default).
    case rx
    /// RxSwiftCommunity/RxBiBinding: each side skips the echo of its own write.
    case bibinding
    /// ReactiveCocoa `RACChannelTo`: changes cross once and are never echoed.
    case channel
    /// ReactiveKit `bidirectionalBind`: events arriving while forwarding are dropped.
    case reactivekit

    static let names = allCases.map(\.rawValue)
}

extension Stream {
    /// Calls `body` with each operator call of the stream: the source's, when the
    /// stream starts with one, then the chain's, in order (nested streams not entered).
    func forEachCall(_ body: (OperatorCall) -> Void) {
        if case .call(let call) = source { body(call) }
        operators.forEach(body)
    }
}
