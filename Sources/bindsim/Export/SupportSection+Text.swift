// The support section of an exported test, as Swift source (docs/export.md). Each part is
// included when the scenario needs it; all of it is `fileprivate`, so several exports
// can share a test target. It compiles against RxSwift 6.10 + RxRelay + RxTest and
// against BindKit alike (`canImport(BindKit)` picks how the main queue runs).
extension SupportSection {
    static let values = #"""
    // MARK: - Support: the scenario's values

    /// A value of the scenario language, which is dynamically typed: a string, a number, a Bool,
    /// nil, a list, a `combineLatest` tuple, a `currentAndPrevious()` pair or a duration. Literals
    /// write values as themselves (`"Ada"`, `2`, `true`); in your app, use your own types.
    fileprivate enum Value: Equatable, CustomStringConvertible, ExpressibleByStringLiteral,
        ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral {
        case string(String)
        case number(Double)
        case bool(Bool)
        case `nil`
        case list([Value])
        case tuple([Value])
        indirect case pair(current: Value, previous: Value)
        case duration(milliseconds: Int)

        init(stringLiteral value: String) { self = .string(value) }
        init(integerLiteral value: Int) { self = .number(Double(value)) }
        init(floatLiteral value: Double) { self = .number(value) }
        init(booleanLiteral value: Bool) { self = .bool(value) }

        /// As bindsim's traces show it: strings quoted, numbers without a trailing `.0`.
        var description: String {
            if case .string(let text) = self { return quoted(text) }
            return plainText
        }

        /// As `string(x)` writes it: a string without quotes.
        var plainText: String {
            switch self {
            case .string(let text): return text
            case .number(let number): return numberText(number)
            case .bool(let flag): return flag ? "true" : "false"
            case .nil: return "nil"
            case .list(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
            case .tuple(let items): return "(" + items.map(\.description).joined(separator: ", ") + ")"
            case .pair(let current, let previous): return "(current: \(current), previous: \(previous))"
            case .duration(let milliseconds): return "\(milliseconds)ms"
            }
        }

        var typeName: String {
            switch self {
            case .string: return "String"
            case .number: return "Number"
            case .bool: return "Bool"
            case .nil: return "nil"
            case .list: return "List"
            case .tuple: return "Tuple"
            case .pair: return "Pair"
            case .duration: return "Duration"
            }
        }

        /// `$N`: element N of a `combineLatest` tuple.
        func element(_ index: Int) throws -> Value {
            guard case .tuple(let items) = self else {
                throw ScenarioError("'$\(index)' needs a tuple element (from 'combineLatest'), found a \(typeName)")
            }
            guard index < items.count else { throw ScenarioError("'$\(index)' is past the end of a tuple of \(items.count)") }
            return items[index]
        }

        /// `.current` of a `currentAndPrevious()` pair.
        var current: Value {
            get throws {
                guard case .pair(let current, _) = self else { throw ScenarioError("'.current' needs a pair, found a \(typeName)") }
                return current
            }
        }

        /// `.previous` of a `currentAndPrevious()` pair.
        var previous: Value {
            get throws {
                guard case .pair(_, let previous) = self else { throw ScenarioError("'.previous' needs a pair, found a \(typeName)") }
                return previous
            }
        }

        /// `x[i]`: an element of a list or a tuple, a character of a string.
        subscript(index: Value) -> Value {
            get throws {
                guard case .number(let number) = index, number.rounded() == number, number.magnitude < 1e15 else {
                    throw ScenarioError("an index must be a whole number, found \(index)")
                }
                let position = Int(number)
                switch self {
                case .list(let items), .tuple(let items):
                    guard items.indices.contains(position) else {
                        throw ScenarioError("index \(position) is out of range for \(items.count) elements")
                    }
                    return items[position]
                case .string(let text):
                    let characters = Array(text)
                    guard characters.indices.contains(position) else {
                        throw ScenarioError("index \(position) is out of range for \(characters.count) elements")
                    }
                    return .string(String(characters[position]))
                default:
                    throw ScenarioError("a \(typeName) cannot be indexed")
                }
            }
        }
    }

    /// A run-time error of the scenario's code. Thrown in an operator or an `on` block, it ends
    /// that subscription, as an error thrown there does in RxSwift.
    fileprivate struct ScenarioError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
        /// `error(E)`: the message E.
        init(message: Value) { description = message.plainText }
    }

    /// A number as traces print it: whole numbers as digits, others in Swift's shortest form.
    fileprivate func numberText(_ number: Double) -> String {
        if number == 0 { return "0" }
        if number.rounded() == number, number.magnitude < 1e16 { return String(Int64(number)) }
        return number.description
    }

