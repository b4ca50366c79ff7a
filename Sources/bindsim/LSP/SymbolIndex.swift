/// Every name in a parsed scenario that an editor can point at — node declarations and
/// uses, subscription labels and their uses, operator and builtin names, node kind
/// keywords — with the declarations they resolve to. Built from the statements as parsed
/// (`Frontend.read`'s `syntax`), so a file with errors is still indexed, minus its broken
/// statements.
struct SymbolIndex {
    /// What a name in the source is.
    enum Role: Equatable {
        case nodeDeclaration
        case nodeUse
        /// `as LABEL` on a `bind` or `on`, or the first word of one without a label (which
        /// declares its generated name, `b2`).
        case labelDeclaration
        /// `unbind LABEL`, `expect LABEL ended|running`.
        case labelUse
        /// An operator's name; its position in `OperatorCatalog.all`.
        case operatorName(Int)
        case builtin(BuiltinFunction)
        /// The word that declares a node (`relay`, `let`, `button`).
        case kindKeyword(NodeKind)
    }

    struct Occurrence {
        var name: String
        /// Byte offsets of the name.
        var range: Range<Int>
        var role: Role
    }

    /// A subscription (`bind` or `on`) as a label names it.
    struct Subscription {
        /// Its label, else its generated name (`b2`, `on1`).
        var name: String
        var generatedName: String
        /// The `as LABEL` name, or the statement's first word when it has no label.
        var nameRange: Range<Int>
        var statement: Statement
    }

    /// Every occurrence, in source order.
    private(set) var occurrences: [Occurrence] = []
    /// The first declaration of each node name.
    private(set) var declarations: [String: Declaration] = [:]
    /// The node declarations in file order (the first of each name).
    private(set) var nodes: [Declaration] = []
    /// The first subscription of each name.
    private(set) var subscriptions: [String: Subscription] = [:]
    /// The subscriptions in file order (the first of each name).
    private(set) var subscriptionList: [Subscription] = []

    init(statements: [Statement]) {
        let generated = SubscriptionNames(statements: statements)
        for statement in statements {
            if let subscription = Self.subscription(statement, generated: generated) {
                if subscription.name == subscription.generatedName {
                    occurrences.append(Occurrence(name: subscription.name, range: subscription.nameRange,
                                                  role: .labelDeclaration))
                }
                if subscriptions[subscription.name] == nil {
                    subscriptions[subscription.name] = subscription
                    subscriptionList.append(subscription)
                }
            }
            walk(statement)
        }
        occurrences.sort { $0.range.lowerBound < $1.range.lowerBound }
    }

    private static func subscription(_ statement: Statement, generated: SubscriptionNames) -> Subscription? {
        guard let (form, label) = statement.kind.subscription else { return nil }
        let keyword = form.keyword
        let start = statement.range.start.offset
        let generatedName = generated.generatedName(of: statement)
        return Subscription(name: label?.name ?? generatedName, generatedName: generatedName,
                            nameRange: label.map(Self.offsets) ?? start..<(start + keyword.utf8.count), statement: statement)
    }

    static func offsets(_ reference: NameRef) -> Range<Int> {
        reference.range.start.offset..<max(reference.range.start.offset, reference.range.end.offset)
    }

    // MARK: Looking up

    /// The occurrence at a byte offset: one that contains it, else one that ends there
    /// (the cursor just after a word).
    func occurrence(at offset: Int) -> Occurrence? {
        var low = 0
        var high = occurrences.count
        while low < high {
            let mid = (low + high) / 2
            if occurrences[mid].range.lowerBound <= offset { low = mid + 1 } else { high = mid }
        }
        // `low` is the first occurrence starting after the offset; look at those before it.
        var candidate: Occurrence?
        for index in stride(from: low - 1, through: max(0, low - 2), by: -1) {
            let occurrence = occurrences[index]
            if occurrence.range.contains(offset) { return occurrence }
            if occurrence.range.upperBound == offset, candidate == nil { candidate = occurrence }
        }
        return candidate
    }

    /// Where the node or subscription an occurrence names is declared.
    func declarationRange(of occurrence: Occurrence) -> Range<Int>? {
        switch occurrence.role {
        case .nodeDeclaration, .nodeUse: declarations[occurrence.name].map { $0.nameRange.start.offset..<$0.nameRange.end.offset }
        case .labelDeclaration, .labelUse: subscriptions[occurrence.name]?.nameRange
        case .operatorName, .builtin, .kindKeyword: nil
        }
    }

    /// Every occurrence of the node or label an occurrence names (its declaration too when
    /// `includingDeclaration`), in source order.
    func references(of occurrence: Occurrence, includingDeclaration: Bool) -> [Range<Int>] {
        let isNode = occurrence.role == .nodeDeclaration || occurrence.role == .nodeUse
        let isLabel = occurrence.role == .labelDeclaration || occurrence.role == .labelUse
        guard isNode || isLabel else { return [] }
        return occurrences.filter { other in
            guard other.name == occurrence.name else { return false }
            switch other.role {
            case .nodeDeclaration: return isNode && includingDeclaration
            case .nodeUse: return isNode
            case .labelDeclaration: return isLabel && includingDeclaration
            case .labelUse: return isLabel
            default: return false
            }
        }.map(\.range)
    }

    // MARK: The walk

    private mutating func add(_ reference: NameRef, _ role: Role) {
        // `B.enabled` is a use of button B: its state has no declaration in the file.
        if let button = Declaration.button(ofEnabledState: reference.name) {
            let start = reference.range.start.offset
            occurrences.append(Occurrence(name: button, range: start..<(start + button.utf8.count), role: role))
            return
        }
        occurrences.append(Occurrence(name: reference.name, range: Self.offsets(reference), role: role))
    }

