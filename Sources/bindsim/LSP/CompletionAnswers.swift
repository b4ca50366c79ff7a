/// `textDocument/completion`: what may be written at the cursor (`CompletionContext`),
/// from the language's own tables — the lexer's keywords, the operator descriptions (with
/// their signature and RxSwift name), the builtins, the styles and types — and the file's
/// nodes and labels.
enum CompletionAnswers {
    /// LSP's `CompletionItemKind` numbers used here.
    private enum ItemKind: Int {
        case method = 2, function = 3, field = 5, variable = 6, typeName = 7, keyword = 14, reference = 18
        case enumMember = 20
    }

    private struct Item {
        var label: String
        var kind: ItemKind
        var detail: String?
        var documentation: String?
    }

    /// Most items in one answer. Past it, only items that start with what is typed are sent,
    /// at most this many, marked incomplete so that the editor asks again as the word grows
    /// (a file of a million nodes must not make every answer a million items).
    static let maxItems = 1000

    static func complete(_ document: ScenarioDocument, at offset: Int, markdown: Bool) -> JSONValue {
        let context = CompletionContext(document.file.bytes, offset: offset, scanFrom: document.scanStart(before: offset))
        var items = items(for: context.place, in: document.index, before: context.statementStart,
                          semantics: document.syntax?.semantics ?? .rx)
        let isIncomplete = items.count > maxItems
        if isIncomplete {
            let typed = context.prefix.lowercased()
            items = Array(items.lazy.filter { $0.label.lowercased().hasPrefix(typed) }.prefix(maxItems))
        }
        let json = items.enumerated().map { position, item -> JSONValue in
            var fields: [(String, JSONValue)] = [("label", .string(item.label)), ("kind", .int(item.kind.rawValue))]
            if let detail = item.detail { fields.append(("detail", .string(detail))) }
            if let documentation = item.documentation {
                fields.append(("documentation", .object([("kind", .string(markdown ? "markdown" : "plaintext")),
                                                         ("value", .string(documentation))])))
            }
            // Keeps the order given here (nodes in declaration order, operators as the docs list them).
            let number = String(position)
            fields.append(("sortText", .string(String(repeating: "0", count: max(0, 6 - number.count)) + number)))
            return .object(fields)
        }
        return .object([("isIncomplete", .bool(isIncomplete)), ("items", .array(json))])
    }

    private static func items(for place: CompletionContext.Place, in index: SymbolIndex, before start: Int,
                              semantics: Semantics) -> [Item] {
        // The operators the file's semantics spells so (a foreign spelling is an error there).
        let operators = OperatorCatalog.all.filter { $0.vocabulary.belongs(to: semantics) }
        func nodes(_ index: SymbolIndex, _ admits: (NodeKind) -> Bool) -> [Item] {
            Self.nodes(index, declaredBefore: start, admits)
        }
        func labels(_ index: SymbolIndex) -> [Item] {
            Self.labels(index, declaredBefore: start)
        }
        /// Each button's enabled state (`go.enabled`), where a bind writes or an expect reads it.
        func enabledStates(_ index: SymbolIndex) -> [Item] {
            index.nodes.filter { $0.kind == .button && $0.range.start.offset < start }.map { button in
                Item(label: Declaration.enabledState(of: button.name), kind: .variable, detail: "Bool",
                     documentation: "whether button \(button.name) is enabled (button.rx.isEnabled) · line \(button.nameRange.start.line)")
            }
        }
        let items: [Item] = switch place {
        case .nothing: []
        case .statementStart(let inBlock, let afterBlock):
            // `read` and `rearm` stand only in a tracker's blocks, which the cursor's place does not tell.
            keywords(inBlock ? ["set", "user", "if", "track", "mutate", "task", "complete", "fail"] + (afterBlock ? ["else"] : [])
                     : Keyword.statementStarters
                        + ContextualWord.allCases.filter { $0 != .read && $0 != .rearm }.map(\.rawValue))
        case .operatorAfterDot: operators.filter { $0.chainArity != nil }.map { item($0) }
        case .memberAfterDot:
            Member.allCases.map { Item(label: $0.rawValue, kind: .field, detail: "member of a currentAndPrevious() pair") }
        case .stream:
            nodes(index) { $0.canBeSubscribed } + operators.filter { $0.sourceArity != nil }.map { item($0) }
        case .node(.bindTarget): nodes(index) { CompletionContext.NodeFilter.bindTarget.admits($0) } + enabledStates(index)
        case .node(let filter): nodes(index) { filter.admits($0) }
        case .label: labels(index)
        case .expectation:
            nodes(index) { $0 != .stream } + enabledStates(index) + labels(index) + keywords(ExpectationWords.afterExpect)
        case .words(let words): keywords(words)
        case .style: BindingStyle.allCases.map { Item(label: $0.rawValue, kind: .enumMember, detail: "binding style") }
        case .type: TypeAnnotation.Base.allCases.map { Item(label: $0.rawValue, kind: .typeName, detail: "value type") }
        case .expression:
            nodes(index) { $0.hasCurrentValue }
                + BuiltinFunction.allCases.map {
                    Item(label: $0.rawValue, kind: .function, detail: "builtin, takes \($0.arity.text)")
                }
                + keywords([Keyword.it, .true, .false, .nil].map(\.rawValue))
        }
        return items
    }

    private static func keywords(_ words: [String]) -> [Item] {
        words.map { Item(label: $0, kind: .keyword) }
    }

    private static func item(_ op: OperatorDescription) -> Item {
        Item(label: op.name, kind: op.chainArity == nil ? .function : .method,
             detail: "\(op.documentation.signature) · RxSwift \(op.rxSwift)", documentation: HoverAnswers.describe(op))
    }

    private static func nodes(_ index: SymbolIndex, declaredBefore start: Int, _ admits: (NodeKind) -> Bool) -> [Item] {
        index.nodes.filter { admits($0.kind) && $0.range.start.offset < start }.map { declaration in
            Item(label: declaration.name, kind: .variable,
                 detail: declaration.kind.keyword + (declaration.type.map { ": " + $0.description } ?? ""),
                 documentation: "models \(declaration.kind.documentation.models) · line \(declaration.nameRange.start.line)")
        }
    }

    private static func labels(_ index: SymbolIndex, declaredBefore start: Int) -> [Item] {
        index.subscriptionList.filter { $0.statement.range.start.offset < start }.map { subscription in
            Item(label: subscription.name, kind: .reference,
                 detail: "subscription · line \(subscription.statement.range.start.line)")
        }
    }
}