    /// Whether bindsim escapes `scalar` where it shows a string: a control or format character
    /// (a bidirectional control among them), a line or paragraph separator.
    fileprivate func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x20 || scalar.value == 0x7F { return true }
        guard scalar.value >= 0x80 else { return false }
        switch scalar.properties.generalCategory {
        // The zero-width joiner and non-joiner only join what is around them (👩‍👩‍👧).
        case .format: return scalar.value != 0x200C && scalar.value != 0x200D
        case .control, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// A string in double quotes, with the scenario language's escapes.
    fileprivate func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if isInvisible(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// A condition (`if`, `filter`, `&&`, `||`, `!`, `?:`) needs a Bool.
    fileprivate func truth(_ value: Value) throws -> Bool {
        guard case .bool(let flag) = value else { throw ScenarioError("a condition must be a Bool, found \(value)") }
        return flag
    }

    /// bindsim's limits on what arithmetic makes (E0317, E0318): a number stays finite and a
    /// text within 1 MiB, so a binding that grows a value every round errs, as in bindsim.
    fileprivate func limited(_ value: Value) throws -> Value {
        switch value {
        case .number(let number) where !number.isFinite:
            let result = number.isNaN ? "nan" : (number < 0 ? "-inf" : "inf")
            throw ScenarioError("arithmetic left the finite numbers: the result is \(result)")
        case .string(let text) where text.utf8.count > 1 << 20:
            throw ScenarioError("a value would pass its limit of 1 MiB of text")
        default:
            return value
        }
    }

    fileprivate func + (lhs: Value, rhs: Value) throws -> Value {
        switch (lhs, rhs) {
        case (.number(let a), .number(let b)): return try limited(.number(a + b))
        case (.string(let a), .string(let b)): return try limited(.string(a + b))
        case (.duration(let a), .duration(let b)): return try duration(Double(a) + Double(b))
        case (.list(let a), .list(let b)): return .list(a + b)
        default: throw ScenarioError("'+' cannot combine a \(lhs.typeName) and a \(rhs.typeName)")
        }
    }

    fileprivate func - (lhs: Value, rhs: Value) throws -> Value {
        switch (lhs, rhs) {
        case (.number(let a), .number(let b)): return try limited(.number(a - b))
        case (.duration(let a), .duration(let b)): return try duration(Double(a) - Double(b))
        default: throw ScenarioError("'-' cannot combine a \(lhs.typeName) and a \(rhs.typeName)")
        }
    }

    fileprivate func * (lhs: Value, rhs: Value) throws -> Value {
        switch (lhs, rhs) {
        case (.number(let a), .number(let b)): return try limited(.number(a * b))
        case (.duration(let a), .number(let b)), (.number(let b), .duration(let a)): return try duration(Double(a) * b)
        default: throw ScenarioError("'*' cannot combine a \(lhs.typeName) and a \(rhs.typeName)")
        }
    }

    fileprivate func / (lhs: Value, rhs: Value) throws -> Value {
        switch (lhs, rhs) {
        case (.number(let a), .number(let b)):
            guard b != 0 else { throw ScenarioError("division by zero") }
            return try limited(.number(a / b))
        case (.duration(let a), .number(let b)):
            guard b != 0 else { throw ScenarioError("division by zero") }
            return try duration(Double(a) / b)
        default: throw ScenarioError("'/' cannot combine a \(lhs.typeName) and a \(rhs.typeName)")
        }
    }

    fileprivate func % (lhs: Value, rhs: Value) throws -> Value {
        guard case .number(let a) = lhs, case .number(let b) = rhs else {
            throw ScenarioError("'%' cannot combine a \(lhs.typeName) and a \(rhs.typeName)")
        }
        guard b != 0 else { throw ScenarioError("division by zero") }
        return .number(a.truncatingRemainder(dividingBy: b))
    }

    fileprivate prefix func - (operand: Value) throws -> Value {
        switch operand {
        case .number(let number): return .number(-number)
        case .duration(let milliseconds): return .duration(milliseconds: -milliseconds)
        default: throw ScenarioError("'-' cannot be applied to a \(operand.typeName)")
        }
    }

    /// How two numbers, two strings or two durations compare (`<`, `<=`, `>`, `>=`).
    fileprivate func order(_ lhs: Value, _ rhs: Value, _ op: String) throws -> Int {
        switch (lhs, rhs) {
        case (.number(let a), .number(let b)): return a < b ? -1 : (a == b ? 0 : 1)
        case (.string(let a), .string(let b)): return a < b ? -1 : (a == b ? 0 : 1)
        case (.duration(let a), .duration(let b)): return a < b ? -1 : (a == b ? 0 : 1)
        default: throw ScenarioError("'\(op)' cannot combine a \(lhs.typeName) and a \(rhs.typeName)")
        }
    }

    fileprivate func < (lhs: Value, rhs: Value) throws -> Bool { try order(lhs, rhs, "<") < 0 }
    fileprivate func <= (lhs: Value, rhs: Value) throws -> Bool { try order(lhs, rhs, "<=") <= 0 }
    fileprivate func > (lhs: Value, rhs: Value) throws -> Bool { try order(lhs, rhs, ">") > 0 }
    fileprivate func >= (lhs: Value, rhs: Value) throws -> Bool { try order(lhs, rhs, ">=") >= 0 }

    /// A duration of `milliseconds`, rounded half away from zero, within virtual time.
    fileprivate func duration(_ milliseconds: Double) throws -> Value {
        let rounded = milliseconds.rounded(.toNearestOrAwayFromZero)
        guard rounded.isFinite, rounded.magnitude <= 9_223_372_036_854 else {
            throw ScenarioError("a duration must stay within virtual time (9223372036854 ms), found \(numberText(rounded))ms")
        }
        return .duration(milliseconds: Int(rounded))
    }

    /// A duration argument (`delay`, `wait`, `every`) as RxSwift's interval: at least 0ms.
    fileprivate func interval(_ value: Value, for use: String) throws -> RxTimeInterval {
        guard case .duration(let milliseconds) = value, milliseconds >= 0 else {
            throw ScenarioError("'\(use)' needs a duration of at least 0ms, found \(value)")
        }
        return .milliseconds(milliseconds)
    }

    /// A count argument (`take`, `skip`, `retry`): a whole number of at least 0.
    fileprivate func count(_ value: Value, for use: String) throws -> Int {
        guard case .number(let number) = value, number >= 0, number <= Double(Int32.max),
              let count = Int(exactly: number) else {
            throw ScenarioError("'\(use)' needs a whole number of at least 0, found \(value)")
        }
        return count
    }

    /// A list argument (`from([1, 2])`).
    fileprivate func list(_ value: Value, for use: String) throws -> [Value] {
        guard case .list(let items) = value else { throw ScenarioError("'\(use)' needs a List, found \(value)") }
        return items
    }
    """#

    /// What `prefix` and `suffix` share (written once when either is used).
    static let characterCount = #"""
    /// A count of characters (`prefix`, `suffix`): a whole Number of at least 0.
    fileprivate func characterCount(_ count: Value, for function: String) throws -> Int {
        let value = try number(count, for: function)
        guard value.rounded() == value, value >= 0 else {
            throw ScenarioError("'\(function)' needs a whole Number of at least 0, found \(count)")
        }
        return value >= Double(Int.max) ? Int.max : Int(value)
    }
    """#

    static let builtins = #"""
    // MARK: - Support: builtin functions, with bindsim's meanings

    fileprivate func text(_ value: Value, for function: String) throws -> String {
        guard case .string(let text) = value else { throw ScenarioError("'\(function)' needs a String, found \(value)") }
        return text
    }

    fileprivate func number(_ value: Value, for function: String) throws -> Double {
        guard case .number(let number) = value else { throw ScenarioError("'\(function)' needs a Number, found \(value)") }
        return number
    }

    /// The words of `text`, split at white space.
    fileprivate func wordList(_ text: String) -> [String] {
        text.split(whereSeparator: { $0.isWhitespace }).map(String.init)
    }

    /// The number `text` holds as `Double(text)` reads it, when that is finite; nil otherwise.
    fileprivate func parsedNumber(_ text: String) -> Double? {
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    /// The smallest or largest (`pick`) of numbers given as arguments, or of one list of them.
    fileprivate func extreme(_ values: [Value], _ function: String, _ pick: (Double, Double) -> Double) throws -> Value {
        var candidates = values
        if values.count == 1, case .list(let items) = values[0] { candidates = items }
        guard let first = candidates.first else { throw ScenarioError("'\(function)' needs a non-empty List") }
        var best = try number(first, for: function)
        for candidate in candidates.dropFirst() { best = pick(best, try number(candidate, for: function)) }
        return .number(best)
    }
    """#

    static let run = #"""
    // MARK: - Support: the run

    /// One run of the scenario, as bindsim runs it. Each action, `bind` and `on` is a step: its
    /// work runs in a block of the main queue (as UIKit runs an event handler), then what is due
    /// now runs (the clock's work at this instant and the main queue's). The run keeps what each
    /// node announced in the step that ran last (recorded at every write site, so no extra
    /// subscriber takes a node's first place), the subscriptions by label, and the invariants.
    fileprivate final class ScenarioRun {
        /// Virtual time: 1 tick = 1 ms.
        let time = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    #if canImport(BindKit)
        /// The scheduler of the timed operators. BindKit's queues their work due now on the main
        /// queue itself, behind its blocks (rule R, below).
        var timers: TestScheduler { time }
    #else
        /// The scheduler of the timed operators: the clock, with their work due now held back
        /// until the main queue is quiet (rule R, below).
        let timers: ZeroLengthLast
    #endif
        /// Bumped by every hop (`async()`, `main()`, a timer) as it delivers: a turn that leaves it
        /// unchanged ran nothing new, so what is due now has run.
        var hops = 0
        /// True while `advance` looks for the next instant at which work is due.
        private var findingNextInstant = false
        /// Turns at one instant before the queue is said not to settle (bindsim's `--max-turns`).
        let maxTurns: Int
        private var announcements: [ObjectIdentifier: [Value]] = [:]
        private var subscriptions: [String: Subscription] = [:]
        /// The subscriptions an error ended in the step that ran last.
        private var stepErrors: [String] = []
        /// A step in which an error ended a subscription, until an `expect error` follows it.
        private var unacknowledgedError: (line: Int, label: String)?
        private var invariants: [(line: Int, source: String, holds: () throws -> Bool)] = []

        init(maxTurns: Int = 1000) {
            self.maxTurns = maxTurns
        #if canImport(BindKit)
            time.runsZeroLengthWorkOnMainQueue = true
        #else
            timers = ZeroLengthLast(time)
        #endif
        }

        // MARK: Steps

        /// One step: `work` on the main queue, then what is due now.
        func step(line: Int, _ work: @escaping () throws -> Void) throws {
            beginStep()
            try onMainQueue(work)
            try settle(line: line)
            endStep(line: line)
        }

        /// `wait D`: the clock advances from one instant at which work is due to the next (and to
        /// the end of D); at each its work runs, then the main queue's.
        func wait(line: Int, _ duration: RxTimeInterval) throws {
            beginStep()
            try advance(by: duration, line: line)
            endStep(line: line)
        }

        /// The end of the scenario: an error in the last step must have been expected; then every
        /// subscription is disposed, as bindsim's run ends (and nothing the test made outlives it:
        /// an `on` block holds the run that holds its subscription).
        func finish() {
            reportUnacknowledgedError()
            for label in subscriptions.keys.sorted() {
                subscriptions[label]?.disposables.forEach { $0.dispose() }
            }
            subscriptions = [:]
        }

        fileprivate func beginStep() {
            reportUnacknowledgedError()
            announcements = [:]
            stepErrors = []
        }

        fileprivate func endStep(line: Int) {
            if let label = stepErrors.first { unacknowledgedError = (line, label) }
            for invariant in invariants {
                expectation(line: invariant.line, invariant.source, (try? invariant.holds()) ?? false,
                            "false after the step of line \(line)")
            }
        }

        /// Visits each instant up to `duration` from now at which work is due, as the clock moved
        /// a millisecond at a time would, without the empty milliseconds between (a `wait 100000000s`
        /// is one visit): `start()` runs the clock's work in order and stops at the first hop (a
        /// timer's delivery: `countHop`), or at the end, where a marker waits; the rest of that
        /// instant runs after it, then the main queue settles.
        fileprivate func advance(by duration: RxTimeInterval, line: Int) throws {
            guard case .milliseconds(let milliseconds) = duration, milliseconds > 0 else { return }
            let end = time.clock + milliseconds
            time.scheduleAt(end) { [unowned self] in
                if findingNextInstant { time.stop() }
            }
            while time.clock < end {
                try onMainQueue { [self] in
                    findingNextInstant = true
                    time.start()
                    findingNextInstant = false
                    time.advanceTo(time.clock)
                }
                try settle(line: line)
            }
        }

        /// A hop delivers: what is due now has not all run yet, and the instant being looked for is found.
        fileprivate func countHop() {
            hops += 1
            if findingNextInstant { time.stop() }
        }

        /// Runs what is due now in bindsim's order (rule R: at an instant, the timers set before
        /// it, then the main queue until a turn runs no hop, then the oldest timer set for now, then
        /// the main queue again, and so on), as a real main queue runs a zero-length timer behind
        /// the blocks queued before it fires; a queue that never settles fails.
        fileprivate func settle(line: Int) throws {
            for _ in 0..<maxTurns {
                let before = hops
                try onMainQueue { [time] in time.advanceTo(time.clock) }
                if hops != before { continue }
                guard try runOldestZeroLengthWork() else { return }
            }
            expectation(line: line, "the main queue settles", false, "work still ran after \(maxTurns) turns")
        }

    #if canImport(BindKit)
        /// BindKit's main queue is virtual: `MainScheduler.settle()` runs what it holds, the timers
        /// set for now among it in rule R's order.
        fileprivate func onMainQueue(_ work: @escaping () throws -> Void) throws {
            defer { MainScheduler.settle() }
            try work()
        }

        /// Nothing waits outside the main queue on BindKit: it ran with the main queue.
        fileprivate func runOldestZeroLengthWork() throws -> Bool { false }
    #else
        /// Runs the oldest work the timers hold for now, in a block of the main queue; false when none waits.
        fileprivate func runOldestZeroLengthWork() throws -> Bool {
            guard let work = timers.takeOldest() else { return false }
            try onMainQueue { work.run() }
            return true
        }

        /// Runs `work` in a block of the main queue, then the blocks queued behind it (RxSwift's
        /// `MainScheduler` runs work at once only on the main queue).
        fileprivate func onMainQueue(_ work: @escaping () throws -> Void) throws {
            let block = MainQueueBlock(work)
            block.runOnMainQueue()
            MainQueueBlock {}.runOnMainQueue()
            if let failure = block.failure { throw failure }
        }
    #endif

        // MARK: What the nodes announce

        /// Records that `node` announces `value`: every write site records, then writes.
        func record(_ node: AnyObject, _ value: Value) {
            announcements[ObjectIdentifier(node), default: []].append(value)
        }

        /// What `node` announced during the step that ran last.
        func emitted(_ node: AnyObject) -> [Value] {
            announcements[ObjectIdentifier(node)] ?? []
        }

        /// `set N = V`: a programmatic write.
        func set(_ node: WritableNode, _ value: Value) {
            node.write(value, in: self)
        }

        // MARK: Subscriptions

        /// `bind STREAM -> N as LABEL`: RxRelay's and RxCocoa's `bind(to:)` as a release build runs
        /// it: each element is written into the node; an error ends the binding (a DEBUG build of
        /// RxSwift stops in `fatalError` there), and so does the end of the stream.
        func bind(_ label: String, _ source: Observable<Value>, to node: WritableNode) {
            let subscription = track(label, directions: 1)
            subscription.disposables = [source.subscribe { [weak self] event in
                switch event {
                case .next(let value): node.write(value, in: self)
                case .error(let error): self?.ended(label, direction: 0, by: error)
                case .completed: self?.ended(label, direction: 0, by: nil)
                }
            }]
        }

        /// `on STREAM as LABEL { … }`: the block is a throwing `do(onNext:)` before `subscribe()`.
        func on(_ label: String, _ source: Observable<Value>, _ block: @escaping (Value) throws -> Void) {
            let subscription = track(label, directions: 1)
            subscription.disposables = [source.do(onNext: block).subscribe(
                onError: { [weak self] error in self?.ended(label, direction: 0, by: error) },
                onCompleted: { [weak self] in self?.ended(label, direction: 0, by: nil) })]
        }

        /// `unbind LABEL`: disposes every direction of that subscription.
        func unbind(_ label: String) {
            guard let subscription = subscriptions[label], subscription.isRunning else { return }
            subscription.ends = subscription.ends.map { $0 ?? "unbound" }
            subscription.disposables.forEach { $0.dispose() }
        }

        func track(_ label: String, directions: Int) -> Subscription {
            let subscription = Subscription(directions: directions)
            subscriptions[label] = subscription
            return subscription
        }

        /// One direction of the subscription `label` ended, by `error` or by completing.
        func ended(_ label: String, direction: Int, by error: Error?) {
            guard let subscription = subscriptions[label], subscription.ends[direction] == nil else { return }
            subscription.ends[direction] = error.map { "error: \($0)" } ?? "completed"
            if error != nil { stepErrors.append(label) }
        }

        // MARK: Expectations

        /// Checks one expectation of the scenario; a failure names the scenario's line.
        func expectation(line: Int, _ source: String, _ holds: Bool, _ detail: @autoclosure () -> String = "") {
            guard !holds else { return }
    #if BINDSIM_EXPORT_CHECK
            ExportCheck.failed(line: line)  // bindsim's own check collects the failing lines instead
    #else
            let why = detail()
            XCTFail("line \(line): \(source)" + (why.isEmpty ? "" : ": " + why))
    #endif
        }

        /// `expect N == V`: fails with what was expected and what was found, as bindsim says it.
        func expectEqual(line: Int, _ source: String, _ actual: Value, _ expected: Value) {
            expectation(line: line, source, actual == expected, "expected \(expected), found \(actual)")
        }

        func expectNotEqual(line: Int, _ source: String, _ actual: Value, _ expected: Value) {
            expectation(line: line, source, actual != expected, "expected a value other than \(expected), found \(actual)")
        }

        /// `expect N emitted [...]`: the whole list of what N announced in the step, compared.
        func expectEmitted(line: Int, _ source: String, _ node: AnyObject, _ expected: [Value]) {
            let actual = emitted(node)
            expectation(line: line, source, actual == expected,
                        "expected it to announce \(Value.list(expected)), it announced \(Value.list(actual))")
        }

        /// `expect error` / `expect no error`, about the step that ran last.
        func expectError(line: Int, _ source: String, occurred: Bool) {
            unacknowledgedError = nil
            expectation(line: line, source, stepErrors.isEmpty != occurred,
                        occurred ? "no error ended a subscription" : "an error ended \(stepErrors.first ?? "")")
        }

        /// `expect LABEL ended` / `expect LABEL running`.
        func expectEnded(line: Int, _ source: String, _ label: String, ended: Bool) {
            let running = subscriptions[label]?.isRunning ?? false
            expectation(line: line, source, running != ended, running ? "\(label) is still running" : "\(label) has ended")
        }

        /// `invariant E`: checked after every step from here on.
        func invariant(line: Int, _ source: String, _ holds: @escaping () throws -> Bool) {
            invariants.append((line, source, holds))
        }

        private func reportUnacknowledgedError() {
            guard let (line, label) = unacknowledgedError else { return }
            unacknowledgedError = nil
            expectation(line: line, "an error ended \(label)", false, "no 'expect error' follows the step")
        }
    }

    /// A `bind`, an `on` or a two-way binding (two directions), by its label.
    fileprivate final class Subscription {
        var disposables: [Disposable] = []
        /// How each direction ended; nil while it runs.
        var ends: [String?]
        init(directions: Int) { ends = Array(repeating: nil, count: directions) }
        /// A two-way binding runs while either direction does.
        var isRunning: Bool { ends.contains { $0 == nil } }
    }

    #if !canImport(BindKit)
    /// The scheduler the timed operators use: the test's clock, except that work due now (a zero
    /// `delay`, `debounce` or `timer`, a `delay`'s next element with no wait left) waits in a FIFO
    /// of its own, which the run takes one item at a time when the main queue is quiet (RxTest's
    /// `advanceTo` alone would run it before any block of the main queue).
    fileprivate final class ZeroLengthLast: SchedulerType {
        private let time: TestScheduler
        private var dueNow: [ZeroLengthWork] = []

        init(_ time: TestScheduler) { self.time = time }

        var now: RxTime { time.now }

        func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
            hold { action(state) }
        }

        func scheduleRelative<StateType>(
            _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
        ) -> Disposable {
            dueTime.isDueNow ? hold { action(state) } : time.scheduleRelative(state, dueTime: dueTime, action: action)
        }

        /// The oldest work held for now that is still to run, taken out of the FIFO (work disposed
        /// before its turn, such as the timer a `debounce` replaces, is dropped without a turn).
        func takeOldest() -> ZeroLengthWork? {
            while let oldest = dueNow.first {
                dueNow.removeFirst()
                if !oldest.isCancelled { return oldest }
            }
            return nil
        }

        private func hold(_ work: @escaping () -> Disposable) -> Disposable {
            let item = ZeroLengthWork(work)
            dueNow.append(item)
            return item
        }
    }

    /// Work held for now; disposing it before it runs cancels it, and after, what it started.
    fileprivate final class ZeroLengthWork: Disposable {
        private var work: (() -> Disposable)?
        private let started = SingleAssignmentDisposable()

        init(_ work: @escaping () -> Disposable) { self.work = work }

        /// True once it was disposed (or ran): nothing is left to run.
        var isCancelled: Bool { work == nil }

        func run() {
            guard let work else { return }
            self.work = nil
            started.setDisposable(work())
        }

        func dispose() {
            work = nil
            started.dispose()
        }
    }

    extension DispatchTimeInterval {
        /// True for an interval of no length (what a timer set with it is due now).
        fileprivate var isDueNow: Bool {
            switch self {
            case .seconds(let n), .milliseconds(let n), .microseconds(let n), .nanoseconds(let n): n <= 0
            default: false
            }
        }
    }

    /// A block for the main queue that remembers what it threw.
    fileprivate final class MainQueueBlock: @unchecked Sendable {
        private let work: () throws -> Void
        private(set) var failure: Error?
        private var done = false

        init(_ work: @escaping () throws -> Void) { self.work = work }

        /// Queues the block on the main queue and runs the main run loop until it has run.
        func runOnMainQueue() {
            DispatchQueue.main.async { [self] in
                do { try work() } catch { failure = error }
                done = true
            }
            while !done { _ = RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.1)) }
        }
    }
    #endif

