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
    /// Every declaration in file order.
    var declarations: [Declaration]
    private var indexByName: [String: Int]

    init(title: String?, statements: [Statement]) {
        self.title = title
        self.statements = statements
        var declarations: [Declaration] = []
        var indexByName: [String: Int] = [:]
        for statement in statements {
            if case .declare(let declaration) = statement.kind {
                if indexByName[declaration.name] == nil {
                    indexByName[declaration.name] = declarations.count
                }
                declarations.append(declaration)
            }
        }
        self.declarations = declarations
        self.indexByName = indexByName
    }

    /// The declaration of a name (the first, if a broken file declares it twice).
    func declaration(named name: String) -> Declaration? {
        indexByName[name].map { declarations[$0] }
    }

    /// The position of a name's declaration in `declarations`, usable as a dense node id.
    func declarationIndex(of name: String) -> Int? {
        indexByName[name]
    }
}
