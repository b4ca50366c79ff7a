/// An invariant that was false at the end of a step, with the values of the
/// nodes it reads.
struct InvariantViolation: Sendable {
    /// The invariant's line and name (`as "name"`), and its statement as written.
    var line: Int
    var name: String?
    var source: String
    /// The step after which it was false.
    var step: StepInfo
    /// The nodes the invariant reads, in the order it reads them, with their values.
    var values: [(name: String, value: Value?)]

    /// How a report names it: `invariant "name" (line N)`, or its text when it has no name.
    var title: String {
        if let name { return "invariant \(LiteralText.quoted(name)) (line \(line))" }
        return "the invariant at line \(line) (\(source))"
    }
}
