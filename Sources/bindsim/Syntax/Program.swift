/// A parsed and checked scenario, ready for the interpreter.
///
/// Guarantees when it comes from `Frontend.parseAndCheck` without errors: every name
/// used is declared earlier and once, every statement fits its node's kind, operators and
/// builtins have the right arguments, and no `.invalid` expression remains.
struct Program: Sendable {
    /// The `scenario "title"`, if any.
    let title: String?
    /// The version its `language N` line says; nil without one. What bindsim writes of the
    /// file (explore's counterexample) keeps it.
    var languageVersion: Int?
    /// Whose rules its nodes and operators follow (its `semantics` line; `rx` without one).
    var semantics = Semantics.rx
    /// Where its `semantics` line stands, if it has one.
    var semanticsRange: SourceRange?
    /// `semantics swiftui`: SwiftUI's update cycle runs (docs/swiftui.md), and `semantics` is `.combine`.
    var swiftUI = false
    /// The top-level statements in file order (declarations included).
    let statements: [Statement]
    /// Every declaration in file order (in a broken file, only the first of a name).
    let declarations: DeclarationList
    /// The parser's symbol table: every distinct name spelled in the file.
    private let symbols: NameTable
    /// Declaration index by symbol (`NameRef.symbol`), -1 for names that are not nodes.
    private let indexBySymbol: [Int32]
    /// The futures a `deferred(…)` argument starts from, by declaration index: each subscription
    /// of the deferred makes one (`DeferredFutures`).
    let deferredFutures: Set<Int>

    /// `declarationStatements` are the positions in `statements` of the declarations, in order.
    init(title: String?, statements: [Statement], declarationStatements: [Int32], symbols: NameTable,
         indexBySymbol: [Int32]) {
        self.title = title
        self.statements = statements
        self.declarations = DeclarationList(statements: statements, positions: declarationStatements)
        self.symbols = symbols
        self.indexBySymbol = indexBySymbol
        var deferredFutures: Set<Int> = []
        // Only a file with a future has any (most have none: no walk).
        if declarations.contains(where: { $0.kind == .future }) {
            for name in DeferredFutures.sourceNames(in: statements) {
                guard let symbol = symbols.index(of: name), symbol < indexBySymbol.count, indexBySymbol[symbol] >= 0 else { continue }
                let index = Int(indexBySymbol[symbol])
                if declarations[index].kind == .future { deferredFutures.insert(index) }
            }
        }
        self.deferredFutures = deferredFutures
    }

    /// A program from parsed statements that were not checked (tools and tests).
    init(title: String?, statements: [Statement], symbols: NameTable) {
        var positions: [Int32] = []
        var indexBySymbol = [Int32](repeating: -1, count: symbols.count)
        for (position, statement) in statements.enumerated() {
            guard case .declare(let declaration) = statement.kind else { continue }
            let symbol = declaration.symbol >= 0 ? declaration.symbol : (symbols.index(of: declaration.name) ?? -1)
            if symbol >= 0, symbol < indexBySymbol.count {
                guard indexBySymbol[symbol] < 0 else { continue }
                indexBySymbol[symbol] = Int32(positions.count)
            }
            positions.append(Int32(position))
        }
        self.init(title: title, statements: statements, declarationStatements: positions, symbols: symbols,
                  indexBySymbol: indexBySymbol)
    }

    /// How many statements the file writes: the parser's declarations of buttons' enabled
    /// states (`Parser.declareEnabledStates`) are not among them.
    var writtenStatementCount: Int {
        statements.count(where: \.isWrittenInFile)
    }

    /// Whether the program has a two-way binding (whose style `--styles` can vary).
    var hasTwoWayBinding: Bool {
        statements.contains { if case .bindTwoWay = $0.kind { true } else { false } }
    }

    /// The declaration of a name.
    func declaration(named name: String) -> Declaration? {
        declarationIndex(of: name).map { declarations[$0] }
    }

    /// The position of a name's declaration in `declarations`, usable as a dense node id.
    func declarationIndex(of name: String) -> Int? {
        guard let symbol = symbols.index(of: name), symbol < indexBySymbol.count else { return nil }
        let index = Int(indexBySymbol[symbol])
        return index >= 0 ? index : nil
    }

    /// The declaration index a name use refers to, by its symbol (an array lookup).
    /// Every `NameRef` in a checked program resolves.
    func declarationIndex(of reference: NameRef) -> Int? {
        guard reference.symbol >= 0, reference.symbol < indexBySymbol.count else {
            return declarationIndex(of: reference.name)
        }
        let index = Int(indexBySymbol[reference.symbol])
        return index >= 0 ? index : nil
    }
}

/// A program's declarations in file order, read from the statements that make them:
/// a declaration is stored once, in its statement (a copy of each was two fifths of
/// the front end's memory on a chain of a million relays); this keeps 4 bytes apiece.
struct DeclarationList: RandomAccessCollection, Sendable {
    private let statements: [Statement]
    /// The position in `statements` of each declaration; each is a `.declare`.
    private let positions: [Int32]

    init(statements: [Statement], positions: [Int32]) {
        self.statements = statements
        self.positions = positions
    }

    var startIndex: Int { 0 }
    var endIndex: Int { positions.count }

    subscript(index: Int) -> Declaration {
        guard case .declare(let declaration) = statements[Int(positions[index])].kind else {
            preconditionFailure("a declaration's position holds another statement")
        }
        return declaration
    }
}
