/// One statement with the range it covers.
struct Statement: Sendable {
    var kind: StatementKind
    var range: SourceRange
}

/// The statements of the language. Blocks hold their statements in order.
indirect enum StatementKind: Sendable {
    /// A node declaration (including `let`).
    case declare(Declaration)
    /// `bind STREAM -> NAME`
    case bind(source: Stream, target: NameRef)
    /// `bind LEFT <-> RIGHT [using STYLE]`; `style` is `.rx` when not written.
    case bindTwoWay(left: TwoWaySide, right: TwoWaySide, style: BindingStyle)
    /// `on STREAM { ... }`
    case on(source: Stream, body: [Statement])
    /// `if COND { ... } else { ... }`; an absent else is an empty list; `else if` is a nested `ifElse`.
    case ifElse(condition: Expr, then: [Statement], else: [Statement])
    /// `user NAME = EXPR`
    case user(target: NameRef, value: Expr)
    /// `type NAME "text" [every D]`
    case type(target: NameRef, text: String, every: DurationLiteral?)
    /// `set NAME = EXPR`
    case set(target: NameRef, value: Expr)
    /// `wait D`
    case wait(DurationLiteral)
    /// `expect NAME == EXPR` (or `!=`, with `equal` false)
    case expectValue(target: NameRef, equal: Bool, value: Expr)
    /// `expect NAME emitted [E, ...]`
    case expectEmitted(target: NameRef, values: [Expr])
    /// `expect loop [through A, B]`
    case expectLoop(through: [NameRef])
    /// `expect no loop`
    case expectNoLoop
    /// `invariant EXPR [as "name"]`: must hold at the end of every step from here on.
    case invariant(Expr, name: String?)
    /// `allow rewrite NAME`: the program may change this field's text away from the user's edit.
    case allowRewrite(NameRef)
    /// `explore NAME with [E, ...]`: values `bindsim explore` tries for NAME.
    case explore(NameRef, values: [Expr])

    /// Whether this is a step of the trace (an action, `bind` or `on`) at the top level.
    var isStep: Bool {
        switch self {
        case .bind, .bindTwoWay, .on, .user, .type, .set, .wait: true
        case .declare, .ifElse, .expectValue, .expectEmitted, .expectLoop, .expectNoLoop, .invariant, .allowRewrite,
             .explore: false
        }
    }
}