    extension ObservableType where Element == Value {
        /// Bumps the run's hop counter at each event a hop delivers (`async()`, `main()`, a timer).
        fileprivate func countingHops(_ run: ScenarioRun) -> Observable<Value> {
            self.do(onNext: { _ in run.countHop() }, onError: { _ in run.countHop() }, onCompleted: { run.countHop() })
        }

        /// A stage whose arguments read nodes: made, and its arguments computed, when it is subscribed.
        fileprivate func deferring(_ make: @escaping (Observable<Value>) throws -> Observable<Value>) -> Observable<Value> {
            let upstream = asObservable()
            return Observable.deferred { try make(upstream) }
        }

        /// The seed article's `currentAndPrevious()`: for each value v, (v, the value before), then
        /// (v, v); the first value gives (v, v) twice.
        fileprivate func currentAndPreviousPair() -> Observable<Value> {
            multicast({ PublishSubject<Value>() }) { values in
                Observable.combineLatest(values, Observable.merge(values.take(1), values)) { .pair(current: $0, previous: $1) }
            }
        }
    }

    /// `combineLatest(a, b, …)`: a tuple of the latest values, once every source has one.
    fileprivate func combineLatest(_ sources: Observable<Value>...) -> Observable<Value> {
        Observable.combineLatest(sources).map { .tuple($0) }
    }

