/// The words of `expect` statements, in one place: the parser's did-you-mean, the texts of what
/// it expected, completion and the docs' list read them (a test holds docs/language.md's
/// Expectations block to them). A new expectation word is added here.
enum ExpectationWords {
    /// What may follow `expect` itself, beside a node's or a label's name.
    static let afterExpect = ["loop", "no", "error", "overwrite", "lost"]
    /// What may follow `expect no`.
    static let afterNo = ["loop", "error", "overwrite", "lost"]
    /// How `expect NAME` goes on: a comparison, `emitted […]`, or a label's `ended`/`running`.
    static let comparisons = ["==", "!="]
    static let afterSubject = ["emitted", "ended", "running", "in"]
    /// What follows `expect lost` and `expect no lost` (version 4).
    static let afterLost = ["write"]

    /// Every word, once, in the order above.
    static var all: [String] {
        var seen: Set<String> = []
        return (afterExpect + afterNo + comparisons + afterSubject + afterLost).filter { seen.insert($0).inserted }
    }

    /// `'a', 'b' or 'c'`.
    static func quoted(_ words: [String]) -> String {
        let quoted = words.map { "'\($0)'" }
        guard let last = quoted.last, quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + last
    }
}
