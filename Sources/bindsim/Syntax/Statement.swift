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
    /// `on STREAM [as LABEL] { ... } [completion { ... }]` (also spelt `sink`); `completion` is
    /// nil when not written (version 4: it runs when the stream ends, `it` saying how).
    case on(source: Stream, body: [Statement], completion: [Statement]?, label: NameRef?)
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
    /// `set NAME = EXPR`; `throughValue`: `set NAME.value = EXPR`, a CurrentValueSubject's
    /// `value` setter (it sends, as a send does, and after the end stores silently: C5).
    case set(target: NameRef, value: Expr, throughValue: Bool)
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
    /// `expect LABEL ended`, `running`, `finished` or `failed`.
    case expectEnded(label: NameRef, state: ExpectedSubscriptionState)
    /// `expect overwrite of NAME`, or `expect no overwrite` (nil): about the previous step.
    case expectOverwrite(of: NameRef?)
    /// `invariant EXPR [as "name"]`: must hold at the end of every step from here on.
    case invariant(Expr, name: String?)
    /// `allow rewrite NAME`: the program may change this field's text away from the user's edit.
    case allowRewrite(NameRef)
    /// `explore NAME with [E, ...]`: values `bindsim explore` tries for NAME.
    case explore(NameRef, values: [Expr])

    // Version 4: Swift's Observation (docs/observation.md).
    /// `track { APPLY } onChange { BLOCK }`, its shorthand `track NAME, … { BLOCK }` and the
    /// re-arming `observe NAME, … { BLOCK }`: a `withObservationTracking` tracker.
    case track(Tracking)
    /// `read NAME, …` inside a tracker's APPLY: reads that the tracker records.
    case read([NameRef])
    /// `rearm`: tracks again with the innermost enclosing tracker's APPLY and handler.
    case rearm
    /// `mutate NAME = EXPR`: an in-place mutation of an `observable` (announces without comparing).
    case mutate(target: NameRef, value: Expr)
    /// `task { BLOCK }`: a `Task { @MainActor in }`, one job at the end of the main queue.
    case task([Statement])
    /// `expect lost write of NAME`, or `expect no lost write` (nil): about the previous step.
    case expectLostWrite(of: NameRef?)
    /// `expect NAME in [E, …]`: NAME's stored value is one of these (an unspecified order's outcomes).
    case expectIn(target: NameRef, values: [Expr])
    /// `on observations(EXPR) [as LABEL] { BLOCK }`: SE-0475's `for await it in Observations { EXPR }`
    /// on the main actor; BLOCK may `wait`.
    case observations(value: Expr, body: [Statement], label: NameRef?)
    /// `batch { ACTIONS }`: several actions as one step, one main-actor stretch (no queued
    /// job runs between them); an `expect` inside checks the state at that point.
    case batch([Statement])

    // Version 4: Combine.
    /// `complete NAME` (`failure` nil) or `fail NAME with EXPR`: ends a Combine subject.
    case complete(target: NameRef, failure: Expr?)

    // Version 4: SwiftUI (`semantics swiftui`, docs/swiftui.md).
    /// `view NAME { … }`: the view appears (its first render).
    case view(ViewDeclaration)
    /// `expect F shows E`, `expect F diverged`, `expect V rendered [N]`, `expect L received […]`,
    /// `expect warning W`, `expect no warning`, `expect render loop`.
    case expectSwiftUI(SwiftUIExpectation)

    // The facts below are what the consumers of statements ask by family. Each lists every
    // case, so a new statement is a compile error here and each consumer that asks follows;
    // a consumer that needs a case's own values switches exhaustively itself.

    /// Whether this is a step of the trace (an action, `bind` or `on`) at the top level.
    var isStep: Bool {
        switch self {
        case .bind, .bindTwoWay, .on, .user, .type, .set, .wait, .unbind, .tap, .track, .mutate, .task, .batch,
             .observations, .complete, .view: true
        // A future's block runs at its declaration: a step, as an `on` is.
        case .declare(let declaration):
            if case .block = declaration.value { true } else { false }
        case .ifElse, .expectValue, .expectEmitted, .expectLoop, .expectNoLoop, .expectError, .expectEnded,
             .expectOverwrite, .invariant, .allowRewrite, .explore, .read, .rearm, .expectLostWrite, .expectIn,
             .expectSwiftUI: false
        }
    }

    /// Whether this is an expectation (`expect …`): checked where it stands, counted among the
    /// file's expectations.
    var isExpectation: Bool {
        switch self {
        case .expectValue, .expectEmitted, .expectLoop, .expectNoLoop, .expectError, .expectEnded, .expectOverwrite,
             .expectLostWrite, .expectIn, .expectSwiftUI: true
        case .declare, .bind, .bindTwoWay, .on, .unbind, .tap, .ifElse, .user, .type, .set, .wait, .invariant,
             .allowRewrite, .explore, .track, .read, .rearm, .mutate, .task, .batch, .observations, .complete,
             .view: false
        }
    }

    /// The subscription the statement makes when it runs (`bind` and `on`), with its written
    /// label; nil for a statement that makes none.
    var subscription: (form: SubscriptionForm, label: NameRef?)? {
        switch self {
        case .bind(_, _, let label): (.bind, label)
        case .bindTwoWay(let left, let right, _, let label): (.twoWay(left: left, right: right), label)
        case .on(_, _, _, let label): (.on, label)
        case .track(let tracking): (.track(rearming: tracking.form == .observe), tracking.label)
        case .observations(_, _, let label): (.observations, label)
        case .declare, .unbind, .tap, .ifElse, .user, .type, .set, .wait, .expectValue, .expectEmitted, .expectLoop,
             .expectNoLoop, .expectError, .expectEnded, .expectOverwrite, .invariant, .allowRewrite, .explore, .read,
             .rearm, .mutate, .task, .expectLostWrite, .expectIn, .batch, .complete, .view, .expectSwiftUI: nil
        }
    }

    /// The blocks the statement holds, in source order (an `on`'s body, an `if`'s branches, a
    /// tracker's APPLY and handler, a `task`'s body).
    var blocks: [[Statement]] {
        switch self {
        case .on(_, let body, let completion, _): completion.map { [body, $0] } ?? [body]
        case .ifElse(_, let then, let otherwise): [then, otherwise]
        case .track(let tracking): [tracking.apply, tracking.onChange]
        case .task(let body), .batch(let body), .observations(_, let body, _): [body]
        case .declare(let declaration):
            if case .block(let body) = declaration.value { [body] } else { [] }
        case .view(let view): view.items.flatMap(\.blocks)
        case .bind, .bindTwoWay, .unbind, .tap, .user, .type, .set, .wait, .expectValue, .expectEmitted,
             .expectLoop, .expectNoLoop, .expectError, .expectEnded, .expectOverwrite, .invariant, .allowRewrite,
             .explore, .read, .rearm, .mutate, .expectLostWrite, .expectIn, .complete, .expectSwiftUI: []
        }
    }

    /// The node whose announcements the statement lists, and how many it lists (`expect N
    /// emitted [...]`): the run keeps that many of N's announcements per step.
    var expectedAnnouncements: (node: String, count: Int)? {
        switch self {
        case .expectEmitted(let target, let values): (target.name, values.count)
        case .declare, .bind, .bindTwoWay, .on, .unbind, .tap, .ifElse, .user, .type, .set, .wait, .expectValue,
             .expectLoop, .expectNoLoop, .expectError, .expectEnded, .expectOverwrite, .invariant, .allowRewrite,
             .explore, .track, .read, .rearm, .mutate, .task, .expectLostWrite, .expectIn, .batch, .observations,
             .complete, .view, .expectSwiftUI: nil
        }
    }
}

