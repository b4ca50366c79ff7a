// The seeded generator of random scenarios: relays, publish relays, fields, buttons and labels;
// binds with random operator chains; two-way bindings (rx, bibinding); `on` blocks; timers;
// user actions and waits. Every operator of the catalogue is drawn, in every position a stream
// may stand in (issue 35): at the top level, as the inner stream of the flatMap family, as a
// member of combineLatest and merge (at any depth: an `interval` inside a `combineLatest` inside
// a `flatMap` is one), and as the argument of withLatestFrom, takeUntil, skipUntil and sample. Sized so that most do not loop: a binding mostly writes into a node
// declared after the nodes it reads. Every node keeps one element type, so no top-level
// statement meets a value of the wrong kind.

/// SplitMix64 (Steele, Lea, Flood 2014): small, fast, and the same on every machine.
struct SplitMix64 {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }
    mutating func pick<T>(_ items: [T]) -> T { items[below(items.count)] }
}

struct Generator {
    var random: SplitMix64
    private var nodes: [Node] = []
    private var labels: [String] = []

    init(seed: UInt64) {
        random = SplitMix64(seed: seed)
    }

    static let texts = ["\"\"", "\"a\"", "\"b\"", "\"ab\"", "\" a\"", "\"1\"", "\"22\"", "\"x y\""]
    static let numbers = ["0", "1", "2", "3", "5", "-1"]

    mutating func scenario() -> Scenario {
        nodes = []
        labels = []
        let count = 2 + random.below(4)
        for index in 1...count { nodes.append(node(named: "n\(index)")) }
        var statements: [Statement] = []
        for _ in 0..<(2 + random.below(4)) {
            if let wiring = wiring() { statements.append(wiring) }
        }
        var unbound = false
        for _ in 0..<(3 + random.below(6)) {
            if !unbound, random.chance(10), let wiring = wiring() {
                statements.append(wiring)  // a binding made while the scenario runs
                continue
            }
            let next = action()
            // No binding after an `unbind`: RxSwift's Bag would reuse the first slot (a documented deviation).
            if case .unbind = next { unbound = true }
            statements.append(next)
        }
        return Scenario(nodes: nodes, statements: statements)
    }

    private mutating func node(named name: String) -> Node {
        let kind: NodeKind = random.pick([.relay, .relay, .relay, .publish, .field, .field, .button, .label])
        let type: ElementType
        switch kind {
        case .field: type = .text
        case .button: type = .tap
        default: type = random.chance(55) ? .text : .number
        }
        return Node(name: name, kind: kind, type: type, initial: kind == .publish || kind == .button ? nil : literal(type))
    }

    private mutating func literal(_ type: ElementType) -> String {
        type == .number ? random.pick(Self.numbers) : random.pick(Self.texts)
    }

    // MARK: Wiring

    private mutating func wiring() -> Statement? {
        switch random.below(10) {
        case 0, 1: return twoWay()
        case 2, 3: return on()
        default: return bind()
        }
    }

    /// A bind into a node of the stream's type, mostly one declared after what it reads.
    private mutating func bind() -> Statement? {
        let targets = nodes.indices.filter { nodes[$0].isWritable }
        guard let targetIndex = targets.isEmpty ? nil : random.pick(targets) else { return nil }
        let target = nodes[targetIndex]
        let before = nodes.prefix(targetIndex).filter(\.isSource)
        let readable = random.chance(85) && !before.isEmpty ? Array(before) : nodes.filter { $0.isSource && $0.name != target.name }
        guard !readable.isEmpty, var stream = stream(from: readable, depth: 0) else { return nil }
        if let conversion = conversion(from: stream.type, to: target.type) { stream.operators.append(conversion) }
        let label = random.chance(20) ? newLabel() : nil
        return .bind(stream, target: target.name, label: label)
    }

    private mutating func newLabel() -> String {
        let label = "L\(labels.count + 1)"
        labels.append(label)
        return label
    }

    /// A two-way binding: a field or a relay on each side, mostly a field on the left.
    private mutating func twoWay() -> Statement? {
        let sides = nodes.filter { ($0.kind == .field || $0.kind == .relay || $0.kind == .publish) && $0.type == .text }
        guard sides.count >= 2 else { return nil }
        let left = random.pick(sides)
        let right = random.pick(sides.filter { $0.name != left.name })
        let style = random.chance(60) ? "rx" : "bibinding"
        let leftOperators = random.chance(25) ? [random.pick(["distinct()", "map(trim(it))", "filter(length(it) < 4)"])] : []
        let rightOperators = random.chance(25) ? [random.pick(["distinct()", "map(lower(it))", "skip(1)"])] : []
        return .twoWay(left: left.name, leftOperators: leftOperators, right: right.name, rightOperators: rightOperators,
                       style: style)
    }

