/// A node kind's row in the table of docs/language.md ("Declarations (node kinds)"):
/// what the declaration looks like and what it models. The language server's hover and
/// completion show it; a test holds the table equal to these rows.
struct NodeKindDocumentation: Sendable {
    /// How the declaration is written (`relay NAME [: T] = EXPR`).
    let statement: String
    /// What it models in the real libraries (`RxRelay `BehaviorRelay``).
    let models: String
    /// Whether it replays its value to a new subscriber.
    let replays: String
    /// Whether a programmatic `set` makes it announce.
    let announcesOnSet: String
    /// Whether `user` may edit it.
    let userEdits: String
}

extension NodeKind {
    /// The kinds in the order of the documentation table (the `let` stream, then version 4's).
    static let documentationOrder: [NodeKind] = [
        .relay, .publish, .field, .terminal, .label, .property, .published, .button, .stream, .observable, .computed,
        .currentValue, .passthrough, .object, .future, .plain, .state, .view, .textfield, .text, .viewButton,
    ]

    var documentation: NodeKindDocumentation {
        switch self {
        case .relay: .init(statement: "relay NAME [: T] = EXPR", models: "RxRelay `BehaviorRelay`", replays: "yes",
                           announcesOnSet: "yes, every accept", userEdits: "no")
        case .publish: .init(statement: "publish NAME [: T]", models: "RxRelay `PublishRelay`", replays: "no",
                             announcesOnSet: "yes", userEdits: "no")
        case .field: .init(statement: "field NAME [: T] = EXPR", models: "RxCocoa `ControlProperty`",
                           replays: "yes, before it observes", announcesOnSet: "**no** (silent)", userEdits: "yes")
        case .terminal: .init(statement: "terminal NAME [: T] = EXPR",
                              models: "ReactiveCocoa control channel terminal (`rac_newTextChannel`, `rac_newOnChannel`)",
                              replays: "**no**", announcesOnSet: "**no** (silent)", userEdits: "yes")
        case .label: .init(statement: "label NAME [: T] = EXPR", models: "a write-only sink (`Binder`)",
                           replays: "cannot be subscribed", announcesOnSet: "no", userEdits: "no")
        case .property: .init(statement: "property NAME [: T] = EXPR",
                              models: "KVO property / `MutableProperty` / ReactiveKit `Property`",
                              replays: "yes, before it observes", announcesOnSet: "yes", userEdits: "yes")
        case .published: .init(statement: "published NAME [: T] = EXPR", models: "Combine `@Published`", replays: "yes",
                               announcesOnSet: "yes, before storing", userEdits: "no")
        case .button: .init(statement: "button NAME", models: "RxCocoa `ControlEvent<Void>` (`UIButton.rx.tap`)",
                            replays: "no", announcesOnSet: "— (only `tap NAME`)", userEdits: "`tap` only")
        case .stream: .init(statement: "let NAME = STREAM", models: "a named cold stream", replays: "as its sources",
                            announcesOnSet: "—", userEdits: "—")
        case .observable: .init(statement: "observable NAME [: T] = EXPR [always / ignored]",
                                models: "a stored property of an `@Observable` class (version 4)",
                                replays: "— (not a stream: `track`, `observe`)",
                                announcesOnSet: "yes, in its willSet, unless equal (`always`: every write)", userEdits: "yes")
        case .computed: .init(statement: "computed NAME = EXPR", models: "a computed property of an `@Observable` class (version 4)",
                              replays: "— (not a stream)", announcesOnSet: "— (read only: it reads what EXPR reads)",
                              userEdits: "no")
        case .currentValue: .init(statement: "currentValue NAME [: T] = EXPR",
                                  models: "Combine `CurrentValueSubject` (version 4): ends with `complete` / `fail`",
                                  replays: "yes (after its end: only the end)", announcesOnSet: "yes, after storing",
                                  userEdits: "no")
        case .passthrough: .init(statement: "passthrough NAME [: T]",
                                 models: "Combine `PassthroughSubject` (version 4): ends with `complete` / `fail`",
                                 replays: "no (after its end: the end)", announcesOnSet: "yes", userEdits: "no")
        case .object: .init(statement: "object NAME",
                            models: "Combine `ObservableObject` (version 4): `objectWillChange(NAME)` announces nil before each set of a `published … in NAME`",
                            replays: "no", announcesOnSet: "— (its members' sets)", userEdits: "no")
        case .future: .init(statement: "future NAME [: T] [{ BLOCK }]",
                            models: "Combine `Future` (version 4): BLOCK runs at the declaration; the first `set` fulfils it, `fail` fails it",
                            replays: "its result, then the end", announcesOnSet: "the first `set`, then it ends",
                            userEdits: "no")
        case .plain: .init(statement: "plain NAME [: T] = EXPR [in OBJECT]",
                           models: "a stored property with no publisher (version 4): `bind S -> NAME` is `assign(to:on:)`",
                           replays: "cannot be subscribed", announcesOnSet: "no (stored at once)", userEdits: "no")
        case .state: .init(statement: "state NAME [: T] = EXPR",
                           models: "SwiftUI `@State` (`semantics swiftui`): stored at once; an equal write does nothing",
                           replays: "— (not a stream: views read it)", announcesOnSet: "invalidates the views that read it",
                           userEdits: "no (through a control)")
        case .view: .init(statement: "view NAME { … }", models: "a SwiftUI view (`semantics swiftui`): its controls and modifiers",
                          replays: "—", announcesOnSet: "—", userEdits: "—")
        case .textfield: .init(statement: "textfield F <-> NODE / textfield F = EXPR set { … }",
                               models: "a `TextField` in a view: writes its binding on every edit",
                               replays: "—", announcesOnSet: "—", userEdits: "yes (`type`, `user`)")
        case .text: .init(statement: "label F = EXPR (in a view)", models: "a `Text` in a view", replays: "—",
                          announcesOnSet: "—", userEdits: "no")
        case .viewButton: .init(statement: "button F { ACTION } (in a view)", models: "a `Button` in a view",
                                replays: "—", announcesOnSet: "—", userEdits: "`tap` only")
        }
    }

    /// The node table of docs/language.md, one row per kind, as the rows above say.
    static var documentationTable: String {
        var lines = ["| statement | models | replays to a new subscriber | announces on `set` | `user` allowed |",
                     "|---|---|---|---|---|"]
        for kind in documentationOrder {
            let row = kind.documentation
            lines.append("| `\(row.statement)` | \(row.models) | \(row.replays) | \(row.announcesOnSet) | \(row.userEdits) |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
