import BindKit

/// Where a step came from and when it ran.
struct StepInfo: Sendable {
    /// 1-based step number; the final pending-timers step is named `end`.
    var number: Int
    var isEnd: Bool
    var line: Int
    /// The statement's first source line, trimmed (empty for `end`).
    var source: String
    /// Virtual time when the step began, in milliseconds.
    var startMilliseconds: Double

    init(number: Int, isEnd: Bool, line: Int, source: String, startMilliseconds: Double) {
        self.number = number
        self.isEnd = isEnd
        self.line = line
        self.source = source
        self.startMilliseconds = startMilliseconds
    }

    /// The step a top-level statement of `file` makes; `now` is the virtual clock in nanoseconds.
    init(statement: Statement, number: Int, file: SourceFile, now: Int) {
        self.init(number: number, isEnd: false, line: statement.range.start.line,
                  source: StepInfo.firstLine(file.text(in: statement.range)),
                  startMilliseconds: milliseconds(now))
    }

    /// The first line of `text` without leading and trailing spaces, tabs and
    /// carriage returns (by scalar; run per step, where Foundation's bridging showed), made
    /// printable (`LiteralText.printable`): every output shows it, a terminal among them.
    /// A chain written one operator a line (a later line starting with `.`) is shown as one
    /// line: `chainOnOneLine`.
    static func firstLine(_ text: String) -> String {
        // Most statements are one printable ASCII line with nothing to trim: answer from the bytes.
        var utf8 = text
        let untouched = utf8.withUTF8 { bytes -> Bool in
            guard let first = bytes.first, let last = bytes.last else { return false }
            func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0D }
            return !isBlank(first) && !isBlank(last) && !bytes.contains { ($0 < 0x20 && $0 != 0x09) || $0 >= 0x7F }
        }
        if untouched { return utf8 }
        if let chain = chainOnOneLine(text) { return LiteralText.printable(chain) }
        let line = text.utf8.contains(UInt8(ascii: "\n"))
            ? text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            : Substring(text)
        let scalars = line.unicodeScalars
        func isBlank(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" || scalar == "\r" }
        guard let first = scalars.firstIndex(where: { !isBlank($0) }),
              let last = scalars.lastIndex(where: { !isBlank($0) }) else { return "" }
        return LiteralText.printable(String(Substring(scalars[first...last])))
    }

    /// A statement whose chain goes on on later lines (one that starts with `.`), as one line:
    /// the first line and the `.` lines after it (blank and comment lines between skipped), each
    /// without its comment and its indentation (`bind a.map(it * 2).filter(it > 2) -> b`); what
    /// follows the chain (an `on` block's body) is left out, as for a block written on several
    /// lines. Nil for any other statement.
    static func chainOnOneLine(_ text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { withoutComment($0) }
        guard let first = lines.first, lines.dropFirst().first(where: { !$0.isEmpty })?.hasPrefix(".") == true else {
            return nil
        }
        var joined = first
        for line in lines.dropFirst() where !line.isEmpty {
            guard line.hasPrefix(".") else { break }
            joined += line
        }
        return joined
    }

    /// `line` without a `#` comment (one outside a string literal) and the blanks around it.
    private static func withoutComment(_ line: Substring) -> String {
        var inString = false
        var escaped = false
        var end = line.endIndex
        for index in line.indices {
            let character = line[index]
            if inString {
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "#" {
                end = index
                break
            }
        }
        func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" || character == "\r" }
        var kept = line[..<end]
        while let first = kept.first, isBlank(first) { kept.removeFirst() }
        while let last = kept.last, isBlank(last) { kept.removeLast() }
        return String(kept)
    }
}

/// What one step did: the values each node announced, loops cut off, counts.
struct StepRecord {
    var info: StepInfo
    /// Values announced during the step, by node name, in order.
    var announcements: [String: [Value]] = [:]
    /// How many times each of those nodes announced: more than `announcements` keeps
    /// when it announced more than any `expect … emitted` lists (the rest are counted only).
    var announcementCounts: [String: Int] = [:]
    var loops: [LoopReport] = []
    /// The errors that ended subscriptions during the step (version 3).
    var errors: [SubscriptionError] = []
    /// The user edits the step's writes overwrote, by node name (for `expect overwrite of`).
    var overwritten: [String] = []
    /// The writes the step lost to an outer pending store (Observation's rule 9), by node
    /// name, with the value lost (for `expect lost write of`).
    var lostWrites: [(node: String, value: Value)] = []
    /// The user edits the step lost: overwritten, and the node does not show them at its end.
    var lostEdits: [StepRecorder.OverwrittenEdit] = []
    /// The losses of earlier steps that this step's `user` edits cancelled.
    var cancelledLosses: [LostEditsCancelled] = []
    /// The button a `tap` found disabled (it delivered nothing), or nil.
    var ignoredTap: String?
    var events = 0
    var deepestNesting = 0

    init(info: StepInfo) {
        self.info = info
    }
}

/// The result of one expectation.
struct ExpectationResult: Sendable {
    var line: Int
    var column: Int
    /// The statement as written, trimmed.
    var source: String
    var passed: Bool
    /// For a failure: what was expected and what was found.
    var detail: String?
    /// For a run with another two-way style (`--styles`): the behaviour the file expects
    /// (a loop, an error, an overwrite) did not happen because the style prevents it.
    /// Such an expectation is not a failure of the variant.
    var fixed: FixedBehaviour?
}

/// What a two-way style fixed that the file, written for its own style, expects.
enum FixedBehaviour: String, Sendable, CaseIterable {
    case noLoop = "no loop"
    case noError = "no error"
    case editKept = "edit kept"
}

/// How a scenario run ended.
struct ScenarioOutcome {
    var passed = 0
    var failed = 0
    /// Steps that looped with no `expect loop` after them (each also counts as failed).
    var unexpectedLoops = 0
    /// Times an invariant was false at the end of a step (each also counts as failed).
    var brokenInvariants = 0
    /// Steps in which an error ended a subscription with no `expect error` after them
    /// (each also counts as failed).
    var unexpectedErrors = 0
    /// User edits of fields and terminals (each `user` edit and keystroke), and how
    /// many of them the program's writes lost (version 3's "edits kept").
    var edits = 0
    var lostEdits = 0
    var steps = 0
    var events = 0
    var deepestNesting = 0
    /// Every loop cut off, with the step it happened in.
    var loops: [(step: StepInfo, report: LoopReport)] = []
    /// Every error that ended a subscription, with the step it happened in.
    var errors: [(step: StepInfo, error: SubscriptionError)] = []
    /// A run-time error that stopped the run.
    var runtimeError: RuntimeError?
    /// Expectations after the run-time error, which were not checked.
    var unchecked = 0
    /// For a `--styles` variant: what the style fixed that the file expects, in order.
    var fixed: [FixedBehaviour] = []
}

/// An error that ended one direction of a subscription (language version 3).
struct SubscriptionError: Sendable {
    /// The subscription's label as traces show it (`b2`, `b1 a→b`).
    var label: String
    var error: RuntimeError
}

/// A `user N = V` that replaced what earlier overwrites lost: those `count` losses of `node` no
/// longer count ("edits kept" is counted at the end of the file).
struct LostEditsCancelled: Equatable, Sendable {
    var node: String
    var count: Int
}

/// A virtual time of BindKit's clock (nanoseconds) in the milliseconds traces and pictures show.
func milliseconds(_ nanoseconds: Int) -> Double {
    Double(nanoseconds) / 1_000_000
}