    /// `merge(a, b, …)`.
    fileprivate func merge(_ sources: Observable<Value>...) -> Observable<Value> {
        Observable.merge(sources)
    }

    /// `interval(D)`: 0, 1, 2, … every D (more than 0ms), the first after D.
    fileprivate func ticks(every period: RxTimeInterval, on scheduler: SchedulerType) -> Observable<Value> {
        guard period != .milliseconds(0) else {
            return .error(ScenarioError("'interval' needs a duration of more than 0ms, found 0ms"))
        }
        return Observable<Int>.interval(period, scheduler: scheduler).map { .number(Double($0)) }
    }

    /// A node a binding or `set` writes into.
    fileprivate protocol WritableNode: AnyObject {
        func write(_ value: Value, in run: ScenarioRun?)
        /// Whether a programmatic write is silent (a control's or a label's): nothing echoes it.
        var isSilentOnProgrammaticWrite: Bool { get }
    }

    extension BehaviorRelay: WritableNode where Element == Value {
        fileprivate var isSilentOnProgrammaticWrite: Bool { false }

        /// Records, then accepts.
        fileprivate func write(_ value: Value, in run: ScenarioRun?) {
            run?.record(self, value)
            accept(value)
        }
    }

    extension PublishRelay: WritableNode where Element == Value {
        fileprivate var isSilentOnProgrammaticWrite: Bool { false }

