/// One action of a step, with its values already computed: what a file's `user`,
/// `type`, `set` and `wait` statements do, and what `explore` generates. Nodes are
/// named by declaration index.
enum Action: Hashable, Sendable {
    /// `user NAME = V`: the user edits the node (the control fires its event).
    case user(node: Int, value: Value)
    /// `type NAME "text" [every D]`: keystrokes (see the language reference).
    case type(node: Int, text: String, everyMilliseconds: Int?)
    /// `set NAME = V`: a programmatic write.
    case set(node: Int, value: Value)
    /// `tap NAME`: the user taps a button.
    case tap(node: Int)
    /// `wait D`: virtual time advances by D, running what falls due.
    case wait(milliseconds: Int)
    /// `wait next`: virtual time advances to the next pending timer, if any.
    case waitForNextTimer
    /// `complete NAME` (`failure` nil) or `fail NAME with "MESSAGE"`: a Combine subject ends.
    case complete(node: Int, failure: String?)

    /// The action as scenario source (`user fullField = "Ada "`), given the node names.
    func source(names: [String]) -> String {
        switch self {
        case .user(let node, let value): "user \(names[node]) = \(value.sourceText)"
        case .type(let node, let text, let every):
            "type \(names[node]) \(LiteralText.quoted(text))" + (every.map { " every \($0)ms" } ?? "")
        case .set(let node, let value): "set \(names[node]) = \(value.sourceText)"
        case .tap(let node): "tap \(names[node])"
        case .wait(let milliseconds): "wait \(milliseconds)ms"
        case .waitForNextTimer: "wait next"
        case .complete(let node, nil): "complete \(names[node])"
        case .complete(let node, let failure?): "fail \(names[node]) with \(LiteralText.quoted(failure))"
        }
    }
}
