/// A parsed and checked scenario, ready for the interpreter.
///
/// Guarantees when it comes from `Frontend.parseAndCheck` without errors: every name
/// used is declared earlier and once, every statement fits its node's kind, operators and
/// builtins have the right arguments, and no `.invalid` expression remains.
struct Program: Sendable {
    /// The `scenario "title"`, if any.
    var title: String?
    /// The top-level statements in file order (declarations included).
    var statements: [Statement]
    /// Every declaration in file order (in a broken file, only the first of a name).
    var declarations: [Declaration]
    /// The parser's symbol table: every distinct name spelled in the file.
    private var symbols: NameTable
    /// Declaration index by symbol (`NameRef.symbol`), -1 for names that are not nodes.
    private var indexBySymbol: [Int32]

    init(title: String?, statements: [Statement], declarations: [Declaration], symbols: NameTable,
         indexBySymbol: [Int32]) {
        self.title = title
        self.statements = statements
        self.declarations = declarations
        self.symbols = symbols
        self.indexBySymbol = indexBySymbol
    }

    /// A program from parsed statements that were not checked (tools and tests).
    init(title: String?, statements: [Statement], symbols: NameTable) {
        var declarations: [Declaration] = []
        var indexBySymbol = [Int32](repeating: -1, count: symbols.count)
        for statement in statements {
            guard case .declare(let declaration) = statement.kind else { continue }
            let symbol = declaration.symbol >= 0 ? declaration.symbol : (symbols.index(of: declaration.name) ?? -1)
            if symbol >= 0, symbol < indexBySymbol.count {
                guard indexBySymbol[symbol] < 0 else { continue }
                indexBySymbol[symbol] = Int32(declarations.count)
            }
            declarations.append(declaration)
        }
        self.init(title: title, statements: statements, declarations: declarations, symbols: symbols,
                  indexBySymbol: indexBySymbol)
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
