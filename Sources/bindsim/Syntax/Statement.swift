/// One statement with the range it covers.
struct Statement: Sendable {
    var kind: StatementKind
    var range: SourceRange

    /// False for the parser's own declaration of a button's enabled state
    /// (`Parser.declareEnabledStates`), which has no text of its own: what copies or lists the
    /// file's statements (explore's counterexample, the outline, the statement count) skips it.
    var isWrittenInFile: Bool {
        guard case .declare(let declaration) = kind else { return true }
        return declaration.enabledStateOf == nil
    }
}

/// The statements of the language. Blocks hold their statements in order.
indirect enum StatementKind: Sendable {
    /// A node declaration (including `let`).
    case declare(Declaration)
    /// `bind STREAM -> NAME [as LABEL]`
    case bind(source: Stream, target: NameRef, label: NameRef?)
    /// `bind LEFT <-> RIGHT [using STYLE] [as LABEL]`; `style` is `.rx` when not written.
    case bindTwoWay(left: TwoWaySide, right: TwoWaySide, style: BindingStyle, label: NameRef?)
    /// `on STREAM [as LABEL] { ... }`
    case on(source: Stream, body: [Statement], label: NameRef?)
    /// `unbind LABEL`: disposes that subscription (both directions of a two-way one).
    case unbind(NameRef)
    /// `tap NAME`: the user taps a button.
    case tap(target: NameRef)
    /// `if COND { ... } else { ... }`; an absent else is an empty list; `else if` is a nested `ifElse`.
    case ifElse(condition: Expr, then: [Statement], else: [Statement])
    /// `user NAME = EXPR`
    case user(target: NameRef, value: Expr)
    /// `type NAME "text" [every D]`; D is a duration expression.
    case type(target: NameRef, text: String, every: Expr?)
    /// `set NAME = EXPR`
    case set(target: NameRef, value: Expr)
    /// `wait D`; D is a duration expression.
    case wait(Expr)
    /// `expect NAME == EXPR` (or `!=`, with `equal` false)
    case expectValue(target: NameRef, equal: Bool, value: Expr)
    /// `expect NAME emitted [E, ...]`
    case expectEmitted(target: NameRef, values: [Expr])
    /// `expect loop [through A, B]`
    case expectLoop(through: [NameRef])
    /// `expect no loop`
    case expectNoLoop
    /// `expect error` (`occurred` true) or `expect no error`: about the previous step.
    case expectError(occurred: Bool)
    /// `expect LABEL ended` (`ended` true) or `expect LABEL running`.
    case expectEnded(label: NameRef, ended: Bool)
    /// `expect overwrite of NAME`, or `expect no overwrite` (nil): about the previous step.
    case expectOverwrite(of: NameRef?)
    /// `invariant EXPR [as "name"]`: must hold at the end of every step from here on.
    case invariant(Expr, name: String?)
    /// `allow rewrite NAME`: the program may change this field's text away from the user's edit.
    case allowRewrite(NameRef)
    /// `explore NAME with [E, ...]`: values `bindsim explore` tries for NAME.
    case explore(NameRef, values: [Expr])

    // The facts below are what the consumers of statements ask by family. Each lists every
    // case, so a new statement is a compile error here and each consumer that asks follows;
    // a consumer that needs a case's own values switches exhaustively itself.

    /// Whether this is a step of the trace (an action, `bind` or `on`) at the top level.
    var isStep: Bool {
        switch self {
        case .bind, .bindTwoWay, .on, .user, .type, .set, .wait, .unbind, .tap: true
        case .declare, .ifElse, .expectValue, .expectEmitted, .expectLoop, .expectNoLoop, .expectError, .expectEnded,
             .expectOverwrite, .invariant, .allowRewrite, .explore: false
        }
    }

    /// Whether this is an expectation (`expect …`): checked where it stands, counted among the
    /// file's expectations.
    var isExpectation: Bool {
        switch self {
        case .expectValue, .expectEmitted, .expectLoop, .expectNoLoop, .expectError, .expectEnded, .expectOverwrite: true
        case .declare, .bind, .bindTwoWay, .on, .unbind, .tap, .ifElse, .user, .type, .set, .wait, .invariant,
             .allowRewrite, .explore: false
        }
    }

    /// The subscription the statement makes when it runs (`bind` and `on`), with its written
    /// label; nil for a statement that makes none.
    var subscription: (form: SubscriptionForm, label: NameRef?)? {
        switch self {
        case .bind(_, _, let label): (.bind, label)
        case .bindTwoWay(let left, let right, _, let label): (.twoWay(left: left, right: right), label)
        case .on(_, _, let label): (.on, label)
        case .declare, .unbind, .tap, .ifElse, .user, .type, .set, .wait, .expectValue, .expectEmitted, .expectLoop,
             .expectNoLoop, .expectError, .expectEnded, .expectOverwrite, .invariant, .allowRewrite, .explore: nil
        }
    }

    /// The node whose announcements the statement lists, and how many it lists (`expect N
    /// emitted [...]`): the run keeps that many of N's announcements per step.
    var expectedAnnouncements: (node: String, count: Int)? {
        switch self {
        case .expectEmitted(let target, let values): (target.name, values.count)
        case .declare, .bind, .bindTwoWay, .on, .unbind, .tap, .ifElse, .user, .type, .set, .wait, .expectValue,
             .expectLoop, .expectNoLoop, .expectError, .expectEnded, .expectOverwrite, .invariant, .allowRewrite,
             .explore: nil
        }
    }
}

/// The kinds of subscription a statement makes: a one-way `bind` (its generated name `bN`), a
/// two-way one (two directions, named `bN` too) and an `on` block (`onN`).
enum SubscriptionForm {
    case bind
    case twoWay(left: TwoWaySide, right: TwoWaySide)
    case on

    /// The word that starts the statement, and its generated names' prefix's word.
    var keyword: String {
        switch self {
        case .bind, .twoWay: "bind"
        case .on: "on"
        }
    }
}