    /// `on STREAM { set N = … }` writing a node of the element's type, sometimes under an `if`.
    private mutating func on() -> Statement? {
        let readable = nodes.filter(\.isSource)
        guard !readable.isEmpty, let stream = stream(from: readable, depth: 0) else { return nil }
        let type = stream.type
        let read = Set(stream.nodesRead)
        let targets = nodes.filter { $0.isWritable && !read.contains($0.name) && $0.kind != .field }
        guard let target = targets.isEmpty ? nil : random.pick(targets) else { return nil }
        var value = expression(from: type, to: target.type)
        if target.type == .tap { value = "nil" }
        var body = "set \(target.name) = \(value)"
        if type == .number && random.chance(40) { body = "if it > 1 { \(body) }" }
        if type == .text && random.chance(30) { body = "if it != \"\" { \(body) }" }
        if type == .bool && random.chance(50) { body = "if it { \(body) }" }
        return .on(stream, body: [body])
    }

    // MARK: Streams

    private func source(_ node: Node) -> Stream {
        Stream(source: .node(node.name), sourceType: node.type, operators: [])
    }

    private mutating func stream(from readable: [Node], depth: Int) -> Stream? {
        let first = random.pick(readable)
        var stream = source(first)
        let partners = readable.filter { $0.type == first.type && $0.name != first.name }
        switch random.below(20) {
        case 0 where depth == 0 && !partners.isEmpty:
            stream = Stream(source: .merge([stream, source(random.pick(partners))]), sourceType: first.type, operators: [])
        case 1 where depth == 0 && !partners.isEmpty && first.type != .tap:
            let combine = first.type == .number ? "$0 + $1" : "$0 + \"/\" + $1"
            stream = Stream(source: .combineLatest([stream, source(random.pick(partners))], combine: combine),
                            sourceType: first.type, operators: [])
        case 2 where depth == 0:
            let start: StreamSource = random.pick([
                .interval(random.pick([30, 50, 100]), take: 1 + random.below(4)), .timer(random.pick([20, 60, 150])),
                .just(random.pick(Self.numbers)), .from([random.pick(Self.numbers), random.pick(Self.numbers)])])
            stream = Stream(source: start, sourceType: .number, operators: [])
        default:
            break
        }
        for _ in 0..<random.below(depth == 0 ? 4 : 2) {
            stream.operators.append(operatorCall(after: stream.type, readable: readable, depth: depth))
        }
        return stream
    }

