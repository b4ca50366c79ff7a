/// Words of Combine's that a file may write and language 4 leaves out ("not in this round":
/// demand, multicast, subscribe(on:)). Each is one clear error where the word is written, rather
/// than an unknown name, so no file silently means something else (docs/language.md, "Combine").
enum LaterWords {
    /// Left out of language 4: what each models.
    static let outOfLanguage4: [String: String] = [
        "multicast": "multicast(subject:) and connect()",
        "autoconnect": "a connectable publisher's autoconnect()",
        "connect": "a connectable publisher's connect()",
        "request": "a subscriber's demand (request(N))",
        "demand": "a subscriber's demand",
    ]

    /// The diagnostic for `word`, or nil when it is none of these; `arguments`, when given, is the
    /// text between an operator's parentheses (`subscribe(on: main)` is Combine's, `subscribe(…)`
    /// without the label an RxSwift habit with help of its own).
    static func message(for word: String, arguments: String? = nil) -> DiagnosticMessage? {
        if word == "subscribe", let arguments, arguments.drop(while: { $0 == " " }).hasPrefix("on:") {
            return .notInLanguage4(word: "subscribe(on:)", models: "a subscription made on a scheduler")
        }
        if let models = outOfLanguage4[word] { return .notInLanguage4(word: word, models: models) }
        return nil
    }
}