    private mutating func walk(_ statement: Statement) {
        switch statement.kind {
        case .declare(let declaration):
            declare(declaration)
        case .bind(let source, let target, let label):
            walk(source)
            add(target, .nodeUse)
            if let label { add(label, .labelDeclaration) }
        case .bindTwoWay(let left, let right, _, let label):
            for side in [left, right] {
                add(side.node, .nodeUse)
                side.operators.forEach { walk($0) }
            }
            if let label { add(label, .labelDeclaration) }
        case .on(let source, let body, let completion, let label):
            walk(source)
            if let label { add(label, .labelDeclaration) }
            body.forEach { walk($0) }
            completion?.forEach { walk($0) }
        case .unbind(let label), .expectEnded(let label, _):
            add(label, .labelUse)
        case .tap(let target), .allowRewrite(let target):
            add(target, .nodeUse)
        case .ifElse(let condition, let then, let otherwise):
            walk(condition)
            (then + otherwise).forEach { walk($0) }
        case .user(let target, let value), .set(let target, let value, _), .expectValue(let target, _, let value):
            add(target, .nodeUse)
            walk(value)
        case .type(let target, _, let every):
            add(target, .nodeUse)
            if let every { walk(every) }
        case .wait(let duration), .invariant(let duration, _):
            walk(duration)
        case .expectEmitted(let target, let values), .explore(let target, let values), .expectIn(let target, let values):
            add(target, .nodeUse)
            values.forEach { walk($0) }
        case .expectLoop(let through):
            through.forEach { add($0, .nodeUse) }
        case .expectOverwrite(let target), .expectLostWrite(let target):
            if let target { add(target, .nodeUse) }
        case .track(let tracking):
            if let label = tracking.label { add(label, .labelDeclaration) }
            tracking.names.forEach { add($0, .nodeUse) }
            (tracking.form == .withApply ? tracking.apply : []).forEach { walk($0) }
            tracking.onChange.forEach { walk($0) }
        case .read(let names):
            names.forEach { add($0, .nodeUse) }
        case .complete(let target, let failure):
            add(target, .nodeUse)
            if let failure { walk(failure) }
        case .mutate(let target, let value):
            add(target, .nodeUse)
            walk(value)
        case .task(let body), .batch(let body):
            body.forEach { walk($0) }
        case .observations(let value, let body, let label):
            walk(value)
            if let label { add(label, .labelDeclaration) }
            body.forEach { walk($0) }
        case .view(let view):
            for item in view.items { walk(item) }
        case .expectSwiftUI(let expectation):
            switch expectation {
            case .shows(let target, let value):
                add(target, .nodeUse)
                walk(value)
            case .diverged(let target), .rendered(let target, _):
                add(target, .nodeUse)
            case .received(let label, let pairs):
                add(label, .labelUse)
                pairs.forEach { walk($0) }
            case .warning, .noWarning, .renderLoop:
                break
            }
        case .expectNoLoop, .expectError, .rearm:
            break
        }
    }

    /// A view's item: its control's binding and expressions, its blocks, an onChange's label.
    private mutating func walk(_ item: ViewItem) {
        switch item.kind {
        case .textfield(_, .twoWay(let node)):
            add(node, .nodeUse)
        case .textfield(_, .getSet(let value, _)), .label(_, let value):
            walk(value)
        case .onChange(let subject, _, let label, _):
            walk(subject)
            if let label { add(label, .labelDeclaration) }
        case .button, .body:
            break
        }
        item.blocks.forEach { $0.forEach { walk($0) } }
    }

    private mutating func declare(_ declaration: Declaration) {
        // The parser's own declaration of a button's enabled state is no name in the file.
        guard declaration.enabledStateOf == nil else { return }
        let start = declaration.range.start.offset
        occurrences.append(Occurrence(name: declaration.kind.keyword,
                                      range: start..<(start + declaration.kind.keyword.utf8.count),
                                      role: .kindKeyword(declaration.kind)))
        occurrences.append(Occurrence(name: declaration.name,
                                      range: declaration.nameRange.start.offset..<declaration.nameRange.end.offset,
                                      role: .nodeDeclaration))
        if declarations[declaration.name] == nil {
            declarations[declaration.name] = declaration
            nodes.append(declaration)
        }
        switch declaration.value {
        case .none: break
        case .initial(let value): walk(value)
        case .stream(let stream): walk(stream)
        case .block(let body): body.forEach { walk($0) }
        }
    }

    private mutating func walk(_ stream: Stream) {
        switch stream.source {
        case .node(let reference), .objectWillChange(let reference): add(reference, .nodeUse)
        case .call: break
        }
        stream.forEachCall { walk($0) }
    }

    private mutating func walk(_ call: OperatorCall) {
        occurrences.append(Occurrence(name: call.op.name, range: call.nameRange.start.offset..<call.nameRange.end.offset,
                                      role: .operatorName(Int(call.operatorIndex))))
        for argument in call.arguments {
            switch argument {
            case .expression(let expr): walk(expr)
            case .stream(let stream): walk(stream)
            case .block(let body): body.forEach { walk($0) }
            case .invalid: break
            }
        }
    }

    private mutating func walk(_ expr: Expr) {
        switch expr.kind {
        case .name(let reference):
            add(reference, .nodeUse)
        case .call(let function, _):
            let start = expr.range.start.offset
            occurrences.append(Occurrence(name: function.rawValue, range: start..<(start + function.rawValue.utf8.count),
                                          role: .builtin(function)))
        default:
            break
        }
        expr.forEachOperand { walk($0) }
    }
}