        /// Records, then accepts.
        fileprivate func write(_ value: Value, in run: ScenarioRun?) {
            run?.record(self, value)
            accept(value)
        }
    }
    """#

    static let field = #"""
    // MARK: - Support: a field

    /// A text field, switch or slider, as RxCocoa 6.10's `controlProperty(editingEvents:getter:
    /// setter:)` makes its property (`UIControl+Rx.swift`): each subscription first receives what the
    /// control shows, then adds its own target, which reads the control again when an event reaches
    /// it; a programmatic set sends no event. On iOS: a `UITextField` and its `rx.text`.
    fileprivate final class SimulatedField: WritableNode {
        /// What the control shows (`UITextField.text`).
        var value: Value
        private var targets: [(id: Int, action: () -> Void)] = []
        private var nextID = 0
        private weak var run: ScenarioRun?

        init(_ run: ScenarioRun, _ value: Value) {
            self.run = run
            self.value = value
        }

        /// The control property's values (`textField.rx.text`).
        func asObservable() -> Observable<Value> {
            Observable.create { [weak self] observer in
                guard let control = self else {
                    observer.on(.completed)
                    return Disposables.create()
                }
                observer.on(.next(control.value))
                control.nextID += 1
                let id = control.nextID
                control.targets.append((id, { [weak control] in
                    if let control { observer.on(.next(control.value)) }
                }))
                return Disposables.create { [weak control] in control?.targets.removeAll { $0.id == id } }
            }
        }

        /// A write through the control property's binder (RxCocoa's `Binder`), which sets only a
        /// different value (UITextField's `if text != value`): silent.
        func write(_ value: Value, in run: ScenarioRun?) {
            Binder(self) { control, value in
                if control.value != value { control.value = value }
            }.onNext(value)
        }

        /// The user edits the control: it shows `newValue` and sends its event to every target.
        func userEdits(_ newValue: Value) {
            run?.record(self, newValue)
            value = newValue
            for target in targets { target.action() }  // over a copy, as UIKit sends its actions
        }

        /// The user types `character` at the end of what the control shows.
        func userTypes(_ character: Character) throws {
            switch value {
            case .string(let text): userEdits(.string(text + String(character)))
            case .nil: userEdits(.string(String(character)))
            default: throw ScenarioError("'type' appends to text, but the field shows \(value)")
            }
        }

        var isSilentOnProgrammaticWrite: Bool { true }
    }

