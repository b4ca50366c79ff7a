// The support section of an exported test, as Swift source (docs/export.md). Every name it
// declares starts with `Bindsim` (its functions are members of `enum Bindsim`, its extensions'
// members start with `bindsim`), so nothing collides with a team's own test code. Each part is
// included when the scenario needs it; in a self-contained export all of it is `fileprivate`.
// It compiles against RxSwift 6.10 + RxRelay + RxTest and against BindKit alike
// (`canImport(BindKit)` picks how the main queue runs).
extension SupportSection {
    static let values = #"""
    // MARK: - Support: the scenario's values

    /// What the support's functions live in: the scenario language's builtins and helpers.
    fileprivate enum Bindsim {}

    /// A value of the scenario language where a node's type mixes (it is dynamically typed): a
    /// string, a number, a Bool, nil, a list, a `combineLatest` tuple, a `currentAndPrevious()` pair
    /// or a duration. Where the scenario's types are known the test uses Swift's own (`String`,
    /// `Double`, `Bool`, an optional of one); literals write values as themselves.
    fileprivate enum BindsimValue: Equatable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral,
        ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByBooleanLiteral {
        case string(String)
        case number(Double)
        case bool(Bool)
        case `nil`
        case list([BindsimValue])
        case tuple([BindsimValue])
        indirect case pair(current: BindsimValue, previous: BindsimValue)
        case duration(milliseconds: Int)

        init(stringLiteral value: String) { self = .string(value) }
        init(integerLiteral value: Int) { self = .number(Double(value)) }
        init(floatLiteral value: Double) { self = .number(value) }
        init(booleanLiteral value: Bool) { self = .bool(value) }

        /// A typed value as the scenario language's (`"Ada"` as `.string("Ada")`).
        init(_ value: some BindsimConvertible) { self = value.bindsimValue }

        /// As bindsim's traces show it: strings quoted, numbers without a trailing `.0`.
        var description: String {
            if case .string(let text) = self { return Bindsim.quoted(text) }
            return plainText
        }

        /// As `string(x)` writes it: a string without quotes.
        var plainText: String {
            switch self {
            case .string(let text): return text
            case .number(let number): return Bindsim.numberText(number)
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
        func element(_ index: Int) throws -> BindsimValue {
            guard case .tuple(let items) = self else {
                throw BindsimError("'$\(index)' needs a tuple element (from 'combineLatest'), found a \(typeName)")
            }
            guard index < items.count else { throw BindsimError("'$\(index)' is past the end of a tuple of \(items.count)") }
            return items[index]
        }

        /// `.current` of a `currentAndPrevious()` pair.
        var current: BindsimValue {
            get throws {
                guard case .pair(let current, _) = self else { throw BindsimError("'.current' needs a pair, found a \(typeName)") }
                return current
            }
        }

        /// `.previous` of a `currentAndPrevious()` pair.
        var previous: BindsimValue {
            get throws {
                guard case .pair(_, let previous) = self else { throw BindsimError("'.previous' needs a pair, found a \(typeName)") }
                return previous
            }
        }

        /// `x[i]`: an element of a list or a tuple, a character of a string.
        subscript(index: BindsimValue) -> BindsimValue {
            get throws {
                guard case .number(let number) = index, number.rounded() == number, number.magnitude < 1e15 else {
                    throw BindsimError("an index must be a whole number, found \(index)")
                }
                let position = Int(number)
                switch self {
                case .list(let items), .tuple(let items):
                    guard items.indices.contains(position) else {
                        throw BindsimError("index \(position) is out of range for \(items.count) elements")
                    }
                    return items[position]
                case .string(let text):
                    let characters = Array(text)
                    guard characters.indices.contains(position) else {
                        throw BindsimError("index \(position) is out of range for \(characters.count) elements")
                    }
                    return .string(String(characters[position]))
                default:
                    throw BindsimError("a \(typeName) cannot be indexed")
                }
            }
        }
    }

    /// A Swift type that stands for values of the scenario language: `String`, `Double` (a
    /// Number), `Bool`, an optional of one, `BindsimValue`.
    fileprivate protocol BindsimConvertible: Equatable {
        /// The value as the scenario language's.
        var bindsimValue: BindsimValue { get }
        /// `value` as this type; nil when it is not one.
        init?(bindsimValue value: BindsimValue)
    }

    extension String: BindsimConvertible {
        fileprivate var bindsimValue: BindsimValue { .string(self) }
        fileprivate init?(bindsimValue value: BindsimValue) {
            guard case .string(let text) = value else { return nil }
            self = text
        }
    }

    extension Double: BindsimConvertible {
        fileprivate var bindsimValue: BindsimValue { .number(self) }
        fileprivate init?(bindsimValue value: BindsimValue) {
            guard case .number(let number) = value else { return nil }
            self = number
        }
    }

    /// So a whole-number literal may stand where a value is taken (`Bindsim.word(it, 0)`).
    extension Int: BindsimConvertible {
        fileprivate var bindsimValue: BindsimValue { .number(Double(self)) }
        fileprivate init?(bindsimValue value: BindsimValue) {
            guard case .number(let number) = value, let whole = Int(exactly: number) else { return nil }
            self = whole
        }
    }

    extension Bool: BindsimConvertible {
        fileprivate var bindsimValue: BindsimValue { .bool(self) }
        fileprivate init?(bindsimValue value: BindsimValue) {
            guard case .bool(let flag) = value else { return nil }
            self = flag
        }
    }

    extension Optional: BindsimConvertible where Wrapped: BindsimConvertible {
        fileprivate var bindsimValue: BindsimValue { map(\.bindsimValue) ?? .nil }
        fileprivate init?(bindsimValue value: BindsimValue) {
            if case .nil = value {
                self = .none
            } else if let wrapped = Wrapped(bindsimValue: value) {
                self = .some(wrapped)
            } else {
                return nil
            }
        }
    }

    extension BindsimValue: BindsimConvertible {
        fileprivate var bindsimValue: BindsimValue { self }
        fileprivate init?(bindsimValue value: BindsimValue) { self = value }
    }

    /// A run-time error of the scenario's code. Thrown in an operator or an `on` block, it ends
    /// that subscription, as an error thrown there does in RxSwift.
    fileprivate struct BindsimError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
        /// `error(E)`: the message E.
        init(message: some BindsimConvertible) { description = message.bindsimValue.plainText }
    }

    extension Bindsim {
        /// A number as traces print it: whole numbers as digits, others in Swift's shortest form.
        static func numberText(_ number: Double) -> String {
            if number == 0 { return "0" }
            if number.rounded() == number, number.magnitude < 1e16 { return String(Int64(number)) }
            return number.description
        }

        /// Whether bindsim escapes `scalar` where it shows a string: a control or format character
        /// (a bidirectional control among them), a line or paragraph separator.
        static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
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
        static func quoted(_ text: String) -> String {
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
        static func truth(_ value: BindsimValue) throws -> Bool {
            guard case .bool(let flag) = value else { throw BindsimError("a condition must be a Bool, found \(value)") }
            return flag
        }

        /// `value` as `type`, for a node declared with a type (`relay n: Number`) written from a
        /// stream whose values mix: in bindsim a value of another type stops the run.
        static func narrowed<T: BindsimConvertible>(_ value: some BindsimConvertible, to type: T.Type) throws -> T {
            guard let typed = T(bindsimValue: value.bindsimValue) else {
                throw BindsimError("a value of type \(T.self) was expected, found \(value.bindsimValue)")
            }
            return typed
        }

        /// `a / b` of two numbers: division by zero is an error, as in bindsim.
        static func quotient(_ a: Double, _ b: Double) throws -> Double {
            guard b != 0 else { throw BindsimError("division by zero") }
            return try limited(a / b)
        }

        /// `a % b` of two numbers (Swift's `truncatingRemainder`): by zero is an error, as in bindsim.
        static func remainder(_ a: Double, _ b: Double) throws -> Double {
            guard b != 0 else { throw BindsimError("division by zero") }
            return a.truncatingRemainder(dividingBy: b)
        }

        /// bindsim's limits on what arithmetic makes (E0317, E0318): a number stays finite and a
        /// text within 1 MiB, so a binding that grows a value every round errs, as in bindsim.
        static func limited(_ value: BindsimValue) throws -> BindsimValue {
            switch value {
            case .number(let number): return .number(try limited(number))
            case .string(let text) where text.utf8.count > 1 << 20:
                throw BindsimError("a value would pass its limit of 1 MiB of text")
            default:
                return value
            }
        }

        static func limited(_ number: Double) throws -> Double {
            guard !number.isFinite else { return number }
            let result = number.isNaN ? "nan" : (number < 0 ? "-inf" : "inf")
            throw BindsimError("arithmetic left the finite numbers: the result is \(result)")
        }

        /// A duration of `milliseconds`, rounded half away from zero, within virtual time.
        static func duration(_ milliseconds: Double) throws -> BindsimValue {
            let rounded = milliseconds.rounded(.toNearestOrAwayFromZero)
            guard rounded.isFinite, rounded.magnitude <= 9_223_372_036_854 else {
                throw BindsimError("a duration must stay within virtual time (9223372036854 ms), found \(numberText(rounded))ms")
            }
            return .duration(milliseconds: Int(rounded))
        }

        /// A duration argument (`delay`, `wait`, `every`) as RxSwift's interval (Dispatch's): at least 0ms.
        static func interval(_ value: BindsimValue, for use: String) throws -> DispatchTimeInterval {
            guard case .duration(let milliseconds) = value, milliseconds >= 0 else {
                throw BindsimError("'\(use)' needs a duration of at least 0ms, found \(value)")
            }
            return .milliseconds(milliseconds)
        }

        /// A count argument (`take`, `skip`, `retry`): a whole number of at least 0.
        static func count(_ value: some BindsimConvertible, for use: String) throws -> Int {
            guard case .number(let number) = value.bindsimValue, number >= 0, number <= Double(Int32.max),
                  let count = Int(exactly: number) else {
                throw BindsimError("'\(use)' needs a whole number of at least 0, found \(value.bindsimValue)")
            }
            return count
        }

        /// A list argument (`from([1, 2])`).
        static func list(_ value: some BindsimConvertible, for use: String) throws -> [BindsimValue] {
            guard case .list(let items) = value.bindsimValue else {
                throw BindsimError("'\(use)' needs a List, found \(value.bindsimValue)")
            }
            return items
        }
    }

    // The scenario's operators on values whose types mix, with bindsim's meanings (a mismatch
    // throws, as bindsim reports a run-time error). Where both sides' types are known the test
    // uses Swift's own operators.
    extension BindsimValue {
        static func + (lhs: BindsimValue, rhs: BindsimValue) throws -> BindsimValue {
            switch (lhs, rhs) {
            case (.number(let a), .number(let b)): return try Bindsim.limited(.number(a + b))
            case (.string(let a), .string(let b)): return try Bindsim.limited(.string(a + b))
            case (.duration(let a), .duration(let b)): return try Bindsim.duration(Double(a) + Double(b))
            case (.list(let a), .list(let b)): return .list(a + b)
            default: throw BindsimError("'+' cannot combine a \(lhs.typeName) and a \(rhs.typeName)")
            }
        }

        static func - (lhs: BindsimValue, rhs: BindsimValue) throws -> BindsimValue {
            switch (lhs, rhs) {
            case (.number(let a), .number(let b)): return try Bindsim.limited(.number(a - b))
            case (.duration(let a), .duration(let b)): return try Bindsim.duration(Double(a) - Double(b))
            default: throw BindsimError("'-' cannot combine a \(lhs.typeName) and a \(rhs.typeName)")
            }
        }

        static func * (lhs: BindsimValue, rhs: BindsimValue) throws -> BindsimValue {
            switch (lhs, rhs) {
            case (.number(let a), .number(let b)): return try Bindsim.limited(.number(a * b))
            case (.duration(let a), .number(let b)), (.number(let b), .duration(let a)): return try Bindsim.duration(Double(a) * b)
            default: throw BindsimError("'*' cannot combine a \(lhs.typeName) and a \(rhs.typeName)")
            }
        }

        static func / (lhs: BindsimValue, rhs: BindsimValue) throws -> BindsimValue {
            switch (lhs, rhs) {
            case (.number(let a), .number(let b)): return .number(try Bindsim.quotient(a, b))
            case (.duration(let a), .number(let b)):
                guard b != 0 else { throw BindsimError("division by zero") }
                return try Bindsim.duration(Double(a) / b)
            default: throw BindsimError("'/' cannot combine a \(lhs.typeName) and a \(rhs.typeName)")
            }
        }

        static func % (lhs: BindsimValue, rhs: BindsimValue) throws -> BindsimValue {
            guard case .number(let a) = lhs, case .number(let b) = rhs else {
                throw BindsimError("'%' cannot combine a \(lhs.typeName) and a \(rhs.typeName)")
            }
            return .number(try Bindsim.remainder(a, b))
        }

        static prefix func - (operand: BindsimValue) throws -> BindsimValue {
            switch operand {
            case .number(let number): return .number(-number)
            case .duration(let milliseconds): return .duration(milliseconds: -milliseconds)
            default: throw BindsimError("'-' cannot be applied to a \(operand.typeName)")
            }
        }

        /// How two numbers, two strings or two durations compare (`<`, `<=`, `>`, `>=`).
        static func order(_ lhs: BindsimValue, _ rhs: BindsimValue, _ op: String) throws -> Int {
            switch (lhs, rhs) {
            case (.number(let a), .number(let b)): return a < b ? -1 : (a == b ? 0 : 1)
            case (.string(let a), .string(let b)): return a < b ? -1 : (a == b ? 0 : 1)
            case (.duration(let a), .duration(let b)): return a < b ? -1 : (a == b ? 0 : 1)
            default: throw BindsimError("'\(op)' cannot combine a \(lhs.typeName) and a \(rhs.typeName)")
            }
        }

        static func < (lhs: BindsimValue, rhs: BindsimValue) throws -> Bool { try order(lhs, rhs, "<") < 0 }
        static func <= (lhs: BindsimValue, rhs: BindsimValue) throws -> Bool { try order(lhs, rhs, "<=") <= 0 }
        static func > (lhs: BindsimValue, rhs: BindsimValue) throws -> Bool { try order(lhs, rhs, ">") > 0 }
        static func >= (lhs: BindsimValue, rhs: BindsimValue) throws -> Bool { try order(lhs, rhs, ">=") >= 0 }
    }
    """#

    /// What `prefix` and `suffix` share (written once when either is used).
    static let characterCount = #"""
    extension Bindsim {
        /// A count of characters (`prefix`, `suffix`): a whole Number of at least 0.
        static func characterCount(_ count: some BindsimConvertible, for function: String) throws -> Int {
            let value = try number(count, for: function)
            guard value.rounded() == value, value >= 0 else {
                throw BindsimError("'\(function)' needs a whole Number of at least 0, found \(count.bindsimValue)")
            }
            return value >= Double(Int.max) ? Int.max : Int(value)
        }
    }
    """#

    static let builtins = #"""
    // MARK: - Support: builtin functions, with bindsim's meanings

    extension Bindsim {
        static func text(_ value: some BindsimConvertible, for function: String) throws -> String {
            guard case .string(let text) = value.bindsimValue else {
                throw BindsimError("'\(function)' needs a String, found \(value.bindsimValue)")
            }
            return text
        }

        static func number(_ value: some BindsimConvertible, for function: String) throws -> Double {
            guard case .number(let number) = value.bindsimValue else {
                throw BindsimError("'\(function)' needs a Number, found \(value.bindsimValue)")
            }
            return number
        }

        /// The words of `text`, split at white space.
        static func wordList(_ text: String) -> [String] {
            text.split(whereSeparator: { $0.isWhitespace }).map(String.init)
        }

        /// The number `text` holds as `Double(text)` reads it, when that is finite; nil otherwise.
        static func parsedNumber(_ text: String) -> Double? {
            guard let value = Double(text), value.isFinite else { return nil }
            return value
        }

        /// The smallest or largest (`pick`) of numbers given as arguments, or of one list of them.
        static func extreme(_ values: [BindsimValue], _ function: String, _ pick: (Double, Double) -> Double) throws -> Double {
            var candidates = values
            if values.count == 1, case .list(let items) = values[0] { candidates = items }
            guard let first = candidates.first else { throw BindsimError("'\(function)' needs a non-empty List") }
            var best = try number(first, for: function)
            for candidate in candidates.dropFirst() { best = pick(best, try number(candidate, for: function)) }
            return best
        }
    }
    """#

    static let run = #"""
    // MARK: - Support: the run

    /// One run of the scenario, as bindsim runs it. Each action, `bind` and `on` is a step: its
    /// work runs in a block of the main queue (as UIKit runs an event handler), then what is due
    /// now runs (the clock's work at this instant and the main queue's). The run keeps what each
    /// node announced in the step that ran last (recorded at every write site, so no extra
    /// subscriber takes a node's first place), the subscriptions by label, and the invariants.
    fileprivate final class BindsimRun {
        /// Virtual time: 1 tick = 1 ms.
        let time = TestScheduler(initialClock: 0, resolution: 0.001, simulateProcessingDelay: false)
    #if canImport(BindKit)
        /// The scheduler of the timed operators. BindKit's queues their work due now on the main
        /// queue itself, behind its blocks (rule R, below).
        var timers: TestScheduler { time }
    #else
        /// The scheduler of the timed operators: the clock, with their work due now held back
        /// until the main queue is quiet (rule R, below).
        let timers: BindsimZeroLengthLast
    #endif
        /// Bumped by every hop (`async()`, `main()`, a timer) as it delivers: a turn that leaves it
        /// unchanged ran nothing new, so what is due now has run.
        var hops = 0
        /// True while `advance` looks for the next instant at which work is due.
        private var findingNextInstant = false
        /// Turns at one instant before the queue is said not to settle (bindsim's `--max-turns`).
        let maxTurns: Int
        private var announcements: [ObjectIdentifier: [BindsimValue]] = [:]
        private var subscriptions: [String: BindsimSubscription] = [:]
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
            timers = BindsimZeroLengthLast(time)
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
            let block = BindsimMainQueueBlock(work)
            block.runOnMainQueue()
            BindsimMainQueueBlock {}.runOnMainQueue()
            if let failure = block.failure { throw failure }
        }
    #endif

        // MARK: What the nodes announce

        /// Records that `node` announces `value`: every write site records, then writes.
        func record(_ node: AnyObject, _ value: some BindsimConvertible) {
            announcements[ObjectIdentifier(node), default: []].append(value.bindsimValue)
        }

        /// What `node` announced during the step that ran last.
        func emitted(_ node: AnyObject) -> [BindsimValue] {
            announcements[ObjectIdentifier(node)] ?? []
        }

        /// `set N = V`: a programmatic write.
        func set<Node: BindsimNode>(_ node: Node, _ value: Node.Element) {
            node.bindsimWrite(value, in: self)
        }

        // MARK: Subscriptions

        /// `bind STREAM -> N as LABEL`: RxRelay's and RxCocoa's `bind(to:)` as a release build runs
        /// it: each element is written into the node; an error ends the binding (a DEBUG build of
        /// RxSwift stops in `fatalError` there), and so does the end of the stream.
        func bind<Node: BindsimNode>(_ label: String, _ source: Observable<Node.Element>, to node: Node) {
            let subscription = track(label, directions: 1)
            subscription.disposables = [source.subscribe { [weak self] event in
                switch event {
                case .next(let value): node.bindsimWrite(value, in: self)
                case .error(let error): self?.ended(label, direction: 0, by: error)
                case .completed: self?.ended(label, direction: 0, by: nil)
                }
            }]
        }

        /// `on STREAM as LABEL { … }`: the block is a throwing `do(onNext:)` before `subscribe()`.
        func on<Element>(_ label: String, _ source: Observable<Element>, _ block: @escaping (Element) throws -> Void) {
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

        func track(_ label: String, directions: Int) -> BindsimSubscription {
            let subscription = BindsimSubscription(directions: directions)
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

    """# + "\n" + expectationChecks + "\n" + #"""

        /// `expect N emitted [...]`: the whole list of what N announced in the step, compared.
        func expectEmitted(line: Int, _ source: String, _ node: AnyObject, _ expected: [BindsimValue],
                           file: StaticString = #filePath, testLine: UInt = #line) {
            let actual = emitted(node)
            expectation(line: line, source, actual == expected,
                        "expected it to announce \(BindsimValue.list(expected)), it announced \(BindsimValue.list(actual))",
                        file: file, testLine: testLine)
        }

        /// `expect error` / `expect no error`, about the step that ran last.
        func expectError(line: Int, _ source: String, occurred: Bool, file: StaticString = #filePath, testLine: UInt = #line) {
            unacknowledgedError = nil
            expectation(line: line, source, stepErrors.isEmpty != occurred,
                        occurred ? "no error ended a subscription" : "an error ended \(stepErrors.first ?? "")",
                        file: file, testLine: testLine)
        }

        /// `expect LABEL ended` / `expect LABEL running`.
        func expectEnded(line: Int, _ source: String, _ label: String, ended: Bool,
                         file: StaticString = #filePath, testLine: UInt = #line) {
            let running = subscriptions[label]?.isRunning ?? false
            expectation(line: line, source, running != ended, running ? "\(label) is still running" : "\(label) has ended",
                        file: file, testLine: testLine)
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
    fileprivate final class BindsimSubscription {
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
    fileprivate final class BindsimZeroLengthLast: SchedulerType {
        private let time: TestScheduler
        private var dueNow: [BindsimZeroLengthWork] = []

        init(_ time: TestScheduler) { self.time = time }

        var now: RxTime { time.now }

        func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
            hold { action(state) }
        }

        func scheduleRelative<StateType>(
            _ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable
        ) -> Disposable {
            dueTime.bindsimIsDueNow ? hold { action(state) } : time.scheduleRelative(state, dueTime: dueTime, action: action)
        }

        /// The oldest work held for now that is still to run, taken out of the FIFO (work disposed
        /// before its turn, such as the timer a `debounce` replaces, is dropped without a turn).
        func takeOldest() -> BindsimZeroLengthWork? {
            while let oldest = dueNow.first {
                dueNow.removeFirst()
                if !oldest.isCancelled { return oldest }
            }
            return nil
        }

        private func hold(_ work: @escaping () -> Disposable) -> Disposable {
            let item = BindsimZeroLengthWork(work)
            dueNow.append(item)
            return item
        }
    }

    /// Work held for now; disposing it before it runs cancels it, and after, what it started.
    fileprivate final class BindsimZeroLengthWork: Disposable {
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
        fileprivate var bindsimIsDueNow: Bool {
            switch self {
            case .seconds(let n), .milliseconds(let n), .microseconds(let n), .nanoseconds(let n): n <= 0
            default: false
            }
        }
    }

    /// A block for the main queue that remembers what it threw.
    fileprivate final class BindsimMainQueueBlock: @unchecked Sendable {
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

    extension ObservableType {
        /// Bumps the run's hop counter at each event a hop delivers (`async()`, `main()`, a timer).
        fileprivate func bindsimCountingHops(_ run: BindsimRun) -> Observable<Element> {
            self.do(onNext: { _ in run.countHop() }, onError: { _ in run.countHop() }, onCompleted: { run.countHop() })
        }

        /// A stage whose arguments read nodes: made, and its arguments computed, when it is subscribed.
        fileprivate func bindsimDeferring<Result>(
            _ make: @escaping (Observable<Element>) throws -> Observable<Result>
        ) -> Observable<Result> {
            let upstream = asObservable()
            return Observable.deferred { try make(upstream) }
        }
    }

    extension ObservableType where Element: BindsimConvertible {
        /// The seed article's `currentAndPrevious()`: for each value v, (v, the value before), then
        /// (v, v); the first value gives (v, v) twice.
        fileprivate func bindsimCurrentAndPrevious() -> Observable<BindsimValue> {
            map(\.bindsimValue).multicast({ PublishSubject<BindsimValue>() }) { values in
                Observable.combineLatest(values, Observable.merge(values.take(1), values)) { .pair(current: $0, previous: $1) }
            }
        }
    }

    extension Bindsim {
        /// `combineLatest(a, b, …)` of more sources than RxSwift's typed forms take: a tuple of the
        /// latest values, once every source has one.
        static func combineLatest(_ sources: Observable<BindsimValue>...) -> Observable<BindsimValue> {
            Observable.combineLatest(sources).map { .tuple($0) }
        }

        /// `interval(D)`: 0, 1, 2, … every D (more than 0ms), the first after D.
        static func ticks(every period: RxTimeInterval, on scheduler: SchedulerType) -> Observable<Double> {
            guard period != .milliseconds(0) else {
                return .error(BindsimError("'interval' needs a duration of more than 0ms, found 0ms"))
            }
            return Observable<Int>.interval(period, scheduler: scheduler).map { Double($0) }
        }
    }

    /// A node a binding or `set` writes into, holding values of `Element`.
    fileprivate protocol BindsimNode: AnyObject {
        associatedtype Element: BindsimConvertible
        func bindsimWrite(_ value: Element, in run: BindsimRun?)
        /// Whether a programmatic write is silent (a control's or a label's): nothing echoes it.
        var bindsimIsSilentOnProgrammaticWrite: Bool { get }
    }

    extension BehaviorRelay: BindsimNode where Element: BindsimConvertible {
        fileprivate var bindsimIsSilentOnProgrammaticWrite: Bool { false }

        /// Records, then accepts.
        fileprivate func bindsimWrite(_ value: Element, in run: BindsimRun?) {
            run?.record(self, value)
            accept(value)
        }
    }

    extension PublishRelay: BindsimNode where Element: BindsimConvertible {
        fileprivate var bindsimIsSilentOnProgrammaticWrite: Bool { false }

        /// Records, then accepts.
        fileprivate func bindsimWrite(_ value: Element, in run: BindsimRun?) {
            run?.record(self, value)
            accept(value)
        }
    }
    """#

    /// The expectation checks both runs share (`BindsimRun`'s and `BindsimObservationRun`'s):
    /// one expectation, `==` and `!=`, each failure naming the scenario's line.
    static let expectationChecks = #"""
        /// Checks one expectation of the scenario; a failure names the scenario's line and says what
        /// was expected and what was found, and is reported at the test's line that asserts it (an
        /// invariant's and an unexpected error's, checked as steps run, at this one).
        func expectation(line: Int, _ source: String, _ holds: Bool, _ detail: @autoclosure () -> String = "",
                         file: StaticString = #filePath, testLine: UInt = #line) {
            guard !holds else { return }
            let why = detail()
            let message = "line \(line): \(source)" + (why.isEmpty ? "" : ": " + why)
    #if BINDSIM_EXPORT_CHECK
            BindsimExportCheck.failed(line: line, message)  // bindsim's own check collects them instead
    #else
            XCTFail(message, file: file, line: testLine)
    #endif
        }

        /// `expect N == V`: fails with what was expected and what was found, as bindsim says it.
        func expectEqual<T: BindsimConvertible>(line: Int, _ source: String, _ actual: T, _ expected: T,
                                                file: StaticString = #filePath, testLine: UInt = #line) {
            expectation(line: line, source, actual == expected,
                        "expected \(expected.bindsimValue), found \(actual.bindsimValue)", file: file, testLine: testLine)
        }

        func expectNotEqual<T: BindsimConvertible>(line: Int, _ source: String, _ actual: T, _ expected: T,
                                                   file: StaticString = #filePath, testLine: UInt = #line) {
            expectation(line: line, source, actual != expected,
                        "expected a value other than \(expected.bindsimValue), found \(actual.bindsimValue)",
                        file: file, testLine: testLine)
        }
    """#

    static let field = #"""
    // MARK: - Support: a field

    /// What the user does to a field (`user`, `type`). BindsimField simulates the control; in an iOS
    /// test target a class of the team's own can stand for a UIKit one (docs/export.md, "On iOS").
    fileprivate protocol BindsimEditable: BindsimNode {
        /// What the control shows.
        var value: Element { get }
        /// The user edits the control: it shows `newValue` and sends its editing event (recorded
        /// first, with `run.record`, for `expect … emitted`).
        func userEdits(_ newValue: Element)
    }

    extension BindsimEditable {
        /// The user types `character` at the end of what the control shows.
        func userTypes(_ character: Character) throws {
            let typed: BindsimValue
            switch value.bindsimValue {
            case .string(let text): typed = .string(text + String(character))
            case .nil: typed = .string(String(character))
            default: throw BindsimError("'type' appends to text, but the field shows \(value.bindsimValue)")
            }
            userEdits(try Bindsim.narrowed(typed, to: Element.self))
        }
    }

    /// A text field, switch or slider, as RxCocoa 6.10's `controlProperty(editingEvents:getter:
    /// setter:)` makes its property (`UIControl+Rx.swift`): each subscription first receives what the
    /// control shows, then adds its own target, which reads the control again when an event reaches
    /// it; a programmatic set sends no event. On iOS: a `UITextField` and its `rx.text.orEmpty`.
    fileprivate final class BindsimField<Element: BindsimConvertible>: BindsimEditable {
        /// What the control shows (`UITextField.text`).
        var value: Element
        private var targets: [(id: Int, action: () -> Void)] = []
        private var nextID = 0
        private weak var run: BindsimRun?

        init(_ run: BindsimRun, _ value: Element) {
            self.run = run
            self.value = value
        }

        /// The control property's values (`textField.rx.text`).
        func asObservable() -> Observable<Element> {
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
        func bindsimWrite(_ value: Element, in run: BindsimRun?) {
            Binder(self) { control, value in
                if control.value != value { control.value = value }
            }.onNext(value)
        }

        /// The user edits the control: it shows `newValue` and sends its event to every target.
        func userEdits(_ newValue: Element) {
            run?.record(self, newValue)
            value = newValue
            for target in targets { target.action() }  // over a copy, as UIKit sends its actions
        }

        var bindsimIsSilentOnProgrammaticWrite: Bool { true }
    }

    extension BindsimRun {
        /// `type F "text" [every D]`: one user edit per character, each appended to what the field
        /// shows then; what is due runs after each, and the clock advances by `every` before each
        /// character but the first.
        func type(line: Int, _ text: String, into field: some BindsimEditable, every: RxTimeInterval? = nil) throws {
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
    fileprivate final class BindsimButton {
        /// Whether it is enabled: `bind S -> B.enabled` writes it as `button.rx.isEnabled`, a
        /// `Binder<Bool>`, does; a button starts enabled.
        let isEnabled = BindsimLabel<Bool>(true)
        private var targets: [(id: Int, action: () -> Void)] = []
        private var nextID = 0
        private weak var run: BindsimRun?

        init(_ run: BindsimRun) {
            self.run = run
        }

        /// The taps (`button.rx.tap`), each as `nil`.
        func asObservable() -> Observable<BindsimValue> {
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
            guard isEnabled.value else { return }
            run?.record(self, BindsimValue.nil)
            for target in targets { target.action() }
        }
    }
    """#

    static let label = #"""
    // MARK: - Support: a label

    /// A label, which RxCocoa's `Binder` writes into (`label.rx.text`). On iOS: a `UILabel`.
    fileprivate final class BindsimLabel<Element: BindsimConvertible>: BindsimNode {
        /// What the label shows.
        var value: Element

        init(_ value: Element) {
            self.value = value
        }

        func bindsimWrite(_ value: Element, in run: BindsimRun?) {
            Binder(self) { label, value in label.value = value }.onNext(value)
        }

        var bindsimIsSilentOnProgrammaticWrite: Bool { true }
    }
    """#

    static let twoWay = #"""
    // MARK: - Support: two-way bindings

    /// A side of a two-way binding: a relay, a publish relay or a field.
    fileprivate protocol BindsimTwoWaySide: BindsimNode {
        func asObservable() -> Observable<Element>
    }

    extension BehaviorRelay: BindsimTwoWaySide where Element: BindsimConvertible {}
    extension PublishRelay: BindsimTwoWaySide where Element: BindsimConvertible {}

    extension BindsimRun {
        /// `bind L <-> R` (style `rx`): RxExample's `<->` (`RxExample/Operators.swift`): `bind R -> L`,
        /// then `bind L -> R`; when the left side's subscription completes, it disposes the first.
        /// Each side's operators transform its values on their way to the other side (here, into
        /// the other side's type).
        func twoWayConverting<Left: BindsimTwoWaySide, Right: BindsimTwoWaySide>(
            _ label: String, _ left: Left, _ right: Right,
            leftToRight: (Observable<Left.Element>) -> Observable<Right.Element>,
            rightToLeft: (Observable<Right.Element>) -> Observable<Left.Element>
        ) {
            let subscription = track(label, directions: 2)
            let toLeft = rightToLeft(right.asObservable()).subscribe { [weak self] event in
                switch event {
                case .next(let value): left.bindsimWrite(value, in: self)
                case .error(let error): self?.ended(label, direction: 1, by: error)
                case .completed: self?.ended(label, direction: 1, by: nil)
                }
            }
            subscription.disposables = [toLeft]
            let toRight = leftToRight(left.asObservable()).subscribe { [weak self] event in
                switch event {
                case .next(let value): right.bindsimWrite(value, in: self)
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

        /// `bind L <-> R` of two sides of one type, with no operators or some.
        func twoWay<Left: BindsimTwoWaySide, Right: BindsimTwoWaySide>(
            _ label: String, _ left: Left, _ right: Right,
            leftToRight: (Observable<Left.Element>) -> Observable<Left.Element> = { $0 },
            rightToLeft: (Observable<Left.Element>) -> Observable<Left.Element> = { $0 }
        ) where Left.Element == Right.Element {
            twoWayConverting(label, left, right, leftToRight: leftToRight, rightToLeft: rightToLeft)
        }

        /// `bind L <-> R using bibinding`: RxBiBinding's `<->` (`RxChannel.swift`) restated. A channel
        /// per side subscribes to it now (left, then right) and passes what it announces into a
        /// subject that replays the latest, except the echo of the channel's own write into a relay
        /// (`isSkippingNextUpdate`); then the right channel's values are written into the left side,
        /// and the left channel's, but the first (its replay), into the right side.
        func biBindingConverting<Left: BindsimTwoWaySide, Right: BindsimTwoWaySide>(
            _ label: String, _ left: Left, _ right: Right,
            leftToRight: (Observable<Left.Element>) -> Observable<Right.Element>,
            rightToLeft: (Observable<Right.Element>) -> Observable<Left.Element>
        ) {
            let subscription = track(label, directions: 2)
            let leftChannel = BindsimBiBindingChannel(left)
            let rightChannel = BindsimBiBindingChannel(right)
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
            let leftValues = Observable<Left.Element>.create { observer in
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

        /// `bind L <-> R using bibinding` of two sides of one type.
        func biBinding<Left: BindsimTwoWaySide, Right: BindsimTwoWaySide>(
            _ label: String, _ left: Left, _ right: Right,
            leftToRight: (Observable<Left.Element>) -> Observable<Left.Element> = { $0 },
            rightToLeft: (Observable<Left.Element>) -> Observable<Left.Element> = { $0 }
        ) where Left.Element == Right.Element {
            biBindingConverting(label, left, right, leftToRight: leftToRight, rightToLeft: rightToLeft)
        }
    }

    /// One side's `RxChannel` of RxBiBinding.
    fileprivate final class BindsimBiBindingChannel<Side: BindsimTwoWaySide>: Disposable {
        /// What the side announces, but the echoes of the channel's own writes (`followingSubject`).
        let following = ReplaySubject<Side.Element>.create(bufferSize: 1)
        private let side: Side
        private var isSkippingNextUpdate = false
        private var subscription: Disposable?

        init(_ side: Side) {
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
        func receive(_ value: Side.Element, in run: BindsimRun?) {
            if !side.bindsimIsSilentOnProgrammaticWrite { isSkippingNextUpdate = true }
            side.bindsimWrite(value, in: run)
        }

        func dispose() {
            subscription?.dispose()
        }
    }
    """#

    static let twoWayField = #"""
    extension BindsimField: BindsimTwoWaySide {}
    """#

    static let observed = #"""
    // MARK: - Support: what bindsim observed (`bindsim export --observed`)

    extension BindsimRun {
        /// After a step: what `node` announced in it and holds now, against what bindsim observed
        /// (`value` nil for a node that stores none). A difference fails, naming node, step and line.
        func observed(step: Int, line: Int, _ name: String, _ node: AnyObject, announced: [BindsimValue],
                      value expected: BindsimValue?, holds current: BindsimValue?) {
            let actual = emitted(node)
            if actual != announced {
                XCTFail("observed: step \(step) (line \(line)): \(name) announced \(Bindsim.json(.list(actual))), "
                        + "bindsim: \(Bindsim.json(.list(announced)))")
            }
            if let expected, current != expected {
                XCTFail("observed: step \(step) (line \(line)): \(name) holds \(current.map(Bindsim.json) ?? "-"), "
                        + "bindsim: \(Bindsim.json(expected))")
            }
        }
    }
    """#

    /// Values as bindsim's JSON writes them (what `--observed` failures show).
    static let json = #"""
    extension Bindsim {
        /// A value as bindsim's JSON writes it.
        static func json(_ value: BindsimValue) -> String {
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

        static func jsonQuoted(_ text: String) -> String {
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
    }
    """#

    /// The builtin functions, each with bindsim's meaning, by name: a member of `Bindsim` that
    /// takes any value a scenario may pass (a mismatch throws, as in bindsim) and gives its result
    /// as the Swift type the builtin always gives (`BuiltinFunction.resultType`).
    static let builtinFunctions: [String: String] = [
        "length": #"""
        static func length(_ value: some BindsimConvertible) throws -> Double {
            switch value.bindsimValue {
            case .string(let text): return Double(text.count)
            case .list(let items), .tuple(let items): return Double(items.count)
            default: throw BindsimError("'length' needs a String or a List, found \(value.bindsimValue)")
            }
        }
        """#,
        "upper": #"""
        static func upper(_ value: some BindsimConvertible) throws -> String { try text(value, for: "upper").uppercased() }
        """#,
        "lower": #"""
        static func lower(_ value: some BindsimConvertible) throws -> String { try text(value, for: "lower").lowercased() }
        """#,
        "trim": #"""
        /// Removes white space and newlines at both ends (Foundation's `.whitespacesAndNewlines`).
        static func trim(_ value: some BindsimConvertible) throws -> String {
            try text(value, for: "trim").trimmingCharacters(in: .whitespacesAndNewlines)
        }
        """#,
        "words": #"""
        static func words(_ value: some BindsimConvertible) throws -> BindsimValue {
            .list(wordList(try text(value, for: "words")).map(BindsimValue.string))
        }
        """#,
        "word": #"""
        /// Word `index` of the text (split at white space), or "" past the last.
        static func word(_ value: some BindsimConvertible, _ index: some BindsimConvertible) throws -> String {
            let all = wordList(try text(value, for: "word"))
            let position = try number(index, for: "word")
            guard position.rounded() == position else { throw BindsimError("'word' needs a whole Number, found \(index.bindsimValue)") }
            guard position >= 0, position < Double(all.count) else { return "" }
            return all[Int(position)]
        }
        """#,
        "prefix": #"""
        /// `prefix(s, n)`: Swift's `prefix(_:)`, at most n characters.
        static func prefix(_ value: some BindsimConvertible, _ count: some BindsimConvertible) throws -> String {
            String(try text(value, for: "prefix").prefix(try characterCount(count, for: "prefix")))
        }
        """#,
        "suffix": #"""
        /// `suffix(s, n)`: Swift's `suffix(_:)`, at most n characters.
        static func suffix(_ value: some BindsimConvertible, _ count: some BindsimConvertible) throws -> String {
            String(try text(value, for: "suffix").suffix(try characterCount(count, for: "suffix")))
        }
        """#,
        "split": #"""
        static func split(_ value: some BindsimConvertible, _ separator: some BindsimConvertible) throws -> BindsimValue {
            let separatorText = try text(separator, for: "split")
            guard !separatorText.isEmpty else { throw BindsimError("'split' needs a non-empty String, found \(separator.bindsimValue)") }
            return .list(try text(value, for: "split").components(separatedBy: separatorText).map(BindsimValue.string))
        }
        """#,
        "join": #"""
        static func join(_ value: some BindsimConvertible) throws -> String { try join(value, "") }

        static func join(_ value: some BindsimConvertible, _ separator: some BindsimConvertible) throws -> String {
            guard case .list(let items) = value.bindsimValue else { throw BindsimError("'join' needs a List, found \(value.bindsimValue)") }
            return items.map(\.plainText).joined(separator: try text(separator, for: "join"))
        }
        """#,
        "digits": #"""
        static func digits(_ value: some BindsimConvertible) throws -> String {
            String(try text(value, for: "digits").filter { $0.isASCII && $0.isNumber })
        }
        """#,
        "isNumber": #"""
        static func isNumber(_ value: some BindsimConvertible) -> Bool {
            switch value.bindsimValue {
            case .number: return true
            case .string(let text): return parsedNumber(text) != nil
            default: return false
            }
        }
        """#,
        "number": #"""
        static func number(_ value: some BindsimConvertible) throws -> Double {
            switch value.bindsimValue {
            case .number(let number): return number
            case .string(let text):
                guard let parsed = parsedNumber(text) else {
                    throw BindsimError("'number' needs a String holding a number, found \(value.bindsimValue)")
                }
                return parsed
            case .bool(let flag): return flag ? 1 : 0
            default: throw BindsimError("'number' needs a String or a Number, found \(value.bindsimValue)")
            }
        }
        """#,
        "string": #"""
        static func string(_ value: some BindsimConvertible) -> String { value.bindsimValue.plainText }
        """#,
        "round": #"""
        static func round(_ value: some BindsimConvertible) throws -> Double { try number(value, for: "round").rounded(.toNearestOrAwayFromZero) }
        """#,
        "floor": #"""
        static func floor(_ value: some BindsimConvertible) throws -> Double { try number(value, for: "floor").rounded(.down) }
        """#,
        "ceil": #"""
        static func ceil(_ value: some BindsimConvertible) throws -> Double { try number(value, for: "ceil").rounded(.up) }
        """#,
        "abs": #"""
        static func abs(_ value: some BindsimConvertible) throws -> Double { try number(value, for: "abs").magnitude }
        """#,
        "min": #"""
        static func min(_ values: any BindsimConvertible...) throws -> Double { try extreme(values.map(\.bindsimValue), "min", Swift.min) }
        """#,
        "max": #"""
        static func max(_ values: any BindsimConvertible...) throws -> Double { try extreme(values.map(\.bindsimValue), "max", Swift.max) }
        """#,
        "contains": #"""
        static func contains(_ value: some BindsimConvertible, _ part: some BindsimConvertible) throws -> Bool {
            switch value.bindsimValue {
            case .string(let whole): return whole.contains(try text(part, for: "contains"))
            case .list(let items): return items.contains(part.bindsimValue)
            default: throw BindsimError("'contains' needs a String or a List, found \(value.bindsimValue)")
            }
        }
        """#,
        "ms": #"""
        static func ms(_ value: some BindsimConvertible) throws -> BindsimValue { try duration(try number(value, for: "ms")) }
        """#,
        "s": #"""
        static func s(_ value: some BindsimConvertible) throws -> BindsimValue { try duration(try number(value, for: "s") * 1000) }
        """#,
    ]
}