/// What `expect LABEL …` says of a subscription.
enum ExpectedSubscriptionState: String, Sendable {
    /// `running`: not ended.
    case running
    /// `ended`: ended, however (completion, error, `unbind`).
    case ended
    /// `finished` (version 4): its stream completed.
    case finished
    /// `failed` (version 4): its stream failed.
    case failed
}

/// The kinds of subscription a statement makes: a one-way `bind` (its generated name `bN`), a
/// two-way one (two directions, named `bN` too), an `on` block (`onN`) and an Observation
/// tracker (`track` or `observe`: `tN`).
enum SubscriptionForm {
    case bind
    case twoWay(left: TwoWaySide, right: TwoWaySide)
    case on
    case track(rearming: Bool)
    /// `on observations(…)`: a consumer of SE-0475's `Observations` (`obsN`).
    case observations

    /// The word that starts the statement, and its generated names' prefix's word.
    var keyword: String {
        switch self {
        case .bind, .twoWay: "bind"
        case .on, .observations: "on"
        case .track(let rearming): rearming ? "observe" : "track"
        }
    }
}

extension Statement {
    /// Calls `body` with this statement and then every statement its blocks hold, depth first
    /// in source order.
    func forEachNested(_ body: (Statement) -> Void) {
        body(self)
        for block in kind.blocks {
            for inner in block { inner.forEachNested(body) }
        }
    }
}

/// A `withObservationTracking` tracker as written: what APPLY runs (the shorthand forms' is
/// one `read` of their names) and the handler.
struct Tracking: Sendable {
    enum Form: Sendable {
        /// `track [as L] { APPLY } onChange { BLOCK }`: one-shot, BLOCK runs inside the willSet.
        case withApply
        /// `track NAME, … [as L] { BLOCK }`: the same with APPLY reading the names.
        case shorthand
        /// `observe NAME, … [as L] { BLOCK }`: onChange hops to the main queue, BLOCK runs
        /// there reading the new values, then the tracker re-arms.
        case observe
    }

    var form: Form
    var apply: [Statement]
    var onChange: [Statement]
    var label: NameRef?
    /// The names the shorthand forms list (empty for `withApply`).
    var names: [NameRef]
}