    extension ScenarioRun {
        /// `type F "text" [every D]`: one user edit per character, each appended to what the field
        /// shows then; what is due runs after each, and the clock advances by `every` before each
        /// character but the first.
        func type(line: Int, _ text: String, into field: SimulatedField, every: RxTimeInterval? = nil) throws {
            beginStep()
            for (index, character) in text.enumerated() {
                if index > 0, let every { try advance(by: every, line: line) }
                try onMainQueue { try field.userTypes(character) }
                try settle(line: line)
            }
            endStep(line: line)
        }
    }
    """#

    static let button = #"""
    // MARK: - Support: a button

    /// A button, as RxCocoa 6.10's `controlEvent(_:)` makes `rx.tap` (`UIControl+Rx.swift`): each
    /// subscription adds a target; a tap sends the event to every target. On iOS: a `UIButton`.
    fileprivate final class SimulatedButton {
        /// Whether it is enabled: `bind S -> B.enabled` writes it as `button.rx.isEnabled`, a
        /// `Binder<Bool>`, does; a button starts enabled.
        let isEnabled = SimulatedLabel(.bool(true))
        private var targets: [(id: Int, action: () -> Void)] = []
        private var nextID = 0
        private weak var run: ScenarioRun?

        init(_ run: ScenarioRun) {
            self.run = run
        }

        /// The taps (`button.rx.tap`), each as `nil`.
        func asObservable() -> Observable<Value> {
            Observable.create { [weak self] observer in
                guard let control = self else {
                    observer.on(.completed)
                    return Disposables.create()
                }
                control.nextID += 1
                let id = control.nextID
                control.targets.append((id, { observer.on(.next(.nil)) }))
                return Disposables.create { [weak control] in control?.targets.removeAll { $0.id == id } }
            }
        }

        /// The user taps the button; a disabled one sends no `.touchUpInside`, so nothing.
        func userTaps() {
            if case .bool(false) = isEnabled.value { return }
            run?.record(self, .nil)
            for target in targets { target.action() }
        }
    }
    """#

    static let label = #"""
    // MARK: - Support: a label

    /// A label, which RxCocoa's `Binder` writes into (`label.rx.text`). On iOS: a `UILabel`.
    fileprivate final class SimulatedLabel: WritableNode {
        /// What the label shows.
        var value: Value

        init(_ value: Value) {
            self.value = value
        }

        func write(_ value: Value, in run: ScenarioRun?) {
            Binder(self) { label, value in label.value = value }.onNext(value)
        }

        var isSilentOnProgrammaticWrite: Bool { true }
    }
    """#

    static let twoWay = #"""
    // MARK: - Support: two-way bindings

    /// A side of a two-way binding: a relay, a publish relay or a field.
    fileprivate protocol TwoWaySide: WritableNode {
        func asObservable() -> Observable<Value>
    }

