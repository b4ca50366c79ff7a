// The seeded generator of random Observation scenarios (issue 38; docs/export.md, "To Swift's
// Observation"): observables (Equatable, `always`, `ignored`), a computed node, a log relay;
// one-shot trackers (`track NAME`, `track { APPLY } onChange`) whose handlers log what they read
// and write back, re-arming through a task or at once; `observe`; Observations loops that wait;
// top-level tasks; user edits, sets, in-place mutations, batches, waits and unbinds. Handlers
// mostly write constants or guarded increments, so that most scenarios settle; the handlers' log
// records the order handlers ran in and the values they read (stale reads included).

/// A generated Observation scenario: one top-level statement per line, so that shrinking drops lines.
struct ObservationScenario: Equatable {
    /// The declarations, then the statements, each one line.
    var declarations: [String]
    var statements: [String]

    var text: String {
        (["language 4", "scenario \"random Observation scenario\""] + declarations + statements)
            .joined(separator: "\n") + "\n"
    }

    /// Every scenario one statement smaller (a statement another one needs makes bindsim refuse
    /// the candidate, which the harness drops).
    var smaller: [ObservationScenario] {
        statements.indices.compactMap { index in
            var copy = self
            copy.statements.remove(at: index)
            return copy.statements.isEmpty ? nil : copy
        }
    }
}

struct ObservationGenerator {
    var random: SplitMix64
    /// The observables, each with whether it holds a Number (else a String) and whether it is tracked.
    private var observables: [(name: String, number: Bool, tracked: Bool)] = []
    private var computed: String?
    private var labels: [String] = []
    private var nextLabel = 0

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    mutating func scenario() -> ObservationScenario {
        observables = []
        computed = nil
        labels = []
        nextLabel = 0
        var declarations: [String] = []
        for index in 1...(2 + random.below(2)) {
            let name = "o\(index)"
            let number = random.chance(70)
            let setter = random.chance(15) ? " always" : random.chance(10) ? " ignored" : ""
            observables.append((name, number, setter != " ignored"))
            declarations.append("observable \(name): \(number ? "Number = 0" : "String = \"\"")\(setter)")
        }
        let numbers = observables.filter(\.number).map(\.name)
        if numbers.count >= 2, random.chance(40) {
            computed = "sum"
            declarations.append("computed sum = \(numbers[0]) + \(numbers[1])")
        }
        declarations.append("relay log = \"\"")
        var statements: [String] = []
        for _ in 0..<(1 + random.below(3)) { statements.append(watcher()) }
        for _ in 0..<(3 + random.below(6)) {
            statements.append(random.chance(12) ? watcher() : action())
        }
        return ObservationScenario(declarations: declarations, statements: statements)
    }

    // MARK: Watchers

    private mutating func label() -> String {
        nextLabel += 1
        let made = "w\(nextLabel)"
        labels.append(made)
        return made
    }

    /// A tracker, an `observe` or an Observations loop.
    private mutating func watcher() -> String {
        let label = label()
        switch random.below(10) {
        case 0..<4:
            let read = readable()
            return "track \(read) as \(label) { \(handler(label, rearms: true).joined(separator: "; ")) }"
        case 4..<6:
            let read = readable()
            let apply = random.chance(50) ? "read \(read)" : "read \(read); \(write())"
            return "track as \(label) { \(apply) } onChange { \(handler(label, rearms: true).joined(separator: "; ")) }"
        case 6..<8:
            return "observe \(readable()) as \(label) { \(handler(label, rearms: false).joined(separator: "; ")) }"
        default:
            var body = [log(label, "it")]
            if random.chance(40) { body.append("wait \(pick([0, 10, 30]))ms") }
            if random.chance(50) { body.append(write()) }
            if random.chance(30) { body.append(log(label + " after", readable())) }
            return "on observations(\(readable())) as \(label) { \(body.joined(separator: "; ")) }"
        }
    }

    /// A handler's statements: a log of what it reads, writes, re-arming.
    private mutating func handler(_ label: String, rearms: Bool) -> [String] {
        var body = [log(label, readable())]
        for _ in 0..<random.below(3) {
            switch random.below(6) {
            case 0, 1: body.append(write())
            case 2: body.append("task { \(write()) }")
            case 3: body.append(log(label + " again", readable()))
            case 4 where rearms: body.append(random.chance(70) ? "task { rearm }" : "rearm")
            default: body.append(guardedIncrement())
            }
        }
        return body
    }

    private mutating func log(_ tag: String, _ read: String) -> String {
        "set log = log + \"\(tag): \" + string(\(read)) + \";\""
    }

    // MARK: Values and writes

    /// A node a handler or an APPLY reads.
    private mutating func readable() -> String {
        if let computed, random.chance(20) { return computed }
        return random.pick(observables).name
    }

    private mutating func pick(_ values: [Int]) -> Int { random.pick(values) }

    private mutating func value(number: Bool) -> String {
        number ? String(pick([0, 1, 2, 3])) : random.pick(["\"\"", "\"x\"", "\"y\""])
    }

    /// A write of a constant into an observable.
    private mutating func write() -> String {
        let target = random.pick(observables)
        return "set \(target.name) = \(value(number: target.number))"
    }

    /// `if N < 3 { set N = N + 1 }` on a number (a write that stops), or a constant write.
    private mutating func guardedIncrement() -> String {
        guard let target = observables.filter(\.number).randomElement(using: &random) else { return write() }
        return "if \(target.name) < 3 { set \(target.name) = \(target.name) + 1 }"
    }

    // MARK: Actions

    private mutating func action() -> String {
        let target = random.pick(observables)
        switch random.below(20) {
        case 0..<6: return "user \(target.name) = \(value(number: target.number))"
        case 6..<9: return "set \(target.name) = \(value(number: target.number))"
        case 9..<11: return "mutate \(target.name) = \(value(number: target.number))"
        case 11..<14:
            let actions = (0..<(2 + random.below(2))).map { _ -> String in
                let other = random.pick(observables)
                return random.chance(25) ? "task { \(write()) }" : "user \(other.name) = \(value(number: other.number))"
            }
            return "batch { \(actions.joined(separator: "; ")) }"
        case 14..<16: return "wait \(pick([10, 20, 50]))ms"
        case 16..<18:
            return "task { \(write()); wait \(pick([0, 10, 20]))ms; \(write()) }"
        default:
            guard !labels.isEmpty else { return "user \(target.name) = \(value(number: target.number))" }
            return "unbind \(random.pick(labels))"
        }
    }
}

extension SplitMix64: RandomNumberGenerator {}
