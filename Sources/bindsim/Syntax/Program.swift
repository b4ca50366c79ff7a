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
    /// Every declaration in file order (a name declared twice in a broken file: the first).
    var declarations: [Declaration]
    private var names: NameTable
    /// Declaration index by parser symbol (`NameRef.symbol`), -1 for names that are not nodes.
    private var indexBySymbol: [Int32] = []

    init(title: String?, statements: [Statement]) {
        self.title = title
        self.statements = statements
        var declarations: [Declaration] = []
        var names = NameTable()
        for statement in statements {
            if case .declare(let declaration) = statement.kind, names.index(of: declaration.name) == nil {
                names.insert(declaration.name)
                declarations.append(declaration)
            }
        }
        self.declarations = declarations
        self.names = names
    }

    /// A program from checked statements, reusing the checker's declaration index.
    init(title: String?, statements: [Statement], declarations: [Declaration], names: NameTable,
         indexBySymbol: [Int32]) {
        self.title = title
        self.statements = statements
        self.declarations = declarations
        self.names = names
        self.indexBySymbol = indexBySymbol
    }

    /// The declaration of a name (the first, if a broken file declares it twice).
    func declaration(named name: String) -> Declaration? {
        names.index(of: name).map { declarations[$0] }
    }

    /// The position of a name's declaration in `declarations`, usable as a dense node id.
    func declarationIndex(of name: String) -> Int? {
        names.index(of: name)
    }

    /// The declaration index a name use refers to, by its symbol when it has one (an array
    /// lookup), else by its spelling. Every `NameRef` in a checked program resolves.
    func declarationIndex(of reference: NameRef) -> Int? {
        if reference.symbol >= 0, reference.symbol < indexBySymbol.count {
            let index = Int(indexBySymbol[reference.symbol])
            return index >= 0 ? index : nil
        }
        return names.index(of: reference.name)
    }
}