    extension BehaviorRelay: TwoWaySide where Element == Value {}
    extension PublishRelay: TwoWaySide where Element == Value {}

    extension ScenarioRun {
        /// `bind L <-> R` (style `rx`): RxExample's `<->` (`RxExample/Operators.swift`): `bind R -> L`,
        /// then `bind L -> R`; when the left side's subscription completes, it disposes the first.
        /// Each side's operators transform its values on their way to the other side.
        func twoWay(_ label: String, _ left: TwoWaySide, _ right: TwoWaySide,
                    leftToRight: (Observable<Value>) -> Observable<Value> = { $0 },
                    rightToLeft: (Observable<Value>) -> Observable<Value> = { $0 }) {
            let subscription = track(label, directions: 2)
            let toLeft = rightToLeft(right.asObservable()).subscribe { [weak self] event in
                switch event {
                case .next(let value): left.write(value, in: self)
                case .error(let error): self?.ended(label, direction: 1, by: error)
                case .completed: self?.ended(label, direction: 1, by: nil)
                }
            }
            subscription.disposables = [toLeft]
            let toRight = leftToRight(left.asObservable()).subscribe { [weak self] event in
                switch event {
                case .next(let value): right.write(value, in: self)
                case .error(let error): self?.ended(label, direction: 0, by: error)
                case .completed:
                    // RxExample's `onCompleted: { bindToUIDisposable.dispose() }`
                    self?.ended(label, direction: 0, by: nil)
                    self?.ended(label, direction: 1, by: nil)
                    toLeft.dispose()
                }
            }
            subscription.disposables.append(toRight)
        }

        /// `bind L <-> R using bibinding`: RxBiBinding's `<->` (`RxChannel.swift`) restated. A channel
        /// per side subscribes to it now (left, then right) and passes what it announces into a
        /// subject that replays the latest, except the echo of the channel's own write into a relay
        /// (`isSkippingNextUpdate`); then the right channel's values are written into the left side,
        /// and the left channel's, but the first (its replay), into the right side.
        func biBinding(_ label: String, _ left: TwoWaySide, _ right: TwoWaySide,
                       leftToRight: (Observable<Value>) -> Observable<Value> = { $0 },
                       rightToLeft: (Observable<Value>) -> Observable<Value> = { $0 }) {
            let subscription = track(label, directions: 2)
            let leftChannel = BiBindingChannel(left)
            let rightChannel = BiBindingChannel(right)
            let toLeft = rightToLeft(rightChannel.following.asObservable()).subscribe { [weak self] event in
                switch event {
                case .next(let value): leftChannel.receive(value, in: self)
                case .error(let error): self?.ended(label, direction: 1, by: error)
                case .completed: self?.ended(label, direction: 1, by: nil)
                }
            }
            // RxBiBinding's skip(1) takes the left channel's replay, the echo of the write just made.
            // Only the replay is skipped: a PublishRelay side (RxBiBinding has no overload for one,
            // `RxChannel.swift`) may have none, and then its first value crosses, as in bindsim
            // (docs/semantics.md, section 3).
            let leftValues = Observable<Value>.create { observer in
                var replaying = true
                let subscription = leftChannel.following.subscribe { event in
                    if replaying, case .next = event { return }
                    observer.on(event)
                }
                replaying = false
                return subscription
            }
            let toRight = leftToRight(leftValues).subscribe { [weak self] event in
                switch event {
                case .next(let value): rightChannel.receive(value, in: self)
                case .error(let error): self?.ended(label, direction: 0, by: error)
                case .completed: self?.ended(label, direction: 0, by: nil)
                }
            }
            subscription.disposables = [leftChannel, rightChannel, toLeft, toRight]
        }
    }

    /// One side's `RxChannel` of RxBiBinding.
    fileprivate final class BiBindingChannel: Disposable {
        /// What the side announces, but the echoes of the channel's own writes (`followingSubject`).
        let following = ReplaySubject<Value>.create(bufferSize: 1)
        private let side: TwoWaySide
        private var isSkippingNextUpdate = false
        private var subscription: Disposable?

        init(_ side: TwoWaySide) {
            self.side = side
            subscription = side.asObservable().subscribe(onNext: { [weak self] value in
                guard let self else { return }
                if isSkippingNextUpdate {
                    isSkippingNextUpdate = false
                    return
                }
                following.onNext(value)
            })
        }

        /// A value from the other side: into a relay, arming the skip of its echo first; into a
        /// field, through its binder (silent: nothing to skip).
        func receive(_ value: Value, in run: ScenarioRun?) {
            if !side.isSilentOnProgrammaticWrite { isSkippingNextUpdate = true }
            side.write(value, in: run)
        }

        func dispose() {
            subscription?.dispose()
        }
    }
    """#

    static let twoWayField = #"""
    extension SimulatedField: TwoWaySide {}
    """#

    static let observed = #"""
    // MARK: - Support: what bindsim observed (`bindsim export --observed`)

    extension ScenarioRun {
        /// After a step: what `node` announced in it and holds now, against what bindsim observed
        /// (`value` nil for a node that stores none). A difference fails, naming node, step and line.
        func observed(step: Int, line: Int, _ name: String, _ node: AnyObject, announced: [Value], value expected: Value?,
                      holds current: Value?) {
            let actual = emitted(node)
            if actual != announced {
                XCTFail("observed: step \(step) (line \(line)): \(name) announced \(json(.list(actual))), "
                        + "bindsim: \(json(.list(announced)))")
            }
            if let expected, current != expected {
                XCTFail("observed: step \(step) (line \(line)): \(name) holds \(current.map(json) ?? "-"), bindsim: \(json(expected))")
            }
        }
    }