    /// A stream written inside an operator's argument (a flatMap's inner stream, a member of a
    /// combineLatest or merge there, a takeUntil's trigger), of a number or text type; `outer`
    /// is the outer element when the flatMap family's argument is being written (its type given).
    private mutating func innerStream(outer: ElementType?, readable: [Node], depth: Int) -> (text: String, type: ElementType) {
        let duration = "\(random.pick([0, 10, 30, 60]))ms"
        let value: (text: String, type: ElementType)
        switch outer {
        case .number?: value = random.pick([("outer", .number), ("outer * 10", .number), ("string(outer)", .text)])
        case .text?: value = random.pick([("outer", .text), ("outer + \"!\"", .text), ("length(outer)", .number)])
        case .bool?: value = random.pick([("string(outer)", .text)])
        case .tap?, nil: value = random.chance(50) ? (random.pick(Self.numbers), .number) : (random.pick(Self.texts), .text)
        }
        var start: (text: String, type: ElementType)
        let nodes = readable.filter { $0.kind != .button }
        switch random.below(depth < 2 ? 12 : 8) {
        case 0: start = ("just(\(value.text))", value.type)
        case 1: start = ("from([\(value.text), \(value.text)])", value.type)
        case 2: start = ("timer(\(duration)).map(\(value.text))", value.type)
        case 3: start = ("interval(\(random.pick([20, 40]))ms).take(\(1 + random.below(3)))", .number)
        case 4: start = ("merge(just(\(value.text)), \(random.pick(["empty()", "never()", "error(\"boom\")"])))", value.type)
        case 5 where !nodes.isEmpty:
            let node = random.pick(nodes)
            start = (node.name, node.type)
        case 6: start = ("just(\(value.text)).delay(\(duration))", value.type)
        case 7: start = ("empty().startWith(\(value.text))", value.type)
        case 8, 9:
            let first = innerStream(outer: outer, readable: readable, depth: depth + 1)
            let second = innerStream(outer: outer, readable: readable, depth: depth + 1)
            if random.chance(50) {
                let same = second.type == first.type ? second.text : second.text + (first.type == .number ? ".map(length(it))" : ".map(string(it))")
                start = ("merge(\(first.text), \(same))", first.type)
            } else {
                let combine: String
                switch (first.type, second.type) {
                case (.number, .number): combine = "$0 + $1"
                case (.text, .text): combine = "$0 + \"/\" + $1"
                case (.number, _): combine = "string($0) + $1"
                default: combine = "$0 + string($1)"
                }
                let type: ElementType = first.type == .number && second.type == .number ? .number : .text
                start = ("combineLatest(\(first.text), \(second.text)).map(\(combine))", type)
            }
        default: start = ("just(\(value.text))", value.type)
        }
        if random.chance(40) {
            let next = operatorCall(after: start.type, readable: readable, depth: depth + 1)
            start = (start.text + "." + next.text, next.type)
        }
        // A truth or a tap is turned back into a value a node can hold.
        if start.type == .bool { start = (start.text + ".map(string(it))", .text) }
        if start.type == .tap { start = (start.text + ".map(\"tap\")", .text) }
        return start
    }

    /// One operator after a stream of `type`.
    private mutating func operatorCall(after type: ElementType, readable: [Node], depth: Int) -> Operator {
        // 0ms too: a zero-length timer among the hops of its instant is rule R's case.
        let duration = "\(random.pick([0, 10, 20, 50, 100, 150]))ms"
        var choices: [Operator] = [
            Operator(text: "distinct()", type: type), Operator(text: "skip(1)", type: type),
            Operator(text: "take(\(1 + random.below(3)))", type: type),
            Operator(text: "delay(\(duration))", type: type), Operator(text: "debounce(\(duration))", type: type),
            Operator(text: "throttle(\(duration))", type: type), Operator(text: "throttle(\(duration), latest: false)", type: type),
            Operator(text: "async()", type: type), Operator(text: "main()", type: type),
            Operator(text: "share()", type: type), Operator(text: "share(1)", type: type),
            Operator(text: "retry(\(1 + random.below(2)))", type: type),
        ]
        // A truth is short-lived (it is turned back into text for a node): its own operators first.
        if type == .bool && random.chance(60) {
            return random.pick([Operator(text: "not()", type: .bool), Operator(text: "filter(it)", type: .bool),
                                Operator(text: "ignore(true)", type: .bool), Operator(text: "startWith(false)", type: .bool)])
        }
        if depth < 2 {
            // The flatMap family with an inner stream of its own, and a trigger that is a stream.
            let family = random.pick(["flatMap", "flatMapLatest", "flatMapFirst", "concatMap"])
            let inner = innerStream(outer: type, readable: readable, depth: depth + 1)
            let trigger = innerStream(outer: nil, readable: readable, depth: depth + 1)
            let sampled = random.pick(["takeUntil", "skipUntil", "sample"])
            choices += [
                Operator(text: "\(family)(\(inner.text))", type: inner.type),
                Operator(text: "\(sampled)(\(trigger.text))", type: type),
            ]
            if type != .tap { choices.append(Operator(text: "withLatestFrom(\(trigger.text))", type: trigger.type)) }
        }
        switch type {
        case .text:
            choices += [
                Operator(text: "map(it + \"x\")", type: .text), Operator(text: "map(upper(it))", type: .text),
                Operator(text: "map(trim(it))", type: .text), Operator(text: "map(word(it, 0))", type: .text),
                Operator(text: "map(length(it))", type: .number), Operator(text: "map(number(it))", type: .number),
                Operator(text: "filter(length(it) < 3)", type: .text), Operator(text: "startWith(\"s\")", type: .text),
                Operator(text: "takeWhile(it != \"b\")", type: .text), Operator(text: "skipWhile(it == \"\")", type: .text),
                Operator(text: "currentAndPrevious().map(it.previous + \">\" + it.current)", type: .text),
                Operator(text: "flatMapLatest(just(outer + \"!\").delay(\(duration)))", type: .text),
                Operator(text: "map(it == \"a\")", type: .bool), Operator(text: "map(contains(it, \"a\"))", type: .bool),
            ]
        case .number:
            choices += [
                Operator(text: "map(it + 1)", type: .number), Operator(text: "map(it * 2)", type: .number),
                Operator(text: "map(it % 3)", type: .number), Operator(text: "map(string(it))", type: .text),
                Operator(text: "filter(it > 1)", type: .number), Operator(text: "scan(0, acc + it)", type: .number),
                Operator(text: "startWith(9)", type: .number), Operator(text: "ignore(0)", type: .number),
                Operator(text: "flatMap(just(outer * 10))", type: .number),
                Operator(text: "flatMapFirst(timer(\(duration)).map(outer))", type: .number),
                Operator(text: "concatMap(just(outer).delay(\(duration)))", type: .number),
                Operator(text: "flatMapLatest(from([outer, outer + 1]))", type: .number),
                Operator(text: "map(it > 1)", type: .bool),
            ]
        case .bool:
            choices += [
                Operator(text: "not()", type: .bool), Operator(text: "filter(it)", type: .bool),
                Operator(text: "map(string(it))", type: .text), Operator(text: "startWith(false)", type: .bool),
                Operator(text: "ignore(true)", type: .bool),
            ]
        case .tap:
            choices = [
                Operator(text: "map(\"tap\")", type: .text), Operator(text: "scan(0, acc + 1)", type: .number),
                Operator(text: "take(2)", type: .tap), Operator(text: "async()", type: .tap),
                Operator(text: "throttle(\(duration))", type: .tap),
            ]
        }
        let others = readable.filter { $0.kind != .button || type == .tap }
        if depth == 0, !others.isEmpty {
            let other = random.pick(others)
            choices += [
                Operator(text: "withLatestFrom(\(other.name))", type: other.type),
                Operator(text: "takeUntil(\(other.name))", type: type), Operator(text: "skipUntil(\(other.name))", type: type),
                Operator(text: "sample(\(other.name))", type: type),
            ]
        }
        switch type {
        case .number: choices.append(Operator(text: "catchAndReturn(0)", type: type))
        case .text: choices.append(Operator(text: "catchAndReturn(\"e\")", type: type))
        case .bool: choices.append(Operator(text: "catchAndReturn(false)", type: type))
        case .tap: break
        }
        return random.pick(choices)
    }

    /// An operator that turns `type` into `target` (nil when it is the same).
    private mutating func conversion(from type: ElementType, to target: ElementType) -> Operator? {
        guard type != target else { return nil }
        switch target {
        case .text: return Operator(text: type == .tap ? "map(\"tap\")" : "map(string(it))", type: .text)
        case .number:
            switch type {
            case .text: return Operator(text: "map(length(it))", type: .number)
            case .bool: return Operator(text: "map(length(string(it)))", type: .number)
            default: return Operator(text: "map(1)", type: .number)
            }
        case .tap: return Operator(text: "map(nil)", type: .tap)
        case .bool: return nil  // no node holds a truth
        }
    }

    /// An expression of `target`'s type from an element of `type` (an `on` block's value).
    private mutating func expression(from type: ElementType, to target: ElementType) -> String {
        switch (type, target) {
        case (.text, .text): return random.pick(["it", "it + \"-\"", "upper(it)"])
        case (.number, .number): return random.pick(["it", "it + 10", "it * it"])
        case (.number, .text): return "string(it)"
        case (.text, .number): return "length(it)"
        case (.tap, .text): return "\"tapped\""
        case (.tap, .number): return "1"
        case (.bool, .text): return "string(it)"
        case (.bool, .number): return random.pick(["length(string(it))", "1"])
        default: return "nil"
        }
    }

    // MARK: Actions

    private mutating func action() -> Statement {
        let writable = nodes.filter { $0.kind == .relay || $0.kind == .publish }
        let fields = nodes.filter { $0.kind == .field }
        let buttons = nodes.filter { $0.kind == .button }
        let roll = random.below(12)
        if roll < 3 && !writable.isEmpty {
            let node = random.pick(writable)
            return .set(node.name, value: literal(node.type))
        }
        if roll < 5 && roll >= 3 && !fields.isEmpty { return .user(random.pick(fields).name, value: literal(.text)) }
        if roll == 5 && !fields.isEmpty {
            return .type(random.pick(fields).name, text: random.pick(["ab", "x", "a b"]),
                         every: random.chance(50) ? random.pick([10, 30, 60]) : nil)
        }
        if (roll == 6 || roll == 7) && !buttons.isEmpty { return .tap(random.pick(buttons).name) }
        if roll == 8 && !labels.isEmpty && random.chance(40) { return .unbind(random.pick(labels)) }
        return .wait(random.pick([1, 10, 30, 60, 100, 200, 400]))
    }
}