    /// A value as bindsim's JSON writes it.
    fileprivate func json(_ value: Value) -> String {
        switch value {
        case .string(let text): return jsonQuoted(text)
        case .number(let number): return numberText(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .nil: return "null"
        case .list(let items): return "[" + items.map(json).joined(separator: ",") + "]"
        case .tuple(let items): return "{\"tuple\":[" + items.map(json).joined(separator: ",") + "]}"
        case .pair(let current, let previous): return "{\"current\":\(json(current)),\"previous\":\(json(previous))}"
        case .duration(let milliseconds): return "{\"duration\":\"\(milliseconds)ms\"}"
        }
    }

    fileprivate func jsonQuoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isInvisible(scalar) {
                    for unit in String(scalar).utf16 {
                        let hex = String(unit, radix: 16)
                        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                    }
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
    """#

    /// The builtin functions, each with bindsim's meaning, by name.
    static let builtinFunctions: [String: String] = [
        "length": #"""
        fileprivate func length(_ value: Value) throws -> Value {
            switch value {
            case .string(let text): return .number(Double(text.count))
            case .list(let items), .tuple(let items): return .number(Double(items.count))
            default: throw ScenarioError("'length' needs a String or a List, found \(value)")
            }
        }
        """#,
        "upper": #"""
        fileprivate func upper(_ value: Value) throws -> Value { .string(try text(value, for: "upper").uppercased()) }
        """#,
        "lower": #"""
        fileprivate func lower(_ value: Value) throws -> Value { .string(try text(value, for: "lower").lowercased()) }
        """#,
        "trim": #"""
        fileprivate func trim(_ value: Value) throws -> Value {
            .string(try text(value, for: "trim").trimmingCharacters(in: .whitespacesAndNewlines))
        }
        """#,
        "words": #"""
        fileprivate func words(_ value: Value) throws -> Value { .list(wordList(try text(value, for: "words")).map(Value.string)) }
        """#,
        "word": #"""
        fileprivate func word(_ value: Value, _ index: Value) throws -> Value {
            let all = wordList(try text(value, for: "word"))
            let position = try number(index, for: "word")
            guard position.rounded() == position else { throw ScenarioError("'word' needs a whole Number, found \(index)") }
            guard position >= 0, position < Double(all.count) else { return "" }
            return .string(all[Int(position)])
        }
        """#,
        "prefix": #"""
        /// `prefix(s, n)`: Swift's `prefix(_:)`, at most n characters.
        fileprivate func prefix(_ value: Value, _ count: Value) throws -> Value {
            .string(String(try text(value, for: "prefix").prefix(try characterCount(count, for: "prefix"))))
        }
        """#,
        "suffix": #"""
        /// `suffix(s, n)`: Swift's `suffix(_:)`, at most n characters.
        fileprivate func suffix(_ value: Value, _ count: Value) throws -> Value {
            .string(String(try text(value, for: "suffix").suffix(try characterCount(count, for: "suffix"))))
        }
        """#,
        "split": #"""
        fileprivate func split(_ value: Value, _ separator: Value) throws -> Value {
            let separatorText = try text(separator, for: "split")
            guard !separatorText.isEmpty else { throw ScenarioError("'split' needs a non-empty String, found \(separator)") }
            return .list(try text(value, for: "split").components(separatedBy: separatorText).map(Value.string))
        }
        """#,
        "join": #"""
        fileprivate func join(_ value: Value, _ separator: Value = "") throws -> Value {
            guard case .list(let items) = value else { throw ScenarioError("'join' needs a List, found \(value)") }
            return .string(items.map(\.plainText).joined(separator: try text(separator, for: "join")))
        }
        """#,
        "digits": #"""
        fileprivate func digits(_ value: Value) throws -> Value {
            .string(String(try text(value, for: "digits").filter { $0.isASCII && $0.isNumber }))
        }
        """#,
        "isNumber": #"""
        fileprivate func isNumber(_ value: Value) -> Value {
            switch value {
            case .number: return true
            case .string(let text): return .bool(parsedNumber(text) != nil)
            default: return false
            }
        }
        """#,
        "number": #"""
        fileprivate func number(_ value: Value) throws -> Value {
            switch value {
            case .number: return value
            case .string(let text):
                guard let parsed = parsedNumber(text) else { throw ScenarioError("'number' needs a String holding a number, found \(value)") }
                return .number(parsed)
            case .bool(let flag): return .number(flag ? 1 : 0)
            default: throw ScenarioError("'number' needs a String or a Number, found \(value)")
            }
        }
        """#,
        "string": #"""
        fileprivate func string(_ value: Value) -> Value { .string(value.plainText) }
        """#,
        "round": #"""
        fileprivate func round(_ value: Value) throws -> Value { .number(try number(value, for: "round").rounded(.toNearestOrAwayFromZero)) }
        """#,
        "floor": #"""
        fileprivate func floor(_ value: Value) throws -> Value { .number(try number(value, for: "floor").rounded(.down)) }
        """#,
        "ceil": #"""
        fileprivate func ceil(_ value: Value) throws -> Value { .number(try number(value, for: "ceil").rounded(.up)) }
        """#,
        "abs": #"""
        fileprivate func abs(_ value: Value) throws -> Value { .number(try number(value, for: "abs").magnitude) }
        """#,
        "min": #"""
        fileprivate func min(_ values: Value...) throws -> Value { try extreme(values, "min", Swift.min) }
        """#,
        "max": #"""
        fileprivate func max(_ values: Value...) throws -> Value { try extreme(values, "max", Swift.max) }
        """#,
        "contains": #"""
        fileprivate func contains(_ value: Value, _ part: Value) throws -> Value {
            switch value {
            case .string(let whole): return .bool(whole.contains(try text(part, for: "contains")))
            case .list(let items): return .bool(items.contains(part))
            default: throw ScenarioError("'contains' needs a String or a List, found \(value)")
            }
        }
        """#,
        "ms": #"""
        fileprivate func ms(_ value: Value) throws -> Value { try duration(try number(value, for: "ms")) }
        """#,
        "s": #"""
        fileprivate func s(_ value: Value) throws -> Value { try duration(try number(value, for: "s") * 1000) }
        """#,
    ]
}
